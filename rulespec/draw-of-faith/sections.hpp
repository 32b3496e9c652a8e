// The sections of the Draw of Faith rulebook that the referee cites, each with the
// project's own summary (never the rulebook's text).
#pragma once

#include "referee/core/sections.hpp"

namespace referee::dof::sec {

using referee::Section;

inline constexpr Section overview{"overview", "Overview",
    "A card game for two or more players sharing one standard 52-card deck: cards are placed in attack "
    "or defense position, battle, and are fused for effects; points decide the winner."};
inline constexpr Section equipment{"setup.equipment", "Game Setup: Equipment",
    "One standard deck of 52 distinct cards, no jokers. Each card exists once, so a card can be in one "
    "place only."};
inline constexpr Section starting{"setup.starting", "Game Setup: Starting Conditions",
    "Each player starts with five cards from the deck. The first player is agreed by any method except a "
    "high-card draw. There is no limit on hand size."};
inline constexpr Section turn_structure{"turn", "Turn Structure",
    "A turn is the Draw, Main, Battle and End phases, in that order, and belongs to one player."};
inline constexpr Section draw_phase{"turn.draw", "Turn Structure: 1. Draw Phase",
    "The player whose turn it is takes the top card of the deck."};
inline constexpr Section normal_summon{"turn.main.normal-summon", "Main Phase: Normal Summon",
    "In the Main Phase the player may put one card from hand on the field, face up, upright for attack "
    "or sideways for defense."};
inline constexpr Section special_summon{"turn.main.special-summon", "Main Phase: Special Summon",
    "Instead of the normal summon, the player may use one of the fusion or combo mechanics."};
inline constexpr Section battle_phase{"turn.battle", "Battle Phase",
    "The player's attack-position cards may battle opponents' attack-position cards."};
inline constexpr Section face_down_defense{"turn.battle.face-down", "Battle Phase: Face-Down Defense",
    "A face-down defense card that is attacked is turned face up first; then the values are compared."};
inline constexpr Section battle_resolution{"turn.battle.resolution", "Battle Phase: Battle Resolution",
    "The higher card wins the battle and the lower card is destroyed."};
inline constexpr Section battle_scoring{"turn.battle.scoring", "Battle Phase: Scoring",
    "Destroying an opponent's card that is in attack position scores one point."};
inline constexpr Section no_valid_targets{"turn.battle.no-targets", "Battle Phase: No Valid Targets",
    "When no opponent has a card in attack position, no attack can be made."};
inline constexpr Section end_phase{"turn.end", "Turn Structure: 4. End Phase",
    "The turn ends and the next player in turn order plays."};
inline constexpr Section hierarchy{"values.hierarchy", "Card Values: Card Hierarchy",
    "Ranks from high to low: A, K, Q, J, 10, 9, ..., 2. Suits do not rank."};
inline constexpr Section position_change{"position.change", "Position Rules: Position Change",
    "A card's position may change once per turn, never on the turn it came to the field."};
inline constexpr Section attack_position{"position.attack", "Position Rules: Attack Position",
    "Attack-position cards can battle and can earn points by destroying opponents' cards."};
inline constexpr Section defense_position{"position.defense", "Position Rules: Defense Position",
    "Defense-position cards cannot start battles and cannot earn points."};
inline constexpr Section graveyard{"graveyard", "Card Values: Graveyard",
    "Each player has a graveyard for their destroyed cards; some effects target cards in graveyards."};
inline constexpr Section royal_fusion{"special.royal-fusion", "Special Mechanics 1: Royal Fusion",
    "A King, a Queen and a Jack of any suits, from hand or field in your Main Phase: negates opponents' "
    "effects and destroys targeted cards."};
inline constexpr Section ace_fusion{"special.ace-fusion", "Special Mechanics 2: Ace Fusion",
    "Two or more Aces of any suits, from hand or field in your Main Phase: may revive cards from the "
    "graveyard."};
inline constexpr Section numbers_combo{"special.numbers-combo", "Special Mechanics 3: Numbers Combo",
    "Number cards of one rank, or two number cards whose values add up to 4 to 10, from hand or field in "
    "your Main Phase: may destroy opponents' cards."};
inline constexpr Section ace_face{"special.ace-face", "Special Mechanics 4: Ace + Face Cards",
    "An Ace and a King, Queen or Jack, from hand or field in your Main Phase: may negate opponents' "
    "effects and revive cards from the graveyard."};
inline constexpr Section numbers_ace{"special.numbers-ace", "Special Mechanics 5: Numbers + Ace",
    "A number card and an Ace, from hand or field in your Main Phase: may revive cards and destroy "
    "opponents' cards."};
inline constexpr Section five_of_a_kind{"special.five-of-a-kind", "Special Mechanics 6: Five of a Kind",
    "Five cards of the same suit (not rank) win the game at once."};
inline constexpr Section chain_link{"special.chain-link", "Special Mechanics 7: Chain Link",
    "Effects form a chain that resolves last-activated first. A player activates effects on their own "
    "turn, and on an opponent's turn only in response."};
inline constexpr Section standard_victory{"victory.standard", "Victory Conditions: Standard Victory",
    "The game ends once the deck is used up and every player has had the same number of turns; the most "
    "points wins. Points come from destroying opponents' attack-position cards."};
inline constexpr Section instant_victory{"victory.instant", "Victory Conditions: Instant Victory",
    "A player holding five cards of one suit wins at once."};
inline constexpr Section tiebreaker{"victory.tiebreaker", "Victory Conditions: Tiebreaker",
    "Players tied on points each draw one card from a separate deck; the highest card wins."};
inline constexpr Section suits_note{"notes.suits", "Important Notes: Suits",
    "Suits matter only for fusions and Five of a Kind."};
inline constexpr Section materials_note{"notes.materials", "Important Notes: Fusion Materials",
    "Materials may come from the player's hand, field, or both."};
inline constexpr Section special_note{"notes.special", "Important Notes: Special Summoning",
    "A special summon is the player's card placement for the turn: no normal summon besides."};
inline constexpr Section battle_timing{"notes.battle-timing", "Important Notes: Battle Timing",
    "Position changes are declared before attacks are declared."};
inline constexpr Section card_limit{"quick.card-limit", "Quick Reference: Card Limit",
    "One normal summon or one special summon per turn."};
inline constexpr Section turn_order{"quick.turn-order", "Quick Reference: Turn Order",
    "Draw, then Main, then Battle, then End."};

}  // namespace referee::dof::sec

namespace referee::dof {
// Every section above, in rulebook order.
const SectionIndex& section_index();
}  // namespace referee::dof
