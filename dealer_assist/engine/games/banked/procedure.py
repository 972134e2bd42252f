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
from dealer_assist.messages import Message, joined, msg

_STATUS = {
    Status.COVERED: msg("banked.settle.covered", "covered"),
    Status.PARTLY_COVERED: msg("banked.settle.partly_covered", "partly covered"),
    Status.RETURNED: msg("banked.settle.returned", "returned (no action)"),
    Status.DEAD: msg("banked.settle.dead", "dead: returned, not raked"),
}
_RESULT = {
    "win": msg("banked.settle.win", "win"),
    "lose": msg("banked.settle.lose", "lose"),
    "push": msg("banked.settle.push", "push"),
    "no_action": msg("banked.settle.no_action", "no_action"),
}


def procedure(table: BankedTable, now: int | None = None) -> Procedure:
    """The dealer's next steps; ``now`` (seconds, from the caller) adds the CA-PDR countdown."""
    if table.config is None or table.rotation is None:
        return Procedure((Step("wait", msg("banked.procedure.step.open_table_choose_house_game",
                                           "Open the table: choose house, game and rules")),))
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
                    msg("banked.procedure.step.min_left_bank_go_another",
                        "{left} min left for the bank to go to another player (CA-PDR)",
                        left=left),
                    None,
                    ("CA-PDR",),
                )
            )
    keeper = rot.keeper()
    if rot.accepted is not None:
        seat, player, stake = rot.accepted
        steps.append(
            Step("start", msg("banked.procedure.step.start_round_seat_banks",
                              "Start the round: {player} (seat {seat}) banks ${stake}",
                              player=player, seat=seat, stake=stake), seat, ("K14",))
        )
    elif rot.banker is None:
        steps.append(Step("offer", msg("banked.procedure.step.offer_bank_player_record_answer",
                                       "Offer the bank to a player and record the answer before "
                                       "the first hand"), None, ("K14", "CA-PDR")))
    elif keeper is not None:
        steps.append(keep_step(table, *keeper))
    elif rot.offer_due:
        nxt = rot.next_offer()
        if nxt is not None:
            steps.append(
                Step(
                    "offer",
                    msg("banked.procedure.step.offer_bank_seat",
                        "Offer the bank to seat {nxt} ({nxt2})",
                        nxt=nxt[0], nxt2=nxt[1]),
                    nxt[0],
                    ("K14", "CG-3CP-08", "HTP-3CP-08", "CA-PDR"),
                )
            )
        else:
            steps.append(Step("stop", msg("banked.procedure.step.no_eligible_player_took_bank",
                                          "No eligible player took the bank: the game cannot be "
                                          "dealt"), None, ("K14", "CA-PDR")))
    return [*steps, collect]


def keep_step(table: BankedTable, seat: int, banker: str) -> Step:
    """The banker keeps the bank for the next round (K14: CG offers it every two hands; HTP when
    everyone passed) and states his stake for it, under the same stake rules as a banker who
    takes the bank (rotation.verify_stake)."""
    rot, cfg = table.rotation, table.config
    assert rot is not None and cfg is not None
    number = table.round.number + 1 if table.round is not None else 1
    passed = (msg("banked.procedure.step.everyone_passed", "Everyone passed. ")
              if rot.offer_due else "")  # the offer went round, nobody took it
    game = table.round.game if table.round is not None else game_for(cfg)
    rules = ("K14", *game.keep_rules)
    floor = rot.stake_floor(banker)
    if floor > 1:
        stake = msg("banked.procedure.step.stake_at_least",
                    "; he states his stake, at least ${floor}: his last bank did not lose",
                    floor=floor)
        rules += ("CG-HAB-19",)
    else:
        stake = msg("banked.procedure.step.stake_for_round", "; he states his stake for the round")
    buster = ""
    if "buster" in cfg.wagers:
        buster = msg("banked.procedure.step.and_buster_bank", ", and his Buster bank")
        rules += ("CG-BBJ-06",)
    text = msg("banked.procedure.step.start_round_seat_keeps_bank",
               "{passed}Start round {number}: {banker} (seat {seat}) keeps the bank{stake}{buster}",
               passed=passed, number=number, banker=banker, seat=seat, stake=stake, buster=buster)
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
            money = (msg("banked.amount", "${amount}", amount=charge.amount)
                     if charge.amount is not None else
                     msg("banked.procedure.the_posted_amount", "the posted amount"))
            steps.append(
                Step("collect", msg("banked.procedure.step.seat_pays",
                                    "Seat {seat} pays {money}",
                                    seat=charge.seat, money=money), charge.seat, charge.rule_ids)
            )
        steps.append(
            Step("wager", msg("banked.procedure.step.take_wagers_banker_s_stake",
                              "Take wagers ({names}); banker's stake ${stake}",
                              names=names, stake=rnd.stake), None,
                 step_rules(rnd, 0))
        )
        if rnd.dealt_in():
            steps.append(
                Step(
                    "deal",
                    msg("banked.procedure.step.deal_seats_banker",
                        "Deal seats {items} and the banker",
                        items=', '.join(map(str, rnd.dealt_in()))),
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
    return [Step("end", msg("banked.procedure.step.round_over",
                            "Round {number} is over",
                            number=rnd.number))]


def empty_round_step(rnd: BankedRound) -> Step:
    """Nobody is dealt in (no seat has the wagers a deal needs): the round can only end
    without a deal; the engine allows ending before the first card. Any wager placed short of
    a deal goes back: it never had action."""
    placed = any(h.wagers for h in rnd.hands.values())
    back = msg("banked.procedure.give_back_wagers", "; give back every wager placed") \
        if placed else ""
    return Step("end", msg("banked.procedure.step.nobody_dealt_end_round_without",
                           "Nobody is dealt in: end round {number} without a deal{back}",
                           number=rnd.number, back=back),
                None, step_rules(rnd, 0))


def _void_steps(rnd: BankedRound) -> list[Step]:
    """A round voided by a ruling: every wager back, nothing paid or taken (LC-105)."""
    void = rnd.void
    assert void is not None
    lines = rnd.settlement_lines()
    done = len(rnd.settled)
    steps = [Step("void", msg("banked.procedure.step.round_void_every_wager_goes",
                              "Round {number} is void ({reason}): every wager goes back",
                              number=rnd.number, reason=void.reason),
                  None, void.rule_ids)]
    steps += [Step("settle", settled(line) if i < done else settle_text(line),
                   line.wager.seat, void.rule_ids) for i, line in enumerate(lines)]
    if done == len(lines):
        steps.append(Step("end", msg("banked.procedure.step.round_end_round_replace_deck",
                                     "Round {number}: end the round; replace the deck before "
                                     "the next one (LC-105)",
                                     number=rnd.number), None, ("LC-105",)))
    return steps


def _settlement_steps(rnd: BankedRound) -> list[Step]:
    lines = rnd.settlement_lines()
    seats = list(dict.fromkeys(line.wager.seat for line in lines))
    steps = [
        Step("qualify", rnd.game.banker_text(rnd), rnd.banker_seat, step_rules(rnd, 2)),
        Step(
            "order",
            msg("banked.procedure.step.compare_order", "Compare in this order: {seats}",
                seats=joined([msg("banked.seat", "seat {seat}", seat=s) for s in seats])),
            seats[0] if seats else None,
            step_rules(rnd, 3),
        ),
    ]
    done = len(rnd.settled)
    for i, line in enumerate(lines):
        steps.append(
            Step(
                "settle",
                settled(line) if i < done else settle_text(line),
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
                    msg("banked.procedure.step.banker_s_stake_spent_round",
                        "Banker's stake is spent: round over; every wager not covered goes back"),
                    None,
                    ("CG-3CP-07", "CG-3CP-B06"),
                )
            )
    dead = dict.fromkeys(ln.wager.seat for ln in lines if ln.status is Status.DEAD)
    for seat in dead:
        if rnd.collections.get(seat):
            steps.append(Step("push", msg("banked.procedure.step.seat_s_hand_dead_give",
                                          "Seat {seat}'s hand is dead: give back its rake "
                                          "${collections}",
                                          seat=seat, collections=rnd.collections[seat]),
                              seat, ("HTP-3CP-13", "AMB-11")))
    if done == len(lines):
        steps.append(Step("end", msg("banked.procedure.step.round_end_round",
                                     "Round {number}: end the round",
                                     number=rnd.number), None, ()))
    return steps


def settled(line: LedgerLine) -> Message:
    """A settled line, marked as done."""
    return msg("banked.settle.settled", "Settled: {line}", line=settle_text(line))


def settle_text(line: LedgerLine) -> Message:
    """E.g. "Seat 3 P3 ante $10: partly covered ($5), win: pay $5, return $5; banker's stake
    left $0"."""
    w = line.wager
    status: Message = _STATUS[line.status]
    if line.status is Status.PARTLY_COVERED:
        status = msg("banked.settle.partly_covered_by", "partly covered (${covered})",
                     covered=line.covered)
    if line.covered:
        result = _RESULT.get(line.result.value, line.result.value)
        status = msg("banked.settle.status_result", "{status}, {result}", status=status,
                     result=result)
    money = [msg("banked.settle.pay", "pay ${amount}", amount=line.paid)] if line.paid else []
    if line.collected:
        money.append(msg("banked.settle.take", "take ${amount}", amount=line.collected))
    if line.returned:
        money.append(msg("banked.settle.return", "return ${amount}", amount=line.returned))
    moves = joined(money) if money else msg("banked.settle.nothing_moves", "nothing moves")
    who = msg("banked.settle.seat_hand", "Seat {seat} hand {hand}", seat=w.seat,
              hand=w.hand + 1) if w.hand else msg("banked.seat_title", "Seat {seat}", seat=w.seat)
    return msg("banked.settle.line",
               "{who} {bettor} {wager} ${amount}: {status}: {moves}; banker's stake left ${left}",
               who=who, bettor=w.bettor, wager=w.name.replace("_", " "), amount=w.amount,
               status=status, moves=moves, left=line.stake_left)
