"""The Vulkan driver: devices (runtime.py), kernel arguments and launches.

Array arguments are `DeviceArray`s (Vulkan memory with a buffer device address), or host arrays
(NumPy, CPU torch) with `target="vulkan"`, which are copied in and out around the launch
(staging.py); a kernel's arguments are packed into its push constants as the spv stage laid them
out.
"""
from __future__ import annotations

import struct

from ..base import Driver, OutOfResources, Target

_PACK = {"i8": "<b", "i16": "<h", "i32": "<i", "i64": "<q", "half": "<e", "float": "<f", "double": "<d"}


class _Utils:
    def get_device_properties(self, device=0) -> dict:
        from . import runtime
        p = runtime.physical_devices()[int(device or 0)]
        return {"max_shared_mem": p.max_shared, "multiprocessor_count": 1, "max_work_group_size": p.max_group_size,
                "name": p.name, "subgroup_size": p.subgroup_size}


class VulkanLauncher:
    """A compute pipeline and its push-constant layout: `launcher(grid, args)` runs and waits."""

    def __init__(self, spv: bytes, metadata: dict, device: int | None = None):
        from . import runtime
        self.device_index = int(device or 0)
        self.dev = runtime.device(self.device_index)
        self.name = metadata["name"]
        self.layout = [tuple(x) for x in metadata["push_layout"]]
        # a shader over the device's limits is undefined behaviour (NVIDIA's driver built one with
        # too much workgroup memory and lost the device at its launch): refuse it as Triton does,
        # so the autotuner drops the config
        p = self.dev.phys
        shared = int(metadata.get("shared", 0) or 0)
        if shared > p.max_shared:
            raise OutOfResources(shared, p.max_shared, "shared memory")
        threads = int(metadata["num_warps"]) * int(metadata["threads_per_warp"])
        if threads > p.max_group_size:
            raise OutOfResources(threads, p.max_group_size, "threads per block")
        self.pipe = self.dev.pipeline(spv, "main", int(metadata["push_bytes"]))
        # what the device's compiler made of it, where the driver says (Triton's n_regs/n_spills)
        self.statistics = runtime.pipeline_statistics(self.dev, self.pipe.handle)
        regs = [v for k, v in self.statistics.items() if "register" in k.lower()]
        if regs:
            metadata["n_regs"] = int(max(regs))
        elif p.type == "CPU":  # lavapipe: the shader runs as host code, so the host's vector
            # registers, as the CPU backend reports (occupancy formulas such as tutorial 02's divide by it)
            from ..cpu.compiler import vector_registers
            metadata["n_regs"] = vector_registers()
        spills = [v for k, v in self.statistics.items() if "spill" in k.lower()]
        if spills:
            metadata["n_spills"] = int(sum(spills))
        self._last = None

    def pack(self, args) -> bytes:
        buf = bytearray(max((off + size for _, _, off, size in self.layout), default=0))
        for (name, ty, off, size), v in zip(self.layout, args):
            if ty.startswith("ptr"):
                struct.pack_into("<Q", buf, off, int(v) & (2**64 - 1))
            elif ty == "i1":
                struct.pack_into("<I", buf, off, 1 if v else 0)
            elif ty in ("half", "float", "double"):
                struct.pack_into(_PACK[ty], buf, off, float(v))
            else:
                bits = int(ty[1:])
                struct.pack_into(_PACK[ty].upper(), buf, off, int(v) & ((1 << bits) - 1))
        return bytes(buf)

    def __call__(self, grid, args, stream=None) -> None:
        gx, gy, gz = (tuple(int(g) for g in grid) + (1, 1))[:3]
        if min(gx, gy, gz) <= 0:
            return
        self._last = self.dev.dispatch(self.pipe, (gx, gy, gz), self.pack(args), wait=False)

    @property
    def last_ms(self) -> float | None:
        """The GPU time of this kernel's last launch in ms (waits for it; None without timestamps)."""
        return None if self._last is None else self.dev.elapsed_ms(self._last)


class VulkanDriver(Driver):
    backend = "vulkan"

    def __init__(self):
        self.utils = _Utils()

    def is_available(self) -> bool:
        try:
            from . import runtime
            return bool(runtime.physical_devices())
        except Exception:  # noqa: BLE001 - a yes/no question
            return False

    @staticmethod
    def is_active() -> bool:
        return False  # host arrays run on the CPU backend; Vulkan takes DeviceArrays or target=

    def unavailable_reason(self) -> str | None:
        try:
            from . import runtime
            return None if runtime.physical_devices() else "no usable Vulkan device: " + runtime.INSTALL_HINT
        except Exception as e:  # noqa: BLE001
            return str(e)

    def adapt(self, arg):
        if type(arg).__name__ != "DeviceArray":  # (cheap: every launch asks every driver)
            return None
        cached = arg.__dict__.get("_array_arg")
        if cached is not None:  # an array's address and element type never change
            return cached
        from . import runtime
        if isinstance(arg, runtime.DeviceArray):
            from ...frontend import dtypes as tdt
            from ..cuda.arrays import _array_arg
            et = arg.element_type or tdt.from_array_dtype(arg.dtype)
            arg._array_arg = _array_arg(arg.address, et, arg.buffer.address, arg.buffer.nbytes,
                                        f"vulkan:{arg.device_index}")
            return arg._array_arg
        return None

    def reads_host_memory(self, target: Target) -> bool:
        return False

    def stages_host_memory(self, target: Target) -> bool:
        """Host arrays may be passed with target="vulkan": they are staged (copied in and out)."""
        return target.backend == "vulkan"

    def launch_staged(self, launcher, grid, values, args) -> None:
        from .staging import launch_staged
        launch_staged(launcher, grid, values, args)

    def target_of(self, device: int) -> Target:
        from . import runtime
        p = runtime.physical_devices()[int(device or 0)]
        return Target("vulkan", f"sg{p.subgroup_size}" + ("+coopmat" if p.coopmat else ""), p.subgroup_size)

    def get_current_target(self) -> Target:
        return self.target_of(0)

    def load(self, binary: bytes, metadata: dict, device: int | None = None):
        return VulkanLauncher(binary, metadata, device)


__all__ = ["VulkanDriver", "VulkanLauncher"]
