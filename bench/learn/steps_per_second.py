#!/usr/bin/env python3
"""Steps per second of Pitch's learning environments with a random agent, Python included.

    pip install ./python
    python3 bench/learn/steps_per_second.py                 # all three figures
    python3 bench/learn/steps_per_second.py --only single --seconds 20
    python3 bench/learn/steps_per_second.py --rcssserver /path/to/rcssserver   # and the UDP loop on it

Figures (docs/performance.md records them beside bench/learn/rcssserver_udp.py's UDP loop):
- single: ``make("HalfFieldOffense-v0")`` with 1 attacker against the scripted goalie, one env,
  ``env.action_space.sample()`` each step, reset when an episode ends: env steps/s.
- vector: ``vector_env`` of 16 of the same, ``envs.action_space.sample()``: env steps/s in total.
- fullmatch: ``parallel_env("FullMatch-v0")`` with all 22 players controlled, one
  ``action_space(agent).sample()`` per agent: cycles/s. Also "fullmatch-batched": the same with the
  22 random actions drawn in one numpy call (what the env itself costs without gymnasium's
  sampling, which is about 17 µs per Dict sample).

- udp-1v1, udp-22: for comparison in the same run, bench/learn/rcssserver_udp.py's UDP loop (the
  same random agent, synch mode) against a Pitch started from the same jar: 1 random player v an
  idle goalie, and 11 random v 11 idle players; cycles/s (= steps/s of the controlled players).
- rcss-1v1, rcss-22: the same UDP loop against rcssserver (``--rcssserver PATH``, a build of
  rcssserver 19).

The server is started once (``PITCH_JAR`` or the checkout's launcher/target/pitch.jar) and shared;
each figure warms up first (the JVM compiles the hot path: some 100,000 steps) and then counts
for ``--seconds``.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time

import numpy as np

import pitch_learn

SCENARIO_HFO = "HalfFieldOffense-v0"


def measure(step, seconds: float, warmup: float) -> tuple[int, float]:
    """Calls ``step()`` (which returns how many env steps it made) for warmup, then for seconds."""
    end = time.perf_counter() + warmup
    while time.perf_counter() < end:
        step()
    steps = 0
    started = time.perf_counter()
    end = started + seconds
    while True:
        for _ in range(100):
            steps += step()
        now = time.perf_counter()
        if now >= end:
            return steps, now - started


def single(address: str, seconds: float, warmup: float) -> float:
    env = pitch_learn.make(SCENARIO_HFO, attackers=1, goalie=True, address=address)
    env.action_space.seed(1)
    env.reset(seed=1)
    sample = env.action_space.sample

    def step():
        _, _, terminated, truncated, _ = env.step(sample())
        if terminated or truncated:
            env.reset()
        return 1

    steps, elapsed = measure(step, seconds, warmup)
    env.close()
    return steps / elapsed


def vector(address: str, seconds: float, warmup: float, num_envs: int = 16) -> float:
    envs = pitch_learn.vector_env(SCENARIO_HFO, num_envs, attackers=1, goalie=True, address=address)
    envs.action_space.seed(1)
    envs.reset(seed=1)
    sample = envs.action_space.sample

    def step():
        envs.step(sample())  # same-step autoreset: no resets here
        return num_envs

    steps, elapsed = measure(step, seconds, warmup)
    envs.close()
    return steps / elapsed


def fullmatch(address: str, seconds: float, warmup: float, batched: bool) -> float:
    env = pitch_learn.parallel_env("FullMatch-v0", controlled="both", address=address)
    env.reset(seed=1)
    agents = list(env.possible_agents)
    spaces = [env.action_space(agent) for agent in agents]
    for i, space in enumerate(spaces):
        space.seed(i)
    random = np.random.default_rng(1)
    low, high = env.action_space(agents[0])["params"].low, env.action_space(agents[0])["params"].high
    types = len(env.action_types)

    def step():
        if batched:
            kinds = random.integers(0, types, len(agents))
            params = random.uniform(low, high, (len(agents), len(low))).astype(np.float32)
            actions = {agent: {"type": kinds[i], "params": params[i]} for i, agent in enumerate(agents)}
        else:
            actions = {agent: space.sample() for agent, space in zip(agents, spaces)}
        env.step(actions)
        if not env.agents:
            env.reset()
        return 1

    steps, elapsed = measure(step, seconds, warmup)
    env.close()
    return steps / elapsed


def udp(command: list[str], players: int, seconds: float, warmup: float) -> float:
    """rcssserver_udp.py's loop against a server started by ``command`` (Pitch or rcssserver)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import rcssserver_udp

    folder = tempfile.mkdtemp(prefix="pitch-udp-bench-")
    port = rcssserver_udp.free_port_block()
    process = rcssserver_udp.start_server(command, port, folder)
    try:
        cycles, elapsed = rcssserver_udp.run(port, players, players, seconds, warmup, process)
    except RuntimeError as error:
        print(f"udp     {error}; the server's output: {os.path.join(folder, 'server.out')}", flush=True)
        return float("nan")
    finally:
        process.terminate()
        process.wait(10)
    shutil.rmtree(folder, ignore_errors=True)
    return cycles / elapsed


FIGURES = ("single", "vector", "fullmatch", "fullmatch-batched", "udp-1v1", "udp-22", "rcss-1v1", "rcss-22")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0, help="measured seconds per figure")
    parser.add_argument("--warmup", type=float, default=10.0, help="warm-up seconds per figure")
    parser.add_argument("--only", choices=FIGURES, action="append")
    parser.add_argument("--address", help="attach to a running server instead of starting one")
    parser.add_argument("--jar", help="pitch.jar (default: PITCH_JAR or the checkout's launcher/target)")
    parser.add_argument("--rcssserver", help="an rcssserver binary: adds the UDP loop against it (rcss-1v1, rcss-22)")
    args = parser.parse_args(argv)
    figures = args.only or list(FIGURES)
    server = None
    address = args.address
    if address is None:
        server = pitch_learn.start_server(jar=args.jar)
        address = server.address
    try:
        for figure in figures:
            if figure == "single":
                rate = single(address, args.seconds, args.warmup)
                print(f"single  HalfFieldOffense-v0 1 v goalie, 1 env:     {rate:10,.0f} env steps/s", flush=True)
            elif figure == "vector":
                rate = vector(address, args.seconds, args.warmup)
                print(f"vector  HalfFieldOffense-v0 1 v goalie, 16 envs:   {rate:10,.0f} env steps/s", flush=True)
            elif figure.startswith(("udp", "rcss")):
                players = 1 if figure.endswith("1v1") else 11
                if figure.startswith("rcss"):
                    if not args.rcssserver:
                        continue
                    command, server_name = [os.path.abspath(args.rcssserver)], "rcssserver"
                else:
                    command = [shutil.which("java") or "java", "-jar", str(pitch_learn.find_jar(args.jar))]
                    server_name = "Pitch     "
                rate = udp(command, players, args.seconds, args.warmup)
                label = "1 random v 1 idle goalie" if players == 1 else "11 random v 11 idle     "
                print(f"udp     {server_name} synch, {label}: {rate:10,.0f} cycles/s", flush=True)
            else:
                batched = figure == "fullmatch-batched"
                rate = fullmatch(address, args.seconds, args.warmup, batched)
                label = "FullMatch-v0 22 controlled" + (" (batched random)" if batched else ", sample()       ")
                print(f"match   {label}: {rate:10,.0f} cycles/s", flush=True)
    finally:
        if server is not None:
            server.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
