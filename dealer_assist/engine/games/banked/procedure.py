"""What the dealer does next at a banked table, as :class:`~dealer_assist.engine.procedure.Step`
lists: wagers, deal, decisions, the banker's hand, the comparison order and every wager's
coverage, result and payout with the banker's stake left (section 5 common model)."""

from __future__ import annotations

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import collection
from dealer_assist.engine.games.banked.ledger import LedgerLine, Status
from dealer_assist.engine.games.banked.registry import game_for
from dealer_assist.engine.games.banked.round import BankedRound
from dealer_assist.engine.games.banked.rulings import ruling_steps
from dealer_assist.engine.games.banked.table import BankedTable
from dealer_assist.engine.steps import Procedure, Step

_STATUS = {
    Status.COVERED: "covered",
    Status.PARTLY_COVERED: "partly covered",
    Status.RETURNED: "returned (no action)",
    Status.DEAD: "dead: returned, not raked",
}


def procedure(table: BankedTable, now: int | None = None) -> Procedure:
    """The dealer's next steps; ``now`` (seconds, from the caller) adds the CA-PDR countdown."""
    if table.config is None or table.rotation is None:
        return Procedure((Step("wait", "Open the table: choose house, game and rules"),))
    floor = ruling_steps(table)
    if table.round is None or table.round.ended:
        return Procedure(tuple(floor + _between_rounds(table, now)))
    return Procedure(tuple(floor + round_steps(table.round)))


def _between_rounds(table: BankedTable, now: int | None) -> list[Step]:
    rot = table.rotation
    assert rot is not None and table.config is not None
    # the collection is said after the bank's step: NOW is what the table needs first (the
    # offer, the keep or the start), the collection is taken once the round has started
    collect = Step("collect", collection.describe(table.config), None, ("K04",))
    steps: list[Step] = []
    if now is not None:
        why = rot.must_stop(now)
        if why:
            return [Step("stop", why, None, ("CA-PDR",))]
        left = rot.minutes_left(now)
        if left is not None:
            steps.append(
                Step(
                    "warn",
                    f"{left} min left for the bank to go to another player (CA-PDR)",
                    None,
                    ("CA-PDR",),
                )
            )
    keeper = rot.keeper()
    if rot.accepted is not None:
        seat, player, stake = rot.accepted
        steps.append(
            Step("start", f"Start the round: {player} (seat {seat}) banks ${stake}", seat, ("K14",))
        )
    elif rot.banker is None:
        steps.append(Step("offer", "Offer the bank to a player and record the answer before the "
                          "first hand", None, ("K14", "CA-PDR")))
    elif keeper is not None:
        steps.append(keep_step(table, *keeper))
    elif rot.offer_due:
        nxt = rot.next_offer()
        if nxt is not None:
            steps.append(
                Step(
                    "offer",
                    f"Offer the bank to seat {nxt[0]} ({nxt[1]})",
                    nxt[0],
                    ("K14", "CG-3CP-08", "HTP-3CP-08", "CA-PDR"),
                )
            )
        else:
            steps.append(Step("stop", "No eligible player took the bank: the game cannot be "
                              "dealt", None, ("K14", "CA-PDR")))
    return [*steps, collect]


def keep_step(table: BankedTable, seat: int, banker: str) -> Step:
    """The banker keeps the bank for the next round (K14: CG offers it every two hands; HTP when
    everyone passed) and states his stake for it, under the same stake rules as a banker who
    takes the bank (rotation.verify_stake)."""
    rot, cfg = table.rotation, table.config
    assert rot is not None and cfg is not None
    number = table.round.number + 1 if table.round is not None else 1
    passed = "Everyone passed. " if rot.offer_due else ""  # the offer went round, nobody took it
    text = f"{passed}Start round {number}: {banker} (seat {seat}) keeps the bank"
    game = table.round.game if table.round is not None else game_for(cfg)
    rules = ("K14", *game.keep_rules)
    floor = rot.stake_floor(banker)
    if floor > 1:
        text += f"; he states his stake, at least ${floor}: his last bank did not lose"
        rules += ("CG-HAB-19",)
    else:
        text += "; he states his stake for the round"
    if "buster" in cfg.wagers:
        text += ", and his Buster bank"
        rules += ("CG-BBJ-06",)
    return Step("start", text, seat, rules)


def step_rules(rnd: BankedRound, step: int) -> tuple[str, ...]:
    """The rule IDs a step of this game's round cites (0 wagers, 1 deal, 2 banker's hand,
    3 order), as the game states them."""
    return rnd.game.step_rules[step]


def round_steps(rnd: BankedRound) -> list[Step]:
    """Steps inside a round, by phase."""
    cfg = rnd.config
    if rnd.phase == "wagers":
        names = ", ".join(w.replace("_", " ") for w in cfg.wagers)
        steps = [Step("collect", collection.describe(cfg), None, ("K04",))]
        for charge in collection.charges(cfg, rnd.dealt_in(), rnd.banker_seat):
            if charge.seat in rnd.collections:  # paid: no longer asked for
                continue
            money = f"${charge.amount}" if charge.amount is not None else "the posted amount"
            steps.append(
                Step("collect", f"Seat {charge.seat} pays {money}", charge.seat, charge.rule_ids)
            )
        steps.append(
            Step("wager", f"Take wagers ({names}); banker's stake ${rnd.stake}", None,
                 step_rules(rnd, 0))
        )
        if rnd.dealt_in():
            steps.append(
                Step(
                    "deal",
                    f"Deal seats {', '.join(map(str, rnd.dealt_in()))} and the banker",
                    None,
                    step_rules(rnd, 1),
                )
            )
        else:
            steps.append(empty_round_step(rnd))
        return steps
    if rnd.phase == "play":
        return [Step(n.kind, n.text, n.seat, n.rule_ids) for n in rnd.needs()]
    if rnd.void is not None and rnd.phase in ("settling", "settled"):
        return _void_steps(rnd)
    if rnd.phase in ("settling", "settled"):
        try:
            return _settlement_steps(rnd)
        except Refusal as exc:
            return [Step("wait", str(exc))]
    return [Step("end", f"Round {rnd.number} is over")]


def empty_round_step(rnd: BankedRound) -> Step:
    """Nobody is dealt in (no seat has the wagers a deal needs): the round can only end
    without a deal; the engine allows ending before the first card. Any wager placed short of
    a deal goes back: it never had action."""
    placed = any(h.wagers for h in rnd.hands.values())
    back = "; give back every wager placed" if placed else ""
    return Step("end", f"Nobody is dealt in: end round {rnd.number} without a deal{back}",
                None, step_rules(rnd, 0))


def _void_steps(rnd: BankedRound) -> list[Step]:
    """A round voided by a ruling: every wager back, nothing paid or taken (LC-105)."""
    void = rnd.void
    assert void is not None
    lines = rnd.settlement_lines()
    done = len(rnd.settled)
    steps = [Step("void", f"Round {rnd.number} is void ({void.reason}): every wager goes back",
                  None, void.rule_ids)]
    steps += [Step("settle", ("Settled: " if i < done else "") + settle_text(line),
                   line.wager.seat, void.rule_ids) for i, line in enumerate(lines)]
    if done == len(lines):
        steps.append(Step("end", f"Round {rnd.number}: end the round; replace the deck before "
                          "the next one (LC-105)", None, ("LC-105",)))
    return steps


def _settlement_steps(rnd: BankedRound) -> list[Step]:
    lines = rnd.settlement_lines()
    seats = list(dict.fromkeys(line.wager.seat for line in lines))
    steps = [
        Step("qualify", rnd.game.banker_text(rnd), rnd.banker_seat, step_rules(rnd, 2)),
        Step(
            "order",
            "Compare in this order: " + ", ".join(f"seat {s}" for s in seats),
            seats[0] if seats else None,
            step_rules(rnd, 3),
        ),
    ]
    done = len(rnd.settled)
    for i, line in enumerate(lines):
        prefix = "Settled: " if i < done else ""
        steps.append(
            Step(
                "settle",
                prefix + settle_text(line),
                line.wager.seat,
                (*line.wager.rule_ids, "AMB-11"),
            )
        )
    if lines and lines[-1].stake_left == 0:
        returned = [
            ln
            for ln in lines
            if ln.status in (Status.RETURNED, Status.DEAD) and ln.wager.result is not ln.result
        ]
        if returned:
            steps.append(
                Step(
                    "end",
                    "Banker's stake is spent: round over; every wager not covered goes back",
                    None,
                    ("CG-3CP-07", "CG-3CP-B06"),
                )
            )
    dead = dict.fromkeys(ln.wager.seat for ln in lines if ln.status is Status.DEAD)
    for seat in dead:
        if rnd.collections.get(seat):
            steps.append(Step("push", f"Seat {seat}'s hand is dead: give back its rake "
                              f"${rnd.collections[seat]}", seat, ("HTP-3CP-13", "AMB-11")))
    if done == len(lines):
        steps.append(Step("end", f"Round {rnd.number}: end the round", None, ()))
    return steps


def settle_text(line: LedgerLine) -> str:
    """E.g. "Seat 3 P3 ante $10: partly covered ($5), win: pay $5, return $5; banker's stake
    left $0"."""
    w = line.wager
    covered = f" (${line.covered})" if line.status is Status.PARTLY_COVERED else ""
    money = []
    if line.paid:
        money.append(f"pay ${line.paid}")
    if line.collected:
        money.append(f"take ${line.collected}")
    if line.returned:
        money.append(f"return ${line.returned}")
    hand = f" hand {w.hand + 1}" if w.hand else ""
    result = f", {line.result.value}" if line.covered else ""
    return (
        f"Seat {w.seat}{hand} {w.bettor} {w.name.replace('_', ' ')} ${w.amount}: "
        f"{_STATUS[line.status]}{covered}{result}: "
        f"{', '.join(money) or 'nothing moves'}; banker's stake left ${line.stake_left}"
    )
