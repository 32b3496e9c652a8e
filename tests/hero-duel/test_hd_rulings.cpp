// The hero-duel rulings catalogue (rulespec/hero-duel/rulings.cpp): ids and options well
// formed, every ruling cites sections of the index, the defended defaults pinned one by one,
// the conflicts declared, and no text of the catalogue or the section summaries quoting the
// rulebook (no run of eight or more of its words).
#include <catch2/catch.hpp>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "referee/core/rulings.hpp"
#include "rulespec/hero-duel/rulings.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace test_hd_rulings {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

const std::regex kRulingId{R"(hd(\.[a-z0-9]+(-[a-z0-9]+)*)+)"};
const std::regex kOptionId{R"([a-z0-9]+(-[a-z0-9]+)*)"};

// Checks one ruling: its key reads the ruling with this id, and its default is `expected`,
// whose option id is `option`.
template <class E>
void check_default(RulingKey<E> key, const std::string& id, E expected, const std::string& option) {
  const RulingCatalogue& catalogue = hd::ruling_catalogue();
  REQUIRE(key.index < catalogue.size());
  const RulingSpec& spec = catalogue.at(key.index);
  INFO(id);
  CHECK(spec.id == id);
  const Rulings defaults(catalogue);
  CHECK((defaults.peek(key) == expected && spec.default_id() == option));
}

// Lower-case words of ASCII letters and digits; everything else separates words.
std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (char ch : text) {
    const auto u = static_cast<unsigned char>(ch);
    if (u < 0x80 && std::isalnum(u)) {
      word += static_cast<char>(std::tolower(u));
    } else if (!word.empty()) {
      words.push_back(word);
      word.clear();
    }
  }
  if (!word.empty()) words.push_back(word);
  return words;
}

constexpr std::size_t kQuoteWords = 8;

std::string join(const std::vector<std::string>& words, std::size_t from, std::size_t n) {
  std::string s;
  for (std::size_t i = from; i < from + n; ++i) s += (i > from ? " " : "") + words[i];
  return s;
}

// Every run of kQuoteWords words inside one line of the rulebook.
std::set<std::string> rulebook_runs(std::istream& in) {
  std::set<std::string> runs;
  std::string line;
  while (std::getline(in, line)) {
    const auto words = words_of(line);
    for (std::size_t i = 0; i + kQuoteWords <= words.size(); ++i) runs.insert(join(words, i, kQuoteWords));
  }
  return runs;
}

// The first run of `text` found in `runs`, or "".
std::string quoted_run(const std::string& text, const std::set<std::string>& runs) {
  const auto words = words_of(text);
  for (std::size_t i = 0; i + kQuoteWords <= words.size(); ++i) {
    std::string run = join(words, i, kQuoteWords);
    if (runs.count(run)) return run;
  }
  return "";
}

std::string rulebook_path() {
#ifdef REFEREE_SOURCE_DIR
  return std::string(REFEREE_SOURCE_DIR) + "/../shared/rulebooks/hero-duel.txt";
#else
  return "";
#endif
}

}  // namespace

TEST_CASE("hero-duel rulings: the catalogue is complete and its ids and options are well formed",
          "[hero-duel][rulings]") {
  const RulingCatalogue& catalogue = hd::ruling_catalogue();
  CHECK(catalogue.game() == "hero-duel");
  REQUIRE(catalogue.size() == 52);
  CHECK_NOTHROW(catalogue.check_complete());
  std::set<std::string> ids;
  for (const RulingSpec& spec : catalogue.specs()) {
    INFO(spec.id);
    CHECK(std::regex_match(spec.id, kRulingId));
    CHECK(ids.insert(spec.id).second);
    CHECK(catalogue.at(static_cast<std::size_t>(catalogue.index_of(spec.id))).id == spec.id);
    CHECK(!spec.question.empty());
    CHECK(spec.question.back() == '?');
    REQUIRE(spec.options.size() >= 2);
    CHECK(spec.default_option >= 0);
    CHECK(spec.default_option < static_cast<int>(spec.options.size()));
    CHECK(!spec.default_reason.empty());
    std::set<std::string> options;
    for (const RulingOption& option : spec.options) {
      INFO(option.id);
      CHECK(std::regex_match(option.id, kOptionId));
      CHECK(options.insert(option.id).second);
      CHECK(!option.meaning.empty());
    }
    REQUIRE(!spec.citations.empty());
    std::set<const Section*> cited;
    for (const Section* section : spec.citations) {
      REQUIRE(section != nullptr);
      INFO(section->id);
      CHECK(hd::section_index().contains(section));
      CHECK(cited.insert(section).second);
    }
  }
}

TEST_CASE("hero-duel rulings: the section index holds the sections cited, each titled by its numbered heading",
          "[hero-duel][rulings]") {
  const auto& sections = hd::section_index().all();
  REQUIRE(sections.size() == 22);
  const std::regex title{R"((1[0-4]|[1-9])\. [A-Z][^:]*(: .+)?)"};
  std::set<std::string> ids;
  std::set<std::string> titles;
  std::set<const Section*> cited;
  for (const RulingSpec& spec : hd::ruling_catalogue().specs()) cited.insert(spec.citations.begin(), spec.citations.end());
  for (const Section* section : sections) {
    INFO(section->id);
    CHECK(ids.insert(std::string(section->id)).second);
    CHECK(titles.insert(std::string(section->title)).second);
    CHECK(std::regex_match(std::string(section->title), title));
    CHECK(section->summary.size() > 20);
    CHECK(hd::section_index().find_id(section->id) == section);
    CHECK(cited.count(section) == 1);  // every section listed is cited by some ruling
  }
  CHECK(hd::section_index().find_title("6. Combat Rules: Simultaneous Damage") == &hd::sec::combat_simultaneous);
}

TEST_CASE("hero-duel rulings: the defended defaults", "[hero-duel][rulings]") {
  using namespace hd;
  check_default(ruling::deck_composition, "hd.setup.deck-composition", DeckComposition::composition_only, "composition-only");
  check_default(ruling::opening_shuffle, "hd.setup.opening-shuffle", OpeningShuffle::shuffled, "shuffled");
  check_default(ruling::first_player, "hd.setup.first-player", FirstPlayer::recorded, "recorded");
  check_default(ruling::first_turn_draw, "hd.setup.first-turn-draw", FirstTurnDraw::draw_two, "draw-two");
  check_default(ruling::hero_must_be_drawn, "hd.setup.hero-must-be-drawn", HeroMustBeDrawn::draw_only, "draw-only");
  check_default(ruling::hero_summon, "hd.hero.summon-classification", HeroSummon::separate_limit, "separate-limit");
  check_default(ruling::tribute_eligibility, "hd.summon.tribute-eligibility", TributeEligibility::any_own, "any-own");
  check_default(ruling::same_turn_tribute, "hd.summon.same-turn-tribute", SameTurnTribute::literal, "literal");
  check_default(ruling::hero_nature, "hd.hero.nature", HeroNature::not_a_monster, "not-a-monster");
  check_default(ruling::hero_blocks_direct, "hd.hero.blocks-direct-attack", HeroBlocksDirect::no, "no");
  check_default(ruling::passive_timing, "hd.hero.passive-timing", PassiveTiming::after_tributes, "after-tributes");
  check_default(ruling::hero_ability, "hd.hero.ability-rules", HeroAbility::entry_turn_ok, "entry-turn-ok");
  check_default(ruling::hero_ability_face_down, "hd.hero.ability-face-down", HeroAbilityFaceDown::allowed, "allowed");
  check_default(ruling::start_step_order, "hd.turn.start-step-order", StartStepOrder::written_order_flip_ready,
                "written-order-flip-ready");
  check_default(ruling::auto_flip_scope, "hd.facedown.auto-flip-scope", AutoFlipScope::all_own, "all-own");
  check_default(ruling::hidden_info, "hd.facedown.hidden-info", HiddenInfo::card_hidden, "card-hidden");
  check_default(ruling::face_down_effects, "hd.facedown.effects-while-face-down", FaceDownEffects::off, "off");
  check_default(ruling::created_monsters, "hd.tokens.created-monsters", CreatedMonsters::tokens, "tokens");
  check_default(ruling::face_up_entry_attack, "hd.summon.face-up-entry-attack", FaceUpEntryAttack::star_rule, "star-rule");
  check_default(ruling::effect_summon_face, "hd.summon.effect-summon-face", EffectSummonFace::face_down_unless_stated,
                "face-down-unless-stated");
  check_default(ruling::effect_summon_limit, "hd.summon.effect-summon-limit", EffectSummonLimit::uncounted, "uncounted");
  check_default(ruling::monster_zones_full, "hd.zones.monster-full", MonsterZonesFull::blocked, "blocked");
  check_default(ruling::spell_trap_zones_full, "hd.zones.spelltrap-full", SpellTrapZonesFull::spells_zoneless,
                "spells-zoneless");
  check_default(ruling::trap_play, "hd.trap.set-counts-as-play", TrapPlay::setting, "setting");
  check_default(ruling::trap_activation, "hd.trap.activation-mandatory", TrapActivation::mandatory, "mandatory");
  check_default(ruling::trap_timing, "hd.trap.trigger-timing", TrapTiming::by_event, "by-event");
  check_default(ruling::trap_actor, "hd.trap.trigger-actor", TrapActor::card_set, "card-set");
  check_default(ruling::trap_armed, "hd.trap.armed-timing", TrapArmed::at_once, "at-once");
  check_default(ruling::multiple_triggers, "hd.trap.multiple-triggers", MultipleTriggers::apnap_fifo, "apnap-fifo");
  check_default(ruling::trap_chains, "hd.trap.chains", TrapChains::queue, "queue");
  check_default(ruling::trap_zone_release, "hd.trap.zone-release", TrapZoneRelease::after_resolving, "after-resolving");
  check_default(ruling::negated_limit, "hd.action.negated-consumes-limit", NegatedLimit::spent, "spent");
  check_default(ruling::spell_targeting, "hd.spell.targeting-and-fizzle", SpellTargeting::fizzle, "fizzle");
  check_default(ruling::limit_increase, "hd.limits.increase-scope", LimitIncrease::counted_rows, "counted-rows");
  check_default(ruling::end_turn_limit, "hd.turn.end-turn-limit", EndTurnLimit::closing_act, "closing-act");
  check_default(ruling::hp_persistence, "hd.combat.hp-persistence", HpPersistence::persists, "persists");
  check_default(ruling::stat_bounds, "hd.stats.bounds", StatBounds::floor_zero, "floor-zero");
  check_default(ruling::simultaneous_death, "hd.combat.simultaneous-death", SimultaneousDeath::both_strike, "both-strike");
  check_default(ruling::face_down_sequence, "hd.combat.attack-sequence-facedown", FaceDownSequence::flip_first,
                "flip-first");
  check_default(ruling::overflow, "hd.combat.overflow", Overflow::attacker_excess, "attacker-excess");
  check_default(ruling::direct_attack_legality, "hd.combat.direct-attack-legality", DirectAttackLegality::at_declaration,
                "at-declaration");
  check_default(ruling::direct_attack_untargetable, "hd.combat.direct-attack-untargetable",
                DirectAttackUntargetable::any_monster_blocks, "any-monster-blocks");
  check_default(ruling::first_turn_attack, "hd.combat.first-turn-attack", FirstTurnAttack::allowed, "allowed");
  check_default(ruling::status_duration, "hd.status.duration-counting", StatusDuration::controller_starts,
                "controller-starts");
  check_default(ruling::status_stacking, "hd.status.stacking", StatusStacking::refresh, "refresh");
  check_default(ruling::haste, "hd.status.haste", Haste::ready, "ready");
  check_default(ruling::disable_persistence, "hd.status.disable-attack-persistence", DisablePersistence::until_refresh,
                "until-refresh");
  check_default(ruling::x_state, "hd.status.x-state", XState::marker, "marker");
  check_default(ruling::reshuffle, "hd.deck.reshuffle-mid-draw", Reshuffle::per_card, "per-card");
  check_default(ruling::exile_usage, "hd.exile.usage", ExileUsage::effects_only, "effects-only");
  check_default(ruling::win_timing, "hd.win.simultaneous-and-timing", WinTiming::each_resolution, "each-resolution");
  check_default(ruling::card_effect_win, "hd.win.card-effect", CardEffectWin::honoured, "honoured");
}

TEST_CASE("hero-duel rulings: every departure from the research note says so in a note", "[hero-duel][rulings]") {
  const RulingCatalogue& catalogue = hd::ruling_catalogue();
  // Changed defaults, split or new rulings, dropped options.
  for (const char* id : {"hd.setup.opening-shuffle", "hd.setup.first-player", "hd.turn.start-step-order",
                         "hd.status.haste", "hd.hero.ability-face-down", "hd.summon.face-up-entry-attack",
                         "hd.summon.effect-summon-face", "hd.summon.effect-summon-limit", "hd.trap.zone-release",
                         "hd.limits.increase-scope", "hd.turn.end-turn-limit", "hd.combat.direct-attack-untargetable",
                         "hd.status.x-state", "hd.win.card-effect", "hd.combat.simultaneous-death", "hd.exile.usage",
                         "hd.hero.nature", "hd.hero.passive-timing"}) {
    INFO(id);
    const int i = catalogue.index_of(id);
    REQUIRE(i >= 0);
    CHECK(!catalogue.at(static_cast<std::size_t>(i)).note.empty());
  }
  // Rulings the research note proposed that are not rulings here.
  for (const char* id : {"hd.hand.limit", "hd.end.turn-cap", "hd.setup.first-player-and-shuffle"}) {
    INFO(id);
    CHECK(catalogue.index_of(id) == -1);
  }
}

TEST_CASE("hero-duel rulings: the declared conflicts are warnings naming known options", "[hero-duel][rulings]") {
  const RulingCatalogue& catalogue = hd::ruling_catalogue();
  REQUIRE(catalogue.conflicts().size() == 3);
  for (const RulingConflict& conflict : catalogue.conflicts()) {
    CHECK(conflict.severity == RulingConflict::Severity::warning);
    CHECK(!conflict.describe().empty());
  }
  SECTION("the defaults fall into none") { CHECK(Rulings(catalogue).conflicts().empty()); }
  SECTION("HASTE that never flips, with every face-up arrival ready to attack, is flagged") {
    Rulings rulings(catalogue);
    rulings.choose("hd.summon.face-up-entry-attack", "ready", Location{"profile.json"});
    REQUIRE(rulings.conflicts().size() == 1);
    CHECK_THAT(rulings.conflicts()[0]->describe(), Catch::Contains("hd.status.haste=ready"));
    CHECK_NOTHROW(rulings.refuse_conflicts(Location{"profile.json"}));
  }
}

TEST_CASE("hero-duel rulings: no summary, question, meaning, reason or note quotes the rulebook",
          "[hero-duel][rulings]") {
  const std::string path = rulebook_path();
  std::ifstream in(path);
  if (path.empty() || !in) {
    WARN("rulebook not found at \"" << path << "\": the quotation check is skipped");
    return;
  }
  const std::set<std::string> runs = rulebook_runs(in);
  REQUIRE(runs.size() > 20);
  // The check itself: a rulebook sentence is found, inside other words and in other case.
  CHECK(!quoted_run("As written: Both monsters deal their ATK to the other monster's HP at the same time!", runs).empty());
  CHECK(quoted_run("Both monsters deal their damage together, at once.", runs).empty());

  std::vector<std::pair<std::string, std::string>> texts;  // where, text
  for (const Section* section : hd::section_index().all()) {
    texts.emplace_back(std::string(section->id) + " summary", std::string(section->summary));
    texts.emplace_back(std::string(section->id) + " title", std::string(section->title));
  }
  for (const RulingSpec& spec : hd::ruling_catalogue().specs()) {
    texts.emplace_back(spec.id + " question", spec.question);
    texts.emplace_back(spec.id + " reason", spec.default_reason);
    texts.emplace_back(spec.id + " note", spec.note);
    for (const RulingOption& option : spec.options) texts.emplace_back(spec.id + "=" + option.id, option.meaning);
  }
  for (const RulingConflict& conflict : hd::ruling_catalogue().conflicts())
    texts.emplace_back("conflict", conflict.consequence);
  for (const auto& [where, text] : texts) {
    INFO(where << ": " << text);
    CHECK(quoted_run(text, runs) == "");
  }
}

// A ruling the rules never read changes nothing, whatever its options say. Each key of
// rulings.hpp must be read (ruling::NAME) by some rules file, unless its note says the
// referee cannot tell the options apart, which a ruling the rules do read must not say.
TEST_CASE("hero-duel rulings: every ruling is read by the rules, or its note says the referee cannot tell its options apart",
          "[hero-duel][rulings]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(REFEREE_SOURCE_DIR) / "rulespec" / "hero-duel";
  auto slurp = [](const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  };
  std::string rules;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name == "rulings.cpp" || name == "rulings.hpp") continue;
    if (entry.path().extension() == ".cpp" || entry.path().extension() == ".hpp") rules += slurp(entry.path());
  }
  REQUIRE(rules.size() > 10000);
  const std::string keys = slurp(dir / "rulings.hpp");
  const std::regex key{R"(X\((\w+), \w+)"};  // REFEREE_DECLARE_RULINGS's list, in key order
  const RulingCatalogue& catalogue = hd::ruling_catalogue();
  std::size_t seen = 0;
  for (auto it = std::sregex_iterator(keys.begin(), keys.end(), key); it != std::sregex_iterator(); ++it, ++seen) {
    const std::string name = (*it)[1];
    const std::size_t index = seen;
    REQUIRE(index < catalogue.size());
    const RulingSpec& spec = catalogue.at(index);
    INFO(spec.id << " (ruling::" << name << ")");
    const bool read = std::regex_search(rules, std::regex("ruling::" + name + R"(\b)"));
    const bool inert = spec.note.find("cannot tell the options apart") != std::string::npos;
    CHECK(read != inert);
  }
  CHECK(seen == catalogue.size());
}

}  // namespace test_hd_rulings
