// The Draw of Faith rulings: every place the rulebook leaves open. Each enum lists a
// ruling's options in catalogue order; rules code reads them only as
// rulings.get(ruling::battle_tie), which records that the verdict consulted it.
// The questions, options and defended defaults are in rulings.cpp.
#pragma once

#include "referee/core/rulings.hpp"

namespace referee::dof {

// Each line: the key (ruling::NAME), the enum, its options in catalogue order.
#define REFEREE_DOF_RULINGS(X) \
  X(player_count, PlayerCount, shared_max_10, shared_max_8) \
  X(first_turn, FirstTurn, full, no_first_draw, no_first_battle, no_first_draw_no_battle) \
  X(empty_deck, EmptyDeck, skip, lose, end_now) \
  X(face_down, FaceDown, none, defense_optional, defense_always) \
  X(battle_targets, BattleTargets, attack_only, attack_or_face_down, any) \
  X(no_valid_targets, NoValidTargets, no_attack_position_card, no_attackable_card) \
  X(battle_tie, BattleTie, no_effect, both_destroyed, both_destroyed_no_points, suit_order) \
  X(attacks_per_card, AttacksPerCard, once_per_card, once_per_card_not_summon_turn, one_per_player, unlimited) \
  X(multiplayer_target, MultiplayerTarget, any_opponent, next_player, previous_player, one_opponent_per_turn) \
  X(defender_wins, DefenderWins, defender_scores, attacker_only) \
  X(defense_victim, DefenseVictim, no_points, defense_victim_scores, defender_def_scores) \
  X(effect_destruction, EffectDestruction, battle_only, any_destruction) \
  X(change_limit, ChangeLimit, per_card, per_player) \
  X(change_window, ChangeWindow, main_or_battle_before_attacks, main_only, before_own_attack) \
  X(replaces_normal, ReplacesNormal, replaces, replaces_unless_negated, both_allowed) \
  X(special_per_turn, SpecialPerTurn, one_as_placement, one_total, unlimited) \
  X(material_fate, MaterialFate, consume, materials_to_field, materials_to_field_once) \
  X(exact_materials, ExactMaterials, exact_declared, superset_allowed) \
  X(revive_destination, ReviveDestination, field_choice, field_attack, field_defense, hand) \
  X(revive_source, ReviveSource, own_incl_materials, own_excl_materials, any_graveyard) \
  X(destroy_scope, DestroyScope, opponent_field, any_field) \
  X(targeting_time, TargetingTime, on_activation, on_resolution) \
  X(royal_destroy_count, RoyalDestroyCount, up_to_3, one, all_opponent, any_number) \
  X(destroy_count, DestroyCount, per_material, one, all_opponent) \
  X(revive_count, ReviveCount, per_material, one, all_own_graveyard) \
  X(negate_without_target, NegateWithoutTarget, allowed, response_only, royal_needs_target) \
  X(set_size, SetSize, two_plus, three_plus, exactly_three) \
  X(ace_value, AceValue, not_a_number, one_in_sums, one_everywhere) \
  X(face_cards, FaceCardsAsNumbers, not_numbers, same_rank_ok) \
  X(sum_arity, SumArity, exactly_two, two_or_more) \
  X(response_scope, ResponseScope, negators_any_turn, any_mechanic_response, own_main_only) \
  X(own_turn_responses, OwnTurnResponses, allowed_uncounted, not_allowed, one_response_per_chain) \
  X(negate_meaning, NegateMeaning, effect_cost_paid, activation_refund, negate_and_destroy) \
  X(negate_scope, NegateScope, responded_link, one_named_opponent_link, all_opponent_links) \
  X(priority, Priority, seat_order_from_activator, turn_player_first, opponents_once) \
  X(respond_to, RespondTo, effects_only, effects_and_summons, any_action) \
  X(five_zone, FiveZone, hand_and_field, hand_only, field_only, hand_or_field) \
  X(five_timing, FiveTiming, state_based, own_turn_state, after_draw, activated) \
  X(five_simultaneous, FiveSimultaneous, tiebreak, first_in_turn_order, redeal) \
  X(depletion, Depletion, end_of_round, end_of_turn, extra_round) \
  X(tiebreak_equal, TiebreakEqual, redraw, suit_order, shared_win)
REFEREE_DECLARE_RULINGS(REFEREE_DOF_RULINGS)

const RulingCatalogue& ruling_catalogue();

}  // namespace referee::dof
