"""The Qt table (PySide6 only lives here)."""
