// Hidden cards as masks (architecture.md, "Hidden information"). A card nobody has seen is
// the set of kinds it may still be: every kind at first, fewer as play rules some out (a
// Witch Hunt that killed none of a hand's unseen cards says they are not of its type). A
// seen card is a mask of one kind. Cards of a kind are alike, so a record is consistent
// exactly when the cards in play can be given kinds they allow without using any kind more
// often than the game has copies of it: a flow from cards to kinds (Hall's condition),
// decided by feasible().
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace referee::hof {

using Mask = std::uint32_t;
using Pile = std::vector<Mask>;  // cards whose order the referee does not track (a hand)

constexpr Mask bit(int kind) { return Mask{1} << kind; }
constexpr Mask every(int kinds) { return (Mask{1} << kinds) - 1; }
inline bool is_known(Mask m) { return m != 0 && (m & (m - 1)) == 0; }
int kind_of(Mask m);  // the kind of a seen card, -1 for an unseen one
int kinds_in(Mask m);

// Whether the pile may hold a card of `kind`.
bool may_hold(const Pile& pile, int kind);
// How many of the pile's cards are certainly `kind`, and how many may be.
int surely(const Pile& pile, int kind);
int possibly(const Pile& pile, int kind);

// Taking a card when nobody knows which of the pile's cards it was: the pile keeps all its
// cards but the narrowest that could have left, and each other card that could have left
// widens by that card's mask. Sound: whichever card really left, the kept narrowest one can
// stand in its place. Precise when the candidates are alike or the narrowest is within each
// of them; otherwise it forgets some of how many of each kind the pile held.
//
// take_named: a card seen to be `kind`; one known to be it if there is one, else one of the
// cards that may be it as above. False, and the pile unchanged, if no card may be it.
bool take_named(Pile& pile, int kind);
// take_unseen: a card nobody saw; returns what it may be (any kind the pile may hold).
Mask take_unseen(Pile& pile);
// Whether taking a card (of `kind`, or -1 for one nobody saw) forgets something: the cards
// that may be taken are not all alike, so which one left is unknown.
bool forgets(const Pile& pile, int kind);

// Whether each kind of `named` (a list with repeats; kUnseen entries match anything) can
// be a different card of `pile`. On success `pile` becomes the named cards (seen ones as
// their kind, unseen ones as the card they matched).
bool match_named(Pile& pile, const std::vector<int>& named);

// Whether `cards` can be real cards: each a different physical card of a kind its mask
// allows, with no more cards of a kind than `copies` of it. On failure, `why` (if given)
// names the kinds over-used ("13 cards can only be Fool, Elder; the game has 12").
bool feasible(const std::vector<Mask>& cards, const std::vector<int>& copies, std::string* why = nullptr,
              const std::vector<std::string>* kind_names = nullptr);

}  // namespace referee::hof
