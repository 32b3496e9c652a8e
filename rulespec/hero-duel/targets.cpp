// What an effect's target names: the common vocabulary's targets, resolved when the
// effect resolves. A chosen target was fixed when the card was played; if its monster has
// left the field the effect finds nothing (hd.spell.targeting-and-fizzle).
#include "rulespec/hero-duel/resolver.hpp"

namespace referee::hd {
namespace {

bool on_field(const Table& t, int uid) { return uid >= 0 && find_monster(t, uid); }

void add_monster(TargetCall& c, int uid) {
  if (on_field(c.table, uid)) c.out.monsters.push_back(uid);
}

// A player's hero, where hd.hero.nature = special-monster lets monster-aimed effects reach it.
void add_hero(TargetCall& c, int player) {
  if (player >= 0 && c.table.p(player).hero && hero_is_monster(c.table)) c.out.heroes.push_back(player);
}

// The monster an event is about. Under hd.trap.trigger-timing = before a summon's window
// opens before the monster is on the field: it is then the summon on its way, which a
// destroy or exile effect stops as it arrives (9. Trap Rules: a trap may answer a summon).
void add_triggering_monster(TargetCall& c) {
  const Event& e = *c.ctx.trigger;
  if (on_field(c.table, e.monster)) c.out.monsters.push_back(e.monster);
  else if (e.arriving && e.action >= 0) c.out.actions.push_back(e.action);
}

void all_of(TargetCall& c, int player) {
  for (const auto& m : c.table.p(player).monsters)
    if (m) c.out.monsters.push_back(m->uid);
  add_hero(c, player);
}

void chosen(TargetCall& c, std::string_view name) {
  for (std::size_t i = 0; i < c.ctx.slots.size() && i < c.ctx.chosen.size(); ++i) {
    if (c.ctx.slots[i] != name) continue;
    const Target& target = c.ctx.chosen[i];
    if (target.kind == Target::Kind::player)
      c.out.players.push_back(target.player);
    else if (target.kind == Target::Kind::hero)
      add_hero(c, target.player);
    else
      add_monster(c, target.zone);  // zone holds the uid once chosen (Resolver::resolve)
  }
}

KeywordTable<TargetCall> build_target_table() {
  KeywordTable<TargetCall> k;
  k.add("self", [](TargetCall& c) { add_monster(c, c.ctx.self); });
  k.add("controller", [](TargetCall& c) { c.out.players.push_back(c.ctx.controller); });
  k.add("opponent", [](TargetCall& c) { c.out.players.push_back(Table::other(c.ctx.controller)); });
  k.add("each-player", [](TargetCall& c) { c.out.players = {c.table.active, Table::other(c.table.active)}; });
  for (const char* name : {"chosen-monster", "chosen-own-monster", "chosen-opponent-monster", "chosen-player", "chosen-monster-or-player"})
    k.add(name, [n = std::string(name)](TargetCall& c) { chosen(c, n); });
  k.add("attacker", [](TargetCall& c) { add_monster(c, c.ctx.attacker); });
  k.add("defender", [](TargetCall& c) {
    add_monster(c, c.ctx.defender);
    add_hero(c, c.ctx.defender_hero);
  });
  k.add("triggering-card", [](TargetCall& c) {
    if (!c.ctx.trigger) return;
    if (c.ctx.trigger->kind == "spell-played") c.out.actions.push_back(c.ctx.trigger->action);
    else add_triggering_monster(c);
  });
  k.add("triggering-monster", [](TargetCall& c) {
    if (c.ctx.trigger) add_triggering_monster(c);
  });
  k.add("all-own-monsters", [](TargetCall& c) { all_of(c, c.ctx.controller); });
  k.add("all-opponent-monsters", [](TargetCall& c) { all_of(c, Table::other(c.ctx.controller)); });
  k.add("all-monsters", [](TargetCall& c) {
    all_of(c, c.table.active);
    all_of(c, Table::other(c.table.active));
  });
  return k;
}

}  // namespace

KeywordTable<TargetCall>& target_resolvers() {
  static KeywordTable<TargetCall> table = build_target_table();
  return table;
}

Subjects Resolver::targets(const std::string& target, const EffectContext& ctx) const {
  TargetCall call{t, ctx, {}};
  if (target.empty()) return call.out;
  if (const auto* resolve = target_resolvers().find(target)) (*resolve)(call);
  return call.out;
}

}  // namespace referee::hd
