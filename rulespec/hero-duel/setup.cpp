// The setup of a hero-duel record: the first player, the registered deck lists (their order
// is unknown: the decks are shuffled, hd.setup.opening-shuffle) and the opening five, then
// the opening draw and the first turn's start through the core (1. Match Structure).
#include <algorithm>
#include <limits>
#include <map>
#include <optional>

#include "referee/cards/card_set.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/hero-duel/game.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

// hd.setup.deck-composition = forty-max-three: the deck size and copy limit it sets.
constexpr std::size_t kDeckSize = 40;
constexpr int kMaxCopies = 3;
namespace {

// {PLAYER: [ids]} for both players (`both`: each must be there); `unknown_ok` allows "?".
std::vector<std::vector<std::string>> read_lists(const JsonObject& setup, const std::string& key,
                                                 const std::vector<std::string>& players, const cards::CardSet& set,
                                                 bool unknown_ok, bool both = true) {
  JsonObject obj = setup.object_at(key);
  std::vector<std::vector<std::string>> out(players.size());
  const std::vector<std::string> ids = set.ids();
  read_player_lists(obj, players, {"card ids", "card ids", both ? key : ""}, [&](int seat, const std::string& id, const JsonValue& at) {
    if (!(unknown_ok && id == kUnknown) && !set.find(id)) at.fail("unknown card \"" + id + "\"" + did_you_mean(id, ids));
    out[static_cast<std::size_t>(seat)].push_back(id);
  });
  return out;
}

// hd.setup.deck-composition: one hero (2. Hero Rules), then the option's own limits.
Verdict check_deck(const Table& t, const std::string& who, const std::vector<std::string>& deck) {
  int heroes = 0, monsters = 0, spells = 0, traps = 0;
  std::map<std::string, int> copies;
  for (const auto& id : deck) {
    const cards::CardDef* def = t.card(id);
    heroes += def->type == "hero";
    monsters += def->type == "monster";
    spells += def->type == "spell";
    traps += def->type == "trap";
    ++copies[id];
  }
  if (heroes != 1)
    return Verdict::illegal(who + "'s deck holds " + std::to_string(heroes) + " heroes, not exactly one", sec::hero);
  switch (t.r().get(ruling::deck_composition)) {
    case DeckComposition::composition_only: break;
    case DeckComposition::forty_max_three:
      if (deck.size() != kDeckSize)
        return Verdict::illegal(who + "'s deck holds " + std::to_string(deck.size()) + " cards, not " + std::to_string(kDeckSize), sec::match);
      for (const auto& [id, n] : copies)
        if (n > kMaxCopies) return Verdict::illegal(who + "'s deck holds " + std::to_string(n) + " copies of " + id, sec::match);
      break;
    case DeckComposition::each_kind:
      if (!monsters || !spells || !traps) return Verdict::illegal(who + "'s deck lacks a monster, a spell or a trap", sec::match);
      break;
  }
  return Verdict::ok();
}

// Five cards from `pool` (as a multiset): the opening hand, or a hand put back.
Verdict check_five(const std::string& who, const std::string& what, const std::vector<std::string>& pool,
                   const std::vector<std::string>& hand, const std::string& source) {
  if (hand.size() != static_cast<std::size_t>(kOpeningHand))
    return Verdict::illegal(who + "'s " + what + " holds " + std::to_string(hand.size()) + " cards, not 5", sec::match);
  std::vector<std::string> left = pool;
  for (const auto& c : hand) {
    if (c == kUnknown) continue;
    auto it = std::find(left.begin(), left.end(), c);
    if (it == left.end()) return Verdict::illegal(who + "'s " + what + " holds " + c + ", which " + source + " cannot supply", sec::match);
    left.erase(it);
  }
  return Verdict::ok();
}

// The opening five (1. Match Structure) under hd.setup.opening-shuffle: any five of the
// list when decks are shuffled, its first five when they are drawn as submitted.
Verdict check_hand(const Table& t, const std::string& who, const std::vector<std::string>& deck, const std::vector<std::string>& hand) {
  if (t.r().get(ruling::opening_shuffle) == OpeningShuffle::as_submitted) {
    const std::vector<std::string> top(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(deck.size(), kOpeningHand)));
    return check_five(who, "opening hand", top, hand, "the first five of the deck list as submitted (hd.setup.opening-shuffle)");
  }
  return check_five(who, "opening hand", deck, hand, "the deck list");
}

// The first player (hd.setup.first-player): as recorded, or the seeded coin flip's.
Verdict check_first(const Table& t, const std::vector<std::string>& players, int first, std::optional<long long> seed) {
  if (t.r().get(ruling::first_player) == FirstPlayer::recorded) return Verdict::ok();
  if (!seed)
    return Verdict::illegal("the referee picks the first player by a coin flip from the setup's \"seed\" (hd.setup.first-player = "
                            "seeded-coin-flip), and the setup has none",
                            sec::match);
  const int flip = coin_flip(*seed);
  if (flip != first)
    return Verdict::illegal("the coin flip of seed " + std::to_string(*seed) + " gives the first turn to " +
                                players[static_cast<std::size_t>(flip)] + " (hd.setup.first-player = seeded-coin-flip)",
                            sec::match);
  return Verdict::ok();
}

}  // namespace

int coin_flip(long long seed) {
  Rng rng(static_cast<std::uint64_t>(seed));
  return rng.below(2);
}

StartResult HeroDuel::start(const std::vector<std::string>& players, const JsonObject& setup,
                            std::shared_ptr<const Rulings> rulings, CardSetPtr cards, std::vector<Step>* trace) const {
  setup.allow_only({"first", "decks", "hands", "seed", "mulligan"});
  const int first = seat_of(setup, "first", players);
  auto decks = read_lists(setup, "decks", players, *cards, false);
  auto hands = read_lists(setup, "hands", players, *cards, true);
  std::optional<long long> seed;
  if (setup.has("seed")) seed = setup.require_integer("seed", 0, std::numeric_limits<long long>::max());

  StartResult out;
  Table t = make_table(rulings, cards);
  Record rec{players, decks, 0, 0};
  if (players.size() != 2) out.verdict = Verdict::illegal("hero-duel is played by two players", sec::match);
  for (std::size_t p = 0; p < 2 && p < players.size(); ++p) t.names[p] = players[p];
  if (out.verdict) out.verdict = check_first(t, players, first, seed);
  const OpeningShuffle shuffle = out.verdict ? t.r().get(ruling::opening_shuffle) : OpeningShuffle::shuffled;
  if (out.verdict && setup.has("mulligan")) {
    // hd.setup.opening-shuffle = one-mulligan: each player may put back a first five once.
    auto mulligans = read_lists(setup, "mulligan", players, *cards, true, false);
    if (shuffle != OpeningShuffle::one_mulligan)
      out.verdict = Verdict::illegal("no player may redraw the opening hand (hd.setup.opening-shuffle is not one-mulligan)", sec::match);
    for (std::size_t p = 0; p < players.size() && out.verdict; ++p)
      if (setup.object_at("mulligan").has(players[p]))
        out.verdict = check_five(players[p], "hand put back", decks[p], mulligans[p], "the deck list");
  }
  for (std::size_t p = 0; p < players.size() && out.verdict; ++p) {
    out.verdict = check_deck(t, players[p], decks[p]);
    if (out.verdict) out.verdict = check_hand(t, players[p], decks[p], hands[p]);
  }
  if (out.verdict) {
    for (int p = 0; p < 2; ++p) {
      auto& deck = t.p(p).deck;
      if (shuffle == OpeningShuffle::as_submitted) {
        // Drawn in the order submitted: the whole deck is known.
        deck = decks[static_cast<std::size_t>(p)];
        continue;
      }
      // The opening five on top of a shuffled deck whose other cards nobody has seen.
      deck = hands[static_cast<std::size_t>(p)];
      deck.resize(decks[static_cast<std::size_t>(p)].size(), std::string(kUnknown));
    }
    out.verdict = open_game(t, first);
    if (out.verdict) {
      rec.draw_from = kOpeningHand;
      rec.pending_draw = static_cast<int>(t.p(first).hand.size()) - kOpeningHand;
      if (trace) {
        trace->push_back(Step{"setup", "start", "auto:opening-draw"});
        if (t.over()) trace->push_back(Step{"start", "game-over", "auto:game-over"});
        else if (rec.pending_draw == 0) trace->push_back(Step{"start", "main", "auto:no-draw"});
      }
    }
  }
  out.state = std::make_unique<HdState>(std::move(t), std::move(rec));
  return out;
}

nlohmann::json HeroDuel::random_setup(const std::vector<std::string>& players, const CardSetPtr& cards, Rng& rng) const {
  std::vector<std::string> heroes, others;
  std::map<std::string, std::vector<std::string>> by_type;
  for (const auto& c : cards->cards) {
    if (c.type == "hero") heroes.push_back(c.id);
    else if (c.id.find("token") == std::string::npos) others.push_back(c.id), by_type[c.type].push_back(c.id);  // tokens are made, not dealt
  }
  nlohmann::json decks = nlohmann::json::object(), hands = nlohmann::json::object();
  for (const auto& p : players) {
    // A deck every option of hd.setup.deck-composition accepts: one hero, a monster, a spell
    // and a trap at least, 40 cards, no more than 3 copies of one card (as far as the set allows).
    std::vector<std::string> deck{rng.pick(heroes)};
    std::map<std::string, int> copies;
    for (const char* type : {"monster", "spell", "trap"})
      if (!by_type[type].empty()) ++copies[deck.emplace_back(rng.pick(by_type[type]))];
    for (std::size_t tries = 0; deck.size() < kDeckSize && tries < 100 * kDeckSize; ++tries)
      if (const std::string& c = rng.pick(others); copies[c] < kMaxCopies) ++copies[c], deck.push_back(c);
    rng.shuffle(deck);
    hands[p] = std::vector<std::string>(deck.begin(), deck.begin() + kOpeningHand);
    decks[p] = deck;  // in the order drawn, so that hd.setup.opening-shuffle = as-submitted fits too
  }
  // A seed, and the first player its coin flip picks: the setup fits either option of
  // hd.setup.first-player.
  const long long seed = static_cast<long long>(rng.below(std::uint64_t{1} << 31));
  return {{"first", players[static_cast<std::size_t>(coin_flip(seed))]}, {"seed", seed}, {"decks", decks}, {"hands", hands}};
}

}  // namespace referee::hd
