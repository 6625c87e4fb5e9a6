"""Running a script as `python -m tritium run SCRIPT` (the `import triton` alias installed), for tests
of what Triton programs see under the alias."""
import subprocess
import sys


def run_under_alias(tmp_path, source: str, name: str = "script.py", timeout: int = 120, **kw):
    """Write `source` to tmp_path/name and run it under `tritium run`; -> the CompletedProcess (text)."""
    script = tmp_path / name
    script.write_text(source)
    return subprocess.run([sys.executable, "-m", "tritium", "run", str(script)], capture_output=True, text=True,
                          timeout=timeout, **kw)
