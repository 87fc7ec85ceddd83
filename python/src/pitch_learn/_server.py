"""Starting and stopping the Pitch server process (``java -jar pitch.jar``).

A server is shared by every environment of this Python process that was made with the same
``jar``/``java``: it is started by the first and stopped when the last one is closed, at
interpreter exit at the latest (a weakref finalizer, which also runs at exit).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
import time
import weakref
from pathlib import Path

from ._errors import PitchServerError

READY_PREFIX = "Pitch learning environments: "
# The launcher's line once every model and rule serves: the learning line comes as soon as its
# socket listens, which can be before the models an Open needs are bound.
SERVING_PREFIX = "ready in "
# Hang bounds, not speed expectations: a JVM on a loaded 2-core machine starts in a few seconds.
START_TIMEOUT_S = 60.0
STOP_TIMEOUT_S = 10.0
# How long a lost connection waits for the process to end before calling it alive.
DEATH_WAIT_S = 5.0
LOG_TAIL_LINES = 20

_JAR_HINT = (
    "set the environment variable PITCH_JAR (or pass jar=...) to the path of pitch.jar; "
    "in a checkout of the Pitch repository build it with "
    "`mvn -B -pl launcher -am install -DskipTests` (it is launcher/target/pitch.jar)"
)


def find_jar(jar: str | os.PathLike | None = None, start: str | os.PathLike | None = None) -> Path:
    """Where pitch.jar is: ``jar`` if given, else ``$PITCH_JAR``, else ``launcher/target/pitch.jar``
    in a directory above ``start`` (default: this package's source, for a checkout of the repo,
    then the working directory)."""
    if jar is None:
        jar = os.environ.get("PITCH_JAR") or None
    if jar is not None:
        path = Path(jar).expanduser()
        if not path.is_file():
            raise PitchServerError(f"pitch.jar not found at {path}: {_JAR_HINT}")
        return path
    starts = [Path(start).resolve()] if start is not None else [Path(__file__).resolve(), Path.cwd()]
    for here in starts:
        for directory in [here, *here.parents]:
            candidate = directory / "launcher" / "target" / "pitch.jar"
            if candidate.is_file():
                return candidate
    where = " or ".join(str(here) for here in starts)
    raise PitchServerError(f"pitch.jar not found (no PITCH_JAR, no launcher/target/pitch.jar above {where}): "
                           f"{_JAR_HINT}")


def find_java(java: str | os.PathLike | None = None) -> str:
    """The java executable: ``java`` if given, else ``$JAVA_HOME/bin/java``, else ``java`` on PATH."""
    if java is not None:
        return str(java)
    home = os.environ.get("JAVA_HOME")
    if home and (Path(home) / "bin" / "java").is_file():
        return str(Path(home) / "bin" / "java")
    found = shutil.which("java")
    if found is None:
        raise PitchServerError("no java found: install Java 17 or later, or set JAVA_HOME, or pass java=...")
    return found


def log_tail(path: str | os.PathLike, lines: int = LOG_TAIL_LINES) -> str:
    try:
        with open(path, "r", encoding="utf-8", errors="replace") as log:
            return "".join(log.readlines()[-lines:])
    except OSError as error:
        return f"(log unreadable: {error})"


def _stop(process: subprocess.Popen, directory: str, keep: list) -> None:
    """Terminates, then kills after a bound; removes the temp dir unless its log must be kept."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(STOP_TIMEOUT_S)
    if not keep:
        shutil.rmtree(directory, ignore_errors=True)


class Server:
    """A Pitch server process started by this package.

    Use it to share one server between several environments explicitly (``make(id,
    address=server)``), or let ``make`` start and share one for you. It listens on a Unix domain
    socket in a temp dir, or with ``tcp=True`` on a free loopback TCP port.
    Stopped by ``close()``, by leaving a ``with`` block, or at interpreter exit.
    """

    def __init__(self, jar=None, java=None, java_options=(), start_timeout: float = START_TIMEOUT_S,
                 tcp: bool = False):
        self.jar = find_jar(jar)
        self.java = find_java(java)
        self.directory = tempfile.mkdtemp(prefix="pitch-learn-")
        self.log_path = os.path.join(self.directory, "server.log")
        socket_path = os.path.join(self.directory, "learn.sock")
        command = [
            self.java, *java_options, "-jar", str(self.jar),
            "pitch.learn.enabled=true", "pitch.learn.port=0" if tcp else f"pitch.learn.socket={socket_path}",
            "server::port=0", "server::coach_port=0", "server::olcoach_port=0",
            # the server's own (UDP) match idles beside the learning ones: no log files of it
            "server::game_logging=false", "server::text_logging=false",
        ]
        self._keep_log: list = []  # non-empty once an error named the log: it must outlive the process
        with open(self.log_path, "wb") as log:
            try:
                self.process = subprocess.Popen(
                    command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                    cwd=self.directory, start_new_session=True)
            except OSError as error:
                shutil.rmtree(self.directory, ignore_errors=True)
                raise PitchServerError(f"could not start {command[0]}: {error}") from error
        self._finalizer = weakref.finalize(self, _stop, self.process, self.directory, self._keep_log)
        try:
            self.address = self._await_ready(start_timeout)
        except BaseException:
            self._keep_log.append(True)
            self._finalizer()
            raise

    def _await_ready(self, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while True:
            address = None
            serving = False
            with open(self.log_path, "r", encoding="utf-8", errors="replace") as log:
                for line in log:
                    if line.startswith(READY_PREFIX):
                        address = line[len(READY_PREFIX):].strip()
                    elif line.startswith(SERVING_PREFIX):
                        serving = True
            if address is not None and serving:
                return address
            status = self.process.poll()
            if status is not None:
                raise PitchServerError(
                    f"the Pitch server exited with status {status} before it was ready; "
                    f"log {self.log_path}:\n{log_tail(self.log_path)}", status, self.log_path)
            if time.monotonic() > deadline:
                raise PitchServerError(
                    f"the Pitch server did not say it was ready ('{READY_PREFIX}...', '{SERVING_PREFIX}...') within "
                    f"{timeout:.0f} s; log {self.log_path}:\n{log_tail(self.log_path)}", None, self.log_path)
            time.sleep(0.05)

    @property
    def exit_status(self) -> int | None:
        return self.process.poll()

    def died_error(self, while_doing: str, symptom: str = "") -> PitchServerError:
        """The exception for a server found dead (or dying) while doing something."""
        try:
            status = self.process.wait(DEATH_WAIT_S)
        except subprocess.TimeoutExpired:
            status = None
        self._keep_log.append(True)
        state = f"exited with status {status}" if status is not None else \
            f"is running but the connection failed ({symptom or 'no answer'})"
        return PitchServerError(
            f"the Pitch server {state} while {while_doing}; log {self.log_path}:\n{log_tail(self.log_path)}",
            status, self.log_path)

    def close(self) -> None:
        self._finalizer()

    @property
    def closed(self) -> bool:
        return not self._finalizer.alive

    def __enter__(self) -> "Server":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Server(address={self.address!r}, pid={self.process.pid}, log={self.log_path!r})"


class _SharedServers:
    """Servers started on behalf of environments, shared and counted by (jar, java, options)."""

    def __init__(self):
        self._lock = threading.Lock()
        self._servers: dict[tuple, list] = {}  # key -> [server, users]

    def acquire(self, jar=None, java=None, java_options=()) -> Server:
        key = (str(find_jar(jar)), find_java(java), tuple(java_options))
        with self._lock:
            entry = self._servers.get(key)
            if entry is None or entry[0].closed or entry[0].exit_status is not None:
                entry = [Server(key[0], key[1], key[2]), 0]
                self._servers[key] = entry
            entry[1] += 1
            return entry[0]

    def release(self, server: Server) -> None:
        with self._lock:
            for key, entry in list(self._servers.items()):
                if entry[0] is server:
                    entry[1] -= 1
                    if entry[1] <= 0:
                        del self._servers[key]
                        server.close()
                    return
            server.close()


shared_servers = _SharedServers()
