// The hero-duel rulings: every place the rulebook leaves open. Each enum lists a ruling's
// options in catalogue order; rules code reads them only as
// rulings.get(ruling::start_step_order), which records that the verdict consulted it.
// The questions, options and defended defaults are in rulings.cpp. Rulings about what the
// card set defines (statuses, overflow, created monsters, trap triggers) give the rule the
// referee applies when the card set's definition does not say.
#pragma once

#include "referee/core/rulings.hpp"

namespace referee::hd {

// Each line: the key (ruling::NAME), the enum, its options in catalogue order.
#define REFEREE_HD_RULINGS(X) \
  /* Setup */ \
  X(deck_composition, DeckComposition, composition_only, forty_max_three, each_kind) \
  X(opening_shuffle, OpeningShuffle, shuffled, as_submitted, one_mulligan) \
  X(first_player, FirstPlayer, recorded, seeded_coin_flip) \
  X(first_turn_draw, FirstTurnDraw, draw_two, no_first_draw, draw_one) \
  X(hero_must_be_drawn, HeroMustBeDrawn, starts_in_deck, draw_only) \
  /* Hero and summoning */ \
  X(hero_summon, HeroSummon, separate_limit, full_summon, not_a_summon) \
  X(tribute_eligibility, TributeEligibility, any_own, face_up_only, hero_tributes_exiled) \
  X(same_turn_tribute, SameTurnTribute, literal, extra_summon_use, reminder_only) \
  X(hero_nature, HeroNature, not_a_monster, special_monster) \
  X(hero_blocks_direct, HeroBlocksDirect, no, yes) \
  X(passive_timing, PassiveTiming, after_tributes, sees_tributes) \
  X(hero_ability, HeroAbility, entry_turn_ok, not_entry_turn, counts_as_spell) \
  X(hero_ability_face_down, HeroAbilityFaceDown, allowed, allowed_flips, not_allowed) \
  /* Turn start, face-down, monsters on the field */ \
  X(start_step_order, StartStepOrder, flip_first, written_order_strict, written_order_flip_ready) \
  X(auto_flip_scope, AutoFlipScope, all_own, own_last_turn, previous_game_turn) \
  X(hidden_info, HiddenInfo, card_hidden, stats_only) \
  X(face_down_effects, FaceDownEffects, off, on, on_flip) \
  X(created_monsters, CreatedMonsters, tokens, objects) \
  X(face_up_entry_attack, FaceUpEntryAttack, star_rule, ready, not_ready) \
  X(effect_summon_face, EffectSummonFace, face_down_unless_stated, by_stars) \
  X(effect_summon_limit, EffectSummonLimit, uncounted, counted, not_a_summon) \
  X(monster_zones_full, MonsterZonesFull, blocked, clear_one, replace_oldest) \
  X(spell_trap_zones_full, SpellTrapZonesFull, spells_zoneless, spells_need_zone, may_clear_trap) \
  /* Traps, spells, limits */ \
  X(trap_play, TrapPlay, setting, activation, both) \
  X(trap_activation, TrapActivation, mandatory, optional) \
  X(trap_timing, TrapTiming, by_event, after, before) \
  X(trap_actor, TrapActor, card_set, opponent_only, any_actor) \
  X(trap_armed, TrapArmed, at_once, next_turn) \
  X(multiple_triggers, MultipleTriggers, apnap_fifo, player_orders, one_per_event) \
  X(trap_chains, TrapChains, queue, none, stack) \
  X(trap_zone_release, TrapZoneRelease, after_resolving, on_activation, unresolved_stays) \
  X(negated_limit, NegatedLimit, spent, refunded) \
  X(spell_targeting, SpellTargeting, fizzle, retarget, no_face_down) \
  X(limit_increase, LimitIncrease, counted_rows, summon_and_spell_trap, every_row) \
  X(end_turn_limit, EndTurnLimit, closing_act, extra_turns) \
  /* Combat */ \
  X(hp_persistence, HpPersistence, persists, resets, player_cap) \
  X(stat_bounds, StatBounds, floor_zero, damage_only) \
  X(simultaneous_death, SimultaneousDeath, both_strike, disabled_no_damage) \
  X(face_down_sequence, FaceDownSequence, flip_first, window_first) \
  X(overflow, Overflow, attacker_excess, both_ways, piercing) \
  X(direct_attack_legality, DirectAttackLegality, at_declaration, recheck_cancel, recheck_retarget) \
  X(direct_attack_untargetable, DirectAttackUntargetable, any_monster_blocks, attackable_monsters_block) \
  X(first_turn_attack, FirstTurnAttack, allowed, no_first_turn_attack) \
  /* Statuses */ \
  X(status_duration, StatusDuration, controller_starts, every_start, controller_ends) \
  X(status_stacking, StatusStacking, refresh, stack, ignore) \
  X(haste, Haste, ready_and_flip, ready, extra_attack) \
  X(disable_persistence, DisablePersistence, until_refresh, next_chance) \
  X(x_state, XState, marker, status) \
  /* Deck, exile, end of game */ \
  X(reshuffle, Reshuffle, per_card, per_draw, reshuffle_ends_draw) \
  X(exile_usage, ExileUsage, effects_only, created_monsters_too) \
  X(win_timing, WinTiming, each_resolution, whole_action, same_card) \
  X(card_effect_win, CardEffectWin, honoured, not_yet)
REFEREE_DECLARE_RULINGS(REFEREE_HD_RULINGS)

const RulingCatalogue& ruling_catalogue();

}  // namespace referee::hd
