#include "tournaments/pods_search.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace referee::tournaments {
namespace {

PodCost operator+(PodCost a, PodCost b) { return {a.repeats + b.repeats, a.squared + b.squared}; }

class WholeField {
 public:
  WholeField(const SwissInput& in, const PodSeating& s, std::int64_t budget)
      : in_(in), met_(in.played), budget_(budget), best_(pod_cost(in, s)), best_tables_(s.tables) {
    for (const auto& t : s.tables) {
      ++left_[static_cast<int>(t.size())];
      ids_.insert(ids_.end(), t.begin(), t.end());
    }
    std::sort(ids_.begin(), ids_.end());  // best-ranked first: the search heads tables in standing order
    seated_.assign(ids_.size(), false);
  }

  bool run() {
    search({});
    return improved_;
  }
  std::vector<std::vector<int>> tables() const { return best_tables_; }

 private:
  struct Candidate {
    PodCost cost;
    std::vector<int> members;  // positions in ids_
  };

  PodCost cost_of(const std::vector<int>& members) const {
    PodCost c;
    for (std::size_t a = 0; a < members.size(); ++a)
      for (std::size_t b = a + 1; b < members.size(); ++b) {
        const int x = ids_[members[a]], y = ids_[members[b]];
        if (met_.met(x, y)) ++c.repeats;
        const std::int64_t d = in_.points[x] - in_.points[y];
        c.squared += d * d;
      }
    return c;
  }

  // Every table of `size` headed by `head` among the players not yet seated, cheaper than
  // what would leave the partial seating no better than the best.
  void candidates(int head, int size, PodCost partial, std::vector<Candidate>& out) {
    std::vector<int> free;
    for (int i = head + 1; i < static_cast<int>(ids_.size()); ++i)
      if (!seated_[i]) free.push_back(i);
    std::vector<int> members{head};
    const auto pick = [&](auto&& self, std::size_t from) -> void {
      if (budget_ <= 0) return;
      if (static_cast<int>(members.size()) == size) {
        --budget_;
        const PodCost c = cost_of(members);
        if (partial + c < best_) out.push_back({c, members});
        return;
      }
      for (std::size_t i = from; i < free.size(); ++i) {
        members.push_back(free[i]);
        self(self, i + 1);
        members.pop_back();
      }
    };
    pick(pick, 0);
  }

  void search(PodCost partial) {
    const auto head = std::find(seated_.begin(), seated_.end(), false) - seated_.begin();
    if (head == static_cast<long>(seated_.size())) {
      if (partial < best_) {
        best_ = partial;
        best_tables_.clear();
        for (const auto& t : path_) {
          std::vector<int> players;
          for (int m : t) players.push_back(ids_[m]);
          best_tables_.push_back(std::move(players));
        }
        improved_ = true;
      }
      return;
    }
    std::vector<Candidate> options;
    for (const auto& [size, count] : left_)
      if (count > 0) candidates(static_cast<int>(head), size, partial, options);
    std::stable_sort(options.begin(), options.end(), [](const Candidate& a, const Candidate& b) { return a.cost < b.cost; });
    for (const Candidate& o : options) {
      if (!(partial + o.cost < best_)) break;  // sorted: no later option is cheaper
      if (budget_ <= 0) return;
      for (int m : o.members) seated_[m] = true;
      --left_[static_cast<int>(o.members.size())];
      path_.push_back(o.members);
      search(partial + o.cost);
      path_.pop_back();
      ++left_[static_cast<int>(o.members.size())];
      for (int m : o.members) seated_[m] = false;
    }
  }

  const SwissInput& in_;
  const PlayedPairs met_;
  std::int64_t budget_;
  PodCost best_;
  std::vector<std::vector<int>> best_tables_;
  std::vector<int> ids_;
  std::vector<bool> seated_;
  std::map<int, int> left_;  // table size -> tables of it still to seat
  std::vector<std::vector<int>> path_;
  bool improved_ = false;
};

}  // namespace

bool search_whole_field(const SwissInput& in, PodSeating& s, std::int64_t budget) {
  WholeField search(in, s, budget);
  if (!search.run()) return false;
  s.tables = search.tables();
  for (auto& t : s.tables) std::sort(t.begin(), t.end());
  std::sort(s.tables.begin(), s.tables.end());
  return true;
}

}  // namespace referee::tournaments
