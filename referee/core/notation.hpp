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

#include <functional>
#include <string>
#include <string_view>
#include <vector>

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
  std::vector<SetupForm> setup;
  std::vector<ActionForm> actions;
  // "" if `text` names a card of the game (letter case is free); otherwise what is wrong,
  // with a suggestion where one is close.
  std::function<std::string(std::string_view text)> check_card;
  std::string card_help;  // one line for the help: "rank + suit: 7H, 10S, AS"

  const ActionForm* find(std::string_view action) const;
  std::vector<std::string> action_names() const;
};

// The game's part of the notation, for people (`referee spec GAME --format text`).
std::string notation_help(const Notation& n);

}  // namespace referee::notation
