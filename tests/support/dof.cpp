#include "tests/support/dof.hpp"

#include "rulespec/draw-of-faith/game.hpp"

namespace referee::test {

nlohmann::json ev(const std::string& player, const std::string& action, const nlohmann::json& keys) {
  nlohmann::json e = keys.is_object() ? keys : nlohmann::json::object();
  e["player"] = player;
  e["action"] = action;
  return e;
}

const dof::Table& dof_table(const Replay& r) { return dynamic_cast<const dof::DofState&>(*r.state).table(); }

std::string violation_citation(const Replay& r) {
  return r.violation && r.violation->citation ? std::string(r.violation->citation->title) : "";
}

std::string describe(const Replay& r) {
  if (!r.violation) return "legal";
  const Violation& v = *r.violation;
  return "event " + std::to_string(v.event) + " (" + v.player + " " + v.action + "): " + v.reason + " [" +
         violation_citation(r) + "]";
}

}  // namespace referee::test
