"""The root of tritium's exceptions, Triton's `triton.TritonError`: compile errors, interpreter
errors and resource limits all derive from it, so library code catching Triton's errors catches ours."""


class TritonError(Exception):
    """Base class of the errors tritium raises for kernels (as Triton's)."""


class UnsupportedTritonAPI(TritonError, NotImplementedError):
    """A name of Triton's API that tritium cannot give Triton's meaning (its MLIR bindings, for
    one): raised where it is used, saying what to do instead, rather than an AttributeError."""

    def __init__(self, name: str, why: str):
        self.api_name = name
        super().__init__(f"triton.{name} is not available under tritium: {why}")
