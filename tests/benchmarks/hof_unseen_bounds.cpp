// Measures which bounds of Hegemony of Faith's hidden-card ledgers self-play meets
// (rulespec/hegemony-of-faith/README.md, "Hidden information"): GAMES self-play games for each
// of 4 to 8 players (seed 1, games 0 to GAMES-1, as validation_speed plays them), played and
// replayed under the bounds given, and for each player count how many of them
//   refused     the replay under the same bounds refused (self-play or the check is wrong)
//   undecided   the replay's ledgers forgot something the record could still tell (any of the
//               four below, action cards only where they keep exchanges): for the
//               believers, what HofState::undecided reports (self-play avoids it where it can)
//   b.kept      the believers' ledger forgot an exchange past the kept count (Forgot::past_kept)
//   b.search    the believers' search met its budget (Forgot::undecided_fit)
//   a.untracked an action card left mixed cards with no exchange kept (Forgot::untracked_take)
//   a.kept, a.search  the same as b.kept and b.search, for the action cards
//   refused@K   with --recheck K: refused when replayed keeping K believer exchanges (the
//               total also says how many of them were decided when played: a check is wrong)
// and the seconds it took. The first refusal of each kind, and the first undecided game, are
// printed with their game.
//
//   ./build/hof_unseen_bounds [GAMES] [--believers K] [--actions K] [--nodes N] [--exact N]
//                             [--action-nodes N] [--action-exact N] [--recheck K] [--lookahead 0|1]
//   (defaults: 100 games, the game's own bounds; --lookahead 1: the believers' search with
//   unseen_cards::Budget::lookahead, as the action cards' always is)
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>

#include "referee/core/generate.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/replay.hpp"
#include "referee/core/transcript.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"
#include "tests/benchmarks/bench_args.hpp"

using namespace referee;
using unseen_cards::Forgot;

namespace {

struct Counts {
  int games = 0, refused = 0, undecided = 0, b_kept = 0, b_search = 0, a_untracked = 0, a_kept = 0, a_search = 0,
      rechecked_refused = 0, decided_then_refused = 0;
};

// The record replayed by `game` (a Hegemony of Faith made with the bounds to measure).
Replay replay_line(const std::string& line, const Game& game) {
  Transcript t = read_transcript(parse_json(line, "generated"), builtin_games());
  t.game = &game;
  return replay(t, rulings_for(t, nullptr));
}

}  // namespace

int main(int argc, char** argv) {
  bench::program = "hof_unseen_bounds";
  bench::usage =
      "usage: hof_unseen_bounds [GAMES] [--believers K] [--actions K] [--nodes N] [--exact N] [--action-nodes N] "
      "[--action-exact N] [--recheck K] [--lookahead 0|1]";
  int games = 100, recheck = -1;
  hof::UnseenBounds bounds;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.starts_with("--")) {
      if (i + 1 == argc) bench::usage_error("%s needs a value", argv[i]);
      const int v = bench::parse_number<int>(argv[i], argv[i + 1], 0, 10'000'000);
      ++i;
      if (arg == "--believers") bounds.believers_kept = v;
      else if (arg == "--actions") bounds.actions_kept = v;
      else if (arg == "--nodes") bounds.nodes = v;
      else if (arg == "--exact") bounds.exact_nodes = v;
      else if (arg == "--action-nodes") bounds.action_nodes = v;
      else if (arg == "--action-exact") bounds.action_exact_nodes = v;
      else if (arg == "--recheck") recheck = v;
      else if (arg == "--lookahead") bounds.believers_lookahead = v != 0;
      else bench::usage_error("unknown option '%.*s'", static_cast<int>(arg.size()), arg.data());
    } else {
      games = bench::parse_number<int>("GAMES", arg, 1, 100'000);
    }
  }
  const hof::UnseenBounds played = bounds;
  const hof::HegemonyOfFaith game(played);
  hof::UnseenBounds wider = played;
  wider.believers_kept = recheck;
  const hof::HegemonyOfFaith rechecking(wider);
  std::printf("believers kept %d%s, actions kept %d, nodes %d, exact nodes %d, action nodes %d and %d%s\n",
              played.believers_kept, played.believers_lookahead ? " (lookahead)" : "", played.actions_kept, played.nodes,
              played.exact_nodes, played.action_nodes, played.action_exact_nodes,
              recheck >= 0 ? (", rechecked keeping " + std::to_string(recheck) + " believer exchanges").c_str() : "");
  std::printf("players games refused undecided b.kept b.search a.untracked a.kept a.search%s seconds\n",
              recheck >= 0 ? " refused@K" : "");
  bool shown_refusal = false, shown_recheck = false, shown_undecided = false;
  Counts all;
  for (int players = 4; players <= 8; ++players) {
    Counts c;
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < games; ++i) {
      GenerateOptions options;
      options.seed = 1;
      options.players = players;
      const std::string line = generate_game(game, options, static_cast<std::uint64_t>(i)).dump();
      const Replay r = replay_line(line, game);
      ++c.games;
      if (r.violation) {
        ++c.refused;
        if (!shown_refusal) std::printf("  refused: %d players, game %d: %s\n", players, i, r.violation->reason.c_str());
        shown_refusal = true;
      }
      bool undecided = false;
      if (const auto* s = dynamic_cast<const hof::HofState*>(r.state.get())) {
        const Forgot b = s->table().believer_links.forgot(), a = s->table().action_links.forgot();
        undecided = b != Forgot::nothing || (played.actions_kept > 0 && a != Forgot::nothing);
        c.undecided += undecided;
        if (undecided && !shown_undecided) {
          const std::string why = b != Forgot::nothing ? s->undecided() : s->table().action_links.forgot_why("action cards");
          std::printf("  undecided: %d players, game %d: %s\n", players, i, why.c_str());
        }
        shown_undecided = shown_undecided || undecided;
        c.b_kept += b == Forgot::past_kept;
        c.b_search += b == Forgot::undecided_fit;
        c.a_untracked += a == Forgot::untracked_take;
        c.a_kept += a == Forgot::past_kept;
        c.a_search += a == Forgot::undecided_fit;
      }
      if (recheck >= 0) {
        const Replay again = replay_line(line, rechecking);
        if (again.violation) {
          ++c.rechecked_refused;
          // A record decided under the bounds it was played with, refused by a wider ledger:
          // one of the two checks is wrong.
          if (!undecided) ++c.decided_then_refused;
          if (!shown_recheck || !undecided)
            std::printf("  refused keeping %d: %d players, game %d, event %d%s: %s\n", recheck, players, i,
                        again.violation->event, undecided ? "" : " (decided when played)", again.violation->reason.c_str());
          shown_recheck = true;
        }
      }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%7d %5d %7d %9d %6d %8d %11d %6d %8d", players, c.games, c.refused, c.undecided, c.b_kept, c.b_search,
                c.a_untracked, c.a_kept, c.a_search);
    if (recheck >= 0) std::printf(" %9d", c.rechecked_refused);
    std::printf(" %7.1f\n", seconds);
    all.decided_then_refused += c.decided_then_refused;
    all.games += c.games, all.refused += c.refused, all.undecided += c.undecided, all.b_kept += c.b_kept;
    all.b_search += c.b_search, all.a_untracked += c.a_untracked, all.a_kept += c.a_kept, all.a_search += c.a_search;
    all.rechecked_refused += c.rechecked_refused;
  }
  std::printf("    all %5d %7d %9d %6d %8d %11d %6d %8d", all.games, all.refused, all.undecided, all.b_kept, all.b_search,
              all.a_untracked, all.a_kept, all.a_search);
  if (recheck >= 0) std::printf(" %9d (of them decided when played: %d)", all.rechecked_refused, all.decided_then_refused);
  std::printf("\n");
  return 0;
}
