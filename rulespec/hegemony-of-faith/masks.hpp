// Hidden cards as masks (architecture.md, "Hidden information"), on the engine's unseen cards
// (referee/core/unseen.hpp): a card nobody has seen is the set of kinds it may still be, every
// kind at first, fewer as play rules some out (a Witch Hunt that killed none of a hand's
// unseen cards says they are not of its type); a seen card is a mask of one kind. A take
// nobody could follow is an exchange in the Table's ledger of that deck, so what is shown
// later on either side still constrains the other.
#pragma once

#include "referee/core/unseen.hpp"

namespace referee::hof {

using Mask = unseen_cards::KindSet;
using unseen_cards::bit;
using unseen_cards::Card;
using unseen_cards::every;
using unseen_cards::is_known;
using unseen_cards::kind_of;
using unseen_cards::kinds_in;
using unseen_cards::may_hold;
using unseen_cards::Pile;  // cards whose order the referee does not track (a hand)
using unseen_cards::possibly;
using unseen_cards::surely;

// Takes from a pile of alike cards with no ledger (a fresh deck: setup, tests); false if no
// card may be `kind`.
bool take_named(Pile& pile, int kind);
Card take_unseen(Pile& pile);

}  // namespace referee::hof
