#include "tournaments/repair.hpp"

#include <algorithm>
#include <set>

#include "tournaments/records.hpp"
#include "tournaments/tables.hpp"

namespace referee::tournaments {
namespace {

// Where `p` sat in the taken round, in words: "Ann v Greta", "Hal had the bye", "Ivo was not paired".
std::string was(const Event& e, const Round& taken, PlayerId p) {
  const std::string& name = e.players.at(p).name;
  for (const Pairing& q : taken.pairings) {
    if (q.is_bye()) {
      if (q.first == p) return name + " had the bye";
    } else if (q.first == p || *q.second == p) {
      return name + " v " + e.players.at(q.first == p ? *q.second : q.first).name;
    }
  }
  return name + " was not paired";
}

// The forced players paired under the objective: round 1 in its seeding order (everyone on
// 0 points, nobody met), later rounds by the standings.
std::pair<std::vector<Pairing>, std::int64_t> pair_among(const Event& e, const std::set<PlayerId>& forced, int number,
                                                          const SwissOptions& options,
                                                          const std::vector<PlayerRecord>& records) {
  if (forced.empty()) return {{}, 0};
  RankedSwissInput r;
  if (number == 1) {
    r.ranked = round_one_order(std::vector<PlayerId>(forced.begin(), forced.end()), options);
    r.in.points.assign(r.ranked.size(), 0);
    r.in.had_bye.assign(r.ranked.size(), false);
  } else {
    r = ranked_swiss_input(e, options.profile, records, [&](PlayerId p) { return forced.count(p) != 0; });
  }
  const SwissPairs pairs = pair_swiss(r.in);
  return {seat_round(r.ranked, pairs.pairs, pairs.bye, records), cost_of(r.in, pairs).rematches};
}

std::int64_t whole_round_rematches(const Event& e, int number, const SwissOptions& options,
                                   const std::vector<PlayerRecord>& records) {
  if (number == 1) return 0;
  const RankedSwissInput r =
      ranked_swiss_input(e, options.profile, records, [&](PlayerId p) { return plays_in(e.players.at(p), number); });
  return cost_of(r.in, pair_swiss(r.in)).rematches;
}

}  // namespace

RepairedRound repair_swiss_round(const Event& e, const Round& taken, const SwissOptions& options) {
  RepairedRound out;
  const int number = taken.number;
  std::set<PlayerId> forced, seated;
  std::vector<int> freed;
  int last_table = 0;
  out.round.number = number;
  for (const Pairing& p : taken.pairings) {
    if (p.is_bye()) continue;
    ++out.tables_before;
    last_table = std::max(last_table, p.table);
    seated.insert(p.first);
    seated.insert(*p.second);
    const bool a = plays_in(e.players.at(p.first), number), b = plays_in(e.players.at(*p.second), number);
    if (a && b) {
      out.round.pairings.push_back(Pairing{p.table, p.first, p.second, std::nullopt});
      continue;
    }
    freed.push_back(p.table);
    if (a) forced.insert(p.first);
    if (b) forced.insert(*p.second);
  }
  out.kept = static_cast<int>(out.round.pairings.size());
  bool arrivals = false;
  for (const Player& p : e.players)
    if (plays_in(p, number) && !seated.count(p.id)) {
      forced.insert(p.id);  // the previous bye, or a newcomer
      arrivals = arrivals || std::none_of(taken.pairings.begin(), taken.pairings.end(),
                                          [&](const Pairing& q) { return q.is_bye() && q.first == p.id; });
    }
  const bool bye_left = std::any_of(taken.pairings.begin(), taken.pairings.end(), [&](const Pairing& q) {
    return q.is_bye() && !plays_in(e.players.at(q.first), number);
  });
  if (freed.empty() && !arrivals && !bye_left) {
    out.round = taken;
    out.unchanged = true;
    return out;
  }

  const std::vector<PlayerRecord> records = player_records(e);
  auto [fresh, rematches] = pair_among(e, forced, number, options, records);
  if (rematches > 0 && whole_round_rematches(e, number, options, records) < rematches) {
    out.whole = true;
    out.kept = 0;
    out.round = pair_next_swiss_round(e, options);  // operations.cpp pair_again gives the same round
    return out;
  }
  std::sort(freed.begin(), freed.end());
  std::size_t next_freed = 0;
  for (Pairing& p : fresh) {
    if (p.is_bye()) {
      const auto old = std::find_if(taken.pairings.begin(), taken.pairings.end(), [](const Pairing& q) { return q.is_bye(); });
      out.changes.push_back("the bye: " + e.players.at(p.first).name +
                            (old == taken.pairings.end() ? " (there was none)"
                             : old->first == p.first     ? " (as before)"
                                                         : " (was " + e.players.at(old->first).name + ")"));
      continue;
    }
    p.table = next_freed < freed.size() ? freed[next_freed++] : ++last_table;
    out.changes.push_back("table " + std::to_string(p.table) + " " + e.players.at(p.first).name + " v " +
                          e.players.at(*p.second).name + " (was: " + was(e, taken, p.first) + ", " +
                          was(e, taken, *p.second) + ")");
  }
  // The previous bye already named at a new table needs no line of its own; one who left does.
  if (std::none_of(fresh.begin(), fresh.end(), [](const Pairing& p) { return p.is_bye(); }))
    for (const Pairing& q : taken.pairings)
      if (q.is_bye() && !forced.count(q.first)) out.changes.push_back("no bye (was " + e.players.at(q.first).name + ")");
  for (; next_freed < freed.size(); ++next_freed) out.changes.push_back("table " + std::to_string(freed[next_freed]) + " is not used");
  // Tables in number order, the bye last (as every round is stored).
  for (const Pairing& p : fresh) out.round.pairings.push_back(p);
  std::stable_sort(out.round.pairings.begin(), out.round.pairings.end(), [](const Pairing& a, const Pairing& b) {
    return (a.is_bye() ? 1 : 0) < (b.is_bye() ? 1 : 0) || (a.is_bye() == b.is_bye() && a.table < b.table);
  });
  return out;
}

std::string repair_words(const RepairedRound& r) {
  if (r.afresh) return "";
  const std::string round = "round " + std::to_string(r.round.number);
  const std::string tables = std::to_string(r.tables_before) + (r.tables_before == 1 ? " table" : " tables");
  if (r.unchanged) return "nobody came or went since " + round + " was paired: its " + tables + " stand, unchanged";
  if (r.whole)
    return "paired " + round + " again from scratch: keeping its tables would cost a rematch that a new pairing avoids";
  std::string out = "kept " + std::to_string(r.kept) + " of " + tables + "; re-paired: ";
  for (std::size_t i = 0; i < r.changes.size(); ++i) out += (i ? "; " : "") + r.changes[i];
  return out;
}

}  // namespace referee::tournaments
