"""Electoral Dice's table rules and how to play, as the rules screen shows them."""

TABLE_RULES = """\
Table rules (where the rulebook is silent):
- Who starts is drawn by lot from the game's seeded dice before the first turn.
- A Swing contest goes back and forth, each side taking up to two throws in turn.
  If the player who did not start the contest wins it with the very first throw
  they make in it, they then play their own turn. If the starter wins it, the
  other player plays next. If the other player wins it on a later throw, the
  turn returns to the starter.
- The bonus Swing contest after winning a Locked State is always taken when a
  Swing State is left in the column (it can only help you).
- A player with neither a Locked State nor a Swing State in the active column
  passes; the opponent then contests theirs.
- When only one state can be contested it is chosen for you.
- A Locked State lost after two failed throws becomes a Swing State in the same
  column and can be contested again at once by the next player.
- 269-269: the larger Senate + House total wins (DC elects neither).
"""

HOW_TO_PLAY = """\
Electoral Dice, in our words:
Each player starts with 17 Locked States dealt to their side; 17 more sit in the
middle as Swing States. Play runs across the board from column K (the east) to
column A (the west), one column at a time, until every state is decided.

On your turn you contest one of your own Locked States in the active column.
Throw two dice and read them as a percentage: for a Locked State the higher die
is the tens digit (5 and 3 make 53%). 40% or more wins the state and its
electoral votes. Below 40% you throw once more; fail twice and your turn ends,
and that Locked State becomes a Swing State.

Win a Locked State and you may contest a Swing State in the same column as a
bonus. For a Swing State the lower die is the tens digit (5 and 3 make 35%), so
they are much harder. Once a Swing contest starts it goes back and forth, each
player with two throws, until somebody wins it. With no Locked State left in
the active column, you contest a Swing State instead.

The first player to 270 electoral votes wins the presidency, but play goes on to
the last state for the collateral results: a governorship and two Senate seats
per state won, and House seats (electoral votes minus two). DC elects none of
these. At 269-269 the larger Senate + House total wins.
"""
