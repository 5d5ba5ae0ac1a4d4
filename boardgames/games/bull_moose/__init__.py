"""Bull Moose (1912): data layer only so far (board data, decks); not yet registered."""
