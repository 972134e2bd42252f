"""Game families beyond the flop engine; ``banked`` holds the player-banked games (section 5)."""
