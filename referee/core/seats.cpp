#include "referee/core/seats.hpp"

#include <algorithm>

#include "referee/core/game.hpp"
#include "referee/core/suggest.hpp"

namespace referee {

namespace {
// Longer than any player name (check_player_name): what a message echoes of a huge input.
constexpr std::size_t kEchoedName = 64;
}  // namespace

std::string unknown_player(const std::string& name, const std::vector<std::string>& players) {
  if (name.size() > kEchoedName) return "unknown player \"" + name.substr(0, kEchoedName) + "...\"";
  return "unknown player \"" + name + "\"" + did_you_mean(name, players);
}

int find_seat(std::string_view name, const std::vector<std::string>& players) {
  const auto it = std::find(players.begin(), players.end(), name);
  return it == players.end() ? -1 : static_cast<int>(it - players.begin());
}

int seat_of(const JsonValue& v, const std::vector<std::string>& players) {
  const std::string s = v.string();
  const int seat = find_seat(s, players);
  if (seat < 0) v.fail(unknown_player(s, players));
  return seat;
}

int seat_or_null(const JsonValue& v, const std::vector<std::string>& players) {
  return v.is_null() ? -1 : seat_of(v, players);
}

int seat_of(const JsonObject& obj, std::string_view key, const std::vector<std::string>& players) {
  return seat_of(JsonValue::of(obj, key), players);
}

std::vector<int> seats_of(const JsonValue& list, const std::vector<std::string>& players, std::string_view twice) {
  std::vector<int> out;
  for (std::size_t i = 0, n = list.array("player names"); i < n; ++i) {
    const int p = seat_of(list.elem(i), players);
    if (std::find(out.begin(), out.end(), p) != out.end())
      list.elem(i).fail(players[static_cast<std::size_t>(p)] + " " + std::string(twice));
    out.push_back(p);
  }
  return out;
}

void check_player_keys(const JsonObject& obj, const std::vector<std::string>& players) {
  for (auto it = obj.value().begin(); it != obj.value().end(); ++it)
    if (find_seat(it.key(), players) < 0) obj.fail(it.key(), unknown_player(it.key(), players));
  for (const std::string& name : players)
    if (!obj.has(name)) obj.fail(name, "missing the state of player \"" + name + "\"");
}

void check_player_keys(const JsonValue& obj, const std::vector<std::string>& players) {
  obj.require_object();
  for (auto it = obj.get().begin(); it != obj.get().end(); ++it)
    if (find_seat(it.key(), players) < 0) obj.fail_at(it.key(), unknown_player(it.key(), players));
  for (const std::string& name : players)
    if (!obj.has(name)) obj.fail_at(name, "missing the state of player \"" + name + "\"");
}

void read_player_lists(const JsonObject& obj, const std::vector<std::string>& players, const PlayerLists& form,
                       const std::function<void(int seat, const std::string& text, const JsonValue& at)>& item) {
  for (auto it = obj.value().begin(); it != obj.value().end(); ++it) {
    const int seat = find_seat(it.key(), players);
    if (seat < 0) obj.fail(it.key(), unknown_player(it.key(), players));
    if (!it->is_array()) obj.fail(it.key(), "expected an array of " + std::string(form.items));
    const JsonValue at(obj, it.key(), "", *it);
    for (const auto& v : *it) {
      if (!v.is_string()) obj.fail(it.key(), "expected " + std::string(form.example) + ", found " + JsonObject::type_name(v));
      item(seat, v.get<std::string>(), at);
    }
  }
  if (!form.missing.empty())
    for (const std::string& name : players)
      if (!obj.has(name)) obj.fail(name, "missing the " + std::string(form.missing) + " of " + name);
}

void check_to_act(const JsonObject& state_obj, const GameState& state, const std::vector<std::string>& players) {
  if (!state_obj.has("to_act")) return;
  const JsonValue v = JsonValue::of(state_obj, "to_act");
  const int given = seat_or_null(v, players);
  const int actual = state.to_act();
  if (given == actual) return;
  auto name = [&](int p) { return players[static_cast<std::size_t>(p)]; };
  v.fail(actual < 0 ? "the position waits for nobody (the game is over), not for " + name(given)
                    : "the position waits for " + name(actual) + ", not for " + (given < 0 ? "nobody" : name(given)));
}

}  // namespace referee
