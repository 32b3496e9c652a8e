// Hidden information: which unknown card can be which (architecture.md, "Hidden information").
//
// A game is played with a finite pool of cards: types with counts (52 distinct playing
// cards, or 5 believer types of 12 each). Paper transcripts do not know every card, so an
// unknown card is a placeholder. Each placeholder may stand for any card still unseen,
// minus what the game has learnt since (exclude). The record is consistent exactly when
// every live placeholder can be matched to a distinct unseen card: the maximum flow every game
// shares (unseen_flow.cpp), a placeholder being the mask of the types it may still be. A
// reveal that breaks the matching, or a known card that was already seen elsewhere, is a
// violation the game reports. Draw of Faith's adapter to that engine (at most 64 types).
//
// A question can add caps on groups of placeholders ("at most 4 of Bob's unknown cards are
// hearts"): each is one more layer of the same flow, so the answer stays exact.
#pragma once

#include <vector>

#include "referee/core/unseen.hpp"

namespace referee {

class HiddenCards {
 public:
  explicit HiddenCards(std::vector<int> counts_per_type);

  int type_count() const { return static_cast<int>(unseen_.size()); }
  int unseen(int type) const { return unseen_.at(static_cast<std::size_t>(type)); }

  // A known card of `type` comes to light without a placeholder (drawn face up, dealt
  // into a known hand). False, and nothing changes, if none of that type is left unseen
  // or if taking it would leave the placeholders without a consistent matching.
  bool see(int type);

  // A new unknown card; any unseen type.
  int add_placeholder();
  bool is_live(int id) const;
  int live_count() const { return live_; }

  // Something learnt about a placeholder: it cannot be `type`.
  void exclude(int id, int type);
  bool allows(int id, int type) const;

  // Binds a live placeholder to `type`. False, and nothing changes, when that is
  // impossible: not allowed for it, none unseen, or the rest could not be matched after.
  bool reveal(int id, int type);
  int revealed_type(int id) const;  // -1 while unknown

  // Whether every live placeholder can be matched to a distinct unseen card.
  bool consistent() const;

  // At most cap[k] of `placeholders` are of a type of class k (class_of_type[type] = k).
  // Groups are disjoint, and what a grouped placeholder excludes must be whole classes (of
  // the types still unseen), which keeps the flow exact; anything else is a logic_error.
  struct CapGroup {
    std::vector<int> placeholders;
    std::vector<int> class_of_type;
    std::vector<int> cap;
  };
  // consistent(), with every group's caps holding as well.
  bool consistent_with(const std::vector<CapGroup>& groups) const;

 private:
  struct Placeholder {
    bool live = true;
    int type = -1;                      // once revealed
    unseen_cards::KindSet may = 0;      // the types not excluded
  };
  void check_type(int type) const;
  bool any_restricted() const;

  std::vector<int> unseen_;
  std::vector<Placeholder> placeholders_;
  int live_ = 0;
};

}  // namespace referee
