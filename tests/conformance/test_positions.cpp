// Positions (referee-position/1) over every registered game: a state reached by self-play,
// written as a position document, read back and loaded, is the same state. It writes the
// same position, waits in the same place for the same player, has the same result and the
// same legal actions, and play continued from it with the same random choices goes the
// same way, to the end of the game.
#include <catch2/catch.hpp>
#include <optional>

#include "referee/core/json_source.hpp"
#include "referee/core/playout.hpp"
#include "referee/core/position.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/per_game.hpp"
#include "tests/support/transcripts.hpp"

namespace test_positions {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

// Listings that need more candidates than this (some rulings make the legal actions
// exponentially many) are compared as far as they went.
constexpr std::size_t kCandidateBudget = 4000;
constexpr int kSampleEvery = 11;   // states between two samples of one game
constexpr int kContinuation = 8;   // moves played on from every sample

// The state as a position document (through its text, as a file would be read) and back.
std::unique_ptr<GameState> reload(const Game& game, const std::vector<std::string>& players, const Rulings& rulings,
                                  const GameState& state) {
  const nlohmann::json written = write_position(game, players, rulings, state, test::sample_cards_file(game));
  INFO("position: " << written.dump());
  Position p = read_position(parse_json(written.dump(1), "<position>"), builtin_games());
  REQUIRE(p.game == &game);
  REQUIRE(p.players == players);
  std::unique_ptr<GameState> loaded = load_state(p, rulings_for(p, nullptr));
  REQUIRE(loaded);
  return loaded;
}

// The state as its position records it (GameState::as_written): a Hegemony of Faith state
// forgets its exchanges of unseen takes, which no position carries, so it is compared with
// the state read back, which has none. What it writes is the state's own position.
std::unique_ptr<GameState> as_written(const GameState& state) {
  std::unique_ptr<GameState> written = state.as_written();
  REQUIRE(written->position_json() == state.position_json());
  return written;
}

// Every listed action's key, in listing order, and whether the listing was complete.
std::pair<std::vector<std::string>, bool> listing(const GameState& s) {
  std::vector<std::string> keys;
  const Listing l = s.for_each_legal_action([&](const Action& a) {
    keys.push_back(s.action_key(a));
    return true;
  }, kCandidateBudget);
  return {keys, l.complete};
}

void same_result(const GameState& original, const GameState& loaded) {
  const GameResult a = original.result(), b = loaded.result();
  CHECK(b.status == a.status);
  CHECK(b.winners == a.winners);
  CHECK(b.scores == a.scores);
  CHECK(b.ended_by == a.ended_by);
  CHECK(b.summary == a.summary);
  CHECK(b.citation == a.citation);
}

void same_state(const GameState& original, const GameState& loaded, bool list, int& listings_compared) {
  INFO(original.position_text());
  REQUIRE(loaded.position_json() == original.position_json());
  CHECK(loaded.node() == original.node());
  CHECK(loaded.to_act() == original.to_act());
  CHECK(loaded.is_over() == original.is_over());
  same_result(original, loaded);
  if (!list) return;
  const auto [keys_a, complete_a] = listing(original);
  const auto [keys_b, complete_b] = listing(loaded);
  REQUIRE(complete_b == complete_a);
  REQUIRE(keys_b == keys_a);  // the same actions, in the same order, as far as the listing went
  listings_compared += complete_a;
}

// Plays on from both states with the same random choices for at most `moves` moves
// (-1: to the end), comparing them after every move.
void play_on(GameState& original, GameState& loaded, Rng rng_a, Rng rng_b, int moves) {
  int listings = 0;
  const int limit = moves < 0 ? PlayoutOptions{}.max_events : moves;
  for (int i = 0; i < limit && !original.is_over(); ++i) {
    std::unique_ptr<Action> a = original.random_legal_action(rng_a);
    std::unique_ptr<Action> b = loaded.random_legal_action(rng_b);
    REQUIRE(a);
    REQUIRE(b);
    REQUIRE(loaded.encode(*b) == original.encode(*a));
    original.apply(*a, nullptr);
    loaded.apply(*b, nullptr);
    same_state(original, loaded, false, listings);
  }
}

struct Counts {
  int games = 0;
  int samples = 0;
  int listings = 0;   // complete listings compared
  int ended = 0;      // games also followed to their end from a loaded position (those that end:
                      // a hero-duel game may not, its decks are reshuffled and its rules set no limit)
};

void run(const Game& game, int seed, bool random_rulings, Counts& counts) {
  Rng rng(static_cast<std::uint64_t>(seed) * 6271u + (random_rulings ? 5u : 0u));
  auto rulings = std::make_shared<Rulings>(game.catalogue());
  if (random_rulings) rulings->apply_profile(test::random_profile(game, rng), Location("<random profile>"));
  const std::vector<std::string> players = default_player_names(test::player_count(game, seed));
  INFO(game.info().id << " seed " << seed << " profile " << rulings->non_default_profile().dump());
  int step = 0;
  std::unique_ptr<GameState> last;  // the state before the game's last move
  std::optional<Rng> last_rng;
  const Playout p = play_random_game(game, players, rulings, rng, test::playout_options(game), [&](const GameState& s) {
    last = as_written(s);
    last_rng = rng;  // the choices the game makes from this state on
    if (step++ % kSampleEvery != seed % kSampleEvery) return;
    INFO("state " << step);
    ++counts.samples;
    std::unique_ptr<GameState> loaded = reload(game, players, *rulings, s);
    std::unique_ptr<GameState> original = as_written(s);
    same_state(*original, *loaded, true, counts.listings);
    play_on(*original, *loaded, rng, rng, kContinuation);
  });
  ++counts.games;
  if (!p.finished) return;  // stopped by the playout's safety net (PlayoutOptions::max_events)
  if (!last) return;  // over at the deal (several Five of a Kind): no state to start from
  // The end of the game: from the last state, on to the end (the finished game included).
  std::unique_ptr<GameState> loaded = reload(game, players, *rulings, *last);
  play_on(*last, *loaded, *last_rng, *last_rng, -1);
  REQUIRE(last->is_over());
  std::unique_ptr<GameState> final_loaded = reload(game, players, *rulings, *last);
  same_state(*last, *final_loaded, true, counts.listings);
  ++counts.ended;
}

}  // namespace

GAME_TEST_CASE("positions: a state written, read and loaded is the same state (default rulings)",
               "[conformance][positions]") {
  Counts counts;
  // A game of short games plays more of them, until as many states are sampled (at most ten times as many).
  const int samples = test::build_share(450);
  for (int seed = 0; seed < test::self_play_count(game, 60) || (counts.samples <= samples && seed < 600); ++seed)
    run(game, seed, false, counts);
  INFO(game.info().id << ": " << counts.games << " games, " << counts.samples << " samples, " << counts.listings
                      << " listings compared, " << counts.ended << " followed to the end");
  CHECK(counts.samples > samples);
  CHECK(counts.listings > test::build_share(300));
  CHECK(counts.ended > counts.games * 9 / 10);
}

GAME_TEST_CASE("positions: a state written, read and loaded is the same state (random rulings)",
               "[conformance][positions]") {
  Counts counts;
  const int samples = test::build_share(900);
  for (int seed = 0; seed < test::self_play_count(game, 120) || (counts.samples <= samples && seed < 1200); ++seed)
    run(game, seed, true, counts);
  INFO(game.info().id << ": " << counts.games << " games, " << counts.samples << " samples, " << counts.listings
                      << " listings compared, " << counts.ended << " followed to the end");
  CHECK(counts.samples > samples);
  CHECK(counts.listings > test::build_share(600));
  CHECK(counts.ended > counts.games * 9 / 10);
}

// Hidden: a wider sweep for hunting bugs by hand (./build/conformance_tests "[.sweep]"). Not tagged
// [positions], so that "[positions]" runs only the quick tests above.
GAME_TEST_CASE("positions: a state written, read and loaded is the same state, wide sweep", "[.sweep][conformance]") {
  Counts counts;
  for (int seed = 120; seed < 1500; ++seed) run(game, seed, true, counts);
}

}  // namespace test_positions
