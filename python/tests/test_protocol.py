"""The wire as the .proto describes it, seen from a plain socket: framing, garbage answered with
an Error on a connection that stays usable."""
from __future__ import annotations

import socket
import struct

import numpy as np

from pitch_learn._connection import parse_address
from pitch_learn._proto import pitch_learn_pb2 as pb


def _connect(server) -> socket.socket:
    family, target = parse_address(server.address)
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.settimeout(30)  # a hang bound
    sock.connect(target)
    return sock


def _send(sock, payload: bytes) -> None:
    sock.sendall(struct.pack("<I", len(payload)) + payload)


def _receive(sock) -> pb.Response:
    def exactly(n):
        data = b""
        while len(data) < n:
            chunk = sock.recv(n - len(data))
            assert chunk, "the server closed the connection"
            data += chunk
        return data
    length = struct.unpack("<I", exactly(4))[0]
    return pb.Response.FromString(exactly(length))


def test_garbage_gets_an_error_and_the_connection_stays(server):
    with _connect(server) as sock:
        _send(sock, b"\xff\xfe this is not a protobuf message \x00\x01")
        answer = _receive(sock)
        assert answer.WhichOneof("body") == "error" and answer.error.message
        request = pb.Request()
        request.open.scenario = "HalfFieldOffense-v0"
        _send(sock, request.SerializeToString())
        answer = _receive(sock)
        assert answer.WhichOneof("body") == "opened"
        opened = answer.opened
        assert len(opened.sims) == 1 and list(opened.agents) == ["left_1"]
        features = len(opened.feature_names)
        assert len(opened.feature_low) == len(opened.feature_high) == 4 * features
        assert len(opened.action_low) == 4 * len(opened.action_params)


def test_step_layout(server):
    with _connect(server) as sock:
        request = pb.Request()
        request.open.scenario = "HalfFieldOffense-v0"
        request.open.count = 3
        _send(sock, request.SerializeToString())
        opened = _receive(sock).opened
        sims, features = list(opened.sims), len(opened.feature_names)
        reset = pb.Request()
        reset.reset.sims.extend(sims)
        reset.reset.seeds.extend([1, 2, 3])
        _send(sock, reset.SerializeToString())
        observed = _receive(sock).observed
        assert len(observed.observations) == 4 * 3 * 1 * features
        assert [info.seed for info in observed.info] == [1, 2, 3]
        step = pb.Request()
        step.step.sims.extend(sims)
        step.step.actions = np.zeros((3, 1, 11), "<f4").tobytes()
        _send(sock, step.SerializeToString())
        observed = _receive(sock).observed
        assert len(observed.observations) == 4 * 3 * features
        assert len(observed.rewards) == 4 * 3
        assert len(observed.terminated) == len(observed.truncated) == 3
        assert [info.episode_steps for info in observed.info] == [1, 1, 1]
        step.step.actions = np.zeros((3, 1, 10), "<f4").tobytes()  # one float short per agent
        _send(sock, step.SerializeToString())
        answer = _receive(sock)
        assert answer.WhichOneof("body") == "error" and answer.error.field == "actions"
