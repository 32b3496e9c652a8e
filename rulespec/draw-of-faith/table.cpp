#include "rulespec/draw-of-faith/table.hpp"

#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {

std::string_view to_string(Pos p) { return p == Pos::attack ? "attack" : "defense"; }

const Section& section_of(Mechanic m) {
  static const Section* const kSections[kMechanics] = {&sec::royal_fusion, &sec::ace_fusion,  &sec::numbers_combo,
                                                       &sec::ace_face,     &sec::numbers_ace, &sec::five_of_a_kind};
  return *kSections[static_cast<std::size_t>(m)];  // in Mechanic's order
}

void Mover::to(std::string_view node, std::string_view on) {
  if (trace_) trace_->push_back(Step{t_.node, node, on});
  t_.node = node;
}

FieldCard* find_on_field(Table& t, int uid, int* controller) {
  for (int p = 0; p < t.n; ++p)
    for (auto& f : t.p(p).field)
      if (f.held.uid == uid) {
        if (controller) *controller = p;
        return &f;
      }
  return nullptr;
}

const FieldCard* find_on_field(const Table& t, int uid, int* controller) {
  return find_on_field(const_cast<Table&>(t), uid, controller);
}

int field_index(const Table& t, int player, int uid) {
  const auto& field = t.p(player).field;
  for (std::size_t i = 0; i < field.size(); ++i)
    if (field[i].held.uid == uid) return static_cast<int>(i);
  return -1;
}

std::string describe_card(const Held& h) { return h.known() ? card_name(h.card) : "?"; }

std::string describe_field_card(const Table& t, int controller, const FieldCard& f) {
  std::string out = describe_card(f.held);
  out += f.pos == Pos::attack ? " atk" : " def";
  if (f.face_down) out += " face-down";
  if (f.owner != controller) out += " (" + t.name(f.owner) + "'s)";
  return out;
}

std::string where_text(const Table& t, Card c) {
  const Whereabouts& w = t.where[static_cast<std::size_t>(c)];
  std::string who = w.player >= 0 ? t.name(w.player) + "'s " : "";
  switch (w.zone) {
    case Zone::unseen: return "not yet seen";
    case Zone::hand: return "in " + who + "hand";
    case Zone::field: return "on " + who + "field";
    case Zone::graveyard: return "in " + who + "graveyard";
  }
  return "?";
}

Held new_held(Table& t, Card card) { return Held{t.next_uid++, card}; }

void set_where(Table& t, const Held& h, Zone z, int player) {
  if (h.known()) t.where[static_cast<std::size_t>(h.card)] = Whereabouts{z, static_cast<std::int8_t>(player)};
}

void to_graveyard(Table& t, int owner, const Held& h) {
  t.p(owner).graveyard.push_back(h.card);
  set_where(t, h, Zone::graveyard, owner);
}

}  // namespace referee::dof
