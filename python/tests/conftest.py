"""One Pitch server for the whole run (the tests attach with ``address=``); tests that kill or
misconfigure a server start their own. The jar is found as the package finds it: PITCH_JAR, or
launcher/target/pitch.jar above the package or above these tests (a checkout)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import pitch_learn
from pitch_learn import PitchServerError

HERE = Path(__file__).resolve().parent

# Options that make each scenario a one-player env (for gymnasium's checks and the vector env).
SINGLE_PLAYER = {
    "HalfFieldOffense-v0": {},
    "Keepaway-v0": {"keepers": 1},
    "PenaltyKick-v0": {},
    "FullMatch-v0": {"controlled": "left_10"},
}


def pitch_jar() -> Path:
    try:
        return pitch_learn.find_jar()
    except PitchServerError:
        return pitch_learn.find_jar(start=HERE)


@pytest.fixture(scope="session")
def jar() -> Path:
    return pitch_jar()


@pytest.fixture(scope="session")
def server(jar):
    with pitch_learn.start_server(jar=jar) as started:
        yield started


@pytest.fixture(scope="session")
def address(server):
    """What the tests attach with: the server itself, so that a death is explained with its log."""
    return server


def striker_action(env, observation) -> dict:
    """Go to the ball, kick it at the goal: the scripted policy of the scoring test."""
    f = dict(zip(env.feature_names, observation.tolist()))
    params = np.zeros(len(env.action_params), np.float32)
    names = env.action_params
    if f["self_kickable"] > 0.5:
        params[names.index("kick_power")] = 100.0
        params[names.index("kick_direction")] = f["goal_dir"]
        return {"type": env.action_types.index("kick"), "params": params}
    if abs(f["ball_dir"]) > 20.0:
        params[names.index("turn_moment")] = f["ball_dir"]
        return {"type": env.action_types.index("turn"), "params": params}
    params[names.index("dash_power")] = 100.0
    params[names.index("dash_direction")] = f["ball_dir"]
    return {"type": env.action_types.index("dash"), "params": params}
