// What the judge's tests share: the game most of them ask about, and reading a query.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "judgements/kinds.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/transcripts.hpp"

namespace referee::test {

// A legal two-player game of 22 events: battles won, lost and tied, summons in both positions.
inline std::string battles_game() {
  return source_path("fixtures/draw-of-faith/legal/battles-won-lost-tied-and-summon-positions.json");
}

// A query written one key per line (dump(2)), so that messages can give the field's line.
inline judgements::Query query_of(const nlohmann::json& body) {
  return judgements::read_query(parse_json(body.dump(2), "query.json"), builtin_games());
}

}  // namespace referee::test
