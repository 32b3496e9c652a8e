#include "judgements/sensitivity.hpp"

#include <algorithm>

namespace referee::judgements {

std::vector<SensitivityRow> sensitivity(const Situation& s, const std::vector<std::uint16_t>& rulings,
                                        const Evaluator& evaluate, const Evaluation& base) {
  std::vector<SensitivityRow> rows;
  const RulingCatalogue& catalogue = s.rulings()->catalogue();
  for (std::uint16_t index : rulings) {
    const RulingSpec& spec = catalogue.at(index);
    const int in_force = s.rulings()->choice(index);
    for (int option = 0; option < static_cast<int>(spec.options.size()); ++option) {
      SensitivityRow row{spec.id, spec.options[static_cast<std::size_t>(option)].id, "", option == in_force, false};
      if (row.in_force) {
        row.verdict = base.verdict;
        rows.push_back(row);
        continue;
      }
      auto variant = std::make_shared<Rulings>(*s.rulings());
      variant->set_choice(index, option);
      const auto conflicts = variant->conflicts();
      if (std::any_of(conflicts.begin(), conflicts.end(),
                      [](const RulingConflict* c) { return c->severity == RulingConflict::Severity::error; }))
        continue;  // not a profile anyone may choose
      Situation::Variant v = s.under(variant, index);
      if (!v.state) {
        row.verdict = v.problem;
        row.history_illegal = true;
      } else {
        Evaluation e = evaluate(*v.state);
        row.verdict = e.verdict;
        // Only what may follow differs, a response window opening or not after the same
        // outcome: that does not decide the case.
        const bool differs = e.signature != base.signature;
        row.differs = differs && ((e.settled.empty() ? e.signature : e.settled) !=
                                      (base.settled.empty() ? base.signature : base.settled) ||
                                  !(e.in_window || base.in_window));
        row.follows_only = differs && !row.differs;
      }
      rows.push_back(row);
    }
  }
  return rows;
}

}  // namespace referee::judgements
