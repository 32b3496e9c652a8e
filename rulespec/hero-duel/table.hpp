// A hero-duel position as plain data: each player's HP and zones, the monsters on the
// field with their runtime state, set traps, per-turn counters, the turn, and the result.
// The rules that act on it are free functions (rules.hpp), one file per rule area.
//
// Hidden information: any card id may be "?" (kUnknown) where the record does not say
// what the card is: a deck card, a hand card, a face-down monster, a set trap. Rules that
// need the identity ask the caller to name it (Reactions, rules.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "referee/cards/card_set.hpp"
#include "referee/core/contains.hpp"
#include "referee/core/game.hpp"
#include "referee/core/rng.hpp"
#include "referee/core/rulings.hpp"
#include "rulespec/hero-duel/rulings.hpp"

namespace referee::hd {

inline constexpr int kMonsterZones = 4;      // 1. Match Structure
inline constexpr int kSpellTrapZones = 4;
inline constexpr long long kStartingHp = 1500;
inline constexpr int kOpeningHand = 5;
inline constexpr std::string_view kUnknown = "?";

enum class Phase : std::uint8_t { start, main, over };

// The per-turn limits of 3. Main Phase Actions that effects may raise.
enum class Limit : std::uint8_t { summon, spell_or_trap, hero_ability, attack };
inline constexpr int kLimits = 4;
// Their words in the card set's extra-action effects ("action"), in Limit's order.
inline constexpr std::string_view kLimitNames[kLimits] = {"summon", "spell-or-trap", "hero-ability", "attack"};

struct Status {
  std::string name;
  int remaining = 1;   // ticks left; -1 while the monster stays on the field
  int stacks = 1;      // applications merged into this instance (stacking "refresh" keeps 1)
  int applied_by = -1;
};

struct StatMod {
  std::string stat;    // "atk", "hp"
  long long by = 0;
  bool end_of_turn = false;
};

struct Monster {
  int uid = -1;
  std::string card{kUnknown};
  bool token = false;          // created by an effect (hd.tokens.created-monsters)
  int owner = -1;
  bool face_up = false;
  long long damage = 0;        // HP lost; current HP = max HP - damage (hd.combat.hp-persistence)
  std::vector<StatMod> mods{};  // modify-stat effects on it
  bool can_attack = false;     // the rulebook's flag: refreshed at its controller's turn start
  int attacks_made = 0;        // this turn
  int arrived_turn = 0;        // the turn it came to the field
  bool summoned = true;        // counts as summoned that turn (hd.summon.effect-summon-limit)
  bool x_marker = false;       // barred from attacking for the turn (5. Face-Down Rules)
  bool bar_held = false;       // a bar-attack effect the next refresh keeps (hd.status.disable-attack-persistence)
  bool arrival_pending = false;  // on-summon skipped face down (hd.facedown.effects-while-face-down = on-flip)
  std::vector<Status> statuses{};
};

// A kind of event a set trap may have missed while its identity was hidden: enough to
// check later, once the trap is named, that a mandatory trap did not stay set wrongly.
struct MissedTrigger {
  std::string event;     // "spell-played", ...
  int actor = -1;
  std::string status;    // status-applied: the status
  int turn = 0;
};

struct SetCard {
  int uid = -1;
  std::string card{kUnknown};
  int set_turn = 0;
  bool active = false;   // activated and resolving (hd.trap.zone-release)
  std::vector<MissedTrigger> missed{};
};

struct Hero {
  std::string card;
  int entered_turn = 0;
  long long damage = 0;        // HP lost, under hd.hero.nature = special-monster
};

struct Player {
  long long hp = kStartingHp;
  std::vector<std::string> deck;   // front is the top
  std::vector<std::string> hand;
  std::array<std::optional<Monster>, kMonsterZones> monsters;
  std::array<std::optional<SetCard>, kSpellTrapZones> spell_traps;
  std::optional<Hero> hero;
  std::vector<std::string> graveyard;
  std::vector<std::string> exile;
  // This turn's counters (reset at every turn start).
  std::array<int, kLimits> used{};
  std::array<int, kLimits> extra{};  // raised by one-shot extra-action effects
  bool extra_summon_granted = false; // 4. Tribute Restrictions
  int extra_turns = 0;               // turns to take straight after this one (hd.turn.end-turn-limit)
};

struct Result {
  GameStatus status = GameStatus::in_progress;
  int winner = -1;
  std::string ended_by;   // "hp", "win-game", "both-hp"
  const Section* citation = nullptr;
};

struct Table {
  std::shared_ptr<const Rulings> rulings;
  std::shared_ptr<const cards::CardSet> cards;
  std::array<Player, 2> players;
  int turn = 1;        // game turns, both players' counted
  int active = 0;
  Phase phase = Phase::main;
  Result result;
  int next_uid = 1;
  Rng rng{0};                  // the §11 reshuffle when shuffles are simulated
  bool hidden_shuffles = true; // a reshuffled deck's order is unknown: its cards become "?"
  int declared_winner = -1;    // a win-game effect, until the next check
  std::array<std::string, 2> names{"P1", "P2"};  // the players' names, for reasons (set by the game layer)

  const Rulings& r() const { return *rulings; }
  bool over() const { return phase == Phase::over; }
  Player& p(int i) { return players[static_cast<std::size_t>(i)]; }
  const Player& p(int i) const { return players[static_cast<std::size_t>(i)]; }
  static int other(int i) { return 1 - i; }
  // The card's definition; null for "?" and for ids the set lacks.
  const cards::CardDef* card(std::string_view id) const;
};

// A new game's table before the opening draw: 1500 HP each, empty zones.
Table make_table(std::shared_ptr<const Rulings> rulings, std::shared_ptr<const cards::CardSet> cards);

// ---- Monsters and their stats (table.cpp, stats.cpp) ----
struct MonsterAt {
  int player = -1;
  int zone = -1;
  explicit operator bool() const { return player >= 0; }
};
MonsterAt find_monster(const Table& t, int uid);
Monster* monster(Table& t, int uid);
const Monster* monster(const Table& t, int uid);
int monster_count(const Table& t, int player);
int free_monster_zone(const Table& t, int player);  // -1 when full
int free_spell_trap_zone(const Table& t, int player);
// The zone of the player's monster that has been on the field longest (earliest turn, then
// earliest arrival); -1 when they have none (hd.zones.monster-full = replace-oldest).
int oldest_monster_zone(const Table& t, int player);
long long stars_of(const Table& t, const Monster& m);
// Current stats: printed + modify-stat effects + statuses + hero auras (stats.cpp).
long long atk(const Table& t, const Monster& m);
long long max_hp(const Table& t, const Monster& m);
long long hp(const Table& t, const Monster& m);
bool has_status(const Monster& m, std::string_view name);
// Under hd.hero.nature = special-monster: the hero's HP (its card's "hp" stat, 0 if none,
// less its damage) and ATK (its card's "atk" stat).
bool hero_is_monster(const Table& t);
long long hero_hp(const Table& t, const Hero& h);
long long hero_atk(const Table& t, const Hero& h);
// Whether an effect allows `player` extra summons this turn (4. Tribute Restrictions):
// an extra-action effect, or a hero's aura that raises the summon limit.
bool extra_summons_allowed(const Table& t, int player);
// The summons a hero's aura adds (0 for none), within hd.limits.increase-scope.
int aura_summons(const Table& t, const std::string& hero_card);
int stacks(const Monster& m, std::string_view name);  // instances and merged applications
// Whether a status, as the card set defines it, disables or enables something.
bool status_disables(const Table& t, const Monster& m, std::string_view what);
bool status_enables(const Table& t, const Monster& m, std::string_view what);
// How many of `limit` the player may use this turn: 1 + one-shot raises + hero auras,
// within hd.limits.increase-scope.
int allowed(const Table& t, int player, Limit limit);
int attacks_allowed(const Table& t, int player, const Monster& m);

// ---- Cards between zones (table.cpp) ----
// Removes `card` from the hand: the card itself, or an unknown "?" now named `card`.
bool hand_has(const Table& t, int player, std::string_view card);
void take_from_hand(Table& t, int player, std::string_view card);
// A monster leaves the field: to its owner's graveyard, a token ceasing to exist
// (hd.tokens.created-monsters, hd.exile.usage); `exiled` sends it to exile instead.
void remove_monster(Table& t, int uid, bool exiled);
// A hero destroyed as a special monster (hd.hero.nature) goes to its owner's graveyard.
void destroy_hero(Table& t, int player);
std::string describe(const Table& t, const Monster& m);  // "Iron Warden (Ann:M0)"
// A player as reasons name them ("Ann"), and a zone as records write it ("Ann:M0", "Bob:S2").
const std::string& who(const Table& t, int player);
std::string zone_ref(const Table& t, int player, char kind, int zone);

}  // namespace referee::hd
