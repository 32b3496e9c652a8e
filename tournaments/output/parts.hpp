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

// The CSV header and one row per pairing, by table (pairings_formats.cpp).
std::vector<std::string> pairings_csv_header();
std::string pairings_csv_rows(const Round& r, const Event& e);

}  // namespace referee::tournaments::output
