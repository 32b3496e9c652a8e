// What an action changed, read off two positions of any game (the convention of
// GameState::position_json): cards that moved between zones, appeared or left, cards that
// changed in place (position, face), scores, phase, turn and who acts.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace referee::judgements {

struct PositionChanges {
  nlohmann::json details = nlohmann::json::object();  // {"moved": [...], "changed": [...], "scores": {...}, ...}
  std::vector<std::string> lines;                     // the same for people, one change a line
};

PositionChanges position_changes(const nlohmann::json& before, const nlohmann::json& after);

}  // namespace referee::judgements
