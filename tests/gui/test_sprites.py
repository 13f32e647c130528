"""The shipped art: every sprite is there at its size, and the font covers the UI's languages."""

from __future__ import annotations

import importlib.util
import os
from operator import sub
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (a GUI test: pygame is imported here and nowhere in the test set-up)
import pygame.freetype  # noqa: E402

SPRITES = Path(__file__).resolve().parents[2] / "sprites"
RANKS = "23456789TJQKA"
SUITS = "cdhs"
CODES = [r + s for r in RANKS for s in SUITS]
CARD_SIZE = (250, 350)
CHIP_VALUES = (1, 5, 25, 100, 500, 1000, 5000, 25000)
BUTTONS = ("dealer_button", "sb_button", "bb_button", "straddle_button", "allin_marker")
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

# Every character the UI may show: English, Romanian, Portuguese, Greek, Macedonian, suits.
COVERAGE = (
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 .,;:!?'\"()[]-+/%$€"
    "ĂÂÎȘȚ ăâîșț "
    "ÁÀÂÃÇÉÊÍÓÔÕÚ áàâãçéêíóôõú "
    "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ αβγδεζηθικλμνξοπρσςτυφχψω άέήίόύώϊϋΐΰ "
    "АБВГЃДЕЖЗЅИЈКЛЉМНЊОПРСТЌУФХЦЧЏШ абвгѓдежзѕијклљмнњопрстќуфхцчџш "
    "♠♥♦♣"
)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    pygame.freetype.init()
    yield


def _load(path: Path) -> pygame.Surface:
    assert path.is_file(), f"missing {path.relative_to(SPRITES.parent)}"
    return pygame.image.load(str(path))


@pytest.mark.parametrize("folder", ["cards", "cards4"])
def test_every_card_face_exists_at_its_size(folder):
    for code in CODES:
        assert _load(SPRITES / folder / f"{code}.png").get_size() == CARD_SIZE, code
    names = {p.stem for p in (SPRITES / folder).glob("*.png")}
    assert names == set(CODES)


def test_back_chips_and_buttons_exist():
    assert _load(SPRITES / "back.png").get_size() == CARD_SIZE
    for v in CHIP_VALUES:
        w, h = _load(SPRITES / "chips" / f"chip_{v}.png").get_size()
        assert w == h >= 64, v
        ew, eh = _load(SPRITES / "chips" / f"edge_{v}.png").get_size()
        assert ew == w and 4 * eh < ew, v  # a chip's side, as thin as it shows in a stack
    for name in BUTTONS:
        w, h = _load(SPRITES / f"{name}.png").get_size()
        assert w == h >= 64, name


def test_sprites_have_transparent_corners():
    for path in (SPRITES / "cards" / "As.png", SPRITES / "chips" / "chip_5.png",
                 SPRITES / "dealer_button.png"):
        img = _load(path)
        assert img.get_at((0, 0)).a == 0, path.name
        assert img.get_at((img.get_width() // 2, img.get_height() // 2)).a == 255, path.name


def test_sprites_is_a_data_folder():
    assert not (SPRITES / "__init__.py").exists()
    assert (SPRITES / "README.md").is_file()


def test_font_files_ship_with_their_licence():
    for name in FONTS:
        assert (SPRITES / "fonts" / name).stat().st_size > 100_000, name
    licence = (SPRITES / "fonts" / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream Vera" in licence
    assert "Permission is hereby granted" in licence
    assert "Arev" in licence


@pytest.mark.parametrize("name", FONTS)
def test_font_has_every_glyph_the_ui_needs(name):
    font = pygame.freetype.Font(str(SPRITES / "fonts" / name))
    metrics = font.get_metrics(COVERAGE, size=24)
    missing = sorted({ch for ch, m in zip(COVERAGE, metrics, strict=True) if m is None})
    assert not missing, f"{name} lacks {''.join(missing)!r}"


def test_font_check_can_fail():
    """get_metrics does report a glyph the font lacks (CJK), so the test above means something."""
    font = pygame.freetype.Font(str(SPRITES / "fonts" / FONTS[0]))
    assert font.get_metrics("\u4e2d", size=24) == [None]


def _mean_abs_diff(a: bytes, b: bytes) -> float:
    return sum(map(abs, map(sub, a, b))) / len(a)


def test_committed_pngs_match_the_script(tmp_path):
    """make_sprites.py regenerates what is committed (so nobody edits one without the other)."""
    spec = importlib.util.spec_from_file_location("make_sprites", SPRITES / "make_sprites.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    written = mod.generate(tmp_path)
    assert len(written) == 2 * 52 + 1 + 2 * len(CHIP_VALUES) + len(BUTTONS)
    for new in written:
        rel = new.relative_to(tmp_path)
        old_img, new_img = _load(SPRITES / rel), _load(new)
        assert old_img.get_size() == new_img.get_size(), rel
        a = pygame.image.tobytes(old_img, "RGBA")
        b = pygame.image.tobytes(new_img, "RGBA")
        # Identical with the same pygame-ce; allow a rasteriser's rounding after an upgrade.
        assert a == b or _mean_abs_diff(a, b) < 1.0, f"{rel} differs: run make_sprites.py"
