"""A server URL's passwords, masked for every message (issue 28: README says a password is
never printed). Plain string work with no database driver: the station's outbox and the
detached sender (outbox.py, sender.py) key and tell a server by its masked URL without
importing the store or psycopg (`drill --data URL`'s time)."""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import unquote, unquote_plus

# Query parameters libpq reads a secret from (`?password=X`); keys compared unquoted, any case.
_SECRET_KEYS = frozenset({"password", "sslpassword"})
MASK = "***"


def redacted(url: str) -> str:
    """The URL as it may be shown: every password it carries masked, in the user part
    (`u:X@host`) and in the query (`?password=X`, `?sslpassword=X`), percent-encoded or not.
    Plain string work, so a URL `urlsplit` refuses (an unclosed `[`) is masked too."""
    return _mask(url)[0]


def secrets_of(url: str) -> tuple[str, ...]:
    """Every password the URL carries, as written and decoded: no message may hold one."""
    found = _mask(url)[1]
    out = {s for f in found for s in (f, unquote(f), unquote_plus(f)) if s}
    return tuple(sorted(out, key=len, reverse=True))


def _mask(url: str) -> tuple[str, list[str]]:
    secrets: list[str] = []
    head, sep, tail = url.partition("://")
    if not sep:
        head, tail = "", url
    end = min((i for i in (tail.find(c) for c in "/?#") if i >= 0), default=len(tail))
    netloc, rest = tail[:end], tail[end:]
    if "@" in netloc:
        userinfo, host = netloc.rsplit("@", 1)
        if ":" in userinfo:
            user, secret = userinfo.split(":", 1)
            secrets.append(secret)
            netloc = f"{user}:{MASK}@{host}"
    path, qmark, query = rest.partition("?")
    if qmark:
        query, hash_, fragment = query.partition("#")
        pairs = []
        for pair in query.split("&"):
            key, eq, value = pair.partition("=")
            if eq and unquote(key).strip().lower() in _SECRET_KEYS:
                secrets.append(value)
                pair = f"{key}={MASK}"
            pairs.append(pair)
        query = "&".join(pairs) + hash_ + fragment
    return f"{head}{sep}{netloc}{path}{qmark}{query}", secrets


def scrubbed(text: str, secrets: Sequence[str]) -> str:
    """`text` with every secret replaced by the mask (a server's message may echo one)."""
    for secret in secrets:
        text = text.replace(secret, MASK)
    return text
