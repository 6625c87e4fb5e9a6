"""The in-tree CPU backend, registered through the `tritium.backends` entry point like any plugin."""
from .compiler import CPUBackend
from .driver import CPUDriver

backend = CPUBackend()
driver = CPUDriver()
