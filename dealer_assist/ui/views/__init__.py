"""Screens composed from widgets: layout only, no rule logic."""
