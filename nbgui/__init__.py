"""nbgui: New Bedford for the desktop."""

from nbgui.dataclass_code import install as _install_dataclass_code

__version__ = "0.1.0"

# Every dataclass nbgui declares gets its methods' code from nbgui/_dataclass_code_pyXY.py
# (compiled ahead of time) instead of compiling it at import: see nbgui.dataclass_code.
_install_dataclass_code()
