// The hero-duel state machine. HdState::apply and HeroDuel::start report their moves as
// steps of it, and replays check every step against it. Trap windows open inside an
// action (9. Trap Rules); the record names only what the referee cannot know, so a window
// shows up in the trace when the record declared an activation.
#include "rulespec/hero-duel/game.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

StateMachine build_spec(const Rulings& r) {
  StateMachine sm("hero-duel");
  auto node = [&](const char* id, const char* label, NodeKind kind, const Section& s) { sm.add_node(SpecNode{id, label, kind, &s}); };
  auto edge = [&](const char* from, const char* to, const char* on, const Section& s, std::string when = "") {
    sm.add_edge(SpecEdge{from, to, on, &s, std::move(when)});
  };
  node("setup", "Decks registered, the opening five drawn", NodeKind::setup, sec::match);
  node("start", "Start Phase: the turn's draw, refresh, statuses, flips", NodeKind::chance, sec::turn_start);
  node("main", "Main Phase", NodeKind::phase, sec::main_actions);
  node("main.window", "Trap window: set traps answer the event", NodeKind::window, sec::traps);
  node("end", "End of the turn", NodeKind::step, sec::main_actions);
  node("game-over", "Game over", NodeKind::terminal, sec::win);
  sm.set_start("setup");

  edge("setup", "start", "auto:opening-draw", sec::match);
  edge("start", "main", "draw", sec::turn_start);
  edge("start", "main", "auto:no-draw", sec::turn_start,
       r.peek(ruling::first_turn_draw) == FirstTurnDraw::no_first_draw ? "hd.setup.first-turn-draw = no-first-draw"
                                                                        : "no card left to draw");
  edge("start", "game-over", "auto:game-over", sec::win, "a status or trap ends the game at the turn's start");
  const std::pair<const char*, const Section*> actions[] = {
      {"summon", &sec::summon_low}, {"play-hero", &sec::summon_hero}, {"play-spell", &sec::spells},
      {"set-trap", &sec::traps},    {"ability", &sec::hero},          {"attack", &sec::combat_simultaneous}};
  for (const auto& [on, s] : actions) {
    edge("main", "main", on, *s);
    edge("main", "game-over", on, sec::win);
  }
  edge("main", "main", "clear-trap", sec::traps, "hd.zones.spelltrap-full = may-clear-trap");
  edge("main", "main.window", "auto:trap-window", sec::traps);
  edge("main.window", "main.window", "activate", sec::traps);
  edge("main.window", "main", "auto:resolved", sec::traps);
  edge("main", "end", "end-turn", sec::main_actions);
  edge("end", "game-over", "auto:game-over", sec::win);
  edge("end", "start", "auto:next-turn", sec::turn_start);
  return sm;
}

}  // namespace referee::hd
