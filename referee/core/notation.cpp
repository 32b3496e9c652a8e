#include "referee/core/notation.hpp"

#include <algorithm>
#include <sstream>

#include "referee/core/json_fields.hpp"
#include "referee/core/sheet_values.hpp"
#include "referee/core/suggest.hpp"

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

const ActionForm& form_of(const Notation& n, const JsonObject& event, std::string_view action) {
  const ActionForm* form = n.find(action);
  if (!form)
    event.fail("action", "unknown action \"" + std::string(action) + "\" for " + n.game + did_you_mean(action, n.action_names()));
  return *form;
}

void check_keys(const JsonObject& event, const ActionForm& form) {
  std::vector<std::string> keys = {"player", "action", "comment"};
  for (const auto& f : form.fields) keys.push_back(f.key);
  event.allow_only(keys);
}

void check_keys(const JsonObject& event, const std::vector<const char*>& only) {
  std::vector<std::string> keys = {"player", "action", "comment"};
  keys.insert(keys.end(), only.begin(), only.end());
  event.allow_only(keys);
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

// A value as a transcript's JSON holds it: CARD, "attack" | "defense", true.
std::string json_value(const ValueType& t) {
  switch (t.kind) {
    case ValueKind::choice: {
      std::string out;
      for (const auto& c : t.choices) out += (out.empty() ? "\"" : " | \"") + c.value + "\"";
      return out;
    }
    case ValueKind::card_or_unknown: return "CARD or \"?\"";
    case ValueKind::card_ref: return "CARDREF";
    case ValueKind::player: return "PLAYER";
    case ValueKind::flag: return "true";
    case ValueKind::card: return "CARD";
    case ValueKind::integer:
    case ValueKind::word: break;
  }
  return t.placeholder.empty() ? "WORD" : t.placeholder;
}

// A field's JSON value: "[CARD, ...]", "{CARD: POSITION, ...}".
std::string json_field(const Field& f) {
  const std::string item = json_value(f.item), pairs = "{" + json_value(f.map_key) + ": " + item + ", ...}";
  switch (f.shape) {
    case Shape::scalar: return item;
    case Shape::list: return "[" + item + ", ...]";
    case Shape::map: return pairs;
    case Shape::list_or_map: return "[" + json_value(f.map_key) + ", ...] or " + pairs;
    case Shape::scalar_or_map: return item + " or " + pairs;
  }
  return item;
}

// "    key    VALUE, required    meaning": one line per key, under its action or setup.
void key_row(std::ostringstream& out, const Field& f, bool per_player) {
  std::string value = json_field(f);
  if (per_player) value = "{PLAYER: " + value + "}";
  row(out, "  " + f.key + std::string(f.key.size() < 14 ? 14 - f.key.size() : 1, ' ') + value + (f.required ? ", required" : ""),
      f.meaning);
}

}  // namespace

std::string vocabulary_text(const Notation& n) {
  std::ostringstream out;
  out << "Transcript vocabulary (referee-transcript/1, game \"" << n.game << "\")\n\n";
  out << "setup: {KEY: VALUE, ...}\n";
  for (const auto& s : n.setup) key_row(out, s.field, s.per_player);
  out << "\nevents: {\"player\": PLAYER, \"action\": ACTION, ...keys below...; \"comment\": any text}\n";
  // Keys every action may carry are listed once, after the actions.
  auto everywhere = [&](const Field& f) {
    return n.actions.size() > 1 && std::all_of(n.actions.begin(), n.actions.end(), [&](const ActionForm& a) {
             return std::any_of(a.fields.begin(), a.fields.end(), [&](const Field& g) { return g.key == f.key; });
           });
  };
  for (const auto& a : n.actions) {
    row(out, a.action, a.meaning);
    for (const auto& f : a.fields)
      if (!everywhere(f)) key_row(out, f, false);
  }
  if (!n.actions.empty() && std::any_of(n.actions[0].fields.begin(), n.actions[0].fields.end(), everywhere)) {
    out << "  any action may add:\n";
    for (const auto& f : n.actions[0].fields)
      if (everywhere(f)) key_row(out, f, false);
  }
  out << "\ncards: " << n.card_help << "; \"?\" is a card the recorder did not see\n";
  if (!n.notes.empty()) out << "\n" << n.notes;
  return out.str();
}

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
