#include "referee/core/hidden_cards.hpp"

#include <algorithm>
#include <deque>
#include <numeric>
#include <stdexcept>

namespace referee {

HiddenCards::HiddenCards(std::vector<int> counts_per_type) : unseen_(std::move(counts_per_type)) {}

bool HiddenCards::see(int type) {
  if (unseen_.at(static_cast<std::size_t>(type)) <= 0) return false;
  --unseen_[static_cast<std::size_t>(type)];
  if (live_ > 0 && !consistent()) {
    ++unseen_[static_cast<std::size_t>(type)];
    return false;
  }
  return true;
}

int HiddenCards::add_placeholder() {
  placeholders_.push_back(Placeholder{});
  ++live_;
  return static_cast<int>(placeholders_.size()) - 1;
}

bool HiddenCards::is_live(int id) const {
  return id >= 0 && id < static_cast<int>(placeholders_.size()) && placeholders_[static_cast<std::size_t>(id)].live;
}

void HiddenCards::exclude(int id, int type) {
  auto& p = placeholders_.at(static_cast<std::size_t>(id));
  if (p.excluded.empty()) p.excluded.assign(unseen_.size(), false);
  p.excluded.at(static_cast<std::size_t>(type)) = true;
}

bool HiddenCards::allows(int id, int type) const {
  const auto& p = placeholders_.at(static_cast<std::size_t>(id));
  return p.excluded.empty() || !p.excluded.at(static_cast<std::size_t>(type));
}

bool HiddenCards::reveal(int id, int type) {
  if (!is_live(id)) throw std::logic_error("reveal of a placeholder that is not live");
  auto& p = placeholders_[static_cast<std::size_t>(id)];
  if (!allows(id, type) || unseen_.at(static_cast<std::size_t>(type)) <= 0) return false;
  p.live = false;
  p.type = type;
  --live_;
  --unseen_[static_cast<std::size_t>(type)];
  if (!consistent()) {
    p.live = true;
    p.type = -1;
    ++live_;
    ++unseen_[static_cast<std::size_t>(type)];
    return false;
  }
  return true;
}

int HiddenCards::revealed_type(int id) const { return placeholders_.at(static_cast<std::size_t>(id)).type; }

bool HiddenCards::any_restricted() const {
  for (const auto& p : placeholders_)
    if (p.live && !p.excluded.empty()) return true;
  return false;
}

bool HiddenCards::consistent() const {
  const int total_unseen = std::accumulate(unseen_.begin(), unseen_.end(), 0);
  if (live_ > total_unseen) return false;
  if (!any_restricted()) return true;  // every placeholder fits every unseen card
  return consistent_with({});
}

namespace {

// A small maximum flow (shortest augmenting paths): the networks here have at most a few
// hundred nodes, and one unit of flow per placeholder.
class Flow {
 public:
  explicit Flow(int nodes) : out_(static_cast<std::size_t>(nodes)) {}
  void edge(int from, int to, int cap) {
    out_[static_cast<std::size_t>(from)].push_back(static_cast<int>(arcs_.size()));
    arcs_.push_back({to, cap});
    out_[static_cast<std::size_t>(to)].push_back(static_cast<int>(arcs_.size()));
    arcs_.push_back({from, 0});
  }
  int max_flow(int source, int sink) {
    int total = 0;
    std::vector<int> via(out_.size());
    for (;;) {
      std::fill(via.begin(), via.end(), -1);
      std::deque<int> queue{source};
      via[static_cast<std::size_t>(source)] = -2;
      while (!queue.empty() && via[static_cast<std::size_t>(sink)] == -1) {
        int u = queue.front();
        queue.pop_front();
        for (int a : out_[static_cast<std::size_t>(u)]) {
          const Arc& arc = arcs_[static_cast<std::size_t>(a)];
          if (arc.cap > 0 && via[static_cast<std::size_t>(arc.to)] == -1) {
            via[static_cast<std::size_t>(arc.to)] = a;
            queue.push_back(arc.to);
          }
        }
      }
      if (via[static_cast<std::size_t>(sink)] == -1) return total;
      for (int v = sink; v != source;) {  // every path carries one unit: caps from the source are 1
        int a = via[static_cast<std::size_t>(v)];
        --arcs_[static_cast<std::size_t>(a)].cap;
        ++arcs_[static_cast<std::size_t>(a ^ 1)].cap;
        v = arcs_[static_cast<std::size_t>(a ^ 1)].to;
      }
      ++total;
    }
  }

 private:
  struct Arc {
    int to;
    int cap;
  };
  std::vector<Arc> arcs_;
  std::vector<std::vector<int>> out_;
};

}  // namespace

bool HiddenCards::consistent_with(const std::vector<CapGroup>& groups) const {
  const int total_unseen = std::accumulate(unseen_.begin(), unseen_.end(), 0);
  if (live_ > total_unseen) return false;
  const int types = type_count();
  std::vector<int> group_of(placeholders_.size(), -1);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (static_cast<int>(groups[g].class_of_type.size()) != types)
      throw std::logic_error("a cap group must give every type a class");
    for (int id : groups[g].placeholders) {
      if (!is_live(id)) continue;
      if (group_of.at(static_cast<std::size_t>(id)) != -1) throw std::logic_error("cap groups must be disjoint");
      group_of[static_cast<std::size_t>(id)] = static_cast<int>(g);
    }
  }
  // Nodes: source, sink, one per placeholder, one per type, then two per (group, class):
  // in and out, joined by the cap.
  const int source = 0, sink = 1, first_placeholder = 2;
  const int first_type = first_placeholder + static_cast<int>(placeholders_.size());
  int nodes = first_type + types;
  std::vector<std::vector<int>> class_node(groups.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const int classes = groups[g].class_of_type.empty()
                            ? 0
                            : *std::max_element(groups[g].class_of_type.begin(), groups[g].class_of_type.end()) + 1;
    if (static_cast<int>(groups[g].cap.size()) < classes) throw std::logic_error("a cap group needs a cap per class");
    for (int k = 0; k < classes; ++k) {
      class_node[g].push_back(nodes);
      nodes += 2;
    }
  }
  Flow flow(nodes);
  for (int t = 0; t < types; ++t)
    if (unseen_[static_cast<std::size_t>(t)] > 0) flow.edge(first_type + t, sink, unseen_[static_cast<std::size_t>(t)]);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    for (std::size_t k = 0; k < class_node[g].size(); ++k) {
      const int in = class_node[g][k];
      flow.edge(in, in + 1, std::max(0, groups[g].cap[k]));
      for (int t = 0; t < types; ++t)
        if (groups[g].class_of_type[static_cast<std::size_t>(t)] == static_cast<int>(k) &&
            unseen_[static_cast<std::size_t>(t)] > 0)
          flow.edge(in + 1, first_type + t, 1);
    }
  }
  for (std::size_t i = 0; i < placeholders_.size(); ++i) {
    if (!placeholders_[i].live) continue;
    const int id = static_cast<int>(i), node = first_placeholder + id;
    flow.edge(source, node, 1);
    const int g = group_of[i];
    if (g < 0) {
      for (int t = 0; t < types; ++t)
        if (unseen_[static_cast<std::size_t>(t)] > 0 && allows(id, t)) flow.edge(node, first_type + t, 1);
      continue;
    }
    const CapGroup& group = groups[static_cast<std::size_t>(g)];
    for (std::size_t k = 0; k < class_node[static_cast<std::size_t>(g)].size(); ++k) {
      int allowed = 0, unseen_types = 0;
      for (int t = 0; t < types; ++t) {
        if (group.class_of_type[static_cast<std::size_t>(t)] != static_cast<int>(k) ||
            unseen_[static_cast<std::size_t>(t)] <= 0)
          continue;
        ++unseen_types;
        allowed += allows(id, t) ? 1 : 0;
      }
      if (allowed != 0 && allowed != unseen_types)
        throw std::logic_error("a grouped placeholder must exclude whole classes");
      if (allowed > 0) flow.edge(node, class_node[static_cast<std::size_t>(g)][k], 1);
    }
  }
  return flow.max_flow(source, sink) == live_;
}

}  // namespace referee
