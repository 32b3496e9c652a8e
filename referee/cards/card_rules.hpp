// What a game with a card database says about its card sets: the schema of their shape,
// the vocabulary of their effects, and its own rules for cards (a hero-duel hero has six
// stars). Defined in each such game's rulespec folder; found through builtin_card_rules().
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "referee/cards/card_set.hpp"
#include "referee/cards/vocabulary.hpp"

namespace referee::schema {
class JsonSchema;
}

namespace referee::cards {

// One problem of a card set, at a JSON pointer into the file ("/cards/3/stars").
struct Problem {
  std::string pointer;
  std::string message;
  int line = 0;  // filled by the reader
};

class CardRules {
 public:
  virtual ~CardRules() = default;
  virtual std::string_view game() const = 0;
  // The JSON Schema (draft 2020-12) of the game's card sets, as shipped in rulespec/GAME/.
  virtual std::string_view schema_text() const = 0;
  virtual const schema::JsonSchema& schema() const = 0;
  virtual const Vocabulary& vocabulary() const = 0;
  // The game's own rules for cards, after the schema and the vocabulary were satisfied.
  virtual void check(const CardSet& set, std::vector<Problem>& problems) const = 0;
};

// The card rules of every built-in game that has a card database (rulespec/all_games.cpp).
const CardRules* builtin_card_rules(std::string_view game);
std::vector<std::string> games_with_card_sets();

}  // namespace referee::cards
