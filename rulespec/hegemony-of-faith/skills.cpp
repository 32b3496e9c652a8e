// 7-1 and 7-4: the sixteen skills. A skill is shown when used, counts its uses (once a
// game or a round, three times, without limit: hof.skill.uses-1-classification), and is
// sealed while its holder is a Follower or a Wanderer (6-1, hof.skill.follower-usable).
// Skills used as the turn player's move are own_turn_skill(); the others answer windows
// opened by the procedures: Karma Reversed, The Prophet, Holy Rebirth, Ascend with Me.
#include <algorithm>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

// Whether some seat, from 0 up, satisfies `pred`, stopping at the first (the order the
// rulings it reads are consulted in). A loop, not std::views::iota: the fuzz build's clang 14
// cannot compile libstdc++ 12's iota_view.
template <class Pred>
bool any_seat(const Table& t, Pred pred) {
  for (int q = 0; q < t.n(); ++q)
    if (pred(q)) return true;
  return false;
}

const Section& cite_of(int skill) { return *skill_info(skill).section; }
std::string skill_name(int skill) { return std::string(skill_info(skill).name); }

// 6-1, hof.skill.follower-usable: which skills a Follower keeps.
bool unsealed(const Table& t, int player, int skill) {
  switch (t.p(player).role) {
    case Role::leader: return true;
    case Role::wanderer: return false;
    case Role::follower: break;
  }
  switch (t.r().get(ruling::follower_skills)) {
    case FollowerSkills::hermit_and_gate_copy:
      return skill == as_int(Skill::purple_hermit) || skill == as_int(Skill::gate_of_truth);
    case FollowerSkills::hermit_only: return skill == as_int(Skill::purple_hermit);
    case FollowerSkills::triggered_too:
      return skill == as_int(Skill::purple_hermit) || skill == as_int(Skill::holy_rebirth) ||
             skill == as_int(Skill::the_prophet) || skill == as_int(Skill::karma_reversed);
  }
  return false;
}

// The turn that began the holder's current round (hof.round.definition).
int round_start(const Table& t, int player) {
  switch (t.r().get(ruling::round_definition)) {
    case RoundDefinition::personal: return t.p(player).personal_round;
    case RoundDefinition::table: return t.table_round;
    case RoundDefinition::played_turns_only: return t.p(player).played_round;
  }
  return 0;
}

bool per_round(const Table& t, int skill) {
  switch (t.r().get(ruling::single_use_class)) {
    case SingleUseClass::all_per_game: return false;
    case SingleUseClass::rebirth_gate_praise_per_round:
      return skill == as_int(Skill::holy_rebirth) || skill == as_int(Skill::gate_of_truth) ||
             skill == as_int(Skill::praise_of_life);
    case SingleUseClass::rebirth_gate_per_round:
      return skill == as_int(Skill::holy_rebirth) || skill == as_int(Skill::gate_of_truth);
  }
  return false;
}

// "" when the skill's uses allow one more; otherwise why not.
std::string uses_left(const Table& t, int player, int skill) {
  const SkillCard& s = t.p(player).skill;
  switch (skill_info(skill).uses) {
    case SkillUses::passive: return skill_name(skill) + " is never used: it is a condition checked at the end";
    case SkillUses::unlimited: return "";
    case SkillUses::three: return s.used_game < 3 ? "" : skill_name(skill) + " has been used its three times";
    case SkillUses::one:
      if (per_round(t, skill))
        return s.last_use_turn < round_start(t, player) ? "" : skill_name(skill) + " has been used this round";
      return s.used_game < 1 ? "" : skill_name(skill) + " has been used: once a game";
  }
  return "";
}

// A Gate of Truth copy held now (6-1: a Follower's copy is sealed, but a copied Purple Hermit).
bool copy_usable(const Table& t, int player, int skill) {
  const Player& pl = t.p(player);
  if (pl.gate_skill != skill || pl.gate_uses == 0) return false;
  if (pl.role == Role::wanderer) return false;
  if (pl.role == Role::follower)
    return skill == as_int(Skill::purple_hermit) && t.r().get(ruling::gate_of_truth) != GateOfTruth::hermit_uncopyable;
  return skill != as_int(Skill::purple_hermit) || t.r().get(ruling::gate_of_truth) != GateOfTruth::hermit_uncopyable;
}

std::string why_not(const Table& t, int player, int skill) {
  const Player& pl = t.p(player);
  if (pl.skill.none) return t.name(player) + " holds no skill card";
  if (!(pl.skill.may & bit(skill))) {
    const int shown = kind_of(pl.skill.may);
    return t.name(player) + "'s skill is not " + skill_name(skill) +
           (shown >= 0 ? " (it is " + skill_name(shown) + ")" : " (what the record has shown rules it out)");
  }
  if (!unsealed(t, player, skill))
    return t.name(player) + " is a " + (pl.role == Role::wanderer ? "Wanderer" : "Follower") + ": the skill is sealed";
  return uses_left(t, player, skill);
}

// Takes one of the player's own believers as a skill's sacrifice: to the graveyard.
void sacrifice(Run& r, int player, int type, int skill) {
  Table& t = r.t;
  if (t.p(player).believers.empty())
    r.refuse(skill_name(skill) + " costs one of " + t.name(player) + "'s believers, and they hold none", cite_of(skill));
  to_graveyard(t, take_believer(r, player, type, cite_of(skill)));
}

int halve(const Table& t, int n, bool skill) {
  // hof.rounding.half: down, or up for the skills under up-for-skills.
  if (skill && t.r().get(ruling::half_rounding) == HalfRounding::up_for_skills) return (n + 1) / 2;
  return n / 2;
}

// Purple Hermit's take of half its Leader's believers. Under hof.breaking-faith.counter-scope =
// hermit-take-too the Leader may answer with Breaking Faith: the take drops to one at most,
// and that counts as the Leader's Breaking Faith (the Hermit leaves with no second take).
bool hermit_take(Run& r, int hermit, int leader) {
  Table& t = r.t;
  const int half = halve(t, static_cast<int>(t.p(leader).believers.size()), true);
  const bool answered = may_hold(t.p(leader).actions, as_int(ActionKind::breaking_faith)) &&
                        t.r().get(ruling::breaking_faith_counter) == BreakingFaithCounter::hermit_take_too &&
                        breaking_faith_answer(r, leader, hermit, "only a Breaking Faith answers here");
  take_from(r, hermit, leader, answered ? std::min(1, half) : half, sec::skill_purple_hermit, "skill.take");
  return answered;
}

// Everyone is Equal and Chaos Coming: gather, shuffle and deal (hof.redistribution).
void redistribute(Run& r, int user, bool believers, int skill) {
  Table& t = r.t;
  const std::vector<int> order = t.clockwise(user, [&](int q) { return q == user || reachable(t, q, Reach::skill); });
  Pile& bag = believers ? t.limbo_believers : t.limbo_actions;  // gathered, counted while dealt
  unseen_cards::Ledger& links = believers ? t.believer_links : t.action_links;
  for (int q : order) {
    Pile& pile = believers ? t.p(q).believers : t.p(q).actions;
    bag.insert(bag.end(), pile.begin(), pile.end());
    pile.clear();
  }
  const int total = static_cast<int>(bag.size()), k = static_cast<int>(order.size());
  const Redistribution how = t.r().get(ruling::redistribution);
  std::vector<int> share(order.size(), total / k);
  int rest = total % k;
  if (how == Redistribution::one_at_a_time)
    for (int i = 0; i < rest; ++i) ++share[static_cast<std::size_t>(i)];
  if (how == Redistribution::user_keeps_leftovers) share[0] += rest;
  if (how != Redistribution::leftovers_discarded) rest = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    // One deal event a player, in dealing order: the cards each receives.
    const int player = order[i];
    const Move& m = ask_cards(r, {.ask = Ask::deal, .node = "skill.deal", .who = {user}, .count = share[i], .to = player,
                                  .of_believers = believers, .chance = true, .section = &cite_of(skill)}, believers);
    if (m.target >= 0 && m.target != player)
      r.refuse("the deal goes clockwise from " + t.name(user) + ": this share is " + t.name(player) + "'s, not " + t.name(m.target),
               cite_of(skill));
    const std::vector<int>& named = believers ? m.believers : m.cards;
    Pile& pile = believers ? t.p(player).believers : t.p(player).actions;
    int kind = kUnseen;
    const auto to_hand = [&](const Card& card) { pile.push_back(card); };
    if (!links.take_list(bag, named, to_hand, &kind, [&](const Pile& from, int k) { fit_before_forgetting(r, links, from, k); }))
      r.refuse("no " + std::string(believers ? believer_name(kind) : action_card(kind).name) + " can be among the cards gathered",
               cite_of(skill));
  }
  for (int i = 0; i < rest; ++i) {  // leftovers-discarded
    const Card card = take_unseen_from(r, links, bag);
    if (believers) to_graveyard(t, card);
    else t.used_actions.push_back(card);
  }
  if (!believers && t.r().get(ruling::ascend_draw) == AscendDraw::chaos_counts)
    for (std::size_t i = 0; i < order.size(); ++i)
      if (t.p(order[i]).role == Role::follower && share[i] > 0) ascend_window(r, order[i], share[i]);
}

}  // namespace

bool may_use_skill(const Table& t, int player, int skill, bool copy_ok) {
  if (copy_ok && copy_usable(t, player, skill)) return true;
  const Player& pl = t.p(player);
  if (pl.skill.none || !(pl.skill.may & bit(skill))) return false;
  return unsealed(t, player, skill) && uses_left(t, player, skill).empty();
}

void use_skill(Run& r, int player, int skill, const Section& cite) {
  Table& t = r.t;
  Player& pl = t.p(player);
  const bool own = may_use_skill(t, player, skill, false);
  if (!own && copy_usable(t, player, skill)) {
    if (pl.gate_uses > 0) --pl.gate_uses;  // a copy's own uses (hof.gate-of-truth.copy)
    return;
  }
  if (!own) r.refuse(why_not(t, player, skill), cite);
  // 8. Q&A: a skill is shown for good when it is used.
  pl.skill.may = bit(skill);
  pl.skill.revealed = true;
  ++pl.skill.used_game;
  pl.skill.last_use_turn = t.turn;
  break_impermanence(r, player);  // shown: no longer hidden, and not Impermanence of Life
}

bool immune(const Table& t, int player, ActionType attack) {
  if (attack != ActionType::mental && attack != ActionType::physical) return false;
  for (int m : sect_of(t, player)) {
    const Player& pl = t.p(m);
    const bool on = attack == ActionType::mental ? pl.immune_mental : pl.immune_physical;
    if (!on) continue;
    // hof.immunity.scope: the sect as it stands, or the members at the time of use.
    if (t.r().get(ruling::immunity) == Immunity::attack_cards_current_sect) return true;
    const auto& covered = attack == ActionType::mental ? pl.shielded_mental : pl.shielded_physical;
    if (contains(covered, player)) return true;
  }
  return false;
}

void start_of_turn_skills(Run& r, int player) {
  Table& t = r.t;
  Player& pl = t.p(player);
  // What lasts until this player's next turn ends now.
  pl.immune_mental = pl.immune_physical = false;
  pl.shielded_mental.clear();
  pl.shielded_physical.clear();
  pl.gate_skill = -1;
  pl.gate_uses = 0;
  if (pl.role == Role::follower) ++pl.follower_turns;
  // Purple Hermit's second part: half again from the same Leader, then independence.
  if (pl.hermit_from >= 0) {
    const int leader = pl.hermit_from;
    pl.hermit_from = -1;
    if (pl.role == Role::follower && pl.leader == leader) {
      hermit_take(r, player, leader);
      become_independent(r, player);
      settle_sects(r);
    }
  }
}

namespace {

// 4-2 Gameplay: Action Phase: the skill is used, after paying for it. hof.skill.costs-action:
// free unless its text says, or one action on the holder's turn.
void pay_and_use(Run& r, const Move& m) {
  Table& t = r.t;
  if (t.r().get(ruling::skill_cost) == SkillCost::own_turn_one_action) {
    if (t.actions_used < kActionsPerTurn) ++t.actions_used;
    else if (t.extra_actions > 0) --t.extra_actions;
    else r.refuse(t.name(m.player) + " has no action left for a skill (hof.skill.costs-action)", sec::action_phase);
  }
  use_skill(r, m.player, m.skill, cite_of(m.skill));
}

// 7-4 Cards list: Everyone is Equal: before any action, and it uses both.
void equalize_believers(Run& r, const Move& m) {
  Table& t = r.t;
  if (t.actions_used > 0 || t.kinds_used != 0)
    r.refuse("Everyone is Equal comes before any action of the turn, and uses both", cite_of(m.skill));
  use_skill(r, m.player, m.skill, cite_of(m.skill));
  t.actions_used = kActionsPerTurn;
  t.everyone_equal_used = true;
  redistribute(r, m.player, true, m.skill);
}

// 7-4 Cards list: Purple Hermit: half the Leader's believers now, half again at the holder's
// next turn (start_of_turn_skills), unless the Leader answers with Breaking Faith.
void hermit_breaks_away(Run& r, const Move& m) {
  Table& t = r.t;
  const int p = m.player, s = m.skill;
  Player& pl = t.p(p);
  if (pl.role != Role::follower) r.refuse("Purple Hermit is used on the holder's turn as a Follower", cite_of(s));
  if (t.r().get(ruling::purple_hermit) == PurpleHermit::first_turn_only && pl.follower_turns != 1)
    r.refuse("Purple Hermit is used on the first turn after becoming a Follower (hof.purple-hermit.timing)", cite_of(s));
  const bool copy = !(pl.skill.may & bit(s)) || !may_use_skill(t, p, s, false);
  pay_and_use(r, m);
  const int leader = pl.leader;
  if (hermit_take(r, p, leader)) {
    become_independent(r, p);  // answered with Breaking Faith: free now, no second take
    return;
  }
  // A copy does only the first part, unless hof.gate-of-truth.copy = hermit-full-no-cancel.
  if (!copy || t.r().get(ruling::gate_of_truth) == GateOfTruth::hermit_full_no_cancel) {
    t.p(p).hermit_from = leader;
    t.p(p).hermit_by_copy = copy;
  }
}

// 7-4 Cards list: Headstronger: half the Followers' believers, then they are expelled.
void expel_followers(Run& r, const Move& m) {
  Table& t = r.t;
  const int p = m.player;
  const Section& cite = cite_of(m.skill);
  const std::vector<int> fs = followers_of(t, p);
  if (t.p(p).role != Role::leader || fs.empty()) r.refuse("Headstronger is used by a Leader with Followers", cite);
  pay_and_use(r, m);
  // hof.rounding.half: each Follower's half, or half of them all together.
  if (t.r().get(ruling::half_rounding) == HalfRounding::down_combined) {
    int total = 0;
    for (int f : fs) total += static_cast<int>(t.p(f).believers.size());
    int left = total / 2;
    for (std::size_t i = 0; i < fs.size() && left > 0; ++i) {
      const int have = static_cast<int>(t.p(fs[i]).believers.size());
      int after = 0;
      for (std::size_t j = i + 1; j < fs.size(); ++j) after += static_cast<int>(t.p(fs[j]).believers.size());
      // Picked from all the Followers' cards together: the record says how many came from
      // each, at least what the others cannot make up.
      left -= static_cast<int>(take_from(r, p, fs[i], std::max(0, left - after), cite, "skill.take", std::min(have, left)).size());
    }
  } else {
    for (int f : fs) take_from(r, p, f, halve(t, static_cast<int>(t.p(f).believers.size()), true), cite, "skill.take");
  }
  for (int f : fs) become_independent(r, f);  // expelled: each a Leader again
}

// 7-4 Cards list: KABOOM!: one believer sacrificed, three of the target's destroyed.
void kaboom_strike(Run& r, const Move& m) {
  Table& t = r.t;
  const Section& cite = cite_of(m.skill);
  if (t.attack_played) r.refuse("KABOOM! comes before any attack action of the turn", cite);
  aimed_target(r, m);
  if (t.r().get(ruling::kaboom) == Kaboom::world_peace_stops && immune(t, m.target, ActionType::physical))
    r.refuse(t.name(m.target) + "'s sect is under World Peace (hof.kaboom.resolution = world-peace-stops)", cite);
  pay_and_use(r, m);
  sacrifice(r, m.player, m.type, m.skill);
  const int before = static_cast<int>(t.p(m.target).believers.size());
  // hof.kaboom.resolution: three at random, or three the target picks.
  kill_believers(r, m.target, 3, cite, "skill.lose", t.r().get(ruling::kaboom) == Kaboom::target_picks);
  t.kaboom_bar = true;
  std::vector<int> deaths(static_cast<std::size_t>(t.n()), 0);
  deaths[static_cast<std::size_t>(m.target)] = before - static_cast<int>(t.p(m.target).believers.size());
  deaths[static_cast<std::size_t>(m.player)] += 1;
  rebirth_window(r, deaths);
}

// 7-4 Cards list: Praise of Life: one believer sacrificed for an extra action (hof.praise-of-life).
void praise_extra_action(Run& r, const Move& m) {
  Table& t = r.t;
  pay_and_use(r, m);
  sacrifice(r, m.player, m.type, m.skill);
  switch (t.r().get(ruling::praise_of_life)) {
    case PraiseOfLife::one_extra_any_category: ++t.extra_actions; break;
    case PraiseOfLife::several_plays:
      t.extra_actions = 1;
      t.extra_several = true;
      break;
    case PraiseOfLife::lift_repeat_ban: t.extra_actions = -1; break;
  }
}

// 7-4 Cards list: Gate of Truth: a skill another player has shown, copied until the next turn.
void copy_shown_skill(Run& r, const Move& m) {
  Table& t = r.t;
  const int p = m.player, c = m.copy;
  Player& pl = t.p(p);
  const Section& cite = cite_of(m.skill);
  if (c < 0) r.refuse("Gate of Truth names the skill it copies", cite);
  if (c == as_int(Skill::impermanence_of_life) || c == as_int(Skill::gate_of_truth))
    r.refuse(skill_name(c) + " cannot be copied", cite);
  const auto shows = [&](int q) { return q != p && t.p(q).skill.revealed && t.p(q).skill.may == bit(c); };
  if (!any_seat(t, shows)) r.refuse("Gate of Truth copies a skill another player has shown, and nobody has shown " + skill_name(c), cite);
  if (pl.copied & bit(c)) r.refuse(skill_name(c) + " has been copied once already: each skill only once", cite);
  if (pl.role == Role::follower && c != as_int(Skill::purple_hermit))
    r.refuse("a Follower's Gate of Truth may copy only Purple Hermit (hof.skill.follower-usable)", sec::qa_follower_skills);
  pay_and_use(r, m);
  pl.copied |= bit(c);
  pl.gate_skill = c;
  pl.gate_uses = skill_info(c).uses == SkillUses::unlimited ? -1 : 1;
}

// 7-4 Cards list: Eternal Truth and World Peace: one believer sacrificed, the sect immune to
// mental or physical attacks until the holder's next turn.
void shield_sect(Run& r, const Move& m) {
  Player& pl = r.t.p(m.player);
  pay_and_use(r, m);
  sacrifice(r, m.player, m.type, m.skill);
  const bool mental = m.skill == as_int(Skill::eternal_truth);
  (mental ? pl.immune_mental : pl.immune_physical) = true;
  (mental ? pl.shielded_mental : pl.shielded_physical) = sect_of(r.t, m.player);
}

// 7-4 Cards list: Soul-Cutting Sword: the target misses a turn (hof.turn.skip: whether skips add up).
void skip_target_turn(Run& r, const Move& m) {
  Table& t = r.t;
  aimed_target(r, m);
  pay_and_use(r, m);
  if (t.r().get(ruling::skip_turn) == SkipTurn::never_happened) ++t.p(m.target).skips;
  else t.p(m.target).skips = 1;
}

}  // namespace

void own_turn_skill(Run& r, const Move& m) {
  switch (static_cast<Skill>(m.skill)) {
    case Skill::everyone_is_equal: return equalize_believers(r, m);
    case Skill::purple_hermit: return hermit_breaks_away(r, m);
    case Skill::headstronger: return expel_followers(r, m);
    case Skill::kaboom: return kaboom_strike(r, m);
    case Skill::praise_of_life: return praise_extra_action(r, m);
    case Skill::gate_of_truth: return copy_shown_skill(r, m);
    case Skill::eternal_truth:
    case Skill::world_peace: return shield_sect(r, m);
    case Skill::soul_cutting_sword: return skip_target_turn(r, m);
    case Skill::chaos_coming:  // 7-4 Cards list: Chaos Coming: every hand shared out again
      pay_and_use(r, m);
      return redistribute(r, m.player, false, m.skill);
    default:
      r.refuse(skill_name(m.skill) + " is not used as an action: it answers what other players do (see its timing)", cite_of(m.skill));
  }
}

bool karma_window(Run& r, const std::vector<int>& fighting_sects, const char* node) {
  Table& t = r.t;
  std::vector<int> open = t.clockwise(t.active, [&](int q) { return may_use_skill(t, q, as_int(Skill::karma_reversed), true); });
  if (open.empty()) return false;
  // hof.karma.scope: any confrontation, or only the holder's sect's.
  if (t.r().get(ruling::karma) == KarmaScope::own_sect_only)
    std::erase_if(open, [&](int q) { return std::ranges::none_of(fighting_sects, [&](int s) { return same_sect(t, q, s); }); });
  int flips = 0;
  ask_each(r, open, {.ask = Ask::karma, .node = node, .optional = true, .section = &sec::skill_karma_reversed}, Verb::skill,
           [&](const Move& m) {
             use_skill(r, m.player, as_int(Skill::karma_reversed), sec::skill_karma_reversed);
             ++flips;  // a second reversal undoes the first
             return false;
           });
  return flips % 2 == 1;
}

std::vector<Prophecy> prophet_window(Run& r, int drawer, int count) {
  Table& t = r.t;
  const int prophet = as_int(Skill::the_prophet);
  std::vector<int> open = t.clockwise(t.active, [&](int q) {
    if (q == drawer) return false;
    // A copy predicts the second card: with one card drawn, only the skill's holder may.
    return may_use_skill(t, q, prophet, false) || (count >= 2 && may_use_skill(t, q, prophet, true));
  });
  std::vector<Prophecy> out(static_cast<std::size_t>(count));
  ask_each(r, open, {.ask = Ask::prophet, .node = "draw.prophet", .to = drawer, .optional = true, .section = &sec::skill_the_prophet},
           Verb::skill, [&](const Move& m) {
             if (m.type < 0) r.refuse("The Prophet names the type predicted", sec::skill_the_prophet);
             const bool own = may_use_skill(t, m.player, prophet, false);
             use_skill(r, m.player, prophet, sec::skill_the_prophet);
             out[own ? 0 : 1] = Prophecy{m.player, m.type};
             return false;
           });
  return out;
}

void recruit(Run& r, int drawer, int count, const Section& cite) {
  Table& t = r.t;
  count = std::min(count, t.believer_deck);
  if (count <= 0) return;
  const std::vector<Prophecy> said = prophet_window(r, drawer, count);
  const Move& m = r.ask({.ask = Ask::believers, .node = "draw.believers", .who = {drawer}, .count = count,
                         .predicted = std::ranges::any_of(said, [](const Prophecy& p) { return p.prophet >= 0; }), .chance = true,
                         .section = &cite});
  const std::vector<int>& named = m.believers;
  // hof.prophet.timing = replacement: a card taken by a right prediction is drawn again.
  int right = 0;
  for (std::size_t i = 0; i < said.size() && i < named.size(); ++i)
    if (said[i].prophet >= 0 && named[i] == said[i].guess) ++right;
  const bool replace = right > 0 && t.r().get(ruling::prophet) == Prophet::replacement;
  const int expected = std::min(t.believer_deck, count + (replace ? right : 0));
  if (static_cast<int>(named.size()) != expected)
    r.refuse(t.name(drawer) + " draws " + std::to_string(expected) + " believer(s) here, not " + std::to_string(named.size()), cite);
  for (std::size_t i = 0; i < named.size(); ++i) {
    int to = drawer;
    if (i < said.size() && said[i].prophet >= 0) {
      // The predicted card is shown to settle the prediction.
      if (named[i] == kUnseen)
        r.refuse("the card The Prophet predicted is shown as it is drawn: name it", sec::skill_the_prophet);
      if (named[i] == said[i].guess) to = said[i].prophet;
    }
    draw_believers(r, to, {named[i]}, cite);
  }
}

void rebirth_window(Run& r, const std::vector<int>& deaths, Deaths scope) {
  Table& t = r.t;
  const int rebirth = as_int(Skill::holy_rebirth);
  if (!any_seat(t, [&](int q) { return may_use_skill(t, q, rebirth, true); })) return;
  const HolyRebirth rule = t.r().get(ruling::holy_rebirth);
  if (scope != Deaths::both && (scope == Deaths::card) != (rule == HolyRebirth::whole_action)) return;
  std::vector<int> open = t.clockwise(t.active, [&](int q) {
    if (!may_use_skill(t, q, rebirth, true)) return false;
    int died = deaths[static_cast<std::size_t>(q)];
    if (rule == HolyRebirth::sect_cards) {
      died = 0;
      for (int m : sect_of(t, q)) died += deaths[static_cast<std::size_t>(m)];
    }
    return died >= 3;
  });
  ask_each(r, open, {.ask = Ask::rebirth, .node = "skill.rebirth", .optional = true, .section = &sec::skill_holy_rebirth},
           Verb::skill, [&](const Move& m) {
             use_skill(r, m.player, rebirth, sec::skill_holy_rebirth);
             revive(t, m.player, 3);  // the top three, as It's a Miracle
             return false;
           });
}

void ascend_window(Run& r, int follower, int drawn) {
  Table& t = r.t;
  const int leader = t.p(follower).leader;
  if (drawn <= 0 || leader < 0 || !may_use_skill(t, leader, as_int(Skill::ascend_with_me), true)) return;
  const Move& m = r.ask({.ask = Ask::ascend, .node = "turn.ascend", .who = {leader}, .count = drawn, .from = follower, .optional = true,
                         .section = &sec::skill_ascend_with_me});
  if (m.verb != Verb::skill) return;
  const int n = static_cast<int>(m.cards.size());
  // hof.ascend.mirror-draw: exactly as many, or up to as many.
  const bool up_to = t.r().get(ruling::ascend_draw) == AscendDraw::up_to;
  if (up_to ? n > drawn : n != drawn)
    r.refuse("Ascend with Me draws " + std::string(up_to ? "up to " : "exactly ") + std::to_string(drawn) + " card(s), as " +
                 t.name(follower) + " drew, not " + std::to_string(n),
             sec::skill_ascend_with_me);
  use_skill(r, leader, as_int(Skill::ascend_with_me), sec::skill_ascend_with_me);
  draw_action_cards(r, leader, m.cards, sec::skill_ascend_with_me);
}

}  // namespace referee::hof
