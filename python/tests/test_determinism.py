"""The same seed and the same actions give bit-identical observations and rewards."""
from __future__ import annotations

import numpy as np

import pitch_learn

STEPS = 300


def _actions(space, count: int, seed: int) -> list:
    space.seed(seed)
    return [space.sample() for _ in range(count)]


def _run_single(address, actions) -> tuple[bytes, bytes]:
    env = pitch_learn.make("HalfFieldOffense-v0", address=address, max_steps=100)
    try:
        observations, rewards = [], []
        observation, _ = env.reset(seed=1234)
        observations.append(observation.tobytes())
        episode = 0
        for action in actions:
            observation, reward, terminated, truncated, info = env.step(action)
            observations.append(observation.tobytes())
            rewards.append(np.float32(reward).tobytes())
            if terminated or truncated:
                episode += 1
                observation, _ = env.reset(seed=1234 + episode)
                observations.append(observation.tobytes())
        return b"".join(observations), b"".join(rewards)
    finally:
        env.close()


def test_single_env_is_deterministic(address):
    probe = pitch_learn.make("HalfFieldOffense-v0", address=address)
    actions = _actions(probe.action_space, STEPS, seed=99)
    probe.close()
    first = _run_single(address, actions)
    second = _run_single(address, actions)
    assert first == second


def test_single_env_depends_on_the_seed(address):
    env = pitch_learn.make("HalfFieldOffense-v0", address=address)
    try:
        starts = {env.reset(seed=seed)[0].tobytes() for seed in (1, 2, 3)}
        assert len(starts) > 1, "the random start comes from the seed"
    finally:
        env.close()


def _run_vector(address, actions, num_envs) -> tuple[bytes, bytes]:
    envs = pitch_learn.vector_env("HalfFieldOffense-v0", num_envs, address=address, max_steps=60)
    try:
        observations, _ = envs.reset(seed=77)
        out, rewards = [observations.tobytes()], []
        for action in actions:
            observations, reward, terminated, truncated, infos = envs.step(action)
            out.append(observations.tobytes())
            rewards.append(reward.tobytes())
            if "final_obs" in infos:
                out.extend(final.tobytes() for final in infos["final_obs"] if final is not None)
        return b"".join(out), b"".join(rewards)
    finally:
        envs.close()


def test_vector_env_is_deterministic(address):
    num_envs = 4
    probe = pitch_learn.vector_env("HalfFieldOffense-v0", num_envs, address=address)
    actions = _actions(probe.action_space, STEPS, seed=5)
    probe.close()
    assert _run_vector(address, actions, num_envs) == _run_vector(address, actions, num_envs)
