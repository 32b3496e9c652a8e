// Chains of kind changes that keep every exchange balanced (unseen_chains.hpp).
#include "referee/core/unseen_chains.hpp"

#include <algorithm>
#include <bit>

namespace referee::unseen_cards {

namespace {

class Chains {
 public:
  Chains(const CardGraph& g, std::vector<int>& kinds) : g_(g), kind_(kinds) {
    const std::size_t n = g.domains.size();
    maker_.assign(n, -1);
    taker_.assign(n, -1);
    for (std::size_t j = 0; j < g.exchanges.size(); ++j) {
      for (int v : g.exchanges[j].fresh) maker_[at(v)] = static_cast<int>(j);
      for (int v : g.exchanges[j].old) taker_[at(v)] = static_cast<int>(j);
    }
    live_.assign(n, 0);
    in_play_.assign(g.copies.size(), 0);
    for (int v : g.live) {
      live_[at(v)] = 1;
      // The free cards already known hold their copies as the others do.
      const KindSet d = g.domains[at(v)];
      if (g.free[at(v)] && is_known(d)) ++in_play_[at(kind_of(d))];
      else if (!g.free[at(v)] && kinds[at(v)] >= 0) ++in_play_[at(kinds[at(v)])];
    }
  }

  bool mend() {
    for (std::size_t v = 0; v < kind_.size(); ++v) {
      if (g_.free[v] || kind_[v] < 0 || (bit(kind_[v]) & g_.domains[v])) continue;
      if (!rechain(static_cast<int>(v), g_.domains[v])) return false;
    }
    // A kind in play more often than its copies: as many of its cards as it has too many to
    // other kinds, those with room first (a chain ends on no card in play whose new kind has
    // none, so each change leaves one fewer of the kind in play).
    for (std::size_t k = 0; k < g_.copies.size(); ++k) {
      for (int over = in_play_[k] - g_.copies[k]; over > 0; --over) {
        const bool moved = std::any_of(g_.live.begin(), g_.live.end(), [&](int v) {
          return !g_.free[at(v)] && kind_[at(v)] == static_cast<int>(k) &&
                 rechain(v, g_.domains[at(v)] & ~bit(static_cast<int>(k)));
        });
        if (!moved) return false;
      }
      if (in_play_[k] > g_.copies[k]) return false;
    }
    return true;
  }

 private:
  static std::size_t at(int i) { return static_cast<std::size_t>(i); }
  bool room(int k) const { return in_play_[at(k)] < g_.copies[at(k)]; }
  // Card v changes from kind a to b: the count in play follows if it is in play.
  void change(int v, int a, int b) {
    if (live_[at(v)]) {
      if (a >= 0) --in_play_[at(a)];
      ++in_play_[at(b)];
    }
    kind_[at(v)] = b;
  }

  // Card x to one of `kinds` (a card in play to a kind with room first), each exchange it is in
  // balanced again by a chain; false if no kind has chains for both.
  bool rechain(int x, KindSet kinds) {
    const int from = kind_[at(x)];
    const std::vector<int> saved = kind_, saved_in_play = in_play_;
    std::vector<int> order;
    for (const bool roomy : {true, false})
      for (KindSet m = kinds; m; m &= m - 1)
        if (!live_[at(x)] ? roomy : room(std::countr_zero(m)) == roomy) order.push_back(std::countr_zero(m));
    for (int to : order) {
      used_.assign(kind_.size(), 0);
      used_[at(x)] = 1;
      change(x, from, to);
      const int made = maker_[at(x)], taken = taker_[at(x)];
      if ((made < 0 || chain(x, made, from, to)) && (taken < 0 || chain(x, taken, from, to))) return true;
      kind_ = saved;
      in_play_ = saved_in_play;
    }
    return false;
  }

  // Exchange e, unbalanced by card y's change from kind a to b, balanced again: a card of y's
  // side from b to a, or one of the other side from a to b, then that card's other exchange
  // the same way, until a card with no other exchange (one no exchange made, or one in play or
  // gone that none took; one in play only where its new kind has room).
  bool chain(int y, int e, int a, int b) {
    struct Step {
      int card, exchange, from, to, back;
    };
    std::vector<Step> steps{{y, e, a, b, -1}};
    for (std::size_t i = 0; i < steps.size(); ++i) {
      const Step s = steps[i];
      const Sides& ex = g_.exchanges[at(s.exchange)];
      const bool y_old = taker_[at(s.card)] == s.exchange;
      for (const bool old_side : {true, false}) {
        const bool same = old_side == y_old;
        const int z_from = same ? s.to : s.from, z_to = same ? s.from : s.to;
        for (int z : old_side ? ex.old : ex.fresh) {
          if (used_[at(z)] || kind_[at(z)] != z_from || !(bit(z_to) & g_.domains[at(z)])) continue;
          const int next = old_side ? maker_[at(z)] : taker_[at(z)];
          if (next < 0 && live_[at(z)] && !room(z_to)) continue;  // it would crowd the copies
          used_[at(z)] = 1;
          steps.push_back({z, next, z_from, z_to, static_cast<int>(i)});
          if (next >= 0) continue;
          for (int k = static_cast<int>(steps.size()) - 1; k > 0; k = steps[at(k)].back)
            change(steps[at(k)].card, steps[at(k)].from, steps[at(k)].to);
          return true;
        }
      }
    }
    return false;
  }

  const CardGraph& g_;
  std::vector<int>& kind_;
  std::vector<int> maker_, taker_;  // each card's exchanges: the one that made it, the one that took it
  std::vector<char> live_;          // in play
  std::vector<int> in_play_;        // the cards in play of each kind, the free ones only if known
  std::vector<char> used_;          // the cards the chains for one card have changed
};

}  // namespace

bool mend_by_chains(const CardGraph& cards, std::vector<int>& kinds) { return Chains(cards, kinds).mend(); }

}  // namespace referee::unseen_cards
