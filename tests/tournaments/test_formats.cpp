#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <sstream>

#include "event_support.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/standings.hpp"

namespace test_formats {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;
using nlohmann::json;

namespace {

EventSettings settings_of(TiebreakProfile profile) {
  EventSettings s;
  s.name = "Spring Open";
  s.game = "draw-of-faith";
  s.profile = profile;
  return s;
}

// Three players, a bye each round, worked by hand (MTR Appendix C):
//   Ann  W 2-1 Bob, W 2-0 Carl, bye   9 points, MW 1,    GW 18/21 = 0.8571
//   Bob  L 1-2 Ann, bye, W 2-1 Carl   6 points, MW 6/9,  GW 15/24 = 0.625
//   Carl bye, L 0-2 Ann, L 1-2 Bob    3 points, MW 1/3,  GW  9/21 = 0.4286
// OMW and OGW average the opponents met (byes are no opponent):
//   Ann  OMW (2/3 + 1/3)/2 = 0.5     OGW (0.625 + 0.4286)/2 = 0.5268
//   Bob  OMW (1 + 1/3)/2   = 0.6667  OGW (0.8571 + 0.4286)/2 = 0.6429
//   Carl OMW (1 + 2/3)/2   = 0.8333  OGW (0.8571 + 0.625)/2  = 0.7411
Event three_player_mtg() {
  Event e = event_of({"Ann", "Bob", "Carl"});
  add_round(e, {"Ann-Bob 2-1", "Carl bye"});
  add_round(e, {"Ann-Carl 2-0", "Bob bye"});
  add_round(e, {"Bob-Carl 2-1", "Ann bye"});
  return e;
}

// The issue's FIDE event: A 2.5, D 2.5, B 1, C 0 (a chess game is a one-game match).
Event four_player_fide() {
  Event e = event_of({"A", "B", "C", "D"});
  add_round(e, {"A-B 1-0", "C-D 0-1"});
  add_round(e, {"A-D 0-0-1", "C-B 0-1"});
  add_round(e, {"A-C 1-0", "D-B 1-0"});
  return e;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The line of a text table whose Player column (after the rank) is `name`.
std::string row_of(const std::string& text, const std::string& name) {
  for (const std::string& line : lines_of(text)) {
    std::istringstream in(line);
    std::string rank, player;
    in >> rank >> player;
    if (player == name) return line;
  }
  FAIL("no row for " << name << " in\n" << text);
  return "";
}

std::size_t code_points(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace

TEST_CASE("formats: settings names read back", "[tournaments][formats]") {
  for (System s : {System::swiss, System::round_robin, System::double_round_robin})
    CHECK(parse_system(to_string(s)) == s);
  CHECK(to_string(System::round_robin) == "round-robin");
  CHECK(to_string(System::double_round_robin) == "double-round-robin");
  CHECK_FALSE(parse_system("Swiss").has_value());
  CHECK(parse_late_entry("loss") == LateEntry::losses);
  CHECK(parse_late_entry("zero") == LateEntry::nothing);
  CHECK(to_string(LateEntry::losses) == "loss");
  CHECK(to_string(LateEntry::nothing) == "zero");
  CHECK_FALSE(parse_late_entry("losses").has_value());
}

TEST_CASE("formats: standings JSON of a 3-player mtg event worked by hand",
          "[tournaments][formats][json]") {
  const Event e = three_player_mtg();
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  const json j = standings_json(s, e, standings(e, s.profile));
  REQUIRE(j.is_array());
  REQUIRE(j.size() == 3);
  // The interface shape, keys and values: points an integer, fractions to 4 places.
  CHECK(j[0] == json::parse(R"({"rank": 1, "player": "Ann", "points": 9, "record": "3-0-0",
                               "tiebreaks": {"omw": 0.5, "gw": 0.8571, "ogw": 0.5268},
                               "dropped": false})"));
  CHECK(j[0]["points"].is_number_integer());
  CHECK(j[1] == json::parse(R"({"rank": 2, "player": "Bob", "points": 6, "record": "2-1-0",
                               "tiebreaks": {"omw": 0.6667, "gw": 0.625, "ogw": 0.6429},
                               "dropped": false})"));
  CHECK(j[2] == json::parse(R"({"rank": 3, "player": "Carl", "points": 3, "record": "1-2-0",
                               "tiebreaks": {"omw": 0.8333, "gw": 0.4286, "ogw": 0.7411},
                               "dropped": false})"));
  // Rounded, not just printed short: the serialized number has four decimals at most.
  CHECK(j[1]["tiebreaks"]["omw"].dump() == "0.6667");
}

TEST_CASE("formats: standings text of the mtg event shows percentages and the round",
          "[tournaments][formats][text]") {
  const Event e = three_player_mtg();
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  const std::string text = standings_text(s, e, standings(e, s.profile));
  const auto lines = lines_of(text);
  REQUIRE(lines.size() >= 6);
  CHECK(lines[0] == "Spring Open - draw-of-faith, swiss, mtg tiebreaks, after round 3");
  CHECK(lines[2] == "Rank  Player  Points  Record    OMW%     GW%    OGW%");
  CHECK(lines[3] == "   1  Ann          9   3-0-0  50.00%  85.71%  52.68%");
  CHECK(lines[4] == "   2  Bob          6   2-1-0  66.67%  62.50%  64.29%");
  CHECK(lines[5] == "   3  Carl         3   1-2-0  83.33%  42.86%  74.11%");
}

TEST_CASE("formats: the round in the standings header counts reported games, not byes",
          "[tournaments][formats][text]") {
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  Event e = event_of({"Ann", "Bob", "Carl"});
  CHECK(lines_of(standings_text(s, e, standings(e, s.profile)))[0] ==
        "Spring Open - draw-of-faith, swiss, mtg tiebreaks, before round 1");
  add_round(e, {"Ann-Bob 2-1", "Carl bye"});
  // Round 2 just paired: its bye is reported with the pairing, its game is not played yet.
  Round r2;
  r2.number = 2;
  r2.pairings.push_back({1, id_of(e, "Ann"), id_of(e, "Carl"), std::nullopt});
  r2.pairings.push_back({0, id_of(e, "Bob"), std::nullopt, kByeResult});
  e.rounds.push_back(r2);
  const std::vector<Standing> after_1 = standings(e, s.profile);
  CHECK(lines_of(standings_text(s, e, after_1))[0] == "Spring Open - draw-of-faith, swiss, mtg tiebreaks, after round 1");
  // ... and the standings hold round 1 only: Bob's round-2 bye counts once round 2 is complete.
  const auto bob = std::find_if(after_1.begin(), after_1.end(), [&](const Standing& x) { return x.player == id_of(e, "Bob"); });
  CHECK(bob->points == 0);
  CHECK(bob->losses + bob->wins + bob->draws == 1);
  e.rounds[1].pairings[0].result = MatchResult{2, 0, 0};
  const std::vector<Standing> after_2 = standings(e, s.profile);
  CHECK(lines_of(standings_text(s, e, after_2))[0] == "Spring Open - draw-of-faith, swiss, mtg tiebreaks, after round 2");
  CHECK(std::find_if(after_2.begin(), after_2.end(), [&](const Standing& x) { return x.player == id_of(e, "Bob"); })->points == 3);
}

TEST_CASE("formats: standings of a round under way say how many of its results are in", "[tournaments][formats][text]") {
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  Event e = event_of({"Ann", "Bob", "Carl", "Dan", "Eve"});
  add_round(e, {"Ann-Bob 2-1", "Carl-Dan 2-0", "Eve bye"});
  add_round(e, {"Ann-Carl 2-1", "Bob-Dan 2-0", "Eve bye"});
  e.rounds[1].pairings[1].result.reset();  // Bob-Dan not reported yet
  CHECK(lines_of(standings_text(s, e, standings(e, s.profile)))[0] ==
        "Spring Open - draw-of-faith, swiss, mtg tiebreaks, after round 1; round 2 under way, 1 of 2 results in");
}

TEST_CASE("formats: the FIDE 4-player event shows half points", "[tournaments][formats][fide]") {
  const Event e = four_player_fide();
  const EventSettings s = settings_of(TiebreakProfile::fide);
  const auto st = standings(e, s.profile);

  const json j = standings_json(s, e, st);
  REQUIRE(j.size() == 4);
  CHECK(j[0]["player"] == "A");
  CHECK(j[0]["points"].is_number_float());
  CHECK(j[0]["points"].dump() == "2.5");
  CHECK(j[1]["player"] == "D");
  CHECK(j[1]["points"].dump() == "2.5");
  CHECK(j[2]["points"].dump() == "1");  // whole points stay integers
  CHECK(j[3]["points"].dump() == "0");
  CHECK(j[0]["record"] == "2-0-1");
  CHECK(j[0]["tiebreaks"] == json::parse(R"({"buchholz": 3.5, "buchholz_cut1": 3.5,
                                             "sonneborn_berger": 2.25, "direct_encounter": 0.5})"));
  CHECK(j[3]["tiebreaks"]["buchholz"] == 6.0);

  const std::string text = standings_text(s, e, st);
  CHECK(lines_of(text)[0] == "Spring Open - draw-of-faith, swiss, fide tiebreaks, after round 3");
  CHECK(lines_of(text)[2] == "Rank  Player  Points  Record  Buchholz  Buch-1    SB   DE");
  CHECK(row_of(text, "A") == "   1  A          2.5   2-0-1       3.5     3.5  2.25  0.5");
  CHECK(row_of(text, "C") == "   4  C            0   0-3-0         6       5     0    0");

  const auto csv = lines_of(standings_csv(s, e, st));
  REQUIRE(csv.size() == 5);
  CHECK(csv[0] == "rank,player,points,record,buchholz,buchholz_cut1,sonneborn_berger,"
                  "direct_encounter,dropped");
  CHECK(csv[1] == "1,A,2.5,2-0-1,3.5,3.5,2.25,0.5,false");
  CHECK(csv[3] == "3,B,1,1-2-0,5,5,0,0,false");
}

TEST_CASE("formats: a dropped player is marked in text, JSON and CSV",
          "[tournaments][formats][drop]") {
  Event e = event_of({"Ann", "Bob", "Carl", "Dan"});
  add_round(e, {"Ann-Bob 2-0", "Carl-Dan 2-1"});
  e.players[id_of(e, "Dan")].dropped_from_round = 2;
  add_round(e, {"Ann-Carl 2-1", "Bob bye"});
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  const auto st = standings(e, s.profile);

  const std::string text = standings_text(s, e, st);
  CHECK(row_of(text, "Dan").ends_with("  dropped"));
  CHECK(row_of(text, "Bob").find("dropped") == std::string::npos);

  const json j = standings_json(s, e, st);
  for (const json& row : j) CHECK(row["dropped"] == (row["player"] == "Dan"));

  for (const std::string& line : lines_of(standings_csv(s, e, st))) {
    if (line.starts_with("rank,")) continue;
    CHECK(line.ends_with(line.find(",Dan,") != std::string::npos ? ",true" : ",false"));
  }
}

TEST_CASE("formats: text tables pad UTF-8 names by code points",
          "[tournaments][formats][text]") {
  // "Zoë Ødegård" is 11 code points in 14 bytes: padded by bytes, its row would be shorter.
  Event e = event_of({"Anna", "Zoe"});
  add_round(e, {"Anna-Zoe 2-1"});
  e.players[1].name = "Zoë Ødegård";
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  const std::string text = standings_text(s, e, standings(e, s.profile));
  const auto lines = lines_of(text);
  REQUIRE(lines.size() == 5);
  CHECK(code_points(lines[2]) == code_points(lines[3]));
  CHECK(code_points(lines[3]) == code_points(lines[4]));
  CHECK(lines[4].starts_with("   2  Zoë Ødegård       0   0-1-0"));
}

TEST_CASE("formats: CSV quotes a name with a comma and a quote (RFC 4180)",
          "[tournaments][formats][csv]") {
  Event e = event_of({"Smith", "Ann"});
  add_round(e, {"Smith-Ann 2-1"});
  e.players[0].name = "Smith, \"JJ\"";
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  const auto csv = lines_of(standings_csv(s, e, standings(e, s.profile)));
  REQUIRE(csv.size() == 3);
  CHECK(csv[1] == "1,\"Smith, \"\"JJ\"\"\",3,1-0-0,0.3333,0.6667,0.3333,false");
  CHECK(csv[2].starts_with("2,Ann,0,"));  // quoted only when needed

  const auto pairings = lines_of(pairings_csv(e, e.rounds[0], PairingsOrder::by_table, s));
  REQUIRE(pairings.size() == 2);
  CHECK(pairings[0] == "round,table,first,second,result");
  CHECK(pairings[1] == "1,1,\"Smith, \"\"JJ\"\"\",Ann,2-1-0");

  e.players[1].name = "O\"Neil";  // a quote alone is enough to quote the field
  CHECK(lines_of(event_csv(s, e))[1] == "1,1,\"Smith, \"\"JJ\"\"\",\"O\"\"Neil\",2-1-0");

  e.players[1].name = "Ann\nLee";  // a line break inside a field is quoted, not a new row
  CHECK(event_csv(s, e) == "round,table,first,second,result\n"
                           "1,1,\"Smith, \"\"JJ\"\"\",\"Ann\nLee\",2-1-0\n");
}

TEST_CASE("formats: HTML is a standalone page and escapes every name",
          "[tournaments][formats][html]") {
  Event e = event_of({"Eve", "Ann"});
  add_round(e, {"Eve-Ann 2-1"});
  e.players[0].name = "<script>alert('x')</script>";
  EventSettings s = settings_of(TiebreakProfile::mtg);
  s.name = "Tom & Jerry's \"Open\"";
  for (const std::string& html :
       {standings_html(s, e, standings(e, s.profile)), event_html(s, e)}) {
    CHECK(html.starts_with("<!doctype html>\n"));
    CHECK(html.find("<meta charset=\"utf-8\">") != std::string::npos);
    CHECK(html.find("<table") != std::string::npos);
    CHECK(html.find("<script>") == std::string::npos);
    CHECK(html.find("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;") != std::string::npos);
    CHECK(html.find("Tom &amp; Jerry&#39;s &quot;Open&quot;") != std::string::npos);
    CHECK(html.find("Tom & Jerry") == std::string::npos);
    CHECK(html.ends_with("</html>\n"));
  }
  // The export has the standings and then every round.
  const std::string all = event_html(s, e);
  CHECK(all.find("<h2>Standings</h2>") < all.find("<h2>Round 1</h2>"));
}

TEST_CASE("formats: the html pages are one for the event, the standings and each round by table and by name",
          "[tournaments][formats][html]") {
  Event e = event_of({"Eve", "Ann", "Carl"});
  add_round(e, {"Eve-Ann 2-1", "Carl bye"});
  e.players[id_of(e, "Carl")].dropped_from_round = 2;
  add_round(e, {"Ann-Eve 2-0"});
  e.players[id_of(e, "Ann")].name = "<Ann>";
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  const std::vector<HtmlPage> pages = event_pages(s, e);
  std::vector<std::string> files;
  for (const HtmlPage& p : pages) files.push_back(p.file);
  CHECK(files == std::vector<std::string>{"index.html", "standings.html", "round-1.html", "round-1-names.html",
                                          "round-2.html", "round-2-names.html"});
  for (const HtmlPage& p : pages) {
    INFO(p.file);
    CHECK(p.html.starts_with("<!doctype html>\n"));
    // A phone lays the page out at its own width only when the page says so.
    CHECK(p.html.find("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">") != std::string::npos);
    CHECK(p.html.find("<script") == std::string::npos);
    CHECK(p.html.find("<Ann>") == std::string::npos);
    // Every page leads to the others, the latest round first.
    CHECK(p.html.find("<nav><a href=\"index.html\">Event</a><a href=\"standings.html\">Standings</a>"
                      "<a href=\"round-2.html\">Round 2 by table</a><a href=\"round-2-names.html\">by name</a></nav>") !=
          std::string::npos);
  }
  CHECK(pages[0].html.find("round-2.html") < pages[0].html.find("round-1.html", pages[0].html.find("</nav>")));
  // By name: everyone of the round alphabetically, with table and opponent; the bye too.
  const std::string& names1 = pages[3].html;
  CHECK(names1.find("<td class=\"name\">Carl</td><td></td><td>bye</td>") != std::string::npos);
  CHECK(names1.find("<td class=\"name\">&lt;Ann&gt;</td><td class=\"num\">1</td><td class=\"name\">Eve</td><td>second</td>") <
        names1.find("<td class=\"name\">Carl</td>"));
  // A dropped player is marked beside the name, not in a column of its own.
  CHECK(pages[1].html.find("<td class=\"name\">Carl <span class=\"mark\">dropped</span></td>") != std::string::npos);
}

TEST_CASE("formats: pairings by table show the points before the round and the bye last",
          "[tournaments][formats][pairings]") {
  const Event e = three_player_mtg();
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  // Before round 3: Ann 6, Bob 3, Carl 3 (after it, Bob has 6).
  CHECK(pairings_text(e, e.rounds[2], PairingsOrder::by_table, s) ==
        "Round 3\n"
        "Table  First       Second    Result\n"
        "    1  Bob (3)  -  Carl (3)  2-1-0\n"
        "       Ann (6)     bye\n");
  // Round 1: everyone at 0.
  CHECK(pairings_text(e, e.rounds[0], PairingsOrder::by_table, s) ==
        "Round 1\n"
        "Table  First        Second   Result\n"
        "    1  Ann (0)   -  Bob (0)  2-1-0\n"
        "       Carl (0)     bye\n");

  // A round just paired: no result yet, and a bye listed first still printed last.
  Round r4;
  r4.number = 4;
  r4.pairings.push_back({0, id_of(e, "Carl"), std::nullopt, kByeResult});
  r4.pairings.push_back({1, id_of(e, "Ann"), id_of(e, "Bob"), std::nullopt});
  CHECK(pairings_text(e, r4, PairingsOrder::by_table, s) ==
        "Round 4\n"
        "Table  First        Second   Result\n"
        "    1  Ann (9)   -  Bob (6)\n"
        "       Carl (3)     bye\n");
  CHECK(pairings_json(e, r4, s) == json::parse(R"({"round": 4, "pairings": [
          {"table": 1, "first": "Ann", "second": "Bob", "result": null},
          {"table": null, "first": "Carl", "second": null, "bye": true, "result": "2-0-0"}]})"));

  // FIDE points before the round are half points.
  const Event f = four_player_fide();
  const std::string fide =
      pairings_text(f, f.rounds[2], PairingsOrder::by_table, settings_of(TiebreakProfile::fide));
  CHECK(lines_of(fide)[2] == "    1  A (1.5)  -  C (0)   1-0-0");
}

TEST_CASE("formats: pairings by name are alphabetical without regard to case",
          "[tournaments][formats][pairings]") {
  Event e = event_of({"carl", "Bob", "ann", "Ann", "Dave"});
  add_round(e, {"carl-Bob 2-0", "Dave-ann 2-1", "Ann bye"});
  const EventSettings s = settings_of(TiebreakProfile::mtg);
  // "Ann" and "ann" are equal but for case: exact order ('A' < 'a') separates them.
  CHECK(pairings_text(e, e.rounds[0], PairingsOrder::by_name, s) ==
        "Round 1\n"
        "Player  Table  Opponent  Plays\n"
        "Ann            bye\n"
        "ann         2  Dave      second\n"
        "Bob         1  carl      second\n"
        "carl        1  Bob       first\n"
        "Dave        2  ann       first\n");
  CHECK(pairings_csv(e, e.rounds[0], PairingsOrder::by_name, s) ==
        "round,player,table,opponent,seat\n"
        "1,Ann,,,bye\n"
        "1,ann,2,Dave,second\n"
        "1,Bob,1,carl,second\n"
        "1,carl,1,Bob,first\n"
        "1,Dave,2,ann,first\n");
}

TEST_CASE("formats: the event export holds settings, players, rounds and standings",
          "[tournaments][formats][export]") {
  Event e = three_player_mtg();
  e.players[2].dropped_from_round = 4;
  EventSettings s = settings_of(TiebreakProfile::mtg);
  s.rounds = 5;
  s.seed = 42;
  s.late_entry = LateEntry::nothing;
  const json j = event_json(s, e);
  CHECK(j["format"] == "referee-event/1");
  CHECK(j["name"] == "Spring Open");
  CHECK(j["game"] == "draw-of-faith");
  CHECK(j["system"] == "swiss");
  CHECK(j["tiebreaks"] == "mtg");
  CHECK(j["rounds_planned"] == 5);
  CHECK(j["seed"] == 42);
  CHECK(j["late_entry"] == "zero");
  REQUIRE(j["players"].size() == 3);
  CHECK(j["players"][0] ==
        json::parse(R"({"id": 0, "name": "Ann", "entry_round": 1, "dropped_from_round": null})"));
  CHECK(j["players"][2]["dropped_from_round"] == 4);
  REQUIRE(j["rounds"].size() == 3);
  CHECK(j["rounds"][0] == json::parse(R"({"round": 1, "pairings": [
          {"table": 1, "first": "Ann", "second": "Bob", "result": "2-1-0"},
          {"table": null, "first": "Carl", "second": null, "bye": true, "result": "2-0-0"}]})"));
  CHECK(j["standings"] == standings_json(s, e, standings(e, s.profile)));
  CHECK(j["standings"][2]["dropped"] == true);

  s.rounds.reset();
  CHECK(event_json(s, e)["rounds_planned"].is_null());

  CHECK(event_csv(s, e) == "round,table,first,second,result\n"
                           "1,1,Ann,Bob,2-1-0\n"
                           "1,,Carl,,2-0-0\n"
                           "2,1,Ann,Carl,2-0-0\n"
                           "2,,Bob,,2-0-0\n"
                           "3,1,Bob,Carl,2-1-0\n"
                           "3,,Ann,,2-0-0\n");
}

TEST_CASE("formats: an event with no players still has the profile's CSV columns",
          "[tournaments][formats][csv]") {
  const Event e;
  CHECK(standings_csv(settings_of(TiebreakProfile::mtg), e, {}) ==
        "rank,player,points,record,omw,gw,ogw,dropped\n");
  CHECK(standings_csv(settings_of(TiebreakProfile::pokemon), e, {}) ==
        "rank,player,points,record,owp,oowp,dropped\n");
}

TEST_CASE("formats: TRF fixed columns for a win, a draw, a bye and a round not played",
          "[tournaments][formats][trf]") {
  // A: R1 beats B with white, R2 draws C with black, R3 the bye, R4 dropped.
  // Chess points: A 2.5, B 2, C 3, D 2, E 1.5, so C ranks 1st and A 2nd.
  Event e = event_of({"A", "B", "C", "D", "E"});
  add_round(e, {"A-B 1-0", "C-D 0-0-1", "E bye"});
  add_round(e, {"C-A 0-0-1", "D-E 1-0", "B bye"});
  add_round(e, {"B-C 0-1", "D-E 0-0-1", "A bye"});
  e.players[id_of(e, "A")].dropped_from_round = 4;
  add_round(e, {"B-D 1-0", "E-C 0-1"});
  e.players[id_of(e, "B")].name = "Bartholomew-Featherstonehaugh, Maximilian";
  EventSettings s = settings_of(TiebreakProfile::fide);
  s.rounds = 5;

  const std::string trf = event_trf(s, e);
  CHECK(trf.find("\r\n") != std::string::npos);
  std::vector<std::string> lines;
  for (std::string line : lines_of(trf)) {
    REQUIRE(line.ends_with("\r"));  // TRF16: every line ends in CR
    line.pop_back();
    lines.push_back(line);
  }
  REQUIRE(lines.size() == 4 + 5);
  CHECK(lines[0] == "012 Spring Open");
  CHECK(lines[1] == "062 5");
  CHECK(lines[2] == "092 Swiss");
  CHECK(lines[3] == "XXR 5");

  // Columns are 1-based and inclusive in the spec: col(a, b) is columns a..b.
  const std::string& a = lines[4];
  auto col = [](const std::string& line, std::size_t from, std::size_t to) {
    return line.substr(from - 1, to - from + 1);
  };
  CHECK(col(a, 1, 3) == "001");
  CHECK(col(a, 4, 4) == " ");
  CHECK(col(a, 5, 8) == "   1");
  CHECK(col(a, 9, 14) == "      ");  // sex and title blank
  CHECK(col(a, 15, 47) == "A" + std::string(32, ' '));
  CHECK(col(a, 48, 80) == std::string(33, ' '));  // rating, federation, id, birth date
  CHECK(col(a, 81, 84) == " 2.5");
  CHECK(col(a, 86, 89) == "   2");
  CHECK(col(a, 90, 91) == "  ");
  CHECK(col(a, 92, 99) == "   2 w 1");    // round 1: won against starting rank 2, white
  CHECK(col(a, 102, 109) == "   3 b =");  // round 2: drew with black
  CHECK(col(a, 112, 119) == "0000 - U");  // round 3: the pairing-allocated bye
  CHECK(col(a, 122, 129) == "0000 - Z");  // round 4: dropped, not paired
  CHECK(a.size() == 129);

  const std::string& b = lines[5];
  CHECK(col(b, 5, 8) == "   2");
  CHECK(col(b, 15, 47) == "Bartholomew-Featherstonehaugh, Ma");  // 33 columns, cut
  CHECK(col(b, 48, 48) == " ");
  CHECK(col(b, 81, 84) == " 2.0");
  CHECK(col(b, 92, 99) == "   1 b 0");
  CHECK(col(b, 102, 109) == "0000 - U");

  const std::string& c = lines[6];
  CHECK(col(c, 81, 84) == " 3.0");
  CHECK(col(c, 86, 89) == "   1");
  CHECK(col(c, 92, 99) == "   4 w =");
  CHECK(col(c, 122, 129) == "   5 b 1");

  const std::string& e5 = lines[8];
  CHECK(col(e5, 5, 8) == "   5");
  CHECK(col(e5, 81, 84) == " 1.5");
  CHECK(col(e5, 86, 89) == "   5");
  CHECK(col(e5, 92, 99) == "0000 - U");
  CHECK(col(e5, 102, 109) == "   4 b 0");
}

TEST_CASE("formats: TRF points are chess points whatever the profile, and late rounds are Z",
          "[tournaments][formats][trf]") {
  // An mtg event: 3/1/0 in its standings, 1/0.5/0 in the TRF.
  Event e = event_of({"Ann", "Bob", "Cy"});
  e.players[id_of(e, "Cy")].entry_round = 2;
  add_round(e, {"Ann-Bob 2-1"});
  add_round(e, {"Ann-Cy 1-1-1", "Bob bye"});
  const std::string trf = event_trf(settings_of(TiebreakProfile::mtg), e);
  const auto lines = lines_of(trf);
  REQUIRE(lines.size() == 7);
  CHECK(lines[3] == "XXR 2\r");
  CHECK(lines[4].substr(80, 4) == " 1.5");  // a win and a draw
  CHECK(lines[4].substr(101, 8) == "   3 w =");
  CHECK(lines[6].substr(80, 4) == " 0.5");
  CHECK(lines[6].substr(91, 8) == "0000 - Z");  // not yet entered in round 1
  CHECK(lines[6].substr(101, 8) == "   1 b =");
}

}  // namespace test_formats
