#include "referee/core/suggest.hpp"

#include <algorithm>
#include <cctype>

namespace referee {

int edit_distance(std::string_view a, std::string_view b) {
  auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
  const std::size_t n = a.size(), m = b.size();
  // Optimal string alignment distance, three rows.
  std::vector<int> prev2(m + 1), prev(m + 1), cur(m + 1);
  for (std::size_t j = 0; j <= m; ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= n; ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= m; ++j) {
      int cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) && lower(a[i - 2]) == lower(b[j - 1]))
        cur[j] = std::min(cur[j], prev2[j - 2] + 1);
    }
    prev2.swap(prev);
    prev.swap(cur);
  }
  return prev[m];
}

std::optional<std::string> closest_match(std::string_view word, const std::vector<std::string>& candidates) {
  // Nothing is misspelt by more than a few letters: a long word has no close match, and
  // comparing it would cost its length times every candidate's.
  if (word.size() > 64) return std::nullopt;
  const int limit = word.size() <= 3 ? 1 : word.size() <= 6 ? 2 : 3;
  std::optional<std::string> best;
  int best_distance = limit + 1;
  for (const auto& c : candidates) {
    int d = edit_distance(word, c);
    if (d < best_distance) {
      best_distance = d;
      best = c;
    }
  }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  auto best = closest_match(word, candidates);
  return best ? " (did you mean \"" + *best + "\"?)" : "";
}

}  // namespace referee
