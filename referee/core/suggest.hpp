// "Did you mean ...?" for misspelt keys, actions, players and cards.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace referee {

// Edit distance (insertions, deletions, substitutions, adjacent swaps), case-insensitive.
int edit_distance(std::string_view a, std::string_view b);

// The closest candidate within a distance that grows with the word's length, if any.
std::optional<std::string> closest_match(std::string_view word, const std::vector<std::string>& candidates);

// " (did you mean \"x\"?)" or "".
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace referee
