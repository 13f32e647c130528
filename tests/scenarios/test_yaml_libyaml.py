"""libyaml's C parser reads a file exactly as the pure-Python parser does: the same values,
the same marks for every key and value, the same problems, the same messages.

`yamlnodes` hands clean text to libyaml (much faster) and everything else to the pure
parser; these tests read files both ways and compare what `read_yaml` returns.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dealer_trainer.scenarios import yamlnodes
from dealer_trainer.scenarios.errors import ScenarioError

ROOT = Path(__file__).resolve().parents[2]
REPO_YAML = sorted(p for p in ROOT.glob("**/*.yaml")
                   if ".git" not in p.parts and p.stat().st_size < 100_000)
SOURCES = [p.read_text(encoding="utf-8", errors="replace") for p in REPO_YAML
           if p.parent.name in ("scenarios", "solutions", "i18n")]
# Pieces of YAML and of the characters where the two parsers are known to part ways.
PIECES = list("ab1 \n\r:-,[]{}#&*|>'\"?!%@`\t.~0x\\") + [
    "- ", ": ", "---", "...", "\n  ", "\n- ", "&a ", "*a", "<<: ", "|-", ">+2", "!!str ",
    "'it''s'", '"\\n"', " #c\n", "é", "Ω", "\U0001f600", "\r\n", "? ", "{a: [1, 2]}",
    "\u2028", "\x85", "\ufeff", "%YAML 1.1\n", "a: {x: }", "[x, ]",
]

needs_libyaml = pytest.mark.skipif(yamlnodes.CParser is None, reason="PyYAML without libyaml")


def _read(path: Path) -> tuple[Any, ...]:
    try:
        doc, problems = yamlnodes.read_yaml(path)
    except ScenarioError as e:
        return ("refused", e.problems)
    return ("read", doc.value, doc.keys, doc.values, doc.bad, problems)


def _both_ways(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    with_c = _read(path)
    with monkeypatch.context() as m:
        m.setattr(yamlnodes, "CParser", None)
        pure = _read(path)
    return pure, with_c


@needs_libyaml
def test_clean_text_goes_through_libyaml(monkeypatch: pytest.MonkeyPatch) -> None:
    used: list[str] = []
    real_run = yamlnodes._run

    def spy(loader_class: type, text: str, max_nodes: int) -> Any:
        used.append(loader_class.__name__)
        return real_run(loader_class, text, max_nodes)

    monkeypatch.setattr(yamlnodes, "_run", spy)
    yamlnodes.read_yaml(ROOT / "scenarios" / "basic-deal.yaml")
    assert used == ["_BoundedCLoader"]


@needs_libyaml
def test_a_yaml_error_is_worded_by_the_pure_parser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = "a: [1, 2\nb: 3\n"
    with pytest.raises(yaml.MarkedYAMLError) as by_libyaml:
        yaml.load(text, Loader=yaml.CSafeLoader)  # noqa: S506 - the C safe loader
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    pure, with_c = _both_ways(path, monkeypatch)
    assert with_c == pure
    (problem,) = with_c[1]
    assert (problem.line, problem.col) == (2, 2)
    assert problem.message.startswith("YAML: expected ',' or ']', but got ':'")
    assert by_libyaml.value.problem not in problem.message  # libyaml says it otherwise


@needs_libyaml
@pytest.mark.parametrize("path", REPO_YAML, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_yaml_file_of_the_repository_reads_the_same(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pure, with_c = _both_ways(path, monkeypatch)
    assert with_c == pure


@st.composite
def _mutated(draw: st.DrawFn) -> str:
    """A drill, script or translation of the repository with a few typos, or random pieces."""
    if draw(st.booleans()):
        text = draw(st.sampled_from(SOURCES))
    else:
        text = "".join(draw(st.lists(st.sampled_from(PIECES), min_size=1, max_size=30)))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        if draw(st.booleans()):
            text = text[:at] + text[at + draw(st.integers(1, 3)):]
        else:
            text = text[:at] + draw(st.sampled_from(PIECES)) + text[at:]
    return text


@needs_libyaml
@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(text=_mutated())
# Where libyaml and the pure parser were seen to part ways: each must go the pure way.
@example(text="a: {se? a3, b: 1}\n")  # `?` inside braces
@example(text="- return_to_deck: [boar?d]\n")
@example(text="a: !\n")  # an empty value tagged `!`
@example(text="|#0*`0-&.<<: b,\n")  # a block scalar header run into a comment
@example(text="b&a \t`  \n")  # a tab
@example(text="\u2028---\n")  # a Unicode line break
@example(text="?")  # no line break at the end
def test_damaged_files_read_the_same_both_ways(
    text: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "damaged.yaml"
    path.write_bytes(text.encode("utf-8", errors="surrogatepass"))
    pure, with_c = _both_ways(path, monkeypatch)
    assert with_c == pure


def test_the_reader_pattern_seeded_for_pyyaml_finds_the_same_characters() -> None:
    """yamlimport hands PyYAML's reader an equivalent pattern that compiles faster: over every
    code point of Unicode both find exactly the same characters."""
    import re

    from dealer_trainer.scenarios import yamlimport

    everything = "".join(map(chr, range(0x110000)))
    theirs = re.compile(yamlimport.PYYAML_NON_PRINTABLE + "+")
    ours = re.compile(yamlimport.SAME_CHARACTERS + "+")
    assert [m.span() for m in ours.finditer(everything)] == [
        m.span() for m in theirs.finditer(everything)]


def test_pyyaml_reads_with_the_seeded_pattern_and_refuses_as_before() -> None:
    import subprocess
    import sys

    code = (  # yamlimport first, as in the program: it must come before PyYAML
        "from dealer_trainer.scenarios import yamlimport\n"
        "import yaml\n"
        "print(yaml.reader.Reader.NON_PRINTABLE.pattern == yamlimport.SAME_CHARACTERS)\n"
        "try:\n"
        "    yaml.safe_load('a: b\\x07')\n"
        "except yaml.reader.ReaderError as e:\n"
        "    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    seeded, refusal = out.stdout.splitlines()[:2]
    assert seeded == "True"
    assert "special characters are not allowed" in refusal and "#x0007" in refusal
