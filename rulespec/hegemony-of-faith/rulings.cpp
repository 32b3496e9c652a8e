// The Hegemony of Faith rulings catalogue. Started from shared/docs/rulings/hegemony-of-faith.md
// and checked against the rulebook; where this catalogue departs from that research note
// (a ruling merged, split, added, an option dropped or a default changed), the ruling's
// note says how and why. Believer IDs in option texts follow hof.believer.id-map's default
// (1 Fool, 2 Prayer, 3 Missionary, 4 Elder, 5 Fanatic).
#include "rulespec/hegemony-of-faith/rulings.hpp"

#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

void declare_setup(RulingCatalogue& c) {
  c.declare(ruling::believer_pool_size, "hof.setup.believer-pool-size",
            "Is the believer count the setup suggests for the number of players the whole pool, dealt hands "
            "included, or the deck left after the deal; and does the referee apply it?",
            {&sec::setup, &sec::components, &sec::game_type})
      .option(BelieverPoolSize::whole_pool,
              "The pool is 30 believers with 4 players, 45 with 5 or 6 and 60 with 7 or 8, the three dealt to each "
              "player included; the cards left out go back in the box, not to the graveyard.")
      .option(BelieverPoolSize::deck_after_deal,
              "The deck left after the deal holds 30 believers with 4 players and 45 with 5 (42 and 60 in all); "
              "with 6 to 8 players, where the 60 cards cannot cover that, all 60 are used.")
      .option(BelieverPoolSize::all_sixty,
              "The suggestion is not applied: all 60 believers are used whatever the number of players.")
      .by_default(BelieverPoolSize::whole_pool,
                  "The setup speaks of the starting number of believer cards, of which the deal is a part; read as "
                  "the deck after dealing it would need more than the 60 cards that exist at 6, 7 and 8 players. The "
                  "suggestion is there to keep games short, so the referee applies it unless an event says "
                  "otherwise.");

  c.declare(ruling::believer_composition, "hof.setup.believer-composition",
            "Which believer cards make up a reduced pool of 30 or 45?",
            {&sec::setup, &sec::components, &sec::believer_types})
      .option(BelieverComposition::equal_types,
              "The same number of each type: 6 of each for 30, 9 of each for 45, all 12 of each for 60.")
      .option(BelieverComposition::random_subset, "The pool is taken unseen from all 60 shuffled, so its make-up is "
              "unknown; the referee checks no type counts, only that no type appears more than 12 times.")
      .option(BelieverComposition::recorded, "The setup record states how many of each type the pool holds, and every "
              "deal, draw and revival is checked against it.")
      .by_default(BelieverComposition::equal_types,
                  "Every type beats two and loses to two, which is only even-handed when the types are equally "
                  "common, as they are in the full set. The picture missing from the text copy sits with the deal, "
                  "so it most likely shows the deal, not the pool.");

  c.declare(ruling::skill_return, "hof.setup.skill-return",
            "Where does the skill a player does not keep go, and where does the new skill drawn after Impermanence "
            "of Life is broken come from?",
            {&sec::setup, &sec::skill_impermanence_of_life, &sec::components})
      .option(SkillReturn::shuffled_reserve,
              "Returned skills are shuffled face down with the skills never dealt into one reserve; a new skill is "
              "one card drawn from it at random. The discarded Impermanence of Life is out of the game.")
      .option(SkillReturn::never_dealt_only, "Returned skills leave the game; a new skill is drawn at random from the "
              "skills never dealt, and with none left (every skill is dealt at 8 players) no new skill is drawn.")
      .option(SkillReturn::draw_two_keep_one, "As shuffled-reserve, but the player draws two from the reserve, keeps "
              "one face down and returns the other, as at setup.")
      .by_default(SkillReturn::shuffled_reserve,
                  "At 8 players all 16 skills are dealt, so only a reserve that takes back the returned cards can "
                  "always supply a new one; Impermanence of Life asks for one new card, not a fresh choice.");

  c.declare(ruling::first_player, "hof.setup.first-player", "Who takes the first turn, and how does the referee know?",
            {&sec::setup})
      .option(FirstPlayer::recorded, "The game record names the first player; the referee checks only that it is one "
              "of the players. Turns then go clockwise in seat order.")
      .option(FirstPlayer::seeded_random, "The referee picks the first player at random from the setup's seed; a "
              "record naming another player, or giving no seed, is refused.")
      .by_default(FirstPlayer::recorded,
                  "The rulebook picks the first player by something done outside the game, which the referee "
                  "cannot see; it can only take the record's word for it.")
      .note("The research note's default (a given seat, else a random one) becomes recorded, its random option "
            "seeded-random; its option of always seat 0 is dropped, since a record listing the seats from the first "
            "player is the recorded option.");

  c.declare(ruling::deck_shortage, "hof.deck.shortage",
            "When is the action deck rebuilt from used action cards, and what happens when a draw or a revival asks "
            "for more cards than there are?",
            {&sec::setup, &sec::draw_phase, &sec::card_have_a_charity, &sec::card_its_a_miracle, &sec::end_of_game})
      .option(DeckShortage::reshuffle_on_demand, "Whenever an action card must be drawn from an empty action deck, "
              "every used action card (played or discarded, defense cards and a Wanderer's discards included) is "
              "shuffled into a new deck and drawing goes on; with none, the draw stops short. Believer draws and "
              "revivals give what there is; the believer deck is never rebuilt.")
      .option(DeckShortage::reshuffle_by_choice, "As reshuffle-on-demand, but the used cards are shuffled in only if "
              "the player who must draw chooses to; otherwise the draw stops short.")
      .option(DeckShortage::reshuffle_when_empty, "The used cards are shuffled into a new deck the moment the last "
              "card is taken, whether or not a draw is waiting; cards used after that wait for the next rebuild.")
      .by_default(DeckShortage::reshuffle_on_demand,
                  "Drawing up to six is compulsory, so the rebuild that makes it possible happens when it is needed. "
                  "The end of the game turns on the believer deck with the graveyard left out, so believers are "
                  "never recycled into it.");

  c.declare(ruling::believer_id_map, "hof.believer.id-map", "Which ID from 1 to 5 does each believer type carry?",
            {&sec::believer_cards, &sec::believer_types, &sec::believer_confrontation, &sec::skill_karma_reversed})
      .option(BelieverIdMap::listing_order, "The order in which the rulebook always lists the types: 1 Fool, 2 Prayer, "
              "3 Missionary, 4 Elder, 5 Fanatic.")
      .option(BelieverIdMap::recorded_ids,
              "The setup record gives each type's ID, as printed on the physical cards; a mapping that does not put "
              "Prayer one above Fool is refused, since it contradicts the Karma Reversed example.")
      .by_default(BelieverIdMap::listing_order,
                  "The text copy has lost the picture of the IDs. The Karma Reversed example, read with the bonus "
                  "rule, puts Prayer one above Fool, and the components and the believer types always list the five "
                  "in one order, which agrees with it.")
      .note("The research note's option B (the same cycle numbered backwards) is dropped: it gives every type the "
            "same winners and losers as listing-order, so nothing would change. Its option C (a mapping read from "
            "the cards) becomes recorded-ids.");

  c.declare(ruling::believer_cycle, "hof.believer.cyclic", "Do the two IDs a believer beats wrap round from 1 to 5?",
            {&sec::believer_confrontation, &sec::believer_types, &sec::believer_cards})
      .option(BelieverCycle::wraps,
              "Yes: an ID beats the IDs one and two below it, counting round (1 beats 5 and 4; 2 beats 1 and 5); "
              "the Faith War bonus is for beating the one just below (1 over 5 included). Equal IDs draw.")
      .option(BelieverCycle::no_wrap_draw, "No: an ID beats only the existing IDs one and two below it (1 beats "
              "nothing, 2 beats only 1); every other pair of different IDs is a draw.")
      .option(BelieverCycle::no_wrap_higher_wins,
              "No wrap, as no-wrap-draw, but a pair not covered is won by the higher ID, with no bonus.")
      .by_default(BelieverCycle::wraps,
                  "It is the only reading under which every type beats two others, as the believer confrontation "
                  "rules state.");
}

void declare_turn(RulingCatalogue& c) {
  c.declare(ruling::discard_action, "hof.turn.discard-is-action",
            "Does discarding any number of action cards use one of the turn's two actions?", {&sec::action_phase})
      .option(DiscardAction::counts_as_action, "Yes: it is one of the two actions, taken at most once a turn.")
      .option(DiscardAction::free, "No: in the Action Phase a player may discard at any time, as often as they like, "
              "without using an action.")
      .by_default(DiscardAction::counts_as_action,
                  "The Action Phase lists it among the four actions to choose from. Discards that a card's effect or "
                  "the hand limit call for are not this action.");

  c.declare(ruling::repeat_granularity, "hof.turn.repeat-granularity",
            "What is it that may not be repeated in a turn: a kind of action, or a particular card?",
            {&sec::action_phase, &sec::skill_praise_of_life})
      .option(RepeatGranularity::category, "The kind: at most one strategy card, one physical attack card, one mental "
              "attack card and one discard action a turn; two different strategy cards are a repeat.")
      .option(RepeatGranularity::card_name,
              "The card: two different strategy cards may be played in one turn, but not two copies of one card.")
      .by_default(RepeatGranularity::category,
                  "The four actions the Action Phase lists are three kinds of card and the discard, and it is those "
                  "that may not be repeated; Praise of Life spells out leave to repeat for its extra action.");

  c.declare(ruling::hand_limit, "hof.turn.hand-limit", "When is the action-card hand limit enforced, and on whom?",
            {&sec::draw_phase, &sec::action_phase, &sec::skill_ascend_with_me, &sec::skill_chaos_coming})
      .option(HandLimitCheck::own_turn_end,
              "At the end of each player's own turn, before the Surrender Phase, a player holding more action cards "
              "than their limit discards down to it, choosing which; this uses no action. The limit is 6, plus one "
              "per Follower for an Ascend with Me holder whose skill is unsealed (see hof.ascend.hand-limit-reveal).")
      .option(HandLimitCheck::ascend_holder_only,
              "Only an Ascend with Me holder is ever made to discard, at the end of their own turn, down to 6 plus "
              "one per Follower; other players may keep any number of action cards and only stop drawing at six.")
      .option(HandLimitCheck::every_turn_end, "At the end of every turn, whoever's it is, every player holding more "
              "than their limit discards down to it.")
      .by_default(HandLimitCheck::own_turn_end,
                  "A hand limit nobody is held to would be no limit, and hands can pass six without Ascend with Me "
                  "(a Chaos Coming deal does it). The Action Phase's note on Ascend with Me shows how the check runs: "
                  "over the limit as the turn ends, then down to it. The holder gains cards on other players' turns, "
                  "so the turn meant is the player's own.")
      .note("Split from the research note's hof.turn.hand-limit: the number drawn in the Draw Phase is now "
            "hof.turn.draw-target. every-turn-end is new. The note's claim that Secret Alliance can take a hand past "
            "six is wrong: it swaps one card for one.");

  c.declare(ruling::draw_target, "hof.turn.draw-target",
            "In the Draw Phase, does an Ascend with Me holder draw up to six or up to their raised limit?",
            {&sec::draw_phase, &sec::skill_ascend_with_me})
      .option(DrawTarget::personal_limit, "Up to the player's hand limit: 6, plus one per Follower for an Ascend with "
              "Me holder whose raised limit applies (hof.ascend.hand-limit-reveal).")
      .option(DrawTarget::six,
              "Always up to six; the raised limit only lets the holder keep more at the end-of-turn check.")
      .by_default(DrawTarget::personal_limit,
                  "The Draw Phase ties the draw to the hand limit, six being its usual size, and Ascend with Me "
                  "raises that limit.")
      .note("Split from the research note's hof.turn.hand-limit (its options A and C).");

  c.declare(ruling::skill_cost, "hof.skill.costs-action",
            "Does using a skill, or playing a card on another player's turn (a defense card, a Breaking Faith "
            "answer), use one of the two actions?",
            {&sec::action_phase, &sec::skill_everyone_is_equal, &sec::skill_praise_of_life, &sec::action_types})
      .option(SkillCost::free_unless_stated, "No: a skill costs only what its own text charges (Everyone is Equal "
              "takes both actions), and answers on other players' turns are free.")
      .option(SkillCost::own_turn_one_action, "A skill used on its holder's own turn takes one of the two actions "
              "(Everyone is Equal still takes both); skills used on other turns and answers are free.")
      .by_default(SkillCost::free_unless_stated,
                  "Everyone is Equal states its cost in actions, which would be needless if every skill cost one; "
                  "and a player answering on someone else's turn has no actions to spend.")
      .note("The research note's options B (every skill costs an action) and C (skills on one's own turn cost one) "
            "are merged: off the holder's turn there is no action to spend, so they differ in nothing.");

  c.declare(ruling::round_definition, "hof.round.definition", "What is a round, for skills used once per round?",
            {&sec::skill_cards})
      .option(RoundDefinition::personal,
              "From the start of the holder's turn to the start of their next; a skipped turn also starts a round.")
      .option(RoundDefinition::table, "From the start of the first player's turn to the start of their next.")
      .option(RoundDefinition::played_turns_only, "As personal, but a skipped turn does not start a new round.")
      .by_default(RoundDefinition::personal,
                  "The skill card introduction says a new round starts on the player's own turn.");

  c.declare(ruling::single_use_class, "hof.skill.uses-1-classification",
            "The text copy prints one mark for both once per game and once per round; which do the eight skills "
            "with a single use have?",
            {&sec::skill_cards, &sec::skill_holy_rebirth, &sec::skill_gate_of_truth, &sec::skill_praise_of_life,
             &sec::skill_everyone_is_equal, &sec::skill_purple_hermit, &sec::skill_headstronger, &sec::skill_kaboom,
             &sec::skill_impermanence_of_life})
      .option(SingleUseClass::all_per_game, "All eight are once per game.")
      .option(SingleUseClass::rebirth_gate_praise_per_round,
              "Holy Rebirth, Gate of Truth and Praise of Life once per round; Everyone is Equal, Purple Hermit, "
              "Headstronger and KABOOM! once per game; Impermanence of Life is a standing condition with no uses.")
      .option(SingleUseClass::rebirth_gate_per_round,
              "Holy Rebirth and Gate of Truth once per round; the other six as in all-per-game.")
      .by_default(SingleUseClass::rebirth_gate_praise_per_round,
                  "Holy Rebirth's bar on use before the holder's next turn, and Gate of Truth's limit of one copy of "
                  "each skill, would say nothing for skills used once a game, so those two are per round. Praise of "
                  "Life frames its benefit by the turn and costs a believer every time, like the three-use skills; "
                  "the other four reshape a sect or the whole table and are read as once a game.");

  c.declare(ruling::skip_turn, "hof.turn.skip",
            "What does a player skipped by Soul-Cutting Sword miss, and do two skips add up?",
            {&sec::skill_soul_cutting_sword, &sec::end_of_turn, &sec::wanderer_turn})
      .option(SkipTurn::empty_turn, "The turn starts and ends at once: start-of-turn bookkeeping happens (a new round; "
              "effects lasting until that player's next turn end; a pending Purple Hermit take resolves), but there is "
              "no Draw, Action or Surrender Phase and no Wanderer steal. A second skip before that turn adds nothing.")
      .option(SkipTurn::surrender_still_runs,
              "As empty-turn, but a player holding no believers still goes through the Surrender Phase.")
      .option(SkipTurn::never_happened, "The turn is passed over as if absent: effects lasting until that player's "
              "next turn carry on to the next turn they play, and every skip costs a turn of its own.")
      .by_default(SkipTurn::empty_turn,
                  "The turn still comes round, so what is timed by it runs out; the player only loses the chance to "
                  "act. Each use names the player's next turn, and two uses before it name the same turn.");

  c.declare(ruling::graveyard_order, "hof.graveyard.order",
            "Is the graveyard face up and in order, and in what order are believers dying together placed?",
            {&sec::action_types, &sec::card_its_a_miracle, &sec::skill_zombie_army, &sec::skill_holy_rebirth})
      .option(GraveyardOrder::ordered_face_up, "A face-up pile in order. Believers dying in one step go on in this "
              "order: the acting player's (sacrificed or attacking) believer first, then the others by seat clockwise "
              "from the acting player, each player's in the order they were committed; the last placed is the top.")
      .option(GraveyardOrder::face_down_blind, "A face-down pile in the same order that nobody may look through; "
              "revivals and Zombie Army take cards from the top unseen.")
      .option(GraveyardOrder::unordered_pick,
              "Face up with no order: whoever revives or fields graveyard believers picks them.")
      .by_default(GraveyardOrder::ordered_face_up,
                  "It's a Miracle revives the top cards, so the pile has an order, and a fixed placement rule makes "
                  "that top the same for everyone.");

  c.declare(ruling::info_visibility, "hof.info.visibility", "Which counts may every player see at all times?",
            {&sec::qa_showing_cards})
      .option(InfoVisibility::counts_public, "Every player's number of believer cards and number of action cards are "
              "known to all; revealed skills stay face up.")
      .option(InfoVisibility::believer_counts_only, "Believer counts are known to all; action-card counts are not.")
      .by_default(InfoVisibility::counts_public,
                  "Anyone may ask a player's believer count at any time, so publishing it changes nothing; action "
                  "hands are in plain view at a table, and the draw up to six gives their size away.")
      .note("The referee cannot tell the options apart: what players may see changes no move's legality, and a record "
            "names the cards it saw either way; kept for tables to settle what may be asked. "
            "The research note's option C (counts given only on request, truthfully) is dropped: a true answer to "
            "a question allowed at any time gives the same knowledge as a public count. The Info-Spy half of this "
            "ruling is now hof.info-spy.reveal.");

  c.declare(ruling::info_spy, "hof.info-spy.reveal", "What does Info-Spy show, and to whom?",
            {&sec::card_info_spy, &sec::qa_showing_cards})
      .option(InfoSpy::private_hands, "The target's action and believer cards are shown to the spy alone; everyone "
              "knows who was spied on. The target's face-down skill stays hidden.")
      .option(InfoSpy::public_hands, "The target's action and believer cards are shown to every player.")
      .option(InfoSpy::hands_and_skill, "As private-hands, and the spy also sees the target's face-down skill, which "
              "does not count as revealed.")
      .by_default(InfoSpy::private_hands,
                  "The card lets its player look at one player's cards and names only the action and believer "
                  "cards; a skill is shown only when used.")
      .note("New as a ruling of its own, split from hof.info.visibility (whose option B was public results); "
            "hands-and-skill is new.");
}

void declare_sects(RulingCatalogue& c) {
  c.declare(ruling::surrender_choice, "hof.surrender.choice",
            "When a player ends their turn with no believers, may they become a Wanderer though a Leader would take "
            "them, and how do Leaders offer?",
            {&sec::surrender_as_follower, &sec::end_of_turn, &sec::becoming_wanderer, &sec::qa_surrender})
      .option(SurrenderChoice::must_join_willing, "Every other Leader able to pay the gift (hof.follower.gift) says "
              "yes or no, in seat order clockwise from the player; if any said yes the player must join one of them, "
              "and becomes a Wanderer only if none did.")
      .option(SurrenderChoice::free_choice,
              "As must-join-willing, but the player may instead choose to become a Wanderer.")
      .option(SurrenderChoice::first_yes_binding,
              "Leaders are asked one at a time clockwise from the player, and the first to say yes takes them.")
      .by_default(SurrenderChoice::must_join_willing,
                  "The End of Turn and Surrender Phase speaks of deciding between Follower and Wanderer, while "
                  "Surrender as a Follower obliges the player to surrender and Becoming a Wanderer makes that fate "
                  "depend on no Leader being willing. The Surrender section is the detailed procedure, so it is "
                  "followed; the choice left to the player is which willing sect to join.");

  c.declare(ruling::follower_gift, "hof.follower.gift",
            "When a Leader takes in a Follower, which believer is given, what must the Leader hold, and which ways "
            "of gaining a Follower owe it?",
            {&sec::united_sects, &sec::surrender_as_follower, &sec::reversal})
      .option(FollowerGift::leader_picks_needs_one, "The Leader picks one of their own believers and must hold at "
              "least one to accept; if it leaves them with none, a reversal of stance follows. It is owed on a "
              "surrender, on keeping a Follower at upkeep, and when a new Leader takes back the old one after a "
              "reversal (Kowtow to Me: hof.kowtow.absorption).")
      .option(FollowerGift::needs_two, "As leader-picks-needs-one, but a Leader must hold at least two believers to "
              "accept or keep a Follower, so the gift never empties their hand.")
      .by_default(FollowerGift::leader_picks_needs_one,
                  "The rule asks for one card to make the alliance formal, given from the Leader's own hand, so the "
                  "Leader chooses it and needs only the one.")
      .note("The research note's option C (a gift for every new Follower, Kowtow to Me included) moved to "
            "hof.kowtow.absorption (with-gifts), which asked the same question.");

  c.declare(ruling::follower_maintenance, "hof.follower.maintenance",
            "How does a Leader keep a Follower who ends a turn with no believers, and who may take in a Follower "
            "who is let go?",
            {&sec::united_sects, &sec::surrender_as_follower, &sec::becoming_wanderer})
      .option(FollowerMaintenance::own_turn_end_others_only, "Checked only at the end of the Follower's own turn: the "
              "Leader gives one believer of their choice to keep them, or lets them go (a Leader unable to pay lets "
              "them go). A Follower let go takes back their token and goes through the surrender process with every "
              "other Leader, becoming a Wanderer if none accepts.")
      .option(FollowerMaintenance::same_leader_may_retake,
              "As own-turn-end-others-only, but the Leader who let them go is asked again along with the others.")
      .option(FollowerMaintenance::at_once,
              "Checked as soon as a Follower holds no believers, on anyone's turn, with the same choice.")
      .by_default(FollowerMaintenance::own_turn_end_others_only,
                  "Upkeep is tied to the Follower ending their turn empty, and a Follower let go must look for "
                  "another Leader.");

  c.declare(ruling::reversal_timing, "hof.reversal.timing",
            "When is a Leader whose own believers have dropped to zero replaced?", {&sec::reversal, &sec::united_sects})
      .option(ReversalTiming::after_each_resolution,
              "After each card, skill or answer has wholly resolved (a whole Faith War is one resolution, fought "
              "under the command it began with), any Leader with Followers who holds no believers is replaced. A "
              "Leader with no Followers is not; they surrender at the end of their own turn.")
      .option(ReversalTiming::immediate, "The moment the Leader's count reaches zero, even in the middle of a Faith "
              "War; the new Leader commands for the rest of it.")
      .option(ReversalTiming::leader_turn_end,
              "Only at the end of the Leader's own turn, in place of their Surrender Phase.")
      .by_default(ReversalTiming::after_each_resolution,
                  "Dropping to zero is an event, not a point in the turn, so it is not left to the turn's end; "
                  "checking between resolutions keeps each confrontation under one command.");

  c.declare(ruling::reversal_tie, "hof.reversal.tie-scope", "Which equal counts among Followers break a sect up?",
            {&sec::reversal})
      .option(ReversalTie::top_tie_only, "Only two or more Followers sharing the highest count; a lone Follower takes "
              "over even with no believers.")
      .option(ReversalTie::any_tie, "Any two Followers holding the same count, even below the top.")
      .option(ReversalTie::seat_order,
              "A tie at the top is settled by seat order clockwise from the old Leader; the sect never breaks up.")
      .by_default(ReversalTie::top_tie_only,
                  "The tie rule follows straight on from choosing the Follower with the most believers, and settles "
                  "that choice.");

  c.declare(ruling::reversal_old_leader, "hof.reversal.old-leader",
            "What happens to the old Leader after a reversal or a break-up, and when?", {&sec::reversal, &sec::qa_leader_token})
      .option(ReversalOldLeader::at_once,
              "At once: if the new Leader takes the old one in, the old Leader hands over their token, seals their "
              "skill and gets one believer (hof.follower.gift); if refused, or if the sect broke up, the old Leader "
              "goes through the surrender process with every Leader and becomes a Wanderer if none accepts.")
      .option(ReversalOldLeader::at_own_turn_end,
              "The old Leader stays an independent Leader with no believers until the end of their own turn, then "
              "surrenders as usual, the new Leader (if any) being asked with the others.")
      .option(ReversalOldLeader::refused_wanders, "As at-once, but an old Leader whom the new Leader refuses becomes a "
              "Wanderer at once, without asking other Leaders; after a break-up they surrender as in at-once.")
      .by_default(ReversalOldLeader::at_once,
                  "The section has the new Leader decide, and the old Leader surrender, as part of the reversal "
                  "itself.");

  c.declare(ruling::follower_skills, "hof.skill.follower-usable",
            "Which skills work while their holder is a Follower?",
            {&sec::surrender_as_follower, &sec::qa_follower_skills, &sec::skill_purple_hermit, &sec::skill_gate_of_truth})
      .option(FollowerSkills::hermit_and_gate_copy,
              "Purple Hermit, and Gate of Truth used to copy Purple Hermit; every other skill is sealed while its "
              "holder is a Follower or a Wanderer. Uses spent before sealing stay spent when it is unsealed.")
      .option(FollowerSkills::hermit_only, "Purple Hermit alone.")
      .option(FollowerSkills::triggered_too, "Purple Hermit, and the skills that answer other players' play: Holy "
              "Rebirth, The Prophet and Karma Reversed.")
      .by_default(FollowerSkills::hermit_and_gate_copy,
                  "Only Purple Hermit's timing names the Follower state, and Gate of Truth takes the copied skill's "
                  "timing; Gate of Truth speaks of copying Purple Hermit, which only a Follower could use.");

  c.declare(ruling::take_selection, "hof.take.selection",
            "When believers are taken or destroyed from a hidden hand without a confrontation (a Wanderer's steal, "
            "Spread Rumors, Breaking Faith, Purple Hermit, Headstronger, KABOOM!), who picks the cards?",
            {&sec::wanderer_turn, &sec::card_spread_rumors, &sec::card_breaking_faith, &sec::skill_kaboom,
             &sec::skill_purple_hermit, &sec::skill_headstronger, &sec::qa_showing_cards})
      .option(TakeSelection::random, "They come out of the victim's hand at random; the record states which cards. A "
              "player with no believers is passed over.")
      .option(TakeSelection::victim_picks, "The victim chooses which of their believers to give up.")
      .option(TakeSelection::taker_picks, "The taker looks at the victim's hand and chooses.")
      .by_default(TakeSelection::random,
                  "Believer hands are hidden, and a blind pick shows the taker nothing they could not see before.");

  c.declare(ruling::take_recipient, "hof.take.recipient",
            "Who receives the believers a sect wins: the player who acted, or the sect's Leader?",
            {&sec::united_sects, &sec::action_types, &sec::believer_cards, &sec::card_spread_rumors,
             &sec::card_conspiracy, &sec::card_faith_debate, &sec::card_faith_war})
      .option(TakeRecipient::taker, "The player who acted: the user of the card or skill for takes without a "
              "confrontation (Spread Rumors, Breaking Faith, Purple Hermit, Headstronger, The Prophet, a steal); in a "
              "confrontation the member whose believer won takes the loser and any Faith War bonus (the Zombie Army "
              "user, for a winning stand-in).")
      .option(TakeRecipient::sect_leader,
              "Whatever a sect wins, in or out of confrontations, goes into its Leader's hand.")
      .by_default(TakeRecipient::taker,
                  "Mental confrontations give the loser to the winner, and each card names its user as the one who "
                  "takes; a Leader's command decides who fights, not whose hand the spoils go to.")
      .note("New. Takes in the research note's option C of hof.faith-war.bonus (the bonus to the Leader), widened to "
            "every gain.");

  c.declare(ruling::wanderer_reestablish, "hof.wanderer.reestablish",
            "How are a Wanderer's three steals counted, is coming back compulsory, and what is left of that turn?",
            {&sec::wanderer_reestablish, &sec::wanderer_turn, &sec::qa_wanderers})
      .option(WandererReestablish::automatic_turn_ends,
              "A Wanderer's turn is the steal alone (no Draw or Action Phase), from their first turn after becoming "
              "one, at most one steal a turn, from a non-Wanderer holding a believer. On the third steal since "
              "becoming a Wanderer they come back at once: draw action cards up to six, take a Leader token, "
              "unseal their skill; that turn then ends, and ordinary turns start with their next.")
      .option(WandererReestablish::optional, "As automatic-turn-ends, but after the third steal the Wanderer may put "
              "off coming back as long as they like, staying out of reach.")
      .option(WandererReestablish::automatic_then_actions, "As automatic-turn-ends, but after coming back the player "
              "goes straight on to an Action Phase in the same turn.")
      .by_default(WandererReestablish::automatic_turn_ends,
                  "The return is immediate, and it ends with ordinary turns being resumed, which points to the "
                  "following turn; an open-ended delay would let a player steal for ever out of everyone's reach.");

  c.declare(ruling::wanderer_immunity, "hof.wanderer.immunity-scope",
            "What does a Wanderer being unaffected by other players' actions cover?",
            {&sec::wanderer_turn, &sec::becoming_wanderer})
      .option(WandererImmunity::everything,
              "No card or skill of another player may target or include a Wanderer: no attack, Info-Spy, Secret "
              "Alliance, Soul-Cutting Sword, KABOOM! or Kowtow to Me, and Everyone is Equal and Chaos Coming "
              "neither gather from nor deal to them. A Wanderer is no sect for one-against-many attacks.")
      .option(WandererImmunity::action_cards_only,
              "Only action cards leave Wanderers alone; skills may target or include them.")
      .option(WandererImmunity::attacks_only,
              "Only attack cards leave Wanderers alone; other cards and skills may target or include them.")
      .by_default(WandererImmunity::everything,
                  "Other players' actions is meant broadly, and keeping Wanderers out of the redeals keeps their "
                  "count of stolen believers whole.");

  c.declare(ruling::wanderer_immunity_start, "hof.wanderer.immunity-start",
            "From when is a Wanderer out of other players' reach: from becoming one, or from their first turn as a "
            "Wanderer?",
            {&sec::wanderer_turn, &sec::qa_wanderers})
      .option(WandererImmunityStart::on_becoming, "From the moment they become a Wanderer.")
      .option(WandererImmunityStart::first_wanderer_turn, "From the start of their first turn as a Wanderer; before "
              "that, other players' cards and skills may target or include them (a Soul-Cutting Sword can cost them "
              "their first steal, an Everyone is Equal or Chaos Coming deal can hand them cards).")
      .by_default(WandererImmunityStart::on_becoming,
                  "Wanderer's turn gives the immunity for as long as the player is a Wanderer, until a sect is "
                  "founded again; the first steal only comes a round later.")
      .note("New: not in the research note.");

  c.declare(ruling::wanderer_endgame, "hof.wanderer.endgame-status",
            "Is a Wanderer scored at the end, and does a Wanderer stand in the way of Unification?",
            {&sec::final_scoring, &sec::unification, &sec::becoming_wanderer})
      .option(WandererEndgame::scored_blocks_unification, "A Wanderer is scored as a group of one with the believers "
              "they hold, and while anyone is a Wanderer no Leader has Unification.")
      .option(WandererEndgame::cannot_win_ignored,
              "Wanderers are left out of scoring and do not stand in the way of Unification.")
      .option(WandererEndgame::scored_ignored,
              "Wanderers are scored, but Unification needs only every non-Wanderer as a Follower.")
      .by_default(WandererEndgame::scored_blocks_unification,
                  "Scoring counts every player's believers, and Unification needs every other player as a Follower; "
                  "the Wanderer rules promise a way back to victory.");
}

void declare_confrontations(RulingCatalogue& c) {
  c.declare(ruling::target_scope, "hof.target.scope", "What may each card or skill aim at: which sects, which players?",
            {&sec::card_witch_hunt, &sec::card_kowtow_to_me, &sec::card_spread_rumors, &sec::card_faith_war,
             &sec::card_faith_debate, &sec::card_info_spy, &sec::card_secret_alliance, &sec::skill_soul_cutting_sword,
             &sec::skill_kaboom})
      .option(TargetScope::opposing_sects_any_player, "Effects on a sect (Witch Hunt, Kowtow to Me, Spread Rumors, "
              "Faith Debate, Faith War, and the other sects of Conspiracy and Martyrdom) reach only sects other than "
              "the user's and hit every member. Effects on a player (Info-Spy, Secret Alliance, Soul-Cutting Sword, "
              "KABOOM!) may aim at any other player, members of the user's sect included. Nothing aims at its user; "
              "Breaking Faith is governed by hof.breaking-faith.rules.")
      .option(TargetScope::own_sect_unqualified, "As opposing-sects-any-player, but Witch Hunt, whose text does not "
              "say opposing, may also aim at the user's own sect.")
      .option(TargetScope::players_outside_sect, "As opposing-sects-any-player, but effects on a player may only aim "
              "at players outside the user's sect.")
      .by_default(TargetScope::opposing_sects_any_player,
                  "Most sect effects say they are for an opposing sect; player effects name a player or another "
                  "player with no limit by sect.")
      .note("The research note's option B also let Kowtow to Me aim at the user's own sect; that is dropped, "
            "since absorbing one's own sect does nothing.");

  c.declare(ruling::sect_sides, "hof.sect.united-pool",
            "Whose believers fight on each side of a confrontation, and who commands them, when a sect has Followers "
            "(including when a Follower plays the attack)?",
            {&sec::united_sects, &sec::surrender_as_follower, &sec::card_faith_war, &sec::card_faith_debate,
             &sec::card_conspiracy, &sec::card_martyrdom})
      .option(SectSides::united_leader_commands, "Each side is a whole sect commanded by its Leader, even when a "
              "Follower played the attack: the Leader says which member supplies each believer, the one-against-many "
              "believer included (hof.sect.designation). The player who played the card still chooses its target and "
              "settings. Limits counted on a side (Faith Debate's cap, the end of a Faith War) use the whole sect.")
      .option(SectSides::attacker_alone, "The attacking side is only the player who played the card, who supplies "
              "every believer; the defending side is the whole target sect under its Leader.")
      .option(SectSides::card_player_commands, "Both sides are whole sects, but the attacking side is commanded by the "
              "player who played the card, who may call on their Leader's and fellow Followers' believers.")
      .by_default(SectSides::united_leader_commands,
                  "Operation of united sects has a sect attack and defend together under its Leader's command, and a "
                  "Follower keeps every action on their turn; so the Follower plays the card and the Leader commands "
                  "the fighting.")
      .note("The research note's option C (the attacker against the target's Leader unless that Leader names "
            "someone) is merged into attacker-alone, which it matches once a Leader may name a Follower; "
            "card-player-commands is new.");

  c.declare(ruling::designation, "hof.sect.designation", "Once a Leader names a Follower to fight, how long does it hold?",
            {&sec::united_sects})
      .option(Designation::locked_until_exhausted,
              "The named Follower supplies each following believer of that side in this card's confrontations until "
              "they hold none that may still fight in it; then the Leader names again, themself included.")
      .option(Designation::free_each_pairing, "The Leader names the supplier afresh for each pairing.")
      .by_default(Designation::locked_until_exhausted,
                  "Operation of united sects says the named Follower fights until their believers are used up.")
      .note("Split from the research note's hof.confrontation.selection.");

  c.declare(ruling::confrontation_commit, "hof.confrontation.selection",
            "In what order are the believers of a confrontation chosen and shown?",
            {&sec::qa_showing_cards, &sec::attack_methods, &sec::believer_confrontation})
      .option(ConfrontationCommit::simultaneous, "The supplier picks the card; both sides commit face down together, "
              "then both are shown. In a one-against-many attack the attacker's believer is committed first, face "
              "down, then every opposing sect commits, then all are shown. Pairings are settled one after another, and "
              "shown believers are hidden again afterwards.")
      .option(ConfrontationCommit::attacker_first,
              "The attacking side's believer is shown first, and the defending side chooses in answer.")
      .option(ConfrontationCommit::random_card, "Each believer is taken at random from the supplier's hand.")
      .by_default(ConfrontationCommit::simultaneous,
                  "Believers are shown in order to settle the outcome, which supposes both were chosen before "
                  "either was seen.")
      .note("The part on how long a Follower stays named moved to hof.sect.designation.");

  c.declare(ruling::defense_rules, "hof.defense.rules", "Who may play a defense card, when, and against what?",
            {&sec::action_types, &sec::card_firm_faith, &sec::card_great_mercy, &sec::qa_defense, &sec::attack_methods})
      .option(DefenseRules::any_member_sect_wide,
              "Once an attack card and its settings (target, named type, number of debates) are declared, and "
              "before any believer is committed, any member of each attacked sect may play the defense card of the "
              "matching kind, one a sect. It cancels that attack for the whole sect; in a one-against-many attack "
              "the other sects still take part. The attack card is spent and its action used. Nothing but an "
              "attack card can be defended (not KABOOM!, Breaking Faith, Kowtow to Me, a skill or a steal).")
      .option(DefenseRules::leader_only, "As any-member-sect-wide, but only the attacked sect's Leader may play it.")
      .option(DefenseRules::self_only, "As any-member-sect-wide, but it shields only the player who plays it; the rest "
              "of the sect is still attacked.")
      .by_default(DefenseRules::any_member_sect_wide,
                  "Both defense cards shield the player's sect; a player who is attacked may answer at once, and the "
                  "Q&A settles the choice before the confrontation.");

  c.declare(ruling::half_rounding, "hof.rounding.half",
            "How is a half rounded where the text does not say, and is Headstronger's half taken per Follower?",
            {&sec::qa_breaking_faith, &sec::qa_kowtow, &sec::skill_purple_hermit, &sec::skill_headstronger})
      .option(HalfRounding::down_per_player, "Always down, counted when the effect resolves; Headstronger takes half "
              "of each Follower's own count, each rounded down.")
      .option(HalfRounding::down_combined, "Always down; Headstronger takes half the Followers' combined count, the "
              "cards picked from their hands together as one pool (hof.take.selection).")
      .option(HalfRounding::up_for_skills,
              "Down for Breaking Faith and Kowtow to Me, as the Q&A says; up for Purple Hermit and Headstronger.")
      .by_default(HalfRounding::down_per_player,
                  "Both halves the rulebook rounds are rounded down, and halving each Follower needs no further "
                  "choice of whose cards go.");

  c.declare(ruling::faith_war_participation, "hof.faith-war.participation",
            "What does it mean for every believer of one side to have taken part in a Faith War?",
            {&sec::card_faith_war, &sec::qa_faith_war, &sec::believer_types})
      .option(FaithWarParticipation::snapshot_once, "Each side's believers are fixed when the war starts, after "
              "defenses; each fights once, and a winner goes back to its owner as having fought. Bonus cards and "
              "Zombie Army stand-ins are outside the fixed sides. The war ends as soon as either side has none left "
              "that has not fought; a side with none at the start means no pairing at all.")
      .option(FaithWarParticipation::live_count, "Believers a side gains during the war may fight too; the war ends "
              "when one side has none left that has not fought.")
      .option(FaithWarParticipation::winners_fight_again,
              "A winner may fight again; the war ends when one side has no believer left.")
      .by_default(FaithWarParticipation::snapshot_once,
                  "Taking part means fighting once, and bonus cards may not be used in the confrontation that "
                  "earned them.");

  c.declare(ruling::faith_war_bonus, "hof.faith-war.bonus", "Is the Faith War bonus automatic?",
            {&sec::believer_cards, &sec::believer_confrontation, &sec::end_of_game, &sec::skill_the_prophet})
      .option(FaithWarBonus::automatic, "A win over the type just below earns one believer from the deck at once, "
              "while the deck has any; The Prophet does not see it. Showdowns give none.")
      .option(FaithWarBonus::optional, "As automatic, but the winner may decline it.")
      .by_default(FaithWarBonus::automatic,
                  "The bonus is the reward the believer card shows, and End of the Game treats bonuses as granted "
                  "until the deck is empty.")
      .note("The research note's option C (the bonus goes to the Leader) moved to hof.take.recipient.");

  c.declare(ruling::faith_debate, "hof.faith-debate.count-and-reuse",
            "Who sets the number of Faith Debate confrontations, and may a believer fight twice?",
            {&sec::card_faith_debate, &sec::qa_faith_debate})
      .option(FaithDebate::declared_once_each,
              "The attacker declares the number with the card, from one up to the cap: five, and no more than "
              "either side's believers (none if a side has none). Each believer fights at most once, a believer "
              "captured in the debate cannot fight later in it, and the winner takes the loser at once.")
      .option(FaithDebate::stop_any_time,
              "No number is declared; the attacker may stop after any confrontation, within the same cap.")
      .option(FaithDebate::reuse_allowed,
              "As declared-once-each, but a believer may fight again; only the number of confrontations is capped.")
      .by_default(FaithDebate::declared_once_each,
                  "The Q&A speaks of playing up to five believer cards, one for each confrontation, and a cap set by "
                  "how many believers a sect holds only makes sense if each fights once.");

  c.declare(ruling::conspiracy_benchmark, "hof.conspiracy.benchmark-fate",
            "In Conspiracy, what happens to the attacker's believer if an opposing believer beats it?",
            {&sec::card_conspiracy, &sec::attack_methods, &sec::action_types})
      .option(ConspiracyBenchmark::returns, "It always goes back to the attacker's side; opposing believers that win "
              "or draw go back to their owners.")
      .option(ConspiracyBenchmark::taken_by_first_winner, "If opposing believers beat it, the first of their sects "
              "clockwise from the attacker takes it (to the member by hof.take.recipient).")
      .option(ConspiracyBenchmark::dies_if_beaten, "If any opposing believer beats it, it goes to the graveyard.")
      .by_default(ConspiracyBenchmark::returns,
                  "The card names only what the attacker gains; the one-against-many rules use the attacker's "
                  "believer as the yardstick for the others, and Martyrdom spells out its own believer's death. The "
                  "picture of mental one-against-many is missing from the text copy and may say otherwise.");

  c.declare(ruling::one_vs_many_empty, "hof.one-vs-many.no-opponent",
            "In Conspiracy and Martyrdom, what of sects with no believers, and of the attacker's believer if no sect "
            "is left to face it?",
            {&sec::card_martyrdom, &sec::card_conspiracy, &sec::attack_methods})
      .option(OneVsManyEmpty::skip_no_benchmark,
              "Sects with no believers, and sects shielded by a defense card or an immunity, are left out; if none "
              "is left there is no confrontation, no believer is committed, and the card is spent.")
      .option(OneVsManyEmpty::benchmark_dies, "As skip-no-benchmark, but Martyrdom's believer is committed and dies "
              "even when no sect is left to face it.")
      .option(OneVsManyEmpty::needs_opponent, "The card may be played only while some other sect holds a believer; "
              "sects are left out as in skip-no-benchmark.")
      .by_default(OneVsManyEmpty::skip_no_benchmark,
                  "Martyrdom's believer dies after the confrontation, so with no confrontation it does not; defenses "
                  "are settled before believers are chosen, so an empty field is known in time.");

  c.declare(ruling::witch_hunt, "hof.witch-hunt.scope", "Which believers does Witch Hunt kill?",
            {&sec::card_witch_hunt, &sec::attack_methods})
      .option(WitchHunt::whole_sect, "The type is named with the card; every card of that type held by any member of "
              "the target sect dies.")
      .option(WitchHunt::leader_only, "Only the target Leader's cards of that type die.")
      .option(WitchHunt::one_card, "One card of that type dies: the Leader's if they hold one, else that of the first "
              "Follower clockwise from the Leader who does.")
      .by_default(WitchHunt::whole_sect,
                  "The card removes a type from a sect, and attacks on a sect are said to weigh most on sects of "
                  "several players.");
}

void declare_strategy_cards(RulingCatalogue& c) {
  c.declare(ruling::kowtow_threshold, "hof.kowtow.threshold",
            "Kowtow to Me's card asks for a target below half the user's believers, while the Q&A allows up to half "
            "rounded down: which applies?",
            {&sec::card_kowtow_to_me, &sec::qa_kowtow})
      .option(KowtowThreshold::at_most_half_down,
              "The target's count is at most the user's count halved and rounded down (8 or 9 allow a target of 4).")
      .option(KowtowThreshold::strictly_less_than_half,
              "The target's count is strictly below half the user's (8 does not allow 4; 9 does).")
      .by_default(KowtowThreshold::at_most_half_down,
                  "The card and the Q&A disagree only when the user's count is even and the target holds exactly "
                  "half; the Q&A is the more specific passage, with a formula and worked numbers.")
      .note("The research note's option C (at most exactly half) is dropped: with whole numbers it is "
            "at-most-half-down.");

  c.declare(ruling::kowtow_count, "hof.kowtow.count-followers",
            "Which believers are counted on each side of Kowtow to Me, given the Q&A's note that only the sect's "
            "believer cards count, not the Follower?",
            {&sec::qa_kowtow, &sec::card_kowtow_to_me, &sec::scoring_multi})
      .option(KowtowCount::sect_cards, "Both sides count every believer card held by any member of the sect; Followers "
              "add nothing as players (unlike the scoring tie-break).")
      .option(KowtowCount::leader_hands, "Both sides count only their Leader's own believers.")
      .option(KowtowCount::own_sect_vs_target_leader,
              "The user's side counts its whole sect; the target side counts only its Leader's believers.")
      .option(KowtowCount::player_vs_target_sect, "The user's side counts only the hand of the player who plays the "
              "card; the target side counts its whole sect.")
      .by_default(KowtowCount::sect_cards,
                  "The Q&A measures sect against sect and takes in every player of the target sect; its note is worded "
                  "like the scoring tie-break, where the Followers themselves are added to the count, so it is read "
                  "as: count cards, not Followers. leader-hands is the other literal reading.");

  c.declare(ruling::kowtow_absorption, "hof.kowtow.absorption",
            "Who may play Kowtow to Me, where do the absorbed players go, and is a gift owed?",
            {&sec::card_kowtow_to_me, &sec::qa_kowtow, &sec::united_sects, &sec::surrender_as_follower})
      .option(KowtowAbsorption::anyone_no_gift,
              "Any sect member may play it, a Follower included. Every player of the target sect becomes a Follower "
              "of the user's Leader: the tokens the target sect holds go to that Leader, their skills are sealed, "
              "they keep their believers, and no gift is owed. Unification is checked at once.")
      .option(KowtowAbsorption::leaders_only, "As anyone-no-gift, but only a Leader may play it.")
      .option(KowtowAbsorption::with_gifts, "As anyone-no-gift, but the Leader gives one believer to each absorbed "
              "player, in seat order clockwise from the Leader, for as long as they hold one.")
      .by_default(KowtowAbsorption::anyone_no_gift,
                  "A Follower keeps every action on their turn, and their sect is their Leader's; the gift seals a "
                  "surrender the Leader agreed to, and one per absorbed player would turn the card against its "
                  "user.")
      .note("with-gifts also takes in the research note's option C of hof.follower.gift.");

  c.declare(ruling::breaking_faith, "hof.breaking-faith.rules",
            "Who may play Breaking Faith and at whom, and what does an answer with the same card change?",
            {&sec::card_breaking_faith, &sec::qa_breaking_faith, &sec::betrayal})
      .option(BreakingFaith::at_most_one, "Only within a sect of two or more: a Leader aims at one of their Followers, "
              "a Follower at their own Leader. Unanswered, the user takes half the target's believers rounded down; if "
              "the target answers with a Breaking Faith, the user takes one, or none if the half is zero. Either way "
              "the Follower leaves as an independent Leader (token back, skill unsealed). Only the target may answer; "
              "the answering card does nothing else.")
      .option(BreakingFaith::exactly_one,
              "As at-most-one, but an answered Breaking Faith takes one believer whenever the target holds any.")
      .option(BreakingFaith::counter_cancels,
              "As at-most-one, but an answer cancels the whole card: nothing is taken and nobody leaves.")
      .by_default(BreakingFaith::at_most_one,
                  "The answer is a defense and must never cost the target more than not answering; the Q&A says only "
                  "the number taken changes.");

  c.declare(ruling::breaking_faith_counter, "hof.breaking-faith.counter-scope",
            "May Breaking Faith answer anything besides a Breaking Faith, such as a Purple Hermit's take?",
            {&sec::card_breaking_faith, &sec::skill_headstronger, &sec::skill_purple_hermit, &sec::qa_breaking_faith})
      .option(BreakingFaithCounter::breaking_faith_only, "Only a Breaking Faith aimed at the player may be answered "
              "with one; Headstronger's line that it cannot be answered is a reminder.")
      .option(BreakingFaithCounter::hermit_take_too, "A Leader from whom a Purple Hermit takes may answer with "
              "Breaking Faith: that take drops to at most one believer, and the answer counts as the Leader's Breaking "
              "Faith for the Hermit's pending part (the Hermit goes independent with no second take).")
      .by_default(BreakingFaithCounter::breaking_faith_only,
                  "Breaking Faith's card and Q&A describe an answer to the same card only, and Purple Hermit sets out "
                  "its own dealings with a Leader's Breaking Faith.")
      .note("New: raised by Headstronger's line that Breaking Faith cannot answer it, which suggests that it may "
            "answer other effects.");

  c.declare(ruling::divine_inspiration, "hof.divine-inspiration.total",
            "What is it about Divine Inspiration that does not count towards the total?", {&sec::card_divine_inspiration,
             &sec::action_phase})
      .option(DivineInspiration::card_not_counted, "The Divine Inspiration card is not one of the discarded cards: the "
              "player draws as many believers as other action cards they discard with it. Playing it is the turn's "
              "strategy action; its discards are part of the card, not the Discard action.")
      .option(DivineInspiration::not_an_action,
              "As card-not-counted for the number drawn, but playing the card uses none of the two actions.")
      .by_default(DivineInspiration::card_not_counted,
                  "The sentence follows the count of cards discarded and drawn, so the total is that count.")
      .note("The research note's option C (its discards are not the Discard action) is dropped as an option: that "
            "holds under both options, so it would change nothing.");

  c.declare(ruling::secret_alliance, "hof.secret-alliance.consent",
            "Must the player chosen by Secret Alliance agree, and who picks the cards?", {&sec::card_secret_alliance})
      .option(SecretAlliance::both_pick_own,
              "No consent: each side picks one card of their own, unseen by the other, and the two are swapped "
              "together; if either has no action card nothing moves, and the card is still spent.")
      .option(SecretAlliance::take_random_give_choice,
              "The user takes a random card from the target and gives back one of their choice.")
      .option(SecretAlliance::target_consents, "The target decides whether to trade; declining, nothing moves and the "
              "card is spent; accepting, each picks their own card as in both-pick-own.")
      .by_default(SecretAlliance::both_pick_own,
                  "An exchange has each side give a card, and each hand is hidden, so each side gives from their "
                  "own.");
}

void declare_skills(RulingCatalogue& c) {
  c.declare(ruling::impermanence, "hof.impermanence.violation",
            "When is Impermanence of Life's condition checked, what breaks it, and how many believers win?",
            {&sec::skill_impermanence_of_life, &sec::end_of_game})
      .option(Impermanence::checked_when_broken, "It breaks the moment the holder becomes a Follower or Wanderer, "
              "takes in any Follower (by surrender, Kowtow to Me, a reversal, taking back an old Leader), or reveals "
              "the skill; they then reveal and discard it and draw a new skill (hof.setup.skill-return), sealed if "
              "they are a Follower or Wanderer. At the end, a holder with the condition whole and six or more "
              "believers wins, before sects are counted.")
      .option(Impermanence::end_only,
              "Checked only when the game ends: a broken condition just means no win, and no new skill is drawn.")
      .option(Impermanence::five_is_enough, "As checked-when-broken, but five believers are enough to win.")
      .by_default(Impermanence::checked_when_broken,
                  "Drawing a new skill only has a point while the game goes on, and more than five means at least "
                  "six.");

  c.declare(ruling::redistribution, "hof.redistribution",
            "How do Everyone is Equal and Chaos Coming deal the gathered cards evenly, and where does a remainder "
            "go?",
            {&sec::skill_everyone_is_equal, &sec::skill_chaos_coming})
      .option(Redistribution::one_at_a_time, "Every non-Wanderer's cards of that kind, the user's included, are "
              "gathered, shuffled and dealt one at a time clockwise from the user until none remain, so the first "
              "players in that order get one more when the count does not divide. The deal is no draw (neither The "
              "Prophet nor Ascend with Me sees it); hand limits apply at each player's own turn end.")
      .option(Redistribution::leftovers_discarded, "Each player gets the count divided by the number of players, "
              "rounded down; the rest go to the graveyard (believers) or the used action cards (action cards).")
      .option(Redistribution::user_keeps_leftovers,
              "Each player gets the share rounded down; the user also takes the rest.")
      .by_default(Redistribution::one_at_a_time,
                  "Starting with the user only matters if the cards go out one by one, and nothing says a card "
                  "leaves play.");

  c.declare(ruling::purple_hermit, "hof.purple-hermit.timing",
            "On which turns may Purple Hermit be used, which Breaking Faith cancels its second part, and what if "
            "the Hermit stops being a Follower first?",
            {&sec::skill_purple_hermit, &sec::card_breaking_faith, &sec::skill_headstronger})
      .option(PurpleHermit::any_follower_turn,
              "On any of the holder's turns as a Follower. The cancelling Breaking Faith is one the Leader aims at "
              "the Hermit: its take is cancelled and the Hermit leaves as an independent Leader with no second "
              "take. If the Hermit stops being that Leader's Follower another way first (Headstronger, a reversal, "
              "a break-up), the second take is lost. Otherwise, at the start of the Hermit's next turn (a skipped "
              "one too), they take half the Leader's current believers and go independent.")
      .option(PurpleHermit::first_turn_only,
              "As any-follower-turn, but only on the holder's first turn after becoming a Follower.")
      .option(PurpleHermit::any_breaking_faith_cancels,
              "As any-follower-turn, but any Breaking Faith the Leader plays before the Hermit's next turn, at "
              "whoever, has its take cancelled and frees the Hermit with no second take.")
      .by_default(PurpleHermit::any_follower_turn,
                  "The timing names the state the holder must be in, not a single turn, and the cancelling clause "
                  "answers a Leader who expels the Hermit. Headstronger is no Breaking Faith, so it does not cancel "
                  "the take.");

  c.declare(ruling::holy_rebirth, "hof.holy-rebirth.trigger",
            "What counts as three or more of the holder's believers dying together, and which come back?",
            {&sec::skill_holy_rebirth, &sec::card_its_a_miracle})
      .option(HolyRebirth::one_step_own_hand, "Three or more of the holder's own believers dying in one step (one "
              "Witch Hunt, one KABOOM!, one one-against-many showing); the pairings of a Faith War are separate steps. "
              "The top three of the graveyard go to the holder's hand, fewer if it holds fewer.")
      .option(HolyRebirth::whole_action,
              "As one-step-own-hand, but deaths over one whole card, a Faith War for instance, add up.")
      .option(HolyRebirth::sect_cards,
              "As one-step-own-hand, but the deaths of any believers of the holder's sect count.")
      .by_default(HolyRebirth::one_step_own_hand,
                  "Dying at once means together, and reviving from the top matches It's a Miracle.");

  c.declare(ruling::kaboom, "hof.kaboom.resolution",
            "Which three believers does KABOOM! destroy, can anything stop it, and what does its bar on attacks "
            "cover?",
            {&sec::skill_kaboom, &sec::skill_world_peace, &sec::card_great_mercy})
      .option(Kaboom::random_unstoppable, "The holder sacrifices one believer, and three of the target's believers, "
              "taken at random (all of them if fewer), die. No defense card or immunity stops it. It may not be used "
              "once an attack card has been played this turn, and after it no attack card may be played this turn, "
              "Praise of Life's extra action included.")
      .option(Kaboom::target_picks, "As random-unstoppable, but the target picks the three.")
      .option(Kaboom::world_peace_stops,
              "As random-unstoppable, but a player whose sect is under World Peace cannot be its target.")
      .by_default(Kaboom::random_unstoppable,
                  "The skill calls itself undefendable and bars attack actions before and after it in that turn.")
      .note("world-peace-stops also stands for the research note's option C of hof.immunity.scope, which asked the "
            "same question.");

  c.declare(ruling::praise_of_life, "hof.praise-of-life.extra-action",
            "What does Praise of Life's extra action allow?", {&sec::skill_praise_of_life, &sec::action_phase})
      .option(PraiseOfLife::one_extra_any_category,
              "The sacrificed believer dies. The player gains one more action that turn, of any of the four kinds, "
              "even one already taken; unused, it is lost when the turn ends. It does not lift KABOOM!'s bar.")
      .option(PraiseOfLife::several_plays,
              "As one-extra-any-category, but the extra action may be any number of card plays of one kind.")
      .option(PraiseOfLife::lift_repeat_ban, "No third action: the turn's two actions may instead be of the same kind.")
      .by_default(PraiseOfLife::one_extra_any_category,
                  "An additional action, once, is a single action; being unrestricted and repeatable is what lets it "
                  "be of a kind already used.");

  c.declare(ruling::gate_of_truth, "hof.gate-of-truth.copy",
            "How long and how often may a copied skill be used, what may be copied, and what is left of a copied "
            "Purple Hermit?",
            {&sec::skill_gate_of_truth, &sec::skill_purple_hermit, &sec::skill_the_prophet})
      .option(GateOfTruth::hermit_take_once, "A copy gives one use before the holder's next turn of a skill with one "
              "or three uses, and use without limit till then of an unlimited one, apart from the owner's uses. Any "
              "revealed skill of another player may be copied, even a sealed one, except Impermanence of Life; each "
              "skill once a game. A copied The Prophet names the type of the second card of another player's draw of "
              "two or more. A copied Purple Hermit may be used while the holder is a Follower and takes half the "
              "Leader's believers once; its second part (second take and independence) does not happen.")
      .option(GateOfTruth::hermit_full_no_cancel, "As hermit-take-once, but a copied Purple Hermit works in full (its "
              "second take comes at the start of the holder's next turn, though the copy ends then), only the Leader's "
              "Breaking Faith does not cancel it.")
      .option(GateOfTruth::hermit_uncopyable,
              "As hermit-take-once, but copying Purple Hermit gives nothing: a Follower's Gate of Truth is sealed.")
      .by_default(GateOfTruth::hermit_take_once,
                  "It gives each sentence of Gate of Truth work to do. A Follower going independent and taking half "
                  "is what Breaking Faith does for a Follower, so that is the part a copy leaves out.");

  c.declare(ruling::immunity, "hof.immunity.scope",
            "What do Eternal Truth and World Peace protect against, and which players?",
            {&sec::skill_eternal_truth, &sec::skill_world_peace, &sec::action_types})
      .option(Immunity::attack_cards_current_sect, "Attack cards of that kind (mental: Spread Rumors, Faith Debate, "
              "Conspiracy; physical: Witch Hunt, Faith War, Martyrdom) cannot touch whoever is in the user's sect when "
              "the attack is played, until the user's next turn starts. Skills, strategy cards and steals are not "
              "stopped (KABOOM!: hof.kaboom.resolution). The sacrificed believer dies.")
      .option(Immunity::members_at_activation, "As attack-cards-current-sect, but it covers only the players who were "
              "in the sect when the skill was used.")
      .by_default(Immunity::attack_cards_current_sect,
                  "Physical and mental attacks are kinds of action card, and a sect is who belongs to it when "
                  "attacked.")
      .note("The research note's option C (KABOOM! stopped too) moved to hof.kaboom.resolution (world-peace-stops).");

  c.declare(ruling::zombie_army, "hof.zombie-army.usage",
            "Which graveyard believers may Zombie Army field, and do they make the Faith War longer?",
            {&sec::skill_zombie_army, &sec::card_faith_war})
      .option(ZombieArmy::any_card_outside_snapshot, "Before any pairing of a Faith War the holder started, the holder "
              "may field any graveyard believer in place of one of their side's. Stand-ins are outside the fixed sides "
              "(hof.faith-war.participation), so the war still ends when either side's own believers have all fought; "
              "a winning stand-in earns its bonus for the holder; every stand-in leaves the game after its pairing.")
      .option(ZombieArmy::top_card_only,
              "As any-card-outside-snapshot, but only the graveyard's top card may be fielded.")
      .option(ZombieArmy::counts_as_participants,
              "Stand-ins count as the holder's side fighting: the war ends only when the defender's believers have "
              "all fought, or the holder has neither believers that have not fought nor graveyard cards left.")
      .by_default(ZombieArmy::any_card_outside_snapshot,
                  "A substitute takes a believer's place in one pairing; ending the war on the sides' own believers "
                  "keeps it finite.");

  c.declare(ruling::prophet, "hof.prophet.timing",
            "When is The Prophet's prediction made, which draws count, and is the card replaced?",
            {&sec::skill_the_prophet, &sec::card_have_a_charity, &sec::card_divine_inspiration})
      .option(Prophet::before_reveal_no_replacement, "When another player, the holder's Followers included, is about "
              "to draw believers from the deck (Have a Charity, Divine Inspiration), the holder names a type before "
              "the first card is seen; it is then shown, and if the type is right the holder takes it and the drawer "
              "gets none in its place. Revivals, gifts, steals, captures, deals and Faith War bonuses do not count.")
      .option(Prophet::after_seen, "As before-reveal-no-replacement, but the drawer looks at the card first and the "
              "holder names a type before it is shown.")
      .option(Prophet::replacement,
              "As before-reveal-no-replacement, but a drawer who loses the card draws another in its place.")
      .by_default(Prophet::before_reveal_no_replacement,
                  "A prediction comes before the card is known, and recruiting means drawing from the deck, the "
                  "Faith War exception showing that other draws count. Without a replacement the skill costs the "
                  "drawer something.");

  c.declare(ruling::karma, "hof.karma.scope",
            "Which confrontations may Karma Reversed turn round, how much does one use cover, and when is it "
            "declared?",
            {&sec::skill_karma_reversed, &sec::believer_confrontation})
      .option(KarmaScope::any_confrontation_one_step,
              "Any confrontation, whoever fights it, declared after the believers are committed and before they are "
              "shown. One use turns one step: one pairing of a Faith War or Faith Debate, or the whole showing of a "
              "one-against-many attack. Wins and losses swap, draws stay, and the bonus goes to the new winner when "
              "the two types are next to each other; a second reversal of the same step undoes the first.")
      .option(KarmaScope::own_sect_only, "As any-confrontation-one-step, but only where the holder's sect fights.")
      .option(KarmaScope::whole_action,
              "As any-confrontation-one-step, but one use turns every pairing of the card it is used on.")
      .by_default(KarmaScope::any_confrontation_one_step,
                  "The skill names no sect, its timing is before the believers are compared, and its example is a "
                  "single pairing.");

  c.declare(ruling::ascend_draw, "hof.ascend.mirror-draw",
            "Which Follower draws let an Ascend with Me holder draw, and how many?",
            {&sec::skill_ascend_with_me, &sec::draw_phase})
      .option(AscendDraw::exact_or_none, "Whenever one of the holder's Followers draws action cards from the deck "
              "(normally in their Draw Phase), the holder may draw exactly as many, or none. Cards got from Chaos "
              "Coming or Secret Alliance are no draw.")
      .option(AscendDraw::up_to, "As exact-or-none, but the holder may draw any number from none to that many.")
      .option(AscendDraw::chaos_counts, "As exact-or-none, and cards a Follower is dealt by Chaos Coming count too.")
      .by_default(AscendDraw::exact_or_none, "The skill says the same number, and a draw is from the deck.");

  c.declare(ruling::ascend_limit, "hof.ascend.hand-limit-reveal",
            "Does Ascend with Me's higher hand limit apply while the skill is hidden?",
            {&sec::skill_ascend_with_me, &sec::action_phase, &sec::qa_showing_cards})
      .option(AscendLimit::use_reveals, "The higher limit applies whenever the skill is unsealed; the first time it "
              "lets the holder draw beyond six or keep more than six at the end-of-turn check, the skill is revealed.")
      .option(AscendLimit::applies_hidden, "The higher limit applies without revealing the skill.")
      .option(AscendLimit::revealed_only,
              "The higher limit applies only once the skill has been revealed by a use (a mirror draw).")
      .by_default(AscendLimit::use_reveals,
                  "A skill is put on display when used, and the higher limit is part of the skill; drawing or "
                  "keeping cards under it is using it.")
      .note("New: the research note tied the higher limit to a revealed holder without making it a ruling; that "
            "reading is revealed-only.");
}

void declare_end(RulingCatalogue& c) {
  c.declare(ruling::end_timing, "hof.end.timing",
            "Once the believer deck is empty, when exactly does the game end, and does the active player's turn "
            "finish?",
            {&sec::end_of_game, &sec::end_of_turn})
      .option(EndTiming::finish_turn_no_surrender, "The active player finishes what is under way and may use their "
              "remaining actions (drawing no believers). When they declare the end of their actions, the game ends at "
              "once: no hand-limit discard and no Surrender Phase. Unification before that still wins at once.")
      .option(EndTiming::end_after_action, "The game ends as soon as the action that emptied the deck is over, a Faith "
              "War being fought to its end.")
      .option(EndTiming::surrender_runs, "As finish-turn-no-surrender, but the active player's end-of-turn checks and "
              "Surrender Phase run before the settlement.")
      .by_default(EndTiming::finish_turn_no_surrender,
                  "The game ends when the player declares the end of their actions, which comes before the end of "
                  "the turn, and the Faith War passage has the turn go on after the war.");

  c.declare(ruling::sect_tiebreak, "hof.end.sect-tiebreak",
            "How are sects with equal totals told apart, and what if they are still equal?",
            {&sec::scoring_multi, &sec::final_scoring, &sec::in_case_of_draw})
      .option(SectTiebreak::plus_one_per_follower,
              "Between sects equal on believers, each adds one per Follower; still equal, each such sect's internal "
              "comparison is run and all their top players (equal ones included) go to the showdown together.")
      .option(SectTiebreak::multi_beats_single, "A sect of several players beats a lone player at equal totals; "
              "between sects of several players, all their members go to the showdown.")
      .option(SectTiebreak::no_tiebreak, "No tie-break: each equal sect's top player goes to the showdown.")
      .by_default(SectTiebreak::plus_one_per_follower,
                  "The scoring example turns nine believers and one Follower into a count of ten; the added Followers "
                  "only break ties, never rank sects outright.");

  c.declare(ruling::showdown_two, "hof.end.showdown-two", "How is the showdown of two players run?",
            {&sec::draw_two, &sec::in_case_of_draw, &sec::card_faith_war})
      .option(ShowdownTwo::own_cards_no_skills,
              "Each uses only their own believers, with no skills, action cards or bonus cards, believers committed "
              "together. Still level afterwards, they fight again with what is left; if both run out together, the "
              "player who would start a showdown of several (hof.end.showdown-multi) wins.")
      .option(ShowdownTwo::skills_allowed,
              "As own-cards-no-skills, but skills (Karma Reversed, Zombie Army) and defense cards may be used.")
      .option(ShowdownTwo::shared_win, "As own-cards-no-skills, but players still level share the win.")
      .by_default(ShowdownTwo::own_cards_no_skills,
                  "The showdown is between players after the game has ended, and there must be one winner.");

  c.declare(ruling::showdown_multi, "hof.end.showdown-multi",
            "In a showdown of three or more, who starts, in what order, when does it stop, and what if players are "
            "still level?",
            {&sec::draw_multi, &sec::in_case_of_draw, &sec::card_martyrdom})
      .option(ShowdownMulti::most_recent_tied, "The first to perform is the level player who took the final turn, or "
              "else the level player whose turn came most recently before it; then clockwise among the candidates. "
              "Each performance is a Martyrdom against every other candidate, each choosing their own card, with no "
              "skills. It stops once a candidate has no believers, or every remaining believer has fought; most "
              "believers left wins, and players still level play again (two of them by hof.end.showdown-two).")
      .option(ShowdownMulti::next_tied_after_final, "As most-recent-tied, but if the player who took the final turn is "
              "not level, the first level player clockwise after them starts.")
      .option(ShowdownMulti::last_in_seat_order, "As most-recent-tied, but the level player sitting last in seat "
              "order, counted clockwise from the first player, starts.")
      .option(ShowdownMulti::counterclockwise, "As most-recent-tied, but the performances go counterclockwise.")
      .by_default(ShowdownMulti::most_recent_tied,
                  "The rule starts with the player last in turn order when the game ended: the player who took the "
                  "final turn, or, when they are not level, the level player who played last before them. The "
                  "section's body speaks of three or more and its heading of more than three; the body is followed, "
                  "as exactly three would otherwise have no rule.")
      .note("Default changed from the research note's first level player after the final turn (now "
            "next-tied-after-final): the rule asks for the last player, and the player whose turn would come next "
            "is the first, not the last.");
}

void declare_stalemate(RulingCatalogue& c) {
  c.declare(ruling::all_wanderers, "hof.end.all-wanderers",
            "What happens when every player is a Wanderer, so that nobody can steal and the believer deck can never "
            "run out?",
            {&sec::end_of_game, &sec::wanderer_turn, &sec::becoming_wanderer})
      .option(AllWanderers::settle_at_once,
              "The game ends at once and is settled as at its end (5-1): each Wanderer is a group of one, counted even "
              "where hof.wanderer.endgame-status leaves Wanderers out, since nobody else is left.")
      .option(AllWanderers::steal_from_wanderers, "While nobody but Wanderers is left, a Wanderer may steal from "
              "another Wanderer; the steal counts towards founding a sect again.")
      .option(AllWanderers::steal_from_deck, "While nobody but Wanderers is left, a Wanderer takes their turn's "
              "believer from the believer deck instead; it counts as a steal.")
      .by_default(AllWanderers::settle_at_once,
                  "The rulebook has no move left for anyone, and its end condition (an empty believer deck) could then "
                  "never be reached; settling is the only way it gives to end a game. The other options invent a move.")
      .note("New: not in the research note. Self-play found tables where everyone had become a Wanderer and the game "
            "went on for ever.");
}

// Options that cannot go together, or that quietly make another option or rule dead.
void declare_conflicts(RulingCatalogue& c) {
  using S = RulingConflict::Severity;
  c.add_conflict({S::warning,
                  {{"hof.skill.follower-usable", {"hermit-only"}},
                   {"hof.gate-of-truth.copy", {"hermit-take-once", "hermit-full-no-cancel"}}},
                  "Gate of Truth's clause on copying Purple Hermit can then never apply: a Follower's Gate of Truth is "
                  "sealed, and a Leader cannot use Purple Hermit"});
  c.add_conflict({S::warning,
                  {{"hof.wanderer.reestablish", {"optional"}}, {"hof.wanderer.immunity-scope", {"everything"}}},
                  "a Wanderer with three steals may then stay out of everyone's reach for the rest of the game while "
                  "stealing every turn"});
}

}  // namespace

const RulingCatalogue& ruling_catalogue() {
  static const RulingCatalogue catalogue =
      RulingCatalogue::build("hegemony-of-faith", {declare_setup, declare_turn, declare_sects, declare_confrontations,
                             declare_strategy_cards, declare_skills, declare_end, declare_stalemate,
                             declare_conflicts});
  return catalogue;
}

}  // namespace referee::hof
