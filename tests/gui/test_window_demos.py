"""The demo records shipped for screenshots replay legally and stand where their names say."""

from __future__ import annotations

from pathlib import Path

from tch_desktop.engine import load_record, replay

RECORDS = Path(__file__).parents[2] / "resources" / "records"


def state_of(name: str):
    result = replay(load_record(RECORDS / f"{name}.json"))
    assert result.error is None
    return result.game.state


def test_loans_demo_waits_for_the_loans() -> None:
    s = state_of("loans")
    assert s.phase == "loans" and all(p.loan is None for p in s.players)


def test_purchase_demo_is_mid_round_with_a_queue_and_two_players_free_to_barter() -> None:
    s = state_of("purchase")
    assert s.phase == "purchase" and s.purchasing_open and s.spend > 0 and len(s.queue) == 2
    assert len(s.players) - len(s.queue) == 2


def test_income_demo_follows_an_income_phase() -> None:
    s = state_of("income")
    assert s.last_income is not None and s.last_income.round == s.round - 1 and s.spend == 0


def test_finished_demo_is_over() -> None:
    s = state_of("finished")
    assert s.phase == "over" and s.winners
