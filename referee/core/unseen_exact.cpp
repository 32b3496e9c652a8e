// The exchanges as a constraint problem (unseen.hpp, solve_exact): a kind per card identity,
// searched with propagation instead of by which old card each fresh card is.
//
// The cards: every identity a kept exchange gave (its domain where it ends: in a pile, or
// recorded as an old card of a later exchange; every kind if it left the piles), every old card
// no kept exchange gave (its recorded domain), every card in play no kept exchange gave. The
// constraints, each exactly what the record says:
//   - an exchange's fresh cards are its old cards in some order: for every kind, as many old
//     cards as fresh cards are of it;
//   - the cards in play (out of the stock) are real cards: no kind more often than its copies.
//     A card that left the piles counts for nothing (back in the stock, it may be drawn again
//     under another identity), as in the other searches; what it was still binds its exchange.
// Propagation, to a fixed point, for each kind of each exchange: with lo and hi the cards
// certainly and possibly of the kind on one side, a side whose hi equals the other's lo has all
// its possible cards of the kind and the other side none beyond its certain ones (and lo above
// the other's hi is a contradiction); each exchange on its own must pair its two sides one to
// one by a shared kind (a matching, the flow of unseen_flow.cpp); and the cards at each time
// between exchanges (a cut: the cards in play in some order) must fit the copies, each kind
// between what the other kinds' copies leave and its own (the flow, and the same squeeze).
// Cards alike are given kinds in one order only. The search branches on the narrowest open
// card, each kind it may be in turn. A card in no exchange (free: an unseen deck card no take
// moved) is not branched on: once every other card has its kind, every cut holds the kinds of
// the cards in play, and one flow settles the free cards.
#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <tuple>

#include "referee/core/unseen.hpp"
#include "referee/core/unseen_chains.hpp"
#include "referee/core/unseen_match.hpp"

namespace referee::unseen_cards {

namespace {

// The sides of the last search's exchanges (ExactSearch's constructor and destructor).
thread_local std::vector<Sides> spare_sides;

class ExactSearch {
 public:
  ExactSearch(const Pile& live, const std::vector<const Ledger::Exchange*>& ex, const std::vector<int>& copies,
              int nodes, Witness* witness)
      : copies_(copies), all_(every(static_cast<int>(copies.size()))), nodes_left_(nodes), witness_(witness) {
    // The kept exchanges' fresh identities are one range (a ledger gives them in order): what
    // is known of each is a vector over it.
    std::uint32_t base = ~std::uint32_t{0}, last = 0;
    std::size_t cards = live.size();
    for (const Ledger::Exchange* e : ex) {
      for (std::uint32_t f : e->fresh) base = std::min(base, f), last = std::max(last, f);
      cards += e->fresh.size() + e->old_cards.size();
    }
    const std::size_t span = last >= base ? last - base + 1 : 0;
    std::vector<int> made(span, -1);  // a kept exchange's fresh identity -> its card
    std::vector<char> ended(span, 0);  // a made identity already read at its end
    dom_.reserve(cards);
    key_.reserve(cards);
    // The sides' vectors of the last search on this thread, kept with their capacity: a
    // question has up to a hundred and some sides, and a validation asks thousands.
    exchanges_.swap(spare_sides);
    for (Exchange& e : exchanges_) e.old.clear(), e.fresh.clear();
    exchanges_.resize(ex.size());
    for (std::size_t j = 0; j < ex.size(); ++j)
      for (std::uint32_t f : ex[j]->fresh) {
        const int v = add(all_, f);
        made[f - base] = v;
        exchanges_[j].fresh.push_back(v);
      }
    // The end of a made card is read once: a second reading (which cannot happen in a ledger's
    // own record) is a card of its own, as in the other searches.
    // An old card with no identity (one no take had moved before) is named for the witness by
    // its place in its exchange, which a replay makes again the same.
    const auto end_of = [&](const Card& c, std::uint64_t unnamed_key) {
      const std::size_t at = c.id - base;  // wraps past the span for an identity below it
      if (c.id == 0 || at >= span || made[at] < 0 || ended[at]) return add(c.may & all_, c.id != 0 ? c.id : unnamed_key);
      ended[at] = 1;
      dom_[static_cast<std::size_t>(made[at])] &= c.may;
      return made[at];
    };
    for (std::size_t j = 0; j < ex.size(); ++j)
      for (std::size_t i = 0; i < ex[j]->old_cards.size(); ++i)
        exchanges_[j].old.push_back(end_of(ex[j]->old_cards[i], std::uint64_t{ex[j]->first} << 32 | (i + 1)));
    for (const Card& c : live) live_.push_back(end_of(c, 0));
    // A card in no exchange (a card in play no take moved, such as an unseen deck card) is
    // bound by the copies alone: the search gives it no kind of its own (free_, search()).
    free_.assign(dom_.size(), 1);
    for (const Exchange& e : exchanges_)
      for (const auto* side : {&e.old, &e.fresh})
        for (int v : *side) free_[static_cast<std::size_t>(v)] = 0;
    // The witness's kind for each card, looked up once (any witness is sound, even one of
    // another pool: a kind this pool has not is no kind).
    wit_.assign(dom_.size(), -1);
    if (witness_)
      for (std::size_t v = 0; v < dom_.size(); ++v)
        if (const auto h = key_[v] != 0 ? witness_->kinds.find(key_[v]) : witness_->kinds.end();
            h != witness_->kinds.end() && h->second >= 0 && static_cast<std::size_t>(h->second) < std::min<std::size_t>(copies.size(), 64))
          wit_[v] = h->second;
  }

  ~ExactSearch() { spare_sides.swap(exchanges_); }
  ExactSearch(const ExactSearch&) = delete;
  ExactSearch& operator=(const ExactSearch&) = delete;

  // What the search needs beyond the cards and their exchanges (the cuts, each card's
  // constraints, the cards alike), built once, when first searched: most questions a witness
  // leads are settled by hints_solve() without it.
  void prepare() {
    if (prepared_) return;
    prepared_ = true;
    make_cuts();
    tally_all();
    unmatched_.assign(exchanges_.size(), 1);
    // Which constraints each card is in (its exchanges, as made and as old, then the cuts), in
    // one array for every card: in_[in_from_[v] .. in_from_[v + 1]).
    const auto each_constraint = [&](const auto& visit) {
      for (std::size_t j = 0; j < exchanges_.size(); ++j)
        for (const auto* side : {&exchanges_[j].old, &exchanges_[j].fresh})
          for (int v : *side) visit(static_cast<std::size_t>(v), static_cast<int>(j));
      for (std::size_t c = 0; c < cuts_.size(); ++c)
        for (int v : cuts_[c]) visit(static_cast<std::size_t>(v), static_cast<int>(exchanges_.size() + c));
    };
    in_from_.assign(dom_.size() + 1, 0);
    each_constraint([&](std::size_t v, int) { ++in_from_[v + 1]; });
    for (std::size_t v = 0; v < dom_.size(); ++v) in_from_[v + 1] += in_from_[v];
    in_.resize(static_cast<std::size_t>(in_from_.back()));
    std::vector<int> next_in(in_from_.begin(), in_from_.end() - 1);
    each_constraint([&](std::size_t v, int c) { in_[static_cast<std::size_t>(next_in[v]++)] = c; });
    // Cards alike (the same domain and the same constraints, on the same sides) can trade
    // kinds in any solution: their kinds are searched in order only (symmetry breaking), or a
    // refusal would try every order of the same kinds. A card is on at most two sides: made by
    // one exchange, and taken by a later one or in play.
    constexpr int kNone = std::numeric_limits<int>::max();
    std::vector<std::array<int, 2>> sides(dom_.size(), {kNone, kNone});
    const auto on = [&](int v, int side) {
      std::array<int, 2>& s = sides[static_cast<std::size_t>(v)];
      (s[0] == kNone ? s[0] : s[1]) = side;
      if (s[1] < s[0]) std::swap(s[0], s[1]);
    };
    for (std::size_t j = 0; j < exchanges_.size(); ++j) {
      for (int v : exchanges_[j].old) on(v, 2 * static_cast<int>(j));
      for (int v : exchanges_[j].fresh) on(v, 2 * static_cast<int>(j) + 1);
    }
    for (int v : live_) on(v, -1);
    std::vector<std::tuple<std::array<int, 2>, KindSet, int>> keyed;  // (sides, domain, card)
    keyed.reserve(dom_.size());
    for (std::size_t v = 0; v < dom_.size(); ++v) keyed.emplace_back(sides[v], dom_[v], static_cast<int>(v));
    std::sort(keyed.begin(), keyed.end());
    const auto alike = [](const auto& x, const auto& y) { return std::get<0>(x) == std::get<0>(y) && std::get<1>(x) == std::get<1>(y); };
    for (std::size_t a = 0; a < keyed.size();) {
      std::size_t b = a + 1;
      while (b < keyed.size() && alike(keyed[b], keyed[a])) ++b;
      if (b - a > 1) {
        alike_.emplace_back();
        for (std::size_t c = a; c < b; ++c) alike_.back().push_back(std::get<2>(keyed[c]));
      }
      a = b;
    }
    group_of_.assign(dom_.size(), -1);
    for (std::size_t g = 0; g < alike_.size(); ++g)
      for (int v : alike_[g]) group_of_[static_cast<std::size_t>(v)] = static_cast<int>(g);
    out_of_order_.assign(alike_.size(), 1);
  }

  // The witness's kinds alone lead the search from now on.
  void forget_proposals() { hint_.clear(); }
  // Whether the hints (the witness, and propose()'s kinds for the cards it names none for;
  // failing that, repair()'s) are a solution: see hints_hold(). On a yes they are the witness
  // for the next question.
  bool hints_solve() {
    propose();
    if (hints_hold()) return true;
    return repair() && hints_hold();
  }
  // The hints checked whole, without propagation: every card in an exchange has one its domain
  // allows, each exchange gives back the kinds it took, and the cards in play, the free ones by
  // the flow, fit the copies (every cut then holds the same kinds as the cards in play:
  // free_cards_fit()).
  bool hints_hold() {
    for (std::size_t v = 0; v < dom_.size(); ++v)
      if (!free_[v] && !hinted(static_cast<int>(v))) return false;
    // propose() and repair() leave each exchange balanced or a card of it with no kind; checked
    // again all the same, since a yes must be a solution whatever proposed it.
    for (const Exchange& e : exchanges_) {
      std::array<int, 64> more_fresh{};
      for (int v : e.old) --more_fresh[static_cast<std::size_t>(hint_[static_cast<std::size_t>(v)])];
      for (int v : e.fresh) ++more_fresh[static_cast<std::size_t>(hint_[static_cast<std::size_t>(v)])];
      if (std::any_of(more_fresh.begin(), more_fresh.end(), [](int n) { return n != 0; })) return false;
    }
    masks_.clear();
    for (int v : live_) masks_.push_back(free_[static_cast<std::size_t>(v)] ? dom_[static_cast<std::size_t>(v)] : hinted(v));
    if (!feasible(masks_, copies_)) return false;
    for (std::size_t v = 0; v < dom_.size(); ++v)
      if (!free_[v]) dom_[v] = hinted(static_cast<int>(v));
    remember();
    return true;
  }

  // A budget of two nodes per card and two more: the witness tried whole (a node and its pass)
  // and, if that fails, a node per card giving it the witness's kind or the first its domain
  // allows, with a little room to go back. The pass propagates by counting alone (no flows):
  // a node where every card has its kind is checked whole by the counts, so a yes is as exact,
  // and a no is still the whole space within the pass (the flows only prune sooner); the
  // flows at every node made the pass most of a validation's time.
  void allow_one_pass() {
    nodes_left_ = 2 * static_cast<int>(dom_.size()) + 2;
    counting_only_ = true;
  }
  const std::vector<KindSet>& domains() const { return dom_; }
  // Back to the domains `start`, with a fresh one-pass budget and the witness not yet tried.
  void restart(const std::vector<KindSet>& start) {
    dom_ = start;
    if (prepared_) tally_all();
    out_of_order_.assign(alike_.size(), 1);
    over_ = false;
    bulk_tried_ = false;
    allow_one_pass();
  }

  // Holds every card the witness names to its kind except those within `reach` exchanges of a
  // card it names none for (or one its domain no longer allows), and searches the rest, going
  // back as needed within the budget. True on a solution (left in the witness).
  bool mend(int reach) {
    prepare();
    // Open: the cards the witness names no kind for. Those with no name for it (a card in play
    // no exchange names) are always so and tell nothing of the move; the reach is counted from
    // the others.
    std::vector<char> open(dom_.size(), 0), seed(dom_.size(), 0);
    for (std::size_t v = 0; v < dom_.size(); ++v) {
      open[v] = witnessed(static_cast<int>(v)) == 0;
      seed[v] = open[v] && key_[v] != 0;
    }
    if (std::none_of(seed.begin(), seed.end(), [](char s) { return s != 0; })) return false;
    for (int step = 0; step < reach; ++step) {
      std::vector<char> next = open;
      for (std::size_t j = 0; j < exchanges_.size(); ++j) {
        const Exchange& e = exchanges_[j];
        const auto touches = [&](const std::vector<int>& side) {
          return std::any_of(side.begin(), side.end(), [&](int v) { return seed[static_cast<std::size_t>(v)] != 0; });
        };
        if (!touches(e.old) && !touches(e.fresh)) continue;
        for (const auto* side : {&e.old, &e.fresh})
          for (int v : *side) next[static_cast<std::size_t>(v)] = 1;
      }
      for (std::size_t v = 0; v < dom_.size(); ++v) open[v] = open[v] || next[v];
      seed = std::move(next);
    }
    // Cards alike go in order: a group with an open card is open whole.
    for (const std::vector<int>& cards : alike_)
      if (std::any_of(cards.begin(), cards.end(), [&](int v) { return open[static_cast<std::size_t>(v)] != 0; }))
        for (int v : cards) open[static_cast<std::size_t>(v)] = 1;
    if (std::all_of(open.begin(), open.end(), [](char o) { return o != 0; })) return false;  // the whole search's
    std::vector<char> dirty(exchanges_.size() + cuts_.size(), 1);
    if (!sides_match() || !narrow_to_witness(dirty, &open)) return false;
    bulk_tried_ = true;  // the held cards are the witness already
    if (!search(dirty)) return false;
    remember();
    return true;
  }

  // A ledger's exchanges have sides of one size (a take's cards are its candidates again);
  // anything else is not this search's to judge.
  bool sides_match() const {
    return std::all_of(exchanges_.begin(), exchanges_.end(),
                       [](const Exchange& e) { return e.old.size() == e.fresh.size(); });
  }

  Answer run() {
    if (!sides_match()) return Answer{Fit::undecided, {}};
    prepare();
    std::vector<char> dirty(exchanges_.size() + cuts_.size(), 1);
    if (search(dirty)) {
      if (witness_) remember();
      return {};
    }
    if (over_) return Answer{Fit::undecided, {}};
    return Answer{Fit::no, "no way of telling which card each unseen take moved fits what the record showed since"};
  }

 private:
  using Exchange = Sides;

  int add(KindSet d, std::uint64_t id) {
    dom_.push_back(d);
    key_.push_back(id);
    return static_cast<int>(dom_.size()) - 1;
  }
  // The kind the last solution gave card v's identity, if it may still be it.
  KindSet witnessed(int v) const {
    const int w = wit_[static_cast<std::size_t>(v)];
    return w < 0 ? 0 : bit(w) & dom_[static_cast<std::size_t>(v)];
  }
  // The witness's kind for card v, whether or not its domain still allows it (-1: none).
  int witness_kind(int v) const { return wit_[static_cast<std::size_t>(v)]; }
  // The kind tried first for card v: the witness's, or the one propose() gave it.
  KindSet hinted(int v) const {
    if (hint_.empty()) return witnessed(v);
    const int h = hint_[static_cast<std::size_t>(v)];
    return h < 0 ? 0 : bit(h) & dom_[static_cast<std::size_t>(v)];
  }
  // A kind for the cards the witness names none for (the last move's new identities, and the
  // cards it took that had none), exchange by exchange, oldest first: an exchange gives back
  // the kinds it took, so a side's unnamed cards take what the other side's named cards have
  // beyond its own, and the unnamed cards left on both sides pair up by a kind both may be.
  // Only an order of search, like the witness: the search checks it as it checks the witness.
  void propose() {
    hint_.assign(dom_.size(), -1);
    for (std::size_t v = 0; v < dom_.size(); ++v)
      if (const KindSet w = witnessed(static_cast<int>(v))) hint_[v] = std::countr_zero(w);
    // The witness names a kind for every card in an exchange (a move that showed no card
    // otherwise than it says): nothing to propose, hints_hold() checks it whole.
    bool all_named = true;
    for (std::size_t v = 0; v < dom_.size() && all_named; ++v) all_named = free_[v] || hint_[v] >= 0;
    if (all_named) return;
    // Among kinds a card may be, the one the cards in play leave most copies of, so that the
    // kinds proposed and the free cards fit the copies more often.
    std::vector<int> left(copies_);
    for (int v : live_)
      if (const int h = hint_[static_cast<std::size_t>(v)]; h >= 0) --left[static_cast<std::size_t>(h)];
      else if (is_known(dom_[static_cast<std::size_t>(v)])) --left[static_cast<std::size_t>(std::countr_zero(dom_[static_cast<std::size_t>(v)]))];
    const auto roomiest = [&](KindSet m) {
      int best = -1;
      for (; m; m &= m - 1)
        if (const int k = std::countr_zero(m); best < 0 || left[static_cast<std::size_t>(k)] > left[static_cast<std::size_t>(best)]) best = k;
      if (best >= 0) --left[static_cast<std::size_t>(best)];
      return best;
    };
    std::vector<char> made(dom_.size(), 0);
    for (const Exchange& e : exchanges_)
      for (int v : e.fresh) made[static_cast<std::size_t>(v)] = 1;
    std::vector<int> before;  // an exchange's kinds before propose_for()
    for (const Exchange& e : exchanges_) {
      before.clear();
      for (const auto* side : {&e.old, &e.fresh})
        for (int v : *side) before.push_back(hint_[static_cast<std::size_t>(v)]);
      if (propose_for(e, roomiest)) continue;
      // The witness's kinds do not fit this exchange (the move showed a card it had otherwise):
      // its fresh cards, and its old cards no earlier exchange made, are proposed anew.
      std::size_t i = 0;
      for (const auto* side : {&e.old, &e.fresh})
        for (int v : *side) {
          const bool renamed = side == &e.fresh || !made[static_cast<std::size_t>(v)];
          hint_[static_cast<std::size_t>(v)] = renamed ? -1 : before[i];
          ++i;
        }
      propose_for(e, roomiest);
    }
  }
  // When propose()'s kinds are no solution (most often a card a move has since shown to be
  // another kind than the witness says, which propose() leaves with none): the witness's kinds
  // held even where a card's domain no longer allows its kind, each exchange balanced (the
  // cards the witness names none for take the kinds the other side has more of, paired by
  // domain where they can be; an exchange the witness's kinds do not balance gives its fresh
  // cards its old cards' kinds), then mended by chains of changes (unseen_chains.hpp). Of the
  // 40 games of the README's measure, 3,477 of 3,952 action questions are settled by
  // propose(), 282 more by this.
  bool repair() {
    hint_.assign(dom_.size(), -1);
    for (std::size_t v = 0; v < dom_.size(); ++v) hint_[v] = witness_kind(static_cast<int>(v));
    const auto lowest = [&](KindSet m) { return std::countr_zero(m ? m : all_); };
    for (const Exchange& e : exchanges_) {
      if (propose_for(e, lowest) || pair_rest(e)) continue;
      for (int v : e.fresh) hint_[static_cast<std::size_t>(v)] = -1;
      if (!pair_rest(e)) return false;
    }
    return mend_by_chains(CardGraph{exchanges_, dom_, live_, free_, copies_}, hint_);
  }
  // The cards of exchange `e` propose_for() left with no kind, paired whatever their domains: a
  // kind one side's named cards have more of goes to an unnamed card of the other side, and the
  // unnamed cards left pair up with a kind one of them allows. False if the named cards alone
  // are unbalanced beyond what the unnamed ones can take.
  bool pair_rest(const Exchange& e) {
    std::array<int, 64> more_fresh{};
    for (int v : e.old)
      if (const int h = hint_[static_cast<std::size_t>(v)]; h >= 0) --more_fresh[static_cast<std::size_t>(h)];
    for (int v : e.fresh)
      if (const int h = hint_[static_cast<std::size_t>(v)]; h >= 0) ++more_fresh[static_cast<std::size_t>(h)];
    std::array<std::vector<int>, 2> unnamed, extra;  // [0] old side, [1] fresh side
    for (std::size_t k = 0; k < 64; ++k)
      for (int n = 0; n < std::abs(more_fresh[k]); ++n) extra[more_fresh[k] > 0 ? 1 : 0].push_back(static_cast<int>(k));
    for (std::size_t side = 0; side < 2; ++side)
      for (int v : side == 0 ? e.old : e.fresh)
        if (hint_[static_cast<std::size_t>(v)] < 0) unnamed[side].push_back(v);
    for (std::size_t side = 0; side < 2; ++side) {
      std::vector<int>& takers = unnamed[1 - side];
      if (extra[side].size() > takers.size()) return false;
      for (int k : extra[side]) {
        hint_[static_cast<std::size_t>(takers.back())] = k;
        takers.pop_back();
      }
    }
    if (unnamed[0].size() != unnamed[1].size()) return false;
    for (std::size_t i = 0; i < unnamed[0].size(); ++i) {
      const KindSet a = dom_[static_cast<std::size_t>(unnamed[0][i])], b = dom_[static_cast<std::size_t>(unnamed[1][i])];
      const int k = std::countr_zero((a & b) ? a & b : a ? a : all_);
      hint_[static_cast<std::size_t>(unnamed[0][i])] = hint_[static_cast<std::size_t>(unnamed[1][i])] = k;
    }
    return true;
  }
  // Proposes kinds for the unnamed cards of exchange `e`; false if some stay unnamed.
  template <class Choose>
  bool propose_for(const Exchange& e, Choose& choose) {
    std::array<int, 64> more_fresh{};  // named fresh cards of a kind, less named old ones
    for (int v : e.old)
      if (const int h = hint_[static_cast<std::size_t>(v)]; h >= 0) --more_fresh[static_cast<std::size_t>(h)];
    for (int v : e.fresh)
      if (const int h = hint_[static_cast<std::size_t>(v)]; h >= 0) ++more_fresh[static_cast<std::size_t>(h)];
    // Each side: its unnamed cards (a card index) and the kinds its named cards have beyond the
    // other side's (-1 - kind), which an unnamed card of the other side must take. An old item
    // pairs with a fresh one: a card and a kind, or two cards sharing a kind.
    std::array<std::vector<int>, 2> items;  // old, fresh
    for (std::size_t k = 0; k < copies_.size() && k < 64; ++k)
      for (int n = 0; n < std::abs(more_fresh[k]); ++n) items[more_fresh[k] > 0 ? 1 : 0].push_back(-1 - static_cast<int>(k));
    for (std::size_t side = 0; side < 2; ++side)
      for (int v : side == 0 ? e.old : e.fresh)
        if (hint_[static_cast<std::size_t>(v)] < 0) items[side].push_back(v);
    if (items[0].empty() && items[1].empty()) return true;
    const auto mask = [&](int item) { return item >= 0 ? dom_[static_cast<std::size_t>(item)] : bit(-1 - item); };
    const std::vector<int> pairs =
        match(items[0].size(), items[1].size(), [&](std::size_t o, std::size_t f) { return (mask(items[0][o]) & mask(items[1][f])) != 0; });
    for (std::size_t f = 0; f < items[1].size(); ++f) {
      if (pairs[f] < 0) continue;
      const int a = items[0][static_cast<std::size_t>(pairs[f])], b = items[1][f];
      const int kind = choose(mask(a) & mask(b));
      for (int v : {a, b})
        if (v >= 0) hint_[static_cast<std::size_t>(v)] = kind;
    }
    return items[0].size() == items[1].size() && std::count(pairs.begin(), pairs.end(), -1) == 0;
  }
  // Narrows every card the witness names to its kind, but those `open` marks (null: none);
  // cards alike, which must have kinds in order, take their group's kinds sorted (a group only
  // when the witness names all of it and none is open).
  bool narrow_to_witness(std::vector<char>& dirty, const std::vector<char>* open = nullptr) {
    const auto is_open = [&](int v) { return open && (*open)[static_cast<std::size_t>(v)] != 0; };
    std::vector<char> grouped(dom_.size(), 0);
    std::vector<int> kinds;
    for (const std::vector<int>& cards : alike_) {
      kinds.clear();
      for (int v : cards) {
        grouped[static_cast<std::size_t>(v)] = 1;
        if (const KindSet h = is_open(v) ? 0 : hinted(v)) kinds.push_back(std::countr_zero(h));
      }
      if (kinds.size() != cards.size()) continue;
      std::sort(kinds.begin(), kinds.end());
      for (std::size_t i = 0; i < cards.size(); ++i)
        if (!narrow(cards[i], bit(kinds[i]), dirty)) return false;
    }
    for (std::size_t v = 0; v < dom_.size(); ++v)
      if (const KindSet h = grouped[v] || is_open(static_cast<int>(v)) ? 0 : hinted(static_cast<int>(v));
          h && !narrow(static_cast<int>(v), h, dirty))
        return false;
    return true;
  }
  // A solution's kinds, by identity, for the next question.
  void remember() {
    constexpr std::size_t kWitnessKept = 1 << 16;  // identities remembered, at most
    if (witness_->kinds.size() > kWitnessKept) witness_->kinds.clear();
    for (std::size_t v = 0; v < dom_.size(); ++v)
      if (key_[v] != 0 && is_known(dom_[v])) witness_->kinds[key_[v]] = std::countr_zero(dom_[v]);
  }
  // The cards at each time between exchanges (a cut): the cards in play, earlier. Each
  // card is there from the exchange that made it (or the start) to the one that takes it as
  // old (or the end). Every exchange being a permutation, a cut is the cards in play in some
  // order, so it holds the same kinds: the copies bind it as they bind the cards in play. Not
  // so a cut with a card that leaves the piles after it (its kind then counts for nothing at
  // the end): those cuts are left out, and a card that left before a cut is not in it.
  void make_cuts() {
    const int n = static_cast<int>(exchanges_.size());
    std::vector<int> from(dom_.size(), 0), to(dom_.size(), -1);  // -1: left the piles
    std::vector<char> made(dom_.size(), 0);
    for (int j = 0; j < n; ++j) {
      const Exchange& e = exchanges_[static_cast<std::size_t>(j)];
      for (int v : e.fresh) from[static_cast<std::size_t>(v)] = j + 1, made[static_cast<std::size_t>(v)] = 1;
      for (int v : e.old) to[static_cast<std::size_t>(v)] = j;
    }
    for (int v : live_) to[static_cast<std::size_t>(v)] = n;
    int last_vanished = -1;  // the cut before the last exchange that made a card gone later
    for (std::size_t v = 0; v < dom_.size(); ++v)
      if (to[v] < 0 && made[v]) last_vanished = std::max(last_vanished, from[v] - 1);
    for (int t = last_vanished + 1; t <= n; ++t) {
      cuts_.emplace_back();
      for (std::size_t v = 0; v < dom_.size(); ++v)
        if (from[v] <= t && t <= to[v]) cuts_.back().push_back(static_cast<int>(v));
    }
  }

  // Narrows card v to `d`; false on an empty domain. Marks its constraints to look at again.
  bool narrow(int v, KindSet d, std::vector<char>& dirty) {
    KindSet& cur = dom_[static_cast<std::size_t>(v)];
    const KindSet next = cur & d;
    if (next == cur) return true;
    const KindSet was = cur;
    cur = next;
    if (const int g = group_of_[static_cast<std::size_t>(v)]; g >= 0) out_of_order_[static_cast<std::size_t>(g)] = 1;
    for (int i = in_from_[static_cast<std::size_t>(v)]; i < in_from_[static_cast<std::size_t>(v) + 1]; ++i) {
      const int c = in_[static_cast<std::size_t>(i)];
      dirty[static_cast<std::size_t>(c)] = 1;
      if (static_cast<std::size_t>(c) < exchanges_.size()) unmatched_[static_cast<std::size_t>(c)] = 1;
      else untally(tally_of(static_cast<std::size_t>(c) - exchanges_.size()), was, next);
    }
    return next != 0;
  }

  // Each cut's counts, kept as its cards narrow (narrow(), and restored with the domains): for
  // every kind, the cards certainly of it, then the cards possibly of it.
  int* tally_of(std::size_t cut) { return tally_.data() + cut * 2 * copies_.size(); }
  void tally_all() {
    tally_.assign(cuts_.size() * 2 * copies_.size(), 0);
    for (std::size_t c = 0; c < cuts_.size(); ++c)
      for (int v : cuts_[c]) untally(tally_of(c), 0, dom_[static_cast<std::size_t>(v)]);
  }
  // A card of the cut `t` counts narrowed from `was` to `now` (from nothing: counted anew).
  void untally(int* t, KindSet was, KindSet now) const {
    const std::size_t k = copies_.size();
    if (is_known(was)) --t[std::countr_zero(was)];
    if (is_known(now)) ++t[std::countr_zero(now)];
    for (KindSet m = was & ~now; m; m &= m - 1) --t[k + static_cast<std::size_t>(std::countr_zero(m))];
    for (KindSet m = now & ~was; m; m &= m - 1) ++t[k + static_cast<std::size_t>(std::countr_zero(m))];
  }

  // One exchange's counting rule, for every kind.
  bool count_exchange(std::size_t j, std::vector<char>& dirty) {
    const Exchange& e = exchanges_[j];
    const std::size_t kinds = copies_.size();
    std::array<int, 64> lo_old{}, hi_old{}, lo_fresh{}, hi_fresh{};
    const auto tally = [&](const std::vector<int>& side, std::array<int, 64>& lo, std::array<int, 64>& hi) {
      for (int v : side) {
        const KindSet d = dom_[static_cast<std::size_t>(v)];
        if (is_known(d)) ++lo[static_cast<std::size_t>(std::countr_zero(d))];
        for (KindSet m = d; m; m &= m - 1) ++hi[static_cast<std::size_t>(std::countr_zero(m))];
      }
    };
    tally(e.old, lo_old, hi_old);
    tally(e.fresh, lo_fresh, hi_fresh);
    for (std::size_t k = 0; k < kinds; ++k) {
      // As many old as fresh cards are of kind k: n, within both sides' bounds.
      const int lo = std::max(lo_old[k], lo_fresh[k]), hi = std::min(hi_old[k], hi_fresh[k]);
      if (lo > hi) return false;
      const KindSet b = bit(static_cast<int>(k));
      // A side whose possible cards are all needed (n = its hi): they are all of the kind; a
      // side whose certain cards are enough (n = its lo): no other card of it is.
      const auto sides = {std::tuple{&e.old, lo_old[k], hi_old[k]}, std::tuple{&e.fresh, lo_fresh[k], hi_fresh[k]}};
      for (const auto& [side, s_lo, s_hi] : sides) {
        if (s_hi == lo && s_hi != s_lo) {
          for (int v : *side)
            if (dom_[static_cast<std::size_t>(v)] & b && !narrow(v, b, dirty)) return false;
        } else if (s_lo == hi && s_hi != s_lo) {
          for (int v : *side)
            if (dom_[static_cast<std::size_t>(v)] != b && !narrow(v, ~b, dirty)) return false;
        }
      }
    }
    return true;
  }

  // The exchange on its own: its fresh cards can be paired one to one with old cards sharing a
  // kind (old cards grouped by domain; more than 64 domains is left to the counting).
  bool matches(std::size_t j) {
    const Exchange& e = exchanges_[j];
    groups_.clear();
    for (int v : e.old) {
      const KindSet d = dom_[static_cast<std::size_t>(v)];
      auto same = std::find_if(groups_.begin(), groups_.end(), [&](const auto& g) { return g.first == d; });
      if (same != groups_.end()) ++same->second;
      else groups_.emplace_back(d, 1);
    }
    // Every card known: the counting rule has paired the sides already.
    const auto known = [&](int v) { return is_known(dom_[static_cast<std::size_t>(v)]); };
    if (groups_.size() < 2 || groups_.size() > 64 ||
        (std::all_of(e.old.begin(), e.old.end(), known) && std::all_of(e.fresh.begin(), e.fresh.end(), known)))
      return true;
    masks_.clear();
    for (int v : e.fresh) {
      KindSet m = 0;
      for (std::size_t g = 0; g < groups_.size(); ++g)
        if (groups_[g].first & dom_[static_cast<std::size_t>(v)]) m |= bit(static_cast<int>(g));
      masks_.push_back(m);
    }
    counts_.clear();
    for (const auto& g : groups_) counts_.push_back(g.second);
    return feasible(masks_, counts_);
  }

  // The cards in play against the copies: at most a kind's copies are of it, and at least what
  // the other kinds' copies leave (all of them when every card is in play). A kind whose
  // certain cards reach its most is no other card's; one whose possible cards are its least
  // has them all. Then, outside the one pass, the flow, on the cards in play only: on the
  // earlier cuts it refused little the counting had not, and cost half the constraint
  // search's time (the hardest three questions of the 40 games of the README's measure,
  // 63 ms -> 32 ms, the same answers).
  bool copies_hold(std::size_t c, std::vector<char>& dirty) {
    const std::vector<int>& cut = cuts_[c];
    const std::size_t kinds = copies_.size();
    std::array<int, 64> sure{}, maybe{};
    std::copy_n(tally_of(c), kinds, sure.begin());
    std::copy_n(tally_of(c) + kinds, kinds, maybe.begin());
    int known = 0;
    for (std::size_t k = 0; k < kinds; ++k) known += sure[k];
    const bool all_known = known == static_cast<int>(cut.size());  // then the counts are the whole check
    int total = 0;
    for (int n : copies_) total += n;
    const int in_play = static_cast<int>(cut.size());
    for (std::size_t k = 0; k < copies_.size(); ++k) {
      const int most = copies_[k], least = std::max(0, in_play - (total - copies_[k]));
      if (sure[k] > most || maybe[k] < least) return false;
      const KindSet b = bit(static_cast<int>(k));
      if (sure[k] == most && maybe[k] != sure[k]) {
        for (int v : cut)
          if (dom_[static_cast<std::size_t>(v)] != b && !narrow(v, ~b, dirty)) return false;
      } else if (maybe[k] == least && maybe[k] != sure[k]) {
        for (int v : cut)
          if (dom_[static_cast<std::size_t>(v)] & b && !narrow(v, b, dirty)) return false;
      }
    }
    if (all_known || counting_only_ || c + 1 != cuts_.size()) return true;
    masks_.clear();
    for (int v : cut) masks_.push_back(dom_[static_cast<std::size_t>(v)]);
    return feasible(masks_, copies_);
  }

  // Cards alike have kinds in order (the lowest bit first): each card's lowest possible kind
  // is no lower than the one's before it, its highest no higher than the one's after it.
  // Each group once its cards narrow (a pass forwards and one back leave it in order).
  bool in_order(std::vector<char>& dirty) {
    for (std::size_t g = 0; g < alike_.size(); ++g) {
      if (!out_of_order_[g]) continue;
      const std::vector<int>& cards = alike_[g];
      for (std::size_t i = 1; i < cards.size(); ++i) {
        const KindSet before = dom_[static_cast<std::size_t>(cards[i - 1])];
        if (!before || !narrow(cards[i], ~((before & (~before + 1)) - 1), dirty)) return false;
      }
      for (std::size_t i = cards.size() - 1; i-- > 0;) {
        const KindSet after = dom_[static_cast<std::size_t>(cards[i + 1])];
        const int top = 63 - std::countl_zero(after);
        if (!after || !narrow(cards[i], top == 63 ? ~KindSet{0} : (bit(top + 1) - 1), dirty)) return false;
      }
      out_of_order_[g] = 0;
    }
    return true;
  }

  bool propagate(std::vector<char>& dirty) {
    for (bool again = true; again;) {
      again = false;
      if (!in_order(dirty)) return false;
      for (std::size_t c = 0; c < dirty.size(); ++c) {
        if (!dirty[c]) continue;
        dirty[c] = 0;
        again = true;
        const bool ok = c < exchanges_.size() ? count_exchange(c, dirty) : copies_hold(c - exchanges_.size(), dirty);
        if (!ok) return false;
      }
    }
    // The flows, once the counting rests (they narrow nothing, only refuse).
    if (counting_only_) return true;
    for (std::size_t j = 0; j < exchanges_.size(); ++j) {
      if (!unmatched_[j]) continue;
      if (!matches(j)) return false;
      unmatched_[j] = 0;
    }
    return true;
  }

  // Every card in an exchange has its kind and every constraint holds: the cards in play then
  // have the same kinds at every cut (each exchange gives back the kinds it took), so the free
  // cards, which are in every cut and in nothing else, fit wherever they fit the cards in play:
  // one flow. Cards alike among them take the flow's kinds in order, so the order kept by
  // in_order loses nothing.
  bool free_cards_fit() {
    masks_.clear();
    for (int v : live_) masks_.push_back(dom_[static_cast<std::size_t>(v)]);
    return feasible(masks_, copies_);
  }

  bool search(std::vector<char>& dirty) {
    if (--nodes_left_ < 0) {
      over_ = true;
      return false;
    }
    if (witness_ && counting_only_ && !bulk_tried_) {
      // The one pass tries first every card the kind the witness gives it, in one node: most
      // questions asked after a move differ from the last by a few cards, and propagation then
      // settles them. Not the whole search: below a stale witness held whole, a search with
      // going back can spend its budget where no solution is (each card tries its witness kind
      // first all the same).
      bulk_tried_ = true;
      const std::vector<KindSet> saved = dom_;
      const std::vector<int> saved_tally = tally_;
      const std::vector<char> saved_order = out_of_order_;
      std::vector<char> next(dirty);
      if (narrow_to_witness(next) && search(next)) return true;
      dom_ = saved;
      tally_ = saved_tally;
      out_of_order_ = saved_order;
      if (over_) return false;
    }
    if (!propagate(dirty)) return false;
    // The narrowest open card in an exchange; none: every such card has its kind and every
    // constraint holds, and the free cards are the flow's to settle.
    int pick = -1, narrowest = 65;
    for (std::size_t v = 0; v < dom_.size(); ++v) {
      if (free_[v] || is_known(dom_[v])) continue;
      if (const int w = std::popcount(dom_[v]); w < narrowest) pick = static_cast<int>(v), narrowest = w;
    }
    if (pick < 0) return free_cards_fit();
    const std::vector<KindSet> saved = dom_;
    const std::vector<int> saved_tally = tally_;
    const KindSet first = witnessed(pick);  // the last solution's kind, then the others in order
    for (KindSet m = saved[static_cast<std::size_t>(pick)], b = first; m; m &= ~b, b = 0) {
      if (!b) b = m & (~m + 1);
      std::vector<char> next(dirty.size(), 0);
      if (narrow(pick, b, next) && search(next)) return true;
      dom_ = saved;
      tally_ = saved_tally;
      out_of_order_.assign(alike_.size(), 0);  // as propagate() left them
      if (over_) return false;
    }
    return false;
  }

  const std::vector<int>& copies_;
  const KindSet all_;
  int nodes_left_;
  Witness* witness_;
  // Each card's name for the witness (0: none): its identity, or for an old card with none its
  // exchange's first identity and its place there.
  std::vector<std::uint64_t> key_;
  std::vector<int> wit_;  // the witness's kind for each card (-1: none), whatever its domain
  bool prepared_ = false;
  bool over_ = false;
  bool bulk_tried_ = false;  // whether the one pass tried the witness whole (once, at the root)
  bool counting_only_ = false;  // propagation without the flows (the one pass: allow_one_pass)
  std::vector<KindSet> dom_;          // each card's domain
  std::vector<Exchange> exchanges_;   // their sides, by card index
  std::vector<int> live_;             // the cards in play
  std::vector<std::vector<int>> cuts_;  // the cards at each cut kept, the cards in play last
  std::vector<int> tally_;            // each cut's counts (tally_of())
  std::vector<int> in_, in_from_;     // each card's constraints: exchanges, then the cuts (prepare())
  std::vector<std::vector<int>> alike_;  // cards alike, in the order their kinds go
  std::vector<int> group_of_;         // each card's group in alike_ (-1: none)
  std::vector<char> out_of_order_;    // the groups in_order() has to look at again
  // The exchanges whose matching (matches()) has not held since one of their cards narrowed.
  // Not restored when the search goes back: the domains it goes back to are wider than those
  // the matching held for, and a matching that holds holds on wider domains.
  std::vector<char> unmatched_;
  std::vector<char> free_;            // in no exchange: bound by the copies alone
  std::vector<int> hint_;             // the kind each card tries first (-1: none; propose())
  std::vector<std::pair<KindSet, int>> groups_;
  std::vector<KindSet> masks_;
  std::vector<int> counts_;
};

}  // namespace

Answer solve_exact(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges,
                   const std::vector<int>& copies, int nodes, Witness* witness) {
  return ExactSearch(live, exchanges, copies, nodes, witness).run();
}

Answer confirm(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges, const std::vector<int>& copies,
               Witness& witness) {
  ExactSearch search(live, exchanges, copies, 0, &witness);
  if (search.hints_solve()) return {};
  search.forget_proposals();
  const std::vector<KindSet> start = search.domains();
  // The witness broken where the move took: mend it around the cards it gives no kind (the
  // move's own), every other card held to its kind, then the cards one exchange further, and
  // two. A yes is exact (a solution found); a no proves nothing here (cards were held).
  for (int reach = 1; reach <= 3; ++reach) {
    search.restart(start);
    if (search.mend(reach)) return {};
  }
  search.restart(start);
  return search.run();
}

}  // namespace referee::unseen_cards
