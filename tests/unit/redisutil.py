"""A real redis-server for the remote cache tests: started on a free localhost port, stopped after.

Needs Debian's `redis-server` and PyPI's `redis` (the README's test command installs both); the
tests that use it are skipped, saying which is missing, on a machine without them.
"""
import shutil
import socket
import subprocess
import time

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedisServer:
    def __init__(self, tmp, port=None):
        self.tmp, self.port, self.proc = tmp, port or free_port(), None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self):
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.tmp), "--protected-mode", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                if self.client().ping():
                    return self
            except Exception:  # noqa: BLE001 - not up yet
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def client(self):
        import redis
        return redis.Redis.from_url(self.url, socket_timeout=5)


@pytest.fixture
def redis_server(tmp_path):
    if shutil.which("redis-server") is None:
        pytest.skip("needs redis-server (apt-get install redis-server)")
    pytest.importorskip("redis", reason="needs redis-py (pip install redis)")
    server = RedisServer(tmp_path).start()
    yield server
    server.stop()
