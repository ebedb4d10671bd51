"""The Windows version resource of ``nbgui.exe`` (Explorer's Details tab, installers, crash
reports), built from the pyproject version. Imported by ``nbgui.spec`` on Windows; pure Python
(PyInstaller's ``versioninfo`` classes), so it is also checked on Linux."""

from __future__ import annotations

import re
from typing import Any

COMPANY = "nbgui contributors"
PRODUCT = "New Bedford (nbgui)"


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"0.1.0"`` → ``(0, 1, 0, 0)``; a pre-release suffix (``1.2.0rc1``) is dropped."""
    numbers = [int(m.group(0)) for m in map(re.compile(r"^\d+").match, version.split(".")[:4]) if m]
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def version_info(version: str) -> Any:
    from PyInstaller.utils.win32.versioninfo import (
        FixedFileInfo,
        StringFileInfo,
        StringStruct,
        StringTable,
        VarFileInfo,
        VarStruct,
        VSVersionInfo,
    )  # fmt: skip

    numbers = version_tuple(version)
    strings = [
        StringStruct("CompanyName", COMPANY),
        StringStruct("FileDescription", PRODUCT),
        StringStruct("FileVersion", version),
        StringStruct("InternalName", "nbgui"),
        StringStruct("LegalCopyright", f"MIT licence, {COMPANY}"),
        StringStruct("OriginalFilename", "nbgui.exe"),
        StringStruct("ProductName", PRODUCT),
        StringStruct("ProductVersion", version),
    ]
    return VSVersionInfo(
        ffi=FixedFileInfo(
            filevers=numbers, prodvers=numbers, mask=0x3F, flags=0x0, OS=0x40004,
            fileType=0x1, subtype=0x0, date=(0, 0),
        ),
        kids=[
            StringFileInfo([StringTable("040904B0", strings)]),
            VarFileInfo([VarStruct("Translation", [0x0409, 1200])]),
        ],
    )  # fmt: skip
