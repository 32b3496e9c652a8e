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
};

// dof.five-of-a-kind.zone: where the five must be.
std::optional<Suit> qualifying_suit(FiveZone zone, const SuitCounts& c) {
  for (int s = 0; s < kSuits; ++s) {
    auto i = static_cast<std::size_t>(s);
    bool five = false;
    switch (zone) {
      case FiveZone::hand_and_field: five = c.hand[i] + c.field[i] >= 5; break;
      case FiveZone::hand_only: five = c.hand[i] >= 5; break;
      case FiveZone::field_only: five = c.field[i] >= 5; break;
      case FiveZone::hand_or_field: five = c.hand[i] >= 5 || c.field[i] >= 5; break;
    }
    if (five) return static_cast<Suit>(s);
  }
  return std::nullopt;
}

SuitCounts known_counts(const Table& t, int p) {
  SuitCounts c;
  const PlayerState& ps = t.players[static_cast<std::size_t>(p)];
  for (const Held& h : ps.hand)
    if (h.known()) ++c.hand[static_cast<std::size_t>(suit_of(h.card))];
  for (const FieldCard& f : ps.field)
    if (f.held.known()) ++c.field[static_cast<std::size_t>(suit_of(f.held.card))];
  return c;
}

// A snapshot's counts with everything known now, plus `extra` (a placeholder to bind).
SuitCounts snapshot_counts(const Table& t, const FiveSnapshot& s, int extra_placeholder = -1, Card extra = -1) {
  SuitCounts c;
  for (int i = 0; i < kSuits; ++i) {
    c.hand[static_cast<std::size_t>(i)] = s.hand_known[static_cast<std::size_t>(i)];
    c.field[static_cast<std::size_t>(i)] = s.field_known[static_cast<std::size_t>(i)];
  }
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
  auto rule_out = [&](const std::vector<int>& ids, int suit) {
    for (int id : ids) {
      if (!t.hidden.is_live(id)) continue;
      for (int v = 2; v <= 14; ++v) exclude(id, make_card(v, static_cast<Suit>(suit)));
    }
  };
  for (int u = 0; u < kSuits; ++u) {
    auto i = static_cast<std::size_t>(u);
    switch (zone) {
      case FiveZone::hand_and_field:
        if (c.hand[i] + c.field[i] == 4) rule_out(s.hand_unknown, u), rule_out(s.field_unknown, u);
        break;
      case FiveZone::hand_only:
        if (c.hand[i] == 4) rule_out(s.hand_unknown, u);
        break;
      case FiveZone::field_only:
        if (c.field[i] == 4) rule_out(s.field_unknown, u);
        break;
      case FiveZone::hand_or_field:
        if (c.hand[i] == 4) rule_out(s.hand_unknown, u);
        if (c.field[i] == 4) rule_out(s.field_unknown, u);
        break;
    }
  }
}

void record_snapshot(Table& t, int p) {
  const PlayerState& ps = t.players[static_cast<std::size_t>(p)];
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

std::string five_summary(const Table& t, int p, Suit s) {
  return t.name(p) + " holds five " + suit_name(s);
}

}  // namespace

std::optional<Suit> five_of_a_kind(const Table& t, int player) {
  return qualifying_suit(t.r().get(ruling::five_zone), known_counts(t, player));
}

std::vector<int> five_holders(const Table& t, const std::vector<int>& candidates) {
  std::vector<int> out;
  for (int p : candidates)
    if (five_of_a_kind(t, p)) out.push_back(p);
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
    end_game(t, m, {p}, "five-of-a-kind", five_summary(t, p, *five_of_a_kind(t, p)), sec::instant_victory,
             "auto:five-of-a-kind");
    return;
  }
  // Several at once: in practice only right after the deal.
  switch (t.r().get(ruling::five_simultaneous)) {
    case FiveSimultaneous::first_in_turn_order: {
      for (int k = 0; k < t.n; ++k) {
        int p = (t.first + k) % t.n;
        if (std::find(holders.begin(), holders.end(), p) != holders.end()) {
          end_game(t, m, {p}, "five-of-a-kind",
                   five_summary(t, p, *five_of_a_kind(t, p)) + ", first in turn order of those who do",
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
    bool holds = std::find(s.hand_unknown.begin(), s.hand_unknown.end(), placeholder) != s.hand_unknown.end() ||
                 std::find(s.field_unknown.begin(), s.field_unknown.end(), placeholder) != s.field_unknown.end();
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
    // Pigeonhole: the unknown cards of a zone fit below five of every suit only if there
    // are no more of them than the room left (four of a suit, less those known).
    auto room = [&](const std::array<int, kSuits>& a, const std::array<int, kSuits>& b) {
      int r = 0;
      for (std::size_t u = 0; u < kSuits; ++u) r += std::max(0, 4 - a[u] - b[u]);
      return r;
    };
    auto live = [&](const std::vector<int>& ids) {
      return static_cast<int>(std::count_if(ids.begin(), ids.end(), [&](int id) { return t.hidden.is_live(id); }));
    };
    const std::array<int, kSuits> none{};
    const int in_hand = live(s.hand_unknown), on_field = live(s.field_unknown);
    bool five = false;
    switch (zone) {
      case FiveZone::hand_and_field: five = in_hand + on_field > room(c.hand, c.field); break;
      case FiveZone::hand_only: five = in_hand > room(c.hand, none); break;
      case FiveZone::field_only: five = on_field > room(c.field, none); break;
      case FiveZone::hand_or_field: five = in_hand > room(c.hand, none) || on_field > room(c.field, none); break;
    }
    if (five) {
      (void)t.r().get(ruling::five_zone);
      return s;
    }
  }
  return std::nullopt;
}

}  // namespace referee::dof
