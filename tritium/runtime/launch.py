"""Launching a CompiledKernel that `tritium.compile()` (or `compile_ttir`) returned, as Triton's
`kernel[grid](*args)` does: without the @jit binder, whose specialisation might differ from the
one compiled (an int argument equal to 1, alignment facts).

The kernel's own signature says which arguments are runtime values: each array becomes its address
(a tuple its leaves, a TensorDescriptor its base address, shape and strides), constexpr parameters
are skipped (their values are compiled in; passing them is optional, as with Triton). The native
launcher is loaded on the first launch through the target backend's driver; a kernel compiled to
tile IR only (`compile_ttir`) runs in the reference interpreter.
"""
from __future__ import annotations

import operator

from ..backends.arguments import as_array_arg, descriptor_leaves


def _leaves(x, t, where: str, out: list, arrays: list, name: str = "") -> None:
    """Append the runtime values of argument `x` (named `name`), whose signature type is `t`, to
    `out`; and (index in `out`, where, ArrayArg, the array, name) of each array to `arrays`."""
    from ..frontend.block_pointers import TensorDescSig
    if isinstance(t, tuple) and not isinstance(t, TensorDescSig):
        if not isinstance(x, (tuple, list)) or len(x) != len(t):
            raise TypeError(f"{where}: expected a tuple of {len(t)} values, got {x!r}")
        for i, (xi, ti) in enumerate(zip(x, t)):
            if not hasattr(ti, "value"):  # a constexpr element is compiled in
                _leaves(xi, ti, f"{where}[{i}]", out, arrays, f"{name}[{i}]")
        return
    if isinstance(t, TensorDescSig):
        arr, shape, strides = descriptor_leaves(x, where)
        arrays.append((len(out), where, arr, x.base, f"{name}.base"))
        out.extend([arr.ptr] + shape + strides)
        return
    if t.is_ptr():
        arr = as_array_arg(x)
        if arr is None:
            if isinstance(x, int) and not isinstance(x, bool):  # a raw address, as Triton accepts
                out.append(x)
                return
            raise TypeError(f"{where}: the kernel was compiled for a pointer ({t}), got {type(x).__name__}")
        arrays.append((len(out), where, arr, x, name))
        out.append(arr.ptr)
        return
    if as_array_arg(x) is not None:
        raise TypeError(f"{where}: the kernel was compiled for a scalar ({t}), got an array")
    out.append(x)


def launch_values(ck, args, kwargs) -> tuple[list, list, dict]:
    """(runtime values, their arrays (see _leaves), {parameter: value}) of `ck[grid](*args, **kwargs)`."""
    fn = ck.source_fn
    signature = ck.source_signature
    names = [p.name for p in fn.params]
    if len(args) > len(names):
        raise TypeError(f"{ck.name}() takes {len(names)} arguments but {len(args)} were given")
    bound = dict(zip(names, args))
    for k, v in kwargs.items():
        if k not in names:
            raise TypeError(f"{ck.name}() got an unexpected argument '{k}'")
        if k in bound:
            raise TypeError(f"{ck.name}() got multiple values for argument '{k}'")
        bound[k] = v
    values, arrays = [], []
    for p in fn.params:
        if p.name not in signature:
            continue  # a constexpr: compiled in
        if p.name not in bound:
            if not p.has_default:
                raise TypeError(f"{ck.name}() missing required argument '{p.name}'")
            bound[p.name] = p.default
        _leaves(bound[p.name], signature[p.name], f"argument '{p.name}' of {ck.name}", values, arrays, p.name)
    return values, arrays, bound


def load_launcher(ck) -> None:
    """Load `ck`'s binary with its target's driver (or, for tile IR only, prepare the interpreter)."""
    from ..backends.registry import backend_for, driver as driver_of, parse_target
    target = ck.metadata.get("target")
    if target is None:
        if ck.module is None:
            raise RuntimeError(f"{ck.name}: this kernel holds no binary and no tile IR to run")
        from .interpreter import Interpreter
        interp = Interpreter(ck.module, ck.name)

        def interpret(grid, values, buffers=()):
            interp.run(grid, values, list(buffers))
        ck.launcher, ck.interpreted = interpret, True
        return
    target = parse_target(target)
    backend = backend_for(target)
    binary = backend.binary_of(ck)
    driver = driver_of(backend.name)  # (that backend's alone: listing every backend costs ~10 ms)
    if driver is None:
        raise RuntimeError(f"{ck.name}: the {backend.name} backend has no driver, so its kernels cannot run here")
    ck.launcher = launcher = driver.load(binary, ck.metadata)
    if hasattr(launcher, "on_express"):  # (the CPU's: from the second launch, one call of native code)
        def publish(fast):
            if ck.launcher is launcher:
                ck.launch = fast
        launcher.on_express = publish
    if getattr(driver, "stages_host_memory", None) and driver.stages_host_memory(target):
        ck.stage_host = driver.launch_staged  # host arrays on a device that copies them (Vulkan)


def _check_places(ck, arrays) -> None:
    """Every array where the kernel's device reads it: host memory for the CPU and the interpreter;
    the target's device otherwise (host arrays too where its driver reads or stages them)."""
    from ..backends.registry import parse_target
    target = ck.metadata.get("target")
    backend = "cpu" if target is None else str(target).partition(":")[0]
    for _, where, arr, _, _ in arrays:
        place = arr.device
        if backend == "cpu":
            ok = place is None
        elif place is None:
            ok = _reads_host_memory(parse_target(target))
        else:
            ok = place.partition(":")[0] == backend
        if not ok:
            runs = "host memory" if backend == "cpu" else f"{backend} device memory"
            raise RuntimeError(f"{where} is {'in host memory' if place is None else 'on ' + place}, but "
                               f"{ck.name} was compiled for {target or 'the interpreter'}, which runs on {runs}")


def launch(ck, grid, args, kwargs, stream=None) -> None:
    """One launch of a kernel from `tritium.compile`: checks where its arrays are, then runs (on
    `stream`, where the device has streams: a handle or a torch/CuPy stream; None: the current one)."""
    values, arrays, bound = launch_values(ck, args, kwargs)
    g = grid(bound) if callable(grid) else grid
    g = _check_grid(g)
    if 0 in g:
        return
    _check_places(ck, arrays)
    if ck.launcher is None:  # the first launch: the driver loads the binary (where its device is)
        load_launcher(ck)
    if getattr(ck, "interpreted", False):
        ck.launcher(g, values, [(a.base, a.nbytes) for _, _, a, _, _ in arrays])
    elif ck.stage_host is not None:
        ck.stage_host(ck.launcher, g, values, tuple(args) + tuple(kwargs.values()))
    elif getattr(ck.launcher, "takes_bounds", False):  # compiled with debug=True: the sanitizer's bounds
        from ..errors import Buffer
        from ..backends.arguments import _view_span
        bounds = [None] * len(values)
        for i, _, arr, obj, name in arrays:
            bounds[i] = Buffer(name, arr.ptr, *_view_span(obj, arr))
        ck.launcher(g, values, stream, bounds=bounds)
    elif stream is not None:
        ck.launcher(g, values, stream)
    else:
        (ck.launch or ck.launcher)(g, values)


def _reads_host_memory(target) -> bool:
    """Whether `target`'s device takes host arrays: it dereferences host pointers (an OpenCL CPU
    runtime with system SVM) or its driver stages them (Vulkan)."""
    from ..backends.registry import driver as driver_named
    d = driver_named(target.backend)
    return bool(d is not None and any(getattr(d, f, None) and getattr(d, f)(target)
                                      for f in ("reads_host_memory", "stages_host_memory")))


def _check_grid(grid) -> tuple:
    """The grid as a tuple of 1 to 3 ints >= 0 (a dimension of 0 makes the launch a no-op, as in
    Triton); anything else a clear TypeError/ValueError."""
    dims = grid if isinstance(grid, (tuple, list)) else (grid,)
    try:
        grid = tuple(operator.index(g) for g in dims)
    except TypeError:
        raise TypeError(f"grid dimensions must be integers, got {tuple(dims)!r} (use triton.cdiv or // "
                        "for a number of programs)") from None
    if not 1 <= len(grid) <= 3:
        raise ValueError(f"grid must have 1 to 3 dimensions, got {grid}")
    if any(g < 0 for g in grid):
        raise ValueError(f"grid dimensions must be >= 0, got {grid}")
    if any(g > MAX_GRID_DIM for g in grid):
        raise ValueError(f"grid {grid} is too large: tl.program_id is an int32, so a dimension holds at most "
                         f"2**31 - 1 programs (a device may allow fewer: CUDA's y and z at most 65535)")
    return grid


MAX_GRID_DIM = 2 ** 31 - 1  # program ids are int32 on every backend
