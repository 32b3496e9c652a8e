// `pair --again` at tables of more than two (tournaments/pod_repair.hpp): every table none of
// whose players left stays, with its number and its seats; only the players the change forces
// are seated again (with as many kept tables as the sizes need), and the words say what changed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "event_support.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/pod_event.hpp"
#include "tournaments/pods.hpp"
#include "tournaments/repair.hpp"

namespace test_pod_repair {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

EventSettings pods(int min, int max) {
  EventSettings s;
  s.system = System::swiss;
  s.rounds = 3;
  s.seed = 5;
  s.game = "hegemony-of-faith";
  s.tables = TableSettings{min, max, default_preferred_size(min, max), {3, 2, 1, 0}};
  return s;
}

Event players(int n) { return numbered_players(n); }

void pair_round(Event& e, const EventSettings& s) {
  std::vector<PlayerId> draw;
  e.rounds.push_back(pair_next(e, s, std::vector<std::optional<int>>(e.players.size()), draw));
}

// Every table of the latest round placed in seat order, turned by the table number.
void report_all(Event& e) {
  for (Pod& pod : e.rounds.back().pods) {
    std::vector<int> places(pod.seats.size());
    for (std::size_t i = 0; i < places.size(); ++i)
      places[(i + static_cast<std::size_t>(pod.table)) % places.size()] = static_cast<int>(i) + 1;
    pod.places = places;
  }
}

// As the CLI does: the latest round taken back and paired again.
RepairedRound again(Event& e, const EventSettings& s) {
  const Round taken = take_back_last_round(e);
  std::vector<PlayerId> draw;
  RepairedRound r = pair_again(e, taken, s, std::vector<std::optional<int>>(e.players.size()), draw);
  e.rounds.push_back(r.round);
  return r;
}

const Pod* at_table(const Round& r, int table) {
  for (const Pod& p : r.pods)
    if (p.table == table) return &p;
  return nullptr;
}

std::string names_at(const Event& e, const Pod& pod) {
  std::string out;
  for (PlayerId p : pod.seats) out += (out.empty() ? "" : ", ") + e.players[p].name;
  return out;
}

// Round 2 of `n` players at `s`'s sizes, round 1 reported.
Event round_two(int n, const EventSettings& s) {
  Event e = players(n);
  pair_round(e, s);
  report_all(e);
  pair_round(e, s);
  return e;
}

}  // namespace

TEST_CASE("pods, pair --again after a drop: only the dropped player's table is seated again", "[tournaments][repair][pods]") {
  const EventSettings s = pods(3, 5);
  Event e = round_two(12, s);  // 4 + 4 + 4
  const Round before = e.rounds.back();
  REQUIRE(before.pods.size() == 3);
  const Pod table2 = *at_table(before, 2);
  CHECK(drop_player(e, table2.seats[1]) == 3);
  const RepairedRound r = again(e, s);
  CHECK_FALSE(r.unchanged);
  CHECK_FALSE(r.whole);
  CHECK(r.kept == 2);
  CHECK(r.tables_before == 3);
  REQUIRE(r.round.pods.size() == 3);  // 11 = 4 + 4 + 3: the three left at table 2 keep it
  for (int t : {1, 3}) CHECK(at_table(r.round, t)->seats == at_table(before, t)->seats);
  const Pod* fresh = at_table(r.round, 2);
  REQUIRE(fresh != nullptr);
  CHECK(fresh->seats == std::vector<PlayerId>{table2.seats[0], table2.seats[2], table2.seats[3]});
  CHECK(r.round.pairings.empty());
  CHECK(repair_words(r) == "kept 2 of 3 tables; re-paired: table 2 " + names_at(e, *fresh) + " (was: table 2 " +
                               names_at(e, table2) + ")");
}

TEST_CASE("pods, pair --again after late entries: only the tables their seats need", "[tournaments][repair][pods]") {
  SECTION("one newcomer joins one table: 13 = 4 + 4 + 5") {
    const EventSettings s = pods(3, 5);
    Event e = round_two(12, s);
    const Round before = e.rounds.back();
    const Player late = enter_player(e, s, "Late");
    e.players.push_back(late);
    const RepairedRound r = again(e, s);
    CHECK_FALSE(r.whole);
    CHECK(r.kept == 2);
    REQUIRE(r.round.pods.size() == 3);
    int changed = 0;
    for (const Pod& pod : r.round.pods) {
      const Pod* was = at_table(before, pod.table);
      REQUIRE(was != nullptr);  // the joined table keeps its number
      if (pod.seats == was->seats) continue;
      ++changed;
      CHECK(pod.seats.size() == 5);
      CHECK(std::count(pod.seats.begin(), pod.seats.end(), late.id) == 1);
      for (PlayerId p : was->seats) CHECK(std::count(pod.seats.begin(), pod.seats.end(), p) == 1);
      CHECK(repair_words(r) == "kept 2 of 3 tables; re-paired: table " + std::to_string(pod.table) + " " +
                                   names_at(e, pod) + " (was: table " + std::to_string(pod.table) + " " +
                                   names_at(e, *was) + "; Late was not paired)");
    }
    CHECK(changed == 1);
  }
  SECTION("two newcomers: one table split into two of 3, the others kept") {
    const EventSettings s = pods(3, 5);
    Event e = round_two(12, s);
    const Round before = e.rounds.back();
    for (const char* name : {"Late1", "Late2"}) e.players.push_back(enter_player(e, s, name));
    const RepairedRound r = again(e, s);
    CHECK(r.kept == 2);
    REQUIRE(r.round.pods.size() == 4);  // 14 = 4 + 4 + 3 + 3
    int kept = 0;
    for (const Pod& pod : r.round.pods)
      if (const Pod* was = at_table(before, pod.table); was && was->seats == pod.seats) ++kept;
      else CHECK(pod.seats.size() == 3);
    CHECK(kept == 2);
    CHECK(at_table(r.round, 4) != nullptr);  // the new table after the last
  }
  SECTION("a full table of newcomers at tables of 4: every table kept") {
    const EventSettings s = pods(4, 4);
    Event e = round_two(8, s);
    const Round before = e.rounds.back();
    for (const char* name : {"L1", "L2", "L3", "L4"}) e.players.push_back(enter_player(e, s, name));
    const RepairedRound r = again(e, s);
    CHECK(r.kept == 2);
    REQUIRE(r.round.pods.size() == 3);
    for (int t : {1, 2}) CHECK(at_table(r.round, t)->seats == at_table(before, t)->seats);
    CHECK(names_at(e, *at_table(r.round, 3)) == "L1, L2, L3, L4");
    CHECK(repair_words(r) == "kept 2 of 2 tables; re-paired: table 3 L1, L2, L3, L4 (was: L1, L2, L3, L4 were not paired)");
  }
}

TEST_CASE("pods, pair --again with nobody come or gone changes nothing and says so", "[tournaments][repair][pods]") {
  const EventSettings s = pods(4, 4);
  Event e = round_two(9, s);  // 4 + 4 and a bye
  const Round before = e.rounds.back();
  const RepairedRound r = again(e, s);
  CHECK(r.unchanged);
  REQUIRE(r.round.pods.size() == 2);
  for (int t : {1, 2}) CHECK(at_table(r.round, t)->seats == at_table(before, t)->seats);
  REQUIRE(r.round.pairings.size() == 1);
  CHECK(r.round.pairings[0].first == before.pairings.at(0).first);
  CHECK(repair_words(r) == "nobody came or went since round 2 was paired: its 2 tables stand, unchanged");
}

TEST_CASE("pods, pair --again when the bye leaves: the tables stand, no bye", "[tournaments][repair][pods]") {
  const EventSettings s = pods(4, 4);
  Event e = round_two(9, s);
  const Round before = e.rounds.back();
  const PlayerId bye = before.pairings.at(0).first;
  drop_player(e, bye);
  const RepairedRound r = again(e, s);
  CHECK(r.kept == 2);
  CHECK(r.round.pairings.empty());
  CHECK(repair_words(r) == "kept 2 of 2 tables; re-paired: no bye (was " + e.players[bye].name + ")");
}

TEST_CASE("pods, pair --again seats the whole round when keeping tables costs a repeat it avoids",
          "[tournaments][repair][pods]") {
  const EventSettings s = pods(3, 3);
  Event e = event_of({"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"});
  const auto table = [&](int number, std::vector<std::string> who, std::optional<std::vector<int>> places) {
    Pod pod{number, {}, places};
    for (const std::string& n : who) pod.seats.push_back(id_of(e, n));
    return pod;
  };
  const std::vector<int> placed{1, 2, 3};
  e.rounds.push_back(Round{1, {}, {table(1, {"A", "B", "C"}, placed), table(2, {"D", "E", "F"}, placed),
                                   table(3, {"G", "H", "I"}, placed), table(4, {"J", "K", "L"}, placed)}});
  e.rounds.push_back(Round{2, {}, {table(1, {"A", "D", "G"}, std::nullopt), table(2, {"B", "E", "J"}, std::nullopt),
                                   table(3, {"C", "H", "K"}, std::nullopt), table(4, {"F", "I", "L"}, std::nullopt)}});
  // G, J and K leave three tables: A, D, B, E, C, H seated by themselves at two tables of 3
  // put two of A, B, C together; the whole round seats the nine with no repeat.
  for (const char* name : {"G", "J", "K"}) drop_player(e, id_of(e, name));
  const RepairedRound r = again(e, s);
  CHECK(r.whole);
  CHECK(repair_words(r) == "paired round 2 again from scratch: keeping its tables would cost a rematch that a new pairing avoids");
  REQUIRE(r.round.pods.size() == 3);
  std::set<std::pair<PlayerId, PlayerId>> met;
  for (const Pod& pod : e.rounds[0].pods)
    for (PlayerId a : pod.seats)
      for (PlayerId b : pod.seats) met.insert({a, b});
  for (const Pod& pod : r.round.pods)
    for (PlayerId a : pod.seats)
      for (PlayerId b : pod.seats) CHECK((a == b || !met.count({a, b})));
}

namespace {

// The round's tables numbered 1 to N (the event file refuses gaps) and every player still in
// seated once, at a table or a bye.
void check_whole_round(const Event& e, const Round& r) {
  std::vector<int> numbers;
  std::vector<PlayerId> seated;
  for (const Pod& pod : r.pods) {
    numbers.push_back(pod.table);
    seated.insert(seated.end(), pod.seats.begin(), pod.seats.end());
  }
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) seated.push_back(p.first);
  std::sort(numbers.begin(), numbers.end());
  for (std::size_t i = 0; i < numbers.size(); ++i) CHECK(numbers[i] == static_cast<int>(i) + 1);
  std::sort(seated.begin(), seated.end());
  std::vector<PlayerId> in;
  for (const Player& p : e.players)
    if (plays_in(p, r.number)) in.push_back(p.id);
  CHECK(seated == in);
}

// Round 1's points per player, at place points 3, 2, 1, 0 (pods() above).
std::vector<int> round_one_points(const Event& e) {
  std::vector<int> points(e.players.size(), 0);
  for (const Pod& pod : e.rounds.front().pods)
    for (std::size_t i = 0; i < pod.seats.size(); ++i) points[pod.seats[i]] = std::max(0, 4 - (*pod.places)[i]);
  return points;
}

}  // namespace

TEST_CASE("pods, pair --again gives the byes by rule: the lowest-ranked, not the players a drop left over",
          "[tournaments][repair][pods]") {
  // Tables of 4 only: 12 played round 1 (points 3, 2, 1, 0 at each table); a leader drops
  // from round 2's first table, so 11 are left: two tables and three byes. The byes are worth
  // a win: they go to three of the 0-point players, not to the leaders left at table 1.
  const EventSettings s = pods(4, 4);
  Event e = round_two(12, s);
  const std::vector<int> points = round_one_points(e);
  const Pod top = *at_table(e.rounds.back(), 1);
  REQUIRE(points[top.seats[0]] == 3);
  drop_player(e, top.seats[0]);
  const RepairedRound r = again(e, s);
  check_whole_round(e, r.round);
  REQUIRE(r.round.pairings.size() == 3);
  for (const Pairing& bye : r.round.pairings) CHECK(points[bye.first] == 0);
}

TEST_CASE("pods, pair --again with fewer new tables than freed numbers: the last table moves into the gap",
          "[tournaments][repair][pods]") {
  // Tables of 4: 16 in round 2; two leave table 1 and two table 2, so their four others make
  // one table and a number is left over: the last table (4) takes it, and says so.
  const EventSettings s = pods(4, 4);
  Event e = round_two(16, s);
  const Round before = e.rounds.back();
  for (int t : {1, 2})
    for (int k : {0, 1}) drop_player(e, at_table(before, t)->seats[static_cast<std::size_t>(k)]);
  const RepairedRound r = again(e, s);
  check_whole_round(e, r.round);
  REQUIRE(r.round.pods.size() == 3);
  CHECK_FALSE(r.whole);
  CHECK(at_table(r.round, 3)->seats == at_table(before, 3)->seats);  // kept where it was
  const std::string words = repair_words(r);
  CHECK(words.find("table 4 is now table 2") != std::string::npos);
  CHECK(at_table(r.round, 2)->seats == at_table(before, 4)->seats);  // the same players, a new number
}

TEST_CASE("pods, pair --again after random drops and arrivals: tables 1 to N, everyone once, the byes by rule",
          "[tournaments][repair][pods]") {
  // The review's net, kept: a gap in the table numbers once left event files unreadable, and
  // byes once went to leaders.
  const std::vector<std::pair<int, int>> sizes = {{3, 5}, {4, 4}, {4, 5}, {3, 4}, {5, 6}};
  int repaired = 0;
  for (unsigned seed = 1; seed <= 150; ++seed) {
    std::mt19937 gen(seed);
    const auto [min, max] = sizes[seed % sizes.size()];
    const EventSettings s = pods(min, max);
    const int n = 8 + static_cast<int>(gen() % 17);
    Event e = round_two(n, s);
    int arrivals = 0;
    for (int change = 1 + static_cast<int>(gen() % 3); change > 0; --change) {
      std::vector<PlayerId> in;
      for (const Player& p : e.players)
        if (plays_in(p, 2) && !p.dropped_from_round) in.push_back(p.id);  // seated in round 2, not dropped yet
      if (gen() % 10 < 6) drop_player(e, in[gen() % in.size()]);
      else e.players.push_back(enter_player(e, s, "Late" + std::to_string(++arrivals)));
    }
    Event before = e;
    take_back_last_round(before);  // the field as the re-pair sees it: drops and arrivals in effect
    RepairedRound r;
    try {
      r = again(e, s);
    } catch (const EventRefused&) {
      continue;  // too few left for a table
    }
    ++repaired;
    INFO("seed " << seed << ", " << n << " players at " << min << "-" << max);
    check_whole_round(e, r.round);
    const PodField field = pod_field(before, s.tables, SwissOptions{s.profile, s.seed, {}}, 2);
    std::vector<PlayerId> rightful, given;
    for (int i : pod_byes(field.in, pod_sizes(static_cast<int>(field.ranked.size()), pod_options(s.tables)).byes))
      rightful.push_back(field.ranked[static_cast<std::size_t>(i)]);
    for (const Pairing& p : r.round.pairings) given.push_back(p.first);
    std::sort(rightful.begin(), rightful.end());
    std::sort(given.begin(), given.end());
    CHECK(given == rightful);
  }
  CHECK(repaired > 100);
}

}  // namespace test_pod_repair
