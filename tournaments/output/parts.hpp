// Pieces one format file lends another: the whole-event exports are built from the standings
// and pairings tables, not written a second time. Internal to tournaments/output/.
#pragma once

#include <string>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/standings.hpp"

namespace referee::tournaments::output {

// A <table> of the standings (standings_formats.cpp).
std::string standings_table_html(const EventSettings& s, const Event& e,
                                 const std::vector<Standing>& st);

// A <table> of one round by table, with points before the round (pairings_formats.cpp).
std::string pairings_table_html(const Event& e, const Round& r, const EventSettings& s);

// A <table> of one round by name: each player, their table and opponent (pairings_formats.cpp).
std::string pairings_by_name_html(const Event& e, const Round& r);

// An event at tables of more than two (pod_formats.cpp): the standings <table> (rank, player,
// points, record, OAP, firsts), one round by table (a row a seat, points before the round,
// place once reported) and by name (table and seat), and the line that heads the pages.
std::string pod_standings_table_html(const Event& e, const std::vector<Standing>& st);
std::string pod_round_table_html(const Event& e, const Round& r, const EventSettings& s);
std::string pod_by_name_html(const Event& e, const Round& r);
std::string pod_summary_text(const EventSettings& s, const Event& e);

// Where an event is once cut, for the line that heads the standings and the pages, in place
// of "after round N" (playoff_formats.cpp): "after the 4 Swiss rounds; top 8 playoff:
// quarterfinals under way, 2 of 4 results in", "...; top 8 playoff complete: winner Ann",
// "...; final table of the top 4 played: winner Ann". Only for an event with a playoff.
std::string playoff_summary(const EventSettings& s, const Event& e);

// Once the event is cut, every CSV row of a round ends with the round's stage, and the header
// with "stage" (playoff_formats.cpp); before a cut, nothing is added, so an event without a
// playoff reads as it always did. The stage: the system's name for the rounds before the cut
// ("swiss"), then the playoff round's: "quarterfinal", "semifinal", "final", "playoff round 1"
// or "final table".
std::vector<std::string> staged_header(std::vector<std::string> fields, const Event& e);
std::vector<std::string> staged(std::vector<std::string> fields, const EventSettings& s, const Event& e, int round);

// The CSV header and one row per pairing, by table (pairings_formats.cpp), staged as above.
std::vector<std::string> pairings_csv_header(const Event& e);
std::string pairings_csv_rows(const Round& r, const Event& e, const EventSettings& s);

}  // namespace referee::tournaments::output
