#include "rulespec/hegemony-of-faith/script.hpp"

#include <algorithm>

#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
int window_skill(Ask a) {
  switch (a) {
    case Ask::ascend: return as_int(Skill::ascend_with_me);
    case Ask::prophet: return as_int(Skill::the_prophet);
    case Ask::karma: return as_int(Skill::karma_reversed);
    case Ask::rebirth: return as_int(Skill::holy_rebirth);
    case Ask::confess:
    case Ask::claim: return as_int(Skill::impermanence_of_life);
    default: return -1;
  }
}

namespace {

bool answers(const Question& q, const Move& m) {
  const Verb v = m.verb;
  const bool pass = v == Verb::pass && q.optional;
  switch (q.ask) {
    case Ask::action: return v == Verb::play || v == Verb::discard || v == Verb::skill || v == Verb::end_turn;
    case Ask::steal: return v == Verb::steal || v == Verb::end_turn || v == Verb::found;
    // A draw says what it draws: action cards, believers, or a skill.
    case Ask::draw: return v == Verb::draw && !m.has_believers && !m.has_skill;
    case Ask::new_skill: return v == Verb::draw && m.has_skill;
    case Ask::believers: return (v == Verb::draw && m.has_believers) || pass;
    case Ask::ascend:
    case Ask::prophet:
    case Ask::karma:
    case Ask::rebirth:
    case Ask::confess:
    case Ask::claim: return (v == Verb::skill && m.skill == window_skill(q.ask)) || pass;
    case Ask::defense:
    case Ask::counter: return v == Verb::defend || pass;
    case Ask::commit: return v == Verb::commit || v == Verb::pass;
    case Ask::take: return v == Verb::take;
    case Ask::lose: return v == Verb::lose;
    case Ask::deal: return v == Verb::deal;
    case Ask::offer:
    case Ask::consent:
    case Ask::reversal: return v == Verb::accept || v == Verb::refuse || pass;
    case Ask::join: return v == Verb::join || v == Verb::wander;
    case Ask::upkeep: return v == Verb::accept || v == Verb::refuse;
    case Ask::gift: return v == Verb::give && m.has_believers;
    case Ask::give: return v == Verb::give && m.has_cards;
    case Ask::found: return v == Verb::found || pass;
    case Ask::hand_limit: return v == Verb::discard;
  }
  return false;
}

std::string what(const Question& q, const Table& t) {
  const std::string from = q.from >= 0 ? t.name(q.from) : "";
  switch (q.ask) {
    case Ask::action: return "an action of the Action Phase (play, discard, skill, end-turn)";
    case Ask::steal: return "the Wanderer's steal or the end of the turn";
    case Ask::draw: return "the Draw Phase's draw of " + std::to_string(q.count) + " action card(s)";
    case Ask::believers: return "the believer card(s) drawn (" + std::to_string(q.count) + ")";
    case Ask::ascend: return "Ascend with Me's draw, or a pass";
    case Ask::prophet: return "The Prophet's prediction, or a pass";
    case Ask::defense: return "a defense card against the attack, or a pass";
    case Ask::counter: return "an answer with Breaking Faith, or a pass";
    case Ask::commit: return "the believers committed to the confrontation";
    case Ask::karma: return "Karma Reversed before the showing, or a pass";
    case Ask::take: return "the believer(s) taken from " + from;
    case Ask::lose: return "the believer(s) " + from + " loses";
    case Ask::deal: return "the cards dealt out";
    case Ask::rebirth: return "Holy Rebirth, or a pass";
    case Ask::offer: return "the Leaders' offers to take in " + from + " (accept or refuse)";
    case Ask::join: return "the sect the surrendering player joins";
    case Ask::upkeep: return "the Leader's choice to keep or let go of " + from + " (accept or refuse)";
    case Ask::gift: return "the believer the Leader gives";
    case Ask::give: return "the action card given in exchange";
    case Ask::consent: return "the answer to the exchange (accept or refuse)";
    case Ask::reversal: return "the new Leader's choice to take in " + from + " (accept or refuse)";
    case Ask::found: return "the Wanderer's choice to found a sect again";
    case Ask::hand_limit: return "the action cards discarded down to the hand limit (" + std::to_string(q.count) + ")";
    case Ask::new_skill: return "the new skill card drawn";
    case Ask::confess: return "Impermanence of Life shown, or a pass";
    case Ask::claim: return "Impermanence of Life's claim, or a pass";
  }
  return "?";
}

}  // namespace

std::string_view verb_name(Verb v) { return hof_notation().actions[static_cast<std::size_t>(v)].action; }

bool accepts(const Question& q, const Move& m) {
  if (m.player == kEveryone) return q.optional;
  return contains(q.who, m.player) && answers(q, m);
}

std::string describe(const Question& q, const Table& t) {
  std::string who;
  for (std::size_t i = 0; i < q.who.size(); ++i)
    who += (i == 0 ? "" : i + 1 == q.who.size() ? " or " : ", ") + t.name(q.who[i]);
  return who + ": " + what(q, t);
}

const Move& Run::ask(const Question& q) {
  if (used_ >= answers_.size()) throw Halt{q};
  const Move& m = answers_[used_];

  if (m.player == kEveryone) {
    if (!q.optional) refuse("the game waits for " + describe(q, t), q.section ? *q.section : sec::action_phase);
  } else if (!contains(q.who, m.player)) {
    refuse(t.name(m.player) + " may not act now: the game waits for " + describe(q, t), q.section ? *q.section : sec::action_phase);
  } else if (!answers(q, m)) {
    // A bonus drawn where the confrontation goes on: no bonus was earned.
    if (q.ask == Ask::commit && m.verb == Verb::draw && m.has_believers)
      refuse("no Faith War bonus is due here: it is earned by a win over the type just below, and the confrontation goes "
             "on (" + describe(q, t) + ")",
             sec::believer_cards);
    refuse("the game waits for " + describe(q, t) + ", not " + std::string(verb_name(m.verb)),
           q.section ? *q.section : sec::action_phase);
  }
  path_.push_back(Answered{q.node, m.verb, t.turn});
  ++used_;
  if (used_ == judged_) restart_consults();  // the answer before the judged one: its consequences count
  return m;
}

void Run::refuse(std::string reason, const Section& rule) const { throw Refused{Verdict::illegal(std::move(reason), rule)}; }

}  // namespace referee::hof
