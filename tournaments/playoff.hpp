// The top cut (issue 23): the single-elimination playoff after the Swiss rounds, as the event
// keeps it (model.hpp Playoff) and as the commands change it. The bracket itself is
// bracket.hpp's; this file seats players in it, advances the winners and places everyone.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/standings.hpp"

namespace referee::tournaments {

// The event as the Swiss saw it: the playoff's rounds left out (the Swiss standings and
// tiebreaks count the Swiss rounds only).
Event swiss_part(const Event& e);

// `cut --top N`: the top `top` of the standings among the players still in (not dropped) are
// seeded 1..N; sets e.playoff and returns its first round, which the caller adds: two a table,
// the bracket's first round (byes to the top seeds); at tables of more than two, one final
// table of the N, best seed first. Refused (EventRefused): a cut already made, no round
// played, a result missing, `top` under 2 or more than the players still in, or (tables of
// more than two) a final table of a size the event's tables do not have.
Round cut_playoff(Event& e, const TableSettings& tables, TiebreakProfile profile, int top);
// The cut follows the Swiss rounds the event planned (all of them, when it planned a number)
// or the whole round robin (`draw_order`: its players, once drawn): EventRefused otherwise.
void check_cut_allowed(const Event& e, const EventSettings& s, const std::vector<PlayerId>& draw_order);

// Whether `id` is still in the playoff: cut, and not yet knocked out (their latest playoff
// match not lost, the final table not yet reported).
bool still_in_playoff(const Event& e, PlayerId id);

// The playoff's next round from the winners of its latest, in bracket order. Refused while a
// result of the latest round is missing, and once the final (or the final table) is played:
// the event is over.
Round pair_playoff_round(const Event& e);

// The seed (1 = the Swiss winner) of a player cut, or 0.
int playoff_seed(const Playoff& p, PlayerId id);

// The player who goes on from a playoff match: the bye, or whoever won it.
PlayerId playoff_winner(const Pairing& p);

// The playoff's champion, once its final has a result.
std::optional<PlayerId> playoff_champion(const Event& e);

// "Final", "Semifinal", "Quarterfinal", else "Playoff round K" for a playoff round ("Final
// table" at tables of more than two);
// "Round N" for a Swiss one.
std::string round_title(const Event& e, int number);

// Every player by final placing: players still in the playoff first, then those knocked out
// in a later round before those knocked out earlier, each group by seed (a final table: by
// place, then seed); then everyone not cut, in `swiss` (the Swiss standings') order. The
// Standing rows are `swiss`'s, re-ranked.
std::vector<Standing> playoff_placings(const Event& e, const std::vector<Standing>& swiss);

// What is wrong with a stored playoff (a stranger's file), or empty: its first round, its
// seeds, and every playoff round's players and results as cut_playoff and
// pair_playoff_round would have made them.
std::string playoff_damage(const Event& e);

}  // namespace referee::tournaments
