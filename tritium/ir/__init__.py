"""The tile IR: types, ops (declared once), builder, printer/parser (the `.ttir` text) and verifier."""
from .builder import Builder
from .core import OPS, Block, Operation, Value, VerifyError
from .ops import Func, Module
from .parser import ParseError, parse_ir, parse_type
from .printer import print_ir
from .types import FloatType, IntType, PtrType, TensorType, Type
from .verifier import verify
