// The games the referee knows. Games register explicitly from one list
// (rulespec/all_games.cpp): no static-initialisation magic for the linker to drop.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "referee/core/game.hpp"

namespace referee {

class GameRegistry {
 public:
  void add(std::unique_ptr<Game> game);  // std::logic_error on a duplicate id
  const Game* find(std::string_view id) const;
  std::vector<const Game*> all() const;
  std::vector<std::string> ids() const;

 private:
  std::vector<std::unique_ptr<Game>> games_;
};

// Every built-in game (defined in rulespec/all_games.cpp).
const GameRegistry& builtin_games();

}  // namespace referee
