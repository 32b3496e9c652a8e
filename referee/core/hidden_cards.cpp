#include "referee/core/hidden_cards.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
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

  // Bipartite graph: live placeholders on one side, one vertex per unseen card on the
  // other, an edge where the placeholder may be that card.
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  std::vector<int> left;
  for (std::size_t i = 0; i < placeholders_.size(); ++i)
    if (placeholders_[i].live) left.push_back(static_cast<int>(i));
  Graph g(left.size() + static_cast<std::size_t>(total_unseen));
  std::size_t card_vertex = left.size();
  for (std::size_t t = 0; t < unseen_.size(); ++t) {
    for (int copy = 0; copy < unseen_[t]; ++copy, ++card_vertex) {
      for (std::size_t l = 0; l < left.size(); ++l)
        if (allows(left[l], static_cast<int>(t))) boost::add_edge(l, card_vertex, g);
    }
  }
  std::vector<boost::graph_traits<Graph>::vertex_descriptor> mate(boost::num_vertices(g));
  boost::edmonds_maximum_cardinality_matching(g, &mate[0]);
  return static_cast<int>(boost::matching_size(g, &mate[0])) == static_cast<int>(left.size());
}

}  // namespace referee
