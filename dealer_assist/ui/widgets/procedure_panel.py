"""The engine's procedure: the current step in large type, the next steps, the rule IDs.

The panel keeps one height whatever the step says (its owner fixes it); a long step scrolls
inside it, so the action pad below never moves. The visible part always ends on a whole line:
the text line the bottom edge would cut is left out of view until scrolled to."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from dealer_assist.engine.steps import Step
from dealer_assist.rules import ids
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.widgets.scroll import touch_scroll

NEXT_SHOWN = 3


class ProcedurePanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("procedurePanel")
        self.now_title = QLabel(tr("NOW"), objectName="panelTitle")
        self.now = QLabel(objectName="stepNow")
        self.now.setWordWrap(True)
        self.rules = QLabel(objectName="ruleIds")
        self.rules.setWordWrap(True)
        self.next_title = QLabel(tr("NEXT"), objectName="panelTitle")
        self.next = QLabel(objectName="stepNext")
        self.next.setWordWrap(True)
        body = QWidget(objectName="procedureBody")
        box = QVBoxLayout(body)
        box.setContentsMargins(14, 10, 14, 10)
        box.setSpacing(4)
        for w in (self.now_title, self.now, self.rules, self.next_title, self.next):
            box.addWidget(w)
        box.addStretch(1)
        self.scroll = touch_scroll(body, horizontal=False)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll)
        self.scroll.verticalScrollBar().valueChanged.connect(lambda _v: self.whole_lines())
        self.scroll.verticalScrollBar().rangeChanged.connect(lambda _a, _b: self.whole_lines())

    def texts(self) -> tuple[QLabel, ...]:
        return (self.now_title, self.now, self.rules, self.next_title, self.next)

    def whole_lines(self) -> None:
        """Shorten the view from below so that it ends on a whole line of the label its bottom
        edge crosses (a half-cut line of NEXT reads as something else)."""
        height = self.scroll.height()  # the area without the bottom margin set here
        offset = self.scroll.verticalScrollBar().value()
        cut = 0
        for label in self.texts():
            if not label.isVisible() or not label.text():
                continue
            top = label.y() + label.contentsRect().top() - offset
            bottom = top + label.contentsRect().height()
            if top < height < bottom:
                spacing = QFontMetrics(label.font()).lineSpacing()
                cut = (height - top) % spacing
                break
        margins = self.scroll.viewportMargins()
        if margins.bottom() != cut:
            self.scroll.setViewportMargins(0, 0, 0, cut)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.whole_lines()

    def show_steps(self, steps: Sequence[Step]) -> None:
        current = steps[0] if steps else None
        self.now.setText(render(current.text) if current else tr("Nothing to do"))
        self.rules.setText(rule_text(current.rule_ids) or silent_text(current.silence)
                           if current else "")
        self.rules.setVisible(bool(self.rules.text()))  # rows, or the house's silence
        later = list(steps[1:1 + NEXT_SHOWN])
        more = len(steps) - 1 - len(later)
        lines = [f"• {render(s.text)}" for s in later] + (
            [tr("… and {more} more").format(more=more)] if more > 0 else [])
        self.next.setText("\n".join(lines))
        self.next_title.setVisible(bool(lines))
        self.next.setVisible(bool(lines))
        self.scroll.verticalScrollBar().setValue(0)  # a new step is read from its start
        self.whole_lines()
        # and again once the layout has placed the new texts (the first screen showed NEXT's
        # last line half cut: the labels still had their old places when measured above)
        QTimer.singleShot(0, self, self.whole_lines)  # (not after the panel is gone)


def silent_text(silence: str) -> str:
    """``Rules: LC's rulebook says nothing on this`` for a step no row of the house covers."""
    if not silence:
        return ""
    return tr("Rules: {rules}").format(rules=render(silence).strip().strip("()（）"))


def rule_text(rule_ids: Sequence[str]) -> str:
    """``LC-44: <title>`` for the first rule (known IDs), then the other IDs."""
    if not rule_ids:
        return ""
    first, rest = rule_ids[0], rule_ids[1:]
    head = render(ids.describe(first)) if ids.exists(first) else first
    return tr("Rules: {rules}").format(rules=head + (" · " + " · ".join(rest) if rest else ""))
