"""The simulations one environment steps: opened over one connection, with their spaces and
the preallocated action array every step writes into.

Shared by the single, parallel (PettingZoo) and vector environments; each of them only maps its
own API onto ``step(actions)``/``reset(...)`` here.
"""
from __future__ import annotations

import warnings
import weakref
from collections.abc import Mapping, Sequence

import numpy as np
from gymnasium import spaces

from ._connection import DEFAULT_TIMEOUT_S, Connection
from ._errors import PitchError, PitchServerError
from ._proto import pitch_learn_pb2 as pb
from ._server import Server, shared_servers
from ._spaces import BoundedBox
from ._state import start_state

_UINT64_MAX = (1 << 64) - 1


def _let_go(connection, server) -> None:
    if connection is not None:
        connection.close()
    if server is not None:
        shared_servers.release(server)


def option_text(value) -> str:
    """A scenario option as the text Open.options carries (HOCON-like)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(option_text(item) for item in value)
    return str(value)


def ignore_unknown_reset_options(options: Mapping) -> None:
    """Reset options are the env's own (PettingZoo's API test passes made-up ones): unknown
    keys are ignored with a warning rather than refused."""
    for key in options:
        warnings.warn(f"reset option {key!r} ignored: Pitch knows 'state' (and 'reset_mask' for vector envs)",
                      stacklevel=3)


def reset_state(options: Mapping | None):
    """The start state in a single or parallel env's reset options, if any."""
    if not options:
        return None
    ignore_unknown_reset_options({key: value for key, value in options.items() if key != "state"})
    return options.get("state")


class Observed:
    """One response to a Reset or Step, as arrays (read-only views of the received bytes).

    ``observations`` [sims, agents, features], ``rewards`` [sims, agents], ``terminated`` and
    ``truncated`` [sims] (bool), ``final_observations`` [sims, agents, features] or None,
    ``info`` the SimInfo messages.
    """

    __slots__ = ("observations", "rewards", "terminated", "truncated", "final_observations", "info")

    def __init__(self, observed: pb.Observed, sims: int, agents: int, features: int):
        try:
            self.observations = np.frombuffer(observed.observations, np.float32).reshape(sims, agents, features)
            self.rewards = np.frombuffer(observed.rewards, np.float32).reshape(sims, agents)
            # 0 or 1 per sim, read as bools without a copy
            self.terminated = np.frombuffer(observed.terminated, np.bool_).reshape(sims)
            self.truncated = np.frombuffer(observed.truncated, np.bool_).reshape(sims)
            final = observed.final_observations
            self.final_observations = \
                np.frombuffer(final, np.float32).reshape(sims, agents, features) if final else None
        except ValueError as error:
            raise PitchServerError(f"the server's answer does not fit {sims} sims x {agents} agents x "
                                   f"{features} features: {error}") from None
        self.info = observed.info


def info_dict(info: pb.SimInfo, agent_index: int | None = None) -> dict:
    """The Python ``info`` of one simulation (raw messages of one agent, or of all as a list)."""
    result = {
        "outcome": info.outcome,
        "cycle": info.cycle,
        "episode_steps": info.episode_steps,
        "score": (info.score_left, info.score_right),
        "play_mode": info.play_mode,
        "seed": info.seed,
    }
    if info.raw_messages:
        raw = info.raw_messages
        result["raw_messages"] = raw[agent_index] if agent_index is not None else list(raw)
    return result


# Envs of this process in the server's own match (server_match=True): one thread steps them all,
# and a second would wait for a turn the first holds while the server waits for the first's step.
_in_server_match: "weakref.WeakSet[Simulations]" = weakref.WeakSet()


class Simulations:
    """``count`` simulations of one scenario in a Pitch server, stepped together."""

    def __init__(self, scenario: str, count: int = 1, *, options: Mapping | None = None,
                 server_args: Sequence[str] = (), address: str | Server | None = None, jar=None, java=None,
                 java_options: Sequence[str] = (), raw_messages: bool = False,
                 timeout: float = DEFAULT_TIMEOUT_S):
        if isinstance(server_args, str):
            raise PitchError("server_args must be a list of strings like ['server::ball_decay=0.9']",
                             "server_args")
        self.scenario = scenario
        joins = option_text((options or {}).get("server_match", False)).lower() == "true"
        if joins and any(not other.closed for other in _in_server_match):
            raise PitchError("server_match: an env of this process already plays in the server's match; control every "
                             "player it needs through that one (controlled='left_1,right_9,...')", "options.server_match")
        self._server = None  # a shared server this env holds a share of
        self._connection = None
        watched = None  # the server process whose death the connection explains
        if address is None:
            self._server = watched = shared_servers.acquire(jar, java, java_options)
            address = self._server.address
        elif isinstance(address, Server):
            watched, address = address, address.address
        # An env dropped without close() still lets go of its socket and its share of the server.
        self._finalizer = weakref.finalize(self, _let_go, None, self._server)
        try:
            self._connection = Connection(address, watched, timeout)
            self._finalizer.detach()
            self._finalizer = weakref.finalize(self, _let_go, self._connection, self._server)
            request = pb.Request()
            open_ = request.open
            open_.scenario = scenario
            for key, value in (options or {}).items():
                open_.options[str(key)] = option_text(value)
            open_.server_args.extend(str(arg) for arg in server_args)
            open_.count = count
            opened = self._connection.call(request, f"opening {scenario}").opened
        except BaseException:
            self.close()
            raise
        self.sims = list(opened.sims)
        self.agents = list(opened.agents)
        self.feature_names = list(opened.feature_names)
        self.action_params = list(opened.action_params)
        self.action_types = list(opened.action_types)
        self.options_used = opened.options_used
        self.max_steps = opened.max_steps
        if len(self.sims) != count:
            self.close()
            raise PitchServerError(f"asked for {count} simulations, the server opened {len(self.sims)}")
        if joins:
            _in_server_match.add(self)
        feature_low = np.frombuffer(opened.feature_low, np.float32).copy()
        feature_high = np.frombuffer(opened.feature_high, np.float32).copy()
        self.action_low = np.frombuffer(opened.action_low, np.float32).copy()
        self.action_high = np.frombuffer(opened.action_high, np.float32).copy()
        self.observation_space = spaces.Box(feature_low, feature_high, dtype=np.float32)
        self.action_space = spaces.Dict({
            "type": spaces.Discrete(len(self.action_types)),
            "params": BoundedBox(self.action_low, self.action_high, dtype=np.float32),
        })
        self.features = len(self.feature_names)
        width = 1 + len(self.action_params)
        # Every step writes the actions here, checks them in one go and sends them.
        self.actions = np.zeros((count, len(self.agents), width), np.float32)
        self._row_low = np.concatenate(([0.0], self.action_low)).astype(np.float32)
        self._row_high = np.concatenate(([len(self.action_types) - 1], self.action_high)).astype(np.float32)
        self._inside = np.zeros(self.actions.shape, np.bool_)
        self._step_request = pb.Request()
        self._step = self._step_request.step
        self._step.sims.extend(self.sims)
        self._step.raw_messages = raw_messages
        self._description = f"stepping {scenario}"

    # -- actions -------------------------------------------------------------------------------

    def put_action(self, sim: int, agent: int, action) -> None:
        """Writes one agent's ``{"type": int, "params": array}`` into the action array."""
        try:
            kind = action["type"]
            params = action["params"]
        except (TypeError, KeyError, IndexError):
            raise PitchError(
                f"{self.agents[agent]}: an action is a dict {{'type': 0..{len(self.action_types) - 1}, "
                f"'params': float32[{len(self.action_params)}]}}, got {action!r}",
                f"{self.agents[agent]}") from None
        row = self.actions[sim, agent]
        if np.ndim(kind) != 0:
            raise PitchError(f"{self.agents[agent]}: type must be one integer 0..{len(self.action_types) - 1}, "
                             f"got shape {np.shape(kind)}", f"{self.agents[agent]}.type")
        if np.shape(params) != row[1:].shape:
            raise PitchError(f"{self.agents[agent]}: params must have shape {row[1:].shape} "
                             f"({', '.join(self.action_params)}), got shape {np.shape(params)}",
                             f"{self.agents[agent]}.params")
        try:
            integral = int(kind) == kind
        except (TypeError, ValueError, OverflowError):
            integral = False
        if not integral:
            raise PitchError(f"{self.agents[agent]}: action type {kind!r} is not an integer 0..{len(self.action_types) - 1} "
                             f"({', '.join(self.action_types)})", f"{self.agents[agent]}.type")
        try:
            row[0] = kind
            row[1:] = params
        except (TypeError, ValueError, OverflowError) as error:
            raise PitchError(f"{self.agents[agent]}: action {action!r} is not numbers: {error}",
                             f"{self.agents[agent]}") from None

    def put_agents(self, sim: int, actions: list) -> None:
        """Writes every agent's action of one sim (in agent order) in two numpy assignments; any
        malformed action is then found and named by ``put_action``."""
        try:
            types = np.asarray([action["type"] for action in actions], np.float64)
            params = np.asarray([action["params"] for action in actions], np.float32)
            rows = self.actions[sim]
            if types.shape == rows[:, 0].shape and params.shape == rows[:, 1:].shape \
                    and (types == np.floor(types)).all():
                rows[:, 0] = types
                rows[:, 1:] = params
                return
        except (TypeError, KeyError, IndexError, ValueError, OverflowError):
            pass
        for agent, action in enumerate(actions):
            self.put_action(sim, agent, action)

    def put_batch(self, types, params) -> None:
        """Writes the actions of every sim's single agent (vector env): types [sims], params [sims, P]."""
        actions = self.actions
        if np.shape(types) != actions.shape[:1]:
            raise PitchError(f"action type must have shape {actions.shape[:1]}, got {np.shape(types)}", "type")
        if np.shape(params) != (actions.shape[0], actions.shape[2] - 1):
            raise PitchError(f"action params must have shape {(actions.shape[0], actions.shape[2] - 1)} "
                             f"({', '.join(self.action_params)}), got {np.shape(params)}", "params")
        try:
            actions[:, 0, 0] = types
            actions[:, 0, 1:] = params
        except (TypeError, ValueError, OverflowError) as error:
            raise PitchError(f"actions are not numbers: {error}", "actions") from None
        kinds = actions[:, 0, 0]
        if not (kinds == np.floor(kinds)).all():
            sim = int(np.flatnonzero(kinds != np.floor(kinds))[0])
            raise PitchError(f"{self.agents[0]} in env {sim}: action type {kinds[sim]:g} is not an integer "
                             f"0..{len(self.action_types) - 1}", f"{self.agents[0]}.type")

    def check_actions(self) -> None:
        """One vectorised range check of every action (type and params; put_* checked that the
        types are integers); the first bad one is named. Pitch does not clip."""
        actions = self.actions
        inside = self._inside
        np.greater_equal(actions, self._row_low, out=inside)
        inside &= actions <= self._row_high
        if inside.all():
            return
        sim, agent, column = (int(i) for i in np.argwhere(~inside)[0])
        name = self.agents[agent]
        where = f" in env {sim}" if len(self.sims) > 1 else ""
        value = actions[sim, agent, column]
        if column == 0:
            raise PitchError(f"{name}{where}: action type {value:g} is not one of 0..{len(self.action_types) - 1} "
                             f"({', '.join(self.action_types)})", f"{name}.type")
        param = self.action_params[column - 1]
        raise PitchError(f"{name}{where}: {param} = {value:g} is outside [{self._row_low[column]:g}, "
                         f"{self._row_high[column]:g}] (Pitch does not clip)", f"{name}.{param}")

    # -- requests ------------------------------------------------------------------------------

    def step(self) -> Observed:
        """Checks and sends the action array; every sim makes one cycle."""
        self.check_actions()
        self._step.actions = self.actions.tobytes()
        response = self._call(self._step_request, self._description)
        return Observed(response.observed, len(self.sims), len(self.agents), self.features)

    def reset(self, seeds: Sequence[int | None] | None = None, states: Sequence | None = None,
              sims: Sequence[int] | None = None) -> Observed:
        """New episodes in the given sims (indices; default all), from seeds and/or start states."""
        indices = list(range(len(self.sims))) if sims is None else list(sims)
        request = pb.Request()
        reset = request.reset
        reset.sims.extend(self.sims[i] for i in indices)
        if seeds is not None:
            if any(seed is None for seed in seeds):
                raise PitchError("give a seed for every env or for none", "seed")
            for seed in seeds:
                if not isinstance(seed, (int, np.integer)) or not 0 <= int(seed) <= _UINT64_MAX:
                    raise PitchError(f"seed {seed!r} is not an integer in 0..2**64-1", "seed")
            reset.seeds.extend(int(seed) for seed in seeds)
        if states is not None:
            for state in states:
                reset.states.append(start_state(state, self.agents))
        response = self._call(request, f"resetting {self.scenario}")
        return Observed(response.observed, len(indices), len(self.agents), self.features)

    def _call(self, request: pb.Request, doing: str) -> pb.Response:
        if self._connection is None:
            raise PitchError(f"this {self.scenario} environment is closed", "env")
        return self._connection.call(request, doing)

    def close(self) -> None:
        """Closes the sims and the connection; stops the server if it was ours and nobody else uses it."""
        connection, self._connection = self._connection, None
        try:
            if connection is not None:
                request = pb.Request()
                request.close.sims.extend(getattr(self, "sims", ()))
                connection.call(request, "closing")
        except (PitchError, PitchServerError, OSError):
            pass  # the server frees a vanished client's sims anyway
        finally:
            self._finalizer()

    @property
    def closed(self) -> bool:
        return self._connection is None
