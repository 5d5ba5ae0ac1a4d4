"""Landslide (1971): roll, move and bid for the states, for two to four players.

Data: ``landslide.yaml`` (state cards with their popular-vote values, Vote
cards, Politics cards, the board track, the Homes), its loader ``data.py``, the
Politics-card vocabulary ``politics.py`` (documented in ``VOCABULARY.md``) and
the board parser ``board.py``. Rules: ``rules.py`` (the table), ``steps.py``
(a turn), ``stops.py`` (Stop windows), ``auction.py`` (bidding and paying),
``cards_play.py`` (Politics cards), ``texts.py`` (how to play, table rules).
``bots.py`` is the heuristic bot; ``view.py`` and ``amounts.py`` the screen;
``entry.py`` registers the game.
"""
