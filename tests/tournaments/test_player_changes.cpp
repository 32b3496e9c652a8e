// What `referee event drop` and `reenter` say they did (tournaments/player_changes.hpp): the
// round a change takes effect in, where the player still sits in a round paired but not
// played, and nothing promised past the event's last round.
#include <catch2/catch.hpp>

#include <string>

#include "event_support.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/player_changes.hpp"

namespace test_player_changes {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

EventSettings swiss(int rounds) { return swiss_settings(rounds, 0); }

// Four players, round 1 played, round 2 paired (Ann-Bob at table 1, Cid-Dan at 2), unplayed.
Event round_2_paired() {
  Event e = event_of({"Ann", "Bob", "Cid", "Dan"});
  add_round(e, {"Ann-Cid 2-0", "Bob-Dan 2-0"});
  add_round(e, {"Ann-Bob 2-0", "Cid-Dan 2-0"});
  for (Pairing& p : e.rounds[1].pairings) p.result.reset();
  return e;
}

}  // namespace

TEST_CASE("player changes: a drop between rounds takes effect in the next round", "[tournaments][drop]") {
  Event e = event_of({"Ann", "Bob", "Cid", "Dan"});
  add_round(e, {"Ann-Cid 2-0", "Bob-Dan 2-0"});
  drop_player(e, id_of(e, "Dan"));
  CHECK(drop_effect(e, swiss(3), id_of(e, "Dan")) == "Dan dropped: not paired from round 2");
}

TEST_CASE("player changes: a drop after the round is paired says the player still sits in it", "[tournaments][drop]") {
  Event e = round_2_paired();
  drop_player(e, id_of(e, "Dan"));
  CHECK(drop_effect(e, swiss(3), id_of(e, "Dan")) ==
        "Dan dropped: still seated in round 2 (table 2), which has no result yet: 'referee event pair --again' pairs "
        "round 2 again without them; not paired from round 3");
  // In a two-round event round 3 is never played: nothing is promised of it.
  CHECK(drop_effect(e, swiss(2), id_of(e, "Dan")) ==
        "Dan dropped: still seated in round 2 (table 2), which has no result yet: 'referee event pair --again' pairs "
        "round 2 again without them; round 2 is the event's last");
  // Once the round has results, the player plays it out.
  e.rounds[1].pairings[0].result = MatchResult{2, 0, 0};
  CHECK(drop_effect(e, swiss(3), id_of(e, "Dan")) == "Dan dropped: plays out round 2 (table 2); not paired from round 3");
  e.rounds[1].pairings[1].result = MatchResult{2, 0, 0};
  CHECK(drop_effect(e, swiss(3), id_of(e, "Dan")) == "Dan dropped: not paired from round 3");
  CHECK(drop_effect(e, swiss(2), id_of(e, "Dan")) == "Dan dropped: the event's rounds are all paired; the drop is recorded");
}

TEST_CASE("player changes: a re-entry says which round the player is paired in again", "[tournaments][drop]") {
  Event e = round_2_paired();
  e.rounds[1].pairings.erase(e.rounds[1].pairings.begin() + 1);  // Cid and Dan left out of round 2
  e.rounds[1].pairings.push_back({0, id_of(e, "Cid"), std::nullopt, kByeResult});
  e.players[id_of(e, "Dan")].dropped_from_round = 2;
  reenter_player(e, id_of(e, "Dan"), swiss(3), {});
  CHECK(reenter_effect(e, swiss(3), id_of(e, "Dan")) ==
        "Dan re-entered: paired again from round 3 (round 2 is paired without them and has no result yet: 'referee "
        "event pair --again' pairs it again with them)");
  // After the last planned round is paired: only a re-pair can seat them.
  CHECK(reenter_effect(e, swiss(2), id_of(e, "Dan")) ==
        "Dan re-entered: the event's rounds are all paired, and round 2 has no result yet: 'referee event pair --again' "
        "pairs it again with them");
  e.rounds[1].pairings[0].result = MatchResult{2, 0, 0};
  CHECK(reenter_effect(e, swiss(2), id_of(e, "Dan")) ==
        "Dan re-entered: the event's rounds are all paired and played: there is no round left for them");
}

}  // namespace test_player_changes
