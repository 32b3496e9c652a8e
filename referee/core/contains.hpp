// contains(range, value): whether value is an element of range. C++23 has it as
// std::ranges::contains; until then, one definition for every game instead of one a file.
#pragma once

#include <algorithm>
#include <ranges>

namespace referee {

template <std::ranges::input_range Range, class Value>
bool contains(const Range& range, const Value& value) {
  return std::ranges::find(range, value) != std::ranges::end(range);
}

}  // namespace referee
