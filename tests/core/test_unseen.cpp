// Hidden cards (referee/core/unseen.hpp): the flow that decides whether cards known in part
// can be real cards, its minimum cut as a message, and takes nobody could follow kept as
// exchanges, so that what is shown later on either side constrains the other.
#include <catch2/catch.hpp>

#include "referee/core/unseen.hpp"

namespace test_unseen {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::unseen_cards;

constexpr int kFool = 0, kElder = 3;
const KindSet kAll = every(5);
const KindSet kNotFool = every(5) & ~bit(kFool);
const std::vector<int> kTwelve(5, 12);

Pile all_of(const std::vector<const Pile*>& piles) {
  Pile out;
  for (const Pile* p : piles) out.insert(out.end(), p->begin(), p->end());
  return out;
}

TEST_CASE("unseen: the flow counts cards against the copies of the kinds they may be", "[core][unseen]") {
  // Two Fools and two cards that are Fool or Elder: four cards on three copies.
  std::vector<KindSet> cards{bit(0), bit(0), bit(0) | bit(1), bit(0) | bit(1)};
  CHECK(feasible(cards, {2, 2}));
  CHECK_FALSE(feasible(cards, {2, 1}));
  // Unknown cards only need room.
  CHECK(feasible({every(2), every(2), every(2)}, {2, 1}));
  CHECK_FALSE(feasible({every(2), every(2), every(2), every(2)}, {2, 1}));
  CHECK_FALSE(feasible({0}, {1}));
}

TEST_CASE("unseen: a failing flow names the kinds over-used by its minimum cut", "[core][unseen]") {
  const std::vector<std::string> names{"Fool", "Prayer", "Elder"};
  std::vector<KindSet> cards(13, bit(0) | bit(2));
  cards.push_back(every(3));
  std::string why;
  CHECK_FALSE(feasible(cards, {6, 6, 6}, &why, &names));
  CHECK(why == "13 card(s) can only be Fool, Elder, and the game has 12");
  std::string none;
  CHECK_FALSE(feasible({0, bit(1)}, {1, 1}, &none, &names));
  CHECK(none == "1 card(s) can be of no kind at all");
}

TEST_CASE("unseen: a take from alike cards needs no exchange", "[core][unseen]") {
  Ledger links;
  Pile hand{kAll, kAll, kAll};
  Card c;
  REQUIRE(links.take_named(hand, kElder, &c));
  CHECK(c.may == bit(kElder));
  CHECK(hand.size() == 2);
  const Card any = links.take_any(hand);
  CHECK(any.may == kAll);
  CHECK(links.empty());
  // A card known to be the kind goes first.
  Pile mixed{kAll, bit(kElder)};
  REQUIRE(links.take_named(mixed, kElder));
  CHECK(mixed.size() == 1);
  CHECK(mixed[0].may == kAll);
  CHECK(links.empty());
  CHECK_FALSE(links.take_named(mixed = Pile{kNotFool}, kFool));
}

// Bob's three believers survived a Witch Hunt on Fools (none is a Fool); he drew two more
// unseen; a take nobody could follow moves one of his five to Ann, who holds two Elders.
struct TakeFromMixedHand {
  Ledger links;
  Pile bob{kNotFool, kNotFool, kNotFool, kAll, kAll};
  Pile ann{bit(kElder), bit(kElder)};
  Pile shown;  // where shown cards go (a graveyard)
  TakeFromMixedHand() { ann.push_back(links.take_any(bob)); }
  bool show(Pile& from, int kind) {
    Card c;
    if (!links.take_named(from, kind, &c)) return false;
    shown.push_back(c);
    return true;
  }
  Answer fit(Budget b = {}) const { return links.fit(all_of({&bob, &ann, &shown}), kTwelve, nullptr, b); }
  int retire() { return links.retire({&bob, &ann, &shown}); }
};

TEST_CASE("unseen: a take from a mixed hand is an exchange, not a widening", "[core][unseen]") {
  TakeFromMixedHand g;
  CHECK(g.links.size() == 1);
  CHECK(g.ann.back().may == kAll);  // the relaxation: the taken card may be anything Bob held
  CHECK(g.fit().fit == Fit::yes);

  SECTION("two Fools shown by Bob: the taken card was no Fool") {
    REQUIRE(g.show(g.bob, kFool));
    REQUIRE(g.show(g.bob, kFool));
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.ann, kFool));  // the relaxation lets it through...
    const Answer a = g.fit();
    CHECK(a.fit == Fit::no);  // ...the exchange does not
    CHECK_FALSE(a.why.empty());
    // Masks alone would accept: the cards as the relaxation sees them fit the copies.
    std::vector<KindSet> masks;
    for (const Card& c : all_of({&g.bob, &g.ann, &g.shown})) masks.push_back(c.may);
    CHECK(feasible(masks, kTwelve));
  }
  SECTION("the mirror order: the taken card a Fool, then Bob has one Fool left at most") {
    REQUIRE(g.show(g.ann, kFool));
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.bob, kFool));
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.bob, kFool));
    CHECK(g.fit().fit == Fit::no);
  }
  SECTION("legal controls") {
    REQUIRE(g.show(g.bob, kFool));
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.ann, kFool));  // one Fool each: the taken card was the other new one
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.bob, kElder));
    CHECK(g.fit().fit == Fit::yes);
  }
}

TEST_CASE("unseen: without the take the same showing is refused at once", "[core][unseen]") {
  Ledger links;
  Pile bob{kNotFool, kNotFool, kNotFool, kAll, kAll};
  REQUIRE(links.take_named(bob, kFool));
  REQUIRE(links.take_named(bob, kFool));
  CHECK_FALSE(links.take_named(bob, kFool));
}

TEST_CASE("unseen: a whole hand shown is an exchange once its cards are tied", "[core][unseen]") {
  TakeFromMixedHand g;
  // Bob's four cards seen: two Fools among them, so both new cards stayed with him.
  REQUIRE(g.links.show(g.bob, {kFool, kFool, kElder, kElder}));
  CHECK(g.fit().fit == Fit::yes);
  REQUIRE(g.show(g.ann, kFool));
  CHECK(g.fit().fit == Fit::no);
  // What cannot match is refused at once, and the pile stays as it was.
  Ledger links;
  Pile hand{kNotFool, kAll};
  CHECK_FALSE(links.show(hand, {kFool, kFool}));
  CHECK(hand[0].may == kNotFool);
}

TEST_CASE("unseen: past its budget the search answers undecided, which is accepted", "[core][unseen]") {
  TakeFromMixedHand g;
  REQUIRE(g.show(g.bob, kFool));
  REQUIRE(g.show(g.bob, kFool));
  REQUIRE(g.show(g.ann, kFool));
  const Answer tight = g.fit(Budget{0});  // (the flows at its first step already refuse it)
  CHECK(tight.fit == Fit::undecided);
  CHECK(static_cast<bool>(tight));
  CHECK(g.fit(Budget{4096}).fit == Fit::no);
}

TEST_CASE("unseen: the flow still refuses over-used kinds with exchanges on record", "[core][unseen]") {
  TakeFromMixedHand g;
  Pile fools(12, bit(kFool));
  const Answer a = g.links.fit(all_of({&g.bob, &g.ann, &fools}), kTwelve, nullptr);
  CHECK(a.fit == Fit::yes);  // the two new cards need not be Fools
  Pile thirteen(13, bit(kFool));
  CHECK(g.links.fit(all_of({&g.bob, &thirteen}), kTwelve, nullptr).fit == Fit::no);
}

TEST_CASE("unseen: a ledger remembers the first thing it forgot that the record could still tell", "[core][unseen]") {
  SECTION("alike takes and kept exchanges forget nothing") {
    TakeFromMixedHand g;
    CHECK(g.links.forgot() == Forgot::nothing);
    CHECK(g.links.forgot_why("believer cards").empty());
  }
  SECTION("an exchange past the kept count") {
    Ledger links(1);
    Pile hand{kNotFool, kAll, kAll};
    links.take_any(hand);
    CHECK(links.forgot() == Forgot::nothing);
    hand.push_back(Card{kNotFool});  // not alike the two the take made
    links.take_any(hand);  // the first exchange is let go
    CHECK(links.size() == 1);
    CHECK(links.forgot() == Forgot::past_kept);
    CHECK(links.forgot_why("believer cards") ==
          "more takes nobody could follow are open among the believer cards than the 1 the referee keeps");
  }
  SECTION("a take from mixed cards by a ledger that keeps none") {
    Ledger links(0);
    Pile alike{kAll, kAll};
    links.take_any(alike);
    CHECK(links.forgot() == Forgot::nothing);
    Pile hand{kNotFool, kAll};
    REQUIRE(links.take_named(hand, kElder));
    CHECK(links.forgot() == Forgot::untracked_take);
    CHECK_THAT(links.forgot_why("action cards"), Catch::Contains("a pile of mixed action cards"));
  }
  SECTION("a fit the search left undecided, carried to the state a procedure reruns from") {
    TakeFromMixedHand g;
    const Ledger before = g.links;
    g.links.forget();
    CHECK(g.links.empty());
    CHECK(g.links.forgot() == Forgot::undecided_fit);
    CHECK_THAT(g.links.forgot_why("believer cards"), Catch::Contains("past the search's bound (4096 steps)"));
    Ledger rerun = before;
    rerun.forget_as(g.links);
    CHECK(rerun.empty());
    CHECK(rerun.forgot() == Forgot::undecided_fit);
  }
  SECTION("the first reason stays") {
    Ledger links(0);
    Pile hand{kNotFool, kAll};
    links.take_any(hand);
    links.forget();
    CHECK(links.forgot() == Forgot::untracked_take);
  }
}

TEST_CASE("unseen: a move's cards leave named first, then the unseen ones", "[core][unseen]") {
  // One Fool and two Elders. Taken unseen first, a ledger that keeps no exchange would widen
  // the Elders to "Fool or Elder" and let two Fools be named after it.
  Ledger links(0);
  Pile hand{bit(kFool), bit(kElder), bit(kElder)};
  Pile taken;
  const auto to_taken = [&](const Card& c) { taken.push_back(c); };
  int missing = -1;
  CHECK_FALSE(links.take_list(hand, {-1, kFool, kFool}, to_taken, &missing));
  CHECK(missing == kFool);
  REQUIRE(taken.size() == 1);
  CHECK(taken[0].may == bit(kFool));

  Pile again{bit(kFool), bit(kElder), bit(kElder)};
  taken.clear();
  std::vector<int> before;
  CHECK(links.take_list(again, {-1, kElder}, to_taken, &missing, [&](const Pile&, int k) { before.push_back(k); }));
  CHECK(before == std::vector<int>{kElder, -1});
  REQUIRE(taken.size() == 2);
  CHECK(taken[0].may == bit(kElder));
  CHECK(again.size() == 1);
}

TEST_CASE("unseen: a move's takes from mixed cards make one exchange, exact", "[core][unseen]") {
  // One Fool and two Elders; a deal takes two of them unseen. The two taken and the one left
  // are the three cards: two Fools among them are refused, one Fool and two Elders are not.
  for (const bool two_fools : {true, false}) {
    Ledger links;
    Pile hand{bit(kFool), bit(kElder), bit(kElder)};
    Pile taken;
    REQUIRE(links.take_list(hand, {-1, -1}, [&](const Card& c) { taken.push_back(c); }));
    CHECK(links.size() == 1);  // not one a card
    REQUIRE(hand.size() == 1);
    REQUIRE(taken.size() == 2);
    taken[0].may = bit(kFool);  // shown later, each card keeping its identity
    taken[1].may = bit(two_fools ? kFool : kElder);
    const Answer a = links.fit(all_of({&hand, &taken}), kTwelve);
    CHECK(a.fit == (two_fools ? Fit::no : Fit::yes));
  }
}

// Ledger::retire lets go only of what the record can no longer tell: each case below is
// refused after the retiring (done at rest after every step, as a game does), and would be
// accepted had an exchange been let go that still says something.
TEST_CASE("unseen: retiring keeps an exchange whose cards are still open", "[core][unseen]") {
  TakeFromMixedHand g;
  CHECK(g.retire() == 0);
  CHECK(g.links.size() == 1);
  SECTION("two Fools shown by Bob, then one by Ann") {
    REQUIRE(g.show(g.bob, kFool));
    g.retire();
    REQUIRE(g.show(g.bob, kFool));
    g.retire();
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.ann, kFool));
    g.retire();
    CHECK(g.fit().fit == Fit::no);
  }
  SECTION("the mirror order") {
    REQUIRE(g.show(g.ann, kFool));
    g.retire();
    REQUIRE(g.show(g.bob, kFool));
    g.retire();
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.bob, kFool));
    g.retire();
    CHECK(g.fit().fit == Fit::no);
  }
}

TEST_CASE("unseen: a card shown of a kind the take's cards were known as cancels, and the rest follows", "[core][unseen]") {
  // Bob holds a Fool and an Elder, both seen; one leaves him unseen for Ann.
  Ledger links;
  Pile bob{bit(kFool), bit(kElder)}, ann, shown;
  ann.push_back(links.take_any(bob));
  REQUIRE(links.size() == 1);
  CHECK(links.retire({&bob, &ann, &shown}) == 0);
  // Bob shows his card: a Fool. Ann's is the Elder, and nothing is left open.
  Card c;
  REQUIRE(links.take_named(bob, kFool, &c));  // the only card left: no exchange of its own
  CHECK(links.size() == 1);
  shown.push_back(c);
  CHECK(links.retire({&bob, &ann, &shown}) == 1);
  CHECK(links.empty());
  REQUIRE(ann.size() == 1);
  CHECK(ann[0].may == bit(kElder));  // narrowed: what the exchange said of it stays
  Pile again = ann;
  CHECK_FALSE(links.take_named(again, kFool));
  // Without the narrowing the exchange's last word would be lost: Ann's Fool would pass.
  links.unlink(ann);
  CHECK(ann[0].id == 0);
}

TEST_CASE("unseen: tidying retires and unlinks, and again after any card with an identity changes", "[core][unseen]") {
  // As above: Bob's Fool and Elder, one to Ann unseen. Tidied once while open (the thread's
  // memo keeps that state), then Bob shows his Fool: the state differs by one card, so the
  // tidy runs again and lets the exchange go, narrowing Ann's card and unlinking it.
  Ledger links;
  Pile bob{bit(kFool), bit(kElder)}, ann, shown;
  ann.push_back(links.take_any(bob));
  const std::vector<Pile*> piles{&bob, &ann, &shown};
  links.tidy(piles);
  REQUIRE(links.size() == 1);
  links.tidy(piles);  // the same state: nothing to do
  CHECK(links.size() == 1);
  CHECK(ann[0].id != 0);
  Card c;
  REQUIRE(links.take_named(bob, kFool, &c));
  shown.push_back(c);
  links.tidy(piles);
  CHECK(links.empty());
  CHECK(ann[0].may == bit(kElder));
  CHECK(ann[0].id == 0);
}

TEST_CASE("unseen: a remembered answer is for the same exchanges and the same cards, in any order for a yes",
          "[core][unseen]") {
  // Two ledgers, each a take from Bob's five cards to Ann; their exchanges differ only in what
  // Bob's cards were known to be: three not Fools (at most two Fools among the five) or one.
  // Asked of the same cards (three Fools among them), one refuses and the other accepts,
  // whichever is asked first and in whatever order the cards come.
  Ledger narrow_links, wide_links;
  Pile narrow_bob{kNotFool, kNotFool, kNotFool, kAll, kAll}, wide_bob{kNotFool, kAll, kAll, kAll, kAll};
  const Card to_ann = narrow_links.take_any(narrow_bob);
  const Card wide_to_ann = wide_links.take_any(wide_bob);
  REQUIRE(narrow_links.size() == 1);
  REQUIRE(wide_links.size() == 1);
  REQUIRE(to_ann.id == wide_to_ann.id);
  Pile live = narrow_bob;
  live.push_back(to_ann);
  REQUIRE(live.size() == 5);
  for (std::size_t i = 0; i < live.size(); ++i) {
    REQUIRE((i + 1 == live.size() || live[i].id == wide_bob[i].id));
    live[i].may = i < 3 ? bit(kFool) : kAll;
  }
  Pile reversed(live.rbegin(), live.rend());
  for (int round = 0; round < 2; ++round) {
    CHECK(narrow_links.fit(live, kTwelve).fit == Fit::no);
    CHECK(wide_links.fit(live, kTwelve).fit == Fit::yes);
    CHECK(narrow_links.fit(reversed, kTwelve).fit == Fit::no);
    CHECK(wide_links.fit(reversed, kTwelve).fit == Fit::yes);
    CHECK(narrow_links.fit_uncached(reversed, kTwelve).fit == Fit::no);
  }
  SECTION("the other ledger asked first") {
    Pile turned = live;
    std::swap(turned.front(), turned.back());
    CHECK(wide_links.fit(turned, kTwelve).fit == Fit::yes);
    CHECK(narrow_links.fit(turned, kTwelve).fit == Fit::no);
  }
  SECTION("an identity shown twice: which reading is the exchange's card is in the order") {
    // A second card with the identity of a card the take made, a Fool: read first it is the
    // exchange's card (three Fools among the five), read second a card of its own.
    Pile twice = live;
    twice[2].may = kAll;  // two Fools among the five
    Card again = twice[2];
    again.may = bit(kFool);
    Pile own_last = twice, own_first = twice;
    own_last.push_back(again);
    own_first.insert(own_first.begin(), again);
    const Fit last = narrow_links.fit_uncached(own_last, kTwelve).fit, first = narrow_links.fit_uncached(own_first, kTwelve).fit;
    REQUIRE(last != first);
    const Pile& yes = last == Fit::yes ? own_last : own_first;
    const Pile& no = last == Fit::yes ? own_first : own_last;
    CHECK(narrow_links.fit(yes, kTwelve).fit == Fit::yes);
    CHECK(narrow_links.fit(no, kTwelve).fit == Fit::no);  // not the yes of the same cards
  }
}

TEST_CASE("unseen: a card shown of a kind no old card was known as keeps the exchange", "[core][unseen]") {
  // Bob holds a seen Elder and a card that may be anything; one leaves him unseen for Ann.
  Ledger links;
  Pile bob{bit(kElder), kAll}, ann, shown;
  ann.push_back(links.take_any(bob));
  Card c;
  REQUIRE(links.take_named(bob, kFool, &c));  // Bob's was the open card: Ann's is the Elder
  shown.push_back(c);
  links.retire({&bob, &ann, &shown});
  CHECK(links.size() == 1);
  CHECK(links.fit(all_of({&bob, &ann, &shown}), kTwelve).fit == Fit::yes);
  Card d;
  REQUIRE(links.take_named(ann, kFool, &d));  // the mask allows it...
  shown.push_back(d);
  links.retire({&bob, &ann, &shown});
  CHECK(links.fit(all_of({&bob, &ann, &shown}), kTwelve).fit == Fit::no);  // ...the exchange does not
}

TEST_CASE("unseen: an exchange whose cards are all seen, or alike, is let go", "[core][unseen]") {
  SECTION("all seen") {
    Ledger links;
    Pile bob{bit(kFool), bit(kElder), kAll}, ann, shown;
    ann.push_back(links.take_any(bob));
    REQUIRE(links.show(bob, {kElder, kFool}));
    Card c;
    REQUIRE(links.take_named(ann, kElder, &c));
    shown.push_back(c);
    CHECK(links.fit(all_of({&bob, &ann, &shown}), kTwelve).fit == Fit::yes);
    links.retire({&bob, &ann, &shown});
    CHECK(links.empty());
    CHECK(links.fit(all_of({&bob, &ann, &shown}), kTwelve).fit == Fit::yes);
  }
  SECTION("a showing of cards that carry no other exchange") {
    Ledger links;
    Pile bob{kNotFool, kNotFool}, shown;
    bob[0].id = 7;  // tied by an exchange the ledger no longer keeps
    REQUIRE(links.show(bob, {kElder, -1}));
    REQUIRE(links.size() == 1);
    CHECK(links.retire({&bob, &shown}) == 1);
    CHECK(links.empty());
    CHECK((bob[0].may | bob[1].may) == kNotFool);  // the card left unseen stays what it was
    CHECK((bob[0].may == bit(kElder) || bob[1].may == bit(kElder)));
  }
}

// A deck rebuilt from used cards (Hegemony of Faith's action deck, README "Hidden
// information"): Bob holds a seen A and a seen B, Cid a card that is A or C, and the game has
// one A. One of Bob's two leaves him unseen for the used pile, which (with a seen C) becomes the
// deck. Cid's card shown an A means the game's only A was one of Bob's two as well: refused.
// Made "any", the deck's cards would accept it (Bob's card left a B, the deck what is left).
struct RebuiltDeck {
  static constexpr int kA = 0, kB = 1, kC = 2;
  const std::vector<int> copies{1, 3, 3};
  Ledger links;
  Pile bob{bit(kA), bit(kB)}, cid{bit(kA) | bit(kC)}, deck, dan, shown;
  RebuiltDeck() {
    deck.push_back(links.take_any(bob));
    deck.push_back(Card{bit(kC)});
    links.shuffle(deck);
  }
  bool show(Pile& from, int kind) {
    Card c;
    if (!links.take_named(from, kind, &c)) return false;
    shown.push_back(c);
    return true;
  }
  Answer fit() const { return links.fit(all_of({&bob, &cid, &deck, &dan, &shown}), copies); }
};

TEST_CASE("unseen: a deck rebuilt from a card an exchange still refers to keeps that exchange", "[core][unseen]") {
  RebuiltDeck g;
  CHECK(g.links.size() == 2);  // Bob's take, and the shuffle
  CHECK(g.deck[0].may == (bit(RebuiltDeck::kA) | bit(RebuiltDeck::kB) | bit(RebuiltDeck::kC)));
  CHECK(g.fit().fit == Fit::yes);
  SECTION("Cid's card an A: the game's only A was one of Bob's two") {
    REQUIRE(g.show(g.cid, RebuiltDeck::kA));  // the mask allows it...
    CHECK(g.fit().fit == Fit::no);            // ...the exchanges do not
    CHECK(g.links.retire({&g.bob, &g.cid, &g.deck, &g.dan, &g.shown}) >= 0);
    CHECK(g.fit().fit == Fit::no);
  }
  SECTION("the legal control: Cid's card a C") {
    REQUIRE(g.show(g.cid, RebuiltDeck::kC));
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.bob, RebuiltDeck::kB));  // then the A went to the deck
    CHECK(g.fit().fit == Fit::yes);
    REQUIRE(g.show(g.deck, RebuiltDeck::kA));
    CHECK(g.fit().fit == Fit::yes);
  }
}

TEST_CASE("unseen: draws from a shuffled deck are one exchange, exact", "[core][unseen]") {
  // The used pile: one A and two Bs, seen, with a card that may be anything tied to an
  // exchange; the deck rebuilt from them is four cards nobody can tell apart.
  Ledger links;
  Pile hand{bit(0), every(3)}, deck{bit(0), bit(1), bit(1)}, drawn;
  deck.push_back(links.take_any(hand));
  links.shuffle(deck);
  const int before = links.size();
  for (int i = 0; i < 3; ++i) drawn.push_back(links.take_any(deck));
  CHECK(links.size() == before);  // no exchange a draw
  const std::vector<int> copies{3, 3, 3};  // the flow alone accepts every case below
  const auto fit = [&] { return links.fit(all_of({&hand, &deck, &drawn}), copies).fit; };
  CHECK(fit() == Fit::yes);
  drawn[0].may = bit(0);  // shown later, each card keeping its identity
  drawn[1].may = bit(0);
  CHECK(fit() == Fit::yes);  // the card Bob let go was the hand's A, or an A itself
  drawn[2].may = bit(0);
  CHECK(fit() == Fit::no);  // three As drawn from a deck of at most two
  drawn[2].may = bit(2);
  hand[0].may = bit(1);  // the card Bob kept is a B: the one he let go was the A
  CHECK(fit() == Fit::no);  // a C drawn from a deck of As and Bs
  drawn[2].may = bit(1);
  CHECK(fit() == Fit::yes);
}

// A random record of real cards: four kinds, three hands and a used pile, cards dealt seen or
// unseen, then ten moves of a real card taken unseen, named, or into a pile then shuffled.
// The ledger's every answer on the real cards is yes.
struct RandomRecord {
  std::vector<int> copies{2, 3, 2, 3};
  std::vector<std::vector<int>> real = std::vector<std::vector<int>>(4);
  std::vector<Pile> piles = std::vector<Pile>(4);
  Ledger links;

  template <class Next>
  RandomRecord(Next& next, Budget budget) : links(16, budget) {
    for (int k = 0; k < 4; ++k)
      for (int c = 0; c < copies[static_cast<std::size_t>(k)]; ++c) {
        const std::size_t p = next(3);
        real[p].push_back(k);
        piles[p].push_back(Card{next(2) ? bit(k) : every(4)});  // seen, or dealt unseen
      }
    for (int step = 0; step < 10; ++step) {
      const std::size_t from = next(4), to = next(4);
      if (real[from].empty() || from == to) continue;
      const std::size_t r = next(real[from].size());
      const int kind = real[from][r];
      real[from].erase(real[from].begin() + static_cast<std::ptrdiff_t>(r));
      real[to].push_back(kind);
      switch (next(3)) {
        case 0: piles[to].push_back(links.take_any(piles[from])); break;
        case 1: {
          Card c;
          REQUIRE(links.take_named(piles[from], kind, &c));
          piles[to].push_back(c);
          break;
        }
        default:
          piles[to].push_back(links.take_any(piles[from]));
          links.shuffle(piles[to]);
      }
      REQUIRE(links.fit(all(), copies).fit == Fit::yes);
    }
  }
  Pile all() const {
    Pile out;
    for (const Pile& p : piles) out.insert(out.end(), p.begin(), p.end());
    return out;
  }
  // A card of `kind` named from pile p, which may not be there: the cards in play after it
  // and the ledger that took it; false if no card of p may be it or the flow refuses.
  bool what_if(std::size_t p, int kind, Ledger& after, Pile& live) const {
    after = links;
    Pile pile = piles[p];
    if (!after.take_named(pile, kind)) return false;
    live = pile;
    for (std::size_t q = 0; q < 4; ++q)
      if (q != p) live.insert(live.end(), piles[q].begin(), piles[q].end());
    live.push_back(Card{bit(kind)});
    return feasible(std::vector<KindSet>(live.begin(), live.end()), copies);
  }
};

std::uint64_t lcg_seed = 0;
std::size_t lcg(std::uint64_t n) {
  lcg_seed = lcg_seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return static_cast<std::size_t>((lcg_seed >> 33) % n);
}

// Random records of real cards (each card's kind known to the test, not to the ledger): what
// really happened is never refused, and the search forwards and backwards agree on what
// could have happened instead (a card named that may not be there).
TEST_CASE("unseen: random records of real cards fit, and both searches agree", "[core][unseen]") {
  lcg_seed = 12345;
  int decided_both = 0, exact_yes = 0, exact_no = 0;
  for (int round = 0; round < 300; ++round) {
    const RandomRecord record(lcg, Budget{1 << 20});
    const std::vector<int>& copies = record.copies;
    // A card named that may not be there: both searches, when both decide, say the same.
    for (std::size_t p = 0; p < 4; ++p)
      for (int k = 0; k < 4; ++k) {
        Ledger what_if;
        Pile live;
        if (!record.what_if(p, k, what_if, live)) continue;
        const Answer fwd = solve(live, what_if.exchanges(), copies, Budget{1 << 20});
        const Answer back = solve_backwards(live, what_if.exchanges(), copies, Budget{1 << 20});
        const Answer exact = solve_exact(live, what_if.exchanges(), copies, 1 << 20);
        // The constraint search decides every one of these small questions, and agrees.
        REQUIRE(exact.fit != Fit::undecided);
        if (fwd.fit != Fit::undecided) CHECK(exact.fit == fwd.fit);
        if (back.fit != Fit::undecided) CHECK(exact.fit == back.fit);
        exact.fit == Fit::yes ? ++exact_yes : ++exact_no;
        if (fwd.fit == Fit::undecided || back.fit == Fit::undecided) continue;
        ++decided_both;
        CHECK(fwd.fit == back.fit);
      }
  }
  CHECK(decided_both > 100);
  CHECK(exact_yes > 50);  // both answers met often enough to pin the agreement
  CHECK(exact_no > 50);
}

// A witness orders the search and nothing else: the one pass it leads (confirm) answers as
// the constraint search does wherever it decides, from the record's own last solution as from
// a wrong one (every card said to be kind 0), and with the record's own it decides most
// questions a move asks next.
TEST_CASE("unseen: a witness only orders the search, and its one pass agrees with the constraint search",
          "[core][unseen]") {
  lcg_seed = 777;
  int own_decided = 0, own_asked = 0, confirmed_yes = 0, confirmed_no = 0;
  for (int round = 0; round < 300; ++round) {
    const RandomRecord record(lcg, Budget{1 << 20});
    const std::vector<int>& copies = record.copies;
    Witness own;
    const Pile now = record.all();
    REQUIRE(solve_exact(now, record.links.exchanges(), copies, 1 << 20, &own).fit == Fit::yes);
    // Every identity in play was given a kind its card may be.
    for (const Card& c : now)
      if (c.id != 0 && own.kinds.count(c.id)) CHECK((c.may & bit(own.kinds.at(c.id))) != 0);
    for (std::size_t p = 0; p < 4; ++p)
      for (int k = 0; k < 4; ++k) {
        Ledger what_if;
        Pile live;
        if (!record.what_if(p, k, what_if, live)) continue;
        const Answer exact = solve_exact(live, what_if.exchanges(), copies, 1 << 20);
        REQUIRE(exact.fit != Fit::undecided);
        Witness wrong, scrambled;
        for (const auto& [id, kind] : own.kinds) wrong.kinds[id] = 0, scrambled.kinds[id] = static_cast<int>(lcg(4));
        for (Witness* w : {&own, &wrong, &scrambled}) {
          Witness copy = *w;
          const Answer pass = confirm(live, what_if.exchanges(), copies, copy);
          if (pass.fit == Fit::undecided) continue;
          CHECK(pass.fit == exact.fit);
          pass.fit == Fit::yes ? ++confirmed_yes : ++confirmed_no;
        }
        Witness copy = own;
        ++own_asked;
        if (confirm(live, what_if.exchanges(), copies, copy).fit != Fit::undecided) ++own_decided;
      }
  }
  CHECK(confirmed_yes > 50);  // both answers met often enough to pin the agreement
  CHECK(confirmed_no > 50);
  CHECK(own_decided * 10 > own_asked * 9);  // the record's own witness decides nine in ten
}

// A take of two seen cards, an Ace (kind 0) and a Bishop (kind 1), nobody saw which left: the
// two cards it left (identities 1 and 2, any of four kinds) in play, with `free_cards` more,
// each an Ace or a Bishop, that no exchange names.
struct AceAndBishopTaken {
  AceAndBishopTaken(const AceAndBishopTaken&) = delete;  // `exchanges` points into it
  explicit AceAndBishopTaken(int free_cards) {
    take.old_cards = {Card{bit(0)}, Card{bit(1)}};
    take.fresh = {1, 2};
    take.first = 1;
    for (const std::uint32_t id : take.fresh) {
      Card c{every(4)};
      c.id = id;
      live.push_back(c);
    }
    for (int i = 0; i < free_cards; ++i) live.push_back(Card{bit(0) | bit(1)});
  }
  Ledger::Exchange take;
  Pile live;
  std::vector<const Ledger::Exchange*> exchanges{&take};
};

// The cards in play that no exchange names (free: an unseen deck card no take moved) have no
// node of their own in the constraint search: once every card of an exchange has its kind, one
// flow settles them. Here the flow over the cards in play alone passes (the two cards a take
// left may be a Castle or a Dragon), but the take gave back the Ace and the Bishop it took, so
// the three free cards, each an Ace or a Bishop, meet one copy of each: no, though no kind is
// used up (the counting alone sees nothing). With a third Bishop, yes.
TEST_CASE("unseen: the free cards fit what the exchanges leave, not only the cards in play", "[core][unseen]") {
  const AceAndBishopTaken t(3);
  const Pile& live = t.live;
  const auto& exchanges = t.exchanges;
  for (const int bishops : {2, 3}) {
    const std::vector<int> copies{2, bishops, 3, 3};
    REQUIRE(feasible(std::vector<KindSet>(live.begin(), live.end()), copies));
    const Fit expected = bishops == 3 ? Fit::yes : Fit::no;
    CHECK(solve_exact(live, exchanges, copies, 1000).fit == expected);
    Witness none;  // the one pass, which propagates by counting alone, meets the flow last
    CHECK(confirm(live, exchanges, copies, none).fit == expected);
    CHECK(solve(live, exchanges, copies, Budget{4096, true, 1000, true}, &none).fit == expected);
  }
}

// Any witness is sound, even one a ledger of another pool left: a kind the pool has not (here
// 9 and 70 of four kinds) names no kind, and the answer is the constraint search's.
TEST_CASE("unseen: a witness naming kinds the pool has not is no witness", "[core][unseen]") {
  const AceAndBishopTaken t(1);
  const Pile& live = t.live;
  const auto& exchanges = t.exchanges;
  for (const int bishops : {0, 1}) {  // no: the take gave back a Bishop; yes with one
    const std::vector<int> copies{2, bishops, 3, 3};
    Witness foreign;
    foreign.kinds = {{1, 9}, {2, 70}};
    const Fit expected = solve_exact(live, exchanges, copies, 1000).fit;
    REQUIRE(expected == (bishops == 1 ? Fit::yes : Fit::no));
    CHECK(confirm(live, exchanges, copies, foreign).fit == expected);
  }
}

}  // namespace test_unseen
