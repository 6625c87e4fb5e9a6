"""Code generators: tile IR -> a target's low-level IR (LLVM IR for the CPU)."""
