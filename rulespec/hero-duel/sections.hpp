// The sections of the hero-duel rulebook that the referee cites, each with the project's
// own summary (never the rulebook's text). The rulebook numbers its headings ("6. Combat
// Rules") and some have sub-headings ("Simultaneous Damage"): a citation is "6. Combat
// Rules: Simultaneous Damage", or the numbered heading alone where there is none.
#pragma once

#include "referee/core/sections.hpp"

namespace referee::hd::sec {

using referee::Section;

// Each entry: the name (sec::NAME), the id, the citation, the summary; in rulebook order.
#define REFEREE_HD_SECTIONS(S) \
  S(match, "match", "1. Match Structure", \
    "Two players duel. Each starts at 1500 HP with a deck, a hand, four monster zones, four spell/trap " \
    "zones, a hero zone, a graveyard and an exile pile, and takes five cards before play. A deck is made " \
    "of monsters of one to five stars, spells, traps, and a single hero of six stars.") \
  S(hero, "hero", "2. Hero Rules", \
    "No card but a hero has six stars. A hero reaches the hand by a draw, costs two tributes, arrives face " \
    "up in the hero zone (never a monster zone) and never attacks. It brings a standing aura, and an " \
    "ability its owner may use once a turn in the Main Phase.") \
  S(turn_start, "turn.start", "3. Turn Structure: Start of Turn", \
    "In the printed order: the turn player draws two, face-up monsters get their attack back, statuses " \
    "with a duration resolve, monsters placed face down on the previous turn are turned up, and the Main " \
    "Phase begins.") \
  S(main_actions, "turn.main", "3. Turn Structure: Main Phase Actions", \
    "A table of what the turn player may do and how often: one summon of a 1-5 star monster, one spell or " \
    "trap between them, one use of the hero ability, one attack by each monster, an attack on the player " \
    "only when the opponent has no monster, and ending the turn. Card effects can raise these limits.") \
  S(summon_low, "summon.stars-1-3", "4. Summoning Rules: Stars 1–3", \
    "Monsters of one to three stars cost no tribute, arrive face down, and may not attack on the turn " \
    "they arrive.") \
  S(summon_high, "summon.stars-4-5", "4. Summoning Rules: Stars 4–5", \
    "Monsters of four or five stars cost one tribute, which goes to the graveyard; they arrive face up and " \
    "may attack at once.") \
  S(summon_hero, "summon.hero", "4. Summoning Rules: Hero (6-star)", \
    "The hero costs two tributes, arrives face up, and its aura applies from that moment.") \
  S(tribute_restrictions, "summon.tribute-restrictions", "4. Summoning Rules: Tribute Restrictions", \
    "A monster summoned this turn may not be tributed in the same turn, except when an effect grants extra " \
    "summons.") \
  S(face_down, "face-down", "5. Face-Down Rules", \
    "New monsters are face down, except tribute summons of 4-5 stars and monsters an effect brings in face " \
    "up. A face-down monster cannot attack and its opponent does not see its stats. It is turned up when " \
    "its controller's next turn starts or when it is attacked, and stays up while it remains on the field. " \
    "Being barred from attacking never turns a monster face down; it is shown with a mark such as an X.") \
  S(combat_simultaneous, "combat.simultaneous", "6. Combat Rules: Simultaneous Damage", \
    "In a fight between two monsters, each takes damage equal to the other's ATK, both at once.") \
  S(combat_death, "combat.death", "6. Combat Rules: Death", \
    "A monster whose HP falls to zero is destroyed and put in the graveyard.") \
  S(combat_once, "combat.once-per-turn", "6. Combat Rules: Once Per Turn Attacks", \
    "A monster may declare one attack a turn, and only while it is face up, allowed to attack, and above " \
    "zero HP.") \
  S(combat_face_down, "combat.face-down", "6. Combat Rules: Attacking Face-Down Monsters", \
    "A face-down monster may be attacked; it is turned up at once, and then the fight is settled.") \
  S(combat_overflow, "combat.overflow", "6. Combat Rules: Overflow Damage", \
    "Damage beyond what a monster can take is lost, unless an effect expressly lets it carry over.") \
  S(direct_attacks, "direct-attacks", "7. Direct Attacks", \
    "A monster may strike at the opponent in person only while they have no monster at all; they then lose " \
    "HP equal to the attacker's ATK.") \
  S(spells, "spells", "8. Spell Rules", \
    "A spell is cast from the hand and goes to the graveyard once resolved. A player casts one spell or " \
    "sets one trap a turn unless something changes that. What a spell does comes from the card set's " \
    "keywords and parameters; many spells need a target, either a monster or a player.") \
  S(traps, "traps", "9. Trap Rules", \
    "A trap is set face down in a spell/trap zone and does nothing as it is set. It acts only when its " \
    "trigger happens, usually an opponent's action (casting a spell, summoning, attacking) or a status " \
    "landing on one of the owner's monsters. Once resolved it goes to the graveyard.") \
  S(statuses, "statuses", "10. Status System", \
    "A monster can carry several statuses (FROZEN, BURNING, HASTE and others). Statuses can stop attacks, " \
    "deal damage each turn, change ATK or HP, change what may be targeted, or change timing; each ends " \
    "after the duration its effect's parameters give.") \
  S(reshuffle, "reshuffle", "11. Deck Reshuffling", \
    "A player who must draw from an empty deck shuffles their graveyard into a new deck and goes on " \
    "drawing. With deck and graveyard both empty the draw is skipped; running out of cards never loses.") \
  S(win, "win", "12. Win Conditions", \
    "A player wins when the opponent's HP is zero or less, or when a card effect says so (kept for later " \
    "cards). If one source takes both players to zero or less, the game is drawn.") \
  S(limits_summary, "limits", "13. Action Limits Summary", \
    "The per-turn limits again: one summon, one spell or trap, one hero ability, one attack per monster, " \
    "direct attacks only against an empty monster side, and one end of turn.") \
  S(field_behavior, "field-behavior", "14. Monster Field Behavior", \
    "One-to-three-star monsters spend a turn face down; four-to-five-star monsters and the hero arrive face " \
    "up; a face-up monster never goes face down again; an effect that stops attacks clears the monster's " \
    "attack flag for that turn.")
REFEREE_DECLARE_SECTIONS(REFEREE_HD_SECTIONS)

}  // namespace referee::hd::sec

namespace referee::hd {
using sec::section_index;  // every section above, in rulebook order
}  // namespace referee::hd
