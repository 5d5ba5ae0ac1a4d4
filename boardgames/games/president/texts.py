"""President's rules in our words, and the table rules we chose where the rulebook is silent."""

HOW_TO_PLAY = """\
President, in our words:
Three to ten animals climb an office chart: Secretariat at the bottom, then the
Vice presidency, then the Presidency. The first to 7 victory points (VP) wins at
once. Everyone starts with 1 VP; the Secretariat also starts with 1 popularity.
The President holds the medal, worth 1 VP while held, and whoever holds the most
envelopes holds the corruption token, also worth 1 VP while held.

Each animal has the same seven action cards. A day goes like this:
1. The day card says who takes a card back in the evening.
2. Planning: every animal lays one card face down, all at once and in secret.
3. Resolution, from the bottom of the chart to the top, in the order fixed now.
   At your turn: open any envelopes you like, then anyone slandering you names
   the action they expect, then your card is shown and does its work.
4. Press conference: interviews and cameras score.
5. Evening: whoever meets the day card takes one card back from their pile.

The cards:
* Promotion: swap places with an animal on the next level up.
* Interview: at the press conference the highest-placed interviewer fills 1 VP
  (the two highest with 9 or 10 animals).
* Holidays: take your whole pile back into your hand, this card included.
* Camera: take a camera token (from another animal once the supply of 4 is out);
  at the press conference fill 1 popularity per camera. Filling the 3rd space
  also fills 1 VP, and each point past a full track is 1 VP.
* Deal: pairs with the oldest open Deal of another animal today; both fill 1 VP.
* Envelope: draw a secret envelope; play it before the reveal of a later turn.
* Slander: lay it on another animal. At its turn you name its action; if right,
  you take 1 of its filled VP.

A card played goes to your pile, face up: everyone can work out what you still
hold. Talk, promise and bluff freely: nothing you say binds you. With the table
option "Claims" (on by default), each animal may post one claim before planning
("I will play Deal", "I won't play Slander", "Deal? — looking for a partner",
"I'm going to slander Fox"); the log says afterwards who kept its word, and each
box shows its record.
"""

TABLE_RULES = """\
Where the rulebook is silent or unclear, this table plays as follows.
* The first day card is drawn at setup; each card drawn in the evening governs
  the next day. An empty day deck is reshuffled from all six cards.
* The order of turns is fixed when resolution begins: a promoted animal does not
  act twice, a demoted one still acts at its usual time.
* Promotion takes any animal on the next level up that has animals; the
  President's Promotion does nothing. The medal moves with the Presidency at once.
* At your turn: your envelopes first, then the slander guesses, then your reveal.
* A guess may name any action, but each guess at one turn names a different one;
  with none left, the guess is void. Only filled VP can be stolen.
* A Slander on an animal that has already revealed waits for its turn tomorrow,
  and stays out of its owner's pile meanwhile.
* Interview goes to the highest position at the press conference itself.
* Cameras score only for animals that played Camera that day (card or envelope);
  with the table option "Standing cameras" every holder scores every day.
  The popularity track has 3 spaces, the 3rd marked.
* Deals (cards and Handshake envelopes) pair in the order played, never with
  yourself; a lone Deal gives nothing.
* The corruption token goes to whoever holds the most envelopes; on a tie the
  holder keeps it if tied, or else chooses which of the tied takes it.
* Envelopes are played only at your own turn, before your reveal, and only when
  they can do something. They never count as your action card for a day card.
* "Next to you" (Find Allies) means seat neighbours around the table.
* When several reach 7 VP at once, the most VP wins, then the higher position.
  The game stops at once: the rest of the day is not played.
* Claims (a table option, on by default) bind nobody. A claim to slander an
  animal is kept if you lay a Slander (card or envelope) on it that day. On a
  Keep Your Word day the naming is the claim. "Deal? — looking for a partner" is
  kept if you play a Deal that day (the card or a Handshake envelope).
* A game lasts at most 40 days: after the 40th, the animal with the most VP
  wins, then the higher position.
"""
