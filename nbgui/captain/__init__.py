"""The Captain automata (solo mode): Orders walked over the engine's state, with a trace."""
