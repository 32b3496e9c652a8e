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

  sm.node("setup", "Deal five cards to each player", "the deal", NodeKind::setup, sec::starting);
  sm.node("draw", "Draw Phase: the turn player draws", "the Draw Phase", NodeKind::chance, sec::draw_phase);
  sm.node("main", "Main Phase", "the Main Phase", NodeKind::phase, sec::normal_summon);
  sm.node("main.window", "Chain Link: waiting for responses", "the chain's response window", NodeKind::window, sec::chain_link);
  sm.node("battle", "Battle Phase", "the Battle Phase", NodeKind::phase, sec::battle_phase);
  sm.node("end", "End Phase", "the End Phase", NodeKind::step, sec::end_phase);
  sm.node("tiebreak", "Tiebreaker: tied players draw", "the tiebreak", NodeKind::chance, sec::tiebreaker);
  sm.node("game-over", "Game over", "game over", NodeKind::terminal, sec::standard_victory);
  if (on_resolution) sm.node("main.targets", "Chain resolving: choose the link's targets", "a resolving chain link's targets", NodeKind::step, sec::chain_link);
  if (any_action) {
    sm.node("battle.window", "Chain Link during the Battle Phase", "the chain's response window in the Battle Phase", NodeKind::window, sec::chain_link);
    if (on_resolution)
      sm.node("battle.targets", "Chain resolving in the Battle Phase: choose targets", "a resolving chain link's targets", NodeKind::step, sec::chain_link);
  }
  sm.set_start("setup");
  // A face-down card's identity, declared when the record learns it; no move.
  sm.add_record_only("reveal", sec::equipment);

  sm.edge("setup", first_no_draw ? "main" : "draw", "auto:deal", sec::starting,
       first_no_draw ? EdgeCondition::ruling(ruling::first_turn, "dof.turn.first-turn without first draw") : EdgeCondition{});
  sm.edge("draw", "main", "draw", sec::draw_phase);

  // Main Phase.
  sm.edge("main", summon_window ? "main.window" : "main", "summon", sec::normal_summon,
       summon_window ? EdgeCondition::ruling(ruling::respond_to, "dof.chain.respond-to-what: summons open a window") : EdgeCondition{});
  sm.edge("main", any_action ? "main.window" : "main", "change-position", sec::position_change);
  sm.edge("main", "main.window", "activate", sec::special_summon);
  sm.edge("main", "battle", "end-main", sec::turn_order);
  if (first_no_battle) sm.edge("main", "end", "end-main", sec::turn_structure,
                               EdgeCondition::ruling(ruling::first_turn, "dof.turn.first-turn: no battle on turn 1"));
  sm.edge("main", "end", "end-turn", sec::end_phase);

  // Reaction windows and resolution (Chain Link).
  auto chain_edges = [&](const char* phase, const char* window, const char* targets) {
    sm.edge(window, window, "activate", sec::chain_link);
    sm.edge(window, window, "pass", sec::chain_link);
    sm.edge(window, phase, "auto:chain-resolved", sec::chain_link);
    if (on_resolution) {
      sm.edge(window, targets, "auto:choose-targets", sec::chain_link,
              EdgeCondition::ruling(ruling::targeting_time, "dof.effects.targeting-time = on-resolution"));
      sm.edge(targets, targets, "choose-targets", sec::chain_link);
      sm.edge(targets, targets, "auto:choose-targets", sec::chain_link);
      sm.edge(targets, phase, "auto:chain-resolved", sec::chain_link);
    }
  };
  chain_edges("main", "main.window", "main.targets");

  // Battle Phase. Declaring an attack in the Main Phase ends it (Turn Order); the attack
  // is still the Battle Phase's move.
  sm.edge("main", any_action ? "battle.window" : "battle", "attack", sec::battle_phase);
  sm.edge("battle", any_action ? "battle.window" : "battle", "attack", sec::battle_phase);
  if (r.peek(ruling::change_window) != ChangeWindow::main_only)
    sm.edge("battle", any_action ? "battle.window" : "battle", "change-position", sec::battle_timing);
  sm.edge("battle", "end", "end-turn", sec::end_phase);
  if (any_action) chain_edges("battle", "battle.window", "battle.targets");

  // End Phase: the next turn, or the end of the game.
  sm.edge("end", "draw", "auto:next-turn", sec::end_phase);
  if (empty == EmptyDeck::skip) sm.edge("end", "main", "auto:next-turn", sec::draw_phase, "deck empty: no draw");
  else {
    sm.edge("end", "game-over", "auto:deck-out", sec::draw_phase, EdgeCondition::ruling(ruling::empty_deck, "dof.draw.empty-deck ends the game"));
    sm.edge("end", "tiebreak", "auto:deck-out", sec::tiebreaker);
  }
  sm.edge("end", "game-over", "auto:deck-depleted", sec::standard_victory);
  sm.edge("end", "tiebreak", "auto:deck-depleted", sec::tiebreaker, "tied on points");
  sm.edge("tiebreak", "tiebreak", "tiebreak-draw", sec::tiebreaker);
  sm.edge("tiebreak", "game-over", "tiebreak-draw", sec::tiebreaker);

  // Five of a Kind ends the game wherever a check finds it.
  if (five != FiveTiming::activated) {
    std::vector<const char*> from = {"setup", "draw", "main", "main.window", "battle"};
    if (on_resolution) from.push_back("main.targets");
    if (any_action) {
      from.push_back("battle.window");
      if (on_resolution) from.push_back("battle.targets");
    }
    for (const char* f : from) sm.edge(f, "game-over", "auto:five-of-a-kind", sec::instant_victory);
    sm.edge("setup", "tiebreak", "auto:five-of-a-kind", sec::instant_victory, "several players at the deal");
  } else {
    sm.edge("main.window", "game-over", "auto:five-of-a-kind", sec::five_of_a_kind,
            EdgeCondition::ruling(ruling::five_timing, "dof.five-of-a-kind.timing = activated"));
    if (on_resolution) sm.edge("main.targets", "game-over", "auto:five-of-a-kind", sec::five_of_a_kind);
  }
  return sm;
}

}  // namespace referee::dof
