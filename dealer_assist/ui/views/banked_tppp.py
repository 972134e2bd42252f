"""The Floor panel's TPPP page at a banked table: the floor declares a seat's player a third-party
proposition player (CA-PDR) between rounds.

Why the floor: a TPPP changes who may take the bank (not offered the bank right after banking)
and counts against the table's limit, so it is a house decision, not the dealer's: the page asks
for a floor badge and PIN (as the Rulings page does), the declaration is one logged engine event
(``banked_tppp_declared``) and the audit log names the floorperson. The engine refuses a player
over the table's limit; its sentence is shown here as it words it. One declaration per sign-in.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.staff_sign_in import role_word
from dealer_assist.ui.views.floor_page import FloorPage


class BankedTppp(FloorPage):
    def __init__(self, controller: BankedController,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        # i18n: audit log
        super().__init__(controller, demo_badge, parent, purpose="to declare a TPPP")
        self.controller = controller
        self.refusal = ""
        controller.refused.connect(self._refused)
        self.refresh()

    def _refused(self, message: str) -> None:
        self.refusal = message

    def refresh(self, message: str = "") -> None:
        self.clear_keys()
        c = self.controller
        rot, cfg = c.session.table.rotation, c.session.table.config
        declared = sorted(rot.tppp) if rot is not None else []
        limit = cfg.pdr_max_tppp if cfg is not None else 0
        lines = [message] if message else []
        lines.append((tr("Third-party proposition players (CA-PDR): {count} of {limit} allowed "
                         "at this table: {names}.") if declared else
                      tr("Third-party proposition players (CA-PDR): {count} of {limit} allowed "
                         "at this table.")).format(count=len(declared), limit=limit,
                                                   names=", ".join(declared)))
        if c.floor_stage() != "between":
            lines.append(tr("A TPPP is declared between rounds."))
        elif self.member is None:
            self.ask_sign_in()
        else:
            lines.append(tr("Signed in: {name} ({role}).").format(
                name=self.member.name, role=render(role_word(self.member.role))))
            for seat, name in sorted(c.players.items()):
                if name and name not in declared:
                    self.add_key(tr("Seat {seat} ({name}): declare TPPP").format(
                                     seat=seat, name=name), "quiet",
                                 lambda s=seat: self.declare(s))
            self.add_key(tr("Sign out"), "quiet", self.sign_out)
        self.text.setText("\n".join(lines))

    def declare(self, seat: int) -> None:
        member, c = self.member, self.controller
        if member is None:
            return
        name = c.players.get(seat, "")
        self.refusal = ""
        done = c.declare_tppp(seat)
        if done and c.store is not None:
            # i18n: the audit log stays English
            c.store.audit("tppp_declared", f"seat {seat} {name} declared TPPP (CA-PDR)",
                          table=c.table_id, staff=member.badge)
        self.member = None  # one declaration per sign-in
        self.refresh(tr("Seat {seat} ({name}) declared TPPP by {floor}.").format(
                         seat=seat, name=name, floor=member.name) if done
                     else tr("Not declared: {refusal}").format(refusal=self.refusal))
