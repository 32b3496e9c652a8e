#include "referee/core/state_machine.hpp"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/reverse_graph.hpp>
#include <boost/pending/queue.hpp>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <unordered_map>

namespace referee {

bool EdgeCondition::mentions(std::uint16_t ruling) const {
  return std::find(rulings.begin(), rulings.end(), ruling) != rulings.end();
}

namespace machine_detail {  // named: StateMachine::Impl holds it

struct Hash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

}  // namespace machine_detail

namespace {

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

}  // namespace

struct StateMachine::Impl {
  std::string game;
  std::string start;
  std::vector<SpecNode> nodes;
  std::vector<SpecEdge> edges;          // grouped by source node
  std::vector<std::uint32_t> first{0};  // edges of node n: [first[n], first[n + 1])
  std::vector<NodeId> targets;          // beside edges: the id of each edge's `to`
  std::unordered_map<std::string, NodeId, machine_detail::Hash, std::equal_to<>> by_id;
  std::vector<std::pair<std::string, const Section*>> record_only;
  std::vector<std::pair<std::string, std::vector<NodeId>>> clusters;  // drawn as boxes (to_dot)
  std::vector<std::pair<NodeId, EdgeCondition>> conditions;          // drawn on their places (to_dot)

  boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS> graph() const {
    boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS> g(nodes.size());
    for (NodeId n = 0; n < nodes.size(); ++n)
      for (std::uint32_t e = first[n]; e < first[n + 1u]; ++e) boost::add_edge(n, targets[e], g);
    return g;
  }
};

namespace {

// Marks every vertex a breadth-first search reaches from the sources.
template <class G>
std::vector<bool> reached_from(const G& g, const std::vector<Vertex>& sources) {
  const auto n = boost::num_vertices(g);
  std::vector<bool> seen(n, false);
  if (sources.empty()) return seen;
  std::vector<boost::default_color_type> colors(n, boost::white_color);
  auto color_map = boost::make_iterator_property_map(colors.begin(), boost::get(boost::vertex_index, g));
  struct Recorder : boost::default_bfs_visitor {
    std::vector<bool>* seen;
    void discover_vertex(Vertex v, const G&) const { (*seen)[v] = true; }
  } recorder;
  recorder.seen = &seen;
  boost::queue<Vertex> queue;
  boost::breadth_first_search(g, sources.begin(), sources.end(), queue, recorder, color_map);
  return seen;
}

std::string dot_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

const char* dot_shape(NodeKind kind) {
  switch (kind) {
    case NodeKind::setup: return "house";
    case NodeKind::phase: return "box";
    case NodeKind::step: return "ellipse";
    case NodeKind::window: return "diamond";
    case NodeKind::chance: return "hexagon";
    case NodeKind::terminal: return "doublecircle";
  }
  return "box";
}

}  // namespace

std::string_view to_string(NodeKind kind) {
  switch (kind) {
    case NodeKind::setup: return "setup";
    case NodeKind::phase: return "phase";
    case NodeKind::step: return "step";
    case NodeKind::window: return "window";
    case NodeKind::chance: return "chance";
    case NodeKind::terminal: return "terminal";
  }
  return "?";
}

StateMachine::StateMachine(std::string game) : impl_(std::make_unique<Impl>()) { impl_->game = std::move(game); }
StateMachine::~StateMachine() = default;
StateMachine::StateMachine(StateMachine&&) noexcept = default;
StateMachine& StateMachine::operator=(StateMachine&&) noexcept = default;

void StateMachine::add_node(SpecNode node) {
  if (impl_->by_id.count(node.id)) throw std::logic_error("spec " + impl_->game + ": duplicate node " + node.id);
  if (impl_->nodes.size() >= 0xffff) throw std::logic_error("spec " + impl_->game + ": too many nodes");
  impl_->by_id.emplace(node.id, static_cast<NodeId>(impl_->nodes.size()));
  impl_->nodes.push_back(std::move(node));
  impl_->first.push_back(impl_->first.back());
}

void StateMachine::add_edge(SpecEdge edge) {
  auto from = impl_->by_id.find(edge.from);
  auto to = impl_->by_id.find(edge.to);
  if (from == impl_->by_id.end() || to == impl_->by_id.end())
    throw std::logic_error("spec " + impl_->game + ": edge " + edge.from + " -> " + edge.to + " names an unknown node");
  // Appended to its source's range; the later nodes' ranges move up by one.
  const NodeId f = from->second;
  const std::uint32_t at = impl_->first[f + 1u];
  impl_->edges.insert(impl_->edges.begin() + at, std::move(edge));
  impl_->targets.insert(impl_->targets.begin() + at, to->second);
  for (std::size_t n = f + 1u; n < impl_->first.size(); ++n) ++impl_->first[n];
}

void StateMachine::set_start(std::string_view id) {
  if (!impl_->by_id.count(id)) throw std::logic_error("spec " + impl_->game + ": unknown start node");
  impl_->start = std::string(id);
}

void StateMachine::add_record_only(std::string on, const Section& citation) {
  impl_->record_only.emplace_back(std::move(on), &citation);
}

void StateMachine::add_condition(std::string_view node, EdgeCondition when) {
  impl_->conditions.emplace_back(impl_->by_id.at(std::string(node)), std::move(when));
}

void StateMachine::add_cluster(std::string label, const std::vector<std::string_view>& ids) {
  std::vector<NodeId> members;
  for (std::string_view v : ids)
    if (auto it = impl_->by_id.find(v); it != impl_->by_id.end()) members.push_back(it->second);
  impl_->clusters.emplace_back(std::move(label), std::move(members));
}

const std::string& StateMachine::game() const { return impl_->game; }
const std::string& StateMachine::start() const { return impl_->start; }
const std::vector<SpecNode>& StateMachine::nodes() const { return impl_->nodes; }
const std::vector<SpecEdge>& StateMachine::edges() const { return impl_->edges; }

std::vector<std::string> StateMachine::terminals() const {
  std::vector<std::string> out;
  for (const auto& n : impl_->nodes)
    if (n.kind == NodeKind::terminal) out.push_back(n.id);
  return out;
}

const SpecNode* StateMachine::node(std::string_view id) const {
  auto it = impl_->by_id.find(id);
  return it == impl_->by_id.end() ? nullptr : &impl_->nodes[it->second];
}

std::optional<NodeId> StateMachine::id(std::string_view node) const {
  auto it = impl_->by_id.find(node);
  if (it == impl_->by_id.end()) return std::nullopt;
  return it->second;
}

std::string_view StateMachine::words(std::string_view id) const {
  const SpecNode* n = node(id);
  return n ? std::string_view(n->words) : id;
}

const SpecNode& StateMachine::node(NodeId id) const { return impl_->nodes.at(id); }

std::span<const SpecEdge> StateMachine::edges_from(NodeId id) const {
  return {impl_->edges.data() + impl_->first.at(id), impl_->edges.data() + impl_->first.at(id + 1u)};
}

bool StateMachine::accepts(NodeId from, std::string_view on) const {
  for (const SpecEdge& e : edges_from(from))
    if (e.on == on) return true;
  return false;
}

const SpecEdge* StateMachine::step(NodeId from, std::string_view to, std::string_view on, NodeId* to_id) const {
  for (std::uint32_t e = impl_->first.at(from); e < impl_->first[from + 1u]; ++e) {
    const SpecEdge& edge = impl_->edges[e];
    if (edge.on != on || edge.to != to) continue;
    if (to_id) *to_id = impl_->targets[e];
    return &edge;
  }
  return nullptr;
}

const SpecEdge* StateMachine::first_edge_on(std::string_view on) const {
  for (const SpecEdge& e : impl_->edges)
    if (e.on == on) return &e;
  return nullptr;
}

bool StateMachine::record_only(std::string_view on) const { return record_only_citation(on) != nullptr; }

const Section* StateMachine::record_only_citation(std::string_view on) const {
  for (const auto& [id, citation] : impl_->record_only)
    if (id == on) return citation;
  return nullptr;
}

bool StateMachine::has_step(const Step& s) const {
  auto from = id(s.from);
  return from && step(*from, s.to, s.on);
}

std::vector<std::string> StateMachine::unreachable_from_start() const {
  const Graph g = impl_->graph();
  std::vector<Vertex> sources;
  if (auto start = id(impl_->start)) sources.push_back(*start);
  auto seen = reached_from(g, sources);
  std::vector<std::string> out;
  for (std::size_t v = 0; v < impl_->nodes.size(); ++v)
    if (!seen[v]) out.push_back(impl_->nodes[v].id);
  return out;
}

std::vector<std::string> StateMachine::cannot_reach_terminal() const {
  const Graph g = impl_->graph();
  std::vector<Vertex> terminals;
  for (std::size_t v = 0; v < impl_->nodes.size(); ++v)
    if (impl_->nodes[v].kind == NodeKind::terminal) terminals.push_back(v);
  // A node reaches a terminal iff the terminal reaches it in the reversed graph.
  auto reversed = boost::make_reverse_graph(g);
  auto seen = reached_from(reversed, terminals);
  std::vector<std::string> out;
  for (std::size_t v = 0; v < impl_->nodes.size(); ++v)
    if (!seen[v]) out.push_back(impl_->nodes[v].id);
  return out;
}

// The drawing is for a judge, not a parser: parallel moves share one arrow ("defend | pass"),
// a place's own condition (add_condition) is written once on the place, not on its moves,
// and a cluster (add_cluster) is one box: the moves from one place into every place of the
// box entered from outside are one arrow to the box, and the places every member goes on to
// are one arrow out of the box to a point that fans out to them.
std::string StateMachine::to_dot() const {
  const Impl& m = *impl_;
  const std::size_t n = m.nodes.size();
  std::vector<int> cluster_of(n, -1);
  for (std::size_t c = 0; c < m.clusters.size(); ++c)
    for (NodeId v : m.clusters[c].second)
      if (cluster_of[v] < 0) cluster_of[v] = static_cast<int>(c);
  std::vector<NodeId> from_of(m.edges.size());
  for (NodeId v = 0; v < n; ++v)
    for (std::uint32_t e = m.first[v]; e < m.first[v + 1u]; ++e) from_of[e] = v;

  std::vector<const EdgeCondition*> own(n, nullptr);  // a place's own condition (add_condition)
  for (const auto& [v, when] : m.conditions) own[v] = &when;

  struct Arrow {
    Arrow(std::string f, std::string t, std::string w, bool a, int c = -1)
        : from(std::move(f)), to(std::move(t)), when(std::move(w)), automatic(a), in_cluster(c) {}
    std::string from, to, when;
    bool automatic = false;
    int in_cluster = -1;  // the cluster of the place it leaves
    std::vector<std::string> on, tooltip;
    int ltail = -1, lhead = -1;
    bool dropped = false;  // stood for by an arrow to its cluster
    bool same_move(const Arrow& o) const { return from == o.from && when == o.when && automatic == o.automatic && on == o.on; }
  };
  auto add_once = [](std::vector<std::string>& list, const std::string& item) {
    if (!item.empty() && std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
  };
  // Parallel moves with the same ends and condition share one arrow.
  std::vector<Arrow> arrows;
  for (std::size_t e = 0; e < m.edges.size(); ++e) {
    const SpecEdge& s = m.edges[e];
    const NodeId f = from_of[e], t = m.targets[e];
    Arrow a{std::to_string(f), std::to_string(t), "", s.automatic(), cluster_of[f]};
    auto owns = [&](NodeId v) { return own[v] && *own[v] == s.when; };
    if (!owns(f) && !owns(t)) a.when = s.when.text;
    auto it = std::find_if(arrows.begin(), arrows.end(), [&](const Arrow& o) {
      return o.from == a.from && o.to == a.to && o.when == a.when && o.automatic == a.automatic;
    });
    if (it == arrows.end()) it = arrows.insert(arrows.end(), std::move(a));
    add_once(it->on, s.on);
    if (s.citation) add_once(it->tooltip, std::string(s.citation->title));
  }

  // Out of a cluster: the (place, condition) every member goes on to, through one point.
  std::vector<std::vector<std::string>> entries(m.clusters.size());
  for (std::size_t e = 0; e < m.edges.size(); ++e) {
    const int c = cluster_of[m.targets[e]];
    if (c >= 0 && cluster_of[from_of[e]] != c) add_once(entries[static_cast<std::size_t>(c)], std::to_string(m.targets[e]));
  }
  for (std::size_t c = 0; c < m.clusters.size(); ++c) {
    const std::vector<NodeId>& members = m.clusters[c].second;
    if (members.size() < 2) continue;
    auto goes = [&](NodeId v, const Arrow& k) {
      return std::find_if(arrows.begin(), arrows.end(), [&](const Arrow& a) {
        return a.from == std::to_string(v) && a.to == k.to && a.when == k.when && a.automatic == k.automatic;
      });
    };
    std::vector<Arrow> common;
    for (const Arrow& a : arrows)
      if (a.from == std::to_string(members.front()) &&
          std::all_of(members.begin(), members.end(), [&](NodeId v) { return goes(v, a) != arrows.end(); }))
        common.push_back(a);
    if (common.size() < 2) continue;
    const std::string point = "out" + std::to_string(c);
    Arrow out{std::to_string(members.front()), point, "", true, static_cast<int>(c)};
    out.ltail = static_cast<int>(c);
    for (const Arrow& k : common)
      for (NodeId v : members) {
        const auto it = goes(v, k);
        for (const std::string& on : it->on) add_once(out.on, on);
        for (const std::string& tip : it->tooltip) add_once(out.tooltip, tip);
        out.automatic = out.automatic && it->automatic;
        arrows.erase(it);
      }
    arrows.push_back(out);
    for (const Arrow& k : common) arrows.push_back(Arrow{point, k.to, k.when, k.automatic});
  }
  // Into a cluster: the moves from one place into every place entered from outside.
  for (std::size_t c = 0; c < m.clusters.size(); ++c) {
    const std::vector<std::string>& in = entries[c];
    if (in.size() < 2) continue;
    for (std::size_t i = 0; i < arrows.size(); ++i) {
      const Arrow a = arrows[i];
      if (a.to != in.front() || a.lhead >= 0 || a.dropped || a.in_cluster == static_cast<int>(c)) continue;
      auto into = [&](const std::string& to) {
        return std::find_if(arrows.begin(), arrows.end(),
                            [&](const Arrow& o) { return o.to == to && o.lhead < 0 && !o.dropped && o.same_move(a); });
      };
      if (!std::all_of(in.begin(), in.end(), [&](const std::string& to) { return into(to) != arrows.end(); })) continue;
      arrows[i].lhead = static_cast<int>(c);  // the first entry's arrow stands for them all
      for (std::size_t k = 1; k < in.size(); ++k) into(in[k])->dropped = true;
    }
  }
  std::erase_if(arrows, [](const Arrow& a) { return a.dropped; });

  std::ostringstream out;
  out << "digraph \"" << dot_escape(m.game) << "\" {\nlabel=\"" << dot_escape(m.game);
  for (const auto& [on, citation] : m.record_only)
    out << "\\nanywhere, moving nothing: " << dot_escape(on) << " (" << dot_escape(citation->title) << ")";
  out << "\";\nlabelloc=t;\nrankdir=TB;\n";
  if (!m.clusters.empty()) out << "compound=true;\nnewrank=true;\n";  // arrows to and from boxes
  out << "node [fontsize=10];\nedge [fontsize=9];\n";
  auto place = [&](std::size_t v) {
    const SpecNode& nd = m.nodes[v];
    out << v << " [label=\"" << dot_escape(nd.id) << "\\n" << dot_escape(nd.label);
    if (const EdgeCondition* c = own[v]) out << "\\n[" << dot_escape(c->text) << "]";
    out << "\" shape=" << dot_shape(nd.kind);
    if (nd.citation) out << " tooltip=\"" << dot_escape(nd.citation->title) << "\"";
    out << "];\n";
  };
  for (std::size_t c = 0; c < m.clusters.size(); ++c) {
    out << "subgraph cluster_" << c << " {\nlabel=\"" << dot_escape(m.clusters[c].first) << "\";\nstyle=rounded;\ncolor=gray;\n";
    for (NodeId v : m.clusters[c].second)
      if (cluster_of[v] == static_cast<int>(c)) place(v);
    out << "}\n";
  }
  for (std::size_t v = 0; v < n; ++v)
    if (cluster_of[v] < 0) place(v);
  if (auto start = id(m.start)) out << "start [shape=point];\nstart -> " << *start << ";\n";
  for (std::size_t c = 0; c < m.clusters.size(); ++c)
    if (std::any_of(arrows.begin(), arrows.end(), [&](const Arrow& a) { return a.ltail == static_cast<int>(c); }))
      out << "out" << c << " [shape=point];\n";
  for (const Arrow& a : arrows) {
    std::string on;
    for (const std::string& x : a.on) on += (on.empty() ? "" : " | ") + dot_escape(x);
    std::string tooltip;
    for (const std::string& x : a.tooltip) tooltip += (tooltip.empty() ? "" : "; ") + dot_escape(x);
    out << a.from << " -> " << a.to << " [label=\"" << on << (a.when.empty() ? "" : "\\n[" + dot_escape(a.when) + "]") << "\"";
    if (a.automatic) out << " style=dashed";
    if (a.ltail >= 0) out << " ltail=cluster_" << a.ltail;
    if (a.lhead >= 0) out << " lhead=cluster_" << a.lhead;
    if (!tooltip.empty()) out << " tooltip=\"" << tooltip << "\"";
    out << "];\n";
  }
  out << "}\n";
  return out.str();
}

nlohmann::json StateMachine::to_json() const {
  nlohmann::json states = nlohmann::json::array();
  for (const auto& n : nodes()) {
    states.push_back({{"id", n.id},
                      {"label", n.label},
                      {"kind", std::string(to_string(n.kind))},
                      {"citation", n.citation ? std::string(n.citation->title) : ""}});
  }
  nlohmann::json transitions = nlohmann::json::array();
  for (const auto& e : edges()) {
    nlohmann::json t = {{"from", e.from},
                        {"to", e.to},
                        {"on", e.on},
                        {"automatic", e.automatic()},
                        {"citation", e.citation ? std::string(e.citation->title) : ""}};
    if (!e.when.text.empty()) t["when"] = e.when.text;
    transitions.push_back(std::move(t));
  }
  nlohmann::json out = {{"game", impl_->game},
                        {"states", std::move(states)},
                        {"transitions", std::move(transitions)},
                        {"start", impl_->start},
                        {"terminal", terminals()}};
  if (!impl_->record_only.empty()) {
    nlohmann::json anywhere = nlohmann::json::array();
    for (const auto& [on, citation] : impl_->record_only)
      anywhere.push_back({{"on", on}, {"citation", std::string(citation->title)}});
    out["record_only"] = std::move(anywhere);
  }
  return out;
}

std::string StateMachine::to_text() const {
  std::ostringstream out;
  out << "State machine of " << impl_->game << " (start: " << impl_->start << ")\n";
  for (NodeId v = 0; v < impl_->nodes.size(); ++v) {
    const SpecNode& n = impl_->nodes[v];
    out << "\n" << n.id << "  [" << to_string(n.kind) << "] " << n.label;
    if (n.citation) out << "  (" << n.citation->title << ")";
    out << "\n";
    for (const auto& e : edges_from(v)) {
      out << "    " << (e.automatic() ? "~> " : "-> ") << e.to << "  on " << e.on;
      if (!e.when.text.empty()) out << "  when " << e.when.text;
      if (e.citation) out << "  (" << e.citation->title << ")";
      out << "\n";
    }
  }
  for (const auto& [on, citation] : impl_->record_only)
    out << "\nanywhere, even after the end: " << on << " records and moves nothing  (" << citation->title << ")\n";
  return out.str();
}

}  // namespace referee
