"""The instructor's password and the forms' protection.

The password is kept in the store (`instructor`, schema version 10) as a salted scrypt hash,
`scrypt$N$r$p$<salt hex>$<hash hex>`; it is set at the terminal on the first run open to the
room (or with `classroom --set-password`), never through the page, so a trainee cannot be the
first to set it. A signed-in browser holds a signed session cookie (Starlette's, signed with
a key drawn when the server starts: a restart signs everyone out) that names the hash it was
opened under: a new password ends the sessions opened before it. Every form carries the
session's own random token (`csrf`); a post without it, or with another, is refused.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import UTC, datetime
from typing import Any

MIN_LENGTH = 8
MAX_LENGTH = 200  # scrypt's cost is per byte as well
_N, _R, _P = 2**14, 8, 1


class PasswordError(ValueError):
    """A password that cannot be set: the message says why."""


def hash_password(password: str, salt: bytes | None = None) -> str:
    salt = secrets.token_bytes(16) if salt is None else salt
    digest = hashlib.scrypt(password.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=32)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${digest.hex()}"


def password_matches(password: str, stored: str) -> bool:
    """Whether `password` is the one `stored` was made from (a malformed hash: no)."""
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt" or len(password) > MAX_LENGTH:
            return False
        made = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r),
                              p=int(p), dklen=len(digest) // 2)
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(made.hex(), digest)


def check_new(password: str) -> str:
    """The password to set, stripped of the line's end; PasswordError when unusable."""
    password = password.rstrip("\r\n")
    if len(password) < MIN_LENGTH:
        raise PasswordError(f"the instructor's password needs at least {MIN_LENGTH} characters")
    if len(password) > MAX_LENGTH:
        raise PasswordError(f"the instructor's password is at most {MAX_LENGTH} characters")
    return password


def stored_hash(db: Any) -> str | None:
    """The instructor's password hash in the store (a Database), or None before it is set."""
    row = db.execute("SELECT password_hash FROM instructor ORDER BY id DESC LIMIT 1").fetchone()
    return None if row is None else str(row[0])


def set_password(db: Any, password: str) -> None:
    """Keep the hash of `password` (checked with `check_new`) as the only one."""
    made = hash_password(check_new(password))
    when = datetime.now(UTC).isoformat(timespec="seconds")

    def write(db: Any) -> None:
        db.execute("DELETE FROM instructor")
        db.execute("INSERT INTO instructor (password_hash, set_at) VALUES (?, ?)", (made, when))

    db.write(write, what="the instructor's password")


def fingerprint(key: str, stored: str) -> str:
    """What a session keeps of the hash it was opened under (never the hash itself)."""
    return hmac.new(key.encode(), stored.encode(), hashlib.sha256).hexdigest()[:32]


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_matches(session: dict[str, Any], given: str | None) -> bool:
    """The form's token is the session's own."""
    own = session.get("csrf")
    return isinstance(own, str) and isinstance(given, str) and hmac.compare_digest(own, given)
