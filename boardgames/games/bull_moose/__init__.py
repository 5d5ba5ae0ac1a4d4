"""Bull Moose (1912): rules, decks, bots and board for three to five players."""
