// What the judge's tests share: the game most of them ask about, and reading a query.
#pragma once

#include <catch2/catch.hpp>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

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

// Whether the catalogue refuses `option` of `ruling` together with the other rulings in force
// (the sensitivity table leaves such options out).
inline bool refused_with_the_rest(const Rulings& in_force, std::size_t ruling, int option) {
  Rulings variant(in_force);
  variant.set_choice(ruling, option);
  const auto conflicts = variant.conflicts();
  return std::any_of(conflicts.begin(), conflicts.end(),
                     [](const RulingConflict* c) { return c->severity == RulingConflict::Severity::error; });
}

// The sensitivity table's shape, for an answer under `rulings`: rows for no ruling the answer
// did not consult; for each consulted ruling a row per option (but those the catalogue
// refuses with the rest), exactly one in force, which repeats the answer's verdict (is-legal
// and outcome add details after ": ", result the summary in brackets) and neither differs
// nor is history-illegal.
inline void check_sensitivity_shape(const judgements::Answer& a, const Rulings& rulings) {
  INFO("answer: " << a.verdict << " (" << a.explanation << ")");
  const auto consulted = [&](const std::string& id) {
    return std::find(a.rulings_consulted.begin(), a.rulings_consulted.end(), id) != a.rulings_consulted.end();
  };
  for (const auto& row : a.sensitivity) CHECK(consulted(row.ruling));
  const RulingCatalogue& catalogue = rulings.catalogue();
  for (const std::string& id : a.rulings_consulted) {
    INFO("ruling " << id);
    const int index = catalogue.index_of(id);
    REQUIRE(index >= 0);
    const RulingSpec& spec = catalogue.at(static_cast<std::size_t>(index));
    const int chosen = rulings.choice(static_cast<std::size_t>(index));
    std::vector<std::string> expected, listed;
    for (int o = 0; o < static_cast<int>(spec.options.size()); ++o)
      if (o == chosen || !refused_with_the_rest(rulings, static_cast<std::size_t>(index), o))
        expected.push_back(spec.options[static_cast<std::size_t>(o)].id);
    int in_force = 0;
    for (const auto& row : a.sensitivity) {
      if (row.ruling != id) continue;
      listed.push_back(row.option);
      if (!row.in_force) continue;
      ++in_force;
      CHECK(row.option == spec.options[static_cast<std::size_t>(chosen)].id);
      CHECK_FALSE(row.differs);
      CHECK_FALSE(row.history_illegal);
      CHECK((row.verdict == a.verdict || row.verdict.rfind(a.verdict + ": ", 0) == 0 ||
             row.verdict.rfind(a.verdict + " (", 0) == 0));
    }
    CHECK(in_force == 1);
    std::sort(expected.begin(), expected.end());
    std::sort(listed.begin(), listed.end());
    CHECK(listed == expected);
  }
}

}  // namespace referee::test
