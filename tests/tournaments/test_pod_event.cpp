// Events at tables of more than two (issue 23): what organizers type (table sizes, place
// points, placements), places turned into points, the standings of pods, and Swiss rounds
// seated at tables through pair_next.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "tournaments/operations.hpp"
#include "tournaments/pod_event.hpp"
#include "tests/tournaments/event_support.hpp"

namespace test_pod_event {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

namespace tn = referee::tournaments;
using tn::testing::event_of;
using tn::testing::id_of;

namespace {

tn::EventSettings pods(int min, int max, int preferred, std::vector<int> points) {
  tn::EventSettings s;
  s.name = "Pods";
  s.game = "hegemony-of-faith";
  s.tables = tn::TableSettings{min, max, preferred, std::move(points)};
  return s;
}

std::vector<std::string> names(int n) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back("P" + std::to_string(i + 1));
  return out;
}

// Every seated player's places by seat order: the table's first seat first, and so on; with
// `shift`, the first place goes to seat `shift` (mod the table's size), the rest after it.
void report_in_seat_order(tn::Event& e, std::size_t shift = 0) {
  for (tn::Pod& pod : e.rounds.back().pods) {
    const std::size_t n = pod.seats.size();
    std::vector<int> places(n);
    for (std::size_t i = 0; i < n; ++i) places[(i + shift) % n] = static_cast<int>(i) + 1;
    pod.places = places;
  }
}

// Pairs of players seated together in more than one round.
int repeats(const tn::Event& e) {
  std::set<std::pair<int, int>> met;
  int again = 0;
  for (const tn::Round& r : e.rounds)
    for (const tn::Pod& pod : r.pods)
      for (std::size_t a = 0; a < pod.seats.size(); ++a)
        for (std::size_t b = a + 1; b < pod.seats.size(); ++b) {
          const auto pair = std::minmax(pod.seats[a], pod.seats[b]);
          if (!met.insert(pair).second) ++again;
        }
  return again;
}

std::vector<int> sizes(const tn::Round& r) {
  std::vector<int> out;
  for (const tn::Pod& pod : r.pods) out.push_back(static_cast<int>(pod.seats.size()));
  std::sort(out.begin(), out.end());  // tables are listed by their best-ranked player, not by size
  return out;
}

}  // namespace

TEST_CASE("pod event: --table-size is N or MIN-MAX within 2 to 64", "[pods][settings]") {
  CHECK(tn::parse_table_size("4") == std::pair<int, int>(4, 4));
  CHECK(tn::parse_table_size("3-5") == std::pair<int, int>(3, 5));
  CHECK_THROWS_WITH(tn::parse_table_size("5-3"), "--table-size 5-3: the smaller size comes first (3-5)");
  CHECK_THROWS_WITH(tn::parse_table_size("1"), "--table-size takes whole numbers from 2 to 64, not \"1\"");
  CHECK_THROWS_WITH(tn::parse_table_size("four"), "--table-size takes whole numbers from 2 to 64, not \"four\"");
  CHECK_THROWS(tn::parse_table_size("3-"));
  CHECK(tn::default_preferred_size(3, 5) == 4);
  CHECK(tn::default_preferred_size(5, 8) == 5);
  CHECK(tn::table_size_text(tn::TableSettings{3, 5, 4, {}}) == "3-5");
}

TEST_CASE("pod event: --place-points never rise from one place to the next", "[pods][settings]") {
  CHECK(tn::parse_place_points("3,2,1,0") == std::vector<int>{3, 2, 1, 0});
  CHECK(tn::place_points_text({5, 1}) == "5,1");
  CHECK_THROWS_WITH(tn::parse_place_points("1,3"), "--place-points 1,3: a place never scores more than the one before it");
  CHECK_THROWS_WITH(tn::parse_place_points("3,,1"), "--place-points takes whole numbers from 0 to 1000, not \"\"");
  CHECK(tn::default_place_points() == std::vector<int>{3, 0});
}

TEST_CASE("pod event: tied players share the points of the places they cover, rounded down", "[pods][points]") {
  // Ann, Bob = Cid, Dan under 3,2,1,0: Bob and Cid cover places 2 and 3, (2 + 1) / 2 = 1.
  CHECK(tn::points_of_places({3, 2, 1, 0}, {1, 2, 2, 4}) == std::vector<int>{3, 1, 1, 0});
  // The default 3,0: a win is 3, two or three sharing first (a draw) 1 each, as 3/1/0.
  CHECK(tn::points_of_places({3, 0}, {1, 2, 2, 2}) == std::vector<int>{3, 0, 0, 0});
  CHECK(tn::points_of_places({3, 0}, {1, 1, 3, 3}) == std::vector<int>{1, 1, 0, 0});
  CHECK(tn::points_of_places({3, 0}, {1, 1, 1, 4}) == std::vector<int>{1, 1, 1, 0});
  // A place past the list scores 0: the fifth at a table of five under 3,2,1,0.
  CHECK(tn::points_of_places({3, 2, 1, 0}, {5, 4, 3, 2, 1}) == std::vector<int>{0, 0, 1, 2, 3});
}

TEST_CASE("pod event: a placement names every player of the table once", "[pods][placement]") {
  tn::Event e = event_of({"Ann", "Bob", "Cid", "Dan", "Eve"});
  const tn::Pod pod{1, {id_of(e, "Dan"), id_of(e, "Ann"), id_of(e, "Bob"), id_of(e, "Cid")}, std::nullopt};
  CHECK(tn::places_of(e, pod, tn::parse_placement("Ann,Bob=cid,Dan")) == std::vector<int>{4, 1, 2, 2});
  CHECK(tn::placement_text(e, pod, {4, 1, 2, 2}) == "Ann, Bob = Cid, Dan");
  CHECK_THROWS_WITH(tn::places_of(e, pod, tn::parse_placement("Ann,Bob,Cid,Eve")),
                    "\"Eve\" is not at this table (Dan, Ann, Bob, Cid)");
  CHECK_THROWS_WITH(tn::places_of(e, pod, tn::parse_placement("Ann,Bob,Ann,Dan")), "Ann is named twice");
  CHECK_THROWS_WITH(tn::places_of(e, pod, tn::parse_placement("Ann,Bob,Cid")),
                    "Dan sat at this table and has no place: name every player (Dan, Ann, Bob, Cid)");
  CHECK_THROWS_AS(tn::parse_placement("Ann,=Bob"), std::invalid_argument);
}

TEST_CASE("pod event: a reported table is corrected only with a reason", "[pods][placement]") {
  tn::Event e = event_of({"Ann", "Bob", "Cid"});
  e.rounds.push_back(tn::Round{1, {}, {tn::Pod{1, {0, 1, 2}, std::nullopt}}});
  CHECK_FALSE(tn::report_placement(e, 1, 1, {1, 2, 3}, std::nullopt).before);
  CHECK_THROWS_WITH(tn::report_placement(e, 1, 1, {3, 2, 1}, std::nullopt),
                    "round 1, table 1 already has its places: to correct them, give the reason (--reason)");
  CHECK(tn::report_placement(e, 1, 1, {3, 2, 1}, std::string("misread")).before == std::vector<int>{1, 2, 3});
  CHECK_THROWS_WITH(tn::pod_of(e, 1, 2), "round 1 has no table 2 (table 1; a bye is recorded when the round is paired)");
}

TEST_CASE("pod event: standings by points, then opponents' average points, then firsts", "[pods][standings]") {
  tn::Event e = event_of({"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"});
  const tn::TableSettings t{4, 4, 4, {3, 2, 1, 0}};
  tn::Round r{1, {tn::Pairing{0, id_of(e, "Ivy"), std::nullopt, tn::kByeResult}}, {}};
  r.pods = {tn::Pod{1, {0, 1, 2, 3}, std::vector<int>{1, 2, 3, 4}}, tn::Pod{2, {4, 5, 6, 7}, std::nullopt}};
  e.rounds.push_back(r);
  // Round 1 is not complete: the bye does not count yet.
  auto st = tn::pod_standings(e, t);
  auto of = [&](const std::string& name) {
    for (const tn::Standing& s : st)
      if (s.player == id_of(e, name)) return s;
    throw std::logic_error("no standing");
  };
  CHECK(of("Ivy").points == 0);
  CHECK(tn::last_complete_pod_round(e) == 0);
  e.rounds[0].pods[1].places = std::vector<int>{2, 1, 2, 4};  // Fay first; Eve and Gus share second
  st = tn::pod_standings(e, t);
  CHECK(tn::last_complete_pod_round(e) == 1);
  CHECK(of("Ivy").points == 3);  // the bye: first place's points, once the round is complete
  CHECK(of("Ivy").wins == 1);
  CHECK(of("Eve").points == 1);  // places 2 and 3 shared: (2 + 1) / 2
  CHECK(of("Gus").losses == 1);
  // Ann, Fay and Ivy have 3: Ann's opponents average (2 + 1 + 0) / 3 = 1, Fay's
  // (1 + 1 + 0) / 3 = 0.67; Ivy met nobody (0).
  CHECK(st[0].player == id_of(e, "Ann"));
  CHECK(st[1].player == id_of(e, "Fay"));
  CHECK(st[2].player == id_of(e, "Ivy"));
  CHECK(st[0].tiebreaks.at(0).name == "oap");
  CHECK(st[0].tiebreaks.at(0).value == Approx(1.0));
  CHECK(st[1].tiebreaks.at(0).value == Approx(2.0 / 3.0));
  // Bob (2 points, opponents 3, 1, 0) is above Eve and Gus (1 each).
  CHECK(st[3].player == id_of(e, "Bob"));
}

TEST_CASE("pod event: a late entry's missed round is last place under --late-entry loss, nothing under zero",
          "[pods][standings][late]") {
  tn::Event e = event_of({"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Late"});
  e.players[8].entry_round = 2;
  e.rounds.push_back(tn::Round{1, {}, {tn::Pod{1, {0, 1, 2, 3}, std::nullopt}, tn::Pod{2, {4, 5, 6, 7}, std::nullopt}}});
  const tn::TableSettings t{4, 4, 4, {3, 2, 1, 0}};
  auto of = [&](const std::vector<tn::Standing>& st, const std::string& name) {
    for (const tn::Standing& s : st)
      if (s.player == id_of(e, name)) return s;
    throw std::logic_error("no standing");
  };
  // No placement in yet: the missed round does not count.
  CHECK(of(tn::pod_standings(e, t), "Late").losses == 0);
  e.rounds[0].pods[0].places = std::vector<int>{1, 2, 3, 4};
  auto st = tn::pod_standings(e, t);
  CHECK(of(st, "Late").losses == 1);  // once the round has a result, as two-player events count it
  CHECK(of(st, "Late").wins + of(st, "Late").draws == 0);
  CHECK(of(st, "Late").points == 0);  // last place at a table of 4 under 3,2,1,0
  CHECK(of(st, "Late").tiebreaks.at(1).value == 0);  // no first
  // Round 2 with Late at Ann's table; under 4,3,2,1 last place is worth 1, so the missed round is.
  e.rounds[0].pods[1].places = std::vector<int>{1, 2, 3, 4};
  e.rounds.push_back(tn::Round{2, {tn::Pairing{0, 4, std::nullopt, tn::kByeResult}},
                               {tn::Pod{1, {0, 5, 8, 1}, std::vector<int>{4, 3, 2, 1}}, tn::Pod{2, {2, 3, 6, 7}, std::vector<int>{1, 2, 3, 4}}}});
  const tn::TableSettings t4321{4, 4, 4, {4, 3, 2, 1}};
  CHECK(tn::missed_round_points(t4321) == 1);
  CHECK(tn::missed_round_points(tn::TableSettings{4, 5, 4, {4, 3, 2, 1}}) == 0);  // a table of 5's last place
  st = tn::pod_standings(e, t4321);
  CHECK(of(st, "Late").points == 1 + 3);  // the missed round, then second at table 1
  CHECK(of(st, "Late").losses == 2);
  // Late's OAP is over round 2's table only (a missed round is not an opponent).
  const double oap = (of(st, "Ann").points + of(st, "Fay").points + of(st, "Bob").points) / 3.0;
  CHECK(of(st, "Late").tiebreaks.at(0).name == "oap");
  CHECK(of(st, "Late").tiebreaks.at(0).value == Approx(oap));
  // Ann's opponents count Late's points, the missed round's included (as two-player OMW% counts them).
  const double ann = (of(st, "Bob").points + of(st, "Cid").points + of(st, "Dan").points + of(st, "Fay").points +
                      of(st, "Late").points + of(st, "Bob").points) / 6.0;
  CHECK(of(st, "Ann").tiebreaks.at(0).value == Approx(ann));
  // --late-entry zero: the missed round is left out.
  e.late_entry = tn::LateEntry::nothing;
  st = tn::pod_standings(e, t4321);
  CHECK(of(st, "Late").points == 3);
  CHECK(of(st, "Late").losses == 1);
}

TEST_CASE("pod event: pair_next seats a Swiss round at tables of the event's sizes", "[pods][pairing]") {
  tn::Event e = event_of(names(9));
  const tn::EventSettings s = pods(4, 4, 4, {3, 2, 1, 0});
  std::vector<std::optional<int>> seeds(9);
  std::vector<tn::PlayerId> draw;
  tn::Round r = tn::pair_next(e, s, seeds, draw);
  CHECK(sizes(r) == std::vector<int>{4, 4});
  REQUIRE(r.pairings.size() == 1);  // 9 = 4 + 4 + a bye: no sum of fours makes 9
  CHECK(r.pairings[0].is_bye());
  e.rounds.push_back(r);
  CHECK_THROWS_WITH(tn::pair_next(e, s, seeds, draw),
                    "round 1, table 1 has no result yet: report it before pairing the next round");
  report_in_seat_order(e);
  r = tn::pair_next(e, s, seeds, draw);
  // The bye goes to someone who had none.
  CHECK(r.pairings.at(0).first != e.rounds[0].pairings[0].first);
}

TEST_CASE("pod event: 22 players of Hegemony of Faith over 3 rounds at tables of 4-5", "[pods][pairing][golden]") {
  // The author's expectation, written before the run: 22 = 4 + 4 + 4 + 5 + 5 every round
  // (as many fours as possible, the rest at fives, no bye), and nobody meets anyone twice
  // (each player meets at most 4 of 21 others a round: 12 of 21 in three rounds).
  tn::Event e = event_of(names(22));
  const tn::EventSettings s = pods(4, 5, 4, {3, 2, 1, 0});
  std::vector<std::optional<int>> seeds(22);
  std::vector<tn::PlayerId> draw;
  for (int round = 1; round <= 3; ++round) {
    const tn::Round r = tn::pair_next(e, s, seeds, draw);
    CHECK(sizes(r) == std::vector<int>{4, 4, 4, 5, 5});
    CHECK(r.pairings.empty());
    e.rounds.push_back(r);
    report_in_seat_order(e, static_cast<std::size_t>(round) * 3);
    INFO("round " << round);
    CHECK(repeats(e) == 0);
  }
}

TEST_CASE("pod event: a late entry is refused once the last round has places", "[pods][operations]") {
  tn::Event e = event_of(names(4));
  tn::EventSettings s = pods(4, 4, 4, {3, 0});
  s.rounds = 1;
  e.rounds.push_back(tn::Round{1, {}, {tn::Pod{1, {0, 1, 2, 3}, std::nullopt}}});
  CHECK(tn::enter_player(e, s, "Late").entry_round == 2);  // round 1 may still be paired again
  e.rounds[0].pods[0].places = std::vector<int>{1, 2, 3, 4};
  CHECK_THROWS_WITH(tn::enter_player(e, s, "Late"),
                    "the event's 1 round is all paired and the last has results: \"Late\" could not play");
}

TEST_CASE("pod event: too few players for a table is refused", "[pods][pairing]") {
  tn::Event e = event_of(names(3));
  std::vector<std::optional<int>> seeds(3);
  std::vector<tn::PlayerId> draw;
  CHECK_THROWS_WITH(tn::pair_next(e, pods(4, 5, 4, {3, 0}), seeds, draw),
                    "3 players are left to seat in round 1: a table of this event seats at least 4");
}

}  // namespace test_pod_event
