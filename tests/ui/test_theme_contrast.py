"""Every theme rule that sets a text colour on a background reads at 4.5:1 or better (WCAG AA),
and every button rule keeps touch targets at least 48 px high."""

from __future__ import annotations

import re

import pytest

from dealer_assist.ui.theme import stylesheet

RULE = re.compile(r"([^{}]+)\{([^}]*)\}")


def luminance(hex_colour: str) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def rules() -> list[tuple[str, dict[str, str]]]:
    text = re.sub(r"/\*.*?\*/", "", stylesheet(), flags=re.S)
    out = []
    for selector, body in RULE.findall(text):
        props = dict(p.split(":", 1) for p in (x.strip() for x in body.split(";")) if ":" in p)
        out.append((selector.strip(), {k.strip(): v.strip() for k, v in props.items()}))
    return out


COLOURED = [(s, p) for s, p in rules() if "color" in p
            and p.get("background-color", "transparent") != "transparent"]


def test_theme_has_coloured_rules() -> None:
    assert len(COLOURED) > 20


@pytest.mark.parametrize(("selector", "props"), COLOURED, ids=[s for s, _ in COLOURED])
def test_theme_text_contrast_at_least_4_5(selector: str, props: dict[str, str]) -> None:
    ratio = contrast(props["color"], props["background-color"])
    pair = f"{props['color']} on {props['background-color']}"
    assert ratio >= 4.5, f"{selector}: {pair} is {ratio:.2f}:1"


def test_theme_labels_on_transparent_backgrounds_sit_on_dark_screens() -> None:
    """QLabel text is light on a transparent background; the screens under it are dark."""
    screens = dict(rules())["QMainWindow, QWidget#dealerScreen, QWidget#floorScreen, QDialog"]
    assert contrast("#F8FAFC", screens["background-color"]) >= 4.5
    assert contrast("#F8FAFC", "#14532D") >= 4.5  # the felt (theme.FELT)


def test_theme_buttons_at_least_48px() -> None:
    heights = [int(p["min-height"].removesuffix("px")) for s, p in rules()
               if "QPushButton" in s and "min-height" in p]
    assert heights and min(heights) >= 48
