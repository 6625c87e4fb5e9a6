"""Autotuning decisions kept in the compilation cache (locally and in the remote store).

A decision is an entry of its own kind: the best config, every config's timing, the device, the key
arguments and the tritium version, under a key made of tritium's hash, the kernel's source (with its
@jit callees), the whole config list, the key arguments (with the arrays' dtypes) and the device. A
changed kernel or config list, another device or another tritium never finds an old decision; a
machine of a fleet whose remote cache already holds one launches without benchmarking.

Whether decisions persist: `TRITIUM_AUTOTUNE=off` never, `cached` for every autotuner, `force`
benchmarks again and replaces them; unset, as Triton: an autotuner with `cache_results=True` (or
TRITON_CACHE_AUTOTUNING=1) persists, others do not.
"""
from __future__ import annotations

import hashlib
import json
import os
import time

MODES = ("off", "cached", "force")


def mode(cache_results: bool) -> str:
    """off / cached / force for an autotuner."""
    from .. import knobs
    m = knobs.autotuning.mode
    if m:
        m = str(m).strip().lower()
        if m not in MODES:
            raise ValueError(f"TRITIUM_AUTOTUNE={m!r}: expected one of {', '.join(MODES)}")
        return m
    return "cached" if cache_results or knobs.autotuning.cache else "off"


def device_identity(values) -> str:
    """Where the kernel runs, as timings depend on it: the first device array's device (name and
    compute capability for CUDA), else this CPU (model, features, cores) or the host target."""
    for v in values:
        dev = getattr(v, "device", None)
        kind = getattr(dev, "type", None)
        if kind is None or kind == "cpu":
            continue
        if kind == "cuda" and type(v).__module__.startswith("torch"):
            import torch
            idx = dev.index if dev.index is not None else torch.cuda.current_device()
            major, minor = torch.cuda.get_device_capability(idx)
            return f"cuda:{torch.cuda.get_device_name(idx)}:sm_{major}{minor}"
        return f"{kind}:{dev}"
    from .. import knobs
    host = knobs.runtime.host_target or "cpu"
    if host != "cpu":
        return f"host:{host}"
    from ..backends.cpu.targets import describe
    d = describe("host")
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    features = hashlib.sha256(str(d["features"]).encode()).hexdigest()[:12]
    return f"cpu:{d['cpu']}:{features}:{cores}cores"


def decision_key(fn, configs, key, device: str, setup=None) -> str:
    """`setup`: the autotuner's key names, pruning and hooks (Autotuner._tuning_setup)."""
    from ..frontend.fingerprint import source_hash
    from ..store.cache import tritium_hash
    parts = {"kind": "autotune", "tritium": tritium_hash(), "src": source_hash(fn),
             "configs": [str(c) for c in configs], "key": [repr(k) for k in key], "device": device,
             "setup": repr(setup)}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def load(cache, dkey: str, configs):
    """-> (best config, {config: timings}) of a stored decision whose configs are all still there."""
    hit = cache.get(dkey)
    if hit is None:
        return None
    try:
        d = json.loads(hit[0]["autotune.json"])
        by_name = {str(c): c for c in configs}
        best = by_name[d["best"]]
        timings = {by_name[name]: t for name, t in d["timings"]}
    except (KeyError, ValueError, TypeError):  # a config list with the same key but other text: ignore
        return None
    return best, timings


def store(cache, dkey: str, fn, best, timings: dict, key, device: str, bench_s: float) -> None:
    from ..version import __version__
    name = getattr(fn, "__name__", "kernel")
    decision = {"kernel": name, "best": str(best), "best_kwargs": {k: repr(v) for k, v in best.all_kwargs().items()},
                "timings": [[str(c), list(t) if isinstance(t, (list, tuple)) else [t]] for c, t in timings.items()],
                "key": [repr(k) for k in key], "device": device, "tritium": __version__,
                "bench_seconds": round(bench_s, 3), "time": time.time()}
    data = json.dumps(decision, indent=1).encode()
    cache.put(dkey, {"autotune.json": data}, {"kind": "autotune", "name": name, "target": device})
