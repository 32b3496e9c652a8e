// Positions (referee-position/1): a snapshot of a game in progress that a judge can start
// from. The engine reads and writes the envelope; the game reads and writes "state".
//
//   {"format": "referee-position/1", "game": "draw-of-faith", "players": ["Ann", "Bob"],
//    "rulings": {"dof.battle.tie": "no-effect"}, "state": {...}}
//
// A position keeps no history: what a transcript's past taught about unknown cards (which
// cards an unknown one can no longer be) is not part of it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/json_value.hpp"
#include "referee/core/registry.hpp"

namespace referee {

inline constexpr const char* kPositionFormat = "referee-position/1";

struct Position {
  JsonDocument doc;
  const Game* game = nullptr;
  std::vector<std::string> players;
  CardSetPtr card_set;  // the set "cards" names, for a game whose cards come from one
  std::string card_set_file;  // where it was read (from the working directory)

  JsonObject state() const;
};

// Reads the envelope; InputError for anything malformed or unknown (format, game, players).
// With `cards`, as read_transcript: that set in place of the one the position names.
Position read_position(JsonDocument doc, const GameRegistry& games, const CardsOverride* cards = nullptr);

// The game's rulings: catalogue defaults, then the position's "rulings", then `override`.
std::shared_ptr<Rulings> rulings_for(const Position& p, const JsonDocument* override_profile);

// The state the position describes (InputError naming the field if it cannot exist).
std::unique_ptr<GameState> load_state(const Position& p, std::shared_ptr<const Rulings> rulings);

// The rule a finished game's result cites: the string member `key` of `obj`, a section id of
// `sections` ("unknown section" with a suggestion).
const Section* read_citation(const JsonObject& obj, std::string_view key, const SectionIndex& sections);
const Section* read_citation(const JsonValue& v, const SectionIndex& sections);

// A position document for `state`, with the choices of `rulings` that differ from the
// defaults and the card set's file (as the referee found it, from the working directory).
nlohmann::json write_position(const Game& game, const std::vector<std::string>& players, const Rulings& rulings,
                              const GameState& state, const std::string& card_set_file = "");

}  // namespace referee
