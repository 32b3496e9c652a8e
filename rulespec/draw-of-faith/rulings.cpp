// The Draw of Faith rulings catalogue. Started from shared/docs/rulings/draw-of-faith.md
// and checked against the rulebook; where this catalogue departs from that research note,
// the ruling's note says how and why.
#include "rulespec/draw-of-faith/rulings.hpp"

#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

void declare_setup_and_turn(RulingCatalogue& c) {
  c.declare(ruling::player_count, "dof.setup.deck",
            "How many players may share the one 52-card deck?", {&sec::overview, &sec::equipment, &sec::starting})
      .option(PlayerCount::shared_max_10, "One shared deck; 2 to 10 players (ten five-card hands fit).")
      .option(PlayerCount::shared_max_8,
              "One shared deck; 2 to 8 players, so every player still draws at least once after the deal.")
      .by_default(PlayerCount::shared_max_10,
                  "The rulebook says two or more players and speaks of one deck; the only hard limit is that every "
                  "starting hand can be dealt.")
      .note("The research note's 'deck-per-player' option is dropped: the rulebook names a single standard deck "
            "throughout, and a deck per player would need a second copy of every card.");

  c.declare(ruling::first_turn, "dof.turn.first-turn",
            "Does the first player draw, and may anyone battle, on the very first turn?",
            {&sec::turn_structure, &sec::draw_phase})
      .option(FirstTurn::full, "Every turn, the first included, has its draw and its Battle Phase.")
      .option(FirstTurn::no_first_draw, "The first player does not draw on turn 1.")
      .option(FirstTurn::no_first_battle, "Turn 1 has no Battle Phase.")
      .option(FirstTurn::no_first_draw_no_battle, "Both: no draw and no battle on turn 1.")
      .by_default(FirstTurn::full,
                  "The turn structure applies to every turn and the rulebook makes no exception for the first.");

  c.declare(ruling::empty_deck, "dof.draw.empty-deck",
            "What happens in a Draw Phase when the deck is empty?", {&sec::draw_phase, &sec::standard_victory})
      .option(EmptyDeck::skip, "The draw is skipped and the turn goes on.")
      .option(EmptyDeck::lose,
              "The game ends at once; the player who could not draw cannot win, the others compare points.")
      .option(EmptyDeck::end_now, "The game ends at once and all players compare points.")
      .by_default(EmptyDeck::skip,
                  "The game ends only once every player has had the same number of turns, so when the cards left "
                  "after the deal do not divide evenly, some turns must be played with an empty deck.");
}

void declare_battle(RulingCatalogue& c) {
  c.declare(ruling::face_down, "dof.summon.face-down", "Can a card be on the field face down, and how does it get there?",
            {&sec::normal_summon, &sec::face_down_defense})
      .option(FaceDown::none, "Every summon is face up; the face-down battle rule never applies.")
      .option(FaceDown::defense_optional, "A normal summon in defense position may be made face down. A face-down card "
              "turns face up when it is attacked, when its position changes (it becomes a face-up attack card) or when "
              "it is used as a material, destroyed, or revealed.")
      .option(FaceDown::defense_always, "Every normal summon in defense position is face down.")
      .by_default(FaceDown::defense_optional,
                  "The Battle Phase gives a whole rule to attacking face-down defense cards, which is the more "
                  "specific passage; under 'none' that rule could never happen. The Normal Summon line describes "
                  "the usual face-up placement and is kept as the default for every summon not declared face down.")
      .note("Default changed from the research note's 'none', which left the Face-Down Defense rule unreachable.");

  c.declare(ruling::battle_targets, "dof.battle.targets", "Which opponent cards may an attack-position card attack?",
            {&sec::battle_phase, &sec::face_down_defense, &sec::no_valid_targets})
      .option(BattleTargets::attack_only, "Only opponents' attack-position cards.")
      .option(BattleTargets::attack_or_face_down, "Opponents' attack-position cards and face-down defense cards; "
              "face-up defense cards cannot be attacked.")
      .option(BattleTargets::any, "Any card on an opponent's field, face-up defense cards included.")
      .by_default(BattleTargets::attack_or_face_down,
                  "Attacks are against attack-position cards, and the Face-Down Defense rule adds face-down defense "
                  "cards; nothing allows attacking a face-up defense card.")
      .note("Default changed from 'attack-only' together with dof.summon.face-down.");

  c.declare(ruling::no_valid_targets, "dof.battle.no-valid-targets",
            "When no opponent has an attack-position card, may a face-down defense card still be attacked?",
            {&sec::no_valid_targets, &sec::face_down_defense})
      .option(NoValidTargets::no_attack_position_card,
              "No: when no opponent has an attack-position card, no attack at all can be declared.")
      .option(NoValidTargets::no_attackable_card,
              "Yes: the rule only restates that an attack needs an attackable target.")
      .by_default(NoValidTargets::no_attack_position_card,
                  "Read as written, the No Valid Targets rule names attack position, not attackable cards; both it "
                  "and the Face-Down Defense rule keep an effect (face-down cards can be attacked while their side "
                  "shows some attack-position card).")
      .note("New: not in the research note; it appears once face-down cards exist.");

  c.declare(ruling::battle_tie, "dof.battle.tie", "What happens when the two cards in a battle have equal rank?",
            {&sec::battle_resolution, &sec::suits_note})
      .option(BattleTie::no_effect, "Neither card is destroyed and nobody scores.")
      .option(BattleTie::both_destroyed, "Both cards are destroyed and each side scores as usual.")
      .option(BattleTie::both_destroyed_no_points, "Both are destroyed; nobody scores.")
      .option(BattleTie::suit_order, "Suits break the tie, spades over hearts over diamonds over clubs.")
      .by_default(BattleTie::no_effect,
                  "Only the lower card is destroyed, and with equal ranks neither is lower; suits matter only for "
                  "fusions and Five of a Kind.");

  c.declare(ruling::attacks_per_card, "dof.battle.attacks-per-card",
            "How many attacks may a card make per turn, and may it attack on the turn it arrived?",
            {&sec::battle_phase, &sec::position_change})
      .option(AttacksPerCard::once_per_card, "Each attack-position card attacks at most once a turn.")
      .option(AttacksPerCard::once_per_card_not_summon_turn,
              "Once a turn, and not on the turn the card came to the field.")
      .option(AttacksPerCard::one_per_player, "One attack per turn in all.")
      .option(AttacksPerCard::unlimited, "A card may attack again while it survives.")
      .by_default(AttacksPerCard::once_per_card,
                  "Cards in attack position may each battle; one battle each is the plain reading. The only "
                  "summoning-turn restriction in the rulebook is on position changes.");

  c.declare(ruling::multiplayer_target, "dof.battle.multiplayer-target",
            "With three or more players, which opponents may be attacked or targeted?",
            {&sec::battle_phase, &sec::no_valid_targets, &sec::numbers_combo})
      .option(MultiplayerTarget::any_opponent, "Any opponent, a different one for each attack or target.")
      .option(MultiplayerTarget::next_player, "Only the next player in turn order.")
      .option(MultiplayerTarget::previous_player, "Only the previous player in turn order.")
      .option(MultiplayerTarget::one_opponent_per_turn, "The first attack or destroy target of the turn names one "
              "opponent; the rest of the turn's attacks and destroy targets must be theirs.")
      .by_default(MultiplayerTarget::any_opponent,
                  "The rulebook speaks of opponents in general and of 'no opponent' having targets; nothing narrows "
                  "it to one of them.");
}

void declare_scoring_and_position(RulingCatalogue& c) {
  c.declare(ruling::defender_wins, "dof.scoring.defender-wins",
            "When the attacked card is higher and destroys the attacker, does its controller score?",
            {&sec::battle_scoring, &sec::attack_position})
      .option(DefenderWins::defender_scores, "Yes: an opponent's attack-position card was destroyed.")
      .option(DefenderWins::attacker_only, "No: only the player whose turn it is scores.")
      .by_default(DefenderWins::defender_scores,
                  "The attacker is an opponent's attack-position card and it was destroyed by an attack-position "
                  "card; the scoring rule does not limit points to the turn player.");

  c.declare(ruling::defense_victim, "dof.scoring.defense-victim",
            "Does destroying a defense-position card score, and does a defense card that destroys its attacker "
            "score?",
            {&sec::battle_scoring, &sec::defense_position})
      .option(DefenseVictim::no_points, "Neither scores.")
      .option(DefenseVictim::defense_victim_scores, "Destroying a defense card scores 1.")
      .option(DefenseVictim::defender_def_scores,
              "A defense card that destroys an attack-position attacker scores 1 for its controller.")
      .by_default(DefenseVictim::no_points,
                  "Points are for destroying attack-position cards, and defense cards cannot award points.");

  c.declare(ruling::effect_destruction, "dof.scoring.effect-destruction",
            "Does destroying an opponent's attack-position card with a fusion or combo effect score?",
            {&sec::battle_scoring, &sec::standard_victory, &sec::attack_position})
      .option(EffectDestruction::battle_only, "Only battles score.")
      .option(EffectDestruction::any_destruction,
              "Each opponent attack-position card destroyed by an effect scores 1 for the effect's player.")
      .by_default(EffectDestruction::battle_only,
                  "The scoring rule sits in the Battle Phase, and the Position Rules give points to the card in "
                  "attack position that destroys; an effect is not a card in a position.");

  c.declare(ruling::change_limit, "dof.position.change-limit", "Is the one position change a turn counted per card or per player?",
            {&sec::position_change, &sec::card_limit})
      .option(ChangeLimit::per_card, "Each field card may change position once a turn.")
      .option(ChangeLimit::per_player, "Each player may make one position change a turn.")
      .by_default(ChangeLimit::per_card,
                  "The rule's subject is a card's position; the Quick Reference only shortens it. Under both "
                  "options a card that came to the field this turn (summoned or revived) cannot change.");

  c.declare(ruling::change_window, "dof.position.change-window", "In which phases may a position change be made?",
            {&sec::position_change, &sec::battle_timing})
      .option(ChangeWindow::main_or_battle_before_attacks,
              "In the Main Phase, or in the Battle Phase before the turn's first attack.")
      .option(ChangeWindow::main_only, "In the Main Phase only.")
      .option(ChangeWindow::before_own_attack,
              "Any time in the player's own Main or Battle Phase, but not for a card that has attacked this turn.")
      .by_default(ChangeWindow::main_or_battle_before_attacks,
                  "Battle Timing implies changes may still be made once the Battle Phase has begun, and puts the "
                  "limit at declaring attacks. Changes are always made on the player's own turn.");
}

void declare_special(RulingCatalogue& c) {
  c.declare(ruling::replaces_normal, "dof.special.replaces-normal",
            "Does a special summon use up the turn's normal summon, even when it is negated?",
            {&sec::special_summon, &sec::special_note, &sec::card_limit})
      .option(ReplacesNormal::replaces, "One normal or one special summon a turn; activating uses it, negated or not.")
      .option(ReplacesNormal::replaces_unless_negated,
              "As 'replaces', but a player whose activation is negated may still normal summon that turn.")
      .option(ReplacesNormal::both_allowed, "One normal summon and one special summon a turn.")
      .by_default(ReplacesNormal::replaces,
                  "The rulebook says it three times: instead of the normal summon, no normal summon, one or the "
                  "other. The placement is used when the activation is made; negation cancels the effect only.");

  c.declare(ruling::special_per_turn, "dof.special.per-turn", "How many fusions or combos may a player activate a turn?",
            {&sec::card_limit, &sec::royal_fusion, &sec::chain_link})
      .option(SpecialPerTurn::one_as_placement, "One activation in the player's own Main Phase, as the first link of a "
              "chain; responses are not counted.")
      .option(SpecialPerTurn::one_total, "One activation per player from the start of their turn to the start of their "
              "next, responses included.")
      .option(SpecialPerTurn::unlimited, "Any number of activations in the Main Phase; the first is the placement.")
      .by_default(SpecialPerTurn::one_as_placement,
                  "The card limit counts summons, and the Main Phase activation is the special summon. Responses "
                  "are what the Chain Link rule adds; counting them would leave responses almost unusable.");

  c.declare(ruling::material_fate, "dof.special.material-fate", "Where do fusion materials go, and what reaches the field?",
            {&sec::special_summon, &sec::materials_note, &sec::graveyard})
      .option(MaterialFate::consume,
              "All materials go to their owner's graveyard as the cost; only revived cards come to the field.")
      .option(MaterialFate::materials_to_field, "Materials from hand are placed face up on the field (position chosen "
              "per card, given in \"place\"); materials already on the field stay.")
      .option(MaterialFate::materials_to_field_once, "As 'materials-to-field', but a card already used as a material "
              "cannot be used again while it stays on the field.")
      .by_default(MaterialFate::consume,
                  "The mechanics speak of materials, graveyards, revives and negation, the vocabulary of games in "
                  "which materials are spent; materials 'come from' hand or field; and spent materials fill the "
                  "graveyard that three of the five mechanics revive from. Under the other options one K, Q, J "
                  "kept on the field would destroy three cards every turn. This is the weakest-supported default: "
                  "'summon additional cards' leans the other way, and tables that read it so can choose "
                  "'materials-to-field-once'.");

  c.declare(ruling::exact_materials, "dof.special.exact-materials",
            "Must the materials match a mechanic's recipe exactly, and must the mechanic be named?",
            {&sec::royal_fusion, &sec::ace_face, &sec::numbers_ace})
      .option(ExactMaterials::exact_declared, "The player names the mechanic and the materials are exactly its recipe.")
      .option(ExactMaterials::superset_allowed,
              "Extra cards may be added to a valid recipe; they are spent and count toward per-material limits.")
      .by_default(ExactMaterials::exact_declared,
                  "Each recipe is written as a fixed list; extra cards would raise per-material limits for free.");

  c.declare(ruling::revive_destination, "dof.revive.destination", "Where do revived cards go, and in which position?",
            {&sec::ace_fusion, &sec::special_summon})
      .option(ReviveDestination::field_choice, "To the reviving player's field, face up, in the position the player "
              "chooses for each card; they count as summoned this turn.")
      .option(ReviveDestination::field_attack, "To the field, face up, in attack position.")
      .option(ReviveDestination::field_defense, "To the field, face up, in defense position.")
      .option(ReviveDestination::hand, "Back to the reviving player's hand.")
      .by_default(ReviveDestination::field_choice,
                  "Reviving is how a special summon summons; a summon may take either position.");

  c.declare(ruling::revive_source, "dof.revive.source",
            "Which graveyards can revive effects take from, and can this activation's materials be revived?",
            {&sec::graveyard, &sec::ace_fusion})
      .option(ReviveSource::own_incl_materials, "The player's own graveyard, the materials just spent included.")
      .option(ReviveSource::own_excl_materials, "The player's own graveyard, not this activation's materials.")
      .option(ReviveSource::any_graveyard, "Any player's graveyard; a revived card is controlled by the reviver and "
              "returns to its owner's graveyard when destroyed.")
      .by_default(ReviveSource::own_incl_materials,
                  "Each player has their own graveyard, and nothing excludes materials that are already in it.");

  c.declare(ruling::destroy_scope, "dof.destroy.scope", "Which cards may destroy effects target?",
            {&sec::royal_fusion, &sec::numbers_combo, &sec::numbers_ace})
      .option(DestroyScope::opponent_field, "Cards on opponents' fields, face up or face down, either position.")
      .option(DestroyScope::any_field, "Royal Fusion may also target the player's own field cards; the other mechanics "
              "still name opponents.")
      .by_default(DestroyScope::opponent_field,
                  "The other two destroy effects say opponents' cards, so Royal Fusion's target cards are read the "
                  "same way.")
      .note("The research note's 'opponent-field-and-hand' is dropped: it needs a random pick from a hidden "
            "hand that the rulebook never describes, and a hand card is not a target anyone can name.");

  c.declare(ruling::targeting_time, "dof.effects.targeting-time", "When are destroy and revive targets chosen?",
            {&sec::royal_fusion, &sec::chain_link})
      .option(TargetingTime::on_activation,
              "When the link is made; a target no longer where it was at resolution is skipped.")
      .option(TargetingTime::on_resolution,
              "When the link resolves, recorded as a \"choose-targets\" event by its player.")
      .by_default(TargetingTime::on_activation,
                  "The mechanics say target, and players responding in a chain must know what they answer.");
}

void declare_mechanics(RulingCatalogue& c) {
  c.declare(ruling::royal_destroy_count, "dof.royal-fusion.destroy-count", "How many cards does Royal Fusion destroy?",
            {&sec::royal_fusion})
      .option(RoyalDestroyCount::up_to_3, "Up to one per material: three for K, Q, J.")
      .option(RoyalDestroyCount::one, "Exactly one target when it can reach an opponent's card (Royal Fusion "
              "'destroys', it does not say 'can').")
      .option(RoyalDestroyCount::all_opponent, "Every card on every opponent's field it can reach "
              "(dof.battle.multiplayer-target), always; with one opponent a turn, every card of the opponent it names.")
      .option(RoyalDestroyCount::any_number, "Any number of targets.")
      .by_default(RoyalDestroyCount::up_to_3,
                  "The effect destroys cards, plural; one per material is the rule the other mechanics follow.");

  c.declare(ruling::destroy_count, "dof.destroy.count", "How many cards do Numbers Combo and Numbers + Ace destroy?",
            {&sec::numbers_combo, &sec::numbers_ace})
      .option(DestroyCount::per_material, "Up to one per material.")
      .option(DestroyCount::one, "Up to one.")
      .option(DestroyCount::all_opponent,
              "Every card on one chosen opponent's field, or none (the effects say 'can destroy').")
      .by_default(DestroyCount::per_material,
                  "The rulebook's own example of three equal numbers only makes sense if more materials do more; "
                  "the effects say 'can', so fewer (or none) is allowed.");

  c.declare(ruling::revive_count, "dof.revive.count", "How many cards do Ace Fusion, Ace + Face Cards and Numbers + Ace revive?",
            {&sec::ace_fusion, &sec::ace_face, &sec::numbers_ace})
      .option(ReviveCount::per_material, "Up to one per material.")
      .option(ReviveCount::one, "Up to one.")
      .option(ReviveCount::all_own_graveyard,
              "Every card in the player's graveyard, or none (the effects say 'can revive').")
      .by_default(ReviveCount::per_material,
                  "Ace Fusion takes 'two or more' Aces, which only matters if more Aces revive more.");

  c.declare(ruling::negate_without_target, "dof.negate.without-target",
            "May Royal Fusion or Ace + Face Cards be activated with no opponent effect to negate?",
            {&sec::royal_fusion, &sec::ace_face})
      .option(NegateWithoutTarget::allowed, "Yes; the negation simply has nothing to act on.")
      .option(NegateWithoutTarget::response_only, "Both only in response to an opponent's link.")
      .option(NegateWithoutTarget::royal_needs_target,
              "Royal Fusion needs an opponent link to negate; Ace + Face Cards ('can negate') does not.")
      .by_default(NegateWithoutTarget::allowed,
                  "Both are printed for your own Main Phase, when there is normally no opponent effect at all; "
                  "requiring one would make the printed timing almost useless.");

  c.declare(ruling::set_size, "dof.numbers-combo.set-size", "How many equal numbers make a Numbers Combo?",
            {&sec::numbers_combo})
      .option(SetSize::two_plus, "Two or more number cards of one rank.")
      .option(SetSize::three_plus, "Three or more.")
      .option(SetSize::exactly_three, "Exactly three.")
      .by_default(SetSize::two_plus, "Same-number cards is a plain plural; the rulebook's three is an example.");

  c.declare(ruling::ace_value, "dof.numbers-combo.ace-value", "Does an Ace count as a number worth 1 in Numbers Combo?",
            {&sec::numbers_combo, &sec::numbers_ace, &sec::hierarchy})
      .option(AceValue::not_a_number, "Never.")
      .option(AceValue::one_in_sums, "As 1 in sums only (A+3 up to A+9).")
      .option(AceValue::one_everywhere, "As 1 in sums and in equal-number sets (A+A).")
      .by_default(AceValue::not_a_number,
                  "Numbers + Ace and Ace + Face Cards treat the Ace as a class of its own, the hierarchy puts it "
                  "on top, and the lowest sum named, 4, is exactly 2+2.");

  c.declare(ruling::face_cards, "dof.numbers-combo.face-cards", "Do J, Q and K count as numbers for Numbers Combo?",
            {&sec::numbers_combo, &sec::ace_face})
      .option(FaceCardsAsNumbers::not_numbers, "Never.")
      .option(FaceCardsAsNumbers::same_rank_ok, "They form equal-rank sets (K+K); sums stay 2-10 only.")
      .by_default(FaceCardsAsNumbers::not_numbers,
                  "The rulebook sorts cards into number cards, face cards and Aces; a cheap K+K would do what Royal "
                  "Fusion pays three specific cards for.")
      .note("The research note's 'valued-11-13' is merged into 'same-rank-ok': no two face cards sum to 10 or less, "
            "so the two options never differ.");

  c.declare(ruling::sum_arity, "dof.numbers-combo.sum-arity", "Must a Numbers Combo sum use exactly two cards?",
            {&sec::numbers_combo})
      .option(SumArity::exactly_two, "Exactly two number cards summing to 4-10 inclusive.")
      .option(SumArity::two_or_more, "Two or more number cards totalling 4-10 inclusive.")
      .by_default(SumArity::exactly_two, "The recipe says two numbers, and its example 3+7 = 10 is inclusive.");
}

void declare_chain(RulingCatalogue& c) {
  c.declare(ruling::response_scope, "dof.chain.response-scope",
            "Which mechanics may be activated in response, including on an opponent's turn?",
            {&sec::chain_link, &sec::royal_fusion, &sec::ace_face})
      .option(ResponseScope::negators_any_turn, "Royal Fusion and Ace + Face Cards may respond to an opponent's link "
              "on any turn; the other mechanics only start a chain in their player's own Main Phase.")
      .option(ResponseScope::any_mechanic_response, "Any mechanic may respond on any turn.")
      .option(ResponseScope::own_main_only,
              "Nothing is activated on an opponent's turn; the printed timing wins over the Chain Link rule.")
      .by_default(ResponseScope::negators_any_turn,
                  "The only reading under which both passages mean something: Chain Link allows responses on an "
                  "opponent's turn, and negating opponents' effects only matters as a response.");

  c.declare(ruling::own_turn_responses, "dof.chain.own-turn-responses",
            "May the turn player add links to a chain on their own turn, and how many responses may a player make?",
            {&sec::chain_link, &sec::card_limit})
      .option(OwnTurnResponses::allowed_uncounted,
              "Yes; only the first link is the placement, and responses are limited only by materials.")
      .option(OwnTurnResponses::not_allowed, "The turn player adds no link after the first.")
      .option(OwnTurnResponses::one_response_per_chain, "Each player adds at most one response link to a chain.")
      .by_default(OwnTurnResponses::allowed_uncounted,
                  "Last-in-first-out resolution assumes chains of several links, and effects may be activated on "
                  "one's own turn without a stated limit.");

  c.declare(ruling::negate_meaning, "dof.chain.negate-meaning", "What does negating a link do?",
            {&sec::royal_fusion, &sec::ace_face})
      .option(NegateMeaning::effect_cost_paid,
              "The negated link does nothing; its materials stay where the cost sent them.")
      .option(NegateMeaning::activation_refund,
              "The activation is undone: materials go back where they came from and the placement is returned.")
      .option(NegateMeaning::negate_and_destroy,
              "As 'effect-cost-paid', and materials left on the field (materials-to-field) are destroyed.")
      .by_default(NegateMeaning::effect_cost_paid,
                  "The cost is paid when the link is made; negation cancels an effect, not its cost.");

  c.declare(ruling::negate_scope, "dof.chain.negate-scope", "Which link does a negation cancel?",
            {&sec::royal_fusion, &sec::ace_face, &sec::chain_link})
      .option(NegateScope::responded_link, "The link directly below, which must be an opponent's.")
      .option(NegateScope::one_named_opponent_link, "Any one opponent link in the chain, named with \"negate\".")
      .option(NegateScope::all_opponent_links, "Every opponent link in the chain.")
      .by_default(NegateScope::responded_link,
                  "That is what responding means; the plural 'effects' is generic like every other effect line.");

  c.declare(ruling::priority, "dof.chain.priority", "In which order may players respond, and when does the chain resolve?",
            {&sec::chain_link})
      .option(Priority::seat_order_from_activator,
              "After each link, players are asked in seat order from the one after its activator, the activator "
              "last; a response starts a new round; the chain resolves when all have passed in a row.")
      .option(Priority::turn_player_first,
              "As above, but the turn player is asked first when they did not make the link.")
      .option(Priority::opponents_once, "Only the activator's opponents are asked, once each, in seat order; the "
              "activator never adds to their own top link.")
      .by_default(Priority::seat_order_from_activator,
                  "Deterministic, fair to every seat, and works for any number of players.");

  c.declare(ruling::respond_to, "dof.chain.respond-to-what", "What can be responded to?",
            {&sec::chain_link, &sec::royal_fusion})
      .option(RespondTo::effects_only, "Only fusion and combo activations open a response window.")
      .option(RespondTo::effects_and_summons,
              "Normal summons open one too; negating a summon sends the card to the graveyard.")
      .option(RespondTo::any_action,
              "Summons, position changes and attack declarations too; a negated attack or change does not happen.")
      .by_default(RespondTo::effects_only,
                  "Negation names effects, and summons, position changes and battles are not effects in this "
                  "rulebook.");
}

void declare_five_and_end(RulingCatalogue& c) {
  c.declare(ruling::five_zone, "dof.five-of-a-kind.zone", "Where must the five cards of one suit be?",
            {&sec::five_of_a_kind, &sec::instant_victory, &sec::materials_note})
      .option(FiveZone::hand_and_field, "Across the player's hand and field together.")
      .option(FiveZone::hand_only, "In the hand.")
      .option(FiveZone::field_only, "On the field.")
      .option(FiveZone::hand_or_field, "All five in the hand or all five on the field.")
      .by_default(FiveZone::hand_and_field,
                  "Five of a Kind lists materials, and materials may come from hand, field or both. Seventeen "
                  "cards in hand and field guarantee five of a suit, so this ends many games early.");

  c.declare(ruling::five_timing, "dof.five-of-a-kind.timing", "When is Five of a Kind checked, and can it be negated?",
            {&sec::five_of_a_kind, &sec::instant_victory})
      .option(FiveTiming::state_based,
              "For every player after the deal and after every event, on any turn; it cannot be negated.")
      .option(FiveTiming::own_turn_state,
              "Automatically, but only for the player whose turn it is, at its start and after each event.")
      .option(FiveTiming::after_draw, "Only right after the holder's Draw Phase draw.")
      .option(FiveTiming::activated, "The holder activates it in their Main Phase with the five as materials (shown, "
              "not spent); it is their placement and can be negated.")
      .by_default(FiveTiming::state_based,
                  "Having five describes a state, the win is immediate, and unlike the other mechanics it has no "
                  "timing line.");

  c.declare(ruling::five_simultaneous, "dof.five-of-a-kind.simultaneous",
            "What if two or more players have Five of a Kind at the same check (in practice, after the deal)?",
            {&sec::instant_victory, &sec::starting, &sec::tiebreaker})
      .option(FiveSimultaneous::tiebreak, "Only those players take the high-card tiebreaker.")
      .option(FiveSimultaneous::first_in_turn_order, "The first of them in turn order wins.")
      .option(FiveSimultaneous::redeal, "At the deal, shuffle and deal again (the setup is not a legal deal).")
      .by_default(FiveSimultaneous::tiebreak,
                  "The high-card draw is the rulebook's one tool for equal claims, and it does not depend on who "
                  "happened to go first.")
      .note("The research note's 'deal-order' is merged into 'first-in-turn-order': dealt one card at a time, "
            "every player completes a five-card hand on the last round of the deal, so the first of them in turn "
            "order is always the first to hold five.");

  c.declare(ruling::depletion, "dof.end.depletion", "When exactly does the game end after the deck runs out?",
            {&sec::standard_victory, &sec::draw_phase})
      .option(Depletion::end_of_round, "At the end of the turn in which the deck is empty and every player has had as "
              "many turns as the others; players after the last draw play their turn without drawing.")
      .option(Depletion::end_of_turn, "At the end of the turn in which the last card was drawn.")
      .option(Depletion::extra_round, "After one more full round without draws.")
      .by_default(Depletion::end_of_round,
                  "The only reading that honours both the empty deck and the equal number of turns.");

  c.declare(ruling::tiebreak_equal, "dof.tiebreak.equal-rank", "In the tiebreaker, what if the highest cards drawn are equal?",
            {&sec::tiebreaker, &sec::suits_note})
      .option(TiebreakEqual::redraw, "Those players draw again from the same pile until one is highest.")
      .option(TiebreakEqual::suit_order, "Suits decide: spades, hearts, diamonds, clubs.")
      .option(TiebreakEqual::shared_win, "Those players share the win.")
      .by_default(TiebreakEqual::redraw,
                  "Suits matter only for fusions and Five of a Kind, and drawing again works for any number of "
                  "players. In every option only the players tied for most points draw, Ace high.");
}

// Options that cannot go together, or that quietly make another option or rule dead.
void declare_conflicts(RulingCatalogue& c) {
  using S = RulingConflict::Severity;
  c.add_conflict({S::error,
                  {{"dof.negate.without-target", {"response-only"}}, {"dof.chain.response-scope", {"own-main-only"}}},
                  "Royal Fusion and Ace + Face Cards could never be activated: they would need an opponent's link to "
                  "answer, and nobody may add a link to another player's chain"});
  c.add_conflict({S::error,
                  {{"dof.negate.without-target", {"royal-needs-target"}}, {"dof.chain.response-scope", {"own-main-only"}}},
                  "Royal Fusion could never be activated: it would need an opponent's link to answer, and nobody may "
                  "add a link to another player's chain"});
  c.add_conflict({S::warning,
                  {{"dof.summon.face-down", {"defense-optional", "defense-always"}}, {"dof.battle.targets", {"attack-only"}}},
                  "face-down defense cards can then never be attacked, so the Face-Down Defense battle rule never "
                  "applies"});
  c.add_conflict({S::warning,
                  {{"dof.chain.negate-meaning", {"negate-and-destroy"}}, {"dof.special.material-fate", {"consume"}}},
                  "negate-and-destroy then acts as effect-cost-paid: consumed materials are already in the graveyard"});
}

}  // namespace

const RulingCatalogue& ruling_catalogue() {
  static const RulingCatalogue catalogue =
      RulingCatalogue::build("draw-of-faith", {declare_setup_and_turn, declare_battle, declare_scoring_and_position,
                             declare_special, declare_mechanics, declare_chain, declare_five_and_end,
                             declare_conflicts});
  return catalogue;
}

}  // namespace referee::dof
