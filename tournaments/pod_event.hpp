// Events at tables of more than two (issue 23): what the organizer types for them (table
// sizes, place points, placements), the next Swiss round seated by seat_pods (pods.hpp), and
// the standings of pods. tournaments/README.md ("Tables of more than two") says why each
// default is what it is.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/next_round.hpp"
#include "tournaments/pods.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/standings.hpp"

namespace referee::tournaments {

inline constexpr int kMaxTableSize = 64;

// "4" or "3-5": the smallest and largest table; std::invalid_argument saying what is wrong.
std::pair<int, int> parse_table_size(std::string_view text);
std::string table_size_text(const TableSettings& t);  // "4" or "3-5"
// Four, the usual pod, when the range holds it; otherwise the range's smallest size.
int default_preferred_size(int min, int max);

// "3,2,1,0": whole numbers 0 to 1000, never rising, 1 to 64 of them; std::invalid_argument.
std::vector<int> parse_place_points(std::string_view text);
std::string place_points_text(const std::vector<int>& points);
// 3 for first place, 0 for every other: the win-draw-loss 3/1/0 of multiplayer card events
// (a draw, two or three sharing first, gets 1 under the tie rule below).
std::vector<int> default_place_points();

// The points of each seat with these places: tied players share the points of the places
// they cover, each the mean rounded down ("Ann,Bob=Cid,Dan" under 3,2,1,0: 3, 1, 1, 0).
std::vector<int> points_of_places(const std::vector<int>& place_points, const std::vector<int>& places);

// "Ann,Bob=Cid,Dan": commas between places, '=' between players tied for one place.
// std::invalid_argument on an empty name.
std::vector<std::vector<std::string>> parse_placement(std::string_view text);
// The places of `pod`'s seats (1, 2, 2, 4 for the above) from the named groups: EventRefused
// for a name not at the table, a player named twice, a player of the table not named.
std::vector<int> places_of(const Event& e, const Pod& pod, const std::vector<std::vector<std::string>>& groups);
// "Ann, Bob = Cid, Dan": the places as people read them.
std::string placement_text(const Event& e, const Pod& pod, const std::vector<int>& places);

// Table `table` of round `round` (1-based), refused naming the tables there are.
const Pod& pod_of(const Event& e, int round, int table);
struct PlacementChange {
  std::optional<std::vector<int>> before;
  std::vector<int> after;
};
// Reports (or, with a reason, corrects) the places at a table; refused as report_result is.
PlacementChange report_placement(Event& e, int round, int table, const std::vector<int>& places,
                                 const std::optional<std::string>& reason);

// The allowed sizes and the preferred one, as seat_pods takes them.
PodOptions pod_options(const TableSettings& t);

// Round `number`'s players, best-ranked first (round 1 in seeding order or shuffled by the
// seed, later rounds by the standings of pods), and seat_pods' input for them.
struct PodField {
  std::vector<PlayerId> ranked;
  SwissInput in;  // index i is ranked[i]
};
PodField pod_field(const Event& e, const TableSettings& t, const SwissOptions& options, int number);

// Round `number` as `seating` (of indices into `ranked`) seats it: tables numbered 1, 2, ...
// in the seating's order, the byes as Pairings with the bye result.
Round pod_round_of(int number, const std::vector<PlayerId>& ranked, const PodSeating& seating);

// EventRefused when `players` are too few for one table in round `number`.
void require_seats(int players, int number, const TableSettings& t);

// The next Swiss round at tables of `t`'s sizes: round 1 in seeding order (or shuffled by the
// seed), later rounds by the standings of pods; seat_pods decides the tables. Byes (only when
// no sum of table sizes fits) are Pairings with the bye result. The caller has checked that
// every earlier result is in and the event has a round left.
Round pair_next_pod_round(const Event& e, const TableSettings& t, const SwissOptions& options);

// Standings of pods: points (the place points, a bye worth first place's), then "oap", the
// mean points of the opponents (everyone seated at one's tables, once a table), then "firsts",
// tables finished first (alone or shared), then order of entry. Record: won-lost-drawn with
// first alone (and byes) as won, shared first as drawn, any other place as lost. A round's
// bye counts once every table of that round is reported. Under `--late-entry loss` each round
// a late entry missed counts, once that round has a placement in, as a loss worth
// missed_round_points: no opponents met (OAP stays over the tables played), no first.
std::vector<Standing> pod_standings(const Event& e, const TableSettings& t);

// What a round missed by a late entry is worth: last place at the event's largest table (the
// least a game played can score; 0 unless the place points give that place more).
int missed_round_points(const TableSettings& t);

// The last round whose every table is reported (0: none).
int last_complete_pod_round(const Event& e);

}  // namespace referee::tournaments
