"""The AOT manifest: which kernels to export, with which signatures, constants, options, targets and
specialisation variants. Read from TOML or JSON (or given as a dict); every mistake is a
`ManifestError` naming the entry and field, so `tritium aot` answers in one line.

    library = "kernels"                       # C prefix tritium_kernels_*, built as libkernels.so
    targets = ["cpu:x86-64-v3", "cpu:x86-64", "cpu:aarch64", "cuda:80", "cuda:90"]

    [[kernels]]
    kernel = "vector_add.py:add_kernel"       # FILE:KERNEL, relative to the manifest
    name = "add"                              # the C name (default: the kernel's name)
    signature = "*fp32, *fp32, *fp32, i32"    # runtime parameters, Triton's spelling
    constexprs = { BLOCK_SIZE = 1024 }
    options = { num_warps = 4 }
    variants = ["*fp32:16, *fp32:16, *fp32:16, i32:16", "*fp32, *fp32, *fp32, i32"]

A hint `:16` says a pointer is 16-byte aligned or an int a multiple of 16 (`:64`: a pointer 64-byte
aligned, which the CPU backend also specialises on), `:1` that an int equals 1 (compiled in). Each
variant is compiled for every target; at run time the bundle calls the first variant (most hints
first) whose hints hold for the actual arguments, as the JIT binder would pick its specialisation.
Without `variants`, a signature with hints is the only variant; one without gets three: every
parameter `:16`, only the pointers `:16`, and none.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field

from ..frontend.signature import (  # noqa: F401 - (the manifest's names for them)
    TYPE_NAMES, TYPES_HELP, Param, SignatureError, _is_integer, canonical, dtype_of, parse_signature)

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")  # used with fullmatch: no trailing newline


# A mistake in an AOT manifest or a signature (one line: what and where). Signatures are the
# frontend's (frontend/signature.py, also read by tritium.compile()): the same error class.
ManifestError = SignatureError


@dataclass
class KernelSpec:
    source: str  # FILE, absolute
    kernel: str  # the @jit function's name in FILE
    name: str  # the C name
    signature: list[Param]
    constexprs: dict
    options: dict
    variants: list[list[Param]] = field(default_factory=list)


@dataclass
class Manifest:
    library: str
    targets: list[str]
    kernels: list[KernelSpec]
    root: str  # the directory kernel files are relative to


def load_manifest(path_or_dict, root: str | None = None) -> Manifest:
    """A manifest file (.toml, .json) or dict -> Manifest (ManifestError on any mistake)."""
    if isinstance(path_or_dict, dict):
        data, root = path_or_dict, root or os.getcwd()
    else:
        path = str(path_or_dict)
        try:
            raw = open(path, "rb").read()
        except OSError as e:
            raise ManifestError(f"{path}: cannot read the manifest ({e.strerror})") from None
        root = root or os.path.dirname(os.path.abspath(path))
        data = _parse(path, raw)
    return _build(data, root)


def _parse(path: str, raw: bytes) -> dict:
    if path.endswith(".json"):
        try:
            return json.loads(raw)
        except ValueError as e:
            raise ManifestError(f"{path}: not valid JSON: {e}") from None
    try:
        import tomllib
    except ImportError:  # Python 3.10
        raise ManifestError(f"{path}: TOML manifests need Python 3.11 (tomllib); write it as JSON") from None
    try:
        return tomllib.loads(raw.decode())
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ManifestError(f"{path}: not valid TOML: {e}") from None


def _build(data: dict, root: str) -> Manifest:
    unknown = set(data) - {"library", "targets", "kernels"}
    if unknown:
        raise ManifestError(f"unknown manifest keys {sorted(unknown)} (known: library, targets, kernels)")
    lib = data.get("library")
    if not isinstance(lib, str) or not _IDENT.fullmatch(lib) or lib.startswith("_"):
        raise ManifestError(f"library: expected a C identifier naming the library (not starting with '_': "
                            f"tritium__* names are the bundle's own), got {lib!r}")
    targets = data.get("targets")
    if not isinstance(targets, list) or not targets or not all(isinstance(t, str) for t in targets):
        raise ManifestError("targets: expected a non-empty list of targets, e.g. [\"cpu:x86-64-v3\", \"cuda:90\"]")
    kernels = data.get("kernels")
    if not isinstance(kernels, list) or not kernels:
        raise ManifestError("kernels: expected a non-empty list of kernel entries ([[kernels]] in TOML)")
    specs = [_kernel(i, k, root) for i, k in enumerate(kernels)]
    names = [s.name for s in specs]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise ManifestError(f"kernels: C names {dup} are used twice; give entries distinct `name`s")
    return Manifest(lib, list(dict.fromkeys(targets)), specs, root)


_KERNEL_KEYS = {"kernel", "name", "signature", "constexprs", "options", "variants"}


def _kernel(i: int, k: dict, root: str) -> KernelSpec:
    where = f"kernels[{i}]"
    if not isinstance(k, dict):
        raise ManifestError(f"{where}: expected a table with kernel, signature, ...")
    unknown = set(k) - _KERNEL_KEYS
    if unknown:
        raise ManifestError(f"{where}: unknown keys {sorted(unknown)} (known: {', '.join(sorted(_KERNEL_KEYS))})")
    ref = k.get("kernel")
    if not isinstance(ref, str) or ":" not in ref:
        raise ManifestError(f"{where}.kernel: expected 'FILE:KERNEL', got {ref!r}")
    path, _, kname = ref.rpartition(":")
    where = f"kernels[{i}] ({ref})"
    src = path if os.path.isabs(path) else os.path.join(root, path)
    name = k.get("name", kname)
    if not isinstance(name, str) or not _IDENT.fullmatch(name):
        raise ManifestError(f"{where}.name: expected a C identifier, got {name!r}")
    if "signature" not in k:
        raise ManifestError(f"{where}: missing `signature` (runtime parameter types, e.g. '*fp32, i32')")
    sig = parse_signature(k["signature"], f"{where}.signature")
    cx, opts = k.get("constexprs", {}), k.get("options", {})
    for what, v in (("constexprs", cx), ("options", opts)):
        if not isinstance(v, dict):
            raise ManifestError(f"{where}.{what}: expected a table of name = value")
    variants = k.get("variants")
    if variants is None:
        variants = [sig] if any(p.hint for p in sig) else _default_variants(sig)
    else:
        if not isinstance(variants, list) or not variants:
            raise ManifestError(f"{where}.variants: expected a non-empty list of signatures")
        variants = [parse_signature(v, f"{where}.variants[{j}]") for j, v in enumerate(variants)]
        for j, v in enumerate(variants):
            if [p.type for p in v] != [p.type for p in sig]:
                raise ManifestError(f"{where}.variants[{j}]: types {', '.join(p.type for p in v)} differ from the "
                                    f"signature's {', '.join(p.type for p in sig)} (a variant changes only hints)")
    variants = list({tuple(v): v for v in variants}.values())
    # strongest first: the run-time dispatch takes the first variant whose hints hold, so one whose
    # hints imply another's (more hints, or :64 where the other has :16) must come before it
    variants.sort(key=lambda v: (-sum(1 for p in v if p.hint), -sum(p.hint for p in v if p.is_pointer)))
    return KernelSpec(os.path.abspath(src), kname, name, sig, dict(cx), dict(opts), variants)


def _default_variants(sig: list[Param]) -> list[list[Param]]:
    every = [Param(p.type, 16 if p.is_pointer or _is_integer(p.type) else 0) for p in sig]
    pointers = [Param(p.type, 16 if p.is_pointer else 0) for p in sig]
    return [every, pointers, list(sig)]
