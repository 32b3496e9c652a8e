// `referee event standings --format text|json|csv|html`.
#include <cmath>

#include <nlohmann/json.hpp>

#include "tournaments/output/common.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/output/parts.hpp"

namespace referee::tournaments {
namespace {

std::string record_of(const Standing& st) {
  return std::to_string(st.wins) + "-" + std::to_string(st.losses) + "-" +
         std::to_string(st.draws);
}

// 9 in MTG, 2.5 in chess: a whole number stays an integer in JSON, as interface.md shows it.
nlohmann::json points_json(double shown) {
  if (shown == std::floor(shown)) return static_cast<long long>(shown);
  return shown;
}

}  // namespace

std::string standings_text(const EventSettings& s, const Event& e, const std::vector<Standing>& st) {
  using output::Align;
  const std::vector<std::string> names = output::tiebreak_names(st, s.profile);
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> head = {"Rank", "Player", "Points", "Record"};
  std::vector<Align> align = {Align::right, Align::left, Align::right, Align::right};
  for (const std::string& n : names) {
    head.push_back(output::tiebreak_label(n));
    align.push_back(Align::right);
  }
  head.emplace_back();  // the dropped mark needs no header
  align.push_back(Align::left);
  rows.push_back(head);
  for (const Standing& x : st) {
    std::vector<std::string> row = {std::to_string(x.rank), output::name_of(e, x.player),
                                    output::points_text(x.points_shown), record_of(x)};
    for (const Tiebreak& t : x.tiebreaks) row.push_back(output::tiebreak_text(t.value, s.profile));
    row.push_back(output::is_dropped(e, x.player) ? "dropped" : "");
    rows.push_back(std::move(row));
  }
  return s.name + " - " + output::event_summary(s, e) + "\n\n" + output::text_table(rows, align);
}

nlohmann::json standings_json(const EventSettings&, const Event& e, const std::vector<Standing>& st) {
  nlohmann::json out = nlohmann::json::array();
  for (const Standing& x : st) {
    nlohmann::json tiebreaks = nlohmann::json::object();
    for (const Tiebreak& t : x.tiebreaks) tiebreaks[t.name] = output::round4(t.value);
    out.push_back({{"rank", x.rank},
                   {"player", output::name_of(e, x.player)},
                   {"points", points_json(x.points_shown)},
                   {"record", record_of(x)},
                   {"tiebreaks", std::move(tiebreaks)},
                   {"dropped", output::is_dropped(e, x.player)}});
  }
  return out;
}

std::string standings_csv(const EventSettings& s, const Event& e, const std::vector<Standing>& st) {
  std::vector<std::string> head = {"rank", "player", "points", "record"};
  for (const std::string& n : output::tiebreak_names(st, s.profile)) head.push_back(n);
  head.emplace_back("dropped");
  std::string out = output::csv_line(head);
  for (const Standing& x : st) {
    std::vector<std::string> row = {std::to_string(x.rank), output::name_of(e, x.player),
                                    output::points_text(x.points_shown), record_of(x)};
    // The same value as the JSON: rounded once to 4 places, then printed.
    for (const Tiebreak& t : x.tiebreaks) row.push_back(output::decimal(output::round4(t.value), 4));
    row.emplace_back(output::is_dropped(e, x.player) ? "true" : "false");
    out += output::csv_line(row);
  }
  return out;
}

std::string output::standings_table_html(const EventSettings& s, const Event& e,
                                         const std::vector<Standing>& st) {
  std::string out = "<table class=\"standings\">\n<thead><tr><th>Rank</th><th>Player</th>"
                    "<th>Points</th><th>Record</th>";
  for (const std::string& n : tiebreak_names(st, s.profile))
    out += "<th>" + html_escape(tiebreak_label(n)) + "</th>";
  out += "</tr></thead>\n<tbody>\n";
  for (const Standing& x : st) {
    // Dropped is marked beside the name: a column of its own would not fit a phone.
    out += "<tr><td class=\"num\">" + std::to_string(x.rank) + "</td><td class=\"name\">" +
           html_escape(name_of(e, x.player)) + (is_dropped(e, x.player) ? " <span class=\"mark\">dropped</span>" : "") +
           "</td><td class=\"num\">" + points_text(x.points_shown) + "</td><td class=\"num\">" + record_of(x) + "</td>";
    for (const Tiebreak& t : x.tiebreaks)
      out += "<td class=\"num\">" + tiebreak_text(t.value, s.profile) + "</td>";
    out += "</tr>\n";
  }
  out += "</tbody>\n</table>\n";
  return out;
}

std::string standings_html(const EventSettings& s, const Event& e, const std::vector<Standing>& st) {
  const std::string body = "<h1>" + output::html_escape(s.name) + "</h1>\n<p>" +
                           output::html_escape(output::event_summary(s, e)) + "</p>\n" +
                           output::standings_table_html(s, e, st);
  return output::html_document(s.name + " - standings", body);
}

}  // namespace referee::tournaments
