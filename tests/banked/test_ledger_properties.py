"""Property tests of the coverage ledger (issue 5 item 3, AMB-11)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.engine.games.banked.ledger import LedgerWager, Result, Status, cover

RESULTS = list(Result)
wagers = st.lists(
    st.builds(
        LedgerWager,
        seat=st.integers(1, 6),
        bettor=st.sampled_from(["A", "B"]),
        name=st.sampled_from(["ante", "play", "bonus"]),
        amount=st.integers(1, 500),
        result=st.sampled_from(RESULTS),
        pays=st.sampled_from([1, 1, 1, 3, 6, 30, 40, 200]),
        per=st.sampled_from([1, 1, 2]),
    ),
    max_size=20,
).map(lambda ws: sorted(ws, key=lambda w: (w.seat, w.bettor)))


@settings(max_examples=300, deadline=None)
@given(stake=st.integers(0, 3000), ws=wagers, partial=st.booleans())
def test_ledger_banker_never_pays_or_collects_more_than_the_stake(
    stake: int, ws: list[LedgerWager], partial: bool
) -> None:
    lines = cover(stake, ws, partial=partial)
    assert sum(ln.paid for ln in lines) <= stake
    assert sum(ln.collected for ln in lines) <= stake
    assert all(0 <= ln.stake_left <= stake for ln in lines)


@settings(max_examples=300, deadline=None)
@given(stake=st.integers(0, 3000), ws=wagers, partial=st.booleans())
def test_ledger_every_wager_ends_in_exactly_one_status(
    stake: int, ws: list[LedgerWager], partial: bool
) -> None:
    lines = cover(stake, ws, partial=partial)
    assert [ln.wager for ln in lines] == ws
    for ln in lines:
        assert ln.status in set(Status)
        if ln.status is Status.COVERED:
            assert ln.returned == 0 or ln.wager.result is Result.NO_ACTION
        if ln.status in (Status.RETURNED, Status.DEAD):
            assert (ln.covered, ln.paid, ln.collected, ln.returned) == (0, 0, 0, ln.wager.amount)
        if ln.status is Status.PARTLY_COVERED:
            assert partial and ln.stake_left == 0
        assert ln.covered + ln.returned == ln.wager.amount
    if not partial:
        assert all(ln.status is not Status.PARTLY_COVERED for ln in lines)


@settings(max_examples=300, deadline=None)
@given(stake=st.integers(0, 3000), ws=wagers, partial=st.booleans())
def test_ledger_chips_are_conserved(stake: int, ws: list[LedgerWager], partial: bool) -> None:
    lines = cover(stake, ws, partial=partial)
    players_before = sum(w.amount for w in ws)
    players_after = sum(ln.back_to_player for ln in lines)
    banker_after = stake + sum(ln.collected - ln.paid for ln in lines)
    assert players_before + stake == players_after + banker_after
    assert banker_after >= 0 and all(ln.back_to_player >= 0 for ln in lines)


@settings(max_examples=200, deadline=None)
@given(stake=st.integers(0, 3000), ws=wagers)
def test_ledger_partial_mode_returns_everything_after_the_stake_is_spent(
    stake: int, ws: list[LedgerWager]
) -> None:
    lines = cover(stake, ws, partial=True)
    spent = next((i for i, ln in enumerate(lines) if ln.stake_left == 0), None)
    if spent is not None:
        assert all(ln.status is Status.RETURNED for ln in lines[spent + 1:])


@settings(max_examples=200, deadline=None)
@given(stake=st.integers(0, 3000), ws=wagers)
def test_ledger_dead_mode_kills_whole_hands(stake: int, ws: list[LedgerWager]) -> None:
    lines = cover(stake, ws, partial=False)
    hands: dict[tuple[int, str], set[bool]] = {}
    for ln in lines:
        hands.setdefault((ln.wager.seat, ln.wager.bettor), set()).add(ln.status is Status.DEAD)
    assert all(len(flags) == 1 for flags in hands.values())
