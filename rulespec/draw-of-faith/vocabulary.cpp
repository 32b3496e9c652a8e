// The transcript vocabulary of Draw of Faith, as `referee spec draw-of-faith --format text`
// prints it after the state machine.
#include "rulespec/draw-of-faith/game.hpp"

namespace referee::dof {

std::string vocabulary_text() {
  return R"(Transcript vocabulary (referee-transcript/1, game "draw-of-faith")

setup:   {"first": PLAYER, "hands": {PLAYER: [5 cards], ...}}
         cards are rank + suit: 2-10, J, Q, K, A and S, H, D, C ("7H", "10S", "AS");
         "?" is a card the recorder did not see.

card references (CARDREF):
  "7H"       the card 7H, wherever it is
  "Bob:7H"   the card 7H, on Bob's side
  "Bob#2"    the second card on Bob's field from the left, in order of arrival
             (the way to name a face-down card nobody has seen)

events: {"player": PLAYER, "action": ACTION, ...keys below...; "comment": any text}
  draw             card: CARD or "?"                    the Draw Phase draw
  summon           card: CARD or "?", position: "attack"|"defense", face: "up"|"down"
                   ("?" only face down)
  change-position  card: CARDREF, to: POSITION (optional), reveal: CARD (a face-down card)
  attack           attacker: CARDREF, target: CARDREF, reveal: CARD (a face-down target)
                   declaring an attack ends the Main Phase
  activate         mechanic: royal-fusion | ace-fusion | numbers-combo | ace-face |
                             numbers-ace | five-of-a-kind (only when activated),
                   materials: [CARDREF...] from the player's hand or field,
                   destroy: [CARDREF...], revive: {CARD: POSITION} or [CARD...],
                   negate: LINK NUMBER (from 1), place: {CARD: POSITION} (materials-to-field),
                   reveal: {"Bob#2": CARD}
  pass             decline to respond while a chain waits
  end-main         end the Main Phase (optional: an attack or end-turn implies it)
  end-turn         the End Phase; the next player's turn begins
  choose-targets   link: NUMBER, destroy, revive   (dof.effects.targeting-time = on-resolution)
  tiebreak-draw    card: CARD, from the separate tiebreak pile
  reveal           cards: [CARD...] shown from the player's hand, field: {"Ann#1": CARD};
                   allowed at any time, also after the end (to show a Five of a Kind)

Passes nobody wrote down are implied: an event by a later player, or any event that is
not a response, means the players asked before it passed. An activation by the player
whose link is on top, without "negate", is a response if it can legally be one (under
dof.chain.negate-scope = all-opponent-links); otherwise it starts a new chain after this
one resolves.

result: {"winner": PLAYER} | {"winners": [PLAYER...]} | {"draw": true} | {"in-progress": true},
        optionally "points": {PLAYER: N}
)";
}

}  // namespace referee::dof
