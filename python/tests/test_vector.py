"""The vector env's contract: batched shapes and dtypes, same-step autoreset with final_obs."""
from __future__ import annotations

import numpy as np
from gymnasium.vector import AutoresetMode

import pitch_learn

NUM_ENVS = 4


def test_shapes_and_dtypes(address):
    envs = pitch_learn.vector_env("HalfFieldOffense-v0", NUM_ENVS, address=address)
    try:
        features = envs.single_observation_space.shape[0]
        assert envs.num_envs == NUM_ENVS
        assert envs.observation_space.shape == (NUM_ENVS, features)
        assert envs.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
        observations, infos = envs.reset(seed=11)
        assert observations.shape == (NUM_ENVS, features) and observations.dtype == np.float32
        assert observations in envs.observation_space
        assert infos["seed"].tolist() == [11, 12, 13, 14]
        envs.action_space.seed(2)
        observations, rewards, terminated, truncated, infos = envs.step(envs.action_space.sample())
        assert observations.shape == (NUM_ENVS, features) and observations.dtype == np.float32
        assert rewards.shape == (NUM_ENVS,) and rewards.dtype == np.float32
        assert terminated.shape == truncated.shape == (NUM_ENVS,)
        assert terminated.dtype == truncated.dtype == np.bool_
        assert infos["episode_steps"].tolist() == [1] * NUM_ENVS and infos["_episode_steps"].all()
    finally:
        envs.close()


def test_same_step_autoreset_keeps_the_final_observation(address):
    max_steps = 5
    envs = pitch_learn.vector_env("HalfFieldOffense-v0", NUM_ENVS, address=address, max_steps=max_steps)
    try:
        envs.reset(seed=21)
        noop = {"type": np.zeros(NUM_ENVS, np.int64), "params": np.zeros((NUM_ENVS, 10), np.float32)}
        for step in range(1, max_steps):
            _, _, terminated, truncated, infos = envs.step(noop)
            assert not (terminated | truncated).any() and "final_obs" not in infos
        observations, rewards, terminated, truncated, infos = envs.step(noop)
        ended = terminated | truncated
        assert ended.all(), "every env reaches max_steps together (noop, no goal possible)"
        assert truncated.all() or terminated.all()
        assert infos["_final_obs"].all() and infos["_final_info"].all()
        for i in range(NUM_ENVS):
            final = infos["final_obs"][i]
            assert final.shape == envs.single_observation_space.shape
            assert final in envs.single_observation_space
            # the returned observation starts the next episode
            assert infos["final_info"]["episode_steps"][i] == max_steps
        assert infos["final_info"]["outcome"].tolist() == ["OUT_OF_TIME"] * NUM_ENVS
        index = envs.feature_names.index("episode_fraction")
        assert all(infos["final_obs"][i][index] == 1.0 for i in range(NUM_ENVS))
        assert (observations[:, index] == 0.0).all()
        # the next step continues the new episodes
        _, _, terminated, truncated, infos = envs.step(noop)
        assert not (terminated | truncated).any()
        assert infos["episode_steps"].tolist() == [1] * NUM_ENVS
    finally:
        envs.close()


def test_a_partial_reset_resets_only_the_masked_envs_and_an_empty_mask_none(address):
    envs = pitch_learn.vector_env("HalfFieldOffense-v0", NUM_ENVS, address=address)
    try:
        first, _ = envs.reset(seed=31)
        noop = {"type": np.zeros(NUM_ENVS, np.int64), "params": np.zeros((NUM_ENVS, 10), np.float32)}
        stepped, _, _, _, infos = envs.step(noop)
        unchanged, infos = envs.reset(options={"reset_mask": np.zeros(NUM_ENVS, np.bool_)})
        assert np.array_equal(unchanged, stepped), "an all-False mask resets nothing"
        mask = np.array([True, False, False, False])
        partial, infos = envs.reset(seed=31, options={"reset_mask": mask})
        assert np.array_equal(partial[0], first[0]), "env 0 starts again from seed 31"
        assert np.array_equal(partial[1:], stepped[1:]), "the others go on"
    finally:
        envs.close()
