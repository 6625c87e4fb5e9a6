"""The cache store, at the bottom of tritium's layers: the local directory of entries and memos
(cache.py), the seals that tie an entry to this user's secret (seal.py), the shared Redis store behind
it (remote.py) and binaries published in Triton's cache layout (triton_layout.py). It knows files,
keys and bytes, not kernels: what goes into a key is the pipeline's (compiler.py) and the frontend's
(frontend/fingerprint.py) business."""
