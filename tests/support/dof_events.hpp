// Building Draw of Faith transcripts in a few lines, replaying them, and asserting a
// verdict: shared by the rule tests and the ruling-option tests.
#pragma once

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "referee/core/replay.hpp"
#include "rulespec/draw-of-faith/table.hpp"
#include "tests/support/dof.hpp"

namespace referee::test {

using Events = std::vector<nlohmann::json>;

inline const std::vector<std::string> kAB = {"Ann", "Bob"};
inline const std::vector<std::string> kABC = {"Ann", "Bob", "Cid"};

// Replays a Draw of Faith game with the state machine checked.
Replay play(const std::vector<std::string>& players, const nlohmann::json& hands, const Events& events,
            const nlohmann::json& rulings = nlohmann::json::object());
nlohmann::json rule(const std::string& id, const std::string& option);
nlohmann::json hands2(const std::vector<std::string>& ann, const std::vector<std::string>& bob);
// Whether the violation's verdict consulted ruling `id`.
bool consulted(const Replay& r, const std::string& id);

// Whole turns in seat order from seats[0]: turn k draws draws[k] (when given), plays played[k]
// and ends; then the next turn begins with its draw (when given) and `then`.
Events turns(const std::vector<std::string>& seats, const std::vector<std::string>& draws,
             const std::vector<Events>& played, const Events& then = {});

// face_down: a face-down summon ("face": "down"; the rules allow it in defense only).
nlohmann::json summon(const std::string& p, const std::string& card, const std::string& pos = "attack",
                      bool face_down = false);
nlohmann::json summon_face(const std::string& p, const std::string& card, const std::string& face);
nlohmann::json attack(const std::string& p, const std::string& attacker, const std::string& target);
nlohmann::json activate(const std::string& p, const std::string& mechanic, const std::vector<std::string>& materials,
                        nlohmann::json extra = nlohmann::json::object());
nlohmann::json pass(const std::string& p);

// The number (from 1) of the last event of `events`, or of the last one with `action`.
int event_number(const Events& events);
int event_number(int number);
int last_of(const Events& events, const std::string& action);

dof::Card card(const std::string& name);
bool in_hand(const dof::Table& t, int p, const std::string& c);
const dof::FieldCard* on_field(const dof::Table& t, int p, const std::string& c);
bool in_graveyard(const dof::Table& t, int p, const std::string& c);

// A player's zones as card names in order: "?" for an unknown card; field cards with their
// position ("7H atk", "9D def down").
std::vector<std::string> hand(const dof::Table& t, int p);
std::vector<std::string> field(const dof::Table& t, int p);
std::vector<std::string> graveyard(const dof::Table& t, int p);

}  // namespace referee::test

// Every event is legal and the game goes on.
#define REQUIRE_LEGAL(r_)                                                        \
  do {                                                                           \
    INFO(referee::test::describe(r_));                                           \
    REQUIRE_FALSE((r_).violation);                                               \
    CHECK(referee::test::dof_table(r_).phase != referee::dof::Phase::over);      \
  } while (false)

// Event `at` (a number, or the last of an event list) is refused with `reason` (a part of
// it), citing `citation`; when `ruling` is not empty, the verdict names it among the rulings
// it consulted.
#define REQUIRE_REFUSED(r_, at_, reason_, citation_, ruling_)                    \
  do {                                                                           \
    INFO(referee::test::describe(r_));                                           \
    REQUIRE((r_).violation);                                                     \
    CHECK((r_).violation->event == referee::test::event_number(at_));            \
    CHECK_THAT((r_).violation->reason, Catch::Contains(reason_));                \
    CHECK(referee::test::violation_citation(r_) == (citation_));                 \
    if (!std::string(ruling_).empty()) CHECK(referee::test::consulted((r_), (ruling_))); \
  } while (false)

// Every event is legal; the game may be over.
#define REQUIRE_VALID(r_)                                                        \
  do {                                                                           \
    INFO(referee::test::describe(r_));                                           \
    REQUIRE_FALSE((r_).violation);                                               \
  } while (false)

// Event `number` is refused with `reason` (a part of it), citing `citation`.
#define REQUIRE_VIOLATION(r_, number_, reason_, citation_) REQUIRE_REFUSED(r_, number_, reason_, citation_, "")
