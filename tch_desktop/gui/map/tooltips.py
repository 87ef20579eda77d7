"""What hovering the Map tells: an area's or a piece's id, owner, contents and income.

Built at the moment the tooltip shows, in the current language.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from tch_desktop.engine.state import Building, GameState, Graveyard, Hotel, Structure, Vending
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.texts import building_name, capsules_text, count_text


def _owner_line(state: GameState, player: int) -> str:
    return QCoreApplication.translate("Map", "Owner: {player}").format(
        player=escape(state.players[player].name))


def _piece_name(s: Structure) -> str:
    if isinstance(s, Hotel):
        return QCoreApplication.translate("Map", "Hotel {id}").format(id=s.id)
    if isinstance(s, Building):
        return f"{building_name(s.building, s.side)} {s.id}"
    if isinstance(s, Vending):
        return QCoreApplication.translate("Map", "Vending Machine {id}").format(id=s.id)
    if isinstance(s, Graveyard):
        return QCoreApplication.translate("Map", "Graveyard {id}").format(id=s.id)
    return s.id


def area_tooltip(state: GameState, area_id: str) -> str:
    area = state.areas[area_id]
    if area.kind == "start":
        head = QCoreApplication.translate("Map", "Starting Parcel {id}").format(id=area.id)
    elif area.kind == "parcel":
        head = QCoreApplication.translate("Map", "Parcel {id} (board {board})").format(
            id=area.id, board=area.board or "?")
    else:
        head = QCoreApplication.translate("Map", "Subdivision {id} of {parent}").format(
            id=area.id, parent=area.parent or "?")
    lines = [f"<b>{escape(head)}</b>", _owner_line(state, area.owner)]
    if area.kind == "subdivision" and area.drawn_by is not None:
        lines.append(QCoreApplication.translate("Map", "Outlined by {player}").format(
            player=escape(state.players[area.drawn_by].name)))
    held = sorted(state.in_area(area_id), key=lambda s: (s.kind, len(s.id), s.id))
    shown = [s for s in held if not (isinstance(s, Hotel) and s.laundry)]
    if shown:
        lines.append(QCoreApplication.translate("Map", "Holds: {pieces}").format(
            pieces=escape(", ".join(_piece_name(s) for s in shown))))
    else:
        lines.append(QCoreApplication.translate("Map", "Nothing stands here yet."))
    if area.children:
        lines.append(QCoreApplication.translate("Map", "Subdivisions: {ids}").format(
            ids=", ".join(area.children)))
    hotels, support = state.golden_counts(held)
    lines.append(QCoreApplication.translate(
        "Map", "Golden Rule — Hotels: {hotels}; Vending Machines and Graveyards: {support}").format(
        hotels=hotels, support=support))
    return "<br>".join(lines)


def _income_lines(state: GameState, hotel: Hotel) -> list[str]:
    report = state.last_income
    entry = None if report is None else next((h for h in report.hotels if h.hotel == hotel.id), None)
    if report is None or entry is None:
        return [QCoreApplication.translate("Map", "No Income yet.")]
    lines = [QCoreApplication.translate("Map", "Income in round {round}: {amount}").format(
        round=report.round, amount=yen(entry.income)),
        QCoreApplication.translate(
            "Map", "Franchise {franchise} + Attraction {attraction} − Graveyards {graveyard}").format(
            franchise=yen(entry.franchise), attraction=yen(entry.attraction),
            graveyard=yen(entry.graveyard))]
    if entry.floored != entry.raw:
        lines.append(QCoreApplication.translate("Map", "raised to the floor of {amount}").format(
            amount=yen(entry.floored)))
    if entry.income != entry.floored:
        lines.append(QCoreApplication.translate("Map", "capped at {amount}").format(amount=yen(entry.cap)))
    return lines


def structure_tooltip(state: GameState, sid: str) -> str:
    s = state.structures[sid]
    owner = state.owner_of(sid)
    where = QCoreApplication.translate("Map", "in {area}").format(area=s.area)
    lines = [f"<b>{escape(_piece_name(s))}</b>", f"{_owner_line(state, owner)} · {where}"]
    if isinstance(s, Hotel):
        lines.append(QCoreApplication.translate("Map", "{capsules}, {stories}").format(
            capsules=capsules_text(s.count, s.color), stories=count_text(s.stories, "story")))
        lines += _income_lines(state, s)
    elif isinstance(s, Building):
        if s.side:
            lines.append(QCoreApplication.translate("Map", "Attraction card side {side}").format(side=s.side))
        if s.hotel and s.hotel in state.structures:
            h = state.structures[s.hotel]
            assert isinstance(h, Hotel)
            lines.append(QCoreApplication.translate("Map", "On its roof: Hotel {id}, {capsules}").format(
                id=h.id, capsules=capsules_text(h.count, h.color)))
            lines += _income_lines(state, h)
    elif isinstance(s, Graveyard):
        lines.append(QCoreApplication.translate(
            "Map", "Every Hotel in Parcel {parcel} earns {amount} less").format(
            parcel=s.parcel, amount=yen(state.components.graveyard_deduction)))
    return "<br>".join(lines)

