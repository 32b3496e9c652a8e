// Mending a proposal of kinds by chains of changes, for the constraint search's first step
// (unseen_exact.cpp, ExactSearch::repair): the last solution's kinds, kept where a move has
// since shown a card to be another kind, are mostly a solution still, short of a few changes.
// An internal header of the hidden-card engine.
#pragma once

#include <vector>

#include "referee/core/unseen.hpp"

namespace referee::unseen_cards {

// An exchange's cards, by the constraint search's card numbers: its fresh cards are its old
// cards in some order.
struct Sides {
  std::vector<int> old, fresh;
};

// The cards as the constraint search numbers them: each card's domain, the exchanges, the cards
// in play, and those in no exchange (free: the flow settles them, they have no kind here).
struct CardGraph {
  const std::vector<Sides>& exchanges;
  const std::vector<KindSet>& domains;
  const std::vector<int>& live;
  const std::vector<char>& free;
  const std::vector<int>& copies;
};

// `kinds` gives every card in an exchange a kind, each exchange balanced (its fresh cards as
// many of each kind as its old ones), some cards a kind their domain does not allow. Changes
// kinds along chains that keep every exchange balanced, so that every card has a kind its
// domain allows and no kind is in play (with the free cards already known) more often than
// its copies. A chain changes one card between two kinds, then in each of its exchanges a card
// of the same side the other way or one of the other side the same way, and on through that
// card's other exchange, until a card with none (breadth first: the shortest chain). False if
// some card finds no chain; `kinds` is then partly changed. Only a proposal: the caller checks
// the result whole.
bool mend_by_chains(const CardGraph& cards, std::vector<int>& kinds);

}  // namespace referee::unseen_cards
