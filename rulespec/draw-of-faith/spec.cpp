// The Draw of Faith state machine under a ruling profile. Replays check each move they
// make against it (tests/conformance), so this file and the rules cannot drift apart.
#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {

StateMachine build_spec(const Rulings& r) {
  StateMachine sm("draw-of-faith");
  const bool on_resolution = r.peek(ruling::targeting_time) == TargetingTime::on_resolution;
  const bool any_action = r.peek(ruling::respond_to) == RespondTo::any_action;
  const bool summon_window = r.peek(ruling::respond_to) != RespondTo::effects_only;
  const FirstTurn first = r.peek(ruling::first_turn);
  const bool first_no_draw = first == FirstTurn::no_first_draw || first == FirstTurn::no_first_draw_no_battle;
  const bool first_no_battle = first == FirstTurn::no_first_battle || first == FirstTurn::no_first_draw_no_battle;
  const FiveTiming five = r.peek(ruling::five_timing);
  const EmptyDeck empty = r.peek(ruling::empty_deck);

  auto node = [&](const char* id, const char* label, NodeKind kind, const Section& s) {
    sm.add_node(SpecNode{id, label, kind, &s});
  };
  auto edge = [&](const char* from, const char* to, const char* on, const Section& s, std::string when = "") {
    sm.add_edge(SpecEdge{from, to, on, &s, std::move(when)});
  };

  node("setup", "Deal five cards to each player", NodeKind::setup, sec::starting);
  node("draw", "Draw Phase: the turn player draws", NodeKind::chance, sec::draw_phase);
  node("main", "Main Phase", NodeKind::phase, sec::normal_summon);
  node("main.window", "Chain Link: waiting for responses", NodeKind::window, sec::chain_link);
  node("battle", "Battle Phase", NodeKind::phase, sec::battle_phase);
  node("end", "End Phase", NodeKind::step, sec::end_phase);
  node("tiebreak", "Tiebreaker: tied players draw", NodeKind::chance, sec::tiebreaker);
  node("game-over", "Game over", NodeKind::terminal, sec::standard_victory);
  if (on_resolution) node("main.targets", "Chain resolving: choose the link's targets", NodeKind::step, sec::chain_link);
  if (any_action) {
    node("battle.window", "Chain Link during the Battle Phase", NodeKind::window, sec::chain_link);
    if (on_resolution)
      node("battle.targets", "Chain resolving in the Battle Phase: choose targets", NodeKind::step, sec::chain_link);
  }
  sm.set_start("setup");
  // A face-down card's identity, declared when the record learns it; no move.
  sm.add_record_only("reveal", sec::equipment);

  edge("setup", first_no_draw ? "main" : "draw", "auto:deal", sec::starting,
       first_no_draw ? "dof.turn.first-turn without first draw" : "");
  edge("draw", "main", "draw", sec::draw_phase);

  // Main Phase.
  edge("main", summon_window ? "main.window" : "main", "summon", sec::normal_summon,
       summon_window ? "dof.chain.respond-to-what: summons open a window" : "");
  edge("main", any_action ? "main.window" : "main", "change-position", sec::position_change);
  edge("main", "main.window", "activate", sec::special_summon);
  edge("main", "battle", "end-main", sec::turn_order);
  if (first_no_battle) edge("main", "end", "end-main", sec::turn_structure, "dof.turn.first-turn: no battle on turn 1");
  edge("main", "end", "end-turn", sec::end_phase);

  // Reaction windows and resolution (Chain Link).
  auto chain_edges = [&](const char* phase, const char* window, const char* targets) {
    edge(window, window, "activate", sec::chain_link);
    edge(window, window, "pass", sec::chain_link);
    edge(window, phase, "auto:chain-resolved", sec::chain_link);
    if (on_resolution) {
      edge(window, targets, "auto:choose-targets", sec::chain_link, "dof.effects.targeting-time = on-resolution");
      edge(targets, targets, "choose-targets", sec::chain_link);
      edge(targets, targets, "auto:choose-targets", sec::chain_link);
      edge(targets, phase, "auto:chain-resolved", sec::chain_link);
    }
  };
  chain_edges("main", "main.window", "main.targets");

  // Battle Phase. Declaring an attack in the Main Phase ends it (Turn Order); the attack
  // is still the Battle Phase's move.
  edge("main", any_action ? "battle.window" : "battle", "attack", sec::battle_phase);
  edge("battle", any_action ? "battle.window" : "battle", "attack", sec::battle_phase);
  if (r.peek(ruling::change_window) != ChangeWindow::main_only)
    edge("battle", any_action ? "battle.window" : "battle", "change-position", sec::battle_timing);
  edge("battle", "end", "end-turn", sec::end_phase);
  if (any_action) chain_edges("battle", "battle.window", "battle.targets");

  // End Phase: the next turn, or the end of the game.
  edge("end", "draw", "auto:next-turn", sec::end_phase);
  if (empty == EmptyDeck::skip) edge("end", "main", "auto:next-turn", sec::draw_phase, "deck empty: no draw");
  else {
    edge("end", "game-over", "auto:deck-out", sec::draw_phase, "dof.draw.empty-deck ends the game");
    edge("end", "tiebreak", "auto:deck-out", sec::tiebreaker);
  }
  edge("end", "game-over", "auto:deck-depleted", sec::standard_victory);
  edge("end", "tiebreak", "auto:deck-depleted", sec::tiebreaker, "tied on points");
  edge("tiebreak", "tiebreak", "tiebreak-draw", sec::tiebreaker);
  edge("tiebreak", "game-over", "tiebreak-draw", sec::tiebreaker);

  // Five of a Kind ends the game wherever a check finds it.
  if (five != FiveTiming::activated) {
    std::vector<const char*> from = {"setup", "draw", "main", "main.window", "battle"};
    if (on_resolution) from.push_back("main.targets");
    if (any_action) {
      from.push_back("battle.window");
      if (on_resolution) from.push_back("battle.targets");
    }
    for (const char* f : from) edge(f, "game-over", "auto:five-of-a-kind", sec::instant_victory);
    edge("setup", "tiebreak", "auto:five-of-a-kind", sec::instant_victory, "several players at the deal");
  } else {
    edge("main.window", "game-over", "auto:five-of-a-kind", sec::five_of_a_kind, "dof.five-of-a-kind.timing = activated");
    if (on_resolution) edge("main.targets", "game-over", "auto:five-of-a-kind", sec::five_of_a_kind);
  }
  return sm;
}

}  // namespace referee::dof
