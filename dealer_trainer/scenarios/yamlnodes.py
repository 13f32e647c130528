"""Read YAML safely and remember where every key and value was written.

The file is composed into nodes by PyYAML's safe composer, and the nodes are turned into
plain Python values here, so each value keeps its mark. Where libyaml is installed its C
scanner and parser feed that composer (about nine times faster than the pure-Python ones,
with the same marks); a file libyaml finds wrong is read again by the pure parser, so
that every message and position reads as it always has. Nothing is ever constructed from
a tag (a `!!python/...` tag is a problem, never code run); big or hostile input is
refused early: a file over `MAX_BYTES`, more than `MAX_NODES` values or `MAX_EXPANDED_CHARS`
characters once aliases are expanded (a "billion laughs" file, a long string aliased many
times), nesting deeper than `MAX_DEPTH`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple

from .errors import Problem, ScenarioError
from .userfile import MAX_BYTES, UserFileError, read_bytes
from .yamlimport import (
    Composer,
    ConstructorError,
    CParser,
    MappingNode,
    Node,
    Resolver,
    SafeConstructor,
    ScalarNode,
    SequenceNode,
    yaml,
)

MAX_NODES = 10_000  # a long multi-hand drill has a few hundred
MAX_SCRIPT_NODES = 60_000  # a trainee script: some 100 values a hand
MAX_DEPTH = 64
MAX_EXPANDED_CHARS = 2 * MAX_BYTES  # the text of every value, aliases expanded

# A value's place in the document: mapping keys as strings, sequence indices as ints.
ValuePath = tuple[str | int, ...]

_SEQ = "tag:yaml.org,2002:seq"
_MAP = "tag:yaml.org,2002:map"
_NULL = "tag:yaml.org,2002:null"
_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_YAML_TAG = "tag:yaml.org,2002:"


class Pos(NamedTuple):
    """Where a value was written. A named tuple, not a dataclass: a file makes one per
    value, and a frozen dataclass costs several times as much to make (and to define)."""

    line: int  # from 1
    col: int  # from 1


@dataclass(slots=True)
class Document:
    """A parsed file: its value, where each part was written, and the parts known to be bad."""

    path: str
    value: Any
    keys: dict[ValuePath, Pos] = field(default_factory=dict)
    values: dict[ValuePath, Pos] = field(default_factory=dict)
    bad: set[ValuePath] = field(default_factory=set)

    def pos(self, path: ValuePath, *, key: bool = False) -> Pos:
        """Where the value at `path` (with `key`: its key) was written, else its nearest parent."""
        for n in range(len(path), -1, -1):
            p = path[:n]
            table = self.keys if key and p == path else self.values
            if p in table:
                return table[p]
        return Pos(1, 1)

    def where(self, path: ValuePath, *, key: bool = False) -> str:
        pos = self.pos(path, key=key)
        return f"{self.path}:{pos.line}:{pos.col}"

    def problem(self, path: ValuePath, message: str, *, key: bool = False) -> Problem:
        pos = self.pos(path, key=key)
        return Problem(self.path, pos.line, pos.col, message)

    def is_bad(self, path: ValuePath) -> bool:
        """True when this value or one holding it already has a problem reported."""
        if not self.bad:  # a valid file: the checks ask this of every value
            return False
        return any(path[:n] in self.bad for n in range(len(path) + 1))

    def has_bad_within(self, path: ValuePath) -> bool:
        """True when this value, one holding it or one inside it has a problem reported."""
        return self.is_bad(path) or any(b[: len(path)] == path for b in self.bad)


def format_path(path: ValuePath) -> str:
    """`('players', 'flop', 0, 'to')` -> `players.flop[0].to`."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def read_yaml(path: str | Path, *, max_nodes: int = MAX_NODES) -> tuple[Document, list[Problem]]:
    """Parse one file. Raises ScenarioError when nothing usable could be read;
    otherwise returns the document and the problems found on the way (duplicate keys,
    refused tags), which leave the rest of the document usable."""
    name = str(path)
    text = _read_text(Path(path), name)
    try:
        root = _compose(text, max_nodes)
    except _Refused as r:  # from _Bounded, which does not know the file's name
        raise ScenarioError([replace(r.problem, path=name)]) from None
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        message = _tab_message(text, mark) or _yaml_message(e)
        raise ScenarioError([Problem(name, line, col, message)]) from None
    except yaml.reader.ReaderError as e:
        line, col = _line_col(text, e.position)
        raise ScenarioError([Problem(name, line, col, f"YAML: {e.reason} character "
                                     f"#x{e.character if isinstance(e.character, int) else 0:04x}"
                                     " is not allowed")]) from None
    except RecursionError:
        raise ScenarioError([Problem(name, 1, 1, "the file is nested too deeply")]) from None
    except yaml.YAMLError as e:
        raise ScenarioError([Problem(name, 1, 1, f"YAML: {e}")]) from None
    if root is None:
        raise ScenarioError([Problem(name, 1, 1, "the file is empty")])
    converter = _Converter(name, max_nodes)
    try:
        _measure(root, name, max_nodes)
        value = converter.convert(root, (), 0)
    except _Refused as r:
        raise ScenarioError([r.problem]) from None
    doc = Document(name, value, converter.keys, converter.values, converter.bad)
    return doc, converter.problems


def _read_text(path: Path, name: str) -> str:
    def refuse(message: str, line: int = 1, col: int = 1) -> ScenarioError:
        return ScenarioError([Problem(name, line, col, message)])

    try:
        data = read_bytes(path, MAX_BYTES)
    except UserFileError as e:
        raise refuse(e.reason) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise refuse(f"the file is not UTF-8 text (byte 0x{data[e.start]:02x}); "
                     "save it as UTF-8", line, col) from None


def _yaml_message(e: yaml.MarkedYAMLError) -> str:
    problem = e.problem or "cannot parse"
    if e.context and problem.startswith("but "):  # "expected a single document ..., but found"
        return f"YAML: {e.context}, {problem}"
    msg = f"YAML: {problem}"
    if problem == "mapping values are not allowed here":
        msg += " (a ': ' inside a value? put the value in quotes)"
    if e.context:
        ctx = e.context
        if e.context_mark is not None and e.context_mark is not e.problem_mark:
            ctx += f" at line {e.context_mark.line + 1}, column {e.context_mark.column + 1}"
        msg += f" ({ctx})"
    return msg


def _tab_message(text: str, mark: yaml.Mark | None) -> str | None:
    """A tab where YAML wants spaces: say so plainly (the parser's own words do not)."""
    lines = text.split("\n")
    if mark is None or not 0 <= mark.line < len(lines):
        return None
    line = lines[mark.line]
    if not 0 <= mark.column < len(line) or line[mark.column] != "\t":
        return None
    return ("YAML: a tab character here; this YAML reader takes spaces only for indentation "
            "and between the items of a {...} or [...]: replace the tab with spaces")


def _line_col(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def _pos(node: Node) -> Pos:
    return Pos(node.start_mark.line + 1, node.start_mark.column + 1)


def _is_empty(node: Node) -> bool:
    return isinstance(node, ScalarNode) and node.tag == _NULL and not node.value


def _short_tag(tag: str) -> str:
    return "!!" + tag[len(_YAML_TAG):] if tag.startswith(_YAML_TAG) else tag


class _Refused(Exception):
    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.message)
        self.problem = problem


def _compose(text: str, max_nodes: int) -> Node | None:
    """The document's root node: through libyaml where it is installed and the text is
    clean, else (and for any error libyaml finds) through the pure-Python parser."""
    if CParser is not None and _same_both_ways(text):
        try:
            return _run(_BoundedCLoader, text, max_nodes)
        except yaml.YAMLError:
            pass  # libyaml words its errors its own way: the pure parser says what and where
    return _run(_BoundedLoader, text, max_nodes)


def _same_both_ways(text: str) -> bool:
    """Whether libyaml reads `text` as the pure parser does; where they part ways, the pure
    parser reads the file, as it always has. Refused here: a character that is not printable
    (the pure reader refuses control characters, some of which libyaml accepts; a tab, which
    libyaml takes in places the pure scanner refuses; NEL, U+2028 and U+2029, which both
    take for line breaks but mark differently; a byte-order mark inside the text), a `!` (an
    empty value tagged `!` resolves differently), a `?` (inside brackets and braces the pure
    scanner ends a plain scalar there, libyaml does not), a block scalar header run into a
    comment (`|#`, which the pure scanner refuses), and a last line without its line break
    (libyaml puts the end of the stream on a line of its own, so an empty value there is
    marked elsewhere). tests/scenarios/test_yaml_libyaml.py compares the two on random text.
    """
    return (
        text.endswith("\n")
        and "!" not in text
        and "?" not in text
        and text.replace("\n", "").replace("\r", "").isprintable()
        and _HEADER_INTO_COMMENT.search(text) is None
    )


_HEADER_INTO_COMMENT = re.compile(r"[|>][-+0-9]*#")


def _run(loader_class: type[_Bounded], text: str, max_nodes: int) -> Node | None:
    loader: Any = loader_class(text, max_nodes)
    try:
        node: Node | None = loader.get_single_node()
        return node
    finally:
        loader.dispose()


class _Bounded(Composer):
    """A composer that stops past `max_nodes` nodes or MAX_DEPTH levels, so a hostile file
    costs little time (PyYAML's composer is recursive and in Python either way)."""

    def __init__(self, stream: str, max_nodes: int) -> None:
        self._depth = 0
        self._nodes = 0
        self._max_nodes = max_nodes

    def scan_to_next_token(self) -> None:
        """PyYAML's, but a tab separates tokens wherever libyaml takes one (inside [...] and
        {...}, and after a token where no key may start), so a file means the same with
        either reader; a tab as indentation is still refused (see _tab_message)."""
        if self.index == 0 and self.peek() == "\uFEFF":
            self.forward()
        while True:
            key_may_start: bool = self.allow_simple_key  # type: ignore[has-type]
            while self.peek() == " " or (
                self.peek() == "\t" and (self.flow_level or not key_may_start)
            ):
                self.forward()
            if self.peek() == "#":
                while self.peek() not in "\0\r\n\x85\u2028\u2029":
                    self.forward()
            if not self.scan_line_break():
                return
            if not self.flow_level:
                self.allow_simple_key = True

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        self._depth += 1
        self._nodes += 1
        try:
            if self._depth > MAX_DEPTH or self._nodes > self._max_nodes:
                mark = self.peek_event().start_mark
                too = (f"nested more than {MAX_DEPTH} levels" if self._depth > MAX_DEPTH
                       else f"too many values (more than {self._max_nodes:,}); refused")
                raise _Refused(Problem("", mark.line + 1, mark.column + 1, too))
            node: Node | None = super().compose_node(parent, index)
            return node
        finally:
            self._depth -= 1


class _BoundedLoader(_Bounded, yaml.SafeLoader):
    """The pure-Python safe loader, bounded."""

    def __init__(self, stream: str, max_nodes: int) -> None:
        yaml.SafeLoader.__init__(self, stream)
        _Bounded.__init__(self, stream, max_nodes)


if CParser is not None:

    class _BoundedCLoader(_Bounded, CParser, Resolver):  # type: ignore[misc]
        """libyaml's scanner and parser (in C) under the same bounded Python composer and
        the safe loader's resolver: the nodes and marks of `_BoundedLoader`, faster."""

        def __init__(self, stream: str, max_nodes: int) -> None:
            CParser.__init__(self, stream)
            Composer.__init__(self)
            Resolver.__init__(self)
            _Bounded.__init__(self, stream, max_nodes)


def _measure(root: Node, name: str, max_nodes: int) -> None:
    """Refuse, before expanding anything, a document too big once its aliases are expanded
    (too many values, or more than MAX_EXPANDED_CHARS characters of text: one long string
    aliased many times), nested too deeply, or with an anchor used inside itself. Each node
    is sized once."""
    sizes: dict[int, tuple[int, int]] = {}  # node -> (values, characters) once expanded
    open_nodes: set[int] = set()

    def refuse(node: Node, message: str) -> _Refused:
        p = _pos(node)
        return _Refused(Problem(name, p.line, p.col, message))

    def size(node: Node, depth: int) -> tuple[int, int]:
        key = id(node)
        if key in sizes:
            return sizes[key]
        if key in open_nodes:
            raise refuse(node, "an anchor is used inside itself (a recursive alias)")
        if depth > MAX_DEPTH:
            raise refuse(node, f"nested more than {MAX_DEPTH} levels")
        open_nodes.add(key)
        if isinstance(node, SequenceNode):
            children = [size(child, depth + 1) for child in node.value]
        elif isinstance(node, MappingNode):
            children = [size(n, depth + 1) for pair in node.value for n in pair]
        else:
            children = [(0, len(node.value))]
        open_nodes.discard(key)
        total = (1 + sum(n for n, _ in children), sum(c for _, c in children))
        if total[0] > max_nodes:
            raise refuse(node, f"too many values (more than {max_nodes:,} once aliases are "
                               "expanded); refused")
        if total[1] > MAX_EXPANDED_CHARS:
            raise refuse(node, f"too much text (more than {MAX_EXPANDED_CHARS:,} characters "
                               "once aliases are expanded); refused")
        sizes[key] = total
        return total

    size(root, 0)


class _Converter:
    """Nodes to plain values (dict, list, str, int, float, bool, None), with marks."""

    def __init__(self, name: str, max_nodes: int) -> None:
        self.name = name
        self.max_nodes = max_nodes
        self.count = 0
        self.keys: dict[ValuePath, Pos] = {}
        self.values: dict[ValuePath, Pos] = {}
        self.bad: set[ValuePath] = set()
        self.problems: list[Problem] = []
        self.constructor = SafeConstructor()

    def _problem(self, node: Node, message: str) -> Problem:
        p = _pos(node)
        return Problem(self.name, p.line, p.col, message)

    def convert(self, node: Node, path: ValuePath, depth: int) -> Any:
        self.count += 1
        if self.count > self.max_nodes:
            raise _Refused(self._problem(
                node, f"too many values (more than {self.max_nodes:,} once aliases are "
                      "expanded); refused"))
        if depth > MAX_DEPTH:
            raise _Refused(self._problem(
                node, f"nested more than {MAX_DEPTH} levels (a recursive alias?)"))
        self.values.setdefault(path, _pos(node))
        if isinstance(node, ScalarNode):
            return self._scalar(node, path)
        if node.tag not in (_SEQ, _MAP):
            self._refuse_tag(node, path)
            return None
        if isinstance(node, SequenceNode):
            return [self.convert(c, path + (i,), depth + 1) for i, c in enumerate(node.value)]
        assert isinstance(node, MappingNode)
        return self._mapping(node, path, depth)

    def _mapping(self, node: MappingNode, path: ValuePath, depth: int) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        first: dict[str, Pos] = {}
        for key_node, value_node in node.value:
            key = self._key(key_node, path)
            if key is None:
                continue
            skey = str(key)
            if skey in first:
                p = first[skey]
                self.problems.append(self._problem(
                    key_node, f"duplicate key '{skey}' (first at line {p.line}, column {p.col})"))
                continue
            first[skey] = _pos(key_node)
            self.keys[path + (skey,)] = _pos(key_node)
            if _is_empty(value_node):
                # `key:` with nothing after it: point at the key, not at whatever follows
                self.values[path + (skey,)] = _pos(key_node)
            out[key] = self.convert(value_node, path + (skey,), depth + 1)
        return out

    def _key(self, node: Node, path: ValuePath) -> str | int | None:
        self.count += 1
        if not isinstance(node, ScalarNode):
            self.problems.append(self._problem(node, "a key must be a word or a number"))
            self.bad.add(path)
            return None
        if node.tag == "tag:yaml.org,2002:merge":
            self.problems.append(self._problem(node, "merge keys ('<<') are not supported"))
            self.bad.add(path)
            return None
        value = self._scalar(node, path)
        if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
            return value
        return str(node.value)  # `on:`, `1.5:`, `~:` are words here, not booleans or numbers

    def _scalar(self, node: ScalarNode, path: ValuePath) -> Any:
        tag = node.tag
        if tag == _STR:  # most values and nearly every key: the text is the value
            return node.value
        if tag == _INT:  # the next most: straight to the safe constructor's own reading
            try:
                return self.constructor.construct_yaml_int(node)
            except (ValueError, OverflowError, TypeError):
                pass  # the general path below says what is wrong
        try:
            return self.constructor.construct_object(node)
        except ConstructorError as e:
            self._tag_problem(node, path, e)
        except (ValueError, OverflowError, TypeError, yaml.YAMLError):
            self.problems.append(self._problem(node, f"cannot read the value {node.value[:40]!r}"))
            self.bad.add(path)
        return None

    def _refuse_tag(self, node: Node, path: ValuePath) -> None:
        if node.tag.startswith(_YAML_TAG) and node.tag[len(_YAML_TAG):] in ("set", "omap", "pairs"):
            self.problems.append(self._problem(
                node, f"the tag '{_short_tag(node.tag)}' is not supported; use a plain list "
                      "or mapping"))
            self.bad.add(path)
            return
        try:
            # what SafeLoader does with a tag it does not know: raise, never construct
            self.constructor.construct_undefined(node)
        except ConstructorError as e:
            self._tag_problem(node, path, e)

    def _tag_problem(self, node: Node, path: ValuePath, e: ConstructorError) -> None:
        mark = e.problem_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (_pos(node).line, _pos(node).col)
        text = (e.problem or "cannot construct this value").replace(_YAML_TAG, "!!")
        self.problems.append(Problem(self.name, line, col,
                                     f"{text}: tags are refused, nothing was run"))
        self.bad.add(path)
