// Listing legal actions, as a move generator: candidates are generated from the state
// (a superset of what is legal), and each is kept only if check_action accepts it. The
// conformance tests probe with random actions that the generator misses nothing
// check_action allows.
//
// Listing covers actions on known cards; an unknown card in a hand is listed only as a
// face-down summon ("?"), since any other use of it would name it.
#include <algorithm>
#include <array>

#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/draw-of-faith/listing.hpp"
#include "rulespec/draw-of-faith/rules.hpp"

namespace referee::dof {
namespace {

class Generator {
 public:
  Generator(const Table& t, Candidates& out, bool sampling) : t_(t), out_(out), sampling_(sampling) {}

  void run() {
    const int p = player_to_act(t_);
    switch (t_.phase) {
      case Phase::over: return;
      case Phase::draw: return draws(Kind::draw, p);
      case Phase::tiebreak: return draws(Kind::tiebreak_draw, p);
      case Phase::window:
        if (offer(action_of(Kind::pass, p))) activations(p);
        return;
      case Phase::targets:
        if (!sampling_) choose_targets(p);
        return;
      case Phase::main:
        if (!summons(p) || !position_changes(p) || !activations(p)) return;
        if (!offer(action_of(Kind::end_main, p))) return;
        [[fallthrough]];
      case Phase::battle:
        if (t_.phase == Phase::battle && !position_changes(p)) return;
        if (!attacks(p)) return;
        offer(action_of(Kind::end_turn, p));
        return;
    }
  }

 private:
  bool offer(const DofAction& a) { return out_.offer(a); }

  // A draw may be any card the deck can still hold ("Game Setup: Equipment").
  void draws(Kind kind, int p) {
    for (int c = 0; c < kDeckSize; ++c) {
      DofAction a = action_of(kind, p);
      a.card.card = static_cast<Card>(c);
      if (!offer(a)) return;
    }
  }

  bool summons(int p) {
    const PlayerState& ps = t_.p(p);
    bool unknown_done = false;
    for (const Held& h : ps.hand) {
      if (!h.known() && unknown_done) continue;
      unknown_done |= !h.known();
      for (int variant = 0; variant < 3; ++variant) {
        DofAction a = action_of(Kind::summon, p);
        a.card.card = h.card;
        a.position = variant == 0 ? Pos::attack : Pos::defense;
        a.face_down = variant == 2;
        if (!h.known() && variant != 2) continue;
        if (!offer(a)) return false;
      }
    }
    return true;
  }

  bool position_changes(int p) {
    for (const FieldCard& f : t_.p(p).field) {
      DofAction a = action_of(Kind::change_position, p);
      a.subject = ref_of(t_, p, f);
      if (!offer(a)) return false;
    }
    return true;
  }

  bool attacks(int p) {
    for (const FieldCard& att : t_.p(p).field) {
      if (att.pos != Pos::attack) continue;
      for (int q = 0; q < t_.n; ++q) {
        if (q == p) continue;
        for (const FieldCard& tgt : t_.p(q).field) {
          if (!tgt.held.known()) continue;  // attacking it would name it
          DofAction a = action_of(Kind::attack, p);
          a.subject = ref_of(t_, p, att);
          a.target = ref_of(t_, q, tgt);
          if (!offer(a)) return false;
        }
      }
    }
    return true;
  }

  // Material sets of the player's known cards in hand and on the field, per recipe.
  bool activations(int p) {
    if (sampling_) return true;
    std::array<bool, kMechanics> timely{};
    for (int m = 0; m < kMechanics; ++m)
      for (const auto& negate : negations(static_cast<Mechanic>(m))) {
        DofAction a = action_of(Kind::activate, p);
        a.mechanic = static_cast<Mechanic>(m);
        a.negate = negate;
        timely[static_cast<std::size_t>(m)] |= static_cast<bool>(check_activation_timing(t_, a));
      }
    return for_each_material_set(
        t_, p, MaterialSets::with_supersets,
        [&](Mechanic m, const std::vector<Card>& materials) { return activation_variants(p, m, materials); },
        [&](Mechanic m) { return timely[static_cast<std::size_t>(m)]; });
  }

  // The negations an activation can name: none, or a link of the chain (in a window). Each
  // move is listed once, in the form canonical() gives it: where naming no link means the
  // top one (dof.chain.negate-scope), only the named form is listed; where it negates every
  // opponent link, nothing is named.
  std::vector<std::optional<int>> negations(Mechanic m) const {
    if (t_.phase != Phase::window || !mechanic_negates(m)) return {std::nullopt};
    if (t_.r().get(ruling::negate_scope) == NegateScope::all_opponent_links) return {std::nullopt};
    std::vector<std::optional<int>> out;
    for (std::size_t i = 0; i < t_.chain.size(); ++i) out.push_back(static_cast<int>(i) + 1);
    return out;
  }

  bool activation_variants(int p, Mechanic m, const std::vector<Card>& materials) {
    DofAction a = action_of(Kind::activate, p);
    a.mechanic = m;
    for (Card c : materials) a.materials.push_back(CardRef{-1, c, 0});
    const std::vector<std::optional<int>> negates = negations(m);
    // Positions of hand materials placed on the field (dof.special.material-fate).
    std::vector<std::vector<std::pair<Card, Pos>>> placements = {{}};
    if (t_.r().get(ruling::material_fate) != MaterialFate::consume && m != Mechanic::five_of_a_kind) {
      std::vector<Card> from_hand;
      for (Card c : materials)
        if (t_.where[static_cast<std::size_t>(c)].zone == Zone::hand) from_hand.push_back(c);
      placements.clear();
      for (std::uint32_t bits = 0; bits < (1u << from_hand.size()); ++bits) {
        std::vector<std::pair<Card, Pos>> place;
        for (std::size_t i = 0; i < from_hand.size(); ++i)
          place.emplace_back(from_hand[i], (bits >> i) & 1 ? Pos::defense : Pos::attack);
        placements.push_back(place);
      }
    }
    const bool targets_now = t_.r().get(ruling::targeting_time) == TargetingTime::on_activation;
    for (const auto& negate : negates) {
      for (const auto& place : placements) {
        DofAction b = a;
        b.negate = negate;
        b.place = place;
        if (!targets_now || (!mechanic_destroys(m) && !mechanic_revives(m))) {
          if (!offer(b)) return false;
          continue;
        }
        if (!with_targets(b, activation_targets(t_, p, m, materials))) return false;
      }
    }
    return true;
  }

  void choose_targets(int p) {
    DofAction a = action_of(Kind::choose_targets, p);
    a.mechanic = t_.chain[static_cast<std::size_t>(t_.resolving)].mechanic;
    with_targets(a, resolution_targets(t_));
  }

  // Every destroy set and revive set of the space, with every choice of positions.
  bool with_targets(const DofAction& a, const TargetSpace& s) {
    return each_set(s.destroyable, s.destroy_max, s.destroy_forced, [&](const std::vector<CardRef>& destroy) {
      DofAction b = a;
      b.has_destroy = !destroy.empty();
      b.destroy = destroy;
      return each_set(s.revivable, s.revive_max, s.revive_forced, [&](const std::vector<Card>& revive) {
        DofAction c = b;
        c.has_revive = !revive.empty();
        const std::uint64_t variants = s.positions ? (std::uint64_t{1} << revive.size()) : 1u;
        for (std::uint64_t bits = 0; bits < variants; ++bits) {
          c.revive.clear();
          for (std::size_t i = 0; i < revive.size(); ++i)
            c.revive.emplace_back(revive[i], s.positions ? std::optional<Pos>((bits >> i) & 1 ? Pos::defense : Pos::attack)
                                                         : std::nullopt);
          if (!offer(c)) return false;
        }
        return true;
      });
    });
  }

  // No targets, then either the forced sets or every subset of 1..max items.
  template <class T, class Emit>
  static bool each_set(const std::vector<T>& items, std::size_t max, const std::vector<std::vector<T>>& forced, Emit emit) {
    if (forced.empty()) return for_subsets(items, 0, max, emit);
    if (!emit(std::vector<T>{})) return false;
    for (const auto& set : forced)
      if (!set.empty() && !emit(set)) return false;
    return true;
  }

  const Table& t_;
  Candidates& out_;
  bool sampling_;
};

// The same move written one way: field cards by name when known, defaults spelled out.
DofAction canonical(const Table& t, DofAction a) {
  auto fix = [&](CardRef& r) {
    int c = -1, i = -1;
    if (r.by_slot() && resolve_field(t, r, c, i, "")) {
      const FieldCard& f = t.p(c).field[static_cast<std::size_t>(i)];
      if (f.held.known()) r = CardRef{-1, f.held.card, 0};
    } else if (!r.by_slot()) {
      r.player = -1;
    }
  };
  fix(a.subject);
  fix(a.target);
  for (auto& r : a.materials) fix(r);
  for (auto& r : a.destroy) fix(r);
  if (a.kind == Kind::summon) a.face_down = summon_face_down(t, a);
  if (a.kind == Kind::change_position && a.position) {
    // "to" is optional; written, it must be the other position, so only that one is dropped.
    int c = -1, i = -1;
    if (resolve_field(t, a.subject, c, i, "")) {
      const Pos from = t.p(c).field[static_cast<std::size_t>(i)].pos;
      if (*a.position != from) a.position.reset();
    }
  }
  // Under a forced revive position, writing that position is the same move as writing none;
  // any other written position stays, to be judged (dof.revive.destination).
  for (auto& [c, pos] : a.revive) {
    const ReviveDestination d = t.r().peek(ruling::revive_destination);
    if ((d == ReviveDestination::field_attack && pos == Pos::attack) || (d == ReviveDestination::field_defense && pos == Pos::defense))
      pos.reset();
  }
  if (a.has_destroy && a.destroy.empty()) a.has_destroy = false;
  if (a.has_revive && a.revive.empty()) a.has_revive = false;
  if (a.kind == Kind::activate && t.phase == Phase::window && mechanic_negates(a.mechanic)) {
    const int top = static_cast<int>(t.chain.size());
    switch (t.r().peek(ruling::negate_scope)) {
      case NegateScope::responded_link:
      case NegateScope::one_named_opponent_link: a.negate = a.negate.value_or(top); break;
      case NegateScope::all_opponent_links: a.negate.reset(); break;
    }
  }
  a.reveal.clear();
  return a;
}

}  // namespace

Listing list_legal_actions(const Table& t, const ActionVisitor& visit, bool sampling, std::size_t budget) {
  Candidates out([&t](const Action& a) { return bool(check_action(t, static_cast<const DofAction&>(a))); }, visit, budget);
  if (!t.over()) Generator(t, out, sampling).run();
  return out.listing();
}

void DofState::offer_candidates(Candidates& out) const { Generator(t_, out, false).run(); }

std::string DofState::action_key(const Action& action) const {
  return encode_action(canonical(t_, static_cast<const DofAction&>(action)), t_.names).dump();
}

}  // namespace referee::dof
