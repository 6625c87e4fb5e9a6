"""`python -m tritium ...`: the `tritium` command (tritium/cli/)."""
import sys

from .cli import main

sys.exit(main())
