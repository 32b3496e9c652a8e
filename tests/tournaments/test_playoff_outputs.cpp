// The top cut in what people and programs read (issue 23, "standings, exports and the journal
// know the playoff"): the line heading the standings says where the playoff is, not "after
// round N"; the CSV marks each round's stage once cut; the TRF holds the Swiss rounds only;
// a player cannot be added or re-enter once the event is cut.
#include <catch2/catch.hpp>

#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "event_support.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/pod_event.hpp"

namespace test_playoff_outputs {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

EventSettings pairs_settings() {
  EventSettings s;
  s.name = "Spring Open";
  s.game = "draw-of-faith";
  return s;
}

EventSettings pods_settings() {
  EventSettings s;
  s.name = "Hegemony Night";
  s.game = "hegemony-of-faith";
  s.tables = TableSettings{4, 5, 4, {3, 2, 1, 0}};
  return s;
}

// Eight players at two tables of four, one Swiss round, then the final table of the top 4.
Event pods_with_final_table() {
  Event e = event_of({"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"});
  e.rounds.push_back(Round{1, {}, {Pod{1, {0, 1, 2, 3}, std::vector<int>{1, 2, 3, 4}},
                                   Pod{2, {4, 5, 6, 7}, std::vector<int>{4, 3, 2, 1}}}});
  e.rounds.push_back(cut_playoff(e, pods_settings().tables, TiebreakProfile::mtg, 4));
  return e;
}

// Reports the playoff's games of the latest round, from the first (`count` of them: all by default).
void play(Event& e, std::size_t count = 99) {
  for (Pairing& p : e.rounds.back().pairings)
    if (!p.is_bye() && count > 0) {
      p.result = MatchResult{2, 1, 0};
      --count;
    }
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string summary(const EventSettings& s, const Event& e) {
  return first_line(s.tables.pods() ? pod_standings_text(s, e, pod_standings(e, s.tables))
                                    : standings_text(s, e, standings(e, s.profile)));
}

}  // namespace

TEST_CASE("playoff outputs: the standings' heading says where the playoff is, not the round count",
          "[tournaments][playoff][formats]") {
  const EventSettings s = pairs_settings();
  Event e = swiss_of_ten();
  CHECK(summary(s, e) == "Spring Open - draw-of-faith, swiss, mtg tiebreaks, after round 3");  // before the cut: as ever
  e.rounds.push_back(cut_playoff(e, s.tables, s.profile, 8));
  const std::string head = "Spring Open - draw-of-faith, swiss, mtg tiebreaks, after the 3 Swiss rounds; top 8 playoff";
  CHECK(summary(s, e) == head + ": quarterfinals under way");
  play(e, 2);
  CHECK(summary(s, e) == head + ": quarterfinals under way, 2 of 4 results in");
  play(e);
  CHECK(summary(s, e) == head + ": quarterfinals played, semifinals next");
  e.rounds.push_back(pair_playoff_round(e));
  CHECK(summary(s, e) == head + ": semifinals under way");
  play(e);
  e.rounds.push_back(pair_playoff_round(e));
  CHECK(summary(s, e) == head + ": final under way");
  play(e);
  const std::string winner = e.players.at(static_cast<std::size_t>(*playoff_champion(e))).name;
  CHECK(summary(s, e) == head + " complete: winner " + winner);
  // The same words head the html standings, the one-document export and the pages' index.
  const std::string words = "after the 3 Swiss rounds; top 8 playoff complete: winner " + winner;
  CHECK(standings_html(s, e, standings(e, s.profile)).find(words) != std::string::npos);
  CHECK(event_html(s, e).find(words) != std::string::npos);
  CHECK(event_pages(s, e).at(0).html.find(words) != std::string::npos);
}

TEST_CASE("playoff outputs: a top 6 waits for its byes and a top 2 is the final at once", "[tournaments][playoff][formats]") {
  const EventSettings s = pairs_settings();
  Event six = swiss_of_ten();
  six.rounds.push_back(cut_playoff(six, s.tables, s.profile, 6));
  play(six);
  CHECK(summary(s, six).ends_with("after the 3 Swiss rounds; top 6 playoff: quarterfinals played, semifinals next"));
  Event two = swiss_of_ten();
  two.rounds.push_back(cut_playoff(two, s.tables, s.profile, 2));
  CHECK(summary(s, two).ends_with("after the 3 Swiss rounds; top 2 playoff: final under way"));
  EventSettings robin = s;  // a round robin cut the same way counts its own rounds
  robin.system = System::round_robin;
  CHECK(summary(robin, two).ends_with("after the 3 round-robin rounds; top 2 playoff: final under way"));
}

TEST_CASE("playoff outputs: tables of more than two say where the final table is", "[tournaments][playoff][formats][pods]") {
  const EventSettings s = pods_settings();
  Event e = pods_with_final_table();
  CHECK(summary(s, e).ends_with(", after the one Swiss round; final table of the top 4 under way"));
  e.rounds.back().pods[0].places = std::vector<int>{2, 3, 4, 1};
  const std::string winner = e.players.at(static_cast<std::size_t>(e.rounds.back().pods[0].seats[3])).name;
  CHECK(summary(s, e).ends_with(", after the one Swiss round; final table of the top 4 played: winner " + winner));
  CHECK(pod_standings_html(s, e, pod_standings(e, s.tables)).find("final table of the top 4 played: winner " + winner) !=
        std::string::npos);
  CHECK(event_pages(s, e).at(0).html.find("final table of the top 4 played: winner " + winner) != std::string::npos);
  e.rounds.back().pods[0].places = std::vector<int>{1, 1, 3, 4};  // first place shared: no single winner
  CHECK(summary(s, e).ends_with("; final table of the top 4 played: first place shared"));
}

TEST_CASE("playoff outputs: once cut, every CSV row of a round ends with its stage", "[tournaments][playoff][formats][csv]") {
  const EventSettings s = pairs_settings();
  Event e = swiss_of_ten();
  CHECK(lines_of(event_csv(s, e)).at(0) == "round,table,first,second,result");  // no cut: the columns as they were
  e.rounds.push_back(cut_playoff(e, s.tables, s.profile, 8));
  play(e);
  e.rounds.push_back(pair_playoff_round(e));
  const std::vector<std::string> rows = lines_of(event_csv(s, e));
  REQUIRE(rows.size() == 1 + 15 + 4 + 2);
  CHECK(rows[0] == "round,table,first,second,result,stage");
  for (std::size_t i = 1; i <= 15; ++i) CHECK(rows[i].ends_with(",swiss"));
  for (std::size_t i = 16; i <= 19; ++i) CHECK(rows[i].ends_with(",2-1-0,quarterfinal"));
  CHECK(rows[20].starts_with("5,1,"));
  CHECK(rows[20].ends_with(",,semifinal"));
  // One round's CSV, by table and by name, says the same.
  CHECK(lines_of(pairings_csv(e, e.rounds[4], PairingsOrder::by_table, s)).at(0) == "round,table,first,second,result,stage");
  CHECK(lines_of(pairings_csv(e, e.rounds[4], PairingsOrder::by_table, s)).at(1).ends_with(",semifinal"));
  const std::vector<std::string> by_name = lines_of(pairings_csv(e, e.rounds[3], PairingsOrder::by_name, s));
  CHECK(by_name.at(0) == "round,player,table,opponent,seat,stage");
  REQUIRE(by_name.size() == 9);
  for (std::size_t i = 1; i < by_name.size(); ++i) CHECK(by_name[i].ends_with(",quarterfinal"));
  CHECK(lines_of(pairings_csv(e, e.rounds[0], PairingsOrder::by_name, s)).at(1).ends_with(",swiss"));
}

TEST_CASE("playoff outputs: the final table's CSV rows, JSON and html name their stage", "[tournaments][playoff][formats][pods]") {
  const EventSettings s = pods_settings();
  const Event e = pods_with_final_table();
  const std::vector<std::string> rows = lines_of(pod_event_csv(s, e));
  REQUIRE(rows.size() == 1 + 8 + 4);
  CHECK(rows[0] == "round,table,seat,player,place,stage");
  for (std::size_t i = 1; i <= 8; ++i) CHECK(rows[i].ends_with(",swiss"));
  for (std::size_t i = 9; i <= 12; ++i) CHECK(rows[i].starts_with("2,1,"));
  for (std::size_t i = 9; i <= 12; ++i) CHECK(rows[i].ends_with(",final table"));
  CHECK(lines_of(pairings_csv(e, e.rounds[1], PairingsOrder::by_name, s)).at(0) == "round,player,table,seat,stage");
  CHECK(pairings_json(e, e.rounds[1], s).at("playoff") == "Final table");
  CHECK(!pairings_json(e, e.rounds[0], s).contains("playoff"));
  CHECK(pod_event_json(s, e).at("rounds").at(1).at("playoff") == "Final table");
  // The one-document html export heads the round as the pages do.
  CHECK(pod_event_html(s, e).find("<h2>Round 1</h2>") != std::string::npos);
  CHECK(pod_event_html(s, e).find("<h2>Final table</h2>") != std::string::npos);
}

TEST_CASE("playoff outputs: the TRF holds the Swiss rounds only, with the Swiss points and ranks",
          "[tournaments][playoff][formats][trf]") {
  const EventSettings s = pairs_settings();
  Event e = swiss_of_ten();
  e.rounds.push_back(cut_playoff(e, s.tables, s.profile, 8));
  play(e);
  e.rounds.push_back(pair_playoff_round(e));
  play(e);
  e.rounds.push_back(pair_playoff_round(e));
  play(e);
  const std::string trf = event_trf(s, e);
  CHECK(trf == event_trf(s, swiss_part(e)));
  CHECK(trf.find("XXR 3\r\n") != std::string::npos);
  for (const std::string& line : lines_of(trf))
    if (line.starts_with("001")) CHECK(line.size() == 89 + 3 * 10 + 1);  // three rounds of 10 columns, then the CR
}

TEST_CASE("playoff outputs: once cut, nobody is added and nobody re-enters", "[tournaments][playoff][operations]") {
  const EventSettings s = pairs_settings();
  Event e = swiss_of_ten();
  drop_player(e, id_of(e, "Jon"));
  REQUIRE(refusal([&] { enter_player(e, s, "Kim"); }) == "(not refused)");  // before the cut: a late entry
  e.rounds.push_back(cut_playoff(e, s.tables, s.profile, 8));
  CHECK(refusal([&] { enter_player(e, s, "Kim"); }) ==
        "the cut is made: the Swiss rounds are over and the playoff seats only its top 8, so \"Kim\" could not play");
  CHECK(refusal([&] { reenter_player(e, id_of(e, "Jon"), s, {}); }) ==
        "the cut is made: the Swiss rounds are over and the playoff seats only its top 8, so Jon has no round to re-enter");
  CHECK(e.players[static_cast<std::size_t>(id_of(e, "Jon"))].dropped_from_round.has_value());
  // Still refused once the playoff is over.
  play(e);
  e.rounds.push_back(pair_playoff_round(e));
  play(e);
  e.rounds.push_back(pair_playoff_round(e));
  play(e);
  CHECK(refusal([&] { enter_player(e, s, "Kim"); }).starts_with("the cut is made"));
}

}  // namespace test_playoff_outputs
