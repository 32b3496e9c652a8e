// Reading a matching's dual solution: how much of an edge's weight the duals cover. An edge
// left out of the graph the matching was solved on is harmless when its (scaled) weight is
// covered; that is what proves a matching on a sparse graph optimal on a larger one.
#pragma once

#include <cstdint>
#include <vector>

#include "tournaments/pairing/matcher.hpp"

namespace referee::tournaments::pairing {

class DualCertificate {
 public:
  explicit DualCertificate(const Matching& m);

  // dual[u] + dual[v] + the values of the blossoms holding both: compare with scale·weight.
  std::int64_t cover(int u, int v) const;
  std::int64_t vertex(int u) const { return dual_[u]; }
  // The outermost blossom holding u (-1: none), and a blossom's own value. Two vertices in
  // different outermost blossoms share none: their cover is just vertex(u) + vertex(v).
  int outermost(int u) const { return outer_[u]; }
  std::int64_t value(int blossom) const { return value_[blossom]; }
  std::int64_t scale() const { return scale_; }

 private:
  std::vector<std::int64_t> dual_;
  std::int64_t scale_ = 1;
  // The blossom tree: for each vertex its innermost blossom (-1: none); for each blossom its
  // ancestors 2^j levels up (up_[0] the parent), depth, and the sum of the values from it up
  // to the outermost one. Blossoms nest a hundred deep on big equal-points groups, and the
  // Swiss check asks for millions of pairs: the smallest common blossom is found by binary
  // lifting, in O(log depth).
  std::vector<int> inner_;
  std::vector<int> outer_;
  std::vector<std::int64_t> value_;
  std::vector<std::vector<int>> up_;
  std::vector<int> depth_;
  std::vector<std::int64_t> to_root_;
};

}  // namespace referee::tournaments::pairing
