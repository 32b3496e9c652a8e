// Hegemony of Faith as a Game: the rules as scripts (script.hpp, rules.hpp) behind the
// engine's interface (referee/core/game.hpp). A state is the table at its last rest point
// and the answers given since (script.hpp); the decisions of every player (defenses,
// commits, Karma Reversed, offers to a surrendering player) and chance (cards drawn, taken,
// lost, dealt) are events of the record, with "?" for cards nobody saw.
//
//   id          hegemony-of-faith
//   players     4 to 8
//   vocabulary  README.md "Transcripts", notation.cpp (read by action_codec.cpp)
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "referee/core/game.hpp"
#include "rulespec/hegemony-of-faith/script.hpp"

namespace referee::hof {

struct HofAction final : ActionOf<HofAction> {
  Move move;
  explicit HofAction(Move m = {}) : move(std::move(m)) { player = move.player; }  // by the move's player
  static std::unique_ptr<HofAction> of(Move m) { return std::make_unique<HofAction>(std::move(m)); }
};

class HofState final : public GameState {
 public:
  // The state `base` reaches with `pending` answered (the answers must be legal there).
  HofState(Table base, std::vector<Move> pending);
  std::unique_ptr<GameState> clone() const override { return std::make_unique<HofState>(*this); }
  std::unique_ptr<GameState> as_written() const override;
  std::unique_ptr<GameState> with_rulings(std::shared_ptr<const Rulings> rulings) const override;

  std::string_view node() const override;
  int to_act() const override;
  bool is_over() const override { return now_.over(); }
  GameResult result() const override;
  const Rulings& rulings() const override { return *now_.rulings; }
  // What the ledgers let go of while the record could still tell (Ledger::forgot): the
  // believers' first, then the action cards' (README, "Hidden information").
  std::string undecided() const override;
  // Whether the move, legal here, would make the game undecided (self-play avoids it).
  bool would_be_undecided(const Move& m) const;

  std::unique_ptr<referee::Action> decode(const EventInput& input) const override;
  nlohmann::json encode(const referee::Action& action) const override;
  std::string action_key(const referee::Action& action) const override;
  std::vector<std::unique_ptr<referee::Action>> implied_before(const referee::Action& action) const override;
  const Section* rule_of(const referee::Action& action) const override;
  Verdict check(const referee::Action& action) const override;
  void apply(const referee::Action& action, std::vector<Step>* trace) override;
  std::vector<std::string> what_happens(const referee::Action& action) const override;

  std::unique_ptr<referee::Action> random_legal_action(Rng& rng) const override;
  std::unique_ptr<referee::Action> random_action(Rng& rng) const override;
  std::string position_text() const override;
  nlohmann::json position_json() const override;

  const Table& table() const { return now_; }        // the table as the game waits
  const Table& base() const { return base_; }        // the last rest point
  const std::vector<Move>& pending() const { return pending_; }
  const Question& question() const { return question_; }
  // A broken state (the answers since the rest point are not legal under these rulings).
  const std::optional<Verdict>& broken() const { return broken_; }

 private:
  void offer_candidates(Candidates& out) const override;
  // The procedure run again from the rest point with `answers` (script.hpp).
  struct Outcome {
    std::optional<Verdict> refused;
    Table table;
    Question question;
    bool halted = false;
    std::vector<Run::Answered> path;
  };
  static Outcome settled(Outcome o);
  // `told`: what the last answer made happen (HofState::what_happens).
  Outcome run(const std::vector<Move>& answers, std::size_t judged = static_cast<std::size_t>(-1),
              std::vector<std::string>* told = nullptr) const;
  void settle(std::vector<Step>* trace, std::size_t from, Outcome outcome);
  Verdict judge(const Move& m) const;

  // The last legal move judged and where it led: apply() of that same move reuses it. It
  // belongs to this state alone: a copy (a clone, implied_before's trial state) starts
  // without one, so no two states share what apply() moves from. A state is used by one
  // thread at a time, as every replay and judge query does.
  struct Judged {
    std::uint64_t version = 0;
    Move move;
    Outcome outcome;
  };
  struct JudgedCache {
    std::unique_ptr<Judged> last;
    JudgedCache() = default;
    JudgedCache(const JudgedCache&) {}
    JudgedCache& operator=(const JudgedCache&) {
      last.reset();
      return *this;
    }
  };

  Table base_;
  std::vector<Move> pending_;
  Table now_;
  Question question_;
  std::optional<Verdict> broken_;
  std::uint64_t version_ = 0;  // changes with every change of state
  mutable JudgedCache judged_;
};

// The implied answer to a question the record left unanswered: a pass closing a window, or
// a chance outcome left unseen; none for a question only a player's decision answers.
std::optional<Move> implied_answer(const Question& q);

StateMachine build_spec(const Rulings& r);
// The machine's steps (spec.cpp): the deal, to the first place the game waits; an answer,
// to the next place asked (in turn `to_turn`) or "game-over", through the start of a turn
// and the end check where the rules pass them.
void trace_deal(std::vector<Step>& trace, std::string_view first);
void trace_answer(std::vector<Step>& trace, const Run::Answered& answer, const char* to, int to_turn);
const notation::Notation& hof_notation();
Move decode_move(const EventInput& input, const std::vector<std::string>& names);
nlohmann::json encode_move(const Move& m, const std::vector<std::string>& names);
nlohmann::json position_of(const HofState& s);
std::string text_of(const Table& t, const Question* q);
std::unique_ptr<HofState> read_position(const std::vector<std::string>& players, const JsonObject& state,
                                        std::shared_ptr<const Rulings> rulings);
// A table just dealt: players, pool, decks; the setup's named cards placed (setup.cpp).
Table new_table(const std::vector<std::string>& players, std::shared_ptr<const Rulings> rulings,
                const UnseenBounds& bounds = {});

class HegemonyOfFaith final : public BasicGame {
 public:
  // `bounds`: the hidden-card ledgers' (table.hpp); the game's own unless measuring them.
  explicit HegemonyOfFaith(UnseenBounds bounds = {});
  StartResult start(const std::vector<std::string>& players, const JsonObject& setup,
                    std::shared_ptr<const Rulings> rulings, CardSetPtr cards, std::vector<Step>* trace) const override;
  nlohmann::json random_setup(const std::vector<std::string>& players, const CardSetPtr& cards, Rng& rng) const override;
  std::unique_ptr<GameState> load_position(const std::vector<std::string>& players, const JsonObject& state,
                                           std::shared_ptr<const Rulings> rulings, CardSetPtr cards) const override;
  std::string position_vocabulary() const override;

 private:
  UnseenBounds bounds_;
};

std::unique_ptr<Game> make_hegemony_of_faith();

}  // namespace referee::hof
