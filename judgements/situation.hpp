// The state a query asks about, under the rulings in force, and the same state under
// other rulings for the sensitivity table.
//
// From a position, another ruling is the same snapshot judged differently. From a
// transcript, the history itself may depend on the ruling (a tied battle decides which
// cards remain), so the events are replayed again under it, unless the replay never read
// that ruling.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "judgements/query.hpp"
#include "referee/core/replay.hpp"
#include "referee/core/transcript.hpp"

namespace referee::judgements {

// The game so far is illegal: the query cannot be answered from it.
struct HistoryViolation {
  std::string source;
  Violation violation;
};

class Situation {
 public:
  // The query's situation under its rulings: the catalogue's defaults, the position's or
  // transcript's own rulings, the query's "rulings", then `override_profile` (a --rulings
  // file). Throws HistoryViolation if the transcript breaks a rule before "upto".
  static Situation of(const Query& q, const JsonDocument* override_profile);
  // The rulings only, for questions about a ruling or a rule.
  static Situation rulings_only(const Query& q, const JsonDocument* override_profile);
  // A state the caller already holds (the interactive judge).
  static Situation of_state(const Game& game, std::vector<std::string> players, std::shared_ptr<Rulings> rulings,
                            std::unique_ptr<GameState> state);

  const Game& game() const { return *game_; }
  const std::vector<std::string>& players() const { return players_; }
  const std::string& card_set_file() const { return card_set_file_; }  // "" for games without card sets
  const std::shared_ptr<Rulings>& rulings() const { return rulings_; }
  // The game's state machine under the rulings in force (one per answer).
  const StateMachine& machine() const { return *machine_; }
  bool has_state() const { return state_ != nullptr; }
  const GameState& state() const { return *state_; }
  // The rulings the history read while reaching the state (empty for a position).
  std::vector<std::uint16_t> history_rulings() const;
  // `consulted` (a verdict's own rulings), then the history's others: the rulings whose
  // options could change a verdict about this situation.
  std::vector<std::uint16_t> with_history(std::vector<std::uint16_t> consulted) const;

  struct Variant {
    std::unique_ptr<GameState> state;  // null when the history is illegal under the variant
    std::string problem;               // then: where and why
  };
  // The state under `variant`, the rulings in force with ruling `changed` set otherwise.
  Variant under(std::shared_ptr<Rulings> variant, std::uint16_t changed) const;

 private:
  const Game* game_ = nullptr;
  std::vector<std::string> players_;
  std::string card_set_file_;
  std::shared_ptr<Rulings> rulings_;
  std::shared_ptr<const StateMachine> machine_;
  std::unique_ptr<GameState> state_;
  std::shared_ptr<const Transcript> transcript_;  // when the state comes from a transcript
  int upto_ = -1;
  std::vector<std::uint16_t> history_read_;
  // Where the history first read each ruling: the event (from 0) and the state before it.
  // Under another option of that ruling the game is the same up to there, so the judge
  // replays only from there. No entry: first read by the setup (replayed from the start).
  struct Checkpoint {
    int event = 0;
    std::shared_ptr<const GameState> before;
  };
  std::map<std::uint16_t, Checkpoint> first_read_;
};

}  // namespace referee::judgements
