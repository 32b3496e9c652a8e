// The Hegemony of Faith rulings: every place the rulebook leaves open. Each enum lists a
// ruling's options in catalogue order; rules code reads them only as
// rulings.get(ruling::sect_sides), which records that the verdict consulted it. The
// questions, options and defended defaults are in rulings.cpp. The text copy of the
// rulebook has lost its pictures and icons (believer IDs, the use marks of skills, the
// one-against-many diagrams); rulings cover each gap that matters to a referee.
#pragma once

#include "referee/core/rulings.hpp"

namespace referee::hof {

// Each line: the key (ruling::NAME), the enum, its options in catalogue order.
#define REFEREE_HOF_RULINGS(X) \
  /* Setup, components, believer table */ \
  X(believer_pool_size, BelieverPoolSize, whole_pool, deck_after_deal, all_sixty) \
  X(believer_composition, BelieverComposition, equal_types, random_subset, recorded) \
  X(skill_return, SkillReturn, shuffled_reserve, never_dealt_only, draw_two_keep_one) \
  X(first_player, FirstPlayer, recorded, seeded_random) \
  X(deck_shortage, DeckShortage, reshuffle_on_demand, reshuffle_by_choice, reshuffle_when_empty) \
  X(believer_id_map, BelieverIdMap, listing_order, recorded_ids) \
  X(believer_cycle, BelieverCycle, wraps, no_wrap_draw, no_wrap_higher_wins) \
  /* Turn structure, skills' use, information */ \
  X(discard_action, DiscardAction, counts_as_action, free) \
  X(repeat_granularity, RepeatGranularity, category, card_name) \
  X(hand_limit, HandLimitCheck, own_turn_end, ascend_holder_only, every_turn_end) \
  X(draw_target, DrawTarget, personal_limit, six) \
  X(skill_cost, SkillCost, free_unless_stated, own_turn_one_action) \
  X(round_definition, RoundDefinition, personal, table, played_turns_only) \
  X(single_use_class, SingleUseClass, all_per_game, rebirth_gate_praise_per_round, rebirth_gate_per_round) \
  X(skip_turn, SkipTurn, empty_turn, surrender_still_runs, never_happened) \
  X(graveyard_order, GraveyardOrder, ordered_face_up, face_down_blind, unordered_pick) \
  X(info_visibility, InfoVisibility, counts_public, believer_counts_only) \
  X(info_spy, InfoSpy, private_hands, public_hands, hands_and_skill) \
  /* Surrender, Followers, reversal, Wanderers */ \
  X(surrender_choice, SurrenderChoice, must_join_willing, free_choice, first_yes_binding) \
  X(follower_gift, FollowerGift, leader_picks_needs_one, needs_two) \
  X(follower_maintenance, FollowerMaintenance, own_turn_end_others_only, same_leader_may_retake, at_once) \
  X(reversal_timing, ReversalTiming, after_each_resolution, immediate, leader_turn_end) \
  X(reversal_tie, ReversalTie, top_tie_only, any_tie, seat_order) \
  X(reversal_old_leader, ReversalOldLeader, at_once, at_own_turn_end, refused_wanders) \
  X(follower_skills, FollowerSkills, hermit_and_gate_copy, hermit_only, triggered_too) \
  X(take_selection, TakeSelection, random, victim_picks, taker_picks) \
  X(take_recipient, TakeRecipient, taker, sect_leader) \
  X(wanderer_reestablish, WandererReestablish, automatic_turn_ends, optional, automatic_then_actions) \
  X(wanderer_immunity, WandererImmunity, everything, action_cards_only, attacks_only) \
  X(wanderer_immunity_start, WandererImmunityStart, on_becoming, first_wanderer_turn) \
  X(wanderer_endgame, WandererEndgame, scored_blocks_unification, cannot_win_ignored, scored_ignored) \
  /* Targets, sect command, confrontations, attack cards */ \
  X(target_scope, TargetScope, opposing_sects_any_player, own_sect_unqualified, players_outside_sect) \
  X(sect_sides, SectSides, united_leader_commands, attacker_alone, card_player_commands) \
  X(designation, Designation, locked_until_exhausted, free_each_pairing) \
  X(confrontation_commit, ConfrontationCommit, simultaneous, attacker_first, random_card) \
  X(defense_rules, DefenseRules, any_member_sect_wide, leader_only, self_only) \
  X(half_rounding, HalfRounding, down_per_player, down_combined, up_for_skills) \
  X(faith_war_participation, FaithWarParticipation, snapshot_once, live_count, winners_fight_again) \
  X(faith_war_bonus, FaithWarBonus, automatic, optional) \
  X(faith_debate, FaithDebate, declared_once_each, stop_any_time, reuse_allowed) \
  X(conspiracy_benchmark, ConspiracyBenchmark, returns, taken_by_first_winner, dies_if_beaten) \
  X(one_vs_many_empty, OneVsManyEmpty, skip_no_benchmark, benchmark_dies, needs_opponent) \
  X(witch_hunt, WitchHunt, whole_sect, leader_only, one_card) \
  /* Strategy cards */ \
  X(kowtow_threshold, KowtowThreshold, at_most_half_down, strictly_less_than_half) \
  X(kowtow_count, KowtowCount, sect_cards, leader_hands, own_sect_vs_target_leader, player_vs_target_sect) \
  X(kowtow_absorption, KowtowAbsorption, anyone_no_gift, leaders_only, with_gifts) \
  X(breaking_faith, BreakingFaith, at_most_one, exactly_one, counter_cancels) \
  X(breaking_faith_counter, BreakingFaithCounter, breaking_faith_only, hermit_take_too) \
  X(divine_inspiration, DivineInspiration, card_not_counted, not_an_action) \
  X(secret_alliance, SecretAlliance, both_pick_own, take_random_give_choice, target_consents) \
  /* Skills */ \
  X(impermanence, Impermanence, checked_when_broken, end_only, five_is_enough) \
  X(redistribution, Redistribution, one_at_a_time, leftovers_discarded, user_keeps_leftovers) \
  X(purple_hermit, PurpleHermit, any_follower_turn, first_turn_only, any_breaking_faith_cancels) \
  X(holy_rebirth, HolyRebirth, one_step_own_hand, whole_action, sect_cards) \
  X(kaboom, Kaboom, random_unstoppable, target_picks, world_peace_stops) \
  X(praise_of_life, PraiseOfLife, one_extra_any_category, several_plays, lift_repeat_ban) \
  X(gate_of_truth, GateOfTruth, hermit_take_once, hermit_full_no_cancel, hermit_uncopyable) \
  X(immunity, Immunity, attack_cards_current_sect, members_at_activation) \
  X(zombie_army, ZombieArmy, any_card_outside_snapshot, top_card_only, counts_as_participants) \
  X(prophet, Prophet, before_reveal_no_replacement, after_seen, replacement) \
  X(karma, KarmaScope, any_confrontation_one_step, own_sect_only, whole_action) \
  X(ascend_draw, AscendDraw, exact_or_none, up_to, chaos_counts) \
  X(ascend_limit, AscendLimit, use_reveals, applies_hidden, revealed_only) \
  /* End of game, scoring, showdowns */ \
  X(end_timing, EndTiming, finish_turn_no_surrender, end_after_action, surrender_runs) \
  X(sect_tiebreak, SectTiebreak, plus_one_per_follower, multi_beats_single, no_tiebreak) \
  X(showdown_two, ShowdownTwo, own_cards_no_skills, skills_allowed, shared_win) \
  X(showdown_multi, ShowdownMulti, most_recent_tied, next_tied_after_final, last_in_seat_order, counterclockwise) \
  X(all_wanderers, AllWanderers, settle_at_once, steal_from_wanderers, steal_from_deck)
REFEREE_DECLARE_RULINGS(REFEREE_HOF_RULINGS)

const RulingCatalogue& ruling_catalogue();

}  // namespace referee::hof
