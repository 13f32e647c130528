"""A quick yes to "does this document satisfy the schema?", so that a valid file never waits
for `jsonschema` to be imported (a third of a headless drill's start-up).

`compile_schema` turns the schema, once, into one check made of the few JSON Schema keywords
the scenario schema uses. The check answers True only when each of them holds as
`jsonschema` would judge it; anything it is not sure of (a keyword it does not know, a `$ref`
it cannot follow, a float where a whole number is wanted, a value it cannot compare) is a
False, and then `jsonschema` judges and words every problem as before. So a True is never
wrong; a False costs only time. tests/scenarios/test_quickschema.py holds it to `jsonschema`
on damaged drills.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Check = Callable[[Any], None]  # raises _Unsure when it cannot vouch for the value

# Keywords that say nothing about validity.
_ANNOTATIONS = frozenset({
    "$schema", "$comment", "title", "description", "default", "examples",
    "patternErrorMessage",  # the scenario schema's own: the words for a failed `pattern`
    "$defs",  # read through `$ref`
})
# Exactly these Python types, nothing derived: 1.0 is an "integer" to jsonschema, not here.
_TYPES: dict[str, frozenset[type]] = {
    "object": frozenset({dict}), "array": frozenset({list}), "string": frozenset({str}),
    "integer": frozenset({int}), "number": frozenset({int, float}),
    "boolean": frozenset({bool}), "null": frozenset({type(None)}),
}
# What a bound on numbers says nothing about; any other type (a Decimal...) is not sure.
_NOT_NUMBERS = frozenset({str, bool, list, dict, type(None)})
_SCALARS = (str, int, float, bool, type(None))


class _Unsure(Exception):
    """The document may break the schema; `jsonschema` must look."""


def surely_valid(instance: Any, schema: dict[str, Any]) -> bool:
    """True only when `instance` satisfies `schema` (the root, holding the `$defs`)."""
    return compile_schema(schema)(instance)


def compile_schema(schema: dict[str, Any]) -> Callable[[Any], bool]:
    """The check for `schema`, to be made once and run on each document."""
    check = _Compiler(schema).compile(schema)

    def surely(instance: Any) -> bool:
        try:
            check(instance)
        except (_Unsure, RecursionError):
            return False
        return True

    return surely


def _unsure(value: Any) -> None:
    raise _Unsure


def _anything(value: Any) -> None:
    pass


class _Compiler:
    def __init__(self, root: dict[str, Any]) -> None:
        self.root = root
        self.defs: dict[str, Check] = {}

    def compile(self, schema: Any) -> Check:
        if schema is True:
            return _anything
        if type(schema) is not dict:
            return _unsure
        checks: list[Check] = []
        for keyword, want in schema.items():
            if keyword in _ANNOTATIONS:
                continue
            make = _KEYWORDS.get(keyword)
            if make is None:
                return _unsure
            try:
                checks.append(make(self, want, schema))
            except (_Unsure, re.error, TypeError, ValueError):
                return _unsure
        if len(checks) == 1:
            return checks[0]

        def all_of(value: Any) -> None:
            for check in checks:
                check(value)

        return all_of

    def ref(self, ref: Any) -> Check:
        prefix = "#/$defs/"
        _require(isinstance(ref, str) and ref.startswith(prefix))
        name = ref[len(prefix):]
        defs = self.root.get("$defs", {})
        _require("/" not in name and "~" not in name and "%" not in name and name in defs)
        compiled = self.defs

        def follow(value: Any) -> None:
            if name not in compiled:  # compiled on first use: a definition may refer to itself
                compiled[name] = self.compile(defs[name])
            compiled[name](value)

        return follow


def _require(condition: bool) -> None:
    if not condition:
        raise _Unsure


def _same(a: Any, b: Any) -> bool:
    """Equal as `jsonschema` sees it, for plain scalars of one type (else not sure)."""
    return type(a) is type(b) and isinstance(a, _SCALARS) and a == b


Maker = Callable[[_Compiler, Any, dict[str, Any]], Check]


def _type(c: _Compiler, want: Any, schema: dict[str, Any]) -> Check:
    names = [want] if isinstance(want, str) else list(want)
    _require(all(n in _TYPES for n in names))
    allowed = frozenset().union(*(_TYPES[n] for n in names))

    def check(value: Any) -> None:
        if type(value) not in allowed:
            raise _Unsure

    return check


def _enum(c: _Compiler, options: Any, schema: dict[str, Any]) -> Check:
    if all(type(o) is str for o in options):
        words = frozenset(options)

        def word(value: Any) -> None:
            if type(value) is not str or value not in words:
                raise _Unsure

        return word
    return lambda value: _require(any(_same(value, o) for o in options))


def _const(c: _Compiler, const: Any, schema: dict[str, Any]) -> Check:
    return lambda value: _require(_same(value, const))


def _number(test: Callable[[Any, Any], bool]) -> Maker:
    def make(c: _Compiler, bound: Any, schema: dict[str, Any]) -> Check:
        _require(type(bound) in (int, float))

        def check(value: Any) -> None:
            kind = type(value)
            if kind is int or kind is float:
                if not test(value, bound):
                    raise _Unsure
            elif kind not in _NOT_NUMBERS:
                raise _Unsure

        return check

    return make


def _sized(kind: type, test: Callable[[int, int], bool]) -> Maker:
    """minLength, maxItems, minProperties...: a bound on `len` of one kind of value."""

    def make(c: _Compiler, bound: Any, schema: dict[str, Any]) -> Check:
        _require(type(bound) is int)

        def check(value: Any) -> None:
            if isinstance(value, kind) and not test(len(value), bound):  # type: ignore[arg-type]
                raise _Unsure

        return check

    return make


def _pattern(c: _Compiler, pattern: Any, schema: dict[str, Any]) -> Check:
    search = re.compile(pattern).search  # jsonschema: re.search(pattern, value)

    def check(value: Any) -> None:
        if isinstance(value, str) and search(value) is None:
            raise _Unsure

    return check


def _unique(c: _Compiler, wanted: Any, schema: dict[str, Any]) -> Check:
    if not wanted:
        return _anything

    def check(value: Any) -> None:
        # Two items `jsonschema` calls equal are the same object or `==`; so no pair being
        # either means unique (`==` also pairs 1 and True: then it is only not sure).
        if isinstance(value, list) and any(
            a is b or a == b for i, a in enumerate(value) for b in value[i + 1:]
        ):
            raise _Unsure

    return check


def _required(c: _Compiler, keys: Any, schema: dict[str, Any]) -> Check:
    keys = tuple(keys)

    def check(value: Any) -> None:
        if isinstance(value, dict):
            for key in keys:
                if key not in value:
                    raise _Unsure

    return check


def _properties(c: _Compiler, props: Any, schema: dict[str, Any]) -> Check:
    pairs = [(key, c.compile(sub)) for key, sub in props.items()]

    def check(value: Any) -> None:
        if isinstance(value, dict):
            for key, sub in pairs:
                if key in value:
                    sub(value[key])

    return check


def _additional(c: _Compiler, extra: Any, schema: dict[str, Any]) -> Check:
    _require("patternProperties" not in schema)
    known = frozenset(schema.get("properties", {}))
    each = c.compile(extra)  # `false` there: not sure, like any schema that is not a dict

    def check(value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key not in known:
                    each(item)

    return check


def _each(kind: type[list[Any]] | type[dict[Any, Any]]) -> Maker:
    """items (each item of a list), propertyNames (each key of a mapping): what iterating the
    value gives must satisfy the subschema."""

    def make(c: _Compiler, sub: Any, schema: dict[str, Any]) -> Check:
        _require("prefixItems" not in schema)  # items after the prefix only: not done here
        each = c.compile(sub)

        def check(value: Any) -> None:
            if isinstance(value, kind):
                for item in value:
                    each(item)

        return check

    return make


_KEYWORDS: dict[str, Maker] = {
    "$ref": lambda c, ref, schema: c.ref(ref),
    "type": _type,
    "enum": _enum,
    "const": _const,
    # the very comparisons `jsonschema` makes
    "minimum": _number(lambda v, b: not v < b),
    "maximum": _number(lambda v, b: not v > b),
    "exclusiveMinimum": _number(lambda v, b: not v <= b),
    "exclusiveMaximum": _number(lambda v, b: not v >= b),
    "pattern": _pattern,
    "minLength": _sized(str, lambda n, b: not n < b),
    "maxLength": _sized(str, lambda n, b: not n > b),
    "minItems": _sized(list, lambda n, b: not n < b),
    "maxItems": _sized(list, lambda n, b: not n > b),
    "minProperties": _sized(dict, lambda n, b: not n < b),
    "maxProperties": _sized(dict, lambda n, b: not n > b),
    "uniqueItems": _unique,
    "required": _required,
    "properties": _properties,
    "additionalProperties": _additional,
    "items": _each(list),
    "propertyNames": _each(dict),
}
