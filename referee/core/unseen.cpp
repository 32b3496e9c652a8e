#include "referee/core/unseen.hpp"

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
struct Scan {
  std::size_t count = 0, narrowest = 0;
  bool alike = true;
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
      if (c.may != pile[s.narrowest].may) s.alike = false;
      if (std::popcount(c.may) < std::popcount(pile[s.narrowest].may)) s.narrowest = i;
    }
    if (c.id != 0) s.alike = false;
    ++s.count;
  }
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
             std::to_string(budget_.nodes) + " steps)";
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
      // 4. Retiring: Kuhn's augmenting paths, fresh card f to an old card holding its domain.
      const std::size_t n = own.size();
      std::vector<int> owner(n, -1);
      std::vector<bool> seen;
      std::function<bool(std::size_t)> augment = [&](std::size_t f) {
        for (std::size_t j = 0; j < n; ++j) {
          if (seen[j] || (*own[f] & ~e.old_cards[j].may) != 0) continue;
          seen[j] = true;
          if (owner[j] < 0 || augment(static_cast<std::size_t>(owner[j]))) {
            owner[j] = static_cast<int>(f);
            return true;
          }
        }
        return false;
      };
      bool matched = true;
      for (std::size_t f = 0; f < n && matched; ++f) {
        seen.assign(n, false);
        matched = augment(f);
      }
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
  if (scan.alike) {
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
  if (scan.alike) {
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
        if (!scan.alike) {
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
  // Kuhn's augmenting paths: named entry i to a pile card j its kind fits.
  const std::size_t n = pile.size();
  std::vector<int> owner(n, -1);
  auto fits = [&](std::size_t i, std::size_t j) { return named[i] < 0 || (pile[j].may & bit(named[i])) != 0; };
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
// event after event on states whose believers and exchanges did not change, and the search
// is the costly part. A question is its whole input (the cards, compared card by card; the
// exchanges, by the node that heads them, which the memo keeps alive so that no other list
// can take its address), so a memo answers only the very question it was asked.
struct Asked {
  std::shared_ptr<const void> head;
  Pile live;
  std::vector<int> copies;
  const std::vector<std::string>* kind_names = nullptr;
  int nodes = 0;
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

}  // namespace

Answer Ledger::fit(const Pile& live, const std::vector<int>& copies, const std::vector<std::string>* kind_names,
                   Budget budget) const {
  if (!head_) return fit_uncached(live, copies, kind_names, budget);
  AskedMemo& memo = asked_memo;
  for (const Asked& q : memo.slots)
    if (q.head == head_ && q.nodes == budget.nodes && q.kind_names == kind_names && q.copies == copies &&
        same_cards(q.live, live))
      return q.answer;
  Asked& q = memo.slots[memo.next];
  memo.next = (memo.next + 1) % kAskedKept;
  q.answer = fit_uncached(live, copies, kind_names, budget);
  q.head = head_;
  q.live = live;
  q.copies = copies;
  q.kind_names = kind_names;
  q.nodes = budget.nodes;
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
  std::vector<const Exchange*> exchanges;
  for (const Node* n = head_.get(); n; n = n->prev.get()) exchanges.push_back(&n->e);
  std::reverse(exchanges.begin(), exchanges.end());
  return solve(live, exchanges, copies, budget);
}

namespace {

// The search of solve(): exchanges oldest first; for each, which class of old cards (alike
// once their history is taken in) each fresh card is. Fresh cards with the same domain and
// the same end (still in play, or retired by the same later exchange) are interchangeable, so
// they go as one unit and the search only chooses how many each class gives. At each exchange
// the flow runs on the frontier: the cards in play that no exchange made, the fresh cards
// placed so far that are in play, and every card a later exchange retires that the search has
// reached (the later cards in play descend one to one from those).
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
    for (std::size_t i = 0; i < ex.size(); ++i) {
      std::vector<Unit>& us = units_[i];
      for (std::uint32_t f : ex[i]->fresh) {
        const std::size_t x = slot(f);
        Unit u{has_own[x] ? own[x] : kAny, {f}, -1};
        if (!has_own[x]) u.end = kVanished, ++vanished_after_[i];
        else if (!terminal[x]) u.end = retired[x];
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
    return place(i, 0, 0, 0);
  }

  // How many cards of unit u (from its `pos`th on) each class c onwards gives.
  bool place(std::size_t i, std::size_t u, std::size_t c, std::size_t pos) {
    if (u == units_[i].size()) return next_exchange(i + 1);
    const Unit& unit = units_[i][u];
    if (pos == unit.ids.size()) return place(i, u + 1, 0, 0);
    auto& cls = classes_[i];
    if (c == cls.size()) return false;
    const KindSet e = cls[c].first & unit.dom;
    const std::size_t most = e ? std::min(unit.ids.size() - pos, static_cast<std::size_t>(cls[c].second)) : 0;
    for (std::size_t k = most + 1; k-- > 0;) {
      if (!spend()) return false;
      cls[c].second -= static_cast<int>(k);
      if (unit.end == -1) leaves_.insert(leaves_.end(), k, e);
      else if (unit.end != kVanished)
        for (std::size_t j = pos; j < pos + k; ++j) eff_[slot(unit.ids[j])] = e, placed_[slot(unit.ids[j])] = 1;
      // Forward checking: the flow on the frontier with this much placed.
      const bool ok = (k == 0 || frontier_fits(i, true)) && place(i, u, c + 1, pos + k);
      if (unit.end == -1) leaves_.resize(leaves_.size() - k);
      else if (unit.end != kVanished)
        for (std::size_t j = pos; j < pos + k; ++j) placed_[slot(unit.ids[j])] = 0;
      cls[c].second += static_cast<int>(k);
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
  std::vector<std::vector<std::pair<KindSet, int>>> classes_;
  std::vector<KindSet> eff_;  // the class a fresh card was given (every kind until placed)
  std::vector<char> placed_;  // fresh cards of the exchange being placed, given a class
  int nodes_ = 0;
  bool over_ = false;
};

}  // namespace

Answer solve(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges, const std::vector<int>& copies,
             Budget budget) {
  return Search(live, exchanges, copies, budget).run();
}

}  // namespace referee::unseen_cards
