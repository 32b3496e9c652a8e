// What each `referee event` command does to the event model (tournaments/operations.hpp):
// names, entries, drops, pairing, re-pairing and result reports, with their refusals.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "event_support.hpp"
#include "tournaments/model.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/seeding.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/standings.hpp"

namespace test_operations {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;
using Catch::Matchers::Contains;

namespace {

using Seeds = std::vector<std::optional<int>>;

Event players(int n) { return numbered_players(n); }

EventSettings swiss(std::optional<int> rounds = std::nullopt, std::uint64_t seed = 7) { return swiss_settings(rounds, seed); }

EventSettings round_robin(bool twice = false, std::uint64_t seed = 7) {
  EventSettings s;
  s.system = twice ? System::double_round_robin : System::round_robin;
  s.seed = seed;
  return s;
}

Seeds no_seeds(const Event& e) { return Seeds(e.players.size()); }

// Player i is seed i + 1: the draw (and round 1) follows the order of entry.
Seeds seeds_by_entry(const Event& e) {
  Seeds s;
  for (std::size_t i = 0; i < e.players.size(); ++i) s.push_back(static_cast<int>(i) + 1);
  return s;
}

// Pairs the next round and stores it, as the CLI does.
Round pair_and_store(Event& e, const EventSettings& s, const Seeds& seeds, std::vector<PlayerId>& draw) {
  Round r = pair_next(e, s, seeds, draw);
  e.rounds.push_back(r);
  return r;
}

// Every table of the latest round won 2-0 by its first player (byes already carry theirs).
void report_all(Event& e) {
  for (Pairing& p : e.rounds.back().pairings)
    if (!p.result) p.result = MatchResult{2, 0, 0};
}

std::set<PlayerId> paired(const Round& r) {
  std::set<PlayerId> out;
  for (const Pairing& p : r.pairings) {
    out.insert(p.first);
    if (p.second) out.insert(*p.second);
  }
  return out;
}

// A round robin round in draw numbers, as the FIDE tables print it: "1-4 2-3", "4-bye".
std::string berger_text(const Round& r, const std::vector<PlayerId>& draw) {
  const auto number = [&](PlayerId p) {
    for (std::size_t i = 0; i < draw.size(); ++i)
      if (draw[i] == p) return std::to_string(i + 1);
    return std::string("?");
  };
  std::string s;
  for (const Pairing& p : r.pairings) {
    if (!s.empty()) s += ' ';
    s += number(p.first) + "-" + (p.second ? number(*p.second) : std::string("bye"));
  }
  return s;
}

std::vector<int> tables(const Round& r) {
  std::vector<int> out;
  for (const Pairing& p : r.pairings) out.push_back(p.table);
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------
// checked_name

TEST_CASE("checked_name trims spaces and tabs around the name, not inside it", "[tournaments][operations]") {
  const Event e = players(0);
  CHECK(checked_name(e, "  Ann \t") == "Ann");
  CHECK(checked_name(e, "\tMary Ann  Lee ") == "Mary Ann  Lee");
  CHECK(checked_name(e, "Bob") == "Bob");
}

TEST_CASE("checked_name refuses an empty or blank name", "[tournaments][operations]") {
  const Event e = players(0);
  CHECK_THAT(refusal([&] { checked_name(e, ""); }), Contains("needs a name"));
  CHECK_THAT(refusal([&] { checked_name(e, "   "); }), Contains("needs a name"));
  CHECK_THAT(refusal([&] { checked_name(e, " \t "); }), Contains("needs a name"));
}

TEST_CASE("checked_name refuses control characters such as tab and newline", "[tournaments][operations]") {
  const Event e = players(0);
  for (const std::string bad : {"Ann\tLee", "Ann\nLee", "Ann\n", "Ann\rLee", "Ann\x7fLee", "Ann\x1b[1m"})
    CHECK_THAT(refusal([&] { checked_name(e, bad); }), Contains("control characters"));
  CHECK_THAT(refusal([&] { checked_name(e, std::string("Ann\0Lee", 7)); }), Contains("control characters"));
}

TEST_CASE("checked_name refuses names over 100 bytes, counting bytes not characters", "[tournaments][operations]") {
  const Event e = players(0);
  CHECK(checked_name(e, std::string(100, 'a')) == std::string(100, 'a'));
  CHECK(checked_name(e, "  " + std::string(100, 'a') + "  ") == std::string(100, 'a'));  // trimmed first
  CHECK_THAT(refusal([&] { checked_name(e, std::string(101, 'a')); }), Contains("at most 100 bytes"));
  // 34 characters of 3 bytes each: 102 bytes.
  std::string chinese;
  for (int i = 0; i < 34; ++i) chinese += "\xe6\x9d\x8e";  // 李
  CHECK_THAT(refusal([&] { checked_name(e, chinese); }), Contains("at most 100 bytes"));
  chinese.resize(99);  // 33 characters, 99 bytes
  CHECK(checked_name(e, chinese) == chinese);
}

TEST_CASE("checked_name refuses invalid UTF-8", "[tournaments][operations]") {
  const Event e = players(0);
  const std::vector<std::string> bad = {
      "\xff",                  // never a UTF-8 byte
      "Ann\xff",               //
      "\xc0\xaf",              // overlong '/'
      "\xe0\x80\xaf",          // overlong '/' in three bytes
      "\xf0\x82\x82\xac",      // overlong euro sign in four bytes
      "\xed\xa0\x80",          // lone high surrogate U+D800
      "\xed\xbf\xbf",          // lone low surrogate U+DFFF
      "\xf4\x90\x80\x80",      // above U+10FFFF
      "Zo\xc3",                // truncated at the end
      "\xe6\x9d",              // truncated three-byte sequence
      "\x80",                  // a continuation byte alone
      "Zo\xc3" "A",            // a lead byte followed by ASCII
  };
  for (const std::string& name : bad) {
    INFO("name bytes: " << name.size());
    CHECK_THAT(refusal([&] { checked_name(e, name); }), Contains("UTF-8"));
  }
}

TEST_CASE("checked_name accepts UTF-8 names", "[tournaments][operations]") {
  const Event e = players(0);
  CHECK(checked_name(e, "Zo\xc3\xab") == "Zo\xc3\xab");                       // Zoë
  CHECK(checked_name(e, "\xe6\x9d\x8e") == "\xe6\x9d\x8e");                   // 李
  CHECK(checked_name(e, "\xce\x95\xce\xbb\xce\xad\xce\xbd\xce\xb7") != "");  // Ελένη
  CHECK(checked_name(e, "Ace \xf0\x9f\x82\xa1") == "Ace \xf0\x9f\x82\xa1");   // a four-byte card
  CHECK(checked_name(e, "\xed\x9f\xbf") == "\xed\x9f\xbf");                   // U+D7FF, just below the surrogates
  CHECK(checked_name(e, "\xee\x80\x80") == "\xee\x80\x80");                   // U+E000, just above
  CHECK(checked_name(e, "\xf4\x8f\xbf\xbf") == "\xf4\x8f\xbf\xbf");           // U+10FFFF, the last
}

TEST_CASE("checked_name refuses a name already entered ignoring case, naming the existing spelling",
          "[tournaments][operations]") {
  const Event e = event_of({"Ann Lee", "Bob"});
  CHECK_THAT(refusal([&] { checked_name(e, "ann lee"); }), Contains("already entered as \"Ann Lee\""));
  CHECK_THAT(refusal([&] { checked_name(e, "  ANN LEE "); }), Contains("already entered as \"Ann Lee\""));
  CHECK_THAT(refusal([&] { checked_name(e, "Bob"); }), Contains("\"Bob\" is already entered"));
  CHECK(checked_name(e, "Ann Leeds") == "Ann Leeds");
}

TEST_CASE("checked_name with a PlayerNames index refuses a name entered earlier in the same batch",
          "[tournaments][operations]") {
  // As `referee event add --csv` enters many players: one index, each entry added to it.
  Event e = event_of({"Ann Lee"});
  PlayerNames names(e);
  CHECK_THAT(refusal([&] { checked_name(e, names, "ANN LEE"); }), Contains("already entered as \"Ann Lee\""));
  const Player bob = enter_player(e, swiss(), names, " Bob ");
  CHECK(bob.name == "Bob");
  CHECK(bob.id == 1);
  e.players.push_back(bob);
  names.add(bob);
  CHECK(names.find_folded("bOB") == 1);
  CHECK_FALSE(names.find_folded("Carl"));
  CHECK_THAT(refusal([&] { enter_player(e, swiss(), names, "bob"); }), Contains("already entered as \"Bob\""));
  CHECK_THAT(refusal([&] { checked_name(e, names, "Bob"); }), Contains("\"Bob\" is already entered"));
}

// ---------------------------------------------------------------------------------------
// enter_player

TEST_CASE("enter_player gives the next index as id and a checked name", "[tournaments][operations]") {
  Event e = players(2);
  const Player p = enter_player(e, swiss(), "  Carl ");
  CHECK(p.id == 2);
  CHECK(p.name == "Carl");
  CHECK_FALSE(p.dropped_from_round);
  CHECK_THAT(refusal([&] { enter_player(e, swiss(), "p1"); }), Contains("already entered as \"P1\""));
  CHECK_THAT(refusal([&] { enter_player(e, swiss(), "\t"); }), Contains("needs a name"));
}

TEST_CASE("enter_player: entry_round is the next round to be paired", "[tournaments][operations]") {
  Event e = players(4);
  CHECK(enter_player(e, swiss(), "Early").entry_round == 1);
  add_round(e, {"P1-P2 2-0", "P3-P4 2-1"});
  CHECK(enter_player(e, swiss(), "Second").entry_round == 2);
  add_round(e, {"P1-P3 2-0", "P2-P4 0-2"});
  CHECK(enter_player(e, swiss(), "Late").entry_round == 3);
  // A round paired but not yet played counts as paired.
  e.rounds.push_back(Round{3, {Pairing{1, 0, 3, std::nullopt}, Pairing{2, 1, 2, std::nullopt}}});
  CHECK(enter_player(e, swiss(), "Later").entry_round == 4);
}

TEST_CASE("enter_player is refused in a round robin once round 1 is paired", "[tournaments][operations]") {
  for (bool twice : {false, true}) {
    Event e = players(4);
    CHECK(enter_player(e, round_robin(twice), "Before").entry_round == 1);
    std::vector<PlayerId> draw;
    pair_and_store(e, round_robin(twice), no_seeds(e), draw);
    CHECK_THAT(refusal([&] { enter_player(e, round_robin(twice), "After"); }), Contains("round robin is drawn"));
  }
}

TEST_CASE("enter_player is refused in a Swiss event whose planned rounds are all paired",
          "[tournaments][operations]") {
  Event e = players(4);
  add_round(e, {"P1-P2 2-0", "P3-P4 2-1"});
  CHECK(enter_player(e, swiss(2), "Second").entry_round == 2);
  add_round(e, {"P1-P3 2-0", "P2-P4 0-2"});
  CHECK_THAT(refusal([&] { enter_player(e, swiss(2), "Late"); }), Contains("2 rounds are all paired"));
  // Without planned rounds there is always a next round.
  CHECK(enter_player(e, swiss(), "Late").entry_round == 3);
}

// ---------------------------------------------------------------------------------------
// find_player

TEST_CASE("find_player finds the exact name first, then ignoring case", "[tournaments][operations]") {
  const Event e = event_of({"Ann", "Bob", "carl"});
  CHECK(find_player(e, "Bob") == 1);
  CHECK(find_player(e, "bob") == 1);
  CHECK(find_player(e, "BOB") == 1);
  CHECK(find_player(e, "Carl") == 2);
  // Two spellings of one name (only by hand: checked_name refuses the second): exact wins.
  const Event both = event_of({"ann", "Ann"});
  CHECK(find_player(both, "Ann") == 1);
  CHECK(find_player(both, "ann") == 0);
}

TEST_CASE("find_player refuses a misspelt name with a did-you-mean suggestion", "[tournaments][operations]") {
  const Event e = event_of({"Alice", "Bob"});
  const std::string message = refusal([&] { find_player(e, "Alcie"); });
  CHECK_THAT(message, Contains("no player \"Alcie\""));
  CHECK_THAT(message, Contains("did you mean \"Alice\""));
  const std::string far = refusal([&] { find_player(e, "Zachariah"); });
  CHECK_THAT(far, Contains("no player \"Zachariah\""));
  CHECK_THAT(far, !Contains("did you mean"));
}

// ---------------------------------------------------------------------------------------
// drop_player and reenter_player

TEST_CASE("drop_player takes effect from the next round to be paired", "[tournaments][operations]") {
  Event e = players(4);
  CHECK(drop_player(e, 0) == 1);
  CHECK(e.players[0].dropped_from_round == 1);
  add_round(e, {"P2-P3 2-0", "P4 bye"});
  CHECK(drop_player(e, 1) == 2);
  CHECK(e.players[1].dropped_from_round == 2);
  // Paired but not played: the drop still waits for the next round (the pairing stands).
  e.rounds.push_back(Round{2, {Pairing{1, 2, 3, std::nullopt}}});
  CHECK(drop_player(e, 2) == 3);
}

TEST_CASE("a dropped player is not in the next Swiss round but stays in the standings",
          "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, swiss(), no_seeds(e), draw);
  report_all(e);
  CHECK(drop_player(e, 0) == 2);
  const Round r2 = pair_next(e, swiss(), no_seeds(e), draw);
  CHECK(paired(r2) == std::set<PlayerId>{1, 2, 3});
  REQUIRE(r2.pairings.size() == 2);
  CHECK(r2.pairings.back().is_bye());
  const auto table = standings(e, TiebreakProfile::mtg);
  CHECK(table.size() == 4);
  CHECK(std::any_of(table.begin(), table.end(), [](const Standing& s) { return s.player == 0; }));
}

TEST_CASE("dropping a player twice is refused", "[tournaments][operations]") {
  Event e = players(4);
  add_round(e, {"P1-P2 2-0", "P3-P4 2-1"});
  drop_player(e, 1);
  CHECK_THAT(refusal([&] { drop_player(e, 1); }), Contains("already dropped (from round 2)"));
  CHECK(e.players[1].dropped_from_round == 2);
}

TEST_CASE("re-entering a player who has not dropped is refused", "[tournaments][operations]") {
  Event e = players(4);
  CHECK_THAT(refusal([&] { reenter_player(e, 2, swiss(), {}); }), Contains("P3 has not dropped"));
}

TEST_CASE("a re-entered player is paired again from the next round", "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, swiss(), no_seeds(e), draw);
  report_all(e);

  // Dropped and back before the drop took effect.
  drop_player(e, 0);
  CHECK(reenter_player(e, 0, swiss(), draw) == 2);
  CHECK_FALSE(e.players[0].dropped_from_round);
  Round r = pair_and_store(e, swiss(), no_seeds(e), draw);
  CHECK(paired(r).count(0) == 1);
  report_all(e);

  // Dropped for round 3, back for round 4.
  drop_player(e, 0);
  r = pair_and_store(e, swiss(), no_seeds(e), draw);
  CHECK(paired(r).count(0) == 0);
  report_all(e);
  CHECK(reenter_player(e, 0, swiss(), draw) == 4);
  r = pair_and_store(e, swiss(), no_seeds(e), draw);
  CHECK(paired(r).count(0) == 1);
}

// A round robin's schedule is fixed by the draw: a player who dropped before it has no place.
TEST_CASE("round robin: a player left out of the draw is refused re-entry", "[tournaments][operations]") {
  Event e = players(4);
  drop_player(e, 3);
  std::vector<PlayerId> draw;
  pair_and_store(e, round_robin(), seeds_by_entry(e), draw);
  REQUIRE(draw == std::vector<PlayerId>{0, 1, 2});
  report_all(e);
  CHECK_THAT(refusal([&] { reenter_player(e, 3, round_robin(), draw); }),
             Contains("dropped before the round robin was drawn"));
  CHECK(e.players[3].dropped_from_round);
  // A player in the draw comes back.
  drop_player(e, 1);
  CHECK(reenter_player(e, 1, round_robin(), draw) == 2);
}

TEST_CASE("re-entry after the last planned round only clears the drop", "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, swiss(1), no_seeds(e), draw);
  drop_player(e, 0);  // after the only round was paired: the pairing stands
  CHECK(reenter_player(e, 0, swiss(1), draw) == 2);
  CHECK_FALSE(e.players[0].dropped_from_round);
}

// ---------------------------------------------------------------------------------------
// pair_next

TEST_CASE("pair_next is refused while a result of an earlier round is missing, naming round and table",
          "[tournaments][operations]") {
  Event e = players(4);
  add_round(e, {"P1-P2 2-0", "P3-P4 2-1"});
  e.rounds.push_back(Round{2, {Pairing{1, 0, 2, MatchResult{2, 0, 0}}, Pairing{2, 1, 3, std::nullopt}}});
  std::vector<PlayerId> draw;
  const std::string message = refusal([&] { pair_next(e, swiss(), no_seeds(e), draw); });
  CHECK_THAT(message, Contains("round 2, table 2 has no result yet"));
  // The same in a round robin.
  Event rr = players(4);
  std::vector<PlayerId> order;
  pair_and_store(rr, round_robin(), seeds_by_entry(rr), order);
  rr.rounds.back().pairings[0].result = MatchResult{1, 1, 0};
  CHECK_THAT(refusal([&] { pair_next(rr, round_robin(), seeds_by_entry(rr), order); }),
             Contains("round 1, table 2 has no result yet"));
  report_all(e);
  CHECK_NOTHROW(pair_next(e, swiss(), no_seeds(e), draw));
}

TEST_CASE("pair_next is refused past the planned Swiss rounds", "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, swiss(2), no_seeds(e), draw);
  report_all(e);
  pair_and_store(e, swiss(2), no_seeds(e), draw);
  report_all(e);
  CHECK_THAT(refusal([&] { pair_next(e, swiss(2), no_seeds(e), draw); }), Contains("2 rounds are all paired"));
  CHECK_NOTHROW(pair_next(e, swiss(3), no_seeds(e), draw));
}

TEST_CASE("pair_next is refused with fewer than two players left", "[tournaments][operations]") {
  std::vector<PlayerId> draw;
  Event e = players(2);
  drop_player(e, 0);
  CHECK_THAT(refusal([&] { pair_next(e, swiss(), no_seeds(e), draw); }), Contains("only one player is left"));
  drop_player(e, 1);
  CHECK_THAT(refusal([&] { pair_next(e, swiss(), no_seeds(e), draw); }), Contains("nobody is left"));
  // Later Swiss rounds too.
  Event later = players(3);
  pair_and_store(later, swiss(), no_seeds(later), draw);
  report_all(later);
  drop_player(later, 0);
  drop_player(later, 1);
  CHECK_THAT(refusal([&] { pair_next(later, swiss(), no_seeds(later), draw); }),
             Contains("only one player is left to pair in round 2"));
  // A round robin's draw.
  Event rr = players(3);
  drop_player(rr, 1);
  drop_player(rr, 2);
  CHECK_THAT(refusal([&] { pair_next(rr, round_robin(), no_seeds(rr), draw); }), Contains("at least two players"));
  CHECK_THAT(refusal([&] { pair_next(players(0), round_robin(), Seeds{}, draw); }), Contains("at least two players"));
}

// Fewer than two players left in a later round of a round robin: nothing to pair.
TEST_CASE("round robin: pair_next is refused when fewer than two players are left in a later round",
          "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, round_robin(), seeds_by_entry(e), draw);
  report_all(e);
  drop_player(e, 1);
  drop_player(e, 2);
  drop_player(e, 3);
  CHECK_THAT(refusal([&] { pair_next(e, round_robin(), seeds_by_entry(e), draw); }),
             Contains("only one player is left to pair in round 2"));
  drop_player(e, 0);
  CHECK_THAT(refusal([&] { pair_next(e, round_robin(), seeds_by_entry(e), draw); }),
             Contains("nobody is left to pair in round 2"));
}

TEST_CASE("Swiss round 1 follows the seed ranks: top half meets bottom half", "[tournaments][operations]") {
  Event e = players(6);
  // Seed 1 is P6, seed 6 is P1.
  const Seeds seeds = {6, 5, 4, 3, 2, 1};
  std::vector<PlayerId> draw;
  const Round r = pair_next(e, swiss(), seeds, draw);
  CHECK(r.number == 1);
  REQUIRE(r.pairings.size() == 3);
  // Seeds 1 v 4, 2 v 5, 3 v 6, at tables 1, 2, 3, the better seed first.
  CHECK(r.pairings[0].table == 1);
  CHECK(r.pairings[0].first == 5);
  CHECK(r.pairings[0].second == 2);
  CHECK(r.pairings[1].table == 2);
  CHECK(r.pairings[1].first == 4);
  CHECK(r.pairings[1].second == 1);
  CHECK(r.pairings[2].table == 3);
  CHECK(r.pairings[2].first == 3);
  CHECK(r.pairings[2].second == 0);
  CHECK(draw.empty());  // Swiss makes no draw

  // Partly seeded: the seeded players first, by seed, then the others by entry.
  const Seeds some = {std::nullopt, std::nullopt, std::nullopt, 2, std::nullopt, 1};  // order P6 P4 P1 | P2 P3 P5
  const Round p = pair_next(e, swiss(), some, draw);
  REQUIRE(p.pairings.size() == 3);
  CHECK(p.pairings[0].first == 5);
  CHECK(p.pairings[0].second == 1);
  CHECK(p.pairings[1].first == 3);
  CHECK(p.pairings[1].second == 2);
  CHECK(p.pairings[2].first == 0);
  CHECK(p.pairings[2].second == 4);

  // An odd count: the bye to the last seed, listed last, with no table and its 2-0.
  Event odd = players(5);
  const Round b = pair_next(odd, swiss(), Seeds{1, 2, 3, 4, 5}, draw);
  REQUIRE(b.pairings.size() == 3);
  CHECK(b.pairings[2].is_bye());
  CHECK(b.pairings[2].first == 4);
  CHECK(b.pairings[2].table == 0);
  CHECK(b.pairings[2].result == kByeResult);
}

TEST_CASE("Swiss round 1 without seed ranks is the same for the same seed", "[tournaments][operations]") {
  Event e = players(20);
  std::vector<PlayerId> draw;
  const auto pairs = [](const Round& r) {
    std::vector<std::pair<PlayerId, PlayerId>> out;
    for (const Pairing& p : r.pairings) out.emplace_back(p.first, p.second.value_or(-1));
    return out;
  };
  const Round a = pair_next(e, swiss(std::nullopt, 99), no_seeds(e), draw);
  CHECK(pairs(a) == pairs(pair_next(e, swiss(std::nullopt, 99), no_seeds(e), draw)));
  CHECK(pairs(a) != pairs(pair_next(e, swiss(std::nullopt, 100), no_seeds(e), draw)));
  // Shuffled, not by entry.
  CHECK(pairs(a) != pairs(pair_next(e, swiss(), seeds_by_entry(e), draw)));
}

TEST_CASE("round robin round 1 draws the order: seeded players by seed", "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_next(e, round_robin(), Seeds{4, 3, 2, 1}, draw);
  CHECK(draw == std::vector<PlayerId>{3, 2, 1, 0});
  // Partly seeded: the seeded by seed, then the others in order of entry.
  draw.clear();
  pair_next(e, round_robin(), Seeds{std::nullopt, 2, std::nullopt, 1}, draw);
  CHECK(draw == std::vector<PlayerId>{3, 1, 0, 2});
  // A player who dropped before the draw has no draw number.
  drop_player(e, 1);
  draw.clear();
  pair_next(e, round_robin(), Seeds{4, 3, 2, 1}, draw);
  CHECK(draw == std::vector<PlayerId>{3, 2, 0});
}

TEST_CASE("round robin round 1 without seeds draws a seeded shuffle", "[tournaments][operations]") {
  Event e = players(8);
  std::vector<PlayerId> draw, again, other;
  pair_next(e, round_robin(false, 2024), no_seeds(e), draw);
  CHECK(draw == seeded_shuffle({0, 1, 2, 3, 4, 5, 6, 7}, 2024));
  CHECK(draw != std::vector<PlayerId>{0, 1, 2, 3, 4, 5, 6, 7});
  pair_next(e, round_robin(false, 2024), no_seeds(e), again);
  CHECK(again == draw);
  pair_next(e, round_robin(false, 2025), no_seeds(e), other);
  CHECK(other == seeded_shuffle({0, 1, 2, 3, 4, 5, 6, 7}, 2025));
}

TEST_CASE("round robin rounds follow the Berger table for 4 players, then are refused",
          "[tournaments][operations]") {
  // By entry and by a reversed seeding: the table is in draw numbers either way.
  for (const Seeds& seeds : {Seeds{1, 2, 3, 4}, Seeds{4, 3, 2, 1}}) {
    Event e = players(4);
    std::vector<PlayerId> draw;
    Round r = pair_and_store(e, round_robin(), seeds, draw);
    CHECK(r.number == 1);
    CHECK(berger_text(r, draw) == "1-4 2-3");
    CHECK(tables(r) == std::vector<int>{1, 2});
    report_all(e);
    r = pair_and_store(e, round_robin(), seeds, draw);
    CHECK(r.number == 2);
    CHECK(berger_text(r, draw) == "4-3 1-2");
    CHECK(tables(r) == std::vector<int>{1, 2});
    report_all(e);
    r = pair_and_store(e, round_robin(), seeds, draw);
    CHECK(berger_text(r, draw) == "2-4 3-1");
    report_all(e);
    CHECK_THAT(refusal([&] { pair_next(e, round_robin(), seeds, draw); }), Contains("3 rounds are all paired"));
  }
}

TEST_CASE("round robin: later rounds use the draw made on round 1", "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, round_robin(false, 5), no_seeds(e), draw);
  const std::vector<PlayerId> drawn = draw;
  report_all(e);
  // Seeds given later (or another seed) change nothing once the order is drawn.
  const Round r = pair_next(e, round_robin(false, 6), Seeds{1, 2, 3, 4}, draw);
  CHECK(draw == drawn);
  CHECK(berger_text(r, draw) == "4-3 1-2");
}

TEST_CASE("round robin: a dropped player's scheduled opponent gets a bye", "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, round_robin(), seeds_by_entry(e), draw);  // draw number k is P(k)
  report_all(e);
  drop_player(e, 3);  // draw number 4; round 2 is 4-3 1-2
  const Round r = pair_next(e, round_robin(), seeds_by_entry(e), draw);
  CHECK(berger_text(r, draw) == "1-2 3-bye");
  REQUIRE(r.pairings.size() == 2);
  const Pairing& bye = r.pairings[1];
  CHECK(bye.is_bye());
  CHECK(bye.first == 2);
  CHECK(bye.table == 0);
  REQUIRE(bye.result);
  CHECK(*bye.result == kByeResult);
  CHECK(*bye.result == MatchResult{2, 0, 0});
  CHECK(r.pairings[0].table == 1);
  CHECK_FALSE(r.pairings[0].result);
}

TEST_CASE("round robin: two dropped players who meet leave no pairing", "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, round_robin(), seeds_by_entry(e), draw);
  report_all(e);
  drop_player(e, 2);
  drop_player(e, 3);  // 4-3 in round 2: both gone
  const Round r = pair_next(e, round_robin(), seeds_by_entry(e), draw);
  CHECK(berger_text(r, draw) == "1-2");
  CHECK(tables(r) == std::vector<int>{1});
}

TEST_CASE("round robin: tables are renumbered 1 to k with the byes last", "[tournaments][operations]") {
  Event e = players(6);
  std::vector<PlayerId> draw;
  pair_and_store(e, round_robin(), seeds_by_entry(e), draw);
  report_all(e);
  // Round 2 for 6 players: 6-4 5-3 1-2. With 6 gone, 4 has a bye and the boards move up.
  drop_player(e, 5);
  Round r = pair_next(e, round_robin(), seeds_by_entry(e), draw);
  CHECK(berger_text(r, draw) == "5-3 1-2 4-bye");
  CHECK(tables(r) == std::vector<int>{1, 2, 0});

  // 5 players (a scheduled bye each round): round 2 is 5-3 1-2 and 4 has the bye. With 5 gone
  // too, 3 has a bye as well, both after the one game.
  Event odd = players(5);
  draw.clear();
  pair_and_store(odd, round_robin(), seeds_by_entry(odd), draw);
  report_all(odd);
  drop_player(odd, 4);
  r = pair_next(odd, round_robin(), seeds_by_entry(odd), draw);
  CHECK(berger_text(r, draw) == "1-2 3-bye 4-bye");
  CHECK(tables(r) == std::vector<int>{1, 0, 0});
  // The scheduled bye's player dropped: no pairing for them at all.
  drop_player(odd, 3);
  r = pair_next(odd, round_robin(), seeds_by_entry(odd), draw);
  CHECK(berger_text(r, draw) == "1-2 3-bye");
}

TEST_CASE("double round robin has 2(n-1) rounds, the second cycle with colours reversed",
          "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  std::vector<std::string> rounds;
  for (int i = 0; i < 6; ++i) {
    rounds.push_back(berger_text(pair_and_store(e, round_robin(true), seeds_by_entry(e), draw), draw));
    report_all(e);
  }
  CHECK(rounds == std::vector<std::string>{"1-4 2-3", "4-3 1-2", "2-4 3-1", "4-1 3-2", "3-4 2-1", "4-2 1-3"});
  CHECK_THAT(refusal([&] { pair_next(e, round_robin(true), seeds_by_entry(e), draw); }),
             Contains("6 rounds are all paired"));
}

// ---------------------------------------------------------------------------------------
// take_back_last_round

TEST_CASE("take_back_last_round is refused with no round paired", "[tournaments][operations]") {
  Event e = players(4);
  CHECK_THAT(refusal([&] { take_back_last_round(e); }), Contains("nothing to re-pair"));
}

TEST_CASE("take_back_last_round is refused once a game has a result, a bye's 2-0 not counting",
          "[tournaments][operations]") {
  Event e = players(5);
  std::vector<PlayerId> draw;
  const Round first = pair_and_store(e, swiss(), no_seeds(e), draw);
  REQUIRE(first.pairings.back().is_bye());
  const Round taken = take_back_last_round(e);  // the bye has its result: still allowed
  CHECK(e.rounds.empty());
  CHECK(taken.number == 1);
  CHECK(taken.pairings.size() == first.pairings.size());

  pair_and_store(e, swiss(), no_seeds(e), draw);
  e.rounds.back().pairings[1].result = MatchResult{2, 1, 0};
  CHECK_THAT(refusal([&] { take_back_last_round(e); }), Contains("round 1 has 1 result reported"));
  e.rounds.back().pairings[0].result = MatchResult{0, 2, 0};
  CHECK_THAT(refusal([&] { take_back_last_round(e); }), Contains("round 1 has 2 results reported"));
  CHECK(e.rounds.size() == 1);

  // A round robin round whose byes come from a drop can be taken back too.
  Event rr = players(4);
  draw.clear();
  pair_and_store(rr, round_robin(), seeds_by_entry(rr), draw);
  report_all(rr);
  drop_player(rr, 3);
  pair_and_store(rr, round_robin(), seeds_by_entry(rr), draw);
  CHECK(take_back_last_round(rr).number == 2);
  CHECK(rr.rounds.size() == 1);
}

TEST_CASE("after taking back a round, a player who dropped since is left out when it is paired again",
          "[tournaments][operations]") {
  Event e = players(6);
  std::vector<PlayerId> draw;
  pair_and_store(e, swiss(), no_seeds(e), draw);
  report_all(e);
  drop_player(e, 4);  // before round 2 is paired: from round 2
  Round r2 = pair_and_store(e, swiss(), no_seeds(e), draw);
  CHECK(paired(r2).count(4) == 0);
  CHECK(paired(r2).count(0) == 1);
  CHECK(drop_player(e, 0) == 3);  // after: from round 3, and P1's round 2 pairing stands
  take_back_last_round(e);
  CHECK(e.players[0].dropped_from_round == 2);
  CHECK(e.players[4].dropped_from_round == 2);  // unchanged
  r2 = pair_and_store(e, swiss(), no_seeds(e), draw);
  CHECK(paired(r2) == std::set<PlayerId>{1, 2, 3, 5});

  // The same in a round robin: the dropped player's opponent now has a bye.
  Event rr = players(4);
  draw.clear();
  pair_and_store(rr, round_robin(), seeds_by_entry(rr), draw);
  report_all(rr);
  pair_and_store(rr, round_robin(), seeds_by_entry(rr), draw);
  drop_player(rr, 3);
  take_back_last_round(rr);
  CHECK(berger_text(pair_next(rr, round_robin(), seeds_by_entry(rr), draw), draw) == "1-2 3-bye");
}

TEST_CASE("after taking back a round, a late entry made since joins it", "[tournaments][operations]") {
  Event e = players(4);
  std::vector<PlayerId> draw;
  pair_and_store(e, swiss(), no_seeds(e), draw);
  report_all(e);
  pair_and_store(e, swiss(), no_seeds(e), draw);
  Player late = enter_player(e, swiss(), "Late");
  CHECK(late.entry_round == 3);
  e.players.push_back(late);
  take_back_last_round(e);
  CHECK(e.players[4].entry_round == 2);
  const Round r2 = pair_next(e, swiss(), no_seeds(e), draw);
  CHECK(paired(r2).count(4) == 1);

  // Round 1 taken back: the entry made after its pairing becomes a round 1 entry.
  Event one = players(4);
  pair_and_store(one, swiss(), no_seeds(one), draw);
  Player next = enter_player(one, swiss(), "Next");
  one.players.push_back(next);
  take_back_last_round(one);
  CHECK(one.players[4].entry_round == 1);
  CHECK(paired(pair_next(one, swiss(), no_seeds(one), draw)).count(4) == 1);
}

// ---------------------------------------------------------------------------------------
// table_of and report_result

namespace {

// Round 1 of P1..P5 by entry: P1-P3 at table 1, P2-P4 at table 2, P5 the bye.
Event five_paired() {
  Event e = players(5);
  std::vector<PlayerId> draw;
  pair_and_store(e, swiss(), seeds_by_entry(e), draw);
  return e;
}

}  // namespace

TEST_CASE("table_of and report_result refuse an unknown round", "[tournaments][operations]") {
  Event none = players(4);
  CHECK_THAT(refusal([&] { table_of(none, 1, 1); }), Contains("no round is paired yet"));
  CHECK_THAT(refusal([&] { report_result(none, 1, 1, MatchResult{2, 0, 0}, std::nullopt); }),
             Contains("no round is paired yet"));
  Event e = five_paired();
  CHECK_THAT(refusal([&] { table_of(e, 2, 1); }), Contains("no round 2: rounds 1 to 1 are paired"));
  CHECK_THAT(refusal([&] { table_of(e, 0, 1); }), Contains("no round 0"));
  CHECK_THAT(refusal([&] { report_result(e, 3, 1, MatchResult{2, 0, 0}, std::nullopt); }), Contains("no round 3"));
}

TEST_CASE("table_of and report_result refuse an unknown table, listing the tables", "[tournaments][operations]") {
  Event e = five_paired();
  CHECK(&table_of(e, 1, 2) == &e.rounds[0].pairings[1]);
  CHECK_THAT(refusal([&] { table_of(e, 1, 3); }), Contains("round 1 has no table 3 (tables 1 and 2"));
  CHECK_THAT(refusal([&] { table_of(e, 1, -1); }), Contains("no table -1"));
  CHECK_THAT(refusal([&] { report_result(e, 1, 7, MatchResult{2, 0, 0}, std::nullopt); }),
             Contains("tables 1 and 2"));
}

TEST_CASE("table_of and report_result refuse the bye", "[tournaments][operations]") {
  Event e = five_paired();
  REQUIRE(e.rounds[0].pairings[2].is_bye());
  CHECK_THAT(refusal([&] { table_of(e, 1, 0); }), Contains("a bye is recorded as 2-0"));
  CHECK_THAT(refusal([&] { report_result(e, 1, 0, MatchResult{0, 2, 0}, std::string("wrong")); }),
             Contains("no table 0"));
  CHECK(e.rounds[0].pairings[2].result == kByeResult);
}

TEST_CASE("report_result records a first report", "[tournaments][operations]") {
  Event e = five_paired();
  const ResultChange c = report_result(e, 1, 2, MatchResult{2, 1, 0}, std::nullopt);
  CHECK(c.round == 1);
  CHECK(c.slot == 1);
  CHECK_FALSE(c.before);
  CHECK(c.after == MatchResult{2, 1, 0});
  CHECK(e.rounds[0].pairings[1].result == MatchResult{2, 1, 0});
  CHECK_FALSE(e.rounds[0].pairings[0].result);
}

TEST_CASE("report_result refuses a different result without a reason", "[tournaments][operations]") {
  Event e = five_paired();
  report_result(e, 1, 1, MatchResult{2, 0, 0}, std::nullopt);
  const std::string message = refusal([&] { report_result(e, 1, 1, MatchResult{0, 2, 0}, std::nullopt); });
  CHECK_THAT(message, Contains("round 1, table 1 already has the result 2-0-0"));
  CHECK_THAT(message, Contains("--reason"));
  CHECK(e.rounds[0].pairings[0].result == MatchResult{2, 0, 0});
}

TEST_CASE("report_result corrects a result with a reason, before holding the old result",
          "[tournaments][operations]") {
  Event e = five_paired();
  report_result(e, 1, 1, MatchResult{2, 0, 0}, std::nullopt);
  const ResultChange c = report_result(e, 1, 1, MatchResult{1, 2, 0}, std::string("slip signed wrong"));
  REQUIRE(c.before);
  CHECK(*c.before == MatchResult{2, 0, 0});
  CHECK(c.after == MatchResult{1, 2, 0});
  CHECK(c.slot == 0);
  CHECK(e.rounds[0].pairings[0].result == MatchResult{1, 2, 0});
}

TEST_CASE("report_result accepts the same result again without a reason as unchanged",
          "[tournaments][operations]") {
  Event e = five_paired();
  report_result(e, 1, 2, MatchResult{1, 1, 1}, std::nullopt);
  const ResultChange c = report_result(e, 1, 2, MatchResult{1, 1, 1}, std::nullopt);
  REQUIRE(c.before);
  CHECK(*c.before == c.after);
  CHECK(e.rounds[0].pairings[1].result == MatchResult{1, 1, 1});
}

TEST_CASE("report_result refuses the same result with a reason: nothing to correct", "[tournaments][operations]") {
  Event e = five_paired();
  report_result(e, 1, 2, MatchResult{2, 1, 0}, std::nullopt);
  CHECK_THAT(refusal([&] { report_result(e, 1, 2, MatchResult{2, 1, 0}, std::string("check")); }),
             Contains("nothing to correct"));
}

TEST_CASE("report_result corrects an earlier round after the next is paired", "[tournaments][operations]") {
  Event e = five_paired();
  report_result(e, 1, 1, MatchResult{2, 0, 0}, std::nullopt);
  report_result(e, 1, 2, MatchResult{2, 0, 0}, std::nullopt);
  std::vector<PlayerId> draw;
  pair_and_store(e, swiss(), no_seeds(e), draw);
  const ResultChange c = report_result(e, 1, 2, MatchResult{0, 2, 0}, std::string("wrong slip"));
  CHECK(c.round == 1);
  CHECK(c.before == MatchResult{2, 0, 0});
  CHECK(e.rounds[0].pairings[1].result == MatchResult{0, 2, 0});
}

// ---------------------------------------------------------------------------------------
// parse_result

TEST_CASE("parse_result refuses a match of more than kMaxGamesInMatch games", "[tournaments][operations]") {
  STATIC_REQUIRE(kMaxGamesInMatch == 100);
  CHECK(parse_result("100-0") == MatchResult{100, 0, 0});
  CHECK(parse_result("0-50-50") == MatchResult{0, 50, 50});
  CHECK_THROWS_WITH(parse_result("60-60"), Contains("at most 100 games"));  // the match, not each number
  CHECK_THROWS_WITH(parse_result("101-0"), Contains("at most 100 games"));
  CHECK_THROWS_AS(parse_result("0-101"), std::invalid_argument);
  CHECK_THROWS_AS(parse_result("1-1-101"), std::invalid_argument);
  CHECK_THROWS_AS(parse_result("99999999999-0"), std::invalid_argument);  // no overflow
}

}  // namespace test_operations
