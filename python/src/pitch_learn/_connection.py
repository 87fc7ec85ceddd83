"""One connection to a Pitch server: framed protobuf requests and responses, in turn.

Framing (see pitch_learn.proto): a 4-byte little-endian length, then a serialized Request or
Response. Responses are read into one reused buffer and parsed from a view of it.
"""
from __future__ import annotations

import socket
import struct

from ._errors import PitchError, PitchServerError
from ._proto import pitch_learn_pb2 as pb

_LENGTH = struct.Struct("<I")
# How often a wait for the server looks whether our server process still lives. A server that
# dies closes the socket, so this only matters for one that hangs.
_POLL_S = 1.0
# Hang bound for one answer: a request is served in microseconds to milliseconds.
DEFAULT_TIMEOUT_S = 120.0


def parse_address(address: str) -> tuple[int, object]:
    """``unix:/path`` or ``tcp:host:port`` → (socket family, socket address)."""
    kind, _, rest = address.partition(":")
    if kind == "unix" and rest:
        return socket.AF_UNIX, rest
    if kind == "tcp":
        host, _, port = rest.rpartition(":")
        if host and port.isdigit():
            return socket.AF_INET6 if ":" in host else socket.AF_INET, (host.strip("[]"), int(port))
    raise PitchError(f"address {address!r} is not 'unix:/path' or 'tcp:host:port'", "address")


class Connection:
    """Requests and responses over one socket. ``server`` (if the process is ours) explains deaths.

    The socket is blocking with a kernel receive timeout (SO_RCVTIMEO) rather than Python's
    timeout mode, which would add a poll() before every read: a step is two system calls, a send
    and (usually) one receive of the whole answer.
    """

    def __init__(self, address: str, server=None, timeout: float = DEFAULT_TIMEOUT_S):
        if timeout is None or not timeout > 0:
            raise PitchError(f"timeout {timeout!r}: give the seconds one answer may take, a number > 0", "timeout")
        self.address = address
        self._broken = None
        self.server = server
        self.timeout = timeout
        family, target = parse_address(address)
        self._socket = socket.socket(family, socket.SOCK_STREAM)
        if family != socket.AF_UNIX:
            self._socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self._socket.settimeout(min(timeout, 10.0))  # for connect only
        try:
            self._socket.connect(target)
        except OSError as error:
            self._socket.close()
            raise self._failure(f"connecting to {address}", error) from error
        self._socket.settimeout(None)
        self._wait = _POLL_S if server is not None else timeout
        seconds = int(self._wait)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO,
                                struct.pack("ll", seconds, int((self._wait - seconds) * 1e6)))
        self._buffer = bytearray(1 << 16)
        self._view = memoryview(self._buffer)

    def call(self, request: pb.Request, doing: str) -> pb.Response:
        """Sends a request and returns its response; an Error response raises PitchError."""
        if self._broken is not None:
            raise PitchServerError(f"the connection to {self.address} was broken off earlier ({self._broken}); "
                                   f"make a new env", None, self.server.log_path if self.server else None)
        data = request.SerializeToString()
        try:
            self._socket.sendall(_LENGTH.pack(len(data)) + data)
            body = self._receive(doing)
        except BaseException as error:
            # a timeout, a Ctrl-C or a lost server mid-request: a late answer would be taken for
            # the next request's, so the connection is done for
            self._broken = f"{type(error).__name__} while {doing}"
            self._socket.close()
            if isinstance(error, OSError):
                raise self._failure(doing, error) from error
            raise
        response = pb.Response.FromString(body)  # copies what it keeps: the buffer is reused
        if response.WhichOneof("body") == "error":
            error = response.error
            raise PitchError(error.message, error.field)
        return response

    def _receive(self, doing: str) -> memoryview:
        """One framed response (requests and responses alternate, so nothing follows it)."""
        received = self._receive_some(0, doing)
        while received < 4:
            received += self._receive_some(received, doing)
        total = 4 + _LENGTH.unpack_from(self._buffer, 0)[0]
        if total > len(self._buffer):
            grown = bytearray(total)
            grown[:received] = self._view[:received]
            self._buffer, self._view = grown, memoryview(grown)
        while received < total:
            received += self._receive_some(received, doing)
        return self._view[4:total]

    def _receive_some(self, at: int, doing: str) -> int:
        waited = 0.0
        while True:
            try:
                count = self._socket.recv_into(self._view[at:])
            except (BlockingIOError, socket.timeout):  # SO_RCVTIMEO ran out
                waited += self._wait
                if self.server is not None and self.server.exit_status is not None:
                    raise self.server.died_error(doing) from None
                if waited >= self.timeout:
                    raise PitchServerError(
                        f"the Pitch server at {self.address} did not answer within {self.timeout:.0f} s "
                        f"while {doing}" + (f"; log {self.server.log_path}" if self.server else ""),
                        None, self.server.log_path if self.server else None) from None
                continue
            if count == 0:
                raise self._failure(doing, EOFError("the server closed the connection"))
            return count

    def _failure(self, doing: str, error: BaseException) -> PitchServerError:
        if self.server is not None:
            # A lost connection to our own server: it is (about to be) dead; say how, with its log.
            return self.server.died_error(doing, str(error))
        return PitchServerError(f"lost the Pitch server at {self.address} while {doing}: {error}")

    def close(self) -> None:
        self._socket.close()
