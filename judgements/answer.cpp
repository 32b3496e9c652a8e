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

nlohmann::json answer_json(const Answer& a) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& r : a.sensitivity)
    rows.push_back({{"ruling", r.ruling}, {"option", r.option}, {"verdict", r.verdict}, {"in_force", r.in_force},
                    {"differs", r.differs}});
  return {{"kind", std::string(to_string(a.kind))},
          {"verdict", a.verdict},
          {"explanation", a.explanation},
          {"citations", a.citations},
          {"rulings_consulted", a.rulings_consulted},
          {"sensitivity", rows},
          {"decided_by_rulings", a.decided_by_rulings()},
          {"details", a.details}};
}

std::string answer_text(const Answer& a) {
  std::ostringstream out;
  out << to_string(a.kind) << ": " << a.verdict << "\n";
  std::istringstream lines(a.explanation);
  for (std::string line; std::getline(lines, line);) out << "  " << line << "\n";
  for (const auto& c : a.citations) out << "  rule: " << c << "\n";
  if (!a.sensitivity.empty()) {
    out << "  under each option of the rulings consulted:\n";
    std::string current;
    for (const auto& r : a.sensitivity) {
      if (r.ruling != current) out << "    " << (current = r.ruling) << "\n";
      out << "      " << (r.differs ? "! " : "  ") << r.option << (r.in_force ? " (in force)" : "") << ": " << r.verdict
          << "\n";
    }
    const auto decided = a.decided_by_rulings();
    if (decided.empty()) {
      out << "  the options agree: the rulings do not decide this case\n";
    } else {
      out << "  THE RULINGS DECIDE THIS CASE (the options marked ! give another verdict):";
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
