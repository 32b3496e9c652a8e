// The tiebreak values of each profile, per player, computed from the records. Values are
// what people read (fractions 0..1, or points), in the order the profile applies them.
#pragma once

#include <string>
#include <vector>

#include "tournaments/records.hpp"

namespace referee::tournaments {

struct Tiebreak {
  std::string name;  // the JSON key: "omw", "gw", "ogw", "owp", "buchholz"...
  double value = 0;
};

// --- mtg (MTR 3.1 and Appendix C) -------------------------------------------------------
// Match points 3/1/0; then OMW%, GW%, OGW%. A bye is a 2-0 win in the player's own
// percentages and is no opponent. Own percentages have the 1/3 floor.
// The mean of `value` over the opponents a player met in games (byes left out, as both the
// MTR and the Pokemon rules do); 0 with no opponent yet.
double mean_of_opponents(const PlayerRecord& r, const std::vector<double>& value);

int game_points(const MatchResult& r);              // 3 a game won, 1 a game drawn
double mtg_match_win(const PlayerRecord& r);        // MW%, floored at 1/3
double mtg_game_win(const PlayerRecord& r);         // GW%, floored at 1/3
std::vector<std::vector<Tiebreak>> mtg_tiebreaks(const std::vector<PlayerRecord>& records);

// --- pokemon (Play! Pokémon tournament rules: resistance) ---------------------------------
// Win% = (wins + ½ ties) / rounds, byes removed from everything; OWP averages the opponents'
// win%, each floored at 25%; OOWP averages the opponents' OWP.
double pokemon_win(const PlayerRecord& r);          // not floored
std::vector<std::vector<Tiebreak>> pokemon_tiebreaks(const std::vector<PlayerRecord>& records);

// --- fide (FIDE Tiebreak Regulations) -----------------------------------------------------
// Buchholz, Buchholz cut-1, Sonneborn-Berger, in points (1, ½, 0). Direct encounter depends
// on who is still tied, so standings.cpp applies it with `direct_encounter`.
std::vector<std::vector<Tiebreak>> fide_tiebreaks(const std::vector<PlayerRecord>& records);
// Points each of `group` scored against the others of `group`, when every two of them met;
// all zero otherwise (the tiebreak does not separate them).
std::vector<double> direct_encounter(const std::vector<PlayerRecord>& records,
                                     const std::vector<PlayerId>& group);

}  // namespace referee::tournaments
