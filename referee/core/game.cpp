#include "referee/core/game.hpp"

namespace referee {

std::string_view to_string(GameStatus s) {
  switch (s) {
    case GameStatus::in_progress: return "in-progress";
    case GameStatus::won: return "won";
    case GameStatus::drawn: return "drawn";
  }
  return "?";
}

std::string GameState::action_key(const Action& action) const { return encode(action).dump(); }

const Section* GameState::rule_of(const Action&) const { return nullptr; }

std::vector<std::string> GameState::what_happens(const Action&) const { return {}; }

std::vector<std::unique_ptr<Action>> GameState::implied_before(const Action&) const { return {}; }

Listing GameState::for_each_legal_action(const ActionVisitor& visit, std::size_t budget) const {
  Candidates out([this](const Action& a) { return bool(check(a)); }, visit, budget);
  if (!is_over()) offer_candidates(out);
  return out.listing();
}

std::unique_ptr<Action> GameState::random_legal_action(Rng& rng) const {
  // Reservoir sampling over the full list: uniform, one pass, no copy of the list.
  std::unique_ptr<Action> chosen;
  std::uint64_t seen = 0;
  for_each_legal_action([&](const Action& a) {
    ++seen;
    if (rng.below(seen) == 0) chosen = a.clone();
    return true;
  });
  return chosen;
}

}  // namespace referee
