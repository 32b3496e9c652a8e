// The Hegemony of Faith state machine: every place the game waits for someone (a phase of
// the turn, a step of a procedure, a reaction window, a chance outcome), each with the
// answers it takes and the rule it applies. Decisions follow one another in the order the
// procedures of rules.hpp ask for them, and many are asked by several procedures (a
// defense window by six attack cards, a gift by four ways of gaining a Follower), so every
// answer goes to the step "resolve", where the rules act and ask for the next decision.
// HofState::apply reports its moves as steps of this machine, and replays check each one.
#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {

StateMachine build_spec(const Rulings& r) {
  StateMachine sm("hegemony-of-faith");
  struct Place {
    const char* id;
    const char* label;
    NodeKind kind;
    const Section* section;
    std::vector<const char*> answers;
    EdgeCondition when;  // the ruling options that make the place exist
  };
  std::vector<Place> places = {
      {"turn.draw", "Draw Phase: action cards drawn up to the hand limit", NodeKind::chance, &sec::draw_phase, {"draw"}, {}},
      {"turn.ascend", "Ascend with Me: the Leader may draw as many as the Follower drew", NodeKind::window, &sec::skill_ascend_with_me, {"skill", "pass"}, {}},
      {"turn.action", "Action Phase: up to two actions of different kinds", NodeKind::phase, &sec::action_phase, {"play", "discard", "skill", "end-turn"}, {}},
      {"turn.end", "End of the turn: discard down to the hand limit", NodeKind::chance, &sec::action_phase, {"discard"}, {}},
      {"wanderer.turn", "A Wanderer's turn: one steal", NodeKind::phase, &sec::wanderer_turn, {"steal", "found", "end-turn"}, {}},
      {"draw.prophet", "The Prophet may predict the first believer drawn", NodeKind::window, &sec::skill_the_prophet, {"skill", "pass"}, {}},
      {"draw.believers", "Believers drawn from the deck", NodeKind::chance, &sec::believer_cards, {"draw"}, {}},
      {"attack.defense", "Defense window: the attacked sects may answer with a defense card", NodeKind::window, &sec::qa_defense, {"defend", "pass"}, {}},
      {"attack.take", "Spread Rumors: a believer taken from each player of the sect", NodeKind::chance, &sec::card_spread_rumors, {"take"}, {}},
      {"attack.lose", "Witch Hunt: the believers of the type that die", NodeKind::step, &sec::card_witch_hunt, {"lose"}, {}},
      {"card.counter", "Breaking Faith's target may answer with a Breaking Faith", NodeKind::window, &sec::qa_breaking_faith, {"defend", "pass"}, {}},
      {"card.take", "Breaking Faith: the believers taken", NodeKind::chance, &sec::card_breaking_faith, {"take"}, {}},
      {"card.consent", "Secret Alliance: the target agrees to the exchange or not", NodeKind::window, &sec::card_secret_alliance, {"accept", "refuse", "pass"},
       EdgeCondition::ruling(ruling::secret_alliance, "hof.secret-alliance.consent = target-consents")},
      {"card.give", "Secret Alliance: the card the target gives", NodeKind::chance, &sec::card_secret_alliance, {"give"}, {}},
      {"confront.commit", "Each side commits a believer, face down", NodeKind::step, &sec::believer_confrontation, {"commit", "pass"}, {}},
      {"confront.karma", "Karma Reversed may turn the confrontation round before the showing", NodeKind::window, &sec::skill_karma_reversed, {"skill", "pass"}, {}},
      {"confront.bonus", "The Faith War bonus: a believer from the deck", NodeKind::chance, &sec::believer_cards, {"draw", "pass"}, {}},
      {"skill.deal", "A redistribution's shares, dealt clockwise", NodeKind::chance, &sec::skill_everyone_is_equal, {"deal"}, {}},
      {"skill.take", "A skill's take: Purple Hermit, Headstronger", NodeKind::chance, &sec::skill_purple_hermit, {"take"}, {}},
      {"skill.lose", "KABOOM!: three of the target's believers die", NodeKind::chance, &sec::skill_kaboom, {"lose"}, {}},
      {"skill.rebirth", "Holy Rebirth after three believers died at once", NodeKind::window, &sec::skill_holy_rebirth, {"skill", "pass"}, {}},
      {"skill.confess", "Impermanence of Life is shown as its condition breaks", NodeKind::window, &sec::skill_impermanence_of_life, {"skill", "pass"},
       EdgeCondition::ruling(ruling::impermanence, "hof.impermanence.violation != end-only")},
      {"skill.replace", "A new skill card drawn", NodeKind::chance, &sec::skill_impermanence_of_life, {"draw"}, EdgeCondition::ruling(ruling::impermanence, "hof.impermanence.violation != end-only")},
      {"sect.gift", "The Leader's gift of a believer", NodeKind::chance, &sec::united_sects, {"give"}, {}},
      {"sect.upkeep", "A Leader keeps or lets go a Follower with no believers", NodeKind::step, &sec::united_sects, {"accept", "refuse"}, {}},
      {"sect.reversal", "Reversal of stance: the new Leader takes the old one in or not", NodeKind::window, &sec::reversal, {"accept", "refuse", "pass"}, {}},
      {"surrender.offers", "Surrender Phase: the Leaders say whether they take the player in", NodeKind::window, &sec::surrender_as_follower,
       {"accept", "refuse", "pass"}, {}},
      {"surrender.join", "Surrender Phase: the player picks a sect", NodeKind::step, &sec::surrender_as_follower, {"join", "wander"}, {}},
      {"end.claims", "End of the game: Impermanence of Life may claim the win", NodeKind::window, &sec::end_of_game, {"skill", "pass"}, {}},
      {"showdown.commit", "Showdown: each player commits a believer", NodeKind::step, &sec::in_case_of_draw, {"commit"}, {}},
      {"showdown.karma", "Showdown: Karma Reversed, where skills are allowed", NodeKind::window, &sec::draw_two, {"skill", "pass"},
       EdgeCondition::ruling(ruling::showdown_two, "hof.end.showdown-two = skills-allowed")},
  };
  const bool consent = r.peek(ruling::secret_alliance) == SecretAlliance::target_consents;
  const bool confess = r.peek(ruling::impermanence) != Impermanence::end_only;
  const bool showdown_skills = r.peek(ruling::showdown_two) == ShowdownTwo::skills_allowed;
  auto exists = [&](const Place& p) {
    const std::string id = p.id;
    if (id == "card.consent") return consent;
    if (id == "skill.confess" || id == "skill.replace") return confess;
    if (id == "showdown.karma") return showdown_skills;
    return true;
  };
  sm.node("setup", "The deal: skills, six action cards and three believers each", NodeKind::setup, sec::setup);
  sm.node("resolve", "The rules resolve the answer and ask for the next decision", NodeKind::step, sec::action_phase);
  sm.node("game-over", "Game over", NodeKind::terminal, sec::end_of_game);
  for (const Place& p : places)
    if (exists(p)) sm.node(p.id, p.label, p.kind, *p.section);
  sm.set_start("setup");
  sm.edge("setup", "resolve", "auto:deal", sec::setup);
  sm.edge("resolve", "game-over", "auto:game-over", sec::end_of_game);
  for (const Place& p : places) {
    if (!exists(p)) continue;
    sm.edge("resolve", p.id, "auto:ask", *p.section, p.when);
    for (const char* verb : p.answers) sm.edge(p.id, "resolve", verb, *p.section, p.when);
  }
  return sm;
}

}  // namespace referee::hof
