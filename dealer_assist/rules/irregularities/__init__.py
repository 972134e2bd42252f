"""The irregularities catalogue as data (see ``catalogue.py``)."""
