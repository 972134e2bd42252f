"""Every table of the room as a tile, painted in one widget so that 250 tables repaint in a few
milliseconds (benchmarks/floor_station.py): name, device and room-link lights, game, limit,
players and hand, and the rulings waiting for the floor. A touch or click on a tile with an
open ruling opens it (``ruling_chosen``).

Text is what costs in painting, so each tile is drawn once into an image when its table's
texts change (or the tile's size does); a repaint only copies the images of the tiles in view."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealer_assist.room.floor_feed import OpenRuling, TableSummary
from dealer_assist.room_ops.must_move import GameKey, game_label
from dealer_assist.rules.irregularities.catalogue import get, is_known
from dealer_assist.ui import theme
from dealer_assist.ui.i18n import render, tr

TILE: Final = (300, 150)  # at the 1280x800 scale: four tiles a row, five lines each
GAP: Final = 10
BACKGROUND: Final = QColor("#0B1F17")
TILE_FACE: Final = QColor("#111827")
TILE_EDGE: Final = QColor("#374151")
RULING_EDGE: Final = QColor("#F59E0B")
TEXT: Final = QColor("#F8FAFC")
QUIET: Final = QColor("#CBD5E1")
AMBER: Final = QColor("#FCD34D")
RED: Final = QColor("#FCA5A5")


def ruling_title(ruling: OpenRuling) -> str:
    name = render(get(ruling.irregularity).title) if is_known(ruling.irregularity) else \
        ruling.irregularity
    return tr("Ruling {number}: {title}").format(number=ruling.number, title=name)


@dataclass(frozen=True)
class Tile:
    """One table's texts and colours, ready to paint."""

    table: str
    light: str  # ok | warn | bad | none
    link: str
    game: str
    play: str
    rulings: str
    first: OpenRuling | None
    device_light: str = "ok"  # ok | bad: every device the table reported connected, or not
    devices: str = ""

    @classmethod
    def of(cls, s: TableSummary, now: dt.datetime, offline_limit_s: float) -> Tile:
        light, words = s.link(now, offline_limit_s)
        link = render(words)
        game = render(game_label(GameKey(s.game, s.limit))) if s.game else tr("not set up")
        play = (tr("{players} players · hand {hand} in play") if s.in_hand else
                tr("{players} players · hand {hand} ended")).format(players=len(s.seated),
                                                                      hand=s.hand)
        open_ = sorted(s.rulings.values(), key=lambda r: r.number)
        words = tr("no ruling open") if not open_ else (
            (tr("{ruling} (+{count} more)").format(ruling=ruling_title(open_[0]),
                                                   count=len(open_) - 1)
             if len(open_) > 1 else ruling_title(open_[0]))
            + (f" · {render(open_[0].station)}" if open_[0].station else ""))
        device_light, device_words = s.device_light()
        return cls(s.table, light, link, game, play, words, open_[0] if open_ else None,
                   device_light, render(device_words))


class RoomGrid(QWidget):
    ruling_chosen = Signal(object)  # OpenRuling

    def __init__(self, offline_limit_s: float = 300.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.offline_limit_s = offline_limit_s
        self.tiles: list[Tile] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._fonts: tuple[float, QFont, QFont] | None = None
        self._images: dict[str, tuple[Tile, QSize, QImage]] = {}  # by table

    def forget_images(self) -> None:
        """Every tile drawn again on the next paint (its words changed language)."""
        self._images.clear()

    def show_tables(self, tables: list[TableSummary], now: dt.datetime) -> None:
        self.tiles = [Tile.of(s, now, self.offline_limit_s) for s in tables]
        names = {t.table for t in self.tiles}
        for gone in set(self._images) - names:
            del self._images[gone]
        self.updateGeometry()
        self.setMinimumHeight(self.height_for(self.width()))
        self.update()

    # ----------------------------------------------------------------- geometry

    def scale(self) -> float:
        return theme.scale_of(self)

    def tile_size(self) -> QSize:
        k = self.scale()
        return QSize(round(TILE[0] * k), round(TILE[1] * k))

    def columns(self, width: int) -> int:
        return max(1, (width + GAP) // (self.tile_size().width() + GAP))

    def height_for(self, width: int) -> int:
        rows = -(-len(self.tiles) // self.columns(width))
        return rows * (self.tile_size().height() + GAP)

    def rect_of(self, index: int) -> QRect:
        size, columns = self.tile_size(), self.columns(self.width())
        width = (self.width() - GAP * (columns - 1)) // columns
        row, col = divmod(index, columns)
        return QRect(col * (width + GAP), row * (size.height() + GAP), width, size.height())

    def index_at(self, x: int, y: int) -> int | None:
        size, columns = self.tile_size(), self.columns(self.width())
        width = (self.width() - GAP * (columns - 1)) // columns
        col, row = x // (width + GAP), y // (size.height() + GAP)
        index = row * columns + col
        if col >= columns or index >= len(self.tiles) or not self.rect_of(index).contains(x, y):
            return None
        return int(index)

    def sizeHint(self) -> QSize:
        return QSize(4 * (TILE[0] + GAP), self.height_for(4 * (TILE[0] + GAP)))

    # ----------------------------------------------------------------- painting

    def fonts(self) -> tuple[QFont, QFont]:
        k = self.scale()
        if self._fonts is None or self._fonts[0] != k:
            big, small = QFont("DejaVu Sans"), QFont("DejaVu Sans")
            big.setPixelSize(round(22 * k))
            big.setBold(True)
            small.setPixelSize(round(17 * k))
            self._fonts = (k, big, small)
        return self._fonts[1], self._fonts[2]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), BACKGROUND)
        size, columns = self.tile_size(), self.columns(self.width())
        first_row = max(0, event.rect().top() // (size.height() + GAP))
        last_row = event.rect().bottom() // (size.height() + GAP)
        start, stop = first_row * columns, min(len(self.tiles), (last_row + 1) * columns)
        for index in range(start, stop):
            rect = self.rect_of(index)
            painter.drawImage(rect.topLeft(), self.image(self.tiles[index], rect.size()))
        painter.end()

    def image(self, tile: Tile, size: QSize) -> QImage:
        """The tile drawn at ``size``: from the cache unless its texts or size changed."""
        cached = self._images.get(tile.table)
        if cached is not None and cached[0] == tile and cached[1] == size:
            return cached[2]
        image = QImage(size, QImage.Format.Format_RGB32)
        image.fill(BACKGROUND)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        big, small = self.fonts()
        self._paint(painter, tile, QRect(0, 0, size.width(), size.height()), big, small,
                    round(27 * self.scale()))
        painter.end()
        self._images[tile.table] = (tile, size, image)
        return image

    def _paint(self, p: QPainter, tile: Tile, r: QRect, big: QFont, small: QFont,
               line: int) -> None:
        """Name and lights; the link and the devices in words; game and limit; players and
        hand; the ruling."""
        p.setPen(QPen(RULING_EDGE if tile.first else TILE_EDGE, 3 if tile.first else 1))
        p.setBrush(TILE_FACE)
        p.drawRoundedRect(QRectF(r).adjusted(1, 1, -1, -1), 8, 8)
        pad = round(10 * self.scale())
        x, w, top = r.left() + pad, r.width() - 2 * pad, r.top() + pad // 2
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.setFont(big)
        p.setPen(TEXT)
        p.drawText(QRect(x, top, w, line), left, tile.table)
        dot = round(18 * self.scale())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.STATUS_COLOURS[tile.light])
        p.drawEllipse(QPointF(r.right() - pad - dot / 2, top + line / 2), dot / 2, dot / 2)
        p.setBrush(theme.STATUS_COLOURS[tile.device_light])  # the devices' light, left of it
        p.drawEllipse(QPointF(r.right() - pad - dot * 2, top + line / 2), dot / 2, dot / 2)
        p.setFont(small)
        metrics = QFontMetrics(small)
        bad = "bad" in (tile.light, tile.device_light)
        rows = ((RED if bad else QUIET, f"{tile.link} · {tile.devices}"), (TEXT, tile.game),
                (TEXT, tile.play), (AMBER if tile.first else QUIET, tile.rulings))
        for n, (colour, text) in enumerate(rows, start=1):
            p.setPen(colour)
            p.drawText(QRect(x, top + n * line, w, line), left,
                       metrics.elidedText(text, Qt.TextElideMode.ElideRight, w))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.setMinimumHeight(self.height_for(event.size().width()))
        super().resizeEvent(event)

    # ----------------------------------------------------------------- touch and mouse

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        point = event.position().toPoint()
        index = self.index_at(point.x(), point.y())
        if index is not None and self.tiles[index].first is not None:
            self.ruling_chosen.emit(self.tiles[index].first)
