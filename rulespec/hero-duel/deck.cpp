// Drawing, with the reshuffle of an empty deck (11. Deck Reshuffling): the graveyard
// becomes the deck, exile never does, and with both empty the draw is skipped, never lost.
#include <algorithm>

#include "rulespec/hero-duel/rules.hpp"

namespace referee::hd {
namespace {

bool reshuffle(Table& t, int player) {
  Player& p = t.p(player);
  if (p.graveyard.empty()) return false;
  p.deck = std::move(p.graveyard);
  p.graveyard.clear();
  t.rng.shuffle(p.deck);
  // A record cannot know the new order unless every card is the same.
  const bool uniform = std::all_of(p.deck.begin(), p.deck.end(), [&](const std::string& c) { return c == p.deck.front(); });
  if (t.hidden_shuffles && !uniform) std::fill(p.deck.begin(), p.deck.end(), std::string(kUnknown));
  return true;
}

void take_top(Player& p) {
  p.hand.push_back(p.deck.front());
  p.deck.erase(p.deck.begin());
}

}  // namespace

bool draw_one(Table& t, int player) {
  Player& p = t.p(player);
  if (p.deck.empty() && !reshuffle(t, player)) return false;
  take_top(p);
  return true;
}

void draw(Table& t, int player, int count) {
  Player& p = t.p(player);
  switch (t.r().get(ruling::reshuffle)) {
    case Reshuffle::per_card:  // each card checks on its own: "drawing continues"
      for (int i = 0; i < count; ++i)
        if (!draw_one(t, player)) return;
      return;
    case Reshuffle::per_draw:  // one check before the whole draw
      if (p.deck.empty() && !reshuffle(t, player)) return;
      for (int i = 0; i < count && !p.deck.empty(); ++i) take_top(p);
      return;
    case Reshuffle::reshuffle_ends_draw:
      for (int i = 0; i < count; ++i) {
        if (p.deck.empty()) {
          reshuffle(t, player);
          return;
        }
        take_top(p);
      }
      return;
  }
}

}  // namespace referee::hd
