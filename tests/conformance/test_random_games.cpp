// Self-play over every registered game: each random legal game, written out as a
// transcript, validates as legal with the same result (undecided where the generator's own
// game could not decide it: Playout::undecided); every move it made is an edge of
// the state machine. Half the games run under random ruling profiles.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "referee/core/playout.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/per_game.hpp"
#include "tests/support/transcripts.hpp"

namespace test_random_games {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

constexpr int kGamesPerGame = 1000;

void check_game(const Game& game, int seed, bool random_rulings, std::set<std::string>* edges_used) {
  Rng rng(static_cast<std::uint64_t>(seed) * 7919u + (random_rulings ? 1u : 0u));
  auto rulings = std::make_shared<Rulings>(game.catalogue());
  if (random_rulings) rulings->apply_profile(test::random_profile(game, rng), Location("<random profile>"));
  auto players = default_player_names(test::player_count(game, seed));
  Playout p = play_random_game(game, players, rulings, rng, test::playout_options(game));
  INFO(game.info().id << " seed " << seed << (random_rulings ? " with profile " + rulings->non_default_profile().dump() : ""));
  INFO(p.stuck);
  REQUIRE(p.stuck.empty());
  REQUIRE(p.finished);

  StateMachine spec = game.spec(*rulings);
  for (const Step& s : p.trace) {
    INFO("move " << s.from << " -> " << s.to << " on " << s.on);
    REQUIRE(spec.has_step(s));
    if (edges_used) edges_used->insert(std::string(s.from) + " -> " + std::string(s.to) + " on " + std::string(s.on));
  }

  ValidationReport report = test::validate_json(test::with_sample_cards(p.transcript, game));
  INFO(report_text(report));
  // Undecided exactly when the generator's own game was past a bound of its hidden cards.
  INFO("the generator's game: " << (p.undecided.empty() ? "decided" : p.undecided));
  REQUIRE(report.undecided.has_value() == !p.undecided.empty());
  REQUIRE(!report.error);
  REQUIRE(!report.violation);
  REQUIRE(report.result.has_value());
  CHECK(report.result->status == p.result.status);
  CHECK(report.result->winners == p.result.winners);
  CHECK(report.result->scores == p.result.scores);
  CHECK(report.declared_matches == std::optional<bool>(true));
}

}  // namespace

GAME_TEST_CASE("random legal games validate as legal with the same result (default rulings)", "[conformance][playout]") {
  std::set<std::string> used;
  const int games = test::self_play_count(game, kGamesPerGame);
  for (int seed = 0; seed < games; ++seed) check_game(game, seed, false, &used);
  // Which moves of the default machine self-play never made: for people, not a failure.
  std::string unused;
  const StateMachine defaults = game.spec(Rulings(game.catalogue()));
  for (const auto& e : defaults.edges()) {
    std::string key = e.from + " -> " + e.to + " on " + e.on;
    if (!used.count(key)) unused += "\n  " + key;
  }
  if (!unused.empty()) WARN(game.info().id << ": moves never made by " << games << " games:" << unused);
}

GAME_TEST_CASE("random legal games validate as legal with the same result (random rulings)", "[conformance][playout]") {
  for (int seed = 0; seed < test::self_play_count(game, kGamesPerGame); ++seed) check_game(game, seed, true, nullptr);
}

// Hidden: a wider sweep for hunting bugs by hand (./build/conformance_tests "[.sweep]").
GAME_TEST_CASE("random legal games under random rulings: wide sweep", "[.sweep][conformance][playout]") {
  for (int seed = kGamesPerGame; seed < 20 * kGamesPerGame; ++seed) check_game(game, seed, true, nullptr);
}

}  // namespace test_random_games
