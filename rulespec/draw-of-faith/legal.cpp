// Listing legal actions, as a move generator: candidates are generated from the state
// (a superset of what is legal), and each is kept only if check_action accepts it. Tests
// then probe with random actions that the generator misses nothing check_action allows.
//
// Listing covers actions on known cards; an unknown card in a hand is listed only as a
// face-down summon ("?"), since any other use of it would name it.
#include <algorithm>
#include <bit>

#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/draw-of-faith/rules.hpp"

namespace referee::dof {
namespace {

constexpr std::size_t kMaxTargetSubsets = 4096;  // per material set, for listing

DofAction base(Kind k, int player) {
  DofAction a;
  a.kind = k;
  a.player = player;
  return a;
}

CardRef ref_of(const Table& t, int controller, const FieldCard& f) {
  CardRef r;
  if (f.held.known()) {
    r.card = f.held.card;
  } else {
    r.player = controller;
    r.slot = field_index(t, controller, f.held.uid) + 1;
  }
  return r;
}

// Calls `emit` with every subset of `items` of size lo..hi, smallest first; stops when
// emit returns false.
template <class T, class Emit>
bool for_subsets(const std::vector<T>& items, std::size_t lo, std::size_t hi, Emit emit) {
  const std::size_t n = items.size();
  hi = std::min(hi, n);
  std::vector<T> current;
  std::vector<std::size_t> idx;
  for (std::size_t k = lo; k <= hi; ++k) {
    idx.resize(k);
    for (std::size_t i = 0; i < k; ++i) idx[i] = i;
    while (true) {
      current.clear();
      for (std::size_t i : idx) current.push_back(items[i]);
      if (!emit(current)) return false;
      // next combination
      std::size_t i = k;
      while (i > 0 && idx[i - 1] == n - k + i - 1) --i;
      if (i == 0) break;
      ++idx[i - 1];
      for (std::size_t j = i; j < k; ++j) idx[j] = idx[j - 1] + 1;
    }
  }
  return true;
}

class Generator {
 public:
  Generator(const Table& t, const ActionVisitor& visit) : t_(t), visit_(visit) {}

  // Emits `a` if it is legal; false once the visitor asked to stop.
  bool offer(const DofAction& a) {
    if (stopped_) return false;
    if (check_action(t_, a)) stopped_ = !visit_(a);
    return !stopped_;
  }

  void run() {
    const int p = [&] {
      switch (t_.phase) {
        case Phase::window: return priority_holder(t_);
        case Phase::targets: return t_.chain[static_cast<std::size_t>(t_.resolving)].player;
        case Phase::tiebreak: return tiebreak_next(t_);
        default: return t_.active;
      }
    }();
    switch (t_.phase) {
      case Phase::over: return;
      case Phase::draw: return draws(p);
      case Phase::tiebreak: return tiebreak_draws(p);
      case Phase::window:
        if (offer(base(Kind::pass, p))) activations(p);
        return;
      case Phase::targets: return choose_targets(p);
      case Phase::main:
        if (!summons(p) || !position_changes(p) || !activations(p)) return;
        if (!offer(base(Kind::end_main, p))) return;
        [[fallthrough]];
      case Phase::battle:
        if (t_.phase == Phase::battle && !position_changes(p)) return;
        if (!attacks(p)) return;
        offer(base(Kind::end_turn, p));
        return;
    }
  }

 private:
  void draws(int p) {
    for (int c = 0; c < kDeckSize; ++c) {
      DofAction a = base(Kind::draw, p);
      a.card.card = static_cast<Card>(c);
      if (!offer(a)) return;
    }
  }

  void tiebreak_draws(int p) {
    for (int c = 0; c < kDeckSize; ++c) {
      DofAction a = base(Kind::tiebreak_draw, p);
      a.card.card = static_cast<Card>(c);
      if (!offer(a)) return;
    }
  }

  bool summons(int p) {
    const PlayerState& ps = t_.players[static_cast<std::size_t>(p)];
    bool unknown_done = false;
    for (const Held& h : ps.hand) {
      if (!h.known() && unknown_done) continue;
      unknown_done |= !h.known();
      for (int variant = 0; variant < 3; ++variant) {
        DofAction a = base(Kind::summon, p);
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
    const PlayerState& ps = t_.players[static_cast<std::size_t>(p)];
    for (const FieldCard& f : ps.field) {
      DofAction a = base(Kind::change_position, p);
      a.subject = ref_of(t_, p, f);
      if (!offer(a)) return false;
    }
    return true;
  }

  bool attacks(int p) {
    const PlayerState& ps = t_.players[static_cast<std::size_t>(p)];
    for (const FieldCard& att : ps.field) {
      if (att.pos != Pos::attack) continue;
      for (int q = 0; q < t_.n; ++q) {
        if (q == p) continue;
        for (const FieldCard& tgt : t_.players[static_cast<std::size_t>(q)].field) {
          if (!tgt.held.known()) continue;  // attacking it would name it
          DofAction a = base(Kind::attack, p);
          a.subject = ref_of(t_, p, att);
          a.target = ref_of(t_, q, tgt);
          if (!offer(a)) return false;
        }
      }
    }
    return true;
  }

  // Material sets: subsets of the player's known cards in hand and on the field.
  bool activations(int p) {
    const PlayerState& ps = t_.players[static_cast<std::size_t>(p)];
    std::vector<Card> pool;
    for (const Held& h : ps.hand)
      if (h.known()) pool.push_back(h.card);
    for (const FieldCard& f : ps.field)
      if (f.held.known()) pool.push_back(f.held.card);
    const bool superset = t_.r().peek(ruling::exact_materials) == ExactMaterials::superset_allowed;
    const std::size_t largest = superset ? pool.size() : 6;  // no exact recipe uses more than six cards
    return for_subsets(pool, 2, largest, [&](const std::vector<Card>& materials) {
      for (int m = 0; m < kMechanics; ++m)
        if (!activation_targets(p, static_cast<Mechanic>(m), materials)) return false;
      return true;
    });
  }

  bool activation_targets(int p, Mechanic m, const std::vector<Card>& materials) {
    DofAction a = base(Kind::activate, p);
    a.mechanic = m;
    for (Card c : materials) a.materials.push_back(CardRef{-1, c, 0});
    if (!check_recipe_quick(m, materials)) return true;
    // The negation target, when it can be named.
    std::vector<std::optional<int>> negates = {std::nullopt};
    if (t_.phase == Phase::window && mechanic_negates(m))
      for (std::size_t i = 0; i < t_.chain.size(); ++i) negates.push_back(static_cast<int>(i) + 1);
    // Placement of hand materials (materials-to-field).
    std::vector<std::vector<std::pair<Card, Pos>>> placements = {{}};
    if (t_.r().peek(ruling::material_fate) != MaterialFate::consume && m != Mechanic::five_of_a_kind) {
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
    const bool targets_now = t_.r().peek(ruling::targeting_time) == TargetingTime::on_activation;
    for (const auto& negate : negates) {
      for (const auto& place : placements) {
        DofAction b = a;
        b.negate = negate;
        b.place = place;
        if (!targets_now || (!mechanic_destroys(m) && !mechanic_revives(m))) {
          if (!offer(b)) return false;
          continue;
        }
        if (!with_targets(b, materials, materials.size())) return false;
      }
    }
    return true;
  }

  void choose_targets(int p) {
    const Link& l = t_.chain[static_cast<std::size_t>(t_.resolving)];
    DofAction a = base(Kind::choose_targets, p);
    std::vector<Card> spent;
    for (const auto& o : l.materials) spent.push_back(o.held.card);
    DofAction b = a;
    b.mechanic = l.mechanic;
    with_targets(b, spent, l.materials.size());
  }

  // Destroy and revive target sets for action `a` of mechanic a.mechanic.
  bool with_targets(DofAction a, const std::vector<Card>& spent, std::size_t k) {
    std::vector<CardRef> destroyable;
    if (mechanic_destroys(a.mechanic))
      for (int q = 0; q < t_.n; ++q)
        for (const FieldCard& f : t_.players[static_cast<std::size_t>(q)].field)
          if (f.held.known() && std::find(spent.begin(), spent.end(), f.held.card) == spent.end())
            destroyable.push_back(ref_of(t_, q, f));
    std::vector<Card> revivable;
    if (mechanic_revives(a.mechanic)) {
      for (const auto& ps : t_.players)
        for (Card c : ps.graveyard) revivable.push_back(c);
      for (Card c : spent)
        if (std::find(revivable.begin(), revivable.end(), c) == revivable.end()) revivable.push_back(c);
    }
    const bool positions = t_.r().peek(ruling::revive_destination) == ReviveDestination::field_choice;
    std::size_t budget = kMaxTargetSubsets;
    auto destroy_limit = [&] {
      if (a.mechanic == Mechanic::royal_fusion && t_.r().peek(ruling::royal_destroy_count) != RoyalDestroyCount::up_to_3)
        return destroyable.size();
      if (a.mechanic != Mechanic::royal_fusion && t_.r().peek(ruling::destroy_count) == DestroyCount::all_opponent)
        return destroyable.size();
      return k;
    }();
    const std::size_t revive_limit =
        t_.r().peek(ruling::revive_count) == ReviveCount::all_own_graveyard ? revivable.size() : k;
    const bool kind_destroys = mechanic_destroys(a.mechanic), kind_revives = mechanic_revives(a.mechanic);
    return for_subsets(destroyable, 0, kind_destroys ? destroy_limit : 0, [&](const std::vector<CardRef>& destroy) {
      DofAction b = a;
      b.has_destroy = kind_destroys && !destroy.empty();
      b.destroy = destroy;
      return for_subsets(revivable, 0, kind_revives ? revive_limit : 0, [&](const std::vector<Card>& revive) {
        if (budget-- == 0) return false;
        DofAction c = b;
        c.has_revive = kind_revives && !revive.empty();
        const std::uint32_t variants = positions ? (1u << revive.size()) : 1u;
        for (std::uint32_t bits = 0; bits < variants; ++bits) {
          c.revive.clear();
          for (std::size_t i = 0; i < revive.size(); ++i)
            c.revive.emplace_back(revive[i], positions ? std::optional<Pos>((bits >> i) & 1 ? Pos::defense : Pos::attack)
                                                       : std::nullopt);
          if (!offer(c)) return false;
        }
        return true;
      });
    });
  }

  // A cheap necessary condition for a recipe, to skip hopeless material sets early.
  static bool check_recipe_quick(Mechanic m, const std::vector<Card>& cards) {
    int aces = 0, faces = 0, numbers = 0;
    for (Card c : cards) aces += is_ace(c), faces += is_face_card(c), numbers += is_number_card(c);
    switch (m) {
      case Mechanic::royal_fusion: return faces >= 3;
      case Mechanic::ace_fusion: return aces >= 2;
      case Mechanic::numbers_combo: return true;
      case Mechanic::ace_face: return aces >= 1 && faces >= 1;
      case Mechanic::numbers_ace: return aces >= 1 && numbers >= 1;
      case Mechanic::five_of_a_kind: return cards.size() >= 5;
    }
    return true;
  }

  const Table& t_;
  const ActionVisitor& visit_;
  bool stopped_ = false;
};

// The same move written one way: field cards by name when known, defaults spelled out.
DofAction canonical(const Table& t, DofAction a) {
  auto fix = [&](CardRef& r) {
    int c = -1, i = -1;
    if (r.by_slot() && resolve_field(t, r, c, i, "")) {
      const FieldCard& f = t.players[static_cast<std::size_t>(c)].field[static_cast<std::size_t>(i)];
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
  if (a.kind == Kind::change_position) a.position.reset();
  for (auto& [c, pos] : a.revive) {
    switch (t.r().peek(ruling::revive_destination)) {
      case ReviveDestination::field_choice: break;
      case ReviveDestination::field_attack: pos = Pos::attack; break;
      case ReviveDestination::field_defense: pos = Pos::defense; break;
      case ReviveDestination::hand: pos.reset(); break;
    }
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

void DofState::for_each_legal_action(const ActionVisitor& visit) const { Generator(t_, visit).run(); }

std::string DofState::action_key(const Action& action) const {
  return encode_action(canonical(t_, static_cast<const DofAction&>(action)), t_.names).dump();
}

std::unique_ptr<Action> DofState::random_legal_action(Rng& rng) const {
  // Self-play: a kind first, weighted so games use the mechanics, then uniformly within it.
  // Draws are chance: any unseen card, as a shuffled deck would give.
  if (t_.phase == Phase::draw || t_.phase == Phase::tiebreak) {
    std::vector<DofAction> options;
    Generator(t_, [&](const Action& a) {
      options.push_back(static_cast<const DofAction&>(a));
      return true;
    }).run();
    if (options.empty()) return nullptr;
    return std::make_unique<DofAction>(rng.pick(options));
  }
  std::vector<std::vector<DofAction>> by_kind(11);
  std::size_t activations = 0;
  Generator(t_, [&](const Action& a) {
    const auto& d = static_cast<const DofAction&>(a);
    auto& bucket = by_kind[static_cast<std::size_t>(d.kind)];
    if (d.kind == Kind::activate) {  // reservoir of 64: material sets times targets can be many
      ++activations;
      if (bucket.size() < 64) bucket.push_back(d);
      else if (std::size_t j = rng.below(static_cast<std::uint64_t>(activations)); j < 64) bucket[j] = d;
      return activations < 20000;
    }
    bucket.push_back(d);
    return true;
  }).run();
  static constexpr int kWeight[] = {1, 3, 1, 5, 6, 2, 1, 1, 1, 1, 0};  // by Kind
  int total = 0;
  for (std::size_t k = 0; k < by_kind.size(); ++k)
    if (!by_kind[k].empty()) total += kWeight[k];
  if (total == 0) return nullptr;
  int roll = rng.below(total);
  for (std::size_t k = 0; k < by_kind.size(); ++k) {
    if (by_kind[k].empty()) continue;
    if ((roll -= kWeight[k]) < 0) return std::make_unique<DofAction>(rng.pick(by_kind[k]));
  }
  return nullptr;
}

std::unique_ptr<Action> DofState::random_action(Rng& rng) const {
  // Half the probes are near misses: a legal action with one thing changed.
  auto any_card = [&] { return static_cast<Card>(rng.below(kDeckSize)); };
  auto any_ref = [&] {
    CardRef r;
    if (rng.chance(1, 5)) {
      r.player = rng.below(t_.n);
      r.slot = 1 + rng.below(4);
    } else {
      r.card = any_card();
    }
    return r;
  };
  DofAction a;
  std::unique_ptr<Action> legal = rng.chance(1, 2) ? random_legal_action(rng) : nullptr;
  if (legal) {
    a = static_cast<const DofAction&>(*legal);
    switch (rng.below(7)) {
      case 0: a.player = rng.below(t_.n); break;
      case 1: a.card.card = any_card(); break;
      case 2: a.subject = any_ref(); break;
      case 3: a.target = any_ref(); break;
      case 4: if (!a.materials.empty()) a.materials[static_cast<std::size_t>(rng.below(static_cast<int>(a.materials.size())))] = any_ref(); break;
      case 5: a.destroy.push_back(any_ref()), a.has_destroy = true; break;
      case 6: a.position = rng.chance(1, 2) ? Pos::attack : Pos::defense; break;
    }
    if (a.kind == Kind::activate && rng.chance(1, 4)) a.mechanic = static_cast<Mechanic>(rng.below(kMechanics));
  } else {
    a.kind = static_cast<Kind>(rng.below(10));  // every kind but reveal
    a.player = rng.chance(3, 4) && to_act() >= 0 ? to_act() : rng.below(t_.n);
    a.card.card = any_card();
    a.position = rng.chance(1, 2) ? Pos::attack : Pos::defense;
    if (rng.chance(1, 4)) a.face_down = true;
    a.subject = any_ref();
    a.target = any_ref();
    a.mechanic = static_cast<Mechanic>(rng.below(kMechanics));
    const int n = 1 + rng.below(4);
    for (int i = 0; i < n; ++i) {
      CardRef r = any_ref();
      if (std::find(a.materials.begin(), a.materials.end(), r) == a.materials.end()) a.materials.push_back(r);
    }
    if (rng.chance(1, 2)) {
      a.has_destroy = true;
      a.destroy.push_back(any_ref());
    }
    if (rng.chance(1, 2)) {
      a.has_revive = true;
      a.revive.emplace_back(any_card(), Pos::attack);
    }
  }
  if (a.player < 0 || a.player >= t_.n) a.player = 0;
  return std::make_unique<DofAction>(a);
}

}  // namespace referee::dof
