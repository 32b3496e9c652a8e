// The transcript model (interface.md, "Transcript (JSON)", format referee-transcript/1).
//
// The engine reads the envelope: format, game, players, rulings, cards, setup, events and
// the declared result. Each event's own keys and the setup belong to the game's vocabulary
// and are decoded by the game.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"

namespace referee {

namespace cards {
class CardSet;
}

inline constexpr const char* kTranscriptFormat = "referee-transcript/1";

struct TranscriptEvent {
  int number = 0;       // from 1
  int line = 0;
  int player = -1;      // seat index
  std::string action;
  std::string pointer;  // "/events/3"
};

// The result the players declared.
struct DeclaredResult {
  int line = 0;
  std::vector<std::string> winners;  // one, or several for a shared win
  bool draw = false;
  bool in_progress = false;
  std::map<std::string, long long> points;  // optional declared scores
};

struct Transcript {
  JsonDocument doc;
  const Game* game = nullptr;
  std::vector<std::string> players;
  std::optional<std::string> cards;                 // the card set's file name, as written
  std::shared_ptr<const cards::CardSet> card_set;   // that set, read and checked; null if none
  std::string card_set_file;                        // where it was read (from the working directory)
  std::vector<TranscriptEvent> events;
  std::optional<DeclaredResult> result;

  JsonObject setup() const;
  JsonObject event_body(const TranscriptEvent& e) const;
  int setup_line() const;
  int result_line() const { return result ? result->line : 0; }
};

// Reads the envelope; InputError for anything malformed or unknown (game, player, key).
// With `cards`, the transcript is played with that set in place of the one it names (which
// is then not read); InputError at "game" when the set is for another game.
Transcript read_transcript(JsonDocument doc, const GameRegistry& games, const CardsOverride* cards = nullptr);

// That check, for any document of `game` (positions too).
void check_cards_fit(const JsonDocument& doc, const Game& game, const CardsOverride& cards);

// The seat of an event's "player" (an InputError naming an unknown one).
int event_player(const JsonObject& event, const std::vector<std::string>& players);

// The "players" array of a transcript or position: names, each once, at least one.
std::vector<std::string> read_players(const JsonObject& root);

// Player names are also written in score sheets, so some characters are reserved.
// Returns an empty string if `name` is acceptable, otherwise what is wrong.
std::string check_player_name(const std::string& name);

}  // namespace referee
