"""Module-level globals and @jit helpers that the CompilationError tests' kernels refer to.

Mistakes inside the helpers are marked `# ERR`; tests expect errors located in this file.
"""
import tritium
import tritium.language as tl

# Globals used by kernels below.
NOT_CONSTEXPR_GLOBAL = 42
CONSTEXPR_GLOBAL = tl.constexpr(16)


def plain_python_function(x):
    return x + 1


@tritium.jit
def add_one(x):
    return x + 1


@tritium.jit
def needs_block(x, BLOCK: tl.constexpr):
    return x + tl.arange(0, BLOCK)


@tritium.jit
def bad_helper(x):
    y = x & 1.5  # ERR
    return y


@tritium.jit
def block_cond_helper(x):
    if x > 0:  # ERR
        return 1
    return 2


@tritium.jit(noinline=True)
def noinline_helper(x):
    return x + 1


@tritium.jit
def recursive_helper(x):
    return recursive_helper(x)  # ERR


@tritium.constexpr_function
def pick_config(n):
    if n > 4:
        raise LookupError(f"no config for {n}")
    return n


@tritium.jit
def inner_bad_helper(x):
    return tl.arange(0, 10) + x  # ERR


@tritium.jit
def middle_helper(x):
    return inner_bad_helper(x) * 2


@tritium.jit
def branchy_return(x, flag):
    if flag > 0:  # ERR
        return x.to(tl.float32)
    else:
        return x.to(tl.int32)  # ERR
