"""Words for the engine's codes, in the player's language (Qt translations)."""
