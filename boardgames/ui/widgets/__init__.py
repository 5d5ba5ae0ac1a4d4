"""Widgets shared by every game: buttons, the map, the dice, the log, the vote bar."""
