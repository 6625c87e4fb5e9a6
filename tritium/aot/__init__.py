"""Ahead-of-time export: `export(manifest, out_dir)` writes a bundle (C sources, CPU objects,
embedded cubins, manifest.json) that builds into one shared library; `load(bundle_dir)` launches
its kernels from Python without the compiler (the loader imports only the standard library)."""
from .loader import AOTError, Bundle, load  # noqa: F401


def export(manifest, out_dir, build: bool = False, cc: str | None = None):
    """Compile a manifest's kernels into a bundle directory (see tritium/aot/export.py)."""
    from .export import export as _export
    return _export(manifest, out_dir, build=build, cc=cc)
