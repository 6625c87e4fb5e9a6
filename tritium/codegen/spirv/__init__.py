"""SPIR-V emitted directly (for Vulkan, whose LLVM target cannot express Triton kernels): the
grammar tables (grammar.py) and a module builder that encodes instructions from them (module.py)."""
from .grammar import GrammarUnavailable, grammar
from .module import Id, Module, SPIRVBuildError

__all__ = ["Module", "Id", "SPIRVBuildError", "grammar", "GrammarUnavailable"]
