"""Errors the engine raises: codes and numbers, never sentences.

Every refused action raises `IllegalAction` with a reason code from
`docs/reason-codes.md`; the GUI and the CLI turn the code into words.
"""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules refuse. The game state is left untouched.

    >>> err = IllegalAction("insufficient_funds", need=3000, have=1200)
    >>> err.code, err.details["need"]
    ('insufficient_funds', 3000)
    """

    def __init__(self, code: str, **details: Any) -> None:
        super().__init__(code)
        self.code = code
        self.details = details

    def __repr__(self) -> str:
        extra = ", ".join(f"{k}={v!r}" for k, v in self.details.items())
        return f"IllegalAction({self.code!r}{', ' if extra else ''}{extra})"

    def __str__(self) -> str:
        if not self.details:
            return self.code
        return self.code + " (" + ", ".join(f"{k}={v}" for k, v in self.details.items()) + ")"


class RecordError(Exception):
    """A file that is not a valid tch-record: where, and what is wrong.

    `code` is one of the record error codes in docs/record-format.md;
    `where` is a JSON path such as ``actions[3].x``.
    """

    def __init__(self, code: str, where: str = "", **details: Any) -> None:
        where = cut(where)  # a path through a file's own keys, or a name from it: any length
        details = {k: cut(v) if isinstance(v, str) else v for k, v in details.items()}
        super().__init__(f"{code} at {where}" if where else code)
        self.code = code
        self.where = where
        self.details = details


QUOTED_CHARS = 200  # the most of a file's own text an error repeats


def cut(text: str, limit: int = QUOTED_CHARS) -> str:
    """`text`, or its first `limit` − 1 characters and "…" (a file may hold megabytes where a name goes)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def describe_error(err: BaseException) -> str:
    """"Type: words", the words cut short (`cut`), or a stand-in if the error cannot even say them
    (a plug-in's, a bot thread's, a worker's)."""
    try:
        words = str(err)
    except Exception:
        words = f"<{type(err).__name__} that cannot be printed>"
    return f"{type(err).__name__}: {cut(words)}"
