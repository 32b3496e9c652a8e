#include "referee/cards/vocabulary.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace referee::cards {
namespace {

template <class T, class Key>
const T* find_by(const std::vector<T>& items, std::string_view name, Key key) {
  for (const T& item : items)
    if (item.*key == name) return &item;
  return nullptr;
}

template <class T, class Key>
void add_unique(std::vector<T>& items, T item, Key key, const char* what) {
  if (find_by(items, item.*key, key)) throw std::logic_error(std::string("vocabulary: ") + what + " \"" + item.*key + "\" twice");
  items.push_back(std::move(item));
}

template <class T, class Key>
std::vector<std::string> names_of(const std::vector<T>& items, Key key) {
  std::vector<std::string> out;
  for (const T& item : items) out.push_back(item.*key);
  return out;
}

void add_word(std::vector<std::string>& words, std::string word) {
  if (std::find(words.begin(), words.end(), word) == words.end()) words.push_back(std::move(word));
}

std::string params_text(const std::vector<ParamSpec>& params) {
  std::string out;
  for (const ParamSpec& p : params) {
    out += out.empty() ? "" : ", ";
    out += "\"" + p.name + "\": " + std::string(to_string(p.kind));
    if (p.kind == ValueKind::choice) {
      out += " (";
      for (std::size_t i = 0; i < p.choices.size(); ++i) out += (i ? "|" : "") + p.choices[i];
      out += ")";
    }
    if (!p.required) out += ", optional";
  }
  return out;
}

}  // namespace

std::string_view to_string(ValueKind k) {
  switch (k) {
    case ValueKind::positive_integer: return "a positive integer";
    case ValueKind::integer: return "an integer";
    case ValueKind::boolean: return "true or false";
    case ValueKind::text: return "a text";
    case ValueKind::status: return "a status of the set";
    case ValueKind::stat: return "a stat";
    case ValueKind::card: return "a card id of the set";
    case ValueKind::choice: return "one of";
  }
  return "?";
}

std::string subjects_text(unsigned subjects) {
  std::vector<std::string> parts;
  if (subjects & kMonster) parts.emplace_back("a monster");
  if (subjects & kPlayer) parts.emplace_back("a player");
  if (subjects & kCard) parts.emplace_back("a card");
  if (parts.empty()) return "nothing";
  std::string out = parts[0];
  for (std::size_t i = 1; i < parts.size(); ++i) out += (i + 1 == parts.size() ? " or " : ", ") + parts[i];
  return out;
}

Vocabulary& Vocabulary::add(KeywordSpec k) { add_unique(keywords_, std::move(k), &KeywordSpec::name, "keyword"); return *this; }
Vocabulary& Vocabulary::add(TargetSpec t) { add_unique(targets_, std::move(t), &TargetSpec::name, "target"); return *this; }
Vocabulary& Vocabulary::add(TriggerSpec t) { add_unique(triggers_, std::move(t), &TriggerSpec::event, "trigger"); return *this; }
Vocabulary& Vocabulary::add(HookSpec h) { add_unique(hooks_, std::move(h), &HookSpec::field, "hook"); return *this; }
Vocabulary& Vocabulary::add(FlagSpec f) { add_unique(flags_, std::move(f), &FlagSpec::name, "flag"); return *this; }
Vocabulary& Vocabulary::add(ContextSpec c) { add_unique(contexts_, std::move(c), &ContextSpec::name, "context"); return *this; }

Vocabulary& Vocabulary::add_choices(std::string_view keyword, std::string_view param, const std::vector<std::string>& choices) {
  for (KeywordSpec& k : keywords_) {
    if (k.name != keyword) continue;
    for (ParamSpec& p : k.params)
      if (p.name == param && p.kind == ValueKind::choice) {
        for (const std::string& c : choices) add_word(p.choices, c);
        return *this;
      }
  }
  throw std::logic_error("vocabulary: no choice parameter \"" + std::string(param) + "\" of keyword \"" + std::string(keyword) + "\"");
}

std::string Vocabulary::where(std::string_view context) const {
  if (const ContextSpec* c = find_by(contexts_, context, &ContextSpec::name)) return c->where;
  return "where there is " + std::string(context);
}

std::vector<std::string> Vocabulary::continuous_keyword_names() const {
  std::vector<std::string> out;
  for (const KeywordSpec& k : keywords_)
    if (k.continuous) out.push_back(k.name);
  return out;
}
Vocabulary& Vocabulary::stat(std::string name) { add_word(stats_, std::move(name)); return *this; }
Vocabulary& Vocabulary::status_disables(std::string what) { add_word(disables_, std::move(what)); return *this; }
Vocabulary& Vocabulary::status_enables(std::string what) { add_word(enables_, std::move(what)); return *this; }

const KeywordSpec* Vocabulary::keyword(std::string_view name) const { return find_by(keywords_, name, &KeywordSpec::name); }
const TargetSpec* Vocabulary::target(std::string_view name) const { return find_by(targets_, name, &TargetSpec::name); }
const TriggerSpec* Vocabulary::trigger(std::string_view event) const { return find_by(triggers_, event, &TriggerSpec::event); }
const HookSpec* Vocabulary::hook(std::string_view field) const { return find_by(hooks_, field, &HookSpec::field); }
const FlagSpec* Vocabulary::flag(std::string_view name) const { return find_by(flags_, name, &FlagSpec::name); }

std::vector<std::string> Vocabulary::keyword_names() const { return names_of(keywords_, &KeywordSpec::name); }
std::vector<std::string> Vocabulary::target_names() const { return names_of(targets_, &TargetSpec::name); }
std::vector<std::string> Vocabulary::trigger_names() const { return names_of(triggers_, &TriggerSpec::event); }
std::vector<std::string> Vocabulary::flag_names() const { return names_of(flags_, &FlagSpec::name); }

std::string Vocabulary::describe() const {
  std::ostringstream out;
  out << "Effect keywords ({\"keyword\": K, \"target\": T, PARAM: VALUE, ...}):\n";
  for (const KeywordSpec& k : keywords_) {
    out << "  " << k.name << ": " << k.summary << "\n";
    out << "      target: " << (k.subjects ? subjects_text(k.subjects) : "none") << (k.continuous ? "; may be a passive aura" : "") << "\n";
    if (!k.params.empty()) out << "      " << params_text(k.params) << "\n";
  }
  out << "Targets:\n";
  for (const TargetSpec& t : targets_)
    out << "  " << t.name << ": " << t.summary << (t.needs.empty() ? "" : " (only " + where(t.needs) + ")") << "\n";
  out << "Trigger events ({\"event\": E, \"actor\": opponent|self|any}):\n";
  for (const TriggerSpec& t : triggers_)
    out << "  " << t.event << ": " << t.summary << (t.params.empty() ? "" : "; " + params_text(t.params)) << "\n";
  out << "Card fields that hold effects:\n";
  for (const HookSpec& h : hooks_) {
    out << "  " << h.field << " (";
    for (std::size_t i = 0; i < h.card_types.size(); ++i) out << (i ? ", " : "") << h.card_types[i];
    out << "): " << h.summary << "\n";
  }
  out << "Card flags:\n";
  for (const FlagSpec& f : flags_) out << "  " << f.name << ": " << f.summary << "\n";
  auto list = [&](const char* title, const std::vector<std::string>& words) {
    out << title;
    for (std::size_t i = 0; i < words.size(); ++i) out << (i ? ", " : " ") << words[i];
    out << "\n";
  };
  list("Stats:", stats_);
  list("A status may disable:", disables_);
  list("A status may enable:", enables_);
  return out.str();
}

Vocabulary common_vocabulary() {
  using V = ValueKind;
  Vocabulary v;
  v.stat("atk").stat("hp");
  v.status_disables("attack").status_disables("be-targeted");
  v.status_enables("attack-on-entry");

  v.add(KeywordSpec{"damage", "takes HP from the target", kMonster | kPlayer, {{"amount", V::positive_integer}}});
  v.add(KeywordSpec{"heal", "gives HP back to the target", kMonster | kPlayer, {{"amount", V::positive_integer}}});
  v.add(KeywordSpec{"destroy", "sends the target monster to its owner's graveyard", kMonster, {}});
  v.add(KeywordSpec{"exile", "puts the target out of the game, in its owner's exile", kMonster | kCard, {}});
  v.add(KeywordSpec{"apply-status", "gives the target monster a status of the set", kMonster,
                    {{"status", V::status}, {"duration", V::positive_integer, false, {}, "ticks; the status's own by default"}}});
  v.add(KeywordSpec{"remove-status", "takes a status off the target monster", kMonster,
                    {{"status", V::status, false, {}, "every status if absent; the one just applied in a status-applied trigger"}}});
  v.add(KeywordSpec{"modify-stat", "changes a stat of the target monster", kMonster,
                    {{"stat", V::stat}, {"by", V::integer},
                     {"until", V::choice, false, {"end-of-turn", "leaves-field"}, "leaves-field by default"}},
                    true});
  v.add(KeywordSpec{"negate", "cancels the spell, summon or attack that fired the trigger", 0, {}, false, "trigger"});
  v.add(KeywordSpec{"extra-action", "raises one of the target player's per-turn limits", kPlayer,
                    {{"action", V::choice, true, {"summon", "attack"}},
                     {"count", V::positive_integer, false, {}, "1 by default"}},
                    true});
  v.add(KeywordSpec{"draw", "the target player draws cards", kPlayer, {{"count", V::positive_integer}}});
  v.add(KeywordSpec{"create-monster", "puts a new monster (a copy of a card of the set, not a card of a deck) on the target player's field",
                    kPlayer, {{"card", V::card}, {"face-up", V::boolean, false, {}, "when absent, the game's rules decide (a ruling)"}}});
  v.add(KeywordSpec{"win-game", "the target player wins the game", kPlayer, {}});

  v.add(TargetSpec{"self", kMonster, false, "self", "the card itself (a status's bearer in a tick)"});
  v.add(TargetSpec{"controller", kPlayer, false, "", "the player whose card it is"});
  v.add(TargetSpec{"opponent", kPlayer, false, "", "that player's opponent"});
  v.add(TargetSpec{"each-player", kPlayer, false, "", "both players, as one source"});
  v.add(TargetSpec{"chosen-monster", kMonster, true, "", "a monster on either side, chosen when played"});
  v.add(TargetSpec{"chosen-own-monster", kMonster, true, "", "one of the controller's monsters, chosen when played"});
  v.add(TargetSpec{"chosen-opponent-monster", kMonster, true, "", "one of the opponent's monsters, chosen when played"});
  v.add(TargetSpec{"chosen-player", kPlayer, true, "", "a player, chosen when played"});
  v.add(TargetSpec{"chosen-monster-or-player", kMonster | kPlayer, true, "", "a monster or a player, chosen when played"});
  v.add(TargetSpec{"attacker", kMonster, false, "attack", "the attacking monster"});
  v.add(TargetSpec{"defender", kMonster, false, "attack", "the attacked monster (none in a direct attack)"});
  v.add(TargetSpec{"triggering-card", kCard | kMonster, false, "trigger", "the spell or monster whose play fired the trigger"});
  v.add(TargetSpec{"triggering-monster", kMonster, false, "trigger",
                   "the monster the triggering event was about (summoned, attacking, given a status)"});
  v.add(TargetSpec{"all-own-monsters", kMonster, false, "", "every monster of the controller"});
  v.add(TargetSpec{"all-opponent-monsters", kMonster, false, "", "every monster of the opponent"});
  v.add(TargetSpec{"all-monsters", kMonster, false, "", "every monster on the field"});

  v.add(TriggerSpec{"spell-played", "a spell is played", {"trigger"}, {}});
  v.add(TriggerSpec{"monster-summoned", "a monster is summoned", {"trigger"}, {}});
  v.add(TriggerSpec{"attack-declared", "an attack is declared", {"trigger", "attack"}, {}});
  v.add(TriggerSpec{"status-applied", "a status is applied to one of the trap owner's monsters", {"trigger"},
                    {{"status", V::status, false, {}, "only this status"}}});
  return v;
}

}  // namespace referee::cards
