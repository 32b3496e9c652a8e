// Benchmark: how long pairing round 6 of a large Swiss event takes, and how much memory it
// needs (issue 6 aims at 10,000 players in under 5 s).
//
// The event is simulated: PLAYERS players, rounds 1-5 paired by pair_next_swiss_round (mtg
// profile, the seed below) and every match given a random result from a seeded
// std::mt19937_64: a 1-1-1 draw at --draws percent, otherwise 2-0, 2-1, 1-2 or 0-2 alike.
// Round 6 is then paired and timed: the whole pair_next_swiss_round call (standings, the
// matching with its dual checks, seating), K times with --repeat K. The same seed gives the
// same event and the same round 6 on every run.
//
// Peak RSS (getrusage, ru_maxrss) is printed after round 5 is set up and after round 6.
// Pairing rounds 2-5 already reached about round 6's peak, so the increase between the two
// understates what a pairing needs; the RSS in use after round 5 (/proc/self/statm) is
// printed too: the peak after round 6 minus it is an upper bound on what pairing round 6
// adds to the event in memory. (The kernel counts RSS in batches: the figures can be a few
// hundred KiB off, in use now even a little above the peak so far.)
//
//   ./build/swiss_round6 PLAYERS [--seed S] [--draws PERCENT] [--repeat K]
//   (defaults: seed 1, 3 % draws, 1 run; exit 2 on bad arguments)
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tests/benchmarks/bench_args.hpp"
#include "tournaments/model.hpp"
#include "tournaments/next_round.hpp"

using namespace referee::tournaments;

namespace {

constexpr int kRounds = 5;  // played before the round that is timed
constexpr long long kMaxPlayers = 1'000'000;
constexpr long long kMaxRepeat = 1000;


struct Options {
  int players = 0;
  std::uint64_t seed = 1;
  int draws = 3;  // percent
  int repeat = 1;
};

Options parse_options(int argc, char** argv) {
  Options o;
  bool have_players = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--seed" || arg == "--draws" || arg == "--repeat") {
      if (i + 1 == argc) bench::usage_error("%s needs a value", argv[i]);
      const std::string_view value = argv[++i];
      if (arg == "--seed") o.seed = bench::parse_number<std::uint64_t>("--seed", value, 0, UINT64_MAX);
      else if (arg == "--draws") o.draws = bench::parse_number<int>("--draws", value, 0, 100);
      else o.repeat = static_cast<int>(bench::parse_number<long long>("--repeat", value, 1, kMaxRepeat));
    } else if (arg.starts_with("-")) {
      bench::usage_error("unknown option '%s'", argv[i]);
    } else if (have_players) {
      bench::usage_error("one PLAYERS count only, not also '%s'", argv[i]);
    } else {
      o.players = static_cast<int>(bench::parse_number<long long>("PLAYERS", arg, 2, kMaxPlayers));
      have_players = true;
    }
  }
  if (!have_players) bench::usage_error("PLAYERS is missing");
  return o;
}

// A random match result: the draw at `draws` percent, else the four decisive ones alike.
// Plain modulo on the engine's output (not std::uniform_int_distribution, whose algorithm
// the standard leaves open), so the event is the same with any standard library.
MatchResult random_result(std::mt19937_64& rng, int draws) {
  if (static_cast<int>(rng() % 100) < draws) return {1, 1, 1};
  static constexpr MatchResult kDecisive[] = {{2, 0, 0}, {2, 1, 0}, {1, 2, 0}, {0, 2, 0}};
  return kDecisive[rng() % 4];
}

double peak_rss_mib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_maxrss) / 1024.0;  // Linux: kibibytes
}

// The resident set now (the second field of /proc/self/statm, in pages); 0 where unknown.
double current_rss_mib() {
  std::ifstream statm("/proc/self/statm");
  long long size = 0, resident = 0;
  if (!(statm >> size >> resident)) return 0;
  return static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

// Pairs of round `r` that met in an earlier round, plus a bye to a player who had one.
int rematches(const Event& e, const Round& r) {
  std::set<std::pair<PlayerId, PlayerId>> met;
  std::set<PlayerId> had_bye;
  for (const Round& past : e.rounds)
    for (const Pairing& p : past.pairings) {
      if (p.is_bye()) had_bye.insert(p.first);
      else met.insert(std::minmax(p.first, *p.second));
    }
  int count = 0;
  for (const Pairing& p : r.pairings)
    count += p.is_bye() ? static_cast<int>(had_bye.count(p.first))
                        : static_cast<int>(met.count(std::minmax(p.first, *p.second)));
  return count;
}

}  // namespace

int main(int argc, char** argv) {
  bench::program = "swiss_round6";
  bench::usage = "usage: swiss_round6 PLAYERS [--seed S] [--draws PERCENT] [--repeat K]";
  const Options o = parse_options(argc, argv);
  SwissOptions swiss;
  swiss.profile = TiebreakProfile::mtg;
  swiss.seed = o.seed;

  // The event: rounds 1-5 paired and every match reported.
  Event event;
  for (int i = 0; i < o.players; ++i) event.players.push_back({i, "P" + std::to_string(i + 1), 1, {}});
  std::mt19937_64 rng(o.seed);
  const auto s0 = std::chrono::steady_clock::now();
  for (int r = 1; r <= kRounds; ++r) {
    Round round = pair_next_swiss_round(event, swiss);
    for (Pairing& p : round.pairings)
      if (!p.result) p.result = random_result(rng, o.draws);  // the bye comes as 2-0 already
    event.rounds.push_back(std::move(round));
  }
  const double setup_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - s0).count();
  const double rss_before = current_rss_mib();
  const double peak_before = peak_rss_mib();

  // Round 6, timed: the whole call, K times (the same input, so the same round each time).
  std::vector<double> ms;
  SwissStats stats;
  Round round6;
  for (int k = 0; k < o.repeat; ++k) {
    const auto t0 = std::chrono::steady_clock::now();
    round6 = pair_next_swiss_round(event, swiss, &stats);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  const double peak_after = peak_rss_mib();
  std::sort(ms.begin(), ms.end());
  const std::size_t mid = ms.size() / 2;
  const double median = ms.size() % 2 == 1 ? ms[mid] : (ms[mid - 1] + ms[mid]) / 2;
  const int repeated = rematches(event, round6);

  std::printf("players: %d (seed %llu, %d%% draws, mtg profile)\n", o.players,
              static_cast<unsigned long long>(o.seed), o.draws);
  std::printf("rounds 1-%d set up in: %.2f s\n", kRounds, setup_s);
  if (o.repeat == 1) std::printf("round 6 wall time: %.1f ms\n", ms.front());
  else
    std::printf("round 6 wall time, %d runs: min %.1f ms, median %.1f ms, max %.1f ms\n", o.repeat,
                ms.front(), median, ms.back());
  std::printf("matchings solved: %d\n", stats.solves);
  std::printf("edges in the graph: %lld\n", stats.edges);
  std::printf("pairs scanned by the dual check: %lld\n", stats.scanned);
  std::printf("rematches in round 6: %d\n", repeated);
  std::printf("peak RSS after round %d set up: %.1f MiB\n", kRounds, peak_before);
  std::printf("RSS in use after round %d set up: %.1f MiB\n", kRounds, rss_before);
  std::printf("peak RSS after round 6: %.1f MiB\n", peak_after);
  std::printf(
      "{\"players\": %d, \"seed\": %llu, \"draws_percent\": %d, \"repeat\": %d, \"setup_s\": %.3f, "
      "\"round6_ms\": {\"min\": %.3f, \"median\": %.3f, \"max\": %.3f}, \"solves\": %d, \"edges\": %lld, "
      "\"scanned\": %lld, \"rematches\": %d, \"rss_mib\": {\"peak_after_round5\": %.1f, "
      "\"in_use_after_round5\": %.1f, \"peak_after_round6\": %.1f}}\n",
      o.players, static_cast<unsigned long long>(o.seed), o.draws, o.repeat, setup_s, ms.front(), median,
      ms.back(), stats.solves, stats.edges, stats.scanned, repeated, peak_before, rss_before, peak_after);
  return 0;
}
