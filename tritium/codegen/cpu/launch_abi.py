"""The memory blocks a CPU launch shares between Python and native code, declared once.

Python packs and reads them with `struct` (`Block.struct`); the generated LLVM IR reads them at
byte offsets (`Block.offset`, and `render` for IR written as text). Before this module each block's
layout was written out twice, as a struct format in one file and as offsets in IR in another, with
only prose to keep the two in step.

- `JOB`, the job block of one launch (grid_entry.py's `<kernel>_omp(job)` reads it; the driver and
  express.py write it): the program counter, the program count, the chunk a thread takes at a time,
  the debug callback, the grid, `omp_get_thread_num`'s address, the team's thread count; the
  arguments' 8-byte slots follow (`JOB.size` on), then one range counter per thread
  (`ranges_offset`).
- `STATE`, express.py's per-launcher state block: its `_omp` entry, its job block, the argument kinds,
  the slot count, the thread count, a busy flag, where the range counters start, openmp's `NATIVE`
  block, whether the team's threads have the stack the kernel needs, the launch policy's fewest
  programs per thread and whether it is adaptive (backends/cpu/policy.py).
- `NATIVE`, what openmp.py publishes for native launches: GOMP_parallel's address, the master
  thread's ident, omp_get_thread_num's address, flags (1: torch was imported when the runtime was
  chosen; 2: a team has run).
"""
from __future__ import annotations

import re
import struct


class Block:
    """A little-endian block of named fields, each a struct code (`None` names padding)."""

    def __init__(self, name: str, fields: list):
        self.name = name
        self.struct = struct.Struct("<" + "".join(code for _, code in fields))
        self.fields, at = {}, 0
        for field, code in fields:
            if field is not None:
                self.fields[field] = (at, code)
            at += struct.calcsize("<" + code)
        self.size = self.struct.size

    @property
    def format(self) -> str:
        return self.struct.format

    def offset(self, field: str) -> int:
        return self.fields[field][0]

    def only(self, *names: str) -> struct.Struct:
        """A struct reading just `names` (in block order), the other bytes skipped: for a reader
        that needs a few fields of a larger block."""
        parts, at = [], 0
        for field, (off, code) in sorted(self.fields.items(), key=lambda kv: kv[1][0]):
            if field in names:
                parts.append(f"{off - at}x" if off > at else "")
                parts.append(code)
                at = off + struct.calcsize("<" + code)
        return struct.Struct("<" + "".join(parts))


JOB = Block("job", [("counter", "q"), ("total", "q"), ("chunk", "q"), ("rt", "Q"), ("nx", "i"), ("ny", "i"),
                    ("nz", "i"), ("unused", "i"), ("thread_num_fn", "Q"), ("threads", "i"), (None, "4x")])
STATE = Block("state", [("omp", "Q"), ("job", "Q"), ("kinds", "Q"), ("slots", "i"), ("threads", "i"),
                        ("busy", "i"), ("ranges", "i"), ("native", "Q"), ("team_ok", "i"), ("per_thread", "i"),
                        ("adaptive", "i"), (None, "4x")])
NATIVE = Block("native", [("gomp", "Q"), ("master", "Q"), ("thread_num_fn", "Q"), ("flags", "Q")])
BLOCKS = {b.name: b for b in (JOB, STATE, NATIVE)}
assert JOB.size == 64  # (the arguments' slots start on the block's second cache line)


def ranges_offset(slots: int) -> int:
    """Where a job block's range counters start: after the header and `slots` 8-byte argument slots,
    at the next multiple of 64 (each counter has a cache line of its own)."""
    return -(-(JOB.size + 8 * slots) // 64) * 64


_FIELD = re.compile(r"\$(job|state|native)\.(\w+)")


def render(ir: str) -> str:
    """IR text with each `$block.field` replaced by the field's byte offset."""
    return _FIELD.sub(lambda m: str(BLOCKS[m.group(1)].offset(m.group(2))), ir)
