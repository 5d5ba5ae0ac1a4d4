"""Landslide (1971): roll, move and bid for the states, for two to four players.

So far this package holds the game's data only: the content file
``landslide.yaml`` (state cards with their popular-vote values, Vote cards,
Politics cards, the board track, the Homes), its loader ``data.py``, the
Politics-card vocabulary ``politics.py`` (documented in ``VOCABULARY.md``) and
the board parser ``board.py``. The rules engine comes later, so the game is
not yet in the registry.
"""
