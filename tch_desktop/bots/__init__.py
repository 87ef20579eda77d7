"""Computer players: they see what a person at the table sees and act through engine actions.

    from tch_desktop.bots import Bot, BotView
    bot = Bot(player=1, level="hard", seed=7)
    action = bot.decide(BotView.of(game, 1))      # an engine Action (already checked) or None

Levels are "easy", "normal" and "hard" (`levels.py`); `reaction_time` gives
their human-like delays; `simulate` plays bot-only games headless. Bots speak
in `BotMessage` codes, never sentences (the GUI words them: i18n/bot_texts.py).
"""

from tch_desktop.bots.bot import Bot
from tch_desktop.bots.levels import LEVELS, SPEEDS, level_params, reaction_time
from tch_desktop.bots.messages import BotMessage, Offer, Response
from tch_desktop.bots.view import BotView, PlayerView

__all__ = ["LEVELS", "SPEEDS", "Bot", "BotMessage", "BotView", "Offer", "PlayerView", "Response",
           "level_params", "reaction_time"]
