// `referee event pair --again` at tables of more than two (issue 23): after a late drop or a
// late arrival, every table none of whose players left stays, with its number and its seats;
// only the players the change forces (the rest of a table someone left, the newcomers, the
// previous byes) are seated again, among themselves, under the pods objective (pods.hpp).
// When they alone would need more byes than the whole round does (too few for a table, or a
// count no sum of sizes makes), kept tables join them one at a time, each the one whose
// players seat best with them (the objective's tiers 1 and 2; ties: the lowest-ranked table):
// tables are merged or split only as far as the sizes force. When the re-seating costs a
// repeat (or a second bye) that seating the whole round again avoids, the whole round is
// seated again (the objective's first tier outranks keeping tables), as repair.hpp does.
// The re-seated tables take the freed numbers, each the one whose old table they hold most
// of (fewest players move), then numbers after the last table.
#pragma once

#include "tournaments/model.hpp"
#include "tournaments/next_round.hpp"
#include "tournaments/repair.hpp"
#include "tournaments/settings.hpp"

namespace referee::tournaments {

// `e` is the event with `taken` already taken back (operations.hpp take_back_last_round).
// The words (repair_words) are the pairs' own: "kept 3 of 4 tables; re-paired: table 2 Ann,
// Bob, Cid, Hal (was: table 2 Ann, Bob, Cid, Greta; Hal was not paired)".
RepairedRound repair_pod_round(const Event& e, const Round& taken, const TableSettings& t, const SwissOptions& options);

}  // namespace referee::tournaments
