"""A plug-in's answer counts only as an action a record can hold, for its own seat, of a kind offered
to it: anything else (NaN in a field, another player's move, dice, an exit) loses it its seat and
never the game, nor a save of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tch_desktop.bots.seats import make_bot
from tch_desktop.bots.simulate import Table
from tch_desktop.engine.record import dumps_record, game_record, loads_record, replay

MISCHIEF = '''
import math
import sys
from tch_desktop.engine.actions import BuyCapsules, ClaimStart, Loan, Pass, QueueSeal, Roll


class Unprintable(Exception):
    def __str__(self):
        raise RuntimeError("no words either")


class NoRepr:
    def __repr__(self):
        raise RuntimeError("no repr")


class Base:
    """Claims and borrows like a person; in the Purchase phase it queues, and at the front it does `bad`."""
    def __init__(self, player, seed):
        self.player = player

    def decide(self, view, legal):
        if "claim_start" in legal:
            taken = {a.id for a in view.areas()}
            return ClaimStart(self.player, sorted(k for k in view.components.starting_parcels
                                                  if k not in taken)[0])
        if "loan" in legal:
            return Loan(self.player, max(view.components.loans))
        if "buy_capsules" in legal:
            return self.bad()
        return QueueSeal(self.player) if "queue" in legal else None


class NanCoupons(Base):
    def bad(self):
        return BuyCapsules(self.player, "red", coupons=math.nan)


class TextForNumber(Base):
    def bad(self):
        return BuyCapsules(str(self.player), "red")


class ListForTuple(Base):
    def bad(self):
        return Pass([self.player])  # unhashable where a number goes


class OtherSeat(Base):
    def bad(self):
        return Pass(1 - self.player)


class OwnPass(Base):
    def bad(self):
        return Pass(self.player)


class NoLoan(Base):
    def decide(self, view, legal):
        return None if "loan" in legal else super().decide(view, legal)

    def bad(self):
        return Pass(self.player)


class Dice(Base):
    def bad(self):
        return Roll("X1", 0)


class Exits(Base):
    def bad(self):
        sys.exit(3)


class RaisesUnprintable(Base):
    def bad(self):
        raise Unprintable()


class AnswersUnprintable(Base):
    def bad(self):
        return NoRepr()
'''


@pytest.fixture(scope="module")
def plugin_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("plugins") / "mischief.py"
    path.write_text(MISCHIEF, encoding="utf-8")
    return path


@pytest.mark.parametrize("cls, kind, words", [
    ("NanCoupons", "answer", "fields no record can hold"),
    ("TextForNumber", "answer", "fields no record can hold"),
    ("ListForTuple", "answer", "fields no record can hold"),
    ("OtherSeat", "illegal", "for another seat"),
    ("Dice", "illegal", "not offered to this seat"),
    ("NoLoan", "answer", "None where the seat must take one of loan"),
    ("Exits", "crash", "SystemExit: 3"),
    ("RaisesUnprintable", "crash", "Unprintable: <Unprintable that cannot be printed>"),
    ("AnswersUnprintable", "answer", "NoRepr, not an Action"),
])
def test_a_plug_in_answer_no_record_could_hold_or_for_another_seat_loses_its_seat_not_the_game(
        plugin_file: Path, cls: str, kind: str, words: str) -> None:
    table = Table(["easy", f"py:{plugin_file}:{cls}"], 6)
    for _ in range(2000):  # round 1 takes some 60 actions: a table stuck on the plug-in fails, not hangs
        if table.game.state.round >= 2 or not table.step():
            break
    problem = table.bots[1].problem
    assert problem is not None and (problem.kind, words in problem.detail) == (kind, True), problem
    assert table.game.state.round == 2, "the stand-in played round 1 on"
    assert table.outcome.refusals == 0
    # Whatever the plug-in tried, the game saves and loads again, entry for entry.
    text = dumps_record(game_record(table.game))
    again = replay(loads_record(text))
    assert again.error is None and again.game.log == table.game.log


def test_a_plug_in_may_still_pass_for_itself(plugin_file: Path) -> None:
    """The guard's other side: the same seat's own Pass, offered to it, goes through."""
    from tch_desktop.bots.view import BotView

    table = Table(["easy", f"py:{plugin_file}:OwnPass"], 6)
    for _ in range(2000):
        if table.game.state.phase == "purchase" and table.game.state.queue[:1] == [1]:
            break
        assert table.step()
    bot = make_bot(f"py:{plugin_file}:OwnPass", 1, 6)
    act = bot.decide(BotView.of(table.game, 1))
    assert bot.problem is None and act is not None and (act.TYPE, act.player) == ("pass", 1)


def test_a_seats_bot_answers_one_question_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window asks a bot on worker threads and tells it of a settled deal on its own thread: a
    deal settled while the bot thought could be lost from its memory (read, then replaced)."""
    import threading

    from tch_desktop.bots.bot import Bot
    from tch_desktop.bots.view import BotView

    inside = threading.Event()
    go_on = threading.Event()
    overlapped: list[bool] = []

    def slow_decide(self, view, legal=None, work=None):  # type: ignore[no-untyped-def]
        inside.set()
        go_on.wait(5)
        inside.clear()
        return None
    monkeypatch.setattr(Bot, "decide", slow_decide)
    monkeypatch.setattr(Bot, "settled", lambda self, offer, view=None: overlapped.append(inside.is_set()))
    table = Table(["easy", "easy"], 6)
    bot = table.bots[0]
    worker = threading.Thread(target=bot.decide, args=(BotView.of(table.game, 0),))
    worker.start()
    assert inside.wait(5)
    assert not bot._lock.acquire(blocking=False), "the bot is busy with its question"
    teller = threading.Thread(target=bot.settled, args=(None,))
    teller.start()
    go_on.set()
    worker.join(5)
    teller.join(5)
    assert overlapped == [False]
