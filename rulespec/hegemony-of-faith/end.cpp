// 5. End of the Game: Impermanence of Life's claim, the final scoring by sect and inside
// the sect (5-1), and the showdowns that leave exactly one winner (5-2).
#include <algorithm>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

struct Group {
  std::vector<int> members;
  int total = 0;
  int followers = 0;
};

std::string counts_text(const Table& t, const std::vector<int>& players) {
  std::string s;
  for (int p : players) s += (s.empty() ? "" : ", ") + t.name(p) + " " + std::to_string(t.p(p).believer_count());
  return s;
}

// The players of a group holding its most believers.
std::vector<int> top_of(const Table& t, const std::vector<int>& members) {
  int best = -1;
  for (int m : members) best = std::max(best, t.p(m).believer_count());
  std::vector<int> out;
  for (int m : members)
    if (t.p(m).believer_count() == best) out.push_back(m);
  return out;
}

bool claims(Run& r) {
  Table& t = r.t;
  const Mask imp = bit(as_int(Skill::impermanence_of_life));
  const std::vector<int> holders = t.clockwise(t.active, [&](int q) {
    const Player& pl = t.p(q);
    return !pl.skill.none && (pl.skill.may & imp) && pl.impermanence_whole && pl.role == Role::leader;
  });
  // More than five believers, or five under hof.impermanence.violation = five-is-enough.
  const int needed = !holders.empty() && t.r().get(ruling::impermanence) == Impermanence::five_is_enough ? 5 : 6;
  std::vector<int> open;
  for (int q : holders) {
    const Player& pl = t.p(q);
    if (pl.believer_count() < needed) continue;
    if (pl.skill.may == imp) {  // the record has named it: it wins without being claimed
      win(t, q, "impermanence", sec::skill_impermanence_of_life,
          t.name(q) + " held Impermanence of Life unbroken and " + std::to_string(pl.believer_count()) + " believers");
      return true;
    }
    open.push_back(q);
  }
  return ask_each(r, open, {.ask = Ask::claim, .node = "end.claims", .optional = true, .section = &sec::end_of_game}, Verb::skill,
                  [&](const Move& m) {
                    Player& pl = t.p(m.player);
                    pl.skill.may = imp;
                    pl.skill.revealed = true;
                    win(t, m.player, "impermanence", sec::skill_impermanence_of_life,
                        t.name(m.player) + " shows Impermanence of Life, held unbroken, with " +
                            std::to_string(pl.believer_count()) + " believers");
                    return true;
                  });
}

void showdown(Run& r, std::vector<int> candidates);

// 5-2, two players: a Faith War without bonus cards, their own believers, repeated while level.
void showdown_two(Run& r, int a, int b, int starter) {
  Table& t = r.t;
  for (int guard = 0; guard < 2 * kBelieversPerType * kBelieverTypes; ++guard) {
    if (t.p(a).believer_count() > 0 && t.p(b).believer_count() > 0) faith_war(r, a, b, true);
    if (t.over()) return;
    const int ca = t.p(a).believer_count(), cb = t.p(b).believer_count();
    if (ca != cb) {
      win(t, ca > cb ? a : b, "showdown", sec::draw_two, "showdown between " + t.name(a) + " and " + t.name(b) + ": " + counts_text(t, {a, b}));
      return;
    }
    // hof.end.showdown-two: level again.
    const ShowdownTwo rule = t.r().get(ruling::showdown_two);
    if (rule == ShowdownTwo::shared_win) {
      win(t, -1, "showdown", sec::draw_two, t.name(a) + " and " + t.name(b) + " share the win, level after the showdown (hof.end.showdown-two)");
      t.result.status = GameStatus::drawn;
      return;
    }
    if (ca == 0) {
      win(t, starter, "showdown", sec::draw_two, "both ran out together; " + t.name(starter) + " would start a showdown (hof.end.showdown-two)");
      return;
    }
  }
}

// Who starts a showdown of several, and in which direction (hof.end.showdown-multi).
std::vector<int> showdown_order(const Table& t, const std::vector<int>& candidates) {
  auto in = [&](int p) { return contains(candidates, p); };
  const ShowdownMulti rule = t.r().get(ruling::showdown_multi);
  const int last = t.last_turn_player >= 0 ? t.last_turn_player : t.active;
  int start = -1;
  switch (rule) {
    case ShowdownMulti::most_recent_tied:
    case ShowdownMulti::counterclockwise: start = t.clockwise(t.next(last), in).back(); break;  // the nearest at or before `last`
    case ShowdownMulti::next_tied_after_final: start = t.clockwise(last, in).front(); break;
    case ShowdownMulti::last_in_seat_order: start = t.clockwise(t.first, in).back(); break;
  }
  std::vector<int> order = t.clockwise(start, in);
  if (rule == ShowdownMulti::counterclockwise) std::reverse(order.begin() + 1, order.end());
  return order;
}

void showdown_multi(Run& r, const std::vector<int>& candidates) {
  Table& t = r.t;
  const std::vector<int> order = showdown_order(t, candidates);
  for (int round = 0; round < kBelieversPerType * kBelieverTypes; ++round) {
    if (std::ranges::any_of(order, [&](int c) { return t.p(c).believers.empty(); })) break;
    // Martyrdom by each candidate in turn, against all the others.
    const int performer = order[static_cast<std::size_t>(round) % order.size()];
    std::vector<int> others = order;
    std::erase(others, performer);
    showdown_martyrdom(r, performer, others);
    if (t.over()) return;
    if (std::ranges::any_of(order, [&](int c) { return t.p(c).believer_count() == 0; })) break;
  }
  for (int c : order) {
    Player& pl = t.p(c);
    pl.believers.insert(pl.believers.end(), pl.fought.begin(), pl.fought.end());
    pl.fought.clear();
  }
  std::vector<int> top = top_of(t, order);
  if (top.size() == 1) {
    win(t, top[0], "showdown", sec::draw_multi, "showdown of " + std::to_string(order.size()) + ": " + counts_text(t, order));
    return;
  }
  if (top.size() == order.size() && t.p(top[0]).believer_count() == 0) {
    win(t, order.front(), "showdown", sec::draw_multi, "every candidate ran out together; " + t.name(order.front()) + " performed first");
    return;
  }
  showdown(r, top);  // those still level play again
}

void showdown(Run& r, std::vector<int> candidates) {
  if (candidates.size() == 2) showdown_two(r, candidates[0], candidates[1], showdown_order(r.t, candidates).front());
  else showdown_multi(r, candidates);
}

void score(Run& r) {
  Table& t = r.t;
  // 5-1: sects by their believers, a Follower counting with their Leader's sect.
  std::vector<Group> groups;
  for (int l : leaders(t)) {
    Group g{.members = sect_of(t, l)};
    for (int m : g.members) g.total += t.p(m).believer_count();
    g.followers = static_cast<int>(g.members.size()) - 1;
    groups.push_back(g);
  }
  // Wanderers are counted unless hof.wanderer.endgame-status leaves them out, and always when
  // nobody else is left (hof.end.all-wanderers).
  const bool no_sect = groups.empty();
  for (int q = 0; q < t.n(); ++q)
    if (t.p(q).role == Role::wanderer && (no_sect || t.r().get(ruling::wanderer_endgame) != WandererEndgame::cannot_win_ignored))
      groups.push_back(Group{{q}, t.p(q).believer_count(), 0});
  int best = -1;
  for (const Group& g : groups) best = std::max(best, g.total);
  std::vector<Group> tied;
  for (const Group& g : groups)
    if (g.total == best) tied.push_back(g);
  std::vector<int> candidates;
  if (tied.size() == 1) {
    candidates = top_of(t, tied[0].members);
  } else {
    // hof.end.sect-tiebreak
    switch (t.r().get(ruling::sect_tiebreak)) {
      case SectTiebreak::plus_one_per_follower: {
        int most = -1;
        for (const Group& g : tied) most = std::max(most, g.total + g.followers);
        for (const Group& g : tied)
          if (g.total + g.followers == most)
            for (int p : top_of(t, g.members)) candidates.push_back(p);
        break;
      }
      case SectTiebreak::multi_beats_single: {
        std::vector<const Group*> multi;
        for (const Group& g : tied)
          if (g.members.size() > 1) multi.push_back(&g);
        if (multi.size() == 1) candidates = top_of(t, multi[0]->members);
        else if (multi.size() > 1)
          for (const Group* g : multi) candidates.insert(candidates.end(), g->members.begin(), g->members.end());
        else
          for (const Group& g : tied) candidates.push_back(g.members.front());
        break;
      }
      case SectTiebreak::no_tiebreak:
        for (const Group& g : tied)
          for (int p : top_of(t, g.members)) candidates.push_back(p);
        break;
    }
  }
  std::sort(candidates.begin(), candidates.end());
  if (candidates.size() == 1) {
    win(t, candidates[0], "settlement", sec::final_scoring, "largest sect " + std::to_string(best) + " believers: " + counts_text(t, candidates));
    return;
  }
  showdown(r, candidates);
}

}  // namespace

void win(Table& t, int player, const char* how, const Section& cite, std::string detail) {
  t.result.status = GameStatus::won;
  t.result.winner = player;
  t.result.ended_by = how;
  t.result.citation = &cite;
  t.result.detail = std::move(detail);
  t.stage = Stage::over;
}

void end_game(Run& r) {
  if (claims(r)) return;
  score(r);
}

}  // namespace referee::hof
