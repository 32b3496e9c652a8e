#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

const SectionIndex& section_index() {
  static const SectionIndex index({
      &sec::match, &sec::hero, &sec::turn_start, &sec::main_actions, &sec::summon_low, &sec::summon_high,
      &sec::summon_hero, &sec::tribute_restrictions, &sec::face_down, &sec::combat_simultaneous,
      &sec::combat_death, &sec::combat_once, &sec::combat_face_down, &sec::combat_overflow,
      &sec::direct_attacks, &sec::spells, &sec::traps, &sec::statuses, &sec::reshuffle, &sec::win,
      &sec::limits_summary, &sec::field_behavior,
  });
  return index;
}

}  // namespace referee::hd
