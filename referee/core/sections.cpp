#include "referee/core/sections.hpp"

#include <algorithm>

namespace referee {

const Section* SectionIndex::find_id(std::string_view id) const {
  for (const auto* s : sections_)
    if (s->id == id) return s;
  return nullptr;
}

const Section* SectionIndex::find_title(std::string_view title) const {
  for (const auto* s : sections_)
    if (s->title == title) return s;
  return nullptr;
}

bool SectionIndex::contains(const Section* s) const {
  return std::find(sections_.begin(), sections_.end(), s) != sections_.end();
}

}  // namespace referee
