#include "rulespec/hegemony-of-faith/table.hpp"

#include <algorithm>

#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {

const std::string& Table::name(int seat) const {
  static const std::string nobody = "nobody";
  return seat >= 0 && seat < n() ? names[static_cast<std::size_t>(seat)] : nobody;
}

void Table::turn_played(int seat, bool played) {
  Player& pl = p(seat);
  pl.personal_round = turn;
  if (played) {
    pl.played_round = turn;
    last_turn_player = seat;
  }
  if (seat == first) table_round = turn;
}

int leader_of(const Table& t, int player) {
  const Player& p = t.p(player);
  switch (p.role) {
    case Role::leader: return player;
    case Role::follower: return p.leader;
    case Role::wanderer: return -1;
  }
  return -1;
}

std::vector<int> followers_of(const Table& t, int leader) {
  std::vector<int> out;
  for (int i = 0; i < t.n(); ++i)
    if (t.p(i).role == Role::follower && t.p(i).leader == leader) out.push_back(i);
  return out;
}

std::vector<int> sect_of(const Table& t, int player) {
  const int l = leader_of(t, player);
  if (l < 0) return {player};
  std::vector<int> out{l};
  for (int f : followers_of(t, l)) out.push_back(f);
  return out;
}

bool same_sect(const Table& t, int a, int b) {
  const int la = leader_of(t, a);
  return la >= 0 && la == leader_of(t, b);
}

int sect_believers(const Table& t, int player) {
  int n = 0;
  for (int m : sect_of(t, player)) n += t.p(m).believer_count();
  return n;
}

std::vector<int> leaders(const Table& t) {
  std::vector<int> out;
  for (int i = 0; i < t.n(); ++i)
    if (t.p(i).role == Role::leader) out.push_back(i);
  return out;
}

bool is_wanderer(const Table& t, int player) { return t.p(player).role == Role::wanderer; }

std::vector<Mask> all_believer_cards(const Table& t) {
  std::vector<Mask> out(t.graveyard.begin(), t.graveyard.end());
  out.insert(out.end(), t.removed.begin(), t.removed.end());
  out.insert(out.end(), t.limbo_believers.begin(), t.limbo_believers.end());
  for (const Player& p : t.players) {
    out.insert(out.end(), p.believers.begin(), p.believers.end());
    out.insert(out.end(), p.fought.begin(), p.fought.end());
  }
  return out;
}

std::vector<Mask> all_action_cards(const Table& t) {
  std::vector<Mask> out(t.action_deck.begin(), t.action_deck.end());
  out.insert(out.end(), t.used_actions.begin(), t.used_actions.end());
  out.insert(out.end(), t.limbo_actions.begin(), t.limbo_actions.end());
  for (const Player& p : t.players) out.insert(out.end(), p.actions.begin(), p.actions.end());
  return out;
}

std::vector<int> action_copies() {
  std::vector<int> c;
  for (int k = 0; k < kActionKinds; ++k) c.push_back(action_card(k).count);
  return c;
}

std::vector<int> skill_copies() { return std::vector<int>(kSkills, 1); }

void out_of_limbo(Pile& limbo, Mask card) {
  const auto it = std::find(limbo.begin(), limbo.end(), card);
  if (it != limbo.end()) limbo.erase(it);
}

// The cards the record has shown must be real cards (2-2 Components): no believer type,
// action card or skill more often than the game holds it, counting every card out of the
// decks with what it may still be.
Verdict check_cards_fit(const Table& t) {
  static const auto believer_names = ids_of(kBelieverTypes, believer_id);
  static const auto action_names = ids_of(kActionKinds, action_id);
  static const auto skill_names = ids_of(kSkills, skill_id);
  std::string why;
  std::vector<int> pool(t.pool.begin(), t.pool.end());
  std::vector<Mask> believers = all_believer_cards(t);
  // The deck's cards may be anything; they make up the rest of the pool.
  if (!feasible(believers, pool, &why, &believer_names))
    return Verdict::illegal("these believer cards cannot all exist: " + why, sec::components);
  if (!feasible(all_action_cards(t), action_copies(), &why, &action_names))
    return Verdict::illegal("these action cards cannot all exist: " + why, sec::components);
  std::vector<Mask> skills = t.skills_out;
  for (const Player& p : t.players)
    if (!p.skill.none) skills.push_back(p.skill.may);
  if (!feasible(skills, skill_copies(), &why, &skill_names))
    return Verdict::illegal("these skills cannot all exist (each skill card is unique): " + why, sec::components);
  return Verdict::ok();
}

}  // namespace referee::hof
