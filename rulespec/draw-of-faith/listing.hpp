// Listing and sampling Draw of Faith actions: what legal.cpp (every legal action) and
// self_play.cpp (one random legal action) share. Both only propose candidates; every
// candidate is kept only if check_action accepts it, so the rules stay in one place.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "referee/core/combinations.hpp"
#include "rulespec/draw-of-faith/action.hpp"
#include "rulespec/draw-of-faith/table.hpp"

namespace referee::dof {

// The targets an effect could name, and how many of each the rulings let it name. The
// space is a superset of what is legal (check_action decides), kept small enough to list:
// an "all cards" option gives a few forced sets instead of every subset.
struct TargetSpace {
  std::vector<CardRef> destroyable;  // known field cards, the activation's own materials excepted
  std::vector<Card> revivable;       // graveyard cards, and the materials spent
  std::size_t destroy_max = 0;       // sizes 0..max, unless forced sets are given
  std::size_t revive_max = 0;
  std::vector<std::vector<CardRef>> destroy_forced;  // non-empty: only these sets (and none)
  std::vector<std::vector<Card>> revive_forced;
  bool positions = false;            // each revived card's position is chosen (field-choice)
};

// The targets of an activation by `player` with these materials (named by card, from the
// player's hand or field), and of the link now waiting for its targets.
TargetSpace activation_targets(const Table& t, int player, Mechanic m, const std::vector<Card>& materials);
TargetSpace resolution_targets(const Table& t);

// Every legal action. In sampling mode activations and target choices are left out: they
// can be too many to list, and self-play samples them instead (self_play.cpp).
Listing list_legal_actions(const Table& t, const ActionVisitor& visit, bool sampling,
                           std::size_t budget = Listing::kUnlimited);

}  // namespace referee::dof
