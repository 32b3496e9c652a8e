// Helpers for tests: build a transcript in a few lines and replay or validate it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "referee/core/generate.hpp"
#include "referee/core/playout.hpp"
#include "referee/core/replay.hpp"
#include "referee/core/validation.hpp"

namespace referee::test {

// The project's root folder (fixtures are read from there).
std::string source_path(const std::string& relative);

// A draw-of-faith transcript: players, first player, hands, events, optional rulings.
nlohmann::json dof_transcript(const std::vector<std::string>& players, const nlohmann::json& hands,
                              const nlohmann::json& events, const nlohmann::json& rulings = nlohmann::json::object());

// Validates a transcript given as JSON (through its text, as a file would be read).
ValidationReport validate_json(const nlohmann::json& transcript, const std::string& name = "test.json");

// Replays all of a transcript with the state machine checked at every move.
Replay replay_json(const nlohmann::json& transcript, int upto = -1);

// The absolute path of the sample card set of a game played with one, "" for the others.
std::string sample_cards_file(const Game& game);
// The sample card set of a game played with one (fixtures/GAME/cards/sample.json, read and
// checked once), null for the other games.
CardSetPtr sample_cards(const Game& game);
// Self-play options for `game`: its sample card set, if it has one.
PlayoutOptions playout_options(const Game& game);
// `referee generate --cards` with the sample card set, for a game that has one.
void use_sample_cards(GenerateOptions& options, const Game& game);
// The number of players of self-play game `seed` of `game`: every count from the game's
// least to its most, or to its least + 4 where it allows more (Draw of Faith: 2 to 6;
// Hegemony of Faith: 4 to 8).
int player_count(const Game& game, int seed);

// How many times fewer self-play games the shared suites play of `game`: 1 for most; more
// for a game whose games are long (Hegemony of Faith: four to eight players and several
// hundred events a game, a dozen decisions a turn), so that each game gets about as many
// judged events and the suites keep to the build's time budget.
int games_divisor(const Game& game);

// How much of the shared suites' self-play this build runs, as a divisor: 1, or 4 in the
// sanitizer build (REFEREE_SANITIZED_TESTS: CI's second stage, where a game costs about ten
// times as much). The one place where the sanitize stage's share is set (games_divisor reads it
// too: Hegemony of Faith's self-play is cut twice as much there).
int build_divisor();
// A shared suite's count (games, seeds, states, comparisons) for this build: nominal /
// build_divisor(), at least 1. Thresholds on what the games must cover scale with it.
int build_share(int nominal);
// The self-play games a shared suite plays of `game` where its nominal figure is `nominal`:
// nominal / games_divisor(game) / build_divisor(), at least 1.
int self_play_count(const Game& game, int nominal);

// A transcript self-play wrote, naming the sample card set (by its absolute path) when the
// game has one, so that it validates from anywhere.
nlohmann::json with_sample_cards(nlohmann::json transcript, const Game& game);

// A random ruling profile of `game`: every ruling set to a random option, avoiding the
// combinations the catalogue refuses.
nlohmann::json random_profile(const Game& game, Rng& rng);

}  // namespace referee::test
