"""The PettingZoo ParallelEnv: one simulation, one agent per controlled player."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pettingzoo import ParallelEnv

from ._connection import DEFAULT_TIMEOUT_S
from ._errors import PitchError
from ._simulations import Simulations, info_dict, reset_state


class PitchParallelEnv(ParallelEnv):
    """A Pitch scenario as a PettingZoo ``ParallelEnv``; agents are named ``left_1``, ``right_9``...

    Every agent has the same spaces as the single env's (its own frame: each attacks towards +x).
    All agents of a simulation end together (a goal, a capture, the step limit), after which
    ``agents`` is empty until ``reset``. ``step`` needs an action for every live agent.
    Options as for ``pitch_learn.make``.
    """

    metadata = {"render_modes": [], "name": "pitch", "is_parallelizable": True}

    def __init__(self, scenario: str, *, server_args=(), address=None, jar=None, java=None,
                 java_options=(), raw_messages: bool = False, timeout: float = DEFAULT_TIMEOUT_S,
                 render_mode: str | None = None, **options: Any):
        if render_mode is not None:
            raise PitchError(f"render_mode {render_mode!r}: Pitch environments do not render", "render_mode")
        self.render_mode = None
        self._sims = Simulations(scenario, 1, options=options, server_args=server_args, address=address,
                                 jar=jar, java=java, java_options=java_options, raw_messages=raw_messages,
                                 timeout=timeout)
        self.scenario = scenario
        self.metadata = dict(self.metadata, name=f"pitch_{scenario}")
        self.possible_agents = list(self._sims.agents)
        self.agents = []
        self._index = {agent: i for i, agent in enumerate(self.possible_agents)}
        self._agent_set = set(self.possible_agents)  # every agent lives until all end together
        self.observation_spaces = {agent: self._sims.observation_space for agent in self.possible_agents}
        self.action_spaces = {agent: self._sims.action_space for agent in self.possible_agents}
        self.feature_names = self._sims.feature_names
        self.action_types = self._sims.action_types
        self.action_params = self._sims.action_params
        self.options_used = self._sims.options_used
        self.max_steps = self._sims.max_steps

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None):
        state = reset_state(options)
        observed = self._sims.reset(None if seed is None else [seed], None if state is None else [state])
        self.agents = list(self.possible_agents)
        return self._per_agent(observed.observations[0]), self._infos(observed.info[0])

    def step(self, actions: dict):
        sims = self._sims
        if not self.agents:
            raise PitchError("the episode has ended: call reset() first", "actions")
        if not isinstance(actions, Mapping):
            raise PitchError(f"actions must be a dict from agent names ({', '.join(self.agents)}) to actions", "actions")
        if actions.keys() != self._agent_set:
            missing = [agent for agent in self.agents if agent not in actions]
            extra = [agent for agent in actions if agent not in self._index]
            raise PitchError(f"actions must name every live agent ({', '.join(self.agents)}); "
                             f"missing: {missing or 'none'}, unknown: {extra or 'none'}", "actions")
        sims.put_agents(0, [actions[agent] for agent in self.possible_agents])
        observed = sims.step()
        terminated = bool(observed.terminated[0])
        truncated = bool(observed.truncated[0])
        ended = terminated or truncated
        source = observed.final_observations if ended and observed.final_observations is not None \
            else observed.observations
        agents = self.agents
        result = (dict(zip(agents, source[0])),
                  dict(zip(agents, observed.rewards[0].tolist())),
                  dict.fromkeys(agents, terminated),
                  dict.fromkeys(agents, truncated),
                  self._infos(observed.info[0]))
        if ended:
            self.agents = []
        return result

    def _per_agent(self, rows):
        return dict(zip(self.possible_agents, rows))

    def _infos(self, info):
        if info.raw_messages:
            return {agent: info_dict(info, i) for i, agent in enumerate(self.possible_agents)}
        shared = info_dict(info)
        return {agent: dict(shared) for agent in self.possible_agents}

    def state(self):
        raise NotImplementedError("Pitch environments have no global state array; "
                                  "use observation='full' for full-state observations")

    def close(self):
        sims = getattr(self, "_sims", None)
        if sims is not None:
            sims.close()
