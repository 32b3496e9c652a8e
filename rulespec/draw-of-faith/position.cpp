// Draw of Faith positions (referee-position/1 "state"): the table as data and back.
// Placeholder while the format is written: see rulespec/draw-of-faith/README.md.
#include "rulespec/draw-of-faith/game.hpp"

namespace referee::dof {

nlohmann::json DofState::position_json() const { return nlohmann::json::object(); }

std::unique_ptr<GameState> DrawOfFaith::load_position(const std::vector<std::string>&, const JsonObject& state,
                                                      std::shared_ptr<const Rulings>) const {
  state.fail("", "draw-of-faith positions are not readable yet");
}

std::string DrawOfFaith::position_vocabulary() const { return ""; }

}  // namespace referee::dof
