"""The shell's dialogs: new game, score sheet, Captain tie choice, crash report, about."""
