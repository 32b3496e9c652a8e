#include "tournaments/playoff.hpp"

#include <algorithm>
#include <climits>
#include <set>

#include "tournaments/bracket.hpp"
#include "tournaments/next_round.hpp"
#include "tournaments/pod_event.hpp"
#include "tournaments/round_robin.hpp"

namespace referee::tournaments {
namespace {

std::string where(const Event& e, int round, int table) {
  return "round " + std::to_string(round) + " (" + round_title(e, round) + "), table " + std::to_string(table);
}

// Matches by seed made into a round: tables 1, 2, ... in bracket order, a bye (table 0,
// recorded as a 2-0 win like a Swiss bye) in its place in the bracket.
Round seated(const Playoff& p, int number, const std::vector<BracketMatch>& matches) {
  Round r{number, {}};
  int table = 0;
  for (const BracketMatch& m : matches) {
    const PlayerId high = p.seeds.at(static_cast<std::size_t>(m.high - 1));
    if (!m.low) r.pairings.push_back({0, high, std::nullopt, kByeResult});
    else r.pairings.push_back({++table, high, p.seeds.at(static_cast<std::size_t>(*m.low - 1)), std::nullopt});
  }
  return r;
}

// The next round's matches from a complete playoff round (bracket order kept).
std::vector<BracketMatch> after(const Playoff& p, const Round& last) {
  std::vector<int> winners;
  for (const Pairing& m : last.pairings) winners.push_back(playoff_seed(p, playoff_winner(m)));
  return next_playoff_round(winners);
}

}  // namespace

int playoff_seed(const Playoff& p, PlayerId id) {
  const auto it = std::find(p.seeds.begin(), p.seeds.end(), id);
  return it == p.seeds.end() ? 0 : static_cast<int>(it - p.seeds.begin()) + 1;
}

bool is_playoff_round(const Event& e, int number) { return e.playoff && number >= e.playoff->first_round; }

Event swiss_part(const Event& e) {
  Event swiss = e;
  if (!e.playoff) return swiss;
  swiss.rounds.erase(std::remove_if(swiss.rounds.begin(), swiss.rounds.end(),
                                    [&](const Round& r) { return r.number >= e.playoff->first_round; }),
                     swiss.rounds.end());
  swiss.playoff.reset();
  return swiss;
}

PlayerId playoff_winner(const Pairing& p) {
  if (p.is_bye() || !p.result || outcome(*p.result) != Outcome::loss) return p.first;
  return *p.second;
}

Round cut_playoff(Event& e, const TableSettings& tables, TiebreakProfile profile, int top) {
  const bool pods = tables.pods();
  if (e.playoff)
    throw EventRefused("the cut is made already: the top " + std::to_string(e.playoff->seeds.size()) +
                       " play from round " + std::to_string(e.playoff->first_round));
  if (e.rounds.empty()) throw EventRefused("no round is played yet: the cut follows the Swiss rounds");
  for (const Round& r : e.rounds) {
    for (const Pairing& p : r.pairings)
      if (!p.result)
        throw EventRefused("round " + std::to_string(r.number) + ", table " + std::to_string(p.table) +
                           " has no result yet: report it before the cut");
    for (const Pod& p : r.pods)
      if (!p.places)
        throw EventRefused("round " + std::to_string(r.number) + ", table " + std::to_string(p.table) +
                           " has no result yet: report it before the cut");
  }
  if (top < 2) throw EventRefused("--top " + std::to_string(top) + ": a playoff needs at least two players");
  if (pods && (top < tables.min || top > tables.max))
    throw EventRefused("--top " + std::to_string(top) + ": the final table seats the top N, and this event's tables seat " +
                       table_size_text(tables));
  const int number = static_cast<int>(e.rounds.size()) + 1;
  std::vector<PlayerId> in;
  for (const Standing& st : pods ? pod_standings(e, tables) : standings(e, profile))
    if (plays_in(e.players.at(static_cast<std::size_t>(st.player)), number)) in.push_back(st.player);
  if (top > static_cast<int>(in.size()))
    throw EventRefused("--top " + std::to_string(top) + " is larger than the field: " + std::to_string(in.size()) +
                       " players are still in" + (in.size() < e.players.size() ? " (dropped players are not cut)" : ""));
  Playoff p{number, std::vector<PlayerId>(in.begin(), in.begin() + top)};
  Round r = pods ? Round{number, {}, {Pod{1, p.seeds, std::nullopt}}} : seated(p, number, first_playoff_round(top));
  e.playoff = std::move(p);
  return r;
}

void check_cut_allowed(const Event& e, const EventSettings& s, const std::vector<PlayerId>& draw_order) {
  if (e.playoff) return;  // cut_playoff says the cut is made
  // A result still missing is named first, by cut_playoff: it is what the organizer does next.
  for (const Round& r : e.rounds)
    if (std::any_of(r.pairings.begin(), r.pairings.end(), [](const Pairing& p) { return !p.result; }) ||
        std::any_of(r.pods.begin(), r.pods.end(), [](const Pod& p) { return !p.places; }))
      return;
  const int played = static_cast<int>(e.rounds.size());
  if (s.system == System::swiss && s.rounds && played < *s.rounds)
    throw EventRefused("the event plans " + std::to_string(*s.rounds) + " Swiss rounds and " + std::to_string(played) +
                       (played == 1 ? " is" : " are") + " paired: the cut follows them");
  if (s.system != System::swiss) {
    const int total = draw_order.empty() ? 0 : berger_round_count(static_cast<int>(draw_order.size()), s.system == System::double_round_robin);
    if (played < total)
      throw EventRefused("the round robin has " + std::to_string(total) + " rounds and " + std::to_string(played) +
                         (played == 1 ? " is" : " are") + " paired: the cut follows them");
  }
}

bool still_in_playoff(const Event& e, PlayerId id) {
  if (!e.playoff || playoff_seed(*e.playoff, id) == 0 || e.rounds.empty()) return false;
  const Round& last = e.rounds.back();
  for (const Pod& p : last.pods)
    if (std::find(p.seats.begin(), p.seats.end(), id) != p.seats.end()) return !p.places;
  if (last.pairings.size() == 1 && last.pairings[0].result) return false;  // the final is played: the event is over
  for (const Pairing& p : last.pairings)
    if (p.first == id || p.second == id) return !p.result || playoff_winner(p) == id;
  return false;  // knocked out in an earlier round
}

Round pair_playoff_round(const Event& e) {
  const Round& last = e.rounds.back();
  if (!last.pods.empty()) {
    if (!last.pods[0].places)
      throw EventRefused(where(e, last.number, 1) + " has no result yet: report it (--placement) to end the event");
    const auto champion = playoff_champion(e);
    throw EventRefused("the event is over: the final table is played" +
                       (champion ? ", " + e.players.at(static_cast<std::size_t>(*champion)).name + " first" : std::string()) +
                       "; the standings are final");
  }
  for (const Pairing& p : last.pairings)
    if (!p.result)
      throw EventRefused(where(e, last.number, p.table) + " has no result yet: report it before pairing the next round");
  if (last.pairings.size() == 1)
    throw EventRefused("the event is over: " + e.players.at(static_cast<std::size_t>(playoff_winner(last.pairings[0]))).name +
                       " won the final; the standings are final");
  return seated(*e.playoff, last.number + 1, after(*e.playoff, last));
}

std::optional<PlayerId> playoff_champion(const Event& e) {
  if (!e.playoff || e.rounds.empty() || !is_playoff_round(e, e.rounds.back().number)) return std::nullopt;
  const Round& last = e.rounds.back();
  if (!last.pods.empty()) {
    // The final table: its first place, when nobody shares it.
    const Pod& table = last.pods[0];
    if (!table.places || std::count(table.places->begin(), table.places->end(), 1) != 1) return std::nullopt;
    return table.seats.at(static_cast<std::size_t>(std::find(table.places->begin(), table.places->end(), 1) - table.places->begin()));
  }
  if (last.pairings.size() != 1 || !last.pairings[0].result) return std::nullopt;
  return playoff_winner(last.pairings[0]);
}

std::string round_title(const Event& e, int number) {
  if (!is_playoff_round(e, number)) return "Round " + std::to_string(number);
  const auto first = static_cast<std::size_t>(e.playoff->first_round - 1);
  if (first < e.rounds.size() && !e.rounds[first].pods.empty()) return "Final table";
  const int k = number - e.playoff->first_round;
  const int left = playoff_rounds(static_cast<int>(e.playoff->seeds.size())) - k;
  if (left == 1) return "Final";
  if (left == 2) return "Semifinal";
  if (left == 3) return "Quarterfinal";
  return "Playoff round " + std::to_string(k + 1);
}

std::vector<Standing> playoff_placings(const Event& e, const std::vector<Standing>& swiss) {
  if (!e.playoff) return swiss;
  const Playoff& p = *e.playoff;
  // The round each player cut lost in; INT_MAX while still in (or the champion).
  std::vector<int> out(e.players.size(), INT_MAX);
  for (const Round& r : e.rounds) {
    if (!is_playoff_round(e, r.number)) continue;
    // A final table: the later the place, the earlier "out" (INT_MAX - place keeps them above
    // everyone not cut and in place order).
    for (const Pod& pod : r.pods)
      if (pod.places)
        for (std::size_t i = 0; i < pod.seats.size(); ++i)
          out.at(static_cast<std::size_t>(pod.seats[i])) = INT_MAX - (*pod.places)[i];
    for (const Pairing& m : r.pairings)
      if (m.second && m.result) {
        const PlayerId loser = playoff_winner(m) == m.first ? *m.second : m.first;
        out.at(static_cast<std::size_t>(loser)) = r.number;
      }
  }
  std::vector<Standing> placed;
  std::vector<Standing> rest;
  for (const Standing& st : swiss) (playoff_seed(p, st.player) ? placed : rest).push_back(st);
  std::stable_sort(placed.begin(), placed.end(), [&](const Standing& a, const Standing& b) {
    const int x = out[static_cast<std::size_t>(a.player)], y = out[static_cast<std::size_t>(b.player)];
    if (x != y) return x > y;
    return playoff_seed(p, a.player) < playoff_seed(p, b.player);
  });
  placed.insert(placed.end(), rest.begin(), rest.end());
  for (std::size_t i = 0; i < placed.size(); ++i) placed[i].rank = static_cast<int>(i) + 1;
  return placed;
}

std::string playoff_damage(const Event& e) {
  if (!e.playoff) return "";
  const Playoff& p = *e.playoff;
  const auto rounds = static_cast<int>(e.rounds.size());
  if (p.first_round < 2 || p.first_round > rounds)
    return "the playoff starts at round " + std::to_string(p.first_round) + ", not after a Swiss round";
  if (p.seeds.size() < 2 || p.seeds.size() > e.players.size()) return "the playoff has " + std::to_string(p.seeds.size()) + " seeds";
  std::set<PlayerId> seen;
  for (PlayerId id : p.seeds)
    if (id < 0 || id >= static_cast<PlayerId>(e.players.size()) || !seen.insert(id).second)
      return "the playoff's seeds name an unknown player or one twice";
  if (const Round& final_table = e.rounds[static_cast<std::size_t>(p.first_round - 1)]; !final_table.pods.empty()) {
    if (p.first_round != rounds || final_table.pods.size() != 1 || !final_table.pairings.empty() ||
        final_table.pods[0].seats != p.seeds)
      return "the final table is not the top seeds' alone";
    return "";
  }
  for (int n = p.first_round; n <= rounds; ++n) {
    const Round& r = e.rounds[static_cast<std::size_t>(n - 1)];
    if (!r.pods.empty()) return "playoff round " + std::to_string(n) + " seats a table of more than two";
    const Round& before = e.rounds[static_cast<std::size_t>(n - 2)];
    if (n > p.first_round &&
        (before.pairings.size() < 2 ||
         std::any_of(before.pairings.begin(), before.pairings.end(), [](const Pairing& m) { return !m.result; })))
      return "playoff round " + std::to_string(n) + " follows a round without every result";
    const Round expected = n == p.first_round ? seated(p, n, first_playoff_round(static_cast<int>(p.seeds.size())))
                                              : seated(p, n, after(p, before));
    if (expected.pairings.size() != r.pairings.size())
      return "playoff round " + std::to_string(n) + " is not the bracket's";
    for (std::size_t i = 0; i < r.pairings.size(); ++i) {
      const Pairing &a = r.pairings[i], &b = expected.pairings[i];
      if (a.table != b.table || a.first != b.first || a.second != b.second || (a.is_bye() && a.result != b.result))
        return "playoff round " + std::to_string(n) + " is not the bracket's";
      if (a.result && outcome(*a.result) == Outcome::draw) return "playoff round " + std::to_string(n) + " has a drawn match";
    }
  }
  return "";
}

}  // namespace referee::tournaments
