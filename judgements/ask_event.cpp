// is-legal and outcome: one event, judged where the situation stands (with the passes the
// record would leave implicit before it, as a replay does).
#include <algorithm>

#include "judgements/citations.hpp"
#include "judgements/kinds.hpp"
#include "judgements/position_diff.hpp"
#include "judgements/sensitivity.hpp"
#include "referee/core/machine_cache.hpp"
#include "referee/core/transcript.hpp"
#include "referee/core/validation.hpp"

namespace referee::judgements {
namespace {

std::unique_ptr<Action> asked_event(const Situation& s, const JsonObject& ask) {
  JsonObject event = ask.require_object("event");
  const int seat = event_player(event, s.players());
  const std::string action = event.require_string("action");
  return s.state().decode(EventInput{event, 0, seat, action});
}

// The rule that allows this action where the game stands.
const Section* rule_allowing(const Situation& s, const GameState& state, const Action& a) {
  if (const Section* precise = state.rule_of(a)) return precise;
  return allowing_rule(s.machine(), state, state.encode(a).value("action", ""));
}

struct Judged {
  Verdict verdict;
  std::unique_ptr<GameState> after;  // the state after the event, when legal and applied
  ConsultLog consulted;              // what the check read, and the effects too when applied
  std::vector<std::string> told;     // what the event made happen (GameState::what_happens), when asked
};

// As a replay judges it: the game, then the state machine of the state's rulings.
// `tell`: say what the event makes happen too (the answer's text; not what rulings compare).
Judged judge(const Game& game, const GameState& state, const Action& a, bool apply, bool tell = false) {
  Judged j{Verdict::ok(), state.clone(), {}, {}};
  const std::shared_ptr<const StateMachine> machine = machine_of(game, state.rulings());
  std::vector<Step> trace;
  j.verdict = judge_event(*j.after, a, state.encode(a).value("action", ""), *machine, trace);
  j.consulted = j.verdict.consulted;
  if (j.verdict && apply) {
    if (tell) j.told = j.after->what_happens(a);
    ConsultRecorder effects;
    apply_event(*j.after, a, *machine, trace);
    for (std::uint16_t r : effects.read().order()) j.consulted.note(r);
  }
  return j;
}

std::string joined(const std::vector<std::string>& lines, const char* sep) {
  std::string s;
  for (const auto& l : lines) s += (s.empty() ? "" : sep) + l;
  return s;
}

Evaluation legality_of(const Judged& j) {
  const bool legal = j.verdict.legal;
  return Evaluation{legal ? "legal" : "illegal: " + j.verdict.reason, legal ? "legal" : "illegal", j.consulted.order()};
}

// The outcome as one comparable line: what changed, and how the game ended if it did. What
// it settled, without the phase after it and who acts, is compared apart, for when a
// response window is all that differs (Evaluation::settled, in_window).
Evaluation outcome_of(const Situation& s, const Judged& j, const GameState& state, PositionChanges* changes) {
  if (!j.verdict) return legality_of(j);
  const std::shared_ptr<const StateMachine> machine = machine_of(s.game(), j.after->rulings());
  PositionChanges c = position_changes(state.position_json(), j.after->position_json(), s.game().info().words,
                                       {machine.get(), state.node(), j.after->node()});
  std::string verdict = c.lines.empty() ? "legal: nothing changes" : "legal: " + joined(c.lines, "; ");
  std::string settled = "legal: " + joined(c.settled, "; ");
  if (j.after->is_over()) {
    verdict += "; " + describe_outcome(j.after->result(), s.players());
    settled += "; " + describe_outcome(j.after->result(), s.players());
  }
  if (changes) *changes = std::move(c);
  const SpecNode* waits = machine->node(j.after->node());
  return Evaluation{verdict, verdict, j.consulted.order(), settled, waits && waits->kind == NodeKind::window};
}

}  // namespace

Answer ask_is_legal(const Situation& s, const JsonObject& ask) {
  const std::unique_ptr<Action> action = asked_event(s, ask);
  const Judged base = judge(s.game(), s.state(), *action, false);
  const Evaluation e = legality_of(base);

  Answer a;
  a.kind = AskKind::is_legal;
  a.verdict = base.verdict ? "legal" : "illegal";
  a.explanation = base.verdict ? "the action is legal where the game stands (" +
                                       std::string(s.machine().words(s.state().node())) + ")"
                               : base.verdict.reason;
  if (const Section* rule = base.verdict ? rule_allowing(s, s.state(), *action) : base.verdict.citation)
    a.citations.push_back(std::string(rule->title));
  const std::vector<std::uint16_t> consulted_rulings = s.with_history(e.consulted);
  a.rulings_consulted = s.rulings()->catalogue().ids(consulted_rulings);
  a.sensitivity = sensitivity(
      s, consulted_rulings, [&](const GameState& state) { return legality_of(judge(s.game(), state, *action, false)); }, e);
  a.details = {{"event", s.state().encode(*action)}};
  return a;
}

Answer ask_outcome(const Situation& s, const JsonObject& ask) {
  const std::unique_ptr<Action> action = asked_event(s, ask);
  const Judged base = judge(s.game(), s.state(), *action, true, true);
  PositionChanges changes;
  const Evaluation e = outcome_of(s, base, s.state(), &changes);

  Answer a;
  a.kind = AskKind::outcome;
  a.verdict = base.verdict ? "legal" : "illegal";
  const std::vector<std::uint16_t> consulted_rulings = s.with_history(e.consulted);
  a.rulings_consulted = s.rulings()->catalogue().ids(consulted_rulings);
  a.details = {{"event", s.state().encode(*action)}};
  if (!base.verdict) {
    a.explanation = base.verdict.reason;
    if (base.verdict.citation) a.citations.push_back(std::string(base.verdict.citation->title));
  } else {
    // What happened first (who beat whom), then what changed.
    a.explanation = joined(base.told, "\n");
    if (!changes.lines.empty() || base.told.empty())
      a.explanation += (base.told.empty() ? "" : "\n") + (changes.lines.empty() ? "nothing changes" : joined(changes.lines, "\n"));
    if (base.after->is_over()) {
      const GameResult r = base.after->result();
      a.explanation += "\nthe game ends: " + describe_outcome(r, s.players()) + (r.summary.empty() ? "" : " (" + r.summary + ")");
      a.details["result"] = result_json(r, s.players());
    }
    if (const Section* rule = rule_allowing(s, s.state(), *action)) a.citations.push_back(std::string(rule->title));
    // The rule that ended the game (an instant victory, the end on points) is cited too.
    if (base.after->is_over())
      if (const GameResult r = base.after->result(); r.citation) a.citations.push_back(std::string(r.citation->title));
    a.details["changes"] = changes.details;
    a.details["position_after"] = base.after->position_json();
  }
  a.sensitivity = sensitivity(
      s, consulted_rulings, [&](const GameState& state) { return outcome_of(s, judge(s.game(), state, *action, true), state, nullptr); },
      e);
  return a;
}

}  // namespace referee::judgements
