"""Cache and autotuning benchmarks: what a fleet saves by sharing compiled kernels and decisions.

Prints one table and writes benchmarks/results/cache.md, each row measured in fresh processes (a
process's first compile or launch, after `import tritium`), medians of --reps runs:
- a kernel (tutorial 03's matmul, one config): cold compile, local cache hit, remote (Redis) hit in
  a fresh process with an empty local directory, and a cold compile isolated in a worker process;
- tutorial 03's matmul autotuned (its 8 configs on this target, fp16 512x512): cold (compile and
  time every config) vs persisted (TRITIUM_AUTOTUNE=cached: the stored decision, no timing);
- compiling those 8 configs, and the tutorial's 16 CUDA configs (for this target), sequentially
  (TRITIUM_COMPILE_WORKERS=0) vs in worker processes, one per core.
Tutorial 03 is run from ../shared/external (its source up to its `matmul` wrapper, unmodified).
The Redis rows need `redis-server` and PyPI `redis`; without them they are left out.
Run: python benchmarks/cache.py [--reps N]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TUTORIAL = os.path.join(ROOT, "..", "shared", "external", "triton-tutorials", "03-matrix-multiplication.py")

# The child: load tutorial 03's definitions (its source up to `def matmul`, with `import triton`
# resolved to tritium), then do one thing and print how long it took.
CHILD = r'''
import ast, json, os, sys, time
t0 = time.perf_counter()
from tritium.compat import install_triton_alias
install_triton_alias()
import torch
src = open(sys.argv[1]).read()
tree = ast.parse(src)
body = []
for node in tree.body:
    body.append(node)
    if isinstance(node, ast.FunctionDef) and node.name == "matmul":
        break
ns = {"__name__": "tutorial03", "__file__": sys.argv[1]}
exec(compile(ast.Module(body, []), sys.argv[1], "exec"), ns)
what = sys.argv[2]
torch.manual_seed(0)
a = torch.randn((512, 512), dtype=torch.float16)
b = torch.randn((512, 512), dtype=torch.float16)
c = torch.empty((512, 512), dtype=torch.float16)
args = (a, b, c, 512, 512, 512, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1))
at = ns["matmul_kernel"]
t1 = time.perf_counter()
if what == "compile":  # one config, compiled (or loaded) and loaded
    at.fn.warmup(*args, **at.configs[0].all_kwargs(), ACTIVATION="")
    info = {}
elif what == "compile-all":  # every config of the autotuner (8 on this target)
    at.warmup(*args, ACTIVATION="")
    info = {"configs": len(at.configs)}
elif what == "compile-16":  # the tutorial's 16 CUDA configs, compiled for this target
    configs = ns["get_cuda_autotune_config"]()
    at.fn.warmup_many([(args, {**c.all_kwargs(), "ACTIVATION": ""}) for c in configs])
    info = {"configs": len(configs)}
else:  # the tutorial's matmul(): autotune on the first call
    out = ns["matmul"](a, b)
    err = float((out.double() - a.double() @ b.double()).abs().max())
    info = {"benchmarks": at.benchmarks, "best": str(at.best_config), "max_err": err}
print(json.dumps({"seconds": time.perf_counter() - t1, "import_s": t1 - t0, **info}))
'''


def child(what, env, script) -> dict:
    p = subprocess.run([sys.executable, script, TUTORIAL, what], env=env, capture_output=True, text=True, timeout=1800)
    if p.returncode != 0:
        raise SystemExit(f"benchmark child failed:\n{p.stderr[-4000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def median_of(reps, fn) -> tuple[float, dict]:
    runs = [fn() for _ in range(reps)]
    return statistics.median(r["seconds"] for r in runs), runs[-1]


def start_redis(tmp):
    if shutil.which("redis-server") is None:
        return None, None
    try:
        import redis
    except ImportError:
        return None, None
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", tmp], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = redis.Redis(port=port)
    for _ in range(200):
        try:
            client.ping()
            return proc, f"redis://127.0.0.1:{port}/0"
        except redis.RedisError:
            time.sleep(0.05)
    proc.kill()
    return None, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "cache.md"))
    args = ap.parse_args()
    if not os.path.exists(TUTORIAL):
        raise SystemExit(f"{TUTORIAL} is missing (Triton's tutorials, ../shared/external)")
    tmp = tempfile.mkdtemp(prefix="tritium-bench-cache-")
    script = os.path.join(tmp, "child.py")
    with open(script, "w") as f:
        f.write(CHILD)
    base = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
    base.update(TRITIUM_INTERPRET="0", PYTHONPATH=ROOT)
    redis_proc, url = start_redis(tmp)
    counter = iter(range(10 ** 6))

    def fresh_dir():
        return os.path.join(tmp, f"cache-{next(counter)}")

    def env(cache, **kw):
        return {**base, "TRITIUM_CACHE_DIR": cache, "TRITIUM_REMOTE_CACHE_KEY": "benchmark-fleet-key", **kw}
    rows = []
    try:
        # one kernel: cold, local hit, remote hit, isolated cold
        cold, _ = median_of(args.reps, lambda: child("compile", env(fresh_dir()), script))
        rows.append(("matmul, 1 config: cold compile + load", cold, "empty cache, in-process"))
        warm = fresh_dir()
        child("compile", env(warm), script)
        hit, _ = median_of(args.reps, lambda: child("compile", env(warm), script))
        rows.append(("matmul, 1 config: local cache hit + load", hit, f"{cold / hit:.0f}x faster than cold"))
        iso, _ = median_of(args.reps, lambda: child("compile", env(fresh_dir(), TRITIUM_COMPILE_ISOLATED="1"), script))
        rows.append(("matmul, 1 config: cold compile in a worker process", iso,
                     f"fork + pipe cost {1e3 * (iso - cold):+.0f} ms vs in-process"))
        if url:
            seed = fresh_dir()
            child("compile", env(seed, TRITIUM_REMOTE_CACHE=url), script)
            rhit, _ = median_of(args.reps, lambda: child("compile", env(fresh_dir(), TRITIUM_REMOTE_CACHE=url), script))
            rows.append(("matmul, 1 config: remote hit (fresh process, empty local dir)", rhit,
                         f"{cold / rhit:.0f}x faster than cold"))
        # all 8 configs: sequential vs parallel compile
        seq, info = median_of(args.reps, lambda: child("compile-all", env(fresh_dir(), TRITIUM_COMPILE_WORKERS="0"), script))
        par, _ = median_of(args.reps, lambda: child("compile-all", env(fresh_dir()), script))
        n = info["configs"]
        rows.append((f"compile its {n} configs, sequentially in-process", seq, ""))
        rows.append((f"compile its {n} configs, {os.cpu_count()} worker processes", par, f"{seq / par:.2f}x faster"))
        seq, info = median_of(args.reps, lambda: child("compile-16", env(fresh_dir(), TRITIUM_COMPILE_WORKERS="0"), script))
        par, _ = median_of(args.reps, lambda: child("compile-16", env(fresh_dir()), script))
        n = info["configs"]
        rows.append((f"compile its {n} CUDA configs (for this CPU), sequentially in-process", seq, ""))
        rows.append((f"compile its {n} CUDA configs (for this CPU), {os.cpu_count()} worker processes", par,
                     f"{seq / par:.2f}x faster"))
        # autotune: cold vs persisted
        d = fresh_dir()
        tune_cold, c_info = median_of(1, lambda: child("tune", env(d, TRITIUM_AUTOTUNE="cached"), script))
        rows.append((f"autotune matmul(a, b): cold ({c_info['benchmarks']} configs timed)", tune_cold,
                     f"best {c_info['best'].split(', num_warps')[0]}; max err {c_info['max_err']:.3g}"))
        tune_hot, h_info = median_of(args.reps, lambda: child("tune", env(d, TRITIUM_AUTOTUNE="cached"), script))
        rows.append((f"autotune matmul(a, b): persisted decision ({h_info['benchmarks']} timed)", tune_hot,
                     f"{tune_cold / tune_hot:.0f}x faster; same best: {h_info['best'] == c_info['best']}"))
        if url:
            d2 = fresh_dir()
            child("tune", env(d2, TRITIUM_AUTOTUNE="cached", TRITIUM_REMOTE_CACHE=url), script)
            tune_remote, r_info = median_of(args.reps, lambda: child(
                "tune", env(fresh_dir(), TRITIUM_AUTOTUNE="cached", TRITIUM_REMOTE_CACHE=url), script))
            rows.append((f"autotune matmul(a, b): another machine, Redis only ({r_info['benchmarks']} timed)",
                         tune_remote, f"{tune_cold / tune_remote:.0f}x faster than cold"))
    finally:
        if redis_proc is not None:
            redis_proc.kill()
        shutil.rmtree(tmp, ignore_errors=True)
    import platform
    head = (f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.processor() or platform.platform()}; "
            f"python {platform.python_version()}; medians of {args.reps} fresh processes (autotune cold: 1)")
    lines = ["| what | seconds | note |", "|---|---|---|"]
    lines += [f"| {w} | {s:.3f} | {n} |" for w, s, n in rows]
    text = "\n".join([head, "", *lines])
    print(text)
    with open(args.out, "w") as f:
        f.write("# Cache and autotuning (benchmarks/cache.py)\n\n" + text + "\n")


if __name__ == "__main__":
    main()
