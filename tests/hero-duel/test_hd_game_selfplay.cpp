// hero-duel self-play: random legal games that end or reach a turn limit without getting
// stuck, replay as legal with the same result; listing and checking agree; positions
// round-trip through position_json and load_position.
#include "hd_game.hpp"

#include "tests/support/transcripts.hpp"

#include "referee/cards/card_set_read.hpp"
#include "referee/core/playout.hpp"

#include <map>
#include <set>

namespace test_hd_game_selfplay {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdgame;

namespace {

// The sample card set, read once (tests/support).
CardSetPtr sample() { return test::sample_cards(game()); }

std::shared_ptr<Rulings> defaults() { return std::make_shared<Rulings>(game().catalogue()); }

// The transcript a playout wrote, with "cards" pointing at the fixture as a file would.
json as_file(json t) {
  t["cards"] = "fixtures/hero-duel/cards/sample.json";
  return t;
}

}  // namespace

TEST_CASE("hero-duel game: 200 random games finish or stop at the limit, and replay with the same result",
          "[hero-duel][game][self-play]") {
  const StateMachine sm = game().spec(*defaults());
  CHECK(sm.unreachable_from_start().empty());
  CHECK(sm.cannot_reach_terminal().empty());
  int finished = 0, events = 0, turns = 0;
  std::map<std::string, int> ended_by;
  for (int seed = 1; seed <= 200; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    PlayoutOptions o;
    o.cards = sample();
    o.max_events = 400;
    const Playout p = play_random_game(game(), {"Ann", "Bob"}, defaults(), rng, o);
    INFO("seed " << seed << ": " << p.stuck);
    REQUIRE(p.stuck.empty());
    for (const Step& s : p.trace) REQUIRE(sm.has_step(s));
    finished += p.finished;
    events += p.events;
    turns += static_cast<const hd::HdState&>(*run(as_file(p.transcript)).state).table().turn;
    ++ended_by[p.result.ended_by];
    const Replay r = run(as_file(p.transcript));
    INFO((r.violation ? r.violation->reason + " at event " + std::to_string(r.violation->event) : ""));
    REQUIRE_FALSE(r.violation);
    CHECK(r.applied == p.events);
    CHECK(r.state->result().status == p.result.status);
    CHECK(r.state->result().winners == p.result.winners);
  }
  CHECK(finished > 0);
  // Seen when written: all 200 finished, 123 by HP and 77 by a win-game spell, ~14 turns each.
  CHECK(ended_by["hp"] > 0);
  CHECK(turns > 200 * 4);
  CHECK(events > 0);
}

TEST_CASE("hero-duel game: listing and checking agree on sampled states", "[hero-duel][game][self-play]") {
  for (int seed = 1; seed <= 12; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    Rng probe(static_cast<std::uint64_t>(seed) * 7919u);
    PlayoutOptions o;
    o.cards = sample();
    o.max_events = 120;
    int states = 0;
    (void)play_random_game(game(), {"Ann", "Bob"}, defaults(), rng, o, [&](const GameState& s) {
      if (++states % 5 != 0) return;
      std::set<std::string> listed;
      s.for_each_legal_action([&](const Action& a) {
        const Verdict v = s.check(a);
        INFO(s.encode(a).dump());
        CHECK(v.legal);
        listed.insert(s.action_key(a));
        return true;
      });
      for (int i = 0; i < 30; ++i) {
        auto a = s.random_action(probe);
        if (s.check(*a)) {
          INFO(s.encode(*a).dump());
          CHECK(listed.count(s.action_key(*a)) == 1);
        }
      }
    });
  }
}

TEST_CASE("hero-duel game: position_json and load_position round-trip", "[hero-duel][game][self-play]") {
  for (int seed = 1; seed <= 10; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    PlayoutOptions o;
    o.cards = sample();
    o.max_events = 150;
    int states = 0;
    (void)play_random_game(game(), {"Ann", "Bob"}, defaults(), rng, o, [&](const GameState& s) {
      if (++states % 7 != 0) return;
      const json j = s.position_json();
      const JsonDocument doc = parse_json(j.dump(), "position.json");
      const JsonObject obj(doc, doc.root, "");
      auto back = game().load_position({"Ann", "Bob"}, obj, defaults(), sample());
      CHECK(back->position_json() == j);
      CHECK(back->node() == s.node());
      CHECK(back->to_act() == s.to_act());
      CHECK_FALSE(s.position_text().empty());
    });
  }
}

}  // namespace test_hd_game_selfplay
