// The state machine (referee/core/state_machine.hpp): building, reachability analyses on
// toy graphs, has_step, and the DOT / JSON / text outputs (JSON shape per interface.md).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "referee/core/registry.hpp"
#include "referee/core/state_machine.hpp"

namespace test_state_machine {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

const Section kSetup{"setup", "Game Setup", "Deal."};
const Section kDraw{"draw", "Turn Structure: 1. Draw Phase", "Draw a card."};
const Section kMain{"main", "Main Phase: \"Normal\" Summon", "Summon."};
const Section kEnd{"end", "Victory Conditions", "The end."};

std::set<std::string> as_set(const std::vector<std::string>& v) { return {v.begin(), v.end()}; }

// setup -> draw -> main -> (main on summon) -> over; main ~> draw on auto:next-turn.
StateMachine toy() {
  StateMachine sm("toy-game");
  sm.add_node({"setup", "Deal the cards", NodeKind::setup, &kSetup});
  sm.add_node({"draw", "Draw Phase", NodeKind::chance, &kDraw});
  sm.add_node({"main", "Main Phase", NodeKind::phase, &kMain});
  sm.add_node({"over", "Game over", NodeKind::terminal, &kEnd});
  sm.add_edge({"setup", "draw", "auto:deal", &kSetup, ""});
  sm.add_edge({"draw", "main", "draw", &kDraw, ""});
  sm.add_edge({"main", "main", "summon", &kMain, ""});
  sm.add_edge({"main", "draw", "auto:next-turn", nullptr, ""});
  sm.add_edge({"main", "over", "concede", &kEnd, "toy.concede=allowed"});
  sm.set_start("setup");
  return sm;
}

}  // namespace

TEST_CASE("state_machine: nodes, edges, start and terminals are kept as declared", "[core][state_machine]") {
  StateMachine sm = toy();
  CHECK(sm.game() == "toy-game");
  CHECK(sm.start() == "setup");
  CHECK(sm.nodes().size() == 4);
  CHECK(sm.edges().size() == 5);
  CHECK(sm.terminals() == std::vector<std::string>{"over"});
  REQUIRE(sm.node("main") != nullptr);
  CHECK(sm.node("main")->label == "Main Phase");
  CHECK(sm.node("main")->citation == &kMain);
  CHECK(sm.node("nowhere") == nullptr);
  CHECK(to_string(NodeKind::window) == "window");
  CHECK(to_string(NodeKind::terminal) == "terminal");

  SpecEdge automatic{"a", "b", "auto:x", nullptr, ""};
  SpecEdge manual{"a", "b", "attack", nullptr, ""};
  CHECK(automatic.automatic());
  CHECK_FALSE(manual.automatic());

  // A moved-from machine's contents live on in the new one.
  StateMachine moved = std::move(sm);
  CHECK(moved.nodes().size() == 4);
  CHECK(moved.start() == "setup");
}

TEST_CASE("state_machine: building refuses duplicate nodes, edges to unknown nodes, an unknown start",
          "[core][state_machine]") {
  StateMachine sm("toy");
  sm.add_node({"a", "A", NodeKind::setup, nullptr});
  CHECK_THROWS_WITH(sm.add_node({"a", "again", NodeKind::phase, nullptr}), Catch::Contains("duplicate node a"));
  CHECK_THROWS_WITH(sm.add_edge({"a", "b", "go", nullptr, ""}), Catch::Contains("unknown node"));
  CHECK_THROWS_WITH(sm.add_edge({"b", "a", "go", nullptr, ""}), Catch::Contains("unknown node"));
  CHECK_THROWS_AS(sm.set_start("b"), std::logic_error);
  CHECK(sm.nodes().size() == 1);
  CHECK(sm.edges().empty());
}

TEST_CASE("state_machine: has_step matches from, to and action exactly", "[core][state_machine]") {
  StateMachine sm = toy();
  CHECK(sm.has_step({"draw", "main", "draw"}));
  CHECK(sm.has_step({"main", "main", "summon"}));
  CHECK(sm.has_step({"main", "draw", "auto:next-turn"}));
  CHECK_FALSE(sm.has_step({"main", "draw", "draw"}));      // the action differs
  CHECK_FALSE(sm.has_step({"draw", "over", "draw"}));      // the target differs
  CHECK_FALSE(sm.has_step({"over", "main", "summon"}));    // the source differs
  CHECK_FALSE(sm.has_step({"main", "mai", "nsummon"}));    // no confusion at the separators
  CHECK_FALSE(sm.has_step({"", "", ""}));
}

TEST_CASE("state_machine: a sound toy machine has no unreachable node and no dead end", "[core][state_machine]") {
  StateMachine sm = toy();
  CHECK(sm.unreachable_from_start().empty());
  CHECK(sm.cannot_reach_terminal().empty());
}

TEST_CASE("state_machine: the analyses find islands, traps and dead ends", "[core][state_machine]") {
  StateMachine sm("broken");
  sm.add_node({"start", "start", NodeKind::setup, nullptr});
  sm.add_node({"loop", "a loop with no way out", NodeKind::phase, nullptr});
  sm.add_node({"dead", "a dead end", NodeKind::step, nullptr});
  sm.add_node({"island", "reaches the end but is never reached", NodeKind::phase, nullptr});
  sm.add_node({"end", "end", NodeKind::terminal, nullptr});
  sm.add_node({"orphan-end", "a terminal nobody reaches", NodeKind::terminal, nullptr});
  sm.add_edge({"start", "loop", "go", nullptr, ""});
  sm.add_edge({"loop", "loop", "again", nullptr, ""});
  sm.add_edge({"start", "dead", "fall", nullptr, ""});
  sm.add_edge({"start", "end", "finish", nullptr, ""});
  sm.add_edge({"island", "end", "finish", nullptr, ""});
  sm.set_start("start");

  CHECK(as_set(sm.unreachable_from_start()) == std::set<std::string>{"island", "orphan-end"});
  CHECK(as_set(sm.cannot_reach_terminal()) == std::set<std::string>{"loop", "dead"});
  CHECK(as_set(sm.terminals()) == std::set<std::string>{"end", "orphan-end"});
}

TEST_CASE("state_machine: with no terminal every node is a dead end, and with no start every node is unreachable",
          "[core][state_machine]") {
  StateMachine sm("endless");
  sm.add_node({"a", "a", NodeKind::setup, nullptr});
  sm.add_node({"b", "b", NodeKind::phase, nullptr});
  sm.add_edge({"a", "b", "x", nullptr, ""});
  sm.add_edge({"b", "a", "y", nullptr, ""});
  CHECK(as_set(sm.cannot_reach_terminal()) == std::set<std::string>{"a", "b"});
  CHECK(as_set(sm.unreachable_from_start()) == std::set<std::string>{"a", "b"});
  sm.set_start("b");
  CHECK(sm.unreachable_from_start().empty());
}

TEST_CASE("state_machine: reachability follows edge direction", "[core][state_machine]") {
  StateMachine sm("oneway");
  sm.add_node({"s", "s", NodeKind::setup, nullptr});
  sm.add_node({"t", "t", NodeKind::terminal, nullptr});
  sm.add_node({"back", "only leads into s", NodeKind::phase, nullptr});
  sm.add_edge({"s", "t", "end", nullptr, ""});
  sm.add_edge({"back", "s", "return", nullptr, ""});
  sm.set_start("s");
  CHECK(sm.unreachable_from_start() == std::vector<std::string>{"back"});
  CHECK(sm.cannot_reach_terminal().empty());  // back -> s -> t
}

TEST_CASE("state_machine: DOT output is a digraph with every node, edge and citation", "[core][state_machine]") {
  std::string dot = toy().to_dot();
  CHECK_THAT(dot, Catch::StartsWith("digraph"));
  CHECK_THAT(dot, Catch::Contains("toy-game"));
  for (const char* id : {"setup", "draw", "main", "over"}) CHECK_THAT(dot, Catch::Contains(std::string("label=\"") + id));
  for (const char* on : {"auto:deal", "summon", "auto:next-turn", "concede"}) CHECK_THAT(dot, Catch::Contains(on));
  CHECK_THAT(dot, Catch::Contains("Turn Structure: 1. Draw Phase"));
  CHECK_THAT(dot, Catch::Contains("Main Phase: \\\"Normal\\\" Summon"));  // quotes escaped
  CHECK_THAT(dot, Catch::Contains("doublecircle"));                       // the terminal's shape
  CHECK_THAT(dot, Catch::Contains("style=dashed"));                       // automatic steps
  CHECK_THAT(dot, Catch::Contains("toy.concede=allowed"));                // the ruling an edge needs
  CHECK(std::count(dot.begin(), dot.end(), '\n') > 9);
  std::size_t arrows = 0;
  for (std::size_t at = dot.find("->"); at != std::string::npos; at = dot.find("->", at + 2)) ++arrows;
  CHECK(arrows == 6);  // the five moves and the start marker's
  CHECK(dot.rfind('}') != std::string::npos);
}

// Two places go into both places of a box; both members go on to the same two places, and
// one member exists only under a ruling.
TEST_CASE("state_machine: DOT draws a cluster's shared moves once and a place's condition on it", "[core][state_machine]") {
  StateMachine sm("boxed");
  for (const char* id : {"a", "b", "x", "y", "end"}) sm.node(id, id, id, NodeKind::step, kMain);
  sm.node("y2", "y2", "y2", NodeKind::step, kMain, "box.y2=on");
  sm.add_cluster("the box", {"x", "y2", "missing"});  // a place this profile lacks is left out
  for (const char* from : {"a", "b"})
    for (const char* to : {"x", "y2"}) sm.edge(from, to, "go", kMain, std::string(to) == "y2" ? "box.y2=on" : "");
  for (const char* from : {"x", "y2"})
    for (const char* to : {"a", "end"}) sm.edge(from, to, from == std::string("x") ? "left" : "right", kMain);
  const std::string dot = sm.to_dot();
  std::size_t arrows = 0;
  for (std::size_t at = dot.find("->"); at != std::string::npos; at = dot.find("->", at + 2)) ++arrows;
  CHECK(arrows == 5);  // a and b into the box, the box out to its point, the point to a and to end
  CHECK_THAT(dot, Catch::Contains("subgraph cluster_0"));
  CHECK_THAT(dot, Catch::Contains("0 -> 2 [label=\"go\" lhead=cluster_0"));
  CHECK_THAT(dot, Catch::Contains("ltail=cluster_0"));
  CHECK_THAT(dot, Catch::Contains("left | right"));
  CHECK_THAT(dot, Catch::Contains("y2\\n[box.y2=on]"));  // on the place
  CHECK(dot.find("go\\n[box.y2=on]") == std::string::npos);  // not on the moves into it
  CHECK(toy().to_dot().find("compound") == std::string::npos);  // no box, no compound arrows
}

TEST_CASE("state_machine: JSON output has the shape of interface.md", "[core][state_machine]") {
  nlohmann::json j = toy().to_json();
  CHECK(j["game"] == "toy-game");
  CHECK(j["start"] == "setup");
  CHECK(j["terminal"] == nlohmann::json::array({"over"}));
  REQUIRE(j["states"].is_array());
  REQUIRE(j["states"].size() == 4);
  for (const auto& s : j["states"]) {
    CHECK(s["id"].is_string());
    CHECK(s["citation"].is_string());
  }
  CHECK(j["states"][1]["id"] == "draw");
  CHECK(j["states"][1]["citation"] == "Turn Structure: 1. Draw Phase");
  REQUIRE(j["transitions"].is_array());
  REQUIRE(j["transitions"].size() == 5);
  nlohmann::json draw_edge;
  for (const auto& t : j["transitions"]) {
    for (const char* key : {"from", "to", "on", "citation"}) CHECK(t.contains(key));
    if (t["on"] == "draw") draw_edge = t;
  }
  CHECK(draw_edge["from"] == "draw");
  CHECK(draw_edge["to"] == "main");
  CHECK(draw_edge["citation"] == "Turn Structure: 1. Draw Phase");
  // Edges without a citation still have the key (a string).
  bool found_uncited = false;
  for (const auto& t : j["transitions"])
    if (t["on"] == "auto:next-turn") {
      found_uncited = true;
      CHECK(t["citation"].is_string());
    }
  CHECK(found_uncited);
}

TEST_CASE("state_machine: text output lists every node with its moves and citations", "[core][state_machine]") {
  std::string text = toy().to_text();
  CHECK_THAT(text, Catch::Contains("toy-game") && Catch::Contains("start: setup"));
  CHECK_THAT(text, Catch::Contains("main  [phase] Main Phase"));
  CHECK_THAT(text, Catch::Contains("over  [terminal] Game over"));
  CHECK_THAT(text, Catch::Contains("-> main  on draw  (Turn Structure: 1. Draw Phase)"));
  CHECK_THAT(text, Catch::Contains("~> draw  on auto:next-turn"));
  CHECK_THAT(text, Catch::Contains("when toy.concede=allowed"));
}

TEST_CASE("state_machine: an edge's condition names its rulings by index, read as its text", "[core][state_machine]") {
  struct Key {
    std::uint16_t index;
  };
  const EdgeCondition on_ruling = EdgeCondition::ruling(Key{3}, "toy.turn.first = no-draw");
  CHECK(on_ruling.mentions(3));
  CHECK_FALSE(on_ruling.mentions(4));  // a ruling whose id only shares a prefix is another ruling
  const EdgeCondition state = "the deck is empty";
  CHECK_FALSE(state.mentions(3));
  CHECK_FALSE(state.empty());
  CHECK(EdgeCondition{}.empty());
  // Every ruling-dependent edge of the built-in games, under every single option, names a
  // ruling of its catalogue, and its text says which.
  int conditional = 0;
  for (const Game* game : builtin_games().all())
    for (std::size_t i = 0; i < game->catalogue().size(); ++i)
      for (std::size_t o = 0; o < game->catalogue().at(i).options.size(); ++o) {
        Rulings rulings(game->catalogue());
        rulings.set_choice(i, static_cast<int>(o));
        const StateMachine sm = game->spec(rulings);
        for (const SpecEdge& e : sm.edges())
          for (std::uint16_t r : e.when.rulings) {
            INFO(game->info().id << ": " << e.from << " -> " << e.to << " on " << e.on);
            REQUIRE(r < game->catalogue().size());
            CHECK_THAT(e.when.text, Catch::Contains(game->catalogue().at(r).id));
            ++conditional;
          }
      }
  CHECK(conditional > 0);
}

TEST_CASE("state_machine: the built-in games' machines print in every format", "[core][state_machine]") {
  for (const Game* game : builtin_games().all()) {
    INFO(game->info().id);
    Rulings defaults(game->catalogue());
    StateMachine sm = game->spec(defaults);
    CHECK(sm.game() == game->info().id);
    nlohmann::json j = sm.to_json();
    CHECK(j["states"].size() == sm.nodes().size());
    CHECK(j["transitions"].size() == sm.edges().size());
    CHECK(sm.node(j["start"].get<std::string>()) != nullptr);
    for (const auto& e : sm.edges()) CHECK(sm.has_step({e.from, e.to, e.on}));
    CHECK_THAT(sm.to_dot(), Catch::StartsWith("digraph"));
    CHECK_THAT(sm.to_text(), Catch::Contains(sm.start()));
  }
}

}  // namespace test_state_machine
