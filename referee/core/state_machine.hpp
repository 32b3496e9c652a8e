// A game's rules as an explicit state machine (architecture.md, "Explicit state machine").
//
// Nodes are the places where the game waits: a phase, a step, a reaction window, a chance
// step (a card is drawn), the end. Edges are the actions that move it on, or automatic
// steps, each citing the rulebook section it implements. Analyses (reachability) use
// Boost.Graph's breadth-first search, on the graph and on its reverse.
//
// A spec is built for one ruling profile: rulings can add or remove places and moves
// (an edge's `when` says which ruling options it needs). Every replay checks every move
// against it (replay.cpp, judge_event), so the printed machine and the code cannot drift
// apart. Once built, a machine is indexed: node ids are small integers and each node's
// out-edges are contiguous, so a check costs a short scan, no allocation.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
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
  // The table's words for it: "the Battle Phase". A judge's outcome and the legal actions say
  // them, never the id (judgements/position_diff.cpp); every game's place has some
  // (tests/judgements/test_table_words.cpp).
  std::string words{};
};

// When an edge exists: always (empty), under some options of rulings, or in some state of
// the game. `text` is how it reads in the spec's text, JSON and drawing; `rulings` are the
// catalogue indexes of the rulings it depends on, so that "which moves does this ruling
// touch" is a lookup (EdgeCondition::mentions), never a search of the text.
struct EdgeCondition {
  EdgeCondition() = default;
  EdgeCondition(const char* state) : text(state) {}  // a state of the game, in words
  EdgeCondition(std::string state) : text(std::move(state)) {}
  // The edge exists under options of `key`'s ruling (a game's RulingKey), read as `text`.
  template <class Key>
  static EdgeCondition ruling(Key key, std::string text) {
    EdgeCondition c(std::move(text));
    c.rulings.push_back(key.index);
    return c;
  }
  bool empty() const { return text.empty() && rulings.empty(); }
  bool mentions(std::uint16_t ruling) const;
  bool operator==(const EdgeCondition&) const = default;

  std::string text;
  std::vector<std::uint16_t> rulings;
};

struct SpecEdge {
  std::string from;
  std::string to;
  std::string on;          // the action ("attack") or automatic step ("auto:next-turn")
  const Section* citation = nullptr;
  EdgeCondition when;      // empty if always
  bool automatic() const { return on.rfind("auto:", 0) == 0; }
};

// One move a replay made, to be found among the spec's edges.
struct Step {
  std::string_view from;
  std::string_view to;
  std::string_view on;
};

using NodeId = std::uint16_t;

class StateMachine {
 public:
  explicit StateMachine(std::string game);
  ~StateMachine();
  StateMachine(StateMachine&&) noexcept;
  StateMachine& operator=(StateMachine&&) noexcept;

  void add_node(SpecNode node);          // std::logic_error on a duplicate id
  void add_edge(SpecEdge edge);          // std::logic_error on an unknown node
  // Shorthands for a game's build_spec.
  // `words`: SpecNode::words. `when`: the place exists only under it; the drawing writes it
  // on the place, not on each move.
  void node(std::string id, std::string label, std::string words, NodeKind kind, const Section& s, EdgeCondition when = {}) {
    add_node(SpecNode{id, std::move(label), kind, &s, std::move(words)});
    if (!when.empty()) add_condition(id, std::move(when));
  }
  void add_condition(std::string_view node, EdgeCondition when);
  void edge(std::string from, std::string to, std::string on, const Section& s, EdgeCondition when = {}) {
    add_edge(SpecEdge{std::move(from), std::move(to), std::move(on), &s, std::move(when)});
  }
  void set_start(std::string_view id);
  // An action that records something and moves nothing (Draw of Faith's `reveal`): taken
  // anywhere, even after the end, with no step.
  void add_record_only(std::string on, const Section& citation);
  // Places drawn in one box by to_dot, the moves into and out of the box shared (a place this
  // profile lacks is left out). Drawing only: the machine and its checks are unchanged.
  void add_cluster(std::string label, const std::vector<std::string_view>& ids);

  const std::string& game() const;
  const std::string& start() const;
  const std::vector<SpecNode>& nodes() const;       // in declaration order
  const std::vector<SpecEdge>& edges() const;       // grouped by source node, then declaration order
  std::vector<std::string> terminals() const;
  const SpecNode* node(std::string_view id) const;
  bool has_step(const Step& step) const;
  // The words of the place `id` (SpecNode::words); `id` itself if no place has it.
  std::string_view words(std::string_view id) const;

  // The index.
  std::optional<NodeId> id(std::string_view node) const;
  const SpecNode& node(NodeId id) const;
  std::span<const SpecEdge> edges_from(NodeId id) const;
  bool accepts(NodeId from, std::string_view on) const;   // a move "on" leaves from there
  // The edge of that move, and the id of its `to` in *to_id if given; null if none.
  const SpecEdge* step(NodeId from, std::string_view to, std::string_view on, NodeId* to_id = nullptr) const;
  const SpecEdge* first_edge_on(std::string_view on) const;
  bool record_only(std::string_view on) const;
  const Section* record_only_citation(std::string_view on) const;

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
