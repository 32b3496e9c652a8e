// The rules of hero-duel as free functions over a Table. Each action has a check, which
// says whether it is legal now (a Verdict citing the hd::sec section it applies), and
// goes through apply(), which checks it, runs it with everything it sets off (statuses,
// trap windows, destruction, the end of the game) and commits only if all of it was
// acceptable: a refused action leaves the table as it was.
//
// What the position cannot tell, the caller says in Reactions: which set traps activate
// (and what they are, when their identity was hidden), the targets they choose, and the
// names of unknown face-down monsters when they flip.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "rulespec/hero-duel/table.hpp"

namespace referee::hd {

// A chosen target: a player, the monster in a monster zone, or a player's hero (a target
// only under hd.hero.nature = special-monster).
struct Target {
  enum class Kind : std::uint8_t { player, monster, hero };
  Kind kind = Kind::player;
  int player = -1;
  int zone = -1;
  static Target of_player(int p) { return Target{Kind::player, p, -1}; }
  static Target of_monster(int p, int z) { return Target{Kind::monster, p, z}; }
  static Target of_hero(int p) { return Target{Kind::hero, p, -1}; }
};

// Attack::defender naming the opponent's hero rather than a monster zone (hd.hero.nature =
// special-monster).
inline constexpr int kHeroZone = kMonsterZones;

struct SummonMonster {
  int player = -1;
  std::string card;            // from the hand; "?" for an unknown 1-3 star monster set face down
  int zone = -1;               // a free zone, or the zone a tribute frees
  std::vector<int> tributes;   // own monster zones
};
struct PlayHero {
  int player = -1;
  std::string card;
  std::vector<int> tributes;
};
struct CastSpell {
  int player = -1;
  std::string card;
  std::vector<Target> targets;  // one per distinct chosen-* target of its effects, in order
};
struct SetTrap {
  int player = -1;
  std::string card;            // "?" when the opponent cannot see it
  int zone = -1;
};
struct UseAbility {
  int player = -1;
  std::vector<Target> targets;
};
struct Attack {
  int player = -1;
  int attacker = -1;                 // own monster zone
  std::optional<int> defender;       // opponent's monster zone, or kHeroZone; none for a direct attack
  bool own_side = false;             // the record aims it at the attacker's own side (always illegal)
};
struct EndTurn {
  int player = -1;
};
// A set trap sent to the graveyard by its owner, which hd.zones.spelltrap-full =
// may-clear-trap allows; `card` names it (required when it was set as "?": it is shown as
// it goes to the graveyard).
struct ClearTrap {
  int player = -1;
  int zone = -1;
  std::string card;
};
using Action = std::variant<SummonMonster, PlayHero, CastSpell, SetTrap, UseAbility, Attack, EndTurn, ClearTrap>;

// A set trap activating: its owner and zone, what it is (needed when it was set as "?";
// checked when known), and the targets its chosen-* effects take.
struct Activation {
  int player = -1;
  int zone = -1;
  std::string card;
  std::vector<Target> targets;
};
// An unknown face-down monster named as it turns face up.
struct Reveal {
  int player = -1;
  int zone = -1;
  std::string card;
};
// A monster its controller sends to the graveyard to make room for a monster an effect
// creates on their full side (hd.zones.monster-full = clear-one).
struct Clear {
  int player = -1;
  int zone = -1;
};
struct Reactions {
  std::vector<Activation> activations;  // consumed at the first window each one fits
  std::vector<Reveal> reveals;
  std::vector<Clear> clears;            // consumed by the first creation on that player's full side
  // The opponent's monster zone a direct attack turns on when a monster appeared before
  // damage (hd.combat.direct-attack-legality = recheck-retarget).
  std::optional<int> retarget;
};

// ---- The whole action (apply.cpp) ----
Verdict check(const Table& t, const Action& a);
// Checks, then applies with its consequences; on any refusal the table is unchanged.
Verdict apply(Table& t, const Action& a, const Reactions& reactions = {});
// The opening: each player draws five, then the first turn starts (1. Match Structure).
Verdict open_game(Table& t, int first_player, const Reactions& reactions = {});

// ---- Checks, one per action (summon.cpp, cast.cpp, combat.cpp, turn.cpp) ----
Verdict check_move(const Table& t, const SummonMonster& a);
Verdict check_move(const Table& t, const PlayHero& a);
Verdict check_move(const Table& t, const CastSpell& a);
Verdict check_move(const Table& t, const SetTrap& a);
Verdict check_move(const Table& t, const UseAbility& a);
Verdict check_move(const Table& t, const Attack& a);
Verdict check_move(const Table& t, const EndTurn& a);
Verdict check_move(const Table& t, const ClearTrap& a);
// Shared: the player may act in their Main Phase.
Verdict check_main_phase(const Table& t, int player, const Section& cite);
// Whether a chosen target fits `target_name` ("chosen-opponent-monster") for `controller`;
// `face_down_ok` from hd.spell.targeting-and-fizzle or hd.hero.ability-face-down.
Verdict check_target(const Table& t, int controller, std::string_view target_name, const Target& chosen,
                     bool face_down_ok, const Section& cite);
// The chosen-* target names of an effect list, one per distinct name in order.
std::vector<std::string> chosen_slots(const std::vector<cards::Effect>& effects);

// ---- The deck (turn.cpp) ----
// One card drawn, the graveyard reshuffled first if the deck is empty (11. Deck
// Reshuffling, hd.deck.reshuffle-mid-draw). Returns false when nothing could be drawn.
bool draw_one(Table& t, int player);
void draw(Table& t, int player, int count);

// A set trap named later (revealed at the end of the game, or in a record): whether it
// could have stayed set through the triggers it missed (hd.trap.activation-mandatory).
Verdict check_trap_identity(const Table& t, int player, int zone, std::string_view card);

}  // namespace referee::hd
