"""Fonts that cover every language of the screens. The theme's DejaVu Sans covers English,
Spanish, Tagalog and Vietnamese's stacked diacritics; Chinese needs Noto Sans CJK (Debian's
``fonts-noto-cjk``, installed by tools/system-libs.sh): Traditional forms for zh_TW, Simplified
for zh_CN. They are DejaVu's substitutes, so a glyph DejaVu lacks comes from them, never from
whatever fallback a machine happens to have, and never as the missing-glyph box.
A substitution is global and cheap: switching language restyles nothing."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QRawFont

BASE = "DejaVu Sans"  # i18n: a font family's name
# i18n: font families' names
CJK = {"zh_TW": ("Noto Sans CJK TC", "Noto Sans CJK SC"),
       "zh_CN": ("Noto Sans CJK SC", "Noto Sans CJK TC")}
# i18n: sample words in each language, rendered by the coverage check (never shown)
SAMPLES = {
    "zh_TW": "現在 下一步 棄牌 過牌 跟注 加注 全押 底池 邊池 座位 樓面主管 裁決 發錯牌",
    "zh_CN": "现在 下一步 弃牌 过牌 跟注 加注 全押 底池 边池 座位 楼面主管 裁决 发错牌",
    "vi": "Bây giờ · Tiếp theo · Bỏ bài · Theo · Tố · Tất tay · Ghế 6 · Phán quyết của floor · "
          "sự cố · người chia bài · Tiếng Việt",
    "es": "Retirarse · Igualar · Subir · Decisión · Asiento · Mañana · ¿Cuánto?",
    "tl": "Tiklop · Sabay · Taas · Upuan · Pasya ng floor · Bangkero",
}
"""Words each language's screens show (from its .ts): what the coverage check renders."""


def use_for(language: str) -> None:
    """Glyphs DejaVu Sans lacks come from ``language``'s CJK forms first."""
    QFont.removeSubstitutions(BASE)
    QFont.insertSubstitutions(BASE, list(CJK.get(language, CJK["zh_TW"])))


def installed(family: str) -> bool:
    """The family itself is on this machine (not a look-alike Qt would pick in its place)."""
    return family in QFontDatabase.families() and QFontInfo(QFont(family)).family() == family


def missing_glyphs(text: str, language: str) -> list[str]:
    """Characters of ``text`` that neither DejaVu Sans nor an installed substitute for
    ``language`` draws: each would be the missing-glyph box on the screen."""
    fonts = [QRawFont.fromFont(QFont(f)) for f in (BASE, *CJK.get(language, ()))
             if installed(f)]  # one font file each: QFontMetrics.inFont answers for Qt's
    # whole fallback chain, so it says yes for a glyph only some other font on the machine has
    return sorted({c for c in text if not c.isspace()
                   and not any(f.supportsCharacter(ord(c)) for f in fonts)})


def coverage_problems() -> list[str]:
    """Each language whose sample words some glyph is missing for (empty: all covered)."""
    problems = []
    for language, text in SAMPLES.items():
        missing = missing_glyphs(text, language)
        if missing:
            wanted = " or ".join(CJK.get(language, (BASE,)))
            # i18n: the self-test's line for the technician (English, as the diagnostics log)
            problems.append(f"{language}: no font draws {''.join(missing[:10])} "
                            f"(install {wanted}: Debian fonts-noto-cjk)")
    return problems
