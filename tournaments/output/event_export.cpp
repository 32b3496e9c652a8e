// `referee event export --format json|csv|html`: the whole event in one file.
#include <nlohmann/json.hpp>

#include "tournaments/output/common.hpp"
#include "tournaments/match_format.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/output/parts.hpp"
#include "tournaments/playoff.hpp"

namespace referee::tournaments {

nlohmann::json event_json(const EventSettings& s, const Event& e) {
  nlohmann::json players = nlohmann::json::array();
  for (const Player& p : e.players)
    players.push_back({{"id", p.id},
                       {"name", p.name},
                       {"entry_round", p.entry_round},
                       {"dropped_from_round", p.dropped_from_round
                                                  ? nlohmann::json(*p.dropped_from_round)
                                                  : nlohmann::json(nullptr)}});
  nlohmann::json rounds = nlohmann::json::array();
  for (const Round& r : e.rounds) rounds.push_back(pairings_json(e, r, s));
  // The version lets a later reader tell this layout from the next one.
  nlohmann::json out = {{"format", "referee-event/1"},
          {"name", s.name},
          {"game", s.game},
          {"system", to_string(s.system)},
          {"tiebreaks", to_string(s.profile)},
          {"rounds_planned", s.rounds ? nlohmann::json(*s.rounds) : nlohmann::json(nullptr)},
          {"seed", s.seed},
          {"late_entry", to_string(s.late_entry)},
          {"players", std::move(players)},
          {"rounds", std::move(rounds)},
          {"standings", standings_json(s, e, standings(e, s.profile))}};
  // Only when the event set one (the same layout otherwise): "bo1", "bo3" or "bo5".
  if (s.best_of) out["match"] = match_format_name(s.best_of);
  if (e.playoff) out["playoff"] = playoff_json(e);
  return out;
}

std::string event_csv(const EventSettings& s, const Event& e) {
  std::string out = output::csv_line(output::pairings_csv_header(e));
  for (const Round& r : e.rounds) out += output::pairings_csv_rows(r, e, s);
  return out;
}

std::string event_html(const EventSettings& s, const Event& e) {
  std::string body = "<h1>" + output::html_escape(s.name) + "</h1>\n<p>" +
                     output::html_escape(output::event_summary(s, e)) + "</p>\n" +
                     "<h2>Standings</h2>\n" +
                     output::standings_table_html(s, e, standings(e, s.profile));
  for (const Round& r : e.rounds)
    body += "<h2>" + output::html_escape(round_title(e, r.number)) + "</h2>\n" +
            output::pairings_table_html(e, r, s);
  return output::html_document(s.name, body);
}

}  // namespace referee::tournaments
