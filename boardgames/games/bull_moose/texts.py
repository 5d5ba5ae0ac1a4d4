"""Bull Moose's words for the app: how to play, and the table rules we decided (spec BM-A*)."""

HOW_TO_PLAY = """\
You are one of the 1912 candidates: Taft, Roosevelt, Wilson, and with more seats Debs and \
Chafin. Seven rounds of four turns, then the election.

Before each round everyone draws eight cards from their own deck and keeps four in secret; \
the other four go back on top and come again next round. Before the last round the last \
four cards are simply taken.

On your turn play one card:
* for its value: each point is one move to a neighbouring state, one cube in the state you \
stand in, or (if the card shows the Press or Senator symbol) one cube in that box. Stopping \
in a state where other candidates stand costs one more point for each of them;
* as an Express Train (train icon): from a rail hub to any other hub where nobody stands;
* for its text. Attacks send the removed cube to the victim's Popularity pile.

After the last card of a round the abilities act in turn order: Taft moves one of his cubes \
within his region, Roosevelt adds a cube in his region, Debs gains a cube wherever he is \
tied for the lead, Chafin moves an opponent's cube within his region. Wilson gains a cube \
whenever he plays a card for its value while standing in the South.

At the election, empty states get their leaning cubes; the Press winner places in empty \
states, the Senator winner in swing states, the Popularity leader may place the margin \
anywhere. Then every state is counted: twice the runner-up wins it outright, anyone with \
half the leader or less drops out, and otherwise one cube is drawn by lot. Most electoral \
votes (of 531) wins; then most states; then the win is shared."""

TABLE_RULES = """\
Abilities act once per round, after the last card, in the order Taft, Roosevelt, Debs, \
Chafin; Wilson's Southern bonus applies to each card played for its value. Turn order never \
changes.
The keep-4-of-8 choice is made by everyone at once and in secret.
A card once played has been seen and cannot be taken back; every step spent with it \
(moves, cubes, box cubes) can be undone until the card ends.
A Press or Senator card played for its value may put any of its points into that box.
A cube costs 1 point; unused points are lost, and any card may be played for its value and \
spend nothing.
You pay the occupied-state surcharge whenever you stop in a state you moved into with this \
card: at the first cube you place there, or when the card ends there. Passing through is free. \
You must be able to pay it, or move on.
The East is one hub: every East state neighbours every other, and Ohio, Kentucky and Virginia.
Express Train: from a hub to another hub with no other candidate; the card does nothing else.
Whistle Stop: +1 free move on each of your turns this round. Rail Pass: once per turn a free \
jump from hub to hub, occupied or not. Barnstorming: 3 free moves to spend this round. County \
Stumping: the first cube you place with each value play brings one more. Each also places 1 \
cube where you stand. While Whistle Stop, Rail Pass or Barnstorming is in front of you, you \
pay no surcharge. A move spends a free move first; to keep Barnstorming's moves for a later \
turn, pay the move with the card's own point instead (the "paid with a card point" choice).
A text that needs you in a place may be played if you are there, or can get there with your \
ongoing movement cards first; if you are not there when it resolves it does nothing.
Attack cards remove 1 cube from any state and it goes to the victim's Popularity pile; a \
symbol of a party not in play counts as the Eagle (any opponent).
Support is counted in points and the supply is unlimited.
California moves as one state and counts as two units (11 and 2); it counts once among \
"most states".
A unit empty at the start of the election gets its leaning cubes (a swing state: one for \
every candidate in play).
Players drop out of a draw at half the leader's cubes or less; twice the runner-up wins \
outright.
Popularity: the leader may place their margin over the next present player; tied leaders \
each may; a lone player may place all; if everyone present is tied, each may place 1. Each \
of these cubes may be declined, one by one.
A Press or Senator winner with nowhere legal to place puts the cubes in their starting state.
The count goes state by state in ascending electoral votes; every draw uses the game's seed."""
