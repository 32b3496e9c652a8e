#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

const SectionIndex& section_index() {
  static const SectionIndex index(sec::all_sections);
  return index;
}

}  // namespace referee::hd
