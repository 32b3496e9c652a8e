// Draw of Faith: a game for 2 to 10 players with one shared 52-card deck
// (shared/rulebooks/draw-of-faith.txt). Cards are summoned in attack or defense
// position, battle by rank, and are fused (Royal Fusion, Ace Fusion, Numbers Combo,
// Ace + Face Cards, Numbers + Ace) for effects that form chains; five cards of a suit win
// at once; otherwise the most points once the deck is used up.
//
//   id               draw-of-faith
//   players          2-10 (dof.setup.deck)
//   rulings          41, see rulings.cpp and `referee rulings draw-of-faith`
//   vocabulary       notation.cpp (read by action_codec.cpp) and README.md in this folder
#pragma once

#include <memory>

#include "referee/core/game.hpp"
#include "rulespec/draw-of-faith/action.hpp"
#include "rulespec/draw-of-faith/table.hpp"

namespace referee::dof {

StateMachine build_spec(const Rulings& r);
const notation::Notation& notation_of_draw_of_faith();

class DofState final : public StateOf<DofState, Table> {
 public:
  using StateOf::StateOf;
  std::string_view node() const override { return t_.node; }
  int to_act() const override;
  GameResult result() const override;

  std::unique_ptr<Action> decode(const EventInput& input) const override;
  nlohmann::json encode(const Action& action) const override;
  std::string action_key(const Action& action) const override;
  std::vector<std::unique_ptr<Action>> implied_before(const Action& action) const override;
  Verdict check(const Action& action) const override;
  void apply(const Action& action, std::vector<Step>* trace) override;

  std::unique_ptr<Action> random_legal_action(Rng& rng) const override;
  std::unique_ptr<Action> random_action(Rng& rng) const override;
  std::string position_text() const override;
  nlohmann::json position_json() const override;

 private:
  void offer_candidates(Candidates& out) const override;
};

class DrawOfFaith final : public BasicGame {
 public:
  DrawOfFaith();
  StartResult start(const std::vector<std::string>& players, const JsonObject& setup,
                    std::shared_ptr<const Rulings> rulings, CardSetPtr cards, std::vector<Step>* trace) const override;
  nlohmann::json random_setup(const std::vector<std::string>& players, const CardSetPtr& cards, Rng& rng) const override;
  std::unique_ptr<GameState> load_position(const std::vector<std::string>& players, const JsonObject& state,
                                           std::shared_ptr<const Rulings> rulings, CardSetPtr cards) const override;
  std::string position_vocabulary() const override;
};

std::unique_ptr<Game> make_draw_of_faith();

}  // namespace referee::dof
