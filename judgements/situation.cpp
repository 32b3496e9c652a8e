#include "judgements/situation.hpp"

#include <algorithm>

#include "referee/core/machine_cache.hpp"
#include "referee/core/position.hpp"

namespace referee::judgements {
namespace {

// Catalogue defaults, the situation document's "rulings", the query's, then the override.
std::shared_ptr<Rulings> rulings_of(const Query& q, const JsonDocument* situation, const JsonDocument* override_profile) {
  auto rulings = std::make_shared<Rulings>(q.game->catalogue());
  if (situation && situation->root.contains("rulings")) rulings->apply_profile(*situation, "/rulings");
  if (q.doc.root.contains("rulings")) rulings->apply_profile(q.doc, "/rulings");
  if (override_profile) rulings->apply_profile(*override_profile, "");
  rulings->refuse_conflicts(override_profile ? Location{override_profile->source, 1}
                                             : Location{q.doc.source, q.doc.line_of("/rulings"), 0, 0, "rulings"});
  return rulings;
}

}  // namespace

Situation Situation::rulings_only(const Query& q, const JsonDocument* override_profile) {
  Situation s;
  s.game_ = q.game;
  s.rulings_ = rulings_of(q, nullptr, override_profile);
  s.machine_ = machine_of(*s.game_, *s.rulings_);
  return s;
}

Situation Situation::of_state(const Game& game, std::vector<std::string> players, std::shared_ptr<Rulings> rulings,
                              std::unique_ptr<GameState> state) {
  Situation s;
  s.game_ = &game;
  s.players_ = std::move(players);
  s.rulings_ = std::move(rulings);
  s.machine_ = machine_of(game, *s.rulings_);
  s.state_ = std::move(state);
  return s;
}

Situation Situation::of(const Query& q, const JsonDocument* override_profile) {
  if (q.position) {
    Position p = read_position(*q.position, builtin_games(), q.cards ? &*q.cards : nullptr);
    Situation s;
    s.game_ = q.game;
    s.players_ = p.players;
    s.card_set_file_ = p.card_set_file;
    s.rulings_ = rulings_of(q, &p.doc, override_profile);
    s.machine_ = machine_of(*s.game_, *s.rulings_);
    s.state_ = load_state(p, s.rulings_);
    return s;
  }
  if (!q.transcript) return rulings_only(q, override_profile);
  auto t = std::make_shared<const Transcript>(read_transcript(*q.transcript, builtin_games(), q.cards ? &*q.cards : nullptr));
  Situation s;
  s.game_ = q.game;
  s.players_ = t->players;
  s.card_set_file_ = t->card_set_file;
  s.rulings_ = rulings_of(q, &t->doc, override_profile);
  s.machine_ = machine_of(*s.game_, *s.rulings_);
  s.transcript_ = t;
  s.upto_ = q.upto;
  // Before each event: the rulings first read by the event before it get its state.
  std::shared_ptr<const GameState> previous;
  std::size_t known = 0;  // rulings read so far, in order of first reading
  ConsultRecorder history;  // every ruling the history read, in the order first read
  auto note_new_rulings = [&](int event_before) {
    const std::vector<std::uint16_t>& read = history.read().order();
    for (; known < read.size(); ++known)
      if (previous) s.first_read_[read[known]] = Checkpoint{event_before, previous};
  };
  ReplayOptions options;
  options.upto = q.upto;
  options.before_event = [&](int event, const GameState& before) {
    note_new_rulings(event - 1);
    previous = before.clone();
  };
  Replay r = replay(*t, s.rulings_, options);
  if (r.violation) throw HistoryViolation{t->doc.source, *r.violation};
  note_new_rulings(r.applied - 1);
  s.state_ = std::move(r.state);
  s.history_read_ = history.read().order();
  return s;
}

std::vector<std::uint16_t> Situation::history_rulings() const { return history_read_; }

std::vector<std::uint16_t> Situation::with_history(std::vector<std::uint16_t> consulted) const {
  for (std::uint16_t r : history_read_)
    if (std::find(consulted.begin(), consulted.end(), r) == consulted.end()) consulted.push_back(r);
  return consulted;
}

Situation::Variant Situation::under(std::shared_ptr<Rulings> variant, std::uint16_t changed) const {
  const bool history_read_it =
      std::find(history_read_.begin(), history_read_.end(), changed) != history_read_.end();
  if (!transcript_ || !history_read_it) return Variant{state_->with_rulings(std::move(variant)), ""};
  ReplayOptions options;
  options.upto = upto_;
  const auto checkpoint = first_read_.find(changed);
  Replay r = checkpoint == first_read_.end()
                 ? replay(*transcript_, variant, options)
                 : replay_from(*transcript_, variant, checkpoint->second.before->with_rulings(variant),
                               checkpoint->second.event, options);
  if (r.violation) {
    const Violation& v = *r.violation;
    std::string where = v.at == Violation::At::setup ? "the setup" : "event " + std::to_string(v.event);
    return Variant{nullptr, "the game so far is illegal: " + where + ": " + v.reason};
  }
  return Variant{std::move(r.state), ""};
}

}  // namespace referee::judgements
