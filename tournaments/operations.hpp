// What each `referee event` command does to an event, as pure functions on the model: the
// CLI reads the event from its file, calls one of these, writes what changed, in one
// transaction. Every refusal is an EventRefused (exit 4) saying why and what to do instead.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/next_round.hpp"
#include "tournaments/repair.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/text.hpp"

namespace referee::tournaments {

// The names entered, by their case-folded spelling: entering 10,000 players from a CSV file
// must not compare each name with every other.
class PlayerNames {
 public:
  explicit PlayerNames(const Event& e);
  std::optional<PlayerId> find_folded(const std::string& name) const;
  void add(const Player& p);

 private:
  std::unordered_map<std::string, PlayerId> folded_;
};

// A player's name as entered: trimmed; refused when empty, over 100 bytes, with control
// characters, or equal to a name already entered ignoring case ("ann" is Ann mistyped).
std::string checked_name(const Event& e, const PlayerNames& names, const std::string& raw);
std::string checked_name(const Event& e, const std::string& raw);

// A new player, joining from the next round to be paired. Round robins take no players once
// the draw is made, and no event takes any once cut (the playoff seats only those cut). The
// caller adds the player to the event (and to `names`).
Player enter_player(const Event& e, const EventSettings& s, const PlayerNames& names, const std::string& name);
Player enter_player(const Event& e, const EventSettings& s, const std::string& name);

// The player called `name` (exact, then ignoring case); refused with a suggestion otherwise.
PlayerId find_player(const Event& e, const std::string& name);

// Drop: not paired from the next round on, stays in the standings (a pairing already made
// stands and is reported as usual). Re-enter: paired again from the next round.
// Re-entry is refused when no round is left to play, and in a round robin for a player who
// dropped before the draw (the schedule has no place for them), and once the event is cut.
int drop_player(Event& e, PlayerId p);  // returns the round the drop takes effect
int reenter_player(Event& e, PlayerId p, const EventSettings& s,
                   const std::vector<PlayerId>& draw_order);  // returns the round the player is back for

// The next round: Swiss by the standings, or the round robin's next Berger round (drawing the
// order on round 1). Refused while results are missing, past the planned rounds, or when
// fewer than two players are left. `draw_order` is filled when the round robin is drawn.
Round pair_next(const Event& e, const EventSettings& s, const std::vector<std::optional<int>>& seed_rank,
                std::vector<PlayerId>& draw_order, SwissStats* stats = nullptr);

// Re-pairing: the latest round is taken back (refused once a game of it has a result).
Round take_back_last_round(Event& e);

// The round `taken` (just taken back from `e`) paired again: a Swiss of pairs keeps every
// table it can (repair.hpp), an event of pods every table it can (pod_repair.hpp); a round
// robin is paired afresh.
RepairedRound pair_again(const Event& e, const Round& taken, const EventSettings& s,
                         const std::vector<std::optional<int>>& seed_rank, std::vector<PlayerId>& draw_order);

// The pairing at table `table` of round `round`; refused, saying which tables exist, when
// there is none (a bye has no table: it is recorded as 2-0 when the round is paired).
const Pairing& table_of(const Event& e, int round, int table);
// "table 2", "tables 1, 3 and 4" (sorted), "no table": what a refusal lists.
std::string tables_text(std::vector<int> tables);
// Once the cut is made, results of the Swiss rounds stand (EventRefused): the seeds rest on them.
// (The same result reported again changes nothing and is not refused.)
void refuse_swiss_change_after_cut(const Event& e, int round);

struct ResultChange {
  int round = 0;
  int slot = 0;  // index in the round's pairings
  std::optional<MatchResult> before;
  MatchResult after;
};
// Reports (or, with a reason, corrects) the result of table `table` of round `round`, from the
// first player's view. Refused: no such round or table, the bye, a result already reported
// and no reason given, a correction that changes nothing.
ResultChange report_result(Event& e, int round, int table, const MatchResult& result,
                           const std::optional<std::string>& reason);

}  // namespace referee::tournaments
