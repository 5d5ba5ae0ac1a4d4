"""Landslide's rules in our words, and the table rules we chose where the rulebook is silent."""

HOW_TO_PLAY = """\
Landslide, in our words:
Win the most electoral votes of 1972 (538 in all) by buying states with your
popular votes. Each state card shows its electoral votes and its popular-vote
value; your Vote cards are your money, and nobody else sees their values.

Everyone starts with five Vote cards on their own Home corner. On your turn you
may play Politics cards, then roll the die and move clockwise. Passing your own
Home draws one Vote card; landing on it draws two.

Where you land:
State: draw the top card of that region's deck. Only you see it; then everyone
bids for it, you included, and the winner pays you (or the board, if you win).
Open Ballot: name a state another player owns; it is auctioned and its owner
is paid. Secret Ballot: the top card of each deck, unseen, sold as one lot.
Another player's Home: their Favorite Son takes one of your Vote cards unseen.
Politics: draw a Politics card; play it later or keep it. Win Votes: draw a
Vote card. Fly Anywhere: move to any space ahead and act there.

Auctions go clockwise from the player whose turn it is, in steps of 250,000.
Anyone who passed may bid again after a raise; when all the others have passed
since the last raise, the high bidder pays. Pay exactly if you can, otherwise
the least you can over the bid: nobody gives change. States count at their
popular votes and go to the player paid. Win a bid you cannot pay and you lose
your biggest state, and the bidding starts over.

Stop cards cancel a landing action or a Politics card (even another Stop),
never bidding. The game ends when the last state is taken: most electoral
votes wins.
"""

TABLE_RULES = """\
Table rules (where the rulebook is silent):
- Homes: 4 players take the East, South, Midwest and West corners; 3 take East,
  South, Midwest; 2 take East and Midwest. A corner with nobody's Home does nothing.
- First player: everyone rolls; ties roll again. Play goes clockwise.
- Leaving your Home is not passing it. Landing on it gives 2 Vote cards, not 3.
- An auction ends when everyone else has passed since the last raise. If nobody
  bids, the state goes back into its deck, or stays with its owner after an Open
  Ballot.
- Bids go up in steps of 250,000. You may bid up to 5,000,000 more than you hold;
  win a bid you cannot pay and you lose your state with the most electoral votes
  (then the most popular votes; where still tied, you choose which; with no state,
  your biggest Vote card) and the bidding starts over. A player
  with nothing may not bid.
- Pay exactly if any set of your cards can; otherwise pay the smallest total above
  the bid. States pay at their popular votes and go to the player paid, or back
  into their decks when the board is paid. Nobody gives change.
- An Open Ballot's contested state cannot pay for itself. If its owner wins it back,
  the owner pays the board.
- Stop cancels any landing action or Politics card, even your own or another Stop,
  but never bidding, moving or the Vote card for passing Home. It is played in the
  "Objections?" window that follows each announced action: the player acting first,
  then clockwise, each seat holding a Stop. An action that would do nothing (an empty
  pile or Politics deck, a visitor with no Vote card) opens no window. A cancelled
  action does nothing and the turn goes on.
- On screen, the table sees one "Objections?" strip at each announced action, with a
  Stop! button for each person who may hold a Stop, whether or not anyone does, so
  nobody learns who holds one. Press Stop! to play yours in private. A person who
  switched "Ask me about Stops" off on the seats screen never objects; "Roll for me"
  there has the die rolled at once when you have nothing to play first.
- Other Politics cards are played on your own turn, before the roll or after your
  landing action, with their choice (state, space, player, deck) named when played.
- Another player's Home: the Favorite Son picks one of your Vote cards from their
  face-down backs, which card lies under which back dealt at random.
- Fly Anywhere: any space ahead within one lap except a Fly Anywhere space or your
  own Home.
- The game ends as soon as every state is owned. Most electoral votes wins; a tie
  goes to the most popular votes held (Vote cards plus your states), then is shared.
- Bids are made aloud; Vote-card values stay hidden (a bidder may peek at their own).
  The table option "hand over the screen for every bid" passes the screen to each
  bidder in turn instead. With the table option "sealed ceilings", each player who
  may bid names one sealed ceiling per auction instead (behind a hand-over); the
  highest ceiling wins and pays the next-highest ceiling plus 250,000, at most its
  own; equal ceilings go to the earliest bidder clockwise from the player whose
  turn it is. A winner who cannot pay loses a state as above and everyone names a
  new ceiling.
- So that a table where nobody bids still ends, the game also ends after 100 rounds,
  counted the same way.
"""
