// The text answer (judgements/answer.hpp, answer_text): what a judge reads at the table.
// Options whose verdict differs are marked "!", options under which the game so far
// breaks a rule "~"; "THE RULINGS DECIDE THIS CASE" appears only when some ruling decides;
// legal actions are listed by kind in the event notation. Also answer_json's shape.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

#include "referee/core/registry.hpp"
#include "referee/core/sheet.hpp"
#include "judgements/kinds.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/golden_files.hpp"
#include "tests/support/judge.hpp"
#include "tests/support/transcripts.hpp"

namespace test_answer_text {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
using Catch::Contains;
using nlohmann::json;

namespace {

const std::string kBattles = test::battles_game();
constexpr const char* kDecides = "THE RULINGS DECIDE THIS CASE";

Answer on_battles(int upto, json ask) {
  const json body = {{"game", "draw-of-faith"}, {"transcript", kBattles}, {"upto", upto}, {"ask", std::move(ask)}};
  return answer_query(read_query(parse_json(body.dump(), "query.json"), builtin_games()), nullptr);
}

json attack(const std::string& player, const std::string& attacker, const std::string& target) {
  return {{"player", player}, {"action", "attack"}, {"attacker", attacker}, {"target", target}};
}

bool has_line(const std::string& text, const std::string& line) {
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);)
    if (l == line) return true;
  return false;
}

SensitivityRow make_row(const std::string& ruling, const std::string& option, const std::string& verdict, bool in_force,
                        bool differs, bool history_illegal = false) {
  SensitivityRow r;
  r.ruling = ruling;
  r.option = option;
  r.verdict = verdict;
  r.in_force = in_force;
  r.differs = differs;
  r.history_illegal = history_illegal;
  return r;
}

// An is-legal answer built by hand: r.decides has an option that differs and one under
// which the history breaks a rule; r.agrees has one history-illegal option and agrees.
Answer hand_made(bool with_difference) {
  Answer a;
  a.kind = AskKind::is_legal;
  a.verdict = "legal";
  a.explanation = "first line\nsecond line";
  a.citations = {"Battle Phase"};
  a.rulings_consulted = {"r.decides", "r.agrees"};
  a.sensitivity = {make_row("r.decides", "a", "legal", true, false),
                   make_row("r.decides", "b", "illegal: no", false, with_difference),
                   make_row("r.decides", "c", "the game so far is illegal: event 2: broken", false, false, true),
                   make_row("r.agrees", "x", "legal", true, false),
                   make_row("r.agrees", "y", "the game so far is illegal: event 1: broken", false, false, true),
                   make_row("r.agrees", "z", "legal", false, false)};
  return a;
}

}  // namespace

TEST_CASE("answer_text: the verdict, the explanation and the rules cited", "[judge][text]") {
  const std::string t = answer_text(hand_made(true));
  CHECK(t.rfind("is-legal: legal\n", 0) == 0);
  CHECK(has_line(t, "  first line"));
  CHECK(has_line(t, "  second line"));
  CHECK(has_line(t, "  rule: Battle Phase"));
}

TEST_CASE("answer_text: a differing option is marked !, a history-illegal one ~, the ruling decides", "[judge][text]") {
  const Answer a = hand_made(true);
  CHECK(a.decided_by_rulings() == std::vector<std::string>{"r.decides"});
  const std::string t = answer_text(a);
  INFO(t);
  CHECK(has_line(t, "    r.decides"));
  CHECK(has_line(t, "        a (in force): legal"));
  CHECK(has_line(t, "      ! b: illegal: no"));
  CHECK(has_line(t, "      ~ c: the game so far is illegal: event 2: broken"));
  // The agreeing ruling in one line, naming the option the game does not allow.
  CHECK(has_line(t, "    r.agrees: the options the game allows agree (in force: x); the game so far breaks a rule under y"));
  CHECK_THAT(t, Contains(std::string(kDecides)));
  CHECK_THAT(t, Contains(std::string(kDecides) + " (! another verdict; ~ the game so far breaks a rule under it): r.decides\n"));
  CHECK_THAT(t, !Contains("do not decide"));
}

TEST_CASE("answer_text: without a differing option nobody is told the rulings decide", "[judge][text]") {
  const Answer a = hand_made(false);  // only history-illegal rows besides agreeing ones
  CHECK(a.decided_by_rulings().empty());
  const std::string t = answer_text(a);
  INFO(t);
  CHECK_THAT(t, !Contains(kDecides));
  CHECK_THAT(t, !Contains("! "));
  CHECK(has_line(t, "  the options agree: the rulings do not decide this case"));
  CHECK(has_line(t, "    r.decides: the options the game allows agree (in force: a); the game so far breaks a rule under c"));
  // A ruling with no history-illegal option: "its N options agree".
  Answer plain;
  plain.kind = AskKind::is_legal;
  plain.verdict = "legal";
  plain.rulings_consulted = {"r.plain"};
  plain.sensitivity = {make_row("r.plain", "p", "legal", true, false), make_row("r.plain", "q", "legal", false, false)};
  CHECK(has_line(answer_text(plain), "    r.plain: its 2 options agree (in force: p)"));
}

TEST_CASE("answer_text: rulings consulted are listed when there is no table", "[judge][text]") {
  Answer a;
  a.kind = AskKind::ruling;
  a.verdict = "no-effect";
  a.rulings_consulted = {"dof.battle.tie"};
  const std::string t = answer_text(a);
  CHECK(has_line(t, "  rulings consulted: dof.battle.tie"));
  CHECK_THAT(t, !Contains(kDecides));
  a.kind = AskKind::rule;
  CHECK(has_line(answer_text(a), "  rulings on this rule: dof.battle.tie"));
}

TEST_CASE("answer_text: a real answer decided by a ruling marks its options", "[judge][text]") {
  const Answer a = on_battles(9, {{"kind", "is-legal"}, {"event", attack("Ann", "JH", "9D")}});
  const std::string t = answer_text(a);
  INFO(t);
  REQUIRE_FALSE(a.decided_by_rulings().empty());
  CHECK_THAT(t, Contains(kDecides));
  CHECK(has_line(t, "        no-effect (in force): legal"));
  for (const auto& r : a.sensitivity) {
    if (!r.differs) continue;
    INFO(r.ruling << " = " << r.option);
    CHECK(has_line(t, "      ! " + r.option + (r.in_force ? " (in force)" : "") + ": " + r.verdict));
  }
  // The history-illegal option of an agreeing ruling is named in its line.
  CHECK_THAT(t, Contains("dof.battle.attacks-per-card: the options the game allows agree (in force: once-per-card); "
                         "the game so far breaks a rule under once-per-card-not-summon-turn"));
}

TEST_CASE("answer_text: a real answer no ruling decides says so", "[judge][text]") {
  const Answer a = on_battles(9, {{"kind", "is-legal"}, {"event", {{"player", "Ann"}, {"action", "end-turn"}}}});
  const std::string t = answer_text(a);
  INFO(t);
  REQUIRE(a.decided_by_rulings().empty());
  REQUIRE_FALSE(a.sensitivity.empty());
  CHECK_THAT(t, !Contains(kDecides));
  CHECK_THAT(t, Contains("the rulings do not decide this case"));
}

TEST_CASE("answer_text: legal actions are listed by kind in the event notation", "[judge][text]") {
  const Answer a = on_battles(9, {{"kind", "legal-actions"}});
  const std::string t = answer_text(a);
  INFO(t);
  CHECK(t.rfind("legal-actions: " + a.verdict + "\n", 0) == 0);
  std::size_t events = 0;
  for (const auto& [kind, list] : a.details.at("actions").items()) {
    INFO(kind);
    CHECK(has_line(t, "  " + kind + " (" + std::to_string(list.size()) + "):"));
    for (const json& e : list) {
      CHECK(has_line(t, "    " + sheet::write_action(e, *builtin_games().find("draw-of-faith"), {"Ann", "Bob"})));
      ++events;
    }
  }
  CHECK(events == a.details.at("count").get<std::size_t>());
  CHECK(has_line(t, "    Ann: attack JH > 9D"));
  CHECK(has_line(t, "    Ann: end-turn"));
  // Each listed line reads back as the event it lists (the score-sheet notation).
  const Game& dof = *builtin_games().find("draw-of-faith");
  for (const json& e : a.details.at("actions").at("attack"))
    CHECK(sheet::read_action(sheet::write_action(e, dof, {"Ann", "Bob"}), dof, {"Ann", "Bob"}, "", "t", 1) == e);
}

// Listed events that differ only by a card the position names nowhere share a line ("any of N
// unseen cards"), written with "?", only where the notation lets that card go unnamed: a card
// played is seen by everyone (Hegemony of Faith, 4-2 Gameplay: Action Phase), so the plays of an
// unseen hand keep a line each. Every hand dealt unseen: no action card is named anywhere.
TEST_CASE("answer_text: plays from a hand nobody saw are written one by one, never as \"play ?\"", "[judge][text]") {
  nlohmann::json record = nlohmann::json::parse(
      test::slurp("fixtures/hegemony-of-faith/legal/conspiracy-firm-faith-and-spread-rumors.json"));
  for (auto& [player, hand] : record.at("setup").at("actions").items()) hand = json::array({"?", "?", "?", "?", "?", "?"});
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "referee-unseen-hands.json";
  test::write_file(path, record.dump());
  const json body = {{"game", "hegemony-of-faith"}, {"transcript", path.string()}, {"upto", 0},
                     {"ask", {{"kind", "legal-actions"}}}};
  const Answer a = answer_query(read_query(parse_json(body.dump(), "query.json"), builtin_games()), nullptr);
  std::filesystem::remove(path);
  const std::string t = answer_text(a);
  INFO(t);
  for (const char* card : {"have-a-charity", "conspiracy", "martyrdom"})  // 7-4 Cards list: no target
    CHECK(has_line(t, std::string("    Ann: play ") + card));
  CHECK_THAT(t, !Contains("Ann: play ?"));
}

TEST_CASE("answer_json: the interface's keys, history_illegal only where true", "[judge][text]") {
  const json j = answer_json(hand_made(true));
  for (const char* key : {"kind", "verdict", "explanation", "citations", "rulings_consulted", "sensitivity",
                          "decided_by_rulings", "details"})
    CHECK(j.contains(key));
  CHECK(j.at("kind") == "is-legal");
  CHECK(j.at("decided_by_rulings") == json::array({"r.decides"}));
  REQUIRE(j.at("sensitivity").size() == 6);
  for (const json& row : j.at("sensitivity")) {
    for (const char* key : {"ruling", "option", "verdict", "in_force", "differs"}) CHECK(row.contains(key));
    const bool illegal = row.at("option") == "c" || row.at("option") == "y";
    CHECK(row.contains("history_illegal") == illegal);
  }
  CHECK(answer_json(hand_made(false)).at("decided_by_rulings") == json::array());
}

}  // namespace test_answer_text
