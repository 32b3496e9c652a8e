// Benchmark: how long seating round 6 of a large Swiss event at tables of four takes (issue 23
// aims at 10,000 players in under 5 s).
//
// The event is simulated: PLAYERS players, rounds 1-5 seated by seat_pods (tables of 3 to 5,
// 4 preferred, or --sizes and --preferred; round 1 in entry order, all on 0 points) and each table given a random
// placement from a seeded std::mt19937_64: 3 points to the winner, 1 to the second, 0 to the
// rest. Players are ranked by points, ties by entry. Round 6 is then seated and timed: the
// whole seat_pods call, K times with --repeat K. The same seed gives the same event and the
// same round 6 on every run.
//
//   ./build/pods_round PLAYERS [--sizes 3,4,5] [--preferred 4] [--seed S] [--repeat K]
//   (defaults: seed 1, 1 run; exit 2 on bad arguments)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <random>
#include <set>
#include <string_view>
#include <vector>

#include "tests/benchmarks/bench_args.hpp"
#include "tournaments/pods.hpp"

using namespace referee::tournaments;

namespace {

constexpr int kRounds = 5;  // played before the round that is timed

struct Options {
  std::set<int> sizes{3, 4, 5};
  int preferred = 4;
  int players = 0;
  std::uint64_t seed = 1;
  int repeat = 1;
};

Options parse_options(int argc, char** argv) {
  Options o;
  bool have_players = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--seed" || arg == "--repeat" || arg == "--sizes" || arg == "--preferred") {
      if (i + 1 == argc) bench::usage_error("%s needs a value", argv[i]);
      const std::string_view value = argv[++i];
      if (arg == "--sizes") {
        o.sizes.clear();
        for (std::size_t at = 0; at <= value.size();) {
          const std::size_t comma = std::min(value.find(',', at), value.size());
          o.sizes.insert(bench::parse_number<int>("--sizes", value.substr(at, comma - at), 2, 24));
          at = comma + 1;
        }
      } else if (arg == "--preferred") o.preferred = bench::parse_number<int>("--preferred", value, 2, 24);
      else if (arg == "--seed") o.seed = bench::parse_number<std::uint64_t>("--seed", value, 0, UINT64_MAX);
      else o.repeat = static_cast<int>(bench::parse_number<long long>("--repeat", value, 1, 1000));
    } else if (arg.starts_with("-")) {
      bench::usage_error("unknown option '%s'", argv[i]);
    } else if (have_players) {
      bench::usage_error("one PLAYERS count only, not also '%s'", argv[i]);
    } else {
      o.players = static_cast<int>(bench::parse_number<long long>("PLAYERS", arg, 1, 1'000'000));
      have_players = true;
    }
  }
  if (!have_players) bench::usage_error("PLAYERS is missing");
  if (!o.sizes.count(o.preferred)) bench::usage_error("--preferred must be one of --sizes");
  return o;
}

// The event so far, by entry: points, byes, who met whom.
struct Event {
  std::vector<int> points;
  std::vector<bool> had_bye;
  std::vector<std::pair<int, int>> played;
};

// The input to seat_pods: players ranked by points, ties by entry; `order` maps back.
SwissInput ranked(const Event& e, std::vector<int>& order) {
  const int n = static_cast<int>(e.points.size());
  order.resize(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return e.points[a] > e.points[b]; });
  std::vector<int> rank(n);
  for (int i = 0; i < n; ++i) rank[order[i]] = i;
  SwissInput in;
  for (int p : order) {
    in.points.push_back(e.points[p]);
    in.had_bye.push_back(e.had_bye[p]);
  }
  for (auto [a, b] : e.played) in.played.emplace_back(rank[a], rank[b]);
  return in;
}

}  // namespace

int main(int argc, char** argv) {
  bench::program = "pods_round";
  bench::usage = "usage: pods_round PLAYERS [--sizes 3,4,5] [--preferred 4] [--seed S] [--repeat K]";
  const Options o = parse_options(argc, argv);
  const PodOptions pods{o.sizes, o.preferred, 0};

  Event e;
  e.points.assign(o.players, 0);
  e.had_bye.assign(o.players, false);
  std::mt19937_64 rng(o.seed);
  std::vector<int> order;
  const auto s0 = std::chrono::steady_clock::now();
  for (int r = 1; r <= kRounds; ++r) {
    const PodSeating s = seat_pods(ranked(e, order), pods);
    for (int b : s.byes) {
      e.had_bye[order[b]] = true;
      e.points[order[b]] += 3;
    }
    for (const auto& table : s.tables) {
      std::vector<int> players;
      for (int t : table) players.push_back(order[t]);
      for (std::size_t a = 0; a < players.size(); ++a)
        for (std::size_t b = a + 1; b < players.size(); ++b) e.played.emplace_back(players[a], players[b]);
      for (std::size_t k = players.size(); k > 1; --k) std::swap(players[k - 1], players[rng() % k]);  // a placement
      e.points[players[0]] += 3;
      e.points[players[1]] += 1;
    }
  }
  const double setup_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - s0).count();

  const SwissInput in = ranked(e, order);
  std::vector<double> ms;
  PodSeating round6;
  for (int k = 0; k < o.repeat; ++k) {
    const auto t0 = std::chrono::steady_clock::now();
    round6 = seat_pods(in, pods);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  const PodCost cost = pod_cost(in, round6);
  const int seated = o.players - static_cast<int>(round6.byes.size());

  std::printf("players: %d (seed %llu, tables of %d to %d, %d preferred, window %d)\n", o.players,
              static_cast<unsigned long long>(o.seed), *o.sizes.begin(), *o.sizes.rbegin(), o.preferred,
              pod_window(seated, pods));
  std::printf("rounds 1-%d set up in: %.2f s\n", kRounds, setup_s);
  if (o.repeat == 1) std::printf("round 6 wall time: %.1f ms\n", ms.front());
  else
    std::printf("round 6 wall time, %d runs: min %.1f ms, median %.1f ms, max %.1f ms\n", o.repeat, ms.front(),
                ms[ms.size() / 2], ms.back());
  std::printf("tables: %zu, byes: %zu\n", round6.tables.size(), round6.byes.size());
  std::printf("repeats in round 6: %lld, sum of squared point differences: %lld\n",
              static_cast<long long>(cost.repeats), static_cast<long long>(cost.squared));
  std::printf("{\"players\": %d, \"seed\": %llu, \"repeat\": %d, \"setup_s\": %.3f, \"round6_ms\": {\"min\": %.3f, "
              "\"median\": %.3f, \"max\": %.3f}, \"tables\": %zu, \"repeats\": %lld, \"squared\": %lld}\n",
              o.players, static_cast<unsigned long long>(o.seed), o.repeat, setup_s, ms.front(), ms[ms.size() / 2],
              ms.back(), round6.tables.size(), static_cast<long long>(cost.repeats),
              static_cast<long long>(cost.squared));
  return 0;
}
