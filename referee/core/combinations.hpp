// Enumerating choices for a game's move generator: every subset of some items, in an order a
// game can rely on (listing order decides which legal action a sampler or a judge sees first).
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace referee {

// Calls `emit` with every subset of `items` of size lo..hi, smallest first, each size in
// lexicographic order of positions; stops when emit returns false (and then returns false).
template <class T, class Emit>
bool for_subsets(const std::vector<T>& items, std::size_t lo, std::size_t hi, Emit emit) {
  const std::size_t n = items.size();
  hi = std::min(hi, n);
  std::vector<T> current;
  std::vector<std::size_t> idx;
  for (std::size_t k = lo; k <= hi; ++k) {
    idx.resize(k);
    for (std::size_t i = 0; i < k; ++i) idx[i] = i;
    while (true) {
      current.clear();
      for (std::size_t i : idx) current.push_back(items[i]);
      if (!emit(current)) return false;
      std::size_t i = k;  // the next combination in lexicographic order
      while (i > 0 && idx[i - 1] == n - k + i - 1) --i;
      if (i == 0) break;
      ++idx[i - 1];
      for (std::size_t j = i; j < k; ++j) idx[j] = idx[j - 1] + 1;
    }
  }
  return true;
}

// Calls `emit` with every sequence of `k` items of `items`, an item as often as wanted, in
// lexicographic order of positions; with `sorted`, only the non-decreasing ones: each
// multiset once. Stops when emit returns false (and then returns false).
template <class T, class Emit>
bool for_sequences(const std::vector<T>& items, std::size_t k, bool sorted, Emit emit) {
  if (k > 0 && items.empty()) return true;
  std::vector<std::size_t> idx(k, 0);
  std::vector<T> current;
  while (true) {
    current.clear();
    for (std::size_t i : idx) current.push_back(items[i]);
    if (!emit(current)) return false;
    std::size_t i = k;  // the last position that can grow grows; those after it start again
    while (i > 0 && idx[i - 1] + 1 == items.size()) --i;
    if (i == 0) return true;
    ++idx[i - 1];
    for (std::size_t j = i; j < k; ++j) idx[j] = sorted ? idx[i - 1] : 0;
  }
}

}  // namespace referee
