"""The profiler's clock on CUDA (`CUDADriver.profiler_clock`): a mark is a CUDA event recorded on
the launch's stream, so the time between two marks is the GPU's time between them (a launch returns
before its kernel runs: the host's clock would time the launch call). Events are reused: a profile of
10,000 launches records 20,000 marks, and cuEventCreate costs more than a record."""
from __future__ import annotations

from .driver import bindings, call, current_device, current_stream, device_attributes

POOL = 4096  # events kept for reuse; more are destroyed when released


class EventClock:
    device_type = "CUDA"

    def __init__(self):
        self._free: list = []

    def mark(self, stream=None):
        cu = bindings()
        ev = self._free.pop() if self._free else call(cu.cuEventCreate, 0,  # (CU_EVENT_DEFAULT: timing on)
                                                      what="cuEventCreate")
        handle = current_stream(current_device()) if stream is None else int(stream)
        call(cu.cuEventRecord, ev, cu.CUstream(handle), what="cuEventRecord")
        return ev

    def elapsed_ns(self, start, end) -> int:
        cu = bindings()
        call(cu.cuEventSynchronize, end, what="cuEventSynchronize")
        ms = call(cu.cuEventElapsedTime, start, end, what="cuEventElapsedTime")
        return int(round(float(ms) * 1e6))

    def release(self, ev) -> None:
        if len(self._free) < POOL:
            self._free.append(ev)
        else:
            call(bindings().cuEventDestroy, ev, what="cuEventDestroy")

    def device_info(self) -> dict:
        """proton's device record: arch, SMs, clock rates (kHz) and the memory bus width (bits)."""
        dev = current_device()
        a = device_attributes(dev)
        return {self.device_type: {str(dev): {
            "arch": str(a["arch"]), "num_sms": a["multiprocessor_count"], "clock_rate": a["sm_clock_rate"],
            "memory_clock_rate": a["mem_clock_rate"], "bus_width": a["mem_bus_width"], "name": a["name"]}}}
