// The words a card set may use: effect keywords with their parameters, targets, trigger
// events, card flags, the hooks a card type may carry effects in, and what a status may
// disable, enable or modify.
//
// Games whose rules say effects are "driven by database keywords and parameters" (hero-duel,
// battlezone, gemu-land) share the common words (common_vocabulary()) and add their own:
// battlezone's evolution or gemu-land's mana are new entries in their own vocabulary, and no
// other game's vocabulary changes. The card-set reader checks every effect against the
// game's vocabulary; the game's rules code gives each keyword its meaning.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace referee::cards {

// The kinds of value a keyword's parameter takes.
enum class ValueKind : std::uint8_t {
  positive_integer,  // 1, 2, ...
  integer,           // any, negative included (a stat change)
  boolean,
  text,
  status,            // the name of a status the card set defines ("FROZEN")
  stat,              // a stat the vocabulary knows ("atk")
  card,              // the id of a card of the same set
  choice,            // one of ParamSpec::choices
};
std::string_view to_string(ValueKind k);

struct ParamSpec {
  ParamSpec(std::string name_, ValueKind kind_, bool required_ = true, std::vector<std::string> choices_ = {}, std::string summary_ = "")
      : name(std::move(name_)), kind(kind_), required(required_), choices(std::move(choices_)), summary(std::move(summary_)) {}
  std::string name;
  ValueKind kind = ValueKind::positive_integer;
  bool required = true;
  std::vector<std::string> choices;  // ValueKind::choice
  std::string summary;
};

// What an effect can act on: a set of Subject bits.
enum Subject : unsigned { kMonster = 1u, kPlayer = 2u, kCard = 4u };
std::string subjects_text(unsigned subjects);  // "a monster or a player"

struct KeywordSpec {
  KeywordSpec(std::string name_, std::string summary_, unsigned subjects_, std::vector<ParamSpec> params_, bool continuous_ = false,
              std::string needs_ = "")
      : name(std::move(name_)), summary(std::move(summary_)), subjects(subjects_), params(std::move(params_)), continuous(continuous_),
        needs(std::move(needs_)) {}
  std::string name;
  std::string summary;
  unsigned subjects = 0;        // what its target may be; 0: it takes no target
  std::vector<ParamSpec> params;
  bool continuous = false;      // may be used in a passive aura (in force while the card is out)
  std::string needs;            // a context it needs ("trigger" for negate); "" for none
};

// Some targets exist only where the situation provides them: "attacker" during an attack,
// "triggering-card" when a trigger fired.
struct TargetSpec {
  std::string name;
  unsigned subjects = 0;
  bool chosen = false;          // the player chooses it (the transcript names it)
  std::string needs;            // the context it needs ("attack", "trigger", "status"); "" for none
  std::string summary;
};

struct TriggerSpec {
  std::string event;
  std::string summary;
  std::vector<std::string> provides;  // contexts its effects may use
  std::vector<ParamSpec> params;      // filters ("status": only this status)
};

// Where a card carries effects: a list of effects, an ability ({"name", "effects"}) or a trigger.
struct HookSpec {
  enum class Shape : std::uint8_t { effects, ability, trigger };
  std::string field;                  // the card's key: "on-summon"
  Shape shape = Shape::effects;
  std::vector<std::string> card_types;
  std::vector<std::string> provides;  // contexts its effects may use
  bool passive = false;               // continuous: only continuous keywords
  std::string summary;
};

// A context some targets and keywords need ("attack", "trigger", "self"), and where a game's
// cards have it, in the game's words: the card-set reader says so when an effect uses it
// elsewhere ("\"attacker\" exists only during an attack (on-attack effects, traps on attacks)").
struct ContextSpec {
  std::string name;
  std::string where;  // completes "exists only ..."
};

struct FlagSpec {
  std::string name;
  std::vector<std::string> card_types;
  std::string summary;
};

class Vocabulary {
 public:
  Vocabulary& add(KeywordSpec k);
  Vocabulary& add(TargetSpec t);
  Vocabulary& add(TriggerSpec t);
  Vocabulary& add(HookSpec h);
  Vocabulary& add(FlagSpec f);
  Vocabulary& add(ContextSpec c);
  // More options for a choice parameter of a keyword already there (a game's own per-turn
  // limits for extra-action).
  Vocabulary& add_choices(std::string_view keyword, std::string_view param, const std::vector<std::string>& choices);
  Vocabulary& stat(std::string name);
  Vocabulary& status_disables(std::string what);  // "attack", "be-targeted"
  Vocabulary& status_enables(std::string what);   // "attack-on-entry"

  const KeywordSpec* keyword(std::string_view name) const;
  const TargetSpec* target(std::string_view name) const;
  const TriggerSpec* trigger(std::string_view event) const;
  const HookSpec* hook(std::string_view field) const;
  const FlagSpec* flag(std::string_view name) const;
  // Where a context exists, as the game says it; a plain phrase for one it does not describe.
  std::string where(std::string_view context) const;
  // The keywords a passive aura may hold, by name.
  std::vector<std::string> continuous_keyword_names() const;

  const std::vector<KeywordSpec>& keywords() const { return keywords_; }
  const std::vector<TargetSpec>& targets() const { return targets_; }
  const std::vector<TriggerSpec>& triggers() const { return triggers_; }
  const std::vector<HookSpec>& hooks() const { return hooks_; }
  const std::vector<FlagSpec>& flags() const { return flags_; }
  const std::vector<std::string>& stats() const { return stats_; }
  const std::vector<std::string>& disables() const { return disables_; }
  const std::vector<std::string>& enables() const { return enables_; }

  std::vector<std::string> keyword_names() const;
  std::vector<std::string> target_names() const;
  std::vector<std::string> trigger_names() const;
  std::vector<std::string> flag_names() const;

  // The whole vocabulary for people (`referee cards vocabulary GAME`).
  std::string describe() const;

 private:
  std::vector<KeywordSpec> keywords_;
  std::vector<TargetSpec> targets_;
  std::vector<TriggerSpec> triggers_;
  std::vector<HookSpec> hooks_;
  std::vector<FlagSpec> flags_;
  std::vector<ContextSpec> contexts_;
  std::vector<std::string> stats_, disables_, enables_;
};

// The words every card-database game shares: damage, heal, destroy, exile, apply-status,
// remove-status, modify-stat, negate, extra-action (summon or attack: a game adds its own
// limits), draw, create-monster, win-game; the targets self, controller, opponent,
// each-player, chosen-*, attacker, defender, triggering-*, all-*-monsters; stats atk and hp.
// A game copies it and adds its own words, and says where its contexts exist.
Vocabulary common_vocabulary();

}  // namespace referee::cards
