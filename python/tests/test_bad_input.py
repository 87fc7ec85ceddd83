"""Bad input gets a clear exception naming the field and the valid values; a server that dies
gets one naming its exit status and log, without a hang."""
from __future__ import annotations

import os
import shutil

import numpy as np
import pytest

import pitch_learn
from pitch_learn import PitchError, PitchServerError


@pytest.fixture
def env(address):
    made = pitch_learn.make("HalfFieldOffense-v0", address=address)
    made.reset(seed=1)
    yield made
    made.close()


def _action(kind=1, **params):
    values = np.zeros(10, np.float32)
    names = ["dash_power", "dash_direction", "turn_moment", "kick_power", "kick_direction", "tackle_direction",
             "catch_direction", "move_x", "move_y", "neck_moment"]
    for name, value in params.items():
        values[names.index(name)] = value
    return {"type": kind, "params": values}


def test_params_of_the_wrong_shape(env):
    with pytest.raises(PitchError) as caught:
        env.step({"type": 1, "params": np.zeros(9, np.float32)})
    assert caught.value.field == "left_1.params"
    assert "(10,)" in str(caught.value) and "dash_power" in str(caught.value)


@pytest.mark.parametrize("param, value, bounds", [
    ("dash_power", 100.5, "[0, 100]"),
    ("move_y", -34.01, "[-34, 34]"),
    ("neck_moment", np.nan, "[-180, 180]"),
])
def test_param_out_of_range_names_agent_param_and_range(env, param, value, bounds):
    with pytest.raises(PitchError) as caught:
        env.step(_action(**{param: value}))
    assert caught.value.field == f"left_1.{param}"
    assert "left_1" in str(caught.value) and bounds in str(caught.value) and "does not clip" in str(caught.value)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("kind", [7, -1, 2.5])
def test_action_type_out_of_range(env, kind):
    with pytest.raises(PitchError) as caught:
        env.step(_action(kind))
    assert caught.value.field == "left_1.type"
    assert "0..6" in str(caught.value)


def test_env_still_works_after_bad_input(env):
    with pytest.raises(PitchError):
        env.step(_action(dash_power=1000))
    observation, _, _, _, info = env.step(_action(dash_power=50))
    assert observation in env.observation_space and info["episode_steps"] == 1


def test_server_checks_actions_too(address):
    """Python's checks are bypassed here to see the server's own answer (the connection stays)."""
    env = pitch_learn.make("HalfFieldOffense-v0", address=address)
    try:
        env.reset(seed=1)
        sims = env._sims
        sims.actions[0, 0, :] = 0
        sims.actions[0, 0, 1] = 500  # dash_power
        sims._step.actions = sims.actions.tobytes()
        with pytest.raises(PitchError) as caught:
            sims._call(sims._step_request, "stepping")
        assert "dash_power" in str(caught.value) and "left_1" in str(caught.value)
        env.step(_action(dash_power=10))  # the connection is kept
    finally:
        env.close()


def test_vector_actions_of_the_wrong_shape(address):
    envs = pitch_learn.vector_env("HalfFieldOffense-v0", 2, address=address)
    try:
        envs.reset(seed=1)
        with pytest.raises(PitchError) as caught:
            envs.step({"type": np.zeros(3, np.int64), "params": np.zeros((2, 10), np.float32)})
        assert caught.value.field == "type"
        with pytest.raises(PitchError) as caught:
            envs.step({"type": np.zeros(2, np.int64), "params": np.full((2, 10), 181, np.float32)})
        assert caught.value.field == "left_1.dash_power" and "env 0" in str(caught.value)
    finally:
        envs.close()


def test_parallel_actions_must_name_every_agent(address):
    env = pitch_learn.parallel_env("HalfFieldOffense-v0", address=address, attackers=2)
    try:
        env.reset(seed=1)
        with pytest.raises(PitchError) as caught:
            env.step({"left_1": _action()})
        assert "left_2" in str(caught.value) and caught.value.field == "actions"
    finally:
        env.close()


def test_unknown_scenario_option_is_named(address):
    with pytest.raises(PitchError) as caught:
        pitch_learn.make("HalfFieldOffense-v0", address=address, atackers=2)
    assert caught.value.field == "options.atackers"
    assert "attackers" in str(caught.value)


def test_option_value_out_of_range_is_named(address):
    with pytest.raises(PitchError) as caught:
        pitch_learn.make("HalfFieldOffense-v0", address=address, attackers=99)
    assert caught.value.field == "options.attackers"


def test_unknown_scenario(address):
    with pytest.raises(PitchError) as caught:
        pitch_learn.make("NoSuchGame-v0", address=address)
    assert "HalfFieldOffense-v0" in str(caught.value)


def test_bad_server_args_get_the_servers_message(address):
    with pytest.raises(PitchError) as caught:
        pitch_learn.make("HalfFieldOffense-v0", address=address, server_args=["server::no_such_parameter=3"])
    assert "no_such_parameter" in str(caught.value)


def test_bad_address():
    with pytest.raises(PitchError) as caught:
        pitch_learn.make("HalfFieldOffense-v0", address="udp:localhost")
    assert caught.value.field == "address"


def test_missing_jar_tells_how_to_set_it(tmp_path):
    with pytest.raises(PitchServerError) as caught:
        pitch_learn.find_jar(tmp_path / "nowhere.jar")
    assert "PITCH_JAR" in str(caught.value)


def test_server_that_dies_is_reported_with_status_and_log(jar):
    server = pitch_learn.start_server(jar=jar)
    env = pitch_learn.make("HalfFieldOffense-v0", address=server)
    try:
        env.reset(seed=1)
        server.process.kill()  # our own child, by its handle
        with pytest.raises(PitchServerError) as caught:
            for _ in range(10):  # the step in flight may still be answered
                env.step(_action())
        error = caught.value
        assert error.exit_status == server.process.returncode and error.exit_status is not None
        assert str(error.exit_status) in str(error) and server.log_path in str(error)
        assert error.log_path == server.log_path
    finally:
        env.close()
        server.close()
        shutil.rmtree(server.directory, ignore_errors=True)  # kept for the user: the error named it


def test_server_started_by_the_env_dies(jar):
    env = pitch_learn.make("HalfFieldOffense-v0", jar=jar)
    try:
        server = env._sims._server
        env.reset(seed=1)
        server.process.kill()
        with pytest.raises(PitchServerError) as caught:
            env.reset(seed=2)
        assert "exited with status" in str(caught.value) and server.log_path in str(caught.value)
    finally:
        env.close()
        shutil.rmtree(server.directory, ignore_errors=True)


def test_envs_share_the_server_they_started_and_the_last_stops_it(jar):
    env = pitch_learn.make("HalfFieldOffense-v0", jar=jar)
    envs = pitch_learn.vector_env("HalfFieldOffense-v0", 2, jar=jar)
    server = env._sims._server
    assert envs._sims._server is server
    env.reset(seed=1)
    env.close()
    assert not server.closed and server.process.poll() is None
    envs.reset(seed=1)  # still served
    envs.close()
    assert server.closed and server.process.poll() is not None


def test_server_that_cannot_start_names_status_and_log(tmp_path, jar):
    with pytest.raises(PitchServerError) as caught:
        pitch_learn.start_server(jar=jar, java_options=["-Xmx1k"])  # the JVM refuses this heap
    assert caught.value.exit_status not in (None, 0)
    assert caught.value.log_path and caught.value.log_path in str(caught.value)
    assert "Too small" in str(caught.value) or "heap" in str(caught.value)  # the log's last lines
    shutil.rmtree(os.path.dirname(caught.value.log_path), ignore_errors=True)


def test_interpreter_exit_stops_the_server(jar, tmp_path):
    """An env never closed: its server still stops when Python exits (weakref finalizer at exit)."""
    import os
    import subprocess
    import sys
    import time

    script = ("import pitch_learn, sys\n"
              f"env = pitch_learn.make('HalfFieldOffense-v0', jar={str(jar)!r})\n"
              "env.reset(seed=1)\n"
              "print(env._sims._server.process.pid, flush=True)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    pid = int(done.stdout.split()[-1])
    deadline = time.monotonic() + 30  # a hang bound: the stop waits at most 10 s, then kills
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    raise AssertionError(f"the server (pid {pid}) outlived the interpreter")


def test_a_second_env_in_the_servers_own_match_is_refused(address):
    first = pitch_learn.parallel_env("FullMatch-v0", address=address, server_match=True, controlled="left_1")
    try:
        with pytest.raises(pitch_learn.PitchError) as refused:
            pitch_learn.parallel_env("FullMatch-v0", address=address, server_match=True, controlled="right_1")
        assert refused.value.field == "options.server_match"
    finally:
        first.close()
