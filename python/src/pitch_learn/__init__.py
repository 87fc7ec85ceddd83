"""pitch_learn: Gymnasium and PettingZoo environments stepped inside a Pitch server.

    import pitch_learn
    env = pitch_learn.make("HalfFieldOffense-v0", goalie=True)
    obs, info = env.reset(seed=7)
    obs, reward, terminated, truncated, info = env.step(env.action_space.sample())

``make`` returns a ``gymnasium.Env`` (one controlled player), ``parallel_env`` a PettingZoo
``ParallelEnv`` (one agent per controlled player), ``vector_env`` a Gymnasium ``VectorEnv`` whose
envs live in one server. Each starts a Pitch server (``java -jar pitch.jar``; the jar from
``jar=``, ``$PITCH_JAR`` or a checkout's ``launcher/target/pitch.jar``) shared by the envs of
this process, or attaches to a running one with ``address="unix:/path"`` / ``"tcp:host:port"``
(or ``address=server``, a ``pitch_learn.start_server()``).

The protocol module ``pitch_learn._proto.pitch_learn_pb2`` is generated from
``bundles/learn/src/main/proto/pitch_learn.proto`` with protoc 36.2 (the Java side's); regenerate
it after changing the .proto, from the repository root::

    protoc -Ibundles/learn/src/main/proto --python_out=python/src/pitch_learn/_proto \\
        bundles/learn/src/main/proto/pitch_learn.proto
"""
from __future__ import annotations

from ._errors import PitchError, PitchServerError
from ._server import Server, find_jar
from .discrete import MACRO_ACTIONS, DiscreteActions
from .env import PitchEnv
from .parallel import PitchParallelEnv
from .vector import PitchVectorEnv

__version__ = "0.1.0"

SCENARIOS = ("HalfFieldOffense-v0", "Keepaway-v0", "PenaltyKick-v0", "FullMatch-v0")

__all__ = [
    "make", "parallel_env", "vector_env", "start_server", "Server", "find_jar", "DiscreteActions",
    "MACRO_ACTIONS", "PitchEnv", "PitchParallelEnv", "PitchVectorEnv", "PitchError", "PitchServerError",
    "SCENARIOS",
]


def _scenario(env_id: str) -> str:
    return env_id[len("pitch/"):] if env_id.startswith("pitch/") else env_id


def make(env_id: str, **options) -> PitchEnv:
    """A single-player ``gymnasium.Env`` for a scenario id (``"HalfFieldOffense-v0"`` or
    ``"pitch/HalfFieldOffense-v0"``). Returned as is: no checker wrappers, for speed."""
    return PitchEnv(_scenario(env_id), **options)


def parallel_env(env_id: str, **options) -> PitchParallelEnv:
    """A PettingZoo ``ParallelEnv`` with one agent per controlled player."""
    return PitchParallelEnv(_scenario(env_id), **options)


def vector_env(env_id: str, num_envs: int, **options) -> PitchVectorEnv:
    """A Gymnasium ``VectorEnv`` of ``num_envs`` simulations in one server (same-step autoreset)."""
    return PitchVectorEnv(_scenario(env_id), num_envs, **options)


def start_server(jar=None, java=None, java_options=(), tcp: bool = False) -> Server:
    """Starts a Pitch server to share explicitly: ``make(id, address=server)`` (or its ``.address``
    from another process). Stopped by ``server.close()``, a ``with`` block, or at exit."""
    return Server(jar, java, java_options, tcp=tcp)


def _register() -> None:
    import gymnasium

    for scenario in SCENARIOS:
        env_id = f"pitch/{scenario}"
        if env_id not in gymnasium.registry:
            gymnasium.register(id=env_id, entry_point="pitch_learn.env:PitchEnv",
                               vector_entry_point="pitch_learn.vector:PitchVectorEnv",
                               kwargs={"scenario": scenario})


_register()
