"""Corrupt Bargain's rules in our words, and the table rules where the rulebook is silent."""

HOW_TO_PLAY = """\
Corrupt Bargain, in our words:
It is 1824 and four men want the presidency. You win 131 of the 261 electoral
votes, or, failing that, 13 of the 24 state delegations in the House.

Eighteen states choose electors by popular vote: whoever has the most Populace
cubes there carries it. Six (Delaware, Georgia, Louisiana, New York, South
Carolina, Vermont) choose them in the legislature: there the Politician
octagons count, and cubes may never be placed. New York is split: the leader
takes 26 votes, the runner-up 10.

Each Campaign turn: if you hold three Event cards of one suit you may turn them
in to lock down a state (nothing is added to it or removed from it again). Then
take one of the six Event cards on the track. Resolve its events (you choose
the states where it names a region), then spend the action points of its slot:
3 at the top down to 0 at the bottom; two slots also give Insight. The five
actions, each at most once a turn: place an octagon anywhere; place a cube in a
popular-vote state; Work the Back Rooms (draw four Politician cards, keep one);
Get Out the Vote (the same with Populace cards); Political Intrigue (in a state
where you have an octagon, remove one of yours and up to two of one opponent's).
Insight: draw two cards at random from an opponent's hand and keep one.

After 16, 13 or 10 rounds (2, 3 or 4 players) comes the Final Push: the player
holding the most cards starts, and everyone plays their Populace and Politician
cards one at a time until all are played. Then the states are called.

Ties in a state go to the most octagons in the state, then in its region, then
on the whole map, then to the higher Event card drawn (the Ultimate Tiebreaker).
Without a majority, the lowest of four players is dropped and the House votes,
one vote per state by octagons; 13 states win, or the top two go to a run-off.
"""

TABLE_RULES = """\
Table rules (where the rulebook is silent):
- Every effect is carried out one token at a time, as far as it can be, costs
  included; a step that cannot be carried out is skipped and logged.
- A step with only one possible state resolves by itself.
- An action is offered only if it can do something (e.g. Back Rooms needs a
  Politician deck that is not empty; Intrigue needs one of your octagons).
- Lockdown turns in the three lowest-numbered cards of the suit.
- A state where nobody has the counted tokens is still decided by the tie-break
  steps, so all 261 votes are always awarded (and two players never tie).
- New York's second-place card goes to the best of the others by the same
  rules, even with no octagons there.
- Final Push: if several players hold the most cards, the first of them
  clockwise from the last round's first player starts.
- Two players keep the same first player every round (they simply alternate).
- Event cards taken from the track were face-up, so each player's saved suits
  are shown to everyone; in Quick Play the kept card stays secret.
- The Ultimate Tiebreaker draws from the Event deck (reshuffling the discards
  if it is empty); the drawn cards go to the bottom.
- Drawing from an empty Populace or Politician deck draws nothing.
- Historical Start: seats take Adams, Jackson, Crawford and Clay in seat order.
"""
