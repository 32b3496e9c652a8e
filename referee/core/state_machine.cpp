#include "referee/core/state_machine.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/graphviz.hpp>
#include <boost/graph/reverse_graph.hpp>
#include <boost/pending/queue.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

namespace referee {

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, SpecNode, SpecEdge>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

struct StateMachine::Impl {
  std::string game;
  std::string start;
  Graph graph;
  std::map<std::string, Vertex, std::less<>> by_id;
  std::set<std::string, std::less<>> step_keys;  // "from\x1fto\x1fon"
};

namespace {

std::string step_key(std::string_view from, std::string_view to, std::string_view on) {
  std::string k;
  k.reserve(from.size() + to.size() + on.size() + 2);
  k.append(from).push_back('\x1f');
  k.append(to).push_back('\x1f');
  k.append(on);
  return k;
}

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
  std::string id = node.id;
  Vertex v = boost::add_vertex(std::move(node), impl_->graph);
  impl_->by_id.emplace(std::move(id), v);
}

void StateMachine::add_edge(SpecEdge edge) {
  auto from = impl_->by_id.find(edge.from);
  auto to = impl_->by_id.find(edge.to);
  if (from == impl_->by_id.end() || to == impl_->by_id.end())
    throw std::logic_error("spec " + impl_->game + ": edge " + edge.from + " -> " + edge.to + " names an unknown node");
  impl_->step_keys.insert(step_key(edge.from, edge.to, edge.on));
  boost::add_edge(from->second, to->second, std::move(edge), impl_->graph);
}

void StateMachine::set_start(std::string_view id) {
  if (!impl_->by_id.count(id)) throw std::logic_error("spec " + impl_->game + ": unknown start node");
  impl_->start = std::string(id);
}

const std::string& StateMachine::game() const { return impl_->game; }
const std::string& StateMachine::start() const { return impl_->start; }

std::vector<SpecNode> StateMachine::nodes() const {
  std::vector<SpecNode> out;
  for (auto [it, end] = boost::vertices(impl_->graph); it != end; ++it) out.push_back(impl_->graph[*it]);
  return out;
}

std::vector<SpecEdge> StateMachine::edges() const {
  std::vector<SpecEdge> out;
  for (auto [it, end] = boost::edges(impl_->graph); it != end; ++it) out.push_back(impl_->graph[*it]);
  return out;
}

std::vector<std::string> StateMachine::terminals() const {
  std::vector<std::string> out;
  for (auto [it, end] = boost::vertices(impl_->graph); it != end; ++it)
    if (impl_->graph[*it].kind == NodeKind::terminal) out.push_back(impl_->graph[*it].id);
  return out;
}

const SpecNode* StateMachine::node(std::string_view id) const {
  auto it = impl_->by_id.find(id);
  return it == impl_->by_id.end() ? nullptr : &impl_->graph[it->second];
}

bool StateMachine::has_step(const Step& step) const {
  return impl_->step_keys.count(step_key(step.from, step.to, step.on)) > 0;
}

std::vector<std::string> StateMachine::unreachable_from_start() const {
  std::vector<Vertex> sources;
  if (auto it = impl_->by_id.find(impl_->start); it != impl_->by_id.end()) sources.push_back(it->second);
  auto seen = reached_from(impl_->graph, sources);
  std::vector<std::string> out;
  for (auto [it, end] = boost::vertices(impl_->graph); it != end; ++it)
    if (!seen[*it]) out.push_back(impl_->graph[*it].id);
  return out;
}

std::vector<std::string> StateMachine::cannot_reach_terminal() const {
  std::vector<Vertex> terminals;
  for (auto [it, end] = boost::vertices(impl_->graph); it != end; ++it)
    if (impl_->graph[*it].kind == NodeKind::terminal) terminals.push_back(*it);
  // A node reaches a terminal iff the terminal reaches it in the reversed graph.
  auto reversed = boost::make_reverse_graph(impl_->graph);
  auto seen = reached_from(reversed, terminals);
  std::vector<std::string> out;
  for (auto [it, end] = boost::vertices(impl_->graph); it != end; ++it)
    if (!seen[*it]) out.push_back(impl_->graph[*it].id);
  return out;
}

std::string StateMachine::to_dot() const {
  const Graph& g = impl_->graph;
  std::ostringstream out;
  auto vertex_writer = [&g](std::ostream& os, Vertex v) {
    const SpecNode& n = g[v];
    const char* shape = "box";
    switch (n.kind) {
      case NodeKind::setup: shape = "house"; break;
      case NodeKind::phase: shape = "box"; break;
      case NodeKind::step: shape = "ellipse"; break;
      case NodeKind::window: shape = "diamond"; break;
      case NodeKind::chance: shape = "hexagon"; break;
      case NodeKind::terminal: shape = "doublecircle"; break;
    }
    os << "[label=\"" << dot_escape(n.id) << "\\n" << dot_escape(n.label) << "\" shape=" << shape;
    if (n.citation) os << " tooltip=\"" << dot_escape(n.citation->title) << "\"";
    os << "]";
  };
  auto edge_writer = [&g](std::ostream& os, boost::graph_traits<Graph>::edge_descriptor e) {
    const SpecEdge& s = g[e];
    os << "[label=\"" << dot_escape(s.on) << (s.when.empty() ? "" : "\\n[" + dot_escape(s.when) + "]") << "\"";
    if (s.automatic()) os << " style=dashed";
    if (s.citation) os << " tooltip=\"" << dot_escape(s.citation->title) << "\"";
    os << "]";
  };
  auto graph_writer = [this](std::ostream& os) {
    os << "label=\"" << dot_escape(impl_->game) << "\";\nrankdir=TB;\nnode [fontsize=10];\nedge [fontsize=9];\n";
  };
  boost::write_graphviz(out, g, vertex_writer, edge_writer, graph_writer);
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
    if (!e.when.empty()) t["when"] = e.when;
    transitions.push_back(std::move(t));
  }
  return {{"game", impl_->game},
          {"states", std::move(states)},
          {"transitions", std::move(transitions)},
          {"start", impl_->start},
          {"terminal", terminals()}};
}

std::string StateMachine::to_text() const {
  std::ostringstream out;
  out << "State machine of " << impl_->game << " (start: " << impl_->start << ")\n";
  for (const auto& n : nodes()) {
    out << "\n" << n.id << "  [" << to_string(n.kind) << "] " << n.label;
    if (n.citation) out << "  (" << n.citation->title << ")";
    out << "\n";
    for (const auto& e : edges()) {
      if (e.from != n.id) continue;
      out << "    " << (e.automatic() ? "~> " : "-> ") << e.to << "  on " << e.on;
      if (!e.when.empty()) out << "  when " << e.when;
      if (e.citation) out << "  (" << e.citation->title << ")";
      out << "\n";
    }
  }
  return out.str();
}

}  // namespace referee
