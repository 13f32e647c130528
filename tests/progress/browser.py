"""Headless Chromium driven by Selenium: Debian's `chromium` through Debian's `chromedriver`
(the package chromium-driver, which .ci/run installs). Both are named to Selenium by their
paths, so Selenium Manager never runs and nothing is downloaded.

The tests use one `Browser` per module or test: `goto` a page (its load waited for),
`evaluate` an expression, `submit` a script that leaves the page (the next page's load
waited for), `console_errors`, `screenshot` (the whole page), `shot` (one window size) and
`pdf` (A4, as the print dialogue with backgrounds)."""

from __future__ import annotations

import base64
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

BROWSERS = ("chromium", "chromium-browser", "google-chrome")
DRIVERS = ("chromedriver",)
A4_CM = (21.0, 29.7)


def browser_paths() -> tuple[str, str] | None:
    """Chromium's and chromedriver's paths, or None when either is missing (or Selenium)."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return None
    found = next((p for p in map(shutil.which, BROWSERS) if p), None)
    driver = next((p for p in map(shutil.which, DRIVERS) if p), None)
    return (found, driver) if found and driver else None


MISSING = ("Selenium, Debian's chromium or its chromium-driver is missing "
           "(requirements-dev.txt and .ci/run install them)")


class Browser:
    """One headless Chromium with one window; the console's messages are kept as they come."""

    def __init__(self, *, timeout: float = 30.0) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        paths = browser_paths()
        if paths is None:
            raise RuntimeError(MISSING)
        self.timeout = timeout
        self._profile = tempfile.TemporaryDirectory(prefix="chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = paths[0]
        for arg in ("--headless=new", "--disable-gpu", "--no-first-run",
                    "--no-default-browser-check", "--hide-scrollbars",
                    f"--user-data-dir={self._profile.name}"):
            options.add_argument(arg)
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            options.add_argument("--no-sandbox")  # Chromium refuses its sandbox as root
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(options=options, service=Service(paths[1]))
        self.driver.set_page_load_timeout(timeout)
        self.driver.set_script_timeout(timeout)
        self._log: list[dict[str, Any]] = []

    # -- pages ------------------------------------------------------------------------------------

    def size(self, width: int, height: int, media: str = "") -> None:
        """The window's CSS size (what a screenshot holds); `media="print"` lays out as printed."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": media})

    def goto(self, url: str) -> None:
        """Load `url` (a page's address, or a file's path) and wait for its load event."""
        self.console_errors()  # what earlier pages said is not this page's
        self._log.clear()
        self.driver.get(url if "://" in url else Path(url).resolve().as_uri())

    def open(self, path: Path, width: int = 1000, height: int = 800, media: str = "") -> None:
        self.size(width, height, media)
        self.goto(str(path))

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression (an IIFE for anything with statements)."""
        return self.driver.execute_script(f"return ({expression});")

    def fetch_status(self, path: str, body: str) -> int:
        """The status of a form post the page itself did not make (fetch from the page)."""
        status: int = self.driver.execute_async_script(
            """const done = arguments[arguments.length - 1];
            fetch(arguments[0], {method: 'POST', body: arguments[1], headers:
                {'Content-Type': 'application/x-www-form-urlencoded'}})
            .then(r => done(r.status), e => done(-1));""", path, body)
        return status

    def submit(self, script: str) -> None:
        """Run `script`, which leaves the page (a form sent, a link clicked); wait for the next
        page to be loaded."""
        from selenium.webdriver.support import expected_conditions as ec
        from selenium.webdriver.support.ui import WebDriverWait

        old = self.driver.find_element("tag name", "html")
        self.console_errors()
        self._log.clear()
        self.driver.execute_script(script)
        wait = WebDriverWait(self.driver, self.timeout)
        wait.until(ec.staleness_of(old))
        wait.until(lambda d: d.execute_script("return document.readyState") == "complete")

    def download(self, script: str, folder: Path) -> Path:
        """Run `script`, which starts a download; the file, once Chromium has saved it whole
        into `folder`."""
        import time

        folder.mkdir(parents=True, exist_ok=True)
        self.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {
            "behavior": "allow", "downloadPath": str(folder.resolve())})
        before = set(folder.iterdir())
        self.driver.execute_script(script)
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            new = [p for p in set(folder.iterdir()) - before
                   if not p.name.endswith(".crdownload")]
            if new and not any(p.name.endswith(".crdownload") for p in folder.iterdir()):
                return new[0]
            time.sleep(0.05)
        raise AssertionError(f"no download in {folder} after {self.timeout:.0f} s")

    def console_errors(self) -> list[str]:
        """Console errors and warnings, uncaught exceptions, and resources that did not load,
        since the page was opened."""
        self._log.extend(self.driver.get_log("browser"))
        return [e["message"] for e in self._log if e.get("level") in ("SEVERE", "WARNING")]

    # -- pictures ---------------------------------------------------------------------------------

    def shot(self, out: Path, width: int, height: int) -> None:
        """The window at `width` x `height`, as a PNG."""
        self.size(width, height)
        self.driver.execute_script("return new Promise(r => requestAnimationFrame(() => "
                                   "requestAnimationFrame(r)));")
        out.write_bytes(self.driver.get_screenshot_as_png())

    def screenshot(self, out: Path) -> tuple[int, int]:
        """The whole page as a PNG; returns its CSS size."""
        size = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
        w, h = int(size["width"]), int(size["height"])
        self.shot(out, w, h)
        return w, h

    def pdf(self, out: Path) -> bytes:
        """The page printed on A4 with its backgrounds, as Chromium's print dialogue would."""
        from selenium.webdriver.common.print_page_options import PrintOptions

        options = PrintOptions()
        options.page_width, options.page_height = A4_CM
        options.background = True
        raw = base64.b64decode(self.driver.print_page(options))
        out.write_bytes(raw)
        return raw

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self._profile.cleanup()


def pdf_pages(raw: bytes) -> int:
    """The page count of a PDF Chromium printed (Skia writes its page objects uncompressed)."""
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", raw))
