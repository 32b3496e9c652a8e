// The three decks of Hegemony of Faith as data (2-2 Components, 7-4 Cards list): five
// believer types of twelve cards, fifteen kinds of action card (78 in all) and sixteen
// skills. Cards of one kind are alike, so a card is its kind; a card nobody has seen is a
// mask of the kinds it may still be (masks.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/sections.hpp"

namespace referee::hof {

// ---- Believers (7-3) ----
inline constexpr int kBelieverTypes = 5;
inline constexpr int kBelieversPerType = 12;
// In the order the rulebook lists them; their IDs are hof.believer.id-map's business.
enum class Believer : std::uint8_t { fool, prayer, missionary, elder, fanatic };
std::string_view believer_id(int type);    // "fool"
std::string_view believer_name(int type);  // "Fool"
// The type a word names ("fool", any letter case), or none.
std::optional<int> believer_of(std::string_view word);

// ---- Action cards (7-2, 7-4) ----
inline constexpr int kActionKinds = 15;
inline constexpr int kActionCards = 78;
enum class ActionKind : std::uint8_t {
  have_a_charity, info_spy, its_a_miracle, divine_inspiration, secret_alliance, breaking_faith, kowtow_to_me,
  spread_rumors, faith_debate, conspiracy, witch_hunt, faith_war, martyrdom, firm_faith, great_mercy
};
// The four kinds of action of 4-2 Action Phase, and defense cards, played only in answer.
enum class ActionType : std::uint8_t { strategy, physical, mental, discard, defense };
struct ActionCardInfo {
  std::string_view id;      // "faith-war"
  std::string_view name;    // "Faith War"
  ActionType type;
  int count;                // copies in the deck
  const Section* section;
};
const ActionCardInfo& action_card(int kind);
std::optional<int> action_of(std::string_view word);
std::string_view action_type_name(ActionType t);  // "strategy", "physical attack", ...

// ---- Skills (7-1, 7-4) ----
inline constexpr int kSkills = 16;
enum class Skill : std::uint8_t {
  impermanence_of_life, everyone_is_equal, purple_hermit, headstronger, holy_rebirth, kaboom, praise_of_life,
  gate_of_truth, eternal_truth, world_peace, soul_cutting_sword, chaos_coming, zombie_army, the_prophet,
  karma_reversed, ascend_with_me
};
// The printed use mark: once (a game or a round: hof.skill.uses-1-classification), three
// times a game, or without limit.
enum class SkillUses : std::uint8_t { one, three, unlimited, passive };
struct SkillInfo {
  std::string_view id;
  std::string_view name;
  SkillUses uses;
  const Section* section;
};
const SkillInfo& skill_info(int skill);
std::optional<int> skill_of(std::string_view word);

// The record's words for cards: action_id(k) is action_card(k).id, skill_id(s) skill_info(s).id;
// ids_of(kSkills, skill_id) is every skill's word in skill order.
std::string_view action_id(int kind);
std::string_view skill_id(int skill);
std::vector<std::string> ids_of(int kinds, std::string_view (*id)(int));

inline constexpr int as_int(Believer b) { return static_cast<int>(b); }
inline constexpr int as_int(ActionKind k) { return static_cast<int>(k); }
inline constexpr int as_int(Skill s) { return static_cast<int>(s); }

}  // namespace referee::hof
