"""IR passes, one per file. `standard_pipeline` is what every kernel goes through before a backend."""
from .canonicalize import canonicalize
from .cse import cse
from .dce import dce
from .dot_accumulate import dot_accumulate
from .fp_fusion import fp_fusion
from .inline import inline

def _default_fp_fusion() -> bool:
    from .. import knobs
    return bool(knobs.language.default_fp_fusion)


def _always(options):
    return True


# (name, pass, runs for these options?)
STANDARD_PIPELINE = [("inline", inline, _always), ("canonicalize", canonicalize, _always), ("cse", cse, _always),
                     ("dot_accumulate", dot_accumulate, _always), ("fp_fusion", fp_fusion, lambda o: o.get("enable_fp_fusion", _default_fp_fusion())), ("dce", dce, _always)]


def run_standard_pipeline(module, options: dict | None = None):
    """The passes every kernel goes through, in order."""
    options = options or {}
    for _, p, enabled in STANDARD_PIPELINE:
        if enabled(options):
            module = p(module)
    return module
