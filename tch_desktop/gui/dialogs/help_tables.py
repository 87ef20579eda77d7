"""The component tables of the rules reference, rendered from the component set in play.

Prices, counts, Bonus die faces, board shapes and sizes are the data file's,
never copied into the help pages, so a corrected value shows up everywhere.
Headings go through `HelpTables.tr(…)` (context "HelpTables"); pictures
(die faces, board shapes, capsule colours) are drawn here and handed to the
browser under `tch:` URLs.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF

from tch_desktop.engine import rules
from tch_desktop.engine.components import Components, Face
from tch_desktop.gui.dialogs.dice import coupon_symbol, no_graveyard_symbol
from tch_desktop.gui.style import theme
from tch_desktop.i18n import texts
from tch_desktop.i18n.languages import languages, yen


def _nowrap(text: str) -> str:
    """An amount that never breaks between its digits and 円 (a CJK glyph allows a break before it)."""
    return f'<span style="white-space:nowrap">{text}</span>'


def _yen(n: int) -> str:
    """An amount in a table cell, kept on one line."""
    return _nowrap(yen(n))


def _table(heads: list[str], rows: list[list[str]], numeric: set[int] | None = None,
           full: bool = True) -> str:
    numeric = numeric or set()
    width = ' width="100%"' if full else ""
    out = [f'<table class="data" cellspacing="0" cellpadding="5"{width}><tr>']
    out += [f'<th align="{"right" if i in numeric else "left"}">{escape(h)}</th>' for i, h in enumerate(heads)]
    out.append("</tr>")
    for row in rows:
        out.append("<tr>")
        out += [f'<td align="{"right" if i in numeric else "left"}" valign="middle">{cell}</td>'
                for i, cell in enumerate(row)]
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def _swatch(colour: str) -> QImage:
    img = QImage(44, 24, QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(2.0)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#3d3426"), 1))
    p.setBrush(theme.capsule_color(colour))
    p.drawRoundedRect(QRectF(0.5, 0.5, 21, 11), 3, 3)
    p.end()
    return img


def _board(outline: tuple[tuple[float, float], ...], scale: float = 7.0) -> QImage:
    w = max(x for x, _ in outline) * scale + 4
    h = max(y for _, y in outline) * scale + 4
    img = QImage(int(w * 2), int(h * 2), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(2.0)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(theme.INK, 1.5))
    p.setBrush(theme.PAPER)
    p.drawPolygon(QPolygonF([QPointF(2 + x * scale, 2 + y * scale) for x, y in outline]))
    p.end()
    return img


class HelpTables:
    """Builds the tables; `self.tr` gives lupdate the context "HelpTables"."""

    def __init__(self, components: Components, images: dict[str, QImage]) -> None:
        self.c = components
        self.images = images
        self.parts: list[str] = []

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("HelpTables", text, disambiguation, n)

    def html(self) -> str:
        for section in (self.component_set, self.loans, self.limits, self.capsules, self.pieces, self.buildings,
                        self.boards, self.numbers):
            section()
        return "".join(self.parts)

    def section(self, title: str, body: str, note: str = "") -> None:
        self.parts.append(f"<h3>{escape(title)}</h3>{body}")
        if note:
            self.parts.append(f'<p class="note">{escape(note)}</p>')

    def component_set(self) -> None:
        name = texts.component_set_name(self.c.name)
        self.section(self.tr("Component set: {name}").format(name=name),
                     f"<p>{escape(texts.component_set_note(self.c.name))}</p>",
                     self.tr("The tables below show the numbers of this set."))

    def loans(self) -> None:
        c = self.c
        rows = [[_yen(a), str(n) if n else "–", _yen(c.interest(a)), _yen(rules.debt(c, a, 1)),
                 _yen(rules.debt(c, a, c.rounds))] for a, n in sorted(c.loans.items())]
        heads = [self.tr("Loan"), self.tr("Coupons"), self.tr("Interest per round"),
                 self.tr("Debt in round 1"), self.tr("Debt after the last round")]
        note = self.tr("Interest is {p} % of the loan for every round, the current one included.")
        self.section(self.tr("Loans"), _table(heads, rows, {0, 1, 2, 3, 4}),
                     note.format(p=c.interest_percent))

    def limits(self) -> None:
        rows = [[str(n), _yen(limit)] for n, limit in sorted(self.c.purchase_limit.items())]
        heads = [self.tr("Players"), self.tr("Purchase Limit")]
        self.section(self.tr("Purchase Limit (Round Spend board)"), _table(heads, rows, {0, 1}, full=False))

    def capsules(self) -> None:
        c = self.c
        rows = []
        for colour in c.colours:
            key = f"tch:swatch/{colour}"
            self.images[key] = _swatch(colour)
            if colour in c.capsule_price:
                price = self.tr("{price} for all of them").format(price=yen(c.capsule_price[colour]))
            else:
                price = self.tr("{first} for the first, + {extra} for each more").format(
                    first=yen(c.pink_first), extra=yen(c.pink_extra))
            rows.append([f'<img src="{key}" width="22" height="12"> {escape(texts.colour_name(colour))}',
                         str(c.capsule_count[colour]), price])
        heads = [self.tr("Colour"), self.tr("In the supply"), self.tr("Price")]
        note = self.tr("A capsule measures {size} units and is one story tall.")
        self.section(self.tr("Capsules"), _table(heads, rows, {1}),
                     note.format(size=texts.map_size(*c.capsule_size)))

    def pieces(self) -> None:
        c = self.c
        graveyards = self.tr("no limit; at most {n} per Parcel").format(n=c.graveyards_per_parcel)
        gain = self.tr("you gain {amount}").format(amount=yen(-c.graveyard_price))
        rows = [
            [escape(self.tr("Entrance")), str(c.entrance_count), _yen(c.entrance_price),
             texts.map_size(*c.entrance_size)],
            [escape(self.tr("Vending Machine")), str(c.vending_count), _yen(c.vending_price),
             texts.map_size(*c.vending_size)],
            [escape(self.tr("Graveyard")), escape(graveyards), escape(gain), texts.map_size(*c.graveyard_size)],
        ]
        heads = [self.tr("Piece"), self.tr("Count"), self.tr("Price"), self.tr("Size (units)")]
        note = self.tr("Each Graveyard lowers the Income of every Hotel in its Parcel by {amount}.")
        self.section(self.tr("Pieces"), _table(heads, rows), note.format(amount=yen(c.graveyard_deduction)))

    def buildings(self) -> None:
        rows = []
        for name, b in self.c.buildings.items():
            faces = _faces_html(b.faces, self.images)
            side_b = escape(self.side_b(rules.effect(b, "B"))) if b.card else "–"
            rows.append([f"<b>{escape(texts.building_name(name))}</b>", str(b.count), _yen(b.price),
                         texts.map_size(*b.size), faces, side_b])
        heads = [self.tr("Building"), self.tr("Count"), self.tr("Price"), self.tr("Size (units)"),
                 self.tr("Bonus die faces"), self.tr("Attraction card, side B")]
        note = self.tr("Every face of a die is equally likely; ×2 marks a face printed twice. A pink bar "
                       "is a Coupon for the Building's owner; the crossed-out gravestone cancels the "
                       "Graveyard Deduction in that Parcel for the round.")
        self.section(self.tr("Buildings"), _table(heads, rows, {1}), note)

    def boards(self) -> None:
        c = self.c
        rows = []
        for key, board in sorted(c.boards.items()):
            url = f"tch:board/{key}"
            self.images[url] = _board(board.outline)
            w = max(x for x, _ in board.outline)
            h = max(y for _, y in board.outline)
            rows.append([f"<b>{escape(key)}</b>", f'<img src="{url}">', texts.map_size(w, h), _yen(board.price)])
        x0, y0, x1, y1 = next(iter(c.starting_parcels.values()))
        heads = [self.tr("Board"), self.tr("Shape"), self.tr("Size (units)"), self.tr("Price")]
        note = self.tr("The %n starting Parcel(s): squares of {size} units. The Map sheet measures "
                       "{map} units; positions snap to a {grid}-unit grid.", "", len(c.starting_parcels)).format(
            size=texts.map_size(x1 - x0, y1 - y0), map=texts.map_size(*c.map_size),
            grid=texts.map_units(c.grid))
        self.section(self.tr("Land Parcel boards"), _table(heads, rows, {3}), note)

    def numbers(self) -> None:
        c = self.c
        franchise = self.tr("{a} per Hotel + {b} per Parcel with one").format(
            a=yen(c.franchise_per_hotel), b=yen(c.franchise_per_parcel))
        rows = [
            [self.tr("Rounds"), languages().number(c.rounds)],
            [self.tr("Rounds that give every player %n Coupon(s)", "", c.coupon_round_coupons), ", ".join(str(r) for r in sorted(c.coupon_rounds))],
            [self.tr("Value of a Coupon"), yen(c.coupon_value)],
            [self.tr("Franchise Income"), franchise],
            [self.tr("Franchise thresholds (%n Coupon(s) to each owner)", "", c.threshold_coupons),
             " · ".join(yen(t) for t in c.franchise_thresholds)],
            [self.tr("Lowest Hotel Income"), yen(c.income_floor)],
            [self.tr("Highest Hotel Income"),
             self.tr("{amount} per Capsule").format(amount=yen(c.income_cap_per_capsule))],
            [self.tr("Tallest Hotel variant"),
             self.tr("%n Coupon(s) per new tallest Hotel", "", c.tallest_coupons)],
            [self.tr("Smallest gap between structures"), self.tr("{n} units").format(n=texts.map_units(c.gap))],
        ]
        rows = [[escape(a), escape(b)] for a, b in rows]
        self.section(self.tr("Numbers of the game"), _table([self.tr("What"), self.tr("Value")], rows, full=False))

    def side_b(self, fx: rules.Effect) -> str:
        """Side B of an Attraction card in words, from the engine's reading of it."""
        bits: list[str] = []
        if fx.fixed_yen is not None:
            bits.append(self.tr("no die: {amount} Attraction Income").format(amount=yen(fx.fixed_yen)))
        elif not fx.rolls_die:
            bits.append(self.tr("no die, no Attraction Income"))
        if fx.ignores_graveyards:
            bits.append(self.tr("no Graveyard Deduction in its Parcel"))
        if fx.purchase_coupons:
            bits.append(self.tr("%n Coupon(s) when bought", "", fx.purchase_coupons))
        if fx.adjacent_yen:
            bits.append(self.tr("rolls as usual; + {amount} for every adjacent Parcel").format(
                amount=yen(fx.adjacent_yen)))
        if fx.lifts_golden_rule:
            bits.append(self.tr("the Golden Rule no longer applies in its Parcel"))
        return "; ".join(bits)


def component_tables(c: Components, images: dict[str, QImage]) -> str:
    """The HTML of every component table; pictures are added to `images` by URL."""
    return HelpTables(c, images).html()


def _symbol(kind: str) -> QImage:
    """The Coupon bar or the No-Graveyard mark, as drawn on the dice."""
    img = QImage(40, 28, QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(2.0)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if kind == "coupon":
        coupon_symbol(p, QRectF(2, 3.5, 16, 7))
    else:
        no_graveyard_symbol(p, QRectF(4, 0, 14, 14))
    p.end()
    return img


def _faces_html(faces: tuple[Face, ...], images: dict[str, QImage]) -> str:
    """A Building's die faces in a line: symbols as small pictures, Yen as text, repeats as ×2."""
    images.setdefault("tch:symbol/coupon", _symbol("coupon"))
    images.setdefault("tch:symbol/no_graveyard", _symbol("no_graveyard"))
    groups: list[tuple[Face, int]] = []
    for f in faces:
        if groups and groups[-1][0] == f:
            groups[-1] = (f, groups[-1][1] + 1)
        else:
            groups.append((f, 1))
    out = []
    for f, n in groups:
        bits = []
        if f.no_graveyard:
            bits.append('<img src="tch:symbol/no_graveyard" width="20" height="14">')
        bits += ['<img src="tch:symbol/coupon" width="20" height="14">'] * f.coupons
        if f.yen:
            bits.append(_nowrap(yen(f.yen)))
        text = "".join(bits) if not f.yen else "".join(bits[:-1]) + "&nbsp;" + bits[-1]
        if n > 1:
            text += f"&nbsp;<b>×{n}</b>"
        out.append(f'<span style="white-space: nowrap">{text}</span>')
    return " · ".join(out)
