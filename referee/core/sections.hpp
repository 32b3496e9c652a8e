// Rulebook sections a game cites. The project never ships rulebook text: a section has
// the rulebook's heading (the citation users see) and the project's own summary of it.
#pragma once

#include <string_view>
#include <vector>

namespace referee {

struct Section {
  std::string_view id;       // stable key, e.g. "battle.resolution"
  std::string_view title;    // the citation, e.g. "Battle Phase: Battle Resolution"
  std::string_view summary;  // the rule in the project's words
};

// Every section a game cites; verdicts point into it.
class SectionIndex {
 public:
  SectionIndex() = default;
  explicit SectionIndex(std::vector<const Section*> sections) : sections_(std::move(sections)) {}
  const std::vector<const Section*>& all() const { return sections_; }
  const Section* find_id(std::string_view id) const;
  const Section* find_title(std::string_view title) const;
  bool contains(const Section* s) const;

 private:
  std::vector<const Section*> sections_;
};

}  // namespace referee
