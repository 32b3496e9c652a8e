// The hidden-card flow's other questions (referee/core/unseen_pool.hpp): needs by name, as
// hero-duel asks them of a deck list; caps on groups of cards, as Draw of Faith asks them of
// its unknown cards (HiddenCards::consistent_with); and the minimum cut of a refusal.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "referee/core/hidden_cards.hpp"
#include "referee/core/unseen_pool.hpp"

namespace test_unseen_pool {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::unseen_cards;

constexpr unsigned kLow = 1, kTrap = 2;  // hero-duel's needs: a 1-3 star monster, a trap

TEST_CASE("unseen pool: hero-duel's needs are met while the deck list has enough of each", "[core][unseen]") {
  NeedPool pool(2);
  for (unsigned meets : {kLow, kLow, kTrap, 0U, 0U}) pool.add(meets);  // two low monsters, a trap, two spells
  CHECK(pool.copies_of(0) == 2);
  CHECK(pool.copies_of(1) == 1);
  CHECK_FALSE(pool.first_short({2, 1}));
  CHECK_FALSE(pool.first_short({0, 0}));
  CHECK_FALSE(pool.first_short({-1, 1}));  // fewer than none is none (an event naming more than was hidden)
  CHECK(pool.first_short({3, 1}) == 0);
  CHECK(pool.first_short({2, 2}) == 1);
  // Both short: the monsters are named first, as hero-duel's messages always were.
  CHECK(pool.first_short({3, 2}) == 0);
  // A need no card of the pool meets.
  NeedPool spells(2);
  spells.add(0U);
  CHECK(spells.first_short({0, 1}) == 1);
  CHECK(spells.first_short({1, 1}) == 0);
  CHECK_FALSE(spells.first_short({0, 0}));
}

TEST_CASE("unseen pool: needs that overlap are a flow, not one count per need", "[core][unseen]") {
  // Need 0 may be card x; need 1 may be x or y; one copy of each. Counting each need alone
  // (1 <= 1, 2 <= 2) accepts one card of need 0 with two of need 1; there are three cards
  // for two copies.
  NeedPool pool(2);
  pool.add(kLow | kTrap);  // x meets both
  pool.add(kTrap);         // y meets need 1
  CHECK_FALSE(pool.first_short({1, 1}));
  CHECK_FALSE(pool.first_short({0, 2}));
  CHECK(pool.first_short({1, 2}) == 0);  // the cut holds x and y: need 0 lies wholly in it
  CHECK_THROWS_AS(NeedPool(7), std::logic_error);
}

TEST_CASE("unseen pool: the minimum cut counts the cards and copies of the kinds over-used", "[core][unseen]") {
  std::vector<KindSet> cards(3, bit(0) | bit(1));
  cards.push_back(every(3));
  const auto cut = shortfall(cards, {1, 1, 5});
  REQUIRE(cut);
  CHECK(cut->kinds == (bit(0) | bit(1)));
  CHECK(cut->cards == 3);
  CHECK(cut->copies == 2);
  CHECK_FALSE(shortfall(cards, {2, 1, 5}));
  // feasible() words the same cut.
  const std::vector<std::string> names{"Fool", "Prayer", "Elder"};
  std::string why;
  CHECK_FALSE(feasible(cards, {1, 1, 5}, &why, &names));
  CHECK(why == "3 card(s) can only be Fool, Prayer, and the game has 2");
}

TEST_CASE("unseen pool: caps are one more layer of the flow", "[core][unseen]") {
  // Four kinds of one copy each, in two classes {0, 1} and {2, 3}.
  const std::vector<int> copies(4, 1);
  const KindSet low = bit(0) | bit(1), high = bit(2) | bit(3);
  Capped group{{every(4), every(4), every(4)}, {{low, 1}, {high, 1}}};
  CHECK_FALSE(feasible({}, {group}, copies));  // three cards, at most one of each class
  group.caps[0].cap = 2;
  CHECK(feasible({}, {group}, copies));
  // A free card that can only be kind 0 takes a copy the group's two low cards need.
  group.caps[1].cap = 0;
  group.cards.pop_back();
  CHECK(feasible({}, {group}, copies));
  CHECK_FALSE(feasible({bit(0)}, {group}, copies));
  CHECK(feasible({bit(2)}, {group}, copies));
  // A card that excludes a class does not go through its cap.
  Capped high_only{{high, high}, {{low, 2}, {high, 1}}};
  CHECK_FALSE(feasible({}, {high_only}, copies));
  high_only.caps[1].cap = 2;
  CHECK(feasible({}, {high_only}, copies));
  // A negative cap is none.
  CHECK_FALSE(feasible({}, {Capped{{every(4)}, {{every(4), -1}}}}, copies));
  // Without caps, the same as the plain flow.
  CHECK(feasible({bit(0), low}, std::vector<Capped>{}, copies));
  CHECK_FALSE(feasible({bit(0), bit(0)}, std::vector<Capped>{}, copies));
}

TEST_CASE("unseen pool: Draw of Faith's caps on placeholders (HiddenCards::consistent_with)", "[core][unseen][hidden_cards]") {
  // Eight cards, two suits of four: five placeholders of one hand hold no five of a suit
  // while at most four of each can be theirs.
  using referee::HiddenCards;
  const std::vector<int> suit{0, 0, 0, 0, 1, 1, 1, 1};
  HiddenCards h(std::vector<int>(8, 1));
  std::vector<int> hand;
  for (int i = 0; i < 5; ++i) hand.push_back(h.add_placeholder());
  const int other = h.add_placeholder();
  CHECK(h.consistent_with({{hand, suit, {4, 4}}}));
  // All five in suit 0 and only four of it: they must hold five, impossible under the cap.
  for (int id : hand)
    for (int t = 4; t < 8; ++t) h.exclude(id, t);
  CHECK_FALSE(h.consistent());
  HiddenCards g(std::vector<int>(10, 1));
  std::vector<int> five;
  for (int i = 0; i < 5; ++i) five.push_back(g.add_placeholder());
  const std::vector<int> suits10{0, 0, 0, 0, 0, 1, 1, 1, 1, 1};
  CHECK(g.consistent_with({{five, suits10, {5, 5}}}));
  CHECK(g.consistent_with({{five, suits10, {4, 4}}}));  // three of one, two of the other
  CHECK_FALSE(g.consistent_with({{five, suits10, {4, 0}}}));
  // A card seen elsewhere leaves fewer for the cap's suit; the free placeholder competes.
  const int loose = g.add_placeholder();
  g.exclude(loose, 5), g.exclude(loose, 6), g.exclude(loose, 7), g.exclude(loose, 8), g.exclude(loose, 9);
  CHECK(g.consistent_with({{five, suits10, {4, 1}}}));
  REQUIRE(g.see(0));
  CHECK_FALSE(g.consistent_with({{five, suits10, {4, 1}}}));  // suit 0 has four left: loose takes one, five get three
  CHECK(g.consistent_with({{five, suits10, {4, 2}}}));
  // Groups must be disjoint, and exclude whole classes.
  CHECK_THROWS_AS(g.consistent_with({{five, suits10, {5, 5}}, {{five[0]}, suits10, {5, 5}}}), std::logic_error);
  g.exclude(five[0], 9);
  CHECK_THROWS_AS(g.consistent_with({{five, suits10, {5, 5}}}), std::logic_error);
  CHECK_THROWS_AS(g.consistent_with({{five, {0}, {5}}}), std::logic_error);
  (void)other;
}

}  // namespace test_unseen_pool
