// `pair --again` in a Swiss of pairs (tournaments/repair.hpp): every table whose players are
// both still in stays, with its number and its seats; only the players the change forces are
// paired again, and the words say what changed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "event_support.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/repair.hpp"

namespace test_repair {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

EventSettings swiss(int rounds) { return swiss_settings(rounds, 13); }

Event players(int n) { return numbered_players(n); }

std::vector<std::optional<int>> no_seeds(const Event& e) { return std::vector<std::optional<int>>(e.players.size()); }

void pair_round(Event& e, const EventSettings& s) {
  std::vector<PlayerId> draw;
  e.rounds.push_back(pair_next(e, s, no_seeds(e), draw));
}

// Every table of the latest round: the better-seated player wins 2-1 at odd tables, loses at even.
void report_all(Event& e) {
  for (Pairing& p : e.rounds.back().pairings)
    if (!p.result) p.result = p.table % 2 ? MatchResult{2, 1, 0} : MatchResult{1, 2, 0};
}

// As the CLI does: the latest round taken back and paired again.
RepairedRound again(Event& e, const EventSettings& s) {
  const Round taken = take_back_last_round(e);
  std::vector<PlayerId> draw;
  RepairedRound r = pair_again(e, taken, s, no_seeds(e), draw);
  e.rounds.push_back(r.round);
  return r;
}

std::pair<PlayerId, PlayerId> ordered(PlayerId a, PlayerId b) { return {std::min(a, b), std::max(a, b)}; }

const Pairing* at_table(const Round& r, int table) {
  for (const Pairing& p : r.pairings)
    if (!p.is_bye() && p.table == table) return &p;
  return nullptr;
}

const Pairing* bye_of(const Round& r) {
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) return &p;
  return nullptr;
}

// Every table of `before` both of whose players are still in `after` at the same number, seats alike.
int tables_kept(const Round& before, const Round& after, const Event& e) {
  int kept = 0;
  for (const Pairing& p : before.pairings) {
    if (p.is_bye() || !plays_in(e.players[p.first], before.number) || !plays_in(e.players[*p.second], before.number))
      continue;
    const Pairing* now = at_table(after, p.table);
    REQUIRE(now != nullptr);
    CHECK(now->first == p.first);
    CHECK(now->second == p.second);
    ++kept;
  }
  return kept;
}

}  // namespace

TEST_CASE("pair --again after a late drop keeps every other table, with its number", "[tournaments][repair]") {
  // A 13-player Swiss of 4 rounds, as the organizer of issue 23 met it: round 4 paired, then a drop.
  const EventSettings s = swiss(4);
  Event e = players(13);
  for (int r = 1; r <= 3; ++r) {
    pair_round(e, s);
    report_all(e);
  }
  pair_round(e, s);
  const Round before = e.rounds.back();
  const Pairing& table5 = *at_table(before, 5);
  const PlayerId leaving = *table5.second, left_alone = table5.first, had_bye = bye_of(before)->first;
  CHECK(drop_player(e, leaving) == 5);
  const RepairedRound r = again(e, s);
  CHECK_FALSE(r.unchanged);
  CHECK_FALSE(r.whole);
  CHECK(r.kept == 5);
  CHECK(r.tables_before == 6);
  CHECK(tables_kept(before, r.round, e) == 5);
  // The one left alone and the previous bye meet at the freed table; nobody has the bye.
  const Pairing* fresh = at_table(r.round, 5);
  REQUIRE(fresh != nullptr);
  CHECK(ordered(fresh->first, *fresh->second) == ordered(left_alone, had_bye));
  CHECK(bye_of(r.round) == nullptr);
  CHECK(r.round.pairings.size() == 6);
  const std::string& a = e.players[fresh->first].name;
  const std::string& b = e.players[*fresh->second].name;
  const auto where = [&](PlayerId p) {
    return p == left_alone ? e.players[p].name + " v " + e.players[leaving].name : e.players[p].name + " had the bye";
  };
  CHECK(repair_words(r) == "kept 5 of 6 tables; re-paired: table 5 " + a + " v " + b + " (was: " + where(fresh->first) +
                               ", " + where(*fresh->second) + ")");
}

TEST_CASE("pair --again after a late arrival keeps every table, and the newcomer and the bye meet", "[tournaments][repair]") {
  const EventSettings s = swiss(4);
  Event e = players(9);
  pair_round(e, s);
  report_all(e);
  pair_round(e, s);
  const Round before = e.rounds.back();
  Player late = enter_player(e, s, "Late");
  e.players.push_back(late);
  const RepairedRound r = again(e, s);
  CHECK(r.kept == 4);
  CHECK(tables_kept(before, r.round, e) == 4);
  const Pairing* fresh = at_table(r.round, 5);  // after the kept tables
  REQUIRE(fresh != nullptr);
  CHECK(ordered(fresh->first, *fresh->second) == ordered(late.id, bye_of(before)->first));
  CHECK(bye_of(r.round) == nullptr);
  CHECK(repair_words(r).rfind("kept 4 of 4 tables; re-paired: table 5 ", 0) == 0);
}

TEST_CASE("pair --again with nobody come or gone changes nothing and says so", "[tournaments][repair]") {
  const EventSettings s = swiss(3);
  Event e = players(7);
  pair_round(e, s);
  report_all(e);
  pair_round(e, s);
  const Round before = e.rounds.back();
  const RepairedRound r = again(e, s);
  CHECK(r.unchanged);
  CHECK(r.round.pairings.size() == before.pairings.size());
  CHECK(tables_kept(before, r.round, e) == 3);
  CHECK(bye_of(r.round)->first == bye_of(before)->first);
  CHECK(repair_words(r) == "nobody came or went since round 2 was paired: its 3 tables stand, unchanged");
}

TEST_CASE("pair --again pairs the whole round again when keeping tables costs an avoidable rematch",
          "[tournaments][repair]") {
  const EventSettings s = swiss(3);
  Event e = players(6);
  // Round 1: P1-P2, P3-P4, P5-P6; round 2 as paired: P1-P3, P2-P5, P4-P6.
  Round r1{1, {Pairing{1, 0, 1, MatchResult{2, 0, 0}}, Pairing{2, 2, 3, MatchResult{2, 0, 0}},
               Pairing{3, 4, 5, MatchResult{2, 0, 0}}}, {}};
  Round r2{2, {Pairing{1, 0, 2, std::nullopt}, Pairing{2, 1, 4, std::nullopt}, Pairing{3, 3, 5, std::nullopt}}, {}};
  e.rounds = {r1, r2};
  drop_player(e, 2);
  drop_player(e, 4);
  // Kept: P4-P6; forced: P1 and P2, who met in round 1. P1-P4 (or -P6) and P2-P6 (or -P4) meet nobody again.
  const RepairedRound r = again(e, s);
  CHECK(r.whole);
  CHECK(r.kept == 0);
  for (const Pairing& p : r.round.pairings) CHECK(ordered(p.first, *p.second) != ordered(PlayerId{0}, PlayerId{1}));
  CHECK(repair_words(r) ==
        "paired round 2 again from scratch: keeping its tables would cost a rematch that a new pairing avoids");
}

TEST_CASE("pair --again in round 1 keeps the tables too", "[tournaments][repair]") {
  const EventSettings s = swiss(3);
  Event e = players(8);
  pair_round(e, s);
  const Round before = e.rounds.back();
  const PlayerId leaving = at_table(before, 2)->first;
  drop_player(e, leaving);
  const RepairedRound r = again(e, s);
  CHECK(r.kept == 3);
  CHECK(tables_kept(before, r.round, e) == 3);
  REQUIRE(bye_of(r.round) != nullptr);
  CHECK(bye_of(r.round)->first == at_table(before, 2)->second.value());
  CHECK(at_table(r.round, 2) == nullptr);
  const std::string& alone = e.players[at_table(before, 2)->second.value()].name;
  CHECK(repair_words(r) == "kept 3 of 4 tables; re-paired: the bye: " + alone + " (there was none); table 2 is not used");
}

}  // namespace test_repair
