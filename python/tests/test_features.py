"""Start states, observation kinds and raw messages as a user sets and reads them."""
from __future__ import annotations

import numpy as np
import pytest

import pitch_learn
from pitch_learn import PitchError


def _features(env, observation) -> dict:
    return dict(zip(env.feature_names, observation.tolist()))


def test_start_state_places_ball_and_player(address):
    env = pitch_learn.make("HalfFieldOffense-v0", address=address)
    try:
        observation, info = env.reset(seed=3, options={"state": {
            "ball": {"x": 30.0, "y": 5.0},
            "players": {"left_1": {"x": 28.0, "y": -4.0, "body": 90.0}},
            "play_mode": "play_on"}})
        f = _features(env, observation)
        assert f["ball_x"] == pytest.approx(30.0) and f["ball_y"] == pytest.approx(5.0)
        assert f["self_x"] == pytest.approx(28.0) and f["self_y"] == pytest.approx(-4.0)
        assert f["self_body"] == pytest.approx(90.0)
        assert info["play_mode"] == "play_on"
    finally:
        env.close()


def test_bad_start_states_are_named(address):
    env = pitch_learn.make("HalfFieldOffense-v0", address=address)
    try:
        with pytest.raises(PitchError) as caught:
            env.reset(seed=1, options={"state": {"ball": {"x": 1.0}}})
        assert caught.value.field == "state.ball.y"
        with pytest.raises(PitchError) as caught:
            env.reset(seed=1, options={"state": {"players": {"left_1": {"x": 1.0, "y": 2.0, "speed": 3}}}})
        assert caught.value.field == "state.players.left_1.speed"
        with pytest.raises(PitchError) as caught:  # the server knows the roster
            env.reset(seed=1, options={"state": {"players": {"left_7": {"x": 1.0, "y": 2.0}}}})
        assert "left_7" in str(caught.value)
        observation, _ = env.reset(seed=1)  # still usable
        assert observation in env.observation_space
    finally:
        env.close()


def test_perceived_observations(address):
    env = pitch_learn.make("HalfFieldOffense-v0", address=address, observation="perceived")
    try:
        assert "see_age" in env.feature_names
        observation, _ = env.reset(seed=8)
        for _ in range(20):
            observation, _, terminated, truncated, _ = env.step(env.action_space.sample())
            assert observation in env.observation_space
            if terminated or truncated:
                observation, _ = env.reset()
    finally:
        env.close()


def test_raw_messages(address):
    env = pitch_learn.make("HalfFieldOffense-v0", address=address, raw_messages=True)
    try:
        env.reset(seed=4)
        noop = {"type": 0, "params": np.zeros(10, np.float32)}
        _, _, _, _, info = env.step(noop)
        assert "(sense_body " in info["raw_messages"]
    finally:
        env.close()
