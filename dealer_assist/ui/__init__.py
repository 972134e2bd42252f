"""The touchscreen app: the only package (with ``dealer_assist/app.py``) that imports Qt.

Widgets render engine state and turn touches into engine commands through the controller; they
never decide an amount, an order or a rule themselves (ARCHITECTURE property 7).
"""

from dealer_assist.ui.qt_compat import immortalise_none

immortalise_none()
