// The judge agrees with itself (judgements/kinds.hpp), over every registered game: in states
// reached by self-play, every event `legal-actions` lists is judged "legal" by `is-legal`,
// and random probes are judged "legal" exactly when their action is listed. Each answer's
// sensitivity table repeats the verdict in force and has a row for every option of every
// ruling it consulted (but the options the catalogue refuses together with the rest).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "judgements/kinds.hpp"
#include "referee/core/playout.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/transcript.hpp"
#include "tests/support/judge.hpp"
#include "tests/support/per_game.hpp"
#include "tests/support/transcripts.hpp"

namespace test_judge_agreement {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;

namespace {

// One ask: the document holding it must outlive the JsonObject reading it.
struct Ask {
  JsonDocument doc;
  explicit Ask(const nlohmann::json& body) : doc(parse_json(body.dump(), "<judge agreement test>")) {}
  JsonObject object() const { return JsonObject(doc, doc.root, "", ""); }
};

// The key of a listed event, read back as a transcript event would be.
std::string key_of(const GameState& state, const nlohmann::json& event, const std::vector<std::string>& players) {
  const JsonDocument doc = parse_json(event.dump(), "<listed event>");
  const JsonObject body(doc, doc.root, "", "event");
  const std::string action = body.require_string("action");
  return state.action_key(*state.decode(EventInput{body, 0, event_player(body, players), action}));
}

// For is-legal the other rows differ exactly when their legality does (a state has no
// history to break under another option).
void check_legality_rows(const Answer& a) {
  for (const auto& row : a.sensitivity) {
    const bool legal = row.verdict == "legal";
    if (!legal) CHECK(row.verdict.rfind("illegal", 0) == 0);
    CHECK(row.differs == (legal != (a.verdict == "legal")));
  }
}

constexpr std::size_t kAskedPerState = 24;
constexpr std::size_t kCandidatesPerState = 6000;

struct Tally {
  int states = 0, skipped = 0, listed = 0, probes = 0, compared = 0, implied = 0, malformed = 0;
};

void check_state(const Game& game, const std::vector<std::string>& players, const std::shared_ptr<Rulings>& rulings,
                 const GameState& state, Rng& rng, Tally& tally) {
  // States with thousands of legal actions (some rulings let a fusion place each material
  // either way) cost the judge seconds; the agreement is checked where the list is short.
  if (!state.for_each_legal_action([](const Action&) { return true; }, kCandidatesPerState).complete) {
    ++tally.skipped;
    return;
  }
  INFO(state.position_text());
  const Situation s = Situation::of_state(game, players, rulings, state.clone());
  const Ask list_ask(nlohmann::json{{"kind", "legal-actions"}});
  const Answer listing = ask_legal_actions(s, list_ask.object());
  ++tally.states;
  test::check_sensitivity_shape(listing, *rulings);
  const nlohmann::json& details = listing.details;
  REQUIRE(details.contains("actions"));
  const bool complete = details.at("complete").get<bool>();

  std::set<std::string> keys;
  std::size_t events = 0;
  // Every listed event is checked where the list is short; from a long one (a fusion with
  // many ways to place its materials), about kAskedPerState of them, spread over the list.
  const std::size_t count = details.at("count").get<std::size_t>();
  const std::size_t stride = std::max<std::size_t>(1, count / kAskedPerState);
  for (const auto& [kind, list] : details.at("actions").items()) {
    for (const nlohmann::json& event : list) {
      CHECK(event.value("action", "") == kind);
      keys.insert(key_of(state, event, players));
      if (events++ % stride != 0) continue;
      INFO("listed: " << event.dump());
      const Ask ask(nlohmann::json{{"kind", "is-legal"}, {"event", event}});
      const Answer a = ask_is_legal(s, ask.object());
      INFO("explanation: " << a.explanation);
      CHECK(a.verdict == "legal");
      test::check_sensitivity_shape(a, *rulings);
      check_legality_rows(a);
      ++tally.listed;
    }
  }
  CHECK(count == events);
  CHECK(keys.size() == events);  // no action listed twice
  if (complete && !state.is_over()) CHECK(events > 0);

  for (int probe = 0; probe < 12; ++probe) {
    const std::unique_ptr<Action> action = state.random_action(rng);
    const nlohmann::json event = state.encode(*action);
    INFO("probe: " << event.dump());
    const Ask ask(nlohmann::json{{"kind", "is-legal"}, {"event", event}});
    ++tally.probes;
    const bool listed = keys.count(state.action_key(*action)) > 0;
    Answer a;
    try {
      a = ask_is_legal(s, ask.object());
    } catch (const InputError& e) {
      // A probe may be no move at all (a card named twice): a bad query, never a listed move.
      INFO("refused as input: " << e.what());
      CHECK_FALSE(listed);
      ++tally.malformed;
      continue;
    }
    test::check_sensitivity_shape(a, *rulings);
    check_legality_rows(a);
    if (listed) CHECK(a.verdict == "legal");
    // is-legal first applies the passes a record leaves implicit (as a replay does); a
    // probe that implies some is judged after them, where the listing does not look.
    if (!state.implied_before(*action).empty()) {
      ++tally.implied;
      continue;
    }
    if (complete) {
      CHECK((a.verdict == "legal") == listed);
      ++tally.compared;
    }
  }
}

Tally run(const Game& game, int seed, bool random_rulings) {
  Rng rng(static_cast<std::uint64_t>(seed) * 7919u + (random_rulings ? 5u : 1u));
  auto rulings = std::make_shared<Rulings>(game.catalogue());
  if (random_rulings) rulings->apply_profile(test::random_profile(game, rng), Location("<random profile>"));
  const int players = test::player_count(game, seed);
  const std::vector<std::string> names = default_player_names(players);
  INFO(game.info().id << " seed " << seed << ", " << players << " players, profile "
                      << rulings->non_default_profile().dump());
  Rng probes(static_cast<std::uint64_t>(seed) + 31u);
  Tally tally;
  int step = 0;
  play_random_game(game, names, rulings, rng, test::playout_options(game), [&](const GameState& state) {
    if (step++ % 5 == 2) check_state(game, names, rulings, state, probes, tally);
  });
  return tally;
}

// States judged per game, at least.
int states_per_game() { return test::build_share(500); }

// Seeds per game: REFEREE_JUDGE_SEEDS overrides (a longer sweep by hand).
int seeds() {
  const char* v = std::getenv("REFEREE_JUDGE_SEEDS");
  return v ? std::max(1, std::atoi(v)) : test::build_share(24);
}

}  // namespace

GAME_TEST_CASE("judge: legal-actions and is-legal agree in self-play states", "[conformance][judge]") {
  Tally total;
  // Games of some games are short: more of them until enough states are judged (at most
  // ten times as many).
  for (int seed = 0, n = seeds(); seed < n || (total.states <= states_per_game() && seed < 10 * n); ++seed) {
    const Tally t = run(game, seed, seed % 2 == 1);
    total.states += t.states, total.skipped += t.skipped, total.listed += t.listed, total.probes += t.probes;
    total.compared += t.compared, total.implied += t.implied, total.malformed += t.malformed;
  }
  INFO(game.info().id << ": " << total.states << " states (" << total.skipped << " skipped), " << total.listed
                      << " listed events, " << total.probes << " probes (" << total.compared << " compared both ways, "
                      << total.implied << " after implied passes)");
  CHECK(total.states > states_per_game());
  CHECK(total.skipped < total.states / 10);
  CHECK(total.listed > total.states);
  CHECK(total.compared > total.probes / 2);
}

}  // namespace test_judge_agreement
