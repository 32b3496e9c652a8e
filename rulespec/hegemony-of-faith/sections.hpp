// The sections of the Hegemony of Faith rulebook that the referee cites, each with the
// project's own summary (never the rulebook's text). Citations use the rulebook's numbered
// headings ("6-2.1 Reversal of sect stance"); a sub-heading is added after a colon
// ("4-2 Gameplay: Action Phase"). Every card of the card list has a section of its own
// ("7-4 Cards list: Faith War"), and so has every Q&A entry ("8. Q&A: Faith War").
// The text copy of the rulebook has lost its pictures and icons; summaries say only what
// the words establish.
#pragma once

#include "referee/core/sections.hpp"

namespace referee::hof::sec {

using referee::Section;

// Each entry: the name (sec::NAME), the id, the citation, the summary; in rulebook order.
#define REFEREE_HOF_SECTIONS(S) \
  /* 2. Introduction, 3. Objective */ \
  S(game_type, "type", "2-1 Type", \
    "A multiplayer card battle for four to eight players.") \
  S(components, "components", "2-2 Components", \
    "Eight Leader tokens, each with its own totem, and eight player aids; sixteen skill cards, each a different " \
    "skill; seventy-eight action cards of fifteen kinds in differing numbers; sixty believer cards, twelve of " \
    "each of five types: Fool, Prayer, Missionary, Elder and Fanatic.") \
  S(objective, "objective", "3. Objective of the Game", \
    "Every player leads a sect with a skill of their own and competes for believers, by persuasion or by war; " \
    "whoever has the most believers at the end wins.") \
  /* 4. How to Play */ \
  S(setup, "setup", "4-1 Setup", \
    "Each player takes a Leader token, is dealt two skills at random, keeps one face down and returns the other; " \
    "a skill need only be shown when it is used. Each player is dealt six action cards and three believer cards, " \
    "the rest forming the two draw decks, and used action cards may be shuffled back in when the action deck " \
    "runs out. The first player is picked by a real-world criterion and play runs clockwise; the believer pool " \
    "is recommended to be 30, 45 or 60 cards for 4, 5-6 or 7-8 players.") \
  S(draw_phase, "turn.draw", "4-2 Gameplay: Draw Phase", \
    "The usual hand limit for action cards is six; a player starting their turn with fewer than six draws action " \
    "cards until they hold six.") \
  S(action_phase, "turn.action", "4-2 Gameplay: Action Phase", \
    "The player takes up to two different actions, in any order, from four: play a strategy card, play a physical " \
    "attack card, play a mental attack card, or discard any number of action cards. An Ascend with Me holder may " \
    "end the turn above the limit and then discards down to their hand limit.") \
  S(end_of_turn, "turn.end", "4-2 Gameplay: End of Turn and Surrender Phase", \
    "The player declares the end of the turn and play passes clockwise. A player holding no believer cards at " \
    "that point goes through the Surrender Phase, ending as another player's Follower or, discarding their cards, " \
    "as a Wanderer.") \
  /* 5. End of the Game */ \
  S(end_of_game, "end", "5. End of the Game", \
    "The game ends when the believer deck (the graveyard does not count) is empty and the player whose turn it is " \
    "declares the end of their actions. A Faith War that empties the deck with a bonus is fought to its end " \
    "without further bonuses before the game is settled; an Impermanence of Life holder who meets its condition " \
    "wins outright.") \
  S(final_scoring, "scoring", "5-1 The final scoring", \
    "Each player counts the believer cards in their hand, and a Follower counts with their Leader's sect. The " \
    "largest sect is found; if it has two or more players, the one among them holding the most believer cards " \
    "wins.") \
  S(scoring_single, "scoring.single", "5-1 The final scoring: Victory for a single player", \
    "A player on their own whose believers outnumber those of every other sect wins.") \
  S(scoring_multi, "scoring.multi", \
    "5-1 The final scoring: When multiple players belong to the largest sect", \
    "Sect members' believers are added together to rank sects; when totals are equal, a sect of several players " \
    "has the advantage, its Followers being counted in too (the example counts nine believers and one Follower " \
    "as ten). Inside the winning sect each player, Leader or Follower, counts their own believers, and the highest " \
    "becomes the winner.") \
  S(unification, "scoring.unification", "5-1 The final scoring: Unification", \
    "A player who has made every other player their Follower ends the game at once and wins, with no count.") \
  S(in_case_of_draw, "draw", "5-2 In case of a draw", \
    "Players still level after the settlement go to a showdown, whose form depends on how many are level; there " \
    "is always exactly one winner.") \
  S(draw_two, "draw.two", "5-2 In case of a draw: When two players have drawn", \
    "Two level players fight a Faith War with no bonus cards, and whoever has more believers left afterwards " \
    "wins.") \
  S(draw_multi, "draw.multi", "5-2 In case of a draw: When more than three players have drawn", \
    "Three or more level players (the heading says more than three, the text three or more) take turns " \
    "performing Martyrdom against all the other candidates, beginning with the player who came last in turn " \
    "order as the game ended, until their believers have all fought or one player has none; the most believers " \
    "left wins.") \
  /* 6. Surrender, sects and Wanderers */ \
  S(surrender_as_follower, "sect.surrender", "6-1 Surrender as a Follower", \
    "A player who ends their turn with no believers must surrender: the Leaders first say whether they will take " \
    "a Follower, then the player picks a sect to join. The new Follower hands their Leader token to that Leader " \
    "and seals their skill, and goes on taking full turns; most skills work only for Leaders, so Followers and " \
    "Wanderers seal theirs.") \
  S(united_sects, "sect.united", "6-2 Operation of united sects", \
    "A sect with Followers attacks and defends as one under its Leader's command: in a confrontation the Leader " \
    "may have a Follower fight until that Follower's believers are used up. A Leader taking in a Follower gives " \
    "them one believer; when a Follower later ends a turn with none, the Leader either gives another or lets them " \
    "go to find another sect, and a Follower nobody will take becomes a Wanderer.") \
  S(reversal, "sect.reversal", "6-2.1 Reversal of sect stance", \
    "When a Leader's own believers drop to zero, the Follower holding the most believers becomes Leader, takes " \
    "over the other Followers and the token, and chooses whether to take in the old Leader. If Followers are " \
    "level, the sect breaks up: every Follower takes back their token as an independent Leader, and the old " \
    "Leader must surrender to a sect of their choice.") \
  S(betrayal, "sect.betrayal", "6-2.2 Betrayal and expel from the sect", \
    "A Follower can still win the game; plotting and betrayal inside a sect are part of play.") \
  S(becoming_wanderer, "wanderer", "6-3 Becoming a Wanderer", \
    "A player who ends their turn with no believers and whom no Leader will take becomes a Wanderer for a time: " \
    "they discard their action cards and their Leader token, and their skill is sealed.") \
  S(wanderer_turn, "wanderer.turn", "6-3.1 Wanderer's turn", \
    "On their turn a Wanderer may steal one believer from any player who is not a Wanderer; until they found a " \
    "sect again, nothing other players do affects them.") \
  S(wanderer_reestablish, "wanderer.reestablish", "6-3.2 How a wanderer re-establishes a sect", \
    "A Wanderer who has stolen three believers becomes a Leader again straight away: they draw action cards up " \
    "to six, take back a Leader token, unseal their skill and return to ordinary turns.") \
  /* 7. Card Introduction */ \
  S(skill_cards, "skills", "7-1 Introduction to skill card", \
    "A skill card gives its name, when it may be used, how often, and its effect. A skill is used once per game, " \
    "three times per game, once per round (a round starting with the holder's own turn), or without limit while " \
    "its condition is met; in the text copy the marks for once per game and once per round look the same.") \
  S(action_cards, "actions", "7-2 Introduction to action card", \
    "Action cards are strategy, attack or defense cards, told apart by a type icon; attack cards also show an " \
    "icon for their method of attack.") \
  S(action_types, "actions.types", "7-2.1 Type of actions", \
    "Attacks are physical or mental. In a physical confrontation the losing believer, and both believers of a " \
    "drawn pair, die and go to the graveyard; in a mental one the winner takes the losing believer. A player who " \
    "is attacked may at once play the defense card of the matching kind.") \
  S(attack_methods, "actions.methods", "7-2.2 Attack method with its mechanism", \
    "An attack either strikes a sect directly, spending none of the attacker's believers and weighing most on " \
    "sects of several players; or sends one believer of the attacker against one from every sect present, the " \
    "attacker's card being the yardstick for all (one-against-many); or challenges one sect to a series of " \
    "confrontations, as each card details.") \
  S(believer_cards, "believers", "7-3 Introduction to believer card", \
    "A believer card shows an ID, a name, the types it beats, and the type it must beat in a Faith War to earn a " \
    "bonus believer from the deck.") \
  S(believer_types, "believers.types", "7-3.1 Type of believers", \
    "There are five types, twelve cards each: Fool, Prayer, Missionary, Elder and Fanatic. A bonus card earned in " \
    "a confrontation cannot be used in that same confrontation.") \
  S(believer_confrontation, "believers.confrontation", "7-3.2 Introduction to believer confrontation", \
    "Each type beats two others: an ID beats the two IDs just below it, and earns the Faith War bonus only against " \
    "the one just below. A drawn pair both die in a physical attack and both go back to their owners in a mental " \
    "one.") \
  /* 7-4 Cards list: skills */ \
  S(skill_impermanence_of_life, "skill.impermanence-of-life", "7-4 Cards list: Impermanence of Life", \
    "Single use, at game end. A holder who keeps the skill hidden, never becomes a Follower or Wanderer and never " \
    "takes others into their sect, and ends the game with more than five believers, wins outright. A holder who " \
    "breaks the condition reveals and discards the skill and draws a new one.") \
  S(skill_everyone_is_equal, "skill.everyone-is-equal", "7-4 Cards list: Everyone is Equal", \
    "Single use, on the holder's turn before any action, and it costs both actions. Every player's believers are " \
    "gathered, shuffled and shared out evenly, starting with the holder.") \
  S(skill_purple_hermit, "skill.purple-hermit", "7-4 Cards list: Purple Hermit", \
    "Single use, on a turn of the holder's once they are a Follower. The holder takes half their Leader's " \
    "believers; if the Leader plays Breaking Faith before the holder's next turn, its snatch is cancelled and the " \
    "holder goes independent, and otherwise the holder takes half again at the start of that turn and goes " \
    "independent.") \
  S(skill_headstronger, "skill.headstronger", "7-4 Cards list: Headstronger", \
    "Single use, on the holder's turn while they have Followers. The holder takes half of their Followers' " \
    "believers and expels them as independent Leaders; Breaking Faith cannot answer it.") \
  S(skill_holy_rebirth, "skill.holy-rebirth", "7-4 Cards list: Holy Rebirth", \
    "Single use, when three or more of the holder's believers die together: three believers come back from the " \
    "graveyard. It cannot be used again before the holder's next turn.") \
  S(skill_kaboom, "skill.kaboom", "7-4 Cards list: KABOOM!", \
    "Single use, on the holder's turn before any attack. The holder sacrifices one believer to destroy three of " \
    "another player's believers; nothing can defend against it, and the holder may take no attack action that " \
    "turn, before or after.") \
  S(skill_praise_of_life, "skill.praise-of-life", "7-4 Cards list: Praise of Life", \
    "Single use, on the holder's turn. The holder sacrifices one believer for one extra action that turn, free " \
    "of the usual restrictions and allowed to repeat an action.") \
  S(skill_gate_of_truth, "skill.gate-of-truth", "7-4 Cards list: Gate of Truth", \
    "Single use, with the copied skill's timing. The holder copies another player's revealed skill until their " \
    "own next turn, each skill at most once; a copied The Prophet predicts the second believer drawn, a copied " \
    "Purple Hermit loses its Breaking-Faith-like part, and Impermanence of Life cannot be copied.") \
  S(skill_eternal_truth, "skill.eternal-truth", "7-4 Cards list: Eternal Truth", \
    "Three uses, on the holder's turn. The holder sacrifices one believer, and their sect is immune to mental " \
    "attacks until the holder's next turn.") \
  S(skill_world_peace, "skill.world-peace", "7-4 Cards list: World Peace", \
    "Three uses, on the holder's turn. The holder sacrifices one believer, and their sect is immune to physical " \
    "attacks until the holder's next turn.") \
  S(skill_soul_cutting_sword, "skill.soul-cutting-sword", "7-4 Cards list: Soul-Cutting Sword", \
    "Three uses, on the holder's turn. A chosen player misses their next turn.") \
  S(skill_chaos_coming, "skill.chaos-coming", "7-4 Cards list: Chaos Coming", \
    "Three uses, on the holder's turn. Every player's action cards are gathered, shuffled and shared out evenly, " \
    "starting with the holder.") \
  S(skill_zombie_army, "skill.zombie-army", "7-4 Cards list: Zombie Army", \
    "Unlimited, in a Faith War the holder starts: believers from the graveyard may stand in for the holder's " \
    "side, and each one used is then removed from the game.") \
  S(skill_the_prophet, "skill.the-prophet", "7-4 Cards list: The Prophet", \
    "Unlimited, when another player draws believer cards: the holder names a type for the first card drawn and, " \
    "if right, takes it. Faith War bonus cards do not set it off.") \
  S(skill_karma_reversed, "skill.karma-reversed", "7-4 Cards list: Karma Reversed", \
    "Unlimited, declared before the believers of a confrontation are compared: the outcome is turned round, so " \
    "the believer that would lose wins, taking any Faith War bonus (the example has a Fool beat a Prayer and earn " \
    "the bonus).") \
  S(skill_ascend_with_me, "skill.ascend-with-me", "7-4 Cards list: Ascend with Me", \
    "Unlimited: whenever one of the holder's Followers draws action cards, the holder may draw the same number, " \
    "and the holder's action-card hand limit rises by one for each Follower.") \
  /* 7-4 Cards list: action cards */ \
  S(card_have_a_charity, "card.have-a-charity", "7-4 Cards list: Have a Charity", \
    "Strategy, eight copies: the player draws two believers from the deck.") \
  S(card_info_spy, "card.info-spy", "7-4 Cards list: Info-Spy", \
    "Strategy, three copies: the player looks at all of one player's action and believer cards.") \
  S(card_its_a_miracle, "card.its-a-miracle", "7-4 Cards list: It's a Miracle", \
    "Strategy, six copies: the player brings back the top three believers of the graveyard.") \
  S(card_divine_inspiration, "card.divine-inspiration", "7-4 Cards list: Divine Inspiration", \
    "Strategy, four copies: the player discards any number of action cards and draws as many believers; the card " \
    "itself is not counted.") \
  S(card_secret_alliance, "card.secret-alliance", "7-4 Cards list: Secret Alliance", \
    "Strategy, three copies: the player swaps one action card with a chosen player.") \
  S(card_breaking_faith, "card.breaking-faith", "7-4 Cards list: Breaking Faith", \
    "Strategy, six copies. A Leader expels a Follower, or a Follower breaks away as an independent Leader; either " \
    "way the player takes half the target's believers, or just one if the target answers with the same card.") \
  S(card_kowtow_to_me, "card.kowtow-to-me", "7-4 Cards list: Kowtow to Me", \
    "Strategy, four copies: the player forces into their own sect a sect holding less than half as many believers " \
    "as theirs.") \
  S(card_spread_rumors, "card.spread-rumors", "7-4 Cards list: Spread Rumors", \
    "Mental attack, seven copies: the player takes one believer from each member of a targeted opposing sect.") \
  S(card_faith_debate, "card.faith-debate", "7-4 Cards list: Faith Debate", \
    "Mental attack, four copies: up to five mental confrontations with an opposing sect, and no more than either " \
    "side's number of believers; each winner takes the losing believer.") \
  S(card_conspiracy, "card.conspiracy", "7-4 Cards list: Conspiracy", \
    "Mental attack, six copies, one-against-many: one of the player's believers faces one believer of every other " \
    "sect, and the player takes every believer that loses.") \
  S(card_witch_hunt, "card.witch-hunt", "7-4 Cards list: Witch Hunt", \
    "Physical attack, four copies: the player targets a sect and wipes out one type of believer in it.") \
  S(card_faith_war, "card.faith-war", "7-4 Cards list: Faith War", \
    "Physical attack, six copies: physical confrontations with an opposing sect until every believer of one side " \
    "has taken part.") \
  S(card_martyrdom, "card.martyrdom", "7-4 Cards list: Martyrdom", \
    "Physical attack, seven copies, one-against-many: one of the player's believers faces one believer of every " \
    "other sect; it dies afterwards, and so does every believer that loses to it or draws with it.") \
  S(card_firm_faith, "card.firm-faith", "7-4 Cards list: Firm Faith", \
    "Defense, five copies: shields the player's sect from one mental attack.") \
  S(card_great_mercy, "card.great-mercy", "7-4 Cards list: Great Mercy", \
    "Defense, five copies: shields the player's sect from one physical attack.") \
  /* 8. Q&A */ \
  S(qa_kowtow, "qa.kowtow", "8. Q&A: Kowtow to Me", \
    "Kowtow to Me may be played on a sect whose believers are at most half the user's sect's, the half rounded " \
    "down (eight or nine both allow a target of four), and every player of that sect joins. Only believer cards " \
    "are counted, not the Follower.") \
  S(qa_breaking_faith, "qa.breaking-faith", "8. Q&A: Breaking Faith", \
    "Unanswered, Breaking Faith takes half the target's believers rounded down; if the target answers with a " \
    "Breaking Faith of their own, it takes only one.") \
  S(qa_defense, "qa.defense", "8. Q&A: Defense cards", \
    "A defense card cannot be played after losing a confrontation: whether to use one is settled before the " \
    "confrontation.") \
  S(qa_faith_war, "qa.faith-war", "8. Q&A: Faith War", \
    "A Faith War, once begun, cannot be stopped until one sect's believers have all taken part.") \
  S(qa_follower_skills, "qa.follower-skills", "8. Q&A: Skills as a Follower", \
    "A Follower's skill is normally sealed; a skill whose text allows use after surrendering is the exception.") \
  S(qa_surrender, "qa.surrender", "8. Q&A: Surrender", \
    "Nobody becomes a Follower by choice while holding believers: surrender happens only at the end of the " \
    "player's own turn with no believers in hand.") \
  S(qa_faith_debate, "qa.faith-debate", "8. Q&A: Faith Debate", \
    "The debater need not play five believers: up to five is allowed, and a sect holding fewer than five caps the " \
    "number at what it holds.") \
  S(qa_wanderers, "qa.wanderers", "8. Q&A: Wanderers", \
    "A new Wanderer discards their action cards and seals their skill at once, and first steals on their own turn " \
    "in the following round.") \
  S(qa_showing_cards, "qa.showing-cards", "8. Q&A: Showing cards", \
    "Nothing is shown at the start. A skill is put on permanent display when used; an action card is shown when " \
    "played; anyone may ask how many believers a player holds at any time; believers are shown in a " \
    "confrontation to settle it and may be hidden again afterwards.") \
  S(qa_leader_token, "qa.leader-token", "8. Q&A: Leader token", \
    "The Leader token is the mark of a Leader's authority: a player who surrenders hands it to their new Leader, " \
    "and a player who is not a Leader can only give it to another player or discard it.")
REFEREE_DECLARE_SECTIONS(REFEREE_HOF_SECTIONS)

}  // namespace referee::hof::sec

namespace referee::hof {
using sec::section_index;  // every section above, in rulebook order
}  // namespace referee::hof
