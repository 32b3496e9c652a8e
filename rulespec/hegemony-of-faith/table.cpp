#include "rulespec/hegemony-of-faith/table.hpp"

#include <algorithm>

#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {

Verdict check_cards_fit(const Table& t, bool* believers_undecided, bool* actions_undecided);

unseen_cards::Ledger ledger_of(bool believers, const UnseenBounds& b) {
  if (!believers) return unseen_cards::Ledger(b.actions_kept, unseen_cards::Budget{b.action_nodes, true, b.action_exact_nodes, true});
  return unseen_cards::Ledger(b.believers_kept, unseen_cards::Budget{b.nodes, b.believers_lookahead, b.exact_nodes});
}

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
  return t.clockwise(0, [&](int i) { return t.p(i).role == Role::follower && t.p(i).leader == leader; });
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
  return t.clockwise(0, [&](int i) { return t.p(i).role == Role::leader; });
}

bool is_wanderer(const Table& t, int player) { return t.p(player).role == Role::wanderer; }

Pile all_cards(const Table& t, bool believers) {
  Pile out;
  std::size_t n = 0;  // counted first: one allocation, where growing pile by pile made several
  each_pile(t, [&](const Pile& pile, bool of_believers) { n += of_believers == believers ? pile.size() : 0; });
  out.reserve(n);
  each_pile(t, [&](const Pile& pile, bool of_believers) {
    if (of_believers == believers) out.insert(out.end(), pile.begin(), pile.end());
  });
  return out;
}

std::vector<int> action_copies() {
  std::vector<int> c;
  for (int k = 0; k < kActionKinds; ++k) c.push_back(action_card(k).count);
  return c;
}

std::vector<int> skill_copies() { return std::vector<int>(kSkills, 1); }

void forget_identities(Table& t) {
  each_pile(t, [](Pile& pile, bool) {
    for (Card& c : pile) c.id = 0;
  });
  // Fresh ledgers under the same bounds.
  t.believer_links = unseen_cards::Ledger(t.believer_links.kept(), t.believer_links.budget());
  t.action_links = unseen_cards::Ledger(t.action_links.kept(), t.action_links.budget());
}

// Ledger::retire's condition holds for both decks: believers never go back to the deck (2-2
// Components), and action cards never leave the piles (the action deck is one of them, and a
// rebuilt deck is the used cards moved into it).
void retire_exchanges(Table& t) {
  for (const bool believers : {true, false}) {
    unseen_cards::Ledger& links = believers ? t.believer_links : t.action_links;
    if (links.empty()) continue;
    std::vector<Pile*> piles;
    each_pile(t, [&](Pile& pile, bool of_believers) {
      if (of_believers == believers) piles.push_back(&pile);
    });
    links.tidy(piles);
  }
}

void out_of_limbo(Pile& limbo, const Card& card) {
  const auto it = std::find_if(limbo.begin(), limbo.end(), [&](const Card& c) { return c.same(card); });
  if (it != limbo.end()) limbo.erase(it);
}

// The cards the record has shown must be real cards (2-2 Components): no believer type,
// action card or skill more often than the game holds it, counting every card out of the
// decks with what it may still be, and the takes nobody could follow as exchanges. A search
// past its budget (unseen_cards::Fit::undecided) accepts.
Verdict check_cards_fit(const Table& t) { return check_cards_fit(t, nullptr, nullptr); }

namespace {
Verdict action_cards_fit(const Table& t, bool* undecided) {
  static const auto action_names = ids_of(kActionKinds, action_id);
  static const std::vector<int> actions = action_copies();
  const unseen_cards::Answer a = t.action_links.fit(all_cards(t, false), actions, &action_names, t.action_links.budget());
  if (!a) return Verdict::illegal("these action cards cannot all exist: " + a.why, sec::components);
  if (undecided) *undecided = a.fit == unseen_cards::Fit::undecided;
  return Verdict::ok();
}
}  // namespace

Verdict check_action_cards_fit(const Table& t) { return action_cards_fit(t, nullptr); }

// A search past its budget on either deck forgets that deck's exchanges.
Verdict settle_cards_fit(Table& t) {
  bool believers = false, actions = false;
  Verdict v = check_cards_fit(t, &believers, &actions);
  if (v && believers) t.believer_links.forget();
  if (v && actions) t.action_links.forget();
  return v;
}

Verdict check_cards_fit(const Table& t, bool* believers_undecided, bool* actions_undecided) {
  static const auto believer_names = ids_of(kBelieverTypes, believer_id);
  static const auto skill_names = ids_of(kSkills, skill_id);
  std::string why;
  std::vector<int> pool(t.pool.begin(), t.pool.end());
  // The deck's cards may be anything; they make up the rest of the pool.
  const unseen_cards::Answer b = t.believer_links.fit(all_cards(t, true), pool, &believer_names, t.believer_links.budget());
  if (!b) return Verdict::illegal("these believer cards cannot all exist: " + b.why, sec::components);
  if (believers_undecided) *believers_undecided = b.fit == unseen_cards::Fit::undecided;
  if (Verdict a = action_cards_fit(t, actions_undecided); !a) return a;
  std::vector<Mask> skills(t.skills_out.begin(), t.skills_out.end());
  for (const Player& p : t.players)
    if (!p.skill.none) skills.push_back(p.skill.may);
  if (!unseen_cards::feasible(skills, skill_copies(), &why, &skill_names))
    return Verdict::illegal("these skills cannot all exist (each skill card is unique): " + why, sec::components);
  return Verdict::ok();
}

}  // namespace referee::hof
