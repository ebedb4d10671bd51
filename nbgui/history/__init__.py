"""Play history: the finished-games database, statistics, game codes and text export (no Qt)."""
