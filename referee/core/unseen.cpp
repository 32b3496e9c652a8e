#include "referee/core/unseen.hpp"
#include "referee/core/unseen_match.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>

namespace referee::unseen_cards {

// feasible() over cards, copying none (unseen_flow.cpp).
bool feasible_cards(const Pile& cards, const std::vector<int>& copies, std::string* why,
                    const std::vector<std::string>* kind_names);

int kind_of(KindSet m) { return is_known(m) ? std::countr_zero(m) : -1; }
int kinds_in(KindSet m) { return std::popcount(m); }

bool may_hold(const Pile& pile, int kind) {
  return std::any_of(pile.begin(), pile.end(), [&](const Card& c) { return (c.may & bit(kind)) != 0; });
}

int surely(const Pile& pile, int kind) {
  return static_cast<int>(std::count_if(pile.begin(), pile.end(), [&](const Card& c) { return c.may == bit(kind); }));
}

int possibly(const Pile& pile, int kind) {
  return static_cast<int>(std::count_if(pile.begin(), pile.end(), [&](const Card& c) { return (c.may & bit(kind)) != 0; }));
}

namespace {

constexpr KindSet kAny = ~KindSet{0};

std::vector<std::size_t> candidates_of(const Pile& pile, KindSet fits) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < pile.size(); ++i)
    if (pile[i].may & fits) out.push_back(i);
  return out;
}

// The candidates for a take in one pass: how many, whether alike, the narrowest, the kinds
// they may be.
// `alike`: one domain and no identity (Ledger::alike widens it to cards one exchange made).
struct Scan {
  std::size_t count = 0, narrowest = 0;
  bool alike = true, same_domain = true;
  KindSet any = 0;
};
Scan scan_candidates(const Pile& pile, KindSet fits) {
  Scan s;
  for (std::size_t i = 0; i < pile.size(); ++i) {
    const Card& c = pile[i];
    if (!(c.may & fits)) continue;
    s.any |= c.may;
    if (s.count == 0) {
      s.narrowest = i;
    } else {
      if (c.may != pile[s.narrowest].may) s.same_domain = false;
      if (std::popcount(c.may) < std::popcount(pile[s.narrowest].may)) s.narrowest = i;
    }
    if (c.id != 0) s.alike = false;
    ++s.count;
  }
  s.alike = s.alike && s.same_domain;
  return s;
}

// A ledger that keeps no exchange: pile[gone] leaves in the place of whichever candidate
// (a card that may be of a kind in `fits`) really left, the others widening by its domain.
// Sound: whichever card left, the one kept can stand in its place. No identity is given,
// so later takes from these cards stay alike when their domains are.
void relax(Pile& pile, std::size_t gone, KindSet fits) {
  const KindSet stand_in = pile[gone].may;
  pile.erase(pile.begin() + static_cast<std::ptrdiff_t>(gone));
  for (Card& c : pile)
    if (c.may & fits) c.may |= stand_in;
}

}  // namespace

namespace {

// A new list of copies of `keep` (newest first), linked oldest to newest: what a ledger keeps
// after forgetting the rest, sharing nothing with the list it came from.
template <class Node>
std::shared_ptr<const Node> relinked(const std::vector<const Node*>& keep) {
  std::shared_ptr<const Node> head;
  for (auto it = keep.rbegin(); it != keep.rend(); ++it) {
    auto copy = std::make_shared<Node>();
    copy->e = (*it)->e;
    copy->prev = head;
    head = std::move(copy);
  }
  return head;
}

}  // namespace

Ledger::Ledger(int kept, Budget budget) : kept_(kept), budget_(budget) {
  if (kept > 0 && budget.exact_nodes > 0 && budget.witness) witness_ = std::make_shared<Witness>();
}

void Ledger::forget_below(std::uint32_t id) {
  if (id <= forgotten_below_) return;
  forgotten_below_ = id;
  // Exchanges are made in identity order: the newest ones at the head are kept.
  std::vector<const Node*> keep;
  for (const Node* n = head_.get(); n && n->e.first >= id; n = n->prev.get()) keep.push_back(n);
  if (static_cast<int>(keep.size()) == size_) return;
  head_ = relinked(keep);
  size_ = static_cast<int>(keep.size());
}

void Ledger::forget_as(const Ledger& later) {
  forget_below(later.forgotten_below_);
  note(later.forgot_);
}

std::string Ledger::forgot_why(const std::string& cards) const {
  switch (forgot_) {
    case Forgot::nothing: return {};
    case Forgot::undecided_fit:
      return "which card each take nobody could follow moved among the " + cards + " is past the search's bound (" +
             std::to_string(budget_.nodes) + " steps" +
             (budget_.exact_nodes > 0 ? ", then " + std::to_string(budget_.exact_nodes) + " for the constraint search" : "") +
             ")";
    case Forgot::past_kept:
      return "more takes nobody could follow are open among the " + cards + " than the " + std::to_string(kept_) +
             " the referee keeps";
    case Forgot::untracked_take:
      return "a card left a pile of mixed " + cards + " unseen, and the referee keeps no such take of them";
  }
  return {};
}

void Ledger::push(std::shared_ptr<Node> node) {
  // Made again by a replay of a take this ledger (or the one it copies) forgot: forgotten.
  if (node->e.fresh.empty()) return;
  node->e.first = node->e.fresh.front();
  if (node->e.first < forgotten_below_) return;
  head_ = std::move(node);
  if (++size_ <= kept_) return;
  // The oldest exchange is forgotten: its fresh cards keep the relaxation's domains, which
  // is sound (a consistent record is never refused) but no longer exact; the newer ones are
  // copied once.
  note(Forgot::past_kept);
  std::vector<const Node*> keep;
  for (const Node* n = head_.get(); n && static_cast<int>(keep.size()) < kept_; n = n->prev.get()) keep.push_back(n);
  head_ = relinked(keep);
  size_ = kept_;
}

// ---- Retiring ----
// An exchange E says: its fresh cards are its old cards in some order, each old card of a kind
// its recorded domain allows. An old card no kept exchange made is a root: it is in no pile
// any more (a take gives every candidate a new identity), so E is all that binds its kind; an
// old card an earlier kept exchange E0 made ends in E (its domain recorded there binds E0). A
// fresh card's end is where the ledger reads it: in a pile (exactly once), with its domain now,
// or an old card of a later kept exchange, with the domain recorded there. Its kind is within
// that domain for good: a domain only narrows (a showing), and a take records it as it is; a
// card going back to the stock would end nowhere, leaving its old card free in the search, so
// a pool whose cards return to the stock must not retire. retire() asks at rest (every card of
// the pool in `piles`), and goes on until nothing changes:
//  1. Cancelling: a fresh card f that ends of one kind, and an old card o recorded of that same
//     kind, leave E together; if E0 made o, f takes o's place among E0's fresh cards (it ends
//     of o's kind, as o did in E). The kinds of E's two sides agree with the pair exactly when
//     they agree without it (a multiset less one same element on each side). In the search o
//     stood on the frontier up to E and f after it; now f stands from where o began (from the
//     start for a root), of the same kind: every step's flow sees the same kinds.
//  2. One for one: E left with one old card o and one fresh card f says f is o, so f's end is
//     narrowed to o's domain (in its pile, or in the later exchange that recorded it), f takes
//     o's place in E0 if E0 made o, and E goes: the same card, the same constraints, one
//     identity fewer. An empty domain is left as it was, for fit() to refuse.
//  3. Merging: E's old cards were all made by one kept exchange E0 and each may be any kind
//     E's fresh cards may: E's fresh cards take their places among E0's fresh cards (one each,
//     in any order) and E goes. Whatever kinds E's fresh cards are given within their ends,
//     the old cards can be given the same kinds in any order, each within its domain: E holds
//     exactly when E0's fresh cards, so renamed, hold their kinds; the flows are as in 1.
//  4. Retiring: E goes when its old cards are all roots and its fresh cards can be matched one
//     to one to old cards each of whose domain holds the fresh card's whole domain. Whatever
//     kinds the fresh cards are given within their domains, the matching gives each old card
//     the kind of its fresh card, inside its domain: E holds under every assignment of the rest
//     and refuses none; the flows are the same as in 1. Every card of E known (its kind
//     checked against E when it became known) is this with one-kind domains; E's cards alike
//     on both sides (one domain, no other exchange linking them) is this with equal domains.
// (Each step is asked at rest, where no card of E's chain is gone from `piles` unread: the
// search's spare kind for such cards does not come into it.) Not retired: a fresh card ending
// of a kind no old card is recorded as (one of Bob's open cards was it, which one is open), and
// whatever is still open on both sides: what keeps the record exact. A fresh card matched to
// an old card only by domain is not renamed: which old card it was is not known.
int Ledger::retire(const std::vector<Pile*>& piles) {
  if (!head_) return 0;
  std::vector<Exchange> ex;  // oldest first; an empty one is let go
  for (const Node* n = head_.get(); n; n = n->prev.get()) ex.push_back(n->e);
  std::reverse(ex.begin(), ex.end());
  // Where each card with an identity rests; null where it rests twice (no readable end).
  std::vector<std::pair<std::uint32_t, Card*>> at_rest;
  for (Pile* p : piles)
    for (Card& c : *p)
      if (c.id != 0) at_rest.emplace_back(c.id, &c);
  std::sort(at_rest.begin(), at_rest.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  for (std::size_t i = 1; i < at_rest.size(); ++i)
    if (at_rest[i].first == at_rest[i - 1].first) at_rest[i].second = at_rest[i - 1].second = nullptr;
  // A fresh card's end (see above): the domain that binds it, null if none can be read.
  const auto end_of = [&](std::uint32_t id, std::size_t after) -> KindSet* {
    const auto it = std::lower_bound(at_rest.begin(), at_rest.end(), id, [](const auto& x, std::uint32_t v) { return x.first < v; });
    if (it != at_rest.end() && it->first == id) return it->second ? &it->second->may : nullptr;
    for (std::size_t j = after; j < ex.size(); ++j)
      for (Card& o : ex[j].old_cards)
        if (o.id == id) return &o.may;
    return nullptr;
  };
  const auto root = [&](const Card& o) {
    return o.id == 0 || std::none_of(ex.begin(), ex.end(), [&](const Exchange& e) {
             return std::find(e.fresh.begin(), e.fresh.end(), o.id) != e.fresh.end();
           });
  };
  // An old card a kept exchange made, replaced there by the fresh card that is the same card
  // (or one of the same kind) from here on: its end becomes that fresh card's.
  const auto rename = [&](std::uint32_t old_id, std::uint32_t fresh_id) {
    if (old_id == 0) return;
    for (Exchange& e : ex)
      for (std::uint32_t& f : e.fresh)
        if (f == old_id) f = fresh_id;
  };
  // Whether E's old cards were all made by one kept exchange and each may be any kind its fresh
  // cards may (step 3).
  const auto merges = [&](const Exchange& e, const std::vector<KindSet*>& own) {
    KindSet any = 0;
    for (const KindSet* k : own) any |= *k;
    const Exchange* maker = nullptr;
    for (const Card& o : e.old_cards) {
      if ((any & ~o.may) != 0 || o.id == 0) return false;
      const auto it = std::find_if(ex.begin(), ex.end(), [&](const Exchange& m) {
        return std::find(m.fresh.begin(), m.fresh.end(), o.id) != m.fresh.end();
      });
      if (it == ex.end() || (maker && maker != &*it)) return false;
      maker = &*it;
    }
    return maker != nullptr;
  };
  bool changed = false;
  int retired = 0;
  for (bool again = true; again;) {
    again = false;
    for (std::size_t i = 0; i < ex.size(); ++i) {
      Exchange& e = ex[i];
      if (e.fresh.empty() || e.fresh.size() != e.old_cards.size()) continue;
      std::vector<KindSet*> own(e.fresh.size());
      for (std::size_t f = 0; f < e.fresh.size(); ++f) own[f] = end_of(e.fresh[f], i + 1);
      // 1. Cancelling.
      for (std::size_t f = e.fresh.size(); f-- > 0;) {
        if (!own[f] || !is_known(*own[f])) continue;
        const auto o = std::find_if(e.old_cards.begin(), e.old_cards.end(), [&](const Card& c) { return c.may == *own[f]; });
        if (o == e.old_cards.end()) continue;
        rename(o->id, e.fresh[f]);
        e.old_cards.erase(o);
        e.fresh.erase(e.fresh.begin() + static_cast<std::ptrdiff_t>(f));
        own.erase(own.begin() + static_cast<std::ptrdiff_t>(f));
        changed = again = true;
      }
      if (e.fresh.empty()) {
        ++retired;
        continue;
      }
      // 2. One for one.
      if (own.size() == 1 && own[0] && (*own[0] & e.old_cards[0].may) != 0) {
        *own[0] &= e.old_cards[0].may;
        rename(e.old_cards[0].id, e.fresh[0]);
        e.fresh.clear();
        e.old_cards.clear();
        ++retired;
        changed = again = true;
        continue;
      }
      if (std::any_of(own.begin(), own.end(), [](const KindSet* k) { return !k || *k == 0; })) continue;
      // 3. Merging.
      if (merges(e, own)) {
        for (std::size_t j = 0; j < e.fresh.size(); ++j) rename(e.old_cards[j].id, e.fresh[j]);
        e.fresh.clear();
        e.old_cards.clear();
        ++retired;
        changed = again = true;
        continue;
      }
      if (std::any_of(e.old_cards.begin(), e.old_cards.end(), [&](const Card& o) { return !root(o); })) continue;
      // 4. Retiring: every fresh card f paired with an old card j holding its domain.
      const std::size_t n = own.size();
      const std::vector<int> pairs =
          match(n, n, [&](std::size_t j, std::size_t f) { return (*own[f] & ~e.old_cards[j].may) == 0; });
      const bool matched = std::count(pairs.begin(), pairs.end(), -1) == 0;
      if (!matched) continue;
      e.fresh.clear();
      e.old_cards.clear();
      ++retired;
      changed = again = true;
    }
  }
  if (!changed) return 0;
  std::shared_ptr<const Node> head;
  int size = 0;
  for (Exchange& e : ex) {
    if (e.fresh.empty()) continue;
    auto node = std::make_shared<Node>();
    node->e = std::move(e);
    node->prev = std::move(head);
    head = std::move(node);
    ++size;
  }
  head_ = std::move(head);
  size_ = size;
  return retired;
}

std::vector<const Ledger::Exchange*> Ledger::exchanges() const {
  std::vector<const Exchange*> out;
  for (const Node* n = head_.get(); n; n = n->prev.get()) out.push_back(&n->e);
  std::reverse(out.begin(), out.end());
  return out;
}

bool Ledger::refers_to(std::uint32_t id) const {
  if (id == 0) return false;
  for (const Node* n = head_.get(); n; n = n->prev.get()) {
    if (std::find(n->e.fresh.begin(), n->e.fresh.end(), id) != n->e.fresh.end()) return true;
    if (std::any_of(n->e.old_cards.begin(), n->e.old_cards.end(), [&](const Card& o) { return o.id == id; })) return true;
  }
  return false;
}

// A card no kept exchange refers to is a root in the search whatever its identity (Search:
// roots_), and a take from it and cards alike in domain needs no exchange (take_named).
void Ledger::unlink(Pile& pile) const {
  for (Card& c : pile)
    if (c.id != 0 && !refers_to(c.id)) c.id = 0;
}

namespace {
// The cards with an identity in `piles`, by identity (a card resting twice shows twice).
std::vector<std::pair<std::uint32_t, KindSet>> identified(const std::vector<Pile*>& piles) {
  std::vector<std::pair<std::uint32_t, KindSet>> out;
  for (const Pile* p : piles)
    for (const Card& c : *p)
      if (c.id != 0) out.emplace_back(c.id, c.may);
  std::sort(out.begin(), out.end());
  return out;
}
// What the latest tidy() calls on this thread left (a game tidies each of its pools in turn):
// their exchanges (kept alive, so that no other list takes their address) and the cards with
// an identity.
struct Tidied {
  std::shared_ptr<const void> head;
  std::vector<std::pair<std::uint32_t, KindSet>> cards;
};
constexpr std::size_t kTidiedKept = 4;
struct TidiedMemo {
  std::array<Tidied, kTidiedKept> slots;
  std::size_t next = 0;
};
thread_local TidiedMemo tidied_memo;
}  // namespace

void Ledger::tidy(const std::vector<Pile*>& piles) {
  TidiedMemo& memo = tidied_memo;
  if (head_) {
    const auto cards = identified(piles);
    for (const Tidied& t : memo.slots)
      if (t.head == head_ && t.cards == cards) return;
  }
  retire(piles);
  for (Pile* p : piles) unlink(*p);
  if (!head_) return;
  Tidied& t = memo.slots[memo.next];
  memo.next = (memo.next + 1) % kTidiedKept;
  t.head = head_;
  t.cards = identified(piles);
}

bool Ledger::made_together(const Pile& pile, KindSet fits) const {
  if (kept_ == 0 || !budget_.lookahead) return false;
  const Node* maker = nullptr;
  for (const Card& c : pile) {
    if (!(c.may & fits)) continue;
    if (c.id == 0) return false;
    if (!maker) {
      for (const Node* n = head_.get(); n && !maker; n = n->prev.get())
        if (std::find(n->e.fresh.begin(), n->e.fresh.end(), c.id) != n->e.fresh.end()) maker = n;
      if (!maker) return false;
    } else if (std::find(maker->e.fresh.begin(), maker->e.fresh.end(), c.id) == maker->e.fresh.end()) {
      return false;
    }
  }
  return maker != nullptr;
}

void Ledger::shuffle(Pile& deck) {
  if (kept_ == 0 || deck.size() < 2) return;
  KindSet any = 0;
  for (const Card& c : deck) any |= c.may;
  const bool alike = std::all_of(deck.begin(), deck.end(), [&](const Card& c) { return c.same(deck.front()); }) && deck.front().id == 0;
  if (alike) return;
  auto node = std::make_shared<Node>();
  node->prev = head_;
  node->e.old_cards = deck;
  for (Card& c : deck) {
    c = Card{any};
    c.id = next_id_++;
    node->e.fresh.push_back(c.id);
  }
  push(std::move(node));
}

bool Ledger::forgets(const Pile& pile, int kind) const {
  if (kept_ > 0) return false;
  if (kind >= 0 && std::any_of(pile.begin(), pile.end(), [&](const Card& c) { return c.may == bit(kind); })) return false;
  const Scan scan = scan_candidates(pile, kind >= 0 ? bit(kind) : kAny);
  return scan.count > 0 && !scan.alike;
}

bool Ledger::take_named(Pile& pile, int kind, Card* out) {
  // A card known to be that kind goes first: whatever else could have been it can still be.
  const auto known = std::find_if(pile.begin(), pile.end(), [&](const Card& c) { return c.may == bit(kind); });
  if (known != pile.end()) {
    if (out) *out = *known;
    pile.erase(known);
    return true;
  }
  // Most takes are from alike cards: those need no candidate list (no allocation).
  const Scan scan = scan_candidates(pile, bit(kind));
  if (scan.count == 0) return false;
  Card taken{bit(kind)};
  const std::size_t gone = scan.narrowest;
  if (scan.alike || (scan.same_domain && made_together(pile, bit(kind)))) {
    taken.id = pile[gone].id;  // the exchange that made it says the rest
    pile.erase(pile.begin() + static_cast<std::ptrdiff_t>(gone));
  } else if (kept_ == 0) {
    note(Forgot::untracked_take);
    relax(pile, gone, bit(kind));
  } else {
    exchange_take(pile, gone, candidates_of(pile, bit(kind)), taken, pile[gone].may);
  }
  if (out) *out = taken;
  return true;
}

Card Ledger::take_any(Pile& pile) {
  if (pile.empty()) return Card{};
  const Scan scan = scan_candidates(pile, kAny);
  Card taken{scan.any};
  const std::size_t gone = scan.narrowest;
  if (scan.alike || (scan.same_domain && made_together(pile, kAny))) {
    taken.id = pile[gone].id;
    pile.erase(pile.begin() + static_cast<std::ptrdiff_t>(gone));
    return taken;
  }
  if (kept_ == 0) {
    note(Forgot::untracked_take);
    relax(pile, gone, kAny);
    return taken;
  }
  exchange_take(pile, gone, candidates_of(pile, kAny), taken, scan.any);
  return taken;
}

void Ledger::exchange_take(Pile& pile, std::size_t gone, const std::vector<std::size_t>& cands, Card& taken,
                           KindSet stand_in) {
  auto node = std::make_shared<Node>();
  node->prev = head_;
  for (std::size_t i : cands) node->e.old_cards.push_back(pile[i]);
  // The candidates left are fresh cards, widened by `stand_in` (relax()).
  pile.erase(pile.begin() + static_cast<std::ptrdiff_t>(gone));
  for (std::size_t i : cands) {
    if (i == gone) continue;
    Card& c = pile[i < gone ? i : i - 1];
    c.may |= stand_in;
    c.id = next_id_++;
    node->e.fresh.push_back(c.id);
  }
  taken.id = next_id_++;
  node->e.fresh.push_back(taken.id);
  push(std::move(node));
}

bool Ledger::take_batch(Pile& pile, const std::vector<int>& kinds, std::vector<Card>& taken, int* missing,
                        const std::function<void(const Pile&, int)>& before) {
  // The cards taken one by one with the relaxation (relax()); if a take was from cards not
  // alike, the whole pile before and after is one exchange.
  Pile work = pile;
  const Pile old = work;
  bool tied = false;  // whether a take was from cards not alike: then the exchange says which
  taken.clear();
  for (const bool named : {true, false})
    for (const int k : kinds) {
      if ((k >= 0) != named) continue;
      before(static_cast<const Pile&>(work), k);
      if (work.empty()) return false;
      const KindSet fits = k >= 0 ? bit(k) : kAny;
      std::size_t gone = work.size();
      Card c;
      if (k >= 0)
        for (std::size_t i = 0; i < work.size() && gone == work.size(); ++i)
          if (work[i].may == bit(k)) gone = i, c = work[i];
      if (gone == work.size()) {
        const Scan scan = scan_candidates(work, fits);
        if (scan.count == 0) {
          if (missing) *missing = k;
          return false;
        }
        gone = scan.narrowest;
        c = Card{k >= 0 ? bit(k) : scan.any};
        if (!scan.alike && scan.same_domain && made_together(work, fits)) {
          c.id = work[gone].id;
          work.erase(work.begin() + static_cast<std::ptrdiff_t>(gone));
        } else if (!scan.alike) {
          // An unseen card widens what is left by whatever it may be (take_any).
          tied = true;
          relax(work, gone, fits);
          if (k < 0)
            for (Card& w : work) w.may |= scan.any;
        } else {
          work.erase(work.begin() + static_cast<std::ptrdiff_t>(gone));
        }
      } else {
        work.erase(work.begin() + static_cast<std::ptrdiff_t>(gone));
      }
      taken.push_back(c);
    }
  if (tied) {
    auto node = std::make_shared<Node>();
    node->prev = head_;
    node->e.old_cards = old;
    for (Card& c : work) c.id = next_id_++, node->e.fresh.push_back(c.id);
    for (Card& c : taken) c.id = next_id_++, node->e.fresh.push_back(c.id);
    push(std::move(node));
  }
  pile = std::move(work);
  return true;
}

bool Ledger::show(Pile& pile, const std::vector<int>& named) {
  if (named.size() != pile.size()) return false;
  // Named entry i (right) to a pile card j (left) its kind fits.
  const std::size_t n = pile.size();
  const std::vector<int> pair_of = match(n, n, [&](std::size_t j, std::size_t i) {
    return named[i] < 0 || (pile[j].may & bit(named[i])) != 0;
  });
  if (std::count(pair_of.begin(), pair_of.end(), -1) != 0) return false;
  std::vector<int> owner(n, -1);
  for (std::size_t i = 0; i < n; ++i) owner[static_cast<std::size_t>(pair_of[i])] = static_cast<int>(i);
  const bool tied = kept_ > 0 && std::any_of(pile.begin(), pile.end(), [](const Card& c) { return c.id != 0; });
  if (!tied) {
    // Cards with no exchange behind them are only their domains: any matching gives the
    // same pile.
    for (std::size_t j = 0; j < n; ++j) {
      const int kind = named[static_cast<std::size_t>(owner[j])];
      if (kind >= 0) pile[j] = Card{bit(kind)};
    }
    return true;
  }
  // Which card is which shown one is an exchange: the shown cards are the pile's cards in
  // some order. An entry left unseen may be anything the pile held.
  KindSet any = 0;
  for (const Card& c : pile) any |= c.may;
  auto node = std::make_shared<Node>();
  node->prev = head_;
  node->e.old_cards = pile;
  for (std::size_t j = 0; j < n; ++j) {
    const int kind = named[static_cast<std::size_t>(owner[j])];
    pile[j] = Card{kind >= 0 ? bit(kind) : any};
    pile[j].id = next_id_++;
    node->e.fresh.push_back(pile[j].id);
  }
  push(std::move(node));
  return true;
}

namespace {

// The latest questions asked of a ledger with exchanges, with their answers: a game judges
// event after event on states whose cards and exchanges did not change, and the search is the
// costly part. A question is its whole input: the exchanges, by content (a procedure rerun
// from its rest point makes again the exchanges it made, with the same identities, in nodes
// of its own; the memo keeps the nodes it compares alive), the cards, and the ledger's witness
// (one game's own: it orders the search, so an undecided may depend on it, and a game's
// verdict must not depend on what another game on the thread asked). The same cards in
// another order (a card moved between piles) are the same question as far as a yes goes,
// unless an identity shows twice (the searches read a card seen twice as a card of its own
// from its second reading on, so which of the two is the exchange's card is in the order). A
// no or an undecided is kept for the very same order only, since its reason and the budget's
// reach may depend on the order.
struct Asked {
  std::shared_ptr<const void> head;
  std::shared_ptr<const void> witness_of;  // the ledger's witness (kept alive, as `head`)
  std::vector<const Ledger::Exchange*> exchanges;  // in the nodes `head` keeps alive
  Pile live;
  Pile sorted;               // `live` in the order of CardsBefore, once compared (else empty)
  std::uint64_t spread = 0;  // cards_spread(live)
  std::vector<int> copies;
  const std::vector<std::string>* kind_names = nullptr;
  int nodes = 0;
  bool lookahead = true;
  int exact_nodes = 0;
  bool witness = false;
  Answer answer;
};
constexpr std::size_t kAskedKept = 4;
struct AskedMemo {
  std::array<Asked, kAskedKept> slots;
  std::size_t next = 0;
};
thread_local AskedMemo asked_memo;

bool same_cards(const Pile& a, const Pile& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const Card& x, const Card& y) { return x.same(y); });
}

// An order of cards (by identity, then domain), as a type so that std::sort inlines it.
struct CardsBefore {
  bool operator()(const Card& x, const Card& y) const { return x.id != y.id ? x.id < y.id : x.may < y.may; }
};

// Whether sorted cards show an identity twice.
bool identity_twice(const Pile& sorted) {
  return std::adjacent_find(sorted.begin(), sorted.end(),
                            [](const Card& x, const Card& y) { return x.id != 0 && x.id == y.id; }) != sorted.end();
}

// A sum over the cards of one mix of each, whatever their order: most questions that differ
// differ here, before any sorting.
std::uint64_t cards_spread(const Pile& live) {
  std::uint64_t sum = 0;
  for (const Card& c : live) {
    std::uint64_t h = c.may * 0x9e3779b97f4a7c15ULL + c.id;
    h ^= h >> 29;
    sum += h * 0xbf58476d1ce4e5b9ULL;
  }
  return sum;
}

bool same_exchange(const Ledger::Exchange* a, const Ledger::Exchange* b) {
  return a == b || (a->first == b->first && a->fresh == b->fresh && same_cards(a->old_cards, b->old_cards));
}

bool same_exchanges(const std::vector<const Ledger::Exchange*>& a, const std::vector<const Ledger::Exchange*>& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), same_exchange);
}

}  // namespace

Answer Ledger::fit(const Pile& live, const std::vector<int>& copies, const std::vector<std::string>* kind_names,
                   Budget budget) const {
  if (!head_) return fit_uncached(live, copies, kind_names, budget);
  AskedMemo& memo = asked_memo;
  const std::vector<const Exchange*> kept = exchanges();
  const std::uint64_t spread = cards_spread(live);
  Pile sorted;
  const auto in_order = [](Pile& cards, const Pile& from) {
    if (!cards.empty() || from.empty()) return;
    cards = from;
    std::sort(cards.begin(), cards.end(), CardsBefore{});
  };
  for (Asked& q : memo.slots) {
    if (!q.head || q.witness_of != witness_ || q.spread != spread || q.nodes != budget.nodes || q.lookahead != budget.lookahead ||
        q.exact_nodes != budget.exact_nodes || q.witness != budget.witness || q.kind_names != kind_names ||
        q.copies != copies || !same_exchanges(q.exchanges, kept))
      continue;
    if (same_cards(q.live, live)) return q.answer;
    if (q.answer.fit != Fit::yes) continue;
    in_order(sorted, live);
    in_order(q.sorted, q.live);
    if (same_cards(q.sorted, sorted) && !identity_twice(sorted)) return q.answer;
  }
  Asked& q = memo.slots[memo.next];
  memo.next = (memo.next + 1) % kAskedKept;
  q.answer = fit_uncached(live, copies, kind_names, budget);
  q.head = head_;
  q.witness_of = witness_;
  q.exchanges = kept;
  q.live = live;
  q.sorted.clear();  // sorted when first compared
  q.spread = spread;
  q.copies = copies;
  q.kind_names = kind_names;
  q.nodes = budget.nodes;
  q.lookahead = budget.lookahead;
  q.exact_nodes = budget.exact_nodes;
  q.witness = budget.witness;
  return q.answer;
}

Answer Ledger::fit_uncached(const Pile& live, const std::vector<int>& copies,
                            const std::vector<std::string>* kind_names, Budget budget) const {
  Answer a;
  if (!feasible_cards(live, copies, &a.why, kind_names)) {
    a.fit = Fit::no;
    return a;
  }
  if (!head_) return a;
  return solve(live, exchanges(), copies, budget, witness_.get());
}

namespace {

// The search of solve(): exchanges oldest first; for each, which class of old cards (alike
// once their history is taken in) each fresh card is. Fresh cards with the same domain and
// the same end (still in play, or retired by the same later exchange) are interchangeable, so
// they go as one unit and the search only chooses how many each class gives. At each exchange
// the flow runs on the frontier: the cards in play that no exchange made, the fresh cards
// placed so far that are in play, and every card a later exchange retires that the search has
// reached (the later cards in play descend one to one from those). With Budget::lookahead the
// flow runs on two more cuts (pushed_fits: the later exchanges reached seen from their fresh
// side, all of them or only the narrower ones, each checked on its own by a matching), a unit
// gives no fewer than the classes after it cannot, and a unit a later exchange retires tries
// first the classes that exchange must give back.
class Search {
 public:
  Search(const Pile& live, const std::vector<const Ledger::Exchange*>& ex, const std::vector<int>& copies, Budget b)
      : ex_(ex), copies_(copies), budget_(b) {
    // Fresh cards have the identities the kept exchanges gave, one range: per-card facts are
    // vectors over it.
    std::uint32_t last = 0;
    base_ = ~std::uint32_t{0};
    for (const Ledger::Exchange* e : ex)
      for (std::uint32_t f : e->fresh) base_ = std::min(base_, f), last = std::max(last, f);
    const std::size_t span = ex.empty() || last < base_ ? 0 : last - base_ + 1;
    created_.assign(span, -1);
    eff_.assign(span, kAny);
    placed_.assign(span, 0);
    std::vector<KindSet> own(span, 0);  // a fresh card's own domain, at its end
    std::vector<char> has_own(span, 0), terminal(span, 0);
    std::vector<int> retired(span, -1);  // the exchange that retires it
    for (std::size_t i = 0; i < ex.size(); ++i) {
      for (const Card& c : ex[i]->old_cards)
        if (const std::size_t x = slot(c.id); x < span) own[x] = c.may, has_own[x] = 1, retired[x] = static_cast<int>(i);
      for (std::uint32_t f : ex[i]->fresh) created_[slot(f)] = static_cast<int>(i);
    }
    for (const Card& c : live) {
      const std::size_t x = slot(c.id);
      if (x < span && created_[x] >= 0 && !has_own[x] && !terminal[x]) {
        own[x] = c.may;
        has_own[x] = 1;
        terminal[x] = 1;
      } else {
        roots_.push_back(c.may);  // in no exchange (or seen twice, or from elsewhere: on its own)
      }
    }
    units_.resize(ex.size());
    vanished_after_.assign(ex.size() + 1, 0);
    vanishes_.assign(ex.size(), 0);
    end_.assign(span, -1);
    own_.assign(span, kAny);
    for (std::size_t i = 0; i < ex.size(); ++i) {
      std::vector<Unit>& us = units_[i];
      for (std::uint32_t f : ex[i]->fresh) {
        const std::size_t x = slot(f);
        Unit u{has_own[x] ? own[x] : kAny, {f}, -1};
        if (!has_own[x]) u.end = kVanished, ++vanished_after_[i], vanishes_[i] = 1;
        else if (!terminal[x]) u.end = retired[x];
        end_[x] = u.end;
        own_[x] = u.dom;
        auto same = std::find_if(us.begin(), us.end(), [&](const Unit& v) { return v.end == u.end && v.dom == u.dom; });
        if (same != us.end()) same->ids.push_back(f);
        else us.push_back(std::move(u));
      }
    }
    // The cards still in play go last, the widest last: what they take is then what the
    // others left, and a card no later exchange binds rarely needs a choice undone.
    for (std::vector<Unit>& us : units_)
      std::stable_sort(us.begin(), us.end(), [](const Unit& a, const Unit& b) {
        return std::pair{a.end == -1, std::popcount(a.dom)} < std::pair{b.end == -1, std::popcount(b.dom)};
      });
    for (std::size_t i = ex.size(); i-- > 0;) vanished_after_[i] += vanished_after_[i + 1];
    classes_.resize(ex.size());
    order_.resize(ex.size());
    demand_.assign(ex.size(), 0);
    for (std::size_t i = ex.size(); i-- > 0;)
      for (std::uint32_t f : ex[i]->fresh) {
        const std::size_t x = slot(f);
        if (is_known(own_[x])) demand_[i] |= own_[x];
        if (end_[x] >= 0) demand_[i] |= demand_[static_cast<std::size_t>(end_[x])];  // what the later one must give
      }
  }

  Answer run() {
    if (next_exchange(0)) return {};
    if (over_) return Answer{Fit::undecided, {}};
    return Answer{Fit::no, "no way of telling which card each unseen take moved fits what the record showed since"};
  }

 private:
  static constexpr int kVanished = -2;  // the card left the pool's piles: it counts for nothing
  struct Unit {
    KindSet dom;
    std::vector<std::uint32_t> ids;
    int end;  // -1: in play; kVanished; else the exchange that retires them
  };

  bool spend() {
    if (++nodes_ > budget_.nodes) over_ = true;
    return !over_;
  }

  // An identity's place in the range (past its end if none of the kept exchanges gave it).
  std::size_t slot(std::uint32_t id) const {
    return id < base_ || id == 0 ? created_.size() : std::min<std::size_t>(id - base_, created_.size());
  }
  int created_by(std::uint32_t id) const {
    const std::size_t x = slot(id);
    return x < created_.size() ? created_[x] : -1;
  }

  KindSet eff_of(const Card& o) const {
    const std::size_t x = slot(o.id);
    return x < eff_.size() ? o.may & eff_[x] : o.may;
  }

  // The relaxation at exchange i (see the class comment); `placing` when exchange i is being
  // placed: its old cards not yet given stand for its fresh cards not yet placed, and its
  // fresh cards placed are on the frontier where a later exchange retires them.
  bool frontier_fits(std::size_t i, bool placing) const {
    std::vector<KindSet> cards(roots_);
    cards.insert(cards.end(), leaves_.begin(), leaves_.end());
    const int vanished = vanished_after_[i];
    const KindSet spare = vanished > 0 ? bit(static_cast<int>(copies_.size())) : 0;
    if (placing)
      for (const auto& [e, left] : classes_[i]) cards.insert(cards.end(), static_cast<std::size_t>(left), e | spare);
    const int made = static_cast<int>(i) + (placing ? 1 : 0);
    for (std::size_t j = placing ? i + 1 : i; j < ex_.size(); ++j)
      for (const Card& o : ex_[j]->old_cards) {
        const int c = created_by(o.id);
        if (c < static_cast<int>(i)) {
          cards.push_back(eff_of(o) | spare);
        } else if (c < made) {  // made by exchange i: placed already?
          if (placed_[slot(o.id)]) cards.push_back(eff_of(o) | spare);
        }
      }
    if (!vanished) return feasible(cards, copies_) && pushed_fits(i, placing, false) && pushed_fits(i, placing, true);
    std::vector<int> copies(copies_);
    copies.push_back(vanished);
    return feasible(cards, copies) && pushed_fits(i, placing, false) && pushed_fits(i, placing, true);
  }

  // The frontier again, each later exchange whose old cards are all on it replaced by its
  // fresh cards (by their ends: in play, or recorded by an exchange not replaced), in
  // exchange order. An exchange's two sides are the same cards, so this is the same cards at
  // a later time: a relaxation as good as the frontier, and it sees what the fresh cards
  // were shown to be, which the old side cannot (a dead end found at once, not after every
  // way of placing the exchanges between).
  // Whether exchange j, its old cards all on the frontier, holds on its own: each fresh card
  // (by its end) can be paired with an old card (by the class it was given, or its recorded
  // domain) sharing a kind, one to one. The flow over the kinds cannot say it.
  bool matches(std::size_t i, int made, std::size_t j) const {
    auto& groups = groups_;
    groups.clear();
    for (const Card& o : ex_[j]->old_cards) {
      const int c = created_by(o.id);
      const KindSet d = c < static_cast<int>(i) || c < made ? eff_of(o) : o.may;
      auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == d; });
      if (same != groups.end()) ++same->second;
      else groups.emplace_back(d, 1);
    }
    if (groups.size() > 64 || groups.size() < 2) return true;
    std::vector<KindSet>& fresh = fresh_;
    fresh.clear();
    for (std::uint32_t f : ex_[j]->fresh) {
      const KindSet d = own_[slot(f)];
      KindSet m = 0;
      for (std::size_t g = 0; g < groups.size(); ++g)
        if (groups[g].first & d) m |= bit(static_cast<int>(g));
      fresh.push_back(m);
    }
    counts_.clear();
    for (const auto& g : groups) counts_.push_back(g.second);
    return feasible(fresh, counts_);
  }

  bool pushed_fits(std::size_t i, bool placing, bool narrower) const {
    if (!budget_.lookahead) return true;
    const int made = static_cast<int>(i) + (placing ? 1 : 0);
    const std::size_t from = placing ? i + 1 : i;
    std::vector<char>& pushed = pushed_;
    pushed.assign(ex_.size(), 0);
    bool any = false;
    for (std::size_t j = from; j < ex_.size(); ++j) {
      if (vanishes_[j]) continue;
      int old_width = 0, fresh_width = 0;
      pushed[j] = std::all_of(ex_[j]->old_cards.begin(), ex_[j]->old_cards.end(), [&](const Card& o) {
        const int c = created_by(o.id);
        old_width += std::popcount(c < static_cast<int>(i) || c < made ? eff_of(o) : o.may);
        if (c < static_cast<int>(i)) return true;
        if (c < made) return placed_[slot(o.id)] != 0;
        return c > static_cast<int>(i) && pushed[static_cast<std::size_t>(c)] != 0;
      });
      if (!pushed[j]) continue;
      if (narrower) {
        // Only where the fresh side says more: the old side's classes bind the rest.
        if (!matches(i, made, j)) return false;
        for (std::uint32_t f : ex_[j]->fresh) fresh_width += std::popcount(own_[slot(f)]);
        pushed[j] = fresh_width <= old_width;
      }
      any = any || pushed[j];
    }
    if (!any) return true;
    const int vanished = vanished_after_[i];
    const KindSet spare = vanished > 0 ? bit(static_cast<int>(copies_.size())) : 0;
    std::vector<KindSet>& cards = cards_;
    cards.assign(roots_.begin(), roots_.end());
    cards.insert(cards.end(), leaves_.begin(), leaves_.end());
    if (placing)
      for (const auto& [e, left] : classes_[i]) cards.insert(cards.end(), static_cast<std::size_t>(left), e | spare);
    for (std::size_t j = from; j < ex_.size(); ++j) {
      if (pushed[j]) {
        for (std::uint32_t f : ex_[j]->fresh) {
          const std::size_t x = slot(f);
          if (end_[x] == -1) cards.push_back(own_[x]);
          else if (!pushed[static_cast<std::size_t>(end_[x])]) cards.push_back(own_[x] | spare);
        }
        continue;
      }
      for (const Card& o : ex_[j]->old_cards) {
        const int c = created_by(o.id);
        if (c < static_cast<int>(i) || (c < made && placed_[slot(o.id)])) cards.push_back(eff_of(o) | spare);
      }
    }
    if (!vanished) return feasible(cards, copies_);
    std::vector<int> copies(copies_);
    copies.push_back(vanished);
    return feasible(cards, copies);
  }

  bool next_exchange(std::size_t i) {
    if (!spend()) return false;
    if (!frontier_fits(i, false)) return false;
    if (i == ex_.size()) return true;
    auto& cls = classes_[i];
    cls.clear();
    for (const Card& o : ex_[i]->old_cards) {
      const KindSet e = eff_of(o);
      if (!e) return false;
      auto same = std::find_if(cls.begin(), cls.end(), [&](const auto& c) { return c.first == e; });
      if (same != cls.end()) ++same->second;
      else cls.emplace_back(e, 1);
    }
    // Value ordering: a unit a later exchange retires tries first the classes that may be
    // what that exchange's fresh cards were shown to be (the kinds it must give back).
    auto& order = order_[i];
    order.resize(units_[i].size());
    for (std::size_t u = 0; u < units_[i].size(); ++u) {
      order[u].resize(cls.size());
      for (std::size_t c = 0; c < cls.size(); ++c) order[u][c] = c;
      const int end = units_[i][u].end;
      if (end < 0 || !budget_.lookahead) continue;
      const KindSet want = demand_[static_cast<std::size_t>(end)];
      std::stable_partition(order[u].begin(), order[u].end(), [&](std::size_t c) { return (cls[c].first & want) != 0; });
    }
    return place(i, 0, 0, 0);
  }

  // How many cards of unit u (from its `pos`th on) each class c onwards gives.
  bool place(std::size_t i, std::size_t u, std::size_t c, std::size_t pos) {
    if (u == units_[i].size()) return next_exchange(i + 1);
    const Unit& unit = units_[i][u];
    if (pos == unit.ids.size()) return place(i, u + 1, 0, 0);
    auto& all = classes_[i];
    if (c == all.size()) return false;
    const std::vector<std::size_t>& order = order_[i][u];
    // The unit's cards left need as many old cards in the classes left that they may be.
    std::size_t room = 0;
    for (std::size_t d = c; d < all.size(); ++d)
      if (all[order[d]].first & unit.dom) room += static_cast<std::size_t>(all[order[d]].second);
    if (budget_.lookahead && room < unit.ids.size() - pos) return false;
    auto& cls = all[order[c]];
    const KindSet e = cls.first & unit.dom;
    const std::size_t most = e ? std::min(unit.ids.size() - pos, static_cast<std::size_t>(cls.second)) : 0;
    // What the classes after this one cannot give, this one must.
    const std::size_t after = room - (e ? static_cast<std::size_t>(cls.second) : 0);
    const std::size_t least = budget_.lookahead && unit.ids.size() - pos > after ? unit.ids.size() - pos - after : 0;
    for (std::size_t k = most + 1; k-- > least;) {
      if (!spend()) return false;
      cls.second -= static_cast<int>(k);
      if (unit.end == -1) leaves_.insert(leaves_.end(), k, e);
      else if (unit.end != kVanished)
        for (std::size_t j = pos; j < pos + k; ++j) eff_[slot(unit.ids[j])] = e, placed_[slot(unit.ids[j])] = 1;
      // Forward checking: the flow on the frontier with this much placed.
      const bool ok = (k == 0 || frontier_fits(i, true)) && place(i, u, c + 1, pos + k);
      if (unit.end == -1) leaves_.resize(leaves_.size() - k);
      else if (unit.end != kVanished)
        for (std::size_t j = pos; j < pos + k; ++j) placed_[slot(unit.ids[j])] = 0;
      cls.second += static_cast<int>(k);
      if (ok) return true;
      if (over_) return false;
    }
    return false;
  }

  const std::vector<const Ledger::Exchange*>& ex_;
  const std::vector<int>& copies_;
  Budget budget_;
  std::uint32_t base_ = 0;  // the first identity of the range
  std::vector<int> created_;  // the exchange that made each fresh card (-1: none kept)
  std::vector<KindSet> roots_, leaves_;
  std::vector<std::vector<Unit>> units_;
  std::vector<int> vanished_after_;
  std::vector<char> vanishes_;  // whether an exchange has a fresh card that vanished
  std::vector<int> end_;        // a fresh card's end (Unit::end)
  std::vector<KindSet> own_;    // its own domain there
  std::vector<KindSet> demand_;  // per exchange: the kinds its fresh cards were shown to be
  std::vector<std::vector<std::vector<std::size_t>>> order_;  // per exchange and unit: classes to try
  mutable std::vector<char> pushed_;
  mutable std::vector<std::pair<KindSet, int>> groups_;
  mutable std::vector<KindSet> fresh_;
  mutable std::vector<int> counts_;
  mutable std::vector<KindSet> cards_;
  std::vector<std::vector<std::pair<KindSet, int>>> classes_;
  std::vector<KindSet> eff_;  // the class a fresh card was given (every kind until placed)
  std::vector<char> placed_;  // fresh cards of the exchange being placed, given a class
  int nodes_ = 0;
  bool over_ = false;
};

}  // namespace

namespace {

// The same question with time running backwards: an exchange's fresh cards (each with the
// domain at its end) are the old cards of its reverse, and its old cards the fresh ones; the
// cards no kept exchange made (in play, or old cards of the first exchanges they met) are the
// reverse's cards in play, and the cards in play that an exchange made are where it begins.
// Every constraint is the same (a domain per identity, a permutation per exchange, the copies
// on every cut), so the answer is; but the search meets the cards shown last first, which is
// where the record's latest exchanges are narrow and the earliest (a deck rebuilt from the used
// cards) wide. None when a card left the piles (its end is unknown).
bool reversed(const Pile& live, const std::vector<const Ledger::Exchange*>& ex, Pile& back,
              std::vector<Ledger::Exchange>& back_ex) {
  std::uint32_t next = 1;
  for (const Ledger::Exchange* e : ex) {
    for (std::uint32_t f : e->fresh) next = std::max(next, f + 1);
    for (const Card& o : e->old_cards) next = std::max(next, o.id + 1);
  }
  for (const Card& c : live) next = std::max(next, c.id + 1);
  std::vector<std::pair<std::uint32_t, KindSet>> end;  // a fresh card's domain at its end
  std::vector<std::uint32_t> made;                      // every fresh identity
  for (const Ledger::Exchange* e : ex) {
    made.insert(made.end(), e->fresh.begin(), e->fresh.end());
    for (const Card& o : e->old_cards)
      if (o.id != 0) end.emplace_back(o.id, o.may);
  }
  std::sort(made.begin(), made.end());
  const auto is_made = [&](std::uint32_t id) { return id != 0 && std::binary_search(made.begin(), made.end(), id); };
  back.clear();
  for (const Card& c : live) {
    if (is_made(c.id)) end.emplace_back(c.id, c.may);
    else back.push_back(c);
  }
  std::sort(end.begin(), end.end());
  back_ex.assign(ex.size(), {});
  for (std::size_t j = 0; j < ex.size(); ++j) {
    Ledger::Exchange& r = back_ex[ex.size() - 1 - j];
    for (std::uint32_t f : ex[j]->fresh) {
      const auto it = std::lower_bound(end.begin(), end.end(), std::pair{f, KindSet{0}});
      if (it == end.end() || it->first != f || (it + 1 != end.end() && (it + 1)->first == f)) return false;
      r.old_cards.push_back(Card{it->second});
      r.old_cards.back().id = f;
    }
    for (const Card& o : ex[j]->old_cards) {
      const std::uint32_t id = o.id != 0 && is_made(o.id) ? o.id : next++;
      r.fresh.push_back(id);
      if (!is_made(o.id)) {  // it began there: in play, for the reverse
        back.push_back(Card{o.may});
        back.back().id = id;
      }
    }
  }
  return true;
}

}  // namespace

Answer solve_backwards(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges,
                       const std::vector<int>& copies, Budget budget) {
  Pile back;
  std::vector<Ledger::Exchange> back_ex;
  if (!reversed(live, exchanges, back, back_ex)) return Answer{Fit::undecided, {}};
  std::vector<const Ledger::Exchange*> ptrs;
  for (const Ledger::Exchange& e : back_ex) ptrs.push_back(&e);
  return Search(back, ptrs, copies, budget).run();
}

// With a constraint search and a witness, first the one pass the witness leads (a question
// asked after a move is mostly answered by the last solution), then the constraint search
// with its budget (the searches by exchanges seldom decide what the one pass left: they ran
// on 9 of 3,957 questions of 40 generated games and decided 2, which the constraint search
// decides too); then forwards; past the budget, backwards with a budget of its own, then the
// constraint search with its own where it has not run.
Answer solve(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges, const std::vector<int>& copies,
             Budget budget, Witness* witness) {
  const bool led = budget.exact_nodes > 0 && witness;
  if (led) {
    if (const Answer w = confirm(live, exchanges, copies, *witness); w.fit != Fit::undecided) return w;
    if (const Answer c = solve_exact(live, exchanges, copies, budget.exact_nodes, witness); c.fit != Fit::undecided)
      return c;
  }
  const Answer a = Search(live, exchanges, copies, budget).run();
  if (a.fit != Fit::undecided) return a;
  if (budget.lookahead)
    if (const Answer b = solve_backwards(live, exchanges, copies, budget); b.fit != Fit::undecided) return b;
  if (budget.exact_nodes > 0 && !led)
    if (const Answer c = solve_exact(live, exchanges, copies, budget.exact_nodes, witness); c.fit != Fit::undecided)
      return c;
  return a;
}

}  // namespace referee::unseen_cards
