"""Dev-time tool: rebuild ``catalogue_ids.py`` from the rules catalogue.

    python -m dealer_assist.rules.build_ids ../shared/design/rules-catalogue.md

Titles are cut from the catalogue's own paraphrase (never from the rulebooks), shortened to a
few words, with quoted fragments removed; hand-written titles in ``TITLES`` win. Run it again
when the catalogue changes and commit the result.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROW = re.compile(r"^\| ((?:LC|CG|HTP|PGP|AMB)-[A-Za-z0-9.\-]+|K\d\d) \|(.*)$")
HEAD = re.compile(r"^#{2,4} (.*)$")
MAX = 72

TITLES: dict[str, str] = {
    "LC-110": "premature flop: return, reshuffle, new flop without burn",
    "LC-111": "premature turn: set aside, river card becomes the turn",
    "LC-112": "premature river: reshuffle with the stub, deal without burn",
    "LC-44": "forward-moving button, one small and one big blind",
    "LC-66": "action-only all-in (low limit)",
    "LC-126a": "half-bet all-in counts as a raise (high limit)",
    "LC-126d": "cap of four bets, half-bet wagers count (high limit)",
    "LC-49": "heads-up before the cap: unlimited raising",
    "LC-27": "odd chip: split to the odd dollar first",
    "LC-27a": "odd chip: first winner left of the button (board games)",
    "LC-27b": "odd chip: highest card by suit (stud)",
    "LC-27c": "odd chip: high half of a high-low pot",
    "CG-O8-09": "half kill: $60 main-pot scoop, $6 kill blind, 6-12 next hand",
    "CG-3CP-B07a": "3CP Bonus pay table",
    "CG-BBJ-00b": "Buster pay table by busted card count",
    "AMB-01": "Pai Gow joker: limited by default, fully wild as a CG switch",
    "AMB-02": "CG blinds read as three: button blind, small blind, big blind",
    "AMB-03": "Super Natural is a player's two jokers; P/D jokers count 2",
    "AMB-04": "Any non-natural total over 21 busts; hit 22 against hit 22 pushes",
    "AMB-05": "Late-found P/D natural: undo the action, settle the first two cards",
    "AMB-06": "At most five original wagers per player per seat",
    "AMB-07": "CG 3CP ranks: straight above flush, as the Bonus table pays",
    "AMB-08": "Action button count: ace 1, faces 10, from the seat after the P/D",
    "AMB-09": "House Way against A, K or Q up: same rank with a 9 or better plays",
    "AMB-10": "3CP Bonus: own hand pays; part over the Ante returned; trips 30 to 1",
    "AMB-11": "Banker coverage by stake in action order: CG partial, HTP dead",
    "AMB-12": "HTP: designated player higher wins, equal hands push",
    "AMB-13": "2CP: non-qualifying DP results; A-2 suited; J-2 suited qualifier",
    "AMB-14": "Florida Hold'em: one Play bet; unlisted Trips push; Ante back",
    "AMB-15": "HTP 2CP and Florida rake: the same three modes as 3CP",
    "AMB-16": "Half kill: one player takes the main pot; kill seat is a floor call",
    "AMB-17": "Misdeal when the first or second card of the whole deal is up",
    "AMB-18": "Two players left means uncapped; LC low cap is four bets",
    "AMB-19": "Short blinds are live and in multiples of the common chip",
    "AMB-20": "Short of the button collection: dealt out, then all-in next hand",
    "AMB-21": "Common chip set per limit in the profile",
    "AMB-22": "After a half-bet all-in, a full raise is one bet on top of it",
    "AMB-23": "Odd chip to the first winner clockwise from the button",
    "AMB-24": "PGP $3 big blind at 4-8 is a live partial bet; callers may complete",
    "AMB-25": "Posting in front of the button: the seat the button reaches next",
    "AMB-26": "Low needs five ranks of 8 or lower; an Omaha board gives three",
    "AMB-27": "Low chart: 56 hands in order, the repeated row ignored",
    "AMB-28": "Pai Gow dice: P/D counts as 1, all seven spots, counter-clockwise",
    "AMB-29": "Stud early cards: count players at discovery, finish the betting",
    "AMB-30": "A called hand mucked at showdown may be seen but cannot win",
    "AMB-31": "Stud cap: the completion is the bet, then three raises",
    "AMB-32": "LC high: seat changes only under five players",
    "AMB-33": "Cash never plays; runner chips only as LC-26c allows",
}


def shorten(text: str, drop_quoted: bool = False) -> str:
    """First sentence of a catalogue cell without markup or DIFF tags, cut to ``MAX``.

    ``drop_quoted`` removes quoted fragments (the Ambiguities table quotes the rulebooks).
    """
    text = re.sub(r"\*\*DIFF:K\d\d\*\*|\*\*|`", "", text)
    if drop_quoted:
        text = re.sub(r'"[^"]*"|“[^”]*”', "", text)
    text = text.replace('"', "")
    text = re.sub(r"\s+", " ", text).strip()
    sentence = re.split(r"(?<=[a-z0-9)])\. ", text, maxsplit=1)[0].rstrip(".")
    sentence = re.sub(r"^(LC|CG|HTP|PGP): ", "", sentence)
    sentence = sentence[:1].upper() + sentence[1:]
    if len(sentence) <= MAX:
        return sentence
    cut = sentence[:MAX].rsplit(" ", 1)[0].rstrip(",;:(")
    return cut + "…"


def parse(catalogue: str) -> dict[str, tuple[str, str]]:
    """Every ID of the catalogue with a short title and the section it sits in."""
    found: dict[str, tuple[str, str]] = {}
    section = ""
    for line in catalogue.splitlines():
        head = HEAD.match(line)
        if head:
            section = head.group(1).strip()
            continue
        row = ROW.match(line)
        if not row:
            continue
        rule_id, rest = row.group(1), row.group(2)
        cells = [c.strip() for c in rest.split(" | ")]
        if rule_id.startswith("AMB-"):
            text = cells[-1].rstrip("|").strip() if cells else ""
        else:
            text = cells[0] if cells else ""
        title = TITLES.get(rule_id) or shorten(text, drop_quoted=rule_id.startswith("AMB-"))
        title = title[:1].upper() + title[1:]
        found.setdefault(rule_id, (title, section))
    return found


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def render(ids: dict[str, tuple[str, str]]) -> str:
    """The Python module text holding the registry."""
    lines = [
        '"""Rule IDs of the catalogue with short titles (generated by build_ids.py)."""',
        "",
        "from __future__ import annotations",
        "",
        "CATALOGUE: dict[str, tuple[str, str]] = {",
    ]
    for rule_id, (title, section) in ids.items():
        lines += [f"    {_q(rule_id)}: (", f"        {_q(title)},"]
        lines += [f"        {_q(section)},", "    ),"]
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    source = Path(argv[1]) if len(argv) > 1 else Path("../shared/design/rules-catalogue.md")
    ids = parse(source.read_text(encoding="utf-8"))
    target = Path(__file__).with_name("catalogue_ids.py")
    target.write_text(render(ids), encoding="utf-8")
    print(f"{len(ids)} IDs written to {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
