#include "referee/cli/profile_file.hpp"

#include "referee/core/json_source.hpp"

namespace referee::cli {

Rulings load_rulings(const Game& game, const std::string& path) {
  Rulings rulings(game.catalogue());
  if (path.empty()) return rulings;
  JsonDocument doc = read_json_file(path);
  rulings.apply_profile(doc, "");
  rulings.refuse_conflicts(Location{path, 1, 0, 0, ""});
  return rulings;
}

}  // namespace referee::cli
