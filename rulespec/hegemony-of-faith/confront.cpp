// 7-3.2 Believer confrontation and 7-2.2's attack methods: two believers compared by their
// IDs, each beating the two below it; physical confrontations kill the loser and both on a
// draw, mental ones hand the loser to the winner. One-against-many (Conspiracy,
// Martyrdom) and the mass confrontations (Faith War, Faith Debate), with the sides' commits
// (hof.sect.united-pool, hof.sect.designation, hof.confrontation.selection), Karma
// Reversed's window before each showing, Faith War's bonus and Zombie Army's stand-ins.
#include <algorithm>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

struct Side {
  int commander = -1;
  std::vector<int> suppliers{};
  int locked = -1;        // the Follower named to fight on (hof.sect.designation)
  bool zombies = false;   // the Zombie Army holder started this Faith War on this side
  int holder = -1;
};

int fresh(const Table& t, const Side& s) {
  int n = 0;
  for (int m : s.suppliers) n += static_cast<int>(t.p(m).believers.size());
  return n;
}

Clash reverse(Clash c) { return c == Clash::win ? Clash::lose : c == Clash::lose ? Clash::win : Clash::draw; }

// "Ann's Elder": a believer shown in a confrontation, for people.
std::string named(const Table& t, const Committed& c) {
  return t.name(c.supplier) + "'s " + std::string(believer_name(c.type)) + (c.zombie ? " (a Zombie Army stand-in)" : "");
}

// "Bob loses 1 believer": a physical confrontation's loser (a stand-in only leaves the game).
std::string loses(const Table& t, const Committed& c) {
  return c.zombie ? "the stand-in leaves the game" : t.name(c.supplier) + " loses 1 believer";
}

// A showing as the table tells it, when a judge asks what the last event made happen
// (Run::telling): "Ann's Elder beats Bob's Fool: Bob loses 1 believer". `then(w, l)` says
// what the clash cost (w and l null on a tie); nothing is built while nobody asks.
template <class Then>
void tell_clash(Run& r, const Committed& a, const Committed& b, Clash res, bool flip, Then then) {
  if (!r.telling()) return;
  const Table& t = r.t;
  const Committed* w = res == Clash::win ? &a : res == Clash::lose ? &b : nullptr;
  const Committed* l = w == &a ? &b : w ? &a : nullptr;
  const std::string cost = then(w, l);
  r.told->push_back(std::string(flip ? "Karma Reversed: " : "") +
                    (w ? named(t, *w) + " beats " + named(t, *l) : named(t, a) + " and " + named(t, b) + " tie") +
                    (cost.empty() ? "" : ": " + cost));
}

// What became of a side's own believer once its clashes are told ("Ann's Fool dies"), for a
// judge only (Run::telling).
void tell_fate(Run& r, const Committed& c, const std::string& fate) {
  if (r.telling()) r.told->push_back(named(r.t, c) + " " + fate);
}

// Who supplies a commit the record does not say: the commander, the Follower named, or the
// only member who can.
int default_supplier(const Table& t, const Side& s) {
  if (s.locked >= 0 && !t.p(s.locked).believers.empty()) return s.locked;
  if (contains(s.suppliers, s.commander) && !t.p(s.commander).believers.empty()) return s.commander;
  int found = -1;
  for (int m : s.suppliers)
    if (!t.p(m).believers.empty()) {
      if (found >= 0) return -1;
      found = m;
    }
  return found;
}

// One commit: the commander names a believer of a supplier (or, with Zombie Army, one of
// the graveyard). Shown believers are named: a confrontation shows them.
Committed take_commit(Run& r, Side& s, const Move& m, bool zombie_only) {
  Table& t = r.t;
  if (m.type < 0) r.refuse("a believer in a confrontation is shown: name its type", sec::qa_showing_cards);
  Committed c{.commander = s.commander, .type = m.type, .card = bit(m.type)};
  if (m.zombie) {
    if (!s.zombies) r.refuse("graveyard believers fight only for the Zombie Army holder, in a Faith War they started", sec::skill_zombie_army);
    // hof.zombie-army.usage: any graveyard believer, or the top one only; a face-down pile
    // (hof.graveyard.order = face-down-blind) gives only its top card, unseen till shown.
    const bool top_only = t.r().get(ruling::zombie_army) == ZombieArmy::top_card_only ||
                          t.r().get(ruling::graveyard_order) == GraveyardOrder::face_down_blind;
    if (top_only && (t.graveyard.empty() || !(t.graveyard.back() & c.card)))
      r.refuse("Zombie Army fields the graveyard's top believer only (hof.zombie-army.usage)", sec::skill_zombie_army);
    if (!top_only && !may_hold(t.graveyard, m.type))
      r.refuse("no " + std::string(believer_name(m.type)) + " can be in the graveyard", sec::skill_zombie_army);
    if (top_only) {
      c.card.id = t.graveyard.back().id;  // that very card, now shown
      t.graveyard.pop_back();
    } else {
      take_named_from(r, t.believer_links, t.graveyard, m.type, &c.card);
    }
    use_skill(r, s.holder, as_int(Skill::zombie_army), sec::skill_zombie_army);
    c.zombie = true;
    c.supplier = s.holder;
    t.limbo_believers.push_back(c.card);
    return c;
  }
  if (zombie_only) r.refuse("this side's own believers have all fought: only a Zombie Army stand-in may fight on", sec::skill_zombie_army);
  int supplier = m.from >= 0 ? m.from : default_supplier(t, s);
  if (supplier < 0) r.refuse(t.name(s.commander) + " names which member supplies the believer (\"from\")", sec::united_sects);
  if (!contains(s.suppliers, supplier))
    r.refuse(t.name(supplier) + " does not fight on " + t.name(s.commander) + "'s side here", sec::united_sects);
  if (s.locked >= 0 && supplier != s.locked && !t.p(s.locked).believers.empty() &&
      t.r().get(ruling::designation) == Designation::locked_until_exhausted)
    r.refuse(t.name(s.locked) + " was named to fight until their believers are used up (hof.sect.designation)", sec::united_sects);
  if (t.p(supplier).believers.empty())
    r.refuse(t.name(supplier) + " has no believer left that may fight here", sec::believer_confrontation);
  c.card = take_believer(r, supplier, m.type, sec::believer_confrontation);
  t.limbo_believers.push_back(c.card);  // face down until the showing
  if (supplier != s.commander && t.p(supplier).role == Role::follower) s.locked = supplier;
  c.supplier = supplier;
  return c;
}

// Every side commits one believer (hof.confrontation.selection: together, or the attacker
// first). `stop_ok`: the attacker may stop instead (Faith Debate under stop-any-time).
std::vector<Committed> commit_all(Run& r, std::vector<Side>& sides, const char* node, const Section& cite,
                                  bool attacker_zombie_only, bool stop_ok, bool* stopped) {
  Table& t = r.t;
  std::vector<Committed> out(sides.size());
  std::vector<bool> done(sides.size(), false);
  const bool attacker_first = t.r().get(ruling::confrontation_commit) == ConfrontationCommit::attacker_first;
  for (std::size_t k = 0; k < sides.size(); ++k) {
    Question q{.ask = Ask::commit, .node = node, .section = &cite};
    for (std::size_t i = 0; i < sides.size(); ++i)
      if (!done[i] && (!attacker_first || i == 0 || done[0]) && !contains(q.who, sides[i].commander)) q.who.push_back(sides[i].commander);
    const Move& m = r.ask(q);
    if (m.verb == Verb::pass) {
      if (!(stop_ok && !done[0] && m.player == sides[0].commander))
        r.refuse("a side in a confrontation must commit a believer", sec::believer_confrontation);
      // The attacker stops: what the others committed goes back unfought.
      for (std::size_t i = 0; i < sides.size(); ++i)
        if (done[i]) {
          out_of_limbo(t.limbo_believers, out[i].card);
          t.p(out[i].supplier).believers.push_back(out[i].card);
        }
      *stopped = true;
      return out;
    }
    std::size_t i = 0;
    while (i < sides.size() && (done[i] || sides[i].commander != m.player)) ++i;
    if (i == sides.size()) r.refuse(t.name(m.player) + " has committed already", sec::believer_confrontation);
    out[i] = take_commit(r, sides[i], m, i == 0 && attacker_zombie_only);
    done[i] = true;
  }
  return out;
}

// A committed believer taken by `player` (a mental confrontation's loser).
void taken_by(Table& t, int player, const Committed& c, bool fought) {
  out_of_limbo(t.limbo_believers, c.card);
  (fought ? t.p(player).fought : t.p(player).believers).push_back(c.card);
}

// A committed believer out of the confrontation: false for a stand-in, which leaves the
// game after its pairing.
bool released(Table& t, const Committed& c) {
  out_of_limbo(t.limbo_believers, c.card);
  if (c.zombie) t.removed.push_back(c.card);
  return !c.zombie;
}

void back_to(Table& t, const Committed& c, bool fought) {
  if (released(t, c)) (fought ? t.p(c.supplier).fought : t.p(c.supplier).believers).push_back(c.card);
}

void dies(Table& t, const Committed& c, std::vector<int>& deaths) {
  if (!released(t, c)) return;
  to_graveyard(t, c.card);
  ++deaths[static_cast<std::size_t>(c.supplier)];
}

void end_of_mass_confrontation(Table& t) {
  for (Player& p : t.players) {
    p.believers.insert(p.believers.end(), p.fought.begin(), p.fought.end());
    p.fought.clear();
  }
}

Side attacking_side(const Table& t, int attacker) {
  return Side{.commander = commander_of(t, attacker, true), .suppliers = suppliers_of(t, attacker, true)};
}

Side defending_side(const Table& t, int target_leader, const std::vector<int>& shielded) {
  Side s{.commander = target_leader};
  for (int m : sect_of(t, target_leader))
    if (!contains(shielded, m)) s.suppliers.push_back(m);
  return s;
}

}  // namespace

Clash compare(const Table& t, int a, int b) {
  const int ia = t.ids[static_cast<std::size_t>(a)], ib = t.ids[static_cast<std::size_t>(b)];
  if (ia == ib) return Clash::draw;
  const int diff = ia - ib;
  switch (t.r().get(ruling::believer_cycle)) {
    case BelieverCycle::wraps: {
      const int d = ((diff % kBelieverTypes) + kBelieverTypes) % kBelieverTypes;
      return d == 1 || d == 2 ? Clash::win : Clash::lose;
    }
    case BelieverCycle::no_wrap_draw:
      if (diff == 1 || diff == 2) return Clash::win;
      if (diff == -1 || diff == -2) return Clash::lose;
      return Clash::draw;
    case BelieverCycle::no_wrap_higher_wins: return diff > 0 ? Clash::win : Clash::lose;
  }
  return Clash::draw;
}

bool adjacent_win(const Table& t, int winner, int loser) {
  const int iw = t.ids[static_cast<std::size_t>(winner)], il = t.ids[static_cast<std::size_t>(loser)];
  // 7-3.2: the bonus is for the ID just below; Karma Reversed hands it to the new winner of
  // such a pair, so it is the pair that counts (the Karma Reversed example).
  if (t.r().get(ruling::believer_cycle) == BelieverCycle::wraps) {
    const int d = ((iw - il) % kBelieverTypes + kBelieverTypes) % kBelieverTypes;
    return d == 1 || d == kBelieverTypes - 1;
  }
  return iw - il == 1 || il - iw == 1;
}

int commander_of(const Table& t, int card_player, bool attacking) {
  if (!attacking) return leader_of(t, card_player);
  switch (t.r().get(ruling::sect_sides)) {
    case SectSides::united_leader_commands: return leader_of(t, card_player);
    case SectSides::attacker_alone:
    case SectSides::card_player_commands: return card_player;
  }
  return card_player;
}

std::vector<int> suppliers_of(const Table& t, int card_player, bool attacking) {
  if (attacking && t.r().get(ruling::sect_sides) == SectSides::attacker_alone) return {card_player};
  return sect_of(t, card_player);
}

void one_against_many(Run& r, int attacker, int card) {
  Table& t = r.t;
  const bool physical = card == as_int(ActionKind::martyrdom);
  const ActionType kind = physical ? ActionType::physical : ActionType::mental;
  const Section& cite = physical ? sec::card_martyrdom : sec::card_conspiracy;
  std::vector<int> sects = other_sects(t, attacker);
  std::erase_if(sects, [&](int l) { return sect_believers(t, l) == 0; });
  const Defended d = defense_window(r, attacker, sects, kind);
  std::vector<Side> sides{attacking_side(t, attacker)};
  for (int l : d.facing) {
    Side s = defending_side(t, l, d.shielded);
    if (fresh(t, s) > 0) sides.push_back(s);
  }
  if (fresh(t, sides[0]) == 0) return;  // nothing to send (the card is spent)
  // hof.one-vs-many.no-opponent: no sect left to face the believer.
  if (sides.size() == 1 && !(physical && t.r().get(ruling::one_vs_many_empty) == OneVsManyEmpty::benchmark_dies)) return;
  bool stopped = false;
  std::vector<Committed> c = commit_all(r, sides, "confront.commit", cite, false, false, &stopped);
  std::vector<int> fighting;
  for (const Side& s : sides) fighting.push_back(s.commander);
  const bool flip = sides.size() > 1 && karma_window(r, fighting, "confront.karma");
  std::vector<int> deaths(static_cast<std::size_t>(t.n()), 0);
  const Committed& bench = c[0];
  int beaten_by = -1;  // the first side whose believer beat the attacker's
  // The graveyard takes the acting side's believer first, then the others clockwise
  // (hof.graveyard.order); the sides are already in that order.
  std::vector<const Committed*> dead;
  for (std::size_t i = 1; i < c.size(); ++i) {
    Clash res = compare(t, c[i].type, bench.type);
    if (flip) res = reverse(res);
    tell_clash(r, c[i], bench, res, flip, [&](const Committed* w, const Committed* l) -> std::string {
      if (physical) return w == &c[i] ? "" : loses(t, c[i]);
      return l == &c[i] ? t.name(recipient(t, bench.supplier)) + " takes the " + std::string(believer_name(c[i].type)) : "";
    });
    if (res == Clash::win && beaten_by < 0) beaten_by = static_cast<int>(i);
    if (physical) {
      if (res == Clash::win) back_to(t, c[i], false);
      else dead.push_back(&c[i]);
    } else if (res == Clash::lose) {
      taken_by(t, recipient(t, bench.supplier), c[i], false);  // Conspiracy takes what loses
    } else {
      back_to(t, c[i], false);
    }
  }
  const std::string home = r.telling() ? "goes back to " + t.name(bench.supplier) : std::string();
  if (physical) {
    dies(t, bench, deaths);  // Martyrdom: its believer dies after the confrontation
    tell_fate(r, bench, "dies after the confrontation");
  } else if (beaten_by > 0) {
    // hof.conspiracy.benchmark-fate
    switch (t.r().get(ruling::conspiracy_benchmark)) {
      case ConspiracyBenchmark::returns: back_to(t, bench, false), tell_fate(r, bench, home); break;
      case ConspiracyBenchmark::taken_by_first_winner: {
        const int taker = recipient(t, c[static_cast<std::size_t>(beaten_by)].supplier);
        taken_by(t, taker, bench, false);
        tell_fate(r, bench, "is taken by " + t.name(taker));
        break;
      }
      case ConspiracyBenchmark::dies_if_beaten: dies(t, bench, deaths), tell_fate(r, bench, "dies"); break;
    }
  } else {
    back_to(t, bench, false);
    tell_fate(r, bench, home);
  }
  for (const Committed* card : dead) dies(t, *card, deaths);
  rebirth_window(r, deaths);
}

void faith_war(Run& r, int attacker, int target_leader, bool showdown) {
  Table& t = r.t;
  std::vector<Side> sides;
  if (showdown) {
    // 5-2: two players, each with their own believers.
    sides = {Side{.commander = attacker, .suppliers = {attacker}}, Side{.commander = target_leader, .suppliers = {target_leader}}};
  } else {
    const Defended d = defense_window(r, attacker, {target_leader}, ActionType::physical);
    if (d.facing.empty()) return;
    sides = {attacking_side(t, attacker), defending_side(t, target_leader, d.shielded)};
    sides[0].zombies = may_use_skill(t, attacker, as_int(Skill::zombie_army), true);
    sides[0].holder = attacker;
  }
  // hof.faith-war.participation: who may still fight.
  const FaithWarParticipation part = showdown ? FaithWarParticipation::snapshot_once : t.r().get(ruling::faith_war_participation);
  const bool keep_fought = part != FaithWarParticipation::winners_fight_again;
  const bool skills = !showdown || t.r().get(ruling::showdown_two) == ShowdownTwo::skills_allowed;
  const bool counts = sides[0].zombies && t.r().get(ruling::zombie_army) == ZombieArmy::counts_as_participants;
  std::vector<int> fighting{sides[0].commander, sides[1].commander};
  bool whole_flip = false;
  std::vector<int> all_deaths(static_cast<std::size_t>(t.n()), 0);
  for (int guard = 0; guard < 4 * 60; ++guard) {
    const bool attacker_out = fresh(t, sides[0]) == 0;
    if (fresh(t, sides[1]) == 0) break;
    if (attacker_out && !(counts && !t.graveyard.empty())) break;
    // With its own believers spent, the side fights on only with stand-ins its player fields
    // (hof.zombie-army.usage = counts-as-participants); passing ends the war.
    bool stopped = false;
    std::vector<Committed> c = commit_all(r, sides, showdown ? "showdown.commit" : "confront.commit", showdown ? sec::draw_two : sec::qa_faith_war,
                                          attacker_out, attacker_out, &stopped);
    if (stopped) break;
    bool flip = skills && karma_window(r, fighting, showdown ? "showdown.karma" : "confront.karma");
    if (!showdown && flip && t.r().get(ruling::karma) == KarmaScope::whole_action) whole_flip = !whole_flip;
    if (whole_flip && !flip) flip = true;
    Clash res = compare(t, c[0].type, c[1].type);
    if (flip) res = reverse(res);
    tell_clash(r, c[0], c[1], res, flip, [&](const Committed*, const Committed* l) { return l ? loses(t, *l) : "both die"; });
    std::vector<int> deaths(static_cast<std::size_t>(t.n()), 0);
    const Committed* winner = res == Clash::win ? &c[0] : res == Clash::lose ? &c[1] : nullptr;
    // Physical: the loser dies, both on a draw; the winner goes back, having fought.
    if (!winner) {
      dies(t, c[0], deaths);
      dies(t, c[1], deaths);
    } else {
      const Committed& loser = winner == &c[0] ? c[1] : c[0];
      dies(t, loser, deaths);
      back_to(t, *winner, keep_fought);
      if (!showdown && adjacent_win(t, winner->type, loser.type) && t.believer_deck > 0) {
        // 7-3: the Faith War bonus, drawn at once; it may not fight in the war that earned it.
        const int to = recipient(t, winner->supplier);
        const Move& m = r.ask({.ask = Ask::believers, .node = "confront.bonus", .who = {to}, .count = 1,
                               .optional = t.r().get(ruling::faith_war_bonus) == FaithWarBonus::optional, .chance = true,
                               .section = &sec::believer_cards});
        if (m.verb != Verb::pass) {
          if (m.believers.size() != 1) r.refuse("the bonus is one believer card", sec::believer_cards);
          draw_believers(r, to, m.believers, sec::believer_cards);
          if (part == FaithWarParticipation::snapshot_once) {
            Player& pl = t.p(to);
            pl.fought.push_back(pl.believers.back());
            pl.believers.pop_back();
          }
        }
      }
    }
    if (!showdown) rebirth_window(r, deaths, Deaths::step);
    for (std::size_t i = 0; i < deaths.size(); ++i) all_deaths[i] += deaths[i];
    bool empty_leader = false;
    for (int l : leaders(t)) empty_leader = empty_leader || (t.p(l).believer_count() == 0 && !followers_of(t, l).empty());
    if (!showdown && empty_leader && t.r().get(ruling::reversal_timing) == ReversalTiming::immediate) {
      settle_sects(r);
      if (t.over()) return;
      // The sides under their new command; a side left without a sect ends the war.
      const int a = commander_of(t, attacker, true), d = leader_of(t, target_leader);
      if (a < 0 || d < 0 || same_sect(t, a, d)) break;
      sides[0].commander = a;
      sides[0].suppliers = suppliers_of(t, attacker, true);
      sides[1].commander = d;
      sides[1].suppliers = sect_of(t, d);
    }
    if (t.over()) return;
  }
  end_of_mass_confrontation(t);
  if (!showdown) rebirth_window(r, all_deaths, Deaths::card);
}

void showdown_martyrdom(Run& r, int performer, const std::vector<int>& others) {
  Table& t = r.t;
  std::vector<Side> sides{Side{.commander = performer, .suppliers = {performer}}};
  for (int o : others) sides.push_back(Side{.commander = o, .suppliers = {o}});
  bool stopped = false;
  std::vector<Committed> c = commit_all(r, sides, "showdown.commit", sec::draw_multi, false, false, &stopped);
  std::vector<int> deaths(static_cast<std::size_t>(t.n()), 0);
  for (std::size_t i = 1; i < c.size(); ++i) {
    const Clash res = compare(t, c[i].type, c[0].type);
    tell_clash(r, c[i], c[0], res, false, [&](const Committed* w, const Committed*) { return w == &c[i] ? "" : loses(t, c[i]); });
    if (res == Clash::win) back_to(t, c[i], true);
    else dies(t, c[i], deaths);
  }
  dies(t, c[0], deaths);  // the performer's believer dies after the confrontation
  tell_fate(r, c[0], "dies after the confrontation");
}

void faith_debate(Run& r, int attacker, int target_leader, int count) {
  Table& t = r.t;
  const Defended d = defense_window(r, attacker, {target_leader}, ActionType::mental);
  if (d.facing.empty()) return;
  std::vector<Side> sides{attacking_side(t, attacker), defending_side(t, target_leader, d.shielded)};
  const FaithDebate rule = t.r().get(ruling::faith_debate);
  const bool reuse = rule == FaithDebate::reuse_allowed;
  const int limit = rule == FaithDebate::stop_any_time ? 5 : count;
  std::vector<int> fighting{sides[0].commander, sides[1].commander};
  bool whole_flip = false;
  for (int done = 0; done < limit; ++done) {
    if (fresh(t, sides[0]) == 0 || fresh(t, sides[1]) == 0) break;
    bool stopped = false;
    std::vector<Committed> c =
        commit_all(r, sides, "confront.commit", sec::card_faith_debate, false, rule == FaithDebate::stop_any_time && done > 0, &stopped);
    if (stopped) break;
    bool flip = karma_window(r, fighting, "confront.karma");
    if (flip && t.r().get(ruling::karma) == KarmaScope::whole_action) whole_flip = !whole_flip;
    if (whole_flip && !flip) flip = true;
    Clash res = compare(t, c[0].type, c[1].type);
    if (flip) res = reverse(res);
    tell_clash(r, c[0], c[1], res, flip, [&](const Committed* w, const Committed* l) {
      return w ? t.name(recipient(t, w->supplier)) + " takes the " + std::string(believer_name(l->type)) : std::string("each goes back");
    });
    if (res == Clash::draw) {
      back_to(t, c[0], !reuse);
      back_to(t, c[1], !reuse);
      continue;
    }
    // Mental: the winner's side takes the loser; a captured believer fights no more.
    const Committed& w = res == Clash::win ? c[0] : c[1];
    const Committed& l = res == Clash::win ? c[1] : c[0];
    back_to(t, w, !reuse);
    taken_by(t, recipient(t, w.supplier), l, !reuse);
  }
  end_of_mass_confrontation(t);
}

}  // namespace referee::hof
