// 7-2 and 7-4: the attack cards. Each names what it aims at (a sect, or every other sect),
// then the attacked sects may defend with the card of the matching kind (7-2.1, 8. Q&A:
// Defense cards, hof.defense.rules), then it resolves: a take or a kill for the
// sect-targeted ones (Spread Rumors, Witch Hunt), a confrontation for the others
// (confront.cpp).
#include <algorithm>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

// Spread Rumors: one believer from each player of the sect.
void spread_rumors(Run& r, int user, int target_leader) {
  Table& t = r.t;
  const Defended d = defense_window(r, user, {target_leader}, ActionType::mental);
  if (d.facing.empty()) return;
  const int to = recipient(t, user);
  for (int m : sect_of(t, target_leader))
    if (!contains(d.shielded, m)) take_from(r, to, m, 1, sec::card_spread_rumors, "attack.take");
}

// Witch Hunt: the named type dies in the target sect (hof.witch-hunt.scope). The record says
// how many each member lost where their unseen cards leave it open; their other unseen
// cards are then not of that type.
int hunt(Run& r, int member, int type, int at_most, std::vector<int>& deaths) {
  Table& t = r.t;
  Pile& hand = t.p(member).believers;
  const int sure = std::min(surely(hand, type), at_most), may = std::min(possibly(hand, type), at_most);
  int dead = sure;
  if (may > sure) {
    const Move& m = ask_cards(r, {.ask = Ask::lose, .node = "attack.lose", .who = {member}, .count = sure, .most = may, .from = member,
                                  .believer_kind = type, .section = &sec::card_witch_hunt}, true);
    for (int k : m.believers)
      if (k != type) r.refuse("Witch Hunt kills " + std::string(believer_name(type)) + " cards only", sec::card_witch_hunt);
    dead = static_cast<int>(m.believers.size());
  }
  for (int i = 0; i < dead; ++i) to_graveyard(t, take_believer(r, member, type, sec::card_witch_hunt));
  if (at_most >= kBelieversPerType)
    for (Card& c : hand) c.may &= ~bit(type);  // every card of the type died
  deaths[static_cast<std::size_t>(member)] += dead;
  return dead;
}

void witch_hunt(Run& r, int user, int target_leader, int type) {
  Table& t = r.t;
  const Defended d = defense_window(r, user, {target_leader}, ActionType::physical);
  if (d.facing.empty()) return;
  std::vector<int> deaths(static_cast<std::size_t>(t.n()), 0);
  std::vector<int> members;
  for (int m : sect_of(t, target_leader))
    if (!contains(d.shielded, m)) members.push_back(m);
  switch (t.r().get(ruling::witch_hunt)) {
    case WitchHunt::whole_sect:
      for (int m : members) hunt(r, m, type, kBelieversPerType, deaths);
      break;
    case WitchHunt::leader_only:
      if (contains(members, target_leader)) hunt(r, target_leader, type, kBelieversPerType, deaths);
      break;
    case WitchHunt::one_card:
      // The Leader's if they hold one, else the first Follower's clockwise who does.
      for (int m : t.clockwise(target_leader, [&](int q) { return contains(members, q); }))
        if (hunt(r, m, type, 1, deaths) > 0) break;
      break;
  }
  rebirth_window(r, deaths);
}

// An attack on one sect names a player of it: another sect's, out of any immunity.
int target_sect(Run& r, const Move& m, bool own_allowed) {
  Table& t = r.t;
  const ActionCardInfo& info = action_card(m.card);
  if (m.target < 0) r.refuse(std::string(info.name) + " names the sect it attacks (\"target\": one of its players)", *info.section);
  if (is_wanderer(t, m.target)) r.refuse(t.name(m.target) + " is a Wanderer, who belongs to no sect", sec::becoming_wanderer);
  if (same_sect(t, m.player, m.target) &&
      !(own_allowed && t.r().get(ruling::target_scope) == TargetScope::own_sect_unqualified))
    r.refuse(std::string(info.name) + " attacks an opposing sect, not " + t.name(m.player) + "'s own (hof.target.scope)", *info.section);
  if (immune(t, m.target, info.type))
    r.refuse(t.name(m.target) + "'s sect is immune to " + std::string(action_type_name(info.type)) + "s until the turn of "
                 "the player who made it so (Eternal Truth, World Peace)",
             info.type == ActionType::mental ? sec::skill_eternal_truth : sec::skill_world_peace);
  return leader_of(t, m.target);
}

}  // namespace

std::vector<int> other_sects(const Table& t, int player) {
  // Not the player's own: a Leader is in their own sect, a Follower or Wanderer leads none.
  return t.clockwise(t.next(player), [&](int q) { return t.p(q).role == Role::leader && !same_sect(t, q, player); });
}

int recipient(const Table& t, int member) {
  if (t.r().get(ruling::take_recipient) == TakeRecipient::sect_leader) {
    const int l = leader_of(t, member);
    if (l >= 0) return l;
  }
  return member;
}

bool reachable(const Table& t, int target, Reach how) {
  if (t.p(target).role != Role::wanderer) return true;
  if (!t.p(target).wandered && t.r().get(ruling::wanderer_immunity_start) == WandererImmunityStart::first_wanderer_turn)
    return true;
  switch (t.r().get(ruling::wanderer_immunity)) {
    case WandererImmunity::everything: return false;
    case WandererImmunity::action_cards_only: return how == Reach::skill;
    case WandererImmunity::attacks_only: return how != Reach::attack;
  }
  return false;
}

int aimed_target(Run& r, const Move& m) {
  const Table& t = r.t;
  const bool skill = m.verb == Verb::skill;
  const auto name = [&] { return std::string(skill ? skill_info(m.skill).name : action_card(m.card).name); };
  const Section& cite = skill ? *skill_info(m.skill).section : *action_card(m.card).section;
  if (m.target < 0 || m.target == m.player)
    r.refuse(name() + (skill ? " aims at another player: name the target" : " names another player (\"target\")"), cite);
  if (!reachable(t, m.target, skill ? Reach::skill : Reach::card))
    r.refuse(t.name(m.target) + " is a Wanderer, out of other players' reach", sec::wanderer_turn);
  if (same_sect(t, m.player, m.target) && t.r().get(ruling::target_scope) == TargetScope::players_outside_sect)
    r.refuse(name() + " aims at a player outside " + t.name(m.player) + "'s sect (hof.target.scope)", cite);
  return m.target;
}

Defended defense_window(Run& r, int attacker, const std::vector<int>& sects, ActionType kind) {
  Table& t = r.t;
  Defended d;
  for (int l : sects)
    if (!immune(t, l, kind)) d.facing.push_back(l);
  if (d.facing.empty()) return d;
  const int card = as_int(kind == ActionType::mental ? ActionKind::firm_faith : ActionKind::great_mercy);
  const DefenseRules rule = t.r().get(ruling::defense_rules);
  std::vector<int> open;
  for (int l : d.facing)
    for (int m : sect_of(t, l))
      // Whoever may hold a defense card, of either kind: the wrong one is refused for what it is.
      if ((rule != DefenseRules::leader_only || m == l) &&
          (may_hold(t.p(m).actions, as_int(ActionKind::firm_faith)) || may_hold(t.p(m).actions, as_int(ActionKind::great_mercy))))
        open.push_back(m);
  const Question q{.ask = Ask::defense, .node = "attack.defense", .from = attacker, .optional = true, .section = &sec::qa_defense};
  ask_each(r, open, q, Verb::defend, [&](const Move& m) {
    if (m.card != card)
      r.refuse(std::string(action_card(m.card).name) + " does not answer a " + std::string(action_type_name(kind)) + ": " +
                   std::string(action_card(card).name) + " does",
               sec::action_types);
    discard_action_card(r, m.player, card, sec::qa_defense);
    if (rule == DefenseRules::self_only) {
      d.shielded.push_back(m.player);
      return false;
    }
    // One card shields the whole sect.
    const int l = leader_of(t, m.player);
    std::erase(d.facing, l);
    std::erase_if(open, [&](int x) { return same_sect(t, x, l); });
    return false;
  });
  return d;
}

void play_attack(Run& r, const Move& m) {
  Table& t = r.t;
  const int user = m.player;
  t.attack_played = true;
  switch (static_cast<ActionKind>(m.card)) {
    case ActionKind::spread_rumors: {
      const int l = target_sect(r, m, false);
      discard_action_card(r, user, m.card, sec::card_spread_rumors);
      spread_rumors(r, user, l);
      return;
    }
    case ActionKind::witch_hunt: {
      const int l = target_sect(r, m, true);
      if (m.type < 0) r.refuse("Witch Hunt names the believer type it eliminates (\"type\")", sec::card_witch_hunt);
      discard_action_card(r, user, m.card, sec::card_witch_hunt);
      witch_hunt(r, user, l, m.type);
      return;
    }
    case ActionKind::faith_war: {
      const int l = target_sect(r, m, false);
      discard_action_card(r, user, m.card, sec::card_faith_war);
      faith_war(r, user, l, false);
      return;
    }
    case ActionKind::faith_debate: {
      const int l = target_sect(r, m, false);
      // hof.faith-debate.count-and-reuse: the number is declared with the card (up to five,
      // and no more than either side holds), or not at all under stop-any-time.
      const FaithDebate rule = t.r().get(ruling::faith_debate);
      int own = 0;
      for (int s : suppliers_of(t, user, true)) own += t.p(s).believer_count();
      const int cap = std::min({5, own, sect_believers(t, l)});
      if (rule == FaithDebate::stop_any_time) {
        if (m.count >= 0) r.refuse("no number of debates is declared: the attacker may stop after any (hof.faith-debate.count-and-reuse)", sec::card_faith_debate);
      } else if (cap == 0 ? m.count > 0 : (m.count < 1 || m.count > cap)) {
        r.refuse("Faith Debate declares from 1 to " + std::to_string(cap) + " confrontations here (five at most, and no more "
                     "than either side's believers)" + (m.count < 0 ? ": name the number (\"count\")" : ""),
                 sec::qa_faith_debate);
      }
      discard_action_card(r, user, m.card, sec::card_faith_debate);
      faith_debate(r, user, l, std::max(0, m.count));
      return;
    }
    case ActionKind::conspiracy:
    case ActionKind::martyrdom: {
      const bool someone = std::ranges::any_of(other_sects(t, user),
                                               [&](int l) { return reachable(t, l, Reach::attack) && sect_believers(t, l) > 0; });
      if (!someone && t.r().get(ruling::one_vs_many_empty) == OneVsManyEmpty::needs_opponent)
        r.refuse("no other sect holds a believer to face it (hof.one-vs-many.no-opponent = needs-opponent)", *action_card(m.card).section);
      discard_action_card(r, user, m.card, *action_card(m.card).section);
      one_against_many(r, user, m.card);
      return;
    }
    default: r.refuse("not an attack card", sec::action_types);
  }
}

}  // namespace referee::hof
