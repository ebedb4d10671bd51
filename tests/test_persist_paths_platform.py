"""The user folders worked out without platformdirs (issue 18, `nbgui.paths.platform_folders`)
are the ones platformdirs gives, on Linux and macOS, whatever the XDG variables and ``HOME``
say; anything it does not work out itself is left to platformdirs."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import platformdirs
import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix

from nbgui.paths import platform_folders, user_data_path
from nbgui.persist.paths import AppDirs

HOMES = ["/home/ishmael", "/home/ishmael/", "/", "/Users/Queequeg Smith"]
XDG = {
    "XDG_DATA_HOME": ["", "/xdg/data", "/xdg/data/", "relative/data", "~/data", " /lead"],
    "XDG_CONFIG_HOME": ["", "/xdg/config", "config"],
    "XDG_STATE_HOME": ["", "/xdg/state", "//xdg//state", "state"],
}


def _platformdirs(platform: str, monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> tuple:
    for name in ("HOME", *XDG):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    dirs = (MacOS if platform == "darwin" else Unix)("nbgui", appauthor=False)
    return (
        dirs.user_data_path, dirs.user_config_path, dirs.user_log_path, dirs.user_state_path
    )


def _cases() -> list[dict[str, str]]:
    cases = []
    for home, data, config, state in itertools.product(HOMES, *XDG.values()):
        env = {"HOME": home}
        for name, value in zip(XDG, (data, config, state), strict=True):
            if value:
                env[name] = value
        cases.append(env)
    return cases


@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_the_folders_are_platformdirs_ones(platform: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for env in _cases():
        expected = _platformdirs(platform, monkeypatch, env)
        assert platform_folders(platform, env) == expected, env


def test_what_it_does_not_work_out_is_left_to_platformdirs() -> None:
    assert platform_folders("win32", {"HOME": "/home/a"}) is None
    assert platform_folders("freebsd14", {"HOME": "/home/a"}) is None
    assert platform_folders("linux", {}) is None  # no HOME: platformdirs asks the system
    assert platform_folders("linux", {"HOME": "home/a"}) is None
    android = {"HOME": "/data", "ANDROID_DATA": "/data", "ANDROID_ROOT": "/system"}
    assert platform_folders("linux", android) is None


def test_the_app_uses_them_without_importing_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NBGUI_HOME", raising=False)
    monkeypatch.setenv("HOME", "/home/ishmael")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    if platform_folders() is None:
        pytest.skip("platformdirs answers on this system")
    monkeypatch.setitem(sys.modules, "platformdirs", None)  # importing it would fail
    dirs = AppDirs.from_platform()
    assert dirs.data == Path(platformdirs.user_data_path("nbgui", appauthor=False))
    assert user_data_path() == dirs.data
