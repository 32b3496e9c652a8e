// The one maximum flow behind every game's hidden cards (unseen.hpp, unseen_pool.hpp): from the
// cards, grouped by domain, to the kinds, each kind's edge to the sink holding the game's copies
// of it (Hall's condition); cards behind caps reach their kinds through one more layer.
#include <algorithm>
#include <array>
#include <bit>

#include "referee/core/unseen.hpp"
#include "referee/core/unseen_pool.hpp"

namespace referee::unseen_cards {

namespace {

constexpr int kUnbounded = 1 << 29;

// The cards grouped by mask: (mask, how many), in mask order.
using Groups = std::vector<std::pair<KindSet, int>>;
Groups grouped(const std::vector<KindSet>& cards) {
  std::vector<KindSet> sorted(cards);
  std::sort(sorted.begin(), sorted.end());
  Groups groups;
  for (KindSet m : sorted) {
    if (groups.empty() || groups.back().first != m) groups.emplace_back(m, 0);
    ++groups.back().second;
  }
  return groups;
}

// A maximum flow by shortest augmenting paths, each node's arcs a list threaded through one
// array: a few dozen nodes at most, so the simplest algorithm is plenty. One network per
// thread is reused, so a question allocates nothing once the first has sized it.
class Network {
 public:
  void reset(int nodes) {
    head_.assign(static_cast<std::size_t>(nodes), -1);
    arcs_.clear();
  }
  int add_node() {
    head_.push_back(-1);
    return static_cast<int>(head_.size()) - 1;
  }
  void edge(int from, int to, int cap) {
    arcs_.push_back({to, cap, head_[static_cast<std::size_t>(from)]});
    head_[static_cast<std::size_t>(from)] = static_cast<int>(arcs_.size()) - 1;
    arcs_.push_back({from, 0, head_[static_cast<std::size_t>(to)]});
    head_[static_cast<std::size_t>(to)] = static_cast<int>(arcs_.size()) - 1;
  }
  int run(int source, int sink) {
    int total = prefill(source, sink);
    via_.resize(head_.size());
    for (;;) {
      std::fill(via_.begin(), via_.end(), -1);
      via_[static_cast<std::size_t>(source)] = -2;
      queue_.assign(1, source);
      for (std::size_t q = 0; q < queue_.size() && via_[static_cast<std::size_t>(sink)] == -1; ++q)
        for (int a = head_[static_cast<std::size_t>(queue_[q])]; a >= 0; a = arcs_[static_cast<std::size_t>(a)].next) {
          const Arc& arc = arcs_[static_cast<std::size_t>(a)];
          if (arc.cap > 0 && via_[static_cast<std::size_t>(arc.to)] == -1) {
            via_[static_cast<std::size_t>(arc.to)] = a;
            queue_.push_back(arc.to);
          }
        }
      if (via_[static_cast<std::size_t>(sink)] == -1) return total;
      int push = kUnbounded;
      for (int v = sink; v != source; v = back(v).to) push = std::min(push, into(v).cap);
      for (int v = sink; v != source; v = back(v).to) {
        into(v).cap -= push;
        back(v).cap += push;
      }
      total += push;
    }
  }
  // Pushes greedily along every path source -> u -> w -> sink (a group of cards, a kind), so
  // that the shortest paths are left only what the greedy choice missed: most questions fit,
  // and each search for a path walks the whole network. Arcs go in pairs, forward first.
  int prefill(int source, int sink) {
    sink_arc_.assign(head_.size(), -1);
    for (int r = head_[static_cast<std::size_t>(sink)]; r >= 0; r = arcs_[static_cast<std::size_t>(r)].next)
      if (r & 1) sink_arc_[static_cast<std::size_t>(arcs_[static_cast<std::size_t>(r)].to)] = r ^ 1;
    int total = 0;
    for (int a = head_[static_cast<std::size_t>(source)]; a >= 0; a = arcs_[static_cast<std::size_t>(a)].next) {
      if (a & 1) continue;
      for (int b = head_[static_cast<std::size_t>(arcs_[static_cast<std::size_t>(a)].to)];
           b >= 0 && arcs_[static_cast<std::size_t>(a)].cap > 0; b = arcs_[static_cast<std::size_t>(b)].next) {
        const int c = sink_arc_[static_cast<std::size_t>(arcs_[static_cast<std::size_t>(b)].to)];
        if ((b & 1) || c < 0) continue;
        const int push = std::min({arcs_[static_cast<std::size_t>(a)].cap, arcs_[static_cast<std::size_t>(b)].cap,
                                   arcs_[static_cast<std::size_t>(c)].cap});
        if (push <= 0) continue;
        for (const int arc : {a, b, c}) {
          arcs_[static_cast<std::size_t>(arc)].cap -= push;
          arcs_[static_cast<std::size_t>(arc ^ 1)].cap += push;
        }
        total += push;
      }
    }
    return total;
  }
  // After run(): whether `v` lies on the source's side of the minimum cut.
  bool reached(int v) const { return via_[static_cast<std::size_t>(v)] != -1; }

 private:
  struct Arc {
    int to;
    int cap;
    int next;  // the next arc out of the same node, -1 at the end
  };
  // The arc the last search reached `v` by, and its reverse.
  Arc& into(int v) { return arcs_[static_cast<std::size_t>(via_[static_cast<std::size_t>(v)])]; }
  Arc& back(int v) { return arcs_[static_cast<std::size_t>(via_[static_cast<std::size_t>(v)] ^ 1)]; }
  std::vector<Arc> arcs_;
  std::vector<int> head_, via_, queue_, sink_arc_;
};

struct Solved {
  bool fits = true;
  KindSet reach = 0;  // the kinds on the source's side of the minimum cut
};

// The flow. Nodes: 0 source, 1 sink, 2.. the kinds, then the groups of free cards, then per
// capped group its cards' groups and two nodes per cap (in, out: joined by the cap).
Solved max_flow(const Groups& free, const std::vector<Capped>& capped, const std::vector<int>& copies) {
  const int k = static_cast<int>(copies.size()), source = 0, sink = 1, first_kind = 2;
  thread_local Network net;
  net.reset(first_kind + k);
  int total = 0;
  for (int t = 0; t < k; ++t) net.edge(first_kind + t, sink, copies[static_cast<std::size_t>(t)]);
  auto to_kinds = [&](int from, KindSet mask) {
    for (int t = 0; t < std::min(k, 64); ++t)
      if (mask & bit(t)) net.edge(from, first_kind + t, kUnbounded);
  };
  for (const auto& [mask, count] : free) {
    const int node = net.add_node();
    net.edge(source, node, count);
    to_kinds(node, mask);
    total += count;
  }
  for (const Capped& group : capped) {
    std::vector<int> gates;
    for (const Cap& cap : group.caps) {
      gates.push_back(net.add_node());
      const int out = net.add_node();
      net.edge(gates.back(), out, std::max(0, cap.cap));
      to_kinds(out, cap.kinds);
    }
    for (const auto& [mask, count] : grouped(group.cards)) {
      const int node = net.add_node();
      net.edge(source, node, count);
      for (std::size_t c = 0; c < gates.size(); ++c)
        if (mask & group.caps[c].kinds) net.edge(node, gates[c], kUnbounded);
      total += count;
    }
  }
  Solved s;
  s.fits = net.run(source, sink) == total;
  for (int t = 0; t < std::min(k, 64); ++t)
    if (net.reached(first_kind + t)) s.reach |= bit(t);
  return s;
}

// The minimum cut of the free cards' refusal.
Cut cut_of(const Groups& groups, const std::vector<int>& copies, KindSet reach) {
  Cut cut{reach, 0, 0};
  for (const auto& [mask, count] : groups)
    if ((mask & ~reach) == 0) cut.cards += count;
  for (std::size_t t = 0; t < std::min<std::size_t>(copies.size(), 64); ++t)
    if (reach & bit(static_cast<int>(t))) cut.copies += copies[t];
  return cut;
}

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

// Whether the cards (any list read as domains: masks, or a Pile) fit, exactly. With up to 8
// kinds, Hall's condition; with more, seen cards take their kind's copies and wholly unknown
// ones any copy left, so only the cards known in part need the flow, over the copies the seen
// ones leave.
template <class Cards>
bool fits_quickly(const Cards& cards, const std::vector<int>& copies) {
  const int k = static_cast<int>(copies.size());
  if (static_cast<std::size_t>(k) < 64 && (std::size_t{1} << k) <= kHallSets) return hall_holds(cards, copies);
  const KindSet full = every(k);
  if (k > 64)  // a KindSet names the first 64 only
    return max_flow(grouped(std::vector<KindSet>(cards.begin(), cards.end())), {}, copies).fits;
  std::array<int, 64> left{};  // no allocation on the quick path
  std::copy(copies.begin(), copies.end(), left.begin());
  std::vector<KindSet> partial;
  int unknown = 0;
  bool fits = true;
  for (const auto& card : cards) {
    const KindSet m = card;
    if (is_known(m) && kind_of(m) < k) fits = --left[static_cast<std::size_t>(kind_of(m))] >= 0 && fits;
    else if ((m & full) == full) ++unknown;
    else partial.push_back(m);
  }
  if (!fits) return false;
  int room = 0;
  for (int t = 0; t < k; ++t) room += left[static_cast<std::size_t>(t)];
  if (unknown + static_cast<int>(partial.size()) > room) return false;
  return partial.empty() || max_flow(grouped(partial), {}, std::vector<int>(left.begin(), left.begin() + k)).fits;
}

}  // namespace

bool feasible(const std::vector<KindSet>& cards, const std::vector<int>& copies, std::string* why,
              const std::vector<std::string>* kind_names) {
  if (fits_quickly(cards, copies)) return true;
  if (why) {  // the whole flow again, for the message
    const Groups groups = grouped(cards);
    if (!groups.empty() && groups.front().first == 0) {
      *why = std::to_string(groups.front().second) + " card(s) can be of no kind at all";
      return false;
    }
    const Cut cut = cut_of(groups, copies, max_flow(groups, {}, copies).reach);
    // Every card whose kinds all lie in the cut must be one of them, and there are more such
    // cards than copies.
    std::string names;
    for (int t = 0; t < std::min(static_cast<int>(copies.size()), 64); ++t)
      if (cut.kinds & bit(t))
        names += (names.empty() ? "" : ", ") + (kind_names ? (*kind_names)[static_cast<std::size_t>(t)] : std::to_string(t));
    *why = std::to_string(cut.cards) + " card(s) can only be " + names + ", and the game has " + std::to_string(cut.copies);
  }
  return false;
}

bool feasible(const std::vector<KindSet>& cards, const std::vector<Capped>& capped, const std::vector<int>& copies) {
  if (capped.empty()) return fits_quickly(cards, copies);
  return max_flow(grouped(cards), capped, copies).fits;
}

std::optional<Cut> shortfall(const std::vector<KindSet>& cards, const std::vector<int>& copies) {
  if (fits_quickly(cards, copies)) return std::nullopt;
  const Groups groups = grouped(cards);
  return cut_of(groups, copies, max_flow(groups, {}, copies).reach);
}

// Ledger::fit's flow, over its cards' domains without copying them (unseen.cpp).
bool feasible_cards(const Pile& cards, const std::vector<int>& copies, std::string* why,
                    const std::vector<std::string>* kind_names) {
  if (fits_quickly(cards, copies)) return true;
  if (!why) return false;
  return feasible(std::vector<KindSet>(cards.begin(), cards.end()), copies, why, kind_names);
}

}  // namespace referee::unseen_cards
