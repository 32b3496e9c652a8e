// ruling and rule: what a ruling asks and what each option means, and what a cited
// section says in the project's words, with everything that cites it.
#include <algorithm>

#include "judgements/kinds.hpp"
#include "referee/core/suggest.hpp"

namespace referee::judgements {

Answer ask_ruling(const Situation& s, const JsonObject& ask) {
  ask.allow_only({"kind", "id"});
  const RulingCatalogue& catalogue = s.game().catalogue();
  const std::string id = ask.require_string("id");
  const int index = catalogue.index_of(id);
  if (index < 0) {
    std::vector<std::string> all;
    for (const auto& spec : catalogue.specs()) all.push_back(spec.id);
    ask.fail("id", "unknown ruling \"" + id + "\" for " + s.game().info().id + did_you_mean(id, all));
  }
  const RulingSpec& spec = catalogue.at(static_cast<std::size_t>(index));
  const std::string& in_force = spec.options[static_cast<std::size_t>(s.rulings()->choice(static_cast<std::size_t>(index)))].id;

  Answer a;
  a.kind = AskKind::ruling;
  a.verdict = in_force;
  a.explanation = spec.question + "\nin force: " + in_force + (in_force == spec.default_id() ? " (the default)" : "") +
                  "\ndefault: " + spec.default_id() + ". Why: " + spec.default_reason;
  for (const Section* c : spec.citations) a.citations.push_back(std::string(c->title));
  a.rulings_consulted = {spec.id};

  nlohmann::json options = nlohmann::json::array();
  for (const auto& o : spec.options) options.push_back({{"id", o.id}, {"meaning", o.meaning}});
  // Which rules it touches: the sections it reads, the state machine moves that exist only
  // under some of its options, and the combinations of options it takes part in.
  nlohmann::json moves = nlohmann::json::array();
  for (const SpecEdge& e : s.machine().edges())
    if (e.when.mentions(static_cast<std::uint16_t>(index)))
      moves.push_back({{"from", e.from}, {"to", e.to}, {"on", e.on}, {"when", e.when.text}});
  nlohmann::json conflicts = nlohmann::json::array();
  for (const auto& c : catalogue.conflicts())
    for (const auto& [rid, opts] : c.when)
      if (rid == spec.id) conflicts.push_back({{"severity", c.severity == RulingConflict::Severity::error ? "error" : "warning"},
                                               {"combination", c.describe()}});
  a.details = {{"id", spec.id},           {"question", spec.question}, {"options", options},
               {"default", spec.default_id()}, {"default_reason", spec.default_reason}, {"in_force", in_force},
               {"note", spec.note},       {"state_machine_moves", moves}, {"conflicts", conflicts}};
  return a;
}

Answer ask_rule(const Situation& s, const JsonObject& ask) {
  ask.allow_only({"kind", "section"});
  const SectionIndex& sections = s.game().sections();
  const std::string wanted = ask.require_string("section");
  const Section* section = sections.find_title(wanted);
  if (!section) section = sections.find_id(wanted);
  if (!section) {
    // Suggest by the full title, or by its last part ("Battle Resolution").
    std::vector<std::string> titles, last_parts;
    for (const Section* sec : sections.all()) {
      titles.emplace_back(sec->title);
      const auto colon = sec->title.rfind(": ");
      last_parts.emplace_back(colon == std::string_view::npos ? sec->title : sec->title.substr(colon + 2));
    }
    std::string hint = did_you_mean(wanted, titles);
    if (hint.empty())
      if (auto part = closest_match(wanted, last_parts))
        hint = did_you_mean(titles[static_cast<std::size_t>(std::find(last_parts.begin(), last_parts.end(), *part) -
                                                            last_parts.begin())],
                            titles);
    ask.fail("section", "no section \"" + wanted + "\" in " + s.game().info().id + hint +
                            " ('referee rulings' and 'referee spec' show the sections cited)");
  }
  Answer a;
  a.kind = AskKind::rule;
  a.verdict = std::string(section->title);
  a.explanation = std::string(section->summary);
  a.citations = {std::string(section->title)};
  nlohmann::json rulings = nlohmann::json::array();
  for (const auto& spec : s.game().catalogue().specs())
    for (const Section* c : spec.citations)
      if (c == section) {
        rulings.push_back({{"id", spec.id}, {"question", spec.question}});
        a.rulings_consulted.push_back(spec.id);
      }
  const StateMachine& machine = s.machine();
  nlohmann::json places = nlohmann::json::array(), moves = nlohmann::json::array();
  for (const SpecNode& n : machine.nodes())
    if (n.citation == section) places.push_back(n.id);
  for (const SpecEdge& e : machine.edges())
    if (e.citation == section) moves.push_back({{"from", e.from}, {"to", e.to}, {"on", e.on}});
  a.details = {{"id", std::string(section->id)}, {"title", std::string(section->title)},
               {"summary", std::string(section->summary)}, {"rulings", rulings},
               {"state_machine_places", places}, {"state_machine_moves", moves}};
  return a;
}

}  // namespace referee::judgements
