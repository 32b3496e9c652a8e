// Self-play: one random legal action, and random (mostly illegal) probes for the tests.
// Cheap kinds of action are listed in full; activations and target choices, which can
// number in the millions under some rulings, are sampled: random targets within the
// space the rulings allow, kept only if check_action accepts them.
#include <algorithm>

#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/draw-of-faith/listing.hpp"
#include "rulespec/draw-of-faith/rules.hpp"

namespace referee::dof {
namespace {

constexpr int kSampledMaterialSets = 24;  // material sets tried per decision
constexpr int kTries = 6;                 // random target choices tried per material set
constexpr std::size_t kFallbackBudget = 200000;  // candidates the listing may examine when sampling fails

// A random subset of `items`: one of the forced sets, or 1..max items (0 one time in four).
template <class T>
std::vector<T> random_set(const std::vector<T>& items, std::size_t max, const std::vector<std::vector<T>>& forced,
                          Rng& rng) {
  if (!forced.empty()) {
    const int pick = rng.below(static_cast<int>(forced.size()) + 1);
    return pick == 0 ? std::vector<T>{} : forced[static_cast<std::size_t>(pick - 1)];
  }
  max = std::min(max, items.size());
  if (max == 0 || rng.chance(1, 4)) return {};
  std::vector<T> pool = items;
  rng.shuffle(pool);
  pool.resize(1 + static_cast<std::size_t>(rng.below(static_cast<int>(max))));
  return pool;
}

// After random tries, each forced set in turn: they are few, and sometimes only one is legal.
std::vector<DofAction> forced_choices(const DofAction& a, const TargetSpace& s) {
  std::vector<DofAction> out;
  for (const auto& d : s.destroy_forced) {
    DofAction b = a;
    b.destroy = d;
    b.has_destroy = !d.empty();
    out.push_back(b);
  }
  for (const auto& r : s.revive_forced) {
    DofAction b = a;
    for (Card c : r) b.revive.emplace_back(c, s.positions ? std::optional<Pos>(Pos::attack) : std::nullopt);
    b.has_revive = !r.empty();
    out.push_back(b);
  }
  return out;
}

void random_targets(DofAction& a, const TargetSpace& s, Rng& rng) {
  a.destroy = random_set(s.destroyable, s.destroy_max, s.destroy_forced, rng);
  a.has_destroy = !a.destroy.empty();
  a.revive.clear();
  for (Card c : random_set(s.revivable, s.revive_max, s.revive_forced, rng))
    a.revive.emplace_back(c, s.positions ? std::optional<Pos>(rng.chance(1, 2) ? Pos::attack : Pos::defense) : std::nullopt);
  a.has_revive = !a.revive.empty();
}

// A random activation for a material set: random negation, placement and targets; nullopt
// if none of the tries is legal.
std::optional<DofAction> random_activation(const Table& t, int p, Mechanic m, const std::vector<Card>& materials,
                                           Rng& rng) {
  const bool targets_now = t.r().peek(ruling::targeting_time) == TargetingTime::on_activation;
  const TargetSpace space = activation_targets(t, p, m, materials);
  for (int attempt = 0; attempt < kTries; ++attempt) {
    DofAction a = action_of(Kind::activate, p);
    a.mechanic = m;
    for (Card c : materials) a.materials.push_back(CardRef{-1, c, 0});
    if (t.phase == Phase::window && mechanic_negates(m) && rng.chance(1, 3))
      a.negate = 1 + rng.below(static_cast<int>(t.chain.size()));
    for (Card c : materials)
      if (t.where[static_cast<std::size_t>(c)].zone == Zone::hand)
        a.place.emplace_back(c, rng.chance(1, 2) ? Pos::attack : Pos::defense);
    if (targets_now) random_targets(a, space, rng);
    // dof.special.material-fate decides whether "place" is written at all.
    for (int shape = 0; shape < 2; ++shape) {
      DofAction b = a;
      if (shape == 1) b.place.clear();
      if (check_action(t, b)) return b;
      if (attempt + 1 == kTries && targets_now)
        for (const DofAction& f : forced_choices(b, space))
          if (check_action(t, f)) return f;
    }
  }
  return std::nullopt;
}

// An exact recipe with a random non-empty handful of the player's other cards added.
std::vector<Card> padded(std::vector<Card> recipe, const std::vector<Card>& pool, Rng& rng) {
  std::vector<Card> rest;
  for (Card c : pool)
    if (!contains(recipe, c)) rest.push_back(c);
  if (rest.empty()) return recipe;
  rng.shuffle(rest);
  rest.resize(1 + static_cast<std::size_t>(rng.below(static_cast<int>(rest.size()))));
  recipe.insert(recipe.end(), rest.begin(), rest.end());
  std::sort(recipe.begin(), recipe.end());
  return recipe;
}

std::optional<DofAction> random_choice_of_targets(const Table& t, Rng& rng) {
  const Link& l = t.chain[static_cast<std::size_t>(t.resolving)];
  const TargetSpace space = resolution_targets(t);
  DofAction none = action_of(Kind::choose_targets, l.player);
  none.mechanic = l.mechanic;
  for (int attempt = 0; attempt < kTries; ++attempt) {
    DofAction a = none;
    random_targets(a, space, rng);
    if (check_action(t, a)) return a;
  }
  if (check_action(t, none)) return none;
  for (const DofAction& f : forced_choices(none, space))
    if (check_action(t, f)) return f;
  // Choosing targets is the only thing to do here: when sampling misses (few choices are
  // legal), take the first the full listing finds.
  std::optional<DofAction> found;
  list_legal_actions(t, [&](const Action& a) {
    found = static_cast<const DofAction&>(a);
    return false;
  }, /*sampling=*/false, kFallbackBudget);
  return found;
}

}  // namespace

std::unique_ptr<Action> DofState::random_legal_action(Rng& rng) const {
  // A kind first, weighted so that games use the mechanics, then uniformly within it.
  // Draws are chance: any unseen card, as a shuffled deck would give.
  std::vector<std::vector<DofAction>> by_kind(11);
  auto add = [&](const DofAction& a) { by_kind[static_cast<std::size_t>(a.kind)].push_back(a); };
  list_legal_actions(t_, [&](const Action& a) {
    add(static_cast<const DofAction&>(a));
    return true;
  }, /*sampling=*/true);
  const int p = to_act();
  if (p >= 0 && (t_.phase == Phase::main || t_.phase == Phase::window)) {
    // A reservoir sample of the material sets that fit a recipe, each given random targets.
    std::vector<std::pair<Mechanic, std::vector<Card>>> sets;
    std::uint64_t seen = 0;
    for_each_material_set(t_, p, MaterialSets::exact, [&](Mechanic m, const std::vector<Card>& cards) {
      ++seen;
      if (sets.size() < static_cast<std::size_t>(kSampledMaterialSets)) sets.emplace_back(m, cards);
      else if (auto j = rng.below(seen); j < sets.size()) sets[j] = {m, cards};
      return true;
    });
    const bool pad = t_.r().peek(ruling::exact_materials) == ExactMaterials::superset_allowed;
    const std::vector<Card> pool = material_pool(t_, p);
    for (auto& [m, cards] : sets) {
      if (pad && rng.chance(1, 3)) cards = padded(cards, pool, rng);  // extra materials on top of the recipe
      if (auto a = random_activation(t_, p, m, cards, rng)) add(*a);
    }
  }
  if (t_.phase == Phase::targets)
    if (auto a = random_choice_of_targets(t_, rng)) add(*a);

  // By Kind. Past a few dozen events in one turn the player winds down, as people do:
  // some ruling profiles (unlimited activations whose negation refunds them) let a turn
  // go on for ever.
  static constexpr int kWeight[] = {1, 3, 1, 5, 6, 2, 1, 1, 1, 1, 0};
  static constexpr int kLongTurn = 40;
  const bool long_turn = t_.events - t_.turn_first_event > kLongTurn;
  auto weight = [&](std::size_t k) {
    const auto kind = static_cast<Kind>(k);
    if (long_turn && (kind == Kind::pass || kind == Kind::end_main || kind == Kind::end_turn)) return 100;
    return kWeight[k];
  };
  int total = 0;
  for (std::size_t k = 0; k < by_kind.size(); ++k)
    if (!by_kind[k].empty()) total += weight(k);
  if (total == 0) return nullptr;
  int roll = rng.below(total);
  for (std::size_t k = 0; k < by_kind.size(); ++k) {
    if (by_kind[k].empty()) continue;
    if ((roll -= weight(k)) < 0) return std::make_unique<DofAction>(rng.pick(by_kind[k]));
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
      case 4:
        if (!a.materials.empty()) a.materials[static_cast<std::size_t>(rng.below(static_cast<int>(a.materials.size())))] = any_ref();
        break;
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
      if (!contains(a.materials, r)) a.materials.push_back(r);
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
