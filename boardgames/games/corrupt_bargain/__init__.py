"""Corrupt Bargain: the 1824 presidential election, for two to four players.

This package holds the ruleset's data (the three card decks, in ``cards/``) and
the pure-Python code around it; the card effects are data in a small vocabulary
(``cards/VOCABULARY.md``) so the rules engine interprets them instead of
carrying one function per card.
"""
