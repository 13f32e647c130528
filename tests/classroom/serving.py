"""The classroom server as the instructor starts it (`main.py classroom`), in a process of
its own, and plain HTTP to it (cookies kept, redirects not followed)."""

from __future__ import annotations

import http.client
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "room-42-secret"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def classroom(data: str, *, host: str = "127.0.0.1", password: str = PASSWORD,
              env: dict[str, str] | None = None) -> Iterator[int]:
    """`main.py classroom --data DATA --host HOST --port P` until the block ends; the
    password on its input (asked for on the first run open to the room). Yields P."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "classroom", "--data", data, "--host", host,
         "--port", str(port)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, **(env or {})},
    )
    assert proc.stdin is not None
    proc.stdin.write(password + "\n")
    proc.stdin.close()
    try:
        deadline = time.monotonic() + 30
        while True:
            if proc.poll() is not None:
                raise AssertionError(f"the classroom stopped: {proc.stderr.read()}")  # type: ignore[union-attr]
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise AssertionError("the classroom did not listen within 30 s") from None
                time.sleep(0.05)
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@dataclass
class Client:
    """A browser's requests, as plain HTTP: the cookie the server set is sent back."""

    port: int
    cookies: dict[str, str] = field(default_factory=dict)

    def request(self, method: str, path: str, form: dict[str, str] | None = None,
                headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], str]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        sent = dict(headers or {})
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if form is not None:
            body = urlencode(form)
            sent["Content-Type"] = "application/x-www-form-urlencoded"
        conn.request(method, path, body=body, headers=sent)
        reply = conn.getresponse()
        text = reply.read().decode("utf-8")
        got = {k.lower(): v for k, v in reply.getheaders()}
        for k, v in reply.getheaders():
            if k.lower() == "set-cookie":
                name, _, rest = v.partition("=")
                self.cookies[name] = rest.split(";", 1)[0]
        conn.close()
        return reply.status, got, text

    def token(self, path: str = "/login") -> str:
        """The form's token on the page at `path`."""
        _, _, html = self.request("GET", path)
        marker = 'name="csrf" value="'
        start = html.index(marker) + len(marker)
        return html[start:html.index('"', start)]
