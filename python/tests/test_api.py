"""Each scenario against the API checkers: gymnasium's check_env, PettingZoo's parallel_api_test,
gymnasium.make / make_vec through the registered ids."""
from __future__ import annotations

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import parallel_api_test

import pitch_learn
from conftest import SINGLE_PLAYER

SCENARIOS = list(SINGLE_PLAYER)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_check_env(scenario, address):
    env = pitch_learn.make(scenario, address=address, **SINGLE_PLAYER[scenario])
    try:
        assert isinstance(env, gymnasium.Env) and env.unwrapped is env  # no checker wrappers: speed
        with warnings.catch_warnings():
            # Gymnasium recommends [-1, 1] action bounds; Pitch's are the server's own units.
            warnings.filterwarnings("ignore", message=".*symmetric and normalized space.*")
            warnings.filterwarnings("ignore", message=".*render.*")
            check_env(env, skip_render_check=True)
    finally:
        env.close()


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_parallel_api(scenario, address):
    env = pitch_learn.parallel_env(scenario, address=address)
    try:
        assert env.possible_agents, "a scenario controls at least one player"
        assert all(agent.split("_")[0] in ("left", "right") for agent in env.possible_agents)
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="reset option 'options' ignored")
            parallel_api_test(env, num_cycles=60)
    finally:
        env.close()


def test_spaces_follow_the_action_layout(address):
    env = pitch_learn.make("HalfFieldOffense-v0", address=address)
    try:
        assert env.action_types == ["noop", "dash", "turn", "kick", "tackle", "catch", "move"]
        assert env.action_params == ["dash_power", "dash_direction", "turn_moment", "kick_power", "kick_direction",
                                     "tackle_direction", "catch_direction", "move_x", "move_y", "neck_moment"]
        params = env.action_space["params"]
        # bounds from the server's parameters (conf/server.conf, rcssserver 19's defaults):
        # min_dash_power 0, max_dash_power 100, dash angles and moments ±180, kick power ±100
        assert params.dtype == np.float32 and params.shape == (10,)
        assert params.low.tolist() == [0, -180, -180, -100, -180, -180, -180, -52.5, -34, -180]
        assert params.high.tolist() == [100, 180, 180, 100, 180, 180, 180, 52.5, 34, 180]
        assert env.action_space["type"].n == 7
        observation_space = env.observation_space
        assert observation_space.dtype == np.float32
        assert observation_space.shape == (len(env.feature_names),)
        observation, info = env.reset(seed=5)
        assert observation.dtype == np.float32 and observation in observation_space
        assert info["outcome"] == "IN_PLAY" and info["seed"] == 5 and info["episode_steps"] == 0
    finally:
        env.close()


def test_registered_ids(address):
    env = gymnasium.make("pitch/HalfFieldOffense-v0", address=address)
    try:
        observation, _ = env.reset(seed=1)
        assert observation in env.observation_space
        env.step(env.action_space.sample())
    finally:
        env.close()
    envs = gymnasium.make_vec("pitch/HalfFieldOffense-v0", num_envs=2, vectorization_mode="vector_entry_point",
                              address=address)
    try:
        observations, _ = envs.reset(seed=1)
        assert observations.shape == (2, envs.single_observation_space.shape[0])
    finally:
        envs.close()


def test_discrete_actions(address):
    env = pitch_learn.DiscreteActions(pitch_learn.make("HalfFieldOffense-v0", address=address))
    try:
        assert env.action_space == gymnasium.spaces.Discrete(len(pitch_learn.MACRO_ACTIONS))
        env.reset(seed=3)
        for action in range(env.action_space.n):
            _, reward, terminated, truncated, _ = env.step(action)
            assert isinstance(reward, float)
            if terminated or truncated:
                env.reset()
    finally:
        env.close()


def test_loopback_tcp(jar):
    with pitch_learn.start_server(jar=jar, tcp=True) as server:
        assert server.address.startswith("tcp:127.0.0.1:")
        env = pitch_learn.make("HalfFieldOffense-v0", address=server.address)
        try:
            env.reset(seed=1)
            _, _, _, _, info = env.step(env.action_space.sample())
            assert info["episode_steps"] == 1
        finally:
            env.close()


def test_action_params_sample_as_gymnasium_box_does():
    """The params Box samples faster but draws exactly what gymnasium's Box draws."""
    from pitch_learn._spaces import BoundedBox

    low = np.array([0, -180, -52.5], np.float32)
    high = np.array([100, 180, 52.5], np.float32)
    fast, plain = BoundedBox(low, high), gymnasium.spaces.Box(low, high, dtype=np.float32)
    fast.seed(7)
    plain.seed(7)
    for _ in range(100):
        drawn = fast.sample()
        assert drawn.dtype == np.float32 and drawn in plain
        assert drawn.tobytes() == plain.sample().tobytes()
    assert fast == plain
    assert gymnasium.vector.utils.batch_space(fast, 4) == gymnasium.vector.utils.batch_space(plain, 4)
