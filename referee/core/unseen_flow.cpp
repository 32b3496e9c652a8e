// The relaxation of unseen.hpp: a maximum flow from the cards, grouped by domain, to the
// kinds, each kind's edge to the sink holding the game's copies of it (Hall's condition).
#include <algorithm>
#include <array>
#include <bit>

#include "referee/core/unseen.hpp"

namespace referee::unseen_cards {

// A maximum flow from the cards (grouped by mask) to the kinds, by augmenting paths: a few
// dozen nodes at most, so the simplest algorithm is plenty.
namespace {

// The flow itself, over every card.
bool flow_feasible(const std::vector<KindSet>& cards, const std::vector<int>& copies, std::string* why,
                   const std::vector<std::string>* kind_names) {
  // The cards grouped by mask: (mask, how many), in mask order.
  std::vector<std::pair<KindSet, int>> groups;
  {
    std::vector<KindSet> sorted(cards);
    std::sort(sorted.begin(), sorted.end());
    for (KindSet m : sorted) {
      if (groups.empty() || groups.back().first != m) groups.emplace_back(m, 0);
      ++groups.back().second;
    }
  }
  if (!groups.empty() && groups.front().first == 0) {
    if (why) *why = std::to_string(groups.front().second) + " card(s) can be of no kind at all";
    return false;
  }
  const int g = static_cast<int>(groups.size()), k = static_cast<int>(copies.size());
  // Nodes: 0 source, 1..g groups, g+1..g+k kinds, g+k+1 sink; capacities in one n x n array.
  const std::size_t n = static_cast<std::size_t>(g + k + 2), source = 0, sink = n - 1;
  std::vector<int> cap(n * n, 0);
  auto at = [&](std::size_t u, std::size_t v) -> int& { return cap[u * n + v]; };
  for (std::size_t i = 0; i < groups.size(); ++i) {
    at(source, i + 1) = groups[i].second;
    for (int t = 0; t < k; ++t)
      if (groups[i].first & bit(t)) at(i + 1, static_cast<std::size_t>(g + 1 + t)) = 1 << 20;
  }
  for (int t = 0; t < k; ++t) at(static_cast<std::size_t>(g + 1 + t), sink) = copies[static_cast<std::size_t>(t)];
  const int total = static_cast<int>(cards.size());
  int flow = 0;
  std::vector<int> parent(n);
  std::vector<std::size_t> queue;
  queue.reserve(n);
  for (;;) {
    std::fill(parent.begin(), parent.end(), -1);
    parent[source] = 0;
    queue.assign(1, source);
    for (std::size_t q = 0; q < queue.size() && parent[sink] < 0; ++q) {
      const std::size_t u = queue[q];
      for (std::size_t v = 0; v < n; ++v)
        if (parent[v] < 0 && at(u, v) > 0) {
          parent[v] = static_cast<int>(u);
          queue.push_back(v);
        }
    }
    if (parent[sink] < 0) break;
    int push = 1 << 20;
    for (std::size_t v = sink; v != source; v = static_cast<std::size_t>(parent[v]))
      push = std::min(push, at(static_cast<std::size_t>(parent[v]), v));
    for (std::size_t v = sink; v != source; v = static_cast<std::size_t>(parent[v])) {
      at(static_cast<std::size_t>(parent[v]), v) -= push;
      at(v, static_cast<std::size_t>(parent[v])) += push;
    }
    flow += push;
  }
  if (flow == total) return true;
  if (why) {
    // The cut: kinds still reachable from the source. Every card whose kinds all lie there
    // must be one of them, and there are more such cards than copies.
    KindSet reach = 0;
    for (int t = 0; t < k; ++t)
      if (parent[static_cast<std::size_t>(g + 1 + t)] >= 0) reach |= bit(t);
    int cards_in = 0, copies_in = 0;
    for (const auto& [mask, count] : groups)
      if ((mask & ~reach) == 0) cards_in += count;
    std::string names;
    for (int t = 0; t < k; ++t)
      if (reach & bit(t)) {
        copies_in += copies[static_cast<std::size_t>(t)];
        names += (names.empty() ? "" : ", ") + (kind_names ? (*kind_names)[static_cast<std::size_t>(t)] : std::to_string(t));
      }
    *why = std::to_string(cards_in) + " card(s) can only be " + names + ", and the game has " + std::to_string(copies_in);
  }
  return false;
}

}  // namespace

namespace {

constexpr std::size_t kHallSets = 256;  // up to 8 kinds

// With few kinds, Hall's condition itself: for every set S of kinds, the cards that can only
// be of S are no more than S's copies (the same answer as the flow, with no allocation).
// False when a card can be of no kind.
template <class Cards>
bool hall_holds(const Cards& cards, const std::vector<int>& copies) {
  const std::size_t k = copies.size(), sets = std::size_t{1} << k;
  const KindSet full = every(static_cast<int>(k));
  std::array<int, kHallSets> within, room;
  std::fill(within.begin(), within.begin() + static_cast<std::ptrdiff_t>(sets), 0);
  room[0] = 0;
  for (const auto& card : cards) {
    const KindSet m = static_cast<KindSet>(card) & full;
    if (!m) return false;
    ++within[static_cast<std::size_t>(m)];
  }
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t s = 0; s < sets; ++s)
      if (s & (std::size_t{1} << i)) within[s] += within[s ^ (std::size_t{1} << i)];
  for (std::size_t s = 1; s < sets; ++s) {
    room[s] = room[s & (s - 1)] + copies[static_cast<std::size_t>(std::countr_zero(s))];
    if (within[s] > room[s]) return false;
  }
  return true;
}

// feasible() over any list of cards read as domains. With more kinds, a fast path: seen cards take their
// kind's copies and wholly unknown ones any copy left, so only the cards known in part need
// the flow, over the copies the seen ones leave. On a failure the whole flow runs again, for
// the message. No allocation unless some card is known in part.
template <class Cards>
bool feasible_of(const Cards& cards, const std::vector<int>& copies, std::string* why,
                 const std::vector<std::string>* kind_names) {
  const std::size_t k = copies.size();
  const bool few = k < 64 && (std::size_t{1} << k) <= kHallSets;
  if (few && hall_holds(cards, copies)) return true;
  if (few && !why) return false;
  constexpr std::size_t kInline = 66;  // 64 kinds, and a spare one (the search's vanished cards)
  if (!few && k <= kInline) {
    std::array<int, kInline> left{};
    std::copy(copies.begin(), copies.end(), left.begin());
    const KindSet full = every(static_cast<int>(k));
    std::vector<KindSet> partial;
    int unknown = 0;
    bool fits = true;
    for (const auto& card : cards) {
      const KindSet m = card;
      if (is_known(m) && static_cast<std::size_t>(kind_of(m)) < k) fits = --left[static_cast<std::size_t>(kind_of(m))] >= 0 && fits;
      else if ((m & full) == full) ++unknown;
      else partial.push_back(m);
    }
    if (fits) {
      int room = 0;
      for (std::size_t i = 0; i < k; ++i) room += left[i];
      const bool rest_fits = unknown + static_cast<int>(partial.size()) <= room;
      if (rest_fits &&
          (partial.empty() || flow_feasible(partial, std::vector<int>(left.begin(), left.begin() + static_cast<std::ptrdiff_t>(k)), nullptr, nullptr)))
        return true;
    }
  }
  const std::vector<KindSet> all(cards.begin(), cards.end());
  return flow_feasible(all, copies, why, kind_names);
}

}  // namespace

bool feasible(const std::vector<KindSet>& cards, const std::vector<int>& copies, std::string* why,
              const std::vector<std::string>* kind_names) {
  return feasible_of(cards, copies, why, kind_names);
}

// Ledger::fit's flow, over its cards' domains without copying them (unseen.cpp).
bool feasible_cards(const Pile& cards, const std::vector<int>& copies, std::string* why,
                    const std::vector<std::string>* kind_names) {
  return feasible_of(cards, copies, why, kind_names);
}

}  // namespace referee::unseen_cards
