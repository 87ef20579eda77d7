"""A seat for anyone's bot: `--players hard,py:file.py:Class`, and a failing plug-in loses only its seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tch_desktop.bots.seats import PlayerBot, make_bot, valid_spec
from tch_desktop.bots.simulate import Table, play_game
from tch_desktop.cli import main

GOOD = '''
from tch_desktop.engine.actions import ClaimStart, Loan, Pass

class Quiet:
    """Claims the first free square, takes the smallest loan, passes every round."""
    def __init__(self, player, seed):
        self.player = player
        self.calls = 0
    def decide(self, view, legal):
        self.calls += 1
        if "claim_start" in legal:
            taken = {a.id for a in view.areas()}
            return ClaimStart(self.player, sorted(k for k in view.components.starting_parcels
                                                  if k not in taken)[0])
        if "loan" in legal:
            return Loan(self.player, min(view.components.loans))
        return Pass(self.player) if "pass" in legal else None
'''

CRASHING = GOOD.replace('        if "loan" in legal:', '        if view.round >= 2:\n'
                        '            raise RuntimeError("my bot broke")\n        if "loan" in legal:')
CHEATING = GOOD.replace("return Loan(self.player, min(view.components.loans))",
                        "return Loan(self.player, 12345)")


def _write(tmp_path: Path, text: str, name: str = "mybot.py") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_plug_in_plays_its_seat_to_the_end(tmp_path: Path) -> None:
    spec = f"py:{_write(tmp_path, GOOD)}:Quiet"
    out = play_game(["hard", spec], seed=3, components="balanced")
    assert out.problems == [] and out.refusals == 0 and out.end_reason is not None
    assert out.winners == [0]  # a bot that never buys loses to hard
    bot = make_bot(spec, 1, 3)
    assert isinstance(bot.plugin, PlayerBot) and bot.plugin.calls == 0


def test_a_crashing_plug_in_gets_a_message_naming_its_file_and_the_game_goes_on(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, CRASHING, "broken_bot.py")
    records = tmp_path / "records"
    code = main(["simulate", "--players", f"hard,py:{path}:Quiet", "--games", "2", "--seed", "4",
                 "--json", "--records", str(records)])
    captured = capsys.readouterr()
    assert code == 0
    sm = json.loads(captured.out)
    assert sm["games"] == 2 and sm["refusals"] == 0
    assert str(path) in captured.err and "RuntimeError: my bot broke" in captured.err
    assert "normal bot plays its seat" in captured.err
    for f in records.glob("*.json"):
        assert json.loads(f.read_text(encoding="utf-8"))["actions"]  # the stand-in played on


def test_a_plug_in_choosing_an_illegal_action_loses_its_seat(tmp_path: Path) -> None:
    spec = f"py:{_write(tmp_path, CHEATING)}:Quiet"
    out = play_game([spec, "easy"], seed=5)
    assert out.refusals == 0 and out.end_reason is not None
    assert len(out.problems) == 1 and "rules refuse" in out.problems[0] and "loan" in out.problems[0]


@pytest.mark.parametrize("text, cls, what, whole", [
    (None, "Quiet", "no such file", True),
    ("def broken(:\n", "Quiet", "SyntaxError", False),
    (GOOD, "Missing", "no class Missing", False),
    ("class Quiet:\n    def __init__(self, player, seed):\n        raise ValueError('no')\n", "Quiet",
     "ValueError: no", False),
])
def test_a_plug_in_that_cannot_be_loaded_is_named_and_replaced(tmp_path: Path, text: str | None,
                                                                 cls: str, what: str, whole: bool) -> None:
    """The stand-in plays the first case's game to its end; in the others, whose plug-ins fail in
    other ways but are replaced alike, it plays round 1 (a seat's claim, loan and Purchases: an
    eighth of the game, issue 16)."""
    path = tmp_path / "absent.py" if text is None else _write(tmp_path, text, f"bot_{cls}_{len(text)}.py")
    table = Table(["easy", f"py:{path}:{cls}"], 6)
    if whole:
        out = table.play()
        assert out.end_reason is not None
    else:
        while table.game.state.round < 2 and table.step():
            pass
        out = table.outcome
        out.problems = [b.problem.text() for b in table.bots if b.problem is not None]
        bought = {a.TYPE for a in table.game.log if getattr(a, "player", None) == 1 and a.TYPE.startswith("buy_")}
        assert table.game.state.round == 2 and bought, "the stand-in played the seat's round 1"
    assert out.refusals == 0
    assert len(out.problems) == 1
    assert str(path) in out.problems[0] and "could not be loaded" in out.problems[0]
    assert what in out.problems[0]


def test_seat_specs_are_levels_or_python_classes() -> None:
    assert valid_spec("hard") and valid_spec("py:bots/mine.py:Mine") and valid_spec("py:C:/b/m.py:M")
    assert not valid_spec("grandmaster") and not valid_spec("py:mine.py") and not valid_spec("py::X")
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0)
