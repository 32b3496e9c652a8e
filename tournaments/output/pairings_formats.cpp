// `referee event pair` and `referee event pairings`: one round, by table or by name.
#include <algorithm>
#include <cctype>
#include <optional>

#include <nlohmann/json.hpp>

#include "tournaments/output/common.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/output/parts.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/text.hpp"

namespace referee::tournaments {
namespace {

// One line of the by-name list: a player, where they sit and whom they meet.
struct Seat {
  PlayerId player = 0;
  int table = 0;
  std::optional<PlayerId> opponent;  // none: the bye
  bool first = false;
};

// The players of a round in the by-name order (output::before_by_name).
std::vector<Seat> seats_by_name(const Event& e, const Round& r) {
  std::vector<Seat> seats;
  for (const Pairing& p : r.pairings) {
    seats.push_back({p.first, p.table, p.second, true});
    if (p.second) seats.push_back({*p.second, p.table, p.first, false});
  }
  std::stable_sort(seats.begin(), seats.end(),
                   [&](const Seat& a, const Seat& b) { return output::before_by_name(e, a.player, b.player); });
  return seats;
}

std::string with_points(const Event& e, PlayerId id, const std::vector<double>& before) {
  return output::name_of(e, id) + " (" + output::points_text(before.at(id)) + ")";
}

std::string result_text(const Pairing& p) { return p.result ? to_string(*p.result) : ""; }

std::string by_table_text(const Event& e, const Round& r, const EventSettings& s) {
  using output::Align;
  const std::vector<double> before = output::points_before(e, r.number, s.profile);
  std::vector<std::vector<std::string>> rows = {{"Table", "First", "", "Second", "Result"}};
  for (const Pairing& p : r.pairings) {
    if (p.is_bye()) continue;
    rows.push_back({std::to_string(p.table), with_points(e, p.first, before), "-",
                    with_points(e, *p.second, before), result_text(p)});
  }
  // The bye last, whatever order the round lists it in.
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) rows.push_back({"", with_points(e, p.first, before), "", "bye", ""});
  return round_title(e, r.number) + "\n" +
         output::text_table(rows, {Align::right, Align::left, Align::left, Align::left, Align::left});
}

std::string by_name_text(const Event& e, const Round& r) {
  using output::Align;
  std::vector<std::vector<std::string>> rows = {{"Player", "Table", "Opponent", "Plays"}};
  for (const Seat& x : seats_by_name(e, r)) {
    if (!x.opponent) {
      rows.push_back({output::name_of(e, x.player), "", "bye", ""});
      continue;
    }
    rows.push_back({output::name_of(e, x.player), std::to_string(x.table),
                    output::name_of(e, *x.opponent), x.first ? "first" : "second"});
  }
  return round_title(e, r.number) + "\n" +
         output::text_table(rows, {Align::left, Align::right, Align::left, Align::left});
}

}  // namespace

std::string pairings_text(const Event& e, const Round& r, PairingsOrder order, const EventSettings& s) {
  if (s.tables.pods()) return pod_pairings_text(e, r, order, s);
  return order == PairingsOrder::by_table ? by_table_text(e, r, s) : by_name_text(e, r);
}

nlohmann::json pairings_json(const Event& e, const Round& r, const EventSettings& s) {
  if (s.tables.pods()) return pod_pairings_json(e, r, s);
  nlohmann::json list = nlohmann::json::array();
  auto result = [](const Pairing& p) {
    return p.result ? nlohmann::json(to_string(*p.result)) : nlohmann::json(nullptr);
  };
  for (const Pairing& p : r.pairings) {
    if (p.is_bye()) continue;
    list.push_back({{"table", p.table},
                    {"first", output::name_of(e, p.first)},
                    {"second", output::name_of(e, *p.second)},
                    {"result", result(p)}});
  }
  for (const Pairing& p : r.pairings)
    if (p.is_bye())
      list.push_back({{"table", nullptr},
                      {"first", output::name_of(e, p.first)},
                      {"second", nullptr},
                      {"bye", true},
                      {"result", result(p)}});
  nlohmann::json out = {{"round", r.number}, {"pairings", std::move(list)}};
  if (is_playoff_round(e, r.number)) out["playoff"] = round_title(e, r.number);
  return out;
}

std::vector<std::string> output::pairings_csv_header(const Event& e) {
  return staged_header({"round", "table", "first", "second", "result"}, e);
}

std::string output::pairings_csv_rows(const Round& r, const Event& e, const EventSettings& s) {
  std::string out;
  const std::string round = std::to_string(r.number);
  for (const Pairing& p : r.pairings)
    if (!p.is_bye())
      out += csv_line(staged({round, std::to_string(p.table), name_of(e, p.first), name_of(e, *p.second),
                              result_text(p)}, s, e, r.number));
  // A bye has no table and no second player: both fields empty.
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) out += csv_line(staged({round, "", name_of(e, p.first), "", result_text(p)}, s, e, r.number));
  return out;
}

std::string pairings_csv(const Event& e, const Round& r, PairingsOrder order, const EventSettings& s) {
  if (s.tables.pods()) return pod_pairings_csv(e, r, order, s);
  if (order == PairingsOrder::by_table)
    return output::csv_line(output::pairings_csv_header(e)) + output::pairings_csv_rows(r, e, s);
  // By name, one row per player: `seat` is first, second or bye.
  std::string out = output::csv_line(output::staged_header({"round", "player", "table", "opponent", "seat"}, e));
  const std::string round = std::to_string(r.number);
  for (const Seat& x : seats_by_name(e, r)) {
    if (!x.opponent) {
      out += output::csv_line(output::staged({round, output::name_of(e, x.player), "", "", "bye"}, s, e, r.number));
      continue;
    }
    out += output::csv_line(output::staged({round, output::name_of(e, x.player), std::to_string(x.table),
                                            output::name_of(e, *x.opponent), x.first ? "first" : "second"},
                                           s, e, r.number));
  }
  return out;
}

std::string output::pairings_table_html(const Event& e, const Round& r, const EventSettings& s) {
  const std::vector<double> before = points_before(e, r.number, s.profile);
  auto player = [&](PlayerId id) {
    return "<td class=\"name\">" + html_escape(name_of(e, id)) + "</td><td class=\"num\">" +
           points_text(before.at(id)) + "</td>";
  };
  std::string out = "<table class=\"pairings\">\n<thead><tr><th>Table</th><th>First</th>"
                    "<th>Points</th><th>Second</th><th>Points</th><th>Result</th></tr></thead>\n"
                    "<tbody>\n";
  for (const Pairing& p : r.pairings)
    if (!p.is_bye())
      out += "<tr><td class=\"num\">" + std::to_string(p.table) + "</td>" + player(p.first) +
             player(*p.second) + "<td>" + result_text(p) + "</td></tr>\n";
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) out += "<tr><td></td>" + player(p.first) + "<td>bye</td><td></td><td></td></tr>\n";
  out += "</tbody>\n</table>\n";
  return out;
}

std::string output::pairings_by_name_html(const Event& e, const Round& r) {
  std::string out = "<table class=\"by-name\">\n<thead><tr><th>Player</th><th>Table</th><th>Opponent</th>"
                    "<th>Plays</th></tr></thead>\n<tbody>\n";
  for (const Seat& x : seats_by_name(e, r)) {
    out += "<tr><td class=\"name\">" + html_escape(name_of(e, x.player)) + "</td>";
    out += x.opponent ? "<td class=\"num\">" + std::to_string(x.table) + "</td><td class=\"name\">" +
                            html_escape(name_of(e, *x.opponent)) + "</td><td>" + (x.first ? "first" : "second") + "</td>"
                      : std::string("<td></td><td>bye</td><td></td>");
    out += "</tr>\n";
  }
  out += "</tbody>\n</table>\n";
  return out;
}

}  // namespace referee::tournaments
