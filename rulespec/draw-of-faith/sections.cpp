#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {

const SectionIndex& section_index() {
  static const SectionIndex index(sec::all_sections);
  return index;
}

}  // namespace referee::dof
