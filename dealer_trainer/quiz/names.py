"""A skill's name in the reader's language: an edge (words are made here), kept light, so that
`stats` and the assignments name a skill without loading the question makers."""

from __future__ import annotations

from ..i18n import t


def skill_name(skill: str, lang: str) -> str:
    return t(f"quiz.skill.{skill}", lang)
