// Every game the referee knows, registered explicitly: one line per game.
#include "referee/core/registry.hpp"
#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hero-duel/game.hpp"

namespace referee {

const GameRegistry& builtin_games() {
  static const GameRegistry registry = [] {
    GameRegistry r;
    r.add(dof::make_draw_of_faith());
    r.add(hd::make_hero_duel());
    r.add(hof::make_hegemony_of_faith());
    return r;
  }();
  return registry;
}

}  // namespace referee
