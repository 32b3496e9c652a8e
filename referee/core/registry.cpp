#include "referee/core/registry.hpp"

#include <stdexcept>

namespace referee {

void GameRegistry::add(std::unique_ptr<Game> game) {
  if (find(game->info().id)) throw std::logic_error("game registered twice: " + game->info().id);
  games_.push_back(std::move(game));
}

const Game* GameRegistry::find(std::string_view id) const {
  for (const auto& g : games_)
    if (g->info().id == id) return g.get();
  return nullptr;
}

std::vector<const Game*> GameRegistry::all() const {
  std::vector<const Game*> out;
  for (const auto& g : games_) out.push_back(g.get());
  return out;
}

std::vector<std::string> GameRegistry::ids() const {
  std::vector<std::string> out;
  for (const auto& g : games_) out.push_back(g->info().id);
  return out;
}

}  // namespace referee
