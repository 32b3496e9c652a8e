// Cards between the decks, the hands and the piles, with what the record shows of them
// (masks.hpp): a card named must be one the place it leaves may hold; a card left unseen
// is whatever that place may hold, tied to the cards left there by the pile's ledger. The
// action deck is rebuilt from the used action cards as hof.deck.shortage says; the believer
// deck never is (5. End of the Game).
#include <algorithm>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

void rebuild_action_deck(Table& t) {
  t.action_deck.insert(t.action_deck.end(), t.used_actions.begin(), t.used_actions.end());
  t.used_actions.clear();
  t.action_links.shuffle(t.action_deck);  // one exchange for the deck's cycle, not one a draw
}

std::string action_name(int k) { return k == kUnseen ? "an unseen card" : std::string(action_card(k).name); }

}  // namespace

// Only an action ledger made keeping no exchange (UnseenBounds::actions_kept 0, for measuring)
// forgets a take outright: its deck is checked before it forgets; the believers' fit is the
// judged event's.
void fit_before_forgetting(Run& r, const unseen_cards::Ledger& links, const Pile& pile, int kind) {
  if (!links.forgets(pile, kind)) return;
  if (const Verdict v = check_action_cards_fit(r.t); !v) r.refuse(v.reason, *v.citation);
}

Card take_unseen_from(Run& r, unseen_cards::Ledger& links, Pile& pile) {
  fit_before_forgetting(r, links, pile, kUnseen);
  return links.take_any(pile);
}

bool take_named_from(Run& r, unseen_cards::Ledger& links, Pile& pile, int kind, Card* out) {
  fit_before_forgetting(r, links, pile, kind);
  return links.take_named(pile, kind, out);
}

std::string cards_text(const std::vector<int>& named, bool believers) {
  std::string s;
  for (int k : named)
    s += (s.empty() ? "" : ", ") + (k == kUnseen ? std::string("?") : std::string(believers ? believer_id(k) : action_card(k).id));
  return s.empty() ? "none" : s;
}

void draw_action_cards(Run& r, int player, const std::vector<int>& named, const Section& cite) {
  Table& t = r.t;
  for (int k : named) {
    if (t.action_deck.empty()) {
      // hof.deck.shortage: the used cards become the deck when a card must be drawn (under
      // reshuffle-by-choice, drawing past the end is the player's choice to rebuild it).
      if (t.used_actions.empty()) r.refuse("the action deck is empty and no used action card is left to rebuild it", sec::setup);
      rebuild_action_deck(t);
    }
    Card got;
    if (k == kUnseen) {
      got = take_unseen_from(r, t.action_links, t.action_deck);
    } else if (!take_named_from(r, t.action_links, t.action_deck, k, &got)) {
      r.refuse(t.name(player) + " draws " + action_name(k) + ", but none can be left in the action deck", cite);
    }
    t.p(player).actions.push_back(got);
    if (t.action_deck.empty() && !t.used_actions.empty() &&
        t.r().get(ruling::deck_shortage) == DeckShortage::reshuffle_when_empty)
      rebuild_action_deck(t);
  }
}

int draw_believers(Run& r, int player, const std::vector<int>& named, const Section& cite) {
  Table& t = r.t;
  if (static_cast<int>(named.size()) > t.believer_deck)
    r.refuse("the believer deck holds " + std::to_string(t.believer_deck) + " card(s), not " + std::to_string(named.size()),
             cite);
  for (int k : named) {
    --t.believer_deck;
    t.p(player).believers.push_back(k == kUnseen ? every(kBelieverTypes) : bit(k));
  }
  if (t.believer_deck == 0 && !named.empty()) t.deck_ran_out = true;  // 5. End of the Game
  return static_cast<int>(named.size());
}

template <class Place>
void take_believers(Run& r, int player, const std::vector<int>& types, const Section& cite, Place place) {
  Table& t = r.t;
  int missing = kUnseen;
  const auto before = [&](const Pile& hand, int kind) {
    if (hand.empty()) r.refuse(t.name(player) + " holds no believer", cite);
    fit_before_forgetting(r, t.believer_links, hand, kind);
  };
  if (!t.believer_links.take_list(t.p(player).believers, types, place, &missing, before))
    r.refuse(t.name(player) + " holds no believer that can be a " + std::string(believer_name(missing)), cite);
}

Card take_believer(Run& r, int player, int type, const Section& cite) {
  Card card;
  take_believers(r, player, {type}, cite, [&](const Card& c) { card = c; });
  return card;
}

void to_graveyard(Table& t, const Card& card) { t.graveyard.push_back(card); }

void revive(Table& t, int player, int count) {
  for (int i = 0; i < count && !t.graveyard.empty(); ++i) {
    t.p(player).believers.push_back(t.graveyard.back());
    t.graveyard.pop_back();
  }
}

void discard_action_cards(Run& r, int player, const std::vector<int>& kinds, const Section& cite) {
  Table& t = r.t;
  Pile& hand = t.p(player).actions;
  int missing = kUnseen;
  const auto to_used = [&](const Card& c) { t.used_actions.push_back(c); };
  const auto before = [&](const Pile& pile, int kind) {
    if (pile.empty()) r.refuse(t.name(player) + " holds no action card", cite);
    fit_before_forgetting(r, t.action_links, pile, kind);
  };
  if (!t.action_links.take_list(hand, kinds, to_used, &missing, before))
    r.refuse(t.name(player) + " holds no " + action_name(missing), cite);
}

void discard_action_card(Run& r, int player, int kind, const Section& cite) { discard_action_cards(r, player, {kind}, cite); }

const Move& ask_cards(Run& r, Question q, bool believers) {
  const Move& m = r.ask(q);
  const std::size_t n = believers ? m.believers.size() : m.cards.size();
  if (q.most > q.count) {
    if (static_cast<int>(n) < q.count || static_cast<int>(n) > q.most)
      r.refuse("from " + std::to_string(q.count) + " to " + std::to_string(q.most) + " cards here, not " + std::to_string(n),
               q.section ? *q.section : sec::components);
    return m;
  }
  if (static_cast<int>(n) != q.count)
    r.refuse(std::string(q.count == 1 ? "one card" : std::to_string(q.count) + " cards") + " here, not " + std::to_string(n) +
                 " (\"?\" for each one nobody saw)",
             q.section ? *q.section : sec::components);
  return m;
}

std::vector<Card> take_from(Run& r, int taker, int victim, int count, const Section& cite, const char* node,
                            int most) {
  Table& t = r.t;
  const int have = static_cast<int>(t.p(victim).believers.size());
  count = std::min(count, have);
  if (most >= 0) most = std::min(most, have);
  std::vector<Card> taken;
  if (count <= 0 && most <= 0) return taken;
  // hof.take.selection: at random (chance: the record may leave them unseen), or picked by
  // the victim or the taker (a decision: the record says it, by whoever made it).
  const TakeSelection pick = t.r().get(ruling::take_selection);
  const Move& m = ask_cards(r, {.ask = Ask::take, .node = node, .who = {pick == TakeSelection::victim_picks ? victim : taker},
                                .count = count, .most = most, .from = victim, .to = taker, .chance = pick == TakeSelection::random,
                                .section = &cite}, true);
  if (m.from >= 0 && m.from != victim) r.refuse("these believers are taken from " + t.name(victim) + ", not " + t.name(m.from), cite);
  take_believers(r, victim, m.believers, cite, [&](const Card& card) {
    t.p(taker).believers.push_back(card);
    taken.push_back(card);
  });
  return taken;
}

void kill_believers(Run& r, int victim, int count, const Section& cite, const char* node, bool chosen) {
  Table& t = r.t;
  count = std::min(count, static_cast<int>(t.p(victim).believers.size()));
  if (count <= 0) return;
  Question q{.ask = Ask::lose, .node = node, .who = {victim}, .count = count, .from = victim};
  q.chance = !chosen;  // picked by the victim: a decision the record states
  q.section = &cite;
  const Move& m = ask_cards(r, q, true);
  take_believers(r, victim, m.believers, cite, [&](const Card& card) { to_graveyard(t, card); });
}

}  // namespace referee::hof
