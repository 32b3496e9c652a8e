#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {

const SectionIndex& section_index() {
  static const SectionIndex index({
      &sec::overview, &sec::equipment, &sec::starting, &sec::turn_structure, &sec::draw_phase,
      &sec::normal_summon, &sec::special_summon, &sec::battle_phase, &sec::face_down_defense,
      &sec::battle_resolution, &sec::battle_scoring, &sec::no_valid_targets, &sec::end_phase,
      &sec::hierarchy, &sec::position_change, &sec::attack_position, &sec::defense_position,
      &sec::graveyard, &sec::royal_fusion, &sec::ace_fusion, &sec::numbers_combo, &sec::ace_face,
      &sec::numbers_ace, &sec::five_of_a_kind, &sec::chain_link, &sec::standard_victory,
      &sec::instant_victory, &sec::tiebreaker, &sec::suits_note, &sec::materials_note,
      &sec::special_note, &sec::battle_timing, &sec::card_limit, &sec::turn_order,
  });
  return index;
}

}  // namespace referee::dof
