// Round robin by the FIDE Berger tables (FIDE Handbook C.05, Annex 1): for n players
// numbered 1..n by their draw number, round r, board by board, white first.
//
//   4 players   R1: 1-4 2-3   R2: 4-3 1-2   R3: 2-4 3-1
//   8 players   R2: 8-5 6-4 7-3 1-2
//
// With n odd, a dummy n+1 completes the table and whoever meets it has the bye. A double
// round robin plays the whole table again with colours reversed.
#pragma once

#include <vector>

namespace referee::tournaments {

struct BergerGame {
  int white = 0;  // draw numbers, 1-based
  int black = 0;  // 0: `white` has the bye
};

using BergerRound = std::vector<BergerGame>;  // board 1 first; a bye, if any, last

// Every round of the schedule: n-1 rounds for n even, n for n odd; twice that if `twice`.
// n >= 2, or std::invalid_argument.
std::vector<BergerRound> berger_schedule(int n, bool twice = false);

// The number of rounds of that schedule, without building it.
int berger_round_count(int n, bool twice = false);

}  // namespace referee::tournaments
