#include "tournaments/output/common.hpp"

#include "tournaments/text.hpp"

#include "tournaments/match_format.hpp"
#include "tournaments/output/parts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace referee::tournaments::output {

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

std::string csv_line(const std::vector<std::string>& fields) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out += ',';
    out += csv_field(fields[i]);
  }
  out += '\n';
  return out;
}

double round4(double value) { return std::round(value * 10000.0) / 10000.0; }

std::string decimal(double value, int places) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", places, value);
  std::string s = buf;
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  if (s == "-0") s = "0";  // a tiny negative rounding error must not show as "-0"
  return s;
}

std::size_t code_points(std::string_view utf8) {
  // Continuation bytes are 10xxxxxx; every other byte starts a code point.
  return static_cast<std::size_t>(std::count_if(utf8.begin(), utf8.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

std::string first_code_points(std::string_view utf8, std::size_t n) {
  std::size_t seen = 0;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    if ((static_cast<unsigned char>(utf8[i]) & 0xC0) != 0x80) {
      if (seen == n) return std::string(utf8.substr(0, i));
      ++seen;
    }
  }
  return std::string(utf8);
}

std::string text_table(const std::vector<std::vector<std::string>>& rows,
                       const std::vector<Align>& align) {
  std::vector<std::size_t> width(align.size(), 0);
  for (const auto& row : rows)
    for (std::size_t c = 0; c < row.size() && c < width.size(); ++c)
      width[c] = std::max(width[c], code_points(row[c]));
  std::string out;
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t c = 0; c < width.size(); ++c) {
      const std::string cell = c < row.size() ? row[c] : std::string();
      const std::string pad(width[c] - code_points(cell), ' ');
      if (c > 0) line += "  ";
      line += align[c] == Align::right ? pad + cell : cell + pad;
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line;
    out += '\n';
  }
  return out;
}

std::string html_document(std::string_view title, std::string_view body) {
  std::string out =
      "<!doctype html>\n"
      "<html>\n"
      "<head>\n"
      "<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>" + html_escape(title) + "</title>\n"
      "<style>\n"
      "body { font-family: sans-serif; margin: 0.6em; line-height: 1.3; }\n"
      "nav a { margin-right: 1em; }\n"
      "table { border-collapse: collapse; margin-bottom: 1.5em; }\n"
      "th, td { padding: 0.2em 0.6em; border-bottom: 1px solid #ccc; text-align: left; vertical-align: top; }\n"
      "td.num { text-align: right; }\n"
      "td.name { overflow-wrap: anywhere; }\n"
      ".mark { font-size: 0.8em; color: #555; }\n"
      // A phone's width: the standings' nine columns with a playoff's marks measured 416 px in
      // 14 px DejaVu Sans on a 412 px screen; 13 px leaves about 7 % to spare.
      "@media (max-width: 480px) {\n"
      "  body { font-size: 13px; margin: 0.3em; }\n"
      "  th, td { padding: 0.2em 0.2em; }\n"
      "}\n"
      "@media print {\n"
      "  nav { display: none; }\n"
      "  body { font-size: 10pt; margin: 0; }\n"
      "  tr { break-inside: avoid; }\n"
      "  thead { display: table-header-group; }\n"
      "}\n"
      "</style>\n"
      "</head>\n"
      "<body>\n";
  out += body;
  out += "</body>\n</html>\n";
  return out;
}

const std::string& name_of(const Event& e, PlayerId id) { return e.players.at(id).name; }

bool before_by_name(const Event& e, PlayerId a, PlayerId b) {
  const std::string& x = name_of(e, a);
  const std::string& y = name_of(e, b);
  const std::string fx = ascii_lower(x), fy = ascii_lower(y);
  return fx != fy ? fx < fy : x < y;
}

bool is_dropped(const Event& e, PlayerId id) {
  return e.players.at(id).dropped_from_round.has_value();
}

std::string event_summary(const EventSettings& s, const Event& e) {
  // The rounds the standings hold: every round with all its games reported, then what is in
  // of the round under way (its bye counts only once the round is complete: records.cpp).
  int complete = 0, in = 0, games = 0;
  for (const Round& r : e.rounds) {
    in = games = 0;
    for (const Pairing& p : r.pairings)
      if (!p.is_bye()) ++games, in += p.result.has_value();
    if (in < games) break;
    complete = r.number;
  }
  // Once cut, the playoff's rounds are no Swiss rounds: the line says where the playoff is.
  std::string when = e.playoff ? playoff_summary(s, e)
                     : complete == 0 ? "before round 1"
                                     : "after round " + std::to_string(complete);
  if (in > 0 && in < games && !e.playoff)
    when += "; round " + std::to_string(complete + 1) + " under way, " + std::to_string(in) + " of " +
            std::to_string(games) + " results in";
  // The match format only when the event set one: an event of any result reads as before.
  const std::string match = s.best_of ? match_format_words(s.best_of) + ", " : std::string();
  return s.game + ", " + std::string(to_string(s.system)) + ", " + match + std::string(to_string(s.profile)) +
         " tiebreaks, " + when;
}

std::string points_text(double shown) { return decimal(shown, 2); }

std::vector<double> points_before(const Event& e, int round, TiebreakProfile profile) {
  Event before;
  before.players = e.players;
  before.late_entry = e.late_entry;
  before.playoff = e.playoff;  // a playoff round shows the Swiss points
  for (const Round& r : e.rounds)
    if (r.number < round) before.rounds.push_back(r);
  std::vector<double> points(e.players.size(), 0.0);
  for (const Standing& st : standings(before, profile)) points.at(st.player) = st.points_shown;
  return points;
}

std::vector<std::string> tiebreak_names(const std::vector<Standing>& st, TiebreakProfile profile) {
  std::vector<Standing> one;
  if (st.empty()) {
    // No players: ask the standings of a one-player event, so the names live in one place.
    Event e;
    e.players.push_back(Player{});
    one = standings(e, profile);
  }
  const Standing& first = st.empty() ? one.front() : st.front();
  std::vector<std::string> names;
  for (const Tiebreak& t : first.tiebreaks) names.push_back(t.name);
  return names;
}

std::string tiebreak_label(std::string_view name) {
  static const std::pair<std::string_view, std::string_view> labels[] = {
      {"omw", "OMW%"},       {"gw", "GW%"},
      {"ogw", "OGW%"},       {"owp", "OWP%"},
      {"oowp", "OOWP%"},     {"buchholz", "Buchholz"},
      {"buchholz_cut1", "Buch-1"}, {"sonneborn_berger", "SB"},
      {"direct_encounter", "DE"},
  };
  for (const auto& [key, label] : labels)
    if (key == name) return std::string(label);
  return std::string(name);
}

std::string tiebreak_text(double value, TiebreakProfile profile) {
  if (profile == TiebreakProfile::fide) return decimal(value, 4);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f%%", value * 100.0);
  return buf;
}

}  // namespace referee::tournaments::output
