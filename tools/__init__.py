"""Developer tools outside the game package: sample positions and demos of the Map and the dialogs."""
