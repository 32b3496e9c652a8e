// Seeded randomness with results that do not depend on the standard library's
// distributions, so the same seed gives the same games everywhere.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace referee {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : engine_(seed) {}
  // Uniform in [0, n); n > 0. Rejection sampling, no modulo bias.
  std::uint64_t below(std::uint64_t n) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t x;
    do x = engine_(); while (x >= limit);
    return x % n;
  }
  int below(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }
  bool chance(int numerator, int denominator) { return below(denominator) < numerator; }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<std::uint64_t>(i))]);
  }
  template <class T>
  const T& pick(const std::vector<T>& v) { return v[below(static_cast<std::uint64_t>(v.size()))]; }

 private:
  std::mt19937_64 engine_;
};

}  // namespace referee
