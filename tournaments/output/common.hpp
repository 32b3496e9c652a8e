// What every output format shares: escaping and quoting, number formats, column layout of
// plain-text tables, and a few facts about the event (names, points before a round). Internal
// to tournaments/output/: the public interface is formats.hpp.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/standings.hpp"

namespace referee::tournaments::output {

// --- text ------------------------------------------------------------------------------------
std::string html_escape(std::string_view text);                 // & < > " '
std::string csv_field(std::string_view text);                   // RFC 4180 quoting when needed
std::string csv_line(const std::vector<std::string>& fields);   // joined by ',', ends in '\n'

double round4(double value);                 // what JSON and CSV show of a fraction
std::string decimal(double value, int places = 4);  // at most `places` decimals: "0.6667", "3.5", "5"

// Names are UTF-8; a code point is taken as one column (no wide or combining characters).
std::size_t code_points(std::string_view utf8);
std::string first_code_points(std::string_view utf8, std::size_t n);

enum class Align { left, right };
// Columns two spaces apart, each as wide as its widest cell; lines end in '\n', trailing
// blanks trimmed. `align` has one entry per column.
std::string text_table(const std::vector<std::vector<std::string>>& rows,
                       const std::vector<Align>& align);

// A standalone UTF-8 page; `title` is escaped here, `body` is HTML already. Its style sheet
// fits a phone's width (viewport, wrapping names, narrow padding below 480 px) and prints
// without the navigation.
std::string html_document(std::string_view title, std::string_view body);

// --- the event -------------------------------------------------------------------------------
const std::string& name_of(const Event& e, PlayerId id);
bool is_dropped(const Event& e, PlayerId id);
// The order of the by-name lists, as people look themselves up: case does not matter (ASCII
// letters; other bytes compare as they are), exact order only between names equal but for case.
bool before_by_name(const Event& e, PlayerId a, PlayerId b);

// "game, system, profile tiebreaks, after round N" (N: the last round whose games are all
// reported; "before round 1"), and of a round under way "; round N+1 under way, K of M
// results in"; once cut, where the playoff is instead (parts.hpp, playoff_summary).
std::string event_summary(const EventSettings& s, const Event& e);

std::string points_text(double shown);  // "9", "2.5"
// Each player's points (as shown) from the rounds before `round` only, by PlayerId.
std::vector<double> points_before(const Event& e, int round, TiebreakProfile profile);

// Tiebreak names for an empty event too: the profile decides them, not the players.
std::vector<std::string> tiebreak_names(const std::vector<Standing>& st, TiebreakProfile profile);
std::string tiebreak_label(std::string_view name);  // a column header: "OMW%", "Buchholz"
// mtg and pokemon tiebreaks are fractions, shown as "66.67%"; fide ones are points: "3.5".
std::string tiebreak_text(double value, TiebreakProfile profile);

}  // namespace referee::tournaments::output
