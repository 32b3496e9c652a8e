// Reading score sheets (referee/core/sheet.hpp, sheet_read.cpp): headers, turns, values,
// line numbers, byte-order marks and CRLF, files of several sheets, and every error with
// its line and column.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <unistd.h>

#include "tests/support/input_error.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/sheet.hpp"

namespace test_sheet_read {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using json = nlohmann::json;

namespace {

// The headers of a two-player Draw of Faith sheet: lines 1 to 5.
const std::string kHead =
    "Game: draw-of-faith\n"              // 1
    "Players: Ann, Bob\n"                // 2
    "First: Ann\n"                       // 3
    "Hand Ann: KH, QD, JC, 5S, 2H\n"     // 4
    "Hand Bob: ?, ?, ?, ?, ?\n";         // 5

JsonDocument read(const std::string& text, const std::string& source = "t.sheet", int first_line = 1) {
  return sheet::read_sheet(text, source, builtin_games(), first_line);
}

using test::error_of;

// The error of reading `text`; fails the test if it reads.
InputError read_error(const std::string& text, const std::string& source = "t.sheet") {
  return error_of([&] { (void)read(text, source); });
}

// The events of kHead followed by `turns`.
json events_of(const std::string& turns) { return read(kHead + turns).root.at("events"); }

json hands() {
  return {{"Ann", {"KH", "QD", "JC", "5S", "2H"}}, {"Bob", {"?", "?", "?", "?", "?"}}};
}

std::string temp_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("referee-sheet-read-" + std::to_string(::getpid()) + "-" + name);
  std::filesystem::create_directories(dir);
  return dir.string();
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

}  // namespace

TEST_CASE("sheet read: a whole sheet is read into the transcript JSON", "[sheet][sheet-read]") {
  const std::string text =
      "# Club night, table 4\n"                                            // 1
      "Game: draw-of-faith\n"                                              // 2
      "Players: Ann, Bob\n"                                                // 3
      "Rulings: dof.battle.tie=both-destroyed\n"                           // 4
      "Event: Club night\n"                                                // 5
      "Round: 3\n"                                                         // 6
      "\n"                                                                 // 7
      "First: Ann\n"                                                       // 8
      "Hand Ann: KH, QD, JC, 5S, 2H\n"                                     // 9
      "Hand Bob: ?, ?, ?, ?, ?   # not seen\n"                             // 10
      "T1 Ann: draw 8C; summon 8C def {first blood}; end-turn\n"           // 11
      "T2 Bob: draw 10S; summon 9D atk; Ann: pass; Bob: end-turn\n"        // 12
      "Result: in-progress points Ann=0, Bob=0\n";                         // 13
  const JsonDocument doc = read(text, "club.sheet");
  const json expected = {
      {"format", "referee-transcript/1"},
      {"game", "draw-of-faith"},
      {"players", {"Ann", "Bob"}},
      {"rulings", {{"dof.battle.tie", "both-destroyed"}}},
      {"meta", {{"event", "Club night"}, {"round", 3}}},
      {"setup", {{"first", "Ann"}, {"hands", hands()}}},
      {"events",
       {{{"player", "Ann"}, {"action", "draw"}, {"card", "8C"}},
        {{"player", "Ann"}, {"action", "summon"}, {"card", "8C"}, {"position", "defense"}, {"comment", "first blood"}},
        {{"player", "Ann"}, {"action", "end-turn"}},
        {{"player", "Bob"}, {"action", "draw"}, {"card", "10S"}},
        {{"player", "Bob"}, {"action", "summon"}, {"card", "9D"}, {"position", "attack"}},
        {{"player", "Ann"}, {"action", "pass"}},
        {{"player", "Bob"}, {"action", "end-turn"}}}},
      {"result", {{"in-progress", true}, {"points", {{"Ann", 0}, {"Bob", 0}}}}},
  };
  CHECK(doc.root == expected);
  CHECK(doc.source == "club.sheet");
}

TEST_CASE("sheet read: every value has the line of the sheet it was read from", "[sheet][sheet-read]") {
  const std::string text =
      "\n"                                                // 1
      "Game: draw-of-faith\n"                             // 2
      "Players: Ann, Bob\n"                               // 3
      "Rulings: house.json\n"                             // 4
      "Meta venue: Hall\n"                                // 5
      "Hand Bob: ?, ?, ?, ?, ?\n"                         // 6
      "First: Ann\n"                                      // 7
      "Hand Ann: KH, QD, JC, 5S, 2H\n"                    // 8
      "# the game\n"                                      // 9
      "T1 Ann: draw 8C\n"                                 // 10
      "  summon 8C def; end-turn\n"                       // 11
      "T2 Bob: draw 10S\n"                                // 12
      "\n"                                                // 13
      "  summon 9D atk\n"                                 // 14
      "  Ann: pass; Bob: end-turn\n"                      // 15
      "Result: draw\n";                                   // 16
  const JsonDocument doc = read(text);
  CHECK(doc.line_of("") == 2);
  CHECK(doc.line_of("/game") == 2);
  CHECK(doc.line_of("/players") == 3);
  CHECK(doc.line_of("/rulings") == 4);
  CHECK(doc.line_of("/meta") == 5);
  CHECK(doc.line_of("/meta/venue") == 5);
  CHECK(doc.line_of("/setup") == 6);
  CHECK(doc.line_of("/setup/hands") == 6);
  CHECK(doc.line_of("/setup/hands/Bob") == 6);
  CHECK(doc.line_of("/setup/hands/Ann") == 8);
  CHECK(doc.line_of("/setup/first") == 7);
  const std::vector<int> event_lines = {10, 11, 11, 12, 14, 15, 15};
  REQUIRE(doc.root["events"].size() == event_lines.size());
  for (std::size_t i = 0; i < event_lines.size(); ++i) {
    INFO("event " << i);
    CHECK(doc.line_of("/events/" + std::to_string(i)) == event_lines[i]);
  }
  CHECK(doc.line_of("/events/3/card") == 12);
  CHECK(doc.line_of("/events/4/position") == 14);
  CHECK(doc.line_of("/events/6/player") == 15);
  CHECK(doc.line_of("/result") == 16);
  CHECK(doc.root["rulings"] == "house.json");
}

TEST_CASE("sheet read: Game is the first header, comments and blank lines aside", "[sheet][sheet-read]") {
  SECTION("Players first") {
    InputError e = read_error("Players: Ann, Bob\nGame: draw-of-faith\n");
    CHECK(e.where().file == "t.sheet");
    CHECK(e.where().line == 1);
    CHECK(e.where().column == 1);
    CHECK_THAT(e.message(), Catch::Contains("the first header is \"Game: GAME\""));
  }
  SECTION("a free-text or Meta header first") {
    CHECK_THAT(read_error("# note\n\nEvent: Club\nGame: draw-of-faith\n").message(), Catch::Contains("the first header is"));
    CHECK(read_error("# note\n\nEvent: Club\nGame: draw-of-faith\n").where().line == 3);
    CHECK_THAT(read_error("Meta venue: Hall\nGame: draw-of-faith\n").message(), Catch::Contains("the first header is"));
    CHECK_THAT(read_error("Rulings: house.json\nGame: draw-of-faith\n").message(), Catch::Contains("the first header is"));
  }
  SECTION("no Game at all") {
    CHECK_THAT(read_error("").message(), Catch::Contains("no \"Game: GAME\" header"));
    CHECK_THAT(read_error("# only a note\n\n").message(), Catch::Contains("not a score sheet"));
  }
  SECTION("Game without Players") {
    InputError e = read_error("Game: draw-of-faith\nFirst: Ann\n");
    CHECK(e.where().line == 2);
    CHECK_THAT(e.message(), Catch::Contains("the \"Players:\" header comes before this line"));
    CHECK_THAT(read_error("Game: draw-of-faith\n").message(), Catch::Contains("no \"Players: NAME, NAME, ...\" header"));
  }
  SECTION("an unknown game, with a suggestion") {
    InputError e = read_error("Game: draw-of-fate\nPlayers: Ann, Bob\n");
    CHECK(e.where().line == 1);
    CHECK(e.where().column == 7);
    CHECK_THAT(e.message(), Catch::Contains("unknown game \"draw-of-fate\"") && Catch::Contains("did you mean \"draw-of-faith\"?"));
  }
  SECTION("comments and blank lines before Game are fine") {
    const JsonDocument doc = read("# Club night\n\n   \n" + kHead);
    CHECK(doc.root["game"] == "draw-of-faith");
    CHECK(doc.line_of("/game") == 4);
  }
}

TEST_CASE("sheet read: Players comes before setup headers, turns and the result", "[sheet][sheet-read]") {
  for (const std::string& line : std::vector<std::string>{"First: Ann", "Hand Ann: KH, QD, JC, 5S, 2H", "T1 Ann: draw 8C", "Result: draw"}) {
    INFO("line: " << line);
    InputError e = read_error("Game: draw-of-faith\n" + line + "\nPlayers: Ann, Bob\n");
    CHECK(e.where().line == 2);
    CHECK_THAT(e.message(), Catch::Contains("the \"Players:\" header comes before this line"));
  }
  // Headers that name no player may come before Players.
  const JsonDocument doc = read("Game: draw-of-faith\nRulings: house.json\nEvent: Club\nMeta venue: Hall\nPlayers: Ann, Bob\n");
  CHECK(doc.root["rulings"] == "house.json");
  CHECK(doc.root["meta"] == json{{"event", "Club"}, {"venue", "Hall"}});
  CHECK(doc.root["players"] == json{"Ann", "Bob"});
}

TEST_CASE("sheet read: header names are case-insensitive", "[sheet][sheet-read]") {
  const JsonDocument doc = read(
      "GAME: draw-of-faith\n"
      "players: Ann, Bob\n"
      "rULINGS: dof.battle.tie=both-destroyed\n"
      "EVENT: Club\n"
      "meta venue: Hall\n"
      "first: Ann\n"
      "HAND Ann: KH, QD, JC, 5S, 2H\n"
      "hand Bob: ?, ?, ?, ?, ?\n"
      "T1 Ann: draw 8C; end-turn\n"
      "result: winner Ann\n");
  CHECK(doc.root["game"] == "draw-of-faith");
  CHECK(doc.root["players"] == json{"Ann", "Bob"});
  CHECK(doc.root["rulings"] == json{{"dof.battle.tie", "both-destroyed"}});
  CHECK(doc.root["meta"] == json{{"event", "Club"}, {"venue", "Hall"}});
  CHECK(doc.root["setup"] == json{{"first", "Ann"}, {"hands", hands()}});
  CHECK(doc.root["events"].size() == 2);
  CHECK(doc.root["result"] == json{{"winner", "Ann"}});
}

TEST_CASE("sheet read: each header is given once, and the error names the first line", "[sheet][sheet-read]") {
  struct Case {
    std::string again;  // the line given twice, as written the second time
    int first;          // the line it was first given on
    std::string name;   // as the message quotes it
  };
  const std::vector<Case> cases = {
      {"players: Ann, Bob", 2, "players"},
      {"First: Bob", 3, "First"},
      {"Hand Ann: KH, QD, JC, 5S, 2H", 4, "Ann"},
      {"Rulings: other.json", 6, "Rulings"},
      {"Event: again", 7, "Event"},
      {"Meta event: again", 7, "event"},
      {"Meta venue: again", 8, "venue"},
      {"Cards: other.json", 9, "Cards"},
  };
  const std::string head = kHead +
                           "Rulings: house.json\n"  // 6
                           "Event: Club night\n"    // 7
                           "Meta venue: Hall\n"     // 8
                           "Cards: deck.json\n";    // 9
  for (const auto& c : cases) {
    INFO("given twice: " << c.again);
    InputError e = read_error(head + c.again + "\n");
    CHECK(e.where().line == 10);
    CHECK_THAT(e.message(), Catch::Contains("\"" + c.name + "\" is given twice (first on line " + std::to_string(c.first) + ")"));
  }
  // Meta keys are case-sensitive: "Venue" is another key than "venue".
  CHECK(read(head + "Meta Venue: Annex\n").root["meta"] == json{{"event", "Club night"}, {"venue", "Hall"}, {"Venue", "Annex"}});
}

TEST_CASE("sheet read: Game given twice names its first line like the other headers", "[sheet][sheet-read]") {
  // A second "Game:" among the headers is refused. Like every other header given twice, the
  // message should name the line it was first given on.
  InputError e = read_error(kHead + "Game: draw-of-faith\n");
  CHECK(e.where().line == 6);
  CHECK_THAT(e.message(), Catch::Contains("\"Game\" is given twice"));
  CHECK_THAT(e.message(), Catch::Contains("first on line 1"));
}

TEST_CASE("sheet read: an unknown header is refused with a suggestion", "[sheet][sheet-read]") {
  InputError e = read_error(kHead + "Evnt: Club night\n");
  CHECK(e.where().line == 6);
  CHECK(e.where().column == 1);
  CHECK_THAT(e.message(), Catch::Contains("unknown header \"Evnt:\"") && Catch::Contains("did you mean \"Event\"?"));
  CHECK_THAT(read_error("Game: draw-of-faith\nPlayrs: Ann, Bob\n").message(), Catch::Contains("did you mean \"Players\"?"));
  CHECK_THAT(read_error("Game: draw-of-faith\nPlayers: Ann, Bob\nFrist: Ann\n").message(),
             Catch::Contains("did you mean \"First\"?"));
  // A line that is neither a header nor a turn.
  InputError other = read_error(kHead + "draw 8C\n");
  CHECK(other.where().line == 6);
  CHECK_THAT(other.message(), Catch::Contains("expected a header") && Catch::Contains("or the first turn"));
}

TEST_CASE("sheet read: free-text headers go to meta, as JSON when the whole value is JSON", "[sheet][sheet-read]") {
  const JsonDocument doc = read(kHead +
                                "Event: Club night, table 4\n"
                                "Round: 3\n"
                                "Table: \"4\"\n"
                                "Date: 2026-11-23\n"
                                "Site: [\"Hall\", 2]\n"
                                "Comment:   played  late   \n"
                                "Meta venue: Hall B\n"
                                "Meta rated: true\n"
                                "Meta \"long key\": {\"a\": 1}\n"
                                "Meta score: -1.5\n"
                                "Meta empty:\n");
  const json meta = doc.root.at("meta");
  CHECK(meta["event"] == "Club night, table 4");
  CHECK(meta["round"] == 3);
  CHECK(meta["round"].is_number_integer());
  CHECK(meta["table"] == "4");
  CHECK(meta["date"] == "2026-11-23");
  CHECK(meta["site"] == json{"Hall", 2});
  CHECK(meta["comment"] == "played  late");
  CHECK(meta["venue"] == "Hall B");
  CHECK(meta["rated"] == true);
  CHECK(meta["long key"] == json{{"a", 1}});
  CHECK(meta["score"] == -1.5);
  CHECK(meta["empty"] == "");
  CHECK(meta.size() == 11);
  // "Meta" needs a name and a colon.
  InputError e = read_error(kHead + "Meta Hall\n");
  CHECK(e.where().line == 6);
  CHECK(e.where().column == 6);
  CHECK_THAT(e.message(), Catch::Contains("expected a name and ':' after \"Meta\""));
}

TEST_CASE("sheet read: Meta and Hand written without their name say what they need", "[sheet][sheet-read]") {
  // "Meta: Hall" and "Hand: KH, ..." are the keyed headers with their name left out. The
  // message should say so, as it does for "Meta Hall" and "Hand Ann KH".
  CHECK_THAT(read_error(kHead + "Hand Ann KH\n").message(), Catch::Contains("expected a player and ':' after \"Hand\""));
  InputError meta = read_error(kHead + "Meta: Hall\n");
  CHECK(meta.where().line == 6);
  CHECK_THAT(meta.message(), Catch::Contains("expected a name and ':' after \"Meta\""));
  InputError hand = read_error(kHead + "Hand: KH, QD, JC, 5S, 2H\n");
  CHECK(hand.where().line == 6);
  CHECK_THAT(hand.message(), Catch::Contains("expected a player and ':' after \"Hand\""));
}

TEST_CASE("sheet read: Rulings is a map of ruling options or a profile file name", "[sheet][sheet-read]") {
  CHECK(read(kHead + "Rulings: dof.battle.tie=both-destroyed, dof.special.material-fate=materials-to-field\n").root["rulings"] ==
        json{{"dof.battle.tie", "both-destroyed"}, {"dof.special.material-fate", "materials-to-field"}});
  CHECK(read(kHead + "Rulings: house.json\n").root["rulings"] == "house.json");
  CHECK(read(kHead + "Rulings: \"house rules.json\"\n").root["rulings"] == "house rules.json");
  CHECK(read(kHead + "Rulings: [=]\n").root["rulings"] == json::object());
  CHECK(read(kHead + "Cards: deck.json\n").root["cards"] == "deck.json");
  // Ruling ids and options are checked where they are written.
  InputError twice = read_error(kHead + "Rulings: dof.battle.tie=both-destroyed, dof.battle.tie=no-effect\n");
  CHECK(twice.where().line == 6);
  CHECK(twice.where().column == 41);
  CHECK_THAT(twice.message(), Catch::Contains("ruling \"dof.battle.tie\" is given twice"));
  InputError id = read_error(kHead + "Rulings: dof.battle.tei=no-effect\n");
  CHECK(id.where().column == 10);
  CHECK_THAT(id.message(), Catch::Contains("unknown ruling \"dof.battle.tei\"") && Catch::Contains("did you mean \"dof.battle.tie\"?"));
  InputError option = read_error(kHead + "Rulings: dof.battle.tie=sometimes\n");
  CHECK(option.where().line == 6);
  CHECK(option.where().column == 25);
  CHECK_THAT(option.message(), Catch::Contains("sometimes"));
  CHECK_THAT(read_error(kHead + "Rulings: dof.battle.tie=no-effect extra\n").message(), Catch::Contains("at the end of the header"));
  CHECK_THAT(read_error(kHead + "Rulings: house.json extra\n").message(), Catch::Contains("at the end of the header"));
  CHECK_THAT(read_error(kHead + "Rulings: dof.battle.tie=\n").message(), Catch::Contains("expected an option of dof.battle.tie"));
}

TEST_CASE("sheet read: the Result forms", "[sheet][sheet-read]") {
  auto result = [](const std::string& line) { return read(kHead + "Result: " + line + "\n").root.at("result"); };
  CHECK(result("winner Ann") == json{{"winner", "Ann"}});
  CHECK(result("winners Ann, Bob points Ann=2, Bob=2") ==
        json{{"winners", {"Ann", "Bob"}}, {"points", {{"Ann", 2}, {"Bob", 2}}}});
  CHECK(result("draw") == json{{"draw", true}});
  CHECK(result("in-progress") == json{{"in-progress", true}});
  CHECK(result("winner Bob points Ann=1, Bob=3 ended-by deck-out") ==
        json{{"winner", "Bob"}, {"points", {{"Ann", 1}, {"Bob", 3}}}, {"ended_by", "deck-out"}});
  // Keywords in any order.
  CHECK(result("ended-by time points Ann=0 draw") == json{{"draw", true}, {"points", {{"Ann", 0}}}, {"ended_by", "time"}});
  CHECK(result("in-progress points [=]") == json{{"in-progress", true}, {"points", json::object()}});
}

TEST_CASE("sheet read: errors in the Result line", "[sheet][sheet-read]") {
  auto error = [](const std::string& line) { return read_error(kHead + "Result: " + line + "\n"); };
  InputError empty = read_error(kHead + "Result:\n");
  CHECK(empty.where().line == 6);
  CHECK_THAT(empty.message(), Catch::Contains("expected winner PLAYER | winners PLAYER"));
  InputError misspelt = error("winer Ann");
  CHECK(misspelt.where().column == 9);
  CHECK_THAT(misspelt.message(), Catch::Contains("unexpected 'winer' in the result") && Catch::Contains("did you mean \"winner\"?"));
  InputError unknown = error("winner Bbo");
  CHECK(unknown.where().column == 16);
  CHECK_THAT(unknown.message(), Catch::Contains("unknown player \"Bbo\"") && Catch::Contains("did you mean \"Bob\"?"));
  CHECK_THAT(error("winner Ann winner Bob").message(), Catch::Contains("\"winner\" is given twice"));
  CHECK_THAT(error("draw points Ann=x").message(), Catch::Contains("expected a whole number, found \"x\""));
  CHECK_THAT(error("draw points Ann=99999999999999999999").message(), Catch::Contains("too large a number"));
  CHECK_THAT(error("draw points []").message(), Catch::Contains("the empty map is written \"[=]\""));
  CHECK_THAT(error("winners [=]").message(), Catch::Contains("takes a list"));
}

TEST_CASE("sheet read: the Result line ends the sheet", "[sheet][sheet-read]") {
  const std::string text = kHead + "T1 Ann: draw 8C; end-turn\nResult: in-progress\n";  // Result on line 7
  // Blank lines and notes may follow it.
  CHECK(read(text + "\n# signed by both players\n   \n").root["result"] == json{{"in-progress", true}});
  for (const std::string& after : std::vector<std::string>{"T2 Bob: draw 9C; end-turn", "Bob: pass", "Event: late", "Result: draw"}) {
    INFO("after the result: " << after);
    InputError e = read_error(text + "\n" + after + "\n");
    CHECK(e.where().line == 9);
    CHECK_THAT(e.message(), Catch::Contains("the Result line ends the score sheet (line 7)"));
  }
}

TEST_CASE("sheet read: headers come before the first turn", "[sheet][sheet-read]") {
  for (const std::string& header : std::vector<std::string>{"First: Bob", "Event: late", "Meta venue: Hall", "Hand Bob: ?, ?",
                                                            "Players: Ann, Bob", "Rulings: house.json"}) {
    INFO("header: " << header);
    InputError e = read_error(kHead + "T1 Ann: draw 8C\n" + header + "\n");
    CHECK(e.where().line == 7);
    CHECK(e.where().column == 1);
    CHECK_THAT(e.message(), Catch::Contains("is a header: headers come before the first turn"));
  }
  // A player with a header's name still acts on a continuation line.
  const JsonDocument doc = read("Game: draw-of-faith\nPlayers: Ann, First, Hand\nT1 Ann: draw 8C\nFirst: pass\nHand: pass\n");
  REQUIRE(doc.root["events"].size() == 3);
  CHECK(doc.root["events"][1]["player"] == "First");
  CHECK(doc.root["events"][2]["player"] == "Hand");
}

TEST_CASE("sheet read: turns are numbered from T1 in order", "[sheet][sheet-read]") {
  InputError skipped = read_error(kHead + "T1 Ann: draw 8C; end-turn\nT3 Bob: draw 9C\n");
  CHECK(skipped.where().line == 7);
  CHECK(skipped.where().column == 1);
  CHECK_THAT(skipped.message(), Catch::Contains("turn T3 after T1") && Catch::Contains("expected T2"));
  InputError first = read_error(kHead + "T2 Ann: draw 8C\n");
  CHECK_THAT(first.message(), Catch::Contains("turn T2 after the headers") && Catch::Contains("expected T1"));
  InputError repeated = read_error(kHead + "T1 Ann: draw 8C; end-turn\nT1 Bob: draw 9C\n");
  CHECK_THAT(repeated.message(), Catch::Contains("expected T2"));
  // A turn number is written without leading zeros, and the marker is a capital T.
  CHECK_THAT(read_error(kHead + "T01 Ann: draw 8C\n").message(), Catch::Contains("write \"T1\", not \"T01\""));
  CHECK_THAT(read_error(kHead + "t1 Ann: draw 8C\n").message(), Catch::Contains("expected a header"));
}

TEST_CASE("sheet read: a new turn line only after the turn has ended", "[sheet][sheet-read]") {
  InputError e = read_error(kHead + "T1 Ann: draw 8C\nT2 Bob: draw 9C\n");
  CHECK(e.where().line == 7);
  CHECK(e.where().column == 1);
  CHECK_THAT(e.message(), Catch::Contains("T2 starts a new turn, but T1 has not ended (a turn ends with end-turn)"));
}

TEST_CASE("sheet read: no action follows end-turn on its line", "[sheet][sheet-read]") {
  InputError e = read_error(kHead + "T1 Ann: draw 8C; end-turn; draw 9C\n");
  CHECK(e.where().line == 6);
  CHECK(e.where().column == 28);
  CHECK_THAT(e.message(), Catch::Contains("T1 ended with end-turn: the next turn starts a new line, as \"T2 PLAYER: ...\""));
  // Nor on a continuation line, nor with another player's name before it.
  CHECK_THAT(read_error(kHead + "T1 Ann: draw 8C; end-turn\n  draw 9C\n").message(), Catch::Contains("T1 ended with end-turn"));
  InputError other = read_error(kHead + "T1 Ann: draw 8C; end-turn; Bob: pass\n");
  CHECK(other.where().column == 28);  // at the "Bob:" that starts the action
  CHECK_THAT(other.message(), Catch::Contains("T1 ended with end-turn"));
  // A ';' at the end of the last action is harmless.
  CHECK(events_of("T1 Ann: draw 8C; end-turn;\n").size() == 2);
}

TEST_CASE("sheet read: turn lines and continuation lines hold the actions", "[sheet][sheet-read]") {
  const json events = events_of(
      "T1 Ann: draw 8C\n"
      "   summon 8C def;\n"
      "   end-turn\n"
      "T2 Bob: draw 9C; summon 9C atk\n"
      "   Ann: pass\n"
      "   Bob: end-turn\n");
  REQUIRE(events.size() == 7);
  CHECK(events[1] == json{{"player", "Ann"}, {"action", "summon"}, {"card", "8C"}, {"position", "defense"}});
  CHECK(events[2] == json{{"player", "Ann"}, {"action", "end-turn"}});
  CHECK(events[5] == json{{"player", "Ann"}, {"action", "pass"}});
  CHECK(events[6] == json{{"player", "Bob"}, {"action", "end-turn"}});
  // A turn line needs its player and a first action.
  CHECK_THAT(read_error(kHead + "T1 draw 8C\n").message(), Catch::Contains("expected the player whose turn it is and ':'"));
  CHECK_THAT(read_error(kHead + "T1 Ann:\n").message(), Catch::Contains("expected the turn's first action after \"Ann:\""));
  CHECK_THAT(read_error(kHead + "T1 Ann: draw 8C; Bob:\n").message(), Catch::Contains("expected an action after \"Bob:\""));
}

TEST_CASE("sheet read: PLAYER: switches the actor for the actions after it", "[sheet][sheet-read]") {
  const json events = events_of("T1 Ann: draw 8C; Bob: pass; pass; Ann: pass; end-turn\n");
  std::vector<std::string> actors;
  for (const auto& e : events) actors.push_back(e.at("player"));
  CHECK(actors == std::vector<std::string>{"Ann", "Bob", "Bob", "Ann", "Ann"});
  // The actor holds across lines too, until the next turn line names its player.
  const json across = events_of("T1 Ann: draw 8C; Bob: pass\n  pass; end-turn\nT2 Bob: draw 9C; Ann: end-turn\n");
  actors.clear();
  for (const auto& e : across) actors.push_back(e.at("player"));
  CHECK(actors == std::vector<std::string>{"Ann", "Bob", "Bob", "Bob", "Bob", "Ann"});
}

TEST_CASE("sheet read: quoted player names hold spaces", "[sheet][sheet-read]") {
  const JsonDocument doc = read(
      "Game: draw-of-faith\n"
      "Players: \"Ann Lee\", Bob, \"Game\"\n"
      "First: \"Ann Lee\"\n"
      "Hand \"Ann Lee\": KH, QD, JC, 5S, 2H\n"
      "T1 \"Ann Lee\": draw 8C; summon 8C atk; Bob: pass; \"Game\": pass; \"Ann Lee\": attack 8C > \"Game#1\"; end-turn\n"
      "Result: winner \"Ann Lee\" points \"Ann Lee\"=3, Bob=1\n");
  CHECK(doc.root["players"] == json{"Ann Lee", "Bob", "Game"});
  CHECK(doc.root["setup"] == json{{"first", "Ann Lee"}, {"hands", {{"Ann Lee", {"KH", "QD", "JC", "5S", "2H"}}}}});
  const json& events = doc.root["events"];
  REQUIRE(events.size() == 6);
  CHECK(events[0]["player"] == "Ann Lee");
  CHECK(events[2]["player"] == "Bob");
  CHECK(events[3]["player"] == "Game");
  CHECK(events[4] == json{{"player", "Ann Lee"}, {"action", "attack"}, {"attacker", "8C"}, {"target", "Game#1"}});
  CHECK(doc.root["result"] == json{{"winner", "Ann Lee"}, {"points", {{"Ann Lee", 3}, {"Bob", 1}}}});
}

TEST_CASE("sheet read: player names are checked where they are listed and used", "[sheet][sheet-read]") {
  InputError twice = read_error("Game: draw-of-faith\nPlayers: Ann, Bob, Ann\n");
  CHECK(twice.where().column == 20);
  CHECK_THAT(twice.message(), Catch::Contains("player \"Ann\" is listed twice"));
  InputError bad = read_error("Game: draw-of-faith\nPlayers: Ann, Bob#2\n");
  CHECK(bad.where().column == 15);
  CHECK_THAT(bad.message(), Catch::Contains("cannot contain '#'"));
  CHECK_THAT(read_error("Game: draw-of-faith\nPlayers: Ann,\n").message(), Catch::Contains("expected a player's name"));
  InputError hand = read_error("Game: draw-of-faith\nPlayers: Ann, Bob\nHand Anne: KH, QD, JC, 5S, 2H\n");
  CHECK(hand.where().line == 3);
  CHECK(hand.where().column == 6);
  CHECK_THAT(hand.message(), Catch::Contains("unknown player \"Anne\"") && Catch::Contains("did you mean \"Ann\"?"));
  InputError turn = read_error(kHead + "T1 Anne: draw 8C\n");
  CHECK(turn.where().line == 6);
  CHECK(turn.where().column == 4);
  CHECK_THAT(turn.message(), Catch::Contains("unknown player \"Anne\"") && Catch::Contains("did you mean \"Ann\"?"));
  InputError actor = read_error(kHead + "T1 Ann: draw 8C; Bbo: pass\n");
  CHECK(actor.where().column == 18);
  CHECK_THAT(actor.message(), Catch::Contains("unknown player \"Bbo\"") && Catch::Contains("did you mean \"Bob\"?"));
}

TEST_CASE("sheet read: values are lists, maps, empty brackets and short forms", "[sheet][sheet-read]") {
  const json events = events_of(
      "T1 Ann: draw 8C; summon 8C def down; change-position Ann#1 to attack reveal 8C; end-turn\n"
      "T2 Bob: draw 9C; activate numbers-combo 5S, Ann:2H destroy Ann#1, 9D revive 3H=atk, 4D=defense negate 1 "
      "reveal Ann#2=9D, Ann#3=JC place 5S=def; reveal []; reveal 7H, 8H field Ann#1=KH; end-turn\n"
      "T3 Ann: draw 2C; activate numbers-combo 2C, 5S revive [=] destroy []; choose-targets link 1 revive 7H, 8H; end-turn\n");
  REQUIRE(events.size() == 13);
  CHECK(events[1] == json{{"player", "Ann"}, {"action", "summon"}, {"card", "8C"}, {"position", "defense"}, {"face", "down"}});
  CHECK(events[2] ==
        json{{"player", "Ann"}, {"action", "change-position"}, {"card", "Ann#1"}, {"to", "attack"}, {"reveal", "8C"}});
  CHECK(events[5] == json{{"player", "Bob"},
                          {"action", "activate"},
                          {"mechanic", "numbers-combo"},
                          {"materials", {"5S", "Ann:2H"}},
                          {"destroy", {"Ann#1", "9D"}},
                          {"revive", {{"3H", "attack"}, {"4D", "defense"}}},
                          {"negate", 1},
                          {"reveal", {{"Ann#2", "9D"}, {"Ann#3", "JC"}}},
                          {"place", {{"5S", "defense"}}}});
  CHECK(events[5]["negate"].is_number_integer());
  CHECK(events[6] == json{{"player", "Bob"}, {"action", "reveal"}, {"cards", json::array()}});
  CHECK(events[7] == json{{"player", "Bob"}, {"action", "reveal"}, {"cards", {"7H", "8H"}}, {"field", {{"Ann#1", "KH"}}}});
  CHECK(events[10] == json{{"player", "Ann"},
                           {"action", "activate"},
                           {"mechanic", "numbers-combo"},
                           {"materials", {"2C", "5S"}},
                           {"revive", json::object()},
                           {"destroy", json::array()}});
  CHECK(events[11] == json{{"player", "Ann"}, {"action", "choose-targets"}, {"link", 1}, {"revive", {"7H", "8H"}}});
}

TEST_CASE("sheet read: cards are read in any letter case and kept as written", "[sheet][sheet-read]") {
  const JsonDocument doc = read(
      "Game: draw-of-faith\nPlayers: Ann, Bob\nHand Ann: kh, Qd, jC, 5s, 2H\n"
      "T1 Ann: draw 8c; summon 8c def; attack 8c > Bob:as; end-turn\n");
  CHECK(doc.root["setup"]["hands"]["Ann"] == json{"kh", "Qd", "jC", "5s", "2H"});
  const json& events = doc.root["events"];
  CHECK(events[0]["card"] == "8c");
  CHECK(events[1]["card"] == "8c");
  CHECK(events[2]["attacker"] == "8c");
  CHECK(events[2]["target"] == "Bob:as");
  // Short forms, choices and player names are words of the notation: their case is not free.
  CHECK(events[1]["position"] == "defense");
  CHECK_THAT(read_error(kHead + "T1 Ann: summon 8C DEF\n").message(), Catch::Contains("unknown POSITION \"DEF\""));
  CHECK_THAT(read_error(kHead + "T1 Ann: attack 8C > bob:AS\n").message(), Catch::Contains("unknown player \"bob\""));
}

TEST_CASE("sheet read: short forms and choices are words of their own", "[sheet][sheet-read]") {
  CHECK(events_of("T1 Ann: summon 8C atk\n")[0]["position"] == "attack");
  CHECK(events_of("T1 Ann: summon 8C attack\n")[0]["position"] == "attack");
  CHECK(events_of("T1 Ann: summon 8C def\n")[0]["position"] == "defense");
  CHECK(events_of("T1 Ann: summon 8C defense\n")[0]["position"] == "defense");
  InputError e = read_error(kHead + "T1 Ann: summon 8C dfe\n");
  CHECK(e.where().column == 19);
  CHECK_THAT(e.message(), Catch::Contains("unknown POSITION \"dfe\"") && Catch::Contains("did you mean \"def\"?"));
  CHECK_THAT(read_error(kHead + "T1 Ann: activate numbers-comb 5S, 2H\n").message(),
             Catch::Contains("unknown MECHANIC \"numbers-comb\"") && Catch::Contains("did you mean \"numbers-combo\"?"));
}

TEST_CASE("sheet read: an unknown card is an error at its line and column", "[sheet][sheet-read]") {
  InputError e = read_error(kHead + "T1 Ann: draw 11H\n");
  CHECK(e.where().file == "t.sheet");
  CHECK(e.where().line == 6);
  CHECK(e.where().column == 14);
  CHECK_THAT(e.message(), Catch::Contains("unknown card \"11H\"") && Catch::Contains("did you mean \"10H\"?"));
  CHECK_THAT(e.describe(), Catch::StartsWith("t.sheet:6:14: "));
  // In a hand, a list, a map and a card reference too.
  CHECK(read_error("Game: draw-of-faith\nPlayers: Ann, Bob\nHand Ann: KH, QD, 1C, 5S, 2H\n").where().column == 19);
  CHECK(read_error(kHead + "T1 Ann: activate numbers-combo 5S, 2X\n").where().column == 36);
  CHECK(read_error(kHead + "T1 Ann: activate numbers-combo 5S, 2H revive 3H=atk, ZZ=def\n").where().column == 54);
  CHECK(read_error(kHead + "T1 Ann: attack 8C > Bob:1S\n").where().column == 21);
  // "?" only where a card may be unseen.
  CHECK_THAT(read_error(kHead + "T1 Ann: tiebreak-draw ?\n").message(), Catch::Contains("\"?\" is not allowed here"));
  CHECK(events_of("T1 Ann: draw ?; summon ? def down\n")[1]["card"] == "?");
}

TEST_CASE("sheet read: misspelt actions and card references get suggestions", "[sheet][sheet-read]") {
  InputError action = read_error(kHead + "T1 Ann: drwa 8C\n");
  CHECK(action.where().column == 9);
  CHECK_THAT(action.message(), Catch::Contains("unknown action \"drwa\"") && Catch::Contains("did you mean \"draw\"?"));
  InputError far = read_error(kHead + "T1 Ann: xyzzy\n");
  CHECK_THAT(far.message(), Catch::Contains("unknown action \"xyzzy\"") && Catch::Contains("draw-of-faith actions: draw, summon"));
  InputError ref = read_error(kHead + "T1 Ann: attack 8C > Bbo#1\n");
  CHECK(ref.where().column == 21);
  CHECK_THAT(ref.message(), Catch::Contains("unknown player \"Bbo\"") && Catch::Contains("did you mean \"Bob\"?"));
  CHECK_THAT(read_error(kHead + "T1 Ann: attack 8C > Bob#0\n").message(), Catch::Contains("a field position is a number from 1"));
  InputError keyword = read_error(kHead + "T1 Ann: change-position 8C ot def\n");
  CHECK(keyword.where().column == 28);
  CHECK_THAT(keyword.message(), Catch::Contains("unexpected 'ot' after change-position") && Catch::Contains("did you mean \"to\"?"));
}

TEST_CASE("sheet read: the shape of an action is checked", "[sheet][sheet-read]") {
  CHECK_THAT(read_error(kHead + "T1 Ann: draw\n").message(), Catch::Contains("draw needs CARD|?, found the end of the line"));
  CHECK_THAT(read_error(kHead + "T1 Ann: attack 8C\n").message(), Catch::Contains("attack needs \"> CARDREF\""));
  CHECK_THAT(read_error(kHead + "T1 Ann: draw 8C end-turn\n").message(),
             Catch::Contains("\"end-turn\" starts another action: put ';' before it"));
  CHECK_THAT(read_error(kHead + "T1 Ann: draw 8C Bob: pass\n").message(),
             Catch::Contains("\"Bob:\" starts another action: put ';' before it"));
  CHECK_THAT(read_error(kHead + "T1 Ann: pass {a} {b}\n").message(), Catch::Contains("an action has one {comment}"));
  CHECK_THAT(read_error(kHead + "T1 Ann: change-position 8C to def to atk\n").message(), Catch::Contains("\"to\" is given twice"));
  CHECK_THAT(read_error(kHead + "T1 Ann: ; draw 8C\n").message(), Catch::Contains("nothing between two ';'"));
  CHECK_THAT(read_error(kHead + "T1 Ann: draw 8C;; end-turn\n").message(), Catch::Contains("nothing between two ';'"));
  CHECK(read_error(kHead + "T1 Ann: draw 8C;; end-turn\n").where().column == 17);
  CHECK_THAT(read_error(kHead + "T1 Ann: activate numbers-combo 5S, 2H destroy [=]\n").message(),
             Catch::Contains("'destroy' takes a list"));
  CHECK_THAT(read_error(kHead + "T1 Ann: activate numbers-combo 5S, 2H place []\n").message(),
             Catch::Contains("the empty map is written \"[=]\""));
  CHECK_THAT(read_error(kHead + "T1 Ann: activate numbers-combo 5S, 2H revive [x]\n").message(), Catch::Contains("expected ']'"));
  CHECK_THAT(read_error(kHead + "T1 Ann: activate numbers-combo 5S, 2H negate one\n").message(),
             Catch::Contains("expected a whole number, found \"one\""));
}

TEST_CASE("sheet read: comments of events are kept, notes are dropped", "[sheet][sheet-read]") {
  const json events = events_of("T1 Ann: draw 8C {from the top\\n\\{really\\}} # a note\n  end-turn # another {not a comment}\n");
  REQUIRE(events.size() == 2);
  CHECK(events[0]["comment"] == "from the top\n{really}");
  CHECK_FALSE(events[1].contains("comment"));
}

TEST_CASE("sheet read: a byte-order mark and CRLF line ends are read as if absent", "[sheet][sheet-read]") {
  const std::string text = kHead + "Event: Club\nT1 Ann: draw 8C; end-turn\nResult: winner Ann\n";
  std::string crlf;
  for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const JsonDocument plain = read(text);
  const JsonDocument windows = read("\xEF\xBB\xBF" + crlf);
  CHECK(windows.root == plain.root);
  CHECK(windows.root["meta"]["event"] == "Club");  // no '\r' kept in free text
  CHECK(windows.lines == plain.lines);
  // Columns on the first line do not count the mark.
  InputError e = read_error("\xEF\xBB\xBFGame: draw-of-fate\r\n");
  CHECK(e.where().line == 1);
  CHECK(e.where().column == 7);
  // A carriage return inside a line is a control character.
  InputError cr = read_error(kHead + "T1 Ann: draw 8C\r; end-turn\n");
  CHECK(cr.where().line == 6);
  CHECK(cr.where().column == 16);
  CHECK_THAT(cr.message(), Catch::Contains("carriage return inside a line"));
}

TEST_CASE("sheet read: invalid text is an error at its line and column", "[sheet][sheet-read]") {
  InputError utf8 = read_error(kHead + "T1 Ann: draw 8C {caf\xC3}\n");
  CHECK(utf8.where().line == 6);
  CHECK(utf8.where().column == 21);
  CHECK_THAT(utf8.message(), Catch::Contains("invalid UTF-8"));
  // Even on a line that is only a note.
  InputError note = read_error(kHead + "# bell \x07\n");
  CHECK(note.where().line == 6);
  CHECK(note.where().column == 8);
  CHECK_THAT(note.message(), Catch::Contains("control character 0x07"));
}

TEST_CASE("sheet read: first_line numbers the lines of a sheet inside a file", "[sheet][sheet-read]") {
  const JsonDocument doc = read(kHead + "T1 Ann: draw 8C; end-turn\n", "many.sheet", 41);
  CHECK(doc.line_of("/game") == 41);
  CHECK(doc.line_of("/events/1") == 46);
  InputError e = error_of([&] { (void)read(kHead + "T1 Ann: draw 11H\n", "many.sheet", 41); });
  CHECK(e.where().line == 46);
}

TEST_CASE("sheet read: split_sheets cuts a file at each Game header after a Result line", "[sheet][sheet-read]") {
  const std::string one = "# first\n" + kHead + "T1 Ann: draw 8C; end-turn\nResult: in-progress\n\n";      // lines 1-9
  const std::string two = "game: draw-of-faith\nPlayers: Ann, Bob\nT1 Bob: draw 9H; end-turn\nRESULT: draw\n";  // 10-13
  const std::string three = "  GAME: draw-of-faith\nPlayers: Ann, Bob, Cy\n";                                   // 14-15
  const std::string file = one + two + three;
  const auto parts = sheet::split_sheets(file);
  REQUIRE(parts.size() == 3);
  CHECK(parts[0].text == one);
  CHECK(parts[0].first_line == 1);
  CHECK(parts[1].text == two);
  CHECK(parts[1].first_line == 10);
  CHECK(parts[2].text == three);
  CHECK(parts[2].first_line == 14);
  // Each part reads with the file's line numbers.
  const JsonDocument second = read(parts[1].text, "many.sheet", parts[1].first_line);
  CHECK(second.root["events"][0]["card"] == "9H");
  CHECK(second.line_of("/events/0") == 12);
  CHECK(second.line_of("/result") == 13);
  CHECK(read(parts[2].text, "many.sheet", parts[2].first_line).root["players"].size() == 3);
  // A note naming a game does not start a sheet, nor does a file of one sheet split.
  CHECK(sheet::split_sheets("# Game: x\n" + kHead).size() == 1);
  CHECK(sheet::split_sheets(kHead).size() == 1);
  CHECK(sheet::split_sheets("").size() == 1);
  // Reading the whole file as one sheet says where the second one starts.
  InputError e = read_error(file);
  CHECK(e.where().line == 10);
  CHECK_THAT(e.message(), Catch::Contains("a second score sheet starts here"));
}

TEST_CASE("sheet read: a Game line before the Result line stays in its sheet and is refused", "[sheet][sheet-read]") {
  const std::string text = kHead + "T1 Ann: draw 8C; end-turn\nGame: draw-of-faith\nPlayers: Ann, Bob\nResult: draw\n";
  REQUIRE(sheet::split_sheets(text).size() == 1);
  InputError e = read_error(text);
  CHECK(e.where().line == 7);
  CHECK(e.where().column == 1);
  CHECK_THAT(e.message(), Catch::Contains("\"Game:\" in the middle of a game"));
  // Among the headers too.
  CHECK(sheet::split_sheets(kHead + "Game: draw-of-faith\n").size() == 1);
  CHECK(read_error(kHead + "Game: draw-of-faith\n").where().line == 6);
}

TEST_CASE("sheet read: split_sheets handles CRLF files and a byte-order mark", "[sheet][sheet-read]") {
  const std::string one = "Game: draw-of-faith\r\nPlayers: Ann, Bob\r\nResult: draw\r\n";
  const std::string two = "Game: draw-of-faith\r\nPlayers: Cy, Di\r\nResult: draw\r\n";
  const auto crlf = sheet::split_sheets(one + two);
  REQUIRE(crlf.size() == 2);
  CHECK(crlf[1].first_line == 4);
  CHECK(read(crlf[1].text, "f.sheet", crlf[1].first_line).root["players"] == json{"Cy", "Di"});
  // With a byte-order mark before the first sheet (read_sheet and is_sheet skip it), the
  // file still holds two sheets.
  const auto marked = sheet::split_sheets("\xEF\xBB\xBF" + one + two);  // parts are copies: a temporary is fine
  CHECK(marked.size() == 2);
  if (marked.size() == 2) {
    CHECK(marked[1].first_line == 4);
    CHECK(read(marked[0].text).root["players"] == json{"Ann", "Bob"});
  }
}

TEST_CASE("sheet read: split_sheets knows the Game and Result headers in any letter case", "[sheet][sheet-read]") {
  // The reader takes header names in any letter case ("gAmE:" is the Game header), so a file
  // of sheets is cut there too.
  CHECK(read("GaMe: draw-of-faith\nPlayers: Ann, Bob\nrEsUlT: draw\n").root["game"] == "draw-of-faith");
  for (const std::string& result : std::vector<std::string>{"Result:", "result:", "RESULT:", "rEsUlT:"})
    for (const std::string& header : std::vector<std::string>{"game:", "GAME:", "Game:", "GaMe:", "gAmE:"}) {
      INFO("headers: " << result << " then " << header);
      const std::string one = "Game: draw-of-faith\nPlayers: Ann, Bob\n" + result + " draw\n";
      CHECK(sheet::split_sheets(one + header + " draw-of-faith\nPlayers: Cy, Di\n").size() == 2);
    }
}

TEST_CASE("sheet read: is_sheet tells a score sheet from JSON by extension, then content", "[sheet][sheet-read]") {
  CHECK_FALSE(sheet::is_sheet("game.json", "Game: draw-of-faith\n"));
  CHECK_FALSE(sheet::is_sheet("games.jsonl", "Game: draw-of-faith\n"));
  CHECK(sheet::is_sheet("game.sheet", "{\"format\": 1}"));
  CHECK(sheet::is_sheet("game.txt", "{\"format\": 1}"));
  CHECK(sheet::is_sheet("game", "Game: draw-of-faith\n"));
  CHECK(sheet::is_sheet("-", "# note\nGame: draw-of-faith\n"));
  CHECK_FALSE(sheet::is_sheet("-", "{\"format\": \"referee-transcript/1\"}"));
  CHECK_FALSE(sheet::is_sheet("game", "\xEF\xBB\xBF \r\n\t {}"));
  CHECK(sheet::is_sheet("game", "\xEF\xBB\xBF\nGame: x"));
  CHECK_FALSE(sheet::is_sheet("game", ""));
  CHECK_FALSE(sheet::is_sheet("game", " \n "));
}

TEST_CASE("sheet read: transcript files and texts of either kind read as JSON documents", "[sheet][sheet-read]") {
  const std::string dir = temp_dir("files");
  const std::string sheet_text = kHead + "T1 Ann: draw 8C; end-turn\n";
  const std::string sheet_path = dir + "/game.sheet";
  write_file(sheet_path, sheet_text);
  const JsonDocument from_sheet = sheet::read_transcript_file(sheet_path, builtin_games());
  CHECK(from_sheet.source == sheet_path);
  CHECK(from_sheet.root["events"].size() == 2);
  CHECK(from_sheet.line_of("/events/1") == 6);

  const std::string json_path = dir + "/game.json";
  write_file(json_path, from_sheet.root.dump(1));
  const JsonDocument from_json = sheet::read_transcript_file(json_path, builtin_games());
  CHECK(from_json.root == from_sheet.root);

  // By content when the name says nothing.
  CHECK(sheet::parse_transcript_text(sheet_text, "-", builtin_games()).root == from_sheet.root);
  CHECK(sheet::parse_transcript_text(from_sheet.root.dump(), "-", builtin_games()).root == from_sheet.root);
  // A .json file holding a sheet is malformed JSON, not a sheet.
  InputError e = error_of([&] { (void)sheet::parse_transcript_text(sheet_text, "x.json", builtin_games()); });
  CHECK_THAT(e.message(), Catch::Contains("malformed JSON"));
  // A missing file names itself.
  InputError missing = error_of([&] { (void)sheet::read_transcript_file(dir + "/none.sheet", builtin_games()); });
  CHECK_THAT(missing.describe(), Catch::Contains("none.sheet"));
  std::filesystem::remove_all(dir);
}

}  // namespace test_sheet_read
