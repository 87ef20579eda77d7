"""Build the demo records shipped for screenshots (`tch-desktop play RECORD --screen NAME`).

    python resources/records/build_demos.py

The positions are real games: four eager builders (`tools/sample_game.py`)
play through the engine, every move a legal action found with
`engine.moves`, seeded so the same records come back every time.

- loans.json:    the starting Parcels claimed, the loans still to choose;
- purchase.json: round 6, Purchase/Barter under way (7,000円 spent), two Seals in the queue
                 and two players who took theirs back to Barter;
- income.json:   just after the Income phase of round 2 (for the income screen);
- finished.json: a game played to the end of round 8.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # tools/ lives beside the package

from tch_desktop.engine import Game, game_record, save_record  # noqa: E402
from tools.sample_game import crowded_game  # noqa: E402

HERE = Path(__file__).resolve().parent
SEED = 9


def _loans() -> Game:
    g = crowded_game(SEED, stop_round=1, purchases_in_last=0)
    fresh = Game(g.setup)
    for a in g.log:
        if a.TYPE == "loan":
            break
        fresh.apply(a)
    return fresh


def _purchase() -> Game:
    g = crowded_game(SEED, stop_round=5, purchases_in_last=2, front_yen=1000)
    for p in g.state.queue[2:]:  # they step out of the queue to Barter
        g.apply({"type": "leave_queue", "player": p})
    return g


def build(out: Path = HERE) -> dict[str, Game]:
    games = {
        "loans": _loans(),
        "purchase": _purchase(),
        "income": crowded_game(SEED, stop_round=3, purchases_in_last=0, front_yen=1000),
        "finished": crowded_game(SEED, stop_round=99),
    }
    for name, game in games.items():
        save_record(game_record(game), out / f"{name}.json")
    return games


if __name__ == "__main__":
    for name, game in build().items():
        s = game.state
        print(f"{name}: round {s.round}, {s.phase}, spend {s.spend}, queue {s.queue}", file=sys.stderr)
