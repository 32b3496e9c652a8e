// The machinery one action runs on: events, the queue of triggered effects (traps and a
// monster's own on-summon / on-attack effects), trap windows, the effect interpreter and
// the checks after each resolution. Internal to the rules; rules.hpp is the API.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "referee/cards/keyword_table.hpp"
#include "rulespec/hero-duel/rules.hpp"

namespace referee::hd {

using cards::KeywordTable;

// Something that happened which a trap may answer (9. Trap Rules).
struct Event {
  std::string kind{};        // the trigger event: "spell-played", "monster-summoned", "attack-declared", "status-applied"
  int actor = -1;            // who did it
  int monster = -1;          // uid: the monster summoned, attacking, or given the status
  int monster_owner = -1;    // its controller (status-applied: whose monster)
  int defender = -1;         // uid, attacks on a monster
  int defender_hero = -1;    // the player whose hero is attacked (hd.hero.nature = special-monster)
  std::string card{};        // the spell cast or the card summoned
  std::string status{};      // status-applied
  int action = -1;           // the action it announces, which negate cancels (-1: none)
  bool arriving = false;     // monster-summoned, before the monster is on the field (hd.trap.trigger-timing = before)
};

// What an effect resolves against.
struct EffectContext {
  int controller = -1;
  int self = -1;                     // uid of the monster whose effect it is, or a status's bearer
  std::string source{};              // card id
  std::optional<Event> trigger{};
  int attacker = -1;                 // uid
  int defender = -1;                 // uid; -1 in a direct attack
  int defender_hero = -1;            // the player whose hero is attacked, if it is
  std::vector<std::string> slots{};  // chosen-* names, in order (chosen_slots)
  std::vector<Target> chosen{};      // the choices, parallel to slots
};

// What a target resolved to.
struct Subjects {
  std::vector<int> players;
  std::vector<int> monsters;  // uids
  std::vector<int> actions;   // cards being played (triggering-card of a spell, a monster still arriving)
  // Players whose hero a monster-aimed effect reaches (hd.hero.nature = special-monster);
  // only damage and destroy act on it.
  std::vector<int> heroes;
  bool empty() const { return players.empty() && monsters.empty() && actions.empty() && heroes.empty(); }
};

// A spell, summon, attack or ability on its way: negate cancels it.
struct ActionRecord {
  std::string card;
  int owner = -1;
  bool negated = false;
  bool exiled = false;   // an exile effect took the card being played
  bool destroyed = false; // a destroy effect met a monster still arriving (hd.trap.trigger-timing = before)
};

class Resolver;

struct EffectCall {
  Resolver& res;
  const cards::Effect& effect;
  const EffectContext& ctx;
  Subjects subjects;
  bool acted = false;   // whether it found something to act on (a trap that did nothing)
};
struct TargetCall {
  const Table& table;
  const EffectContext& ctx;
  Subjects out;
};

// The referee's cap on monsters that effects create in one action (an action with all it
// sets off). The rulebook has no rule that would end a loop of created monsters whose own
// effects create more (with a zone freed each time, by destruction or by hd.zones.monster-full
// = replace-oldest); 1. Match Structure gives the board eight monster zones, and the cap is
// twice that. Past it, create-monster creates nothing, as on a full side.
inline constexpr int kMaxCreatedPerAction = 2 * 2 * kMonsterZones;

// A chosen monster target held by its monster's uid from the moment it is chosen (in
// Target::zone), so that a monster arriving later in the same zone is not hit.
Target bind_target(const Table& t, const Target& chosen);

// The keyword handlers (effects.cpp) and target resolvers (targets.cpp): open tables.
KeywordTable<EffectCall>& keyword_handlers();
KeywordTable<TargetCall>& target_resolvers();

class Resolver {
 public:
  Resolver(Table& table, const Reactions& reactions);

  Table& t;

  // ---- actions on their way (negation, exile of the card being played) ----
  int begin_action(std::string card, int owner);
  ActionRecord& action(int i) { return actions_[static_cast<std::size_t>(i)]; }

  // ---- trap windows and the queue (triggers.cpp) ----
  // Queues a card's own triggered effects (on-summon, on-attack): the turn player's, so
  // they come before the traps of the same event (hd.trap.multiple-triggers).
  void queue_own(const std::vector<cards::Effect>& effects, EffectContext ctx);
  // Opens the trap window of `e`; when its timing is "before" (hd.trap.trigger-timing) the
  // traps resolve now, otherwise they wait in the queue.
  void window(const Event& e);
  // Whether the window of this event opens before the action is complete.
  bool before(std::string_view event_kind) const;
  // Resolves the queue, first in first out, until empty or the game ends.
  void drain();

  // ---- effects (effects.cpp) ----
  // Resolves effects one by one, each followed by the checks of hd.win.simultaneous-and-timing.
  // Returns whether any of them found something to act on.
  bool resolve(const std::vector<cards::Effect>& effects, const EffectContext& ctx);
  Subjects targets(const std::string& target, const EffectContext& ctx) const;

  // ---- pieces the rules share ----
  void apply_status(int uid, const std::string& name, int duration, int by);
  void flip(int uid);                      // face down to face up, for good
  // Takes a monster's attack away and marks it with the X (5. Face-Down Rules, 14. Monster
  // Field Behavior), as hd.status.x-state and (for a bar-attack `effect`)
  // hd.status.disable-attack-persistence say. Returns whether an X status was applied, whose
  // status-applied event the caller then opens with announce_x().
  bool bar_attack(int uid, int by, bool effect);
  void announce_x(int uid, int by);
  // Puts a monster in a zone: its on-summon effect and the monster-summoned window, in the
  // order hd.trap.trigger-timing gives; `action` is what negate cancels (-1: nothing).
  // Returns false if a negation kept it off the field.
  bool place_monster(int player, int zone, Monster m, int action, int actor, bool summon_event);
  void settle(bool end_of_source);        // destruction and the win check (win.cpp)
  void end_action();                       // hd.win.simultaneous-and-timing = whole-action

  // ---- the caller's answers ----
  void fail(Verdict v) {
    if (ok_) error_ = std::move(v), ok_ = false;
  }
  bool ok() const { return ok_; }
  bool stopped() const { return !ok_ || t.over(); }
  const Verdict& error() const { return error_; }
  // Declared activations not used at any window are refused.
  void check_all_used();
  std::optional<std::string> take_reveal(int player, int zone);
  // The zone the record clears on `player`'s full side (Reactions::clears), once each.
  std::optional<int> take_clear(int player);
  // The zone a direct attack turns on (Reactions::retarget), once.
  std::optional<int> take_retarget();

  int created = 0;  // monsters created by effects in this action (kMaxCreatedPerAction)

 private:
  struct Pending {
    std::vector<cards::Effect> effects;
    EffectContext ctx;
    int trap_player = -1;   // a trap: where it sits
    int trap_uid = -1;
  };
  std::vector<Pending> collect(const Event& e);
  void run(Pending& item);
  void finish_trap(const Pending& item, bool acted);

  const Reactions& rx_;
  std::vector<bool> used_;           // parallel to rx_.activations
  std::vector<bool> reveal_used_;
  std::vector<bool> clear_used_;
  bool retarget_used_ = false;
  std::deque<Pending> queue_;
  std::vector<ActionRecord> actions_;
  int depth_ = 0;                    // >0 while a queued effect resolves
  bool ok_ = true;
  Verdict error_;
};

// The bodies of the actions, run by apply() once their check passed.
void run_move(Resolver& r, const SummonMonster& a);
void run_move(Resolver& r, const PlayHero& a);
void run_move(Resolver& r, const CastSpell& a);
void run_move(Resolver& r, const SetTrap& a);
void run_move(Resolver& r, const UseAbility& a);
void run_move(Resolver& r, const Attack& a);
void run_move(Resolver& r, const EndTurn& a);
void run_move(Resolver& r, const ClearTrap& a);
// The start of the active player's turn (3. Turn Structure: Start of Turn).
void begin_turn(Resolver& r);

}  // namespace referee::hd
