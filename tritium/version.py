"""tritium's version, at the bottom of the layers (the cache keys every entry on it)."""
__version__ = "0.1.0"
