"""Small reusable widgets: cards, seats, the number pad, the device status light."""
