// The Hegemony of Faith state machine: every place the game waits for someone (a phase of
// the turn, a step of a procedure, a reaction window, a chance outcome), each with the
// answers it takes and the rule it applies, and the two places the rules pass on their own
// (the start of a turn, the end check). An answer leads to the next place asked: the edges
// below say which may follow which, and why (the rule, and the ruling or the state that
// makes the move exist). Procedures call procedures: settling the sects (reversal, upkeep,
// surrender, gift, Impermanence of Life) can follow any change of believers and returns to
// whatever set it off, so its places list every such return.
// HofState::settle reports its moves as steps of this machine, and replays check each one.
#include <map>

#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

// The two places no question names: the rules pass through them on their own.
constexpr const char* kTurnStart = "turn.start";
constexpr const char* kEndCheck = "end.check";

// The places of 5. End of the Game, after the end check.
bool past_end_check(std::string_view node) {
  return node == "end.claims" || node.starts_with("showdown.") || node == "game-over";
}

// The automatic step out of the turn's start or the end check into `to`.
std::string_view automatic_into(std::string_view to) {
  if (to == "turn.draw") return "auto:draw-phase";
  if (to == "turn.action") return "auto:full-hand";  // nothing to draw
  if (to == "wanderer.turn") return "auto:wanderer";
  if (to == "end.claims") return "auto:claims";
  if (to.starts_with("showdown.")) return "auto:showdown";
  if (to == "game-over") return "auto:settled";
  return "auto:start-of-turn";  // a skill at the turn's start (Purple Hermit's second take)
}

std::vector<std::string_view> split_bar(std::string_view list) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0;;) {
    const std::size_t bar = list.find('|', at);
    out.push_back(list.substr(at, bar - at));
    if (bar == std::string_view::npos) return out;
    at = bar + 1;
  }
}

// From `at` on `on` to `to`, `turns` turns later: through the start of each turn and the
// end check where the rules pass them.
void walk_to(std::vector<Step>& trace, std::string_view at, std::string_view on, std::string_view to, int turns) {
  if (turns > 0) {
    trace.push_back(Step{at, kTurnStart, on});
    for (int k = 1; k < turns; ++k) trace.push_back(Step{kTurnStart, kTurnStart, "auto:skipped"});  // Soul-Cutting Sword
    at = kTurnStart;
    on = automatic_into(to);
  }
  if (past_end_check(to) && !past_end_check(at)) {
    trace.push_back(Step{at, kEndCheck, at == kTurnStart ? "auto:end" : on});
    at = kEndCheck;
    on = automatic_into(to);
  }
  trace.push_back(Step{at, to, on});
}

}  // namespace

void trace_deal(std::vector<Step>& trace, std::string_view first) { walk_to(trace, "setup", "auto:deal", first, 1); }

void trace_answer(std::vector<Step>& trace, const Run::Answered& answer, const char* to, int to_turn) {
  walk_to(trace, answer.node, verb_name(answer.verb), to, to_turn - answer.turn);
}

StateMachine build_spec(const Rulings& r) {
  StateMachine sm("hegemony-of-faith");
  struct Place {
    const char* id;
    const char* label;
    const char* words;  // SpecNode::words
    NodeKind kind;
    const Section* section;
    EdgeCondition when{};  // the ruling options that make the place exist
    bool exists = true;    // under these rulings
  };
  const bool consent = r.peek(ruling::secret_alliance) == SecretAlliance::target_consents;
  const bool confess = r.peek(ruling::impermanence) != Impermanence::end_only;
  const bool showdown_skills = r.peek(ruling::showdown_two) == ShowdownTwo::skills_allowed;
  std::vector<Place> places = {
      {"turn.draw", "Draw Phase: action cards drawn up to the hand limit", "the Draw Phase", NodeKind::chance, &sec::draw_phase},
      {"turn.ascend", "Ascend with Me: the Leader may draw as many as the Follower drew", "the Ascend with Me window", NodeKind::window, &sec::skill_ascend_with_me},
      {"turn.action", "Action Phase: up to two actions of different kinds", "the Action Phase", NodeKind::phase, &sec::action_phase},
      {"turn.end", "End of the turn: discard down to the hand limit", "the end of the turn's discard", NodeKind::chance, &sec::action_phase},
      {"wanderer.turn", "A Wanderer's turn: one steal", "a Wanderer's turn", NodeKind::phase, &sec::wanderer_turn},
      {"draw.prophet", "The Prophet may predict the first believer drawn", "The Prophet's window", NodeKind::window, &sec::skill_the_prophet},
      {"draw.believers", "Believers drawn from the deck", "the believers drawn", NodeKind::chance, &sec::believer_cards},
      {"attack.defense", "Defense window: the attacked sects may answer with a defense card", "the defense window", NodeKind::window, &sec::qa_defense},
      {"attack.take", "Spread Rumors: a believer taken from each player of the sect", "Spread Rumors' takes", NodeKind::chance, &sec::card_spread_rumors},
      {"attack.lose", "Witch Hunt: the believers of the type that die", "Witch Hunt's deaths", NodeKind::step, &sec::card_witch_hunt},
      {"card.counter", "Breaking Faith's target may answer with a Breaking Faith", "the window to answer Breaking Faith", NodeKind::window, &sec::qa_breaking_faith},
      {"card.take", "Breaking Faith: the believers taken", "Breaking Faith's take", NodeKind::chance, &sec::card_breaking_faith},
      {"card.consent", "Secret Alliance: the target agrees to the exchange or not", "Secret Alliance's consent", NodeKind::window, &sec::card_secret_alliance,
       EdgeCondition::ruling(ruling::secret_alliance, "hof.secret-alliance.consent = target-consents"), consent},
      {"card.give", "Secret Alliance: the card the target gives", "Secret Alliance's give", NodeKind::chance, &sec::card_secret_alliance},
      {"confront.commit", "Each side commits a believer, face down", "the confrontation's commits", NodeKind::step, &sec::believer_confrontation},
      {"confront.karma", "Karma Reversed may turn the confrontation round before the showing", "the Karma Reversed window", NodeKind::window, &sec::skill_karma_reversed},
      {"confront.bonus", "The Faith War bonus: a believer from the deck", "the Faith War bonus", NodeKind::chance, &sec::believer_cards},
      {"skill.deal", "A redistribution's shares, dealt clockwise", "a redistribution's deal", NodeKind::chance, &sec::skill_everyone_is_equal},
      {"skill.take", "A skill's take: Purple Hermit, Headstronger", "a skill's take", NodeKind::chance, &sec::skill_purple_hermit},
      {"skill.lose", "KABOOM!: three of the target's believers die", "KABOOM!'s deaths", NodeKind::chance, &sec::skill_kaboom},
      {"skill.rebirth", "Holy Rebirth after three believers died at once", "the Holy Rebirth window", NodeKind::window, &sec::skill_holy_rebirth},
      {"skill.confess", "Impermanence of Life is shown as its condition breaks", "the Impermanence of Life window", NodeKind::window, &sec::skill_impermanence_of_life,
       EdgeCondition::ruling(ruling::impermanence, "hof.impermanence.violation != end-only"), confess},
      {"skill.replace", "A new skill card drawn", "a new skill card's draw", NodeKind::chance, &sec::skill_impermanence_of_life,
       EdgeCondition::ruling(ruling::impermanence, "hof.impermanence.violation != end-only"), confess},
      {"sect.gift", "The Leader's gift of a believer", "the Leader's gift", NodeKind::chance, &sec::united_sects},
      {"sect.upkeep", "A Leader keeps or lets go a Follower with no believers", "a Leader's keeping of a Follower", NodeKind::step, &sec::united_sects},
      {"sect.reversal", "Reversal of stance: the new Leader takes the old one in or not", "the reversal of stance", NodeKind::window, &sec::reversal},
      {"surrender.offers", "Surrender Phase: the Leaders say whether they take the player in", "the Surrender Phase's offers", NodeKind::window, &sec::surrender_as_follower},
      {"surrender.join", "Surrender Phase: the player picks a sect", "the Surrender Phase's choice of sect", NodeKind::step, &sec::surrender_as_follower},
      {"end.claims", "End of the game: Impermanence of Life may claim the win", "the end of the game's claims", NodeKind::window, &sec::end_of_game},
      {"showdown.commit", "Showdown: each player commits a believer", "the showdown's commits", NodeKind::step, &sec::in_case_of_draw},
      {"showdown.karma", "Showdown: Karma Reversed, where skills are allowed", "the showdown's Karma Reversed window", NodeKind::window, &sec::draw_two,
       EdgeCondition::ruling(ruling::showdown_two, "hof.end.showdown-two = skills-allowed"), showdown_skills},
  };
  sm.node("setup", "The deal: skills, six action cards and three believers each", "the deal", NodeKind::setup, sec::setup);
  sm.node(kTurnStart, "A turn begins: effects end, a skipped turn passes, skills of the turn's start", "the start of the turn", NodeKind::step, sec::draw_phase);
  sm.node(kEndCheck, "End of the game: the deck ran out, or a sect holds every player", "the end of the game's check", NodeKind::step, sec::end_of_game);
  sm.node("game-over", "Game over", "game over", NodeKind::terminal, sec::end_of_game);
  for (const Place& p : places)
    if (p.exists) sm.node(p.id, p.label, p.words, p.kind, *p.section, p.when);
  sm.set_start("setup");

  // A move "from --on--> to" for each of the |-separated actions and places; a move to a
  // place that exists only under a ruling carries that ruling's condition.
  std::map<std::string, EdgeCondition, std::less<>> place_when;
  for (const Place& p : places)
    if (p.exists && !p.when.empty()) place_when[p.id] = p.when;
  auto moves = [&](std::string_view from, std::string_view ons, std::string_view tos, const Section& s, EdgeCondition when = {}) {
    for (std::string_view to : split_bar(tos)) {
      if (!sm.node(from) || !sm.node(to)) continue;  // a place this profile lacks
      EdgeCondition c = when;
      for (std::string_view end : {from, to})
        if (auto it = place_when.find(end); c.empty() && it != place_when.end()) c = it->second;
      for (std::string_view on : split_bar(ons)) sm.edge(std::string(from), std::string(to), std::string(on), s, c);
    }
  };
  // Settling the sects, after any change of believers or of sect (6-1, 6-2, 6-2.1, Impermanence of Life).
  const std::string settle = "sect.reversal|sect.upkeep|surrender.offers|skill.confess|skill.replace|sect.gift";
  // What follows a resolved action: the sects settled, the game over (a sect holds everyone,
  // or hof.end.timing = end-after-action), or the turn player's next action.
  const std::string resolved = settle + "|turn.action|end.check";
  // Where a settling returns: to the procedure that set it off.
  const std::string returns = settle + "|turn.action|turn.draw|wanderer.turn|turn.start|skill.rebirth|end.check";
  const bool chaos_ascends = r.peek(ruling::ascend_draw) == AscendDraw::chaos_counts;
  const bool hermit_counter = r.peek(ruling::breaking_faith_counter) == BreakingFaithCounter::hermit_take_too;
  const EdgeCondition counter = EdgeCondition::ruling(ruling::breaking_faith_counter, "hof.breaking-faith.counter-scope = hermit-take-too");
  const WandererReestablish reestablish = r.peek(ruling::wanderer_reestablish);

  // 4-1, 4-2: the deal, the start of each turn, the Draw Phase, the Action Phase, the turn's end.
  moves("setup", "auto:deal", kTurnStart, sec::setup);
  moves(kTurnStart, "auto:skipped", kTurnStart, sec::skill_soul_cutting_sword, "a skipped turn (Soul-Cutting Sword)");
  moves(kTurnStart, "auto:draw-phase", "turn.draw", sec::draw_phase);
  moves(kTurnStart, "auto:full-hand", "turn.action", sec::draw_phase, "nothing to draw");
  moves(kTurnStart, "auto:wanderer", "wanderer.turn", sec::wanderer_turn, "the player is a Wanderer");
  moves(kTurnStart, "auto:start-of-turn", "skill.take", sec::skill_purple_hermit, "Purple Hermit's second take");
  if (hermit_counter) moves(kTurnStart, "auto:start-of-turn", "card.counter", sec::qa_breaking_faith, counter);
  moves(kTurnStart, "auto:start-of-turn", settle, sec::end_of_turn,
        "a skipped turn's Surrender Phase (hof.turn.skip), or Purple Hermit's second take");
  moves(kTurnStart, "auto:end", kEndCheck, sec::end_of_game, "a skipped turn's surrender leaves one sect");
  moves("turn.draw", "draw", "turn.action", sec::draw_phase);
  moves("turn.draw", "draw", "turn.ascend", sec::skill_ascend_with_me, "the drawer is a Follower whose Leader may hold Ascend with Me");
  moves("turn.ascend", "skill|pass", resolved, sec::skill_ascend_with_me);
  if (chaos_ascends) {
    const EdgeCondition chaos = EdgeCondition::ruling(ruling::ascend_draw, "hof.ascend.mirror-draw = chaos-counts");
    moves("skill.deal", "deal", "turn.ascend", sec::skill_chaos_coming, chaos);
    moves("turn.ascend", "skill|pass", "turn.ascend", sec::skill_chaos_coming, chaos);
  }
  moves("turn.action", "play", "attack.defense|attack.take|attack.lose|confront.commit", sec::action_types);
  moves("turn.action", "play", "draw.prophet|draw.believers|card.consent|card.give|card.counter|card.take", sec::action_cards);
  moves("turn.action", "play", "skill.rebirth", sec::skill_holy_rebirth, "three believers die at once");
  // Every action, a discard or a card that moves no believer included, is followed by the
  // settling: it meets what a position holds unsettled (a Follower emptied under another
  // hof.follower.maintenance, judged under at-once; a position written by hand).
  moves("turn.action", "play|skill|discard", resolved, sec::action_phase);
  moves("turn.action", "skill", "skill.deal|skill.take|skill.lose|skill.rebirth", sec::skill_cards);
  if (hermit_counter) moves("turn.action", "skill", "card.counter", sec::qa_breaking_faith, counter);
  // The turn's end: the hand limit, the Surrender Phase, the next turn or the end of the game.
  const std::string turn_over = settle + "|turn.start|end.check";
  moves("turn.action", "end-turn", "turn.end|" + turn_over, sec::end_of_turn);
  moves("turn.end", "discard", turn_over, sec::end_of_turn);
  if (r.peek(ruling::hand_limit) == HandLimitCheck::every_turn_end)
    moves("turn.end", "discard", "turn.end", sec::action_phase,
          EdgeCondition::ruling(ruling::hand_limit, "hof.turn.hand-limit = every-turn-end"));

  // 6-3: a Wanderer's turn, and founding a sect again.
  moves("wanderer.turn", "steal", "wanderer.turn|" + settle + "|end.check", sec::wanderer_turn);
  moves("wanderer.turn", "end-turn", kTurnStart, sec::wanderer_turn);
  if (reestablish == WandererReestablish::optional) {
    moves("wanderer.turn", "found", "turn.draw|wanderer.turn", sec::wanderer_reestablish,
          EdgeCondition::ruling(ruling::wanderer_reestablish, "hof.wanderer.reestablish = optional"));
  } else {
    const EdgeCondition back = EdgeCondition::ruling(
        ruling::wanderer_reestablish, "the third steal, under hof.wanderer.reestablish = automatic-turn-ends or automatic-then-actions");
    moves("wanderer.turn", "steal", "turn.draw", sec::wanderer_reestablish, back);
    if (reestablish == WandererReestablish::automatic_then_actions)
      moves("wanderer.turn", "steal", "turn.action", sec::wanderer_reestablish,
            EdgeCondition::ruling(ruling::wanderer_reestablish, "hof.wanderer.reestablish = automatic-then-actions, nothing to draw"));
  }
  if (reestablish != WandererReestablish::automatic_then_actions)
    moves("turn.draw", "draw", "wanderer.turn", sec::wanderer_reestablish,
          EdgeCondition::ruling(ruling::wanderer_reestablish, "a Wanderer back as a Leader draws and ends the turn (hof.wanderer.reestablish)"));

  // Attacks: the defense window, then each card's effect (7-4, 8. Q&A Defense).
  moves("attack.defense", "defend|pass", "attack.defense|attack.take|attack.lose|confront.commit", sec::qa_defense);
  moves("attack.defense", "defend|pass", "skill.rebirth", sec::skill_holy_rebirth, "three believers die at once");
  moves("attack.defense", "defend|pass", resolved, sec::qa_defense, "every sect defended, or nothing to take");
  moves("attack.take", "take", "attack.take|" + resolved, sec::card_spread_rumors);
  moves("attack.lose", "lose", "attack.lose|skill.rebirth|" + resolved, sec::card_witch_hunt);

  // Confrontations (Faith War, Conspiracy, Martyrdom, Faith Debate): the commits, Karma
  // Reversed before the showing, the Faith War bonus, the deaths, the next confrontation.
  moves("confront.commit", "commit|pass", "confront.commit|skill.rebirth|" + resolved, sec::believer_confrontation);
  moves("confront.commit", "commit", "confront.karma|confront.bonus", sec::believer_confrontation);
  moves("confront.karma", "skill|pass", "confront.karma|confront.commit|confront.bonus|skill.rebirth|" + resolved, sec::skill_karma_reversed);
  const std::string bonus = r.peek(ruling::faith_war_bonus) == FaithWarBonus::optional ? "draw|pass" : "draw";
  moves("confront.bonus", bonus, "confront.commit|skill.rebirth|" + resolved, sec::believer_cards);

  // Strategy cards.
  moves("draw.prophet", "skill|pass", "draw.prophet|draw.believers", sec::skill_the_prophet);
  moves("draw.believers", "draw", resolved, sec::believer_cards);
  moves("card.counter", "defend|pass", "card.take|skill.take|" + resolved, sec::qa_breaking_faith);
  if (hermit_counter)
    moves("card.counter", "defend|pass", "turn.draw|" + std::string(kTurnStart), sec::skill_purple_hermit,
          EdgeCondition::ruling(ruling::breaking_faith_counter, "Purple Hermit's second take answered (hof.breaking-faith.counter-scope = hermit-take-too)"));
  moves("card.take", "take", resolved, sec::card_breaking_faith);
  moves("card.consent", "accept", "card.give", sec::card_secret_alliance);
  moves("card.consent", "refuse|pass", resolved, sec::card_secret_alliance);
  moves("card.give", "give", resolved, sec::card_secret_alliance);

  // Skills used on the holder's turn, and Holy Rebirth after three deaths.
  moves("skill.deal", "deal", "skill.deal|" + resolved, sec::skill_everyone_is_equal);
  moves("skill.take", "take", "skill.take|" + resolved, sec::skill_purple_hermit);
  moves("skill.take", "take", "turn.draw", sec::skill_purple_hermit, "Purple Hermit's second take, then the Draw Phase");
  moves("skill.take", "take", kTurnStart, sec::skill_soul_cutting_sword,
        "Purple Hermit's second take at the start of a skipped turn (hof.turn.skip), then the next turn");
  moves("skill.lose", "lose", "skill.lose|skill.rebirth|" + resolved, sec::skill_kaboom);
  moves("skill.rebirth", "skill|pass", "skill.rebirth|confront.commit|" + resolved, sec::skill_holy_rebirth);

  // Settling the sects returns where it was set off; a war goes on after an immediate reversal.
  moves("sect.reversal", "accept|refuse|pass", returns, sec::reversal);
  moves("sect.upkeep", "accept|refuse", returns, sec::united_sects);
  moves("sect.gift", "give", returns, sec::united_sects);
  moves("surrender.offers", "accept|refuse|pass", "surrender.join|" + returns, sec::surrender_as_follower);
  moves("surrender.join", "join|wander", returns, sec::surrender_as_follower);
  moves("skill.confess", "skill|pass", returns, sec::skill_impermanence_of_life);
  moves("skill.replace", "draw", returns, sec::skill_impermanence_of_life);
  if (r.peek(ruling::reversal_timing) == ReversalTiming::immediate)
    for (auto [from, ons] : {std::pair{"sect.reversal", "accept|refuse|pass"}, {"sect.upkeep", "accept|refuse"}, {"sect.gift", "give"},
                             {"surrender.offers", "accept|refuse|pass"}, {"surrender.join", "join|wander"},
                             {"skill.confess", "skill|pass"}, {"skill.replace", "draw"}})
      moves(from, ons, "confront.commit", sec::reversal,
            EdgeCondition::ruling(ruling::reversal_timing, "hof.reversal.timing = immediate: the Faith War goes on"));

  // 5. End of the Game: Impermanence of Life's claim, the scoring, the showdowns (5-2).
  moves(kEndCheck, "auto:claims", "end.claims", sec::end_of_game, "a hidden Impermanence of Life may claim");
  moves(kEndCheck, "auto:showdown", "showdown.commit", sec::in_case_of_draw, "players level after the scoring");
  moves(kEndCheck, "auto:settled", "game-over", sec::final_scoring);
  moves("end.claims", "skill", "game-over", sec::skill_impermanence_of_life);
  moves("end.claims", "pass", "end.claims|showdown.commit|game-over", sec::end_of_game);
  moves("showdown.commit", "commit", "showdown.commit|showdown.karma|game-over", sec::in_case_of_draw);
  moves("showdown.karma", "skill|pass", "showdown.karma|showdown.commit|game-over", sec::draw_two);
  // Drawn as boxes: the procedures a judge follows one at a time.
  sm.add_cluster("The turn", {kTurnStart, "turn.draw", "turn.ascend", "turn.action", "turn.end", "wanderer.turn"});
  sm.add_cluster("Settling the sects: after any change of believers, back where it was set off",
                 {"sect.reversal", "sect.upkeep", "surrender.offers", "surrender.join", "skill.confess", "skill.replace", "sect.gift"});
  sm.add_cluster("Attack cards", {"attack.defense", "attack.take", "attack.lose"});
  sm.add_cluster("Strategy cards", {"draw.prophet", "draw.believers", "card.counter", "card.take", "card.consent", "card.give"});
  sm.add_cluster("A confrontation", {"confront.commit", "confront.karma", "confront.bonus"});
  sm.add_cluster("Skills", {"skill.deal", "skill.take", "skill.lose", "skill.rebirth"});
  sm.add_cluster("5. End of the Game", {kEndCheck, "end.claims", "showdown.commit", "showdown.karma", "game-over"});
  return sm;
}

}  // namespace referee::hof
