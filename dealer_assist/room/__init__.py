"""The room store: every table's hand log shipped to one PostgreSQL server, anchored by
signed chain heads. No Qt here. See docs/room.md.
"""
