"""tritium's messages: loggers a user can turn on, and warnings that point at the user's code.

`TRITIUM_LOG=cache` prints the `tritium.cache` logger's messages (INFO and up: remote hits, misses,
writes, outages) on stderr, each line starting `tritium.cache:`; without it only its warnings show
(logging's last-resort handler). A warning raised deep inside tritium is attributed to the first
frame outside the package (the user's launch), which is where the user can act on it; a fixed
`stacklevel` names whichever tritium frame happened to be that many calls up.
"""
from __future__ import annotations

import os
import sys

_PACKAGE = os.path.dirname(os.path.abspath(__file__)) + os.sep
TOPICS = ("cache",)  # what TRITIUM_LOG may name (or `all`)
_configured: set = set()


def logger(topic: str):
    """The `tritium.<topic>` logger, printing to stderr when TRITIUM_LOG names the topic."""
    import logging
    lg = logging.getLogger(f"tritium.{topic}")
    if topic not in _configured:
        _configured.add(topic)
        if topic in enabled_topics():
            handler = logging.StreamHandler(sys.stderr)
            handler.setFormatter(logging.Formatter(f"tritium.{topic}: %(message)s"))
            lg.addHandler(handler)
            lg.setLevel(logging.INFO)
            lg.propagate = False  # (printed once: not again by a handler the application put on the root)
    return lg


def enabled_topics() -> set:
    from . import knobs
    named = {t.strip().lower() for t in (knobs.runtime.log or "").split(",") if t.strip()}
    return set(TOPICS) if "all" in named else named & set(TOPICS)


def user_stacklevel() -> int:
    """The `stacklevel` that names, from the caller of the function calling this, the first frame
    outside tritium."""
    frame, level = sys._getframe(2), 2
    while frame is not None and frame.f_code.co_filename.startswith(_PACKAGE):
        frame, level = frame.f_back, level + 1
    return level


def warn_at_user(message: str, category=UserWarning) -> None:
    """`warnings.warn(message, category)` attributed to the user's code that led here."""
    import warnings
    warnings.warn(message, category, stacklevel=user_stacklevel())
