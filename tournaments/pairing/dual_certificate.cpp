#include "tournaments/pairing/dual_certificate.hpp"

#include <algorithm>
#include <utility>

namespace referee::tournaments::pairing {

DualCertificate::DualCertificate(const Matching& m)
    : dual_(m.dual), scale_(m.dual_scale), inner_(m.dual.size(), -1) {
  for (const Blossom& b : m.blossoms) value_.push_back(b.value);
  const int count = static_cast<int>(m.blossoms.size());
  std::vector<int> parent(count, -1);
  // Blossoms come inner first, so when a blossom is read every blossom inside it is done:
  // the outermost one seen so far at each vertex is a child of this one.
  std::vector<int> top(m.dual.size(), -1);
  for (int k = 0; k < count; ++k)
    for (int v : m.blossoms[k].vertices) {
      if (top[v] == -1) inner_[v] = k;
      else if (top[v] != k) parent[top[v]] = k;
      top[v] = k;
    }
  outer_ = top;  // after the last blossom, the outermost one at each vertex
  depth_.assign(count, 0);
  to_root_.assign(count, 0);
  int max_depth = 0;
  for (int k = count - 1; k >= 0; --k) {  // parents come after their children
    const int p = parent[k];
    depth_[k] = p < 0 ? 0 : depth_[p] + 1;
    to_root_[k] = m.blossoms[k].value + (p < 0 ? 0 : to_root_[p]);
    max_depth = std::max(max_depth, depth_[k]);
  }
  up_.push_back(std::move(parent));
  while ((1 << up_.size()) <= max_depth) {
    const std::vector<int>& half = up_.back();
    std::vector<int> next(count, -1);
    for (int k = 0; k < count; ++k) next[k] = half[k] < 0 ? -1 : half[half[k]];
    up_.push_back(std::move(next));
  }
}

std::int64_t DualCertificate::cover(int u, int v) const {
  std::int64_t sum = dual_[u] + dual_[v];
  int a = inner_[u];
  int b = inner_[v];
  if (a < 0 || b < 0) return sum;
  // The smallest blossom holding both: lift the deeper one to the same depth, then both to
  // just below their lowest common ancestor (if they have one: else no common blossom).
  if (depth_[a] < depth_[b]) std::swap(a, b);
  for (int j = static_cast<int>(up_.size()) - 1; j >= 0; --j)
    if (depth_[a] - (1 << j) >= depth_[b]) a = up_[j][a];
  if (a != b) {
    for (int j = static_cast<int>(up_.size()) - 1; j >= 0; --j)
      if (up_[j][a] != up_[j][b]) {
        a = up_[j][a];
        b = up_[j][b];
      }
    a = up_[0][a];
    b = up_[0][b];
  }
  return a >= 0 && a == b ? sum + to_root_[a] : sum;
}

}  // namespace referee::tournaments::pairing
