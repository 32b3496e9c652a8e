// The legal answers to the question the game waits on: candidates generated from the
// question (its kind, who may answer, how many cards), each judged by check(), so listing
// and checking cannot disagree. Where the candidates are combinatorial (the cards of a
// draw, a discard, a deal), the listing stops at its budget and says it is incomplete.
// Self-play samples those parts instead of listing them (random_legal_action).
#include <algorithm>
#include <functional>

#include "referee/core/combinations.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/rules.hpp"

namespace referee::hof {
namespace {

// How the cards of a move are listed: names that are information only (HofState::action_key,
// listed once unseen per size, sampled named for self-play), every multiset, or every sequence
// (a believer draw, whose first card The Prophet may predict).
enum class Pick { info_only, multiset, sequence };

struct Gen {
  const HofState& s;
  const Table& t;
  const Question& q;
  Rng* sample = nullptr;           // sampling: combinatorial parts drawn at random
  std::function<bool(Move)> emit;  // false: stop

  // Every list of `size` items from `options` as `how` says (multisets sorted), or a few random ones.
  void lists(Pick how, int size, const std::vector<int>& options, const std::function<bool(const std::vector<int>&)>& f) const {
    if (size < 0) return;
    const std::vector<int> unseen(static_cast<std::size_t>(size), kUnseen);
    if (how == Pick::info_only && !sample) {
      f(unseen);
      return;
    }
    if (sample) {
      for (int i = 0; i < 4; ++i) {
        std::vector<int> pick;
        for (int k = 0; k < size; ++k) pick.push_back(sample->pick(options));
        if (how != Pick::sequence) std::sort(pick.begin(), pick.end());
        if (!f(pick)) return;
      }
      // Sequences: the first two named (what The Prophet's predictions need), the rest unseen.
      for (int i = 0; how == Pick::sequence && i < 6; ++i) {
        std::vector<int> pick = unseen;
        for (int k = 0; k < size && k < 2; ++k) pick[static_cast<std::size_t>(k)] = options[1 + sample->below(static_cast<int>(options.size()) - 1)];
        if (!f(pick)) return;
      }
      f(unseen);
      return;
    }
    for_sequences(options, static_cast<std::size_t>(size), how != Pick::sequence, f);
  }
  // One option of a single card whose name is information only.
  std::vector<int> one_of(const std::vector<int>& options) const { return sample ? options : std::vector<int>{kUnseen}; }
  // m once per single card of one_of(options).
  bool each_card(Move m, const std::vector<int>& options) const {
    for (int k : one_of(options))
      if (m.cards = {k}; !emit(m)) return false;
    return true;
  }

  // m once per list of `size` (see lists()), as its believers or its cards; false: stopped.
  bool each_list(Move m, bool believers, int size, const std::vector<int>& options, Pick how = Pick::info_only) const {
    bool go = true;
    lists(how, size, options, [&](const std::vector<int>& v) {
      (believers ? m.believers : m.cards) = v;
      (believers ? m.has_believers : m.has_cards) = true;
      return go = emit(m);
    });
    return go;
  }
  // m once per value of `field`: each of `values`, or from `from` up to (not including) `to`.
  bool each(Move m, int Move::*field, const std::vector<int>& values) const {
    for (int v : values)
      if (m.*field = v; !emit(m)) return false;
    return true;
  }
  bool each(Move m, int Move::*field, int from, int to) const {
    for (int v = from; v < to; ++v)
      if (m.*field = v; !emit(m)) return false;
    return true;
  }
};

// kUnseen, then each of the `kinds` kinds (those `pile` may hold, when one is given).
std::vector<int> kinds_plus_unseen(int kinds, const Pile* pile = nullptr) {
  std::vector<int> v{kUnseen};
  for (int k = 0; k < kinds; ++k)
    if (!pile || may_hold(*pile, k)) v.push_back(k);
  return v;
}
const std::vector<int>& believer_options() {
  static const std::vector<int> v = kinds_plus_unseen(kBelieverTypes);
  return v;
}

Move base(Verb v, int player, bool Move::*has = nullptr) {
  Move m{.verb = v, .player = player};
  if (has) m.*has = true;
  return m;
}

bool verbs(const Gen& g, int who, std::initializer_list<Verb> vs) {
  return std::ranges::all_of(vs, [&](Verb v) { return g.emit(base(v, who)); });
}

// 7-4 Cards list: what a card aimed at m.target names besides: Witch Hunt the type hunted,
// Faith Debate the number of confrontations (-1: none named), Secret Alliance the card offered.
bool aimed_play(const Gen& g, Move m) {
  switch (static_cast<ActionKind>(m.card)) {
    case ActionKind::witch_hunt: return g.each(m, &Move::type, 0, kBelieverTypes);
    case ActionKind::faith_debate: return g.each(m, &Move::count, -1, 6);
    case ActionKind::secret_alliance: return g.each_card(m, kinds_plus_unseen(kActionKinds, &g.t.p(m.player).actions));
    default: return g.emit(m);
  }
}

// 4-2 Gameplay: Action Phase: playing card kind k (never a defense card: those answer attacks).
bool play_moves(const Gen& g, int who, int k) {
  const Table& t = g.t;
  Move m{.verb = Verb::play, .player = who, .card = k};
  switch (static_cast<ActionKind>(k)) {
    case ActionKind::have_a_charity:
    case ActionKind::conspiracy:
    case ActionKind::martyrdom: return g.emit(m);  // no target
    case ActionKind::its_a_miracle: {
      // 7-4 Cards list: It's a Miracle: the believers it brings back, unnamed or named.
      std::vector<int> kinds;
      for (int b = 0; b < kBelieverTypes; ++b)
        if (may_hold(t.graveyard, b)) kinds.push_back(b);
      return g.emit(m) && g.each_list(m, true, std::min(3, static_cast<int>(t.graveyard.size())), kinds, Pick::multiset);
    }
    case ActionKind::divine_inspiration:
      // 7-4 Cards list: Divine Inspiration: the cards discarded with it, fewer than the hand.
      for (int size = 0; size < static_cast<int>(t.p(who).actions.size()); ++size)
        if (!g.each_list(m, false, size, kinds_plus_unseen(kActionKinds, &t.p(who).actions))) return false;
      return true;
    default:
      for (int target = 0; target < t.n(); ++target)
        if (m.target = target; !aimed_play(g, m)) return false;
      return true;
  }
}

// 7-4 Cards list: what a skill used as the turn player's action names (the believer
// sacrificed, the target, the skill copied).
bool skill_moves(const Gen& g, int who, int s) {
  Move m{.verb = Verb::skill, .player = who, .skill = s};
  switch (static_cast<Skill>(s)) {
    case Skill::kaboom:
      for (int target = 0; target < g.t.n(); ++target)
        if (m.target = target; !g.each(m, &Move::type, g.one_of(believer_options()))) return false;
      return true;
    case Skill::praise_of_life:
    case Skill::eternal_truth:
    case Skill::world_peace: return g.each(m, &Move::type, g.one_of(believer_options()));
    case Skill::soul_cutting_sword: return g.each(m, &Move::target, 0, g.t.n());
    case Skill::gate_of_truth: return g.each(m, &Move::copy, 0, kSkills);
    default: return g.emit(m);
  }
}

// 4-2 Gameplay: Action Phase: end the turn, play a card, discard any number, or use a skill.
bool action_moves(const Gen& g, int who) {
  if (!g.emit(base(Verb::end_turn, who))) return false;
  const Pile& hand = g.t.p(who).actions;
  for (int k = 0; k < kActionKinds; ++k)
    if (may_hold(hand, k) && action_card(k).type != ActionType::defense && !play_moves(g, who, k)) return false;
  for (int size = 1; size <= static_cast<int>(hand.size()); ++size)
    if (!g.each_list(base(Verb::discard, who), false, size, kinds_plus_unseen(kActionKinds, &hand))) return false;
  for (int s = 0; s < kSkills; ++s)
    if (may_use_skill(g.t, who, s, true) && !skill_moves(g, who, s)) return false;
  return true;
}

// 6-3.1 Wanderer's turn: end it, found a sect again, or steal a believer.
bool steal_moves(const Gen& g, int who) {
  if (!verbs(g, who, {Verb::end_turn, Verb::found})) return false;
  Move m = base(Verb::steal, who);
  for (int from = -1; from < g.t.n(); ++from)
    if (m.from = from; !g.each(m, &Move::type, g.one_of(believer_options()))) return false;
  return true;
}

// 4-2 Gameplay: Draw Phase (and the hand limit): the action cards drawn, or discarded.
bool draw_moves(const Gen& g, int who) {
  const Question& q = g.q;
  const bool drawing = q.ask == Ask::draw;
  std::vector<int> sizes{q.count};
  if (drawing && q.to != q.count) sizes.push_back(q.to);
  if (drawing) sizes.push_back(std::min(q.count, static_cast<int>(g.t.action_deck.size())));  // a rebuild declined
  std::sort(sizes.begin(), sizes.end());
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  const std::vector<int> options = kinds_plus_unseen(kActionKinds, drawing ? nullptr : &g.t.p(who).actions);
  for (int size : sizes)
    if (!g.each_list(base(drawing ? Verb::draw : Verb::discard, who), false, size, options)) return false;
  return true;
}

// 7-3 Introduction to believer card: believers drawn from the deck. Names matter only under a
// prediction (7-4 Cards list: The Prophet: who gets the card); then, in order.
bool believer_draws(const Gen& g, int who) {
  const Question& q = g.q;
  if (q.optional && !g.emit(base(Verb::pass, who))) return false;
  const Pick how = q.predicted || g.sample ? Pick::sequence : Pick::info_only;
  for (int size = q.count; size <= q.count + (q.predicted ? 2 : 0); ++size)
    if (!g.each_list(base(Verb::draw, who), true, size, believer_options(), how)) return false;
  return true;
}

// 7-2.1 Type of actions and 7-4 Cards list: the believers taken or killed, or the cards of a
// redistribution's deal (Everyone is Equal, Chaos Coming).
bool chance_moves(const Gen& g, int who) {
  const Question& q = g.q;
  const bool believers = q.ask != Ask::deal || q.of_believers;
  std::vector<int> options = believers ? believer_options() : kinds_plus_unseen(kActionKinds);
  Pick how = Pick::info_only;
  if (q.believer_kind >= 0) {  // Witch Hunt: its type only
    options = {q.believer_kind};
    how = Pick::multiset;
  }
  Move m = base(q.ask == Ask::take ? Verb::take : q.ask == Ask::lose ? Verb::lose : Verb::deal, who);
  if (q.ask == Ask::deal) m.target = q.to;
  Gen out = g;
  if (q.ask == Ask::take)  // each take offered with the player taken from named, then without
    out.emit = [&](Move x) {
      Move named = x;
      named.from = q.from;
      return g.emit(std::move(named)) && g.emit(std::move(x));
    };
  for (int size = q.count; size <= (q.most >= 0 ? q.most : q.count); ++size)
    if (!out.each_list(m, believers, size, options, how)) return false;
  return true;
}

// 7-4 Cards list: the windows of Ascend with Me (the cards drawn), The Prophet (the type
// predicted), Karma Reversed, Holy Rebirth and Impermanence of Life: pass, or use the skill.
bool window_moves(const Gen& g, int who) {
  if (!g.emit(base(Verb::pass, who))) return false;
  const Move m{.verb = Verb::skill, .player = who, .skill = window_skill(g.q.ask)};
  switch (g.q.ask) {
    case Ask::prophet: return g.each(m, &Move::type, 0, kBelieverTypes);
    case Ask::ascend:
      for (int size = 0; size <= g.q.count; ++size)
        if (!g.each_list(m, false, size, kinds_plus_unseen(kActionKinds))) return false;
      return true;
    default: return g.emit(m);  // Karma Reversed, Holy Rebirth, Impermanence of Life (confess, claim)
  }
}

// 7-2.2 Attack method with its mechanism: the believer a side commits, whose (a Follower's
// under 6-2 Operation of united sects), or one from the graveyard (7-4 Cards list: Zombie Army).
bool commit_moves(const Gen& g, int who) {
  if (!g.emit(base(Verb::pass, who))) return false;
  for (int from = -1; from < g.t.n(); ++from)
    for (int b = 0; b < kBelieverTypes; ++b) {
      if (!g.emit(Move{.verb = Verb::commit, .player = who, .type = b, .from = from})) return false;
      if (from < 0 && !g.emit(Move{.verb = Verb::commit, .player = who, .type = b, .from = from, .zombie = true})) return false;
    }
  return true;
}

// The candidates of one player for each kind of question.
bool candidates_of(const Gen& g, int who) {
  switch (g.q.ask) {
    case Ask::action: return action_moves(g, who);
    case Ask::steal: return steal_moves(g, who);
    case Ask::draw:
    case Ask::hand_limit: return draw_moves(g, who);
    case Ask::believers: return believer_draws(g, who);
    case Ask::take:
    case Ask::lose:
    case Ask::deal: return chance_moves(g, who);
    case Ask::ascend:
    case Ask::prophet:
    case Ask::karma:
    case Ask::rebirth:
    case Ask::confess:
    case Ask::claim: return window_moves(g, who);
    case Ask::defense:  // 7-2.1 Type of actions: the defense card that matches (check() says which)
    case Ask::counter:
      return g.emit(base(Verb::pass, who)) &&
             g.each(base(Verb::defend, who), &Move::card,
                    {as_int(ActionKind::firm_faith), as_int(ActionKind::great_mercy), as_int(ActionKind::breaking_faith)});
    case Ask::commit: return commit_moves(g, who);
    case Ask::offer:  // 6-1 Surrender as a Follower and 6-2 Operation of united sects
    case Ask::consent:
    case Ask::reversal:
    case Ask::upkeep: return verbs(g, who, {Verb::accept, Verb::refuse, Verb::pass});
    case Ask::join: return g.emit(base(Verb::wander, who)) && g.each(base(Verb::join, who), &Move::leader, 0, g.t.n());
    case Ask::gift:  // 6-2 Operation of united sects: the believer a Leader gives
      return g.each(base(Verb::give, who, &Move::has_believers), &Move::type, g.one_of(believer_options()));
    case Ask::give:  // 7-4 Cards list: Secret Alliance: the card its target gives
      return g.each_card(base(Verb::give, who, &Move::has_cards), kinds_plus_unseen(kActionKinds));
    case Ask::found: return verbs(g, who, {Verb::found, Verb::pass});  // 6-3.2 How a wanderer re-establishes a sect
    case Ask::new_skill:  // 7-4 Cards list: Impermanence of Life: the new skill drawn
      return g.each(base(Verb::draw, who, &Move::has_skill), &Move::skill, g.one_of(kinds_plus_unseen(kSkills)));
  }
  return true;
}

bool generate(const Gen& g) {
  return std::ranges::all_of(g.q.who, [&](int who) { return candidates_of(g, who); });
}

}  // namespace

void HofState::offer_candidates(Candidates& out) const {
  if (broken_) return;
  Gen g{*this, now_, question_, nullptr, {}};
  g.emit = [&](Move m) { return out.offer(HofAction(std::move(m))); };
  generate(g);
}

// Self-play: the candidates with the combinatorial parts sampled, weighted so that turns
// do things (a uniform pick would end most turns at once and games would never end).
std::unique_ptr<referee::Action> HofState::random_legal_action(Rng& rng) const {
  if (now_.over() || broken_) return nullptr;
  // The candidates, unchecked; then the first legal one in a random order, by groups.
  std::vector<Move> all;
  Gen g{*this, now_, question_, &rng, {}};
  g.emit = [&](Move m) {
    all.push_back(std::move(m));
    return all.size() < 20000;
  };
  generate(g);
  // A legal move that would leave the referee unable to decide the record (the believers'
  // ledger past a bound) is taken only when no other is found: a generated record is one the
  // referee decides wherever it can (README, "Hidden information").
  std::unique_ptr<HofAction> past_bound;
  auto first_legal = [&](std::vector<Move> group) -> std::unique_ptr<HofAction> {
    rng.shuffle(group);
    for (Move& m : group) {
      if (!check(HofAction(m))) continue;
      if (!would_be_undecided(m)) return HofAction::of(m);
      if (!past_bound) past_bound = HofAction::of(m);
    }
    return nullptr;
  };
  std::vector<std::vector<Move>> groups;
  if (question_.ask == Ask::action) {
    // Play cards more often than not, and end the turn now and then: a uniform pick would
    // discard and end most turns, and a game would never run out of believers.
    std::vector<Move> plays, ends, others;
    for (Move& m : all) (m.verb == Verb::play ? plays : m.verb == Verb::end_turn ? ends : others).push_back(std::move(m));
    const int roll = rng.below(8);
    if (roll < 6) groups = {plays, ends, others};
    else if (roll == 6) groups = {ends, plays, others};
    else groups = {others, plays, ends};
  } else {
    groups = {all};
  }
  for (auto& group : groups)
    if (auto a = first_legal(std::move(group))) return a;
  if (past_bound) return past_bound;
  // The samples all missed (a prediction to name, counts at their limit): list instead.
  std::vector<Move> legal;
  for_each_legal_action([&](const referee::Action& a) {
    legal.push_back(static_cast<const HofAction&>(a).move);
    return legal.size() < 200;
  }, 20000);
  if (legal.empty()) return nullptr;
  return HofAction::of(rng.pick(legal));
}

// A probe for the listing tests: a random well-formed event, most often near a legal one.
std::unique_ptr<referee::Action> HofState::random_action(Rng& rng) const {
  Move m;
  m.player = rng.below(std::max(1, now_.n()));
  m.verb = static_cast<Verb>(rng.below(static_cast<int>(Verb::found) + 1));
  const int n = std::max(1, now_.n());
  auto or_none = [&](int kinds) { return rng.below(kinds + 1) - 1; };  // -1: no player, or an unseen card
  auto cards = [&](int kinds) {
    std::vector<int> v(static_cast<std::size_t>(rng.below(4)));
    for (int& k : v) k = or_none(kinds);
    return v;
  };
  switch (m.verb) {
    case Verb::draw:
      if (rng.chance(1, 2)) m.set_cards(cards(kActionKinds));
      else m.set_believers(cards(kBelieverTypes));
      break;
    case Verb::play:
      m.card = rng.below(kActionKinds);
      m.target = or_none(n);
      if (m.card == as_int(ActionKind::witch_hunt)) m.type = rng.below(kBelieverTypes);
      if (m.card == as_int(ActionKind::faith_debate)) m.count = rng.below(7) - 1;
      if (m.card == as_int(ActionKind::secret_alliance)) m.cards = {or_none(kActionKinds)};
      if (m.card == as_int(ActionKind::divine_inspiration)) m.set_cards(cards(kActionKinds));
      break;
    case Verb::discard:
      m.set_cards(cards(kActionKinds));
      if (m.cards.empty()) m.cards = {kUnseen};
      break;
    case Verb::skill:
      m.skill = rng.below(kSkills);
      m.target = rng.below(n);
      m.type = or_none(kBelieverTypes);
      m.copy = rng.below(kSkills);
      if (m.skill == as_int(Skill::the_prophet) && m.type < 0) m.type = 0;
      if (m.skill == as_int(Skill::ascend_with_me)) m.set_cards(cards(kActionKinds));
      break;
    case Verb::defend: m.card = rng.below(kActionKinds); break;
    case Verb::commit:
      m.type = rng.below(kBelieverTypes);
      m.from = or_none(n);
      break;
    case Verb::take:
      m.from = rng.below(n);
      m.set_believers(cards(kBelieverTypes));
      break;
    case Verb::lose: m.set_believers(cards(kBelieverTypes)); break;
    case Verb::deal:
      m.target = rng.below(n);
      m.set_believers(cards(kBelieverTypes));
      break;
    case Verb::steal:
      m.from = rng.below(n);
      m.type = or_none(kBelieverTypes);
      break;
    case Verb::join: m.leader = rng.below(n); break;
    case Verb::give:
      m.type = or_none(kBelieverTypes);
      m.has_believers = true;
      break;
    default: break;
  }
  // Half the time, the player the game waits for.
  if (!question_.who.empty() && rng.chance(1, 2)) m.player = question_.who.front();
  return HofAction::of(m);
}

}  // namespace referee::hof
