// What an organizer chose when creating an event (`referee event create`): stored once in the
// event file and read by every later command.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/standings.hpp"

namespace referee::tournaments {

enum class System { swiss, round_robin, double_round_robin };
std::optional<System> parse_system(std::string_view name);  // "swiss", "round-robin", "double-round-robin"
std::string_view to_string(System s);

std::optional<LateEntry> parse_late_entry(std::string_view name);  // "loss" or "zero"
std::string_view to_string(LateEntry l);

// Tables of more than two (issue 23): `--table-size 4` or a range `3-5`, the size preferred
// within it (pods.hpp: as many tables of it as can be), and the integer points of each place.
struct TableSettings {
  int min = 2, max = 2, preferred = 2;
  std::vector<int> place_points;  // place 1, 2, ...; a place past the list scores 0
  bool pods() const { return max > 2; }  // two to a table is the Swiss of pairs
};

struct EventSettings {
  std::string name;
  std::string game;                                // a registered game id, e.g. "draw-of-faith"
  System system = System::swiss;
  std::optional<int> rounds;                       // Swiss: the planned rounds (none: no limit)
  TiebreakProfile profile = TiebreakProfile::mtg;  // standings, and the Swiss ranking
  std::uint64_t seed = 0;                          // round 1 (Swiss) or the draw (round robin)
  LateEntry late_entry = LateEntry::losses;
  std::string rulings;  // the event's ruling profile as JSON text (empty: the game's defaults)
  TableSettings tables;  // two a table unless the event says otherwise
  int best_of = 0;       // the match format (match_format.hpp): 0 any result, else best of 1, 3 or 5
};

}  // namespace referee::tournaments
