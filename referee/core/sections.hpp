// Rulebook sections a game cites. The project never ships rulebook text: a section has
// the rulebook's heading (the citation users see) and the project's own summary of it.
#pragma once

#include <cstddef>
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
  template <std::size_t N>
  explicit SectionIndex(const Section* const (&sections)[N]) : sections_(sections, sections + N) {}
  const std::vector<const Section*>& all() const { return sections_; }
  const Section* find_id(std::string_view id) const;
  const Section* find_title(std::string_view title) const;
  bool contains(const Section* s) const;

 private:
  std::vector<const Section*> sections_;
};

}  // namespace referee

// Declares a game's sections once. The game writes a list macro MY_SECTIONS(S), one entry
// per section in rulebook order (each line continued with a backslash):
//   S(battle_resolution, "turn.battle.resolution", "Battle Phase: Battle Resolution", "summary")
// then REFEREE_DECLARE_SECTIONS(MY_SECTIONS), which declares in the current namespace each
// `inline constexpr Section NAME`, `all_sections`, their addresses in order, and
// `section_index()`, the SectionIndex of them all, built once.
#define REFEREE_DECLARE_SECTIONS(LIST)                                                \
  LIST(REFEREE_SECTION_)                                                              \
  inline constexpr const Section* all_sections[] = {LIST(REFEREE_SECTION_ADDRESS_)}; \
  inline const SectionIndex& section_index() {                                        \
    static const SectionIndex index(all_sections);                                    \
    return index;                                                                     \
  }
#define REFEREE_SECTION_(name, ...) inline constexpr Section name{__VA_ARGS__};
#define REFEREE_SECTION_ADDRESS_(name, ...) &name,
