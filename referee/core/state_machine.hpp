// A game's rules as an explicit state machine (architecture.md, "Explicit state machine").
//
// Nodes are the places where the game waits: a phase, a step, a reaction window, a chance
// step (a card is drawn), the end. Edges are the actions that move it on, or automatic
// steps, each citing the rulebook section it implements. The graph is a Boost.Graph
// adjacency_list; analyses use its breadth-first search, on the graph and on its reverse.
//
// A spec is built for one ruling profile: rulings can add or remove places and moves
// (an edge's `when` says which ruling options it needs). Replays check every move they
// make against the spec, so the printed machine and the code cannot drift apart.
#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/sections.hpp"

namespace referee {

enum class NodeKind { setup, phase, step, window, chance, terminal };
std::string_view to_string(NodeKind kind);

struct SpecNode {
  std::string id;     // "battle", "main.window"
  std::string label;  // "Battle Phase"
  NodeKind kind = NodeKind::phase;
  const Section* citation = nullptr;
};

struct SpecEdge {
  std::string from;
  std::string to;
  std::string on;          // the action ("attack") or automatic step ("auto:next-turn")
  const Section* citation = nullptr;
  std::string when;        // the ruling options it needs, empty if always
  bool automatic() const { return on.rfind("auto:", 0) == 0; }
};

// One move a replay made, to be found among the spec's edges.
struct Step {
  std::string_view from;
  std::string_view to;
  std::string_view on;
};

class StateMachine {
 public:
  explicit StateMachine(std::string game);
  ~StateMachine();
  StateMachine(StateMachine&&) noexcept;
  StateMachine& operator=(StateMachine&&) noexcept;

  void add_node(SpecNode node);          // std::logic_error on a duplicate id
  void add_edge(SpecEdge edge);          // std::logic_error on an unknown node
  // Shorthands for a game's build_spec.
  void node(std::string id, std::string label, NodeKind kind, const Section& s) {
    add_node(SpecNode{std::move(id), std::move(label), kind, &s});
  }
  void edge(std::string from, std::string to, std::string on, const Section& s, std::string when = "") {
    add_edge(SpecEdge{std::move(from), std::move(to), std::move(on), &s, std::move(when)});
  }
  void set_start(std::string_view id);

  const std::string& game() const;
  const std::string& start() const;
  std::vector<SpecNode> nodes() const;
  std::vector<SpecEdge> edges() const;
  std::vector<std::string> terminals() const;
  const SpecNode* node(std::string_view id) const;
  bool has_step(const Step& step) const;

  // Ids of nodes that cannot be reached from the start.
  std::vector<std::string> unreachable_from_start() const;
  // Ids of nodes from which no terminal node can be reached (dead ends and traps).
  std::vector<std::string> cannot_reach_terminal() const;

  std::string to_dot() const;
  nlohmann::json to_json() const;
  std::string to_text() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace referee
