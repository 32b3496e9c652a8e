// The state machine of spec.cpp: the turn's structure (4-2 Gameplay), an attack's steps
// through the confrontation and back to the Action Phase (7-3.2, Q&A Faith War), the end
// (5. End of the Game); the moves the rules do not allow are not edges, and the moves a
// game makes walk its edges.
#include "hof_test.hpp"

namespace test_hof_machine {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

namespace {

bool move(const StateMachine& sm, const char* from, const char* to, const char* on) { return sm.has_step(Step{from, to, on}); }

}  // namespace

TEST_CASE("hegemony-of-faith: the machine is a turn, with its attacks, confrontations and end", "[hegemony-of-faith][spec]") {
  const StateMachine sm = build_spec(*rulings());
  CHECK(sm.node("resolve") == nullptr);  // no hub: an answer leads to the next place asked
  // 4-1, 4-2: the deal, the start of a turn, the Draw Phase, the Action Phase, the turn's end.
  CHECK(move(sm, "setup", "turn.start", "auto:deal"));
  CHECK(move(sm, "turn.start", "turn.draw", "auto:draw-phase"));
  CHECK(move(sm, "turn.start", "wanderer.turn", "auto:wanderer"));
  CHECK(move(sm, "turn.draw", "turn.action", "draw"));
  CHECK(move(sm, "turn.action", "turn.end", "end-turn"));
  CHECK(move(sm, "turn.end", "turn.start", "discard"));
  CHECK(move(sm, "turn.action", "surrender.offers", "end-turn"));  // the Surrender Phase
  // An attack: the defense window, the commits, Karma Reversed, the bonus, back to the turn.
  CHECK(move(sm, "turn.action", "attack.defense", "play"));
  CHECK(move(sm, "attack.defense", "confront.commit", "pass"));
  CHECK(move(sm, "confront.commit", "confront.karma", "commit"));
  CHECK(move(sm, "confront.karma", "confront.bonus", "pass"));
  CHECK(move(sm, "confront.bonus", "confront.commit", "draw"));
  CHECK(move(sm, "confront.karma", "turn.action", "skill"));
  // 5. End of the Game: the check, the claims, the showdown.
  CHECK(move(sm, "turn.action", "end.check", "end-turn"));
  CHECK(move(sm, "end.check", "end.claims", "auto:claims"));
  CHECK(move(sm, "end.check", "showdown.commit", "auto:showdown"));
  CHECK(move(sm, "showdown.commit", "game-over", "commit"));
}

TEST_CASE("hegemony-of-faith: every place the game waits at has the table's words", "[hegemony-of-faith][spec][judge]") {
  // A judge's outcome names the position's phase, a node of this machine, in words
  // (SpecNode::words), the places some rulings add included (tests/judgements/test_table_words.cpp
  // checks every game under its defaults).
  const auto more = rulings({{"hof.secret-alliance.consent", "target-consents"}, {"hof.end.showdown-two", "skills-allowed"}});
  const StateMachine machine = build_spec(*more);
  for (const SpecNode& n : machine.nodes()) {
    INFO(n.id);
    CHECK(!n.words.empty());
    CHECK(n.words != n.id);
  }
}

TEST_CASE("hegemony-of-faith: the machine refuses moves the rules do not allow", "[hegemony-of-faith][spec]") {
  const StateMachine sm = build_spec(*rulings());
  // A Draw Phase leads to the Action Phase, never into a confrontation's showing.
  CHECK_FALSE(move(sm, "turn.draw", "confront.karma", "draw"));
  // A window's answer stays in its procedure: no defense answers a believer draw.
  CHECK_FALSE(move(sm, "draw.prophet", "attack.defense", "pass"));
  // Secret Alliance's exchange starts no confrontation.
  CHECK_FALSE(move(sm, "card.give", "confront.commit", "give"));
  // A showdown never goes back to the turn.
  CHECK_FALSE(move(sm, "showdown.commit", "turn.action", "commit"));
  const NodeId draw = *sm.id("turn.draw");
  CHECK_FALSE(sm.accepts(draw, "commit"));
  CHECK(sm.accepts(draw, "draw"));

  // hof.reversal.timing = immediate alone lets a Faith War go on after the sects settle.
  CHECK_FALSE(move(sm, "sect.gift", "confront.commit", "give"));
  const StateMachine war = build_spec(*rulings({{"hof.reversal.timing", "immediate"}}));
  const SpecEdge* e = war.step(*war.id("sect.gift"), "confront.commit", "give");
  REQUIRE(e != nullptr);
  CHECK(e->when.mentions(ruling::reversal_timing.index));
}

TEST_CASE("hegemony-of-faith: a Martyrdom walks the machine from the Action Phase and back", "[hegemony-of-faith][spec]") {
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "fool"}), actions({"martyrdom"}));
  deal(t, 1, believers({"missionary"}));
  deal(t, 2, believers({"fanatic"}));
  deal(t, 3, believers({"prayer"}));
  // Skills that open no window in a confrontation (no Karma Reversed, no Holy Rebirth).
  const Skill skills[] = {Skill::world_peace, Skill::eternal_truth, Skill::soul_cutting_sword, Skill::chaos_coming};
  for (int p = 0; p < 4; ++p) t.p(p).skill.may = bit(as_int(skills[p]));
  Play g(t);
  std::vector<Step> trace;
  g.record(&trace);
  const Verdict played = g("Ann", "play", {{"card", "martyrdom"}});
  INFO(played.reason);
  REQUIRE(played);
  REQUIRE(g("Ann", "commit", {{"believer", "elder"}}));
  REQUIRE(g("Bob", "commit", {{"believer", "missionary"}}));
  REQUIRE(g("Cid", "commit", {{"believer", "fanatic"}}));
  REQUIRE(g("Dan", "commit", {{"believer", "prayer"}}));
  REQUIRE(g.node() == "turn.action");

  const StateMachine sm = build_spec(*rulings());
  REQUIRE(trace.size() == 5);
  CHECK(trace.front().from == "turn.action");
  CHECK(trace.front().to == "confront.commit");
  CHECK(trace.back().to == "turn.action");
  for (std::size_t i = 0; i < trace.size(); ++i) {
    INFO(trace[i].from << " -> " << trace[i].to << " on " << trace[i].on);
    CHECK(sm.has_step(trace[i]));
    if (i > 0) CHECK(trace[i].from == trace[i - 1].to);
  }
  // The same answer leading elsewhere is no move: the last commit cannot start a turn.
  CHECK_FALSE(sm.has_step(Step{"confront.commit", "turn.draw", "commit"}));
}

TEST_CASE("hegemony-of-faith: under at-once upkeep, any action ends in the settling of a Follower found with no believers", "[hegemony-of-faith][spec]") {
  // 6-2, hof.follower.maintenance = at-once, hof.reversal.timing = after-each-resolution:
  // the sects are settled after every action of the Action Phase, whatever it moved. A
  // position may hold a Follower with no believers that nothing settled yet: reached under
  // own-turn-end-others-only (Bob emptied on someone else's turn waits for his own turn's
  // end) and judged under at-once, as a judge's what-if row or a hand-written position does.
  const auto position = [](std::initializer_list<std::pair<const char*, const char*>> choices) {
    Table t = table(4, 0, rulings(choices));
    deal(t, 0, believers({"fool", "elder"}), actions({"secret-alliance", "faith-war", "info-spy"}));
    follow(t, 1, 0);  // Bob holds no believers
    deal(t, 2, believers({"elder"}), actions({"great-mercy"}));
    deal(t, 3, believers({"prayer"}));
    return t;
  };
  const auto walks = [](const std::vector<Step>& trace, const StateMachine& sm) {
    for (const Step& s : trace) {
      INFO(s.from << " -> " << s.to << " on " << s.on);
      CHECK(sm.has_step(s));
    }
  };
  const std::pair<const char*, const char*> at_once{"hof.follower.maintenance", "at-once"};
  SECTION("Secret Alliance's give") {
    Play g(position({at_once}));
    std::vector<Step> trace;
    g.record(&trace);
    HOF_LEGAL(g("Ann", "play", {{"card", "secret-alliance"}, {"target", "Cid"}, {"give", "faith-war"}}));
    HOF_LEGAL(g("Cid", "give", {{"card", "great-mercy"}}));
    CHECK(g.node() == "sect.upkeep");
    CHECK(g.to_act() == 0);  // Ann keeps Bob or lets him go
    walks(trace, build_spec(*rulings({at_once})));
  }
  SECTION("Secret Alliance refused") {
    const std::pair<const char*, const char*> consent{"hof.secret-alliance.consent", "target-consents"};
    Play g(position({at_once, consent}));
    std::vector<Step> trace;
    g.record(&trace);
    HOF_LEGAL(g("Ann", "play", {{"card", "secret-alliance"}, {"target", "Cid"}, {"give", "faith-war"}}));
    HOF_LEGAL(g("Cid", "refuse"));
    CHECK(g.node() == "sect.upkeep");
    walks(trace, build_spec(*rulings({at_once, consent})));
  }
  SECTION("a discard") {
    Play g(position({at_once}));
    std::vector<Step> trace;
    g.record(&trace);
    HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"info-spy"})}}));
    CHECK(g.node() == "sect.upkeep");
    walks(trace, build_spec(*rulings({at_once})));
  }
  SECTION("under own-turn-end-others-only Bob waits for his own turn's end") {
    Play g(position({}));
    HOF_LEGAL(g("Ann", "play", {{"card", "secret-alliance"}, {"target", "Cid"}, {"give", "faith-war"}}));
    HOF_LEGAL(g("Cid", "give", {{"card", "great-mercy"}}));
    CHECK(g.node() == "turn.action");
  }
}

TEST_CASE("hegemony-of-faith: Purple Hermit's second take at a skipped turn walks on to the next turn", "[hegemony-of-faith][spec][skills]") {
  // 7-4 Cards list: Purple Hermit, Soul-Cutting Sword; hof.turn.skip = empty-turn: the
  // skipped turn still starts, so the second take comes, and the next player's turn follows.
  Play g(hermit_table());
  HOF_LEGAL(g("Bob", "skill", {{"skill", "purple-hermit"}}));
  settle(g, "Bob");
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Cid", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  std::vector<Step> trace;
  g.record(&trace);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g, "Cid");
  CHECK(g.table().active == 2);  // Bob's turn was skipped
  CHECK(g.table().p(1).role == Role::leader);
  CHECK(bel(g, 0) == 2);  // half of 3 taken at the skipped turn's start

  const StateMachine sm = build_spec(*rulings());
  bool took = false;
  for (const Step& s : trace) {
    INFO(s.from << " -> " << s.to << " on " << s.on);
    CHECK(sm.has_step(s));
    took = took || (s.from == "skill.take" && s.to == "turn.start");
  }
  CHECK(took);
}

}  // namespace test_hof_machine
