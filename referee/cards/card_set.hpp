// A card set: the cards of one event for a game whose rules leave the cards to a database
// (hero-duel, battlezone, gemu-land), read from a referee-cards/1 file and checked by
// read_card_set (card_set_read.hpp). Effects stay data: the game's rules interpret them.
#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace referee::cards {

// {"keyword": "damage", "target": "chosen-monster", "amount": 300}
struct Effect {
  std::string keyword;
  std::string target;      // "" when the keyword takes none
  nlohmann::json params;   // every other key of the effect object
  std::string pointer;     // where it is in the card set ("/cards/6/effects/0")

  long long number(std::string_view param, long long fallback) const;
  std::string text(std::string_view param, std::string fallback = "") const;
  bool flag(std::string_view param, bool fallback) const;
};

// {"event": "attack-declared", "actor": "opponent"}
struct Trigger {
  std::string event;
  std::string actor;        // "opponent", "self", "any"; "" when the set is silent (a ruling decides)
  nlohmann::json params;
};

struct StatusDef {
  std::string name;                      // "FROZEN"
  std::vector<std::string> disables;     // "attack", "be-targeted"
  std::vector<std::string> enables;      // "attack-on-entry"
  std::map<std::string, long long> modifies;  // stat -> change while the status lasts
  std::vector<Effect> tick;              // applied to the bearer at each tick
  int duration = 1;                      // ticks; -1 while the bearer stays on the field
  std::string stacking;                  // "refresh", "stack", "ignore"; "" if the set leaves it to a ruling
  std::string text;
};

struct CardDef {
  std::string id;
  std::string name;
  std::string type;                      // "monster", "spell", ...
  std::string pointer;                   // "/cards/3"
  nlohmann::json data;                   // the card object as written (stats, text)
  std::vector<std::string> flags;
  std::map<std::string, std::vector<Effect>, std::less<>> hooks;  // "on-summon" -> effects
  std::string ability_name;              // a hook of shape "ability" names its ability
  std::optional<Trigger> trigger;

  long long stat(std::string_view name, long long fallback = 0) const;
  bool has_flag(std::string_view flag) const;
  const std::vector<Effect>* effects(std::string_view hook) const;
};

class CardSet {
 public:
  std::string source;   // the file it came from
  std::string game;
  std::string name;
  std::string version;
  std::vector<CardDef> cards;
  std::map<std::string, StatusDef, std::less<>> statuses;

  const CardDef* find(std::string_view id) const;
  const StatusDef* status(std::string_view name) const;
  std::vector<std::string> ids() const;
  // Indexes the cards by id for find() (the reader calls it once the cards are read).
  void index_cards();

 private:
  std::map<std::string, std::size_t, std::less<>> by_id_;
};

}  // namespace referee::cards
