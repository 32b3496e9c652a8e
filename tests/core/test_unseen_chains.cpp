// Mending a proposal of kinds by chains (referee/core/unseen_chains.hpp): the constraint
// search's first step when a move has shown a card to be another kind than the last solution
// says. Cards are numbered as the search numbers them; kinds A and B.
#include <catch2/catch.hpp>

#include <vector>

#include "referee/core/unseen_chains.hpp"

namespace test_unseen_chains {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::unseen_cards;

constexpr int A = 0, B = 1;
constexpr KindSet kA = bit(A), kB = bit(B), kAB = kA | kB;

// One take from a hand of two cards nobody saw: old cards 0 and 1 (no exchange made them),
// fresh cards 2 and 3, both in play.
struct OneTake {
  std::vector<Sides> exchanges{Sides{{0, 1}, {2, 3}}};
  std::vector<KindSet> domains{kAB, kAB, kAB, kAB};
  std::vector<int> live{2, 3};
  std::vector<char> free{0, 0, 0, 0};
  std::vector<int> copies{2, 2};
  bool mend(std::vector<int>& kinds) const {
    return mend_by_chains(CardGraph{exchanges, domains, live, free, copies}, kinds);
  }
};

TEST_CASE("unseen chains: a card shown otherwise trades kinds with a card of its own side", "[core][unseen]") {
  OneTake t;
  t.domains = {kA, kB, kB, kAB};  // the hand was seen, an A and a B; card 2, said an A, is shown a B
  std::vector<int> kinds{A, B, A, B};
  REQUIRE(t.mend(kinds));
  // Card 3 takes the A: the take still gives back an A and a B.
  CHECK(kinds == std::vector<int>{A, B, B, A});
}

TEST_CASE("unseen chains: a chain goes back through the take that made the card", "[core][unseen]") {
  // Deal: old card 0 (from the deck, nobody saw it) -> card 1 in the hand, with card 2 a known
  // A; then a take of the hand: old cards 1 and 2, fresh cards 3 and 4, both in play. The last
  // solution had every card an A; card 3 is shown a B. Nothing in the take can give it a B but
  // card 1, which the first exchange made from card 0: both become Bs.
  std::vector<Sides> exchanges{Sides{{0}, {1}}, Sides{{1, 2}, {3, 4}}};
  std::vector<KindSet> domains{kAB, kAB, kA, kB, kAB};
  std::vector<int> live{3, 4};
  std::vector<char> free(5, 0);
  std::vector<int> copies{2, 2};
  std::vector<int> kinds{A, A, A, A, A};
  REQUIRE(mend_by_chains(CardGraph{exchanges, domains, live, free, copies}, kinds));
  CHECK(kinds == std::vector<int>{B, B, A, B, A});
}

TEST_CASE("unseen chains: a chain does not end on a card in play whose new kind has no copy left", "[core][unseen]") {
  // As the first case, with a third card in play that is free and a known A, and one copy of
  // A: card 3 cannot take the A (two in play), so the take's old card 0 becomes a B instead.
  OneTake t;
  t.domains[2] = kB;
  t.domains.push_back(kA);
  t.free.push_back(1);
  t.live.push_back(4);
  t.copies = {1, 3};
  std::vector<int> kinds{A, B, A, B, -1};
  REQUIRE(t.mend(kinds));
  CHECK(kinds == std::vector<int>{B, B, B, B, -1});
}

TEST_CASE("unseen chains: a kind in play beyond its copies moves to one with room", "[core][unseen]") {
  OneTake t;
  t.copies = {1, 3};
  std::vector<int> kinds{A, A, A, A};  // every domain allows it, but two As are in play
  REQUIRE(t.mend(kinds));
  CHECK(kinds == std::vector<int>{B, A, B, A});
}

TEST_CASE("unseen chains: a kind in play beyond its copies with nowhere to go is refused", "[core][unseen]") {
  // Both cards in play were seen As, with one copy of A: no chain helps, and the mend stops.
  OneTake t;
  t.domains = {kAB, kAB, kA, kA};
  t.copies = {1, 3};
  std::vector<int> kinds{A, A, A, A};
  CHECK_FALSE(t.mend(kinds));
}

TEST_CASE("unseen chains: no chain when no card can change", "[core][unseen]") {
  // The take's old cards were both seen As: a B cannot come out of it.
  OneTake t;
  t.domains = {kA, kA, kB, kAB};
  std::vector<int> kinds{A, A, A, A};
  CHECK_FALSE(t.mend(kinds));
}

}  // namespace test_unseen_chains
