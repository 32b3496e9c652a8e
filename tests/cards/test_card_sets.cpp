// Card sets (referee/cards/): the sample hero-duel set, the bad sets of
// fixtures/hero-duel/cards/bad/ with the pointer and message each must be reported with,
// the vocabulary's extension by a game, and card sets named by transcripts.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

#include "referee/cards/card_set_read.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/transcript.hpp"
#include "tests/support/input_error.hpp"

namespace test_card_sets {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::cards;
namespace fs = std::filesystem;

namespace {

const fs::path kCards = fs::path(REFEREE_SOURCE_DIR) / "fixtures" / "hero-duel" / "cards";

CardSetReading read_file(const fs::path& p) { return read_card_set(read_json_file(p.string())); }

JsonDocument sample_with(const std::function<void(nlohmann::json&)>& change) {
  JsonDocument doc = read_json_file((kCards / "sample.json").string());
  change(doc.root);
  return doc;
}

std::string problems_text(const CardSetReading& r) {
  std::string out;
  for (const Problem& p : r.problems) out += std::to_string(p.line) + " " + p.pointer + ": " + p.message + "\n";
  return out;
}

}  // namespace

TEST_CASE("card sets: the sample hero-duel set is valid and uses the whole vocabulary", "[cards]") {
  const CardSetReading r = read_file(kCards / "sample.json");
  INFO(problems_text(r));
  REQUIRE(r.set);
  CHECK(r.game == "hero-duel");
  CHECK(r.set->cards.size() == 28);
  CHECK(r.set->statuses.size() == 6);

  // The issue asks for a sample that exercises every keyword, status and trigger.
  std::set<std::string> keywords, targets, events, hooks, flags;
  auto note = [&](const Effect& e) {
    keywords.insert(e.keyword);
    if (!e.target.empty()) targets.insert(e.target);
  };
  for (const CardDef& c : r.set->cards) {
    for (const auto& [hook, effects] : c.hooks) {
      hooks.insert(hook);
      for (const Effect& e : effects) note(e);
    }
    if (c.trigger) hooks.insert("trigger"), events.insert(c.trigger->event);
    flags.insert(c.flags.begin(), c.flags.end());
  }
  for (const auto& [name, status] : r.set->statuses)
    for (const Effect& e : status.tick) note(e);
  const Vocabulary& v = builtin_card_rules("hero-duel")->vocabulary();
  for (const std::string& k : v.keyword_names()) CHECK(keywords.count(k) == 1);
  for (const std::string& t : v.target_names()) CHECK(targets.count(t) == 1);
  for (const std::string& e : v.trigger_names()) CHECK(events.count(e) == 1);
  for (const HookSpec& h : v.hooks()) CHECK(hooks.count(h.field) == 1);
  for (const std::string& f : v.flag_names()) CHECK(flags.count(f) == 1);

  // Every kind of thing a status may do (Status System) appears in some status.
  std::set<std::string> disables, enables;
  bool modifies = false, ticks = false;
  for (const auto& [name, s] : r.set->statuses) {
    disables.insert(s.disables.begin(), s.disables.end());
    enables.insert(s.enables.begin(), s.enables.end());
    modifies = modifies || !s.modifies.empty();
    ticks = ticks || !s.tick.empty();
  }
  for (const std::string& d : v.disables()) CHECK(disables.count(d) == 1);
  for (const std::string& e : v.enables()) CHECK(enables.count(e) == 1);
  CHECK(modifies);
  CHECK(ticks);
}

TEST_CASE("card sets: the model keeps what the file says", "[cards]") {
  const CardSetReading r = read_file(kCards / "sample.json");
  REQUIRE(r.set);
  const CardDef* archer = r.set->find("frost-archer");
  REQUIRE(archer);
  CHECK(archer->type == "monster");
  CHECK(archer->stat("stars") == 3);
  CHECK(archer->stat("atk") == 400);
  REQUIRE(archer->effects("on-attack"));
  const Effect& freeze = archer->effects("on-attack")->at(0);
  CHECK(freeze.keyword == "apply-status");
  CHECK(freeze.target == "defender");
  CHECK(freeze.text("status") == "FROZEN");
  CHECK(freeze.number("duration", 0) == 1);
  CHECK(freeze.pointer == "/cards/3/on-attack/0");
  const CardDef* pyra = r.set->find("pyra");
  REQUIRE(pyra);
  CHECK(pyra->ability_name == "Kindle");
  REQUIRE(pyra->effects("ability"));
  CHECK(pyra->effects("ability")->size() == 1);
  const CardDef* pit = r.set->find("spiked-pit");
  REQUIRE((pit && pit->trigger));
  CHECK(pit->trigger->event == "attack-declared");
  CHECK(pit->trigger->actor == "opponent");
  CHECK(r.set->find("wind-sprite")->has_flag("summon-face-up"));
  const StatusDef* burning = r.set->status("BURNING");
  REQUIRE(burning);
  CHECK(burning->duration == 2);
  REQUIRE(burning->tick.size() == 1);
  CHECK(burning->tick[0].number("amount", 0) == 100);
  CHECK(r.set->status("WEAKENED")->modifies.at("atk") == -200);
  CHECK(r.set->find("no-such-card") == nullptr);
}

TEST_CASE("card sets: each bad set is reported at its pointer and line, with what is wrong", "[cards]") {
  const nlohmann::json expected = read_json_file((kCards / "bad" / "expected.json").string()).root;
  REQUIRE(expected.size() >= 10);
  for (const auto& c : expected) {
    const std::string file = c.at("file").get<std::string>();
    INFO(file);
    const JsonDocument doc = read_json_file((kCards / "bad" / file).string());
    const CardSetReading r = read_card_set(doc);
    INFO(problems_text(r));
    CHECK_FALSE(r.set);
    const std::string pointer = c.at("pointer").get<std::string>();
    const std::string fragment = c.at("message").get<std::string>();
    bool found = false;
    for (const Problem& p : r.problems)
      if (p.pointer == pointer && p.message.find(fragment) != std::string::npos) {
        found = true;
        CHECK(p.line == doc.line_of(pointer));
        CHECK(p.line > 0);
      }
    CHECK(found);
  }
}

TEST_CASE("card sets: every problem of a set is reported, in the order of the file", "[cards]") {
  const JsonDocument doc = sample_with([](nlohmann::json& s) {
    s["cards"][0]["stars"] = 6;                                // Hero Rules
    s["cards"][8]["effects"][0]["keyword"] = "fireblast";     // unknown keyword
    s["cards"][9]["effects"][0]["amount"] = 0;                // not positive
  });
  const CardSetReading r = read_card_set(doc);
  INFO(problems_text(r));
  // The vocabulary's problems are found first; the game's own rules run only on a set whose
  // words are all known, so the six-star monster waits for the next check.
  REQUIRE(r.problems.size() == 2);
  CHECK(r.problems[0].pointer == "/cards/8/effects/0/keyword");
  CHECK(r.problems[1].pointer == "/cards/9/effects/0/amount");
  CHECK(r.problems[0].line <= r.problems[1].line);
}

TEST_CASE("card sets: a game extends the shared vocabulary without changing it", "[cards]") {
  Vocabulary mine = common_vocabulary();
  mine.add(KeywordSpec{"evolve", "replaces a monster by a stronger one", kMonster, {{"into", ValueKind::card}}});
  mine.add(FlagSpec{"taunt", {"monster"}, "must be attacked first"});
  CHECK(mine.keyword("evolve"));
  CHECK_FALSE(common_vocabulary().keyword("evolve"));
  CHECK_FALSE(builtin_card_rules("hero-duel")->vocabulary().keyword("evolve"));
  CHECK_FALSE(builtin_card_rules("hero-duel")->vocabulary().flag("taunt"));
  CHECK_THROWS_AS(mine.add(KeywordSpec{"damage", "again", kMonster, {}}), std::logic_error);
  CHECK(mine.describe().find("evolve: replaces a monster") != std::string::npos);
}

TEST_CASE("card sets: the shared vocabulary holds no game's own words: a game adds them and says where its contexts exist",
          "[cards]") {
  const auto action_choices = [](const Vocabulary& v) { return v.keyword("extra-action")->params.at(0).choices; };
  CHECK(action_choices(common_vocabulary()) == std::vector<std::string>{"summon", "attack"});
  const Vocabulary& hero_duel = builtin_card_rules("hero-duel")->vocabulary();
  CHECK(action_choices(hero_duel) == std::vector<std::string>{"summon", "attack", "spell-or-trap", "hero-ability"});
  CHECK_THROWS_AS(common_vocabulary().add_choices("damage", "amount", {"x"}), std::logic_error);  // not a choice

  Vocabulary mine = common_vocabulary();
  CHECK(mine.where("attack") == "where there is attack");  // a game that says nothing of it
  mine.add(ContextSpec{"attack", "while a creature attacks"});
  CHECK(mine.where("attack") == "while a creature attacks");
  CHECK(hero_duel.where("trigger") == "in a trap's effects, once its trigger fired");
  CHECK(common_vocabulary().where("trigger") == "where there is trigger");
}

TEST_CASE("card sets: loading one for a game, or naming one from a transcript", "[cards]") {
  const CardRules& hero_duel = *builtin_card_rules("hero-duel");
  CHECK(load_card_set((kCards / "sample.json").string(), hero_duel)->cards.size() == 28);
  // A bad set says what is wrong first and how many problems there are.
  const InputError bad = test::error_of([&] { (void)load_card_set((kCards / "bad" / "unknown-keyword.json").string(), hero_duel); });
  CHECK(bad.message().find("/cards/2/effects/0/keyword") != std::string::npos);
  CHECK(bad.where().line > 0);
  // A missing file is reported at the transcript's "cards" line.
  JsonDocument t = parse_json(
      "{\"format\": \"referee-transcript/1\", \"game\": \"draw-of-faith\", \"players\": [\"Ann\", \"Bob\"],\n"
      " \"cards\": \"sample.json\",\n"
      " \"setup\": {\"first\": \"Ann\"}, \"events\": []}",
      (kCards / "t.json").string());
  const InputError dof = test::error_of([&] { (void)read_transcript(t, builtin_games()); });
  CHECK(dof.where().line == 2);
  CHECK(dof.message().find("draw-of-faith takes no card set") != std::string::npos);
}

TEST_CASE("card sets: a set with very many problems lists the first 100 and counts the rest", "[cards]") {
  const JsonDocument doc = sample_with([](nlohmann::json& s) {
    for (int i = 0; i < 150; ++i)
      s["cards"].push_back({{"id", "bad-" + std::to_string(i)}, {"name", "Bad"}, {"type", "spell"},
                            {"effects", {{{"keyword", "dammage"}, {"target", "opponent"}}}}});
  });
  const CardSetReading r = read_card_set(doc);
  REQUIRE(r.problems.size() == 101);
  CHECK(r.problems[0].message.find("unknown keyword \"dammage\"") != std::string::npos);
  CHECK(r.problems.back().message == "... and 50 more problems (the first 100 are listed)");
}

}  // namespace test_card_sets
