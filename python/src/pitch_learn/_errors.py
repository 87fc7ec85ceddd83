"""The exceptions pitch_learn raises."""
from __future__ import annotations


class PitchError(ValueError):
    """Bad input: an action, an option or a start state that Pitch does not accept.

    ``field`` names what was wrong (``"actions"``, ``"options.attackers"``, ``"left_1.params.dash_power"``);
    the message says the valid values. Nothing was changed and the environment can still be used.
    """

    def __init__(self, message: str, field: str = ""):
        super().__init__(message)
        self.message = message
        self.field = field


class PitchServerError(RuntimeError):
    """The Pitch server could not be started, died, or stopped answering.

    ``exit_status`` is the process's exit status (None if it is not ours or still running) and
    ``log_path`` the file its output went to (None for a server we attached to).
    """

    def __init__(self, message: str, exit_status: int | None = None, log_path: str | None = None):
        super().__init__(message)
        self.exit_status = exit_status
        self.log_path = log_path
