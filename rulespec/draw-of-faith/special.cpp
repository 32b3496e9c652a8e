// Special summons: activating a fusion or combo, paying its materials, and its targets
// ("Main Phase: Special Summon"; "Special Mechanics 1-6"; "Important Notes").
#include <algorithm>
#include <optional>
#include <set>

#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

struct Materials {
  std::vector<OwnCard> own;
  std::vector<Card> cards;
};

Verdict resolve_materials(const Table& t, const DofAction& a, Materials& out) {
  // Once an unknown hand card is named, the next names must see it as that card.
  std::optional<Table> work;
  for (const CardRef& r : a.materials) {
    const Table& cur = work ? *work : t;
    OwnCard own;
    if (Verdict v = resolve_own(cur, a.player, r, own, sec::materials_note); !v) return v;
    for (const OwnCard& o : out.own)
      if (o.on_field == own.on_field && o.index == own.index && o.card == own.card)
        return Verdict::illegal(card_name(own.card) + " is named twice as a material", sec::materials_note);
    if (contains(out.cards, own.card))
      return Verdict::illegal(card_name(own.card) + " is named twice as a material", sec::materials_note);
    out.own.push_back(own);
    out.cards.push_back(own.card);
    if (!own.on_field && !cur.p(a.player).hand[static_cast<std::size_t>(own.index)].known()) {
      if (!work) work.emplace(t);
      name_in_hand(*work, a.player, own.index, own.card);
    }
  }
  return Verdict::ok();
}

// Five of a Kind as an activation (dof.five-of-a-kind.timing = activated) shows five cards
// from where dof.five-of-a-kind.zone says they must be.
Verdict check_five_zone(const Table& t, const Materials& m) {
  const auto on_field = [](const OwnCard& o) { return o.on_field; };
  const bool some_on_field = std::any_of(m.own.begin(), m.own.end(), on_field);
  const bool all_on_field = std::all_of(m.own.begin(), m.own.end(), on_field);
  for (FivePlace at : five_places(t.r().get(ruling::five_zone)))
    if ((at.field || !some_on_field) && (at.hand || all_on_field)) return Verdict::ok();
  return Verdict::illegal("these five cards are not all where Five of a Kind counts them", sec::five_of_a_kind);
}

// Placement and timing of a chain's first link.
Verdict check_first_link(const Table& t, const DofAction& a) {
  const Section& msec = section_of(a.mechanic);
  if (a.player != t.active) {
    // Whether the last action opened a window to respond in was decided when it was applied.
    (void)t.r().get(ruling::respond_to);
    return Verdict::illegal("effects are activated on one's own turn, and on an opponent's turn only in response",
                            sec::chain_link);
  }
  if (t.phase != Phase::main) return Verdict::illegal("fusions and combos are activated in the Main Phase", msec);
  const PlayerState& p = t.p(a.player);
  if (p.normal_summons > 0 && t.r().get(ruling::replaces_normal) != ReplacesNormal::both_allowed)
    return Verdict::illegal("a normal summon was made this turn: no special summon besides", sec::special_note);
  switch (t.r().get(ruling::special_per_turn)) {
    case SpecialPerTurn::one_as_placement:
      if (p.activations > 0) return Verdict::illegal("one special summon a turn, and it was made", sec::card_limit);
      break;
    case SpecialPerTurn::one_total:
      if (p.activations_in_cycle > 0)
        return Verdict::illegal("one activation from one turn of " + t.name(a.player) + " to the next, and it was made",
                                sec::card_limit);
      break;
    case SpecialPerTurn::unlimited:
      break;
  }
  if (a.negate) return Verdict::illegal("there is no chain: nothing to negate", sec::chain_link);
  if (mechanic_negates(a.mechanic)) {
    NegateWithoutTarget nwt = t.r().get(ruling::negate_without_target);
    if (nwt == NegateWithoutTarget::response_only ||
        (nwt == NegateWithoutTarget::royal_needs_target && a.mechanic == Mechanic::royal_fusion))
      return Verdict::illegal(std::string(to_string(a.mechanic)) + " is activated only to negate an opponent's effect",
                              msec);
  }
  return Verdict::ok();
}

// A response: priority, what may respond, and what it negates.
Verdict check_response(const Table& t, const DofAction& a) {
  const Section& msec = section_of(a.mechanic);
  int holder = priority_holder(t);
  if (a.player != holder) {
    (void)t.r().get(ruling::priority);  // the order was set when the window opened: it decides this
    return Verdict::illegal(t.name(holder) + " has priority: " + t.name(a.player) + " cannot respond now", sec::chain_link);
  }
  if (a.mechanic == Mechanic::five_of_a_kind)
    return Verdict::illegal("Five of a Kind is not activated in response", sec::five_of_a_kind);
  switch (t.r().get(ruling::response_scope)) {
    case ResponseScope::negators_any_turn:
      if (!mechanic_negates(a.mechanic))
        return Verdict::illegal("only Royal Fusion and Ace + Face Cards can respond to an effect", sec::chain_link);
      break;
    case ResponseScope::any_mechanic_response:
      break;
    case ResponseScope::own_main_only:
      return Verdict::illegal("nothing is activated in response to another player's effect", sec::chain_link);
  }
  const Link& top = t.chain.back();
  const int top_number = static_cast<int>(t.chain.size());
  bool opponent_link = std::any_of(t.chain.begin(), t.chain.end(), [&](const Link& l) { return l.player != a.player; });
  if (!opponent_link) return Verdict::illegal("there is no opponent's effect to respond to", sec::chain_link);

  const PlayerState& p = t.p(a.player);
  OwnTurnResponses otr = t.r().get(ruling::own_turn_responses);
  if (otr == OwnTurnResponses::not_allowed && a.player == t.active)
    return Verdict::illegal("the turn player adds no link after the first", sec::chain_link);
  if (otr == OwnTurnResponses::one_response_per_chain) {
    for (std::size_t i = 1; i < t.chain.size(); ++i)
      if (t.chain[i].player == a.player)
        return Verdict::illegal(t.name(a.player) + " has already responded in this chain", sec::chain_link);
  }
  if (p.activations_in_cycle > 0 && t.r().get(ruling::special_per_turn) == SpecialPerTurn::one_total)
    return Verdict::illegal("one activation from one turn of " + t.name(a.player) + " to the next, and it was made",
                            sec::card_limit);

  if (!mechanic_negates(a.mechanic)) {
    if (a.negate) return Verdict::illegal(std::string(to_string(a.mechanic)) + " negates nothing", msec);
    if (top.player == a.player) return Verdict::illegal("a player does not respond to their own effect", sec::chain_link);
    return Verdict::ok();
  }
  switch (t.r().get(ruling::negate_scope)) {
    case NegateScope::responded_link:
      if (a.negate && *a.negate != top_number)
        return Verdict::illegal("a negation answers the link directly below it, link " + std::to_string(top_number), msec);
      if (top.player == a.player)
        return Verdict::illegal("link " + std::to_string(top_number) + " is " + t.name(a.player) + "'s own", msec);
      break;
    case NegateScope::one_named_opponent_link: {
      int target = a.negate.value_or(top_number);
      if (target > top_number)
        return Verdict::illegal("there is no link " + std::to_string(target) + " in the chain", sec::chain_link);
      if (t.chain[static_cast<std::size_t>(target - 1)].player == a.player)
        return Verdict::illegal("link " + std::to_string(target) + " is " + t.name(a.player) + "'s own", msec);
      break;
    }
    case NegateScope::all_opponent_links:
      if (a.negate && (*a.negate > top_number || t.chain[static_cast<std::size_t>(*a.negate - 1)].player == a.player))
        return Verdict::illegal("link " + std::to_string(*a.negate) + " is not an opponent's link", msec);
      break;
  }
  return Verdict::ok();
}

// The cards a revive may take from, once the cost is paid (dof.revive.source).
std::vector<Card> revive_pool(const Table& t, int player, const std::vector<Card>& spent, bool spent_in_graveyard,
                              ReviveSource source) {
  std::vector<Card> pool;
  for (int p = 0; p < t.n; ++p) {
    if (source != ReviveSource::any_graveyard && p != player) continue;
    for (Card c : t.p(p).graveyard) pool.push_back(c);
  }
  if (spent_in_graveyard) {
    if (source == ReviveSource::own_excl_materials) {
      std::erase_if(pool, [&](Card c) { return contains(spent, c); });
    }
  } else if (source != ReviveSource::own_excl_materials) {
    // Materials not yet in the graveyard: they will be there when the effect applies.
    for (Card c : spent) pool.push_back(c);
  }
  return pool;
}

struct TargetsInput {
  int player;
  Mechanic mechanic;
  int materials;                 // k, for per-material limits
  std::vector<Card> spent;       // materials that went, or will go, to a graveyard
  bool spent_in_graveyard;       // true at resolution
  std::vector<int> material_uids;  // field materials (cannot also be destroy targets)
};

// The limits dof.destroy.count and dof.revive.count share: up to one card
// per material, or up to one card, for an effect that `verb`s.
Verdict check_count(const TargetsInput& in, int n, bool per_material, bool one, const char* verb) {
  const std::string m(to_string(in.mechanic)), k = std::to_string(in.materials);
  if (per_material && n > in.materials)
    return Verdict::illegal(m + " with " + k + " materials " + verb + " up to " + k + " cards", section_of(in.mechanic));
  if (one && n > 1) return Verdict::illegal(m + " " + verb + " up to one card", section_of(in.mechanic));
  return Verdict::ok();
}

Verdict check_destroy(const Table& t, const TargetsInput& in, const DofAction& a) {
  const Section& msec = section_of(in.mechanic);
  std::set<int> uids;
  std::set<int> controllers;  // opponents whose cards are targeted
  int own_targets = 0;
  for (const CardRef& r : a.destroy) {
    int c = -1, i = -1;
    if (Verdict v = resolve_field(t, r, c, i, "destroy target"); !v) return v;
    const FieldCard& f = t.p(c).field[static_cast<std::size_t>(i)];
    if (!uids.insert(f.held.uid).second) return Verdict::illegal(ref_text(r, t.names) + " is targeted twice", msec);
    if (contains(in.material_uids, f.held.uid))
      return Verdict::illegal(describe_field_card(t, c, f) + " is a material and cannot also be a target", msec);
    if (c == in.player) {
      if (in.mechanic != Mechanic::royal_fusion || t.r().get(ruling::destroy_scope) != DestroyScope::any_field)
        return Verdict::illegal("destroy targets are opponents' cards", msec);
      ++own_targets;
    } else {
      if (!opponent_allowed(t, in.player, c))
        return Verdict::illegal(t.name(c) + "'s cards cannot be targeted by " + t.name(in.player) + " this turn", msec);
      controllers.insert(c);
    }
    if (f.face_down)
      if (Verdict v = require_known(t, c, f, "a destroyed card goes face up to the graveyard"); !v) return v;
  }
  if (controllers.size() > 1 && t.n >= 3 &&
      t.r().get(ruling::multiplayer_target) == MultiplayerTarget::one_opponent_per_turn)
    return Verdict::illegal("this turn's targets must all be one opponent's cards", msec);

  const int n = static_cast<int>(a.destroy.size());
  if (in.mechanic == Mechanic::royal_fusion) {
    // What Royal Fusion must destroy is bounded by what it may reach: the opponents that
    // dof.battle.multiplayer-target lets it name, and with one opponent a turn, one of them.
    auto field_size = [&](int q) { return static_cast<int>(t.p(q).field.size()); };
    int reachable = 0;
    for (int q = 0; q < t.n; ++q)
      if (q != in.player && opponent_allowed(t, in.player, q)) reachable += field_size(q);
    const bool pick_one = t.n >= 3 && t.named_opponent < 0 &&
                          t.r().get(ruling::multiplayer_target) == MultiplayerTarget::one_opponent_per_turn;
    switch (t.r().get(ruling::royal_destroy_count)) {
      case RoyalDestroyCount::up_to_3:
        if (n > in.materials)
          return Verdict::illegal("Royal Fusion destroys up to " + std::to_string(in.materials) + " cards", msec);
        break;
      case RoyalDestroyCount::one:
        if (n > 1 || (n == 0 && reachable > 0))
          return Verdict::illegal("Royal Fusion destroys exactly one card when it can reach one", msec);
        break;
      case RoyalDestroyCount::all_opponent: {
        const bool every = own_targets == 0 && (n == 0 ? reachable == 0
                                               : pick_one ? controllers.size() == 1 && n == field_size(*controllers.begin())
                                                          : n == reachable);
        if (!every)
          return Verdict::illegal(pick_one ? "Royal Fusion destroys every card of the opponent it names"
                                           : "Royal Fusion destroys every card it can reach on opponents' fields",
                                  msec);
        break;
      }
      case RoyalDestroyCount::any_number:
        break;
    }
    return Verdict::ok();
  }
  const DestroyCount count = t.r().get(ruling::destroy_count);
  if (Verdict v = check_count(in, n, count == DestroyCount::per_material, count == DestroyCount::one, "destroys"); !v) return v;
  if (count == DestroyCount::all_opponent && n > 0 &&
      (controllers.size() != 1 || n != static_cast<int>(t.p(*controllers.begin()).field.size())))
    return Verdict::illegal(std::string(to_string(in.mechanic)) + " destroys every card of one chosen opponent", msec);
  return Verdict::ok();
}

Verdict check_revive(const Table& t, const TargetsInput& in, const DofAction& a) {
  const Section& msec = section_of(in.mechanic);
  ReviveSource source = t.r().get(ruling::revive_source);
  std::vector<Card> pool = revive_pool(t, in.player, in.spent, in.spent_in_graveyard, source);
  for (const auto& [card, pos] : a.revive) {
    if (!contains(pool, card)) {
      std::string where = where_text(t, card);
      if (contains(in.spent, card)) where = "a material of this activation";
      return Verdict::illegal(card_name(card) + " cannot be revived: it is " + where +
                                  (source == ReviveSource::any_graveyard ? "" : ", not in " + t.name(in.player) + "'s graveyard"),
                              sec::graveyard);
    }
  }
  const int n = static_cast<int>(a.revive.size());
  const ReviveCount count = t.r().get(ruling::revive_count);
  if (Verdict v = check_count(in, n, count == ReviveCount::per_material, count == ReviveCount::one, "revives"); !v) return v;
  if (count == ReviveCount::all_own_graveyard) {
    std::vector<Card> own = revive_pool(t, in.player, in.spent, in.spent_in_graveyard,
                                        source == ReviveSource::own_excl_materials ? source : ReviveSource::own_incl_materials);
    // "Can revive": the whole graveyard, or nothing.
    bool all = n == static_cast<int>(own.size()) && std::all_of(own.begin(), own.end(), [&](Card c) {
                 return std::any_of(a.revive.begin(), a.revive.end(), [&](auto& e) { return e.first == c; });
               });
    if (n > 0 && !all)
      return Verdict::illegal(std::string(to_string(in.mechanic)) + " revives every card of the graveyard, or none", msec);
  }
  bool any_position = std::any_of(a.revive.begin(), a.revive.end(), [](auto& e) { return e.second.has_value(); });
  bool all_positions = std::all_of(a.revive.begin(), a.revive.end(), [](auto& e) { return e.second.has_value(); });
  switch (t.r().get(ruling::revive_destination)) {
    case ReviveDestination::field_choice:
      if (n > 0 && !all_positions)
        return Verdict::illegal("choose the position of each revived card (\"revive\": {\"AS\": \"attack\"})", msec);
      break;
    case ReviveDestination::field_attack:
    case ReviveDestination::field_defense: {
      Pos forced = t.r().get(ruling::revive_destination) == ReviveDestination::field_attack ? Pos::attack : Pos::defense;
      for (const auto& [card, pos] : a.revive)
        if (pos && *pos != forced)
          return Verdict::illegal("revived cards come back in " + std::string(to_string(forced)) + " position", msec);
      break;
    }
    case ReviveDestination::hand:
      if (any_position) return Verdict::illegal("revived cards go back to the hand, in no position", msec);
      break;
  }
  return Verdict::ok();
}

Verdict check_targets(const Table& t, const TargetsInput& in, const DofAction& a) {
  const Section& msec = section_of(in.mechanic);
  if (a.has_destroy && !mechanic_destroys(in.mechanic))
    return Verdict::illegal(std::string(to_string(in.mechanic)) + " destroys nothing", msec);
  if (a.has_revive && !mechanic_revives(in.mechanic))
    return Verdict::illegal(std::string(to_string(in.mechanic)) + " revives nothing", msec);
  // A missing "destroy" or "revive" names no targets, exactly as an empty list does. Naming
  // none is judged only where some option can refuse it: Royal Fusion "destroys" (under
  // "one" and "all-opponent" it must); the other effects only "can".
  if (mechanic_destroys(in.mechanic) && (!a.destroy.empty() || in.mechanic == Mechanic::royal_fusion))
    if (Verdict v = check_destroy(t, in, a); !v) return v;
  if (mechanic_revives(in.mechanic) && !a.revive.empty())
    if (Verdict v = check_revive(t, in, a); !v) return v;
  return Verdict::ok();
}

Verdict check_place(const Table& t, const DofAction& a, const Materials& mats) {
  if (a.mechanic == Mechanic::five_of_a_kind) {
    if (!a.place.empty()) return Verdict::illegal("Five of a Kind shows its cards; nothing is placed", sec::five_of_a_kind);
    return Verdict::ok();
  }
  if (t.r().get(ruling::material_fate) == MaterialFate::consume) {
    if (!a.place.empty()) return Verdict::illegal("materials are spent to the graveyard, not placed", sec::materials_note);
    return Verdict::ok();
  }
  for (std::size_t i = 0; i < mats.own.size(); ++i) {
    const OwnCard& o = mats.own[i];
    bool placed = std::any_of(a.place.begin(), a.place.end(), [&](auto& p) { return p.first == o.card; });
    if (!o.on_field && !placed)
      return Verdict::illegal("give the position of " + card_name(o.card) + ", placed from the hand (\"place\")",
                              sec::special_summon);
    if (o.on_field && placed)
      return Verdict::illegal(card_name(o.card) + " is already on the field", sec::special_summon);
  }
  for (const auto& [card, pos] : a.place)
    if (!contains(mats.cards, card))
      return Verdict::illegal(card_name(card) + " is not a material of this activation", sec::special_summon);
  if (t.r().get(ruling::material_fate) == MaterialFate::materials_to_field_once) {
    for (const OwnCard& o : mats.own)
      if (o.on_field && t.p(a.player).field[static_cast<std::size_t>(o.index)].spent_material)
        return Verdict::illegal(card_name(o.card) + " was already used as a material", sec::materials_note);
  }
  return Verdict::ok();
}

TargetsInput targets_input(const Table& t, const DofAction& a, const Materials& mats, bool consumed) {
  TargetsInput in{a.player, a.mechanic, static_cast<int>(mats.cards.size()), {}, false, {}};
  if (consumed) in.spent = mats.cards;
  for (const OwnCard& o : mats.own)
    if (o.on_field) in.material_uids.push_back(t.p(a.player).field[static_cast<std::size_t>(o.index)].held.uid);
  return in;
}

Pos revive_position(const Table& t, std::optional<Pos> chosen) {
  switch (t.r().get(ruling::revive_destination)) {
    case ReviveDestination::field_attack: return Pos::attack;
    case ReviveDestination::field_defense: return Pos::defense;
    default: return chosen.value_or(Pos::attack);
  }
}

void set_targets(Table& t, Link& l, const DofAction& a) {
  l.destroy.clear();
  for (const CardRef& r : a.destroy) {
    int c = -1, i = -1;
    if (resolve_field(t, r, c, i, "destroy target")) l.destroy.push_back(t.p(c).field[static_cast<std::size_t>(i)].held.uid);
  }
  l.revive.clear();
  for (const auto& [card, pos] : a.revive) l.revive.push_back(ReviveTarget{card, revive_position(t, pos)});
}

}  // namespace

bool mechanic_destroys(Mechanic m) {
  return m == Mechanic::royal_fusion || m == Mechanic::numbers_combo || m == Mechanic::numbers_ace;
}
bool mechanic_revives(Mechanic m) {
  return m == Mechanic::ace_fusion || m == Mechanic::ace_face || m == Mechanic::numbers_ace;
}
bool mechanic_negates(Mechanic m) { return m == Mechanic::royal_fusion || m == Mechanic::ace_face; }

Verdict check_activation_timing(const Table& t, const DofAction& a) {
  if (a.mechanic == Mechanic::five_of_a_kind && t.r().get(ruling::five_timing) != FiveTiming::activated)
    return Verdict::illegal("Five of a Kind is not activated: holding it wins at once", sec::five_of_a_kind);
  return t.phase == Phase::window ? check_response(t, a) : check_first_link(t, a);
}

Verdict check_activate(const Table& t, const DofAction& a) {
  if (Verdict v = check_activation_timing(t, a); !v) return v;

  Materials mats;
  if (Verdict v = resolve_materials(t, a, mats); !v) return v;
  if (Verdict v = check_recipe(t, a.mechanic, mats.cards); !v) return v;
  if (a.mechanic == Mechanic::five_of_a_kind)
    if (Verdict v = check_five_zone(t, mats); !v) return v;
  if (Verdict v = check_place(t, a, mats); !v) return v;

  if (mechanic_destroys(a.mechanic) || mechanic_revives(a.mechanic)) {
    if (t.r().get(ruling::targeting_time) == TargetingTime::on_resolution) {
      if (a.has_destroy || a.has_revive)
        return Verdict::illegal("targets are chosen when the link resolves (\"choose-targets\")", sec::chain_link);
      return Verdict::ok();
    }
  }
  bool consumed = a.has_revive && a.mechanic != Mechanic::five_of_a_kind &&
                  t.r().get(ruling::material_fate) == MaterialFate::consume;
  return check_targets(t, targets_input(t, a, mats, consumed), a);
}

void apply_activate(Table& t, const DofAction& a, Mover& m) {
  Materials mats;
  (void)resolve_materials(t, a, mats);
  PlayerState& p = t.p(a.player);
  Link l{.kind = LinkKind::activation, .player = a.player, .mechanic = a.mechanic};
  const bool first = t.phase != Phase::window;
  if (mechanic_destroys(a.mechanic) || mechanic_revives(a.mechanic)) {
    if (t.r().get(ruling::targeting_time) == TargetingTime::on_resolution) l.targets_pending = true;
    else set_targets(t, l, a);  // before the cost: targets are named as the link is made
  }
  // The negation clause aims at links now, before this one joins the chain.
  if (!first && mechanic_negates(a.mechanic)) {
    const int top = static_cast<int>(t.chain.size()) - 1;
    switch (t.r().get(ruling::negate_scope)) {
      case NegateScope::responded_link: l.negate.push_back(top); break;
      case NegateScope::one_named_opponent_link: l.negate.push_back(a.negate.value_or(top + 1) - 1); break;
      case NegateScope::all_opponent_links:
        for (int i = 0; i <= top; ++i)
          if (t.chain[static_cast<std::size_t>(i)].player != a.player) l.negate.push_back(i);
        break;
    }
  }

  // The cost (dof.special.material-fate). Unknown hand cards named become known first.
  const bool five = a.mechanic == Mechanic::five_of_a_kind;  // shown, not spent
  const MaterialFate fate = five ? MaterialFate::materials_to_field : t.r().get(ruling::material_fate);
  std::vector<int> hand_uids, field_uids;
  for (const OwnCard& o : mats.own) {
    if (o.on_field) {
      field_uids.push_back(p.field[static_cast<std::size_t>(o.index)].held.uid);
    } else {
      name_in_hand(t, a.player, o.index, o.card);
      hand_uids.push_back(p.hand[static_cast<std::size_t>(o.index)].uid);
    }
  }
  for (int uid : hand_uids) {
    auto it = std::find_if(p.hand.begin(), p.hand.end(), [&](const Held& h) { return h.uid == uid; });
    MaterialOrigin origin{*it, false, {}};
    l.materials.push_back(origin);
    if (five) continue;
    Held h = *it;
    p.hand.erase(it);
    if (fate == MaterialFate::consume) {
      to_graveyard(t, a.player, h);
    } else {
      FieldCard f{.held = h, .owner = a.player, .arrived_turn = t.turn, .spent_material = true};
      for (const auto& [card, pos] : a.place)
        if (card == h.card) f.pos = pos;
      p.field.push_back(f);
      set_where(t, h, Zone::field, a.player);
    }
  }
  for (int uid : field_uids) {
    int index = field_index(t, a.player, uid);
    FieldCard& f = p.field[static_cast<std::size_t>(index)];
    l.materials.push_back(MaterialOrigin{f.held, true, f});
    if (five) continue;
    if (fate == MaterialFate::consume) {
      destroy_field_card(t, a.player, index);
    } else {
      f.spent_material = true;
      f.face_down = false;
    }
  }
  if (first) {
    p.placement_used = true;
    ++p.activations;
    l.placement = true;
  }
  ++p.activations_in_cycle;
  open_window(t, m, std::move(l), "activate");
  five_check(t, m, FiveMoment::event);
}

Verdict check_choose_targets(const Table& t, const DofAction& a) {
  if (t.phase != Phase::targets) return Verdict::illegal("no link is waiting for its targets", sec::chain_link);
  const Link& l = t.chain[static_cast<std::size_t>(t.resolving)];
  if (a.player != l.player)
    return Verdict::illegal("link " + std::to_string(t.resolving + 1) + " is " + t.name(l.player) + "'s to target",
                            sec::chain_link);
  if (a.link > 0 && a.link != t.resolving + 1)
    return Verdict::illegal("link " + std::to_string(t.resolving + 1) + " is the one resolving", sec::chain_link);
  if (a.negate) return Verdict::illegal("a link's negation is named when it is activated", sec::chain_link);
  TargetsInput in{l.player, l.mechanic, static_cast<int>(l.materials.size()), {}, true, {}};
  // As at activation, the link's own materials (still on the field under
  // materials-to-field) are not its targets.
  for (const MaterialOrigin& o : l.materials) {
    in.spent.push_back(o.held.card);
    in.material_uids.push_back(o.held.uid);
  }
  return check_targets(t, in, a);
}

void apply_choose_targets(Table& t, const DofAction& a, Mover& m) {
  Link& l = t.chain[static_cast<std::size_t>(t.resolving)];
  set_targets(t, l, a);
  l.targets_pending = false;
  t.resolving = -1;
  m.to(t.node, "choose-targets");
  resolve_chain(t, m);
}

}  // namespace referee::dof
