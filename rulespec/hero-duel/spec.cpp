// The hero-duel state machine. HdState::apply and HeroDuel::start report their moves as
// steps of it, and replays check every step against it. Trap windows open inside an
// action (9. Trap Rules); the record names only what the referee cannot know, so a window
// shows up in the trace when the record declared an activation.
#include "rulespec/hero-duel/game.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

StateMachine build_spec(const Rulings& r) {
  StateMachine sm("hero-duel");
  sm.node("setup", "Decks registered, the opening five drawn", "the deal", NodeKind::setup, sec::match);
  sm.node("start", "Start Phase: the turn's draw, refresh, statuses, flips", "the Start Phase", NodeKind::chance, sec::turn_start);
  sm.node("main", "Main Phase", "the Main Phase", NodeKind::phase, sec::main_actions);
  sm.node("main.window", "Trap window: set traps answer the event", "the trap window", NodeKind::window, sec::traps);
  sm.node("end", "End of the turn", "the end of the turn", NodeKind::step, sec::main_actions);
  sm.node("game-over", "Game over", "game over", NodeKind::terminal, sec::win);
  sm.set_start("setup");

  sm.edge("setup", "start", "auto:opening-draw", sec::match);
  sm.edge("start", "main", "draw", sec::turn_start);
  sm.edge("start", "main", "auto:no-draw", sec::turn_start,
       r.peek(ruling::first_turn_draw) == FirstTurnDraw::no_first_draw
           ? EdgeCondition::ruling(ruling::first_turn_draw, "hd.setup.first-turn-draw = no-first-draw")
           : EdgeCondition{"no card left to draw"});
  sm.edge("start", "game-over", "auto:game-over", sec::win, "a status or trap ends the game at the turn's start");
  const std::pair<const char*, const Section*> actions[] = {
      {"summon", &sec::summon_low}, {"play-hero", &sec::summon_hero}, {"play-spell", &sec::spells},
      {"set-trap", &sec::traps},    {"ability", &sec::hero},          {"attack", &sec::combat_simultaneous}};
  for (const auto& [on, s] : actions) {
    sm.edge("main", "main", on, *s);
    sm.edge("main", "game-over", on, sec::win);
  }
  sm.edge("main", "main", "clear-trap", sec::traps,
          EdgeCondition::ruling(ruling::spell_trap_zones_full, "hd.zones.spelltrap-full = may-clear-trap"));
  sm.edge("main", "main.window", "auto:trap-window", sec::traps);
  sm.edge("main.window", "main.window", "activate", sec::traps);
  sm.edge("main.window", "main", "auto:resolved", sec::traps);
  sm.edge("main", "end", "end-turn", sec::main_actions);
  sm.edge("end", "game-over", "auto:game-over", sec::win);
  sm.edge("end", "start", "auto:next-turn", sec::turn_start);
  return sm;
}

}  // namespace referee::hd
