// The interactive judge (judgements/interactive.hpp), driven through string streams as a
// pipe would drive `referee judge --interactive`: help, actions, questions, undo, the
// position, errors that leave the session going, and the end of input.
//
// Started from the battles game after event 9 (fixtures/draw-of-faith/legal/
// battles-won-lost-tied-and-summon-positions.json): turn 3, Ann's Main Phase; Ann has 9S
// and JH in attack position, Bob has 9D (it attacked on turn 2).
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "judgements/interactive.hpp"
#include "judgements/kinds.hpp"
#include "referee/core/position.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/judge.hpp"
#include "tests/support/transcripts.hpp"

namespace test_interactive {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
using Catch::Contains;
using nlohmann::json;

namespace {

const std::string kBattles = test::battles_game();

struct Session {
  int code = -1;
  std::string out;
};

Session run(const std::string& input, InteractiveStart start) {
  std::istringstream in(input);
  std::ostringstream out;
  Session s;
  s.code = run_interactive(start, in, out);
  s.out = out.str();
  return s;
}

InteractiveStart at_event(int upto) {
  InteractiveStart start;
  start.transcript = kBattles;
  start.upto = upto;
  return start;
}

Session run9(const std::string& input) { return run(input, at_event(9)); }

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

// The part of the output after the n-th (from 0) occurrence of `marker`.
std::string after(const std::string& text, const std::string& marker, int n = 0) {
  std::size_t at = text.find(marker);
  for (int i = 0; i < n && at != std::string::npos; ++i) at = text.find(marker, at + marker.size());
  return at == std::string::npos ? "" : text.substr(at);
}

constexpr const char* kMainPhase = "turn 3, Ann's turn, Main Phase";
constexpr const char* kBobField9D = "  field: #1 9D atk";

}  // namespace

TEST_CASE("interactive: loading says what was loaded", "[judge][interactive]") {
  const Session s = run9("");
  CHECK(s.code == 0);
  CHECK_THAT(s.out, Contains("loaded "));
  CHECK_THAT(s.out, Contains("Draw of Faith, 2 players"));
}

TEST_CASE("interactive: help lists the commands", "[judge][interactive]") {
  const Session s = run9("help\n");
  CHECK(s.code == 0);
  for (const char* command : {"show", "position", "legal", "is EVENT", "what-if EVENT", "do EVENT", "undo", "result",
                              "ruling ID", "rule SECTION", "set ID OPTION", "load FILE", "quit"})
    CHECK_THAT(s.out, Contains(command));
}

TEST_CASE("interactive: show gives the position for people", "[judge][interactive]") {
  const Session s = run9("show\n");
  CHECK_THAT(s.out, Contains(kMainPhase));
  CHECK_THAT(s.out, Contains("  field: #1 9S atk, #2 JH atk"));
  CHECK_THAT(s.out, Contains(kBobField9D));
}

TEST_CASE("interactive: an action is applied with do, and undo takes it back", "[judge][interactive]") {
  const Session s = run9("do attack JH > 9D\nshow\nundo\nshow\n");
  INFO(s.out);
  CHECK(s.code == 0);
  CHECK_THAT(s.out, Contains("done: 9D: Bob's field -> Bob's graveyard"));
  const std::string first_show = after(s.out, "\nturn 3, Ann's turn").substr(1);  // not the "now:" line of the load
  CHECK(first_show.rfind("turn 3, Ann's turn, Battle Phase", 0) == 0);
  CHECK_THAT(first_show, Contains("Ann: 1 point"));
  CHECK_THAT(first_show, Contains("  graveyard: 9D"));
  const std::string after_undo = after(s.out, "undone\n");
  REQUIRE_FALSE(after_undo.empty());
  CHECK_THAT(after_undo, Contains(kMainPhase));
  CHECK_THAT(after_undo, Contains(kBobField9D));
  CHECK_THAT(after_undo, Contains("Ann: 0 points"));
}

TEST_CASE("interactive: actions chain, and undo goes back one at a time", "[judge][interactive]") {
  const Session s = run9(
      "do Ann: attack JH > 9D\n"
      "do Ann: end-turn\n"
      "show\n"
      "undo\n"
      "undo\n"
      "undo\n"
      "show\n");
  INFO(s.out);
  CHECK(count(s.out, "done: ") == 2);
  CHECK_THAT(s.out, Contains("Bob's turn"));  // after end-turn: Bob's turn 4 (its Draw Phase)
  CHECK(count(s.out, "undone\n") == 2);
  CHECK_THAT(s.out, Contains("error: nothing to undo"));  // the third undo: back at the start
  CHECK_THAT(after(s.out, "error: nothing to undo"), Contains(kMainPhase));
}

TEST_CASE("interactive: an illegal do is not done", "[judge][interactive]") {
  const Session s = run9("do summon 4H atk\nshow\n");
  INFO(s.out);
  CHECK_THAT(s.out, Contains("not done: outcome: illegal"));
  CHECK_THAT(s.out, Contains("second normal summon"));
  CHECK_THAT(s.out, !Contains("done: 4H"));
  // The hand still holds 4H: the summon did not happen.
  CHECK_THAT(s.out, Contains("hand 5 (4H 7D 2C 6S 4S)"));
  // Nothing was done, so there is nothing to undo.
  CHECK_THAT(run9("do summon 4H atk\nundo\n").out, Contains("error: nothing to undo"));
}

TEST_CASE("interactive: legal? and is ask, what-if answers without doing it", "[judge][interactive]") {
  const Session s = run9(
      "legal? attack JH > 9D\n"
      "is Bob: end-turn\n"
      "what-if attack JH > 9D\n"
      "show\n");
  INFO(s.out);
  CHECK(count(s.out, "is-legal: legal\n") == 1);
  CHECK(count(s.out, "is-legal: illegal\n") == 1);
  CHECK_THAT(s.out, Contains("rule: Battle Phase"));
  // Under the position alone, attacks-per-card decides JH's attack (it arrived this turn).
  CHECK_THAT(s.out, Contains("! once-per-card-not-summon-turn: illegal"));
  CHECK_THAT(s.out, Contains("outcome: legal\n  9D: Bob's field -> Bob's graveyard"));
  // what-if changed nothing.
  const std::string shown = after(s.out, "\nturn 3, Ann's turn").substr(1);
  CHECK(shown.rfind(kMainPhase, 0) == 0);
  CHECK_THAT(shown, Contains(kBobField9D));
}

TEST_CASE("interactive: \"what if\" in two words is what-if", "[judge][interactive]") {
  const Session s = run9("what if attack JH > 9D\nwhat if? attack JH > 9D\n");
  INFO(s.out);
  CHECK(count(s.out, "outcome: legal\n  9D: Bob's field -> Bob's graveyard") == 2);
  CHECK(count(s.out, "error:") == 0);
}

TEST_CASE("interactive: legal lists the actions of the player to act", "[judge][interactive]") {
  const Session s = run9("legal\n");
  INFO(s.out);
  CHECK_THAT(s.out, Contains("legal-actions: 5 legal actions"));
  CHECK_THAT(s.out, Contains("  attack (2):\n"));
  CHECK_THAT(s.out, Contains("    Ann: attack JH > 9D\n"));
}

TEST_CASE("interactive: result, ruling, rule", "[judge][interactive]") {
  const Session s = run9("result\nruling dof.battle.tie\nrule Battle Phase: Battle Resolution\n");
  INFO(s.out);
  CHECK_THAT(s.out, Contains("result: in progress"));
  CHECK_THAT(s.out, Contains("ruling: no-effect"));
  CHECK_THAT(s.out, Contains("rule: Battle Phase: Battle Resolution"));
  CHECK_THAT(s.out, Contains("rulings on this rule: dof.battle.tie"));
}

TEST_CASE("interactive: set changes a ruling from then on", "[judge][interactive]") {
  const Session s = run9(
      "rulings\n"
      "set dof.battle.attacks-per-card once-per-card-not-summon-turn\n"
      "is attack JH > 9D\n"
      "rulings\n");
  INFO(s.out);
  CHECK_THAT(s.out, Contains("every ruling at its default"));
  CHECK_THAT(s.out, Contains("dof.battle.attacks-per-card = once-per-card-not-summon-turn"));
  CHECK_THAT(s.out, Contains("is-legal: illegal"));
  CHECK_THAT(s.out, Contains("\"dof.battle.attacks-per-card\": \"once-per-card-not-summon-turn\""));
}

TEST_CASE("interactive: position writes a position the judge accepts", "[judge][interactive]") {
  const Session s = run9("do attack JH > 9D\nposition\n");
  INFO(s.out);
  const std::string text = after(s.out, "{");
  REQUIRE_FALSE(text.empty());
  const json position = json::parse(text);
  CHECK(position.at("format") == kPositionFormat);
  CHECK(position.at("game") == "draw-of-faith");
  // Asked about by a query, the position is the one after the attack.
  const json body = {{"game", "draw-of-faith"}, {"position", position}, {"ask", {{"kind", "result"}}}};
  const Answer a = answer_query(read_query(parse_json(body.dump(), "q.json"), builtin_games()), nullptr);
  CHECK(a.details.at("scores") == json{{"Ann", 1}, {"Bob", 0}});
}

TEST_CASE("interactive: a bad line gives a clear error and the session goes on", "[judge][interactive]") {
  const Session s = run9(
      "frobnicate\n"
      "shwo\n"
      "do attack JH > \"9D\n"
      "is Ann: summon\n"
      "do Ann: cast spell=fireball\n"
      "is {\"player\": \"Zed\", \"action\": \"end-turn\"}\n"
      "ruling dof.battle.tye\n"
      "set dof.battle.tie coin-flip\n"
      "undo\n"
      "show\n");
  INFO(s.out);
  CHECK(s.code == 0);
  CHECK_THAT(s.out, Contains("error: unknown command \"frobnicate\""));
  CHECK_THAT(s.out, Contains("did you mean \"show\""));
  CHECK_THAT(s.out, Contains("error: <interactive>:3:16: this quoted word is not closed"));
  CHECK_THAT(s.out, Contains("error: <interactive>:4:"));
  CHECK_THAT(s.out, Contains("summon needs CARD|?"));
  CHECK_THAT(s.out, Contains("unknown action \"cast\""));
  CHECK_THAT(s.out, Contains("unknown player \"Zed\""));
  CHECK_THAT(s.out, Contains("unknown ruling \"dof.battle.tye\""));
  CHECK_THAT(s.out, Contains("coin-flip"));
  CHECK_THAT(s.out, Contains("error: nothing to undo"));
  CHECK(count(s.out, "error: ") == 9);
  // The session went on to the last line.
  CHECK_THAT(after(s.out, "nothing to undo"), Contains(kMainPhase));
  // A failed set changed nothing.
  CHECK_THAT(run9("set dof.battle.tie coin-flip\nrulings\n").out, Contains("every ruling at its default"));
}

TEST_CASE("interactive: quit ends the session, the end of input too, both with 0", "[judge][interactive]") {
  const Session quit = run9("quit\nshow\n");
  CHECK(quit.code == 0);
  CHECK_THAT(quit.out, !Contains("field:"));
  const Session exit_word = run9("exit\nshow\n");
  CHECK(exit_word.code == 0);
  CHECK_THAT(exit_word.out, !Contains("field:"));
  const Session eof = run9("show");  // no newline at the end
  CHECK(eof.code == 0);
  CHECK_THAT(eof.out, Contains(kMainPhase));
  // Blank lines and comments are nothing.
  const Session quiet = run9("\n   \n# a comment\n");
  CHECK(quiet.code == 0);
  CHECK_THAT(quiet.out, !Contains("error"));
}

TEST_CASE("interactive: a prompt only when asked for", "[judge][interactive]") {
  InteractiveStart start = at_event(9);
  start.prompt = true;
  CHECK(count(run("show\nshow\n", start).out, "judge> ") == 3);  // before each line and at the end
  CHECK(count(run9("show\nshow\n").out, "judge> ") == 0);
}

TEST_CASE("interactive: without a start, load a transcript or a position", "[judge][interactive]") {
  const Session s = run("show\nload " + kBattles + " 9\nshow\n", InteractiveStart{});
  INFO(s.out);
  CHECK(s.code == 0);
  CHECK_THAT(s.out, Contains("load a position or a transcript"));
  CHECK_THAT(s.out, Contains("error: nothing loaded yet"));
  CHECK_THAT(s.out, Contains(kMainPhase));

  // From a position file written by the session itself.
  const Session p = run9("position\n");
  const std::string file = "/tmp/referee-judgements-test-position-" + std::to_string(::getpid()) + ".json";
  {
    std::ofstream out(file);
    out << after(p.out, "{");
  }
  InteractiveStart from_position;
  from_position.position = file;
  const Session q = run("show\n", from_position);
  std::remove(file.c_str());
  CHECK(q.code == 0);
  CHECK_THAT(q.out, Contains(kMainPhase));
  CHECK_THAT(q.out, Contains(kBobField9D));
}

TEST_CASE("interactive: a start from a game that breaks a rule exits 1 naming the event", "[judge][interactive]") {
  // The illegal-summon game: event 3 is a second normal summon.
  const json transcript =
      test::dof_transcript(std::vector<std::string>{"Ann", "Bob"}, {{"Ann", {"7H", "KS", "2C", "9D", "QH"}}, {"Bob", {"?", "?", "?", "?", "?"}}},
                           json::array({{{"player", "Ann"}, {"action", "draw"}, {"card", "4S"}},
                                        {{"player", "Ann"}, {"action", "summon"}, {"card", "KS"}, {"position", "attack"}},
                                        {{"player", "Ann"}, {"action", "summon"}, {"card", "7H"}, {"position", "attack"}}}));
  const std::string file = "/tmp/referee-judgements-test-illegal-" + std::to_string(::getpid()) + ".json";
  {
    std::ofstream out(file);
    out << transcript.dump(1);
  }
  InteractiveStart start;
  start.transcript = file;
  const Session s = run("show\n", start);
  start.upto = 2;
  const Session before = run("show\n", start);
  std::remove(file.c_str());
  CHECK(s.code == 1);
  CHECK_THAT(s.out, Contains("event 3"));
  CHECK_THAT(s.out, Contains("second normal summon"));
  CHECK(before.code == 0);
  CHECK_THAT(before.out, Contains("Main Phase"));
}

}  // namespace test_interactive
