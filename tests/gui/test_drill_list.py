"""The drills list is read once and kept while its files are unchanged (opening Drills,
Next drill and Progress does not re-read thirty YAML files), and read again after a change."""

from __future__ import annotations

import os
from pathlib import Path

from dealer_trainer.gui import drill_list

GOOD = Path(__file__).resolve().parents[2] / "scenarios" / "basic-deal.yaml"


def test_the_list_is_kept_until_a_file_changes(tmp_path, monkeypatch):
    folder = tmp_path / "drills"
    folder.mkdir()
    (folder / "a.yaml").write_text(GOOD.read_text(encoding="utf-8"), encoding="utf-8")
    reads = []
    real = drill_list.list_drills
    monkeypatch.setattr(drill_list, "list_drills", lambda f, lang: reads.append(f) or real(f, lang))
    first, _ = drill_list.drills(folder, "en")
    again, _ = drill_list.drills(folder, "en")
    assert len(reads) == 1 and [d.id for d in again] == [d.id for d in first]
    text = GOOD.read_text(encoding="utf-8").replace("id: basic-deal", "id: basic-deal-2")
    (folder / "b.yaml").write_text(text, encoding="utf-8")
    changed, _ = drill_list.drills(folder, "en")
    assert len(reads) == 2 and len(changed) == 2
    st = (folder / "a.yaml").stat()
    os.utime(folder / "a.yaml", ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    drill_list.drills(folder, "en")
    assert len(reads) == 3


def test_the_warm_up_reads_the_list_off_the_main_thread(tmp_path):
    folder = tmp_path / "drills"
    folder.mkdir()
    (folder / "a.yaml").write_text(GOOD.read_text(encoding="utf-8"), encoding="utf-8")
    t = drill_list.warm(folder, "en")
    t.join(timeout=60)
    assert not t.is_alive()
    key_folders = {f for k in drill_list._kept for f in k[0]}  # each key names its folders
    assert str(folder.resolve()) in key_folders
