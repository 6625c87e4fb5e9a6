"""Run models of inductor_models.py through torch.compile and check each against float64.

    python -m tritium run tests/clients/run_inductor.py --device cpu [--mode M] [--json F] model ...

Under `tritium run` (or with tritium.compat.install_triton_alias() called first) the kernels
Inductor writes compile with tritium; without the alias, with whatever Triton is installed (the
benchmark's baseline). For each model: the compiled float32 result (and, for a training step, the
parameters' gradients) must be as close to the float64 eager result as eager float32 is, within a
small margin; ints and bools must be equal. Prints one JSON line per model (and writes them all to
--json): name, ok, errors, Inductor's kernel count, compile and run seconds.
"""
from __future__ import annotations


import argparse
import json
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def _flatten(x) -> list:
    import torch
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (tuple, list)):
        return [t for y in x for t in _flatten(y)]
    if hasattr(x, "__dataclass_fields__") or x is None:
        return []
    raise TypeError(f"unexpected output {type(x).__name__}")


def _outputs(fn, inputs, train):
    """The callable's tensors (detached, on the CPU), plus the gradients for a training step."""
    import torch
    if train is not None:
        train.zero_grad(set_to_none=True)
    out = _flatten(fn(*inputs))
    if train is not None:
        out += [p.grad for p in train.parameters()]
    return [t.detach().to("cpu") for t in out]


def compare(got, ref64, eager32) -> tuple[bool, float, float]:
    """(ok, max error of `got`, max error of eager float32), errors against float64, relative to
    each output's largest magnitude."""
    import torch
    worst_got = worst_eager = 0.0
    ok = len(got) == len(ref64) == len(eager32)
    for g, r, e in zip(got, ref64, eager32):
        if g.shape != r.shape:
            return False, float("inf"), 0.0
        if not (g.is_floating_point() or r.is_floating_point()):
            ok &= bool(torch.equal(g, r.to(g.dtype)))
            continue
        r = r.double()
        scale = float(r.abs().max()) if r.numel() else 1.0
        scale = scale if scale > 0 else 1.0
        finite = torch.isfinite(r)
        if not torch.equal(finite, torch.isfinite(g.double())):
            return False, float("inf"), 0.0
        dg = float((g.double() - r)[finite].abs().max()) / scale if finite.any() else 0.0
        de = float((e.double() - r)[finite].abs().max()) / scale if finite.any() else 0.0
        worst_got, worst_eager = max(worst_got, dg), max(worst_eager, de)
        # as close as eager float32 (which itself must be close: the reference is the same model)
        ok &= dg <= 4 * de + 2e-5 and de < 1e-3
    return bool(ok), worst_got, worst_eager


class KernelCompileClock:
    """Seconds spent inside `triton.compile` (Inductor compiles every kernel through it, in this
    process when TORCHINDUCTOR_COMPILE_THREADS=1), whichever compiler `triton` is: the part of a
    cold compile that is the kernel compiler's, not Dynamo's or Inductor's."""

    seconds = 0.0
    calls = 0

    @classmethod
    def install(cls) -> None:
        import triton
        inner = triton.compile

        def timed(*args, **kwargs):
            t0 = time.perf_counter()
            try:
                return inner(*args, **kwargs)
            finally:
                cls.seconds += time.perf_counter() - t0
                cls.calls += 1
        triton.compile = timed


def run_model(name: str, device: str, mode: str | None) -> dict:
    import torch
    import torch._dynamo
    import torch._inductor.metrics as metrics
    from inductor_models import MODELS
    build = MODELS[name]
    torch._dynamo.reset()
    torch.manual_seed(0)  # (modules initialise from the global generator: the same weights in both)
    fn, inputs, opts = build(device)
    torch.manual_seed(0)
    ref_fn, ref_inputs, ref_opts = build("cpu", torch.float64)
    train = opts.get("train")
    eager = _outputs(fn, inputs, train)
    ref = _outputs(ref_fn, ref_inputs, ref_opts.get("train"))
    metrics.reset()
    clock = (KernelCompileClock.seconds, KernelCompileClock.calls)
    compiled = torch.compile(fn, mode=mode, dynamic=opts.get("dynamic"))
    t0 = time.perf_counter()
    got = _outputs(compiled, inputs, train)
    compile_s = time.perf_counter() - t0
    ok, err, err_eager = compare(got, ref, eager)
    result = {"name": name, "device": device, "mode": mode or "default", "ok": ok, "error": err,
              "eager_error": err_eager, "kernels": metrics.generated_kernel_count, "compile_s": round(compile_s, 3),
              "kernel_compile_s": round(KernelCompileClock.seconds - clock[0], 3),
              "kernel_compiles": KernelCompileClock.calls - clock[1]}
    frames = torch._dynamo.utils.counters["stats"]["unique_graphs"]
    for more, more_ref in zip(opts.get("dynamic_sizes", ()), ref_opts.get("dynamic_sizes", ())):
        ok2, err2, err2_eager = compare(_outputs(compiled, more, train), _outputs(ref_fn, more_ref, None),
                                        _outputs(fn, more, train))
        result["ok"] &= ok2
        result["error"] = max(result["error"], err2)
    if opts.get("dynamic_sizes"):  # one graph for every size: dynamic shapes, not recompiles
        result["graphs"] = torch._dynamo.utils.counters["stats"]["unique_graphs"] - frames + 1
        result["ok"] &= result["graphs"] == 1
    if result["kernels"] == 0:
        result["ok"], result["why"] = False, "Inductor generated no kernel"
    result["run_ms"] = round(time_ms(lambda: compiled(*inputs), device), 4)
    return result


def time_ms(fn, device: str) -> float:
    """Median over 7 batches of one call's time in ms (CUDA events on a GPU; each batch ~20 ms)."""
    import torch
    gpu = device != "cpu"
    sync = torch.cuda.synchronize if gpu else (lambda: None)
    fn()
    sync()
    t0 = time.perf_counter()
    fn()
    sync()
    n = max(1, min(1000, int(0.02 / max(time.perf_counter() - t0, 1e-6))))
    times = []
    for _ in range(7):
        if gpu:
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            for _ in range(n):
                fn()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end) / n)
        else:
            t0 = time.perf_counter()
            for _ in range(n):
                fn()
            times.append((time.perf_counter() - t0) * 1e3 / n)
    return sorted(times)[len(times) // 2]


class _AsModule:
    """A model's callable as the nn.Module torch.export takes (functions close over their tensors)."""

    @staticmethod
    def wrap(fn):
        import torch
        if isinstance(fn, torch.nn.Module):
            return fn

        class Wrapped(torch.nn.Module):
            def forward(self, *args):
                return fn(*args)
        return Wrapped()


def run_aoti(name: str, device: str, out_dir: str) -> dict:
    """AOTInductor: export the model, compile and package it (its kernels compiled by whatever
    `triton` is), then load and run the package in a fresh Python process that imports neither
    Triton nor tritium (`--load-aoti`): the package carries the kernels' binaries."""
    import subprocess
    import torch
    from inductor_models import MODELS
    torch.manual_seed(0)
    fn, inputs, opts = MODELS[name](device)
    if opts.get("train") is not None or opts.get("dynamic"):
        return {"name": name, "device": device, "mode": "aoti", "ok": True, "skipped": "training step / dynamic"}
    os.makedirs(out_dir, exist_ok=True)
    ep = torch.export.export(_AsModule.wrap(fn), tuple(inputs))
    t0 = time.perf_counter()
    path = torch._inductor.aoti_compile_and_package(ep, package_path=os.path.join(out_dir, f"{name}.pt2"))
    compile_s = time.perf_counter() - t0
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # (no alias folder)
    env["PYTHONPATH"] = os.path.dirname(os.path.abspath(__file__))
    fresh = os.path.join(out_dir, f"{name}-fresh-caches")  # compiling anything would write here
    env.update(TRITIUM_CACHE_DIR=os.path.join(fresh, "tritium"), TRITON_CACHE_DIR=os.path.join(fresh, "triton"),
               TORCHINDUCTOR_CACHE_DIR=os.path.join(fresh, "inductor"))
    p = subprocess.run([sys.executable, os.path.abspath(__file__), "--device", device, "--load-aoti", path, name],
                       capture_output=True, text=True, env=env, timeout=600)
    got = [json.loads(line) for line in p.stdout.splitlines() if line.startswith("{")]
    if not got:
        return {"name": name, "device": device, "mode": "aoti", "ok": False,
                "why": f"the loading process exited with {p.returncode}: {p.stderr[-3000:]} {p.stdout[-1000:]}"}
    got[0]["compile_s"] = round(compile_s, 3)
    compiled = [os.path.join(d, f) for sub in ("tritium", "triton") for d, _, fs in os.walk(os.path.join(fresh, sub)) for f in fs]
    got[0]["kernels_compiled_at_load"] = len(compiled)
    got[0]["ok"] = got[0]["ok"] and not compiled and not got[0].get("imported")
    return got[0]


def load_aoti(path: str, name: str, device: str) -> dict:
    """In a fresh process: load the package, run it, compare with float64 eager."""
    import torch
    from inductor_models import MODELS
    torch.manual_seed(0)
    fn, inputs, opts = MODELS[name](device)
    torch.manual_seed(0)
    ref_fn, ref_inputs, _ = MODELS[name]("cpu", torch.float64)
    eager = _outputs(opts.get("eager", fn), inputs, None)  # (this process has no Triton to launch with)
    runner = torch._inductor.aoti_load_package(path)
    got = _outputs(runner, inputs, None)
    ok, err, err_eager = compare(got, _outputs(ref_fn, ref_inputs, None), eager)
    return {"name": name, "device": device, "mode": "aoti", "ok": ok, "error": err, "eager_error": err_eager,
            "imported": sorted(m for m in ("triton", "tritium") if m in sys.modules)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--mode", default=None)
    ap.add_argument("--json")
    ap.add_argument("--cpu-backend", default="triton", help="Inductor's CPU code generator: triton or cpp")
    ap.add_argument("--aoti", help="AOTInductor packages into this folder, loaded in a fresh process")
    ap.add_argument("--load-aoti", help=argparse.SUPPRESS)
    ap.add_argument("models", nargs="*")
    args = ap.parse_args()
    if args.load_aoti:
        r = load_aoti(args.load_aoti, args.models[0], args.device)
        print(json.dumps(r), flush=True)
        return 0 if r["ok"] else 1
    try:
        KernelCompileClock.install()  # (before torch imports triton's names)
    except ImportError:  # no Triton and no alias: the C++ side of the CPU comparison
        pass
    import torch
    import torch._inductor.config as config
    if args.device == "cpu":
        config.cpu_backend = args.cpu_backend
    names = args.models
    if not names:
        from inductor_models import MODELS
        names = list(MODELS)
    results = []
    for name in names:
        try:
            r = run_aoti(name, args.device, args.aoti) if args.aoti else run_model(name, args.device, args.mode)
        except Exception as e:  # noqa: BLE001 - reported per model
            r = {"name": name, "device": args.device, "mode": args.mode or "default", "ok": False,
                 "why": f"{type(e).__name__}: {e}"[:2000], "traceback": traceback.format_exc()[-4000:]}
        triton = sys.modules.get("triton")
        r["triton"] = "tritium" if getattr(triton, "_tritium", None) is not None else getattr(triton, "__version__", None)
        results.append(r)
        print(json.dumps(r), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0 if all(r["ok"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
