"""The game review: a record as a timeline, its export, and the hard computer's checks."""
