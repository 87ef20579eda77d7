"""The panels around the Map: the table's boards and ledgers, drawn as warm paper cards.

Each panel reads the game (never writes it) in `show_game(game)` and sets its
words in `retranslate()`, called at start and again on `LanguageChange`.
"""
