"""IR passes, one per file. `standard_pipeline` is what every kernel goes through before a backend."""
from .canonicalize import canonicalize
from .cse import cse
from .dce import dce
from .inline import inline

STANDARD_PIPELINE = [("inline", inline), ("canonicalize", canonicalize), ("cse", cse), ("dce", dce)]


def run_standard_pipeline(module):
    for _, p in STANDARD_PIPELINE:
        module = p(module)
    return module
