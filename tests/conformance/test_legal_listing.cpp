// Listing and checking agree (architecture.md, "Legal moves apart from applying them"):
// in states reached by self-play, every listed action is judged legal, and random probes
// (near misses of legal actions and arbitrary ones) are judged legal exactly when listed.
#include <catch2/catch.hpp>
#include <set>

#include "referee/core/playout.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/per_game.hpp"
#include "tests/support/transcripts.hpp"

namespace test_legal_listing {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

// States whose listing needs more candidates than this (some rulings make the legal
// actions exponentially many) are compared one way only: what is listed is legal.
constexpr std::size_t kCandidateBudget = 4000;

void check_state(const GameState& state, Rng& rng, int& compared) {
  std::set<std::string> keys;
  const Listing listing = state.for_each_legal_action([&](const Action& a) {
    Verdict v = state.check(a);
    INFO("listed: " << state.encode(a).dump() << "\n" << state.position_text());
    REQUIRE(v.legal);
    keys.insert(state.action_key(a));
    return true;
  }, kCandidateBudget);
  const bool complete = listing.complete;
  if (!state.is_over() && complete) REQUIRE_FALSE(keys.empty());  // no dead ends in play
  for (int probe = 0; probe < 40; ++probe) {
    std::unique_ptr<Action> a = state.random_action(rng);
    Verdict v = state.check(*a);
    const bool listed = keys.count(state.action_key(*a)) > 0;
    INFO("probe: " << state.encode(*a).dump() << " -> " << (v.legal ? "legal" : "illegal: " + v.reason) << "\n"
                   << state.position_text());
    if (listed) REQUIRE(v.legal);
    if (complete && v.legal != listed) {
      std::string same_kind;  // the listed actions of the probe's kind, to see what the listing missed
      const std::string kind = state.encode(*a).value("action", "");
      for (const std::string& k : keys)
        if (k.find("\"" + kind + "\"") != std::string::npos) same_kind += "\n  " + k;
      INFO("listed " << kind << " actions:" << same_kind);
      REQUIRE(v.legal == listed);
    }
  }
  compared += complete;
}

void run(const Game& game, int seed, bool random_rulings, int& compared) {
  Rng rng(static_cast<std::uint64_t>(seed) * 104729u + (random_rulings ? 3u : 0u));
  auto rulings = std::make_shared<Rulings>(game.catalogue());
  if (random_rulings) rulings->apply_profile(test::random_profile(game, rng), Location("<random profile>"));
  int players = test::player_count(game, seed);
  players = std::min(players, game.info().max_players);
  INFO(game.info().id << " seed " << seed << " profile " << rulings->non_default_profile().dump());
  Rng probes(static_cast<std::uint64_t>(seed) + 17u);
  int step = 0;
  play_random_game(game, default_player_names(players), rulings, rng, test::playout_options(game), [&](const GameState& s) {
    if (step++ % 3 == 0) check_state(s, probes, compared);
  });
}

}  // namespace

GAME_TEST_CASE("listed actions and checked actions agree in self-play states", "[conformance][listing]") {
  int compared = 0;
  for (int seed = 0; seed < test::self_play_count(game, 60); ++seed) run(game, seed, false, compared);
  for (int seed = 0; seed < test::self_play_count(game, 120); ++seed) run(game, seed, true, compared);
  CHECK(compared > test::build_share(1000));
}

// Hidden: a wider sweep for hunting bugs by hand (./build/conformance_tests "[.sweep]").
GAME_TEST_CASE("listed actions and checked actions agree: wide sweep", "[.sweep][conformance][listing]") {
  int compared = 0;
  for (int seed = 120; seed < 1500; ++seed) run(game, seed, true, compared);
}

}  // namespace test_legal_listing
