"""Code generators: tile IR -> a target's low-level IR (LLVM IR for the CPU; the per-thread program
of the GPU half, rendered per GPU target)."""


def handler_registry():
    """(HANDLERS, handles): op name -> lowering function, and the decorator that fills it."""
    table: dict = {}

    def handles(*names):
        def deco(fn):
            for n in names:
                table[n] = fn
            return fn
        return deco
    return table, handles
