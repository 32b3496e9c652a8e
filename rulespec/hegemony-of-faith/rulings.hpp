// The Hegemony of Faith rulings: every place the rulebook leaves open. Each enum lists a
// ruling's options in catalogue order; rules code reads them only as
// rulings.get(ruling::sect_sides), which records that the verdict consulted it. The
// questions, options and defended defaults are in rulings.cpp. The text copy of the
// rulebook has lost its pictures and icons (believer IDs, the use marks of skills, the
// one-against-many diagrams); rulings cover each gap that matters to a referee.
#pragma once

#include "referee/core/rulings.hpp"

namespace referee::hof {

// Setup, components, believer table
enum class BelieverPoolSize : std::uint8_t { whole_pool, deck_after_deal, all_sixty };
enum class BelieverComposition : std::uint8_t { equal_types, random_subset, recorded };
enum class SkillReturn : std::uint8_t { shuffled_reserve, never_dealt_only, draw_two_keep_one };
enum class FirstPlayer : std::uint8_t { recorded, seeded_random };
enum class DeckShortage : std::uint8_t { reshuffle_on_demand, reshuffle_by_choice, reshuffle_when_empty };
enum class BelieverIdMap : std::uint8_t { listing_order, recorded_ids };
enum class BelieverCycle : std::uint8_t { wraps, no_wrap_draw, no_wrap_higher_wins };
// Turn structure, skills' use, information
enum class DiscardAction : std::uint8_t { counts_as_action, free };
enum class RepeatGranularity : std::uint8_t { category, card_name };
enum class HandLimitCheck : std::uint8_t { own_turn_end, ascend_holder_only, every_turn_end };
enum class DrawTarget : std::uint8_t { personal_limit, six };
enum class SkillCost : std::uint8_t { free_unless_stated, own_turn_one_action };
enum class RoundDefinition : std::uint8_t { personal, table, played_turns_only };
enum class SingleUseClass : std::uint8_t { all_per_game, rebirth_gate_praise_per_round, rebirth_gate_per_round };
enum class SkipTurn : std::uint8_t { empty_turn, surrender_still_runs, never_happened };
enum class GraveyardOrder : std::uint8_t { ordered_face_up, face_down_blind, unordered_pick };
enum class InfoVisibility : std::uint8_t { counts_public, believer_counts_only };
enum class InfoSpy : std::uint8_t { private_hands, public_hands, hands_and_skill };
// Surrender, Followers, reversal, Wanderers
enum class SurrenderChoice : std::uint8_t { must_join_willing, free_choice, first_yes_binding };
enum class FollowerGift : std::uint8_t { leader_picks_needs_one, needs_two };
enum class FollowerMaintenance : std::uint8_t { own_turn_end_others_only, same_leader_may_retake, at_once };
enum class ReversalTiming : std::uint8_t { after_each_resolution, immediate, leader_turn_end };
enum class ReversalTie : std::uint8_t { top_tie_only, any_tie, seat_order };
enum class ReversalOldLeader : std::uint8_t { at_once, at_own_turn_end, refused_wanders };
enum class FollowerSkills : std::uint8_t { hermit_and_gate_copy, hermit_only, triggered_too };
enum class TakeSelection : std::uint8_t { random, victim_picks, taker_picks };
enum class TakeRecipient : std::uint8_t { taker, sect_leader };
enum class WandererReestablish : std::uint8_t { automatic_turn_ends, optional, automatic_then_actions };
enum class WandererImmunity : std::uint8_t { everything, action_cards_only, attacks_only };
enum class WandererImmunityStart : std::uint8_t { on_becoming, first_wanderer_turn };
enum class WandererEndgame : std::uint8_t { scored_blocks_unification, cannot_win_ignored, scored_ignored };
// Targets, sect command, confrontations, attack cards
enum class TargetScope : std::uint8_t { opposing_sects_any_player, own_sect_unqualified, players_outside_sect };
enum class SectSides : std::uint8_t { united_leader_commands, attacker_alone, card_player_commands };
enum class Designation : std::uint8_t { locked_until_exhausted, free_each_pairing };
enum class ConfrontationCommit : std::uint8_t { simultaneous, attacker_first, random_card };
enum class DefenseRules : std::uint8_t { any_member_sect_wide, leader_only, self_only };
enum class HalfRounding : std::uint8_t { down_per_player, down_combined, up_for_skills };
enum class FaithWarParticipation : std::uint8_t { snapshot_once, live_count, winners_fight_again };
enum class FaithWarBonus : std::uint8_t { automatic, optional };
enum class FaithDebate : std::uint8_t { declared_once_each, stop_any_time, reuse_allowed };
enum class ConspiracyBenchmark : std::uint8_t { returns, taken_by_first_winner, dies_if_beaten };
enum class OneVsManyEmpty : std::uint8_t { skip_no_benchmark, benchmark_dies, needs_opponent };
enum class WitchHunt : std::uint8_t { whole_sect, leader_only, one_card };
// Strategy cards
enum class KowtowThreshold : std::uint8_t { at_most_half_down, strictly_less_than_half };
enum class KowtowCount : std::uint8_t { sect_cards, leader_hands, own_sect_vs_target_leader, player_vs_target_sect };
enum class KowtowAbsorption : std::uint8_t { anyone_no_gift, leaders_only, with_gifts };
enum class BreakingFaith : std::uint8_t { at_most_one, exactly_one, counter_cancels };
enum class BreakingFaithCounter : std::uint8_t { breaking_faith_only, hermit_take_too };
enum class DivineInspiration : std::uint8_t { card_not_counted, not_an_action };
enum class SecretAlliance : std::uint8_t { both_pick_own, take_random_give_choice, target_consents };
// Skills
enum class Impermanence : std::uint8_t { checked_when_broken, end_only, five_is_enough };
enum class Redistribution : std::uint8_t { one_at_a_time, leftovers_discarded, user_keeps_leftovers };
enum class PurpleHermit : std::uint8_t { any_follower_turn, first_turn_only, any_breaking_faith_cancels };
enum class HolyRebirth : std::uint8_t { one_step_own_hand, whole_action, sect_cards };
enum class Kaboom : std::uint8_t { random_unstoppable, target_picks, world_peace_stops };
enum class PraiseOfLife : std::uint8_t { one_extra_any_category, several_plays, lift_repeat_ban };
enum class GateOfTruth : std::uint8_t { hermit_take_once, hermit_full_no_cancel, hermit_uncopyable };
enum class Immunity : std::uint8_t { attack_cards_current_sect, members_at_activation };
enum class ZombieArmy : std::uint8_t { any_card_outside_snapshot, top_card_only, counts_as_participants };
enum class Prophet : std::uint8_t { before_reveal_no_replacement, after_seen, replacement };
enum class KarmaScope : std::uint8_t { any_confrontation_one_step, own_sect_only, whole_action };
enum class AscendDraw : std::uint8_t { exact_or_none, up_to, chaos_counts };
enum class AscendLimit : std::uint8_t { use_reveals, applies_hidden, revealed_only };
// End of game, scoring, showdowns
enum class EndTiming : std::uint8_t { finish_turn_no_surrender, end_after_action, surrender_runs };
enum class SectTiebreak : std::uint8_t { plus_one_per_follower, multi_beats_single, no_tiebreak };
enum class ShowdownTwo : std::uint8_t { own_cards_no_skills, skills_allowed, shared_win };
enum class ShowdownMulti : std::uint8_t { most_recent_tied, next_tied_after_final, last_in_seat_order, counterclockwise };
enum class AllWanderers : std::uint8_t { settle_at_once, steal_from_wanderers, steal_from_deck };

namespace ruling {
inline constexpr RulingKey<BelieverPoolSize> believer_pool_size{0};
inline constexpr RulingKey<BelieverComposition> believer_composition{1};
inline constexpr RulingKey<SkillReturn> skill_return{2};
inline constexpr RulingKey<FirstPlayer> first_player{3};
inline constexpr RulingKey<DeckShortage> deck_shortage{4};
inline constexpr RulingKey<BelieverIdMap> believer_id_map{5};
inline constexpr RulingKey<BelieverCycle> believer_cycle{6};
inline constexpr RulingKey<DiscardAction> discard_action{7};
inline constexpr RulingKey<RepeatGranularity> repeat_granularity{8};
inline constexpr RulingKey<HandLimitCheck> hand_limit{9};
inline constexpr RulingKey<DrawTarget> draw_target{10};
inline constexpr RulingKey<SkillCost> skill_cost{11};
inline constexpr RulingKey<RoundDefinition> round_definition{12};
inline constexpr RulingKey<SingleUseClass> single_use_class{13};
inline constexpr RulingKey<SkipTurn> skip_turn{14};
inline constexpr RulingKey<GraveyardOrder> graveyard_order{15};
inline constexpr RulingKey<InfoVisibility> info_visibility{16};
inline constexpr RulingKey<InfoSpy> info_spy{17};
inline constexpr RulingKey<SurrenderChoice> surrender_choice{18};
inline constexpr RulingKey<FollowerGift> follower_gift{19};
inline constexpr RulingKey<FollowerMaintenance> follower_maintenance{20};
inline constexpr RulingKey<ReversalTiming> reversal_timing{21};
inline constexpr RulingKey<ReversalTie> reversal_tie{22};
inline constexpr RulingKey<ReversalOldLeader> reversal_old_leader{23};
inline constexpr RulingKey<FollowerSkills> follower_skills{24};
inline constexpr RulingKey<TakeSelection> take_selection{25};
inline constexpr RulingKey<TakeRecipient> take_recipient{26};
inline constexpr RulingKey<WandererReestablish> wanderer_reestablish{27};
inline constexpr RulingKey<WandererImmunity> wanderer_immunity{28};
inline constexpr RulingKey<WandererImmunityStart> wanderer_immunity_start{29};
inline constexpr RulingKey<WandererEndgame> wanderer_endgame{30};
inline constexpr RulingKey<TargetScope> target_scope{31};
inline constexpr RulingKey<SectSides> sect_sides{32};
inline constexpr RulingKey<Designation> designation{33};
inline constexpr RulingKey<ConfrontationCommit> confrontation_commit{34};
inline constexpr RulingKey<DefenseRules> defense_rules{35};
inline constexpr RulingKey<HalfRounding> half_rounding{36};
inline constexpr RulingKey<FaithWarParticipation> faith_war_participation{37};
inline constexpr RulingKey<FaithWarBonus> faith_war_bonus{38};
inline constexpr RulingKey<FaithDebate> faith_debate{39};
inline constexpr RulingKey<ConspiracyBenchmark> conspiracy_benchmark{40};
inline constexpr RulingKey<OneVsManyEmpty> one_vs_many_empty{41};
inline constexpr RulingKey<WitchHunt> witch_hunt{42};
inline constexpr RulingKey<KowtowThreshold> kowtow_threshold{43};
inline constexpr RulingKey<KowtowCount> kowtow_count{44};
inline constexpr RulingKey<KowtowAbsorption> kowtow_absorption{45};
inline constexpr RulingKey<BreakingFaith> breaking_faith{46};
inline constexpr RulingKey<BreakingFaithCounter> breaking_faith_counter{47};
inline constexpr RulingKey<DivineInspiration> divine_inspiration{48};
inline constexpr RulingKey<SecretAlliance> secret_alliance{49};
inline constexpr RulingKey<Impermanence> impermanence{50};
inline constexpr RulingKey<Redistribution> redistribution{51};
inline constexpr RulingKey<PurpleHermit> purple_hermit{52};
inline constexpr RulingKey<HolyRebirth> holy_rebirth{53};
inline constexpr RulingKey<Kaboom> kaboom{54};
inline constexpr RulingKey<PraiseOfLife> praise_of_life{55};
inline constexpr RulingKey<GateOfTruth> gate_of_truth{56};
inline constexpr RulingKey<Immunity> immunity{57};
inline constexpr RulingKey<ZombieArmy> zombie_army{58};
inline constexpr RulingKey<Prophet> prophet{59};
inline constexpr RulingKey<KarmaScope> karma{60};
inline constexpr RulingKey<AscendDraw> ascend_draw{61};
inline constexpr RulingKey<AscendLimit> ascend_limit{62};
inline constexpr RulingKey<EndTiming> end_timing{63};
inline constexpr RulingKey<SectTiebreak> sect_tiebreak{64};
inline constexpr RulingKey<ShowdownTwo> showdown_two{65};
inline constexpr RulingKey<ShowdownMulti> showdown_multi{66};
inline constexpr RulingKey<AllWanderers> all_wanderers{67};
}  // namespace ruling

const RulingCatalogue& ruling_catalogue();

}  // namespace referee::hof
