// The table's words for the plain values a position keeps beside its cards (a player's
// counters and flags, a card's marks): what a judge's outcome says instead of the key
// (judgements/position_diff.cpp prints them; a key a game leaves out reads as itself).
#pragma once

#include <string_view>

namespace referee {

struct FieldWords {
  std::string_view key;    // as the position writes it: "placement_used"
  std::string_view words;  // "normal summons this turn"; a flag: when it is set; "%": the new value
  std::string_view off{};  // a flag or a "%" value when it is cleared
};

}  // namespace referee
