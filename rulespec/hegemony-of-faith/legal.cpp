// The legal answers to the question the game waits on: candidates generated from the
// question (its kind, who may answer, how many cards), each judged by check(), so listing
// and checking cannot disagree. Where the candidates are combinatorial (the cards of a
// draw, a discard, a deal), the listing stops at its budget and says it is incomplete.
// Self-play samples those parts instead of listing them (random_legal_action).
#include <algorithm>
#include <functional>

#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/rules.hpp"

namespace referee::hof {
namespace {

struct Gen {
  const HofState& s;
  const Table& t;
  const Question& q;
  Rng* sample = nullptr;           // sampling: combinatorial parts drawn at random
  std::function<bool(Move)> emit;  // false: stop

  // Every multiset of `size` items from `options` (sorted), or a few random ones.
  void multisets(int size, const std::vector<int>& options, const std::function<bool(const std::vector<int>&)>& f) const {
    if (size < 0) return;
    if (sample) {
      for (int i = 0; i < 4; ++i) {
        std::vector<int> pick;
        for (int k = 0; k < size; ++k) pick.push_back(sample->pick(options));
        std::sort(pick.begin(), pick.end());
        if (!f(pick)) return;
      }
      if (!f(std::vector<int>(static_cast<std::size_t>(size), kUnseen))) return;
      return;
    }
    std::vector<int> cur;
    std::function<bool(std::size_t)> rec = [&](std::size_t from) {
      if (static_cast<int>(cur.size()) == size) return f(cur);
      for (std::size_t i = from; i < options.size(); ++i) {
        cur.push_back(options[i]);
        if (!rec(i)) return false;
        cur.pop_back();
      }
      return true;
    };
    rec(0);
  }

  // The cards of a move whose names are information only (HofState::action_key): listed once,
  // unseen, per size; sampled named for self-play.
  void named_or_not(int size, const std::vector<int>& options, const std::function<bool(const std::vector<int>&)>& f) const {
    if (size < 0) return;
    if (!sample) {
      f(std::vector<int>(static_cast<std::size_t>(size), kUnseen));
      return;
    }
    multisets(size, options, f);
  }
  // One option of a single card whose name is information only.
  std::vector<int> one_of(const std::vector<int>& options) const { return sample ? options : std::vector<int>{kUnseen}; }

  // Sequences (order matters): a believer draw, whose first card The Prophet may predict.
  void sequences(int size, const std::vector<int>& options, const std::function<bool(const std::vector<int>&)>& f) const {
    if (sample) {
      for (int i = 0; i < 4; ++i) {
        std::vector<int> pick;
        for (int k = 0; k < size; ++k) pick.push_back(sample->pick(options));
        if (!f(pick)) return;
      }
      // The first two named (what The Prophet's predictions need), the rest unseen; all unseen.
      for (int i = 0; i < 6; ++i) {
        std::vector<int> pick(static_cast<std::size_t>(size), kUnseen);
        for (int k = 0; k < size && k < 2; ++k) pick[static_cast<std::size_t>(k)] = options[1 + sample->below(static_cast<int>(options.size()) - 1)];
        if (!f(pick)) return;
      }
      f(std::vector<int>(static_cast<std::size_t>(size), kUnseen));
      return;
    }
    std::vector<int> cur;
    std::function<bool()> rec = [&]() {
      if (static_cast<int>(cur.size()) == size) return f(cur);
      for (int o : options) {
        cur.push_back(o);
        if (!rec()) return false;
        cur.pop_back();
      }
      return true;
    };
    rec();
  }
};

std::vector<int> kinds_plus_unseen(int kinds) {
  std::vector<int> v{kUnseen};
  for (int k = 0; k < kinds; ++k) v.push_back(k);
  return v;
}

std::vector<int> held_kinds(const Pile& pile, int kinds) {
  std::vector<int> v{kUnseen};
  for (int k = 0; k < kinds; ++k)
    if (may_hold(pile, k)) v.push_back(k);
  return v;
}

Move base(Verb v, int player) {
  Move m;
  m.verb = v;
  m.player = player;
  return m;
}

// The candidates of each kind of question.
bool generate(const Gen& g) {
  const Table& t = g.t;
  const Question& q = g.q;
  const auto& emit = g.emit;
  const std::vector<int> believer_options = kinds_plus_unseen(kBelieverTypes);
  for (int who : q.who) {
    switch (q.ask) {
      case Ask::action: {
        if (!emit(base(Verb::end_turn, who))) return false;
        const Pile& hand = t.p(who).actions;
        for (int k = 0; k < kActionKinds; ++k) {
          if (!may_hold(hand, k) || action_card(k).type == ActionType::defense) continue;
          Move m = base(Verb::play, who);
          m.card = k;
          switch (static_cast<ActionKind>(k)) {
            case ActionKind::have_a_charity:
            case ActionKind::conspiracy:
            case ActionKind::martyrdom:
              if (!emit(m)) return false;
              break;
            case ActionKind::its_a_miracle: {
              if (!emit(m)) return false;
              const int n = std::min(3, static_cast<int>(t.graveyard.size()));
              std::vector<int> kinds;
              for (int b = 0; b < kBelieverTypes; ++b)
                if (may_hold(t.graveyard, b)) kinds.push_back(b);
              bool go = true;
              g.multisets(n, kinds, [&](const std::vector<int>& pick) {
                Move x = m;
                x.believers = pick;
                x.has_believers = true;
                return go = emit(x);
              });
              if (!go) return false;
              break;
            }
            case ActionKind::divine_inspiration: {
              bool go = true;
              for (int size = 0; size < static_cast<int>(hand.size()) && go; ++size)
                g.named_or_not(size, held_kinds(hand, kActionKinds), [&](const std::vector<int>& d) {
                  Move x = m;
                  x.cards = d;
                  x.has_cards = true;
                  return go = emit(x);
                });
              if (!go) return false;
              break;
            }
            default:
              for (int target = 0; target < t.n(); ++target) {
                m.target = target;
                if (k == as_int(ActionKind::witch_hunt)) {
                  for (int b = 0; b < kBelieverTypes; ++b) {
                    m.type = b;
                    if (!emit(m)) return false;
                  }
                } else if (k == as_int(ActionKind::faith_debate)) {
                  for (int c = -1; c <= 5; ++c) {
                    m.count = c;
                    if (!emit(m)) return false;
                  }
                } else if (k == as_int(ActionKind::secret_alliance)) {
                  for (int give : g.one_of(held_kinds(hand, kActionKinds))) {
                    m.cards = {give};
                    if (!emit(m)) return false;
                  }
                } else if (!emit(m)) {
                  return false;
                }
              }
          }
        }
        {
          bool go = true;
          for (int size = 1; size <= static_cast<int>(hand.size()) && go; ++size)
            g.named_or_not(size, held_kinds(hand, kActionKinds), [&](const std::vector<int>& d) {
              Move x = base(Verb::discard, who);
              x.cards = d;
              x.has_cards = true;
              return go = emit(x);
            });
          if (!go) return false;
        }
        for (int s = 0; s < kSkills; ++s) {
          if (!may_use_skill(t, who, s, true)) continue;
          Move m = base(Verb::skill, who);
          m.skill = s;
          switch (static_cast<Skill>(s)) {
            case Skill::kaboom:
              for (int target = 0; target < t.n(); ++target)
                for (int b : g.one_of(believer_options)) {
                  m.target = target;
                  m.type = b;
                  if (!emit(m)) return false;
                }
              break;
            case Skill::praise_of_life:
            case Skill::eternal_truth:
            case Skill::world_peace:
              for (int b : g.one_of(believer_options)) {
                m.type = b;
                if (!emit(m)) return false;
              }
              break;
            case Skill::soul_cutting_sword:
              for (int target = 0; target < t.n(); ++target) {
                m.target = target;
                if (!emit(m)) return false;
              }
              break;
            case Skill::gate_of_truth:
              for (int c = 0; c < kSkills; ++c) {
                m.copy = c;
                if (!emit(m)) return false;
              }
              break;
            default:
              if (!emit(m)) return false;
          }
        }
        break;
      }
      case Ask::steal: {
        if (!emit(base(Verb::end_turn, who)) || !emit(base(Verb::found, who))) return false;
        for (int from = -1; from < t.n(); ++from)
          for (int b : g.one_of(believer_options)) {
            Move m = base(Verb::steal, who);
            m.from = from;
            m.type = b;
            if (!emit(m)) return false;
          }
        break;
      }
      case Ask::draw:
      case Ask::hand_limit: {
        const bool drawing = q.ask == Ask::draw;
        std::vector<int> sizes{q.count};
        if (drawing && q.to != q.count) sizes.push_back(q.to);
        if (drawing) sizes.push_back(std::min(q.count, static_cast<int>(t.action_deck.size())));  // a rebuild declined
        std::sort(sizes.begin(), sizes.end());
        sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
        const std::vector<int> options = drawing ? kinds_plus_unseen(kActionKinds) : held_kinds(t.p(who).actions, kActionKinds);
        bool go = true;
        for (int size : sizes)
          g.named_or_not(size, options, [&](const std::vector<int>& cards) {
            Move m = base(drawing ? Verb::draw : Verb::discard, who);
            m.cards = cards;
            m.has_cards = true;
            return go = emit(m);
          });
        if (!go) return false;
        break;
      }
      case Ask::believers: {
        if (q.optional && !emit(base(Verb::pass, who))) return false;
        bool go = true;
        // Names matter only under a prediction (who gets the card); then, in order.
        for (int size = q.count; size <= q.count + (q.predicted ? 2 : 0) && go; ++size) {
          auto each = [&](const std::vector<int>& b) {
            Move m = base(Verb::draw, who);
            m.believers = b;
            m.has_believers = true;
            return go = emit(m);
          };
          if (q.predicted || g.sample) g.sequences(size, believer_options, each);
          else each(std::vector<int>(static_cast<std::size_t>(size), kUnseen));
        }
        if (!go) return false;
        break;
      }
      case Ask::take:
      case Ask::lose:
      case Ask::deal: {
        const int most = q.most >= 0 ? q.most : q.count;
        const bool believers = q.ask != Ask::deal || q.of_believers;
        std::vector<int> options = believers ? believer_options : kinds_plus_unseen(kActionKinds);
        if (q.believer_kind >= 0) options = {q.believer_kind};
        bool go = true;
        auto gen = [&](int size, const std::function<bool(const std::vector<int>&)>& f) {
          if (q.believer_kind >= 0) g.multisets(size, options, f);  // Witch Hunt: its type only
          else g.named_or_not(size, options, f);
        };
        for (int size = q.count; size <= most && go; ++size)
          gen(size, [&](const std::vector<int>& b) {
            Move m = base(q.ask == Ask::take ? Verb::take : q.ask == Ask::lose ? Verb::lose : Verb::deal, who);
            (believers ? m.believers : m.cards) = b;
            (believers ? m.has_believers : m.has_cards) = true;
            if (q.ask == Ask::deal) m.target = q.to;
            if (q.ask == Ask::take) {
              Move with_from = m;
              with_from.from = q.from;
              if (!emit(with_from)) return go = false;
            }
            return go = emit(m);
          });
        if (!go) return false;
        break;
      }
      case Ask::ascend:
      case Ask::prophet:
      case Ask::karma:
      case Ask::rebirth:
      case Ask::confess:
      case Ask::claim: {
        if (!emit(base(Verb::pass, who))) return false;
        Move m = base(Verb::skill, who);
        m.skill = q.ask == Ask::ascend    ? as_int(Skill::ascend_with_me)
                  : q.ask == Ask::prophet ? as_int(Skill::the_prophet)
                  : q.ask == Ask::karma   ? as_int(Skill::karma_reversed)
                  : q.ask == Ask::rebirth ? as_int(Skill::holy_rebirth)
                                          : as_int(Skill::impermanence_of_life);
        if (q.ask == Ask::prophet) {
          for (int b = 0; b < kBelieverTypes; ++b) {
            m.type = b;
            if (!emit(m)) return false;
          }
        } else if (q.ask == Ask::ascend) {
          bool go = true;
          for (int size = 0; size <= q.count && go; ++size)
            g.named_or_not(size, kinds_plus_unseen(kActionKinds), [&](const std::vector<int>& c) {
              Move x = m;
              x.cards = c;
              x.has_cards = true;
              return go = emit(x);
            });
          if (!go) return false;
        } else if (!emit(m)) {
          return false;
        }
        break;
      }
      case Ask::defense:
      case Ask::counter: {
        if (!emit(base(Verb::pass, who))) return false;
        for (ActionKind k : {ActionKind::firm_faith, ActionKind::great_mercy, ActionKind::breaking_faith}) {
          Move m = base(Verb::defend, who);
          m.card = as_int(k);
          if (!emit(m)) return false;
        }
        break;
      }
      case Ask::commit:
      case Ask::go_on: {
        if (!emit(base(Verb::pass, who))) return false;
        for (int from = -1; from < t.n(); ++from)
          for (int b = 0; b < kBelieverTypes; ++b)
            for (bool zombie : {false, true}) {
              if (zombie && from >= 0) continue;
              Move m = base(Verb::commit, who);
              m.type = b;
              m.from = from;
              m.zombie = zombie;
              if (!emit(m)) return false;
            }
        break;
      }
      case Ask::offer:
      case Ask::consent:
      case Ask::reversal:
      case Ask::upkeep:
        for (Verb v : {Verb::accept, Verb::refuse, Verb::pass})
          if (!emit(base(v, who))) return false;
        break;
      case Ask::join:
        if (!emit(base(Verb::wander, who))) return false;
        for (int l = 0; l < t.n(); ++l) {
          Move m = base(Verb::join, who);
          m.leader = l;
          if (!emit(m)) return false;
        }
        break;
      case Ask::gift:
        for (int b : g.one_of(believer_options)) {
          Move m = base(Verb::give, who);
          m.type = b;
          m.has_believers = true;
          if (!emit(m)) return false;
        }
        break;
      case Ask::give:
        for (int k : g.one_of(kinds_plus_unseen(kActionKinds))) {
          Move m = base(Verb::give, who);
          m.cards = {k};
          m.has_cards = true;
          if (!emit(m)) return false;
        }
        break;
      case Ask::found:
        for (Verb v : {Verb::found, Verb::pass})
          if (!emit(base(v, who))) return false;
        break;
      case Ask::new_skill:
        for (int s : g.one_of(kinds_plus_unseen(kSkills))) {
          Move m = base(Verb::draw, who);
          m.skill = s;
          m.has_skill = true;
          if (!emit(m)) return false;
        }
        break;
    }
  }
  return true;
}

}  // namespace

void HofState::offer_candidates(Candidates& out) const {
  if (broken_) return;
  Gen g{*this, now_, question_, nullptr, {}};
  g.emit = [&](Move m) {
    HofAction a;
    a.player = m.player;
    a.move = std::move(m);
    return out.offer(a);
  };
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
  auto first_legal = [&](std::vector<Move> group) -> std::unique_ptr<HofAction> {
    rng.shuffle(group);
    for (Move& m : group) {
      auto a = HofAction::of(m);
      if (check(*a)) return a;
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
  auto cards = [&](int kinds) {
    std::vector<int> v;
    const int size = rng.below(4);
    for (int i = 0; i < size; ++i) v.push_back(rng.below(kinds + 1) - 1);
    return v;
  };
  switch (m.verb) {
    case Verb::draw:
      if (rng.chance(1, 2)) {
        m.cards = cards(kActionKinds);
        m.has_cards = true;
      } else {
        m.believers = cards(kBelieverTypes);
        m.has_believers = true;
      }
      break;
    case Verb::play:
      m.card = rng.below(kActionKinds);
      m.target = rng.below(n + 1) - 1;
      if (m.card == as_int(ActionKind::witch_hunt)) m.type = rng.below(kBelieverTypes);
      if (m.card == as_int(ActionKind::faith_debate)) m.count = rng.below(7) - 1;
      if (m.card == as_int(ActionKind::secret_alliance)) m.cards = {rng.below(kActionKinds + 1) - 1};
      if (m.card == as_int(ActionKind::divine_inspiration)) {
        m.cards = cards(kActionKinds);
        m.has_cards = true;
      }
      break;
    case Verb::discard:
      m.cards = cards(kActionKinds);
      if (m.cards.empty()) m.cards = {kUnseen};
      m.has_cards = true;
      break;
    case Verb::skill:
      m.skill = rng.below(kSkills);
      m.target = rng.below(n);
      m.type = rng.below(kBelieverTypes + 1) - 1;
      m.copy = rng.below(kSkills);
      if (m.skill == as_int(Skill::the_prophet) && m.type < 0) m.type = 0;
      if (m.skill == as_int(Skill::ascend_with_me)) {
        m.cards = cards(kActionKinds);
        m.has_cards = true;
      }
      break;
    case Verb::defend: m.card = rng.below(kActionKinds); break;
    case Verb::commit:
      m.type = rng.below(kBelieverTypes);
      m.from = rng.below(n + 1) - 1;
      break;
    case Verb::take:
      m.from = rng.below(n);
      m.believers = cards(kBelieverTypes);
      m.has_believers = true;
      break;
    case Verb::lose:
      m.believers = cards(kBelieverTypes);
      m.has_believers = true;
      break;
    case Verb::deal:
      m.target = rng.below(n);
      m.believers = cards(kBelieverTypes);
      m.has_believers = true;
      break;
    case Verb::steal:
      m.from = rng.below(n);
      m.type = rng.below(kBelieverTypes + 1) - 1;
      break;
    case Verb::join: m.leader = rng.below(n); break;
    case Verb::give:
      m.type = rng.below(kBelieverTypes + 1) - 1;
      m.has_believers = true;
      break;
    default: break;
  }
  // Half the time, the player the game waits for.
  if (!question_.who.empty() && rng.chance(1, 2)) m.player = question_.who.front();
  return HofAction::of(m);
}

}  // namespace referee::hof
