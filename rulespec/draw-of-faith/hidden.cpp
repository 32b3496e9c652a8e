// Naming cards in events, and hidden information: unknown cards ("?") in hands and face
// down on the field, and their reveals. One deck of 52 distinct cards means a card can
// only be where it was last seen ("Game Setup: Equipment"); HiddenCards decides whether
// the unknown cards can still all be told apart (architecture.md, "Hidden information").
#include <algorithm>

#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

// Whether a hand card and a face-down field card of one player may trade identities: the
// field card was summoned face down as "?" while the hand card was already held, both are
// still unknown, and Five of a Kind counts hand and field together (the default
// dof.five-of-a-kind.zone), so every check since the summon saw the two alike.
bool can_trade(const Table& t, const Held& in_hand, const FieldCard& on_field) {
  if (in_hand.known() || on_field.held.known() || !on_field.face_down) return false;
  const auto& mates = on_field.hand_mates;
  if (!contains(mates, in_hand.placeholder)) return false;
  return t.r().get(ruling::five_zone) == FiveZone::hand_and_field;
}

// Whether the unknown card at (hand or field, index) can be `c` once it has traded
// identities with the other card: the other card's index, or -1.
int trade_partner(const Table& t, int player, bool in_hand, int index, Card c, bool declaring) {
  const PlayerState& ps = t.p(player);
  const int others = static_cast<int>(in_hand ? ps.field.size() : ps.hand.size());
  for (int o = 0; o < others; ++o) {
    const int hi = in_hand ? index : o, fi = in_hand ? o : index;
    const Held& h = ps.hand[static_cast<std::size_t>(hi)];
    const FieldCard& f = ps.field[static_cast<std::size_t>(fi)];
    if (f.owner != player || !can_trade(t, h, f)) continue;
    Table copy = t;
    PlayerState& cp = copy.p(player);
    std::swap(cp.hand[static_cast<std::size_t>(hi)].placeholder, cp.field[static_cast<std::size_t>(fi)].held.placeholder);
    const int id = in_hand ? cp.hand[static_cast<std::size_t>(hi)].placeholder : cp.field[static_cast<std::size_t>(fi)].held.placeholder;
    if (check_reveal(copy, id, c, declaring)) return o;
  }
  return -1;
}

// Binds the unknown card at (hand or field, index) to `c`, trading identities first if
// only that fits.
void name_unknown(Table& t, int player, bool in_hand, int index, Card c, bool declaring) {
  PlayerState& ps = t.p(player);
  Held& h = in_hand ? ps.hand[static_cast<std::size_t>(index)] : ps.field[static_cast<std::size_t>(index)].held;
  if (h.known()) return;
  if (!check_reveal(t, h.placeholder, c, declaring)) {
    const int o = trade_partner(t, player, in_hand, index, c, declaring);
    if (o >= 0) {
      Held& other = in_hand ? ps.field[static_cast<std::size_t>(o)].held : ps.hand[static_cast<std::size_t>(o)];
      std::swap(h.placeholder, other.placeholder);
    }
  }
  reveal(t, h, c, in_hand ? Zone::hand : Zone::field, player);
}

}  // namespace

void name_in_hand(Table& t, int player, int index, Card c) { name_unknown(t, player, true, index, c, false); }
void name_on_field(Table& t, int controller, int index, Card c) { name_unknown(t, controller, false, index, c, false); }

Verdict check_see(const Table& t, Card c, const Section& cite) {
  if (t.where[static_cast<std::size_t>(c)].zone != Zone::unseen)
    return Verdict::illegal(card_name(c) + " cannot come from the deck: it is already " + where_text(t, c), cite);
  HiddenCards copy = t.hidden;
  if (!copy.see(c))
    return Verdict::illegal(card_name(c) + " cannot come from the deck: the unknown cards recorded so far "
                            "could then not all be different cards", sec::equipment);
  return Verdict::ok();
}

void see(Table& t, Card c) { t.hidden.see(c); }

Verdict check_reveal(const Table& t, int placeholder, Card c, bool declaring) {
  if (t.where[static_cast<std::size_t>(c)].zone != Zone::unseen)
    return Verdict::illegal("an unknown card cannot be " + card_name(c) + ": " + card_name(c) + " is already " +
                                where_text(t, c),
                            sec::equipment);
  int holder = -1;
  Suit suit{};
  int at = five_conflict(t, placeholder, c, holder, suit);
  if (at >= 0 && !(declaring && at == t.events)) {
    return Verdict::illegal("if this unknown card is " + card_name(c) + ", " + t.name(holder) + " held five " +
                                suit_name(suit) + (at == 0 ? " after the deal" : " after event " + std::to_string(at)) +
                                ", and Five of a Kind would have ended the game then",
                            sec::instant_victory);
  }
  HiddenCards copy = t.hidden;
  if (!copy.reveal(placeholder, c))
    return Verdict::illegal("an unknown card cannot be " + card_name(c) + ": the other unknown cards could then "
                            "not all be different cards consistent with the record",
                            sec::equipment);
  return Verdict::ok();
}

void reveal(Table& t, Held& h, Card c, Zone zone, int player) {
  if (h.known()) return;
  t.hidden.reveal(h.placeholder, c);
  h.card = c;
  set_where(t, h, zone, player);
  // What else the game's history teaches now that this card is known.
  settle_snapshots(t, t.events, true);
}

Verdict find_in_hand(const Table& t, int player, Card c, int& index, const Section& cite) {
  const auto& hand = t.p(player).hand;
  const Whereabouts& w = t.where[static_cast<std::size_t>(c)];
  if (w.zone == Zone::hand && w.player == player) {
    for (std::size_t i = 0; i < hand.size(); ++i)
      if (hand[i].card == c) index = static_cast<int>(i);
    return Verdict::ok();
  }
  if (w.zone != Zone::unseen)
    return Verdict::illegal(card_name(c) + " is not in " + t.name(player) + "'s hand: it is " + where_text(t, c), cite);
  // An unknown card in the hand may turn out to be c. Take the oldest that can be: all
  // the unknown cards of a hand went through the same Five of a Kind checks since the
  // youngest arrived, so an older one is ruled out of at least everything a younger one
  // is. Binding the most constrained card keeps the freest ones for later namings, and a
  // later naming that fits some assignment of the hand's unknown cards then fits this one.
  Verdict last = Verdict::illegal(card_name(c) + " is not in " + t.name(player) + "'s hand (" + t.name(player) +
                                      " holds no unknown card that could be it)",
                                  cite);
  for (std::size_t i = 0; i < hand.size(); ++i) {
    if (hand[i].known()) continue;
    Verdict v = check_reveal(t, hand[i].placeholder, c, false);
    if (v) {
      index = static_cast<int>(i);
      return v;
    }
    last = v;
  }
  // Or one that became c by trading identities with a face-down "?" card of the same hand.
  for (std::size_t i = 0; i < hand.size(); ++i) {
    if (hand[i].known() || trade_partner(t, player, true, static_cast<int>(i), c, false) < 0) continue;
    index = static_cast<int>(i);
    return Verdict::ok();
  }
  return last;
}

Verdict resolve_field(const Table& t, const CardRef& r, int& controller, int& index, std::string_view role) {
  if (r.by_slot()) {
    const auto& field = t.p(r.player).field;
    if (r.slot > static_cast<int>(field.size()))
      return Verdict::illegal(std::string(role) + " " + t.name(r.player) + "#" + std::to_string(r.slot) + ": " +
                                  t.name(r.player) + " has " + std::to_string(field.size()) + " card(s) on the field",
                              sec::battle_phase);
    controller = r.player;
    index = r.slot - 1;
    return Verdict::ok();
  }
  const Whereabouts& w = t.where[static_cast<std::size_t>(r.card)];
  if (w.zone != Zone::field) {
    std::string where = w.zone == Zone::unseen ? "not known to be on any field (name a face-down card by position, as "
                                                 "\"" + t.name(r.player >= 0 ? r.player : 0) + "#2\")"
                                               : where_text(t, r.card);
    return Verdict::illegal(std::string(role) + " " + card_name(r.card) + " is not on the field: it is " + where,
                            sec::battle_phase);
  }
  if (r.player >= 0 && r.player != w.player)
    return Verdict::illegal(std::string(role) + " " + card_name(r.card) + " is on " + t.name(w.player) +
                                "'s field, not " + t.name(r.player) + "'s",
                            sec::battle_phase);
  controller = w.player;
  index = field_index(t, controller, -1);
  const auto& field = t.p(controller).field;
  for (std::size_t i = 0; i < field.size(); ++i)
    if (field[i].held.card == r.card) index = static_cast<int>(i);
  return Verdict::ok();
}

Verdict resolve_own(const Table& t, int player, const CardRef& r, OwnCard& out, const Section& cite) {
  if (r.player >= 0 && r.player != player)
    return Verdict::illegal(ref_text(r, t.names) + " is not " + t.name(player) + "'s card", sec::materials_note);
  if (r.by_slot()) {
    CardRef own = r;
    own.player = player;
    int controller = -1;
    Verdict v = resolve_field(t, own, controller, out.index, "material");
    if (!v) return v;
    out.on_field = true;
    const FieldCard& f = t.p(player).field[static_cast<std::size_t>(out.index)];
    if (!f.held.known())
      return Verdict::illegal(ref_text(own, t.names) + " is face down and unknown: a material is shown, name it "
                              "(\"reveal\")",
                              sec::materials_note);
    out.card = f.held.card;
    return Verdict::ok();
  }
  const Whereabouts& w = t.where[static_cast<std::size_t>(r.card)];
  out.card = r.card;
  if (w.zone == Zone::field && w.player == player) {
    out.on_field = true;
    const auto& field = t.p(player).field;
    for (std::size_t i = 0; i < field.size(); ++i)
      if (field[i].held.card == r.card) out.index = static_cast<int>(i);
    return Verdict::ok();
  }
  out.on_field = false;
  if (w.zone == Zone::field || w.zone == Zone::graveyard || (w.zone == Zone::hand && w.player != player))
    return Verdict::illegal(card_name(r.card) + " is not in " + t.name(player) + "'s hand or on their field: it is " +
                                where_text(t, r.card),
                            cite);
  return find_in_hand(t, player, r.card, out.index, cite);
}

Verdict require_known(const Table& t, int controller, const FieldCard& f, std::string_view why) {
  if (f.held.known()) return Verdict::ok();
  int slot = field_index(t, controller, f.held.uid) + 1;
  return Verdict::illegal(t.name(controller) + "#" + std::to_string(slot) + " is face down and unknown, and " +
                              std::string(why) + ": the record must name it (\"reveal\")",
                          sec::face_down_defense);
}

Verdict check_event_reveals(const Table& t, const DofAction& a, int owner_only) {
  Table copy = t;  // reveals one after the other, each checked against the previous
  for (const auto& [ref, card] : a.reveal) {
    if (owner_only >= 0 && ref.player != owner_only)
      return Verdict::illegal("a player reveals only their own face-down cards", sec::face_down_defense);
    int controller = -1, index = -1;
    Verdict v = resolve_field(copy, ref, controller, index, "revealed card");
    if (!v) return v;
    FieldCard& f = copy.p(controller).field[static_cast<std::size_t>(index)];
    if (f.held.known()) {
      if (f.held.card != card)
        return Verdict::illegal(ref_text(ref, t.names) + " is " + card_name(f.held.card) + ", not " + card_name(card),
                                sec::equipment);
      continue;
    }
    v = check_reveal(copy, f.held.placeholder, card, false);
    if (!v && trade_partner(copy, controller, false, index, card, false) < 0) return v;
    name_on_field(copy, controller, index, card);
  }
  return Verdict::ok();
}

void apply_event_reveals(Table& t, const DofAction& a) {
  for (const auto& [ref, card] : a.reveal) {
    int controller = -1, index = -1;
    if (!resolve_field(t, ref, controller, index, "revealed card")) continue;
    name_on_field(t, controller, index, card);
  }
}

Verdict check_reveal_event(const Table& t, const DofAction& a) {
  Verdict v = check_event_reveals(t, a, a.player);
  if (!v) return v;
  Table copy = t;
  apply_event_reveals(copy, a);
  for (Card c : a.shown) {
    const Whereabouts& w = copy.where[static_cast<std::size_t>(c)];
    if (w.zone == Zone::hand && w.player == a.player) continue;  // already known there
    int index = -1;
    auto& hand = copy.p(a.player).hand;
    if (w.zone != Zone::unseen)
      return Verdict::illegal(card_name(c) + " is not in " + t.name(a.player) + "'s hand: it is " + where_text(copy, c),
                              sec::equipment);
    // As find_in_hand, but a reveal may declare a Five of a Kind held right now.
    Verdict last = Verdict::illegal(t.name(a.player) + " holds no unknown card that could be " + card_name(c),
                                    sec::equipment);
    for (std::size_t i = 0; i < hand.size() && index < 0; ++i) {  // oldest first, as find_in_hand
      if (hand[i].known()) continue;
      Verdict r = check_reveal(copy, hand[i].placeholder, c, true);
      if (r) index = static_cast<int>(i);
      else last = r;
    }
    if (index < 0) return last;
    reveal(copy, hand[static_cast<std::size_t>(index)], c, Zone::hand, a.player);
  }
  return Verdict::ok();
}

void apply_reveal_event(Table& t, const DofAction& a, Mover& m) {
  apply_event_reveals(t, a);
  for (Card c : a.shown) {
    const Whereabouts& w = t.where[static_cast<std::size_t>(c)];
    if (w.zone == Zone::hand && w.player == a.player) continue;
    auto& hand = t.p(a.player).hand;
    for (std::size_t i = 0; i < hand.size(); ++i) {
      if (hand[i].known() || !check_reveal(t, hand[i].placeholder, c, true)) continue;
      reveal(t, hand[i], c, Zone::hand, a.player);
      break;
    }
  }
  // Shown cards may complete a Five of a Kind held at the last check: the reveal is the claim.
  declare_five_from_reveal(t, m, a.player);
}

}  // namespace referee::dof
