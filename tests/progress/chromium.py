"""Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
commands on fd 3, answers and events on fd 4, each JSON message ended by a NUL byte), with
the standard library only. The browser is Debian's `chromium`; nothing is downloaded."""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select  # poll: select.select refuses a descriptor past 1023
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

EXECUTABLES = ("chromium", "chromium-browser", "google-chrome")


def chromium_path() -> str | None:
    return next((p for p in map(shutil.which, EXECUTABLES) if p), None)


class BrowserError(RuntimeError):
    pass


class Chromium:
    """One headless browser with one page. `events` keeps every event the page sent."""

    def __init__(self, executable: str, *, timeout: float = 60.0) -> None:
        self.timeout = timeout
        self._profile = tempfile.TemporaryDirectory(prefix="chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def pipes_as_3_and_4() -> None:
            # out of the way first: either pipe end may itself be fd 3 or 4
            high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_browser_r, from_browser_w)]
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        args = [executable, "--headless", "--remote-debugging-pipe", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
                f"--user-data-dir={self._profile.name}", "about:blank"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            args.insert(1, "--no-sandbox")  # Chromium refuses its sandbox as root
        self._proc = subprocess.Popen(
            args, pass_fds=(3, 4), preexec_fn=pipes_as_3_and_4,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict[str, Any]] = []
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)[
            "sessionId"
        ]
        for domain in ("Page", "Runtime", "Log"):
            self.page(f"{domain}.enable")

    # -- the protocol ---------------------------------------------------------------------------

    def send(self, method: str, session: str | None = None, **params: Any) -> dict[str, Any]:
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params}
        if session is not None:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                result: dict[str, Any] = reply.get("result", {})
                return result

    def page(self, method: str, **params: Any) -> dict[str, Any]:
        return self.send(method, self.session, **params)

    def _read(self) -> dict[str, Any]:
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            poller = select.poll()
            poller.register(self._from_browser, select.POLLIN)
            ready = poller.poll(max(left, 0) * 1000)
            if not ready:
                raise BrowserError("Chromium did not answer in time")
            chunk = os.read(self._from_browser, 1 << 20)
            if not chunk:
                raise BrowserError("Chromium closed the pipe")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        message: dict[str, Any] = json.loads(raw)
        if "method" in message:
            self.events.append(message)
        return message

    def wait_for(self, method: str) -> dict[str, Any]:
        seen = next((e for e in self.events if e["method"] == method), None)
        while seen is None:
            message = self._read()
            if message.get("method") == method:
                seen = message
        return seen

    # -- what the tests use ---------------------------------------------------------------------

    def open(self, path: Path, width: int = 1000, height: int = 800, media: str = "") -> None:
        """Load `path` in a window `width` wide; `media="print"` lays it out as printed."""
        self.page("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=1, mobile=False)
        self.page("Emulation.setEmulatedMedia", media=media)
        self.events.clear()
        self.page("Page.navigate", url=path.resolve().as_uri())
        self.wait_for("Page.loadEventFired")

    def evaluate(self, expression: str) -> Any:
        reply = self.page("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in reply:
            raise BrowserError(f"{expression[:60]}...: {reply['exceptionDetails']}")
        return reply["result"].get("value")

    def console_errors(self) -> list[str]:
        """Console errors and warnings, uncaught exceptions, and log entries of level error
        (a resource that did not load, a blocked request...)."""
        found = []
        for e in self.events:
            p = e.get("params", {})
            if e["method"] == "Runtime.consoleAPICalled" and p.get("type") in ("error", "warning"):
                found.append(" ".join(str(a.get("value", a)) for a in p.get("args", [])))
            elif e["method"] == "Runtime.exceptionThrown":
                found.append(str(p.get("exceptionDetails", {}).get("text")))
            elif e["method"] == "Log.entryAdded" and p["entry"].get("level") == "error":
                found.append(str(p["entry"].get("text")))
        return found

    def screenshot(self, out: Path) -> tuple[int, int]:
        """The whole page as a PNG; returns its CSS size."""
        size = self.page("Page.getLayoutMetrics")["cssContentSize"]
        w, h = int(size["width"]), int(size["height"])
        self.page("Emulation.setDeviceMetricsOverride", width=w, height=h,
                  deviceScaleFactor=1, mobile=False)
        data = self.page("Page.captureScreenshot", format="png")["data"]
        out.write_bytes(base64.b64decode(data))
        return w, h

    def pdf(self, out: Path) -> bytes:
        """The page printed on A4, as Chromium's print dialogue would with backgrounds."""
        data = self.page("Page.printToPDF", printBackground=True, paperWidth=8.27,
                         paperHeight=11.69, preferCSSPageSize=True)["data"]
        raw = base64.b64decode(data)
        out.write_bytes(raw)
        return raw

    def close(self) -> None:
        try:
            self.send("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        for fd in (self._to_browser, self._from_browser):
            os.close(fd)
        self._profile.cleanup()


def pdf_pages(raw: bytes) -> int:
    """The page count of a PDF Chromium printed (Skia writes its page objects uncompressed)."""
    import re

    return len(re.findall(rb"/Type\s*/Page(?![s\w])", raw))
