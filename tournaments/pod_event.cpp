#include "tournaments/pod_event.hpp"
#include "tournaments/playoff.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <stdexcept>

#include "tournaments/operations.hpp"
#include "tournaments/pods.hpp"
#include "tournaments/text.hpp"

namespace referee::tournaments {
namespace {

// A whole number from `lo` to `hi`, all of `text`; std::invalid_argument naming `what`.
int whole(std::string_view text, int lo, int hi, const std::string& what) {
  int v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
    throw std::invalid_argument(what + " takes whole numbers from " + std::to_string(lo) + " to " +
                                std::to_string(hi) + ", not \"" + std::string(text) + "\"");
  return v;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  for (std::size_t start = 0;;) {
    const std::size_t at = text.find(sep, start);
    out.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) return out;
    start = at + 1;
  }
}

std::string where(int round, int table) { return "round " + std::to_string(round) + ", table " + std::to_string(table); }

bool complete(const Round& r) {
  return std::all_of(r.pods.begin(), r.pods.end(), [](const Pod& p) { return p.places.has_value(); });
}

}  // namespace

std::pair<int, int> parse_table_size(std::string_view text) {
  const std::string what = "--table-size";
  const auto dash = text.find('-');
  if (dash == std::string_view::npos) {
    const int n = whole(text, 2, kMaxTableSize, what);
    return {n, n};
  }
  const int lo = whole(text.substr(0, dash), 2, kMaxTableSize, what);
  const int hi = whole(text.substr(dash + 1), 2, kMaxTableSize, what);
  if (lo > hi) throw std::invalid_argument("--table-size " + std::string(text) + ": the smaller size comes first (3-5)");
  return {lo, hi};
}

std::string table_size_text(const TableSettings& t) {
  return t.min == t.max ? std::to_string(t.min) : std::to_string(t.min) + "-" + std::to_string(t.max);
}

int default_preferred_size(int min, int max) { return min <= 4 && 4 <= max ? 4 : min; }

std::vector<int> parse_place_points(std::string_view text) {
  std::vector<int> out;
  for (std::string_view part : split(text, ',')) out.push_back(whole(part, 0, 1000, "--place-points"));
  if (out.size() > static_cast<std::size_t>(kMaxTableSize))
    throw std::invalid_argument("--place-points: at most " + std::to_string(kMaxTableSize) + " places");
  if (!std::is_sorted(out.rbegin(), out.rend()))
    throw std::invalid_argument("--place-points " + std::string(text) + ": a place never scores more than the one before it");
  return out;
}

std::string place_points_text(const std::vector<int>& points) {
  std::string out;
  for (int p : points) out += (out.empty() ? "" : ",") + std::to_string(p);
  return out;
}

std::vector<int> default_place_points() { return {3, 0}; }

std::vector<int> points_of_places(const std::vector<int>& place_points, const std::vector<int>& places) {
  auto of_place = [&](int place) {
    return place >= 1 && place <= static_cast<int>(place_points.size()) ? place_points[static_cast<std::size_t>(place - 1)] : 0;
  };
  std::map<int, int> tied;  // place -> players at it
  for (int p : places) ++tied[p];
  std::vector<int> out;
  for (int p : places) {
    int sum = 0;
    for (int k = 0; k < tied[p]; ++k) sum += of_place(p + k);
    out.push_back(sum / tied[p]);
  }
  return out;
}

std::vector<std::vector<std::string>> parse_placement(std::string_view text) {
  std::vector<std::vector<std::string>> out;
  for (std::string_view place : split(text, ',')) {
    out.emplace_back();
    for (std::string_view name : split(place, '=')) {
      std::string n = trim_blanks(name);
      if (n.empty())
        throw std::invalid_argument("--placement \"" + std::string(text) +
                                    "\": a name is missing (places are separated by ',', players tied for a place by '=')");
      out.back().push_back(std::move(n));
    }
  }
  return out;
}

std::vector<int> places_of(const Event& e, const Pod& pod, const std::vector<std::vector<std::string>>& groups) {
  std::vector<int> places(pod.seats.size(), 0);
  std::string seated;
  for (PlayerId p : pod.seats) seated += (seated.empty() ? "" : ", ") + e.players.at(p).name;
  int next = 1;
  for (const auto& group : groups) {
    for (const std::string& name : group) {
      std::size_t seat = pod.seats.size();
      for (std::size_t i = 0; i < pod.seats.size(); ++i)
        if (ascii_lower(e.players.at(pod.seats[i]).name) == ascii_lower(name)) seat = i;
      if (seat == pod.seats.size())
        throw EventRefused("\"" + name + "\" is not at this table (" + seated + ")");
      if (places[seat] != 0) throw EventRefused(e.players.at(pod.seats[seat]).name + " is named twice");
      places[seat] = next;
    }
    next += static_cast<int>(group.size());
  }
  for (std::size_t i = 0; i < pod.seats.size(); ++i)
    if (places[i] == 0)
      throw EventRefused(e.players.at(pod.seats[i]).name + " sat at this table and has no place: name every player (" +
                         seated + ")");
  return places;
}

std::string placement_text(const Event& e, const Pod& pod, const std::vector<int>& places) {
  std::vector<std::size_t> order(pod.seats.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return places[a] < places[b]; });
  std::string out;
  for (std::size_t k = 0; k < order.size(); ++k) {
    if (k > 0) out += places[order[k]] == places[order[k - 1]] ? " = " : ", ";
    out += e.players.at(pod.seats[order[k]]).name;
  }
  return out;
}

const Pod& pod_of(const Event& e, int round, int table) {
  if (round < 1 || round > static_cast<int>(e.rounds.size()))
    throw EventRefused(e.rounds.empty() ? "no round is paired yet"
                                        : "no round " + std::to_string(round) + ": rounds 1 to " +
                                              std::to_string(e.rounds.size()) + " are paired");
  const Round& r = e.rounds[static_cast<std::size_t>(round - 1)];
  std::vector<int> tables;
  for (const Pod& p : r.pods) {
    if (p.table == table) return p;
    tables.push_back(p.table);
  }
  throw EventRefused("round " + std::to_string(round) + " has no table " + std::to_string(table) + " (" +
                     tables_text(tables) + "; a bye is recorded when the round is paired)");
}

PlacementChange report_placement(Event& e, int round, int table, const std::vector<int>& places,
                                 const std::optional<std::string>& reason) {
  const Pod& found = pod_of(e, round, table);
  if (found.places && *found.places != places) refuse_swiss_change_after_cut(e, round);
  Round& r = e.rounds[static_cast<std::size_t>(round - 1)];
  Pod& pod = r.pods[static_cast<std::size_t>(&found - r.pods.data())];
  PlacementChange change{pod.places, places};
  if (pod.places && *pod.places != places && !reason)
    throw EventRefused(where(round, table) + " already has its places: to correct them, give the reason (--reason)");
  if (pod.places && *pod.places == places && reason)
    throw EventRefused(where(round, table) + " already has these places: there is nothing to correct");
  pod.places = places;
  return change;
}

PodOptions pod_options(const TableSettings& t) {
  PodOptions o;
  for (int s = t.min; s <= t.max; ++s) o.sizes.insert(s);
  o.preferred = t.preferred;
  return o;
}

PodField pod_field(const Event& e, const TableSettings& t, const SwissOptions& options, int number) {
  PodField f;
  std::vector<PlayerId>& ranked = f.ranked;
  SwissInput& in = f.in;
  std::vector<Standing> st;
  if (number == 1) {
    std::vector<PlayerId> active;
    for (const Player& p : e.players)
      if (plays_in(p, 1)) active.push_back(p.id);
    ranked = round_one_order(active, options);
  } else {
    st = pod_standings(e, t);
    for (const Standing& s : st)
      if (plays_in(e.players.at(s.player), number)) ranked.push_back(s.player);
  }
  std::vector<int> index(e.players.size(), -1);
  for (std::size_t i = 0; i < ranked.size(); ++i) index[static_cast<std::size_t>(ranked[i])] = static_cast<int>(i);
  in.points.assign(ranked.size(), 0);
  in.had_bye.assign(ranked.size(), false);
  for (const Standing& s : st)
    if (index[static_cast<std::size_t>(s.player)] >= 0) in.points[static_cast<std::size_t>(index[static_cast<std::size_t>(s.player)])] = s.points;
  for (const Round& r : e.rounds) {
    for (const Pairing& p : r.pairings)
      if (p.is_bye() && index[static_cast<std::size_t>(p.first)] >= 0)
        in.had_bye[static_cast<std::size_t>(index[static_cast<std::size_t>(p.first)])] = true;
    for (const Pod& pod : r.pods)
      for (std::size_t a = 0; a < pod.seats.size(); ++a)
        for (std::size_t b = a + 1; b < pod.seats.size(); ++b) {
          const int x = index[static_cast<std::size_t>(pod.seats[a])], y = index[static_cast<std::size_t>(pod.seats[b])];
          if (x >= 0 && y >= 0) in.played.emplace_back(x, y);
        }
  }
  return f;
}

Round pod_round_of(int number, const std::vector<PlayerId>& ranked, const PodSeating& seating) {
  Round round;
  round.number = number;
  for (const std::vector<int>& table : seating.tables) {
    Pod pod;
    pod.table = static_cast<int>(round.pods.size()) + 1;
    for (int i : table) pod.seats.push_back(ranked[static_cast<std::size_t>(i)]);
    round.pods.push_back(std::move(pod));
  }
  for (int b : seating.byes) round.pairings.push_back(Pairing{0, ranked[static_cast<std::size_t>(b)], std::nullopt, kByeResult});
  return round;
}

void require_seats(int players, int number, const TableSettings& t) {
  if (players < t.min)
    throw EventRefused(std::to_string(players) + " players are left to seat in round " + std::to_string(number) +
                       ": a table of this event seats at least " + std::to_string(t.min));
}

Round pair_next_pod_round(const Event& e, const TableSettings& t, const SwissOptions& options) {
  const int number = static_cast<int>(e.rounds.size()) + 1;
  const PodField f = pod_field(e, t, options, number);
  require_seats(static_cast<int>(f.ranked.size()), number, t);
  return pod_round_of(number, f.ranked, seat_pods(f.in, pod_options(t)));
}

int missed_round_points(const TableSettings& t) {
  const std::size_t last = static_cast<std::size_t>(t.max);
  return last <= t.place_points.size() ? t.place_points[last - 1] : 0;
}

int last_complete_pod_round(const Event& e) {
  int last = 0;
  for (const Round& r : e.rounds)
    if (!r.pods.empty() && complete(r)) last = r.number;
  return last;
}

std::vector<Standing> pod_standings(const Event& e, const TableSettings& t) {
  // After a cut the Swiss rounds give the points, the final table the order (playoff.hpp).
  if (e.playoff) return playoff_placings(e, pod_standings(swiss_part(e), t));
  const std::size_t n = e.players.size();
  std::vector<Standing> st(n);
  std::vector<std::vector<PlayerId>> opponents(n);
  std::vector<int> firsts(n, 0);
  const int bye_points = t.place_points.empty() ? 0 : t.place_points.front();
  for (std::size_t i = 0; i < n; ++i) st[i].player = static_cast<PlayerId>(i);
  const int late_points = missed_round_points(t);
  for (const Round& r : e.rounds) {
    // A round a late entry missed counts once the round has results, as in records.cpp: a
    // game lost in last place (no opponents met, so no OAP of its own; no first).
    const bool any_in = std::any_of(r.pods.begin(), r.pods.end(), [](const Pod& p) { return p.places.has_value(); });
    if (any_in && e.late_entry == LateEntry::losses)
      for (const Player& pl : e.players)
        if (pl.entry_round > r.number) {
          st.at(static_cast<std::size_t>(pl.id)).points += late_points;
          ++st.at(static_cast<std::size_t>(pl.id)).losses;
        }
    if (complete(r))
      for (const Pairing& p : r.pairings)
        if (p.is_bye()) {
          st.at(static_cast<std::size_t>(p.first)).points += bye_points;
          ++st.at(static_cast<std::size_t>(p.first)).wins;
        }
    for (const Pod& pod : r.pods) {
      if (!pod.places) continue;
      const std::vector<int> points = points_of_places(t.place_points, *pod.places);
      const auto at_first = std::count(pod.places->begin(), pod.places->end(), 1);
      for (std::size_t i = 0; i < pod.seats.size(); ++i) {
        Standing& s = st.at(static_cast<std::size_t>(pod.seats[i]));
        s.points += points[i];
        const int place = (*pod.places)[i];
        if (place == 1) ++firsts[static_cast<std::size_t>(pod.seats[i])];
        ++(place != 1 ? s.losses : at_first == 1 ? s.wins : s.draws);
        for (PlayerId other : pod.seats)
          if (other != pod.seats[i]) opponents[static_cast<std::size_t>(pod.seats[i])].push_back(other);
      }
    }
  }
  // OAP compared exactly, as fractions (sum over count), not as rounded doubles.
  std::vector<long long> sum(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    for (PlayerId o : opponents[i]) sum[i] += st[static_cast<std::size_t>(o)].points;
    const double count = static_cast<double>(std::max<std::size_t>(opponents[i].size(), 1));
    st[i].points_shown = st[i].points;
    st[i].tiebreaks = {{"oap", static_cast<double>(sum[i]) / count}, {"firsts", static_cast<double>(firsts[i])}};
  }
  auto oap_above = [&](std::size_t a, std::size_t b) {  // sum[a]/count[a] > sum[b]/count[b]
    const auto ca = static_cast<long long>(std::max<std::size_t>(opponents[a].size(), 1));
    const auto cb = static_cast<long long>(std::max<std::size_t>(opponents[b].size(), 1));
    return sum[a] * cb > sum[b] * ca ? 1 : sum[a] * cb < sum[b] * ca ? -1 : 0;
  };
  // Ties broken by the tiebreaks in order, then by entry (stable over ids).
  std::stable_sort(st.begin(), st.end(), [&](const Standing& a, const Standing& b) {
    if (a.points != b.points) return a.points > b.points;
    if (const int o = oap_above(static_cast<std::size_t>(a.player), static_cast<std::size_t>(b.player)); o != 0) return o > 0;
    return firsts[static_cast<std::size_t>(a.player)] > firsts[static_cast<std::size_t>(b.player)];
  });
  for (std::size_t i = 0; i < n; ++i) st[i].rank = static_cast<int>(i) + 1;
  return st;
}

}  // namespace referee::tournaments
