// Hidden information (referee/core/hidden_cards.hpp): placeholders for unknown cards, and
// the matching that decides whether every placeholder can still be a distinct unseen card.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "referee/core/hidden_cards.hpp"

namespace test_hidden_cards {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

TEST_CASE("hidden_cards: see() takes known cards out of the unseen pool", "[core][hidden_cards]") {
  HiddenCards h({2, 1, 0});
  CHECK(h.type_count() == 3);
  CHECK(h.unseen(0) == 2);
  CHECK(h.see(0));
  CHECK(h.unseen(0) == 1);
  CHECK(h.see(0));
  CHECK(h.unseen(0) == 0);
  // No third copy: refused, and nothing changes.
  CHECK_FALSE(h.see(0));
  CHECK(h.unseen(0) == 0);
  CHECK_FALSE(h.see(2));
  CHECK(h.unseen(2) == 0);
  CHECK(h.consistent());
  CHECK_THROWS_AS(h.see(3), std::out_of_range);
}

TEST_CASE("hidden_cards: placeholders are live until revealed, and take a card each", "[core][hidden_cards]") {
  HiddenCards h({1, 1});
  int a = h.add_placeholder();
  int b = h.add_placeholder();
  CHECK(a != b);
  CHECK(h.is_live(a));
  CHECK(h.is_live(b));
  CHECK_FALSE(h.is_live(7));
  CHECK_FALSE(h.is_live(-1));
  CHECK(h.live_count() == 2);
  CHECK(h.consistent());
  CHECK(h.revealed_type(a) == -1);

  CHECK(h.reveal(a, 1));
  CHECK_FALSE(h.is_live(a));
  CHECK(h.revealed_type(a) == 1);
  CHECK(h.unseen(1) == 0);
  CHECK(h.live_count() == 1);
  // Revealing it again is a programming error, not a verdict.
  CHECK_THROWS_AS(h.reveal(a, 0), std::logic_error);

  // b can only be the last unseen card now.
  CHECK_FALSE(h.reveal(b, 1));
  CHECK(h.is_live(b));
  CHECK(h.reveal(b, 0));
  CHECK(h.live_count() == 0);
  CHECK(h.consistent());
}

TEST_CASE("hidden_cards: more placeholders than unseen cards is inconsistent", "[core][hidden_cards]") {
  HiddenCards h({1, 1});
  (void)h.add_placeholder();
  (void)h.add_placeholder();
  CHECK(h.consistent());
  (void)h.add_placeholder();
  CHECK_FALSE(h.consistent());
}

TEST_CASE("hidden_cards: see() refuses a card the placeholders need", "[core][hidden_cards]") {
  HiddenCards h({1, 1});
  int p = h.add_placeholder();
  int q = h.add_placeholder();
  (void)p;
  (void)q;
  // Both unseen cards are spoken for by the two placeholders: a known card cannot appear.
  CHECK_FALSE(h.see(0));
  CHECK(h.unseen(0) == 1);
  CHECK(h.consistent());

  HiddenCards restricted({1, 1});
  int r = restricted.add_placeholder();
  restricted.exclude(r, 1);  // r must be type 0
  CHECK_FALSE(restricted.see(0));
  CHECK(restricted.unseen(0) == 1);
  CHECK(restricted.see(1));
  CHECK(restricted.unseen(1) == 0);
  CHECK(restricted.consistent());
}

TEST_CASE("hidden_cards: exclude narrows what a placeholder may be", "[core][hidden_cards]") {
  HiddenCards h({1, 1, 1});
  int p = h.add_placeholder();
  CHECK(h.allows(p, 0));
  CHECK(h.allows(p, 2));
  h.exclude(p, 0);
  CHECK_FALSE(h.allows(p, 0));
  CHECK(h.allows(p, 1));
  CHECK(h.allows(p, 2));
  // An excluded type cannot be revealed, and the refusal changes nothing.
  CHECK_FALSE(h.reveal(p, 0));
  CHECK(h.is_live(p));
  CHECK(h.unseen(0) == 1);
  CHECK(h.reveal(p, 2));
  CHECK(h.revealed_type(p) == 2);
}

TEST_CASE("hidden_cards: two placeholders that can both only be the one card of a type are inconsistent",
          "[core][hidden_cards]") {
  HiddenCards h({1, 1, 1});
  int a = h.add_placeholder();
  int b = h.add_placeholder();
  h.exclude(a, 1);
  h.exclude(a, 2);
  CHECK(h.consistent());  // a is type 0, b anything else
  h.exclude(b, 1);
  h.exclude(b, 2);
  CHECK_FALSE(h.consistent());  // both must be type 0, and there is one
}

TEST_CASE("hidden_cards: counts matter: two copies of a type can serve two placeholders", "[core][hidden_cards]") {
  HiddenCards h({2, 5});
  int a = h.add_placeholder();
  int b = h.add_placeholder();
  h.exclude(a, 1);
  h.exclude(b, 1);
  CHECK(h.consistent());
  int c = h.add_placeholder();
  h.exclude(c, 1);
  CHECK_FALSE(h.consistent());
}

TEST_CASE("hidden_cards: a reveal that breaks the matching is refused and changes nothing", "[core][hidden_cards]") {
  // Three types, one card each. a can only be type 0; b can be type 0 or 1; c is free.
  HiddenCards h({1, 1, 1});
  int a = h.add_placeholder();
  int b = h.add_placeholder();
  int c = h.add_placeholder();
  h.exclude(a, 1);
  h.exclude(a, 2);
  h.exclude(b, 2);
  REQUIRE(h.consistent());

  // Revealing b as type 0 is allowed for b and the card is unseen, but then a has no card.
  CHECK_FALSE(h.reveal(b, 0));
  CHECK(h.is_live(b));
  CHECK(h.revealed_type(b) == -1);
  CHECK(h.live_count() == 3);
  CHECK(h.unseen(0) == 1);
  CHECK(h.unseen(1) == 1);
  CHECK(h.unseen(2) == 1);
  CHECK(h.consistent());

  // So is revealing c as type 1 (then b must be 0, and a has nothing).
  CHECK_FALSE(h.reveal(c, 1));
  CHECK(h.unseen(1) == 1);
  CHECK(h.is_live(c));

  // The forced assignment goes through.
  CHECK(h.reveal(c, 2));
  CHECK(h.reveal(b, 1));
  CHECK(h.reveal(a, 0));
  CHECK(h.live_count() == 0);
  CHECK(h.unseen(0) + h.unseen(1) + h.unseen(2) == 0);
}

TEST_CASE("hidden_cards: the matching needs augmenting paths, not a greedy choice", "[core][hidden_cards]") {
  // Placeholder i may be type i or i+1 (mod 4), types 0-4 of one card each: a cycle,
  // consistent. A fifth placeholder restricted to types 0-3 breaks it; a free fifth one
  // does not (it must take type 4, whatever a greedy pass would have given it first).
  HiddenCards h({1, 1, 1, 1, 1});
  std::vector<int> ids;
  for (int i = 0; i < 4; ++i) {
    ids.push_back(h.add_placeholder());
    for (int t = 0; t < 5; ++t)
      if (t != i && t != (i + 1) % 4) h.exclude(ids.back(), t);
  }
  CHECK(h.consistent());
  int extra = h.add_placeholder();
  h.exclude(extra, 4);
  CHECK_FALSE(h.consistent());  // five placeholders on types 0-3
  HiddenCards g({1, 1, 1, 1, 1});
  for (int i = 0; i < 4; ++i) {
    int id = g.add_placeholder();
    for (int t = 0; t < 5; ++t)
      if (t != i && t != (i + 1) % 4) g.exclude(id, t);
  }
  int free_one = g.add_placeholder();
  (void)free_one;
  CHECK(g.consistent());  // the free one takes type 4
  CHECK_FALSE(g.see(4));  // and so type 4 cannot turn up elsewhere
  CHECK(g.unseen(4) == 1);
}

TEST_CASE("hidden_cards: a standard deck with many unrestricted placeholders stays quick and consistent",
          "[core][hidden_cards]") {
  HiddenCards h(std::vector<int>(52, 1));
  for (int i = 0; i < 45; ++i) (void)h.add_placeholder();
  CHECK(h.consistent());
  for (int t = 0; t < 7; ++t) CHECK(h.see(t));
  CHECK_FALSE(h.see(7));  // 45 placeholders need the 45 unseen cards
  h.exclude(0, 8);
  CHECK(h.consistent());
  CHECK(h.reveal(0, 9));
  CHECK(h.unseen(9) == 0);
}

}  // namespace test_hidden_cards
