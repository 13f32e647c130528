"""PyYAML, imported about a third faster: the names `yamlnodes` uses, from here.

At import PyYAML's reader compiles `NON_PRINTABLE`, a character class that names nearly all
of Unicode by its printable ranges. Python's `re` compiles a class in Python code, and for
ranges that wide it fills a 64K-entry map one character at a time: a tenth of a headless
drill's whole start-up, for one regular expression. The same characters written the other
way round (the few ranges that are not printable) compile at once. Putting that pattern in
`re`'s cache under PyYAML's own pattern text before PyYAML is imported makes its reader use
it; the reader only ever calls `search` on it, and tests/scenarios/test_yaml_libyaml.py checks,
character by character over all of Unicode, that both find the same. Where `re` keeps no
such cache (another Python) or PyYAML changes its pattern, the key is never looked up and
PyYAML compiles its own, as before.
"""

from __future__ import annotations

import re
import sys

# PyYAML 6 (yaml/reader.py, Reader.NON_PRINTABLE), character for character.
PYYAML_NON_PRINTABLE = (
    "[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]"
)
# The complement of those ranges in 0..U+10FFFF.
SAME_CHARACTERS = "[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\uFFFE\uFFFF]"


def _seed_reader_pattern() -> None:
    cache = getattr(re, "_cache", None)
    if "yaml" not in sys.modules and isinstance(cache, dict):
        cache[(str, PYYAML_NON_PRINTABLE, 0)] = re.compile(SAME_CHARACTERS)


_seed_reader_pattern()

import yaml  # noqa: E402
from yaml.composer import Composer  # noqa: E402
from yaml.constructor import ConstructorError, SafeConstructor  # noqa: E402
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode  # noqa: E402
from yaml.resolver import Resolver  # noqa: E402

try:
    from yaml.cyaml import CParser
except ImportError:  # pragma: no cover - a PyYAML built without libyaml
    CParser = None

__all__ = [
    "CParser", "Composer", "ConstructorError", "MappingNode", "Node", "Resolver",
    "SafeConstructor", "ScalarNode", "SequenceNode", "yaml",
]
