// 6. Sects: surrender as a Follower (6-1), the Leader's gift and upkeep (6-2), reversal of
// stance (6-2.1), leaving a sect, Wanderers (6-3), Unification (5-1), and Impermanence of
// Life's condition, which every change of sect may break (7-4).
#include <algorithm>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

// hof.follower.gift: what a Leader must hold to take in or keep a Follower.
int gift_needs(const Table& t) { return t.r().get(ruling::follower_gift) == FollowerGift::needs_two ? 2 : 1; }

// 6-2: the Leader gives the Follower one believer of their choice (the record names it, or not).
void give_gift(Run& r, int leader, int follower, const Section& cite) {
  Table& t = r.t;
  if (t.p(leader).believers.empty()) return;
  const Move& m = r.ask({.ask = Ask::gift, .node = "sect.gift", .who = {leader}, .count = 1, .from = leader, .to = follower, .chance = true,
                         .section = &cite});
  const int type = m.believers.empty() ? m.type : m.believers.front();
  t.p(follower).believers.push_back(take_believer(r, leader, type, cite));
}

void discard_and_replace(Run& r, int player) {
  Table& t = r.t;
  Player& pl = t.p(player);
  t.skills_out.push_back(bit(as_int(Skill::impermanence_of_life)));
  pl.skill = SkillCard{};
  // hof.setup.skill-return: where the new skill comes from.
  const SkillReturn from = t.r().get(ruling::skill_return);
  if (from == SkillReturn::never_dealt_only && 2 * t.n() >= kSkills) {
    pl.skill.none = true;  // every skill was dealt at setup: none is left to draw
    return;
  }
  const Move& m = r.ask({.ask = Ask::new_skill, .node = "skill.replace", .who = {player}, .count = 1, .chance = true,
                         .section = &sec::skill_impermanence_of_life});
  pl.skill.may = m.skill >= 0 ? bit(m.skill) : every(kSkills);
}

void reversal(Run& r, int old_leader) {
  Table& t = r.t;
  const std::vector<int> fs = followers_of(t, old_leader);
  int top = -1;
  for (int f : fs) top = std::max(top, t.p(f).believer_count());
  const std::vector<int> tied =  // clockwise from the old Leader
      t.clockwise(old_leader, [&](int f) { return contains(fs, f) && t.p(f).believer_count() == top; });
  const ReversalTie tie = t.r().get(ruling::reversal_tie);
  bool dissolve = tied.size() > 1 && tie != ReversalTie::seat_order;
  if (tie == ReversalTie::any_tie)
    for (std::size_t i = 0; i < fs.size(); ++i)
      for (std::size_t j = i + 1; j < fs.size(); ++j)
        if (t.p(fs[i]).believer_count() == t.p(fs[j]).believer_count()) dissolve = true;
  const ReversalOldLeader old = t.r().get(ruling::reversal_old_leader);
  if (dissolve) {
    // 6-2.1: the sect breaks up; every Follower takes back their token as a Leader.
    for (int f : fs) become_independent(r, f);
    if (old != ReversalOldLeader::at_own_turn_end) surrender(r, old_leader, -1);
    return;
  }
  const int heir = tied.front();
  become_independent(r, heir);
  for (int f : fs)
    if (f != heir) t.p(f).leader = heir;
  if (fs.size() > 1) break_impermanence(r, heir);  // the heir takes in the other Followers
  if (old == ReversalOldLeader::at_own_turn_end) return;
  // The new Leader decides whether to take the old one in.
  const Move& m = r.ask({.ask = Ask::reversal, .node = "sect.reversal", .who = {heir}, .from = old_leader, .optional = true,
                         .section = &sec::reversal});
  if (m.verb == Verb::accept) {
    if (t.p(heir).believer_count() < gift_needs(t))
      r.refuse(t.name(heir) + " cannot give the believer that taking in a Follower costs", sec::united_sects);
    join_sect(r, old_leader, heir, true, sec::reversal);
    return;
  }
  if (old == ReversalOldLeader::refused_wanders) become_wanderer(r, old_leader);
  else surrender(r, old_leader, heir);
}

}  // namespace

void enlist(Table& t, int player, int leader) {
  Player& pl = t.p(player);
  pl.role = Role::follower;
  pl.leader = leader;
  pl.follower_since = t.turn;
  pl.follower_turns = 0;
  pl.steals = 0;
}

void join_sect(Run& r, int player, int leader, bool gift, const Section& cite) {
  Table& t = r.t;
  // 6-1: the token goes to the Leader and the skill is sealed (both follow from the role).
  enlist(t, player, leader);
  break_impermanence(r, player);
  break_impermanence(r, leader);
  if (gift) give_gift(r, leader, player, cite);
}

void become_wanderer(Run& r, int player) {
  Table& t = r.t;
  Player& pl = t.p(player);
  // 6-3: all action cards and the Leader token are discarded, the skill sealed.
  become_independent(r, player);
  pl.role = Role::wanderer;
  pl.wandered = false;
  t.used_actions.insert(t.used_actions.end(), pl.actions.begin(), pl.actions.end());
  pl.actions.clear();
  break_impermanence(r, player);
}

void become_independent(Run& r, int player) {
  Player& pl = r.t.p(player);
  pl.role = Role::leader;
  pl.leader = -1;
  pl.steals = 0;
  pl.hermit_from = -1;
}

void surrender(Run& r, int player, int not_from) {
  Table& t = r.t;
  if (t.p(player).role == Role::follower) become_independent(r, player);  // let go: the token comes back
  const int need = gift_needs(t);
  std::vector<int> open = t.clockwise(t.next(player), [&](int q) {
    return q != player && t.p(q).role == Role::leader && q != not_from && t.p(q).believer_count() >= need;
  });
  const SurrenderChoice choice = t.r().get(ruling::surrender_choice);
  const bool binding = choice == SurrenderChoice::first_yes_binding;  // asked one at a time, the first yes taken
  std::vector<int> accepted;
  // 6-1: the Leaders say first whether they will take the player in.
  ask_each(r, open, {.ask = Ask::offer, .node = "surrender.offers", .from = player, .optional = true, .section = &sec::surrender_as_follower},
           Verb::accept, [&](const Move& m) {
             accepted.push_back(m.player);
             return binding;
           }, binding);
  if (accepted.empty()) {
    become_wanderer(r, player);  // 6-3: no Leader takes them in
    return;
  }
  int leader = accepted.front();
  if (!binding && (accepted.size() > 1 || choice == SurrenderChoice::free_choice)) {
    const Move& m = r.ask({.ask = Ask::join, .node = "surrender.join", .who = {player}, .section = &sec::surrender_as_follower});
    if (m.verb == Verb::wander) {
      if (choice != SurrenderChoice::free_choice)
        r.refuse(t.name(player) + " must join one of the sects that offered (hof.surrender.choice)", sec::surrender_as_follower);
      become_wanderer(r, player);
      return;
    }
    if (!contains(accepted, m.leader))
      r.refuse(t.name(m.leader) + " did not offer to take " + t.name(player) + " in", sec::surrender_as_follower);
    leader = m.leader;
  }
  join_sect(r, player, leader, true, sec::surrender_as_follower);
}

void upkeep(Run& r, int follower) {
  Table& t = r.t;
  const int leader = t.p(follower).leader;
  if (t.p(leader).believer_count() >= gift_needs(t)) {
    // 6-2: the Leader may reconsider before giving the believer that keeps the Follower going.
    const Move& m = r.ask({.ask = Ask::upkeep, .node = "sect.upkeep", .who = {leader}, .from = follower, .section = &sec::united_sects});
    if (m.verb == Verb::accept) {
      give_gift(r, leader, follower, sec::united_sects);
      return;
    }
  }
  // Let go: the Follower looks for another Leader (hof.follower.maintenance).
  const bool again = t.r().get(ruling::follower_maintenance) == FollowerMaintenance::same_leader_may_retake;
  surrender(r, follower, again ? -1 : leader);
}

void settle_sects(Run& r) {
  Table& t = r.t;
  for (int guard = 0; guard < 4 * kMaxPlayers && !t.over(); ++guard) {
    bool changed = false;
    for (int k = 0; k < t.n() && !changed; ++k) {
      const int l = (t.active + k) % t.n();
      if (t.p(l).role != Role::leader || t.p(l).believer_count() > 0 || followers_of(t, l).empty()) continue;
      // hof.reversal.timing: at the end of the Leader's own turn only, or now.
      if (t.r().get(ruling::reversal_timing) == ReversalTiming::leader_turn_end && !(l == t.active && t.ending_turn)) continue;
      reversal(r, l);
      changed = true;
    }
    for (int f = 0; f < t.n() && !changed; ++f) {
      if (t.p(f).role != Role::follower || t.p(f).believer_count() > 0) continue;
      // hof.follower.maintenance = at-once: a Follower left with none is dealt with at once.
      if (t.r().get(ruling::follower_maintenance) != FollowerMaintenance::at_once) break;
      upkeep(r, f);
      changed = true;
    }
    if (!changed) break;
  }
  if (check_unification(r)) return;
  // Every player a Wanderer: nobody may steal from anyone (hof.end.all-wanderers).
  for (int q = 0; q < t.n(); ++q)
    if (t.p(q).role != Role::wanderer) return;
  const AllWanderers rule = t.r().get(ruling::all_wanderers);
  // A move left to make under the other options.
  bool anything = std::ranges::any_of(t.players, [](const Player& p) { return !p.believers.empty(); });
  if (rule == AllWanderers::steal_from_deck) anything = t.believer_deck > 0;
  if (rule == AllWanderers::settle_at_once || !anything) end_game(r);
}

bool check_unification(Run& r) {
  Table& t = r.t;
  if (t.over()) return true;
  for (int l : leaders(t)) {
    if (followers_of(t, l).empty()) continue;
    bool all = true;
    for (int q = 0; q < t.n() && all; ++q) {
      if (q == l || (t.p(q).role == Role::follower && t.p(q).leader == l)) continue;
      // hof.wanderer.endgame-status: whether a Wanderer stands in the way.
      all = t.p(q).role == Role::wanderer &&
            t.r().get(ruling::wanderer_endgame) != WandererEndgame::scored_blocks_unification;
    }
    if (all) {
      win(t, l, "unification", sec::unification, t.name(l) + " has made every other player a Follower");
      return true;
    }
  }
  return false;
}

void break_impermanence(Run& r, int player) {
  Table& t = r.t;
  Player& pl = t.p(player);
  if (!pl.impermanence_whole) return;
  pl.impermanence_whole = false;
  const Mask imp = bit(as_int(Skill::impermanence_of_life));
  if (pl.skill.none || !(pl.skill.may & imp)) return;
  // hof.impermanence.violation: the holder shows and discards it, then draws another.
  if (t.r().get(ruling::impermanence) == Impermanence::end_only) return;
  if (pl.skill.may != imp) {
    const Move& m = r.ask({.ask = Ask::confess, .node = "skill.confess", .who = {player}, .optional = true,
                           .section = &sec::skill_impermanence_of_life});
    if (m.verb != Verb::skill) {
      pl.skill.may &= ~imp;  // not shown: the skill is another
      return;
    }
  }
  discard_and_replace(r, player);
}

}  // namespace referee::hof
