"""House dealers: sign-in by badge, the dealer of each hand (the contract the room's
supervisor reads: the latest dealer_signed_in before the hand_started)."""

from __future__ import annotations

import pytest

from dealer_assist.engine.events import event_from_dict
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.house_dealers import DealerSignedIn, DealerSignedOut, dealer_on
from tests.flop_rules.flop_helpers import deal, fixed, fold_out, seated


def test_dealer_sign_in_contract_fields_are_fixed() -> None:
    """wt-15 reads exactly these: type, badge, name; sign-out: type, badge."""
    assert DealerSignedIn("D7", "Rosa").to_dict() == {
        "type": "dealer_signed_in", "v": 1, "badge": "D7", "name": "Rosa"}
    assert DealerSignedOut("D7").to_dict() == {"type": "dealer_signed_out", "v": 1,
                                               "badge": "D7"}
    assert event_from_dict({"type": "dealer_signed_in", "v": 1, "badge": "D7",
                            "name": "Rosa"}) == DealerSignedIn("D7", "Rosa")


def test_dealer_a_push_replaces_the_dealer_and_sign_out_names_the_one_signed_in() -> None:
    session = seated(fixed(3, 6, (1, 3)), [100, 100, 100])
    assert dealer_on(session.table) is None
    with pytest.raises(Refusal, match="no dealer is signed in"):
        session.check([DealerSignedOut("D7")])
    with pytest.raises(Refusal, match="badge and a name"):
        session.check([DealerSignedIn(" ", "Rosa")])
    session.run([DealerSignedIn("D7", "Rosa")])
    deal(session)
    session.run([DealerSignedIn("D9", "Sam")])  # a push mid-hand: Sam deals the next hand
    fold_out(session)
    assert dealer_on(session.table).name == "Sam"  # type: ignore[union-attr]
    with pytest.raises(Refusal, match="Sam \\(D9\\) is the dealer signed in here, not badge D7"):
        session.check([DealerSignedOut("D7")])
    session.run([DealerSignedOut("D9")])
    assert dealer_on(session.table) is None
