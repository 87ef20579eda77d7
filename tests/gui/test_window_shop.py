"""The shop: the front Seal buys with the mouse; what it cannot buy says why."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_window_basics import make_window, to_purchase

LEFT = Qt.MouseButton.LeftButton


def test_a_whole_colour_is_bought_with_a_coupon_through_real_clicks(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, loans=(4000, 6000))  # Aiko: 4,000円 and 1 Coupon, first in the queue
    shop = window.shop
    assert shop.buyer == 0 and shop.coupons.maximum() == 1
    shop.coupons.setFocus()
    qtbot.keyClick(shop.coupons, Qt.Key.Key_Up)
    assert shop.coupons.value() == 1
    assert "500円 + 1 Coupon" in shop.items["capsules:red"].toolTip()
    with qtbot.waitSignal(controller.action_applied):
        qtbot.mouseClick(shop.items["capsules:red"], LEFT)
    aiko = controller.game.state.players[0]
    assert aiko.capsules == {"red": 4} and aiko.coupons == 0 and aiko.yen == 3500
    assert controller.game.state.spend == 1000
    assert window.game_ledger.lines()[0] == "Aiko buys 4 red Capsules for 1,000円 (1 Coupon)."
    assert shop.items["capsules:red"].detail.text() == "Sold out"
    assert shop.buyer == 1


def test_what_cannot_be_bought_is_disabled_with_the_engines_reason(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, loans=(4000, 6000))
    shop = window.shop
    white = shop.items["capsules:white"]
    assert white.isEnabled(), "4,000円 in hand pays for white"
    qtbot.mouseClick(shop.items["capsules:red"], LEFT)  # Aiko now has 3,000円
    controller.apply({"type": "leave_queue", "player": 1})
    controller.apply({"type": "queue", "player": 0})
    assert shop.buyer == 0
    assert not white.isEnabled()
    assert white.toolTip() == "Not enough Yen (needed: 4,000円; available: 3,000円)."
    assert not shop.items["capsules:red"].isEnabled() and shop.items["capsules:red"].toolTip() == "Sold out."
    before = len(controller.game.log)
    qtbot.mouseClick(white, LEFT)
    assert len(controller.game.log) == before
    # The Sumo Dohyo costs 6,000円: not for Aiko; the Entrance needs capsules she has (red).
    assert not shop.items["building:sumo_dohyo"].isEnabled()
    assert shop.items["hotel"].isEnabled()


def test_nobody_at_the_front_means_nothing_to_buy(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    for p in (0, 1):
        controller.apply({"type": "leave_queue", "player": p})
    shop = window.shop
    assert shop.buyer is None
    assert shop.who.text() == "Nobody is at the front of the queue."
    assert not any(b.isEnabled() for b in shop.items.values())


def test_placed_items_start_the_map_mode_and_declare_the_purchase(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    window.countdown.set_timing(grace_seconds=3600, second_ms=3_600_000)  # never fires by itself
    qtbot.waitUntil(lambda: window.countdown.running)
    with qtbot.waitSignal(window.scene.mode_changed) as mode:
        qtbot.mouseClick(window.shop.items["vending"], LEFT)
    assert mode.args == ["piece"]
    assert window.countdown.declared and not window.countdown.running
    window.scene.cancel_mode()
    assert not window.countdown.declared and window.countdown.running
    with qtbot.waitSignal(window.scene.mode_changed) as mode:
        qtbot.mouseClick(window.shop.items["parcel:A"], LEFT)
    assert mode.args == ["parcel"]
    window.scene.cancel_mode()


def test_pink_capsules_are_bought_by_count(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    shop = window.shop
    shop.pink_count.setFocus()
    for _ in range(2):
        qtbot.keyClick(shop.pink_count, Qt.Key.Key_Up)
    assert shop.items["pink"].name.text() == "3 pink"
    assert shop.items["pink"].detail.text().startswith("3,000円")
    qtbot.mouseClick(shop.items["pink"], LEFT)
    assert controller.game.state.players[0].capsules == {"pink": 3}
    assert controller.game.state.players[0].yen == 3000


def test_a_building_offers_its_card_sides_and_a_coin_laundry_its_roof(qtbot, monkeypatch, controller) -> None:
    from tests.gui.conftest import two_player_setup

    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, two_player_setup(cards="choose"), loans=(10000, 10000))
    begun: list[tuple] = []
    monkeypatch.setattr(window.scene, "begin_building",
                        lambda player, building, side=None, roof=None, coupons=0:
                        begun.append((player, building, side, roof)))
    offered: list[list[str]] = []

    def pick_last(_key: str, options: list[object]) -> int:
        offered.append([text for _icon, text in options])
        return len(options) - 1

    monkeypatch.setattr(window.shop, "ask_option", pick_last)  # the menu's choice, without the menu
    qtbot.mouseClick(window.shop.items["building:park"], LEFT)
    assert offered[-1] == ["Side A: roll its Bonus die at Income",
                           "Side B: roll its die, and 500円 for each adjacent Parcel"]
    assert begun[-1] == (0, "park", "B", None)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    controller.apply({"type": "leave_queue", "player": 1})
    controller.apply({"type": "queue", "player": 0})
    qtbot.mouseClick(window.shop.items["building:coin_laundry"], LEFT)
    assert offered[-1] == ["No capsules on the roof", "1 red Capsule on the roof", "2 red Capsules on the roof"]
    assert begun[-1][:3] == (0, "coin_laundry", None) and begun[-1][3].count == 2


def test_a_new_game_with_fewer_players_than_the_last_buyers_seat_opens(qtbot, monkeypatch, controller) -> None:
    """Found by the monkey (issue 9): the shop asked the new game for the last game's buyer, Seat 4 of 4."""
    from tests.gui.conftest import two_player_setup

    window = make_window(qtbot, monkeypatch, controller)
    window.shop.buyer = 3  # a four-player game's fourth Seal was at the front
    controller.new_game(two_player_setup())
    assert window.shop.buyer is None and controller.game is not None
    assert len(controller.game.state.players) == 2


def test_an_item_that_cannot_be_bought_writes_its_name_in_the_soft_ink(qtbot, monkeypatch, controller) -> None:
    """The name follows the button's state, whether the button itself or the whole shop is disabled."""
    from tch_desktop.gui.style.table import INK, INK_SOFT

    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, loans=(4000, 6000))
    shop = window.shop
    white, red = shop.items["capsules:white"], shop.items["capsules:red"]

    def ink(button) -> str:
        return button.name.styleSheet().rpartition("color:")[2].strip(" ;")

    assert white.isEnabled() and ink(white) == INK.name()
    assert ink(white) != INK_SOFT.name()
    assert INK_SOFT.name() in white.detail.styleSheet()
    qtbot.mouseClick(red, LEFT)  # Aiko now has 3,000円: white (4,000円) is refused, red sold out
    controller.apply({"type": "leave_queue", "player": 1})
    controller.apply({"type": "queue", "player": 0})
    assert not white.isEnabled() and ink(white) == INK_SOFT.name()
    assert not red.isEnabled() and ink(red) == INK_SOFT.name()
    assert not white.icon_label.isEnabled()
    blue = shop.items["capsules:blue"]
    assert blue.isEnabled() and ink(blue) == INK.name()
    shop.setEnabled(False)
    assert ink(blue) == INK_SOFT.name() and not blue.icon_label.isEnabled()
    shop.setEnabled(True)
    assert ink(blue) == INK.name() and blue.icon_label.isEnabled()
    window.activateWindow()  # an activation (or any other change) leaves the colours as they are
    assert ink(blue) == INK.name() and ink(white) == INK_SOFT.name()
