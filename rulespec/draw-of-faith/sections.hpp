// The sections of the Draw of Faith rulebook that the referee cites, each with the
// project's own summary (never the rulebook's text).
#pragma once

#include "referee/core/sections.hpp"

namespace referee::dof::sec {

using referee::Section;

// Each entry: the name (sec::NAME), the id, the citation, the summary; in rulebook order.
#define REFEREE_DOF_SECTIONS(S) \
  S(overview, "overview", "Overview", \
    "A card game for two or more players sharing one standard 52-card deck: cards are placed in attack " \
    "or defense position, battle, and are fused for effects; points decide the winner.") \
  S(equipment, "setup.equipment", "Game Setup: Equipment", \
    "One standard deck of 52 distinct cards, no jokers. Each card exists once, so a card can be in one " \
    "place only.") \
  S(starting, "setup.starting", "Game Setup: Starting Conditions", \
    "Each player starts with five cards from the deck. The first player is agreed by any method except a " \
    "high-card draw. There is no limit on hand size.") \
  S(turn_structure, "turn", "Turn Structure", \
    "A turn is the Draw, Main, Battle and End phases, in that order, and belongs to one player.") \
  S(draw_phase, "turn.draw", "Turn Structure: 1. Draw Phase", \
    "The player whose turn it is takes the top card of the deck.") \
  S(normal_summon, "turn.main.normal-summon", "Main Phase: Normal Summon", \
    "In the Main Phase the player may put one card from hand on the field, face up, upright for attack " \
    "or sideways for defense.") \
  S(special_summon, "turn.main.special-summon", "Main Phase: Special Summon", \
    "Instead of the normal summon, the player may use one of the fusion or combo mechanics.") \
  S(battle_phase, "turn.battle", "Battle Phase", \
    "The player's attack-position cards may battle opponents' attack-position cards.") \
  S(face_down_defense, "turn.battle.face-down", "Battle Phase: Face-Down Defense", \
    "A face-down defense card that is attacked is turned face up first; then the values are compared.") \
  S(battle_resolution, "turn.battle.resolution", "Battle Phase: Battle Resolution", \
    "The higher card wins the battle and the lower card is destroyed.") \
  S(battle_scoring, "turn.battle.scoring", "Battle Phase: Scoring", \
    "Destroying an opponent's card that is in attack position scores one point.") \
  S(no_valid_targets, "turn.battle.no-targets", "Battle Phase: No Valid Targets", \
    "When no opponent has a card in attack position, no attack can be made.") \
  S(end_phase, "turn.end", "Turn Structure: 4. End Phase", \
    "The turn ends and the next player in turn order plays.") \
  S(hierarchy, "values.hierarchy", "Card Values: Card Hierarchy", \
    "Ranks from high to low: A, K, Q, J, 10, 9, ..., 2. Suits do not rank.") \
  S(position_change, "position.change", "Position Rules: Position Change", \
    "A card's position may change once per turn, never on the turn it came to the field.") \
  S(attack_position, "position.attack", "Position Rules: Attack Position", \
    "Attack-position cards can battle and can earn points by destroying opponents' cards.") \
  S(defense_position, "position.defense", "Position Rules: Defense Position", \
    "Defense-position cards cannot start battles and cannot earn points.") \
  S(graveyard, "graveyard", "Card Values: Graveyard", \
    "Each player has a graveyard for their destroyed cards; some effects target cards in graveyards.") \
  S(royal_fusion, "special.royal-fusion", "Special Mechanics 1: Royal Fusion", \
    "A King, a Queen and a Jack of any suits, from hand or field in your Main Phase: negates opponents' " \
    "effects and destroys targeted cards.") \
  S(ace_fusion, "special.ace-fusion", "Special Mechanics 2: Ace Fusion", \
    "Two or more Aces of any suits, from hand or field in your Main Phase: may revive cards from the " \
    "graveyard.") \
  S(numbers_combo, "special.numbers-combo", "Special Mechanics 3: Numbers Combo", \
    "Number cards of one rank, or two number cards whose values add up to 4 to 10, from hand or field in " \
    "your Main Phase: may destroy opponents' cards.") \
  S(ace_face, "special.ace-face", "Special Mechanics 4: Ace + Face Cards", \
    "An Ace and a King, Queen or Jack, from hand or field in your Main Phase: may negate opponents' " \
    "effects and revive cards from the graveyard.") \
  S(numbers_ace, "special.numbers-ace", "Special Mechanics 5: Numbers + Ace", \
    "A number card and an Ace, from hand or field in your Main Phase: may revive cards and destroy " \
    "opponents' cards.") \
  S(five_of_a_kind, "special.five-of-a-kind", "Special Mechanics 6: Five of a Kind", \
    "Five cards of the same suit (not rank) win the game at once.") \
  S(chain_link, "special.chain-link", "Special Mechanics 7: Chain Link", \
    "Effects form a chain that resolves last-activated first. A player activates effects on their own " \
    "turn, and on an opponent's turn only in response.") \
  S(standard_victory, "victory.standard", "Victory Conditions: Standard Victory", \
    "The game ends once the deck is used up and every player has had the same number of turns; the most " \
    "points wins. Points come from destroying opponents' attack-position cards.") \
  S(instant_victory, "victory.instant", "Victory Conditions: Instant Victory", \
    "A player holding five cards of one suit wins at once.") \
  S(tiebreaker, "victory.tiebreaker", "Victory Conditions: Tiebreaker", \
    "Players tied on points each draw one card from a separate deck; the highest card wins.") \
  S(suits_note, "notes.suits", "Important Notes: Suits", \
    "Suits matter only for fusions and Five of a Kind.") \
  S(materials_note, "notes.materials", "Important Notes: Fusion Materials", \
    "Materials may come from the player's hand, field, or both.") \
  S(special_note, "notes.special", "Important Notes: Special Summoning", \
    "A special summon is the player's card placement for the turn: no normal summon besides.") \
  S(battle_timing, "notes.battle-timing", "Important Notes: Battle Timing", \
    "Position changes are declared before attacks are declared.") \
  S(card_limit, "quick.card-limit", "Quick Reference: Card Limit", \
    "One normal summon or one special summon per turn.") \
  S(turn_order, "quick.turn-order", "Quick Reference: Turn Order", \
    "Draw, then Main, then Battle, then End.")
REFEREE_DECLARE_SECTIONS(REFEREE_DOF_SECTIONS)

}  // namespace referee::dof::sec

namespace referee::dof {
using sec::section_index;  // every section above, in rulebook order
}  // namespace referee::dof
