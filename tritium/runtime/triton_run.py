"""`CompiledKernel.run` with Triton 3.x's launcher signature, which torch's Inductor calls for every
kernel it launches:

    run(grid_x, grid_y, grid_z, stream, function, packed_metadata, launch_metadata,
        launch_enter_hook, launch_exit_hook, *args)

`args` are all the kernel's arguments in parameter order, constexprs included (their values are
compiled in and skipped, as Triton's generated launchers skip them). A pointer argument is an array
(a torch tensor on the kernel's device, a NumPy array for the CPU, anything `as_array_arg` knows),
an int address, or None (a null pointer, as Triton's launchers take it). A tensor on another device
than the kernel's is an error here, not a crash in the kernel.

The runner is made once per kernel: kernels whose runtime arguments are all plain pointers and
scalars get a function written for their parameter list (a few hundred nanoseconds of Python per
launch); tuples and tensor descriptors go through runtime/launch.py's general binding.
"""
from __future__ import annotations

from ..backends.arguments import as_array_arg


def make_runner(ck):
    """Triton's `run` for the loaded kernel `ck` (its launcher, its source function's parameters)."""
    fn, signature = ck.source_fn, ck.source_signature
    if fn is None or not getattr(fn, "params", None):
        raise RuntimeError(f"{ck.name}: this kernel was loaded without its function, so its arguments "
                           "cannot be bound; compile it with triton.compile(ASTSource(fn, ...))")
    target = str(ck.metadata.get("target") or "cpu")
    device = target.partition(":")[0]
    launcher = ck.launcher
    params = list(fn.params)
    simple = all(p.name not in signature or not isinstance(signature[p.name], tuple) and
                 not hasattr(signature[p.name], "block_shape") for p in params) and ck.stage_host is None \
        and not getattr(launcher, "takes_bounds", False) and not getattr(ck, "interpreted", False) \
        and device in ("cpu", "cuda")  # (other devices may read host memory too: launch.py knows which)
    if not simple:
        return _general_runner(ck)
    names = [f"a{i}" for i in range(len(params))]
    values = []
    for p, a in zip(params, names):
        t = signature.get(p.name)
        if t is None:
            continue  # a constexpr: compiled in
        values.append(f"P({a})" if t.is_ptr() else a)
    pointer = _pointer_converter(ck.name, device)
    src = (f"def run(gx, gy, gz, stream, function, packed_metadata, launch_metadata, enter, exit_, {', '.join(names)}):\n"
           f"    if enter is not None:\n"
           f"        enter(launch_metadata)\n"
           f"    if gx * gy * gz:\n"
           # (the CPU's native launch, express.py, takes the values as a tuple; a list goes the slower way)
           f"        {'(ck.launch or L)' if device == 'cpu' else 'L'}((gx, gy, gz), "
           f"{'(' + ''.join(v + ', ' for v in values) + ')' if device == 'cpu' else '[' + ', '.join(values) + ']'}"
           f"{'' if device == 'cpu' else ', stream'})\n"
           f"    if exit_ is not None:\n"
           f"        exit_(launch_metadata)\n")
    scope = {"P": pointer, "L": launcher, "ck": ck}
    exec(compile(src, f"<triton run of {ck.name}>", "exec"), scope)
    return scope["run"]


def _pointer_converter(name: str, device: str):
    """x -> the address a pointer argument passes: torch tensors checked for their device, other
    arrays through as_array_arg, ints as addresses, None as a null pointer."""
    tensor_type = _torch_tensor_type()
    on_host = device == "cpu"
    # (where: `is_cpu` / `is_cuda` cost 35 ns, `device.type` 200, per pointer of every launch)
    where = {"cpu": "is_cpu", "cuda": "is_cuda"}.get(device)

    def pointer(x):
        # (`type(x) is` first: the common case, 40 ns; then subclasses such as nn.Parameter, a model's
        # weights, which as_array_arg's general path took 8 us each to convert)
        if type(x) is tensor_type or tensor_type is not None and isinstance(x, tensor_type):
            if getattr(x, where) if where else x.device.type == device:
                return x.data_ptr()
            raise RuntimeError(f"{name}: a tensor on {x.device} was passed to a kernel compiled for {device}")
        if x is None:
            return 0
        if type(x) is int:
            return x
        arr = as_array_arg(x)
        if arr is None:
            raise TypeError(f"{name}: expected an array or a tensor for a pointer argument, got {type(x).__name__}")
        place = arr.device
        if (place is not None) if on_host else (place is None or place.partition(":")[0] != device):
            raise RuntimeError(f"{name}: an array in {place or 'host memory'} was passed to a kernel compiled "
                               f"for {device}")
        return arr.ptr
    return pointer


def _torch_tensor_type():
    import sys
    torch = sys.modules.get("torch")
    return torch.Tensor if torch is not None else None


def _general_runner(ck):
    """The runner for kernels with tuple or descriptor arguments, debug (sanitized) kernels and
    kernels staged through host memory: runtime/launch.py binds and checks each launch."""
    from .launch import launch

    def run(gx, gy, gz, stream, function, packed_metadata, launch_metadata, enter, exit_, *args):
        if enter is not None:
            enter(launch_metadata)
        launch(ck, (gx, gy, gz), args, {}, stream)
        if exit_ is not None:
            exit_(launch_metadata)
    return run
