// The score-sheet notation: one line-oriented grammar for every game (as PGN is for chess),
// and the description of one game's actions in it.
//
// The grammar is the engine's (referee/core/sheet_read.cpp, sheet_write.cpp); a game only
// says, as data, how each of its transcript actions is written: which JSON keys it has, in
// which order they are written without a keyword, which are introduced by a keyword, and
// what kind of value each holds. The reader turns a score sheet into the transcript JSON
// (so validation, judging and tournaments never see the difference); the writer turns a
// transcript back into a score sheet. The README's "Score sheets" section is the user's
// documentation of the grammar.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace referee {
class JsonObject;
}

namespace referee::notation {

// One allowed word of a closed set, with its short form ("attack", "atk"). Both are read;
// the short form is written.
struct Choice {
  std::string value;
  std::string short_form;  // empty: the value itself
  const std::string& written() const { return short_form.empty() ? value : short_form; }
};

enum class ValueKind {
  word,     // any word (a quoted string if it has spaces or punctuation)
  integer,  // a whole number
  choice,   // one of `choices`
  card,     // a card of the game, checked by Notation::check_card; never "?"
  card_or_unknown,  // a card, or "?" for a card the recorder did not see
  card_ref, // a card reference: CARD, PLAYER:CARD or PLAYER#N (a field position)
  player,   // a player of the game
  flag,     // no value: the keyword alone means true
};

struct ValueType {
  ValueKind kind = ValueKind::word;
  std::vector<Choice> choices;
  std::string placeholder;  // as the help writes it: "CARD", "POSITION"
};

// The value types every game's notation uses.
inline const ValueType kCard{ValueKind::card, {}, "CARD"};
inline const ValueType kSeenOrUnknown{ValueKind::card_or_unknown, {}, "CARD|?"};
inline const ValueType kPlayer{ValueKind::player, {}, "PLAYER"};
inline const ValueType kNumber{ValueKind::integer, {}, "N"};
inline const ValueType kFlag{ValueKind::flag, {}, ""};

// How many values a field holds, and how they are written.
enum class Shape {
  scalar,         // one value
  list,           // values separated by commas ("5S, 2H"); "[]" is an empty list
  map,            // KEY=VALUE pairs separated by commas ("Bob#2=9D"); "[=]" is an empty map
  list_or_map,    // a list, or a map if the first item is followed by "="
  scalar_or_map,  // one value, or a map if it is followed by "="
};

struct Field {
  std::string key;      // the JSON key
  std::string keyword;  // written before the value; empty for a positional field
  Shape shape = Shape::scalar;
  ValueType item;       // a scalar's or a list item's type, and a map's value type
  ValueType map_key;    // a map's key type
  bool required = false;
  std::string meaning;  // for `referee spec GAME --format text`
};

// A field written without a keyword, in its place among the positional ones.
inline Field positional(std::string key, Shape shape, ValueType item, bool required, std::string meaning) {
  return Field{std::move(key), "", shape, std::move(item), {}, required, std::move(meaning)};
}
// An optional field introduced by `word`; `map_key` is a map's key type.
inline Field keyword(std::string key, std::string word, Shape shape, ValueType item, ValueType map_key, std::string meaning) {
  return Field{std::move(key), std::move(word), shape, std::move(item), std::move(map_key), false, std::move(meaning)};
}
inline Field keyword(std::string key, std::string word, Shape shape, ValueType item, std::string meaning) {
  return keyword(std::move(key), std::move(word), shape, std::move(item), {}, std::move(meaning));
}

struct ActionForm {
  std::string action;         // the JSON "action"
  std::vector<Field> fields;  // positional ones first, in the order they are written
  bool ends_turn = false;     // the next action starts a new turn line ("T4 Bob: ...")
  std::string meaning;
};

// A setup header: "First: Ann", or per player "Hand Ann: KH, QD, JC, 5S, 2H".
struct SetupForm {
  std::string header;  // "Hand"
  Field field;         // field.key is the setup key ("hands"); field.keyword is unused
  bool per_player = false;  // the JSON value is an object keyed by player
};

struct Notation {
  std::string game;  // the game's id, for messages: "unknown action \"x\" for GAME"
  std::vector<SetupForm> setup;
  std::vector<ActionForm> actions;
  // "" if `text` names a card of the game (letter case is free); otherwise what is wrong,
  // with a suggestion where one is close.
  std::function<std::string(std::string_view text)> check_card;
  std::string card_help;  // one line for the help: "rank + suit: 7H, 10S, AS"
  // What the action forms cannot say, closing the vocabulary text: how cards and targets
  // are named, what the record may leave out.
  std::string notes;

  const ActionForm* find(std::string_view action) const;
  std::vector<std::string> action_names() const;
  // The place of `form` (one of `actions`) in the list: a game's action enum follows it.
  std::size_t index(const ActionForm& form) const { return static_cast<std::size_t>(&form - actions.data()); }
};

// The notation `Build` makes, made once: a game's accessor is
// `const Notation& my_notation() { return built_once<build_notation>(); }`.
template <Notation (*Build)()>
const Notation& built_once() {
  static const Notation n = Build();
  return n;
}

// The form of the event's action (n.index(form) is the game's action enum); an unknown action
// is an InputError on "action", with a suggestion. Every game's decode() starts with it.
const ActionForm& form_of(const Notation& n, const JsonObject& event, std::string_view action);

// Refuses every key of the event but "player", "action", "comment" and the form's field keys
// (or, when a game narrows them for a card, `only`: a subset of the form's).
void check_keys(const JsonObject& event, const ActionForm& form);
void check_keys(const JsonObject& event, const std::vector<const char*>& only);

// The transcript vocabulary for people, from the action forms and the notes (the default of
// Game::vocabulary, `referee spec GAME --format text`).
std::string vocabulary_text(const Notation& n);

// The game's part of the notation, for people (`referee spec GAME --format text`).
std::string notation_help(const Notation& n);

}  // namespace referee::notation
