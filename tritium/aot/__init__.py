"""Ahead-of-time export: `export(manifest, out_dir)` writes a bundle (C sources, CPU objects,
embedded cubins, manifest.json) that builds into one shared library (`build_library`);
`load(bundle_dir)` launches its kernels from Python without the compiler (the loader imports only
the standard library). The exporter lives in `exporter.py` and is imported on first use."""
from .loader import AOTError, Bundle, load  # noqa: F401


def export(manifest, out_dir, build: bool = False, cc: str | None = None):
    """Compile a manifest's kernels into a bundle directory (see tritium/aot/exporter.py)."""
    from .exporter import export as _export
    return _export(manifest, out_dir, build=build, cc=cc)


def build_library(bundle_dir, cc: str | None = None):
    """Build an exported bundle's lib<library>.so with the C compiler `cc` (default $CC or cc)."""
    from .exporter import build_library as _build
    return _build(bundle_dir, cc)
