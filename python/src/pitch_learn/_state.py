"""Start states for ``reset(options={"state": ...})``: Python dicts → the StartState message.

A state places any player of the scenario and the ball, in field coordinates (not mirrored)::

    {"ball": {"x": 10.0, "y": 0.0, "vx": 0.0, "vy": 0.0},
     "players": {"left_1": {"x": 5.0, "y": 0.0, "body": 0.0, "neck": 0.0, "stamina": 8000.0}},
     "play_mode": "play_on"}

Every key is optional; what is left out keeps the scenario's own random start. A placement
needs x and y together (vx and vy default to 0).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from ._errors import PitchError
from ._proto import pitch_learn_pb2 as pb

_STATE_KEYS = ("ball", "players", "play_mode")
_PLACED_KEYS = ("x", "y", "vx", "vy")
_PLAYER_KEYS = _PLACED_KEYS + ("body", "neck", "stamina")


def _number(value, field: str) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        raise PitchError(f"{field} must be a number, got {value!r}", field) from None


def _check_keys(given: Mapping, valid: Sequence[str], field: str) -> None:
    if not isinstance(given, Mapping):
        raise PitchError(f"{field} must be a dict with keys {', '.join(valid)}; got {given!r}", field)
    unknown = [key for key in given if key not in valid]
    if unknown:
        raise PitchError(f"{field}: unknown key {unknown[0]!r}; valid: {', '.join(valid)}", f"{field}.{unknown[0]}")


def _place(placed: pb.Placed, given: Mapping, field: str) -> None:
    if not any(key in given for key in _PLACED_KEYS):
        return
    for key in ("x", "y"):
        if key not in given:
            raise PitchError(f"{field}: a placement needs both x and y (vx, vy default to 0)", f"{field}.{key}")
    for key in _PLACED_KEYS:
        if key in given:
            setattr(placed, key, _number(given[key], f"{field}.{key}"))


def start_state(state: Mapping, agents: Sequence[str] = ()) -> pb.StartState:
    """The StartState message for a state dict (see the module doc). Player names are checked by
    the server, which knows the scripted players too."""
    _check_keys(state, _STATE_KEYS, "state")
    message = pb.StartState()
    if "ball" in state:
        _check_keys(state["ball"], _PLACED_KEYS, "state.ball")
        _place(message.ball, state["ball"], "state.ball")
    players = state.get("players", {})
    if not isinstance(players, Mapping):
        raise PitchError("state.players must be a dict from names ('left_1', ...) to placements", "state.players")
    for name, given in players.items():
        field = f"state.players.{name}"
        _check_keys(given, _PLAYER_KEYS, field)
        player = message.players.add()
        player.agent = str(name)
        _place(player.at, given, field)
        if "body" in given:
            player.body = _number(given["body"], f"{field}.body")
            player.has_body = True
        if "neck" in given:
            player.neck = _number(given["neck"], f"{field}.neck")
        if "stamina" in given:
            player.stamina = _number(given["stamina"], f"{field}.stamina")
            player.has_stamina = True
    if "play_mode" in state:
        message.play_mode = str(state["play_mode"])
    return message
