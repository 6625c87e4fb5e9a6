"""The CPU launch's shared blocks (codegen/cpu/launch_abi.py) are declared once: the struct formats
Python packs with and the offsets the generated IR reads come from the same fields."""
import random
import re
import struct

import pytest

from tritium.backends.cpu import express
from tritium.codegen.cpu import grid_entry, launch_abi
from tritium.codegen.cpu.launch_abi import JOB, NATIVE, STATE, Block


def test_a_field_packed_by_python_is_at_the_offset_the_ir_reads():
    rng = random.Random(0)
    for block in (JOB, STATE, NATIVE):
        values = [rng.randrange(1, 1 << 31) for _ in block.fields]
        raw = bytearray(block.size)
        block.struct.pack_into(raw, 0, *values)
        for (name, (off, code)), v in zip(sorted(block.fields.items(), key=lambda kv: kv[1][0]), values):
            assert int.from_bytes(raw[off:off + struct.calcsize("<" + code)], "little") == v, name


def test_only_reads_the_named_fields_of_a_full_block():
    raw = bytearray(JOB.size)
    JOB.struct.pack_into(raw, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    assert JOB.only("total", "chunk", "thread_num_fn").unpack_from(raw) == (2, 3, 9)
    assert JOB.only("nz", "threads").unpack_from(raw) == (7, 10)


def test_every_field_named_in_ir_is_replaced_and_unknown_ones_fail():
    ir = grid_entry.render("k", launch_abi.ranges_offset(3), drain=False)
    assert "$" not in ir and "$" not in express.IR
    assert re.search(r"%total\.p = getelementptr i8, ptr %job, i64 8\b", ir)
    assert re.search(r"%ad\.p = getelementptr i8, ptr %st, i64 56\b", express.IR)  # (state.adaptive)
    with pytest.raises(KeyError):
        launch_abi.render("getelementptr i8, ptr %job, i64 $job.nosuch")


def test_ranges_start_on_a_cache_line_after_the_slots():
    assert [launch_abi.ranges_offset(n) for n in (0, 1, 8, 9)] == [64, 128, 128, 192]
    assert Block("b", [("a", "i"), (None, "4x"), ("c", "q")]).offset("c") == 8
