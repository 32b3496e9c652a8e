// Every registered game's state machine, under every ruling profile that changes its shape,
// has no unreachable place and no dead end (architecture.md, "Explicit state machine").
#include <catch2/catch.hpp>

#include "referee/core/registry.hpp"
#include "tests/support/per_game.hpp"

namespace test_spec_graph {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

void require_sound(const StateMachine& sm, const std::string& under) {
  INFO("game " << sm.game() << " under " << under);
  CHECK(sm.unreachable_from_start().empty());
  CHECK(sm.cannot_reach_terminal().empty());
  CHECK_FALSE(sm.terminals().empty());
  CHECK(sm.node(sm.start()) != nullptr);
}

}  // namespace

GAME_TEST_CASE("every state is reachable and can reach the end, under every single ruling option", "[conformance][spec]") {
  Rulings defaults(game.catalogue());
  require_sound(game.spec(defaults), "default rulings");
  const auto& specs = game.catalogue().specs();
  for (std::size_t i = 0; i < specs.size(); ++i) {
    for (std::size_t o = 0; o < specs[i].options.size(); ++o) {
      Rulings r(game.catalogue());
      r.set_choice(i, static_cast<int>(o));
      require_sound(game.spec(r), specs[i].id + "=" + specs[i].options[o].id);
    }
  }
}

TEST_CASE("the reachability checks find a dead end and an unreachable state", "[conformance][spec]") {
  // The analysis itself must work: a machine with a trap and an island fails it.
  StateMachine sm("toy");
  sm.add_node(SpecNode{"start", "start", NodeKind::setup, nullptr});
  sm.add_node(SpecNode{"trap", "a loop with no way out", NodeKind::phase, nullptr});
  sm.add_node(SpecNode{"island", "never reached", NodeKind::phase, nullptr});
  sm.add_node(SpecNode{"end", "end", NodeKind::terminal, nullptr});
  sm.set_start("start");
  sm.add_edge(SpecEdge{"start", "trap", "go", nullptr, ""});
  sm.add_edge(SpecEdge{"trap", "trap", "again", nullptr, ""});
  sm.add_edge(SpecEdge{"start", "end", "stop", nullptr, ""});
  sm.add_edge(SpecEdge{"island", "end", "stop", nullptr, ""});
  CHECK(sm.unreachable_from_start() == std::vector<std::string>{"island"});
  CHECK(sm.cannot_reach_terminal() == std::vector<std::string>{"trap"});
}

}  // namespace test_spec_graph
