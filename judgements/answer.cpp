#include "judgements/answer.hpp"

#include <algorithm>
#include <sstream>

namespace referee::judgements {

std::vector<std::string> Answer::decided_by_rulings() const {
  std::vector<std::string> out;
  for (const auto& row : sensitivity)
    if (row.differs && std::find(out.begin(), out.end(), row.ruling) == out.end()) out.push_back(row.ruling);
  return out;
}

std::vector<std::string> Answer::change_what_may_follow() const {
  const auto decided = decided_by_rulings();
  std::vector<std::string> out;
  for (const auto& row : sensitivity)
    if (row.follows_only && std::find(decided.begin(), decided.end(), row.ruling) == decided.end() &&
        std::find(out.begin(), out.end(), row.ruling) == out.end())
      out.push_back(row.ruling);
  return out;
}

nlohmann::json answer_json(const Answer& a) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& r : a.sensitivity) {
    nlohmann::json row = {{"ruling", r.ruling}, {"option", r.option}, {"verdict", r.verdict}, {"in_force", r.in_force},
                          {"differs", r.differs}};
    if (r.history_illegal) row["history_illegal"] = true;
    if (r.follows_only) row["follows_only"] = true;
    rows.push_back(std::move(row));
  }
  return {{"kind", std::string(to_string(a.kind))},
          {"verdict", a.verdict},
          {"explanation", a.explanation},
          {"citations", a.citations},
          {"rulings_consulted", a.rulings_consulted},
          {"sensitivity", rows},
          {"decided_by_rulings", a.decided_by_rulings()},
          {"change_what_may_follow", a.change_what_may_follow()},
          {"details", a.details}};
}

std::string answer_text(const Answer& a) {
  std::ostringstream out;
  out << to_string(a.kind) << ": " << a.verdict << "\n";
  std::istringstream lines(a.explanation);
  for (std::string line; std::getline(lines, line);) out << "  " << line << "\n";
  for (const auto& c : a.citations) out << "  rule: " << c << "\n";
  if (a.kind == AskKind::legal_actions && a.details.contains("actions")) {
    for (const auto& [kind, events] : a.details.at("actions").items()) {
      out << "  " << kind << " (" << events.size() << "):\n";
      // As a score sheet writes them (those that differ only by an unseen card on one line).
      const auto written = a.written_actions.find(kind);
      if (written != a.written_actions.end())
        for (const std::string& w : written->second) out << "    " << w << "\n";
      else
        for (const auto& e : events) out << "    " << e.dump() << "\n";
    }
  }
  if (!a.sensitivity.empty()) {
    // Rulings whose options disagree first, each option on its line; the others in one
    // line each (a transcript's history may have read dozens of rulings).
    const auto decided = a.decided_by_rulings(), follows = a.change_what_may_follow();
    auto each_option = [&](const std::string& ruling) {
      out << "    " << ruling << "\n";
      for (const auto& r : a.sensitivity)
        if (r.ruling == ruling)
          out << "      " << (r.differs ? "! " : r.history_illegal ? "~ " : r.follows_only ? "> " : "  ") << r.option
              << (r.in_force ? " (in force)" : "") << ": " << r.verdict << "\n";
    };
    out << "  under each option of the rulings consulted:\n";
    for (const std::string& ruling : decided) each_option(ruling);
    std::vector<std::string> agreeing;
    for (const auto& r : a.sensitivity)
      if (std::find(decided.begin(), decided.end(), r.ruling) == decided.end() &&
          std::find(follows.begin(), follows.end(), r.ruling) == follows.end() &&
          std::find(agreeing.begin(), agreeing.end(), r.ruling) == agreeing.end())
        agreeing.push_back(r.ruling);
    for (const std::string& ruling : agreeing) {
      std::size_t options = 0;
      std::string in_force;
      std::vector<std::string> impossible;  // options under which the record breaks a rule
      for (const auto& r : a.sensitivity) {
        if (r.ruling != ruling) continue;
        ++options;
        if (r.in_force) in_force = r.option;
        if (r.history_illegal) impossible.push_back(r.option);
      }
      out << "    " << ruling << ": " << (impossible.empty() ? "its " + std::to_string(options) + " options agree"
                                                            : "the options the game allows agree")
          << " (in force: " << in_force << ")";
      if (!impossible.empty()) {
        out << "; the game so far breaks a rule under";
        for (const auto& o : impossible) out << " " << o;
      }
      out << "\n";
    }
    if (!follows.empty()) {
      // Listed apart: they change the window or phase after the action, not the answer.
      out << "  rulings that change what may follow (> the same verdict and outcome, a response window after it or not):\n";
      for (const std::string& ruling : follows) each_option(ruling);
    }
    if (decided.empty()) {
      out << "  the options agree: the rulings do not decide this case\n";
    } else {
      out << "  THE RULINGS DECIDE THIS CASE (! another verdict; ~ the game so far breaks a rule under it):";
      for (const auto& d : decided) out << " " << d;
      out << "\n";
    }
  } else if (!a.rulings_consulted.empty()) {
    out << (a.kind == AskKind::rule ? "  rulings on this rule:" : "  rulings consulted:");
    for (const auto& r : a.rulings_consulted) out << " " << r;
    out << "\n";
  }
  return out.str();
}

}  // namespace referee::judgements
