// `referee generate` (issue 8): random legal games, the same for the same seed on every run,
// game i the same whatever the count, every game legal under the rulings it was played with.
#include <catch2/catch.hpp>
#include <set>

#include "referee/core/generate.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/transcripts.hpp"

namespace test_generate {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

TEST_CASE("generate: game i of a seed is the same on every call, and other games differ", "[generate]") {
  for (const Game* game : builtin_games().all()) {
    GenerateOptions options;
    test::use_sample_cards(options, *game);
    options.seed = 42;
    const nlohmann::json first = generate_game(*game, options, 3);
    CHECK(generate_game(*game, options, 3) == first);
    CHECK(generate_game(*game, options, 4) != first);
    options.seed = 43;
    CHECK(generate_game(*game, options, 3) != first);
  }
}

TEST_CASE("generate: each game has its own seed, distinct over many indexes and seeds", "[generate]") {
  std::set<std::uint64_t> seen;
  for (std::uint64_t seed = 0; seed < 20; ++seed)
    for (std::uint64_t i = 0; i < 500; ++i) seen.insert(game_seed(seed, i));
  CHECK(seen.size() == 20 * 500);
}

TEST_CASE("generate: every generated game of every registered game validates as legal", "[generate]") {
  for (const Game* game : builtin_games().all()) {
    for (int players : {game->info().min_players, std::min(game->info().max_players, 5)}) {
      GenerateOptions options;
      test::use_sample_cards(options, *game);
      options.seed = 7;
      options.players = players;
      for (std::uint64_t i = 0; i < 10; ++i) {
        const nlohmann::json t = generate_game(*game, options, i);
        INFO(game->info().id << ", " << players << " players, game " << i);
        CHECK(t["players"].size() == static_cast<std::size_t>(players));
        const ValidationReport r = test::validate_json(t);
        CHECK(r.valid());
        CHECK(r.declared_matches == std::optional<bool>(true));
      }
    }
  }
}

TEST_CASE("generate: games played under a ruling profile carry it and validate under it", "[generate]") {
  const Game& game = *builtin_games().find("draw-of-faith");
  auto rulings = std::make_shared<Rulings>(game.catalogue());
  rulings->choose("dof.special.material-fate", "materials-to-field", Location("test"));
  GenerateOptions options;
  options.seed = 9;
  options.rulings = rulings;
  const nlohmann::json t = generate_game(game, options, 0);
  CHECK(t["rulings"]["dof.special.material-fate"] == "materials-to-field");
  CHECK(test::validate_json(t).valid());
}

}  // namespace test_generate
