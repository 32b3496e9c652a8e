// A judge query (interface.md, "Judge query (JSON)"): the game, the rulings in force, the
// situation asked about (a position, or a transcript up to an event) and the question.
//
//   {"game": "draw-of-faith", "rulings": {...},
//    "position": "positions/dispute.json" | {...inline position...},
//    "transcript": "game.json" | {...inline transcript...}, "upto": 12,
//    "cards": "sets/club.json",   (a card set, in place of the one the situation names)
//    "ask": {"kind": "is-legal", "event": {"player": "Ann", "action": "summon", ...}}}
//
// File paths are read as given (from the current directory), as on the command line.
#pragma once

#include <optional>
#include <string>

#include "referee/core/json_fields.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"

namespace referee::judgements {

enum class AskKind { legal_actions, is_legal, outcome, result, ruling, rule };
std::string_view to_string(AskKind kind);

struct Query {
  JsonDocument doc;                       // the query itself
  const Game* game = nullptr;
  AskKind kind = AskKind::result;
  std::optional<JsonDocument> position;   // the situation: a position...
  std::optional<JsonDocument> transcript; // ...or a transcript, replayed up to `upto` events
  int upto = -1;                          // -1: every event
  std::optional<CardsOverride> cards;     // "cards" (or --cards): played in place of the situation's set

  JsonObject ask() const { return JsonObject(doc, doc.root.at("ask"), "/ask", "ask"); }
  bool has_situation() const { return position || transcript; }
};

// Reads a query; InputError naming the field for anything malformed or unknown (kind,
// game, a position or transcript of another game, "upto" out of range, a card set that
// cannot be read or is for another game). `cards` (--cards) replaces the query's "cards".
Query read_query(JsonDocument doc, const GameRegistry& games, const CardsOverride* cards = nullptr);

}  // namespace referee::judgements
