#include "referee/core/rulings.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "referee/core/json_source.hpp"
#include "referee/core/suggest.hpp"

namespace referee {

int RulingSpec::option_index(std::string_view option) const {
  for (std::size_t i = 0; i < options.size(); ++i)
    if (options[i].id == option) return static_cast<int>(i);
  return -1;
}

std::string ruling_option_id(std::string_view enumerators, std::size_t index) {
  for (std::size_t i = 0; i < index; ++i) enumerators.remove_prefix(enumerators.find(',') + 1);
  enumerators = enumerators.substr(0, enumerators.find(','));
  std::string id;
  for (char ch : enumerators)
    if (ch != ' ') id += ch == '_' ? '-' : ch;
  return id;
}

RulingCatalogue RulingCatalogue::build(std::string game, std::initializer_list<void (*)(RulingCatalogue&)> parts) {
  RulingCatalogue c(std::move(game));
  for (auto part : parts) part(c);
  c.check_complete();
  return c;
}

void RulingCatalogue::check_complete() const {
  for (const auto& s : specs_) {
    if (s.options.size() < 2) throw std::logic_error("ruling " + s.id + " has fewer than two options");
    if (s.default_option < 0 || s.default_option >= static_cast<int>(s.options.size()))
      throw std::logic_error("ruling " + s.id + " has no valid default");
    if (s.default_reason.empty()) throw std::logic_error("ruling " + s.id + " does not defend its default");
    if (s.citations.empty()) throw std::logic_error("ruling " + s.id + " cites no section");
  }
  for (const auto& c : conflicts_) {
    if (c.when.size() < 2) throw std::logic_error("a ruling conflict needs two rulings: " + c.consequence);
    for (const auto& [id, options] : c.when) {
      int i = index_of(id);
      if (i < 0) throw std::logic_error("a ruling conflict names an unknown ruling " + id);
      for (const auto& o : options)
        if (specs_[static_cast<std::size_t>(i)].option_index(o) < 0)
          throw std::logic_error("a ruling conflict names an unknown option " + id + "=" + o);
    }
  }
}

std::string RulingConflict::describe() const {
  std::string s;
  for (const auto& [id, options] : when) {
    s += (s.empty() ? "" : " with ") + id + "=";
    for (std::size_t i = 0; i < options.size(); ++i) s += (i ? "|" : "") + options[i];
  }
  return s + ": " + consequence;
}

int RulingCatalogue::index_of(std::string_view id) const {
  for (std::size_t i = 0; i < specs_.size(); ++i)
    if (specs_[i].id == id) return static_cast<int>(i);
  return -1;
}

std::vector<std::string> RulingCatalogue::ids(const std::vector<std::uint16_t>& indexes) const {
  std::vector<std::string> out;
  for (auto i : indexes) out.push_back(at(i).id);
  return out;
}

void ConsultLog::note(std::uint16_t index) {
  if (index < kInlineRulings) {
    std::uint64_t& word = seen_[index / 64];
    const std::uint64_t bit = std::uint64_t{1} << (index % 64);
    if (word & bit) return;
    word |= bit;
  } else if (std::find(order_.begin(), order_.end(), index) != order_.end()) {
    return;
  }
  order_.push_back(index);
}

void ConsultLog::clear() {
  seen_ = {};
  order_.clear();
}

namespace {
thread_local ConsultRecorder* innermost_recorder = nullptr;
}  // namespace

ConsultRecorder::ConsultRecorder(Scope scope) : outer_(innermost_recorder), scope_(scope) { innermost_recorder = this; }

ConsultRecorder::~ConsultRecorder() { innermost_recorder = outer_; }

void ConsultRecorder::note(std::uint16_t index) {
  for (ConsultRecorder* r = innermost_recorder; r; r = r->outer_) {
    r->read_.note(index);
    if (r->scope_ == Scope::isolated) break;
  }
}

ConsultRecorder* ConsultRecorder::innermost() { return innermost_recorder; }

Rulings::Rulings(const RulingCatalogue& catalogue) : catalogue_(&catalogue) {
  choice_.reserve(catalogue.size());
  for (const auto& s : catalogue.specs()) choice_.push_back(static_cast<std::uint8_t>(s.default_option));
}

void Rulings::choose(std::string_view id, std::string_view option, const Location& where) {
  int index = catalogue_->index_of(id);
  if (index < 0) {
    std::vector<std::string> ids;
    for (const auto& s : catalogue_->specs()) ids.push_back(s.id);
    Location w = where;
    w.field = std::string(id);
    throw InputError(w, "unknown ruling \"" + std::string(id) + "\" for " + catalogue_->game() +
                            did_you_mean(id, ids));
  }
  const RulingSpec& spec = catalogue_->at(static_cast<std::size_t>(index));
  int opt = spec.option_index(option);
  if (opt < 0) {
    std::vector<std::string> ids;
    std::string list;
    for (const auto& o : spec.options) {
      ids.push_back(o.id);
      list += (list.empty() ? "" : ", ") + o.id;
    }
    Location w = where;
    w.field = std::string(id);
    throw InputError(w, "unknown option \"" + std::string(option) + "\" for ruling " + spec.id +
                            did_you_mean(option, ids) + "; options: " + list);
  }
  choice_[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(opt);
}

void Rulings::set_choice(std::size_t index, int option) {
  const auto& spec = catalogue_->at(index);
  if (option < 0 || option >= static_cast<int>(spec.options.size()))
    throw std::logic_error("ruling " + spec.id + ": no option " + std::to_string(option));
  choice_[index] = static_cast<std::uint8_t>(option);
}

void Rulings::apply_profile(const nlohmann::json& profile, const Location& where) {
  if (!profile.is_object())
    throw InputError(where, "a ruling profile must be an object of \"ruling-id\": \"option-id\"");
  for (auto it = profile.begin(); it != profile.end(); ++it) {
    if (!it->is_string()) {
      Location w = where;
      w.field = it.key();
      throw InputError(w, "the option of ruling \"" + it.key() + "\" must be a string");
    }
    choose(it.key(), it->get_ref<const std::string&>(), where);
  }
}

void Rulings::apply_profile(const JsonDocument& doc, const std::string& pointer) {
  const nlohmann::json& profile = pointer.empty() ? doc.root : doc.root.at(nlohmann::json::json_pointer(pointer));
  const Location where{doc.source, doc.line_of(pointer), 0, 0, pointer.empty() ? "" : pointer.substr(1)};
  if (!profile.is_object())
    throw InputError(where, "a ruling profile must be an object of \"ruling-id\": \"option-id\"");
  for (auto it = profile.begin(); it != profile.end(); ++it) {
    Location at{doc.source, doc.line_of(pointer_child(pointer, it.key())), 0, 0, it.key()};
    apply_profile(nlohmann::json{{it.key(), *it}}, at);
  }
}

std::vector<std::string> Rulings::ids(const ConsultLog& log) const { return catalogue_->ids(log.order()); }

std::vector<std::string> Rulings::with_choices(const ConsultLog& log) const {
  std::vector<std::string> out;
  for (auto i : log.order()) {
    const auto& spec = catalogue_->at(i);
    out.push_back(spec.id + "=" + spec.options[choice_[i]].id);
  }
  return out;
}

nlohmann::json Rulings::non_default_profile() const {
  nlohmann::json out = nlohmann::json::object();
  for (std::size_t i = 0; i < choice_.size(); ++i) {
    const auto& spec = catalogue_->at(i);
    if (choice_[i] != spec.default_option) out[spec.id] = spec.options[choice_[i]].id;
  }
  return out;
}

std::vector<const RulingConflict*> Rulings::conflicts() const {
  std::vector<const RulingConflict*> out;
  for (const auto& c : catalogue_->conflicts()) {
    bool applies = true;
    for (const auto& [id, options] : c.when) {
      const auto i = static_cast<std::size_t>(catalogue_->index_of(id));
      const std::string& chosen = catalogue_->at(i).options[choice_[i]].id;
      applies = applies && std::find(options.begin(), options.end(), chosen) != options.end();
    }
    if (applies) out.push_back(&c);
  }
  return out;
}

void Rulings::refuse_conflicts(const Location& where) const {
  for (const RulingConflict* c : conflicts())
    if (c->severity == RulingConflict::Severity::error)
      throw InputError(where, "these rulings cannot be chosen together: " + c->describe());
}

std::shared_ptr<Rulings> document_rulings(const RulingCatalogue& catalogue, const JsonDocument& doc,
                                          const JsonDocument* override_profile) {
  auto rulings = std::make_shared<Rulings>(catalogue);
  std::optional<Location> where;
  if (doc.root.is_object() && doc.root.contains("rulings")) {
    const nlohmann::json& own = doc.root["rulings"];
    if (own.is_string()) {
      // A profile file, named beside the transcript ("Rulings: house.json" in a score sheet).
      const std::string path = path_beside(doc.source, own.get<std::string>());
      JsonDocument file;
      try {
        file = read_json_file(path);
      } catch (const InputError& e) {
        if (e.where().line > 0) throw;  // inside the profile: its own file and line say where
        throw InputError(Location{doc.source, doc.line_of("/rulings"), doc.column_of("/rulings"), 0, "rulings"},
                         "the ruling profile \"" + path + "\" cannot be read: " + e.message());
      }
      rulings->apply_profile(file, "");
      where = Location{file.source, 1};
    } else {
      rulings->apply_profile(doc, "/rulings");
    }
  }
  if (override_profile) rulings->apply_profile(*override_profile, "");
  rulings->refuse_conflicts(override_profile ? Location{override_profile->source, 1}
                            : where          ? *where
                                             : Location{doc.source, doc.line_of("/rulings"), 0, 0, "rulings"});
  return rulings;
}

}  // namespace referee
