// Hidden cards, one engine for every game (architecture.md, "Hidden information").
//
// A game plays with pools of cards: kinds, with a number of copies of each. A card out of
// the stock is a Card: the set of kinds it may still be (its domain; one kind once seen)
// and, once it has been in a take nobody could follow, an identity in a Ledger. Piles are
// unordered vectors of cards (a hand, a bag, a used pile).
//
// What the record says is consistent exactly when every card can be given a kind its domain
// allows, no kind more often than the game has copies of it, and every take nobody could
// follow is a permutation: "the card taken and the cards left are, in some order, the cards
// that were there" (an exchange, kept in the Ledger). fit() decides it:
//   - the relaxation: a maximum flow from the cards, grouped by domain, to the kinds; it
//     refuses with its minimum cut ("13 card(s) can only be Fool, Elder, and the game has 12");
//   - with exchanges, a bounded search over which old card each new card is, with the flow on
//     what is reached so far at each step (forwards, then backwards), and past its budget a
//     constraint search over each card's kind (solve_exact); beyond their budgets the answer
//     is Fit::undecided. With Budget::witness, the constraint search's last solution is tried
//     first (confirm), which settles most questions a move asks next: as it stands, with kinds
//     proposed for the move's new cards, or mended by chains of kind changes that keep every
//     exchange balanced (unseen_chains.hpp); each checked whole before it is believed.
//     A Ledger keeps its latest kKept exchanges; an older one is forgotten (its cards keep
//     their relaxed domains: sound, no longer exact). retire() lets go, exactly, of what the
//     record can no longer tell by them (cards since seen, or alike), so that few stay open.
// A ledger remembers the first thing it forgot that the record could still have told (a fit
// left undecided, an exchange past the kept count, a take it keeps no exchange for:
// forgot()); a game that reports it (GameState::undecided) ends such a record undecided.
// A take whose candidates are alike (same domain, and no exchange behind them or all made by
// the same one) needs no exchange: any of them can stand for the one that left.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace referee::unseen_cards {

using KindSet = std::uint64_t;  // a bit per kind; pools have at most 64 kinds

constexpr KindSet bit(int kind) { return KindSet{1} << kind; }
constexpr KindSet every(int kinds) { return kinds >= 64 ? ~KindSet{0} : (KindSet{1} << kinds) - 1; }
inline bool is_known(KindSet m) { return m != 0 && (m & (m - 1)) == 0; }
int kind_of(KindSet m);  // the kind of a seen card, -1 for an unseen one
int kinds_in(KindSet m);

struct Card {
  KindSet may = 0;        // the kinds it may be
  std::uint32_t id = 0;   // its identity in a Ledger's exchanges; 0: it was in none
  Card() = default;
  Card(KindSet m) : may(m) {}  // NOLINT(google-explicit-constructor): a fresh card is its domain
  operator KindSet() const { return may; }  // NOLINT: read as a domain
  bool same(const Card& o) const { return may == o.may && id == o.id; }
};
using Pile = std::vector<Card>;

bool may_hold(const Pile& pile, int kind);
int surely(const Pile& pile, int kind);    // cards certainly of `kind`
int possibly(const Pile& pile, int kind);  // cards that may be

enum class Fit : std::uint8_t { yes, no, undecided };
// What a ledger let go of while the record could still tell (the first such thing).
enum class Forgot : std::uint8_t {
  nothing,
  undecided_fit,   // the search met its budget: every exchange was let go
  past_kept,       // an exchange older than the latest kept ones
  untracked_take,  // a take from mixed cards by a ledger that keeps no exchange
};
struct Answer {
  Fit fit = Fit::yes;
  std::string why;  // on no
  explicit operator bool() const { return fit != Fit::no; }  // undecided is not refused
};
struct Budget {
  int nodes = 4096;
  // The search's stronger bounds (how many old cards a class has left, the later exchanges
  // seen from their fresh side, the kinds they must give back tried first, and backwards
  // past the budget) and takes from cards one exchange made needing none of their own. All
  // exact; off, a search decides less within its nodes (Hegemony of Faith's believers, whose
  // recorded undecided fixture it would decide).
  bool lookahead = true;
  // Past both searches (with lookahead), the constraint search (solve_exact) with this many
  // nodes; 0: none.
  int exact_nodes = 0;
  // With the constraint search, a ledger keeps its last solution (a Witness) and asks the
  // one pass it leads (confirm) before the searches: for a pool whose questions the first
  // search seldom settles within its nodes (Hegemony of Faith's action cards, all in play).
  // Off, the searches' order and answers are as they were without it.
  bool witness = false;
};

// The relaxation alone: whether `cards` can be real cards of the pool (copies per kind). On
// failure `why` (if given) names the kinds over-used, by `kind_names` or number.
bool feasible(const std::vector<KindSet>& cards, const std::vector<int>& copies, std::string* why = nullptr,
              const std::vector<std::string>* kind_names = nullptr);

// A solution's kinds, by card identity: what the last question found, tried first by the next
// one. Only an order of search, so any witness (stale, or another ledger's) is sound. An old
// card of an exchange that had no identity is keyed by the exchange's first identity (the high
// half) and its place among the old cards, plus one (the low half).
struct Witness {
  std::unordered_map<std::uint64_t, int> kinds;
};

// The exchanges of one pool, as a persistent list: copying a Ledger (a game state copied per
// procedure rerun) shares it.
class Ledger {
 public:
  // `kept`: how many exchanges to keep (0: none, the relaxation alone); `budget`: the search's
  // bound for fit().
  explicit Ledger(int kept = kKept, Budget budget = {});
  // A card seen to be `kind` leaves `pile`: a card known to be it if there is one, else one
  // that may be. False, and the pile unchanged, if none may. `out` gets the card (known).
  bool take_named(Pile& pile, int kind, Card* out = nullptr);
  // A card nobody saw leaves `pile` (not empty): it may be anything the pile may hold.
  Card take_any(Pile& pile);
  // The whole pile is seen: `named` (kinds, or -1 for a card the record leaves unseen, in any
  // order) must each be a different card of it. False, and the pile unchanged, if they cannot.
  bool show(Pile& pile, const std::vector<int>& named);
  // One move's cards leave `pile`: `kinds` (-1 for a card the record leaves unseen), the named
  // ones first, since the record's order within a move is no order of play and a card nobody
  // saw taken first would widen what a ledger keeping no exchange leaves in the pile, letting a
  // later named card be one the pile never held. Each card taken goes to `place(card)`, before
  // the next take for a single card or a ledger keeping no exchange, else after the last (a
  // ledger keeping exchanges makes one for the whole move, take_batch, and the pile is then
  // unchanged on a refusal); false at the first named card that no card left may be
  // (`*missing`: its kind). `before(pile, kind)` runs before each take.
  template <class Place, class Before>
  bool take_list(Pile& pile, const std::vector<int>& kinds, Place&& place, int* missing, Before&& before) {
    if (kept_ > 0 && kinds.size() > 1) {
      std::vector<Card> taken;
      if (!take_batch(pile, kinds, taken, missing, before)) return false;
      for (const Card& c : taken) place(c);
      return true;
    }
    for (const bool named : {true, false})
      for (const int k : kinds) {
        if ((k >= 0) != named) continue;
        before(static_cast<const Pile&>(pile), k);
        Card c;
        if (k < 0) c = take_any(pile);
        else if (!take_named(pile, k, &c)) {
          if (missing) *missing = k;
          return false;
        }
        place(c);
      }
    return true;
  }
  template <class Place>
  bool take_list(Pile& pile, const std::vector<int>& kinds, Place&& place, int* missing = nullptr) {
    return take_list(pile, kinds, place, missing, [](const Pile&, int) {});
  }

  // The cards of `deck` are shuffled (a deck rebuilt from used cards): nobody can tell which
  // is which from now on. One exchange says it (the deck's cards are the cards it was made
  // of, in some order), each card then any kind the deck may hold; later takes from it are
  // from cards alike (that one exchange made them, with one domain) and need no exchange of
  // their own, so that the draws of a deck cycle stay one exchange however many they are.
  // A ledger that keeps no exchange leaves the deck as it is (its takes widen it).
  void shuffle(Pile& deck);

  // The exchanges kept: older ones are forgotten (their cards keep the relaxation's
  // domains), so a question costs a bounded search.
  static constexpr int kKept = 8;
  bool empty() const { return !head_; }
  // Whether taking a card of `kind` (-1: one nobody saw) from `pile` would forget something: a
  // ledger that keeps no exchange, and candidates that are not alike.
  bool forgets(const Pile& pile, int kind) const;
  int size() const { return size_; }
  int kept() const { return kept_; }
  Budget budget() const { return budget_; }
  // Forgets every exchange (their cards keep the relaxation's domains): after a fit the
  // search could not decide, so that no later question inherits an impossible state. The
  // record is undecided from then on (forgot()).
  // Every card identity given so far is forgotten from then on: a take replayed from an
  // earlier state (a game rerunning a procedure) gives the same identities, and its exchange
  // is forgotten again (forget_below).
  void forget() {
    note(Forgot::undecided_fit);
    forget_below(next_id_);
  }
  // Forgets the exchanges made before identity `id` (those a later copy of this ledger forgot:
  // forgotten_below()), now and when a replay makes them again.
  void forget_below(std::uint32_t id);
  std::uint32_t forgotten_below() const { return forgotten_below_; }
  // What `later` (a copy of this ledger, further on) forgot, forgotten here too: a procedure
  // rerun from this state forgets the same, and stays undecided.
  void forget_as(const Ledger& later);

  // Lets go of what the record can no longer tell by the exchanges, so that a long game's open
  // exchanges stay few; exact (unseen.cpp, "Retiring"). `piles`: every pile of the pool out of
  // the stock, at rest (no card of the pool held outside them); a card's domain in them may
  // narrow to what an exchange says of it. Only for a pool whose cards never go back to the
  // stock. Returns how many exchanges it let go.
  int retire(const std::vector<Pile*>& piles);
  // Whether `id` is a card identity some kept exchange still refers to: a card whose identity
  // none does is its domain alone (unlink()).
  bool refers_to(std::uint32_t id) const;
  // Clears the identity of each card of `pile` that no kept exchange refers to: such a card is
  // its domain alone, and a take from cards alike in it needs no exchange.
  void unlink(Pile& pile) const;
  // retire(piles), then unlink() on each pile: what a game does at rest. Skipped where the
  // exchanges and the cards with an identity in `piles` (wherever they lie) are what one of the
  // latest tidy calls on this thread left: both steps read nothing else, and they left a fixed
  // point.
  void tidy(const std::vector<Pile*>& piles);

  // The first thing this ledger forgot that the record could still have told, and why, for a
  // report: `cards` names the deck ("believer cards"). Empty while nothing was.
  Forgot forgot() const { return forgot_; }
  std::string forgot_why(const std::string& cards) const;

  // Whether `live` (every card of the pool out of the stock) can be real cards: the flow, then
  // the exchanges. On no, `why` says which.
  Answer fit(const Pile& live, const std::vector<int>& copies, const std::vector<std::string>* kind_names = nullptr,
             Budget budget = {}) const;

  // fit() without its memo of the latest questions.
  Answer fit_uncached(const Pile& live, const std::vector<int>& copies,
                      const std::vector<std::string>* kind_names = nullptr, Budget budget = {}) const;

  struct Exchange {
    std::vector<Card> old_cards;       // as they were when they left (ids set)
    std::vector<std::uint32_t> fresh;  // the cards that replaced them, in some order
    std::uint32_t first = 0;           // the first identity it gave (the order of takes)
  };
  // The exchanges kept, oldest first (valid while this ledger is unchanged).
  std::vector<const Exchange*> exchanges() const;

 private:
  struct Node {
    Exchange e;
    std::shared_ptr<const Node> prev;
  };
  void push(std::shared_ptr<Node> node);
  // Whether the candidates in `pile` (cards that may be of a kind in `fits`, of one domain)
  // were all made by one kept exchange: then they are interchangeable (nothing but that
  // exchange refers to a card in a pile), and a take from them needs no exchange.
  bool made_together(const Pile& pile, KindSet fits) const;
  // take_list's cards in one exchange: `taken` gets them, named first; the pile is unchanged
  // if a named card cannot be taken.
  bool take_batch(Pile& pile, const std::vector<int>& kinds, std::vector<Card>& taken, int* missing,
                  const std::function<void(const Pile&, int)>& before);
  // The exchange of a take: `pile[gone]` leaves as `taken`, the candidates `cands` (gone among
  // them) are the old cards, and the ones left are fresh, widened by `stand_in`: what left
  // (named) or whatever it may be (unseen).
  void exchange_take(Pile& pile, std::size_t gone, const std::vector<std::size_t>& cands, Card& taken, KindSet stand_in);
  void note(Forgot what) {
    if (forgot_ == Forgot::nothing) forgot_ = what;
  }
  std::shared_ptr<const Node> head_;
  std::uint32_t next_id_ = 1;
  std::uint32_t forgotten_below_ = 0;  // exchanges made before this identity are forgotten
  int size_ = 0;
  int kept_ = kKept;
  Budget budget_;
  Forgot forgot_ = Forgot::nothing;
  // The last solution the constraint search found, shared by this ledger's copies (a game's
  // states further on, or a move tried): the next question starts from it. An order of search
  // only; one game's own (never another's), so that a record's verdict does not depend on what
  // was judged before it.
  std::shared_ptr<Witness> witness_;
};

// The search behind Ledger::fit, for tests: exchanges oldest first. Past its budget it asks
// again backwards (the latest exchanges first), with a budget of its own. With a witness (and
// a constraint search), first confirm(), then the constraint search before the others, and a
// yes of the constraint search leaves its kinds in it.
Answer solve(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges, const std::vector<int>& copies,
             Budget budget, Witness* witness = nullptr);
// The backwards search alone (undecided where a card left the piles), for tests: the same
// answer as solve() wherever both decide.
Answer solve_backwards(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges,
                       const std::vector<int>& copies, Budget budget);

// The same question as a constraint problem (unseen_exact.cpp): a kind per card identity,
// searched with propagation, at most `nodes` nodes (then undecided). Exact like the others;
// it decides where they run out, an exchange's many fresh cards being many choices to them.
// With a witness, each card tries the kind it gives first, and a yes leaves its kinds there.
// A card in no exchange (free) has no node of its own: one flow settles the free cards last.
Answer solve_exact(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges,
                   const std::vector<int>& copies, int nodes, Witness* witness = nullptr);
// The constraint search led by the witness: most questions a game asks next differ from the
// last by a take or a card shown, so the last solution, with kinds proposed for the move's new
// cards (each exchange gives back the kinds it took: a matching), is checked whole first,
// without building the search (a yes: every exchange balanced, the cards in play and the free
// ones fitting the copies). Else the witness is mended around the cards it names no kind for
// (the move's own): the other cards held to their kinds, a search with going back on those
// within one exchange of them, then two, then three; a yes there is exact. Last, the search in
// one pass (a node per card); undecided past that (a no needs the whole search).
Answer confirm(const Pile& live, const std::vector<const Ledger::Exchange*>& exchanges, const std::vector<int>& copies,
               Witness& witness);

}  // namespace referee::unseen_cards
