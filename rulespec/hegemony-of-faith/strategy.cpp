// 7-4: the strategy cards (Have a Charity, Info-Spy, It's a Miracle, Divine Inspiration,
// Secret Alliance, Breaking Faith, Kowtow to Me) and the play of any action card: the card
// is shown and goes to the used pile (8. Q&A: Showing cards).
#include <algorithm>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {

void play_attack(Run& r, const Move& m);  // attacks.cpp

namespace {

void info_spy(Run& r, const Move& m) {
  Table& t = r.t;
  const int target = aimed_target(r, m);
  discard_action_card(r, m.player, m.card, sec::card_info_spy);
  // What the spy saw, when the record says: it must be what the target can hold.
  Player& tp = t.p(target);
  if (m.has_cards && !t.action_links.show(tp.actions, m.cards))
    r.refuse(t.name(target) + "'s " + std::to_string(tp.actions.size()) + " action card(s) cannot be " + cards_text(m.cards, false),
             sec::card_info_spy);
  if (m.has_believers && !t.believer_links.show(tp.believers, m.believers))
    r.refuse(t.name(target) + "'s " + std::to_string(tp.believers.size()) + " believer(s) cannot be " + cards_text(m.believers, true),
             sec::card_info_spy);
  if (m.skill >= 0) {
    // hof.info-spy.reveal: only hands-and-skill shows the skill (without revealing it).
    if (t.r().get(ruling::info_spy) != InfoSpy::hands_and_skill)
      r.refuse("Info-Spy shows the action and believer cards, not the skill (hof.info-spy.reveal)", sec::card_info_spy);
    if (tp.skill.none || !(tp.skill.may & bit(m.skill)))
      r.refuse(t.name(target) + "'s skill cannot be " + std::string(skill_info(m.skill).name), sec::card_info_spy);
    tp.skill.may = bit(m.skill);
  }
}

void its_a_miracle(Run& r, const Move& m) {
  Table& t = r.t;
  discard_action_card(r, m.player, m.card, sec::card_its_a_miracle);
  const int n = std::min(3, static_cast<int>(t.graveyard.size()));
  // hof.graveyard.order: the top three, or any three the player picks.
  if (t.r().get(ruling::graveyard_order) == GraveyardOrder::unordered_pick) {
    if (static_cast<int>(m.believers.size()) != n)
      r.refuse("It's a Miracle revives " + std::to_string(n) + " believer(s): name the ones picked (\"believers\")",
               sec::card_its_a_miracle);
    for (int type : m.believers) {
      Card card;
      if (type < 0 || !take_named_from(r, t.believer_links, t.graveyard, type, &card))
        r.refuse("no " + (type < 0 ? std::string("unnamed card") : std::string(believer_name(type))) +
                     " can be picked from the graveyard",
                 sec::card_its_a_miracle);
      t.p(m.player).believers.push_back(card);
    }
    return;
  }
  if (m.has_believers) r.refuse("It's a Miracle revives the graveyard's top three: the player picks none", sec::card_its_a_miracle);
  revive(t, m.player, n);
}

void divine_inspiration(Run& r, const Move& m) {
  discard_action_card(r, m.player, m.card, sec::card_divine_inspiration);
  // The card itself is not counted (hof.divine-inspiration.total): one believer for each
  // other card discarded with it.
  discard_action_cards(r, m.player, m.cards, sec::card_divine_inspiration);
  recruit(r, m.player, static_cast<int>(m.cards.size()), sec::card_divine_inspiration);
}

// The card `player` gives in a Secret Alliance: one of `kind`, or one nobody saw.
Card exchanged(Run& r, int player, int kind) {
  Table& t = r.t;
  Card c;
  if (kind == kUnseen) return take_unseen_from(r, t.action_links, t.p(player).actions);
  if (!take_named_from(r, t.action_links, t.p(player).actions, kind, &c))
    r.refuse(t.name(player) + " holds no " + std::string(action_card(kind).name), sec::card_secret_alliance);
  return c;
}

void secret_alliance(Run& r, const Move& m) {
  Table& t = r.t;
  const int target = aimed_target(r, m);
  discard_action_card(r, m.player, m.card, sec::card_secret_alliance);
  const int offered = m.cards.empty() ? kUnseen : m.cards.front();
  if (offered != kUnseen && !may_hold(t.p(m.player).actions, offered))
    r.refuse(t.name(m.player) + " holds no " + std::string(action_card(offered).name) + " to give", sec::card_secret_alliance);
  if (t.p(m.player).actions.empty() || t.p(target).actions.empty()) {
    if (!m.cards.empty()) r.refuse("nothing is exchanged: one of the two holds no action card", sec::card_secret_alliance);
    return;
  }
  const SecretAlliance rule = t.r().get(ruling::secret_alliance);
  if (rule == SecretAlliance::target_consents) {
    Question q{.ask = Ask::consent, .node = "card.consent", .who = {target}, .from = m.player, .optional = true,
               .section = &sec::card_secret_alliance};
    if (r.ask(q).verb != Verb::accept) return;
  }
  const Card out = exchanged(r, m.player, offered);
  t.limbo_actions.push_back(out);  // both cards change hands together, once the target has given theirs
  const Move& g = r.ask({.ask = Ask::give, .node = "card.give", .who = {target}, .count = 1, .from = target, .to = m.player, .chance = true,
                         .section = &sec::card_secret_alliance});
  out_of_limbo(t.limbo_actions, out);
  const Card in = exchanged(r, target, g.cards.empty() ? kUnseen : g.cards.front());
  t.p(target).actions.push_back(out);
  t.p(m.player).actions.push_back(in);
}

void breaking_faith(Run& r, const Move& m) {
  Table& t = r.t;
  const int user = m.player;
  const int target = m.target;
  const Player& up = t.p(user);
  // hof.breaking-faith.rules: a Leader at one of their Followers, a Follower at their Leader.
  const bool as_leader = up.role == Role::leader;
  if (target < 0) r.refuse("Breaking Faith names its target: a Follower of the Leader playing it, or the Follower's own Leader", sec::card_breaking_faith);
  if (as_leader ? !(t.p(target).role == Role::follower && t.p(target).leader == user) : up.leader != target)
    r.refuse(as_leader ? t.name(target) + " is not " + t.name(user) + "'s Follower" : t.name(target) + " is not " + t.name(user) + "'s Leader",
             sec::card_breaking_faith);
  discard_action_card(r, user, m.card, sec::card_breaking_faith);
  const BreakingFaith rule = t.r().get(ruling::breaking_faith);
  // The target may answer with a Breaking Faith of their own (8. Q&A: Breaking Faith).
  const bool answered = may_hold(t.p(target).actions, as_int(ActionKind::breaking_faith)) &&
                        breaking_faith_answer(r, target, user, "only a Breaking Faith answers a Breaking Faith");
  const int follower = as_leader ? target : user;
  if (answered && rule == BreakingFaith::counter_cancels) return;
  // Purple Hermit: the Leader's Breaking Faith at a Hermit cancels the take and frees them
  // (hof.purple-hermit.timing); a copy under hermit-full-no-cancel is not cancelled.
  bool cancelled = false;
  if (as_leader) {
    for (int f : followers_of(t, user)) {
      Player& fp = t.p(f);
      if (fp.hermit_from != user || (fp.hermit_by_copy && t.r().get(ruling::gate_of_truth) == GateOfTruth::hermit_full_no_cancel)) continue;
      if (f != target && t.r().get(ruling::purple_hermit) != PurpleHermit::any_breaking_faith_cancels) continue;
      fp.hermit_from = -1;
      become_independent(r, f);
      cancelled = true;
    }
  }
  if (!cancelled) {
    const int have = static_cast<int>(t.p(target).believers.size());
    int take = have / 2;  // 8. Q&A: half, rounded down
    if (answered) take = rule == BreakingFaith::exactly_one ? std::min(1, have) : std::min(1, have / 2);
    take_from(r, user, target, take, sec::card_breaking_faith, "card.take");
  }
  if (t.p(follower).role == Role::follower) become_independent(r, follower);  // token back, skill unsealed
}

void kowtow(Run& r, const Move& m) {
  Table& t = r.t;
  const int user = m.player;
  if (m.target < 0 || same_sect(t, user, m.target))
    r.refuse("Kowtow to Me names a player of another sect (\"target\")", sec::card_kowtow_to_me);
  if (is_wanderer(t, m.target)) r.refuse(t.name(m.target) + " is a Wanderer, who belongs to no sect", sec::becoming_wanderer);
  const KowtowAbsorption absorb = t.r().get(ruling::kowtow_absorption);
  if (absorb == KowtowAbsorption::leaders_only && t.p(user).role != Role::leader)
    r.refuse("only a Leader plays Kowtow to Me (hof.kowtow.absorption = leaders-only)", sec::card_kowtow_to_me);
  const int mine = leader_of(t, user), theirs = leader_of(t, m.target);
  // hof.kowtow.count-followers: which believers each side counts.
  int own = 0, other = 0;
  switch (t.r().get(ruling::kowtow_count)) {
    case KowtowCount::sect_cards: own = sect_believers(t, user), other = sect_believers(t, theirs); break;
    case KowtowCount::leader_hands: own = t.p(mine).believer_count(), other = t.p(theirs).believer_count(); break;
    case KowtowCount::own_sect_vs_target_leader: own = sect_believers(t, user), other = t.p(theirs).believer_count(); break;
    case KowtowCount::player_vs_target_sect: own = t.p(user).believer_count(), other = sect_believers(t, theirs); break;
  }
  // hof.kowtow.threshold: at most half rounded down (8. Q&A), or strictly under half.
  const bool strict = t.r().get(ruling::kowtow_threshold) == KowtowThreshold::strictly_less_than_half;
  const bool ok = strict ? 2 * other < own : other <= own / 2;
  if (!ok)
    r.refuse(t.name(theirs) + "'s sect counts " + std::to_string(other) + " believer(s): Kowtow to Me needs " +
                 (strict ? "fewer than half of " : "at most half (rounded down) of ") + std::to_string(own),
             sec::qa_kowtow);
  discard_action_card(r, user, m.card, sec::card_kowtow_to_me);
  std::vector<int> absorbed = sect_of(t, theirs);
  // Clockwise from the absorbing Leader (the order of with-gifts).
  std::sort(absorbed.begin(), absorbed.end(), [&](int a, int b) { return (a - mine + t.n()) % t.n() < (b - mine + t.n()) % t.n(); });
  // The whole sect changes Leader at once; then each absorbed player's gift and skill.
  for (int x : absorbed) enlist(t, x, mine);
  for (int x : absorbed) {
    const bool gift = absorb == KowtowAbsorption::with_gifts && !t.p(mine).believers.empty();
    join_sect(r, x, mine, gift, sec::card_kowtow_to_me);
  }
}

}  // namespace

bool breaking_faith_answer(Run& r, int who, int from, const char* only) {
  const Move& a = r.ask({.ask = Ask::counter, .node = "card.counter", .who = {who}, .from = from, .optional = true,
                         .section = &sec::qa_breaking_faith});
  if (a.verb != Verb::defend) return false;
  if (a.card != as_int(ActionKind::breaking_faith)) r.refuse(only, sec::qa_breaking_faith);
  discard_action_card(r, who, a.card, sec::qa_breaking_faith);
  return true;
}

void play_card(Run& r, const Move& m) {
  Table& t = r.t;
  const ActionCardInfo& info = action_card(m.card);
  if (!may_hold(t.p(m.player).actions, m.card)) r.refuse(t.name(m.player) + " holds no " + std::string(info.name), *info.section);
  switch (static_cast<ActionKind>(m.card)) {
    case ActionKind::have_a_charity:
      discard_action_card(r, m.player, m.card, sec::card_have_a_charity);
      recruit(r, m.player, 2, sec::card_have_a_charity);
      return;
    case ActionKind::info_spy: info_spy(r, m); return;
    case ActionKind::its_a_miracle: its_a_miracle(r, m); return;
    case ActionKind::divine_inspiration: divine_inspiration(r, m); return;
    case ActionKind::secret_alliance: secret_alliance(r, m); return;
    case ActionKind::breaking_faith: breaking_faith(r, m); return;
    case ActionKind::kowtow_to_me: kowtow(r, m); return;
    default: play_attack(r, m);
  }
}

}  // namespace referee::hof
