// Swiss pairing as a maximum-weight matching (issue 6): the weights of swiss_objective.hpp on
// the complete graph of the players (plus one "bye" vertex when the count is odd), solved
// without building that graph.
//
// For 10,000 players the complete graph has 50 million edges, and LEMON takes 18 s on 5
// million. But almost none of them can matter: an optimal pairing meets players near in the
// ranking. So we solve on a sparse graph (each player to the next few players in the ranking
// it has not met, and every bye edge), then read LEMON's dual solution: an edge left out
// can only improve the matching if its duals (the two vertices' and those of the blossoms
// holding both) sum to less than 4·weight(u, v), by linear programming duality. Those edges
// are found by point group without looking at all n² pairs, added, and the matching
// solved again, until none is left. The result is then optimal on the
// complete graph — not a heuristic — and the tests check it against brute force.
#pragma once

#include "tournaments/swiss_objective.hpp"

namespace referee::tournaments {

struct SwissStats {
  int solves = 0;     // matchings solved: 1 + rounds of edges added by the dual check
  long long edges = 0;    // edges in the last graph solved
  long long scanned = 0;  // left-out pairs the dual checks had to look at
};

// The optimal pairing (minimum SwissCost); deterministic for the same input.
SwissPairs pair_swiss(const SwissInput& in, SwissStats* stats = nullptr);

}  // namespace referee::tournaments
