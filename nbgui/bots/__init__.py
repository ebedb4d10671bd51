"""Player bots over the engine's `legal_commands` (simulation, calibration, hints)."""
