"""The Gymnasium vector env: ``num_envs`` simulations in one server, stepped by one request."""
from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ._connection import DEFAULT_TIMEOUT_S
from ._errors import PitchError
from ._simulations import Simulations, ignore_unknown_reset_options

_INFO_KEYS = ("outcome", "cycle", "episode_steps", "score", "play_mode", "seed")


class PitchVectorEnv(VectorEnv):
    """``num_envs`` copies of a one-player Pitch scenario, in one server, stepped together.

    Same-step autoreset (``metadata["autoreset_mode"] == AutoresetMode.SAME_STEP``): an env whose
    episode ends in a step is reset in that step; the returned observation is the new episode's
    first, the ended one's last is in ``infos["final_obs"]`` (an object array, None where no env
    ended, mask ``infos["_final_obs"]``) and its info in ``infos["final_info"]`` (mask
    ``infos["_final_info"]``). ``infos`` hold, per env, ``outcome``, ``cycle``, ``episode_steps``,
    ``score`` [n, 2], ``play_mode``, ``seed`` (and ``raw_messages`` when asked); for an env that
    ended they still describe the ended episode (the server reports the new one from its first
    step on).
    Options as for ``pitch_learn.make``.
    """

    metadata = {"render_modes": [], "autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, scenario: str, num_envs: int, *, server_args=(), address=None, jar=None,
                 java=None, java_options=(), raw_messages: bool = False, timeout: float = DEFAULT_TIMEOUT_S,
                 render_mode: str | None = None, **options: Any):
        if render_mode is not None:
            raise PitchError(f"render_mode {render_mode!r}: Pitch environments do not render", "render_mode")
        if not isinstance(num_envs, (int, np.integer)) or num_envs < 1:
            raise PitchError(f"num_envs must be a positive integer, got {num_envs!r}", "num_envs")
        self.render_mode = None
        self._sims = Simulations(scenario, int(num_envs), options=options, server_args=server_args,
                                 address=address, jar=jar, java=java, java_options=java_options,
                                 raw_messages=raw_messages, timeout=timeout)
        if len(self._sims.agents) != 1:
            agents = self._sims.agents
            self._sims.close()
            raise PitchError(f"{scenario} with these options controls {len(agents)} players ({', '.join(agents)}); "
                             "a vector env's envs control one each: use pitch_learn.parallel_env", "options")
        self.scenario = scenario
        self.num_envs = int(num_envs)
        self.single_observation_space = self._sims.observation_space
        self.single_action_space = self._sims.action_space
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.feature_names = self._sims.feature_names
        self.action_types = self._sims.action_types
        self.action_params = self._sims.action_params
        self.options_used = self._sims.options_used
        self.max_steps = self._sims.max_steps
        self._all = np.ones(self.num_envs, np.bool_)
        self._observations = None  # the last observations, kept for partial resets

    def reset(self, *, seed: int | list[int] | None = None, options: dict | None = None):
        super().reset(seed=seed)
        options = dict(options or {})
        mask = options.pop("reset_mask", None)
        state = options.pop("state", None)
        ignore_unknown_reset_options(options)
        indices = list(range(self.num_envs))
        if mask is not None:
            mask = np.asarray(mask)
            if mask.shape != (self.num_envs,) or mask.dtype != np.bool_:
                raise PitchError(f"reset_mask must be a bool array of shape ({self.num_envs},)", "options.reset_mask")
            indices = [int(i) for i in np.flatnonzero(mask)]
        if isinstance(seed, (int, np.integer)):
            seeds = [int(seed) + i for i in indices]
        elif seed is None:
            seeds = None
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise PitchError(f"give one seed per env ({self.num_envs}), got {len(seeds)}", "seed")
            seeds = [seeds[i] for i in indices]
        if not indices and self._observations is not None:
            return self._observations, {}  # nothing to reset (an all-False mask): as it stands
        states = None
        if state is not None:
            states = [state[i] for i in indices] if isinstance(state, (list, tuple)) else [state] * len(indices)
        observed = self._sims.reset(seeds, states, indices)
        rows = observed.observations[:, 0]
        if mask is None or self._observations is None:
            observations = rows
        else:
            observations = self._observations.copy()
            observations[indices] = rows
        self._observations = observations
        infos = self._infos(observed.info)
        if mask is not None:
            infos = self._spread(infos, indices)
        return observations, infos

    def step(self, actions):
        sims = self._sims
        try:
            types = actions["type"]
            params = actions["params"]
        except (TypeError, KeyError, IndexError):
            raise PitchError(f"actions are a dict {{'type': int[{self.num_envs}], "
                             f"'params': float32[{self.num_envs}, {len(self.action_params)}]}}", "actions") from None
        sims.put_batch(types, params)
        observed = sims.step()
        observations = observed.observations[:, 0]
        self._observations = observations
        terminated = observed.terminated
        truncated = observed.truncated
        infos = self._infos(observed.info)
        ended = terminated | truncated
        if ended.any():
            final_obs = np.full(self.num_envs, None, dtype=object)
            final = observed.final_observations
            for i in np.flatnonzero(ended):
                final_obs[i] = final[i, 0] if final is not None else observations[i]
            infos["final_obs"] = final_obs
            infos["_final_obs"] = ended
            final_info = {key: value for key, value in infos.items()}
            for key in list(final_info):
                if key.startswith("_"):
                    final_info[key] = ended
            infos["final_info"] = final_info
            infos["_final_info"] = ended
        return observations, observed.rewards[:, 0], terminated, truncated, infos

    def _infos(self, info) -> dict:
        mask = self._all if len(info) == self.num_envs else np.ones(len(info), np.bool_)
        infos = {
            "outcome": np.array([i.outcome for i in info], dtype=object),
            "cycle": np.array([i.cycle for i in info], dtype=np.int32),
            "episode_steps": np.array([i.episode_steps for i in info], dtype=np.int32),
            "score": np.array([(i.score_left, i.score_right) for i in info], dtype=np.int32),
            "play_mode": np.array([i.play_mode for i in info], dtype=object),
            "seed": np.array([i.seed for i in info], dtype=np.uint64),
        }
        if len(info) and info[0].raw_messages:
            infos["raw_messages"] = np.array([list(i.raw_messages) for i in info] + [None], dtype=object)[:-1]
        for key in list(infos):
            infos["_" + key] = mask
        return infos

    def _spread(self, infos: dict, indices: list[int]) -> dict:
        """Infos of the reset envs only, spread to num_envs rows with masks (partial reset)."""
        spread = {}
        mask = np.zeros(self.num_envs, np.bool_)
        mask[indices] = True
        for key, value in infos.items():
            if key.startswith("_"):
                spread[key] = mask
            else:
                full = (np.full(self.num_envs, None, dtype=object) if value.dtype == object
                        else np.zeros((self.num_envs, *value.shape[1:]), dtype=value.dtype))
                full[indices] = value
                spread[key] = full
        return spread

    def close_extras(self, **kwargs):
        sims = getattr(self, "_sims", None)
        if sims is not None:
            sims.close()
