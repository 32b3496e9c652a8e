#include "rulespec/hegemony-of-faith/masks.hpp"

#include <algorithm>
#include <bit>
#include <functional>

namespace referee::hof {

int kind_of(Mask m) { return is_known(m) ? std::countr_zero(m) : -1; }
int kinds_in(Mask m) { return std::popcount(m); }

bool may_hold(const Pile& pile, int kind) {
  return std::any_of(pile.begin(), pile.end(), [&](Mask m) { return (m & bit(kind)) != 0; });
}

int surely(const Pile& pile, int kind) {
  return static_cast<int>(std::count(pile.begin(), pile.end(), bit(kind)));
}

int possibly(const Pile& pile, int kind) {
  return static_cast<int>(std::count_if(pile.begin(), pile.end(), [&](Mask m) { return (m & bit(kind)) != 0; }));
}

namespace {

constexpr Mask kAnyKind = ~Mask{0};

// The narrowest card of the pile that may be of a kind in `fits`; pile.size() if none may.
std::size_t narrowest(const Pile& pile, Mask fits) {
  std::size_t best = pile.size();
  for (std::size_t i = 0; i < pile.size(); ++i)
    if ((pile[i] & fits) && (best == pile.size() || std::popcount(pile[i]) < std::popcount(pile[best]))) best = i;
  return best;
}

// Takes pile[gone] out in the place of whichever card that fits really left (masks.hpp).
void take_in_place_of(Pile& pile, std::size_t gone, Mask fits) {
  const Mask stand_in = pile[gone];
  pile.erase(pile.begin() + static_cast<std::ptrdiff_t>(gone));
  for (Mask& m : pile)
    if (m & fits) m |= stand_in;
}

}  // namespace

bool take_named(Pile& pile, int kind) {
  // A card known to be that kind goes first: whatever else could have been it can still be.
  const auto known = std::find(pile.begin(), pile.end(), bit(kind));
  if (known != pile.end()) {
    pile.erase(known);
    return true;
  }
  const std::size_t gone = narrowest(pile, bit(kind));
  if (gone == pile.size()) return false;
  take_in_place_of(pile, gone, bit(kind));
  return true;
}

Mask take_unseen(Pile& pile) {
  if (pile.empty()) return 0;
  Mask any = 0;
  for (Mask m : pile) any |= m;
  take_in_place_of(pile, narrowest(pile, kAnyKind), kAnyKind);
  return any;
}

bool forgets(const Pile& pile, int kind) {
  if (kind >= 0 && std::find(pile.begin(), pile.end(), bit(kind)) != pile.end()) return false;
  const Mask fits = kind >= 0 ? bit(kind) : kAnyKind;
  const Mask* first = nullptr;
  for (const Mask& m : pile) {
    if (!(m & fits)) continue;
    if (!first) first = &m;
    else if (m != *first) return true;
  }
  return false;
}

bool match_named(Pile& pile, const std::vector<int>& named) {
  if (named.size() != pile.size()) return false;
  // Kuhn's augmenting paths: named entry i to a pile card j its kind fits.
  const std::size_t n = pile.size();
  std::vector<int> owner(n, -1);
  auto fits = [&](std::size_t i, std::size_t j) { return named[i] < 0 || (pile[j] & bit(named[i])) != 0; };
  std::vector<bool> seen;
  std::function<bool(std::size_t)> augment = [&](std::size_t i) {
    for (std::size_t j = 0; j < n; ++j) {
      if (!fits(i, j) || seen[j]) continue;
      seen[j] = true;
      if (owner[j] < 0 || augment(static_cast<std::size_t>(owner[j]))) {
        owner[j] = static_cast<int>(i);
        return true;
      }
    }
    return false;
  };
  for (std::size_t i = 0; i < n; ++i) {
    seen.assign(n, false);
    if (!augment(i)) return false;
  }
  for (std::size_t j = 0; j < n; ++j) {
    const int kind = named[static_cast<std::size_t>(owner[j])];
    if (kind >= 0) pile[j] = bit(kind);
  }
  return true;
}

// A maximum flow from the cards (grouped by mask) to the kinds, by augmenting paths: a few
// dozen nodes at most, so the simplest algorithm is plenty.
namespace {

// The flow itself, over every card.
bool flow_feasible(const std::vector<Mask>& cards, const std::vector<int>& copies, std::string* why,
                   const std::vector<std::string>* kind_names) {
  // The cards grouped by mask: (mask, how many), in mask order.
  std::vector<std::pair<Mask, int>> groups;
  {
    std::vector<Mask> sorted(cards);
    std::sort(sorted.begin(), sorted.end());
    for (Mask m : sorted) {
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
    Mask reach = 0;
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

bool feasible(const std::vector<Mask>& cards, const std::vector<int>& copies, std::string* why,
              const std::vector<std::string>* kind_names) {
  // Seen cards take their kind's copies and wholly unknown ones any copy left, so only the
  // cards known in part need the flow, over the copies the seen ones leave. On a failure the
  // whole flow below runs again, for the message.
  {
    const int k = static_cast<int>(copies.size());
    const Mask full = every(k);
    std::vector<int> left(copies.begin(), copies.end());
    std::vector<Mask> partial;
    int unknown = 0;
    bool fits = true;
    for (Mask m : cards) {
      if (is_known(m) && kind_of(m) < k) fits = --left[static_cast<std::size_t>(kind_of(m))] >= 0 && fits;
      else if ((m & full) == full) ++unknown;
      else partial.push_back(m);
    }
    if (fits) {
      int room = 0;
      for (int c : left) room += c;
      const bool rest_fits = unknown + static_cast<int>(partial.size()) <= room;
      if (rest_fits && (partial.empty() || flow_feasible(partial, left, nullptr, nullptr))) return true;
    }
  }
  return flow_feasible(cards, copies, why, kind_names);
}

}  // namespace referee::hof
