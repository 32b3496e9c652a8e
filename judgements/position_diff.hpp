// What an action changed, read off two positions of any game (the convention of
// GameState::position_json): cards that moved between zones, appeared or left, cards that
// changed in place (position, face), scores, phase, turn and who acts.
#pragma once

#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <vector>

#include "referee/core/field_words.hpp"
#include "referee/core/state_machine.hpp"

namespace referee::judgements {

struct PositionChanges {
  nlohmann::json details = nlohmann::json::object();  // {"moved": [...], "changed": [...], "scores": {...}, ...}
  std::vector<std::string> lines;                     // the same for people, one change a line
  // The lines of what the action settled (cards, scores, counters, turn), without those of
  // what may follow it (the phase, and who acts: who answers in a response window).
  std::vector<std::string> settled;
};

// Where the game waited before and after: the machine and its places (GameState::node()),
// whose words name a change of phase. A position's "phase" may say less than the place
// (Draw of Faith's "window" is the main or the battle's chain window), so never its words.
struct PlacesBeforeAfter {
  const StateMachine* machine = nullptr;
  std::string_view before, after;
};

// `words`: the game's words for its counters and flags and zones (GameInfo::words), and
// `places` the machine's for the phases, for people; the details keep the position's own keys and ids.
PositionChanges position_changes(const nlohmann::json& before, const nlohmann::json& after, const TableWords& words = {},
                                 const PlacesBeforeAfter& places = {});

}  // namespace referee::judgements
