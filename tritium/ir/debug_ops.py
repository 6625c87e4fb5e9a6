"""What `tt.print` prints and what a failed `tt.assert` reports: one definition that the reference
interpreter and every backend's host callback share, so their output is the same line for line."""
from __future__ import annotations

import numpy as np


class DeviceAssertionError(AssertionError):
    """A `tl.device_assert` (or `assert` with debug=True) failed in a kernel."""


def print_lines(pid, values, attrs: dict) -> list[str]:
    """One line per element of each printed value (newline-terminated)."""
    prefix, hexfmt = attrs.get("prefix", ""), attrs.get("hex", False)
    lines = []
    for v in values:
        v = np.asarray(v)
        for idx in (np.ndindex(*v.shape) if v.shape else [()]):
            x = v[idx]
            text = hex(int(x) & ((1 << (x.dtype.itemsize * 8)) - 1)) if hexfmt and x.dtype.kind in "iub" else str(x)
            lines.append(f"pid ({pid[0]}, {pid[1]}, {pid[2]}) idx ({', '.join(map(str, idx))}){prefix}{text}\n")
    return lines


def failed_index(cond) -> tuple | None:
    """Index of the first false lane of an assert condition, or None when all hold."""
    ok = np.asarray(cond)
    if ok.all():
        return None
    return tuple(int(i) for i in np.argwhere(~ok)[0]) if ok.shape else ()
