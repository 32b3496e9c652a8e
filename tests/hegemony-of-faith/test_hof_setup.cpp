// 4-1 Setup and 2-2 Components as a record's setup meets them: the players, the deal (six
// action cards, three believers), the believer pool for the table's size, each skill card
// once; and the printed card lists (7-4 Cards list) the referee counts against. The setup
// tests go through whole-transcript validation, since only the game's start reads a setup.
#include "hof_test.hpp"

#include "referee/core/registry.hpp"
#include "referee/core/validation.hpp"

namespace test_hof_setup {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

namespace {

// A transcript with no events yet: `players` seated in order, Ann first.
json record(int players, json setup = json::object()) {
  json t = {{"format", "referee-transcript/1"}, {"game", "hegemony-of-faith"}, {"events", json::array()}};
  t["players"] = std::vector<std::string>(names().begin(), names().begin() + players);
  setup["first"] = "Ann";
  t["setup"] = setup;
  return t;
}

ValidationReport validate(const json& t) { return validate_document(parse_json(t.dump(1), "game.json"), builtin_games(), nullptr); }

// The setup's violation; fails the test if the setup was accepted or unreadable.
Violation setup_violation(const json& t) {
  const ValidationReport r = validate(t);
  INFO((r.error ? r.error->what() : ""));
  REQUIRE_FALSE(r.error);
  REQUIRE(r.violation);
  CHECK(r.violation->at == Violation::At::setup);
  return *r.violation;
}

// A pool of `total` believers, as many of each type, as the setup's "pool".
json even_pool(int total) {
  json p = json::object();
  for (const char* id : {"fool", "prayer", "missionary", "elder", "fanatic"}) p[id] = total / 5;
  return p;
}

}  // namespace

TEST_CASE("hegemony-of-faith: a table of 3 or 9 players is refused, 4 to 8 accepted", "[hegemony-of-faith][setup]") {
  // 2-1 Type (4 to 8 players)
  CHECK(setup_violation(record(3)).citation == &sec::game_type);
  json nine = record(8);
  nine["players"].push_back("Ivy");
  CHECK(setup_violation(nine).citation == &sec::game_type);
  for (int n = 4; n <= 8; ++n) {
    INFO(n << " players");
    CHECK(validate(record(n)).valid());
  }
}

TEST_CASE("hegemony-of-faith: each player is dealt six action cards and three believers", "[hegemony-of-faith][setup]") {
  // 4-1 Setup (six action cards, three believer cards)
  json five_cards = record(4, {{"actions", {{"Bob", arr({"faith-war", "?", "?", "?", "?"})}}}});
  Violation v = setup_violation(five_cards);
  CHECK(v.citation == &sec::setup);
  CHECK(v.reason == "Bob is dealt six action cards, not 5");
  json four_believers = record(4, {{"believers", {{"Cid", arr({"fool", "fool", "?", "?"})}}}});
  v = setup_violation(four_believers);
  CHECK(v.citation == &sec::setup);
  CHECK(v.reason == "Cid is dealt three believer cards, not 4");
  CHECK(validate(record(4, {{"actions", {{"Bob", arr({"faith-war", "?", "?", "?", "?", "?"})}}},
                            {"believers", {{"Cid", arr({"fool", "fool", "?"})}}}}))
            .valid());
}

TEST_CASE("hegemony-of-faith: the believer pool holds 30, 45 or 60 cards by the number of players", "[hegemony-of-faith][setup]") {
  // 4-1 Setup (30 believers for 4 players, 45 for 5-6, 60 for 7-8); hof.setup.believer-pool-size = whole-pool
  const std::pair<int, int> sizes[] = {{4, 30}, {5, 45}, {6, 45}, {7, 60}, {8, 60}};
  for (const auto& [players, size] : sizes) {
    INFO(players << " players, " << size << " believers");
    CHECK(validate(record(players, {{"pool", even_pool(size)}})).valid());
    const int wrong = size == 30 ? 45 : 30;
    const Violation v = setup_violation(record(players, {{"pool", even_pool(wrong)}}));
    CHECK(v.citation == &sec::setup);
    CHECK(v.reason.find("holds " + std::to_string(size) + " believers here, not " + std::to_string(wrong)) != std::string::npos);
  }
}

TEST_CASE("hegemony-of-faith: no two players keep the same skill", "[hegemony-of-faith][setup][hidden]") {
  // 2-2 Components (16 skill cards, one of each); 4-1 Setup (each keeps one face down)
  const Violation v = setup_violation(record(4, {{"skills", {{"Ann", "praise-of-life"}, {"Dan", "praise-of-life"}}}}));
  CHECK(v.citation == &sec::components);
  CHECK(v.reason.find("each skill card is unique") != std::string::npos);
  CHECK(validate(record(4, {{"skills", {{"Ann", "praise-of-life"}, {"Dan", "world-peace"}}}})).valid());
}

TEST_CASE("hegemony-of-faith: more copies of an action card are dealt than the game has", "[hegemony-of-faith][setup][hidden]") {
  // 7-4 Cards list: Info-Spy (Total of 3 cards)
  const json t = record(4, {{"actions", {{"Ann", arr({"info-spy", "info-spy", "?", "?", "?", "?"})},
                                         {"Bob", arr({"info-spy", "info-spy", "?", "?", "?", "?"})}}}});
  const Violation v = setup_violation(t);
  CHECK(v.citation == &sec::components);
  CHECK(v.reason.find("4 card(s) can only be info-spy, and the game has 3") != std::string::npos);
}

TEST_CASE("hegemony-of-faith: the action cards are the printed list, 78 in all", "[hegemony-of-faith][cards]") {
  // 7-4 Cards list ("Total of N cards" under each card) and 2-2 Components (78 action cards);
  // 7-2.1 Type of actions (strategy, physical and mental attack, defense). Written from the
  // rulebook, not from the code's table.
  struct Printed {
    const char* id;
    int count;
    ActionType type;
  };
  const Printed printed[] = {
      {"have-a-charity", 8, ActionType::strategy}, {"info-spy", 3, ActionType::strategy},
      {"its-a-miracle", 6, ActionType::strategy},  {"divine-inspiration", 4, ActionType::strategy},
      {"secret-alliance", 3, ActionType::strategy}, {"breaking-faith", 6, ActionType::strategy},
      {"kowtow-to-me", 4, ActionType::strategy},   {"spread-rumors", 7, ActionType::mental},
      {"faith-debate", 4, ActionType::mental},     {"conspiracy", 6, ActionType::mental},
      {"witch-hunt", 4, ActionType::physical},     {"faith-war", 6, ActionType::physical},
      {"martyrdom", 7, ActionType::physical},      {"firm-faith", 5, ActionType::defense},
      {"great-mercy", 5, ActionType::defense},
  };
  REQUIRE(std::size(printed) == static_cast<std::size_t>(kActionKinds));
  int total = 0;
  for (const Printed& p : printed) {
    INFO(p.id);
    const auto k = action_of(p.id);
    REQUIRE(k);
    CHECK(action_card(*k).count == p.count);
    CHECK(action_card(*k).type == p.type);
    total += action_card(*k).count;
  }
  CHECK(total == 78);
  CHECK(new_table(std::vector<std::string>(names().begin(), names().begin() + 4), rulings()).action_deck.size() == 78);
}

TEST_CASE("hegemony-of-faith: each skill has its printed number of uses", "[hegemony-of-faith][cards][skills]") {
  // 7-1 Introduction to skill card (uses); 7-4 Cards list: Skill cards list (the number after
  // each name: 1, 3, or unlimited); Impermanence of Life is a condition checked at game end.
  const std::pair<const char*, SkillUses> printed[] = {
      {"impermanence-of-life", SkillUses::passive}, {"everyone-is-equal", SkillUses::one},
      {"purple-hermit", SkillUses::one},            {"headstronger", SkillUses::one},
      {"holy-rebirth", SkillUses::one},             {"kaboom", SkillUses::one},
      {"praise-of-life", SkillUses::one},           {"gate-of-truth", SkillUses::one},
      {"eternal-truth", SkillUses::three},          {"world-peace", SkillUses::three},
      {"soul-cutting-sword", SkillUses::three},     {"chaos-coming", SkillUses::three},
      {"zombie-army", SkillUses::unlimited},        {"the-prophet", SkillUses::unlimited},
      {"karma-reversed", SkillUses::unlimited},     {"ascend-with-me", SkillUses::unlimited},
  };
  REQUIRE(std::size(printed) == static_cast<std::size_t>(kSkills));
  for (const auto& [id, uses] : printed) {
    INFO(id);
    const auto s = skill_of(id);
    REQUIRE(s);
    CHECK(skill_info(*s).uses == uses);
  }
}

}  // namespace test_hof_setup
