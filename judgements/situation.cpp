#include "judgements/situation.hpp"

#include <algorithm>

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
  return s;
}

Situation Situation::of_state(const Game& game, std::vector<std::string> players, std::shared_ptr<Rulings> rulings,
                              std::unique_ptr<GameState> state) {
  Situation s;
  s.game_ = &game;
  s.players_ = std::move(players);
  s.rulings_ = std::move(rulings);
  s.state_ = std::move(state);
  return s;
}

Situation Situation::of(const Query& q, const JsonDocument* override_profile) {
  if (q.position) {
    Position p = read_position(*q.position, builtin_games());
    Situation s;
    s.game_ = q.game;
    s.players_ = p.players;
    s.rulings_ = rulings_of(q, &p.doc, override_profile);
    s.state_ = load_state(p, s.rulings_);
    return s;
  }
  if (!q.transcript) return rulings_only(q, override_profile);
  auto t = std::make_shared<const Transcript>(read_transcript(*q.transcript, builtin_games()));
  Situation s;
  s.game_ = q.game;
  s.players_ = t->players;
  s.rulings_ = rulings_of(q, &t->doc, override_profile);
  s.transcript_ = t;
  s.upto_ = q.upto;
  ReplayOptions options;
  options.upto = q.upto;
  Replay r = replay(*t, s.rulings_, options);
  if (r.violation) throw HistoryViolation{t->doc.source, *r.violation};
  s.state_ = std::move(r.state);
  s.history_read_ = s.rulings_->ever().order();
  return s;
}

std::vector<std::uint16_t> Situation::history_rulings() const { return history_read_; }

Situation::Variant Situation::under(std::shared_ptr<Rulings> variant, std::uint16_t changed) const {
  const bool history_read_it =
      std::find(history_read_.begin(), history_read_.end(), changed) != history_read_.end();
  if (!transcript_ || !history_read_it) return Variant{state_->with_rulings(std::move(variant)), ""};
  ReplayOptions options;
  options.upto = upto_;
  Replay r = replay(*transcript_, variant, options);
  if (r.violation) {
    const Violation& v = *r.violation;
    std::string where = v.at == Violation::At::setup ? "the setup" : "event " + std::to_string(v.event);
    return Variant{nullptr, "the game so far is illegal: " + where + ": " + v.reason};
  }
  return Variant{std::move(r.state), ""};
}

}  // namespace referee::judgements
