// hero-duel as a Game: the rules core (rules.hpp) behind the engine's interface
// (referee/core/game.hpp). The core knows positions and actions; this layer adds what a
// game record needs: player names, the registered deck lists, the start-of-turn draw as
// an event of its own (the record names the cards drawn), and the transcript vocabulary.
//
//   id          hero-duel
//   players     2
//   vocabulary  README.md "Transcripts", notation.cpp (read by action_codec.cpp)
#pragma once

#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "referee/core/game.hpp"
#include "rulespec/hero-duel/rules.hpp"

namespace referee::hd {

// The start-of-turn draw (8. Turn Start): which cards it brought, "?" for unseen ones.
struct DrawCards {
  int player = -1;
  std::vector<std::string> cards;
};

// One transcript event: a core action, or the draw; with what the record names that the
// referee cannot know (hidden traps activating, hidden monsters turning face up).
struct HdAction final : ActionOf<HdAction> {
  std::variant<hd::Action, DrawCards> move;
  Reactions reactions;
};

// The game's state beyond the core's Table.
struct Record {
  std::vector<std::string> names;               // seat -> player name
  std::vector<std::vector<std::string>> decks;  // the registered deck lists (order unknown)
  int pending_draw = 0;                         // cards of the start-of-turn draw not yet named
  int draw_from = 0;                            // their first index in the active hand
};

class HdState final : public StateOf<HdState, Table> {
 public:
  HdState(Table t, Record rec) : StateOf(std::move(t)), rec_(std::move(rec)) {}
  std::string_view node() const override;
  int to_act() const override { return t_.over() ? -1 : t_.active; }
  GameResult result() const override;

  std::unique_ptr<referee::Action> decode(const EventInput& input) const override;
  nlohmann::json encode(const referee::Action& action) const override;
  std::string action_key(const referee::Action& action) const override;
  std::vector<std::unique_ptr<referee::Action>> implied_before(const referee::Action& action) const override;
  const Section* rule_of(const referee::Action& action) const override;
  Verdict check(const referee::Action& action) const override;
  void apply(const referee::Action& action, std::vector<Step>* trace) override;

  std::unique_ptr<referee::Action> random_action(Rng& rng) const override;
  std::string position_text() const override;
  nlohmann::json position_json() const override;

  const Record& record() const { return rec_; }

 private:
  void offer_candidates(Candidates& out) const override;
  Record rec_;
};

// Cards of `player`'s deck list not accounted for by any known card of theirs outside the
// deck: what a "?" drawn or held may be (legal.cpp).
std::vector<std::string> unseen_pool(const Table& t, const Record& rec, int player);
// The draw event's names matched to the cards drawn, in any order (a record writes a draw
// as a set): a name the referee knows for a card drawn is that card, any other an unseen one,
// which must be a copy still unseen in the deck list. `slots`: the drawn cards afterwards.
struct DrawMatch {
  Verdict verdict = Verdict::ok();
  std::vector<std::string> slots;
};
DrawMatch match_draw(const Table& t, const Record& rec, const DrawCards& d);
// Whether a face-down monster summoned unseen may be this card: a 1-3 star monster, without
// an arrival effect where one would have shown (legal.cpp).
bool could_be_unseen_monster(const Table& t, const cards::CardDef& def);
// What a player's hidden cards on the field must be: a 1-3 star monster for each monster
// summoned unseen (4. Summoning Rules: Stars 1-3), a trap for each trap set unseen.
struct HiddenNeeds {
  int low_monsters = 0;
  int traps = 0;
};
HiddenNeeds hidden_needs(const Table& t, int player);
// Whether `pool` (unseen cards) can still supply `needs`: the core's flow over the hidden cards
// as masks of the pool (referee/core/unseen_pool.hpp; legal.cpp).
Verdict check_cover(const Table& t, const std::vector<std::string>& pool, const HiddenNeeds& needs);
// The same for the whole table after an event, both players: a net under the checks of what
// each event names (game.cpp), for whatever an effect does to the unseen (legal.cpp).
Verdict check_unseen_fit(const Table& t, const Record& rec);
// The draw event's and the hidden hand card's checks (legal.cpp).
Verdict check_draw(const Table& t, const Record& rec, const DrawCards& d);
Verdict check_hand_card(const Table& t, const Record& rec, int player, const std::string& card);

// The seat the seeded coin flip of hd.setup.first-player = seeded-coin-flip picks (setup.cpp).
int coin_flip(long long seed);
StateMachine build_spec(const Rulings& r);
const notation::Notation& hero_duel_notation();
// The transcript action of a move (the notation's form after "draw", in the variant's order).
std::string_view action_name(const hd::Action& a);
nlohmann::json position_of(const Table& t, const Record& rec);
std::string text_of(const Table& t, const Record& rec);
std::unique_ptr<HdState> read_position(const std::vector<std::string>& players, const JsonObject& state,
                                       std::shared_ptr<const Rulings> rulings, CardSetPtr cards);

class HeroDuel final : public BasicGame {
 public:
  HeroDuel();
  StartResult start(const std::vector<std::string>& players, const JsonObject& setup,
                    std::shared_ptr<const Rulings> rulings, CardSetPtr cards, std::vector<Step>* trace) const override;
  nlohmann::json random_setup(const std::vector<std::string>& players, const CardSetPtr& cards, Rng& rng) const override;
  std::unique_ptr<GameState> load_position(const std::vector<std::string>& players, const JsonObject& state,
                                           std::shared_ptr<const Rulings> rulings, CardSetPtr cards) const override {
    return read_position(players, state, std::move(rulings), std::move(cards));
  }
  std::string position_vocabulary() const override;
};

std::unique_ptr<Game> make_hero_duel();

}  // namespace referee::hd
