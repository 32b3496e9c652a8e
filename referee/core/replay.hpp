// Replay: the engine's half of validation. For each event, the game decodes it, says
// whether it is legal (judge_event records which rulings that verdict read), the game's
// state machine says whether the move leaves from where the game waits, and the game
// applies it, its moves walking the machine's edges. Replay stops at the first illegal
// event and keeps the position before it.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "referee/core/game.hpp"
#include "referee/core/state_machine.hpp"
#include "referee/core/transcript.hpp"

namespace referee {

struct Violation {
  enum class At { setup, event, result };
  At at = At::event;
  int event = 0;            // from 1; 0 for the setup and the declared result
  int line = 0;
  // A score sheet's event as its reader sees it (0 for a JSON transcript): the column of the
  // action as written, its turn ("T7") and which of the player's actions in that turn it is.
  int column = 0;
  int turn = 0;
  int nth_of_player = 0;
  std::string player;
  std::string action;
  std::string written;      // the event as written: compact JSON, or the score sheet's words
  std::string reason;
  const Section* citation = nullptr;
  std::vector<std::string> rulings;         // ids of the rulings consulted
  std::vector<std::string> ruling_choices;  // "id=option" for the same
  std::string position_before;
  std::string node;         // set when the state machine refused the move: where the game waited
};

// Where the referee first could not decide the record (GameState::undecided): the event
// after which its state first said so (0: the setup).
struct Undecided {
  int event = 0;
  int line = 0;
  std::string player;
  std::string action;
  std::string written;
  std::string reason;
};

struct ReplayOptions {
  int upto = -1;                      // stop after this many events (-1: all)
  bool keep_trace = false;            // keep every state machine move in Replay::trace (tests)
  // Called before each event (from 0) with the state it will be judged in.
  std::function<void(int event, const GameState& before)> before_event;
};

struct Replay {
  std::shared_ptr<Rulings> rulings;
  std::unique_ptr<GameState> state;   // after the last legal event
  int applied = 0;                    // events applied
  std::optional<Violation> violation;
  std::optional<Undecided> undecided;  // with no violation: the record is undecided from there
  std::vector<Step> trace;            // only filled when options.keep_trace is set
  ConsultLog rulings_used;            // every ruling the replay read, checks and effects alike
};

// Catalogue defaults, then the transcript's "rulings", then `override` (a --rulings file).
std::shared_ptr<Rulings> rulings_for(const Transcript& t, const JsonDocument* override_profile);

// A verdict on one event; `node` is set when the game allowed the move but the state
// machine has no such move from where the game waits (the violation cites that node).
struct EventVerdict : Verdict {
  std::string node;
};

// One recorded action `on` ("summon"), judged where it stands: the actions the record
// leaves implicit before it (passes nobody wrote down) are applied to `state`, then
// `action` is checked by the game, then by `machine`. The verdict names the rulings its
// check consulted. On a refusal, `state` is the one before the refused action. `trace`
// receives the implied actions' moves.
EventVerdict judge_event(GameState& state, const Action& action, std::string_view on, const StateMachine& machine,
                         std::vector<Step>& trace);

// Applies a legal action and checks that its moves (appended to `trace`) walk the
// machine's edges from where the game waited to where it waits now; std::logic_error (a
// referee bug: the game said the move was legal) if not.
void apply_event(GameState& state, const Action& action, const StateMachine& machine, std::vector<Step>& trace);

// Replays; throws InputError on a malformed event (naming the event and its line).
Replay replay(const Transcript& t, std::shared_ptr<Rulings> rulings, const ReplayOptions& options = {});

// Replays the rest of a transcript from `state`, which stands before event `from` (from 0)
// and holds `rulings` (the judge replays a game again under another ruling from the first
// event that read it).
Replay replay_from(const Transcript& t, std::shared_ptr<Rulings> rulings, std::unique_ptr<GameState> state, int from,
                   const ReplayOptions& options = {});

// A violation if the declared result differs from the referee's; nullopt otherwise.
std::optional<Violation> check_declared_result(const Transcript& t, const GameState& final_state);

// "Ann wins", "Ann and Cid share the win", "in progress".
std::string describe_outcome(const GameResult& r, const std::vector<std::string>& players);

}  // namespace referee
