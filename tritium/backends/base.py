"""What a backend plugin provides: a `Backend` (how to compile: options, stages, specialisation
rules, toolchain hash) and a `Driver` (how to run: availability, argument adapters, load, launch).

A stage is `fn(src, metadata) -> src`; `add_stages` fills an ordered dict name -> stage after the
common `ttir` stage. Text stages return str, binary stages bytes (the last one is the binary).
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    """Where a kernel runs: `backend` ('cpu', 'cuda', ...), `arch` (e.g. 'x86_64', 90), warp size."""
    backend: str
    arch: object
    warp_size: int = 1

    def __str__(self):
        return f"{self.backend}:{self.arch}"


@dataclass(frozen=True)
class Options:
    """Compile options common to all backends; a backend subclasses this with its own fields."""
    num_warps: int = 4
    num_stages: int = 3
    num_ctas: int = 1
    debug: bool = False
    enable_fp_fusion: bool = True
    default_dot_input_precision: str = "ieee"

    def hash(self) -> str:
        return hashlib.sha256(json.dumps(dataclasses.asdict(self), sort_keys=True, default=str).encode()).hexdigest()

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)


@dataclass(frozen=True)
class SpecializationRule:
    """A fact about an argument that a backend compiles in: `applies(value) -> bool`; `kind` names it
    in the signature ('divisible_16', 'aligned_64', ...). Values failing the rule get a separate kernel."""
    kind: str
    applies: object


class Backend(ABC):
    name: str = "?"
    binary_ext: str = "bin"
    options_class = Options

    @abstractmethod
    def supports(self, target: Target) -> bool: ...

    def parse_options(self, opts: dict) -> Options:
        fields = {f.name for f in dataclasses.fields(self.options_class)}
        unknown = set(opts) - fields
        if unknown:
            raise KeyError(f"backend {self.name}: unknown options {sorted(unknown)}")
        return self.options_class(**opts)

    @abstractmethod
    def add_stages(self, stages: dict, options: Options) -> None: ...

    def specializations(self) -> list[SpecializationRule]:
        return []

    def hash(self) -> str:
        """Versions of the toolchain this backend compiles with (part of every cache key)."""
        return self.name


class Driver(ABC):
    backend: str = "?"

    @abstractmethod
    def is_available(self) -> bool: ...

    @abstractmethod
    def get_current_target(self) -> Target: ...

    def adapt(self, arg):
        """Array-like argument -> pointer argument for this driver, or None if not ours."""
        return None

    @abstractmethod
    def load(self, binary: bytes, metadata: dict): ...

    @abstractmethod
    def launch(self, kernel, grid, args) -> None: ...
