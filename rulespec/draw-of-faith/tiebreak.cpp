// The tiebreaker: players tied on points each draw from a separate pile; the highest
// card wins ("Victory Conditions: Tiebreaker"; dof.tiebreak.equal-rank).
#include <algorithm>
#include <bit>

#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

constexpr std::uint64_t kFullPile = (std::uint64_t{1} << kDeckSize) - 1;

std::uint64_t bit(Card c) { return std::uint64_t{1} << c; }

std::string drawn_line(const Table& t) {
  std::string s;
  const Tiebreak& tb = t.tiebreak;
  for (std::size_t i = 0; i < tb.contenders.size(); ++i)
    s += (i ? ", " : "") + t.name(tb.contenders[i]) + " " + card_name(tb.drawn[i]);
  return s;
}

}  // namespace

void start_tiebreak(Table& t, Mover& m, std::vector<int> contenders, std::string cause, std::string_view on) {
  t.phase = Phase::tiebreak;
  t.tiebreak.contenders = std::move(contenders);
  t.tiebreak.drawn.assign(t.tiebreak.contenders.size(), -1);
  t.tiebreak.cause = std::move(cause);
  m.to("tiebreak", on);
}

int tiebreak_next(const Table& t) {
  if (t.phase != Phase::tiebreak) return -1;
  for (std::size_t i = 0; i < t.tiebreak.contenders.size(); ++i)
    if (t.tiebreak.drawn[i] < 0) return t.tiebreak.contenders[i];
  return -1;
}

Verdict check_tiebreak_draw(const Table& t, const DofAction& a) {
  if (t.phase != Phase::tiebreak)
    return Verdict::illegal("there is no tiebreaker under way", sec::tiebreaker);
  int next = tiebreak_next(t);
  if (a.player != next) {
    bool contender = std::find(t.tiebreak.contenders.begin(), t.tiebreak.contenders.end(), a.player) !=
                     t.tiebreak.contenders.end();
    return Verdict::illegal(contender ? t.name(next) + " draws next in the tiebreaker"
                                      : t.name(a.player) + " is not tied for the win and takes no part in the tiebreaker",
                            sec::tiebreaker);
  }
  std::uint64_t seen = t.tiebreak.pile_seen == kFullPile ? 0 : t.tiebreak.pile_seen;  // an empty pile is reshuffled
  if (seen & bit(a.card.card))
    return Verdict::illegal(card_name(a.card.card) + " was already drawn from the tiebreak pile", sec::tiebreaker);
  return Verdict::ok();
}

void apply_tiebreak_draw(Table& t, const DofAction& a, Mover& m) {
  Tiebreak& tb = t.tiebreak;
  if (tb.pile_seen == kFullPile) tb.pile_seen = 0;
  tb.pile_seen |= bit(a.card.card);
  for (std::size_t i = 0; i < tb.contenders.size(); ++i)
    if (tb.contenders[i] == a.player && tb.drawn[i] < 0) tb.drawn[i] = a.card.card;
  if (tiebreak_next(t) >= 0) {
    m.to("tiebreak", "tiebreak-draw");
    return;
  }
  // Everyone has drawn: Ace high, suits do not rank ("Card Hierarchy").
  int best = 0;
  for (Card c : tb.drawn) best = std::max(best, value_of(c));
  std::vector<int> top;
  std::vector<Card> top_cards;
  for (std::size_t i = 0; i < tb.contenders.size(); ++i)
    if (value_of(tb.drawn[i]) == best) top.push_back(tb.contenders[i]), top_cards.push_back(tb.drawn[i]);
  std::string line = drawn_line(t);
  if (top.size() == 1) {
    end_game(t, m, top, "tiebreak", "tiebreaker: " + line, sec::tiebreaker, "tiebreak-draw");
    return;
  }
  switch (t.r().get(ruling::tiebreak_equal)) {
    case TiebreakEqual::redraw:
      tb.contenders = top;
      tb.drawn.assign(top.size(), -1);
      m.to("tiebreak", "tiebreak-draw");
      return;
    case TiebreakEqual::suit_order: {
      std::size_t w = 0;
      for (std::size_t i = 1; i < top.size(); ++i)
        if (suit_of(top_cards[i]) < suit_of(top_cards[w])) w = i;  // spades first
      end_game(t, m, {top[w]}, "tiebreak", "tiebreaker by suit: " + line, sec::tiebreaker, "tiebreak-draw");
      return;
    }
    case TiebreakEqual::shared_win:
      end_game(t, m, top, "tiebreak", "tiebreaker shared: " + line, sec::tiebreaker, "tiebreak-draw");
      return;
  }
}

}  // namespace referee::dof
