#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "tournaments/pods.hpp"
#include "tournaments/pods_search.hpp"

namespace test_pods {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;

namespace {

PodOptions options(std::set<int> sizes, int preferred, int window = 0) { return {std::move(sizes), preferred, window}; }

// `n` players after `rounds` random pod rounds (random tables of 3 to 5, 3/1/0 by a random
// placement), ranked by points, best first; equal points in a random order.
SwissInput random_pod_history(int n, int rounds, std::mt19937& gen) {
  std::vector<int> points(n, 0);
  std::vector<std::pair<int, int>> played;
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  for (int r = 0; r < rounds; ++r) {
    std::shuffle(order.begin(), order.end(), gen);
    for (int start = 0; start < n;) {
      const int size = std::min(n - start, 3 + static_cast<int>(gen() % 3));
      for (int a = start; a < start + size; ++a)
        for (int b = a + 1; b < start + size; ++b) played.emplace_back(order[a], order[b]);
      points[order[start]] += 3;  // the winner
      if (size > 2 && gen() % 2) points[order[start + 1]] += 1;
      start += size;
    }
  }
  std::vector<int> rank(n);
  std::iota(rank.begin(), rank.end(), 0);
  std::shuffle(rank.begin(), rank.end(), gen);
  std::stable_sort(rank.begin(), rank.end(), [&](int a, int b) { return points[a] > points[b]; });
  std::vector<int> index_of(n);
  for (int i = 0; i < n; ++i) index_of[rank[i]] = i;
  SwissInput in;
  for (int i = 0; i < n; ++i) {
    in.points.push_back(points[rank[i]]);
    in.had_bye.push_back(gen() % 4 == 0);
  }
  for (auto [a, b] : played) in.played.emplace_back(index_of[a], index_of[b]);
  return in;
}

// Every player once, at a table or a bye; the sizes as pod_sizes says; tables best-ranked
// first and in order of their best-ranked player.
void check_is_seating(const SwissInput& in, const PodOptions& o, const PodSeating& s) {
  const int n = static_cast<int>(in.points.size());
  std::set<int> seen;
  std::vector<int> sizes;
  for (const auto& table : s.tables) {
    sizes.push_back(static_cast<int>(table.size()));
    CHECK(std::is_sorted(table.begin(), table.end()));
    for (int p : table) CHECK(seen.insert(p).second);
  }
  for (int p : s.byes) CHECK(seen.insert(p).second);
  CHECK(static_cast<int>(seen.size()) == n);
  CHECK((seen.empty() || (*seen.begin() == 0 && *seen.rbegin() == n - 1)));
  for (std::size_t t = 1; t < s.tables.size(); ++t) CHECK(s.tables[t - 1].front() < s.tables[t].front());
  const PodSizes expected = pod_sizes(n, o);
  std::vector<int> want = expected.tables;
  std::sort(want.begin(), want.end());
  std::sort(sizes.begin(), sizes.end());
  CHECK(sizes == want);
  CHECK(static_cast<int>(s.byes.size()) == expected.byes);
}

// Every partition of `players` into tables of the multiset `sizes` (each table headed by the
// best-ranked player left, members best-ranked first: each partition once), restricted to
// tables spanning fewer than `window` places of `players` when `window` > 0: the cheapest,
// ties to the smallest list of tables (tier 3 is std::vector's order). Written from the
// definition, apart from the programme.
struct BruteForce {
  std::vector<int> players;  // the seated, best-ranked first
  int window;
  int n;
  std::vector<std::int64_t> squared;  // by pair of places in `players`
  std::vector<int> met;
  std::vector<std::pair<int, int>> left;  // (size, tables of that size still to seat)
  std::vector<bool> seated;
  std::vector<std::vector<int>> current, best;
  PodCost current_cost, best_cost{INT64_MAX, INT64_MAX};
  long long partitions = 0;

  BruteForce(const SwissInput& in, std::vector<int> seated_players, const std::vector<int>& sizes, int w)
      : players(std::move(seated_players)), window(w), n(static_cast<int>(players.size())) {
    std::vector<std::vector<bool>> met_ids(in.points.size(), std::vector<bool>(in.points.size(), false));
    for (auto [a, b] : in.played) met_ids[a][b] = met_ids[b][a] = true;
    squared.assign(n * n, 0);
    met.assign(n * n, 0);
    for (int a = 0; a < n; ++a)
      for (int b = 0; b < n; ++b) {
        const std::int64_t d = in.points[players[a]] - in.points[players[b]];
        squared[a * n + b] = d * d;
        met[a * n + b] = met_ids[players[a]][players[b]] ? 1 : 0;
      }
    std::map<int, int> count;
    for (int s : sizes) ++count[s];
    left.assign(count.begin(), count.end());
    seated.assign(n, false);
    run();
  }

  void run() {
    int head = 0;
    while (head < n && seated[head]) ++head;
    if (head == n) {
      ++partitions;
      if (current_cost < best_cost || (current_cost == best_cost && current < best)) {
        best_cost = current_cost;
        best = current;
      }
      return;
    }
    // The players this table may take: the unseated ones, within the window.
    std::vector<int> candidates;
    for (int k = head + 1; k < n && (window == 0 || k - head < window); ++k)
      if (!seated[k]) candidates.push_back(k);
    for (auto& [size, count] : left) {
      if (count == 0 || size - 1 > static_cast<int>(candidates.size())) continue;
      --count;
      std::vector<int> table{head};
      choose(candidates, 0, size - 1, table, PodCost{});
      ++count;
    }
  }

  void choose(const std::vector<int>& candidates, std::size_t from, int k, std::vector<int>& table, PodCost c) {
    if (k == 0) {
      std::vector<int> ids;
      for (int t : table) ids.push_back(players[t]);
      for (int t : table) seated[t] = true;
      current.push_back(ids);
      current_cost.repeats += c.repeats;
      current_cost.squared += c.squared;
      run();
      current_cost.repeats -= c.repeats;
      current_cost.squared -= c.squared;
      current.pop_back();
      for (int t : table) seated[t] = false;
      return;
    }
    for (std::size_t i = from; i + k <= candidates.size(); ++i) {
      PodCost more = c;
      for (int t : table) {
        more.repeats += met[t * n + candidates[i]];
        more.squared += squared[t * n + candidates[i]];
      }
      table.push_back(candidates[i]);
      choose(candidates, i + 1, k - 1, table, more);
      table.pop_back();
    }
  }
};

void check_against_brute_force(const SwissInput& in, const PodOptions& o, int window) {
  const PodSeating s = seat_pods(in, o);
  check_is_seating(in, o, s);
  std::vector<int> players;
  std::set<int> byes(s.byes.begin(), s.byes.end());
  for (int i = 0; i < static_cast<int>(in.points.size()); ++i)
    if (!byes.count(i)) players.push_back(i);
  const BruteForce brute(in, players, pod_sizes(static_cast<int>(in.points.size()), o).tables, window);
  if (players.empty()) return;
  REQUIRE(brute.partitions > 0);
  CHECK(pod_cost(in, s) == brute.best_cost);
  CHECK(s.tables == brute.best);  // tier 3 too: the same seating
}

}  // namespace

TEST_CASE("pods: table sizes, as many preferred tables as possible, then fewest others, byes last", "[tournaments][pods]") {
  const auto sizes_of = [](int n, const PodOptions& o) { return pod_sizes(n, o); };
  CHECK(sizes_of(13, options({3, 4, 5}, 4)) == PodSizes{{4, 4, 5}, 0});
  CHECK(sizes_of(14, options({3, 4, 5}, 4)) == PodSizes{{4, 4, 3, 3}, 0});  // not 4 5 5: one more table of 4
  CHECK(sizes_of(16, options({3, 4, 5}, 4)) == PodSizes{{4, 4, 4, 4}, 0});
  CHECK(sizes_of(9, options({3, 4}, 4)) == PodSizes{{3, 3, 3}, 0});  // 4 + 5 does not fit
  CHECK(sizes_of(10, options({4, 5}, 4)) == PodSizes{{5, 5}, 0});
  CHECK(sizes_of(11, options({3, 4, 5}, 3)) == PodSizes{{3, 3, 5}, 0});  // 3 3 5, not 3 4 4: two tables of 3, not one
  CHECK(sizes_of(17, options({3, 4, 5, 6}, 4)) == PodSizes{{4, 4, 4, 5}, 0});  // one table off the preferred size
  CHECK(sizes_of(7, options({4}, 4)) == PodSizes{{4}, 3});                // the bye case
  CHECK(sizes_of(8, options({4}, 4)) == PodSizes{{4, 4}, 0});
  CHECK(sizes_of(3, options({4}, 4)) == PodSizes{{}, 3});
  CHECK(sizes_of(7, options({2, 4}, 4)) == PodSizes{{4, 2}, 1});
  CHECK(sizes_of(0, options({4}, 4)) == PodSizes{{}, 0});
  CHECK_THROWS_AS(sizes_of(8, options({3, 4}, 5)), std::invalid_argument);
  CHECK_THROWS_AS(sizes_of(8, options({1, 4}, 4)), std::invalid_argument);
  CHECK_THROWS_AS(sizes_of(8, options({}, 4)), std::invalid_argument);
}

TEST_CASE("pods: byes go to the lowest-ranked players who have not had one", "[tournaments][pods]") {
  SwissInput in;
  in.points = {9, 9, 6, 6, 3, 3, 0};
  in.had_bye = {false, false, false, false, false, true, false};
  const PodSeating s = seat_pods(in, options({4}, 4));
  check_is_seating(in, options({4}, 4), s);
  CHECK(s.byes == std::vector<int>{3, 4, 6});  // 5 had one
  CHECK(s.tables == std::vector<std::vector<int>>{{0, 1, 2, 5}});
  in.had_bye.assign(7, true);  // everyone had one: the lowest-ranked again
  CHECK(seat_pods(in, options({4}, 4)).byes == std::vector<int>{4, 5, 6});
}

TEST_CASE("pods: 13 players at 3 to 5, 4 preferred: two tables of 4 and one of 5, by points", "[tournaments][pods]") {
  SwissInput in;
  in.points = {12, 12, 12, 12, 9, 9, 9, 9, 6, 6, 6, 3, 3};
  in.had_bye.assign(13, false);
  const PodSeating s = seat_pods(in, options({3, 4, 5}, 4));
  check_is_seating(in, options({3, 4, 5}, 4), s);
  // The table of 5 goes where it spreads points least: 6 6 6 3 3 (not 9 9 9 9 6).
  CHECK(s.tables == std::vector<std::vector<int>>{{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11, 12}});
}

TEST_CASE("pods: equal on every tier, the table order decides (standings order)", "[tournaments][pods]") {
  SwissInput in;
  in.points.assign(13, 0);
  in.had_bye.assign(13, false);
  CHECK(seat_pods(in, options({3, 4, 5}, 4)).tables ==
        std::vector<std::vector<int>>{{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11, 12}});
}

TEST_CASE("pods: a repeat costs more than any spread of points (tier 1 before tier 2)", "[tournaments][pods]") {
  SwissInput in;
  in.points = {9, 9, 9, 9, 0, 0, 0, 0};
  in.had_bye.assign(8, false);
  in.played = {{0, 1}};
  const PodSeating s = seat_pods(in, options({4}, 4));
  check_is_seating(in, options({4}, 4), s);
  const PodCost c = pod_cost(in, s);
  CHECK(c.repeats == 0);
  // The seating by points alone has the repeat and no spread: it must lose.
  const PodCost by_points = pod_cost(in, PodSeating{{{0, 1, 2, 3}, {4, 5, 6, 7}}, {}});
  CHECK(by_points == PodCost{1, 0});
  CHECK(c.squared > 0);
  CHECK(c < by_points);
  // 0 with 2, 3 and one of the 0-point players (6 pairs 9 apart, as with 0 and three of
  // them); tier 3 takes the table with 2 and 3.
  CHECK(s.tables == std::vector<std::vector<int>>{{0, 2, 3, 4}, {1, 5, 6, 7}});
}

TEST_CASE("pods: points close when no repeat is at stake (tier 2)", "[tournaments][pods]") {
  SwissInput in;
  in.points = {9, 6, 9, 6, 3, 9, 3, 9};  // ranks need not follow points in this check
  in.had_bye.assign(8, false);
  const PodSeating s = seat_pods(in, options({4}, 4));
  CHECK(pod_cost(in, s) == PodCost{0, 4 * 9});  // 9 9 9 9, and 6 6 3 3: four pairs 3 apart
  CHECK(s.tables == std::vector<std::vector<int>>{{0, 2, 5, 7}, {1, 3, 4, 6}});
}

TEST_CASE("pods: optimal against every partition up to 16 players (no window restriction)", "[tournaments][pods][exhaustive]") {
  // (options, most players): up to about 2.6 million partitions an instance.
  const std::vector<std::pair<PodOptions, int>> configs = {
      {options({4}, 4), 16}, {options({3, 4, 5}, 4), 15}, {options({3, 4}, 3), 14}, {options({2, 3}, 3), 13}};
  for (const auto& [o, most] : configs)
    for (int n = 1; n <= most; ++n) {
      const int seeds = n >= 14 ? 1 : n >= 12 ? 2 : 4;
      for (int seed = 1; seed <= seeds; ++seed) {
        std::mt19937 gen(static_cast<unsigned>(1000 * n + seed));
        const SwissInput in = random_pod_history(n, 1 + static_cast<int>(gen() % 4), gen);
        INFO("players " << n << ", preferred " << o.preferred << ", seed " << seed);
        REQUIRE(pod_window(n, o) >= n - pod_sizes(n, o).byes);  // the whole field
        check_against_brute_force(in, o, 0);
      }
    }
}

TEST_CASE("pods: optimal against every partition in the window, when the window restricts", "[tournaments][pods][exhaustive]") {
  for (int n = 9; n <= 16; ++n)
    for (int window : {4, 5, 6, 8}) {
      std::mt19937 gen(static_cast<unsigned>(77 * n + window));
      const SwissInput in = random_pod_history(n, 3, gen);
      const PodOptions o = options({3, 4}, 4, window);
      INFO("players " << n << ", window " << window);
      check_against_brute_force(in, o, window);
    }
}

TEST_CASE("pods: the default window beyond 16 players, and a large round seats everyone once", "[tournaments][pods]") {
  CHECK(pod_window(16, options({3, 4, 5}, 4)) == 16);
  CHECK(pod_window(17, options({3, 4, 5}, 4)) == 10);
  CHECK(pod_window(1000, options({4}, 4)) == 11);
  CHECK(pod_window(1000, options({4, 5, 6, 7, 8}, 4)) == 10);
  CHECK(pod_window(1000, options({4}, 4, 6)) == 6);
  std::mt19937 gen(5);
  const SwissInput in = random_pod_history(1001, 4, gen);
  const PodOptions o = options({3, 4, 5}, 4);
  const PodSeating s = seat_pods(in, o);
  check_is_seating(in, o, s);
  // Consecutive tables by standing are in the family, so the optimum is no worse.
  PodSeating consecutive;
  int next = 0;
  for (int size : pod_sizes(1001, o).tables) {
    consecutive.tables.emplace_back();
    for (int k = 0; k < size; ++k) consecutive.tables.back().push_back(next++);
  }
  CHECK(pod_cost(in, s) <= pod_cost(in, consecutive));
  CHECK(seat_pods(in, o).tables == s.tables);  // the same every time
}

TEST_CASE("pods: beyond the window, swaps only lower the window's optimum, removing repeats it forced", "[tournaments][pods]") {
  for (int n : {22, 40, 101}) {
    std::mt19937 gen(static_cast<unsigned>(n));
    const SwissInput in = random_pod_history(n, 4, gen);
    const PodOptions o = options({4, 5}, 4);
    const PodSeating windowed = seat_pods(in, options({4, 5}, 4, pod_window(n, o)));
    const PodSeating improved = seat_pods(in, o);
    INFO("players " << n);
    check_is_seating(in, o, improved);
    CHECK(pod_cost(in, improved) <= pod_cost(in, windowed));
  }
}

TEST_CASE("pods: the whole-field search, given budget enough, reaches the optimum of every partition", "[tournaments][pods][exhaustive]") {
  for (int n = 9; n <= 13; ++n) {
    std::mt19937 gen(static_cast<unsigned>(700 + n));
    const SwissInput in = random_pod_history(n, 3, gen);
    const PodOptions o = options({3, 4, 5}, 4);
    const std::vector<int> sizes = pod_sizes(n, o).tables;
    PodSeating consecutive;  // players in standing order, table after table
    int next = 0;
    for (int size : sizes) {
      consecutive.tables.emplace_back();
      for (int k = 0; k < size; ++k) consecutive.tables.back().push_back(next++);
    }
    std::vector<int> players(n);
    std::iota(players.begin(), players.end(), 0);
    const BruteForce brute(in, players, sizes, 0);
    PodSeating searched = consecutive;
    const bool changed = search_whole_field(in, searched, std::int64_t{1} << 40);
    INFO("players " << n);
    CHECK(changed == (pod_cost(in, consecutive) != brute.best_cost));
    CHECK(pod_cost(in, searched) == brute.best_cost);
    check_is_seating(in, o, searched);
  }
}

TEST_CASE("pods: beyond the window, the whole-field search takes the fewest repeats swaps could not reach", "[tournaments][pods]") {
  // Round 4 of fixtures/events/hof-pods-22-players: 21 seated at tables of 4-5, standings
  // order, after three rounds. The window's optimum and the swaps left 3 repeats; an
  // exhaustive search (the fixture author's, by hand in Python) finds none with 0 and one
  // with 1.
  const std::vector<std::string> names = {"Fay", "Kit", "Ada", "Lev", "Sol", "Eli", "Ned", "Cal", "Tess", "Rae", "Wes",
                                          "Mia", "Ola", "Gil", "Bea", "Hana", "Ivo", "Jun", "Quin", "Dee", "Pia"};
  const std::vector<int> points = {8, 8, 7, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 0};
  const std::vector<std::vector<std::string>> tables = {
      // round 1 (Vik, who dropped, left out)
      {"Eli", "Hana", "Ivo"}, {"Ned", "Lev", "Rae", "Pia"}, {"Ola", "Tess", "Jun", "Dee"}, {"Kit", "Sol", "Mia", "Gil"},
      {"Fay", "Ada", "Cal", "Quin", "Bea"},
      // round 2
      {"Fay", "Kit", "Ned", "Ola"}, {"Sol", "Ada", "Eli", "Tess"}, {"Lev", "Cal", "Hana", "Mia", "Jun"},
      {"Gil", "Rae", "Bea", "Dee"}, {"Wes", "Ivo", "Quin", "Pia"},
      // round 3
      {"Eli", "Fay", "Wes", "Gil", "Jun"}, {"Kit", "Cal", "Dee", "Pia"}, {"Lev", "Sol", "Bea", "Ola"},
      {"Tess", "Ned", "Hana", "Quin"}, {"Ada", "Mia", "Rae", "Ivo"}};
  const auto index = [&](const std::string& name) {
    return static_cast<int>(std::find(names.begin(), names.end(), name) - names.begin());
  };
  SwissInput in;
  in.points = points;
  in.had_bye.assign(names.size(), false);
  for (const auto& t : tables)
    for (std::size_t a = 0; a < t.size(); ++a)
      for (std::size_t b = a + 1; b < t.size(); ++b) in.played.emplace_back(index(t[a]), index(t[b]));
  const PodOptions o = options({4, 5}, 4);
  REQUIRE(pod_window(21, o) < 21);  // beyond the window
  const PodSeating s = seat_pods(in, o);
  check_is_seating(in, o, s);
  CHECK(pod_cost(in, s).repeats == 1);
}

}  // namespace test_pods
