"""The disc at rest in the middle of a stud table (issue 26, stud.first_to_act): its words
("High board") name the round to come while no seat carries them, and go once the seat named
carries the mark, so the table shows one "High board", not two side by side (the screens:
the mark under the seat and the same words on the disc in the middle). While the bring-in's
mark stands and the next street waits to be named, the disc keeps its words."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from stud_table import eight_seats, on_table

from dealer_trainer.gui.app import App
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.stud_layout import disc_home


def ink(app, L) -> int:  # type: ignore[no-untyped-def]
    """Dark pixels inside the resting disc (its words; the outline and round ends left
    out)."""
    app.update(0.016)
    app.draw()
    surface = pygame.display.get_surface()
    box = disc_home(L)
    m = max(3, round(4 * L.scale))
    return sum(1 for x in range(box.x + box.h, box.right - box.h)
               for y in range(box.y + m, box.bottom - m)
               if max(surface.get_at((x, y))[:3]) < 70)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_stud_first_to_act_disc_at_rest_has_no_words_once_the_seat_is_marked(tmp_path,
                                                                            size) -> None:
    app = App(size, settings=Settings(lang="en"), data_dir=tmp_path, headless=True)
    try:
        check(app, tmp_path)
    finally:
        app.close()


def check(app: App, tmp_path: Path) -> None:
    d = on_table(app, eight_seats(tmp_path, 1), bots=False)
    table, arb = d.table, d.table.session.arb
    named, seen = 0, []
    for _ in range(300):
        nxt = arb.expected()[0]
        if nxt.name == "first_to_act":
            # fourth street out, its first to act not yet named, the bring-in's mark standing:
            # the disc says "High board"; a later street's, the last high board's mark standing:
            # it is said there
            n = ink(app, table.layout)
            assert n > 20 if named == 0 else n == 0, (named, n)
            seen.append("words" if n else "plain")
        table.send(nxt)
        table.anim.finish()
        if nxt.name == "first_to_act":
            named += 1
            snap = table.session.snap
            assert snap.stud_first == nxt.seat and snap.street != "third"
            assert ink(app, table.layout) == 0, (named, snap.street)  # the seat's mark says it
            seen.append("plain")
        if named == 2:
            break
    assert seen == ["words", "plain", "plain", "plain"]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_stud_disc_at_rest_clear_of_the_bets_beside_it_in_every_language(tmp_path,
                                                                         size) -> None:
    """The disc's words in the middle ("Υψηλότερο board", razz's "Χαμηλότερο board") lay over
    seat 2's bet at 1280x800 (the premature card drill: its 20 under the disc): each
    language's disc, stud's and razz's, lies clear of every betting spot and of the common
    card's slot, on two lines where one is too wide, and is cut nowhere."""
    import yaml

    from dealer_trainer.gui.stud_table import resting_disc

    app = App(size, settings=Settings(lang="en"), data_dir=tmp_path, headless=True)
    try:
        for variant in ("stud", "razz"):
            path = eight_seats(tmp_path, 1)
            data = yaml.safe_load(path.read_text())
            data["table"]["variant"] = variant
            path.write_text(yaml.safe_dump(data))
            d = on_table(app, path, bots=False)
            table, arb = d.table, d.table.session.arb
            while table.session.snap.bring_in is None:
                table.send(arb.expected()[0])
            snap, L = table.session.snap, table.layout
            home = disc_home(L)
            spots = [pygame.Rect(sl.bet.as_tuple()) for sl in L.seats.values()]
            spots.append(pygame.Rect(L.board[0].as_tuple()))
            for lang in ("en", "ro", "pt", "el", "mk"):
                img = resting_disc(table.view, snap, L, lang, True)
                at = img.get_rect(center=home.center)
                assert at.collidelist(spots) == -1, (variant, lang, at)
                assert img.get_height() <= 3 * home.h, (variant, lang, img.get_size())
            app.pop()
    finally:
        app.close()
