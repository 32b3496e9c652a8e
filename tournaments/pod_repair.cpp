#include "tournaments/pod_repair.hpp"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "tournaments/pod_event.hpp"
#include "tournaments/pods.hpp"

namespace referee::tournaments {
namespace {

std::string names_of(const Event& e, const std::vector<PlayerId>& ids) {
  std::string out;
  for (PlayerId p : ids) out += (out.empty() ? "" : ", ") + e.players.at(p).name;
  return out;
}

// Where the players of a re-seated table sat in the taken round, grouped in their order:
// "table 2 Ann, Bob, Cid, Greta" (the whole table as it was), "Hal had the bye", "Ivo was not paired".
std::string was(const Event& e, const Round& taken, const std::vector<PlayerId>& seats) {
  std::vector<std::pair<int, std::vector<PlayerId>>> from;  // table (0: a bye, -1: not paired), who
  for (PlayerId p : seats) {
    int where = -1;
    for (const Pod& pod : taken.pods)
      if (std::count(pod.seats.begin(), pod.seats.end(), p)) where = pod.table;
    for (const Pairing& q : taken.pairings)
      if (q.is_bye() && q.first == p) where = 0;
    const auto at = std::find_if(from.begin(), from.end(), [&](const auto& f) { return f.first == where; });
    if (at == from.end()) from.push_back({where, {p}});
    else at->second.push_back(p);
  }
  std::string out;
  for (const auto& [where, who] : from) {
    out += out.empty() ? "" : "; ";
    if (where > 0) {
      for (const Pod& pod : taken.pods)
        if (pod.table == where) out += "table " + std::to_string(where) + " " + names_of(e, pod.seats);
    } else {
      out += names_of(e, who) + (where == 0 ? (who.size() == 1 ? " had the bye" : " had byes")
                                            : (who.size() == 1 ? " was not paired" : " were not paired"));
    }
  }
  return out;
}

// seat_pods' input for the field's players at positions `who` (ascending: best-ranked first).
SwissInput part_of(const SwissInput& field, const std::vector<std::vector<int>>& met, const std::vector<int>& who) {
  std::vector<int> at(field.points.size(), -1);
  for (std::size_t k = 0; k < who.size(); ++k) at[static_cast<std::size_t>(who[k])] = static_cast<int>(k);
  SwissInput in;
  for (int i : who) {
    in.points.push_back(field.points[static_cast<std::size_t>(i)]);
    in.had_bye.push_back(field.had_bye[static_cast<std::size_t>(i)]);
  }
  for (std::size_t k = 0; k < who.size(); ++k)
    for (int j : met[static_cast<std::size_t>(who[k])])
      if (at[static_cast<std::size_t>(j)] > static_cast<int>(k)) in.played.emplace_back(static_cast<int>(k), at[static_cast<std::size_t>(j)]);
  return in;
}

// The bye words, as for pairs: "the bye: Ivo (was Hal)", "no bye (was Hal)".
std::string bye_words(const Event& e, std::vector<PlayerId> before, std::vector<PlayerId> now,
                      const std::vector<PlayerId>& left) {
  std::sort(before.begin(), before.end());
  std::sort(now.begin(), now.end());
  if (now.empty())
    return left.empty() ? "" : (left.size() == 1 ? "no bye (was " : "no byes (were ") + names_of(e, left) + ")";
  return (now.size() == 1 ? "the bye: " : "the byes: ") + names_of(e, now) + " (" +
         (before.empty() ? "there was none"
          : before == now ? "as before"
                          : (before.size() == 1 ? "was " : "were ") + names_of(e, before)) +
         ")";
}

}  // namespace

RepairedRound repair_pod_round(const Event& e, const Round& taken, const TableSettings& t, const SwissOptions& options) {
  RepairedRound out;
  const int number = taken.number;
  out.round.number = number;
  out.tables_before = static_cast<int>(taken.pods.size());
  const auto in_round = [&](PlayerId p) { return plays_in(e.players.at(p), number); };
  std::vector<PlayerId> byes_before, byes_left;
  for (const Pairing& p : taken.pairings)
    if (p.is_bye()) (in_round(p.first) ? byes_before : byes_left).push_back(p.first);
  byes_before.insert(byes_before.end(), byes_left.begin(), byes_left.end());
  std::set<PlayerId> seated, forced;
  std::vector<Pod> kept;
  std::vector<int> freed;
  int last_table = 0;
  for (const Pod& pod : taken.pods) {
    last_table = std::max(last_table, pod.table);
    seated.insert(pod.seats.begin(), pod.seats.end());
    if (std::all_of(pod.seats.begin(), pod.seats.end(), in_round)) {
      kept.push_back(Pod{pod.table, pod.seats, std::nullopt});
      continue;
    }
    freed.push_back(pod.table);
    for (PlayerId p : pod.seats)
      if (in_round(p)) forced.insert(p);
  }
  bool arrivals = false;
  for (const Player& p : e.players)
    if (in_round(p.id) && !seated.count(p.id)) {
      forced.insert(p.id);  // a previous bye, or a newcomer
      arrivals = arrivals || std::find(byes_before.begin(), byes_before.end(), p.id) == byes_before.end();
    }
  if (freed.empty() && !arrivals && byes_left.empty()) {
    out.round = taken;
    out.unchanged = true;
    out.kept = out.tables_before;
    return out;
  }

  const PodField field = pod_field(e, t, options, number);
  require_seats(static_cast<int>(field.ranked.size()), number, t);
  const PodOptions o = pod_options(t);
  std::vector<int> position(e.players.size(), -1);
  for (std::size_t i = 0; i < field.ranked.size(); ++i) position[static_cast<std::size_t>(field.ranked[i])] = static_cast<int>(i);
  std::vector<std::vector<int>> met(field.ranked.size());
  for (const auto& [a, b] : field.in.played) {
    met[static_cast<std::size_t>(a)].push_back(b);
    met[static_cast<std::size_t>(b)].push_back(a);
  }
  std::vector<int> group;
  for (PlayerId p : forced) group.push_back(position[static_cast<std::size_t>(p)]);
  std::sort(group.begin(), group.end());
  const auto positions = [&](const Pod& pod) {
    std::vector<int> at;
    for (PlayerId p : pod.seats) at.push_back(position[static_cast<std::size_t>(p)]);
    return at;
  };

  // Kept tables join the re-seated while they alone need more byes than the whole round.
  const int byes_needed = pod_sizes(static_cast<int>(field.ranked.size()), o).byes;
  // The round's byes go by rule to its lowest-ranked without one (pods.hpp), not to whoever
  // the change left over: a kept table holding one of them joins the re-seated first.
  const std::vector<int> rightful = pod_byes(field.in, byes_needed);
  for (int r : rightful) {
    const auto holds = std::find_if(kept.begin(), kept.end(), [&](const Pod& pod) {
      const std::vector<int> seats = positions(pod);
      return std::find(seats.begin(), seats.end(), r) != seats.end();
    });
    if (holds == kept.end()) continue;
    const std::vector<int> seats = positions(*holds);
    group.insert(group.end(), seats.begin(), seats.end());
    freed.push_back(holds->table);
    kept.erase(holds);
  }
  std::sort(group.begin(), group.end());
  // (With every table joined the group is the whole field, which needs no more.)
  while (!kept.empty() && pod_sizes(static_cast<int>(group.size()), o).byes > byes_needed) {
    std::size_t best = kept.size();
    std::tuple<int, PodCost, int> best_cost;  // byes, tiers 1 and 2, minus the table's best rank
    for (std::size_t k = 0; k < kept.size(); ++k) {
      std::vector<int> joined = group, seats = positions(kept[k]);
      joined.insert(joined.end(), seats.begin(), seats.end());
      std::sort(joined.begin(), joined.end());
      const SwissInput in = part_of(field.in, met, joined);
      const std::tuple<int, PodCost, int> cost{pod_sizes(static_cast<int>(joined.size()), o).byes,
                                               pod_cost(in, seat_pods(in, o)),
                                               -*std::min_element(seats.begin(), seats.end())};
      if (best == kept.size() || cost < best_cost) best = k, best_cost = cost;
    }
    const std::vector<int> seats = positions(kept[best]);
    group.insert(group.end(), seats.begin(), seats.end());
    std::sort(group.begin(), group.end());
    freed.push_back(kept[best].table);
    kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(best));
  }

  const SwissInput in = part_of(field.in, met, group);
  const PodSeating seating = seat_pods(in, o);
  // Repeats, and second byes as the pairs count them (swiss_objective.hpp, tier 1).
  const auto second_byes = [](const SwissInput& of, const PodSeating& s) {
    return static_cast<std::int64_t>(std::count_if(s.byes.begin(), s.byes.end(), [&](int b) { return of.had_bye[static_cast<std::size_t>(b)]; }));
  };
  std::vector<int> byes_given;  // as positions in the field
  for (int b : seating.byes) byes_given.push_back(group[static_cast<std::size_t>(b)]);
  std::sort(byes_given.begin(), byes_given.end());
  if (byes_given != rightful) {  // joining tables could not bring the byes where the rule puts them
    out.whole = true;
    out.round = pod_round_of(number, field.ranked, seat_pods(field.in, o));
    return out;
  }
  if (std::int64_t repeats = pod_cost(in, seating).repeats + second_byes(in, seating); repeats > 0) {
    const PlayedPairs played(field.in.played);
    for (const Pod& pod : kept) {
      const std::vector<int> seats = positions(pod);
      for (std::size_t a = 0; a < seats.size(); ++a)
        for (std::size_t b = a + 1; b < seats.size(); ++b) repeats += played.met(seats[a], seats[b]) ? 1 : 0;
    }
    const PodSeating whole = seat_pods(field.in, o);
    if (pod_cost(field.in, whole).repeats + second_byes(field.in, whole) < repeats) {
      out.whole = true;
      out.round = pod_round_of(number, field.ranked, whole);  // what pair_next_pod_round seats
      return out;
    }
  }

  out.kept = static_cast<int>(kept.size());
  std::vector<Pod> fresh;
  for (const std::vector<int>& table : seating.tables) {
    Pod pod;
    for (int i : table) pod.seats.push_back(field.ranked[static_cast<std::size_t>(group[static_cast<std::size_t>(i)])]);
    fresh.push_back(std::move(pod));
  }
  // Each freed number, lowest first, to the new table holding most of that table's players
  // (ties: the first in seating order), so that fewest move; the rest after the last table.
  std::sort(freed.begin(), freed.end());
  std::size_t next_freed = 0;
  for (; next_freed < freed.size() && next_freed < fresh.size(); ++next_freed) {
    const auto old = std::find_if(taken.pods.begin(), taken.pods.end(), [&](const Pod& p) { return p.table == freed[next_freed]; });
    Pod* best = nullptr;
    long most = -1;
    for (Pod& pod : fresh) {
      if (pod.table != 0) continue;
      const long stay = std::count_if(pod.seats.begin(), pod.seats.end(), [&](PlayerId p) {
        return std::count(old->seats.begin(), old->seats.end(), p) != 0;
      });
      if (stay > most) best = &pod, most = stay;
    }
    best->table = freed[next_freed];
  }
  for (Pod& pod : fresh)
    if (pod.table == 0) pod.table = ++last_table;
  // Fewer new tables than freed numbers: the last tables move down into the gaps, as a
  // round's tables are numbered 1 to N (the event file refuses gaps at tables of more than two).
  std::vector<std::pair<Pod*, bool>> all;  // each table, and whether it is a kept one
  for (Pod& pod : kept) all.emplace_back(&pod, true);
  for (Pod& pod : fresh) all.emplace_back(&pod, false);
  std::vector<std::string> moved;
  for (int number_wanted = 1; number_wanted <= static_cast<int>(all.size()); ++number_wanted) {
    if (std::any_of(all.begin(), all.end(), [&](const auto& p) { return p.first->table == number_wanted; })) continue;
    const auto last = *std::max_element(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first->table < b.first->table; });
    if (last.second)  // a new table's own words give its number
      moved.push_back("table " + std::to_string(last.first->table) + " is now table " + std::to_string(number_wanted));
    last.first->table = number_wanted;
  }
  std::sort(fresh.begin(), fresh.end(), [](const Pod& a, const Pod& b) { return a.table < b.table; });
  out.round.pods = kept;
  for (Pod& pod : fresh) {
    out.changes.push_back("table " + std::to_string(pod.table) + " " + names_of(e, pod.seats) + " (was: " +
                          was(e, taken, pod.seats) + ")");
    out.round.pods.push_back(std::move(pod));
  }
  std::vector<PlayerId> byes;
  for (int b : seating.byes) {
    byes.push_back(field.ranked[static_cast<std::size_t>(group[static_cast<std::size_t>(b)])]);
    out.round.pairings.push_back(Pairing{0, byes.back(), std::nullopt, kByeResult});
  }
  if (std::string words = bye_words(e, byes_before, byes, byes_left); !words.empty()) out.changes.push_back(words);
  out.changes.insert(out.changes.end(), moved.begin(), moved.end());
  std::sort(out.round.pods.begin(), out.round.pods.end(), [](const Pod& a, const Pod& b) { return a.table < b.table; });
  return out;
}

}  // namespace referee::tournaments
