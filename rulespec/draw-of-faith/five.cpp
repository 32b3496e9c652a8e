// Five of a Kind (Special Mechanics 6; Victory Conditions: Instant Victory), and what
// its checks teach about unknown cards: if the game went on after a check, the player
// checked did not hold five of a suit, so an unknown card held then cannot be the fifth.
#include <algorithm>

#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

struct SuitCounts {
  std::array<int, kSuits> hand{};
  std::array<int, kSuits> field{};
  int in(FivePlace at, std::size_t suit) const { return (at.hand ? hand[suit] : 0) + (at.field ? field[suit] : 0); }
};

std::optional<Suit> qualifying_suit(FiveZone zone, const SuitCounts& c) {
  for (std::size_t s = 0; s < kSuits; ++s)
    for (FivePlace at : five_places(zone))
      if (c.in(at, s) >= 5) return static_cast<Suit>(s);
  return std::nullopt;
}

SuitCounts known_counts(const Table& t, int p) {
  SuitCounts c;
  const PlayerState& ps = t.p(p);
  for (const Held& h : ps.hand)
    if (h.known()) ++c.hand[static_cast<std::size_t>(suit_of(h.card))];
  for (const FieldCard& f : ps.field)
    if (f.held.known()) ++c.field[static_cast<std::size_t>(suit_of(f.held.card))];
  return c;
}

// A snapshot's counts with everything known now, plus `extra` (a placeholder to bind).
SuitCounts snapshot_counts(const Table& t, const FiveSnapshot& s, int extra_placeholder = -1, Card extra = -1) {
  SuitCounts c;
  std::copy(s.hand_known.begin(), s.hand_known.end(), c.hand.begin());
  std::copy(s.field_known.begin(), s.field_known.end(), c.field.begin());
  auto add = [&](const std::vector<int>& ids, std::array<int, kSuits>& into) {
    for (int id : ids) {
      int type = id == extra_placeholder ? extra : t.hidden.revealed_type(id);
      if (type >= 0) ++into[static_cast<std::size_t>(suit_of(static_cast<Card>(type)))];
    }
  };
  add(s.hand_unknown, c.hand);
  add(s.field_unknown, c.field);
  return c;
}

// Exclusions a snapshot implies: where a zone held four known cards of a suit, no unknown
// card there was of that suit.
template <class Exclude>
void snapshot_exclusions(const Table& t, const FiveSnapshot& s, FiveZone zone, Exclude exclude) {
  SuitCounts c = snapshot_counts(t, s);
  auto rule_out = [&](const std::vector<int>& ids, std::size_t suit) {
    for (int id : ids) {
      if (!t.hidden.is_live(id)) continue;
      for (int v = 2; v <= 14; ++v) exclude(id, make_card(v, static_cast<Suit>(suit)));
    }
  };
  for (std::size_t u = 0; u < kSuits; ++u)
    for (FivePlace at : five_places(zone)) {
      if (c.in(at, u) != 4) continue;
      if (at.hand) rule_out(s.hand_unknown, u);
      if (at.field) rule_out(s.field_unknown, u);
    }
}

void record_snapshot(Table& t, int p) {
  const PlayerState& ps = t.p(p);
  FiveSnapshot s;
  s.event = t.events;
  s.player = p;
  for (const Held& h : ps.hand) {
    if (h.known()) ++s.hand_known[static_cast<std::size_t>(suit_of(h.card))];
    else s.hand_unknown.push_back(h.placeholder);
  }
  for (const FieldCard& f : ps.field) {
    if (f.held.known()) ++s.field_known[static_cast<std::size_t>(suit_of(f.held.card))];
    else s.field_unknown.push_back(f.held.placeholder);
  }
  if (!s.hand_unknown.empty() || !s.field_unknown.empty()) t.snapshots.push_back(std::move(s));
}

// ---- Fives the unseen cards force ----
// A player can hold a Five of a Kind that nobody has seen: when the cards still unseen leave
// their unknown cards no way to stay below five of every suit, they hold it, shown or not, and
// the check that finds it ends the game (Victory Conditions: Instant Victory). The question
// is a flow over the unknown cards (HiddenCards::consistent_with): per player and zone, at
// most four of each suit less those known. Exact, since what an unknown card excludes is
// always whole suits (snapshot_exclusions).

using CapGroup = HiddenCards::CapGroup;

std::vector<int> suit_classes() {
  std::vector<int> c(kDeckSize);
  for (int card = 0; card < kDeckSize; ++card) c[static_cast<std::size_t>(card)] = static_cast<int>(suit_of(static_cast<Card>(card)));
  return c;
}

// The caps under which `p` holds no five of `only` (of any suit when not given) in the
// zones dof.five-of-a-kind.zone counts. Empty when `p` has no unknown card there.
std::vector<CapGroup> no_five_caps(const Table& t, int p, FiveZone zone, std::optional<Suit> only = std::nullopt) {
  const PlayerState& ps = t.p(p);
  const SuitCounts known = known_counts(t, p);
  std::vector<CapGroup> out;
  for (FivePlace at : five_places(zone)) {
    std::vector<int> ids;
    if (at.hand)
      for (const Held& h : ps.hand)
        if (!h.known() && t.hidden.is_live(h.placeholder)) ids.push_back(h.placeholder);
    if (at.field)
      for (const FieldCard& f : ps.field)
        if (!f.held.known() && t.hidden.is_live(f.held.placeholder)) ids.push_back(f.held.placeholder);
    if (ids.empty()) continue;
    CapGroup g{std::move(ids), suit_classes(), std::vector<int>(kSuits, kDeckSize)};
    for (std::size_t u = 0; u < kSuits; ++u)
      if (!only || static_cast<std::size_t>(*only) == u) g.cap[u] = std::max(0, 4 - known.in(at, u));
    out.push_back(std::move(g));
  }
  return out;
}

// Whether `p`'s unknown cards could complete a five at all: cheap, and false in every
// game whose cards are all known.
bool five_within_reach(const std::vector<CapGroup>& caps) {
  for (const CapGroup& g : caps)
    for (int cap : g.cap)
      if (static_cast<int>(g.placeholders.size()) > cap) return true;
  return false;
}

// The players among `candidates` (none holding a known five) whom the unseen cards force to
// hold one. When they force a five on one of several players but on none in particular,
// nobody is named here, and the next event is refused (rules.cpp).
std::vector<int> forced_holders(const Table& t, const std::vector<int>& candidates) {
  if (t.hidden.live_count() == 0) return {};
  std::vector<std::pair<int, std::vector<CapGroup>>> within;
  std::optional<FiveZone> zone;
  for (int p : candidates) {
    if (!zone) zone = t.r().peek(ruling::five_zone);
    std::vector<CapGroup> caps = no_five_caps(t, p, *zone, std::nullopt);
    if (five_within_reach(caps)) within.emplace_back(p, std::move(caps));
  }
  if (within.empty()) return {};
  (void)t.r().get(ruling::five_zone);  // the zone decides what the unknown cards can make
  std::vector<CapGroup> all;
  for (const auto& [p, caps] : within) all.insert(all.end(), caps.begin(), caps.end());
  if (t.hidden.consistent_with(all)) return {};
  std::vector<int> forced;
  for (const auto& [p, caps] : within)
    if (!t.hidden.consistent_with(caps)) forced.push_back(p);
  return forced;
}

// The suit the unseen cards force `p` to hold five of, if only one can be.
std::optional<Suit> forced_suit(const Table& t, int p) {
  const FiveZone zone = t.r().peek(ruling::five_zone);
  for (int u = 0; u < kSuits; ++u)
    if (!t.hidden.consistent_with(no_five_caps(t, p, zone, static_cast<Suit>(u)))) return static_cast<Suit>(u);
  return std::nullopt;
}

std::string five_summary(const Table& t, int p, Suit s) { return t.name(p) + " holds five " + suit_name(s); }

std::string five_summary(const Table& t, int p) {
  if (auto s = five_of_a_kind(t, p)) return five_summary(t, p, *s);
  const std::string forced = " (the cards still unseen leave no other way)";
  if (auto s = forced_suit(t, p)) return five_summary(t, p, *s) + forced;
  return t.name(p) + " holds five of a suit" + forced;
}

}  // namespace

std::span<const FivePlace> five_places(FiveZone zone) {
  static constexpr FivePlace together[] = {{true, true}};
  static constexpr FivePlace hand[] = {{true, false}};
  static constexpr FivePlace field[] = {{false, true}};
  static constexpr FivePlace either[] = {{true, false}, {false, true}};
  switch (zone) {
    case FiveZone::hand_and_field: return together;
    case FiveZone::hand_only: return hand;
    case FiveZone::field_only: return field;
    case FiveZone::hand_or_field: return either;
  }
  return {};
}

std::optional<Suit> five_of_a_kind(const Table& t, int player) {
  return five_of_a_kind(t, player, t.r().get(ruling::five_zone));
}

std::optional<Suit> five_of_a_kind(const Table& t, int player, FiveZone zone) {
  return qualifying_suit(zone, known_counts(t, player));
}

std::vector<int> five_holders(const Table& t, const std::vector<int>& candidates) {
  std::vector<int> out;
  for (int p : candidates)
    if (five_of_a_kind(t, p)) out.push_back(p);
  if (out.empty()) out = forced_holders(t, candidates);
  return out;
}

void five_check(Table& t, Mover& m, FiveMoment moment, int drawer) {
  if (t.over()) return;
  std::vector<int> candidates;
  // dof.five-of-a-kind.timing: who is checked, and when.
  switch (t.r().get(ruling::five_timing)) {
    case FiveTiming::state_based:
      for (int p = 0; p < t.n; ++p) candidates.push_back(p);
      break;
    case FiveTiming::own_turn_state:
      if (moment != FiveMoment::deal) candidates.push_back(t.active);
      break;
    case FiveTiming::after_draw:
      if (moment == FiveMoment::draw) candidates.push_back(drawer);
      break;
    case FiveTiming::activated:
      break;
  }
  for (int p : candidates) record_snapshot(t, p);
  std::vector<int> holders = five_holders(t, candidates);
  if (holders.empty()) return;
  if (holders.size() == 1) {
    int p = holders[0];
    end_game(t, m, {p}, "five-of-a-kind", five_summary(t, p), sec::instant_victory,
             "auto:five-of-a-kind");
    return;
  }
  // Several at once: in practice only right after the deal.
  switch (t.r().get(ruling::five_simultaneous)) {
    case FiveSimultaneous::first_in_turn_order: {
      for (int k = 0; k < t.n; ++k) {
        int p = (t.first + k) % t.n;
        if (contains(holders, p)) {
          end_game(t, m, {p}, "five-of-a-kind",
                   five_summary(t, p) + ", first in turn order of those who do",
                   sec::instant_victory, "auto:five-of-a-kind");
          return;
        }
      }
      return;
    }
    case FiveSimultaneous::tiebreak:
    case FiveSimultaneous::redeal:  // a redeal is refused at setup; later, the tiebreaker decides
      std::sort(holders.begin(), holders.end(), [&](int a, int b) {
        return (a - t.first + t.n) % t.n < (b - t.first + t.n) % t.n;
      });
      start_tiebreak(t, m, holders, "five-of-a-kind", "auto:five-of-a-kind");
      return;
  }
}

void declare_five_from_reveal(Table& t, Mover& m, int player) {
  if (t.over()) return;
  FiveZone zone = t.r().get(ruling::five_zone);
  for (const FiveSnapshot& s : t.snapshots) {
    if (s.event != t.events || s.player != player) continue;
    if (auto suit = qualifying_suit(zone, snapshot_counts(t, s))) {
      end_game(t, m, {player}, "five-of-a-kind", five_summary(t, player, *suit) + " (shown)", sec::instant_victory,
               "auto:five-of-a-kind");
      return;
    }
  }
}

int five_conflict(const Table& t, int placeholder, Card c, int& player, Suit& suit) {
  if (t.snapshots.empty()) return -1;
  FiveZone zone = t.r().peek(ruling::five_zone);
  for (const FiveSnapshot& s : t.snapshots) {
    bool holds = contains(s.hand_unknown, placeholder) || contains(s.field_unknown, placeholder);
    if (!holds) continue;
    (void)t.r().get(ruling::five_zone);  // the card was held through a check: the zone decides
    if (auto q = qualifying_suit(zone, snapshot_counts(t, s, placeholder, c))) {
      player = s.player;
      suit = *q;
      return s.event;
    }
  }
  return -1;
}

void settle_snapshots(Table& t, int before_event, bool all) {
  if (t.snapshots.empty()) return;
  FiveZone zone = t.r().get(ruling::five_zone);
  // Snapshots are in event order. After a reveal every snapshot may teach more;
  // otherwise only those not settled yet can.
  std::size_t i = all ? 0 : t.settled;
  for (; i < t.snapshots.size() && t.snapshots[i].event < before_event; ++i)
    snapshot_exclusions(t, t.snapshots[i], zone, [&](int id, Card c) { t.hidden.exclude(id, c); });
  t.settled = std::max(t.settled, i);
}

bool lessons_pending(const Table& t, int before_event) {
  // Read without noting: the verdict that uses the lessons notes the zone if they decide it.
  const FiveZone zone = t.r().peek(ruling::five_zone);
  bool any = false;
  for (std::size_t i = t.settled; i < t.snapshots.size() && t.snapshots[i].event < before_event && !any; ++i)
    snapshot_exclusions(t, t.snapshots[i], zone, [&](int id, Card c) { any = any || t.hidden.allows(id, c); });
  return any;
}

std::optional<FiveSnapshot> surely_five(const Table& t, int before_event) {
  const FiveZone zone = t.r().peek(ruling::five_zone);
  for (std::size_t i = t.settled; i < t.snapshots.size() && t.snapshots[i].event < before_event; ++i) {
    const FiveSnapshot& s = t.snapshots[i];
    const SuitCounts c = snapshot_counts(t, s);
    auto live = [&](const std::vector<int>& ids) {
      return static_cast<int>(std::count_if(ids.begin(), ids.end(), [&](int id) { return t.hidden.is_live(id); }));
    };
    const int in_hand = live(s.hand_unknown), on_field = live(s.field_unknown);
    for (FivePlace at : five_places(zone)) {
      // Pigeonhole: the unknown cards of a place fit below five of every suit only if there
      // are no more of them than the room left (four of a suit, less those known).
      int room = 0;
      for (std::size_t u = 0; u < kSuits; ++u) room += std::max(0, 4 - c.in(at, u));
      if ((at.hand ? in_hand : 0) + (at.field ? on_field : 0) > room) {
        (void)t.r().get(ruling::five_zone);
        return s;
      }
    }
  }
  return std::nullopt;
}

}  // namespace referee::dof
