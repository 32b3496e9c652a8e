// Standings, pairings and whole-event exports as people and other programs read them
// (interface.md, "Tournaments"): text tables, JSON, CSV, HTML, and FIDE's TRF.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/standings.hpp"

namespace referee::tournaments {

// --- standings (`referee event standings`) ---------------------------------------------------
// Every player entered, dropped ones marked. JSON per interface.md:
// [{"rank": 1, "player": "Ann", "points": 9, "record": "3-0-0",
//   "tiebreaks": {"omw": 0.6667, "gw": 0.8571, "ogw": 0.5873}, "dropped": false}]
// (fractions rounded to 4 places; FIDE points in halves: 2.5).
std::string standings_text(const EventSettings& s, const Event& e, const std::vector<Standing>& st);
nlohmann::json standings_json(const EventSettings& s, const Event& e, const std::vector<Standing>& st);
std::string standings_csv(const EventSettings& s, const Event& e, const std::vector<Standing>& st);
std::string standings_html(const EventSettings& s, const Event& e, const std::vector<Standing>& st);

// --- pairings of one round (`referee event pair`, `referee event pairings`) ------------------
// By table: table, first player and points before the round, second player and points, the
// result once reported; the bye last. By name: every player of the round alphabetically, with
// table and opponent (the list posted on the wall at events).
enum class PairingsOrder { by_table, by_name };
std::string pairings_text(const Event& e, const Round& r, PairingsOrder order, const EventSettings& s);
nlohmann::json pairings_json(const Event& e, const Round& r, const EventSettings& s);
std::string pairings_csv(const Event& e, const Round& r, PairingsOrder order, const EventSettings& s);

// --- an event at tables of more than two (pod_formats.cpp) ------------------------------------
// The pairings functions above hand such an event's rounds to these: by table one row a seat
// (table, player, points before the round, place once reported: "=2" when shared), the byes
// last; by name every player with table and seat. JSON:
// {"round": 1, "tables": [{"table": 1, "seats": [{"player": "Ann", "points": 0, "place": null}]}],
//  "byes": ["Eve"]} and, for the final table of a top cut, "playoff": "Final table".
std::string pod_pairings_text(const Event& e, const Round& r, PairingsOrder order, const EventSettings& s);
nlohmann::json pod_pairings_json(const Event& e, const Round& r, const EventSettings& s);
std::string pod_pairings_csv(const Event& e, const Round& r, PairingsOrder order, const EventSettings& s);
// Standings of pods (pod_event.hpp): rank, player, points, record, OAP, firsts.
std::string pod_standings_text(const EventSettings& s, const Event& e, const std::vector<Standing>& st);
std::string pod_standings_html(const EventSettings& s, const Event& e, const std::vector<Standing>& st);
std::string pod_standings_csv(const Event& e, const std::vector<Standing>& st);  // oap to 4 places, as JSON
// The whole event: JSON as "referee-event-pods/1" (settings with table_size, preferred_size and
// place_points; rounds as pod_pairings_json; standings), CSV one row a seat, HTML.
nlohmann::json pod_event_json(const EventSettings& s, const Event& e);
std::string pod_event_csv(const EventSettings& s, const Event& e);
std::string pod_event_html(const EventSettings& s, const Event& e);

// --- the whole event (`referee event export`) ------------------------------------------------
nlohmann::json event_json(const EventSettings& s, const Event& e);  // settings, players, rounds, standings
std::string event_csv(const EventSettings& s, const Event& e);      // one row per pairing
std::string event_html(const EventSettings& s, const Event& e);     // standings and every round
// --- pages people read (`referee event export --format html --out DIR`) -----------------------
// One page each for the event (index.html, linking the others), the standings
// (standings.html), and each round by table (round-N.html) and by name (round-N-names.html,
// the list posted on the wall). No script; the tables fit a phone's width (names wrap, a
// dropped player is marked beside the name, not in a column of its own); printed, the
// navigation is left out and rows are not split between sheets.
struct HtmlPage {
  std::string file;  // a bare file name
  std::string html;
};
std::vector<HtmlPage> event_pages(const EventSettings& s, const Event& e);  // bracket.html after a cut

// --- the top cut (playoff_formats.cpp) ---------------------------------------------------------
// The playoff: its top, first round, seeds by name, each round's matches (who goes on) and the
// champion; null before a cut.
nlohmann::json playoff_json(const Event& e);
// The bracket page's body: each playoff round, the seed beside each name.
std::string bracket_html(const Event& e);

// --- the journal (`referee event log`) --------------------------------------------------------
// One operation in words ("corrected round 1, table 2: Ann v Bob 2-1-0 (was 2-0-0)"), from the detail
// the command stored; a detail this version did not write is returned as stored.
std::string journal_words(std::string_view operation, std::string_view detail);

// FIDE Tournament Report File (TRF-2016): 012 name, 062 player count, one 001 line per player
// with each round's opponent, colour and result code. After a cut, the Swiss rounds only
// (trf_export.cpp says why).
std::string event_trf(const EventSettings& s, const Event& e);

}  // namespace referee::tournaments
