// The table's words for what a position writes as keys and ids: the plain values it keeps
// beside its cards (a player's counters and flags, a card's marks) and its zones. A judge's
// outcome and the console say these instead of the ids (judgements/position_diff.cpp); a key
// or id a game leaves out reads as itself. Its phases, the places of its state machine, have
// their words where they are declared (SpecNode::words).
#pragma once

#include <span>
#include <string_view>

namespace referee {

struct FieldWords {
  std::string_view key;    // as the position writes it: "placement_used"
  std::string_view words;  // "normal summons this turn"; a flag: when it is set; "%": the new value
  std::string_view off{};  // a flag or a "%" value when it is cleared
};

struct TableWords {
  std::span<const FieldWords> fields{};  // counters and flags: {"placement_used", "has used the turn's placement", ...}
  std::span<const FieldWords> zones{};   // a player's zones, after "Bob's": {"fought", "believers in the fight"}

  // The words for `id` in `table` (zones), or the id itself.
  static std::string_view said(std::span<const FieldWords> table, std::string_view id) {
    for (const FieldWords& w : table)
      if (w.key == id) return w.words;
    return id;
  }
};

}  // namespace referee
