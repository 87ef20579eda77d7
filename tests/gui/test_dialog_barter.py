"""The barter table: a deal built on screen and on the Map, checked by the engine, accepted, settled."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.gui.dialogs.barter import BarterTable
from tests.gui.map_positions import apply_all, map_window, purchasing
from tests.gui.test_map_outline import draw, wobbly

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def table_and_map(qtbot, controller):
    """Aiko (S1) and Ren (S2), 10,000円 each, both Seals out of the queue; the Map beside the table."""
    purchasing(controller)
    apply_all(controller, {"type": "leave_queue", "player": 0}, {"type": "leave_queue", "player": 1})
    w = map_window(qtbot, controller)
    w.view.zoom_by(2.0, w.at(20, 11))
    table = BarterTable(controller, w.scene)
    qtbot.addWidget(table)
    assert table.open_for([0, 1])
    return table, w


def set_amount(qtbot, spin, value: int) -> None:
    edit = spin.lineEdit()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, str(value))
    qtbot.keyClick(edit, Qt.Key.Key_Tab)


def test_a_deal_with_yen_and_a_subdivision_is_settled(qtbot, controller, table_and_map) -> None:
    table, w = table_and_map
    aiko, ren = table.columns[0], table.columns[1]
    qtbot.mouseClick(aiko.add_buttons["yen"], LEFT)
    set_amount(qtbot, aiko.rows[0].amount, 1500)
    drawn: list[list[tuple[float, float]]] = []
    w.scene.outline_drawn.connect(lambda _area, pts: drawn.append(pts))
    qtbot.mouseClick(ren.add_buttons["subdivide"], LEFT)
    assert w.scene.mode == "outline" and table.map_hint.isVisible()
    draw(qtbot, w, wobbly([(21.6, 9.6), (23.4, 9.6), (23.4, 11.4), (21.6, 11.4)], per_side=8))
    assert [r.item.kind for r in ren.rows] == ["subdivide"] and len(drawn) == 1
    outline = drawn[0]
    assert ren.rows[0].item.outline == tuple(outline) and len(outline) == 4
    assert "Aiko gives Ren 1,500円" in table.words.text()
    assert "Ren gives Aiko a new Subdivision of S2" in table.words.text()
    assert table.verdict.text().startswith("The deal follows the rules")

    assert not table.settle_button.isEnabled()
    qtbot.mouseClick(aiko.accept, LEFT)
    assert not table.settle_button.isEnabled(), "every party must accept"
    qtbot.mouseClick(ren.accept, LEFT)
    with qtbot.waitSignal(table.settled) as settled:
        qtbot.mouseClick(table.settle_button, LEFT)
    assert settled.args == ["X1"]
    s = controller.game.state
    assert (s.players[0].yen, s.players[1].yen) == (8500, 11500)
    assert s.areas["D1"].owner == 0 and s.areas["D1"].parent == "S2" and s.areas["D1"].drawn_by == 1
    assert controller.game.log[-1].to_dict() == {
        "type": "barter", "barter": "X1",
        "transfers": [{"from": 0, "to": 1, "yen": 1500},
                      {"from": 1, "to": 0, "subdivide": "S2", "outline": [list(p) for p in outline]}],
        "promises": []}
    assert not table.isVisible() and s.barters == {}


def test_a_refused_deal_shows_the_engines_reason(qtbot, table_and_map) -> None:
    table, _w = table_and_map
    aiko = table.columns[0]
    qtbot.mouseClick(aiko.add_buttons["yen"], LEFT)
    assert table.verdict.text() == "Every party of a Barter must offer something."
    assert not aiko.accept.isEnabled() and not table.settle_button.isEnabled()
    qtbot.mouseClick(table.columns[1].add_buttons["promise"], LEFT)
    qtbot.keyClicks(table.columns[1].rows[0].text, "I will not build next to your Hotel")
    assert table.verdict.text().startswith("The deal follows the rules")
    set_amount(qtbot, aiko.rows[0].amount, 0)
    assert table.verdict.text() == "Amounts must be more than zero."


def test_any_change_clears_the_accepts(qtbot, table_and_map) -> None:
    table, _w = table_and_map
    aiko, ren = table.columns[0], table.columns[1]
    qtbot.mouseClick(aiko.add_buttons["yen"], LEFT)
    qtbot.mouseClick(ren.add_buttons["yen"], LEFT)
    qtbot.mouseClick(aiko.accept, LEFT)
    qtbot.mouseClick(ren.accept, LEFT)
    assert table.settle_button.isEnabled()
    qtbot.mouseClick(ren.rows[0].remove, LEFT)
    assert not aiko.accept.isChecked() and not ren.accept.isChecked()
    assert not table.settle_button.isEnabled()


def test_a_whole_area_is_picked_on_the_map(qtbot, table_and_map) -> None:
    table, w = table_and_map
    qtbot.mouseClick(table.columns[1].add_buttons["area"], LEFT)
    assert w.scene.mode == "pick"
    qtbot.mouseMove(w.view.viewport(), w.at(23, 11))
    qtbot.mouseClick(w.view.viewport(), LEFT, pos=w.at(23, 11))
    qtbot.wait(20)
    assert [r.item.area for r in table.columns[1].rows] == ["S2"]
    assert "Ren gives Aiko the whole area S2" in table.words.text()
    assert table.pending is None and not table.map_hint.isVisible()


def test_abandoning_frees_the_parties(qtbot, controller, table_and_map) -> None:
    table, _w = table_and_map
    qtbot.mouseClick(table.columns[0].add_buttons["yen"], LEFT)
    with qtbot.waitSignal(table.abandoned):
        qtbot.mouseClick(table.abandon_button, LEFT)
    assert controller.game.state.barters == {} and not table.isVisible()
    assert controller.game.log[-1].to_dict() == {"type": "barter_abandon", "barter": "X1"}
    assert table.open_for([1, 0]) and controller.game.state.barters["X2"].parties == (1, 0)
    assert table.deal is not None and table.deal.items == [], "a new Barter starts from nothing"


def test_reopening_the_table_keeps_the_open_barter_and_its_draft(qtbot, controller, table_and_map) -> None:
    table, _w = table_and_map
    qtbot.mouseClick(table.columns[0].add_buttons["yen"], LEFT)
    table.hide()
    assert table.open_for([0, 1])
    assert list(controller.game.state.barters) == ["X1"] and len(table.columns[0].rows) == 1


def bot_table(qtbot, controller, **kw) -> BarterTable:
    """Aiko (a person) and Sora (a bot), both Seals out of the queue, at the table."""
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                               PlayerSetup("Sora", "wave", "#1e8449", "bot", "easy")], seed=1))
    apply_all(controller, {"type": "claim_start", "player": 0, "parcel": "S1"},
              {"type": "claim_start", "player": 1, "parcel": "S2"},
              {"type": "tiebreak", "first": 0},
              {"type": "loan", "player": 0, "amount": 6000}, {"type": "loan", "player": 1, "amount": 6000},
              {"type": "leave_queue", "player": 0}, {"type": "leave_queue", "player": 1})
    w = map_window(qtbot, controller)
    table = BarterTable(controller, w.scene, **kw)
    qtbot.addWidget(table)
    table.open_for([0, 1])
    return table


def test_a_bot_party_politely_declines(qtbot, controller) -> None:
    table = bot_table(qtbot, controller)
    sora = table.columns[1]
    assert sora.bot_note.isVisibleTo(table) and "politely declines" in sora.bot_note.text()
    qtbot.mouseClick(table.columns[0].add_buttons["yen"], LEFT)
    table.add_promise(1, "Thank you")
    assert not sora.accept.isEnabled() and not any(b.isEnabled() for b in sora.add_buttons.values())
    assert not table.settle_button.isEnabled()


def test_a_bot_that_can_weigh_deals_answers_each_legal_one(qtbot, controller) -> None:
    asked: list[int] = []

    def answer(party: int, barter) -> bool:
        asked.append(party)
        return sum(t.yen or 0 for t in barter.transfers if t.receiver == party) >= 1000

    table = bot_table(qtbot, controller, bot_answer=answer)
    aiko, sora = table.columns[0], table.columns[1]
    qtbot.mouseClick(aiko.add_buttons["yen"], LEFT)
    assert asked == [] and "answers once the deal follows the rules" in sora.bot_note.text()
    qtbot.mouseClick(sora.add_buttons["promise"], LEFT)
    qtbot.keyClicks(sora.rows[0].text, "A good word for you")
    assert not sora.accept.isChecked(), "the bot answers once the typing stops"
    qtbot.waitUntil(lambda: sora.accept.isChecked())
    assert sora.bot_note.text() == "Sora accepts this deal." and asked == [1]
    set_amount(qtbot, aiko.rows[0].amount, 500)
    qtbot.waitUntil(lambda: sora.bot_note.text() == "Sora declines this deal.")
    assert not sora.accept.isChecked()
    set_amount(qtbot, aiko.rows[0].amount, 1200)
    qtbot.waitUntil(lambda: sora.accept.isChecked())
    qtbot.mouseClick(aiko.accept, LEFT)
    with qtbot.waitSignal(table.settled):
        qtbot.mouseClick(table.settle_button, LEFT)
    assert [p.yen for p in controller.game.state.players] == [4800, 7200]


def test_with_three_parties_each_item_names_its_receiver(qtbot, controller) -> None:
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3"),
                               PlayerSetup("Yuki", "koi", "#7d3c98")], seed=2))
    apply_all(controller, *({"type": "claim_start", "player": i, "parcel": sq}
                            for i, sq in enumerate(("S1", "S2", "S3"))),
              {"type": "tiebreak", "first": 0},
              *({"type": "loan", "player": i, "amount": 8000} for i in range(3)),
              *({"type": "leave_queue", "player": i} for i in range(3)))
    w = map_window(qtbot, controller)
    table = BarterTable(controller, w.scene)
    qtbot.addWidget(table)
    table.open_for([0, 1, 2])
    qtbot.mouseClick(table.columns[0].add_buttons["yen"], LEFT)
    row = table.columns[0].rows[0]
    assert row.receiver is not None and row.item.receiver == 1, "the next party round the table"
    qtbot.keyClick(row.receiver, Qt.Key.Key_Down)
    assert row.item.receiver == 2 and "Aiko gives Yuki 1,000円" in table.words.text()
    qtbot.mouseClick(table.columns[1].add_buttons["yen"], LEFT)
    qtbot.mouseClick(table.columns[2].add_buttons["promise"], LEFT)
    qtbot.keyClicks(table.columns[2].rows[0].text, "Lunch is on me")
    for col in table.columns.values():
        qtbot.mouseClick(col.accept, LEFT)
    with qtbot.waitSignal(table.settled):
        qtbot.mouseClick(table.settle_button, LEFT)
    s = controller.game.state
    assert [p.yen for p in s.players] == [7000, 7000, 10000]


def test_drawing_a_subdivision_folds_the_table_beside_the_whole_map(qtbot, table_and_map) -> None:
    table, w = table_and_map
    table.show()
    ren = table.columns[1]
    zoomed = w.view.zoom
    qtbot.mouseClick(ren.add_buttons["subdivide"], LEFT)
    assert table.folded and not table.scroller.isVisible() and table.map_hint.isVisible()
    assert w.view.zoom < zoomed, "the whole Map is shown to draw on"
    shown = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert shown.contains(w.scene.map_rect), "the whole Map"
    centre = (w.view.horizontalScrollBar().value(), w.view.verticalScrollBar().value(), w.view.zoom)
    draw(qtbot, w, wobbly([(21.6, 9.6), (23.4, 9.6), (23.4, 11.4), (21.6, 11.4)], per_side=8))
    assert [r.item.kind for r in ren.rows] == ["subdivide"]
    assert table.folded and not table.scroller.isVisible(), "drawn: still folded, the outline in sight"
    assert "(2 × 2)" in table.map_hint.text() and table.done_map.isVisible()
    qtbot.mouseClick(table.done_map, LEFT)
    assert not table.folded and table.scroller.isVisible(), "done: the deal shows again"
    assert w.scene.mode == "select" and not table.map_hint.isVisible()
    assert [r.item.kind for r in ren.rows] == ["subdivide"] and ren.rows[0].what.text().endswith("2 × 2")
    assert "a new Subdivision of" in table.words.text() and "(2 × 2)" in table.words.text()
    assert (w.view.horizontalScrollBar().value(), w.view.verticalScrollBar().value(), w.view.zoom) == centre, \
        "no re-pan after drawing"


def test_the_folded_table_keeps_to_the_column_beside_the_map(qtbot, monkeypatch, controller) -> None:
    """Folded, the table lay over the shop wider than the column, off the screen's edge, with its
    title cut ("Handel: Player 1 und") and its prompt clipped."""
    from tests.gui.test_window_basics import make_window

    window = make_window(qtbot, monkeypatch, controller)
    window.resize(1280, 720)
    purchasing(controller)
    apply_all(controller, {"type": "leave_queue", "player": 0}, {"type": "leave_queue", "player": 1})
    controller.game.state.players[0].name = "Aiko Watanabe-Yamamoto"  # a long title
    window.open_barter([0, 1])
    table = window.barter_table
    qtbot.waitExposed(table)
    qtbot.mouseClick(table.columns[1].add_buttons["subdivide"], LEFT)
    assert table.folded
    dock = table._dock()
    assert dock is not None and table.geometry().width() == dock.width() < 450
    for part in (table.title, table.map_hint):
        assert part.height() >= part.heightForWidth(part.width()), f"{part.text()!r} cut short"


def test_cancel_after_drawing_takes_the_drawn_subdivision_out(qtbot, table_and_map) -> None:
    table, w = table_and_map
    table.show()
    ren = table.columns[1]
    qtbot.mouseClick(ren.add_buttons["subdivide"], LEFT)
    draw(qtbot, w, wobbly([(21.6, 9.6), (23.4, 9.6), (23.4, 11.4), (21.6, 11.4)], per_side=8))
    assert [r.item.kind for r in ren.rows] == ["subdivide"]
    qtbot.mouseClick(table.cancel_map, LEFT)
    assert ren.rows == [] and table.deal.items == [] and not table.folded
    assert w.scene.mode == "select"


def test_removing_the_subdivision_being_drawn_removes_its_outline_and_prompt(qtbot, table_and_map) -> None:
    table, w = table_and_map
    ren = table.columns[1]
    qtbot.mouseClick(ren.add_buttons["subdivide"], LEFT)
    draw(qtbot, w, wobbly([(21.6, 9.6), (23.4, 9.6), (23.4, 11.4), (21.6, 11.4)], per_side=8))
    assert w.scene.mode == "outline" and table.map_hint.isVisible()
    row = ren.rows[0]
    qtbot.mouseClick(row.remove, LEFT)
    assert ren.rows == [] and table.deal.items == []
    assert w.scene.mode == "select", "the outline is gone with the mode"
    assert not table.map_hint.isVisible() and not table.cancel_map.isVisible(), "and its prompt"
