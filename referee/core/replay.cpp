#include "referee/core/replay.hpp"

#include <algorithm>
#include <stdexcept>

#include "referee/core/machine_cache.hpp"

namespace referee {
namespace {

std::string internal(const StateMachine& m, const std::string& what) {
  return "internal: " + what + " (state machine of " + m.game() + ")";
}

NodeId node_id(const StateMachine& m, std::string_view node) {
  if (auto id = m.id(node)) return *id;
  throw std::logic_error(internal(m, "the game waits in " + std::string(node) + ", which is no node"));
}

// The moves steps[from..] must walk the machine's edges from `before` to `after`.
void check_walk(const StateMachine& m, NodeId before, const std::vector<Step>& steps, std::size_t from,
                std::string_view after) {
  NodeId at = before;
  for (std::size_t i = from; i < steps.size(); ++i) {
    const Step& s = steps[i];
    if (s.from != m.node(at).id)
      throw std::logic_error(internal(m, "the move " + std::string(s.from) + " -> " + std::string(s.to) + " on " +
                                             std::string(s.on) + " starts where the game is not: it is in " + m.node(at).id));
    NodeId next = 0;
    if (!m.step(at, s.to, s.on, &next))
      throw std::logic_error(internal(m, "the move " + std::string(s.from) + " -> " + std::string(s.to) + " on " +
                                             std::string(s.on) + " is no edge"));
    at = next;
  }
  if (m.node(at).id != after)
    throw std::logic_error(internal(m, "the moves end in " + m.node(at).id + " but the game waits in " + std::string(after)));
}

// "the game waits in main (Main Phase): the state machine has no move "x" from there; it takes a, b"
std::string no_such_move(const StateMachine& m, NodeId at, std::string_view on) {
  const SpecNode& n = m.node(at);
  std::vector<std::string_view> actions;  // each once, in the machine's order
  for (const SpecEdge& e : m.edges_from(at))
    if (!e.automatic() && std::find(actions.begin(), actions.end(), e.on) == actions.end()) actions.push_back(e.on);
  std::string takes;
  for (std::string_view a : actions) takes += (takes.empty() ? "" : ", ") + std::string(a);
  return "the game waits in " + n.id + " (" + n.label + "): the state machine has no move \"" + std::string(on) +
         "\" from there; it takes " + (takes.empty() ? "no action" : takes);
}

// The event as written: the score sheet's words, else compact JSON.
std::string written_of(const Transcript& t, const TranscriptEvent& e) {
  std::string w = t.doc.written_of(e.pointer);
  return w.empty() ? t.doc.root.at("events").at(static_cast<std::size_t>(e.number - 1)).dump() : w;
}

Violation make_violation(const Transcript& t, const TranscriptEvent& e, const Verdict& v, const Rulings& r,
                         std::string position) {
  Violation out;
  out.at = Violation::At::event;
  out.event = e.number;
  out.line = e.line;
  out.player = t.players[static_cast<std::size_t>(e.player)];
  out.action = e.action;
  out.written = written_of(t, e);
  out.column = t.doc.column_of(e.pointer);
  if (out.column > 0 && !out.written.empty()) {  // a score sheet: its turns are numbered from T1
    out.turn = 1;
    for (int i = 0; i < e.number; ++i) {
      const TranscriptEvent& before = t.events[static_cast<std::size_t>(i)];
      if (before.player == e.player) ++out.nth_of_player;
      const notation::ActionForm* form = t.game->notation().find(before.action);
      if (i + 1 < e.number && form && form->ends_turn) out.turn += 1, out.nth_of_player = 0;
    }
  }
  out.reason = v.reason;
  out.citation = v.citation;
  out.rulings = r.ids(v.consulted);
  out.ruling_choices = r.with_choices(v.consulted);
  out.position_before = std::move(position);
  return out;
}

// A score sheet's action refused where a "PLAYER:" carried over from earlier in the turn
// names someone else than the one to act: the reason says so and suggests the line with the
// one player the action is legal for (none if it is legal for nobody else, or for several).
void explain_carried_player(const Transcript& t, const TranscriptEvent& e, const GameState& state,
                            const StateMachine& machine, Violation& v) {
  const auto carried = t.doc.carried_player.find(e.pointer);
  if (carried == t.doc.carried_player.end()) return;
  int rightful = -1;
  for (int seat = 0; seat < static_cast<int>(t.players.size()); ++seat) {
    if (seat == e.player) continue;
    try {
      std::unique_ptr<GameState> s = state.clone();
      JsonObject body = t.event_body(e);
      std::unique_ptr<Action> action = s->decode(EventInput{body, e.number, seat, e.action});
      std::vector<Step> trace;
      if (!judge_event(*s, *action, e.action, machine, trace)) continue;
    } catch (const InputError&) {
      continue;
    }
    if (rightful >= 0) return;
    rightful = seat;
  }
  if (rightful < 0) return;
  const std::string& name = t.players[static_cast<std::size_t>(rightful)];
  v.reason += " (\"" + v.player + ":\" holds from column " + std::to_string(carried->second) +
              " for the actions after it; did you mean \"" + name + ": " + v.written + "\"?)";
}

// The first time the state says it could not decide the record: after `e` (null: before
// the first event replayed, the setup or the state a replay starts from).
void note_undecided(const Transcript& t, const TranscriptEvent* e, const GameState& state, Replay& out) {
  std::string why = state.undecided();
  if (why.empty()) return;
  Undecided u;
  u.reason = std::move(why);
  if (e) {
    u.event = e->number;
    u.line = e->line;
    u.player = t.players[static_cast<std::size_t>(e->player)];
    u.action = e->action;
    u.written = written_of(t, *e);
  } else {
    u.line = t.setup_line();
    u.action = "setup";
  }
  out.undecided = std::move(u);
}

// The events from `from` on, applied to out.state (options.upto counts from the start).
Replay continue_replay(const Transcript& t, Replay out, int from, const ReplayOptions& options,
                       const StateMachine& machine) {
  const Rulings& rulings = *out.rulings;
  std::vector<Step> scratch;
  std::vector<Step>& trace = options.keep_trace ? out.trace : scratch;
  if (!out.undecided) note_undecided(t, from > 0 ? &t.events[static_cast<std::size_t>(from - 1)] : nullptr, *out.state, out);
  const int limit = options.upto < 0 ? static_cast<int>(t.events.size())
                                     : std::min<int>(options.upto, static_cast<int>(t.events.size()));
  for (int i = from; i < limit; ++i) {
    const TranscriptEvent& e = t.events[static_cast<std::size_t>(i)];
    if (options.before_event) options.before_event(i, *out.state);
    JsonObject body = t.event_body(e);
    std::unique_ptr<Action> action = out.state->decode(EventInput{body, e.number, e.player, e.action});
    if (!options.keep_trace) scratch.clear();

    // The position is rendered only for a report: at a violation the state is still the
    // one before the refused action (implied passes before it already applied).
    EventVerdict v = judge_event(*out.state, *action, e.action, machine, trace);
    if (!v) {
      out.violation = make_violation(t, e, v, rulings, out.state->position_text());
      out.violation->node = std::move(v.node);
      explain_carried_player(t, e, *out.state, machine, *out.violation);
      return out;
    }
    apply_event(*out.state, *action, machine, trace);
    out.applied = i + 1;
    if (!out.undecided) note_undecided(t, &e, *out.state, out);
  }
  return out;
}

Replay replay_recorded(const Transcript& t, std::shared_ptr<Rulings> rulings, const ReplayOptions& options);

}  // namespace

std::shared_ptr<Rulings> rulings_for(const Transcript& t, const JsonDocument* override_profile) {
  return document_rulings(t.game->catalogue(), t.doc, override_profile);
}

EventVerdict judge_event(GameState& state, const Action& action, std::string_view on, const StateMachine& machine,
                         std::vector<Step>& trace) {
  for (const auto& implied : state.implied_before(action)) {
    ConsultRecorder read;
    Verdict v = state.check(*implied);
    if (!v) {
      v.consulted = read.read();
      return EventVerdict{std::move(v), {}};
    }
    apply_event(state, *implied, machine, trace);
  }
  // The game first: its reasons are the more precise.
  ConsultRecorder read;
  EventVerdict v{state.check(action), {}};
  v.consulted = read.read();
  if (!v || machine.record_only(on)) return v;
  // A state judged under other rulings than it was reached by (a judge's what-if) may wait
  // in a node their machine lacks; the move is then the game's to judge alone. A replay
  // from the start never does: each walk ends where the next event finds the game.
  const std::optional<NodeId> known = machine.id(state.node());
  if (!known || machine.accepts(*known, on)) return v;
  const NodeId at = *known;
  v.legal = false;
  v.reason = no_such_move(machine, at, on);
  v.citation = machine.node(at).citation;
  v.node = machine.node(at).id;
  return v;
}

void apply_event(GameState& state, const Action& action, const StateMachine& machine, std::vector<Step>& trace) {
  const std::optional<NodeId> before = machine.id(state.node());  // none: see judge_event
  const std::size_t from = trace.size();
  state.apply(action, &trace);
  if (before) check_walk(machine, *before, trace, from, state.node());
}

Replay replay(const Transcript& t, std::shared_ptr<Rulings> rulings, const ReplayOptions& options) {
  ConsultRecorder whole_game;
  Replay out = replay_recorded(t, std::move(rulings), options);
  out.rulings_used = whole_game.read();
  return out;
}

namespace {

Replay replay_recorded(const Transcript& t, std::shared_ptr<Rulings> rulings, const ReplayOptions& options) {
  Replay out;
  out.rulings = rulings;
  std::vector<Step> scratch;
  std::vector<Step>& trace = options.keep_trace ? out.trace : scratch;

  if (t.game->card_rules() && !t.card_set)
    throw InputError(Location{t.doc.source, t.doc.line_of(""), 0, 0, "cards"},
                     t.game->info().id + " is played with a card set: name it in the transcript (\"cards\": FILE) or give --cards FILE");
  ConsultRecorder setup_read;
  StartResult start = t.game->start(t.players, t.setup(), rulings, t.card_set, &trace);
  if (!start.verdict) {
    Violation v;
    v.at = Violation::At::setup;
    v.line = t.setup_line();
    v.action = "setup";
    v.written = t.doc.root.at("setup").dump();
    v.reason = start.verdict.reason;
    v.citation = start.verdict.citation;
    v.rulings = rulings->ids(setup_read.read());
    v.ruling_choices = rulings->with_choices(setup_read.read());
    out.violation = std::move(v);
    out.state = std::move(start.state);
    return out;
  }
  out.state = std::move(start.state);
  // The deal walks from the machine's start to where the first event finds the game.
  const std::shared_ptr<const StateMachine> machine = machine_of(*t.game, *rulings);
  check_walk(*machine, node_id(*machine, machine->start()), trace, 0, out.state->node());
  return continue_replay(t, std::move(out), 0, options, *machine);
}

}  // namespace

Replay replay_from(const Transcript& t, std::shared_ptr<Rulings> rulings, std::unique_ptr<GameState> state, int from,
                   const ReplayOptions& options) {
  Replay out;
  out.rulings = std::move(rulings);
  out.state = std::move(state);
  out.applied = from;
  ConsultRecorder rest_of_game;
  const std::shared_ptr<const StateMachine> machine = machine_of(*t.game, *out.rulings);
  out = continue_replay(t, std::move(out), from, options, *machine);
  out.rulings_used = rest_of_game.read();
  return out;
}

std::string describe_outcome(const GameResult& r, const std::vector<std::string>& players) {
  auto name = [&](int seat) { return players.at(static_cast<std::size_t>(seat)); };
  switch (r.status) {
    case GameStatus::in_progress: return "in progress";
    case GameStatus::won: return name(r.winners.at(0)) + " wins";
    case GameStatus::drawn: {
      if (r.winners.empty()) return "draw";
      std::string s;
      for (std::size_t i = 0; i < r.winners.size(); ++i)
        s += (i == 0 ? "" : i + 1 == r.winners.size() ? " and " : ", ") + name(r.winners[i]);
      return s + " share the win";
    }
  }
  return "?";
}

std::optional<Violation> check_declared_result(const Transcript& t, const GameState& final_state) {
  if (!t.result) return std::nullopt;
  const DeclaredResult& d = *t.result;
  GameResult r = final_state.result();
  std::vector<std::string> referee_winners;
  for (int w : r.winners) referee_winners.push_back(t.players.at(static_cast<std::size_t>(w)));

  std::string problem;
  std::string declared;
  if (d.in_progress) {
    declared = "in progress";
    if (r.status != GameStatus::in_progress) problem = "the game is over";
  } else if (d.draw) {
    declared = "a draw";
    if (r.status != GameStatus::drawn) problem = "the game is not a draw";
  } else {
    std::vector<std::string> a = d.winners, b = referee_winners;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    declared = a.size() == 1 ? a[0] + " wins" : "a shared win";
    if (r.status == GameStatus::in_progress) problem = "the game is not over";
    else if (a != b || (a.size() == 1) != (r.status == GameStatus::won)) problem = "the winners differ";
  }
  if (problem.empty()) {
    for (const auto& [player, points] : d.points) {
      auto seat = std::find(t.players.begin(), t.players.end(), player) - t.players.begin();
      long long actual = r.scores.at(static_cast<std::size_t>(seat));
      if (actual != points) {
        problem = player + " has " + std::to_string(actual) + " points, not " + std::to_string(points);
        break;
      }
    }
  }
  if (problem.empty()) return std::nullopt;

  Violation v;
  v.at = Violation::At::result;
  v.line = d.line;
  v.action = "result";
  v.written = t.doc.root.at("result").dump();
  v.reason = "the declared result (" + declared + ") does not match the referee's: " + problem + "; " +
             describe_outcome(r, t.players) + (r.summary.empty() ? "" : " (" + r.summary + ")");
  v.citation = r.citation ? r.citation : t.game->info().victory;
  v.position_before = final_state.position_text();
  return v;
}

}  // namespace referee
