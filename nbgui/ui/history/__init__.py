"""Qt views of the play history: statistics window, replay window and the History menu."""
