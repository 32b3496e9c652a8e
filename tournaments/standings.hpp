// Standings: players ordered by points, then by their profile's tiebreaks (issue 6,
// interface.md "Tournaments"). Every player entered is in the standings, dropped or not.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/tiebreaks.hpp"

namespace referee::tournaments {

enum class TiebreakProfile { mtg, pokemon, fide };
std::optional<TiebreakProfile> parse_profile(std::string_view name);
std::string_view to_string(TiebreakProfile p);
// mtg and pokemon: match points 3/1/0; fide: half points (1, ½, 0).
PointScheme point_scheme(TiebreakProfile p);

struct Standing {
  int rank = 0;        // 1, 2, ...: players tied on everything are ordered by entry
  PlayerId player = 0;
  int points = 0;      // integer units of the profile's PointScheme
  double points_shown = 0;  // points / per_point: 2.5 in chess, 9 in MTG
  int wins = 0, losses = 0, draws = 0;  // matches, byes as wins
  std::vector<Tiebreak> tiebreaks;     // in the order they break ties
};

std::vector<Standing> standings(const Event& e, TiebreakProfile profile);

}  // namespace referee::tournaments
