// The hero-duel rulings catalogue. Started from shared/docs/rulings/hero-duel.md (part A)
// and checked against the rulebook; where this catalogue departs from that research note,
// the ruling's note says how and why. Rulings about what the card set defines give the
// rule the referee applies when the card set's definition is silent.
#include "rulespec/hero-duel/rulings.hpp"

#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

void declare_setup(RulingCatalogue& c) {
  c.declare(ruling::deck_composition, "hd.setup.deck-composition",
            "What must a deck hold, and is there a deck size or a copy limit?", {&sec::match, &sec::hero})
      .option(DeckComposition::composition_only, "Only the stated make-up is checked: exactly one hero, no other "
              "6-star card, every monster of 1 to 5 stars. No size or copy limit.")
      .option(DeckComposition::forty_max_three,
              "As composition-only, and exactly 40 cards with at most 3 copies of any one card.")
      .option(DeckComposition::each_kind, "As composition-only, and at least one monster, one spell and one trap.")
      .by_default(DeckComposition::composition_only,
                  "The rulebook lists the kinds of card in a deck and counts only the hero; it gives no size and no "
                  "copy limit, so the referee invents none. A deck that could never pay for its hero is a poor deck, "
                  "not an illegal one.");

  c.declare(ruling::opening_shuffle, "hd.setup.opening-shuffle",
            "Are the decks shuffled before the opening five are drawn, and may a player redraw a bad opening hand?",
            {&sec::match, &sec::reshuffle})
      .option(OpeningShuffle::shuffled, "Each deck is shuffled before the opening draw; no redraw. The order of the "
              "setup's deck list means nothing: the opening five and every draw are any cards of it still unseen, and "
              "a setup giving a mulligan is refused.")
      .option(OpeningShuffle::as_submitted, "Not shuffled: cards are drawn in the order in which the setup lists the "
              "deck, so the opening five must be its first five and every later draw is known (until a reshuffle).")
      .option(OpeningShuffle::one_mulligan,
              "Shuffled; once, before the first turn, each player may shuffle the opening five back and draw five "
              "again. The setup's \"mulligan\" gives the five put back, checked against the deck list.")
      .by_default(OpeningShuffle::shuffled,
                  "The one deck the rulebook builds during play it builds by shuffling, and an unshuffled deck would "
                  "let its owner pick their draws. A redraw of the opening hand is mentioned nowhere.")
      .note("Split from the research note's hd.setup.first-player-and-shuffle: who goes first is now "
            "hd.setup.first-player. 'as-submitted' is kept as a reading (the rulebook never says the starting deck "
            "is shuffled); 'one-mulligan' replaces the note's bare 'no mulligan'.");

  c.declare(ruling::first_player, "hd.setup.first-player", "Who takes the first turn, and how is that recorded?",
            {&sec::match, &sec::turn_start})
      .option(FirstPlayer::recorded, "The game record names the first player, chosen by whatever means the players "
              "agreed; the referee checks only that it names one of the two players.")
      .option(FirstPlayer::seeded_coin_flip, "The referee picks the first player by a coin flip from the setup's seed; "
              "a record naming the other player, or giving no seed, is refused.")
      .by_default(FirstPlayer::recorded,
                  "The rulebook never says how the first player is chosen, so there is no method for the referee to "
                  "enforce; it can only check the record, whose setup names the first player. Generated setups "
                  "carry a seed and name the player its coin flip picks, so they fit either option.")
      .note("New as a ruling of its own (split from hd.setup.first-player-and-shuffle). Default changed from the "
            "research note's seeded coin flip: a referee checking a game already played cannot redo a coin flip "
            "made at the table.");

  c.declare(ruling::first_turn_draw, "hd.setup.first-turn-draw",
            "Does the first player draw two at the start of the very first turn?", {&sec::turn_start, &sec::match})
      .option(FirstTurnDraw::draw_two, "Yes: every turn starts with a draw of two, the first included (the first "
              "player begins turn 1 with seven cards).")
      .option(FirstTurnDraw::no_first_draw, "The first player does not draw on turn 1.")
      .option(FirstTurnDraw::draw_one, "The first player draws one card on turn 1.")
      .by_default(FirstTurnDraw::draw_two,
                  "The opening five are drawn before any turn begins, and the draw of two is a step of every turn's "
                  "start with no exception written for the first.");

  c.declare(ruling::hero_must_be_drawn, "hd.setup.hero-must-be-drawn",
            "What does the rule that the hero must be drawn from the deck forbid?", {&sec::hero, &sec::match})
      .option(HeroMustBeDrawn::starts_in_deck,
              "Only that the hero begins the game elsewhere than the shuffled deck; any later way into the hand "
              "would be fine. The referee checks that the deck list holds the hero and that the hero reaches the "
              "hand only as the vocabulary allows: the opening five, the turn's draw, a draw effect.")
      .option(HeroMustBeDrawn::draw_only, "The hero reaches the hand only by a draw (the opening five, the turn's "
              "draw, or a card that draws); an effect that puts cards in the hand without drawing them could not take "
              "it. The referee checks the same as under starts-in-deck.")
      .by_default(HeroMustBeDrawn::draw_only,
                  "Under starts-in-deck the line would only repeat the deck list, which already puts the hero in the "
                  "deck; draw-only gives it an effect of its own. The opening five are drawn, so the hero may be "
                  "among them under either option.")
      .note("The referee cannot tell the options apart: the card vocabulary has no effect that puts a card in a "
            "hand without drawing it, so every way a hero reaches a hand is a draw under both. The ruling is kept "
            "for a vocabulary that gains such an effect (a search, a return to the hand); the rules read it "
            "nowhere until then.");
}

void declare_hero(RulingCatalogue& c) {
  c.declare(ruling::hero_summon, "hd.hero.summon-classification",
            "Is playing the hero a summon: does it use the turn's one summon, and do summon triggers see it?",
            {&sec::hero, &sec::main_actions, &sec::summon_hero, &sec::tribute_restrictions, &sec::limits_summary,
             &sec::field_behavior, &sec::traps})
      .option(HeroSummon::separate_limit, "It uses none of the turn's one summon, but it is a summon: effects and "
              "traps that watch for summons see it.")
      .option(HeroSummon::full_summon, "A summon in every respect: it uses the turn's one summon.")
      .option(HeroSummon::not_a_summon, "An action of its own: it uses no summon, and no summon trigger sees it.")
      .by_default(HeroSummon::separate_limit,
                  "The summon limit counts monsters of 1 to 5 stars, while the Summoning Rules and Monster Field "
                  "Behavior treat the hero's arrival as a summon. It is also the one option under which Tribute "
                  "Restrictions forbid something without an extra-summon effect (a 1-star summoned and then "
                  "tributed for the hero). A trap whose trigger the card set limits to monsters of 1 to 5 stars "
                  "still ignores it.");

  c.declare(ruling::tribute_eligibility, "hd.summon.tribute-eligibility",
            "Which monsters may be tributed, and where do tributes go?",
            {&sec::summon_high, &sec::summon_hero, &sec::hero})
      .option(TributeEligibility::any_own,
              "Any monster in the player's own monster zones, face up or face down, whatever its statuses, created "
              "monsters included. Every tribute, the hero's too, goes to its owner's graveyard (a token ceases to "
              "exist, see hd.tokens.created-monsters). Neither a hero nor an opponent's monster can be tributed.")
      .option(TributeEligibility::face_up_only, "As any-own, but only face-up monsters.")
      .option(TributeEligibility::hero_tributes_exiled, "As any-own, but the hero's two tributes go to exile.")
      .by_default(TributeEligibility::any_own,
                  "The Summoning Rules set no condition on the tribute itself and send the tribute of a 4-5 star "
                  "summon to the graveyard; the hero's tributes go the same way for want of any other destination.");

  c.declare(ruling::same_turn_tribute, "hd.summon.same-turn-tribute",
            "When may a monster summoned this turn be tributed?", {&sec::tribute_restrictions, &sec::summon_hero})
      .option(SameTurnTribute::literal, "Only once an effect has granted the player extra summons this turn, used or "
              "not; then for any tribute, the hero's included.")
      .option(SameTurnTribute::extra_summon_use,
              "Only for a summon that itself uses an extra summon granted by an effect; never for the hero.")
      .option(SameTurnTribute::reminder_only,
              "Always: the sentence only reminds players that one summon a turn rarely allows it.")
      .by_default(SameTurnTribute::literal,
                  "Closest to the words: the exception is that an effect allows extra summons, not that the tribute "
                  "pays for one. With hd.hero.summon-classification at its default this is what stops a player "
                  "summoning a 1-star and tributing it for the hero in the same turn.");

  c.declare(ruling::hero_nature, "hd.hero.nature",
            "Is the hero a monster: does it have ATK and HP, and can it be attacked, targeted by effects aimed at "
            "monsters, destroyed or tributed?",
            {&sec::hero, &sec::match, &sec::field_behavior, &sec::combat_death})
      .option(HeroNature::not_a_monster,
              "Not a monster: no ATK or HP, never attacked, not a target for effects aimed at monsters, never "
              "tributed. No effect of the card vocabulary is aimed at heroes, so once played it stays in its zone.")
      .option(HeroNature::special_monster, "A monster of its own kind, with the ATK and HP its card set entry gives "
              "(none given: 0 ATK, and any damage destroys it). It can be attacked (written \"Bob:H\") only while its "
              "controller has no monster, and deals its ATK back; a chosen monster target may name it, and "
              "monster-aimed damage and destroy effects (all-monsters and the like) reach it, other effects do not. At "
              "0 HP or less it is destroyed and goes to the graveyard, its aura with it. It is still never tributed.")
      .by_default(HeroNature::not_a_monster,
                  "The hero has its own zone, expressly not a monster zone; the deck list counts it apart from the "
                  "monsters; no rule gives it ATK or HP. Monster Field Behavior groups it with 4-5 star monsters "
                  "only for arriving face up.")
      .note("The research note's option C (permanent: nothing can remove it) is dropped: with no effect of the "
            "vocabulary aimed at heroes the referee could not tell it from not-a-monster.");

  c.declare(ruling::hero_blocks_direct, "hd.hero.blocks-direct-attack",
            "Does a hero in the hero zone stop direct attacks on its controller?", {&sec::direct_attacks, &sec::hero})
      .option(HeroBlocksDirect::no, "No: only monsters in monster zones stop a direct attack.")
      .option(HeroBlocksDirect::yes, "Yes: the hero counts as a monster for this check.")
      .by_default(HeroBlocksDirect::no,
                  "Direct attacks depend on the opponent controlling monsters, and the hero is not in a monster zone "
                  "(hd.hero.nature).");

  c.declare(ruling::passive_timing, "hd.hero.passive-timing",
            "When does the hero's aura begin, does it see its own tributes leave, and does it change effects "
            "already running?",
            {&sec::summon_hero, &sec::hero, &sec::tribute_restrictions})
      .option(PassiveTiming::after_tributes, "Tributes are paid first; the aura starts once the hero is on the field, "
              "so it does not see them: an aura allowing extra summons does not lift the Tribute Restrictions for the "
              "hero's own tributes. An aura is continuous: it applies whenever the value it changes is used, even to a "
              "status applied before the hero came.")
      .option(PassiveTiming::sees_tributes, "The aura is already on while the tributes leave: an aura allowing extra "
              "summons lets the hero's own tributes include a monster summoned this turn.")
      .by_default(PassiveTiming::after_tributes,
                  "The aura applies from the moment the hero arrives, which is after its cost is paid; an aura that "
                  "changes how the game plays is naturally a standing effect.")
      .note("The research note's option C (captured: a status or effect keeps the aura values it had when it was "
            "created) is dropped: the card vocabulary's auras change stats and limits, which are read when used, and "
            "no status or effect carries an aura value, so the referee could not tell it from after-tributes. The "
            "options differ where the vocabulary's auras meet the tributes: an aura that raises the summon limit "
            "(4. Tribute Restrictions).");

  c.declare(ruling::hero_ability, "hd.hero.ability-rules",
            "May the hero's ability be used on the turn the hero arrives, does it use the turn's spell or trap, "
            "and does it count as casting a spell?",
            {&sec::hero, &sec::main_actions, &sec::limits_summary})
      .option(HeroAbility::entry_turn_ok,
              "Usable in its controller's Main Phase from the turn the hero arrives, under its own once-a-turn "
              "limit only; never on the opponent's turn; not a spell, so spell triggers do not see it.")
      .option(HeroAbility::not_entry_turn, "As entry-turn-ok, but not on the turn the hero arrives.")
      .option(HeroAbility::counts_as_spell, "As entry-turn-ok, but traps that watch for spells see it.")
      .by_default(HeroAbility::entry_turn_ok,
                  "The hero rules put no delay on the ability, and the limit table gives it a row of its own, apart "
                  "from spells and traps.");

  c.declare(ruling::hero_ability_face_down, "hd.hero.ability-face-down",
            "May the hero's ability target a face-down monster, and does that turn it face up?",
            {&sec::hero, &sec::face_down})
      .option(HeroAbilityFaceDown::allowed, "Yes, the player's own or the opponent's; the monster stays face down, and "
              "its stats stay hidden from the opponent beyond what the outcome shows.")
      .option(HeroAbilityFaceDown::allowed_flips, "Yes, and the target is turned face up first.")
      .option(HeroAbilityFaceDown::not_allowed, "No: only face-up monsters are targets for the ability.")
      .by_default(HeroAbilityFaceDown::allowed,
                  "Being face down stops a monster attacking and hides its stats; it does not shield it from being "
                  "chosen. The Face-Down Rules list the occasions on which a monster turns face up, and being "
                  "targeted is not one. Spells are ruled the same way (hd.spell.targeting-and-fizzle).")
      .note("New: the research note ruled on face-down targets for spells only.");
}

void declare_field(RulingCatalogue& c) {
  c.declare(ruling::start_step_order, "hd.turn.start-step-order",
            "In which order do the start-of-turn steps run, and may a monster turned face up at the start of the "
            "turn attack in that turn?",
            {&sec::turn_start, &sec::summon_low, &sec::field_behavior, &sec::face_down})
      .option(StartStepOrder::flip_first, "Draw, turn face-down monsters up, refresh, then statuses: a monster turned "
              "up now is refreshed and can attack; statuses still act after the refresh, so a freeze still holds.")
      .option(StartStepOrder::written_order_strict, "The printed order read strictly: the refresh comes before the "
              "flip, so a monster turned up now cannot attack until its controller's following turn.")
      .option(StartStepOrder::written_order_flip_ready,
              "The printed order (draw, refresh, statuses, flip); a monster turned up in the flip step may attack "
              "this turn unless a status that acted in the step before took its attack away.")
      .by_default(StartStepOrder::written_order_flip_ready,
                  "It keeps the steps in the order the rulebook prints them. Being face down is what stops a new 1-3 "
                  "star monster attacking, a bar the Summoning Rules limit to its first turn and Monster Field "
                  "Behavior to one turn face down; the strict reading would stretch the wait to two turns.")
      .note("Default changed from the research note's flip-first, which reorders the printed steps. The two "
            "differ only when a status acts on a monster that is still face down.");

  c.declare(ruling::auto_flip_scope, "hd.facedown.auto-flip-scope",
            "Which face-down monsters are turned face up at the start of a turn?",
            {&sec::turn_start, &sec::face_down, &sec::field_behavior})
      .option(AutoFlipScope::all_own, "Every face-down monster of the turn player, whenever and however it got there.")
      .option(AutoFlipScope::own_last_turn, "Only the turn player's monsters summoned on that player's previous turn; "
              "others stay face down until attacked.")
      .option(AutoFlipScope::previous_game_turn,
              "Only monsters summoned in the game turn just before, whoever controls them.")
      .by_default(AutoFlipScope::all_own,
                  "The Face-Down Rules tie the flip to the controller's next turn, the more precise wording. Read "
                  "by game turn, the start-of-turn line would flip monsters at the wrong player's turn; read as the "
                  "controller's last turn only, it could leave a monster face down for good.");

  c.declare(ruling::hidden_info, "hd.facedown.hidden-info", "What does the opponent see of a face-down monster?",
            {&sec::face_down})
      .option(HiddenInfo::card_hidden,
              "Only that the zone holds a card, and its statuses; name, stars, ATK, HP and text are hidden. A record "
              "kept by the opponent may summon it as \"?\" and name it when it turns face up.")
      .option(HiddenInfo::stats_only, "Name and stars are shown; only ATK and HP are hidden. Both players see what was "
              "summoned, so a record must name every summoned monster: a summon of \"?\" is refused.")
      .by_default(HiddenInfo::card_hidden,
                  "The card set ties each card's name to its printed ATK and HP, so a visible name would show the "
                  "very stats the rule hides: only hiding the whole card gives the rule effect. Statuses stay "
                  "visible because the effects that applied them were public.");

  c.declare(ruling::face_down_effects, "hd.facedown.effects-while-face-down",
            "Do a face-down monster's own effects, as the card set defines them, work while it is face down?",
            {&sec::face_down, &sec::summon_low})
      .option(FaceDownEffects::off, "No: its own effects (such as one on arrival) do nothing while it is face down, so "
              "a 1-3 star monster arriving face down skips its arrival effect, while one brought in face up keeps it. "
              "It still fights with its ATK and HP, and can be targeted and given statuses.")
      .option(FaceDownEffects::on, "Yes: being face down only hides the card. An arrival effect then shows the card as "
              "it resolves, so a monster summoned unseen cannot be named as one that has such an effect.")
      .option(FaceDownEffects::on_flip, "As off, but a skipped arrival effect resolves when the monster is turned face "
              "up, also for a monster summoned unseen once it is named.")
      .by_default(FaceDownEffects::off,
                  "Resolving its effect would show the opponent the card that being face down hides. The rulebook "
                  "gives effects to spells, traps, heroes and unnamed effects only; monster effects come from the "
                  "card set, and this is the rule when the card set does not say.");

  c.declare(ruling::created_monsters, "hd.tokens.created-monsters",
            "When a card set effect creates a monster and does not say what it is, is it a card or a token?",
            {&sec::face_down, &sec::combat_death, &sec::reshuffle})
      .option(CreatedMonsters::tokens, "A token: it takes a monster zone and counts as a monster (as a tribute, and "
              "for the direct-attack check), and ceases to exist when it leaves the field, never reaching the "
              "graveyard or the deck. A real card an effect puts on the field is an ordinary card.")
      .option(CreatedMonsters::objects,
              "A real object: it goes to the graveyard like any monster, and a reshuffle puts it in the deck.")
      .by_default(CreatedMonsters::tokens,
                  "A created monster has no card behind it to put in the graveyard, and one shuffled into the deck "
                  "would become a card the deck never held.");

  c.declare(ruling::face_up_entry_attack, "hd.summon.face-up-entry-attack",
            "May a monster that an effect brings onto the field face up attack on the turn it arrives?",
            {&sec::summon_low, &sec::summon_high, &sec::face_down, &sec::statuses})
      .option(FaceUpEntryAttack::star_rule,
              "It follows its star band: one of 1-3 stars may not attack that turn even though face up, one of 4-5 "
              "stars may; the card set's effect can say otherwise (for instance by giving HASTE).")
      .option(FaceUpEntryAttack::ready, "Yes: being face up is all that matters.")
      .option(FaceUpEntryAttack::not_ready, "No, whatever its stars, unless the effect says so.")
      .by_default(FaceUpEntryAttack::star_rule,
                  "The Summoning Rules give 1-3 star monsters a line of its own barring attacks on their first turn, "
                  "beside the line that makes them arrive face down; reading the bar as a mere result of being face "
                  "down would leave it nothing to do. It is also what gives a status that changes turn timing, such "
                  "as HASTE, a use.")
      .note("New: not in the research note.");

  c.declare(ruling::effect_summon_face, "hd.summon.effect-summon-face",
            "An effect puts a monster on the field without a tribute summon and does not say face up or face down: "
            "which way does it arrive?",
            {&sec::face_down, &sec::field_behavior, &sec::summon_high})
      .option(EffectSummonFace::face_down_unless_stated,
              "Face down, whatever its stars, unless the card set's effect says face up.")
      .option(EffectSummonFace::by_stars, "By its stars: 1-3 face down, 4-5 face up.")
      .by_default(EffectSummonFace::face_down_unless_stated,
                  "The Face-Down Rules name exactly two ways to arrive face up: a tribute summon of 4-5 stars, or an "
                  "effect that brings the monster in face up. Monster Field Behavior sums up ordinary summons; where "
                  "the two passages differ, the more specific one decides.")
      .note("New: not in the research note.");

  c.declare(ruling::effect_summon_limit, "hd.summon.effect-summon-limit",
            "Does a monster an effect puts on the field use the turn's one summon, and does it count as summoned "
            "(for summon triggers and Tribute Restrictions)?",
            {&sec::main_actions, &sec::face_down, &sec::tribute_restrictions, &sec::traps})
      .option(EffectSummonLimit::uncounted, "It uses no summon of the player's, but it is summoned: summon triggers "
              "see it, and it may be tributed that turn only under the Tribute Restrictions exception.")
      .option(EffectSummonLimit::counted, "It uses the turn's summon; with none left the effect fails.")
      .option(EffectSummonLimit::not_a_summon,
              "It uses no summon and is not summoned: no summon trigger sees it and it may be tributed at once.")
      .by_default(EffectSummonLimit::uncounted,
                  "The limit is on the player's own summon action, and the rulebook has effects raise limits, not "
                  "spend them; the Face-Down Rules count monsters an effect brings in face up among those summoned "
                  "this turn.")
      .note("New: not in the research note.");

  c.declare(ruling::monster_zones_full, "hd.zones.monster-full", "What if all four monster zones are full?",
            {&sec::match, &sec::summon_high})
      .option(MonsterZonesFull::blocked, "A summon needing a free zone (1-3 stars) and an effect creating a monster "
              "fail; a 4-5 star summon works, its tribute freeing a zone first. Nobody may discard their own monsters.")
      .option(MonsterZonesFull::clear_one,
              "The player may send one of their monsters to the graveyard, not as a tribute, to make room.")
      .option(MonsterZonesFull::replace_oldest,
              "A monster arriving on a full side replaces the oldest one, which goes to the graveyard.")
      .by_default(MonsterZonesFull::blocked,
                  "Four zones is a hard count. A tribute leaves its zone before the new monster arrives, and nothing "
                  "in the rulebook lets a player throw away a monster.");

  c.declare(ruling::spell_trap_zones_full, "hd.zones.spelltrap-full",
            "Does a spell need a free spell/trap zone, and what if all four hold set traps?",
            {&sec::match, &sec::spells, &sec::traps})
      .option(SpellTrapZonesFull::spells_zoneless, "Spells resolve without a zone and can always be cast; a trap needs "
              "a free zone; a player cannot clear their own set traps.")
      .option(SpellTrapZonesFull::spells_need_zone,
              "A spell also takes a zone while it resolves, so four set traps block spells.")
      .option(SpellTrapZonesFull::may_clear_trap, "As spells-zoneless, and in their Main Phase a player may send a set "
              "trap to the graveyard without using the turn's spell or trap.")
      .by_default(SpellTrapZonesFull::spells_zoneless,
                  "The Spell Rules move a spell from the hand to the graveyard and never put it in a zone; only "
                  "traps are placed in one.");
}

void declare_traps_and_limits(RulingCatalogue& c) {
  c.declare(ruling::trap_play, "hd.trap.set-counts-as-play",
            "Does setting a trap use the turn's one spell or trap, and does its later activation use a limit?",
            {&sec::main_actions, &sec::traps, &sec::limits_summary, &sec::spells})
      .option(TrapPlay::setting,
              "Setting is the play and uses the setter's spell or trap for the turn; the activation uses nothing.")
      .option(TrapPlay::activation,
              "Setting is free; activating counts against its owner's limit in the turn it happens.")
      .option(TrapPlay::both, "Both setting and activating count.")
      .by_default(TrapPlay::setting,
                  "The Trap Rules call setting a trap playing it, and the limit counts plays of spells and traps "
                  "together: a player sets one trap or casts one spell a turn, not both. Activation is automatic, "
                  "not a play.");

  c.declare(ruling::trap_activation, "hd.trap.activation-mandatory",
            "Must a trap activate the first time its trigger happens, or may its owner keep it?", {&sec::traps})
      .option(TrapActivation::mandatory, "It activates by itself at the first matching event.")
      .option(TrapActivation::optional, "The owner is asked at each matching event; a trap not used stays set.")
      .by_default(TrapActivation::mandatory,
                  "The Trap Rules describe traps that activate and trigger by themselves when their condition "
                  "happens; no choice by the owner is described.");

  c.declare(ruling::trap_timing, "hd.trap.trigger-timing",
            "Does a trap resolve before the action that triggered it (and so can stop it) or after?", {&sec::traps})
      .option(TrapTiming::by_event, "By event: after a spell is cast or an attack declared, before the spell resolves "
              "or damage is dealt, so they can be stopped; after a summon or a status is complete.")
      .option(TrapTiming::after, "Always after the action has fully resolved: traps only react.")
      .option(TrapTiming::before, "Always before: summons and statuses can be stopped too.")
      .by_default(TrapTiming::by_event,
                  "Casting a spell and attacking are declarations that can still be stopped; a summon made and a "
                  "status applied are finished states. Stopping a spell or an attack is what such traps are "
                  "usually for.");

  c.declare(ruling::trap_actor, "hd.trap.trigger-actor",
            "Whose actions may set off a trap, when the card set's trap definition does not say?", {&sec::traps})
      .option(TrapActor::card_set, "The card set's trigger decides; when it is silent, spell, summon and attack "
              "triggers need an opponent as the actor, and a status trigger fires whoever applied the status.")
      .option(TrapActor::opponent_only, "Opponents' actions only, whatever the card set says.")
      .option(TrapActor::any_actor, "Anyone's actions, whatever the card set says.")
      .by_default(TrapActor::card_set,
                  "'Generally' leaves room for cards that say otherwise, and the status trigger is worded without "
                  "naming the opponent.");

  c.declare(ruling::trap_armed, "hd.trap.armed-timing",
            "Can a trap activate in the turn it was set, or only from the next turn?", {&sec::traps})
      .option(TrapArmed::at_once, "From the moment it is set.")
      .option(TrapArmed::next_turn, "From the start of the next turn.")
      .by_default(TrapArmed::at_once,
                  "The only limit stated is that a trap does not activate as it is set. It matters only when a "
                  "trigger happens during the setter's own turn.");

  c.declare(ruling::multiple_triggers, "hd.trap.multiple-triggers",
            "When several triggered effects answer one event, which resolve and in what order?", {&sec::traps})
      .option(MultipleTriggers::apnap_fifo, "All of them: the turn player's first, then the other player's traps, each "
              "player's in zone order. All are queued, then resolved first in, first out, each checking its target "
              "again; one whose target is gone does nothing and still goes to the graveyard.")
      .option(MultipleTriggers::player_orders, "As apnap-fifo, but each player orders their own triggered effects.")
      .option(MultipleTriggers::one_per_event,
              "Only one trap per event, the one in the lowest zone; the others stay set.")
      .by_default(MultipleTriggers::apnap_fifo,
                  "The rulebook has no rule for it; this order is fixed in advance and needs no questions to the "
                  "players.");

  c.declare(ruling::trap_chains, "hd.trap.chains",
            "Can an event caused by a resolving trap or effect set off another trap?", {&sec::traps})
      .option(TrapChains::queue, "Yes: new events join the end of the queue and resolve after the current effect, "
              "first in, first out.")
      .option(TrapChains::none, "No: events caused by a trap resolving set off nothing.")
      .option(TrapChains::stack, "Yes, last in, first out: a new trigger resolves before those already waiting.")
      .by_default(TrapChains::queue,
                  "Trigger conditions describe events, whatever caused them: a status a trap applies is still a "
                  "status applied. A queue keeps the order readable, and each trap resolves once and leaves, so "
                  "chains end.");

  c.declare(ruling::trap_zone_release, "hd.trap.zone-release",
            "When does an activated trap leave its spell/trap zone, and does a trap that is negated or finds "
            "nothing to act on leave too?",
            {&sec::traps, &sec::match})
      .option(TrapZoneRelease::after_resolving, "It is revealed in its zone when it activates and stays there while it "
              "resolves; then it goes to the graveyard and the zone is free at once. A negated trap, or one left with "
              "nothing to act on, goes to the graveyard the same way.")
      .option(TrapZoneRelease::on_activation,
              "It leaves its zone as it activates and resolves outside the zones; the zone is free meanwhile.")
      .option(TrapZoneRelease::unresolved_stays,
              "As after-resolving, but a trap that did not resolve (negated, or nothing to act on) stays set.")
      .by_default(TrapZoneRelease::after_resolving,
                  "The Trap Rules send a trap to the graveyard after it resolves, so until then it is still in its "
                  "zone. A trap that has activated has had its one use; keeping it set would let one trap answer "
                  "the same kind of event twice.")
      .note("New: not in the research note.");

  c.declare(ruling::negated_limit, "hd.action.negated-consumes-limit",
            "If a trap negates a spell, stops an attack or destroys a monster just summoned, is the limit still "
            "used?",
            {&sec::main_actions, &sec::traps})
      .option(NegatedLimit::spent,
              "Yes: limits are spent on declaring. A negated spell still counts as cast and goes to the graveyard "
              "(or where the negating effect sends it); a stopped attack still counts as that monster's attack.")
      .option(NegatedLimit::refunded, "No: a negated action gives its limit back.")
      .by_default(NegatedLimit::spent,
                  "The player did cast or declare; limits are spent when an action is declared, as is usual in "
                  "such games.");

  c.declare(ruling::spell_targeting, "hd.spell.targeting-and-fizzle",
            "When can a spell that needs a target be cast, what may it target, and what if the target is gone?",
            {&sec::spells, &sec::face_down})
      .option(SpellTargeting::fizzle,
              "Every target it needs must be legal when cast, or it cannot be cast. Face-down monsters of either "
              "side are legal and are not turned up; the hero is not a monster target (hd.hero.nature). A spell "
              "whose target became illegal does nothing, still goes to the graveyard, and still used the play.")
      .option(SpellTargeting::retarget, "As fizzle, but the caster picks a new target if the old one is gone.")
      .option(SpellTargeting::no_face_down, "As fizzle, but face-down monsters cannot be targeted.")
      .by_default(SpellTargeting::fizzle,
                  "A spell that needs a target must have one to be cast. Being face down hides stats but does not "
                  "shield a monster from being chosen, and being targeted is not among the occasions on which a "
                  "monster turns face up.");

  c.declare(ruling::limit_increase, "hd.limits.increase-scope", "Which per-turn limits may a card effect raise?",
            {&sec::main_actions, &sec::limits_summary, &sec::tribute_restrictions, &sec::spells})
      .option(LimitIncrease::counted_rows, "Every limit that is a count: summons, spell or trap plays, hero ability "
              "uses, attacks per monster. Not the direct-attack condition (End turn: see hd.turn.end-turn-limit).")
      .option(LimitIncrease::summon_and_spell_trap, "Only the two limits the rulebook mentions raising again: summons "
              "(Tribute Restrictions) and spell or trap plays (Spell Rules).")
      .option(LimitIncrease::every_row,
              "As counted-rows, and an effect may also allow a direct attack while the opponent has monsters.")
      .by_default(LimitIncrease::counted_rows,
                  "The line follows the whole table and speaks of raising limits, which fits every row that is a "
                  "number; the direct-attack row is a condition, not a number. The mentions of extra summons and of "
                  "spell or trap plays being changed are instances, not a full list.")
      .note("New: not in the research note, which only noted that the counters can be raised.");

  c.declare(ruling::end_turn_limit, "hd.turn.end-turn-limit",
            "What does the limit of one End turn a turn mean, and can an effect raise it?",
            {&sec::main_actions, &sec::limits_summary})
      .option(EndTurnLimit::closing_act,
              "Ending the turn is the turn player's last action; it happens once, and no effect raises it.")
      .option(EndTurnLimit::extra_turns,
              "A limit like the others: an effect that raises it gives the player another turn straight after.")
      .by_default(EndTurnLimit::closing_act,
                  "In the Main Phase table, which the line about raising limits follows, End turn has no number, "
                  "only its result; the summary's one a turn only restates that a turn ends once.")
      .note("New: not in the research note.");
}

void declare_combat(RulingCatalogue& c) {
  c.declare(ruling::hp_persistence, "hd.combat.hp-persistence",
            "Does damage on a monster last after the turn, are heals capped, and is a player's HP capped at 1500?",
            {&sec::combat_simultaneous, &sec::combat_death, &sec::combat_once, &sec::match})
      .option(HpPersistence::persists, "Damage stays. Heals on a monster stop at its current maximum (printed HP plus "
              "HP changes); a player's HP has no cap.")
      .option(HpPersistence::resets, "Damage on monsters is removed at the end of every turn; no caps.")
      .option(HpPersistence::player_cap, "As persists, and a player's HP cannot exceed 1500.")
      .by_default(HpPersistence::persists,
                  "HP is tracked as it changes: requiring HP above zero to attack would mean nothing if damage "
                  "healed each turn. 1500 is where players start, never called a maximum.");

  c.declare(ruling::stat_bounds, "hd.stats.bounds", "What if changes push ATK below zero, or HP to zero or less?",
            {&sec::statuses, &sec::combat_death})
      .option(StatBounds::floor_zero, "ATK below zero counts as zero. A monster with HP at zero or less for any reason "
              "(damage, burning, an HP change) is destroyed at the next check.")
      .option(StatBounds::damage_only, "Only damage destroys; a stat change cannot take HP below 1.")
      .by_default(StatBounds::floor_zero,
                  "Statuses may change ATK and HP, and a monster with no HP left is destroyed whatever took it "
                  "there; a negative ATK would heal what it hits.");

  c.declare(ruling::simultaneous_death, "hd.combat.simultaneous-death",
            "When both monsters in a fight drop to zero HP, what happens, and does a defender that may not attack "
            "still deal damage back?",
            {&sec::combat_simultaneous, &sec::combat_death, &sec::combat_once})
      .option(SimultaneousDeath::both_strike, "Both are destroyed at the same check, their destruction events queued "
              "turn player first. A defender barred from attacking still deals its ATK back: the bar stops declaring "
              "attacks, not fighting.")
      .option(SimultaneousDeath::disabled_no_damage,
              "As both-strike, but a monster barred from attacking deals no damage back.")
      .by_default(SimultaneousDeath::both_strike,
                  "Both monsters deal their damage together, and the conditions for attacking are about declaring an "
                  "attack, not about being attacked.")
      .note("The research note's option C (the attacker strikes first) is dropped: it contradicts the "
            "simultaneous damage rule outright.");

  c.declare(ruling::face_down_sequence, "hd.combat.attack-sequence-facedown",
            "When an attacked face-down monster turns face up, is it before or after traps answer the attack, and "
            "does it stay face up if the attack is stopped?",
            {&sec::combat_face_down, &sec::face_down, &sec::traps})
      .option(FaceDownSequence::flip_first, "Declaration, then the defender turns face up for good, then traps answer, "
              "then, if the attack goes on and both monsters remain, damage.")
      .option(FaceDownSequence::window_first,
              "Declaration, traps, then the flip and damage; if a trap stops the attack the defender stays face down.")
      .by_default(FaceDownSequence::flip_first,
                  "The defender turns face up at once when attacked, before anything else happens, and once face up "
                  "it stays so.");

  c.declare(ruling::overflow, "hd.combat.overflow",
            "When an effect grants overflow and the card set's definition does not say how much, how much reaches "
            "the player, and does it work in defence?",
            {&sec::combat_overflow})
      .option(Overflow::attacker_excess, "An attacking monster with overflow (its card's flag, or a status that "
              "enables it; granted more than once, it is sent once) deals to the defending player its ATK minus the "
              "defender's HP before the exchange, if positive, even if the attacker dies in the same exchange.")
      .option(Overflow::both_ways,
              "As attacker-excess, and a defending monster with overflow sends its excess to the attacking player.")
      .option(Overflow::piercing, "The defending player takes the attacker's full ATK.")
      .by_default(Overflow::attacker_excess,
                  "Overflow is the damage beyond what the defender could take, and granting it is a boon to an "
                  "attacker.");

  c.declare(ruling::direct_attack_legality, "hd.combat.direct-attack-legality",
            "Is a direct attack checked only when declared, or again if a monster appears before damage?",
            {&sec::direct_attacks})
      .option(DirectAttackLegality::at_declaration,
              "Only when declared; the attack goes on and deals the attacker's ATK to the player.")
      .option(DirectAttackLegality::recheck_cancel, "Checked again before damage: if the opponent now has a monster, "
              "the attack ends, still counting as the attacker's attack.")
      .option(DirectAttackLegality::recheck_retarget,
              "Checked again: the attacker must turn on one of the new monsters.")
      .by_default(DirectAttackLegality::at_declaration,
                  "The condition is on when a monster may attack the player, that is on declaring; nothing calls "
                  "for a second check.");

  c.declare(ruling::direct_attack_untargetable, "hd.combat.direct-attack-untargetable",
            "If no monster the opponent controls can be attacked (a status changing targeting), may a monster "
            "attack the player directly?",
            {&sec::direct_attacks, &sec::statuses})
      .option(DirectAttackUntargetable::any_monster_blocks,
              "No: a direct attack needs the opponent to have no monster at all, so the attacker has no target.")
      .option(DirectAttackUntargetable::attackable_monsters_block,
              "Yes: monsters that cannot be attacked do not count.")
      .by_default(DirectAttackUntargetable::any_monster_blocks,
                  "The direct-attack rule counts monsters, not monsters that can be attacked; a status that changes "
                  "targeting changes what may be chosen, not whether its monster is there.")
      .note("New: not in the research note.");

  c.declare(ruling::first_turn_attack, "hd.combat.first-turn-attack",
            "Can the first player attack on the very first turn?", {&sec::main_actions, &sec::summon_low, &sec::summon_high})
      .option(FirstTurnAttack::allowed, "Yes, with any monster that may legally attack.")
      .option(FirstTurnAttack::no_first_turn_attack, "No attacks by the first player on turn 1.")
      .by_default(FirstTurnAttack::allowed,
                  "No first-turn restriction is written, and the summoning rules already keep most monsters from "
                  "attacking at once: 1-3 stars wait a turn, 4-5 stars need a tribute already on the field.");
}

void declare_statuses(RulingCatalogue& c) {
  c.declare(ruling::status_duration, "hd.status.duration-counting",
            "When the card set's status definition does not say, what does a duration count, and when does it go "
            "down?",
            {&sec::statuses, &sec::turn_start})
      .option(StatusDuration::controller_starts,
              "Starts of the turns of the monster's controller: at each, in the statuses step, the status acts "
              "(burning damages, a freeze takes the attack away), then its duration drops by one; at zero it ends. "
              "It acts at once when applied, the current turn is not counted, and -1 means it never ends.")
      .option(StatusDuration::every_start, "Every turn start, of either player.")
      .option(StatusDuration::controller_ends,
              "As controller-starts, but the duration drops at the end of the controller's turn.")
      .by_default(StatusDuration::controller_starts,
                  "Statuses with a duration resolve in a step of the turn's own start. Counted that way, FROZEN for "
                  "one costs its monster exactly one turn of attacks and BURNING for two burns twice.");

  c.declare(ruling::status_stacking, "hd.status.stacking",
            "When the card set's status definition does not say, what happens when a monster gets a status it "
            "already has?",
            {&sec::statuses})
      .option(StatusStacking::refresh, "One instance remains, with the longer duration and the greater strength; it "
              "still counts as a status applied.")
      .option(StatusStacking::stack, "Separate instances, each counting down and acting on its own.")
      .option(StatusStacking::ignore, "The second application fails; nothing is applied.")
      .by_default(StatusStacking::refresh,
                  "Several statuses on one monster reads as several different statuses; refreshing is the common "
                  "rule, and each status in the card set can state its own.");

  c.declare(ruling::haste, "hd.status.haste", "When the card set's definition of HASTE does not say, what does it do?",
            {&sec::statuses, &sec::face_down, &sec::summon_low})
      .option(Haste::ready_and_flip, "The monster may attack on the turn it arrived; on a face-down monster HASTE also "
              "turns it face up and lets it attack at once, unless its attack has been barred.")
      .option(Haste::ready, "A face-up monster may attack on the turn it arrived; a face-down one stays face down.")
      .option(Haste::extra_attack, "The monster may attack once more each turn.")
      .by_default(Haste::ready,
                  "The rulebook gives HASTE a name and a category (changing turn timing) only. The Face-Down Rules "
                  "list when a monster turns face up, and a status is not among them; a card set may still define a "
                  "HASTE that turns a monster up. HASTE keeps a use through hd.summon.face-up-entry-attack: a 1-3 "
                  "star monster brought in face up may attack at once.")
      .note("Default changed from the research note's ready-and-flip, which adds a way of turning face up that the "
            "Face-Down Rules do not list. The note's worry that HASTE would then do nothing for 1-3 star monsters is "
            "met by hd.summon.face-up-entry-attack.");

  c.declare(ruling::disable_persistence, "hd.status.disable-attack-persistence",
            "How long does an effect that bars a monster from attacking last, when it is not a status?",
            {&sec::field_behavior, &sec::face_down, &sec::turn_start})
      .option(DisablePersistence::until_refresh, "It takes the attack away and marks the monster until the next "
              "refresh; a status that bars attacks takes it away again each time it acts.")
      .option(DisablePersistence::next_chance, "Applied on the opponent's turn, it lasts through the monster's next "
              "own turn: the monster misses its next chance to attack.")
      .by_default(DisablePersistence::until_refresh,
                  "Monster Field Behavior says such effects take the attack away for the turn; lasting bars are what "
                  "statuses with durations are for.");

  c.declare(ruling::x_state, "hd.status.x-state", "Is the X mark on a monster barred from attacking a status?",
            {&sec::face_down, &sec::statuses, &sec::traps})
      .option(XState::marker, "No: it only shows that the monster may not attack. Traps watching for statuses do not "
              "see it, effects removing statuses do not clear it, and it has no duration.")
      .option(XState::status, "Yes: an X status, applied when the attack is barred; it sets off status triggers, and "
              "removing it gives the attack back.")
      .by_default(XState::marker,
                  "The Face-Down Rules call it a visual mark, and the Status System makes statuses things with "
                  "durations kept in effect parameters; the mark has neither.")
      .note("New: not in the research note.");
}

void declare_deck_and_end(RulingCatalogue& c) {
  c.declare(ruling::reshuffle, "hd.deck.reshuffle-mid-draw",
            "When a draw of two meets an empty deck part way, when is the graveyard shuffled in, and what is "
            "shuffled?",
            {&sec::reshuffle, &sec::turn_start})
      .option(Reshuffle::per_card, "Each card drawn checks on its own: with the deck empty the graveyard, if any, is "
              "shuffled into a new deck, otherwise that card is skipped. Exile is never shuffled in; a hero in the "
              "graveyard is, like any card.")
      .option(Reshuffle::per_draw,
              "Checked once before the whole draw: with one card left the player draws it and skips the rest.")
      .option(Reshuffle::reshuffle_ends_draw, "As per-card, but a reshuffle ends that draw.")
      .by_default(Reshuffle::per_card, "Drawing goes on after the reshuffle, so the draw continues card by card.");

  c.declare(ruling::exile_usage, "hd.exile.usage", "How do cards reach exile, and can they come back?",
            {&sec::match, &sec::reshuffle})
      .option(ExileUsage::effects_only, "Only effects that say so put cards in exile. Exiled cards are public, never "
              "shuffled into the deck, and return only through an effect that says so.")
      .option(ExileUsage::created_monsters_too, "As effects-only, and created monsters go to exile when they leave the "
              "field instead of ceasing to exist.")
      .by_default(ExileUsage::effects_only,
                  "Exile appears only in the list of zones; no rule sends anything there, so only effects that say so "
                  "can.")
      .note("The research note's option C (tributes go to exile) is dropped: the Summoning Rules send tributes to "
            "the graveyard.");

  c.declare(ruling::win_timing, "hd.win.simultaneous-and-timing",
            "When is HP checked, and what counts as the same source for a drawn game?", {&sec::win})
      .option(WinTiming::each_resolution, "After every single effect resolution or combat exchange; one source is one "
              "of those. Both players at zero or less after the same one is a draw; one player alone loses at once and "
              "nothing still queued resolves.")
      .option(WinTiming::whole_action, "Only when a whole action ends (with the traps it set off); both at zero or "
              "less then is a draw, from whatever sources.")
      .option(WinTiming::same_card,
              "As each-resolution, but effects of one card count as one source even when they resolve apart.")
      .by_default(WinTiming::each_resolution,
                  "It is the narrowest reading of a source that can still hit both players, and it ends the game "
                  "before anything queued can change it.");

  c.declare(ruling::card_effect_win, "hd.win.card-effect",
            "Does the referee honour a card set effect that declares a win?", {&sec::win})
      .option(CardEffectWin::honoured, "Yes: it is checked with HP after each resolution; if the same resolution "
              "leaves the winner at zero HP or less, the game is drawn.")
      .option(CardEffectWin::not_yet, "No: the rulebook marks it as future design, and a card set using it is refused.")
      .by_default(CardEffectWin::honoured,
                  "The rulebook lists it among the ways to win; future design says no card has it yet, not that it "
                  "is void. Refusing it would leave a written win condition with no effect.")
      .note("New: the research note only reserved an effect keyword for it.");
}

// Options that cannot go together, or that quietly make another option or rule dead.
void declare_conflicts(RulingCatalogue& c) {
  using S = RulingConflict::Severity;
  c.add_conflict({S::warning,
                  {{"hd.hero.summon-classification", {"full-summon"}},
                   {"hd.summon.same-turn-tribute", {"literal", "extra-summon-use"}}},
                  "Tribute Restrictions can then forbid nothing that the one summon a turn does not forbid already, "
                  "except tribute costs the card set defines"});
  c.add_conflict({S::warning,
                  {{"hd.status.haste", {"ready"}}, {"hd.summon.face-up-entry-attack", {"ready"}}},
                  "HASTE, when the card set does not define it, then changes nothing: every face-up monster may "
                  "already attack on arrival, and HASTE does not turn face-down monsters up"});
  c.add_conflict({S::warning,
                  {{"hd.hero.nature", {"not-a-monster"}}, {"hd.hero.blocks-direct-attack", {"yes"}}},
                  "a player whose only card on the field is their hero can then never be attacked: the hero stops "
                  "direct attacks but is no attack target"});
}

}  // namespace

const RulingCatalogue& ruling_catalogue() {
  static const RulingCatalogue catalogue =
      RulingCatalogue::build("hero-duel", {declare_setup, declare_hero, declare_field, declare_traps_and_limits,
                             declare_combat, declare_statuses, declare_deck_and_end, declare_conflicts});
  return catalogue;
}

}  // namespace referee::hd
