// Replay (referee/core/replay.hpp): stopping after N events, the state machine trace, the
// position kept at a violation, the order ruling profiles apply in, outcome wording.
#include <catch2/catch.hpp>

#include "referee/core/registry.hpp"
#include "referee/core/replay.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

namespace test_replay {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;

namespace {

nlohmann::json three_turns(const nlohmann::json& rulings = nlohmann::json::object()) {
  return test::dof_transcript({"Ann", "Bob"},
                              {{"Ann", {"8S", "4S", "6H", "8D", "10C"}}, {"Bob", {"8H", "5S", "7H", "9D", "JC"}}},
                              {ev("Ann", "draw", {{"card", "2C"}}),
                               ev("Ann", "summon", {{"card", "8S"}, {"position", "attack"}}),
                               ev("Ann", "end-turn"),
                               ev("Bob", "draw", {{"card", "2D"}}),
                               ev("Bob", "summon", {{"card", "8H"}, {"position", "attack"}}),
                               ev("Bob", "end-turn")},
                              rulings);
}

Transcript read(const nlohmann::json& t) { return read_transcript(parse_json(t.dump(1), "t.json"), builtin_games()); }

}  // namespace

TEST_CASE("replay: all events, or only the first N", "[core][replay]") {
  Transcript t = read(three_turns());
  Replay all = replay(t, rulings_for(t, nullptr));
  CHECK_FALSE(all.violation.has_value());
  CHECK(all.applied == 6);
  CHECK(all.trace.empty());  // checked, but not kept unless asked
  CHECK(all.state->to_act() == 0);  // Ann's turn again (her draw)

  Replay two = replay(t, rulings_for(t, nullptr), ReplayOptions{2, false, {}});
  CHECK(two.applied == 2);
  CHECK(test::dof_table(two).players[0].field.size() == 1);
  CHECK(test::dof_table(two).players[1].field.empty());

  Replay none = replay(t, rulings_for(t, nullptr), ReplayOptions{0, false, {}});
  CHECK(none.applied == 0);
  CHECK(none.state != nullptr);

  Replay beyond = replay(t, rulings_for(t, nullptr), ReplayOptions{100, false, {}});
  CHECK(beyond.applied == 6);
}

TEST_CASE("replay: the trace kept walks the state machine's edges from its start", "[core][replay]") {
  Transcript t = read(three_turns());
  auto rulings = rulings_for(t, nullptr);
  StateMachine spec = t.game->spec(*rulings);
  Replay r = replay(t, rulings, ReplayOptions{-1, true, {}});
  REQUIRE_FALSE(r.violation.has_value());
  REQUIRE_FALSE(r.trace.empty());
  CHECK(r.trace.front().from == spec.start());
  for (const Step& s : r.trace) CHECK(spec.has_step(s));
  CHECK(r.trace.back().to == r.state->node());
}

TEST_CASE("replay: a move the game allows but the state machine lacks from its node is refused there",
          "[core][replay]") {
  Transcript t = read(three_turns());
  auto rulings = rulings_for(t, nullptr);
  Replay before = replay(t, rulings, ReplayOptions{1, false, {}});  // Ann drew: the Main Phase
  REQUIRE(before.state->node() == "main");
  JsonDocument doc = parse_json(ev("Ann", "summon", {{"card", "8S"}, {"position", "attack"}}).dump(), "e.json");
  const JsonObject body(doc, doc.root, "", "event");
  const std::unique_ptr<Action> summon = before.state->decode(EventInput{body, 2, 0, "summon"});

  // The real machine takes it; one whose Main Phase only ends refuses it, citing the node.
  const Section main_phase{"main", "Main Phase", "The turn's actions."};
  StateMachine narrow("draw-of-faith");
  narrow.add_node({"main", "Main Phase", NodeKind::phase, &main_phase});
  narrow.add_node({"end", "End Phase", NodeKind::step, &main_phase});
  narrow.add_edge({"main", "end", "end-turn", &main_phase, ""});
  narrow.add_edge({"main", "end", "auto:skip", &main_phase, ""});
  std::vector<Step> trace;
  std::unique_ptr<GameState> state = before.state->clone();
  CHECK(judge_event(*state, *summon, "summon", t.game->spec(*rulings), trace));
  EventVerdict v = judge_event(*state, *summon, "summon", narrow, trace);
  CHECK_FALSE(v.legal);
  CHECK(v.node == "main");
  CHECK(v.citation == &main_phase);
  CHECK(v.reason == "the game waits in main (Main Phase): the state machine has no move \"summon\" from there; "
                    "it takes end-turn");
  // The game's own refusal comes first (Bob is not to act).
  const std::unique_ptr<Action> bobs = before.state->decode(EventInput{body, 2, 1, "summon"});
  EventVerdict game_first = judge_event(*state, *bobs, "summon", narrow, trace);
  CHECK_FALSE(game_first.legal);
  CHECK(game_first.node.empty());
}

TEST_CASE("replay: at a violation, the state is the one after the last legal event", "[core][replay]") {
  nlohmann::json t = three_turns();
  t["events"].push_back(ev("Bob", "draw", {{"card", "3D"}}));  // it is Ann's turn
  Transcript tr = read(t);
  Replay r = replay(tr, rulings_for(tr, nullptr));
  REQUIRE(r.violation.has_value());
  CHECK(r.applied == 6);
  CHECK(r.violation->event == 7);
  CHECK(r.violation->player == "Bob");
  CHECK(r.violation->action == "draw");
  CHECK(r.violation->line > 0);
  CHECK_FALSE(r.violation->reason.empty());
  CHECK(r.violation->citation != nullptr);
  CHECK_THAT(r.violation->written, Catch::Contains("3D"));
  CHECK_FALSE(r.violation->position_before.empty());
  CHECK(test::dof_table(r).players[1].field.size() == 1);
}

TEST_CASE("replay: catalogue defaults, then the transcript's rulings, then the override", "[core][replay]") {
  Transcript plain = read(three_turns());
  CHECK(rulings_for(plain, nullptr)->non_default_profile().empty());

  Transcript own = read(three_turns({{"dof.battle.tie", "suit-order"}, {"dof.turn.first-turn", "no-first-battle"}}));
  auto r1 = rulings_for(own, nullptr);
  CHECK(r1->non_default_profile() ==
        nlohmann::json{{"dof.battle.tie", "suit-order"}, {"dof.turn.first-turn", "no-first-battle"}});

  JsonDocument override_doc = parse_json(R"({"dof.battle.tie": "both-destroyed"})", "o.json");
  auto r2 = rulings_for(own, &override_doc);
  CHECK(r2->non_default_profile() ==
        nlohmann::json{{"dof.battle.tie", "both-destroyed"}, {"dof.turn.first-turn", "no-first-battle"}});

  JsonDocument back_to_default = parse_json(R"({"dof.battle.tie": "no-effect"})", "o.json");
  CHECK(rulings_for(own, &back_to_default)->non_default_profile() ==
        nlohmann::json{{"dof.turn.first-turn", "no-first-battle"}});

  JsonDocument not_a_profile = parse_json(R"(["dof.battle.tie"])", "o.json");
  CHECK_THROWS_AS(rulings_for(own, &not_a_profile), InputError);
}

TEST_CASE("replay: describe_outcome words each kind of result", "[core][replay]") {
  const std::vector<std::string> players = {"Ann", "Bob", "Cid"};
  GameResult r;
  CHECK(describe_outcome(r, players) == "in progress");
  r.status = GameStatus::won;
  r.winners = {1};
  CHECK(describe_outcome(r, players) == "Bob wins");
  r.status = GameStatus::drawn;
  r.winners = {};
  CHECK(describe_outcome(r, players) == "draw");
  r.winners = {0, 2};
  CHECK(describe_outcome(r, players) == "Ann and Cid share the win");
  r.winners = {0, 1, 2};
  CHECK(describe_outcome(r, players) == "Ann, Bob and Cid share the win");
}

TEST_CASE("replay: continued from the state before an event, it ends where a full replay ends", "[core][replay]") {
  Transcript t = read(three_turns());
  std::vector<std::unique_ptr<GameState>> before;  // the state before each event
  ReplayOptions watch;
  watch.before_event = [&](int event, const GameState& state) {
    CHECK(event == static_cast<int>(before.size()));
    before.push_back(state.clone());
  };
  Replay all = replay(t, rulings_for(t, nullptr), watch);
  REQUIRE_FALSE(all.violation.has_value());
  REQUIRE(before.size() == 6);
  for (int from = 0; from < 6; ++from) {
    INFO("from event " << from);
    auto rulings = rulings_for(t, nullptr);
    Replay rest = replay_from(t, rulings, before[static_cast<std::size_t>(from)]->with_rulings(rulings), from);
    CHECK_FALSE(rest.violation.has_value());
    CHECK(rest.applied == 6);
    CHECK(rest.state->position_json() == all.state->position_json());
  }
  // "upto" still counts from the first event.
  auto rulings = rulings_for(t, nullptr);
  Replay part = replay_from(t, rulings, before[1]->with_rulings(rulings), 1, ReplayOptions{3, false, {}});
  CHECK(part.applied == 3);
}

}  // namespace test_replay
