import os

# Every kernel compiled by the tests must print to `.ttir` text that parses back identically.
os.environ["TRITIUM_CHECK_ROUNDTRIP"] = "1"
