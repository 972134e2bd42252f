"""The floor station (``dealer-assist floor --room DSN``): every table of the room on one
screen, its rulings decided from there. Pages plug in with :meth:`FloorStation.add_page`."""
