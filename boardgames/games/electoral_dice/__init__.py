"""Electoral Dice: the two-player dice race to 270 electoral votes."""
