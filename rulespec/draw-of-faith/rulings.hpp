// The Draw of Faith rulings: every place the rulebook leaves open. Each enum lists a
// ruling's options in catalogue order; rules code reads them only as
// rulings.get(ruling::battle_tie), which records that the verdict consulted it.
// The questions, options and defended defaults are in rulings.cpp.
#pragma once

#include "referee/core/rulings.hpp"

namespace referee::dof {

enum class PlayerCount : std::uint8_t { shared_max_10, shared_max_8 };
enum class FirstTurn : std::uint8_t { full, no_first_draw, no_first_battle, no_first_draw_no_battle };
enum class EmptyDeck : std::uint8_t { skip, lose, end_now };
enum class FaceDown : std::uint8_t { none, defense_optional, defense_always };
enum class BattleTargets : std::uint8_t { attack_only, attack_or_face_down, any };
enum class NoValidTargets : std::uint8_t { no_attack_position_card, no_attackable_card };
enum class BattleTie : std::uint8_t { no_effect, both_destroyed, both_destroyed_no_points, suit_order };
enum class AttacksPerCard : std::uint8_t { once_per_card, once_per_card_not_summon_turn, one_per_player, unlimited };
enum class MultiplayerTarget : std::uint8_t { any_opponent, next_player, previous_player, one_opponent_per_turn };
enum class DefenderWins : std::uint8_t { defender_scores, attacker_only };
enum class DefenseVictim : std::uint8_t { no_points, defense_victim_scores, defender_def_scores };
enum class EffectDestruction : std::uint8_t { battle_only, any_destruction };
enum class ChangeLimit : std::uint8_t { per_card, per_player };
enum class ChangeWindow : std::uint8_t { main_or_battle_before_attacks, main_only, before_own_attack };
enum class ReplacesNormal : std::uint8_t { replaces, replaces_unless_negated, both_allowed };
enum class SpecialPerTurn : std::uint8_t { one_as_placement, one_total, unlimited };
enum class MaterialFate : std::uint8_t { consume, materials_to_field, materials_to_field_once };
enum class ExactMaterials : std::uint8_t { exact_declared, superset_allowed };
enum class ReviveDestination : std::uint8_t { field_choice, field_attack, field_defense, hand };
enum class ReviveSource : std::uint8_t { own_incl_materials, own_excl_materials, any_graveyard };
enum class DestroyScope : std::uint8_t { opponent_field, any_field };
enum class TargetingTime : std::uint8_t { on_activation, on_resolution };
enum class RoyalDestroyCount : std::uint8_t { up_to_3, one, all_opponent, any_number };
enum class DestroyCount : std::uint8_t { per_material, one, all_opponent };
enum class ReviveCount : std::uint8_t { per_material, one, all_own_graveyard };
enum class NegateWithoutTarget : std::uint8_t { allowed, response_only, royal_needs_target };
enum class SetSize : std::uint8_t { two_plus, three_plus, exactly_three };
enum class AceValue : std::uint8_t { not_a_number, one_in_sums, one_everywhere };
enum class FaceCardsAsNumbers : std::uint8_t { not_numbers, same_rank_ok };
enum class SumArity : std::uint8_t { exactly_two, two_or_more };
enum class ResponseScope : std::uint8_t { negators_any_turn, any_mechanic_response, own_main_only };
enum class OwnTurnResponses : std::uint8_t { allowed_uncounted, not_allowed, one_response_per_chain };
enum class NegateMeaning : std::uint8_t { effect_cost_paid, activation_refund, negate_and_destroy };
enum class NegateScope : std::uint8_t { responded_link, one_named_opponent_link, all_opponent_links };
enum class Priority : std::uint8_t { seat_order_from_activator, turn_player_first, opponents_once };
enum class RespondTo : std::uint8_t { effects_only, effects_and_summons, any_action };
enum class FiveZone : std::uint8_t { hand_and_field, hand_only, field_only, hand_or_field };
enum class FiveTiming : std::uint8_t { state_based, own_turn_state, after_draw, activated };
enum class FiveSimultaneous : std::uint8_t { tiebreak, first_in_turn_order, redeal };
enum class Depletion : std::uint8_t { end_of_round, end_of_turn, extra_round };
enum class TiebreakEqual : std::uint8_t { redraw, suit_order, shared_win };

namespace ruling {
inline constexpr RulingKey<PlayerCount> player_count{0};
inline constexpr RulingKey<FirstTurn> first_turn{1};
inline constexpr RulingKey<EmptyDeck> empty_deck{2};
inline constexpr RulingKey<FaceDown> face_down{3};
inline constexpr RulingKey<BattleTargets> battle_targets{4};
inline constexpr RulingKey<NoValidTargets> no_valid_targets{5};
inline constexpr RulingKey<BattleTie> battle_tie{6};
inline constexpr RulingKey<AttacksPerCard> attacks_per_card{7};
inline constexpr RulingKey<MultiplayerTarget> multiplayer_target{8};
inline constexpr RulingKey<DefenderWins> defender_wins{9};
inline constexpr RulingKey<DefenseVictim> defense_victim{10};
inline constexpr RulingKey<EffectDestruction> effect_destruction{11};
inline constexpr RulingKey<ChangeLimit> change_limit{12};
inline constexpr RulingKey<ChangeWindow> change_window{13};
inline constexpr RulingKey<ReplacesNormal> replaces_normal{14};
inline constexpr RulingKey<SpecialPerTurn> special_per_turn{15};
inline constexpr RulingKey<MaterialFate> material_fate{16};
inline constexpr RulingKey<ExactMaterials> exact_materials{17};
inline constexpr RulingKey<ReviveDestination> revive_destination{18};
inline constexpr RulingKey<ReviveSource> revive_source{19};
inline constexpr RulingKey<DestroyScope> destroy_scope{20};
inline constexpr RulingKey<TargetingTime> targeting_time{21};
inline constexpr RulingKey<RoyalDestroyCount> royal_destroy_count{22};
inline constexpr RulingKey<DestroyCount> destroy_count{23};
inline constexpr RulingKey<ReviveCount> revive_count{24};
inline constexpr RulingKey<NegateWithoutTarget> negate_without_target{25};
inline constexpr RulingKey<SetSize> set_size{26};
inline constexpr RulingKey<AceValue> ace_value{27};
inline constexpr RulingKey<FaceCardsAsNumbers> face_cards{28};
inline constexpr RulingKey<SumArity> sum_arity{29};
inline constexpr RulingKey<ResponseScope> response_scope{30};
inline constexpr RulingKey<OwnTurnResponses> own_turn_responses{31};
inline constexpr RulingKey<NegateMeaning> negate_meaning{32};
inline constexpr RulingKey<NegateScope> negate_scope{33};
inline constexpr RulingKey<Priority> priority{34};
inline constexpr RulingKey<RespondTo> respond_to{35};
inline constexpr RulingKey<FiveZone> five_zone{36};
inline constexpr RulingKey<FiveTiming> five_timing{37};
inline constexpr RulingKey<FiveSimultaneous> five_simultaneous{38};
inline constexpr RulingKey<Depletion> depletion{39};
inline constexpr RulingKey<TiebreakEqual> tiebreak_equal{40};
}  // namespace ruling

const RulingCatalogue& ruling_catalogue();

}  // namespace referee::dof
