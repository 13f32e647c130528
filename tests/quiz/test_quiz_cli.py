"""`main.py quiz`: the questions, --json, and grading a file of answers (exit 0 all right,
1 otherwise, 2 bad input with one clear line and nothing recorded)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import yaml

from dealer_trainer.cli import main
from dealer_trainer.quiz import SKILLS, answer_json, questions


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def answers_file(tmp_path: Path, entries: object, name: str = "answers.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(entries, allow_unicode=True), encoding="utf-8")
    return path


def right_answers(skill: str, seed: int = 42, count: int = 4) -> list[dict[str, object]]:
    return [{"id": q.id, "answer": answer_json(q, q.key), "seconds": 2.5}
            for q in questions(skill, seed=seed, count=count)]


@pytest.mark.parametrize("skill", SKILLS)
def test_questions_print_the_same_for_the_same_seed(capsys, skill: str) -> None:
    code, first, _ = run(capsys, "quiz", skill, "--seed", "8", "--count", "3")
    assert code == 0 and f"{skill}-8-1" in first and f"{skill}-8-3" in first
    assert run(capsys, "quiz", skill, "--seed", "8", "--count", "3")[1] == first
    assert run(capsys, "quiz", skill, "--seed", "9", "--count", "3")[1] != first


@pytest.mark.parametrize("skill", SKILLS)
def test_json_questions_have_an_id_and_the_data(capsys, skill: str) -> None:
    code, out, _ = run(capsys, "quiz", skill, "--seed", "1", "--count", "4", "--json",
                       "--lang", "el")
    docs = json.loads(out)
    qs = questions(skill, seed=1, count=4)
    assert code == 0 and [d["id"] for d in docs] == [q.id for q in qs]
    for d, q in zip(docs, qs, strict=True):
        assert d["skill"] == skill and d["text"] and d["target_s"] > 0
        assert all(d[k] == v for k, v in q.data.items())  # the data, not the answer


@pytest.mark.parametrize("skill", SKILLS)
def test_all_right_exits_0(capsys, tmp_path: Path, skill: str) -> None:
    path = answers_file(tmp_path, right_answers(skill))
    code, out, err = run(capsys, "quiz", skill, "--answers", str(path))
    assert (code, err) == (0, "") and "4 of 4 right" in out


def test_one_wrong_exits_1_and_says_the_right_answer(capsys, tmp_path: Path) -> None:
    entries = right_answers("pot-limit")
    entries[1]["answer"] = int(entries[1]["answer"]) + 5  # type: ignore[call-overload]
    path = answers_file(tmp_path, entries)
    code, out, _ = run(capsys, "quiz", "pot-limit", "--answers", str(path))
    assert code == 1 and "3 of 4 right" in out
    assert f"the answer is {int(entries[1]['answer']) - 5}" in out  # type: ignore[call-overload]
    code, out, _ = run(capsys, "quiz", "pot-limit", "--answers", str(path), "--json")
    doc = json.loads(out)
    assert code == 1 and doc["right"] == 3 and [a["right"] for a in doc["answers"]] == [
        True, False, True, True]


BAD = {
    "not yaml": "- {id: [",
    "not a list": "id: pot-limit-1-1\nanswer: 3\n",
    "empty": "",
    "no answer": "- {id: pot-limit-1-1}\n",
    "unknown field": "- {id: pot-limit-1-1, answer: 3, note: x}\n",
    "unknown id": "- {id: pot-limit-1, answer: 3}\n",
    "another skill": "- {id: rake-1-1, answer: 3}\n",
    "twice": "- {id: pot-limit-1-1, answer: 3}\n- {id: pot-limit-1-1, answer: 4}\n",
    "bad shape": "- {id: pot-limit-1-1, answer: lots}\n",
    "bad seconds": "- {id: pot-limit-1-1, answer: 3, seconds: -1}\n",
    "billion laughs": "- {id: pot-limit-1-1, answer: [&a [lol, lol, lol, lol, lol, lol, lol], "
    + ", ".join(f"&{chr(n + 1)} [{', '.join([f'*{chr(n)}'] * 7)}]" for n in range(97, 105))
    + "]}\n",  # 7**9 values once expanded: an error line of 300 MB
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_answers_exit_2_with_one_clear_line(capsys, tmp_path: Path, case: str) -> None:
    path = tmp_path / "answers.yaml"
    path.write_text(BAD[case], encoding="utf-8")
    data = tmp_path / "data"
    code, out, err = run(capsys, "quiz", "pot-limit", "--answers", str(path), "--data", str(data))
    assert code == 2 and out == ""
    assert err.startswith("dealer-trainer: ") and str(path) in err and len(err.splitlines()) == 1
    assert len(err) < 500 and "Traceback" not in err and "internal error" not in err
    assert not data.exists()  # nothing recorded


@pytest.mark.parametrize(
    "argv",
    [
        ("quiz", "poker"),
        ("quiz", "rake", "--count", "0"),
        ("quiz", "rake", "--count", "many"),
        ("quiz", "rake", "--seed", "-3"),
        ("quiz", "rake", "--answers", "/no/such/file.yaml"),
    ],
)
def test_bad_arguments_exit_2(capsys, argv: tuple[str, ...]) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2 and err and "Traceback" not in err


def test_graded_answers_are_recorded_and_stats_shows_each_skill(capsys, tmp_path: Path) -> None:
    data = tmp_path / "data"
    path = answers_file(tmp_path, right_answers("chip-count", count=3))
    code, _, _ = run(capsys, "quiz", "chip-count", "--answers", str(path),
                     "--data", str(data), "--trainee", "Ana")
    assert code == 0
    slow = right_answers("rake", count=2)
    for e in slow:
        e["seconds"] = 60
    slow.append({"id": "rake-42-3", "answer": 999})
    run(capsys, "quiz", "rake", "--answers", str(answers_file(tmp_path, slow, "r.yaml")),
        "--data", str(data), "--trainee", "ana")
    code, out, _ = run(capsys, "stats", "--data", str(data), "--trainee", "Ana", "--json")
    skills = {s["skill"]: s for s in json.loads(out)["skills"]}
    assert skills["chip-count"] == {
        "skill": "chip-count", "answers": 3, "right": 3, "accuracy": 1.0,
        "median_s": 2.5, "target_s": 10.0, "mastered": True,
    }
    assert (skills["rake"]["answers"], skills["rake"]["right"]) == (3, 2)
    assert skills["rake"]["mastered"] is False  # right, but over the target
    assert skills["side-pots"]["answers"] == 0
    code, out, _ = run(capsys, "stats", "--data", str(data), "--trainee", "Ana", "--lang", "pt")
    assert "Contagem de fichas e troco: 3/3 certas (100%), mediana 2.5 s" in out
    assert "dominada" in out


def test_the_readme_example_answers_are_right(capsys, tmp_path: Path) -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    block = readme.split("# answers.yaml", 1)[1].split("```", 1)[0]
    path = tmp_path / "answers.yaml"
    path.write_text(block.split("\n", 1)[1], encoding="utf-8")
    code, out, _ = run(capsys, "quiz", "pot-limit", "--answers", str(path))
    assert code == 0 and "2 of 2 right" in out


def test_the_report_has_each_trainees_skills(capsys, tmp_path: Path) -> None:
    data = tmp_path / "data"
    path = answers_file(tmp_path, right_answers("hand-reading", count=3))
    run(capsys, "quiz", "hand-reading", "--answers", str(path), "--data", str(data),
        "--trainee", "Ana<b>")
    out = tmp_path / "report.html"
    assert run(capsys, "report", "--out", str(out), "--data", str(data))[0] == 0
    html = out.read_text(encoding="utf-8")
    assert "<h3>Quick-fire skills</h3>" in html and "Ana&lt;b&gt;" in html
    row = html.split("<td>Reading hands</td>", 1)[1].split("</tr>", 1)[0]
    assert "3/3" in row and "100%" in row and "2.5 s" in row and "mastered" in row


def _not_a_regular_file(tmp_path: Path, kind: str) -> Path:
    if kind == "device":
        return Path("/dev/zero")  # read whole, it would never end
    os.mkfifo(tmp_path / "answers.yaml")  # opening it to read would wait for a writer
    return tmp_path / "answers.yaml"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")
@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_an_answers_file_is_read_through_the_one_reader(capsys, tmp_path: Path, kind: str) -> None:
    path = _not_a_regular_file(tmp_path, kind)
    code, out, err = run(capsys, "quiz", "pot-limit", "--answers", str(path))
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"dealer-trainer: {path}:1:1: ") and "internal error" not in err


def test_a_store_problem_is_printed_escaped(capsys, tmp_path: Path) -> None:
    data = tmp_path / "data\x1b[2J"
    data.write_text("a file where the data folder would be")
    path = answers_file(tmp_path, right_answers("rake", count=1))
    code, out, err = run(capsys, "quiz", "rake", "--answers", str(path), "--data", str(data))
    assert code == 0 and "1 of 1" in out  # the grading stands
    assert err.startswith("dealer-trainer: the answers were not recorded: ")
    assert "\x1b" not in err and "data\\u001b[2J" in err


HUGE = {  # issue 28, fault 5: int() refuses more than 4,300 digits with an error of its own
    "an id of 5,000 digits": "- {id: pot-limit-" + "1" * 5000 + "-1, answer: 5}\n",
    "a question number of 5,000 digits": "- {id: pot-limit-1-" + "2" * 5000 + ", answer: 5}\n",
    "an answer of 5,000 digits": "- {id: pot-limit-1-1, answer: '" + "9" * 5000 + "'}\n",
    "an id in superscript digits": "- {id: pot-limit-\u00b9\u00b2-1, answer: 5}\n",
}


@pytest.mark.parametrize("case", sorted(HUGE))
def test_an_id_or_answer_of_thousands_of_digits_is_one_short_line(capsys, tmp_path: Path,
                                                                  case: str) -> None:
    path = tmp_path / "answers.yaml"
    path.write_text(HUGE[case], encoding="utf-8")
    code, out, err = run(capsys, "quiz", "pot-limit", "--answers", str(path))
    assert code == 2 and out == ""
    assert err.startswith("dealer-trainer: ") and str(path) in err and len(err.splitlines()) == 1
    assert len(err) < 500 and "Traceback" not in err and "internal error" not in err
