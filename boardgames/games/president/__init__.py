"""President: office politics for 3 to 10 animals, with sealed plans revealed in turn.

So far this package holds the game's data (``president.yaml``: organisation
charts, action and day cards, 30 envelopes, 10 animals, open constants) and its
loader and validator (``data.py``, vocabularies in ``vocabulary.py``, format in
``VOCABULARY.md``). The rules engine comes later; the game is not registered.
"""
