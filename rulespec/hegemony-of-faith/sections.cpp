#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {

const SectionIndex& section_index() {
  static const SectionIndex index({
      // 2-3
      &sec::game_type, &sec::components, &sec::objective,
      // 4
      &sec::setup, &sec::draw_phase, &sec::action_phase, &sec::end_of_turn,
      // 5
      &sec::end_of_game, &sec::final_scoring, &sec::scoring_single, &sec::scoring_multi, &sec::unification,
      &sec::in_case_of_draw, &sec::draw_two, &sec::draw_multi,
      // 6
      &sec::surrender_as_follower, &sec::united_sects, &sec::reversal, &sec::betrayal, &sec::becoming_wanderer,
      &sec::wanderer_turn, &sec::wanderer_reestablish,
      // 7
      &sec::skill_cards, &sec::action_cards, &sec::action_types, &sec::attack_methods, &sec::believer_cards,
      &sec::believer_types, &sec::believer_confrontation,
      // 7-4 skills
      &sec::skill_impermanence_of_life, &sec::skill_everyone_is_equal, &sec::skill_purple_hermit,
      &sec::skill_headstronger, &sec::skill_holy_rebirth, &sec::skill_kaboom, &sec::skill_praise_of_life,
      &sec::skill_gate_of_truth, &sec::skill_eternal_truth, &sec::skill_world_peace, &sec::skill_soul_cutting_sword,
      &sec::skill_chaos_coming, &sec::skill_zombie_army, &sec::skill_the_prophet, &sec::skill_karma_reversed,
      &sec::skill_ascend_with_me,
      // 7-4 action cards
      &sec::card_have_a_charity, &sec::card_info_spy, &sec::card_its_a_miracle, &sec::card_divine_inspiration,
      &sec::card_secret_alliance, &sec::card_breaking_faith, &sec::card_kowtow_to_me, &sec::card_spread_rumors,
      &sec::card_faith_debate, &sec::card_conspiracy, &sec::card_witch_hunt, &sec::card_faith_war,
      &sec::card_martyrdom, &sec::card_firm_faith, &sec::card_great_mercy,
      // 8
      &sec::qa_kowtow, &sec::qa_breaking_faith, &sec::qa_defense, &sec::qa_faith_war, &sec::qa_follower_skills,
      &sec::qa_surrender, &sec::qa_faith_debate, &sec::qa_wanderers, &sec::qa_showing_cards, &sec::qa_leader_token,
  });
  return index;
}

}  // namespace referee::hof
