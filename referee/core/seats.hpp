// Player names to seats, for every reader of transcripts, setups and positions: one
// message ("unknown player \"X\"" with a suggestion) and one check of per-player objects.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/json_value.hpp"

namespace referee {

class GameState;

// "unknown player \"X\"" plus "did you mean"; a name longer than any player's is cut.
std::string unknown_player(const std::string& name, const std::vector<std::string>& players);
// The seat of `name`, or -1.
int find_seat(std::string_view name, const std::vector<std::string>& players);

// The seat the string `v` names; an InputError if it is no string or no player.
int seat_of(const JsonValue& v, const std::vector<std::string>& players);
// As seat_of, with -1 for null.
int seat_or_null(const JsonValue& v, const std::vector<std::string>& players);
// The seat the string member `key` of `obj` names.
int seat_of(const JsonObject& obj, std::string_view key, const std::vector<std::string>& players);

// A list of player names, each once ("Ann is listed twice": `twice` says how).
std::vector<int> seats_of(const JsonValue& list, const std::vector<std::string>& players,
                          std::string_view twice = "is listed twice");

// An object keyed by player: no unknown key, none missing ("missing the state of player").
void check_player_keys(const JsonObject& obj, const std::vector<std::string>& players);
void check_player_keys(const JsonValue& obj, const std::vector<std::string>& players);

// An object of string lists keyed by player ({"Ann": ["7H", "?"]}), in the object's order:
// `item(seat, text, at)` for each string, where `at.fail` names the player's key. An unknown
// player or a value that is no list of strings ("expected an array of ITEMS", "expected
// EXAMPLE, found ...") is an error; so is a player left out, when `missing` names the list
// ("missing the starting hand of Ann").
struct PlayerLists {
  std::string_view items;
  std::string_view example;
  std::string_view missing;  // empty: a player may be left out
};
void read_player_lists(const JsonObject& obj, const std::vector<std::string>& players, const PlayerLists& form,
                       const std::function<void(int seat, const std::string& text, const JsonValue& at)>& item);

// A position's "to_act" (a player or null), when given, must be who the state waits for.
void check_to_act(const JsonObject& state_obj, const GameState& state, const std::vector<std::string>& players);

}  // namespace referee
