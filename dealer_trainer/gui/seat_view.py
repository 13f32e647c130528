"""A seat's pieces: the name plate (number, name, the stack as chips and its amount), the ALL
IN tag under it and the decision bubble. Cached surfaces; nothing here changes state."""

from __future__ import annotations

import pygame

from ..arbiter.outcome import Said
from ..arbiter.snapshot import SeatView
from .assets import TextCache, money
from .chips_view import ChipArt, plate_chip_d
from .layout import TableLayout
from .text import bubble_text, tr

GOLD = (236, 190, 70)
PICK = (90, 210, 255)
HINT = (255, 236, 120)
WHITE = (240, 240, 236)
FELT_PATCH = (26, 92, 58)  # behind a plate's chips, so that the black 100s show
BUBBLE_FRESH_S = 2.5  # a decision's bubble is bright this long, then greys


class SeatArt:
    def __init__(self, text: TextCache, chips: ChipArt) -> None:
        self.text = text
        self.chips = chips
        self._plates: dict[tuple[object, ...], pygame.Surface] = {}
        self._bubbles: dict[tuple[object, ...], pygame.Surface] = {}

    def clear(self) -> None:
        self._plates.clear()
        self._bubbles.clear()

    def plate(
        self,
        L: TableLayout,
        sv: SeatView,
        lang: str,
        *,
        picked: bool,
        hint: bool,
        big_blind: int = 0,
    ) -> pygame.Surface:
        key = (
            sv.seat,
            sv.name,
            sv.stack,
            sv.to_act,
            sv.folded,
            sv.mucked,
            sv.all_in,
            picked,
            hint,
            lang,
            L.size,
            big_blind,
        )
        surf = self._plates.get(key)
        if surf is not None:
            return surf
        s = L.scale
        w, h = L.seats[sv.seat].box.w, L.seats[sv.seat].box.h
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        bg = (34, 38, 46) if not sv.folded else (30, 32, 36)
        lit = sv.to_act or picked or hint
        border = GOLD if sv.to_act else PICK if picked else HINT if hint else (90, 96, 108)
        rad = round(10 * s)
        pygame.draw.rect(surf, bg, (0, 0, w, h), border_radius=rad)
        pygame.draw.rect(
            surf, border, (0, 0, w, h), max(2, round((3 if lit else 1) * s)), border_radius=rad
        )
        num = self.text.render(str(sv.seat), max(9, round(12 * s)), (20, 24, 30), True)
        badge = pygame.Rect(round(5 * s), round(5 * s), round(20 * s), round(20 * s))
        pygame.draw.circle(surf, border if lit else (150, 156, 166), badge.center, badge.w // 2)
        surf.blit(num, num.get_rect(center=badge.center))
        name_col = WHITE if not sv.folded else (120, 124, 130)
        name_w = w - badge.right - round(8 * s)
        if sv.folded:  # the word whole: beside the amount if it fits there, else by the name
            word = self.text.fit(
                tr("seat.mucked" if sv.mucked else "seat.folded", lang),
                max(9, round(11 * s)),
                name_w - round(20 * s),  # the name keeps a few letters
                (150, 150, 150),
            )
            pad = round(7 * s)
            amount_w = self.text.render(money(sv.stack), max(10, round(15 * s))).get_width()
            if word.get_width() <= w - 3 * pad - amount_w:
                surf.blit(word, word.get_rect(bottomright=(w - pad, h - round(5 * s))))
            else:
                surf.blit(word, word.get_rect(topright=(w - pad, round(6 * s))))
                name_w -= word.get_width() + round(6 * s)
        name = self.text.fit(sv.name, max(10, round(15 * s)), name_w, name_col, True)
        surf.blit(name, (badge.right + round(4 * s), round(4 * s)))
        # the player's stack: real columns on a patch of felt at the right end of the bottom
        # row, its amount at the left
        inset = max(2, round(3 * s))
        top = max(badge.bottom, round(4 * s) + name.get_height()) + 1
        right = w - inset
        edge, floor = round(7 * s), h - round(4 * s)
        stack_col = (150, 230, 160) if not sv.folded else (110, 120, 116)
        amount_size = max(10, round(15 * s))
        if sv.stack > 0 and not sv.folded and not sv.all_in:
            patch_h = h - inset - top
            # the amount is read whole: the chips take what it leaves (at most half the plate),
            # smaller chips where many columns would not fit, none where even those do not
            need = self.text.render(money(sv.stack), amount_size, stack_col).get_width()
            room_w = min(round(w * 0.5), w - inset - edge - need - round(16 * s))
            d = plate_chip_d(s)
            st = None
            while d >= max(8, round(plate_chip_d(s) * 0.6)):
                st = self.chips.stack(
                    sv.stack, d, max(1, room_w), room=patch_h - round(3 * s),
                    big_blind=big_blind, kind="stack",
                )
                if st.get_width() <= room_w:
                    break
                d -= 2
                st = None
            if st is not None:
                patch = pygame.Rect(0, top, st.get_width() + round(8 * s), patch_h)
                patch.right = w - inset
                pygame.draw.rect(surf, FELT_PATCH, patch, border_radius=round(6 * s))
                surf.blit(st, st.get_rect(midbottom=(patch.centerx, patch.bottom - round(2 * s))))
                right = patch.x - round(3 * s)
        if sv.all_in and sv.stack == 0:  # the ALL IN tag where the stack was
            tag = self.all_in_tag(tr("seat.all_in", lang), max(9, round(11 * s)), round(5 * s))
            surf.blit(tag, tag.get_rect(midbottom=(w // 2, floor)))
            return self._keep(key, surf)
        amount = self.text.fit(money(sv.stack), amount_size, right - edge, stack_col)
        surf.blit(amount, amount.get_rect(bottomleft=(edge, floor)))
        return self._keep(key, surf)

    def _keep(self, key: tuple[object, ...], surf: pygame.Surface) -> pygame.Surface:
        if len(self._plates) > 400:
            self._plates.clear()
        self._plates[key] = surf
        return surf

    def all_in_tag(self, label: str, size: int, pad: int) -> pygame.Surface:
        t = self.text.render(label, size, (255, 255, 255), True)
        r = t.get_rect().inflate(2 * pad, pad)
        tag = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(tag, (200, 24, 34), tag.get_rect(), border_radius=r.h // 3)
        tag.blit(t, t.get_rect(center=tag.get_rect().center))
        return tag

    def bubble(self, L: TableLayout, action: Said, lang: str, age: float) -> pygame.Surface:
        s = L.scale
        fresh = age < BUBBLE_FRESH_S
        key = (action, lang, fresh, L.size)
        img = self._bubbles.get(key)
        if img is None:
            widest = bubble_width(L)
            pad = round(14 * s)  # the words fit inside the pill's round ends, never to its edge
            t = self.text.fit(
                bubble_text(action, lang), max(10, round(13 * s)), widest - pad, (20, 24, 30),
                True
            )
            r = t.get_rect().inflate(pad, round(6 * s))
            r.w = min(r.w, widest)
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            col = (255, 250, 220) if fresh else (200, 204, 200)
            pygame.draw.rect(img, col, (0, 0, r.w, r.h), border_radius=r.h // 2)
            pygame.draw.rect(img, (60, 60, 60), (0, 0, r.w, r.h), 1, border_radius=r.h // 2)
            img.blit(t, t.get_rect(center=(r.w // 2, r.h // 2)))
            if len(self._bubbles) > 300:
                self._bubbles.clear()
            self._bubbles[key] = img
        return img


def bubble_width(L: TableLayout) -> int:
    """A bubble's widest: its place's width and a third more, for the longer words ("Aumento
    para 300", "Подигнувам на 300" were cut); centred on its place, kept in the table area."""
    return round(L.seats[1].bubble.w * 4 / 3)
