"""Shipped house profile files (TOML), one per house code; read with ``rules.load_profile``."""
