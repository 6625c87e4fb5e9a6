"""`import triton` resolved to tritium in a process whose sys.path holds this folder.

`tritium.compat.install_triton_alias()` puts the folder first on sys.path and PYTHONPATH, so that
the Python processes a program starts (torch's compile workers, multiprocessing children) import
tritium under Triton's name too. Executing this module installs the alias, which replaces it in
sys.modules: the import returns tritium's `triton` package.
"""
from tritium.compat import install_triton_alias

install_triton_alias()
