#include "referee/core/notation.hpp"

#include <sstream>

#include "referee/core/sheet_values.hpp"

namespace referee::notation {

const ActionForm* Notation::find(std::string_view action) const {
  for (const auto& a : actions)
    if (a.action == action) return &a;
  return nullptr;
}

std::vector<std::string> Notation::action_names() const {
  std::vector<std::string> out;
  for (const auto& a : actions) out.push_back(a.action);
  return out;
}

namespace {

// "  left    right" with the right column at `width`.
void row(std::ostringstream& out, const std::string& left, const std::string& right, std::size_t width = 44) {
  out << "  " << left;
  if (!right.empty()) {
    // A long form keeps the whole line; its meaning goes under it.
    if (left.size() >= width) out << "\n  " << std::string(width, ' ');
    else out << std::string(width - left.size(), ' ');
    out << right;
  }
  out << "\n";
}

// The choices of the action's fields, once each: "POSITION: atk (attack) | def (defense)".
std::string choice_notes(const ActionForm& a) {
  std::string out;
  for (const auto& f : a.fields)
    for (const ValueType* t : {&f.item, &f.map_key})
      if (t->kind == ValueKind::choice) {
        std::string note = t->placeholder + ": ";
        for (std::size_t i = 0; i < t->choices.size(); ++i)
          note += (i ? " | " : "") + t->choices[i].written() +
                  (t->choices[i].short_form.empty() ? "" : " (" + t->choices[i].value + ")");
        if (out.find(note) == std::string::npos) out += (out.empty() ? "" : "; ") + note;
      }
  return out;
}

}  // namespace

std::string notation_help(const Notation& n) {
  std::ostringstream out;
  out << "Score-sheet notation (README, \"Score sheets\": the grammar every game shares)\n\n";
  out << "setup headers:\n";
  for (const auto& s : n.setup) {
    Field f = s.field;
    f.required = true;
    row(out, s.header + (s.per_player ? " PLAYER" : "") + ": " + sheet::describe(f), s.field.meaning);
  }
  out << "\nactions (T1 PLAYER: ACTION; ACTION; ...  with \"PLAYER:\" before an action by someone else):\n";
  for (const auto& a : n.actions) {
    std::string form = a.action;
    for (const auto& f : a.fields) form += " " + sheet::describe(f);
    row(out, form, a.meaning + (a.ends_turn ? " (ends the turn line)" : ""));
    if (auto notes = choice_notes(a); !notes.empty()) row(out, "", notes);
  }
  out << "\ncards: " << n.card_help << "\n";
  out << "card references (CARDREF): 7H | Bob:7H (on Bob's side) | Bob#2 (Bob's second field card)\n";
  out << "lists: A, B, C  ([] if empty); pairs: K=V, K=V  ([=] if none); {text} after an action is its comment\n";
  return out.str();
}

}  // namespace referee::notation
