"""The classroom's doors: open to the room, every page wants the instructor's password
(set on the first run, at the terminal); a form that did not come from the page (a forged
token, none, another site's) is refused; on this computer only, the page says it is local."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest
from serving import PASSWORD, ROOT, Client, classroom, free_port

from dealer_trainer.classroom import auth
from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressStore


def test_the_password_is_kept_as_a_salted_scrypt_hash_and_checked() -> None:
    made = auth.hash_password("correct horse")
    kind, n, r, p, salt, digest = made.split("$")
    assert kind == "scrypt" and int(n) >= 2**14 and len(bytes.fromhex(salt)) == 16
    assert "correct horse" not in made and made != auth.hash_password("correct horse")
    assert digest == hashlib.scrypt(b"correct horse", salt=bytes.fromhex(salt), n=int(n),
                                    r=int(r), p=int(p), dklen=32).hex()
    assert auth.password_matches("correct horse", made)
    assert not auth.password_matches("correct horsE", made)
    assert not auth.password_matches("correct horse", "scrypt$not$a$hash")
    with pytest.raises(auth.PasswordError, match="at least 8"):
        auth.check_new("short\n")


def test_open_to_the_room_every_page_wants_the_password_and_a_forged_form_is_refused(
    school: str,
) -> None:
    with classroom(school, host="0.0.0.0") as port:
        guest = Client(port)
        for path in ("/", "/trainee/Ana"):
            status, headers, _ = guest.request("GET", path)
            assert (status, headers["location"]) == (303, "/login")
        assert guest.request("GET", "/events")[0] == 401  # the live feed too
        token = guest.token()
        # forged: another token, none, or the right one posted from another site's page
        forged = guest.request("POST", "/login", {"csrf": "forged", "password": PASSWORD})
        assert forged[0] == 403 and "refused" in forged[2]
        assert guest.request("POST", "/login", {"password": PASSWORD})[0] == 403
        other_site = guest.request("POST", "/login", {"csrf": token, "password": PASSWORD},
                                   {"Origin": "http://evil.example"})
        assert other_site[0] == 403
        stranger = Client(port)  # a browser with no session of its own
        assert stranger.request("POST", "/login", {"csrf": token, "password": PASSWORD})[0] == 403
        assert guest.request("GET", "/")[0] == 303  # none of them signed in

        wrong = guest.request("POST", "/login", {"csrf": token, "password": "guess-1234"})
        assert wrong[0] == 401 and "not the instructor&#39;s password" in wrong[2]
        status, headers, _ = guest.request("POST", "/login",
                                           {"csrf": guest.token(), "password": PASSWORD})
        assert (status, headers["location"]) == (303, "/")
        status, headers, page = guest.request("GET", "/")
        assert status == 200 and "Open to the room" in page
        assert "default-src 'self'" in headers["content-security-policy"]
        assert guest.request("POST", "/logout", {"csrf": "forged"})[0] == 403
        assert guest.request("GET", "/")[0] == 200  # still signed in
        assert guest.request("POST", "/logout", {"csrf": guest.token("/")})[0] == 303
        assert guest.request("GET", "/")[0] == 303
    with ProgressStore.open(school) as store:
        stored = auth.stored_hash(store._db)
    assert stored is not None and PASSWORD not in stored and auth.password_matches(PASSWORD, stored)


def test_the_first_run_open_to_the_room_refuses_a_short_password(school: str) -> None:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "classroom", "--data", school, "--host",
         "0.0.0.0", "--port", str(free_port())],
        input="short\n", capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines()[-1] == (
        "dealer-trainer: classroom: the instructor's password needs at least 8 characters; "
        "the password was not set"
    )


def test_on_this_computer_only_no_password_is_asked_and_the_page_says_so(school: str) -> None:
    with classroom(school, host="127.0.0.1") as port:
        client = Client(port)
        status, _, page = client.request("GET", "/?lang=ro")
        assert status == 200 and "Local: doar acest calculator" in page
        assert client.request("GET", "/login")[0] == 303  # nothing to sign in to
        assert client.request("POST", "/logout", {"csrf": "forged"})[0] == 403


def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["classroom", "--data", str(tmp_path), "--host", "0.0.0.0"]) == 2
    assert "served to this computer only" in capsys.readouterr().err
    assert main(["classroom", "--data", str(tmp_path), "--port", "70000"]) == 2
    assert capsys.readouterr().err == (
        "dealer-trainer: classroom: --port 70000: give a port number from 1 to 65535\n")
    for url in ("postgresql://ana:s3cret@127.0.0.1:1/none", "postgresql://ana:s3cret@[::1/x"):
        assert main(["classroom", "--data", url]) == 2
        err = capsys.readouterr().err
        assert err.startswith("dealer-trainer: classroom: cannot reach the progress server")
        assert err.count("\n") == 1 and "s3cret" not in err  # never the password
