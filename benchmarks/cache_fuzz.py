"""Fuzz the local cache's loading path: mutated entries (sha256s recomputed) must be refused or run
correctly, never crash the process or give a wrong result.

    python benchmarks/cache_fuzz.py [--count 10000] [--workers 2] [--as writer|owner] [--out FILE]

`--as writer` (the default) mutates as someone who can write the cache directory but does not hold
the user's cache secret (store/seal.py): the entry's seal stays as it was. `--as owner`
seals every mutated entry again with the user's secret, so that only the checks of an entry's
content stand between it and the process: what a bug of tritium's own, or the owner's own
tampering, would meet.

Three CPU kernels (elementwise with a float scalar, a row reduction, integer arithmetic with a
constexpr) are compiled once into a seed cache. Each mutation copies one of their entries into an
empty cache directory, mutates it, recomputes every artifact's sha256 in metadata.json, and then, in a
worker process, asks `tritium.compile` for that kernel (building is forbidden: a refused entry is
counted, not rebuilt) and launches it on fresh inputs with a poisoned output, checked against NumPy
float64. Outcomes: refused for its seal, refused at lookup (metadata checks), refused at load (the ELF loader), ran
correctly, raised another error at launch, WRONG result, CRASH (the worker died: it says which
mutation it was on before each one, and a new worker goes on after it), HANG (no answer within
--timeout seconds: the worker is killed and replaced).

Mutation kinds: a metadata field set to a random value of a random type, two metadata fields'
values swapped, an artifact dropped from metadata, the object truncated, random bytes after an ELF
header, 1-8 bit flips in the object outside its code (ELF/section headers, symbol and relocation
tables, constant pools), and 1-8 bit flips in its code. Flips in code change instructions that no
structural check can tell from the compiler's own: only the seal refuses them (see docs/cache-trust.md).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import time

KINDS = ("meta-field", "meta-swap", "meta-drop-artifact", "obj-truncate", "obj-garbage", "obj-flip-data",
         "obj-flip-code")

KERNELS = '''
import numpy as np
import tritium, tritium.language as tl

@tritium.jit
def axpb(x_ptr, y_ptr, n, a, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = o < n
    tl.store(y_ptr + o, tl.load(x_ptr + o, mask=m) * a + 1.0, mask=m)

@tritium.jit
def rowsum(x_ptr, y_ptr, N: tl.constexpr):
    r = tl.program_id(0)
    tl.store(y_ptr + r, tl.sum(tl.load(x_ptr + r * N + tl.arange(0, N)), axis=0))

@tritium.jit
def intmix(x_ptr, y_ptr, n, K: tl.constexpr, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = o < n
    v = tl.load(x_ptr + o, mask=m)
    tl.store(y_ptr + o, (v * K) ^ (v >> 3), mask=m)

SIGS = {"axpb": ({"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "a": "fp32"}, {"BLOCK": 128}),
        "rowsum": ({"x_ptr": "*fp32", "y_ptr": "*fp32"}, {"N": 64}),
        "intmix": ({"x_ptr": "*i32", "y_ptr": "*i32", "n": "i32"}, {"K": 7, "BLOCK": 64})}


def run(name, ck, seed):
    """Launch `ck` on fresh inputs -> the largest error against float64 (inf: NaN left, wrong shape)."""
    rng = np.random.default_rng(seed)
    if name == "axpb":
        x = rng.standard_normal(1000).astype(np.float32)
        y = np.full_like(x, np.nan)
        ck[(8,)](x, y, 1000, 1.5)
        ref = x.astype(np.float64) * 1.5 + 1.0
    elif name == "rowsum":
        x = rng.standard_normal((16, 64)).astype(np.float32)
        y = np.full(16, np.nan, np.float32)
        ck[(16,)](x, y)
        ref = x.astype(np.float64).sum(axis=1)
    else:
        x = rng.integers(-2**20, 2**20, 500).astype(np.int32)
        y = np.full_like(x, -123456789)
        ck[(8,)](x, y, 500)
        ref = (x.astype(np.int64) * 7).astype(np.int32) ^ (x >> 3)
        return 0.0 if np.array_equal(y, ref) else float("inf")
    err = np.abs(y.astype(np.float64) - ref)
    return float("inf") if np.isnan(err).any() else float(err.max() / max(1.0, np.abs(ref).max()))
'''

WORKER = r'''
import json, os, sys
sys.path.insert(0, sys.argv[1])
import fuzz_kernels as K
import tritium
from tritium import compiler
from tritium.backends.base import BadBinary

class Forbidden(Exception):
    pass

def no_build(self, cache):
    raise Forbidden()
compiler.CompileRequest.build = no_build
import logging
class Last(logging.Handler):
    said = ""
    def emit(self, record):
        Last.said = record.getMessage()
log = logging.getLogger("tritium.cache")
log.addHandler(Last())
log.propagate = False
for line in sys.stdin:
    job = json.loads(line)
    print(json.dumps({"trying": job["i"]}), flush=True)
    os.environ["TRITIUM_CACHE_DIR"] = job["dir"]
    name = job["kernel"]
    sig, consts = K.SIGS[name]
    out = {"i": job["i"], "kind": job["kind"]}
    Last.said = ""
    try:
        ck = tritium.compile(getattr(K, name), sig, consts)
    except Forbidden:
        out["outcome"] = "refused for its seal" if "not sealed" in Last.said else "refused at lookup"
        out["why"] = Last.said[:200]
    except Exception as e:
        out["outcome"], out["why"] = "error at lookup", f"{type(e).__name__}: {e}"[:200]
    else:
        try:
            err = K.run(name, ck, job["i"])
            out["outcome"] = "ran correctly" if err < 1e-5 else "WRONG"
            out["err"] = err
        except BadBinary as e:
            out["outcome"], out["why"] = "refused at load", str(e)[:200]
        except Exception as e:
            out["outcome"], out["why"] = "error at launch", f"{type(e).__name__}: {e}"[:200]
    print(json.dumps(out), flush=True)
'''


def _sha(data: bytes) -> str:
    import hashlib
    return hashlib.sha256(data).hexdigest()


def _code_ranges(obj: bytes) -> list[tuple[int, int]]:
    """File ranges of the object's executable sections (SHF_EXECINSTR)."""
    try:
        shoff, = struct.unpack_from("<Q", obj, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
        out = []
        for i in range(shnum):
            _, typ, flags, _, off, size = struct.unpack_from("<IIQQQQ", obj, shoff + i * shentsize)
            if flags & 0x4 and typ != 8:
                out.append((off, off + size))
        return out
    except struct.error:
        return []


def mutate(entry: str, dest: str, kind: str, rng: random.Random, owner: bool) -> None:
    shutil.copytree(entry, dest)
    meta_path = os.path.join(dest, "metadata.json")
    meta = json.load(open(meta_path))
    obj_name = next(n for n in meta["artifacts"] if n.endswith(".obj"))
    obj_path = os.path.join(dest, obj_name)
    obj = bytearray(open(obj_path, "rb").read())
    fields = [k for k in meta if k not in ("artifacts", "key")]
    values = [rng.randrange(-2**63, 2**63), rng.randrange(0, 64), 2**rng.randrange(20, 70), -1, 0, 1.5e300, "",
              "x" * rng.randrange(1, 300), "../../etc", [], ["i32"] * rng.randrange(0, 9), {}, None, True,
              [[1, 2], "a"], {"bounds_table": rng.randrange(0, 9)}]
    if kind == "meta-field":
        meta[rng.choice(fields)] = rng.choice(values)
    elif kind == "meta-swap":
        a, b = rng.sample(fields, 2)
        meta[a], meta[b] = meta[b], meta[a]
    elif kind == "meta-drop-artifact":
        del meta["artifacts"][rng.choice(sorted(meta["artifacts"]))]
    elif kind == "obj-truncate":
        obj = obj[:rng.randrange(0, len(obj))]
    elif kind == "obj-garbage":
        obj = obj[:rng.randrange(16, 64)] + bytearray(rng.randbytes(rng.randrange(0, 4000)))
    else:
        code = _code_ranges(bytes(obj))
        in_code = lambda p: any(lo <= p < hi for lo, hi in code)  # noqa: E731
        want_code = kind == "obj-flip-code"
        spots = [p for p in range(len(obj)) if in_code(p) == want_code]
        for _ in range(rng.randrange(1, 9)):
            obj[rng.choice(spots)] ^= 1 << rng.randrange(8)
    with open(obj_path, "wb") as f:
        f.write(obj)
    if obj_name in meta.get("artifacts", {}):
        meta["artifacts"][obj_name] = _sha(bytes(obj))
    with open(meta_path, "w") as f:
        json.dump(meta, f)
    if owner:
        from tritium.store.cache import FileCache
        FileCache(os.path.dirname(os.path.dirname(dest))).reseal(os.path.basename(dest))


def _record(results, crashes, share, i, outcome, signal, pending) -> None:
    """A worker ended: died (CRASH) or stalled (HANG) on mutation `i`, or (i None) exited between
    mutations, which a kernel that scribbled over the interpreter's memory can make it do, or at the
    end of its jobs. Record `i`; the jobs still without an answer go to a new worker."""
    if i is not None:
        job = next(j for j in share if j["i"] == i)
        results[i] = {"i": i, "kind": job["kind"], "outcome": outcome, "signal": signal}
        crashes.append(i)
    rest = [j for j in share if j["i"] not in results]
    if rest:
        pending.append(rest)


def _answer(line: bytes) -> dict:
    """A worker's JSON line, or {} for anything else (what a mutated kernel printed)."""
    try:
        r = json.loads(line) if line.startswith(b"{") else {}
    except ValueError:
        return {}
    return r if isinstance(r, dict) and isinstance(r.get("i", r.get("trying")), int) else {}


def _drain(fd) -> bytes:
    """What a killed worker's pipe still holds."""
    out = b""
    while select.select([fd], [], [], 0)[0] and (data := os.read(fd, 1 << 16)):
        out += data
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds one mutation may run (then: HANG)")
    ap.add_argument("--as", dest="who", choices=("writer", "owner"), default="writer",
                    help="mutate as a writer of the directory without the cache secret, or as its owner")
    ap.add_argument("--kinds", help="comma-separated: only these mutation kinds (the others' numbers are skipped)")
    ap.add_argument("--out")
    args = ap.parse_args()
    only = set(args.kinds.split(",")) if args.kinds else set(KINDS)
    if not only <= set(KINDS):
        ap.error(f"--kinds: expected some of {', '.join(KINDS)}")
    work = tempfile.mkdtemp(prefix="tritium-cache-fuzz-")
    with open(os.path.join(work, "fuzz_kernels.py"), "w") as f:
        f.write(KERNELS)
    with open(os.path.join(work, "worker.py"), "w") as f:
        f.write(WORKER)
    seed_cache = os.path.join(work, "seed")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
    # the user's secret, as every process of the run holds it (--as owner reseals with it here)
    os.environ["TRITIUM_CACHE_SECRET"] = os.urandom(16).hex()
    env.update(TRITIUM_CACHE_DIR=seed_cache, TRITIUM_INTERPRET="0", PYTHONPATH=work,
               TRITIUM_CACHE_SECRET=os.environ["TRITIUM_CACHE_SECRET"])
    subprocess.run([sys.executable, "-c", "import fuzz_kernels as K, tritium\n"
                    "for n, (s, c) in K.SIGS.items():\n"
                    "    assert K.run(n, tritium.compile(getattr(K, n), s, c), 0) < 1e-5\n"], check=True, env=env, cwd=work)
    entries = {}
    for root, _, files in os.walk(seed_cache):
        if "metadata.json" in files:
            entries[json.load(open(os.path.join(root, "metadata.json")))["name"]] = root
    assert sorted(entries) == ["axpb", "intmix", "rowsum"], entries
    rng = random.Random(args.seed)
    t0 = time.time()
    jobs = []
    for i in range(args.count):
        kind, kernel = KINDS[i % len(KINDS)], rng.choice(sorted(entries))
        if kind not in only:
            continue
        d = os.path.join(work, "m", str(i))
        entry = entries[kernel]
        dest = os.path.join(d, os.path.basename(os.path.dirname(entry)), os.path.basename(entry))
        os.makedirs(os.path.dirname(dest))
        mutate(entry, dest, kind, random.Random(f"{args.seed}-{i}"), args.who == "owner")
        jobs.append({"i": i, "kind": kind, "kernel": kernel, "dir": d})
    made = time.time() - t0
    results, crashes = {}, []
    shares = [jobs[w::args.workers] for w in range(args.workers)]

    def start(share):  # (the jobs from a file: a pipe would fill while the worker's answers wait)
        path = os.path.join(work, f"jobs-{share[0]['i']}.jsonl")
        with open(path, "w") as f:
            f.write("".join(json.dumps(j) + "\n" for j in share))
        return subprocess.Popen([sys.executable, os.path.join(work, "worker.py"), work], stdin=open(path),
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0, env=env, cwd=work)
    pending, procs = [s for s in shares if s], {}
    while pending or procs:  # workers side by side; one that dies or stalls is replaced at once
        for share in pending:
            p = start(share)
            procs[p.stdout.fileno()] = [p, share, None, time.time(), b""]  # (process, jobs, trying, since, unread)
        pending = []
        if procs:
            ready, _, _ = select.select(list(procs), [], [], 1.0)
            for fd in ready:  # (raw reads: a buffered reader would hide lines from select)
                st = procs[fd]
                data = os.read(fd, 1 << 16)
                if not data:  # finished, or died
                    p, share, trying = st[0], st[1], st[2]
                    p.wait()
                    del procs[fd]
                    _record(results, crashes, share, trying, "CRASH", -p.returncode, pending)
                    continue
                *lines, st[4] = (st[4] + data).split(b"\n")
                for line in lines:
                    r = _answer(line)
                    if "trying" in r:
                        st[2], st[3] = r["trying"], time.time()
                    elif "outcome" in r:
                        results[r["i"]], st[2] = r, None
            for fd, st in list(procs.items()):
                if st[2] is not None and time.time() - st[3] > args.timeout:  # a mutation that never ends
                    st[0].kill()
                    st[0].wait()
                    del procs[fd]
                    for line in (st[4] + _drain(fd)).split(b"\n"):  # answers it gave before this one
                        if "outcome" in (r := _answer(line)):
                            results[r["i"]] = r
                    _record(results, crashes, st[1], st[2], "HANG", None, pending)
    took = time.time() - t0
    table = {}
    for r in results.values():
        table.setdefault(r["kind"], {}).setdefault(r["outcome"], 0)
        table[r["kind"]][r["outcome"]] += 1
    outcomes = ["refused for its seal", "refused at lookup", "refused at load", "ran correctly", "error at lookup", "error at launch",
                "WRONG", "CRASH", "HANG"]
    lines = [f"## Mutated as the directory's {'owner' if args.who == 'owner' else 'writer without the secret'}", "",
             f"`python benchmarks/cache_fuzz.py --count {args.count} --workers {args.workers} --seed {args.seed} "
             f"--as {args.who}`: "
             f"{len(results)} mutations, {took:.0f} s ({made:.0f} s making them), {os.cpu_count()} cores", "",
             "| kind | " + " | ".join(outcomes) + " |", "|---|" + "---|" * len(outcomes)]
    for kind in KINDS:
        row = table.get(kind, {})
        lines.append(f"| {kind} | " + " | ".join(str(row.get(o, 0)) for o in outcomes) + " |")
    total = {o: sum(t.get(o, 0) for t in table.values()) for o in outcomes}
    lines.append("| all | " + " | ".join(str(total[o]) for o in outcomes) + " |")
    text = "\n".join(lines) + "\n"
    print(text)
    wrong = [r for r in results.values() if r["outcome"] == "WRONG"]
    errors = [f"{r['kind']}: {r.get('why')}" for r in results.values() if r["outcome"].startswith("error")]
    import collections
    refusals = collections.Counter(f"{r['kind']}: {(r.get('why') or '')[:120]}" for r in results.values()
                                   if r["outcome"].startswith("refused"))
    print(json.dumps({"crashes": [(i, results[i]["kind"]) for i in crashes][:200],
                      "wrong": [r["i"] for r in wrong][:50], "errors": errors[:20],
                      "refusals, most common": refusals.most_common(12)}, indent=1))
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
