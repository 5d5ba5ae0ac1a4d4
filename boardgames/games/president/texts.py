"""President's rules in our words, and the table rules we chose where the rulebook is silent."""

HOW_TO_PLAY = "(to be written)"
TABLE_RULES = "(to be written)"
