"""The last guard of the command line: a bug is one short line and exit 2, never a traceback,
and it is the only place that says "internal error" (issue 13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer import cli

PACKAGE = Path(cli.__file__).resolve().parent


def test_only_the_last_resort_handler_says_internal_error() -> None:
    found = [f"{p.relative_to(PACKAGE)}:{n}"
             for p in sorted(PACKAGE.rglob("*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if "internal error" in line]
    assert len(found) == 1 and found[0].startswith("cli.py:")


def test_a_bug_is_one_short_escaped_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def boom(args: object) -> int:
        raise ValueError("\x1b[2J" + "x" * 5000)

    monkeypatch.setattr(cli, "_dispatch", boom)
    assert cli.main(["list"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    (line,) = err.splitlines()
    assert line.startswith("dealer-trainer: internal error: ValueError: \\u001b[2Jxxx")
    assert "\x1b" not in err and len(line) < 400 and line.endswith("...")
