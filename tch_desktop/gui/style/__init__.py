"""The look of the game in one place: colours (theme), the table's cards (table), the Map's drawing (board)."""
