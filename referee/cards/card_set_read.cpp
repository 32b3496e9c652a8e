#include "referee/cards/card_set_read.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <tuple>

#include "referee/cards/json_schema.hpp"
#include "referee/core/contains.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/suggest.hpp"

namespace referee::cards {
namespace {

using json = nlohmann::json;

std::string in_quotes(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) out += (i ? ", " : "") + words[i];
  return out;
}

// Builds the CardSet from a document the schema accepted, checking every word against the
// vocabulary. The schema guarantees the shapes read here (objects, arrays, strings).
class Reader {
 public:
  Reader(const JsonDocument& doc, const CardRules& rules, std::vector<Problem>& problems)
      : doc_(doc), vocabulary_(rules.vocabulary()), game_(rules.game()), problems_(problems) {}

  CardSet read() {
    const json& root = doc_.root;
    set_.source = doc_.source;
    set_.game = root.at("game").get<std::string>();
    set_.name = root.at("name").get<std::string>();
    set_.version = root.value("version", "");
    // Statuses first: effects refer to them.
    for (const auto& [name, body] : root.at("statuses").items()) set_.statuses[name].name = name;
    for (std::size_t i = 0; i < root.at("cards").size(); ++i) {
      const json& c = root.at("cards")[i];
      if (c.contains("id")) ids_.insert(c.at("id").get<std::string>());
    }
    for (const auto& [name, body] : root.at("statuses").items()) read_status(set_.statuses[name], body, "/statuses/" + escape(name));
    std::set<std::string> seen;
    for (std::size_t i = 0; i < root.at("cards").size(); ++i) {
      CardDef card = read_card(root.at("cards")[i], "/cards/" + std::to_string(i));
      if (!seen.insert(card.id).second) problem(card.pointer + "/id", "card id " + in_quotes(card.id) + " is used twice");
      set_.cards.push_back(std::move(card));
    }
    set_.index_cards();
    return std::move(set_);
  }

 private:
  static std::string escape(std::string_view key) {
    std::string out;
    for (char c : key) out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return out;
  }

  void problem(std::string pointer, std::string message) { problems_.push_back(Problem{std::move(pointer), std::move(message)}); }

  void read_status(StatusDef& s, const json& body, const std::string& at) {
    s.duration = body.at("duration").get<int>();
    if (s.duration == 0) problem(at + "/duration", "a status lasts at least 1 tick (or -1: while its monster stays on the field)");
    s.stacking = body.value("stacking", "");
    s.text = body.value("text", "");
    for (const char* key : {"disables", "enables"}) {
      const bool disables = std::string_view(key) == "disables";
      const auto& allowed = disables ? vocabulary_.disables() : vocabulary_.enables();
      std::vector<std::string>& into = disables ? s.disables : s.enables;
      if (!body.contains(key)) continue;
      for (std::size_t i = 0; i < body.at(key).size(); ++i) {
        const std::string word = body.at(key)[i].get<std::string>();
        if (!contains(allowed, word))
          problem(at + "/" + key + "/" + std::to_string(i), "a status cannot " + std::string(disables ? "disable " : "enable ") +
                                                                in_quotes(word) + " (it can " + (disables ? "disable: " : "enable: ") +
                                                                joined(allowed) + ")" + did_you_mean(word, allowed));
        into.push_back(word);
      }
    }
    if (body.contains("modifies"))
      for (const auto& [stat, by] : body.at("modifies").items()) {
        if (!contains(vocabulary_.stats(), stat))
          problem(at + "/modifies/" + escape(stat), "unknown stat " + in_quotes(stat) + " (stats: " + joined(vocabulary_.stats()) + ")" +
                                                        did_you_mean(stat, vocabulary_.stats()));
        s.modifies[stat] = by.get<long long>();
      }
    if (body.contains("tick")) s.tick = read_effects(body.at("tick"), at + "/tick", {"self"}, false);
  }

  CardDef read_card(const json& c, const std::string& at) {
    CardDef card;
    card.pointer = at;
    card.data = c;
    card.id = c.at("id").get<std::string>();
    card.name = c.at("name").get<std::string>();
    card.type = c.at("type").get<std::string>();
    if (c.contains("flags"))
      for (std::size_t i = 0; i < c.at("flags").size(); ++i) {
        const std::string flag = c.at("flags")[i].get<std::string>();
        const FlagSpec* spec = vocabulary_.flag(flag);
        if (!spec)
          problem(at + "/flags/" + std::to_string(i), "unknown flag " + in_quotes(flag) + did_you_mean(flag, vocabulary_.flag_names()));
        else if (!contains(spec->card_types, card.type))
          problem(at + "/flags/" + std::to_string(i), "a " + card.type + " cannot have the flag " + in_quotes(flag) + " (only " +
                                                          joined(spec->card_types) + ")");
        card.flags.push_back(flag);
      }
    // The trigger first: the effects of a card with a trigger may use what it provides.
    std::vector<std::string> trigger_provides;
    for (const HookSpec& hook : vocabulary_.hooks()) {
      if (!c.contains(hook.field)) continue;
      if (!contains(hook.card_types, card.type)) {
        problem(at + "/" + hook.field, "a " + card.type + " has no " + in_quotes(hook.field) + " (only " + joined(hook.card_types) + ")");
        continue;
      }
      if (hook.shape == HookSpec::Shape::trigger) card.trigger = read_trigger(c.at(hook.field), at + "/" + hook.field, trigger_provides);
    }
    for (const HookSpec& hook : vocabulary_.hooks()) {
      if (!c.contains(hook.field) || !contains(hook.card_types, card.type) || hook.shape == HookSpec::Shape::trigger) continue;
      std::vector<std::string> contexts = hook.provides;
      contexts.insert(contexts.end(), trigger_provides.begin(), trigger_provides.end());
      const json& body = c.at(hook.field);
      const std::string where = at + "/" + hook.field;
      if (hook.shape == HookSpec::Shape::ability) {
        card.ability_name = body.at("name").get<std::string>();
        card.hooks[hook.field] = read_effects(body.at("effects"), where + "/effects", contexts, hook.passive);
      } else {
        card.hooks[hook.field] = read_effects(body, where, contexts, hook.passive);
      }
    }
    return card;
  }

  Trigger read_trigger(const json& body, const std::string& at, std::vector<std::string>& provides) {
    Trigger t;
    t.event = body.at("event").get<std::string>();
    t.actor = body.value("actor", "");
    const TriggerSpec* spec = vocabulary_.trigger(t.event);
    if (!spec) {
      problem(at + "/event", "unknown trigger event " + in_quotes(t.event) + " (events: " + joined(vocabulary_.trigger_names()) + ")" +
                                 did_you_mean(t.event, vocabulary_.trigger_names()));
      for (const TriggerSpec& any : vocabulary_.triggers())  // no second problem for what the event would provide
        provides.insert(provides.end(), any.provides.begin(), any.provides.end());
      return t;
    }
    provides = spec->provides;
    t.params = json::object();
    for (const auto& [key, value] : body.items()) {
      if (key == "event" || key == "actor") continue;
      t.params[key] = value;
    }
    check_params(t.params, spec->params, at, "the trigger " + in_quotes(t.event));
    return t;
  }

  std::vector<Effect> read_effects(const json& list, const std::string& at, const std::vector<std::string>& contexts, bool passive) {
    std::vector<Effect> out;
    for (std::size_t i = 0; i < list.size(); ++i) out.push_back(read_effect(list[i], at + "/" + std::to_string(i), contexts, passive));
    return out;
  }

  Effect read_effect(const json& body, const std::string& at, const std::vector<std::string>& contexts, bool passive) {
    Effect e;
    e.pointer = at;
    e.keyword = body.at("keyword").get<std::string>();
    e.target = body.value("target", "");
    e.params = json::object();
    for (const auto& [key, value] : body.items())
      if (key != "keyword" && key != "target") e.params[key] = value;
    const KeywordSpec* k = vocabulary_.keyword(e.keyword);
    if (!k) {
      problem(at + "/keyword", "unknown keyword " + in_quotes(e.keyword) + did_you_mean(e.keyword, vocabulary_.keyword_names()) +
                                   " (`referee cards vocabulary " + game_ + "` lists them)");
      return e;
    }
    if (passive && !k->continuous)
      problem(at + "/keyword", in_quotes(e.keyword) + " happens once: a passive aura can only hold lasting effects (" +
                                   joined(vocabulary_.continuous_keyword_names()) + ")");
    if (!k->needs.empty() && !contains(contexts, k->needs))
      problem(at + "/keyword", in_quotes(e.keyword) + " needs a " + k->needs + " to act on, which exists only " + vocabulary_.where(k->needs));
    check_target(e, *k, at, contexts);
    check_params(e.params, k->params, at, in_quotes(e.keyword));
    return e;
  }

  void check_target(const Effect& e, const KeywordSpec& k, const std::string& at, const std::vector<std::string>& contexts) {
    if (k.subjects == 0) {
      if (!e.target.empty()) problem(at + "/target", in_quotes(e.keyword) + " takes no target");
      return;
    }
    if (e.target.empty()) {
      problem(at, in_quotes(e.keyword) + " needs a \"target\" (" + subjects_text(k.subjects) + ")");
      return;
    }
    const TargetSpec* t = vocabulary_.target(e.target);
    if (!t) {
      problem(at + "/target", "unknown target " + in_quotes(e.target) + did_you_mean(e.target, vocabulary_.target_names()));
      return;
    }
    if ((t->subjects & k.subjects) == 0)
      problem(at + "/target", in_quotes(e.keyword) + " acts on " + subjects_text(k.subjects) + ", and " + in_quotes(e.target) + " is " +
                                  subjects_text(t->subjects));
    if (!t->needs.empty() && !contains(contexts, t->needs))
      problem(at + "/target", in_quotes(e.target) + " exists only " + vocabulary_.where(t->needs));
  }

  void check_params(const json& params, const std::vector<ParamSpec>& specs, const std::string& at, const std::string& owner) {
    std::vector<std::string> names;
    for (const ParamSpec& p : specs) names.push_back(p.name);
    for (auto it = params.begin(); it != params.end(); ++it) {
      // Not a structured binding: clang 14 (the fuzz build) cannot capture one in a lambda.
      const std::string& key = it.key();
      const json& value = it.value();
      const auto spec = std::find_if(specs.begin(), specs.end(), [&](const ParamSpec& p) { return p.name == key; });
      if (spec == specs.end()) {
        problem(at + "/" + escape(key), "unknown parameter " + in_quotes(key) + " for " + owner +
                                            (names.empty() ? " (it takes none)" : " (it takes: " + joined(names) + ")") + did_you_mean(key, names));
        continue;
      }
      check_value(value, *spec, at + "/" + escape(key));
    }
    for (const ParamSpec& p : specs)
      if (p.required && !params.contains(p.name)) problem(at, owner + " needs " + in_quotes(p.name) + " (" + std::string(to_string(p.kind)) + ")");
  }

  void check_value(const json& v, const ParamSpec& p, const std::string& at) {
    const std::string got = v.dump();
    auto expected = [&](const std::string& what) { problem(at, "expected " + what + ", got " + (got.size() > 60 ? got.substr(0, 57) + "..." : got)); };
    switch (p.kind) {
      case ValueKind::positive_integer:
        if (!v.is_number_integer() || v.get<long long>() < 1) expected("a positive integer");
        return;
      case ValueKind::integer:
        if (!v.is_number_integer()) expected("an integer");
        return;
      case ValueKind::boolean:
        if (!v.is_boolean()) expected("true or false");
        return;
      case ValueKind::text:
        if (!v.is_string()) expected("a text");
        return;
      case ValueKind::status:
        if (!v.is_string()) return expected("the name of a status");
        if (!set_.status(v.get<std::string>())) {
          std::vector<std::string> names;
          for (const auto& [name, s] : set_.statuses) names.push_back(name);
          problem(at, "the set defines no status " + got + (names.empty() ? "" : " (statuses: " + joined(names) + ")") +
                          did_you_mean(v.get<std::string>(), names));
        }
        return;
      case ValueKind::stat:
        if (!v.is_string() || !contains(vocabulary_.stats(), v.get<std::string>()))
          expected("a stat (" + joined(vocabulary_.stats()) + ")");
        return;
      case ValueKind::card:
        if (!v.is_string()) return expected("a card id");
        if (!ids_.count(v.get<std::string>()))
          problem(at, "the set has no card " + got + did_you_mean(v.get<std::string>(), {ids_.begin(), ids_.end()}));
        return;
      case ValueKind::choice:
        if (!v.is_string() || !contains(p.choices, v.get<std::string>())) expected("one of " + joined(p.choices));
        return;
    }
  }

  const JsonDocument& doc_;
  const Vocabulary& vocabulary_;
  std::string game_;
  std::vector<Problem>& problems_;
  CardSet set_;
  std::set<std::string> ids_;
};

// At most this many problems are listed: a generated set with a systematic mistake would
// otherwise print one line per card.
constexpr std::size_t kMaxProblems = 100;

}  // namespace

void place_problems(std::vector<Problem>& problems, const JsonDocument& doc) {
  for (Problem& p : problems) p.line = doc.line_of(p.pointer);
  std::stable_sort(problems.begin(), problems.end(), [](const Problem& a, const Problem& b) { return a.line < b.line; });
  if (problems.size() > kMaxProblems) {
    const std::size_t more = problems.size() - kMaxProblems;
    problems.resize(kMaxProblems);
    problems.push_back(Problem{"", "... and " + std::to_string(more) + " more problems (the first " + std::to_string(kMaxProblems) +
                                       " are listed)", problems.back().line});
  }
}

CardSetReading read_card_set(const JsonDocument& doc, const CardRules& rules) {
  CardSetReading out;
  out.game = doc.root.is_object() && doc.root.contains("game") && doc.root["game"].is_string() ? doc.root["game"].get<std::string>() : "";
  for (schema::SchemaError& e : rules.schema().validate(doc.root))
    out.problems.push_back(Problem{std::move(e.pointer), std::move(e.message)});
  if (out.problems.empty()) {
    auto set = std::make_shared<CardSet>(Reader(doc, rules, out.problems).read());
    if (out.problems.empty()) rules.check(*set, out.problems);
    if (out.problems.empty()) out.set = std::move(set);
  }
  place_problems(out.problems, doc);
  return out;
}

std::shared_ptr<const CardSet> set_or_throw(const CardSetReading& r, const std::string& path) {
  if (r.set) return r.set;
  const Problem& first = r.problems.front();
  const std::string what = r.game.empty() ? std::string("card set") : r.game + " card set";
  std::string message = "not a valid " + what + ": " + (first.pointer.empty() ? "" : first.pointer + ": ") + first.message;
  if (r.problems.size() > 1)
    message += " (and " + std::to_string(r.problems.size() - 1) + " more problem" + (r.problems.size() > 2 ? "s" : "") +
               ": `referee cards check " + path + "` lists them)";
  throw InputError(Location{path, first.line}, message);
}

namespace {

// Sets already read and checked, by file: a batch of transcripts of one event names the same
// set, and reading it again for each would cost more than replaying the game. An entry is
// used only while the file's size and modification time are unchanged.
class LoadedSets {
 public:
  using Key = std::tuple<std::string, std::string, std::uintmax_t, std::filesystem::file_time_type>;

  static std::optional<Key> key_of(const std::string& path, const CardRules& rules) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) return std::nullopt;
    const auto time = std::filesystem::last_write_time(path, ec);
    if (ec) return std::nullopt;
    return Key{path, std::string(rules.game()), size, time};
  }
  std::shared_ptr<const CardSet> find(const Key& key) {
    const std::lock_guard<std::mutex> lock(mutex_);
    auto it = sets_.find(key);
    return it == sets_.end() ? nullptr : it->second;
  }
  void keep(const Key& key, std::shared_ptr<const CardSet> set) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (sets_.size() >= kMaxSets) sets_.clear();  // many different sets: a rare batch, start afresh
    sets_[key] = std::move(set);
  }

 private:
  static constexpr std::size_t kMaxSets = 32;
  std::mutex mutex_;
  std::map<Key, std::shared_ptr<const CardSet>> sets_;
};

LoadedSets& loaded_sets() {
  static LoadedSets sets;
  return sets;
}

}  // namespace

std::shared_ptr<const CardSet> load_card_set(const std::string& path, const CardRules& rules) {
  const std::optional<LoadedSets::Key> key = LoadedSets::key_of(path, rules);
  if (key)
    if (auto set = loaded_sets().find(*key)) return set;
  const JsonDocument doc = read_json_file(path);
  CardSetReading r = read_card_set(doc, rules);
  if (!r.set) r.game = std::string(rules.game());  // "not a valid hero-duel card set", whatever it declares
  std::shared_ptr<const CardSet> set = set_or_throw(r, path);
  if (key) loaded_sets().keep(*key, set);
  return set;
}

std::string card_set_path(const std::string& document_source, const std::string& named) {
  const std::string beside = path_beside(document_source, named);
  std::error_code ec;
  if (beside != named && !std::filesystem::exists(beside, ec) && std::filesystem::exists(named, ec)) return named;
  return beside;
}

std::shared_ptr<const CardSet> document_card_set(const JsonDocument& doc, const std::string& pointer, const CardRules& rules) {
  const std::string named = doc.root.at(nlohmann::json::json_pointer(pointer)).get<std::string>();
  const std::string path = card_set_path(doc.source, named);
  try {
    return load_card_set(path, rules);
  } catch (const InputError& e) {
    if (e.where().line > 0) throw;  // inside the card set: its own file and line say where
    const std::string tried = path == named ? "\"" + path + "\"" : "\"" + path + "\" (nor \"" + named + "\" from the working directory)";
    throw InputError(Location{doc.source, doc.line_of(pointer), doc.column_of(pointer), 0, pointer.substr(1)},
                     "the card set " + tried + " cannot be read: " + e.message());
  }
}

}  // namespace referee::cards
