// Writing score sheets (referee/core/sheet.hpp, sheet_write.cpp): the canonical form
// (headers in order, one line a turn, "PLAYER:" only where the actor changes, short forms,
// quoting), and an InputError naming the event and key for what the notation cannot hold.
#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <vector>

#include "tests/support/input_error.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/sheet_lexer.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

namespace test_sheet_write {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using json = nlohmann::json;
using test::ev;

namespace {

json hands() {
  return {{"Ann", {"KH", "QD", "JC", "5S", "2H"}}, {"Bob", {"?", "?", "?", "?", "?"}}};
}

// A transcript document as a file would hold it (with lines), written as a sheet.
std::string write(const json& transcript, const std::string& source = "t.json") {
  return sheet::write_sheet(parse_json(transcript.dump(1), source), builtin_games());
}

JsonDocument read(const std::string& text) { return sheet::read_sheet(text, "t.sheet", builtin_games()); }

using test::error_of;

InputError write_error(const json& transcript) {
  return error_of([&] { (void)write(transcript, "w.json"); });
}

// The lines of `text`.
std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t nl = text.find('\n', at);
    if (nl == std::string::npos) nl = text.size();
    out.push_back(text.substr(at, nl - at));
    at = nl + 1;
  }
  return out;
}

json two_turns() {
  return test::dof_transcript({"Ann", "Bob"}, hands(),
                              {ev("Ann", "draw", {{"card", "8C"}}),
                               ev("Ann", "summon", {{"card", "8C"}, {"position", "defense"}}),
                               ev("Ann", "end-turn"),
                               ev("Bob", "draw", {{"card", "10S"}}),
                               ev("Bob", "summon", {{"card", "9D"}, {"position", "attack"}, {"face", "up"}}),
                               ev("Ann", "pass"),
                               ev("Ann", "pass"),
                               ev("Bob", "end-turn")});
}

}  // namespace

TEST_CASE("sheet write: the canonical form of a transcript", "[sheet][sheet-write]") {
  json t = two_turns();
  t["rulings"] = {{"dof.battle.tie", "both-destroyed"}, {"dof.special.material-fate", "materials-to-field"}};
  t["cards"] = "deck.json";
  t["meta"] = {{"venue", "Hall"}, {"comment", "late"}, {"round", 3}, {"event", "Club night"}, {"date", "2026-11-23"},
               {"site", "Town"}, {"table", "4"}, {"aardvark", true}};
  t["result"] = {{"ended_by", "deck-out"}, {"points", {{"Bob", 1}, {"Ann", 3}}}, {"winner", "Ann"}};
  const std::string expected =
      "Game: draw-of-faith\n"
      "Players: Ann, Bob\n"
      "Rulings: dof.battle.tie=both-destroyed, dof.special.material-fate=materials-to-field\n"
      "Cards: deck.json\n"
      "Event: Club night\n"
      "Round: 3\n"
      "Table: \"4\"\n"
      "Date: 2026-11-23\n"
      "Site: Town\n"
      "Comment: late\n"
      "Meta aardvark: true\n"
      "Meta venue: Hall\n"
      "First: Ann\n"
      "Hand Ann: KH, QD, JC, 5S, 2H\n"
      "Hand Bob: ?, ?, ?, ?, ?\n"
      "\n"
      "T1 Ann: draw 8C; summon 8C def; end-turn\n"
      "T2 Bob: draw 10S; summon 9D atk up; Ann: pass; pass; Bob: end-turn\n"
      "Result: winner Ann points Ann=3, Bob=1 ended-by deck-out\n";
  CHECK(write(t) == expected);
  CHECK(read(expected).root == t);
}

TEST_CASE("sheet write: a bundled transcript is written as the README shows it", "[sheet][sheet-write]") {
  const JsonDocument doc =
      read_json_file(test::source_path("fixtures/draw-of-faith/legal/chain-three-links-turn-player-counters.json"));
  const std::string text = sheet::write_sheet(doc, builtin_games());
  const auto lines = lines_of(text);
  REQUIRE(lines.size() == 13);
  CHECK(lines[0] == "Game: draw-of-faith");
  CHECK(lines[1] == "Players: Ann, Bob");
  CHECK(lines[2] == "First: Ann");
  CHECK(lines[3] == "Hand Ann: KH, QD, JC, 5S, 2H");
  CHECK(lines[5].empty());
  CHECK(lines[6] == "T1 Ann: draw 8C; summon 8C def; end-turn");
  CHECK(lines[7] == "T2 Bob: draw 10S; summon 9D atk; end-turn");
  CHECK_THAT(lines[10], Catch::StartsWith("T5 Ann: draw 9C; activate numbers-combo 5S, 2H destroy 9D {link 1 (Ann, the turn player)") &&
                            Catch::Contains("; Bob: activate ace-face AS, JS negate 1 {link 2 (Bob): negates link 1}; Ann: "));
  CHECK(lines[12] == "Result: in-progress points Ann=0, Bob=0");
  CHECK(read(text).root == doc.root);
}

TEST_CASE("sheet write: one line a turn, a new line after each end-turn", "[sheet][sheet-write]") {
  const auto lines = lines_of(write(two_turns()));
  int turn_lines = 0;
  for (const auto& l : lines)
    if (l.rfind("T", 0) == 0) ++turn_lines;
  CHECK(turn_lines == 2);
  // Events after the last end-turn stay on a last, unfinished turn line.
  json t = two_turns();
  t["events"].push_back(ev("Ann", "draw", {{"card", "4H"}}));
  t["events"].push_back(ev("Bob", "pass"));
  CHECK(lines_of(write(t)).back() == "T3 Ann: draw 4H; Bob: pass");
  // No events: no turn lines and no blank line.
  t["events"] = json::array();
  CHECK(write(t) == "Game: draw-of-faith\nPlayers: Ann, Bob\nFirst: Ann\nHand Ann: KH, QD, JC, 5S, 2H\nHand Bob: ?, ?, ?, ?, ?\n");
}

TEST_CASE("sheet write: PLAYER: only where the actor changes", "[sheet][sheet-write]") {
  json t = two_turns();
  t["events"] = {ev("Ann", "draw", {{"card", "8C"}}), ev("Bob", "pass"), ev("Bob", "pass"), ev("Ann", "pass"),
                 ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "9C"}}), ev("Ann", "pass"), ev("Ann", "end-turn")};
  const auto lines = lines_of(write(t));
  REQUIRE(lines.size() >= 2);
  CHECK(lines[lines.size() - 2] == "T1 Ann: draw 8C; Bob: pass; pass; Ann: pass; end-turn");
  // The turn line names whoever acts first, even if the turn is someone else's.
  CHECK(lines.back() == "T2 Bob: draw 9C; Ann: pass; end-turn");
}

TEST_CASE("sheet write: short forms are written, long forms read back", "[sheet][sheet-write]") {
  json t = two_turns();
  t["events"] = {ev("Ann", "draw", {{"card", "8c"}}), ev("Ann", "summon", {{"card", "8c"}, {"position", "attack"}, {"face", "down"}}),
                 ev("Ann", "change-position", {{"card", "Ann#1"}, {"to", "defense"}, {"reveal", "8C"}}),
                 ev("Ann", "activate",
                    {{"mechanic", "numbers-combo"},
                     {"materials", {"5S", "2H"}},
                     {"revive", {{"3H", "attack"}, {"4D", "defense"}}},
                     {"place", {{"5S", "defense"}}},
                     {"negate", 1},
                     {"reveal", {{"Bob#2", "9D"}}},
                     {"destroy", {"Bob#1"}}}),
                 ev("Ann", "attack", {{"attacker", "Ann#1"}, {"target", "Bob:9D"}, {"reveal", {{"Bob#1", "JS"}}}}),
                 ev("Ann", "reveal", {{"cards", json::array()}, {"field", json::object()}}),
                 ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"5S", "2H"}}, {"revive", json::array()}}),
                 ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"5S", "2H"}}, {"revive", json::object()}})};
  const std::string text = write(t);
  const auto lines = lines_of(text);
  CHECK(lines.back() ==
        "T1 Ann: draw 8c; summon 8c atk down; change-position Ann#1 to def reveal 8C; "
        "activate numbers-combo 5S, 2H destroy Bob#1 revive 3H=atk, 4D=def negate 1 reveal Bob#2=9D place 5S=def; "
        "attack Ann#1 > Bob:9D reveal Bob#1=JS; reveal [] field [=]; "
        "activate numbers-combo 5S, 2H revive []; activate numbers-combo 5S, 2H revive [=]");
  CHECK(read(text).root == t);
}

TEST_CASE("sheet write: names with spaces and header names are quoted", "[sheet][sheet-write]") {
  const std::vector<std::string> players = {"Ann Lee", "Game", "result", "Zo\xC3\xAB", "First"};
  json hands_of = json::object();
  for (const auto& p : players) hands_of[p] = {"?", "?", "?", "?", "?"};
  json t = test::dof_transcript(players, hands_of,
                                {ev("Ann Lee", "draw", {{"card", "8C"}}), ev("Game", "pass"), ev("result", "pass"),
                                 ev("Zo\xC3\xAB", "pass"), ev("First", "pass"),
                                 ev("Ann Lee", "attack", {{"attacker", "Ann Lee:8C"}, {"target", "Game#1"}}),
                                 ev("Ann Lee", "end-turn"), ev("Game", "draw", {{"card", "9C"}})});
  t["result"] = {{"winners", {"Game", "result"}}, {"points", {{"Ann Lee", 1}, {"Game", 2}}}};
  const std::string text = write(t);
  const auto lines = lines_of(text);
  CHECK(lines[1] == "Players: \"Ann Lee\", \"Game\", \"result\", Zo\xC3\xAB, First");
  CHECK(lines[2] == "First: \"Ann Lee\"");
  CHECK(lines[3] == "Hand \"Ann Lee\": ?, ?, ?, ?, ?");
  CHECK(lines[4] == "Hand \"Game\": ?, ?, ?, ?, ?");
  CHECK(lines[5] == "Hand \"result\": ?, ?, ?, ?, ?");
  CHECK(lines[6] == "Hand Zo\xC3\xAB: ?, ?, ?, ?, ?");
  CHECK(lines[7] == "Hand First: ?, ?, ?, ?, ?");
  CHECK(lines[9] ==
        "T1 \"Ann Lee\": draw 8C; \"Game\": pass; \"result\": pass; Zo\xC3\xAB: pass; First: pass; "
        "\"Ann Lee\": attack \"Ann Lee:8C\" > Game#1; end-turn");
  CHECK(lines[10] == "T2 \"Game\": draw 9C");
  // Inside a line a name needs quotes only for its spaces or punctuation.
  CHECK(lines[11] == "Result: winners Game, result points \"Ann Lee\"=1, Game=2");
  CHECK(read(text).root == t);
  // Quoting "Game" keeps a file of sheets from being cut at a turn of that player.
  CHECK(sheet::split_sheets(text).size() == 1);
}

TEST_CASE("sheet write: comments are escaped and read back as they were", "[sheet][sheet-write]") {
  const std::vector<std::string> comments = {"plain",
                                             "",
                                             "braces {a} and \\ backslash",
                                             "two\nlines\tand\rreturns",
                                             "bell \x07 and del \x7F",
                                             "# not a note; not, a = separator > [x]",
                                             "\"quoted\" \\u0041 stays",
                                             "caf\xC3\xA9 \xF0\x9F\x98\x80"};
  json events = json::array();
  for (const auto& c : comments) {
    json e = ev("Ann", "pass");
    e["comment"] = c;
    events.push_back(e);
  }
  json t = test::dof_transcript({"Ann", "Bob"}, hands(), events);
  const std::string text = write(t);
  // Every line is plain text: control characters are escaped.
  for (const auto& l : lines_of(text)) CHECK_NOTHROW(sheet::check_line_text(l, "t.sheet", 1));
  CHECK_THAT(text, Catch::Contains("pass {braces \\{a\\} and \\\\ backslash}"));
  CHECK_THAT(text, Catch::Contains("pass {two\\nlines\\tand\\rreturns}"));
  CHECK_THAT(text, Catch::Contains("pass {bell \\u0007 and del \\u007f}"));
  CHECK(read(text).root == t);
}

TEST_CASE("sheet write: free-text header values read back as the same JSON", "[sheet][sheet-write]") {
  const json values = {"Club night", "3", 3, -1.5, true, nullptr, "true", "", " padded ", "two\nlines", "# hash", "{",
                       "[1]", "\"quoted\"", json::array({1, "a"}), json{{"a", 1}}, "2026-11-23", "01", "caf\xC3\xA9"};
  for (const auto& v : values) {
    INFO("value: " << v.dump());
    json t = two_turns();
    t["meta"] = {{"event", v}, {"custom key", v}};
    const std::string text = write(t);
    CHECK(read(text).root["meta"] == t["meta"]);
  }
  // Plain strings are written bare, the others as JSON.
  json t = two_turns();
  t["meta"] = {{"event", "Club night"}, {"round", "3"}, {"site", " padded"}};
  const std::string text = write(t);
  CHECK_THAT(text, Catch::Contains("Event: Club night\n") && Catch::Contains("Round: \"3\"\n") &&
                       Catch::Contains("Site: \" padded\"\n"));
}

TEST_CASE("sheet write: a ruling profile named by file is written as its name", "[sheet][sheet-write]") {
  json t = two_turns();
  t["rulings"] = "house.json";
  CHECK_THAT(write(t), Catch::Contains("\nRulings: house.json\n"));
  t["rulings"] = "my house.json";
  CHECK_THAT(write(t), Catch::Contains("\nRulings: \"my house.json\"\n"));
  CHECK(read(write(t)).root["rulings"] == "my house.json");
  t["rulings"] = json::object();
  CHECK_THAT(write(t), Catch::Contains("\nRulings: [=]\n"));
  CHECK(read(write(t)).root["rulings"] == json::object());
}

TEST_CASE("sheet write: an unknown event key is an input error naming the event and key", "[sheet][sheet-write]") {
  json t = two_turns();
  t["events"][3]["crad"] = "10S";
  InputError e = write_error(t);
  CHECK(e.where().file == "w.json");
  CHECK(e.where().event == 4);
  CHECK(e.where().field == "crad");
  CHECK(e.where().line > 0);
  CHECK_THAT(e.message(), Catch::Contains("unknown key \"crad\"") && Catch::Contains("did you mean \"card\"?"));
  // A key of another action is unknown for this one.
  t = two_turns();
  t["events"][2]["card"] = "4H";
  InputError other = write_error(t);
  CHECK(other.where().event == 3);
  CHECK(other.where().field == "card");
}

TEST_CASE("sheet write: an unknown action is an input error naming the event", "[sheet][sheet-write]") {
  json t = two_turns();
  t["events"][1]["action"] = "sumon";
  InputError e = write_error(t);
  CHECK(e.where().event == 2);
  CHECK(e.where().field == "action");
  CHECK_THAT(e.message(), Catch::Contains("unknown action \"sumon\"") && Catch::Contains("did you mean \"summon\"?"));
  t["events"][1] = {{"player", "Ann"}};
  CHECK_THAT(write_error(t).message(), Catch::Contains("missing key \"action\""));
  t["events"][1] = {{"player", "Zed"}, {"action", "pass"}};
  InputError player = write_error(t);
  CHECK(player.where().event == 2);
  CHECK_THAT(player.message(), Catch::Contains("unknown player \"Zed\""));
  t["events"][1] = "pass";
  CHECK(write_error(t).where().event == 2);
}

TEST_CASE("sheet write: a value that is not a card is an input error naming the event and key", "[sheet][sheet-write]") {
  json t = two_turns();
  t["events"][3]["card"] = "11S";
  InputError e = write_error(t);
  CHECK(e.where().event == 4);
  CHECK(e.where().field == "card");
  CHECK_THAT(e.message(), Catch::Contains("unknown card \"11S\"") && Catch::Contains("a score sheet cannot record it"));
  // A number where a card goes, and a card that is seen by all left unknown.
  t["events"][3]["card"] = 7;
  CHECK_THAT(write_error(t).message(), Catch::Contains("found 7"));
  t = two_turns();
  t["events"].push_back(ev("Ann", "tiebreak-draw", {{"card", "?"}}));
  InputError unseen = write_error(t);
  CHECK(unseen.where().event == 9);
  CHECK_THAT(unseen.message(), Catch::Contains("\"?\" is not allowed here"));
  // In a list, a map and a setup value too.
  t = two_turns();
  t["events"].push_back(ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"5S", "2Z"}}}));
  InputError list = write_error(t);
  CHECK(list.where().event == 9);
  CHECK(list.where().field == "materials");
  t = two_turns();
  t["setup"]["hands"]["Ann"][2] = "JX";
  InputError hand = write_error(t);
  CHECK(hand.where().event == 0);
  CHECK(hand.where().field == "setup.hands.Ann");
  CHECK_THAT(hand.message(), Catch::Contains("unknown card \"JX\""));
}

TEST_CASE("sheet write: a short form in the JSON is an input error", "[sheet][sheet-write]") {
  json t = two_turns();
  t["events"][1]["position"] = "def";
  InputError e = write_error(t);
  CHECK(e.where().event == 2);
  CHECK(e.where().field == "position");
  CHECK_THAT(e.message(), Catch::Contains("write \"defense\", not its short form \"def\""));
  t = two_turns();
  t["events"].push_back(ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"5S", "2H"}}, {"revive", {{"3H", "atk"}}}}));
  InputError map = write_error(t);
  CHECK(map.where().event == 9);
  CHECK(map.where().field == "revive");
  CHECK_THAT(map.message(), Catch::Contains("write \"attack\", not its short form \"atk\""));
  t = two_turns();
  t["events"][1]["position"] = "sideways";
  CHECK_THAT(write_error(t).message(), Catch::Contains("unknown POSITION \"sideways\""));
}

TEST_CASE("sheet write: an unknown setup key is an input error naming it", "[sheet][sheet-write]") {
  json t = two_turns();
  t["setup"]["frist"] = "Ann";
  InputError e = write_error(t);
  CHECK(e.where().event == 0);
  CHECK(e.where().field == "setup.frist");
  CHECK(e.where().line > 0);
  CHECK_THAT(e.message(), Catch::Contains("unknown key \"frist\"") && Catch::Contains("did you mean \"first\"?"));
  t = two_turns();
  t["setup"]["hands"]["Zed"] = {"?", "?", "?", "?", "?"};
  CHECK_THAT(write_error(t).message(), Catch::Contains("unknown player \"Zed\""));
  t = two_turns();
  t["setup"]["hands"] = {"?", "?"};
  CHECK_THAT(write_error(t).message(), Catch::Contains("expected an object keyed by player"));
}

TEST_CASE("sheet write: an unknown result key is an input error naming it", "[sheet][sheet-write]") {
  json t = two_turns();
  t["result"] = {{"winner", "Ann"}, {"ended-by", "deck-out"}};
  InputError e = write_error(t);
  CHECK(e.where().field == "result.ended-by");
  CHECK_THAT(e.message(), Catch::Contains("unknown key \"ended-by\"") && Catch::Contains("did you mean \"ended_by\"?"));
  t["result"] = {{"draw", false}};
  InputError flag = write_error(t);
  CHECK(flag.where().field == "result.draw");
  CHECK_THAT(flag.message(), Catch::Contains("expected true, found false"));
  t["result"] = {{"winner", "Zed"}};
  CHECK_THAT(write_error(t).message(), Catch::Contains("unknown player \"Zed\""));
  t["result"] = {{"points", {{"Ann", "three"}}}};
  CHECK_THAT(write_error(t).message(), Catch::Contains("expected a whole number"));
}

TEST_CASE("sheet write: the envelope is checked as a transcript's", "[sheet][sheet-write]") {
  json t = two_turns();
  t["format"] = "referee-transcript/2";
  InputError format = write_error(t);
  CHECK(format.where().field == "format");
  CHECK(format.where().line > 0);
  CHECK_THAT(format.message(), Catch::Contains("unsupported format \"referee-transcript/2\""));
  t["format"] = 1;
  CHECK_THAT(write_error(t).message(), Catch::Contains("expected a string"));
  t = two_turns();
  t["game"] = "draw-of-fate";
  CHECK_THAT(write_error(t).message(), Catch::Contains("unknown game \"draw-of-fate\"") && Catch::Contains("did you mean"));
  t = two_turns();
  t["extra"] = 1;
  CHECK_THAT(write_error(t).message(), Catch::Contains("unknown key \"extra\""));
  t = two_turns();
  t["rulings"] = 3;
  InputError rulings = write_error(t);
  CHECK(rulings.where().field == "rulings");
  InputError not_object = error_of([] { (void)sheet::write_sheet(parse_json("[1]", "a.json"), builtin_games()); });
  CHECK_THAT(not_object.message(), Catch::Contains("a transcript is a JSON object"));
  t = two_turns();
  t["events"][0]["comment"] = 5;
  InputError comment = write_error(t);
  CHECK(comment.where().event == 1);
  CHECK(comment.where().field == "comment");
}

TEST_CASE("sheet write: a whole number the reader cannot hold is refused by the writer", "[sheet][sheet-write]") {
  // sheet_values.hpp: "the one check of an atom both directions use, so that what the
  // writer writes the reader reads back": whole numbers beyond the reader's range (a
  // 64-bit signed integer) are refused by the writer too.
  json t = two_turns();
  t["result"] = {{"winner", "Ann"}, {"points", {{"Ann", 9223372036854775807LL}}}};
  CHECK(read(write(t)).root["result"]["points"]["Ann"] == 9223372036854775807LL);  // the largest that fits
  t["result"]["points"]["Ann"] = 9223372036854775808ULL;
  // The reader refuses numbers beyond a signed 64-bit integer, so the writer must too.
  const InputError e = write_error(t);
  CHECK(e.where().field == "result.points");
  CHECK_THAT(e.message(), Catch::Contains("9223372036854775808"));
}

TEST_CASE("sheet write: an event without a value its action needs is refused", "[sheet][sheet-write]") {
  json t = two_turns();
  t["events"][1].erase("position");  // "summon 8C up" would read "up" as the position
  t["events"][1]["face"] = "up";
  InputError e = write_error(t);
  CHECK(e.where().event == 2);
  CHECK(e.where().field == "position");
  CHECK_THAT(e.message(), Catch::Contains("summon needs \"position\""));
}

TEST_CASE("sheet write: an event without a required value is refused by the writer", "[sheet][sheet-write]") {
  // The reader refuses "draw" without its card and "attack 8C" without "> TARGET"; so the
  // writer should refuse to write them (an InputError naming the event and the key), not
  // write a sheet that cannot be read back.
  auto written_and_read = [](const json& t) {
    std::string text;
    try {
      text = write(t, "w.json");
    } catch (const InputError& e) {
      return std::string("refused by the writer: ") + e.describe();
    }
    try {
      (void)read(text);
    } catch (const InputError& e) {
      return "written, then refused by the reader: " + e.describe() + "\n" + text;
    }
    return std::string("written and read");
  };
  json t = two_turns();
  t["events"][3].erase("card");  // Bob's "draw"
  // Written as "T2 Bob: draw; ..." it would not read back: the writer refuses it.
  CHECK_THAT(written_and_read(t), Catch::StartsWith("refused by the writer: w.json:") && Catch::Contains("event 4: card: "));
  t = two_turns();
  t["events"].push_back(ev("Ann", "attack", {{"attacker", "8C"}}));
  // "attack 8C" would not read back either.
  CHECK_THAT(written_and_read(t), Catch::StartsWith("refused by the writer: w.json:") && Catch::Contains("event 9: target: "));
}

TEST_CASE("sheet write: rulings the catalogue does not know are refused, as the reader would", "[sheet][sheet-write]") {
  json t = two_turns();
  t["rulings"] = {{"dof.battle.tye", "no-effect"}};
  CHECK_THAT(write_error(t).message(), Catch::Contains("unknown ruling \"dof.battle.tye\""));
  t["rulings"] = {{"dof.battle.tie", "coin-flip"}};
  CHECK_THAT(write_error(t).message(), Catch::Contains("unknown option \"coin-flip\""));
  t["rulings"] = {{"dof.battle.tie", "no-effect"}};
  CHECK(read(write(t)).root["rulings"] == t["rulings"]);
}

}  // namespace test_sheet_write
