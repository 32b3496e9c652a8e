// The interface between the engine and a game (as OpenSpiel's spiel.h: an immutable Game
// and a clonable State). The engine owns replay, reports and history; a game owns its
// rules: it decodes an event of its vocabulary, says whether it is legal (with the reason
// and the rule), applies it, and lists every legal action of a state.
#pragma once

#include <functional>
#include <memory>
#include <span>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/field_words.hpp"
#include "referee/core/json_fields.hpp"
#include "referee/core/listing.hpp"
#include "referee/core/notation.hpp"
#include "referee/core/rng.hpp"
#include "referee/core/rulings.hpp"
#include "referee/core/sections.hpp"
#include "referee/core/state_machine.hpp"

namespace referee {

namespace cards {
class CardRules;
class CardSet;
}
// The card set a game of a card-database game is played with; null for the other games.
using CardSetPtr = std::shared_ptr<const cards::CardSet>;
// A card set given from outside a transcript or position (`--cards FILE`, a judge query's
// "cards"): it replaces the set the document names, if any.
struct CardsOverride {
  std::string file;  // as given (from the working directory)
  std::string game;  // the game the set declares
  CardSetPtr set;
};

struct GameInfo {
  std::string id;        // "draw-of-faith"
  std::string name;      // "Draw of Faith"
  int min_players = 2;
  int max_players = 2;   // the widest range any ruling profile allows
  std::string rulebook;  // file name under shared/rulebooks
  // The rule that says when the game ends and who wins: cited when a declared result
  // claims an end the game has not reached.
  const Section* victory = nullptr;
  // The table's words for the position's counters and flags and its zones
  // (referee/core/field_words.hpp); its phases' are the state machine's (SpecNode::words).
  TableWords words{};
};

// Whether an action is legal; if not, why, and the rule that says so.
struct Verdict {
  bool legal = true;
  std::string reason;
  const Section* citation = nullptr;
  // The rulings this verdict read, in the order read: filled by judge_event (replay.hpp),
  // which records the check; a game's check() leaves it empty.
  ConsultLog consulted;

  static Verdict ok() { return {}; }
  static Verdict illegal(std::string reason, const Section& citation) {
    return Verdict{false, std::move(reason), &citation, {}};
  }
  explicit operator bool() const { return legal; }
};

enum class GameStatus { in_progress, won, drawn };
std::string_view to_string(GameStatus s);

struct GameResult {
  GameStatus status = GameStatus::in_progress;
  std::vector<int> winners;          // seat indexes; several only for a shared win
  std::vector<long long> scores;     // per seat (points or life)
  std::string ended_by;              // "five-of-a-kind", "deck-depleted", ...
  std::string summary;               // one line for people
  const Section* citation = nullptr; // the rule that decided it
};

// A decoded event of one game; only that game's states look inside.
class Action {
 public:
  virtual ~Action() = default;
  virtual std::unique_ptr<Action> clone() const = 0;
  int player = -1;
};

// Gives a game's action type its clone().
template <class Derived>
class ActionOf : public Action {
 public:
  std::unique_ptr<Action> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
};

// One transcript event to decode.
struct EventInput {
  const JsonObject& body;  // the event object ("player" and "action" already read)
  int number;              // from 1
  int player;              // seat index
  const std::string& action;
};

class GameState {
 public:
  virtual ~GameState() = default;
  virtual std::unique_ptr<GameState> clone() const = 0;
  // The same position judged under other rulings (what-if analysis of a ruling's options).
  virtual std::unique_ptr<GameState> with_rulings(std::shared_ptr<const Rulings> rulings) const = 0;

  // The state machine node the game waits in.
  virtual std::string_view node() const = 0;
  // The seat the game waits for, or -1 (game over, or a chance step such as a draw).
  virtual int to_act() const = 0;
  virtual bool is_over() const = 0;
  virtual GameResult result() const = 0;
  virtual const Rulings& rulings() const = 0;
  // What the referee could not decide about the record so far, once its hidden cards met a
  // bound (referee/core/unseen.hpp, Ledger::forgot): why, for the first such thing; empty
  // while it decided everything. A replay that breaks no rule then ends undecided.
  virtual std::string undecided() const { return {}; }

  // Decoding: a malformed event is an InputError; an illegal one decodes fine.
  virtual std::unique_ptr<Action> decode(const EventInput& input) const = 0;
  // The action as a transcript event (canonical: sets in sorted order).
  virtual nlohmann::json encode(const Action& action) const = 0;
  // A key equal for two actions exactly when they mean the same move here (written
  // differently, say "7H" and "Bob#1"); listing and checking are compared by it.
  virtual std::string action_key(const Action& action) const;

  // The rule section behind this particular action where the game stands, when the state
  // machine edge's citation is too coarse for it (a 4-star summon is not the 1-3 star
  // rule); null to use the edge's. For judges' answers, never for verdicts.
  virtual const Section* rule_of(const Action& action) const;

  // Actions the record leaves implicit before `action` (e.g. passes nobody wrote down).
  virtual std::vector<std::unique_ptr<Action>> implied_before(const Action& action) const;
  virtual Verdict check(const Action& action) const = 0;
  // Applies a legal action; appends the state machine moves it made to `trace`.
  virtual void apply(const Action& action, std::vector<Step>* trace) = 0;
  // What a legal `action` makes happen beyond the position it leads to, for people, in the
  // table's words ("Ann's Elder beats Bob's Fool: Bob loses 1 believer"): a judge's outcome
  // shows it. Worked out only when asked (a replay never asks); most games have nothing to add.
  virtual std::vector<std::string> what_happens(const Action& action) const;

  // Every legal action in this state (listing and checking must agree), unless `budget`
  // candidates have been examined first: the game's candidates (offer_candidates) that
  // check() accepts.
  Listing for_each_legal_action(const ActionVisitor& visit, std::size_t budget = Listing::kUnlimited) const;
  // A legal action chosen at random, for self-play; nullptr if there is none.
  virtual std::unique_ptr<Action> random_legal_action(Rng& rng) const;
  // An arbitrary, usually illegal, action: probes that checking rejects what listing omits.
  virtual std::unique_ptr<Action> random_action(Rng& rng) const = 0;

  // The position for people: hand sizes, fields, graveyards, scores.
  virtual std::string position_text() const = 0;
  // The position as data: the "state" object of a referee-position/1 document. Every game
  // follows one convention so that tools can compare positions without knowing the game:
  //   {"phase": ..., "turn": N, "active": PLAYER, "to_act": PLAYER or null,
  //    "players": {PLAYER: {"score": N, "zones": {ZONE: [CARD, ...]}, ...}}, ...}
  // where a CARD is a string ("7H", "?") or an object with at least "card". Other keys are
  // the game's own (documented by Game::position_vocabulary).
  virtual nlohmann::json position_json() const = 0;
  // The state as its position records it: what a position does not carry forgotten (the
  // exchanges of takes nobody could follow, referee/core/unseen.hpp), as reading the
  // position back would give. Most games carry everything: a copy.
  virtual std::unique_ptr<GameState> as_written() const { return clone(); }

 protected:
  // The game's move generator: offers every action that may be legal here (a superset:
  // check() decides), stopping at the first offer that returns false. Not called once the
  // game is over.
  virtual void offer_candidates(Candidates& out) const = 0;
};

// A game state kept in one table `t_` that holds its rulings (a shared pointer `rulings`)
// and says whether it is over(): clone(), with_rulings(), rulings() and is_over() from it.
template <class Derived, class Table>
class StateOf : public GameState {
 public:
  explicit StateOf(Table t) : t_(std::move(t)) {}
  std::unique_ptr<GameState> clone() const override { return std::make_unique<Derived>(static_cast<const Derived&>(*this)); }
  std::unique_ptr<GameState> with_rulings(std::shared_ptr<const Rulings> rulings) const override {
    auto copy = std::make_unique<Derived>(static_cast<const Derived&>(*this));
    static_cast<StateOf&>(*copy).t_.rulings = std::move(rulings);
    return copy;
  }
  bool is_over() const override { return t_.over(); }
  const Rulings& rulings() const override { return *t_.rulings; }
  const Table& table() const { return t_; }

 protected:
  Table t_;
};

struct StartResult {
  std::unique_ptr<GameState> state;
  Verdict verdict;                  // illegal if the setup itself breaks a rule
};

class Game {
 public:
  virtual ~Game() = default;
  virtual const GameInfo& info() const = 0;
  virtual const RulingCatalogue& catalogue() const = 0;
  virtual const SectionIndex& sections() const = 0;
  // The state machine under a ruling profile.
  virtual StateMachine spec(const Rulings& rulings) const = 0;
  // The transcript vocabulary: setup keys and each action with its keys (from the notation).
  virtual std::string vocabulary() const { return notation::vocabulary_text(notation()); }
  // How the vocabulary is written in score sheets (referee/core/sheet.hpp).
  virtual const notation::Notation& notation() const = 0;
  // For a game whose cards come from a card set (referee/cards/): what its sets may say.
  // nullptr for a game whose rules fix its cards (a transcript of it names no card set).
  virtual const cards::CardRules* card_rules() const { return nullptr; }

  // The initial state from the transcript's players and setup. `cards` is the card set for a
  // game with card_rules() (never null there: the engine refuses a transcript without one).
  virtual StartResult start(const std::vector<std::string>& players, const JsonObject& setup,
                            std::shared_ptr<const Rulings> rulings, CardSetPtr cards, std::vector<Step>* trace) const = 0;
  // A random setup for self-play, in transcript form (decks drawn from `cards` where there is one).
  virtual nlohmann::json random_setup(const std::vector<std::string>& players, const CardSetPtr& cards, Rng& rng) const = 0;

  // The state a position's "state" object describes (GameState::position_json's format).
  // A position that cannot exist (more cards than the game has, a card twice, an unknown
  // player, a phase with no one to act) is an InputError naming the field.
  virtual std::unique_ptr<GameState> load_position(const std::vector<std::string>& players, const JsonObject& state,
                                                   std::shared_ptr<const Rulings> rulings, CardSetPtr cards) const = 0;
  // The position format's game-specific keys, for people (`referee spec GAME --format text`).
  virtual std::string position_vocabulary() const = 0;
};

// What a game states rather than computes: its GameInfo and the functions that give its
// catalogue, sections, state machine, notation (which gives the vocabulary too) and (a card-set
// game) card rules.
struct GameDefinition {
  GameInfo info;
  const RulingCatalogue& (*catalogue)();
  const SectionIndex& (*sections)();
  StateMachine (*spec)(const Rulings&);
  const notation::Notation& (*notation)();
  const cards::CardRules& (*card_rules)() = nullptr;
};

// A Game made from its GameDefinition: the game implements only start, random_setup,
// load_position and position_vocabulary.
class BasicGame : public Game {
 public:
  explicit BasicGame(GameDefinition definition) : d_(std::move(definition)) {}
  const GameInfo& info() const override { return d_.info; }
  const RulingCatalogue& catalogue() const override { return d_.catalogue(); }
  const SectionIndex& sections() const override { return d_.sections(); }
  StateMachine spec(const Rulings& rulings) const override { return d_.spec(rulings); }
  const notation::Notation& notation() const override { return d_.notation(); }
  const cards::CardRules* card_rules() const override { return d_.card_rules ? &d_.card_rules() : nullptr; }

 private:
  GameDefinition d_;
};

}  // namespace referee
