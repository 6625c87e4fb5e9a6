"""Kernels whose reads and writes torch works out from their TTIR (test_user_kernel_mutations.py):
run under `tritium run`, prints one JSON line {kernel: {"reads": [...], "writes": [...]}} as torch's
analysis found them, and whether it fell back ("fallback": true means it logged its exception and
counted every tensor as read and written)."""
import json
import logging

import torch
import triton
import triton.language as tl


@triton.jit
def add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + o, tl.load(x_ptr + o, mask=o < n) + tl.load(y_ptr + o, mask=o < n), mask=o < n)


@triton.jit
def loop_if_atomic(x_ptr, n, out_ptr, count_ptr, unused_ptr, BLOCK: tl.constexpr):
    o = tl.arange(0, BLOCK)
    s = tl.zeros([BLOCK], tl.float32)
    for i in range(0, n, BLOCK):
        s += tl.load(x_ptr + i + o, mask=i + o < n)
    if n > 3:
        tl.store(out_ptr + o, s)
    tl.atomic_add(count_ptr, tl.sum(s, 0))


@triton.jit
def in_place(x_ptr, n, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + o, tl.load(x_ptr + o, mask=o < n) * 2, mask=o < n)


@triton.jit
def _store_into(p, v):
    tl.store(p + tl.arange(0, 16), v)


@triton.jit
def through_helper_and_while(a_ptr, b_ptr, c_ptr, n):
    v = tl.load(a_ptr + tl.arange(0, 16))
    i = 0
    while i < n:
        v = v + 1
        i += 1
    _store_into(c_ptr, tl.where(v > 0, v, 0.0))
    tl.store(b_ptr + tl.arange(0, 16), tl.cumsum(v, 0))


@triton.jit(noinline=True)
def _store_noinline(p, v):
    tl.store(p + tl.arange(0, 16), tl.full([16], v, tl.float32))


@triton.jit
def through_call(a_ptr, b_ptr, c_ptr):
    v = tl.load(a_ptr + tl.arange(0, 16))
    _store_noinline(c_ptr, tl.sum(v, 0))
    p = b_ptr
    for i in range(2):
        p += 16
    tl.store(p + tl.arange(0, 16), v)


def main():
    from torch._higher_order_ops import triton_kernel_wrap as w
    fell_back = []
    handler = logging.Handler()
    handler.emit = lambda record: fell_back.append("Encountered an exception" in record.getMessage())
    w.log.addHandler(handler)
    t = lambda: torch.randn(64)  # noqa: E731
    cases = {
        "add": (add, dict(x_ptr=t(), y_ptr=t(), out_ptr=t(), n=64, BLOCK=64)),
        "loop_if_atomic": (loop_if_atomic, dict(x_ptr=t(), n=64, out_ptr=t(), count_ptr=t(), unused_ptr=t(), BLOCK=16)),
        "in_place": (in_place, dict(x_ptr=t(), n=64, BLOCK=64)),
        "through_helper_and_while": (through_helper_and_while, dict(a_ptr=t(), b_ptr=t(), c_ptr=t(), n=3)),
        "through_call": (through_call, dict(a_ptr=t(), b_ptr=t(), c_ptr=t())),
    }
    out = {}
    for name, (kernel, kwargs) in cases.items():
        fell_back.clear()
        if hasattr(w, "identify_accessed_tensors"):
            acc = w.identify_accessed_tensors(kernel, kwargs, {})
            reads = sorted(d.name for d in acc.read_writes.reads)
            writes = sorted(d.name for d in acc.read_writes.writes)
        else:  # (torch <= 2.11)
            writes, reads = sorted(w.identify_mutated_tensors(kernel, kwargs, {})), None
        out[name] = {"reads": reads, "writes": writes, "fallback": any(fell_back)}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
