// The event as the pairing and standings code sees it: players, rounds, pairings and match
// results. Plain data, no storage: the SQLite event store (next) reads and writes these.
//
// Points are integers everywhere (architecture.md, "Integer points"); a PointScheme says what a
// match win, draw and loss are worth, and percentages are only computed in the tiebreaks.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace referee::tournaments {

using PlayerId = int;  // the player's index in Event::players, in order of entry

struct Player {
  PlayerId id = 0;
  std::string name;
  int entry_round = 1;                    // a late entry joins from this round
  std::optional<int> dropped_from_round;  // not paired from this round on; stays in standings
};

// Paired in `round`: entered by then and not dropped before it.
bool plays_in(const Player& p, int round);

// A match as games won-lost-drawn, seen from the first player ("2-1", "2-0-1", "1-1-1").
// A chess game is a one-game match: 1-0-0, 0-1-0 or 0-0-1.
struct MatchResult {
  int wins = 0;
  int losses = 0;
  int draws = 0;

  MatchResult reversed() const { return {losses, wins, draws}; }
  bool operator==(const MatchResult&) const = default;
};

enum class Outcome { win, loss, draw };
// The match is won by whoever won more games (MTR Appendix C); equal games is a draw.
Outcome outcome(const MatchResult& r);

// "W-L" or "W-L-D", non-negative, at least one game and at most kMaxGamesInMatch in all;
// std::invalid_argument otherwise.
inline constexpr int kMaxGamesInMatch = 100;
MatchResult parse_result(std::string_view text);
std::string to_string(const MatchResult& r);  // always "W-L-D"

// A bye counts as a 2-0 match win (MTR Appendix C).
inline constexpr MatchResult kByeResult{2, 0, 0};

struct Pairing {
  int table = 0;                         // 1, 2, ... by the pair's standing; 0 for a bye
  PlayerId first = 0;                    // white in chess, the first listed otherwise
  std::optional<PlayerId> second;        // none: `first` has the bye
  std::optional<MatchResult> result;     // from `first`'s view; none while not reported

  bool is_bye() const { return !second.has_value(); }
};

// A table of more than two (issue 23): its players, best-ranked first when seated, and the
// place each finished in once reported (1 = first; tied players share the best place they
// cover: "Ann,Bob=Cid,Dan" is 1, 2, 2, 4).
struct Pod {
  int table = 0;  // 1, 2, ... by the table's best-ranked player
  std::vector<PlayerId> seats;
  std::optional<std::vector<int>> places;  // per seat; none while not reported
};

struct Round {
  int number = 1;
  std::vector<Pairing> pairings;  // by table, the bye last; in an event of pods, only the byes
  std::vector<Pod> pods = {};     // an event of pods: its tables
};

// What a late entry gets for each round it missed (issue 6: "the points of a loss for each
// missed round, or zero, by setting"). `losses` counts the rounds as played and lost (0-2,
// no points) in the player's own percentages, `nothing` leaves them out. At tables of more
// than two a missed round under `losses` is last place at the largest table, worth that
// place's points (0 unless the event's place points give the last place some; pod_event.hpp).
enum class LateEntry { losses, nothing };

// The single-elimination playoff after the Swiss rounds (issue 23, bracket.hpp): the players
// cut, by seed, and the round it starts with. Rounds from `first_round` on are its rounds,
// paired in bracket order (a bye in its place, table 0); the rounds before are the Swiss.
struct Playoff {
  int first_round = 0;
  std::vector<PlayerId> seeds;  // seeds[0] is seed 1, the Swiss winner
};

struct Event {
  std::vector<Player> players;
  std::vector<Round> rounds;  // rounds[i].number == i + 1
  LateEntry late_entry = LateEntry::losses;
  std::optional<Playoff> playoff = std::nullopt;
};

// Round `number` is one of the playoff's.
bool is_playoff_round(const Event& e, int number);

// What a match is worth in integer points.
struct PointScheme {
  int win = 3;
  int draw = 1;
  int loss = 0;
  int per_point = 1;  // units per displayed point: FIDE counts half points, so 2
};
inline constexpr PointScheme kMatchPoints{3, 1, 0, 1};  // MTG and Pokemon: 3/1/0
inline constexpr PointScheme kChessPoints{2, 1, 0, 2};  // FIDE: 1, ½, 0 in half points

int points_for(Outcome o, const PointScheme& s);

}  // namespace referee::tournaments
