"""One module per command line command; see :mod:`dealer_assist.cli`."""
