"""The root of tritium's exceptions, Triton's `triton.TritonError`: compile errors, interpreter
errors and resource limits all derive from it, so library code catching Triton's errors catches ours."""


class TritonError(Exception):
    """Base class of the errors tritium raises for kernels (as Triton's)."""
