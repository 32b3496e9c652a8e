// 4-2 Gameplay: the turn. Its start (rounds, effects that last until the player's next
// turn, a skipped turn), the Draw Phase, the Action Phase's two actions of different kinds,
// the end of the turn with the hand limit and the Surrender Phase; a Wanderer's turn
// (6-3.1); and the driver that runs the game from one rest point to the next.
#include <algorithm>
#include <optional>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

void reset_turn(Table& t) {
  t.actions_used = 0;
  t.extra_actions = 0;
  t.kinds_used = 0;
  t.cards_used = 0;
  t.attack_played = false;
  t.kaboom_bar = false;
  t.everyone_equal_used = false;
  t.ending_turn = false;
  t.extra_kind = -1;
  t.extra_several = false;
}

// The raised hand limit kept: Ascend with Me used, or known held (hof.ascend.hand-limit-reveal,
// read by the caller: `reveal`); kept to six where it would apply: ruled out.
void ascend_limit_shown(Run& r, int player, bool raised, AscendLimit reveal) {
  Player& pl = r.t.p(player);
  const int ascend = as_int(Skill::ascend_with_me);
  if (!raised) pl.skill.may &= ~bit(ascend);
  else if (reveal == AscendLimit::use_reveals) use_skill(r, player, ascend, sec::skill_ascend_with_me);
  else pl.skill.may = bit(ascend);
}

// The Draw Phase's question (none: nothing to draw), asked apart from its answer so that drive()
// can rest at it.
std::optional<Question> draw_question(const Table& t) {
  const int p = t.active;
  const int held = static_cast<int>(t.p(p).actions.size());
  // hof.turn.draw-target: up to six, or up to the player's own limit (Ascend with Me).
  const int six = std::max(0, kHandLimit - held);
  int most = six;
  int least = six;
  if (followers_of(t, p).size() > 0 && may_use_skill(t, p, as_int(Skill::ascend_with_me), false) &&
      t.r().get(ruling::draw_target) == DrawTarget::personal_limit) {
    most = std::max(0, hand_limit(t, p) - held);
    if (t.p(p).skill.may == bit(as_int(Skill::ascend_with_me))) least = most;  // known to hold it: the raised limit
  }
  const int available = static_cast<int>(t.action_deck.size() + t.used_actions.size());
  if (std::min(least, available) == 0 && std::min(most, available) == 0) return std::nullopt;
  return Question{.ask = Ask::draw, .node = "turn.draw", .who = {p}, .count = std::min(least, available),
                  .to = std::min(most, available),  // the most a raised limit allows
                  .chance = true, .section = &sec::draw_phase};
}

void draw_answered(Run& r, const Question& q, const Move& m) {
  Table& t = r.t;
  const int p = t.active;
  const int held = static_cast<int>(t.p(p).actions.size());
  const int drawn = static_cast<int>(m.cards.size());
  if (drawn != q.count && drawn != q.to) {
    // A draw short of the deck's end can only be a reshuffle the player declined.
    const bool declined = t.r().get(ruling::deck_shortage) == DeckShortage::reshuffle_by_choice &&
                          drawn == std::min(q.count, static_cast<int>(t.action_deck.size()));
    if (!declined)
      r.refuse(t.name(p) + " holds " + std::to_string(held) + " action cards and draws up to " +
                   std::to_string(held + q.count) + ": " + std::to_string(q.count) + " card(s), not " + std::to_string(drawn),
               sec::draw_phase);
  }
  if (q.to != q.count) {
    const AscendLimit reveal = t.r().get(ruling::ascend_limit);
    if (drawn == q.to || drawn == q.count) ascend_limit_shown(r, p, drawn == q.to, reveal);
  }
  draw_action_cards(r, p, m.cards, sec::draw_phase);
  if (t.p(p).role == Role::follower) ascend_window(r, p, drawn);
}

void draw_phase(Run& r) {
  if (const std::optional<Question> q = draw_question(r.t)) draw_answered(r, *q, r.ask(*q));
}

// One action of the Action Phase: checks that its kind is still free this turn
// (hof.turn.repeat-granularity, Praise of Life's extra action) and counts it.
void count_action(Run& r, ActionType type, int card) {
  Table& t = r.t;
  const bool by_card = type != ActionType::discard &&
                       t.r().get(ruling::repeat_granularity) == RepeatGranularity::card_name;
  const bool repeated = by_card ? (t.cards_used & bit(card)) != 0 : (t.kinds_used & bit(static_cast<int>(type))) != 0;
  const auto mark = [&] {
    t.kinds_used |= bit(static_cast<int>(type));
    if (card >= 0) t.cards_used |= bit(card);
  };
  if (t.actions_used < kActionsPerTurn && (!repeated || t.extra_actions < 0)) {
    ++t.actions_used;
    mark();
    return;
  }
  if (t.extra_actions > 0) {  // Praise of Life: one more, of any kind
    if (t.extra_several) {
      // hof.praise-of-life.extra-action = several-plays: any number of plays of one kind.
      if (t.extra_kind >= 0 && t.extra_kind != static_cast<int>(type))
        r.refuse("Praise of Life's extra action was taken as a " + std::string(action_type_name(static_cast<ActionType>(t.extra_kind))) +
                     " action: only more of that kind may follow",
                 sec::skill_praise_of_life);
      t.extra_kind = static_cast<int>(type);
    } else {
      --t.extra_actions;
    }
    mark();
    return;
  }
  if (t.actions_used >= kActionsPerTurn)
    r.refuse(t.name(t.active) + " has taken this turn's two actions", sec::action_phase);
  r.refuse(std::string(by_card ? "that card" : action_type_name(type)) + " has been played this turn already: the two actions "
               "must differ",
           sec::action_phase);
}

void wanderer_turn(Run& r, const Move& m) {
  Table& t = r.t;
  const int p = t.active;
  if (m.verb == Verb::end_turn) {
    next_turn(r);
    return;
  }
  if (m.verb == Verb::found) {
    // hof.wanderer.reestablish = optional: coming back when the Wanderer chooses.
    if (t.p(p).steals < kStealsToReturn || t.r().get(ruling::wanderer_reestablish) != WandererReestablish::optional)
      r.refuse("a Wanderer founds a sect again only after three steals, and only when hof.wanderer.reestablish = optional "
               "leaves it to them",
               sec::wanderer_reestablish);
    become_independent(r, p);
    draw_phase(r);
    t.stage = Stage::steal;
    t.actions_used = kActionsPerTurn;  // the turn is over but for its end
    return;
  }
  if (t.actions_used > 0) r.refuse("a Wanderer steals one believer a turn", sec::wanderer_turn);
  const bool only_wanderers = std::ranges::all_of(t.players, [](const Player& p) { return p.role == Role::wanderer; });
  // hof.end.all-wanderers: with nobody but Wanderers left, from one another or from the deck.
  const AllWanderers alone = only_wanderers ? t.r().get(ruling::all_wanderers) : AllWanderers::settle_at_once;
  if (m.from < 0 && alone == AllWanderers::steal_from_deck) {
    if (t.believer_deck == 0) r.refuse("the believer deck is empty", sec::wanderer_turn);
    ++t.actions_used;
    draw_believers(r, p, {m.type}, sec::wanderer_turn);
  } else {
    if (m.from < 0 || m.from == p) r.refuse("name the player stolen from", sec::wanderer_turn);
    if (is_wanderer(t, m.from) && alone != AllWanderers::steal_from_wanderers)
      r.refuse("a Wanderer steals only from players who are not Wanderers", sec::wanderer_turn);
    if (t.p(m.from).believers.empty()) r.refuse(t.name(m.from) + " holds no believer to steal", sec::wanderer_turn);
    ++t.actions_used;
    t.p(p).believers.push_back(take_believer(r, m.from, m.type, sec::wanderer_turn));
  }
  ++t.p(p).steals;
  settle_sects(r);
  if (t.over()) return;
  if (t.p(p).steals >= kStealsToReturn) {
    const WandererReestablish how = t.r().get(ruling::wanderer_reestablish);
    if (how == WandererReestablish::optional) return;  // the Wanderer may found later (a `found` event)
    // 6-3.2: back at once: the token, the skill, action cards up to six.
    become_independent(r, p);
    draw_phase(r);
    if (how == WandererReestablish::automatic_then_actions) {
      t.stage = Stage::action;
      t.actions_used = 0;
    }
  }
}

// A Leader with Followers and no believers is replaced first (6-2.1, hof.reversal.timing);
// then the Surrender Phase (4-2, 6-1) for a turn player left with no believers.
void surrender_phase(Run& r) {
  Table& t = r.t;
  const int p = t.active;
  settle_sects(r);
  if (t.over()) return;
  if (t.p(p).role != Role::wanderer && t.p(p).believer_count() == 0 && followers_of(t, p).empty()) {
    if (t.p(p).role == Role::follower) upkeep(r, p);
    else surrender(r, p, -1);
  }
  settle_sects(r);
}

}  // namespace

int hand_limit(const Table& t, int player) {
  const int followers = static_cast<int>(followers_of(t, player).size());
  if (followers == 0 || !may_use_skill(t, player, as_int(Skill::ascend_with_me), false)) return kHandLimit;
  if (t.r().get(ruling::ascend_limit) == AscendLimit::revealed_only && !t.p(player).skill.revealed) return kHandLimit;
  return kHandLimit + followers;
}

void drive(Run& r) {
  Table& t = r.t;
  while (!t.over()) {
    switch (t.stage) {
      case Stage::turn_start: {
        // 4-2 Gameplay: a new turn; the round, effects that last until now, a skipped turn.
        const int p = t.active;
        reset_turn(t);
        Player& pl = t.p(p);
        const bool skipped = pl.skips > 0;
        const SkipTurn skip = skipped ? t.r().get(ruling::skip_turn) : SkipTurn::empty_turn;
        if (skipped) pl.skips = skip == SkipTurn::never_happened ? pl.skips - 1 : 0;
        if (!(skipped && skip == SkipTurn::never_happened)) start_of_turn_skills(r, p);
        if (t.over()) return;
        if (skipped) {
          if (skip == SkipTurn::surrender_still_runs && t.p(p).role != Role::wanderer && t.p(p).believer_count() == 0) {
            t.ending_turn = true;
            surrender_phase(r);
            if (t.over()) return;
          }
          t.turn_played(p, false);
          next_turn(r);
          break;
        }
        t.turn_played(p, true);
        if (t.p(p).role == Role::wanderer) {
          t.p(p).wandered = true;
          t.stage = Stage::steal;
          break;
        }
        if (const std::optional<Question> q = draw_question(t)) {
          if (r.rests_at(*q)) return;
          draw_answered(r, *q, r.ask(*q));
        }
        t.stage = Stage::action;
        break;
      }
      case Stage::action: {
        const Question q{.ask = Ask::action, .node = "turn.action", .who = {t.active}, .top = true, .section = &sec::action_phase};
        if (r.rests_at(q)) return;
        play_action(r, r.ask(q));
        break;
      }
      case Stage::steal: {
        const Question q{.ask = Ask::steal, .node = "wanderer.turn", .who = {t.active}, .top = true, .section = &sec::wanderer_turn};
        if (r.rests_at(q)) return;
        wanderer_turn(r, r.ask(q));
        break;
      }
      case Stage::over: return;
    }
  }
}

void play_action(Run& r, const Move& m) {
  Table& t = r.t;
  switch (m.verb) {
    case Verb::play: {
      const ActionCardInfo& info = action_card(m.card);
      if (info.type == ActionType::defense)
        r.refuse(std::string(info.name) + " is a defense card, played only when the player's sect is attacked",
                 sec::action_types);
      const bool free = m.card == as_int(ActionKind::divine_inspiration) &&
                        t.r().get(ruling::divine_inspiration) == DivineInspiration::not_an_action;
      if ((info.type == ActionType::physical || info.type == ActionType::mental) && t.kaboom_bar)
        r.refuse("no attack action may follow KABOOM! in the same turn", sec::skill_kaboom);
      if (!free) count_action(r, info.type, m.card);
      play_card(r, m);
      break;
    }
    case Verb::discard:
      if (m.cards.empty()) r.refuse("a discard names at least one card (\"?\" for one nobody saw)", sec::action_phase);
      if (t.r().get(ruling::discard_action) == DiscardAction::counts_as_action) count_action(r, ActionType::discard, -1);
      discard_action_cards(r, m.player, m.cards, sec::action_phase);
      break;
    case Verb::skill: own_turn_skill(r, m); break;
    case Verb::end_turn: end_turn(r); return;
    default: r.refuse("not an action of the Action Phase", sec::action_phase);
  }
  if (t.over()) return;
  settle_sects(r);
  if (t.over()) return;
  // hof.end.timing = end-after-action: the action that emptied the deck ends the game.
  if (t.deck_ran_out && t.r().get(ruling::end_timing) == EndTiming::end_after_action) end_game(r);
}

void end_turn(Run& r) {
  Table& t = r.t;
  const int p = t.active;
  t.ending_turn = true;
  // 5. End of the Game: the deck is empty and the turn player declares the end.
  if (t.deck_ran_out && t.r().get(ruling::end_timing) != EndTiming::surrender_runs) {
    end_game(r);
    return;
  }
  // hof.turn.hand-limit: who discards down to their limit, for free.
  const HandLimitCheck check = t.r().get(ruling::hand_limit);
  for (int q : t.clockwise(p, [&](int x) { return x == p || check == HandLimitCheck::every_turn_end; })) {
    const int held = static_cast<int>(t.p(q).actions.size());
    if (held <= kHandLimit) continue;
    // Down to the limit: six, or the raised limit of an Ascend with Me holder (which only
    // discards under ascend-holder-only). A hidden skill may be either: the record's discard
    // says which; a record silent about it kept the most it may (the raised limit).
    const int raised = hand_limit(t, q);
    const bool ascend_only = check == HandLimitCheck::ascend_holder_only;
    const int as_holder = std::max(0, held - raised);
    const bool surely = t.p(q).skill.may == bit(as_int(Skill::ascend_with_me));
    const int as_other = surely ? as_holder : ascend_only ? 0 : held - kHandLimit;
    if (raised == kHandLimit && ascend_only) continue;
    if (as_holder == 0 && as_other == 0) continue;
    const Question ql{.ask = Ask::hand_limit, .node = "turn.end", .who = {q},
                      .count = raised > kHandLimit ? std::min(as_holder, as_other) : as_other,
                      .most = raised > kHandLimit ? std::max(as_holder, as_other) : -1, .chance = true,
                      .section = &sec::action_phase};
    const Move& m = ask_cards(r, ql, false);
    const int discarded = static_cast<int>(m.cards.size());
    if (raised > kHandLimit && as_holder != as_other) {
      if (discarded != as_holder && discarded != as_other)
        r.refuse(t.name(q) + " discards down to six (" + std::to_string(as_other) + " card(s)), or, holding Ascend with Me, "
                     "down to " + std::to_string(raised) + " (" + std::to_string(as_holder) + ")",
                 sec::action_phase);
      const bool kept = discarded == as_holder;  // more than six
      ascend_limit_shown(r, q, kept, kept ? t.r().get(ruling::ascend_limit) : AscendLimit{});
    }
    for (int c : m.cards) discard_action_card(r, q, c, sec::action_phase);
  }
  surrender_phase(r);
  if (t.over()) return;
  if (t.deck_ran_out) {  // hof.end.timing = surrender-runs
    end_game(r);
    return;
  }
  next_turn(r);
}

void next_turn(Run& r) {
  Table& t = r.t;
  t.active = t.next(t.active);
  ++t.turn;
  t.stage = Stage::turn_start;
}

}  // namespace referee::hof
