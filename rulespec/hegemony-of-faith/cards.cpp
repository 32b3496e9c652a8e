#include "rulespec/hegemony-of-faith/cards.hpp"

#include <cctype>

#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

constexpr std::array<std::string_view, kBelieverTypes> kBelieverIds{"fool", "prayer", "missionary", "elder", "fanatic"};
constexpr std::array<std::string_view, kBelieverTypes> kBelieverNames{"Fool", "Prayer", "Missionary", "Elder", "Fanatic"};

// 7-4 Cards list: the counts add up to the 78 of 2-2 Components.
const std::array<ActionCardInfo, kActionKinds> kActions{{
    {"have-a-charity", "Have a Charity", ActionType::strategy, 8, &sec::card_have_a_charity},
    {"info-spy", "Info-Spy", ActionType::strategy, 3, &sec::card_info_spy},
    {"its-a-miracle", "It's a Miracle", ActionType::strategy, 6, &sec::card_its_a_miracle},
    {"divine-inspiration", "Divine Inspiration", ActionType::strategy, 4, &sec::card_divine_inspiration},
    {"secret-alliance", "Secret Alliance", ActionType::strategy, 3, &sec::card_secret_alliance},
    {"breaking-faith", "Breaking Faith", ActionType::strategy, 6, &sec::card_breaking_faith},
    {"kowtow-to-me", "Kowtow to Me", ActionType::strategy, 4, &sec::card_kowtow_to_me},
    {"spread-rumors", "Spread Rumors", ActionType::mental, 7, &sec::card_spread_rumors},
    {"faith-debate", "Faith Debate", ActionType::mental, 4, &sec::card_faith_debate},
    {"conspiracy", "Conspiracy", ActionType::mental, 6, &sec::card_conspiracy},
    {"witch-hunt", "Witch Hunt", ActionType::physical, 4, &sec::card_witch_hunt},
    {"faith-war", "Faith War", ActionType::physical, 6, &sec::card_faith_war},
    {"martyrdom", "Martyrdom", ActionType::physical, 7, &sec::card_martyrdom},
    {"firm-faith", "Firm Faith", ActionType::defense, 5, &sec::card_firm_faith},
    {"great-mercy", "Great Mercy", ActionType::defense, 5, &sec::card_great_mercy},
}};

const std::array<SkillInfo, kSkills> kSkillTable{{
    {"impermanence-of-life", "Impermanence of Life", SkillUses::passive, &sec::skill_impermanence_of_life},
    {"everyone-is-equal", "Everyone is Equal", SkillUses::one, &sec::skill_everyone_is_equal},
    {"purple-hermit", "Purple Hermit", SkillUses::one, &sec::skill_purple_hermit},
    {"headstronger", "Headstronger", SkillUses::one, &sec::skill_headstronger},
    {"holy-rebirth", "Holy Rebirth", SkillUses::one, &sec::skill_holy_rebirth},
    {"kaboom", "KABOOM!", SkillUses::one, &sec::skill_kaboom},
    {"praise-of-life", "Praise of Life", SkillUses::one, &sec::skill_praise_of_life},
    {"gate-of-truth", "Gate of Truth", SkillUses::one, &sec::skill_gate_of_truth},
    {"eternal-truth", "Eternal Truth", SkillUses::three, &sec::skill_eternal_truth},
    {"world-peace", "World Peace", SkillUses::three, &sec::skill_world_peace},
    {"soul-cutting-sword", "Soul-Cutting Sword", SkillUses::three, &sec::skill_soul_cutting_sword},
    {"chaos-coming", "Chaos Coming", SkillUses::three, &sec::skill_chaos_coming},
    {"zombie-army", "Zombie Army", SkillUses::unlimited, &sec::skill_zombie_army},
    {"the-prophet", "The Prophet", SkillUses::unlimited, &sec::skill_the_prophet},
    {"karma-reversed", "Karma Reversed", SkillUses::unlimited, &sec::skill_karma_reversed},
    {"ascend-with-me", "Ascend with Me", SkillUses::unlimited, &sec::skill_ascend_with_me},
}};

constexpr std::string_view kActionTypeNames[] = {"strategy", "physical attack", "mental attack", "discard", "defense"};

// The kind of `kinds` whose id is `word` (any letter case), or none.
std::optional<int> find_id(std::string_view word, int kinds, std::string_view (*id)(int)) {
  std::string w(word);
  for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (int k = 0; k < kinds; ++k)
    if (w == id(k)) return k;
  return std::nullopt;
}

}  // namespace

std::string_view believer_id(int type) { return kBelieverIds.at(static_cast<std::size_t>(type)); }
std::string_view believer_name(int type) { return kBelieverNames.at(static_cast<std::size_t>(type)); }

std::optional<int> believer_of(std::string_view word) { return find_id(word, kBelieverTypes, believer_id); }

const ActionCardInfo& action_card(int kind) { return kActions.at(static_cast<std::size_t>(kind)); }

std::optional<int> action_of(std::string_view word) { return find_id(word, kActionKinds, action_id); }
std::string_view action_type_name(ActionType t) { return kActionTypeNames[static_cast<std::size_t>(t)]; }

const SkillInfo& skill_info(int skill) { return kSkillTable.at(static_cast<std::size_t>(skill)); }

std::string_view action_id(int kind) { return action_card(kind).id; }
std::string_view skill_id(int skill) { return skill_info(skill).id; }

std::vector<std::string> ids_of(int kinds, std::string_view (*id)(int)) {
  std::vector<std::string> out;
  for (int k = 0; k < kinds; ++k) out.emplace_back(id(k));
  return out;
}

std::optional<int> skill_of(std::string_view word) { return find_id(word, kSkills, skill_id); }

}  // namespace referee::hof
