#include "tournaments/pods.hpp"

#include "tournaments/pods_search.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>
#include <map>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

namespace referee::tournaments {

namespace {

constexpr int kMaxWindow = 24;  // mask bits in a state key (below)

void check_options(const PodOptions& o) {
  if (o.sizes.empty() || *o.sizes.begin() < 2)
    throw std::invalid_argument("pods: table sizes must be at least 2");
  if (!o.sizes.count(o.preferred)) throw std::invalid_argument("pods: the preferred size is not an allowed size");
  if (o.window != 0 && (o.window < *o.sizes.rbegin() || o.window > kMaxWindow))
    throw std::invalid_argument("pods: the window must hold the largest table and at most 24 players");
}

// Fewest tables of the other sizes adding up to each total (a coin change), ties to the
// smallest total distance from the preferred size; `from[v]` is the last table taken.
struct OffSizes {
  std::vector<int> count, distance, from;
  OffSizes(int players, const PodOptions& o)
      : count(players + 1, -1), distance(players + 1, 0), from(players + 1, 0) {
    count[0] = 0;
    for (int v = 1; v <= players; ++v)
      for (auto it = o.sizes.rbegin(); it != o.sizes.rend(); ++it) {  // larger sizes tried first
        const int s = *it;
        if (s == o.preferred || s > v || count[v - s] < 0) continue;
        const int c = count[v - s] + 1, d = distance[v - s] + std::abs(s - o.preferred);
        if (count[v] < 0 || c < count[v] || (c == count[v] && d < distance[v])) {
          count[v] = c;
          distance[v] = d;
          from[v] = s;
        }
      }
  }
};

// The cost of one table (tiers 1 and 2) from its members' points and who met whom.
struct TableCost {
  std::int64_t sum = 0, squares = 0, size = 0, repeats = 0;
  void add(std::int64_t points) {
    sum += points;
    squares += points * points;
    ++size;
  }
  // Σ over pairs (a - b)² = size·Σx² - (Σx)².
  PodCost cost() const { return {repeats, size * squares - sum * sum}; }
};

// Member list order of two tables headed by the same player, as relative masks (bit j: the
// j-th player from the head): the first member where they differ decides, and a table that
// is the other's first members and no more comes first (tier 3).
bool table_before(std::uint32_t a, std::uint32_t b) {
  const std::uint32_t diff = a ^ b;
  if (diff == 0) return false;
  const int x = std::countr_zero(diff);
  if (a >> x & 1u) return (b >> x) != 0;  // a has the smaller member, unless b ended there
  return (a >> x) == 0;
}

// The dynamic programme of pods.hpp. A state: `first` (every player before it seated, it
// not), `seated` (bit j-1: player first+j is seated, j < window; nobody further is), `used`
// (tables of each other size so far, mixed radix). A move seats `first` with players from
// the window: one table.
class Programme {
 public:
  Programme(const SwissInput& in, const std::vector<int>& ids, const PodSizes& sizes, const PodOptions& o, int window)
      : ids_(ids), m_(static_cast<int>(ids.size())), window_(window), preferred_(o.preferred) {
    for (int s : sizes.tables) {
      if (s == preferred_) {
        ++preferred_target_;
        continue;
      }
      if (off_.empty() || off_.back().size != s) off_.push_back({s, 0, 0});
      ++off_.back().target;
    }
    int radix = 1;
    for (Off& f : off_) {
      f.radix = radix;
      radix *= f.target + 1;
    }
    full_used_ = radix - 1;
    points_.reserve(m_);
    for (int id : ids_) points_.push_back(in.points[id]);
    // met_[k] bit d-1: ids[k] met ids[k+d], 0 < d < window.
    PlayedPairs met(in.played);
    met_.assign(m_, 0);
    for (int k = 0; k < m_; ++k)
      for (int d = 1; d < window_ && k + d < m_; ++d)
        if (met.met(ids_[k], ids_[k + d])) met_[k] |= 1u << (d - 1);
  }

  PodSeating solve() {
    levels_.assign(m_ + 1, {});
    index_.reserve(static_cast<std::size_t>(m_) * 16);
    state_of(0, 0, 0);
    for (int first = 0; first < m_; ++first)
      for (std::size_t k = 0; k < levels_[first].size(); ++k) {
        const std::uint32_t id = levels_[first][k];
        const std::uint32_t seated = states_[id].seated, used = states_[id].used;
        moves(first, seated, used, false, [&](std::uint32_t, int next, std::uint32_t next_seated, std::uint32_t next_used,
                                       const PodCost&) { state_of(next, next_seated, next_used); });
      }
    // Backwards: the cheapest way on from each state, ties by table order.
    for (int first = m_; first >= 0; --first)
      for (std::uint32_t id : levels_[first]) {
        State& st = states_[id];
        if (first == m_) {
          st.reachable_end = st.used == static_cast<std::uint32_t>(full_used_);
          continue;
        }
        moves(first, st.seated, st.used, true,
              [&](std::uint32_t table, int next, std::uint32_t next_seated, std::uint32_t next_used, const PodCost& c) {
                const std::uint32_t to_id = index_.at(key(next, next_seated, next_used));
                const State& to = states_[to_id];
                if (!to.reachable_end) return;
                const PodCost total{c.repeats + to.best.repeats, c.squared + to.best.squared};
                if (!st.reachable_end || total < st.best || (total == st.best && table_before(table, st.table))) {
                  st.reachable_end = true;
                  st.best = total;
                  st.table = table;
                  st.next = to_id;
                }
              });
      }
    PodSeating out;
    const State* st = &states_[0];
    if (!st->reachable_end) throw std::logic_error("pods: no seating in the window (a bug: contiguous tables fit)");
    int first = 0;
    while (first < m_) {
      std::vector<int> table;
      for (int j = 0; j < window_; ++j)
        if (st->table >> j & 1u) table.push_back(ids_[first + j]);
      out.tables.push_back(std::move(table));
      st = &states_[st->next];
      first = st->first;
    }
    return out;
  }

 private:
  struct Off {
    int size, target, radix;
  };
  struct State {
    int first = 0;
    std::uint32_t seated = 0, used = 0;
    bool reachable_end = false;  // some way on seats everyone with exactly the sizes
    PodCost best;
    std::uint32_t table = 0;  // the chosen table, relative to `first`
    std::uint32_t next = 0;
  };

  std::uint64_t key(int first, std::uint32_t seated, std::uint32_t used) const {
    return ((static_cast<std::uint64_t>(first) * static_cast<std::uint64_t>(full_used_ + 1) + used) << kMaxWindow) |
           seated;
  }

  void state_of(int first, std::uint32_t seated, std::uint32_t used) {
    const auto [it, added] = index_.try_emplace(key(first, seated, used), static_cast<std::uint32_t>(states_.size()));
    if (!added) return;
    states_.push_back({first, seated, used, false, {}, 0, 0});
    levels_[first].push_back(it->second);
  }

  // Every table `first` can head from this state: f(table, next first, next seated, next used,
  // cost), the cost left at zero unless `with_cost`.
  template <typename F>
  void moves(int first, std::uint32_t seated, std::uint32_t used, bool with_cost, F&& f) const {
    const int reach = std::min(window_, m_ - first);  // players first .. first+reach-1
    int free[kMaxWindow];
    int nfree = 0;
    for (int j = 1; j < reach; ++j)
      if (!(seated >> (j - 1) & 1u)) free[nfree++] = j;
    const int seated_count = first + std::popcount(seated);
    int off_seated = 0;
    for (const Off& o : off_) off_seated += o.size * (static_cast<int>(used) / o.radix % (o.target + 1));
    const int preferred_used = (seated_count - off_seated) / preferred_;
    auto each_size = [&](int size, std::uint32_t next_used) {
      if (size - 1 > nfree) return;
      const int k = size - 1;
      int pick[kMaxWindow];
      for (int a = 0; a < k; ++a) pick[a] = a;
      while (true) {
        std::uint32_t table = 1;
        for (int a = 0; a < k; ++a) table |= 1u << free[pick[a]];
        // Players first+j, j < reach, now seated (bit j); the next first is the first gap.
        const std::uint32_t now = table | (seated << 1);
        const int gap = std::countr_one(now);
        const int next = std::min(first + gap, m_);
        const std::uint32_t next_seated = now >> (gap + 1);  // gap <= window <= 24
        TableCost c;
        for (int j = 0; with_cost && j < reach; ++j)
          if (table >> j & 1u) {
            c.add(points_[first + j]);
            c.repeats += std::popcount(met_[first + j] & (table >> (j + 1)));
          }
        f(table, next, next_seated, next_used, c.cost());
        int a = k - 1;
        while (a >= 0 && pick[a] == nfree - k + a) --a;
        if (a < 0) break;
        ++pick[a];
        for (int b = a + 1; b < k; ++b) pick[b] = pick[b - 1] + 1;
      }
    };
    if (preferred_used < preferred_target_) each_size(preferred_, used);
    for (const Off& o : off_)
      if (static_cast<int>(used) / o.radix % (o.target + 1) < o.target)
        each_size(o.size, used + static_cast<std::uint32_t>(o.radix));
  }

  std::vector<int> ids_;
  int m_, window_, preferred_;
  int preferred_target_ = 0;
  std::vector<Off> off_;
  int full_used_ = 0;
  std::vector<std::int64_t> points_;
  std::vector<std::uint32_t> met_;
  std::vector<State> states_;
  std::vector<std::vector<std::uint32_t>> levels_;
  std::unordered_map<std::uint64_t, std::uint32_t> index_;
};

// Beyond the window (pods.hpp) the programme's seating is the best of the windowed ones, and
// a repeat it leaves may be avoidable by seating some player further from their standing.
// Swaps of two players at different tables, each taken only when it lowers the two tables'
// (repeats, squared) lexicographically, until none does: tier 1 is never made worse, and a
// seating the programme proved optimal (the window the whole field) is left as it is.
void swap_out_repeats(const SwissInput& in, PodSeating& s) {
  const PlayedPairs met(in.played);
  const auto cost = [&](const std::vector<int>& t) {
    PodCost c;
    for (std::size_t a = 0; a < t.size(); ++a)
      for (std::size_t b = a + 1; b < t.size(); ++b) {
        if (met.met(t[a], t[b])) ++c.repeats;
        const std::int64_t d = in.points[t[a]] - in.points[t[b]];
        c.squared += d * d;
      }
    return c;
  };
  const auto plus = [](PodCost x, PodCost y) { return PodCost{x.repeats + y.repeats, x.squared + y.squared}; };
  std::vector<PodCost> costs;
  for (const auto& t : s.tables) costs.push_back(cost(t));
  for (int pass = 0; pass < 64; ++pass) {
    bool improved = false;
    for (std::size_t a = 0; a < s.tables.size(); ++a)
      for (std::size_t i = 0; costs[a].repeats > 0 && i < s.tables[a].size(); ++i)
        for (std::size_t b = 0; b < s.tables.size(); ++b)
          for (std::size_t j = 0; b != a && j < s.tables[b].size(); ++j) {
            std::swap(s.tables[a][i], s.tables[b][j]);
            const PodCost ca = cost(s.tables[a]), cb = cost(s.tables[b]);
            if (plus(ca, cb) < plus(costs[a], costs[b])) {
              costs[a] = ca;
              costs[b] = cb;
              improved = true;
            } else {
              std::swap(s.tables[a][i], s.tables[b][j]);
            }
          }
    // A repeat no swap removes may yield to a rotation of three players at three tables:
    // tried for fields up to 256 seated (n³ moves), where such a field's round stays quick.
    if (!improved && s.tables.size() >= 3 && in.points.size() <= 256)
      for (std::size_t a = 0; !improved && a < s.tables.size(); ++a)
        for (std::size_t i = 0; !improved && costs[a].repeats > 0 && i < s.tables[a].size(); ++i)
          for (std::size_t b = 0; !improved && b < s.tables.size(); ++b)
            for (std::size_t j = 0; !improved && b != a && j < s.tables[b].size(); ++j)
              for (std::size_t c = 0; !improved && c < s.tables.size(); ++c)
                for (std::size_t k = 0; !improved && c != a && c != b && k < s.tables[c].size(); ++k) {
                  int& x = s.tables[a][i];
                  int& y = s.tables[b][j];
                  int& z = s.tables[c][k];
                  std::tie(x, y, z) = std::make_tuple(z, x, y);  // a gets c's, b gets a's, c gets b's
                  const PodCost ca = cost(s.tables[a]), cb = cost(s.tables[b]), cc = cost(s.tables[c]);
                  if (plus(plus(ca, cb), cc) < plus(plus(costs[a], costs[b]), costs[c])) {
                    costs[a] = ca, costs[b] = cb, costs[c] = cc;
                    improved = true;
                  } else {
                    std::tie(x, y, z) = std::make_tuple(y, z, x);
                  }
                }
    if (!improved) break;
  }
  for (auto& t : s.tables) std::sort(t.begin(), t.end());
  std::sort(s.tables.begin(), s.tables.end());
}

}  // namespace

PodSizes pod_sizes(int players, const PodOptions& o) {
  check_options(o);
  if (players < 0) throw std::invalid_argument("pods: negative player count");
  const OffSizes off(players, o);
  for (int byes = 0; byes <= players; ++byes) {
    const int m = players - byes;
    for (int preferred = m / o.preferred; preferred >= 0; --preferred) {
      int rest = m - preferred * o.preferred;
      if (off.count[rest] < 0) continue;
      PodSizes out;
      out.byes = byes;
      out.tables.assign(preferred, o.preferred);
      std::vector<int> others;
      for (; rest > 0; rest -= off.from[rest]) others.push_back(off.from[rest]);
      std::sort(others.rbegin(), others.rend());
      out.tables.insert(out.tables.end(), others.begin(), others.end());
      return out;
    }
  }
  return {{}, players};  // not reached: no players fit no tables
}

int pod_window(int players, const PodOptions& o) {
  check_options(o);
  int w = o.window;
  if (w == 0 && players <= 16) w = players;
  if (w == 0) {
    // The widest window whose moves per player stay within the budget (pods.hpp).
    const auto choose = [](int n, int k) {
      double c = 1;
      for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
      return c;
    };
    const auto moves = [&](int window) {
      double sum = 0;
      for (int s : o.sizes)
        if (s <= window) sum += choose(window - 1, s - 1) * static_cast<double>(1u << (window - s));
      return sum;
    };
    w = *o.sizes.rbegin();
    while (w < kMaxWindow && moves(w + 1) <= 16384) ++w;
  }
  return std::max(1, std::min(w, players));
}

std::vector<int> pod_byes(const SwissInput& in, int byes) {
  const int n = static_cast<int>(in.points.size());
  std::vector<bool> bye(n, false);
  int given = 0;
  for (int i = n - 1; i >= 0 && given < byes; --i)
    if (!in.had_bye[i]) bye[i] = true, ++given;
  for (int i = n - 1; i >= 0 && given < byes; --i)
    if (!bye[i]) bye[i] = true, ++given;
  std::vector<int> out;
  for (int i = 0; i < n; ++i)
    if (bye[i]) out.push_back(i);
  return out;
}

PodCost pod_cost(const SwissInput& in, const PodSeating& s) {
  PlayedPairs met(in.played);
  PodCost c;
  for (const auto& table : s.tables) {
    for (std::size_t a = 0; a < table.size(); ++a)
      for (std::size_t b = a + 1; b < table.size(); ++b) {
        if (met.met(table[a], table[b])) ++c.repeats;
        const std::int64_t d = in.points[table[a]] - in.points[table[b]];
        c.squared += d * d;
      }
  }
  return c;
}

PodSeating seat_pods(const SwissInput& in, const PodOptions& o) {
  const int n = static_cast<int>(in.points.size());
  const PodSizes sizes = pod_sizes(n, o);
  std::vector<bool> bye(n, false);
  for (int i : pod_byes(in, sizes.byes)) bye[i] = true;
  std::vector<int> ids;
  PodSeating out;
  for (int i = 0; i < n; ++i) (bye[i] ? out.byes : ids).push_back(i);
  if (ids.empty()) return out;
  const int window = pod_window(static_cast<int>(ids.size()), o);
  Programme p(in, ids, sizes, o, window);
  PodSeating seated = p.solve();
  if (o.window == 0 && window < static_cast<int>(ids.size())) {
    swap_out_repeats(in, seated);
    if (static_cast<int>(ids.size()) <= kWholeFieldSearchPlayers && pod_cost(in, seated).repeats > 0)
      search_whole_field(in, seated);
  }
  seated.byes = std::move(out.byes);
  return seated;
}

}  // namespace referee::tournaments
