// The position for people, as validation reports print it before an illegal event.
#include <sstream>

#include "rulespec/draw-of-faith/rules.hpp"

namespace referee::dof {
namespace {

// In Phase's order.
constexpr const char* kPhaseTexts[] = {"Draw Phase", "Main Phase", "Battle Phase", "chain waiting for responses",
                                       "chain waiting for targets", "tiebreaker", "game over"};

std::string link_text(const Table& t, const Link& l, std::size_t number) {
  std::string s = std::to_string(number) + ". " + t.name(l.player) + " ";
  switch (l.kind) {
    case LinkKind::activation: {
      s += std::string(to_string(l.mechanic)) + " [";
      for (std::size_t i = 0; i < l.materials.size(); ++i) s += (i ? " " : "") + describe_card(l.materials[i].held);
      s += "]";
      if (!l.destroy.empty()) {
        s += " destroying";
        for (int uid : l.destroy) {
          int controller = -1;
          const FieldCard* f = find_on_field(t, uid, &controller);
          s += " " + (f ? ref_text(ref_of(t, controller, *f), t.names) : std::string("(gone)"));
        }
      }
      if (!l.revive.empty()) {
        s += " reviving";
        for (const auto& r : l.revive) s += " " + card_name(r.card);
      }
      for (int n : l.negate) s += " negating link " + std::to_string(n + 1);
      if (l.targets_pending) s += " (targets at resolution)";
      break;
    }
    case LinkKind::summon: s += "summon"; break;
    case LinkKind::attack: s += "attack"; break;
    case LinkKind::position_change: s += "position change"; break;
  }
  if (l.negated) s += " (negated)";
  return s;
}

}  // namespace

std::string position_text(const Table& t) {
  std::ostringstream out;
  out << "turn " << t.turn << ", " << t.name(t.active) << "'s turn, " << kPhaseTexts[static_cast<std::size_t>(t.phase)] << "; deck " << t.deck
      << (t.deck == 1 ? " card" : " cards") << "\n";
  for (int p = 0; p < t.n; ++p) {
    const PlayerState& ps = t.p(p);
    out << t.name(p) << ": " << ps.points << (ps.points == 1 ? " point" : " points") << "; hand " << ps.hand.size();
    if (!ps.hand.empty()) {
      out << " (";
      for (std::size_t i = 0; i < ps.hand.size(); ++i) out << (i ? " " : "") << describe_card(ps.hand[i]);
      out << ")";
    }
    out << "\n  field:";
    if (ps.field.empty()) out << " empty";
    for (std::size_t i = 0; i < ps.field.size(); ++i)
      out << (i ? ", " : " ") << "#" << i + 1 << " " << describe_field_card(t, p, ps.field[i]);
    out << "\n  graveyard:";
    if (ps.graveyard.empty()) out << " empty";
    for (Card c : ps.graveyard) out << " " << card_name(c);
    out << "\n";
  }
  if (!t.chain.empty()) {
    out << "chain:\n";
    for (std::size_t i = 0; i < t.chain.size(); ++i) out << "  " << link_text(t, t.chain[i], i + 1) << "\n";
    if (int h = priority_holder(t); h >= 0) out << "  priority: " << t.name(h) << "\n";
  }
  if (t.phase == Phase::tiebreak) {
    out << "tiebreaker between";
    for (int p : t.tiebreak.contenders) out << " " << t.name(p);
    out << "\n";
  }
  return out.str();
}

}  // namespace referee::dof
