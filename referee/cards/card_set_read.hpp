// Reading a card set file: the game's schema first (the shape), then the vocabulary (known
// keywords, targets, triggers, statuses, parameters of the right kind, card references),
// then the game's own card rules. Every problem is reported with its JSON pointer and line,
// not just the first (referee cards check).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "referee/cards/card_rules.hpp"
#include "referee/core/json_source.hpp"

namespace referee::cards {

struct CardSetReading {
  std::string game;                     // the game the document declares ("" if it does not)
  std::shared_ptr<const CardSet> set;   // null when there are problems
  std::vector<Problem> problems;        // in document order, each with its line
};

// Gives each problem its line in `doc`, in file order, at most 100 (then a count of the rest).
void place_problems(std::vector<Problem>& problems, const JsonDocument& doc);

// Checks a card set document against the rules of the game it declares in "game" (defined
// with the registry of built-in games, rulespec/card_sets.cpp).
CardSetReading read_card_set(const JsonDocument& doc);
// The same against given rules (a document for another game is a problem at /game).
CardSetReading read_card_set(const JsonDocument& doc, const CardRules& rules);

// Loads the card set a transcript, query or --cards names, for a game with these rules.
// Throws InputError at the file (and the first problem's line) naming its first problem and
// counting the others; a set for another game is one (at "/game").
std::shared_ptr<const CardSet> load_card_set(const std::string& path, const CardRules& rules);
// The same for whichever built-in game the set declares (--cards FILE, a query's "cards"):
// the reading's game and set, never problems (they are thrown as above).
CardSetReading load_card_set(const std::string& path);
// The set of a reading of the file `path`, or the InputError load_card_set throws.
std::shared_ptr<const CardSet> set_or_throw(const CardSetReading& reading, const std::string& path);

// Where the card set a document names is read: beside the document; when no such file exists
// there, from the working directory (so a transcript and its score-sheet twin, kept in
// different folders, can both name "fixtures/hero-duel/cards/sample.json" from the root).
std::string card_set_path(const std::string& document_source, const std::string& named);
// The card set a document names at `pointer` ("cards": "sample.json"), read from there. A
// file that cannot be read is reported at the document's line for `pointer`.
std::shared_ptr<const CardSet> document_card_set(const JsonDocument& doc, const std::string& pointer, const CardRules& rules);

}  // namespace referee::cards
