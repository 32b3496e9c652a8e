#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {

const SectionIndex& section_index() {
  static const SectionIndex index(sec::all_sections);
  return index;
}

}  // namespace referee::hof
