// The top cut (tournaments/playoff.hpp, issue 23): the cut seeds the top of the standings
// among the players still in, byes to the top seeds; the bracket advances its winners; a
// playoff match cannot be drawn; the standings place by the playoff and keep the Swiss points.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "tournaments/next_round.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/pod_event.hpp"
#include "event_support.hpp"

namespace test_playoff {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

std::vector<std::string> names(const Event& e, const std::vector<PlayerId>& ids) {
  std::vector<std::string> out;
  for (PlayerId id : ids) out.push_back(e.players[id].name);
  return out;
}

std::vector<std::string> ranked(const Event& e) {
  std::vector<std::string> out;
  for (const Standing& s : standings(e, TiebreakProfile::mtg)) out.push_back(e.players[s.player].name);
  return out;
}

// Plays a playoff round: table t's first player wins when winners[t-1], loses otherwise.
void play(Event& e, const std::vector<bool>& first_wins) {
  Round& r = e.rounds.back();
  std::size_t i = 0;
  for (Pairing& p : r.pairings)
    if (!p.is_bye()) p.result = first_wins.at(i++) ? MatchResult{2, 1, 0} : MatchResult{0, 2, 0};
}

}  // namespace

TEST_CASE("playoff: a top 8 is seeded 1 v 8, 4 v 5, 2 v 7, 3 v 6 from the standings", "[tournaments][playoff]") {
  Event e = swiss_of_ten();
  const std::vector<std::string> swiss = ranked(e);
  const Round r = cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 8);
  REQUIRE(e.playoff);
  CHECK(e.playoff->first_round == 4);
  CHECK(names(e, e.playoff->seeds) == std::vector<std::string>(swiss.begin(), swiss.begin() + 8));
  CHECK(r.number == 4);
  REQUIRE(r.pairings.size() == 4);
  const int pairs[4][2] = {{1, 8}, {4, 5}, {2, 7}, {3, 6}};
  for (int i = 0; i < 4; ++i) {
    CHECK(r.pairings[i].table == i + 1);
    CHECK(e.players[r.pairings[i].first].name == swiss[pairs[i][0] - 1]);
    CHECK(e.players[*r.pairings[i].second].name == swiss[pairs[i][1] - 1]);
  }
  e.rounds.push_back(r);
  CHECK(round_title(e, 4) == "Quarterfinal");
  CHECK(round_title(e, 3) == "Round 3");
  CHECK(playoff_damage(e).empty());
}

TEST_CASE("playoff: a top 6 gives the byes to seeds 1 and 2", "[tournaments][playoff]") {
  Event e = swiss_of_ten();
  const Round r = cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 6);
  REQUIRE(r.pairings.size() == 4);
  CHECK(r.pairings[0].is_bye());
  CHECK(r.pairings[0].first == e.playoff->seeds[0]);
  CHECK(r.pairings[2].is_bye());
  CHECK(r.pairings[2].first == e.playoff->seeds[1]);
  CHECK(r.pairings[1].table == 1);
  CHECK(r.pairings[3].table == 2);
}

TEST_CASE("playoff: the cut is refused while a result is missing, past the field, under two, or made twice",
          "[tournaments][playoff]") {
  Event e = swiss_of_ten();
  CHECK(refusal([&] { cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 1); }) == "--top 1: a playoff needs at least two players");
  CHECK(refusal([&] { cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 11); }) ==
        "--top 11 is larger than the field: 10 players are still in");
  e.players[0].dropped_from_round = 4;  // dropped players are not cut
  CHECK(refusal([&] { cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 10); }) ==
        "--top 10 is larger than the field: 9 players are still in (dropped players are not cut)");
  cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 9);
  CHECK(std::find(e.playoff->seeds.begin(), e.playoff->seeds.end(), 0) == e.playoff->seeds.end());
  CHECK(refusal([&] { cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 4); }) == "the cut is made already: the top 9 play from round 4");
  Event missing = swiss_of_ten();
  missing.rounds[2].pairings[1].result.reset();
  CHECK(refusal([&] { cut_playoff(missing, TableSettings{}, TiebreakProfile::mtg, 4); }) ==
        "round 3, table 2 has no result yet: report it before the cut");
}

TEST_CASE("playoff: winners advance to the final, then the event is over, and the standings place by the playoff",
          "[tournaments][playoff]") {
  Event e = swiss_of_ten();
  const std::vector<std::string> swiss = ranked(e);
  e.rounds.push_back(cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 8));
  CHECK(refusal([&] { pair_playoff_round(e); }) ==
        "round 4 (Quarterfinal), table 1 has no result yet: report it before pairing the next round");
  // A playoff match is not drawn.
  CHECK(refusal([&] { report_result(e, 4, 1, MatchResult{1, 1, 0}, std::nullopt); }) ==
        "round 4, table 1 is a playoff match: it cannot end in a draw (1-1-0); report the games that decided it");
  play(e, {true, false, true, false});  // seeds 1, 5, 2, 6 go on
  e.rounds.push_back(pair_playoff_round(e));
  CHECK(round_title(e, 5) == "Semifinal");
  REQUIRE(e.rounds[4].pairings.size() == 2);
  CHECK(e.players[e.rounds[4].pairings[0].first].name == swiss[0]);
  CHECK(e.players[*e.rounds[4].pairings[0].second].name == swiss[4]);
  CHECK(e.players[e.rounds[4].pairings[1].first].name == swiss[1]);
  CHECK(e.players[*e.rounds[4].pairings[1].second].name == swiss[5]);
  // The winner went on: a correction may not change who.
  CHECK(refusal([&] { report_result(e, 4, 1, MatchResult{0, 2, 0}, std::string("typo")); }) ==
        "round 4, table 1: the winner went on to round 5, already paired; a correction may change the games, not the winner");
  play(e, {false, true});  // seeds 5 and 2 go on
  e.rounds.push_back(pair_playoff_round(e));
  CHECK(round_title(e, 6) == "Final");
  play(e, {true});  // seed 2 wins
  CHECK(refusal([&] { pair_playoff_round(e); }) == "the event is over: " + swiss[1] + " won the final; the standings are final");
  CHECK(playoff_champion(e) == e.playoff->seeds[1]);
  CHECK(playoff_damage(e).empty());
  // 1st the winner, 2nd the finalist, 3rd-4th the semifinal losers by seed (1, 6), 5th-8th the
  // quarterfinal losers by seed (3, 4, 7, 8), then the rest in Swiss order.
  const std::vector<std::string> expected = {swiss[1], swiss[4], swiss[0], swiss[5], swiss[2],
                                             swiss[3], swiss[6], swiss[7], swiss[8], swiss[9]};
  CHECK(ranked(e) == expected);
  // The Swiss points stay the Swiss rounds'.
  const std::vector<Standing> st = standings(e, TiebreakProfile::mtg);
  const std::vector<Standing> before = standings(swiss_part(e), TiebreakProfile::mtg);
  for (const Standing& s : st)
    for (const Standing& b : before)
      if (s.player == b.player) CHECK(s.points == b.points);
}

TEST_CASE("playoff: a stored playoff that is not the bracket's is damage", "[tournaments][playoff]") {
  Event e = swiss_of_ten();
  e.rounds.push_back(cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 4));
  REQUIRE(playoff_damage(e).empty());
  SECTION("two seeds swapped in the pairing") { std::swap(e.rounds[3].pairings[0].first, *e.rounds[3].pairings[0].second); }
  SECTION("a drawn match") { e.rounds[3].pairings[0].result = MatchResult{1, 1, 0}; }
  SECTION("a seed twice") { e.playoff->seeds[1] = e.playoff->seeds[0]; }
  SECTION("a first round past the rounds") { e.playoff->first_round = 5; }
  CHECK_FALSE(playoff_damage(e).empty());
}

TEST_CASE("playoff: at tables of more than two the cut seats one final table, whose places end the event",
          "[tournaments][playoff][pods]") {
  // Eight players at two tables of four, one round: the table winners lead.
  Event e = event_of({"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"});
  e.rounds.push_back(Round{1, {}, {Pod{1, {0, 1, 2, 3}, std::vector<int>{1, 2, 3, 4}},
                                   Pod{2, {4, 5, 6, 7}, std::vector<int>{4, 3, 2, 1}}}});
  const TableSettings t{4, 5, 4, {3, 2, 1, 0}};
  std::vector<std::string> swiss;
  for (const Standing& s : pod_standings(e, t)) swiss.push_back(e.players[s.player].name);
  CHECK(refusal([&] { cut_playoff(e, t, TiebreakProfile::mtg, 3); }) ==
        "--top 3: the final table seats the top N, and this event's tables seat 4-5");
  const Round r = cut_playoff(e, t, TiebreakProfile::mtg, 4);
  REQUIRE(r.pods.size() == 1);
  CHECK(r.pairings.empty());
  CHECK(names(e, r.pods[0].seats) == std::vector<std::string>(swiss.begin(), swiss.begin() + 4));
  e.rounds.push_back(r);
  CHECK(round_title(e, 2) == "Final table");
  CHECK(playoff_damage(e).empty());
  CHECK(refusal([&] { pair_playoff_round(e); }) ==
        "round 2 (Final table), table 1 has no result yet: report it (--placement) to end the event");
  // The fourth seed wins the final table; the seeds' places order the top four, the rest follow.
  e.rounds[1].pods[0].places = std::vector<int>{2, 3, 4, 1};
  CHECK(playoff_champion(e) == e.rounds[1].pods[0].seats[3]);
  std::vector<std::string> placed;
  for (const Standing& s : pod_standings(e, t)) placed.push_back(e.players[s.player].name);
  CHECK(placed == std::vector<std::string>{swiss[3], swiss[0], swiss[1], swiss[2], swiss[4], swiss[5], swiss[6], swiss[7]});
  CHECK(refusal([&] { pair_playoff_round(e); }) ==
        "the event is over: the final table is played, " + swiss[3] + " first; the standings are final");
}

TEST_CASE("playoff: the cut follows every planned Swiss round and the whole round robin", "[tournaments][playoff]") {
  const Event e = swiss_of_ten();  // three rounds played
  EventSettings s;
  s.system = System::swiss;
  s.rounds = 4;
  CHECK(refusal([&] { check_cut_allowed(e, s, {}); }) == "the event plans 4 Swiss rounds and 3 are paired: the cut follows them");
  s.rounds = 3;
  CHECK(refusal([&] { check_cut_allowed(e, s, {}); }) == "(not refused)");
  s.rounds.reset();  // an open-ended Swiss is cut when the organizer says
  CHECK(refusal([&] { check_cut_allowed(e, s, {}); }) == "(not refused)");
  s.system = System::round_robin;  // ten players: nine rounds
  CHECK(refusal([&] { check_cut_allowed(e, s, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}); }) ==
        "the round robin has 9 rounds and 3 are paired: the cut follows them");
}

TEST_CASE("playoff: a player still in the playoff cannot drop, and the Swiss results stand once it is cut",
          "[tournaments][playoff]") {
  Event e = swiss_of_ten();
  e.rounds.push_back(cut_playoff(e, TableSettings{}, TiebreakProfile::mtg, 4));
  const PlayerId first = e.rounds.back().pairings[0].first, loser = *e.rounds.back().pairings[0].second;
  const std::string name = e.players[first].name;
  CHECK(refusal([&] { drop_player(e, first); }) ==
        name + " is still in the playoff: a player who leaves it concedes, so report their match as lost (or the final "
               "table with them last) instead of a drop");
  play(e, {true, true});
  CHECK(!still_in_playoff(e, loser));  // knocked out: may drop, it changes nothing
  CHECK(refusal([&] { drop_player(e, loser); }) == "(not refused)");
  CHECK(still_in_playoff(e, first));
  e.rounds.push_back(pair_playoff_round(e));
  play(e, {true});
  CHECK(!still_in_playoff(e, first));  // the final is played: the event is over
  // A Swiss result changed now would leave the seeds standing on standings that no longer are.
  CHECK(refusal([&] { report_result(e, 1, 1, MatchResult{0, 2, 0}, std::string("slip")); }) ==
        "the cut is made: a result of the Swiss rounds is not changed any more (the playoff's seeds stand on the "
        "standings it was cut from)");
}

}  // namespace test_playoff
