#!/usr/bin/env python3
"""Regenerate every PNG in sprites/ with pygame drawing and the shipped DejaVu Sans font.

    SDL_VIDEODRIVER=dummy python sprites/make_sprites.py            # rewrite sprites/
    python sprites/make_sprites.py --out /tmp/art                   # write elsewhere
    python sprites/make_sprites.py --sheet /tmp/sheet.png           # also a contact sheet

Headless (no window is opened) and deterministic: the same pygame-ce gives the same pixels on
every run. Everything is drawn SS times larger and box-filtered down, which anti-aliases the
circles, polygons and rounded corners that pygame.draw would otherwise leave jagged.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402

HERE = Path(__file__).resolve().parent
FONT_REGULAR = HERE / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = HERE / "fonts" / "DejaVuSans-Bold.ttf"

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_GLYPH = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}

CARD_W, CARD_H = 250, 350  # 2.5 : 3.5
CHIP_SIZE = 128
BUTTON_SIZE = 128
CHIP_VALUES = (1, 5, 25, 100, 500, 1000, 5000, 25000)
EDGE_W, EDGE_H = 128, 26  # a chip seen from the side, as it lies in a stack
SS = 4  # supersampling factor

# Colours ------------------------------------------------------------------------------------
RED = (200, 16, 46)
BLACK = (20, 20, 24)
GREEN4 = (16, 128, 52)
BLUE4 = (22, 86, 196)
TWO_COLOUR = {"c": BLACK, "d": RED, "h": RED, "s": BLACK}
FOUR_COLOUR = {"c": GREEN4, "d": BLUE4, "h": RED, "s": BLACK}

CARD_FACE = (253, 253, 250)
CARD_EDGE = (150, 150, 150)
GOLD = (212, 168, 58)
GOLD_DARK = (120, 86, 14)
CREAM = (250, 245, 228)


def u(v: float) -> int:
    """A length in final pixels, as supersampled pixels."""
    return int(round(v * SS))


# Fonts --------------------------------------------------------------------------------------
_fonts: dict[Path, pygame.freetype.Font] = {}


def font(path: Path) -> pygame.freetype.Font:
    if path not in _fonts:
        f = pygame.freetype.Font(str(path))
        f.antialiased = True
        f.kerning = False
        _fonts[path] = f
    return _fonts[path]


def ink(path: Path, text: str, size: float, color) -> tuple[pygame.Surface, int]:
    """`text` rendered and cropped to its ink; returns (surface, baseline offset from its top)."""
    surf, rect = font(path).render(text, color, size=size)
    box = surf.get_bounding_rect()
    return surf.subsurface(box).copy(), rect.y - box.y


def ink_height(path: Path, text: str, height: float, color) -> pygame.Surface:
    """`text` rendered so that its ink is `height` pixels tall (font size found by scaling)."""
    ref = 200.0
    r = font(path).get_rect(text, size=ref)
    size = ref * height / r.h
    surf, _ = ink(path, text, size, color)
    return surf


def fit_text(path: Path, text: str, max_w: float, max_h: float, color) -> pygame.Surface:
    """`text` as large as fits in max_w x max_h (ink box)."""
    ref = 200.0
    r = font(path).get_rect(text, size=ref)
    size = ref * min(max_w / r.w, max_h / r.h)
    surf, _ = ink(path, text, size, color)
    return surf


def cap_size(path: Path, cap: float) -> float:
    """The font size whose capital H is `cap` pixels tall."""
    ref = 200.0
    return ref * cap / font(path).get_rect("H", size=ref).h


def blit_center(dst: pygame.Surface, src: pygame.Surface, center: tuple[float, float]) -> None:
    dst.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


def rot180(surf: pygame.Surface) -> pygame.Surface:
    return pygame.transform.flip(surf, True, True)


def downsample(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


def canvas(w: int, h: int, edge_rgb) -> pygame.Surface:
    """A transparent supersampled canvas whose transparent pixels carry `edge_rgb`, so that
    box-filtering the edges does not pull in a dark fringe."""
    s = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    s.fill((*edge_rgb, 0))
    return s


def shade(c, f: float):
    """Darker (f < 1) or lighter (f > 1) version of a colour."""
    if f <= 1:
        return tuple(int(round(x * f)) for x in c[:3])
    return tuple(int(round(x + (255 - x) * (f - 1))) for x in c[:3])


# Card faces -----------------------------------------------------------------------------------
INDEX_CX = 37  # centre of the corner index column
INDEX_TOP = 12
INDEX_CAP = 70  # cap height of the corner rank: 14 px on a 50x70 card
INDEX_MAX_W = 64
INDEX_MAX_W_10 = 62
INDEX_SCALE_10 = 0.88  # "10" is set a little smaller so that it needs less condensing
INDEX_MAX_DESCENT = 0.15  # J and Q hang below the baseline; at most this much of INDEX_CAP
INDEX_SUIT_H = 36
INDEX_GAP = 10

PIP_H = 32
PIP_COLS = (98, 125, 152)
PIP_TOP, PIP_BOTTOM = 52, 298

# Standard pip positions: (column 0/1/2, fraction of the way from top row to bottom row).
_S4 = (0.0, 1 / 3, 2 / 3, 1.0)
PIP_LAYOUT: dict[str, list[tuple[int, float]]] = {
    "2": [(1, 0.0), (1, 1.0)],
    "3": [(1, 0.0), (1, 0.5), (1, 1.0)],
    "4": [(0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)],
    "5": [(0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)],
    "6": [(c, y) for c in (0, 2) for y in (0.0, 0.5, 1.0)],
    "7": [(c, y) for c in (0, 2) for y in (0.0, 0.5, 1.0)] + [(1, 0.25)],
    "8": [(c, y) for c in (0, 2) for y in (0.0, 0.5, 1.0)] + [(1, 0.25), (1, 0.75)],
    "9": [(c, y) for c in (0, 2) for y in _S4] + [(1, 0.5)],
    "T": [(c, y) for c in (0, 2) for y in _S4] + [(1, 1 / 6), (1, 5 / 6)],
}


def rank_surface(rank: str, color) -> pygame.Surface:
    """The corner rank, bold, cap height INDEX_CAP; "10" is set tight and condensed."""
    size = cap_size(FONT_BOLD, u(INDEX_CAP))
    if rank != "T":
        surf, base = ink(FONT_BOLD, rank, size, color)
        limit = u(INDEX_CAP * (1 + INDEX_MAX_DESCENT))
        if surf.get_height() > limit:  # J, Q: shrink a little so the tail clears the suit
            surf, base = ink(FONT_BOLD, rank, size * limit / surf.get_height(), color)
        max_w = u(INDEX_MAX_W)
    else:
        one, b1 = ink(FONT_BOLD, "1", size * INDEX_SCALE_10, color)
        zero, b0 = ink(FONT_BOLD, "0", size * INDEX_SCALE_10, color)
        gap = 0
        base = max(b1, b0)
        h = max(base + one.get_height() - b1, base + zero.get_height() - b0)
        surf = pygame.Surface((one.get_width() + gap + zero.get_width(), h), pygame.SRCALPHA)
        surf.fill((*color, 0))
        surf.blit(one, (0, base - b1))
        surf.blit(zero, (one.get_width() + gap, base - b0))
        max_w = u(INDEX_MAX_W_10)
    if surf.get_width() > max_w:
        surf = pygame.transform.smoothscale(surf, (max_w, surf.get_height()))
    return surf


def pip(suit: str, height: float, color) -> pygame.Surface:
    return ink_height(FONT_REGULAR, SUIT_GLYPH[suit], u(height), color)


def card_base() -> pygame.Surface:
    s = canvas(CARD_W, CARD_H, CARD_EDGE)
    r = s.get_rect()
    pygame.draw.rect(s, CARD_EDGE, r, border_radius=u(12))
    pygame.draw.rect(s, CARD_FACE, r.inflate(-u(3), -u(3)), border_radius=u(11))
    return s


def draw_index(s: pygame.Surface, rank: str, suit: str, color) -> None:
    """Rank over suit in the top-left corner, and the same turned 180 degrees bottom-right."""
    layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    layer.fill((*color, 0))
    rs = rank_surface(rank, color)
    top = u(INDEX_TOP)
    # Align every rank on its cap top (the rendered ink of "Q" hangs lower; that is fine).
    layer.blit(rs, rs.get_rect(midtop=(u(INDEX_CX), top)))
    ss = pip(suit, INDEX_SUIT_H, color)
    layer.blit(ss, ss.get_rect(midtop=(u(INDEX_CX), top + u(INDEX_CAP + INDEX_GAP))))
    s.blit(layer, (0, 0))
    s.blit(rot180(layer), (0, 0))


def draw_pips(s: pygame.Surface, rank: str, suit: str, color) -> None:
    up = pip(suit, PIP_H, color)
    down = rot180(up)
    for col, f in PIP_LAYOUT[rank]:
        x = PIP_COLS[col]
        y = PIP_TOP + (PIP_BOTTOM - PIP_TOP) * f
        blit_center(s, down if f > 0.5 else up, (u(x), u(y)))


def draw_ace(s: pygame.Surface, suit: str, color) -> None:
    cx, cy = u(CARD_W / 2), u(CARD_H / 2)
    if suit == "s":
        # The ace of spades gets the traditional flourish: a big pip inside a fine double ring.
        pygame.draw.circle(s, GOLD, (cx, cy), u(74), u(2.5))
        pygame.draw.circle(s, color, (cx, cy), u(68), u(1))
        blit_center(s, pip(suit, 104, color), (cx, cy))
    else:
        blit_center(s, pip(suit, 92, color), (cx, cy))


# Court cards --------------------------------------------------------------------------------
FRAME = pygame.Rect(75, 14, 100, 322)  # final-pixel frame between the two corner indices


def _crown_points(rank: str, cx: float, base_y: float, w: float, h: float):
    """Polygon of a crown standing on (cx, base_y): K has three tall points, Q five, J a cap."""
    left, right = cx - w / 2, cx + w / 2
    if rank == "K":
        xs = [left, left + w * 0.18, left + w * 0.33, cx, right - w * 0.33, right - w * 0.18, right]
        ys = [base_y - h, base_y - h * 0.45, base_y - h * 0.8, base_y - h * 1.12,
              base_y - h * 0.8, base_y - h * 0.45, base_y - h]
        tips = [0, 3, 6]
    elif rank == "Q":
        n = 5
        xs, ys, tips = [], [], []
        for i in range(n):
            x = left + w * i / (n - 1)
            xs.append(x)
            ys.append(base_y - h * (0.95 if i in (0, n - 1) else 1.0 if i == 2 else 0.85))
            tips.append(len(xs) - 1)
            if i < n - 1:
                xs.append(x + w / (n - 1) / 2)
                ys.append(base_y - h * 0.45)
    else:  # J: a low cap with a feather-like centre point
        xs = [left, left + w * 0.25, cx, right - w * 0.25, right]
        ys = [base_y - h * 0.55, base_y - h * 0.35, base_y - h * 0.95, base_y - h * 0.35,
              base_y - h * 0.55]
        tips = [2]
    pts = [(left, base_y)] + list(zip(xs, ys, strict=True)) + [(right, base_y)]
    return pts, [(xs[i], ys[i]) for i in tips]


def draw_crown(s: pygame.Surface, rank: str, cx: float, base_y: float, w: float, h: float,
               jewel) -> None:
    pts, tips = _crown_points(rank, cx, base_y, w, h)
    spts = [(u(x), u(y)) for x, y in pts]
    pygame.draw.polygon(s, GOLD, spts)
    pygame.draw.polygon(s, GOLD_DARK, spts, u(1.5))
    band = pygame.Rect(u(cx - w / 2), u(base_y), u(w), u(h * 0.32))
    pygame.draw.rect(s, GOLD, band)
    pygame.draw.rect(s, GOLD_DARK, band, u(1.5))
    for tx, ty in tips:
        pygame.draw.circle(s, GOLD, (u(tx), u(ty)), u(3.6))
        pygame.draw.circle(s, GOLD_DARK, (u(tx), u(ty)), u(3.6), u(1.2))
    # jewels on the band
    for k in (-1, 0, 1):
        jx = u(cx + k * w * 0.3)
        jy = band.centery
        pygame.draw.circle(s, jewel, (jx, jy), u(2.8 if k == 0 else 2.2))


def draw_court(s: pygame.Surface, rank: str, suit: str, color) -> None:
    fr = pygame.Rect(u(FRAME.x), u(FRAME.y), u(FRAME.w), u(FRAME.h))
    tint = shade(color, 1.93) if color != BLACK else (236, 236, 240)
    pygame.draw.rect(s, CREAM, fr, border_radius=u(6))
    # Fine diagonal hatching in the frame, in a pale tint of the suit colour.
    hatch = pygame.Surface(fr.size, pygame.SRCALPHA)
    step = u(9)
    for k in range(-fr.h, fr.w + fr.h, step):
        pygame.draw.line(hatch, tint, (k, 0), (k - fr.h, fr.h), u(1.2))
        pygame.draw.line(hatch, tint, (k, 0), (k + fr.h, fr.h), u(1.2))
    mask = pygame.Surface(fr.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=u(6))
    hatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(hatch, fr.topleft)

    # The top half is drawn once, then turned 180 degrees for the bottom half.
    half = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    half.fill((*color, 0))
    cx = CARD_W / 2
    mid = CARD_H / 2
    # Medallion behind the letter.
    med_c = (u(cx), u(mid - 64))
    pygame.draw.circle(half, CREAM, med_c, u(44))
    pygame.draw.circle(half, color, med_c, u(44), u(2.5))
    pygame.draw.circle(half, GOLD, med_c, u(39), u(1.5))
    # Crown above the medallion.
    draw_crown(half, rank, cx, mid - 118, 56, 26, color if color != BLACK else (40, 90, 200))
    # Big letter with a thin gold outline.
    size = cap_size(FONT_BOLD, u(50))
    letter, _ = ink(FONT_BOLD, rank, size, color)
    outline, _ = ink(FONT_BOLD, rank, size, GOLD_DARK)
    lc = (med_c[0], med_c[1])
    o = u(1.3)
    for dx, dy in ((-o, 0), (o, 0), (0, -o), (0, o), (-o, -o), (o, o), (-o, o), (o, -o)):
        blit_center(half, outline, (lc[0] + dx, lc[1] + dy))
    blit_center(half, letter, lc)
    # Small suit pips flanking the medallion's foot.
    sp = pip(suit, 20, color)
    for dx in (-35, 35):
        blit_center(half, sp, (u(cx + dx), u(mid - 19)))
    # Clip the half to the top half of the frame, then mirror it.
    clip = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(clip, (255, 255, 255, 255), pygame.Rect(0, 0, s.get_width(), u(mid)))
    half.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(half, (0, 0))
    s.blit(rot180(half), (0, 0))
    # Centre divider with a small diamond.
    y = u(mid)
    pygame.draw.line(s, GOLD, (fr.x + u(8), y), (fr.right - u(8), y), u(1.5))
    d = u(4.5)
    pygame.draw.polygon(s, GOLD, [(u(cx), y - d), (u(cx) + d, y), (u(cx), y + d), (u(cx) - d, y)])
    # Frame: suit-coloured outer line, gold inner line.
    pygame.draw.rect(s, color, fr, u(2.5), border_radius=u(6))
    pygame.draw.rect(s, GOLD, fr.inflate(-u(7), -u(7)), u(1.5), border_radius=u(4))


def make_card(rank: str, suit: str, palette) -> pygame.Surface:
    color = palette[suit]
    s = card_base()
    if rank in PIP_LAYOUT:
        draw_pips(s, rank, suit, color)
    elif rank == "A":
        draw_ace(s, suit, color)
    else:
        draw_court(s, rank, suit, color)
    draw_index(s, rank, suit, color)
    return downsample(s, (CARD_W, CARD_H))


# Card back ------------------------------------------------------------------------------------
BACK_RED = (150, 18, 28)
BACK_LINE = (186, 52, 60)
BACK_DOT = (214, 96, 100)


def make_back() -> pygame.Surface:
    s = card_base()
    panel = pygame.Rect(u(11), u(11), u(CARD_W - 22), u(CARD_H - 22))
    pygame.draw.rect(s, BACK_RED, panel, border_radius=u(7))
    # Diamond lattice with a dot at every crossing.
    pat = pygame.Surface(panel.size, pygame.SRCALPHA)
    step = u(16)
    w, h = panel.size
    for k in range(-h - step, w + h + step, step):
        pygame.draw.line(pat, BACK_LINE, (k, 0), (k - h, h), u(1.6))
        pygame.draw.line(pat, BACK_LINE, (k, 0), (k + h, h), u(1.6))
    # Lines x = k -/+ y cross at (i, j) * step / 2 with i + j even.
    half_step = step // 2
    for j in range(h // half_step + 2):
        for i in range(j % 2, w // half_step + 2, 2):
            pygame.draw.circle(pat, BACK_DOT, (i * half_step, j * half_step), u(1.8))
    mask = pygame.Surface(panel.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect().inflate(-u(14), -u(14)),
                     border_radius=u(3))
    pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(pat, panel.topleft)
    # Gold double frame inside the panel.
    pygame.draw.rect(s, GOLD, panel.inflate(-u(8), -u(8)), u(2), border_radius=u(5))
    pygame.draw.rect(s, GOLD, panel.inflate(-u(15), -u(15)), u(1), border_radius=u(3))
    # Central medallion with the four suits.
    c = (u(CARD_W / 2), u(CARD_H / 2))
    oval = pygame.Rect(0, 0, u(104), u(140))
    oval.center = c
    pygame.draw.ellipse(s, BACK_RED, oval.inflate(u(10), u(10)))
    pygame.draw.ellipse(s, GOLD, oval, u(3))
    pygame.draw.ellipse(s, CREAM, oval.inflate(-u(9), -u(9)), u(1.2))
    for suit, (dx, dy) in zip("shdc", ((0, -34), (24, 0), (0, 34), (-24, 0)), strict=True):
        blit_center(s, pip(suit, 26, CREAM), (c[0] + u(dx), c[1] + u(dy)))
    d = u(6)
    pygame.draw.polygon(s, GOLD, [(c[0], c[1] - d), (c[0] + d, c[1]), (c[0], c[1] + d),
                                  (c[0] - d, c[1])])
    return downsample(s, (CARD_W, CARD_H))


# Chips and buttons ----------------------------------------------------------------------------
# value: (body, edge spots, label colour)
CHIP_STYLE = {
    1: ((236, 236, 232), (34, 84, 170), (34, 84, 170)),
    5: ((196, 30, 36), (250, 250, 250), (176, 24, 30)),
    25: ((22, 130, 60), (250, 250, 250), (16, 110, 50)),
    100: ((28, 28, 30), (250, 250, 250), (28, 28, 30)),
    500: ((110, 40, 150), (250, 250, 250), (96, 32, 134)),
    1000: ((244, 178, 26), (30, 30, 30), (120, 74, 0)),
    5000: ((226, 110, 24), (250, 250, 250), (170, 74, 10)),
    25000: ((90, 190, 220), (250, 250, 250), (20, 104, 140)),
}


def _annular_sector(cx, cy, r0, r1, a0, a1, n=12):
    pts = []
    for i in range(n + 1):
        a = a0 + (a1 - a0) * i / n
        pts.append((cx + r1 * math.cos(a), cy + r1 * math.sin(a)))
    for i in range(n, -1, -1):
        a = a0 + (a1 - a0) * i / n
        pts.append((cx + r0 * math.cos(a), cy + r0 * math.sin(a)))
    return pts


def chip_label(value: int) -> str:
    """What the inlay says: 1 .. 500, then 1K, 5K (legible when the chip is small)."""
    return f"{value // 1000}K" if value >= 1000 and value % 1000 == 0 else str(value)


def make_chip(value: int) -> pygame.Surface:
    body, spot, label = CHIP_STYLE[value]
    n = CHIP_SIZE
    s = canvas(n, n, shade(body, 0.6))
    c = (u(n / 2), u(n / 2))
    R = n / 2 - 1
    pygame.draw.circle(s, shade(body, 0.6), c, u(R))
    pygame.draw.circle(s, body, c, u(R - 1.5))
    # Six edge spots (the "inserts" round the rim), each split by a thin body-coloured line.
    for i in range(6):
        a = math.tau * i / 6 - math.pi / 2
        half = math.radians(13)
        pts = _annular_sector(c[0], c[1], u(R - 17), u(R - 1.5), a - half, a + half)
        pygame.draw.polygon(s, spot, pts)
        for k in (-1, 1):
            b = a + k * half / 2.6
            inner_pt = (c[0] + u(R - 17) * math.cos(b), c[1] + u(R - 17) * math.sin(b))
            outer_pt = (c[0] + u(R - 1.5) * math.cos(b), c[1] + u(R - 1.5) * math.sin(b))
            pygame.draw.line(s, body, inner_pt, outer_pt, u(1.6))
    # Inner ring of short dashes.
    ring_r = R - 22
    for i in range(36):
        a = math.tau * i / 36
        pts = _annular_sector(c[0], c[1], u(ring_r - 1.6), u(ring_r + 1.6), a, a + math.tau / 72, 3)
        pygame.draw.polygon(s, spot, pts)
    # Label inlay.
    inlay_r = R - 27
    pygame.draw.circle(s, shade(body, 0.75) if body[0] > 200 and body[2] > 200 else body, c,
                       u(inlay_r + 1.5))
    pygame.draw.circle(s, CREAM, c, u(inlay_r))
    pygame.draw.circle(s, label, c, u(inlay_r - 3), u(1.2))
    text = fit_text(FONT_BOLD, chip_label(value), u(inlay_r * 1.5), u(inlay_r * 0.78), label)
    blit_center(s, text, c)
    return downsample(s, (n, n))


def make_chip_edge(value: int) -> pygame.Surface:
    """The chip's side as it shows in a stack: its colour, three edge spots as stripes, a
    light top rim and a dark seam below (drawn one above another, these read as a column)."""
    body, spot, _ = CHIP_STYLE[value]
    w, h = EDGE_W, EDGE_H
    s = canvas(w, h, shade(body, 0.6))
    r = u(h * 0.35)
    pygame.draw.rect(s, (16, 16, 18), (0, 0, u(w), u(h)), border_radius=r)
    pygame.draw.rect(s, body, (u(2), u(1.5), u(w - 4), u(h - 6)), border_radius=r)
    for cx in (0.2, 0.5, 0.8):  # three spots face the viewer
        half = u(w * 0.045)
        pygame.draw.rect(s, spot, (u(w * cx) - half, u(3), 2 * half, u(h - 10)))
    pygame.draw.line(s, shade(body, 1.4), (u(6), u(2.6)), (u(w - 6), u(2.6)), u(1.6))
    pygame.draw.rect(s, shade(body, 0.55), (u(2), u(h - 6.5), u(w - 4), u(2)))
    return downsample(s, (w, h))


BUTTONS = {
    # name: (text lines, disc, text colour, ring)
    "dealer_button": (("DEALER",), (250, 250, 248), (20, 20, 24), (40, 40, 44)),
    "sb_button": (("SB",), (28, 98, 196), (255, 255, 255), (255, 255, 255)),
    "bb_button": (("BB",), (246, 186, 28), (28, 28, 30), (28, 28, 30)),
    "straddle_button": (("STR",), (120, 52, 170), (255, 255, 255), (255, 255, 255)),
    "allin_marker": (("ALL", "IN"), (200, 24, 34), (255, 255, 255), (255, 255, 255)),
}


def make_button(name: str) -> pygame.Surface:
    lines, disc, fg, ring = BUTTONS[name]
    n = BUTTON_SIZE
    edge = shade(disc, 0.62)
    s = canvas(n, n, edge)
    c = (u(n / 2), u(n / 2))
    R = n / 2 - 1
    pygame.draw.circle(s, edge, c, u(R))
    pygame.draw.circle(s, disc, c, u(R - 3))
    # A soft highlight towards the top makes the acrylic read as a disc, not a flat circle.
    glow = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    for i in range(12):
        a = 26 - i * 2
        pygame.draw.circle(glow, (255, 255, 255, a),
                           (c[0], c[1] - u(R * 0.35)), u(R * (0.95 - i * 0.045)))
    mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), c, u(R - 3))
    glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(glow, (0, 0))
    pygame.draw.circle(s, ring, c, u(R - 9), u(2))
    inner = 2 * (R - 16)
    if len(lines) == 1:
        short = len(lines[0]) <= 3
        max_w = inner * (0.92 if short else 0.98)
        max_h = inner * (0.42 if short else 0.3)
        t = fit_text(FONT_BOLD, lines[0], max_w * SS, max_h * SS, fg)
        blit_center(s, t, c)
    else:
        # One size for every line: cap height 27% of the ring, or less if a line is too wide.
        size = cap_size(FONT_BOLD, 0.27 * inner * SS)
        widest = max(font(FONT_BOLD).get_rect(t, size=size).w for t in lines)
        size *= min(1.0, 0.8 * inner * SS / widest)
        gap = u(0.08 * inner)
        surfs = [ink(FONT_BOLD, t, size, fg)[0] for t in lines]
        total = sum(x.get_height() for x in surfs) + gap * (len(surfs) - 1)
        y = c[1] - total / 2
        for x in surfs:
            s.blit(x, x.get_rect(midtop=(c[0], round(y))))
            y += x.get_height() + gap
    return downsample(s, (n, n))


# Output -------------------------------------------------------------------------------------
def card_codes() -> list[str]:
    return [r + s for s in SUITS for r in RANKS]


def generate(out: Path) -> list[Path]:
    pygame.freetype.init()
    written: list[Path] = []

    def save(surf: pygame.Surface, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surf, str(path))
        written.append(path)

    for folder, palette in (("cards", TWO_COLOUR), ("cards4", FOUR_COLOUR)):
        for code in card_codes():
            save(make_card(code[0], code[1], palette), out / folder / f"{code}.png")
    save(make_back(), out / "back.png")
    for v in CHIP_VALUES:
        save(make_chip(v), out / "chips" / f"chip_{v}.png")
        save(make_chip_edge(v), out / "chips" / f"edge_{v}.png")
    for name in BUTTONS:
        save(make_button(name), out / f"{name}.png")
    return written


def contact_sheet(art: Path, path: Path) -> None:
    """All the art on green felt at table sizes, for a person to look at."""
    felt = (12, 92, 52)
    W = 1760
    sheet = pygame.Surface((W, 2300))
    sheet.fill(felt)
    label_font = font(FONT_REGULAR)
    y = 10

    def label(text: str) -> None:
        nonlocal y
        label_font.render_to(sheet, (10, y), text, (230, 230, 210), size=16)
        y += 24

    def load(p: Path) -> pygame.Surface:
        return pygame.image.load(str(p))

    for folder, w, h, gap in (("cards", 50, 70, 6), ("cards", 75, 105, 8), ("cards4", 50, 70, 6)):
        label(f"{folder}/ at {w}x{h}")
        for si, suit in enumerate("shdc"):
            for ri, rank in enumerate(RANKS):
                img = pygame.transform.smoothscale(load(art / folder / f"{rank}{suit}.png"), (w, h))
                sheet.blit(img, (10 + ri * (w + gap), y + si * (h + gap)))
        y += 4 * (h + gap) + 8
    label("back 50x70, 75x105, 250x350; As Kh Qd Jc Td 250x350; chips 128/64/32; buttons 128/64/32")
    x = 10
    for w, h in ((50, 70), (75, 105), (250, 350)):
        sheet.blit(pygame.transform.smoothscale(load(art / "back.png"), (w, h)), (x, y))
        x += w + 10
    for code in ("As", "Kh", "Qd", "Jc", "Td"):
        sheet.blit(load(art / "cards" / f"{code}.png"), (x, y))
        x += 260
    y += 360
    x = 10
    for v in CHIP_VALUES:
        img = load(art / "chips" / f"chip_{v}.png")
        sheet.blit(img, (x, y))
        sheet.blit(pygame.transform.smoothscale(img, (64, 64)), (x + 20, y + 135))
        sheet.blit(pygame.transform.smoothscale(img, (32, 32)), (x + 36, y + 205))
        x += 140
    y += 250
    x = 10
    for v in CHIP_VALUES:  # stacks of four, at table sizes: what a dealer reads
        for k, d in enumerate((32, 24)):
            edge = pygame.transform.smoothscale(load(art / "chips" / f"edge_{v}.png"),
                                                (d, round(d * EDGE_H / EDGE_W)))
            top = pygame.transform.smoothscale(load(art / "chips" / f"chip_{v}.png"),
                                               (d, round(d * 0.5)))
            step = round(d * 0.2)
            bx = x + k * 50
            for n in range(4):
                sheet.blit(edge, (bx, y + 60 - n * step))
            sheet.blit(top, (bx, y + 60 - 4 * step - round(d * 0.25) + edge.get_height() // 2))
        x += 140
    y += 100
    x = 10
    for name in BUTTONS:
        img = load(art / f"{name}.png")
        sheet.blit(img, (x, y))
        sheet.blit(pygame.transform.smoothscale(img, (64, 64)), (x + 20, y + 135))
        sheet.blit(pygame.transform.smoothscale(img, (32, 32)), (x + 36, y + 205))
        x += 140
    y += 250
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet.subsurface((0, 0, W, min(y, sheet.get_height()))), str(path))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=HERE, help="where to write (default: sprites/)")
    ap.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    args = ap.parse_args(argv)
    pygame.init()
    written = generate(args.out)
    print(f"wrote {len(written)} PNGs under {args.out}")
    if args.sheet:
        contact_sheet(args.out, args.sheet)
        print(f"contact sheet: {args.sheet}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
