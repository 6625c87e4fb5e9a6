import atexit
import os
import shutil
import tempfile

# Every kernel compiled by the tests must print to `.ttir` text that parses back identically.
os.environ["TRITIUM_CHECK_ROUNDTRIP"] = "1"

# Hermetic runs: compiled kernels go to a fresh cache, so compile-time behaviour (static_print,
# stage counts) does not depend on what earlier runs left in ~/.cache/tritium.
os.environ["TRITIUM_CACHE_DIR"] = tempfile.mkdtemp(prefix="tritium-test-cache-")
atexit.register(shutil.rmtree, os.environ["TRITIUM_CACHE_DIR"], True)
