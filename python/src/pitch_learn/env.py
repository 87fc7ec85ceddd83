"""The single-agent Gymnasium environment: one simulation, one controlled player."""
from __future__ import annotations

from typing import Any

import gymnasium

from ._connection import DEFAULT_TIMEOUT_S
from ._errors import PitchError
from ._simulations import Simulations, info_dict, reset_state


class PitchEnv(gymnasium.Env):
    """A Pitch scenario with one controlled player as a ``gymnasium.Env``.

    Observation: ``Box(float32)`` of the scenario's features (``env.feature_names``), in the
    agent's own frame. Action: ``Dict(type=Discrete(7), params=Box(10))``; action types
    ``env.action_types``, params ``env.action_params``. Out-of-range actions raise ``PitchError``
    (Pitch does not clip). Observations are read-only arrays; copy them to change them.

    Keyword options (every other keyword is a scenario option, sent to the server as text):

    - ``server_args``: configuration over the scenario's profile, e.g. ``["server::ball_decay=0.9"]``
    - ``address``: a running server, ``"unix:/path"``, ``"tcp:host:port"`` or a ``pitch_learn.Server``;
      default: start one (shared by this process's envs, stopped when the last is closed)
    - ``jar``, ``java``, ``java_options``: how to start it (default ``$PITCH_JAR`` or the checkout's
      ``launcher/target/pitch.jar``; ``java`` from ``JAVA_HOME`` or ``PATH``)
    - ``raw_messages``: also return, in ``info["raw_messages"]``, what a protocol-19 client would
      have received this cycle
    - ``timeout``: seconds to wait for an answer before giving up (a hang bound)
    """

    metadata = {"render_modes": []}

    def __init__(self, scenario: str, *, server_args=(), address=None, jar=None, java=None,
                 java_options=(), raw_messages: bool = False, timeout: float = DEFAULT_TIMEOUT_S,
                 render_mode: str | None = None, **options: Any):
        if render_mode is not None:
            raise PitchError(f"render_mode {render_mode!r}: Pitch environments do not render "
                             "(watch with a monitor on the server instead)", "render_mode")
        self.render_mode = None
        self._sims = Simulations(scenario, 1, options=options, server_args=server_args, address=address,
                                 jar=jar, java=java, java_options=java_options, raw_messages=raw_messages,
                                 timeout=timeout)
        if len(self._sims.agents) != 1:
            agents = self._sims.agents
            self._sims.close()
            raise PitchError(f"{scenario} with these options controls {len(agents)} players ({', '.join(agents)}); "
                             "a Gymnasium env controls one: use pitch_learn.parallel_env", "options")
        self.scenario = scenario
        self.observation_space = self._sims.observation_space
        self.action_space = self._sims.action_space
        self.agent = self._sims.agents[0]
        self.feature_names = self._sims.feature_names
        self.action_types = self._sims.action_types
        self.action_params = self._sims.action_params
        self.options_used = self._sims.options_used
        self.max_steps = self._sims.max_steps

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        state = reset_state(options)
        observed = self._sims.reset(None if seed is None else [seed], None if state is None else [state])
        return observed.observations[0, 0], info_dict(observed.info[0], 0)

    def step(self, action):
        sims = self._sims
        sims.put_action(0, 0, action)
        observed = sims.step()
        terminated = bool(observed.terminated[0])
        truncated = bool(observed.truncated[0])
        # The server starts the next episode at once (vector envs need that); this env returns
        # the ended episode's last observation and starts anew on reset().
        source = observed.final_observations if (terminated or truncated) and \
            observed.final_observations is not None else observed.observations
        return (source[0, 0], float(observed.rewards[0, 0]), terminated, truncated,
                info_dict(observed.info[0], 0))

    def close(self):
        sims = getattr(self, "_sims", None)
        if sims is not None:
            sims.close()
