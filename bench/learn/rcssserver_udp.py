#!/usr/bin/env python3
"""The random agent of steps_per_second.py, over UDP, against any rcssserver-compatible server in
synch mode: the loop the learning environments replace, measured the same way (cycles per second,
Python included).

One UDP socket per player (``(init TEAM (version 19))``, the right side's number 1 as goalie), and
the trainer on the coach port, which kicks off with ``(start)``. Each cycle every player reads what
the server sent (sense_body, see, hear; read, not parsed) up to ``(think)``, then sends one random
command drawn as the environments' random agent draws it (``action_space.sample()`` of the same
Dict space: noop, dash, turn, kick, tackle, catch, move, and a turn_neck) and ``(done)``; the trainer answers a ``(think)`` with ``(done)`` if it gets one. The right side's goalie idles (``(done)`` only), as a
stand-in for the scripted goalie of HalfFieldOffense-v0.

    # Pitch, started by this script (synch mode, its own ports):
    python3 bench/learn/rcssserver_udp.py --jar launcher/target/pitch.jar --left 1 --right 1
    # rcssserver 19 (a build of it), started alike:
    python3 bench/learn/rcssserver_udp.py --rcssserver /path/to/rcssserver --left 11 --right 11
    # any server already running in synch mode (e.g. rcssserver 19 with server::synch_mode=true
    # server::auto_mode=false server::coach_w_referee=true server::half_time=30000) on ports P, P+1 (trainer):
    python3 bench/learn/rcssserver_udp.py --port 6000 --left 11 --right 11

Needs numpy and gymnasium (for the same action space sample as the environments' agent).
"""
from __future__ import annotations

import argparse
import os
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time

import numpy as np

HOST = "127.0.0.1"
# Hang bounds: a synch server answers in microseconds; a JVM starts in seconds.
START_TIMEOUT_S = 60.0
STALL_TIMEOUT_S = 20.0


class Client:
    """One UDP client: greets the well-known port, then talks to the port that answered."""

    def __init__(self, name: str, port: int, greeting: str):
        self.name = name
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.socket.setblocking(False)
        self.server = (HOST, port)
        self.greeting = greeting
        self.greeted = False
        self.think = False
        self.messages = 0

    def send(self, text: str) -> None:
        self.socket.sendto(text.encode("ascii") + b"\0", self.server)

    def drain(self) -> None:
        """Reads every waiting datagram; notes a (think)."""
        while True:
            try:
                data, sender = self.socket.recvfrom(8192)
            except BlockingIOError:
                return
            if not self.greeted:
                self.greeted = True
                self.server = sender
            self.messages += 1
            if data.startswith(b"(think)"):
                self.think = True


ACTION_TYPES = ("noop", "dash", "turn", "kick", "tackle", "catch", "move")
# The learning environments' params and bounds (rcssserver 19's defaults, conf/server.conf).
PARAM_LOW = [0, -180, -180, -100, -180, -180, -180, -52.5, -34, -180]
PARAM_HIGH = [100, 180, 180, 100, 180, 180, 180, 52.5, 34, 180]


class RandomCommands:
    """The random agent of steps_per_second.py: per player and cycle, one sample of the learning
    environments' action space (gymnasium's Dict, as ``env.action_space.sample()``), as a command."""

    def __init__(self, players: int, seed: int):
        from gymnasium import spaces

        try:  # the environments' own params Box (samples alike, faster), so that both agents cost the same
            from pitch_learn._spaces import BoundedBox as Box
        except ImportError:
            Box = spaces.Box
        self.spaces = []
        for i in range(players):
            space = spaces.Dict({
                "type": spaces.Discrete(len(ACTION_TYPES)),
                "params": Box(np.array(PARAM_LOW, np.float32), np.array(PARAM_HIGH, np.float32), dtype=np.float32),
            })
            space.seed(seed + i)
            self.spaces.append(space)

    def draw(self) -> list[str]:
        return [command(space.sample()) for space in self.spaces]


def command(action) -> str:
    """A sampled action as the text command a v19 client sends (neck_moment as a turn_neck)."""
    kind = int(action["type"])
    p = action["params"].tolist()
    if kind == 0:
        text = ""
    elif kind == 1:
        text = f"(dash {p[0]:.2f} {p[1]:.2f})"
    elif kind == 2:
        text = f"(turn {p[2]:.2f})"
    elif kind == 3:
        text = f"(kick {p[3]:.2f} {p[4]:.2f})"
    elif kind == 4:
        text = f"(tackle {p[5]:.2f})"
    elif kind == 5:
        text = f"(catch {p[6]:.2f})"
    else:
        text = f"(move {p[7]:.2f} {p[8]:.2f})"
    return text + (f"(turn_neck {p[9]:.2f})" if p[9] != 0 else "")


def server_args(port: int) -> list[str]:
    """Synch mode, the trainer kicks off, no logs, a first half longer than any run."""
    return [f"server::port={port}", f"server::coach_port={port + 1}", f"server::olcoach_port={port + 2}",
            "server::synch_mode=true", "server::auto_mode=false", "server::coach_w_referee=true",
            "server::half_time=30000", "server::game_logging=false", "server::text_logging=false"]


def start_server(command: list[str], port: int, folder: str) -> subprocess.Popen:
    log = open(os.path.join(folder, "server.out"), "wb")
    return subprocess.Popen(command + server_args(port), stdout=log, stderr=subprocess.STDOUT, cwd=folder)


def start_pitch(java: str, jar: str, port: int, folder: str) -> subprocess.Popen:
    return start_server([java, "-jar", jar], port, folder)


def free_port_block() -> int:
    """A port P such that P, P+1 and P+2 look free (UDP)."""
    for _ in range(50):
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        probe.bind((HOST, 0))
        port = probe.getsockname()[1]
        probe.close()
        if port + 2 < 65536:
            try:
                for p in (port, port + 1, port + 2):
                    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
                    s.bind((HOST, p))
                    s.close()
                return port
            except OSError:
                continue
    raise RuntimeError("no free block of three UDP ports")


def greet(clients: list[Client], process: subprocess.Popen | None, bound: float) -> None:
    deadline = time.monotonic() + bound
    for client in clients:
        while not client.greeted:
            client.send(client.greeting)
            readable, _, _ = select.select([client.socket], [], [], 0.2)
            if readable:
                client.drain()
            if process is not None and process.poll() is not None:
                raise RuntimeError(f"the server exited with status {process.returncode}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{client.name}: no answer to {client.greeting!r}")


def run(port: int, left: int, right: int, seconds: float, warmup: float, process=None) -> tuple[int, float]:
    trainer = Client("trainer", port + 1, "(init (version 19))")
    players = [Client(f"left_{n}", port, "(init Left (version 19))") for n in range(1, left + 1)]
    players += [Client(f"right_{n}", port, "(init Right (version 19)" + (" (goalie))" if n == 1 else ")"))
                for n in range(1, right + 1)]
    greet([trainer], process, START_TIMEOUT_S)
    greet(players, process, START_TIMEOUT_S)
    trainer.send("(eye off)")
    trainer.send("(start)")
    controlled = players[:left]  # the left side plays at random; the right side idles
    commands = RandomCommands(len(controlled), seed=1)
    everyone = [trainer] + players
    by_socket = {client.socket: client for client in everyone}
    sockets = list(by_socket)
    cycles = 0
    started = time.perf_counter()
    measuring_from = None
    last_progress = time.monotonic()
    while True:
        # one cycle: wait until every player got its (think) (a think may already have come
        # with the greetings); the trainer, if it gets one (with the eye on, or on servers that
        # send it anyway), is answered at once
        while True:
            if trainer.think:
                trainer.think = False
                trainer.send("(done)")
            if all(player.think for player in players):
                break
            readable, _, _ = select.select(sockets, [], [], 1.0)
            if not readable:
                if process is not None and process.poll() is not None:
                    raise RuntimeError(f"the server exited with status {process.returncode}")
                if time.monotonic() - last_progress > STALL_TIMEOUT_S:
                    raise RuntimeError("the server stalled (no (think) in 20 s)")
                continue
            for sock in readable:
                by_socket[sock].drain()
        last_progress = time.monotonic()
        for client, command in zip(controlled, commands.draw()):
            client.think = False
            client.send(command + "(done)")
        for client in players[len(controlled):]:
            client.think = False
            client.send("(done)")
        cycles += 1
        now = time.perf_counter()
        if measuring_from is None and now - started >= warmup:
            measuring_from, measured_start = now, cycles
        if measuring_from is not None and now - measuring_from >= seconds:
            return cycles - measured_start, now - measuring_from


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jar", help="start Pitch from this jar")
    parser.add_argument("--rcssserver", help="start this rcssserver binary (same arguments)")
    parser.add_argument("--java", default=shutil.which("java") or "java")
    parser.add_argument("--port", type=int, help="player port of a running synch-mode server (trainer at +1)")
    parser.add_argument("--left", type=int, default=1, help="random players on the left (default 1)")
    parser.add_argument("--right", type=int, default=1, help="idle players on the right, number 1 a goalie")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--warmup", type=float, default=3.0)
    args = parser.parse_args(argv)
    if sum(x is not None for x in (args.jar, args.rcssserver, args.port)) != 1:
        parser.error("give one of --jar (start Pitch), --rcssserver (start rcssserver) or --port (attach)")
    process = None
    keep = False  # the server's output is kept when the run failed
    folder = tempfile.mkdtemp(prefix="pitch-udp-bench-")
    try:
        port = args.port
        if args.jar:
            port = free_port_block()
            process = start_pitch(args.java, os.path.abspath(args.jar), port, folder)
        elif args.rcssserver:
            port = free_port_block()
            process = start_server([os.path.abspath(args.rcssserver)], port, folder)
        try:
            cycles, elapsed = run(port, args.left, args.right, args.seconds, args.warmup, process)
        except RuntimeError as error:
            keep = True
            print(f"{error}; the server's output: {os.path.join(folder, 'server.out')}", file=sys.stderr)
            return 1
        print(f"udp synch {args.left} random v {args.right} idle: {cycles} cycles in {elapsed:.2f} s = "
              f"{cycles / elapsed:,.0f} cycles/s")
        return 0
    finally:
        if process is not None:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
