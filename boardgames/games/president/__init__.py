"""President: office politics for 3 to 10 animals, with sealed plans revealed in turn.

Data (``president.yaml``, checked by ``data.py``; format in ``VOCABULARY.md``),
rules (``rules.py`` with the day's steps in ``steps.py``, ``choices.py``,
``claims.py``, envelopes read by ``envelopes.py``), the heuristic bot
(``bots.py``), the view (``view.py``, ``view_chart.py``, ``view_panels.py``) and
the registry hooks (``entry.py``).
"""
