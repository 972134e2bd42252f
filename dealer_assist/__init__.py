"""Dealer Assist: the dealer's procedure, rulings and hand log for California cardroom tables."""

__version__ = "0.1.0"
