"""The Vulkan backend (issue 10, in progress): kernels as Vulkan compute shaders.

compiler.py: ttir -> ttgir -> llir -> spv (the shared GPU lowering, the OpenCL renderer's LLVM IR,
translated to SPIR-V for Vulkan); vk.py/runtime.py: the driver, ctypes over the Vulkan loader;
driver.py: arguments (DeviceArray) and launches. Importing it needs no GPU and no Vulkan loader.
"""
from .compiler import VulkanBackend
from .driver import VulkanDriver

backend = VulkanBackend()
driver = VulkanDriver()

__all__ = ["VulkanBackend", "VulkanDriver", "backend", "driver"]
