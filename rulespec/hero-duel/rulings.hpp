// The hero-duel rulings: every place the rulebook leaves open. Each enum lists a ruling's
// options in catalogue order; rules code reads them only as
// rulings.get(ruling::start_step_order), which records that the verdict consulted it.
// The questions, options and defended defaults are in rulings.cpp. Rulings about what the
// card set defines (statuses, overflow, created monsters, trap triggers) give the rule the
// referee applies when the card set's definition does not say.
#pragma once

#include "referee/core/rulings.hpp"

namespace referee::hd {

// Setup
enum class DeckComposition : std::uint8_t { composition_only, forty_max_three, each_kind };
enum class OpeningShuffle : std::uint8_t { shuffled, as_submitted, one_mulligan };
enum class FirstPlayer : std::uint8_t { recorded, seeded_coin_flip };
enum class FirstTurnDraw : std::uint8_t { draw_two, no_first_draw, draw_one };
enum class HeroMustBeDrawn : std::uint8_t { starts_in_deck, draw_only };
// Hero and summoning
enum class HeroSummon : std::uint8_t { separate_limit, full_summon, not_a_summon };
enum class TributeEligibility : std::uint8_t { any_own, face_up_only, hero_tributes_exiled };
enum class SameTurnTribute : std::uint8_t { literal, extra_summon_use, reminder_only };
enum class HeroNature : std::uint8_t { not_a_monster, special_monster };
enum class HeroBlocksDirect : std::uint8_t { no, yes };
enum class PassiveTiming : std::uint8_t { after_tributes, sees_tributes };
enum class HeroAbility : std::uint8_t { entry_turn_ok, not_entry_turn, counts_as_spell };
enum class HeroAbilityFaceDown : std::uint8_t { allowed, allowed_flips, not_allowed };
// Turn start, face-down, monsters on the field
enum class StartStepOrder : std::uint8_t { flip_first, written_order_strict, written_order_flip_ready };
enum class AutoFlipScope : std::uint8_t { all_own, own_last_turn, previous_game_turn };
enum class HiddenInfo : std::uint8_t { card_hidden, stats_only };
enum class FaceDownEffects : std::uint8_t { off, on, on_flip };
enum class CreatedMonsters : std::uint8_t { tokens, objects };
enum class FaceUpEntryAttack : std::uint8_t { star_rule, ready, not_ready };
enum class EffectSummonFace : std::uint8_t { face_down_unless_stated, by_stars };
enum class EffectSummonLimit : std::uint8_t { uncounted, counted, not_a_summon };
enum class MonsterZonesFull : std::uint8_t { blocked, clear_one, replace_oldest };
enum class SpellTrapZonesFull : std::uint8_t { spells_zoneless, spells_need_zone, may_clear_trap };
// Traps, spells, limits
enum class TrapPlay : std::uint8_t { setting, activation, both };
enum class TrapActivation : std::uint8_t { mandatory, optional };
enum class TrapTiming : std::uint8_t { by_event, after, before };
enum class TrapActor : std::uint8_t { card_set, opponent_only, any_actor };
enum class TrapArmed : std::uint8_t { at_once, next_turn };
enum class MultipleTriggers : std::uint8_t { apnap_fifo, player_orders, one_per_event };
enum class TrapChains : std::uint8_t { queue, none, stack };
enum class TrapZoneRelease : std::uint8_t { after_resolving, on_activation, unresolved_stays };
enum class NegatedLimit : std::uint8_t { spent, refunded };
enum class SpellTargeting : std::uint8_t { fizzle, retarget, no_face_down };
enum class LimitIncrease : std::uint8_t { counted_rows, summon_and_spell_trap, every_row };
enum class EndTurnLimit : std::uint8_t { closing_act, extra_turns };
// Combat
enum class HpPersistence : std::uint8_t { persists, resets, player_cap };
enum class StatBounds : std::uint8_t { floor_zero, damage_only };
enum class SimultaneousDeath : std::uint8_t { both_strike, disabled_no_damage };
enum class FaceDownSequence : std::uint8_t { flip_first, window_first };
enum class Overflow : std::uint8_t { attacker_excess, both_ways, piercing };
enum class DirectAttackLegality : std::uint8_t { at_declaration, recheck_cancel, recheck_retarget };
enum class DirectAttackUntargetable : std::uint8_t { any_monster_blocks, attackable_monsters_block };
enum class FirstTurnAttack : std::uint8_t { allowed, no_first_turn_attack };
// Statuses
enum class StatusDuration : std::uint8_t { controller_starts, every_start, controller_ends };
enum class StatusStacking : std::uint8_t { refresh, stack, ignore };
enum class Haste : std::uint8_t { ready_and_flip, ready, extra_attack };
enum class DisablePersistence : std::uint8_t { until_refresh, next_chance };
enum class XState : std::uint8_t { marker, status };
// Deck, exile, end of game
enum class Reshuffle : std::uint8_t { per_card, per_draw, reshuffle_ends_draw };
enum class ExileUsage : std::uint8_t { effects_only, created_monsters_too };
enum class WinTiming : std::uint8_t { each_resolution, whole_action, same_card };
enum class CardEffectWin : std::uint8_t { honoured, not_yet };

namespace ruling {
inline constexpr RulingKey<DeckComposition> deck_composition{0};
inline constexpr RulingKey<OpeningShuffle> opening_shuffle{1};
inline constexpr RulingKey<FirstPlayer> first_player{2};
inline constexpr RulingKey<FirstTurnDraw> first_turn_draw{3};
inline constexpr RulingKey<HeroMustBeDrawn> hero_must_be_drawn{4};
inline constexpr RulingKey<HeroSummon> hero_summon{5};
inline constexpr RulingKey<TributeEligibility> tribute_eligibility{6};
inline constexpr RulingKey<SameTurnTribute> same_turn_tribute{7};
inline constexpr RulingKey<HeroNature> hero_nature{8};
inline constexpr RulingKey<HeroBlocksDirect> hero_blocks_direct{9};
inline constexpr RulingKey<PassiveTiming> passive_timing{10};
inline constexpr RulingKey<HeroAbility> hero_ability{11};
inline constexpr RulingKey<HeroAbilityFaceDown> hero_ability_face_down{12};
inline constexpr RulingKey<StartStepOrder> start_step_order{13};
inline constexpr RulingKey<AutoFlipScope> auto_flip_scope{14};
inline constexpr RulingKey<HiddenInfo> hidden_info{15};
inline constexpr RulingKey<FaceDownEffects> face_down_effects{16};
inline constexpr RulingKey<CreatedMonsters> created_monsters{17};
inline constexpr RulingKey<FaceUpEntryAttack> face_up_entry_attack{18};
inline constexpr RulingKey<EffectSummonFace> effect_summon_face{19};
inline constexpr RulingKey<EffectSummonLimit> effect_summon_limit{20};
inline constexpr RulingKey<MonsterZonesFull> monster_zones_full{21};
inline constexpr RulingKey<SpellTrapZonesFull> spell_trap_zones_full{22};
inline constexpr RulingKey<TrapPlay> trap_play{23};
inline constexpr RulingKey<TrapActivation> trap_activation{24};
inline constexpr RulingKey<TrapTiming> trap_timing{25};
inline constexpr RulingKey<TrapActor> trap_actor{26};
inline constexpr RulingKey<TrapArmed> trap_armed{27};
inline constexpr RulingKey<MultipleTriggers> multiple_triggers{28};
inline constexpr RulingKey<TrapChains> trap_chains{29};
inline constexpr RulingKey<TrapZoneRelease> trap_zone_release{30};
inline constexpr RulingKey<NegatedLimit> negated_limit{31};
inline constexpr RulingKey<SpellTargeting> spell_targeting{32};
inline constexpr RulingKey<LimitIncrease> limit_increase{33};
inline constexpr RulingKey<EndTurnLimit> end_turn_limit{34};
inline constexpr RulingKey<HpPersistence> hp_persistence{35};
inline constexpr RulingKey<StatBounds> stat_bounds{36};
inline constexpr RulingKey<SimultaneousDeath> simultaneous_death{37};
inline constexpr RulingKey<FaceDownSequence> face_down_sequence{38};
inline constexpr RulingKey<Overflow> overflow{39};
inline constexpr RulingKey<DirectAttackLegality> direct_attack_legality{40};
inline constexpr RulingKey<DirectAttackUntargetable> direct_attack_untargetable{41};
inline constexpr RulingKey<FirstTurnAttack> first_turn_attack{42};
inline constexpr RulingKey<StatusDuration> status_duration{43};
inline constexpr RulingKey<StatusStacking> status_stacking{44};
inline constexpr RulingKey<Haste> haste{45};
inline constexpr RulingKey<DisablePersistence> disable_persistence{46};
inline constexpr RulingKey<XState> x_state{47};
inline constexpr RulingKey<Reshuffle> reshuffle{48};
inline constexpr RulingKey<ExileUsage> exile_usage{49};
inline constexpr RulingKey<WinTiming> win_timing{50};
inline constexpr RulingKey<CardEffectWin> card_effect_win{51};
}  // namespace ruling

const RulingCatalogue& ruling_catalogue();

}  // namespace referee::hd
