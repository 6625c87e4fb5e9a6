"""The Vulkan backend (issue 10, in progress): so far its driver half, ctypes over the Vulkan loader
(vk.py: structures and entry points; runtime.py: devices, buffers with device addresses, compute
pipelines with push-constant arguments, timed dispatches). The compiler half (ttgir -> SPIR-V
through tritium.codegen.spirv) does not exist yet, so the backend is not registered."""
