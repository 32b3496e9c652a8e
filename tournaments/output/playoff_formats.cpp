// The top cut in the exports (issue 23): the json "playoff" section, the bracket page, and
// where the playoff is in the line that heads the standings.
#include <nlohmann/json.hpp>

#include "tournaments/output/common.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/output/parts.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/text.hpp"

namespace referee::tournaments {
namespace {

// A playoff round in a sentence: "quarterfinals", "semifinals", "final", "playoff round 1",
// "final table".
std::string stage_words(const Event& e, int number) {
  const std::string title = ascii_lower(round_title(e, number));
  return title == "quarterfinal" || title == "semifinal" ? title + "s" : title;
}

// A name cell: the name first (what a reader looks for, and the cell's own text), the seed beside it.
std::string seeded_cell(const Event& e, PlayerId id) {
  return "<td class=\"name\">" + output::html_escape(output::name_of(e, id)) + " <span class=\"seed\">(" +
         std::to_string(playoff_seed(*e.playoff, id)) + ")</span></td>";
}

}  // namespace

std::string output::playoff_summary(const EventSettings& s, const Event& e) {
  const Playoff& p = *e.playoff;
  const int swiss = p.first_round - 1;
  std::string out = "after the " + (swiss == 1 ? std::string("one") : std::to_string(swiss)) +
                    (s.system == System::swiss ? " Swiss round" : " round-robin round") + (swiss == 1 ? "; " : "s; ");
  const std::string top = "top " + std::to_string(p.seeds.size());
  // The cut pairs the playoff's first round in the same command: its latest round is a playoff round.
  if (e.rounds.empty() || !is_playoff_round(e, e.rounds.back().number)) return out + top + " cut";
  const Round& last = e.rounds.back();
  const auto champion = playoff_champion(e);
  const std::string winner = champion ? "winner " + name_of(e, *champion) : std::string("first place shared");
  if (!last.pods.empty()) return out + "final table of the " + top + (last.pods[0].places ? " played: " + winner : " under way");
  int games = 0, in = 0;
  for (const Pairing& m : last.pairings)
    if (!m.is_bye()) ++games, in += m.result.has_value();
  out += top + " playoff";
  if (in == games && last.pairings.size() == 1) return out + " complete: " + winner;
  out += ": " + stage_words(e, last.number);
  if (in == games) return out + " played, " + stage_words(e, last.number + 1) + " next";
  out += " under way";
  if (in > 0) out += ", " + std::to_string(in) + " of " + std::to_string(games) + " results in";
  return out;
}

std::vector<std::string> output::staged_header(std::vector<std::string> fields, const Event& e) {
  if (e.playoff) fields.emplace_back("stage");
  return fields;
}

std::vector<std::string> output::staged(std::vector<std::string> fields, const EventSettings& s, const Event& e,
                                        int round) {
  if (e.playoff)
    fields.push_back(is_playoff_round(e, round) ? ascii_lower(round_title(e, round)) : std::string(to_string(s.system)));
  return fields;
}

nlohmann::json playoff_json(const Event& e) {
  if (!e.playoff) return nullptr;
  nlohmann::json seeds = nlohmann::json::array();
  for (PlayerId id : e.playoff->seeds) seeds.push_back(output::name_of(e, id));
  nlohmann::json rounds = nlohmann::json::array();
  for (const Round& r : e.rounds) {
    if (!is_playoff_round(e, r.number)) continue;
    nlohmann::json matches = nlohmann::json::array();
    for (const Pairing& p : r.pairings) {
      nlohmann::json m = {{"table", p.is_bye() ? nlohmann::json(nullptr) : nlohmann::json(p.table)},
                          {"first", output::name_of(e, p.first)},
                          {"second", p.second ? nlohmann::json(output::name_of(e, *p.second)) : nlohmann::json(nullptr)},
                          {"result", p.is_bye() || !p.result ? nlohmann::json(nullptr) : nlohmann::json(to_string(*p.result))},
                          {"goes_on", p.is_bye() || p.result ? nlohmann::json(output::name_of(e, playoff_winner(p)))
                                                              : nlohmann::json(nullptr)}};
      if (p.is_bye()) m["bye"] = true;
      matches.push_back(std::move(m));
    }
    for (const Pod& pod : r.pods) {  // a final table: its seats, best seed first, and their places
      nlohmann::json seats = nlohmann::json::array();
      for (std::size_t i = 0; i < pod.seats.size(); ++i)
        seats.push_back({{"player", output::name_of(e, pod.seats[i])},
                         {"place", pod.places ? nlohmann::json(pod.places->at(i)) : nlohmann::json(nullptr)}});
      matches.push_back({{"table", pod.table}, {"seats", std::move(seats)}});
    }
    rounds.push_back({{"round", r.number}, {"name", round_title(e, r.number)}, {"matches", std::move(matches)}});
  }
  const auto champion = playoff_champion(e);
  return {{"top", e.playoff->seeds.size()},
          {"first_round", e.playoff->first_round},
          {"seeds", std::move(seeds)},
          {"rounds", std::move(rounds)},
          {"champion", champion ? nlohmann::json(output::name_of(e, *champion)) : nlohmann::json(nullptr)}};
}

std::string bracket_html(const Event& e) {
  if (!e.playoff) return "<p>No cut yet: the playoff's bracket appears once the cut is made.</p>\n";
  std::string out;
  if (const auto champion = playoff_champion(e))
    out += "<p>Winner: <strong>" + output::html_escape(output::name_of(e, *champion)) + "</strong></p>\n";
  for (const Round& r : e.rounds) {
    if (!is_playoff_round(e, r.number)) continue;
    out += "<h3>" + output::html_escape(round_title(e, r.number)) + " (round " + std::to_string(r.number) + ")</h3>\n";
    out += r.pods.empty() ? "<table>\n<thead><tr><th>Table</th><th>Higher seed</th><th>Lower seed</th><th>Result</th></tr></thead>\n<tbody>\n"
                          : "<table>\n<thead><tr><th>Table</th><th>Player (seed)</th><th>Place</th></tr></thead>\n<tbody>\n";
    for (const Pairing& p : r.pairings) {
      const std::string table = p.is_bye() ? "" : std::to_string(p.table);
      const std::string second = p.second ? seeded_cell(e, *p.second) : "<td>bye</td>";
      const std::string result = p.is_bye() || !p.result ? "" : to_string(*p.result);
      out += "<tr><td class=\"num\">" + table + "</td>" + seeded_cell(e, p.first) + second + "<td>" + result + "</td></tr>\n";
    }
    for (const Pod& pod : r.pods)  // a final table: a row a seat, its place once reported
      for (std::size_t i = 0; i < pod.seats.size(); ++i)
        out += "<tr><td class=\"num\">" + std::to_string(pod.table) + "</td>" + seeded_cell(e, pod.seats[i]) +
               "<td>" + (pod.places ? std::to_string(pod.places->at(i)) : std::string()) + "</td></tr>\n";
    out += "</tbody>\n</table>\n";
  }
  return out;
}

}  // namespace referee::tournaments
