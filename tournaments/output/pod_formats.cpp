// Pairings and standings of an event at tables of more than two (issue 23): a table is one
// row a seat, so a table of five reads down the page as a table of two does across it.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "tournaments/output/common.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/output/parts.hpp"
#include "tournaments/pod_event.hpp"
#include "tournaments/text.hpp"

namespace referee::tournaments {
namespace {

std::vector<int> pod_points_before(const Event& e, int round, const TableSettings& t) {
  Event before;
  before.players = e.players;
  before.late_entry = e.late_entry;
  for (const Round& r : e.rounds)
    if (r.number < round) before.rounds.push_back(r);
  std::vector<int> points(e.players.size(), 0);
  for (const Standing& st : pod_standings(before, t)) points.at(static_cast<std::size_t>(st.player)) = st.points;
  return points;
}

std::string pod_place_text(const Pod& pod, std::size_t seat) {
  if (!pod.places) return "";
  const int place = (*pod.places)[seat];
  const bool tied = std::count(pod.places->begin(), pod.places->end(), place) > 1;
  return (tied ? "=" : "") + std::to_string(place);
}

// One line of the by-name list.
struct PodSeat {
  PlayerId player = 0;
  int table = 0;  // 0: the bye
  int seat = 0;   // 1-based
};

std::vector<PodSeat> pod_seats_by_name(const Event& e, const Round& r) {
  std::vector<PodSeat> seats;
  for (const Pod& pod : r.pods)
    for (std::size_t i = 0; i < pod.seats.size(); ++i) seats.push_back({pod.seats[i], pod.table, static_cast<int>(i) + 1});
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) seats.push_back({p.first, 0, 0});
  std::stable_sort(seats.begin(), seats.end(),
                   [&](const PodSeat& a, const PodSeat& b) { return output::before_by_name(e, a.player, b.player); });
  return seats;
}

std::string pod_summary(const EventSettings& s, const Event& e) {
  const int n = last_complete_pod_round(e);
  // Once cut, the final table is no Swiss round: the line says where it is.
  std::string when = e.playoff ? output::playoff_summary(s, e)
                     : n == 0  ? std::string("before round 1")
                               : "after round " + std::to_string(n);
  // The places of a round under way count as they are reported (its byes once it is complete).
  if (n < static_cast<int>(e.rounds.size()) && !e.playoff) {
    const Round& next = e.rounds[static_cast<std::size_t>(n)];
    const auto in = std::count_if(next.pods.begin(), next.pods.end(), [](const Pod& p) { return p.places.has_value(); });
    if (in > 0)
      when += "; round " + std::to_string(next.number) + " under way, " + std::to_string(in) + " of " +
              std::to_string(next.pods.size()) + " tables in";
  }
  return s.game + ", swiss, tables of " + table_size_text(s.tables) + ", place points " +
         place_points_text(s.tables.place_points) + ", " + when;
}

}  // namespace

std::string pod_pairings_text(const Event& e, const Round& r, PairingsOrder order, const EventSettings& s) {
  using output::Align;
  std::vector<std::vector<std::string>> rows;
  if (order == PairingsOrder::by_name) {
    rows.push_back({"Player", "Table", "Seat"});
    for (const PodSeat& x : pod_seats_by_name(e, r))
      rows.push_back({output::name_of(e, x.player), x.table ? std::to_string(x.table) : "bye",
                      x.table ? std::to_string(x.seat) : ""});
    return round_title(e, r.number) + "\n" + output::text_table(rows, {Align::left, Align::right, Align::right});
  }
  const std::vector<int> before = pod_points_before(e, r.number, s.tables);
  rows.push_back({"Table", "Player", "Points", "Place"});
  for (const Pod& pod : r.pods)
    for (std::size_t i = 0; i < pod.seats.size(); ++i)
      rows.push_back({i == 0 ? std::to_string(pod.table) : "", output::name_of(e, pod.seats[i]),
                      std::to_string(before.at(static_cast<std::size_t>(pod.seats[i]))), pod_place_text(pod, i)});
  for (const Pairing& p : r.pairings)
    if (p.is_bye())
      rows.push_back({"bye", output::name_of(e, p.first), std::to_string(before.at(static_cast<std::size_t>(p.first))), ""});
  return round_title(e, r.number) + "\n" +
         output::text_table(rows, {Align::right, Align::left, Align::right, Align::right});
}

nlohmann::json pod_pairings_json(const Event& e, const Round& r, const EventSettings& s) {
  const std::vector<int> before = pod_points_before(e, r.number, s.tables);
  nlohmann::json tables = nlohmann::json::array(), byes = nlohmann::json::array();
  for (const Pod& pod : r.pods) {
    nlohmann::json seats = nlohmann::json::array();
    for (std::size_t i = 0; i < pod.seats.size(); ++i)
      seats.push_back({{"player", output::name_of(e, pod.seats[i])},
                       {"points", before.at(static_cast<std::size_t>(pod.seats[i]))},
                       {"place", pod.places ? nlohmann::json((*pod.places)[i]) : nlohmann::json(nullptr)}});
    tables.push_back({{"table", pod.table}, {"seats", std::move(seats)}});
  }
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) byes.push_back(output::name_of(e, p.first));
  nlohmann::json out = {{"round", r.number}, {"tables", std::move(tables)}, {"byes", std::move(byes)}};
  if (is_playoff_round(e, r.number)) out["playoff"] = round_title(e, r.number);  // "Final table", as pairs say "Final"
  return out;
}

std::string pod_pairings_csv(const Event& e, const Round& r, PairingsOrder order, const EventSettings& s) {
  const std::string round = std::to_string(r.number);
  // Once cut, each row ends with its round's stage (parts.hpp, staged).
  auto line = [&](std::vector<std::string> fields) { return output::csv_line(output::staged(std::move(fields), s, e, r.number)); };
  if (order == PairingsOrder::by_name) {
    std::string out = output::csv_line(output::staged_header({"round", "player", "table", "seat"}, e));
    for (const PodSeat& x : pod_seats_by_name(e, r))
      out += line({round, output::name_of(e, x.player), x.table ? std::to_string(x.table) : "bye",
                   x.table ? std::to_string(x.seat) : ""});
    return out;
  }
  // place: 1, 2, ... once reported ("=2" when shared); a bye has no table and "bye" as place.
  std::string out = output::csv_line(output::staged_header({"round", "table", "seat", "player", "place"}, e));
  for (const Pod& pod : r.pods)
    for (std::size_t i = 0; i < pod.seats.size(); ++i)
      out += line({round, std::to_string(pod.table), std::to_string(i + 1), output::name_of(e, pod.seats[i]),
                   pod_place_text(pod, i)});
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) out += line({round, "", "", output::name_of(e, p.first), "bye"});
  return out;
}

std::string pod_standings_text(const EventSettings& s, const Event& e, const std::vector<Standing>& st) {
  using output::Align;
  std::vector<std::vector<std::string>> rows = {{"Rank", "Player", "Points", "Record", "OAP", "Firsts", ""}};
  for (const Standing& x : st)
    rows.push_back({std::to_string(x.rank), output::name_of(e, x.player), std::to_string(x.points),
                    std::to_string(x.wins) + "-" + std::to_string(x.losses) + "-" + std::to_string(x.draws),
                    output::decimal(x.tiebreaks.at(0).value, 2), output::decimal(x.tiebreaks.at(1).value, 0),
                    output::is_dropped(e, x.player) ? "dropped" : ""});
  return s.name + " - " + pod_summary(s, e) + "\n\n" +
         output::text_table(rows, {Align::right, Align::left, Align::right, Align::right, Align::right, Align::right,
                                   Align::left});
}

namespace {

std::string record_text(const Standing& x) {
  return std::to_string(x.wins) + "-" + std::to_string(x.losses) + "-" + std::to_string(x.draws);
}

}  // namespace

// A dropped player is marked beside the name: a column of its own would not fit a phone.
std::string output::pod_standings_table_html(const Event& e, const std::vector<Standing>& st) {
  std::string out = "<table class=\"standings\">\n<thead><tr><th>Rank</th><th>Player</th><th>Points</th>"
                    "<th>Record</th><th>OAP</th><th>Firsts</th></tr></thead>\n<tbody>\n";
  for (const Standing& x : st)
    out += "<tr><td class=\"num\">" + std::to_string(x.rank) + "</td><td class=\"name\">" +
           html_escape(name_of(e, x.player)) + (is_dropped(e, x.player) ? " <span class=\"mark\">dropped</span>" : "") +
           "</td><td class=\"num\">" + std::to_string(x.points) + "</td><td class=\"num\">" + record_text(x) +
           "</td><td class=\"num\">" + decimal(x.tiebreaks.at(0).value, 2) + "</td><td class=\"num\">" +
           decimal(x.tiebreaks.at(1).value, 0) + "</td></tr>\n";
  return out + "</tbody>\n</table>\n";
}

std::string output::pod_round_table_html(const Event& e, const Round& r, const EventSettings& s) {
  const std::vector<int> before = pod_points_before(e, r.number, s.tables);
  std::string out = "<table class=\"pairings\">\n<thead><tr><th>Table</th><th>Player</th><th>Points</th>"
                    "<th>Place</th></tr></thead>\n<tbody>\n";
  auto row = [&](const std::string& table, PlayerId p, const std::string& place) {
    out += "<tr><td class=\"num\">" + table + "</td><td class=\"name\">" + html_escape(name_of(e, p)) +
           "</td><td class=\"num\">" + std::to_string(before.at(static_cast<std::size_t>(p))) + "</td><td>" + place +
           "</td></tr>\n";
  };
  for (const Pod& pod : r.pods)
    for (std::size_t i = 0; i < pod.seats.size(); ++i)
      row(i == 0 ? std::to_string(pod.table) : "", pod.seats[i], pod_place_text(pod, i));
  for (const Pairing& p : r.pairings)
    if (p.is_bye()) row("bye", p.first, "");
  return out + "</tbody>\n</table>\n";
}

std::string output::pod_by_name_html(const Event& e, const Round& r) {
  std::string out = "<table class=\"by-name\">\n<thead><tr><th>Player</th><th>Table</th><th>Seat</th></tr></thead>\n<tbody>\n";
  for (const PodSeat& x : pod_seats_by_name(e, r))
    out += "<tr><td class=\"name\">" + html_escape(name_of(e, x.player)) + "</td>" +
           (x.table == 0 ? std::string("<td>bye</td><td></td>")
                         : "<td class=\"num\">" + std::to_string(x.table) + "</td><td class=\"num\">" + std::to_string(x.seat) + "</td>") +
           "</tr>\n";
  return out + "</tbody>\n</table>\n";
}

std::string output::pod_summary_text(const EventSettings& s, const Event& e) { return pod_summary(s, e); }

std::string pod_standings_csv(const Event& e, const std::vector<Standing>& st) {
  std::string out = output::csv_line({"rank", "player", "points", "record", "oap", "firsts", "dropped"});
  for (const Standing& x : st)
    out += output::csv_line({std::to_string(x.rank), output::name_of(e, x.player), std::to_string(x.points), record_text(x),
                             output::decimal(output::round4(x.tiebreaks.at(0).value), 4),
                             output::decimal(x.tiebreaks.at(1).value, 0),
                             output::is_dropped(e, x.player) ? "true" : "false"});
  return out;
}

std::string pod_standings_html(const EventSettings& s, const Event& e, const std::vector<Standing>& st) {
  const std::string body = "<h1>" + output::html_escape(s.name) + "</h1>\n<p>" +
                           output::html_escape(pod_summary(s, e)) + "</p>\n" + output::pod_standings_table_html(e, st);
  return output::html_document(s.name + " - standings", body);
}

nlohmann::json pod_event_json(const EventSettings& s, const Event& e) {
  nlohmann::json players = nlohmann::json::array();
  for (const Player& p : e.players)
    players.push_back({{"id", p.id},
                       {"name", p.name},
                       {"entry_round", p.entry_round},
                       {"dropped_from_round",
                        p.dropped_from_round ? nlohmann::json(*p.dropped_from_round) : nlohmann::json(nullptr)}});
  nlohmann::json rounds = nlohmann::json::array();
  for (const Round& r : e.rounds) rounds.push_back(pod_pairings_json(e, r, s));
  // Its own format name: a reader of referee-event/1 expects pairings of two.
  nlohmann::json out = {{"format", "referee-event-pods/1"},
          {"name", s.name},
          {"game", s.game},
          {"system", to_string(s.system)},
          {"table_size", table_size_text(s.tables)},
          {"preferred_size", s.tables.preferred},
          {"place_points", s.tables.place_points},
          {"rounds_planned", s.rounds ? nlohmann::json(*s.rounds) : nlohmann::json(nullptr)},
          {"seed", s.seed},
          {"players", std::move(players)},
          {"rounds", std::move(rounds)},
          {"standings", standings_json(s, e, pod_standings(e, s.tables))}};
  if (e.playoff) out["playoff"] = playoff_json(e);
  return out;
}

std::string pod_event_csv(const EventSettings& s, const Event& e) {
  std::string out = output::csv_line(output::staged_header({"round", "table", "seat", "player", "place"}, e));
  for (const Round& r : e.rounds) {
    const std::string rows = pod_pairings_csv(e, r, PairingsOrder::by_table, s);
    out += rows.substr(rows.find('\n') + 1);  // its header is the one above
  }
  return out;
}

std::string pod_event_html(const EventSettings& s, const Event& e) {
  std::string body = "<h1>" + output::html_escape(s.name) + "</h1>\n<p>" + output::html_escape(pod_summary(s, e)) +
                     "</p>\n<h2>Standings</h2>\n" + output::pod_standings_table_html(e, pod_standings(e, s.tables));
  // "Round N", and the final table named as such (round_title).
  for (const Round& r : e.rounds)
    body += "<h2>" + output::html_escape(round_title(e, r.number)) + "</h2>\n" + output::pod_round_table_html(e, r, s);
  return output::html_document(s.name, body);
}

}  // namespace referee::tournaments
