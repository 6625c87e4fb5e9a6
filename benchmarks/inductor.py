"""torch.compile on tritium against torch.compile on its usual code generator, side by side.

    python benchmarks/inductor.py --device cuda [--out benchmarks/results/inductor-h200.md] [models...]
    python benchmarks/inductor.py --device cpu  [--out benchmarks/results/inductor-cpu.md]  [models...]

On CUDA the two sides are Inductor's Triton kernels compiled by tritium (`import triton` aliased)
and by Triton; on the CPU, Inductor's Triton kernels on tritium (`cpu_backend="triton"`) and
Inductor's own C++ code generator (`cpu_backend="cpp"`). A process can hold one `triton` module
only, so this script (one process) runs each side in child processes of its own, one after the
other, on the models of tests/clients/inductor_models.py: a cold run (empty Inductor and compiler
caches) and a warm run (a new process on the caches the cold run filled). Per model: time to the
first result (Dynamo, Inductor, the kernels' compile, one run; seconds), and the run time of the
compiled callable (median of 7 batches; CUDA events on the GPU). Every run also checks results
against float64 (run_inductor.py); a side whose check fails is marked.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RUNNER = os.path.join(os.path.dirname(HERE), "tests", "clients", "run_inductor.py")


def run_side(side: str, device: str, models: list, caches: str, threads: int) -> dict:
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=os.path.join(caches, "inductor"),
               TRITIUM_CACHE_DIR=os.path.join(caches, "tritium"), TRITON_CACHE_DIR=os.path.join(caches, "triton"),
               TORCHINDUCTOR_COMPILE_THREADS=str(threads), PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join([os.path.dirname(HERE)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    base = [sys.executable] + (["-m", "tritium", "run", RUNNER] if side == "tritium" else [RUNNER])
    base += ["--device", device]
    if device == "cpu":
        base += ["--cpu-backend", "triton" if side == "tritium" else "cpp"]
    out = {}
    for m in models:  # one process per model: each compile time includes its own imports and warm-up alike
        p = subprocess.run(base + [m], capture_output=True, text=True, env=env, timeout=1200)
        got = [json.loads(line) for line in p.stdout.splitlines() if line.startswith("{")]
        out[m] = got[0] if got else {"ok": False, "why": (p.stderr or p.stdout)[-500:]}
        print(side, json.dumps(out[m])[:400], file=sys.stderr, flush=True)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--out")
    ap.add_argument("--threads", type=int, default=1, help="Inductor's compile threads (1: compile in-process)")
    ap.add_argument("models", nargs="*")
    args = ap.parse_args()
    sys.path.insert(0, os.path.dirname(RUNNER))
    from inductor_models import MODELS
    models = args.models or list(MODELS)
    other = "triton" if args.device != "cpu" else "cpp"
    results = {}
    for side in ("tritium", other):
        caches = tempfile.mkdtemp(prefix=f"bench-inductor-{side}-")
        results[side] = {"cold": run_side(side, args.device, models, caches, args.threads),
                         "warm": run_side(side, args.device, models, caches, args.threads)}
    import torch
    dev = torch.cuda.get_device_name() if args.device != "cpu" else f"CPU, {os.cpu_count()} cores"
    versions = f"torch {torch.__version__}"
    try:
        from importlib.metadata import version
        versions += f", triton {version('triton')}"
    except Exception:  # noqa: BLE001 - not installed (CPU machines)
        pass
    label = "Inductor+Triton" if other == "triton" else "Inductor C++"
    lines = [f"# torch.compile: Inductor on tritium vs {label} ({args.device})", "",
             f"device: {dev}; {versions}; `python benchmarks/inductor.py --device {args.device}`", "",
             f"| model | run ms tritium | run ms {other} | {other}/tritium speed | cold compile s tritium | "
             f"cold compile s {other} | tritium/{other} cold | of which kernel compiles s, tritium / {other} | "
             f"warm s tritium | warm s {other} | check |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    ratios, cold = [], []
    for m in models:
        a, b = results["tritium"]["cold"][m], results[other]["cold"][m]
        aw, bw = results["tritium"]["warm"][m], results[other]["warm"][m]
        ok = "ok" if a.get("ok") and b.get("ok") and aw.get("ok") and bw.get("ok") else \
            "FAIL " + "; ".join(f"{s}: {r.get('why', 'mismatch')[:80]}" for s, r in (("tritium", a), (other, b)) if not r.get("ok"))
        ra, rb = aw.get("run_ms"), bw.get("run_ms")
        speed = f"{rb / ra:.2f}x" if ra and rb else "-"
        if ra and rb:
            ratios.append(rb / ra)
        ca, cb = a.get("compile_s"), b.get("compile_s")
        if ca and cb:
            cold.append(ca / cb)
        lines.append(f"| {m} | {ra or '-'} | {rb or '-'} | {speed} | {ca or '-'} | {cb or '-'} | "
                     f"{f'{ca / cb:.2f}x' if ca and cb else '-'} | {a.get('kernel_compile_s', '-')} / {b.get('kernel_compile_s', '-')} | "
                     f"{aw.get('compile_s', '-')} | {bw.get('compile_s', '-')} | {ok} |")
    if ratios:
        import statistics
        lines += ["", f"Geometric mean run-time ratio ({other} time / tritium time, >1: tritium faster): "
                      f"{statistics.geometric_mean(ratios):.2f}x over {len(ratios)} models; "
                      f"cold compile tritium/{other}: {statistics.geometric_mean(cold):.2f}x."]
    text = "\n".join(lines) + "\n"
    print(text)
    print(json.dumps(results)[:200000], file=open(args.out + ".json", "w") if args.out else sys.stderr)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
