from tch_desktop.bots.econ import Econ
from tests.engine.helpers import buy, hotel
from tests.engine.test_variants import building, game


def test_a_park_side_b_supposed_raises_the_income_of_hotels_already_valued_next_door() -> None:
    """A Hotel in L2 valued at Franchise 200 (no attraction) earns 200; a side-B Park supposed in L1,
    next door, adds 500 to L2: 700 — even though the model had already reckoned L2's Hotel."""
    g = game("choose")
    buy(g, {"type": "buy_parcel", "player": 0, "board": "A", "x": 8, "y": 4, "rot": 0})  # L2, north of L1
    buy(g, {"type": "buy_vending", "player": 0, "x": 8, "y": 4})
    buy(g, hotel(0, "pink", 10, 4, 1))
    e = Econ.of(g.state)
    assert e.hotel_value("L2", 200, 1) == 200.0
    e.add_building(0, "L1", "park", "B", g.state)
    assert e.hotel_value("L2", 200, 1) == 700.0
