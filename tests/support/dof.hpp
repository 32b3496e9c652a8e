// Helpers for Draw of Faith rule tests: build events in one line, replay, and look at the
// table or the violation.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "referee/core/replay.hpp"
#include "rulespec/draw-of-faith/table.hpp"

namespace referee::test {

// One event: ev("Ann", "attack", {{"attacker", "9S"}, {"target", "JH"}}).
nlohmann::json ev(const std::string& player, const std::string& action,
                  const nlohmann::json& keys = nlohmann::json::object());

// The table after a replay (after its last legal event when it stopped at a violation).
const dof::Table& dof_table(const Replay& r);

// "legal", or "event N (player action): reason [citation]": for failure messages.
std::string describe(const Replay& r);

// The citation title of the violation, or "" if there is none.
std::string violation_citation(const Replay& r);

}  // namespace referee::test
