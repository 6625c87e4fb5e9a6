"""IR passes, one per file. `standard_pipeline` is what every kernel goes through before a backend."""
from .canonicalize import canonicalize
from .cse import cse
from .dce import dce
from .fp_fusion import fp_fusion
from .inline import inline

STANDARD_PIPELINE = [("inline", inline), ("canonicalize", canonicalize), ("cse", cse), ("fp_fusion", fp_fusion),
                     ("dce", dce)]


def run_standard_pipeline(module, options: dict | None = None):
    """The passes every kernel goes through; `enable_fp_fusion=False` skips contraction into fma."""
    options = options or {}
    for name, p in STANDARD_PIPELINE:
        if name == "fp_fusion" and not options.get("enable_fp_fusion", True):
            continue
        module = p(module)
    return module
