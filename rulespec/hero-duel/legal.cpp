// What the record may name for hidden cards (the pool a "?" comes from), the draw event's
// check, and the listing of every legal action. The listing builds each candidate and
// keeps it if check() accepts it, so listing and checking cannot disagree.
#include <algorithm>
#include <set>

#include "referee/core/combinations.hpp"
#include "referee/core/unseen_pool.hpp"
#include "rulespec/hero-duel/game.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

std::vector<std::string> unseen_pool(const Table& t, const Record& rec, int player) {
  std::vector<std::string> pool = rec.decks[static_cast<std::size_t>(player)];
  auto erase_one = [&](const std::string& card) {
    if (card == kUnknown) return;
    if (auto it = std::find(pool.begin(), pool.end(), card); it != pool.end()) pool.erase(it);
  };
  const Player& p = t.p(player);
  for (const auto* pile : {&p.deck, &p.hand, &p.graveyard, &p.exile})
    for (const auto& c : *pile) erase_one(c);
  if (p.hero) erase_one(p.hero->card);
  for (const auto& s : p.spell_traps)
    if (s) erase_one(s->card);
  for (const auto& side : t.players)
    for (const auto& m : side.monsters)
      if (m && m->owner == player && !m->token) erase_one(m->card);
  return pool;
}

bool could_be_unseen_monster(const Table& t, const cards::CardDef& def) {
  if (def.type != "monster" || def.stat("stars") > 3) return false;  // 4. Summoning Rules: Stars 1-3
  // Under hd.facedown.effects-while-face-down = on, an arrival effect resolves face down, in
  // front of everyone: an unseen monster whose arrival showed nothing has none (field.cpp).
  return !def.effects("on-summon") || t.r().get(ruling::face_down_effects) != FaceDownEffects::on;
}

HiddenNeeds hidden_needs(const Table& t, int player) {
  HiddenNeeds n;
  for (const auto& side : t.players)
    for (const auto& m : side.monsters)
      if (m && m->owner == player && m->card == kUnknown) ++n.low_monsters;
  for (const auto& s : t.p(player).spell_traps)
    if (s && s->card == kUnknown) ++n.traps;
  return n;
}

Verdict check_cover(const Table& t, const std::vector<std::string>& pool, const HiddenNeeds& needs) {
  unseen_cards::NeedPool kinds(2);  // need 0: a 1-3 star monster, need 1: a trap
  for (const auto& id : pool)
    if (const cards::CardDef* def = t.card(id))
      kinds.add(static_cast<unsigned>(could_be_unseen_monster(t, *def)) | static_cast<unsigned>(def->type == "trap") << 1);
  const std::optional<int> short_need = kinds.first_short({needs.low_monsters, needs.traps});
  if (!short_need) return Verdict::ok();
  if (*short_need == 0)
    return Verdict::illegal("that leaves " + std::to_string(kinds.copies_of(0)) + " unseen 1-3 star monster(s) in the deck list for " +
                                std::to_string(needs.low_monsters) + " monster(s) summoned unseen, which can be nothing else",
                            sec::summon_low);
  return Verdict::illegal("that leaves " + std::to_string(kinds.copies_of(1)) + " unseen trap(s) in the deck list for " +
                              std::to_string(needs.traps) + " trap(s) set unseen",
                          sec::traps);
}

DrawMatch match_draw(const Table& t, const Record& rec, const DrawCards& d) {
  DrawMatch m;
  if (t.over()) return m.verdict = Verdict::illegal("the game is over", sec::win), m;
  if (rec.pending_draw == 0) return m.verdict = Verdict::illegal("there is no start-of-turn draw to record now", sec::turn_start), m;
  if (d.player != t.active)
    return m.verdict = Verdict::illegal("only the turn player draws at the start of the turn", sec::turn_start), m;
  if (d.cards.size() != static_cast<std::size_t>(rec.pending_draw))
    return m.verdict = Verdict::illegal("the turn's draw brought " + std::to_string(rec.pending_draw) + " card(s), not " +
                                            std::to_string(d.cards.size()),
                                        sec::turn_start),
           m;
  const auto& hand = t.p(d.player).hand;
  if (rec.draw_from < 0 || static_cast<std::size_t>(rec.draw_from + rec.pending_draw) > hand.size())  // read_position refuses these
    return m.verdict = Verdict::illegal("the hand does not hold the turn's draw", sec::turn_start), m;
  const auto first = hand.begin() + rec.draw_from;
  const std::vector<std::string> drawn(first, first + rec.pending_draw);
  m.slots = drawn;
  std::vector<bool> matched(drawn.size(), false);
  std::vector<std::string> pool = unseen_pool(t, rec, d.player);
  for (const std::string& c : d.cards) {
    if (c == kUnknown) continue;
    std::size_t i = 0;  // a card drawn that the referee knows, by this name...
    while (i < drawn.size() && (matched[i] || drawn[i] != c)) ++i;
    if (i == drawn.size()) {  // ...or else an unseen one
      i = 0;
      while (i < drawn.size() && (matched[i] || drawn[i] != kUnknown)) ++i;
      if (i == drawn.size()) {
        std::string known;
        for (const std::string& x : drawn) known += (known.empty() ? "" : ", ") + x;
        return m.verdict = Verdict::illegal("the cards drawn are " + known + " (known since the graveyard was reshuffled), not " + c,
                                            sec::reshuffle),
               m;
      }
      const auto copy = std::find(pool.begin(), pool.end(), c);
      if (copy == pool.end())
        return m.verdict = Verdict::illegal(c + " cannot be drawn: no copy of it is left unseen in the deck list", sec::match), m;
      pool.erase(copy);
      m.slots[i] = c;
    }
    matched[i] = true;
  }
  return m;
}

Verdict check_draw(const Table& t, const Record& rec, const DrawCards& d) {
  const DrawMatch match = match_draw(t, rec, d);
  if (!match.verdict) return match.verdict;
  // The cards named must leave what the hidden cards on the field need.
  Table after = t;
  std::copy(match.slots.begin(), match.slots.end(), after.p(d.player).hand.begin() + rec.draw_from);
  return check_unseen_fit(after, rec);
}

Verdict check_unseen_fit(const Table& t, const Record& rec) {
  for (int player = 0; player < 2; ++player)
    if (Verdict v = check_cover(t, unseen_pool(t, rec, player), hidden_needs(t, player)); !v) {
      v.reason = rec.names[static_cast<std::size_t>(player)] + "'s hidden cards would no longer fit the deck list: " + v.reason;
      return v;
    }
  return Verdict::ok();
}

Verdict check_hand_card(const Table& t, const Record& rec, int player, const std::string& card) {
  const auto& hand = t.p(player).hand;
  if (contains(hand, card)) return Verdict::ok();
  if (!contains(hand, std::string(kUnknown))) return Verdict::ok();  // the core refuses it
  auto pool = unseen_pool(t, rec, player);
  if (!contains(pool, card))
    return Verdict::illegal(card + " cannot be in the hand: no copy of it is left unseen in the deck list", sec::match);
  return Verdict::ok();
}

// ---- The listing ----

namespace {

// Every target a chosen-* slot could name: the players, then every monster on the field,
// then the heroes (targets only under hd.hero.nature = special-monster; the check decides).
std::vector<Target> all_targets(const Table& t) {
  std::vector<Target> out{Target::of_player(0), Target::of_player(1)};
  for (int p = 0; p < 2; ++p)
    for (int z = 0; z < kMonsterZones; ++z)
      if (t.p(p).monsters[static_cast<std::size_t>(z)]) out.push_back(Target::of_monster(p, z));
  for (int p = 0; p < 2; ++p)
    if (t.p(p).hero) out.push_back(Target::of_hero(p));
  return out;
}

// Every sequence of `slots` targets.
std::vector<std::vector<Target>> target_lists(const Table& t, std::size_t slots) {
  std::vector<std::vector<Target>> out;
  for_sequences(all_targets(t), slots, false, [&](const std::vector<Target>& targets) { return out.push_back(targets), true; });
  return out;
}

std::size_t slot_count(const Table& t, const std::string& card, const char* hook) {
  const cards::CardDef* def = t.card(card);
  const auto* effects = def ? def->effects(hook) : nullptr;
  return effects ? chosen_slots(*effects).size() : 0;
}

// The cards the hand may hold: the named ones, and for unseen ones every id of the pool.
std::vector<std::string> hand_candidates(const Table& t, const Record& rec, int player) {
  std::set<std::string> out;
  bool hidden = false;
  for (const auto& c : t.p(player).hand) {
    if (c == kUnknown) hidden = true;
    else out.insert(c);
  }
  if (hidden)
    for (const auto& c : unseen_pool(t, rec, player)) out.insert(c);
  return {out.begin(), out.end()};
}

// Sorted multisets of `n` items from `alphabet` (which may repeat items, as a pool does).
void multisets(const std::vector<std::string>& alphabet, std::size_t from, std::size_t n, std::vector<std::string>& cur,
               const std::function<void()>& visit) {
  if (cur.size() == n) return visit();
  std::string last;
  for (std::size_t i = from; i < alphabet.size(); ++i) {
    if (i > from && alphabet[i] == last) continue;
    last = alphabet[i];
    cur.push_back(alphabet[i]);
    multisets(alphabet, alphabet[i] == kUnknown ? i : i + 1, n, cur, visit);
    cur.pop_back();
  }
}

// The base actions of the turn player in the Main Phase (the core's checks then sort them).
// g++ 12 warns falsely about variants of vectors built in place here (GCC bug 105562).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
std::vector<hd::Action> candidates(const Table& t, const Record& rec) {
  const int me = t.active;
  std::vector<hd::Action> out;
  std::vector<int> own;
  for (int z = 0; z < kMonsterZones; ++z)
    if (t.p(me).monsters[static_cast<std::size_t>(z)]) own.push_back(z);
  std::vector<std::vector<int>> tribute_sets;
  for (unsigned mask = 0; mask < (1u << own.size()); ++mask) {
    std::vector<int> s;
    for (std::size_t i = 0; i < own.size(); ++i)
      if (mask & (1u << i)) s.push_back(own[i]);
    tribute_sets.push_back(s);
  }
  std::vector<std::string> cards = hand_candidates(t, rec, me);
  const bool hidden = contains(t.p(me).hand, std::string(kUnknown));
  std::vector<std::string> with_unknown = cards;
  if (hidden) with_unknown.push_back(std::string(kUnknown));
  for (const auto& c : with_unknown) {
    const cards::CardDef* def = t.card(c);
    const std::string type = def ? def->type : "";
    if (c == kUnknown || type == "monster")
      for (const auto& tr : tribute_sets)
        for (int z = 0; z < kMonsterZones; ++z) out.push_back(SummonMonster{me, c, z, tr});
    if (type == "hero")
      for (const auto& tr : tribute_sets) out.push_back(PlayHero{me, c, tr});
    if (type == "spell")
      for (auto& targets : target_lists(t, slot_count(t, c, "effects"))) out.push_back(CastSpell{me, c, targets});
    if (c == kUnknown || type == "trap" || type == "spell")
      for (int z = 0; z < kSpellTrapZones; ++z) out.push_back(SetTrap{me, c, z});
  }
  if (t.p(me).hero)
    for (auto& targets : target_lists(t, slot_count(t, t.p(me).hero->card, "ability"))) out.push_back(UseAbility{me, targets});
  for (int a : own) {
    out.push_back(Attack{me, a, std::nullopt});
    for (int z = 0; z < kMonsterZones; ++z)
      if (t.p(Table::other(me)).monsters[static_cast<std::size_t>(z)]) out.push_back(Attack{me, a, z});
    if (t.p(Table::other(me)).hero) out.push_back(Attack{me, a, kHeroZone});
  }
  // Set traps sent to the graveyard (hd.zones.spelltrap-full = may-clear-trap); a hidden one
  // is named, as any trap of the deck list still unseen.
  for (int z = 0; z < kSpellTrapZones; ++z) {
    const auto& slot = t.p(me).spell_traps[static_cast<std::size_t>(z)];
    if (!slot) continue;
    if (slot->card != kUnknown) {
      out.push_back(ClearTrap{me, z, ""});
      continue;
    }
    std::set<std::string> names;
    for (const auto& id : unseen_pool(t, rec, me))
      if (const cards::CardDef* def = t.card(id); def && def->type == "trap") names.insert(id);
    for (const auto& id : names) out.push_back(ClearTrap{me, z, id});
  }
  out.push_back(EndTurn{me});
  return out;
}
#pragma GCC diagnostic pop

// What the record may add to an action: none, or one hidden trap named as it activates
// (or a known one kept set, under hd.trap.activation-mandatory = optional), or one hidden
// monster named as it turns face up. Enough for records of one reaction per event.
std::vector<Reactions> reaction_choices(const Table& t, const Record& rec) {
  std::vector<Reactions> out{Reactions{}};
  const bool optional = t.r().peek(ruling::trap_activation) == TrapActivation::optional;
  const bool clear_one = t.r().peek(ruling::monster_zones_full) == MonsterZonesFull::clear_one;
  const bool retarget = t.r().peek(ruling::direct_attack_legality) == DirectAttackLegality::recheck_retarget;
  std::vector<std::string> traps;
  if (t.cards)
    for (const auto& c : t.cards->cards)
      if (c.type == "trap" && chosen_slots(c.effects("effects") ? *c.effects("effects") : std::vector<cards::Effect>{}).empty())
        traps.push_back(c.id);
  for (int p = 0; p < 2; ++p) {
    for (int z = 0; z < kSpellTrapZones; ++z) {
      const auto& s = t.p(p).spell_traps[static_cast<std::size_t>(z)];
      if (!s || s->active) continue;
      if (s->card == kUnknown) {
        auto pool = unseen_pool(t, rec, p);
        for (const auto& id : traps)
          if (contains(pool, id)) out.push_back(Reactions{{Activation{p, z, id, {}}}, {}, {}, {}});
      } else if (optional && slot_count(t, s->card, "effects") == 0) {
        out.push_back(Reactions{{Activation{p, z, s->card, {}}}, {}, {}, {}});
      }
    }
    for (int z = 0; z < kMonsterZones; ++z) {
      const auto& m = t.p(p).monsters[static_cast<std::size_t>(z)];
      if (!m || m->card != kUnknown) continue;
      std::set<std::string> names;
      for (const auto& id : unseen_pool(t, rec, m->owner >= 0 ? m->owner : p)) names.insert(id);
      for (const auto& id : names)
        if (const auto* def = t.card(id); def && def->type == "monster") out.push_back(Reactions{{}, {Reveal{p, z, id}}, {}, {}});
    }
    // A monster cleared to make room for a created one (hd.zones.monster-full = clear-one).
    if (clear_one && monster_count(t, p) == kMonsterZones)
      for (int z = 0; z < kMonsterZones; ++z) out.push_back(Reactions{{}, {}, {Clear{p, z}}, {}});
  }
  // A direct attack turned on a monster that appeared (hd.combat.direct-attack-legality).
  if (retarget)
    for (int z = 0; z < kMonsterZones; ++z) out.push_back(Reactions{{}, {}, {}, z});
  return out;
}

}  // namespace

void HdState::offer_candidates(Candidates& out) const {
  auto offer = [&](HdAction&& a) {
    a.player = t_.active;
    return out.offer(a);
  };
  if (rec_.pending_draw > 0) {
    // The draw names a multiset (its order means nothing, check_draw): of the cards drawn
    // that the referee knows (a reshuffled graveyard's), the unseen pool and "?".
    std::vector<std::string> alphabet = unseen_pool(t_, rec_, t_.active);
    const auto& hand = t_.p(t_.active).hand;
    for (std::size_t i = 0; i < static_cast<std::size_t>(rec_.pending_draw); ++i)
      if (const std::string& slot = hand[static_cast<std::size_t>(rec_.draw_from) + i]; slot != kUnknown) alphabet.push_back(slot);
    alphabet.push_back(std::string(kUnknown));
    std::sort(alphabet.begin(), alphabet.end());
    std::vector<std::string> cur;
    multisets(alphabet, 0, static_cast<std::size_t>(rec_.pending_draw), cur, [&] {
      if (out.stopped()) return;
      HdAction a;
      a.move = DrawCards{t_.active, cur};
      offer(std::move(a));
    });
    return;
  }
  const auto reactions = reaction_choices(t_, rec_);
  for (auto& m : candidates(t_, rec_)) {
    if (!hd::check(t_, m)) {  // cheap refusal first; reactions cannot make it legal
      if (!out.refuse()) return;
      continue;
    }
    for (const auto& rx : reactions) {
      HdAction a;
      a.move = m;
      a.reactions = rx;
      if (!offer(std::move(a))) return;
    }
  }
}

// A probe: a random action of any kind with random fields, mostly illegal.
std::unique_ptr<referee::Action> HdState::random_action(Rng& rng) const {
  auto a = std::make_unique<HdAction>();
  a->player = rng.below(2);
  std::vector<std::string> ids = t_.cards ? t_.cards->ids() : std::vector<std::string>{"?"};
  ids.push_back(std::string(kUnknown));
  const std::string card = rng.pick(ids);
  const int z = rng.below(kMonsterZones), y = rng.below(kMonsterZones);
  std::vector<int> tributes;
  if (rng.chance(1, 3)) tributes.push_back(rng.below(kMonsterZones));
  const Target target = rng.chance(1, 3) ? Target::of_player(rng.below(2)) : Target::of_monster(rng.below(2), y);
  switch (rng.below(9)) {
    case 0: a->move = hd::Action{SummonMonster{a->player, card, z, tributes}}; break;
    case 1: a->move = hd::Action{PlayHero{a->player, card, tributes}}; break;
    case 2: a->move = hd::Action{CastSpell{a->player, card, rng.chance(1, 2) ? std::vector<Target>{target} : std::vector<Target>{}}}; break;
    case 3: a->move = hd::Action{SetTrap{a->player, card, z}}; break;
    case 4: a->move = hd::Action{UseAbility{a->player, {target}}}; break;
    case 5: a->move = hd::Action{Attack{a->player, z, rng.chance(1, 3) ? std::nullopt : std::optional<int>(y)}}; break;
    case 6: a->move = hd::Action{EndTurn{a->player}}; break;
    case 7: a->move = hd::Action{ClearTrap{a->player, rng.below(kSpellTrapZones), rng.chance(1, 2) ? card : ""}}; break;
    default: a->move = DrawCards{a->player, std::vector<std::string>(static_cast<std::size_t>(rng.below(3)), card)}; break;
  }
  if (rng.chance(1, 6)) a->reactions.activations.push_back(Activation{rng.below(2), rng.below(kSpellTrapZones), card, {}});
  return a;
}

}  // namespace referee::hd
