"""The dealer's language: Qt's own translation catalogue (``.ts`` extracted by pyside6-lupdate,
``.qm`` compiled by pyside6-lrelease), switched while the app runs, without a restart.

Screens wrap their words in :func:`tr` (one catalogue context for the whole UI, so a language
switch can find every static text again); the engine's texts arrive as
:class:`~dealer_assist.messages.Message` (English template, message ID, parameters) and
:func:`render` says them through the ``engine`` context, filling in seats, amounts, cards and
rule IDs after translating, so a language may put them anywhere in its sentence. Logs, exports
and rule IDs stay English: only the screen calls this module.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from dealer_assist.diagnostics import logger
from dealer_assist.engine.citations import THE_RULE, HouseCited, rewrite, silence
from dealer_assist.messages import Message
from dealer_assist.room_ops.must_move import GAME_LABEL
from dealer_assist.rules.game_word import GAME_NAME
from dealer_assist.settings import LANGUAGES
from dealer_assist.ui import fonts
from dealer_assist.ui.game_names import posted_game

UI = ""  # the context pyside6-lupdate gives a bare ``tr("...")`` call
ENGINE = "engine"  # the engine's message templates (ui/engine_texts.py declares them)
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
SHIPPED: tuple[str, ...] = TRANSLATED
"""Languages whose catalogue is complete (tests/i18n holds them to it: every one, today); a
language added later may switch before it is complete, its missing texts in English."""
HERE = Path(__file__).resolve().parent
QM_DIR = HERE / "translations"  # built by `make` (pyside6-lrelease), never committed
TS_DIR = HERE.parents[1] / "resources" / "i18n"  # the committed sources (not in the bundle)
_LOG = logger("i18n")
# i18n: each language named in its own words, never translated
LANGUAGE_NAMES = {"en": "English", "es": "Español", "vi": "Tiếng Việt", "zh_TW": "繁體中文",
                  "zh_CN": "简体中文", "tl": "Tagalog"}
"""Each language in its own words: a dealer finds his own without reading English."""
DAY_FORMAT = "d MMM yyyy"  # i18n: a Qt date pattern ("1 Nov 2026", "1 nov 2026", "1 Nob 2026")
DAY_FORMATS = {"zh_TW": "yyyy年M月d日", "zh_CN": "yyyy年M月d日"}  # i18n: Qt date patterns
"""A day as each language writes it, where the day-month-year pattern would read wrong."""


@dataclass
class _State:
    language: str = "en"
    table: str = "en"  # the table's default (the PC's settings)
    staff: str = ""  # the language of the staff member signed in at this table, if any
    translator: QTranslator | None = None
    sources: dict[str, str] = field(default_factory=dict)
    """Every text :func:`tr` has answered -> its English source: a language switch finds the
    static texts on screen by what they say now and says them again in the new language."""


_STATE = _State()


def tr(source: str, disambiguation: str | None = None) -> str:
    """``source`` in the current language (the English itself when there is no translation)."""
    text = QCoreApplication.translate(UI, source, disambiguation)
    _STATE.sources.setdefault(text, source)
    return text


def render(text: str) -> str:
    """An engine text in the current language: a :class:`Message`'s template translated, then
    its parameters filled in (a parameter that is itself a Message is rendered first). A plain
    string is looked up as it stands (catalogued data without parameters) or shown as it is."""
    if not isinstance(text, Message):
        return QCoreApplication.translate(ENGINE, text) if text else text
    if isinstance(text, HouseCited):  # the translation, rewritten for the table's house
        return rewrite(text.house, render(text.original), render(silence(text.house)),
                       render(THE_RULE))
    template = QCoreApplication.translate(ENGINE, text.template, text.msg_id)
    if not text.params:
        return template
    if text.msg_id == GAME_LABEL:  # a game key ("holdem 20-40"): its posted name and limit
        return _filled(text, template, posted_game(**text.params)).strip()
    if text.msg_id == GAME_NAME:  # a game key alone ("omaha8"): its posted name ("Omaha 8")
        return posted_game(str(text.params.get("game", "")), "")["game"]
    params = {k: render(v) if isinstance(v, str) else v for k, v in text.params.items()}
    return _filled(text, template, params)


def _filled(text: Message, template: str, params: dict[str, object]) -> str:
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder: English
        _LOG.warning("translation of %s does not fit its parameters", text.msg_id)
    try:
        return text.template.format(**params)
    except (KeyError, IndexError, ValueError):  # a parameter said otherwise than the English's
        return str.__str__(text)


def render_error(exc: BaseException) -> str:
    """A refusal's reason (its first argument, a Message when the engine wrote it) rendered."""
    first = exc.args[0] if exc.args else None
    return render(first) if isinstance(first, str) else str(exc)


def render_all(texts: Iterable[str]) -> list[str]:
    return [render(t) for t in texts]


def current() -> str:
    return _STATE.language


def day_text(day: date) -> str:
    """A day on screen in the current language, its month in that language's words (Qt's
    locale data): "1 Nov 2026", "1 nov 2026", "2026年11月1日". Exports and logs keep ISO
    or English dates (``shift_stats.day_text``); only the screen calls this."""
    language = _STATE.language
    return QLocale(language).toString(QDate(day.year, day.month, day.day),
                                      DAY_FORMATS.get(language, DAY_FORMAT))


def range_text(first: date, last: date) -> str:
    """"1 Nov 2026 – 30 Nov 2026" in the current language."""
    return f"{day_text(first)} – {day_text(last)}"


def qm_path(language: str) -> Path:
    return QM_DIR / f"dealer_assist_{language}.qm"


def ts_path(language: str) -> Path:
    return TS_DIR / f"dealer_assist_{language}.ts"


def switch(language: str) -> bool:
    """Show every screen in ``language`` now: its catalogue installed (Qt sends LanguageChange
    to every widget: the screens repaint their live texts), the static texts said again. False,
    and nothing changes, when the language is unknown or its catalogue is not built."""
    app = QCoreApplication.instance()
    if app is None or language not in LANGUAGES:
        return False
    if language == _STATE.language:
        return True
    translator: QTranslator | None = None
    if language != "en":
        translator = QTranslator(app)
        if not translator.load(str(qm_path(language))):
            _LOG.warning("no catalogue for %s at %s (run make)", language, qm_path(language))
            return False
    before = _STATE.sources
    _STATE.sources = {}
    if _STATE.translator is not None:
        QCoreApplication.removeTranslator(_STATE.translator)
        _STATE.translator.deleteLater()
    if translator is not None:
        QCoreApplication.installTranslator(translator)
    _STATE.translator, _STATE.language = translator, language
    fonts.use_for(language)
    if isinstance(app, QApplication):
        _say_again(app, before)
        # Qt posts LanguageChange to the windows: delivered now, so the screens have repainted
        # their live texts when this returns
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return True


def _say_again(app: QApplication, before: dict[str, str]) -> None:
    """Each label's and button's static text (and tool tip, window title) in the new language:
    found by the text it shows, which :func:`tr` gave it."""
    for widget in app.allWidgets():
        if isinstance(widget, (QLabel, QAbstractButton)):
            _again(widget, "text", widget.text(), widget.setText, before)
        _again(widget, "tip", widget.toolTip(), widget.setToolTip, before)
        _again(widget, "title", widget.windowTitle(), widget.setWindowTitle, before)


_PINNED = "i18n_said_{}"
"""A widget's dynamic property: [source, shown] from the last switch ("" when what it showed was
data, a house code or a name). Two sources may share a translation, and data may read like one
(Spanish "CG", the big blind's badge, is also California Grand's code): a text still as it was
at the last switch is said again from its own source, never guessed from what it reads like."""


def _again(widget: QWidget, key: str, shown: str, say: Callable[[str], None],
           before: dict[str, str]) -> None:
    if not shown:
        return
    pinned = widget.property(_PINNED.format(key))
    if isinstance(pinned, list) and len(pinned) == 2 and pinned[1] == shown:
        source = str(pinned[0])
    else:  # set since the last switch: found by what it says
        source = before.get(shown, "")
    if source:
        shown = tr(source)
        say(shown)
    widget.setProperty(_PINNED.format(key), [source, shown])


def set_table_language(language: str) -> bool:
    """The table's own language (settings): shown whenever no staff member with a language of
    his own is signed in."""
    if language not in LANGUAGES:
        return False
    _STATE.table = language
    return switch(_STATE.staff or language)


def table_language() -> str:
    return _STATE.table


def staff_signed_in(language: str) -> bool:
    """A floorperson (supervisor, admin) signed in at this table: his own language while he is
    signed in ("" or an unknown one: the table's stays)."""
    if language not in LANGUAGES:
        return False
    _STATE.staff = language
    return switch(language)


def staff_signed_out() -> bool:
    """Back to the table's language once the staff member signs out."""
    _STATE.staff = ""
    return switch(_STATE.table)


def lrelease() -> str | None:
    """The pyside6-lrelease program: beside this Python (the venv's bin) or on the PATH."""
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease")


def build_catalogues(ts_dir: Path = TS_DIR, qm_dir: Path = QM_DIR) -> list[Path]:
    """Compile every ``.ts`` newer than its ``.qm`` (what `make` does; tests call it too)."""
    tool = lrelease()
    if tool is None:
        raise RuntimeError(  # i18n: a build error for the technician, never on a screen
            "pyside6-lrelease not found (it ships with PySide6-Essentials)")
    qm_dir.mkdir(parents=True, exist_ok=True)
    built = []
    for ts in sorted(ts_dir.glob("dealer_assist_*.ts")):
        qm = qm_dir / ts.with_suffix(".qm").name
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            # written beside, then renamed over: a running app has the old .qm mapped in
            # memory (QTranslator), and a file rewritten in place under it is a bus error
            fresh = qm.with_name(f".{qm.name}.{os.getpid()}")
            subprocess.run([tool, "-silent", str(ts), "-qm", str(fresh)], check=True)
            os.replace(fresh, qm)
            built.append(qm)
    return built
