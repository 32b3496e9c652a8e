// Every option of the position rulings, pinned: dof.position.change-limit and
// dof.position.change-window (rulings.cpp is the authority for what each option means).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

using namespace referee;
using nlohmann::json;
using test::ev;

namespace {

using Events = std::vector<json>;

// ---- shared helpers (each test_ruling_options_*.cpp file has its own copy) ----

Replay play(const std::vector<std::string>& players, const json& hands, const Events& events,
            const json& rulings = json::object()) {
  return test::replay_json(test::dof_transcript(players, hands, json(events), rulings));
}

json rule(const std::string& id, const std::string& option) { return json{{id, option}}; }

[[maybe_unused]] bool consulted(const Replay& r, const std::string& id) {
  return r.violation && std::find(r.violation->rulings.begin(), r.violation->rulings.end(), id) != r.violation->rulings.end();
}

// Whole turns in seat order from seats[0]: turn k draws draws[k] (when given), plays played[k]
// and ends; then the next turn begins with its draw (when given) and `then`.
[[maybe_unused]] Events turns(const std::vector<std::string>& seats, const std::vector<std::string>& draws,
                              const std::vector<Events>& played, const Events& then = {}) {
  Events out;
  std::size_t k = 0;
  for (; k < played.size(); ++k) {
    const std::string& p = seats[k % seats.size()];
    if (k < draws.size()) out.push_back(ev(p, "draw", {{"card", draws[k]}}));
    out.insert(out.end(), played[k].begin(), played[k].end());
    out.push_back(ev(p, "end-turn"));
  }
  if (k < draws.size()) out.push_back(ev(seats[k % seats.size()], "draw", {{"card", draws[k]}}));
  out.insert(out.end(), then.begin(), then.end());
  return out;
}

[[maybe_unused]] json summon(const std::string& p, const std::string& card, const std::string& pos = "attack") {
  return ev(p, "summon", {{"card", card}, {"position", pos}});
}
[[maybe_unused]] json summon_face(const std::string& p, const std::string& card, const std::string& face) {
  return ev(p, "summon", {{"card", card}, {"position", "defense"}, {"face", face}});
}
[[maybe_unused]] json attack(const std::string& p, const std::string& attacker, const std::string& target) {
  return ev(p, "attack", {{"attacker", attacker}, {"target", target}});
}
[[maybe_unused]] json activate(const std::string& p, const std::string& mechanic, const std::vector<std::string>& materials,
                               json extra = json::object()) {
  extra["mechanic"] = mechanic;
  extra["materials"] = materials;
  return ev(p, "activate", extra);
}
[[maybe_unused]] json pass(const std::string& p) { return ev(p, "pass"); }

// The number (from 1) of the last event of `events`, or of the last one with `action`.
[[maybe_unused]] int event_number(const Events& events) { return static_cast<int>(events.size()); }
[[maybe_unused]] int event_number(int number) { return number; }
[[maybe_unused]] int last_of(const Events& events, const std::string& action) {
  for (std::size_t i = events.size(); i-- > 0;)
    if (events[i]["action"] == action) return static_cast<int>(i) + 1;
  return 0;
}

dof::Card card(const std::string& name) { return *dof::parse_card(name); }

[[maybe_unused]] bool in_hand(const dof::Table& t, int p, const std::string& c) {
  const auto& h = t.players[static_cast<std::size_t>(p)].hand;
  return std::any_of(h.begin(), h.end(), [&](const dof::Held& x) { return x.card == card(c); });
}
[[maybe_unused]] const dof::FieldCard* on_field(const dof::Table& t, int p, const std::string& c) {
  for (const auto& f : t.players[static_cast<std::size_t>(p)].field)
    if (f.held.card == card(c)) return &f;
  return nullptr;
}
[[maybe_unused]] bool in_graveyard(const dof::Table& t, int p, const std::string& c) {
  const auto& g = t.players[static_cast<std::size_t>(p)].graveyard;
  return std::find(g.begin(), g.end(), card(c)) != g.end();
}

}  // namespace

// Every event is legal and the game goes on.
#define REQUIRE_LEGAL(r_)                                                   \
  do {                                                                     \
    INFO(test::describe(r_));                                              \
    REQUIRE_FALSE((r_).violation);                                         \
    CHECK(test::dof_table(r_).phase != dof::Phase::over);                  \
  } while (false)

// Event `at` (a number, or the last of an event list) is refused with `reason` (a part of it),
// citing `citation`; when `ruling` is not empty, the verdict names it among the rulings it consulted.
#define REQUIRE_REFUSED(r_, at_, reason_, citation_, ruling_)           \
  do {                                                                     \
    INFO(test::describe(r_));                                              \
    REQUIRE((r_).violation);                                               \
    CHECK((r_).violation->event == event_number(at_));                     \
    CHECK_THAT((r_).violation->reason, Catch::Contains(reason_));          \
    CHECK(test::violation_citation(r_) == (citation_));                    \
    if (!std::string(ruling_).empty()) CHECK(consulted((r_), (ruling_)));  \
  } while (false)

namespace {

const std::vector<std::string> kAB = {"Ann", "Bob"};

// Ann: KS (turn 1) and QD (turn 3) in attack. Bob: 7H in attack (turn 2). Turn 5 is Ann's: `then`.
Events two_old_cards(const Events& then) {
  return turns(kAB, {"2C", "2D", "3C", "3D", "2H"}, {{summon("Ann", "KS")}, {summon("Bob", "7H")}, {summon("Ann", "QD")}, {}},
               then);
}
const json kHands = {{"Ann", {"KS", "QD", "4H", "6C", "10S"}}, {"Bob", {"7H", "5S", "9D", "JC", "8D"}}};

json change(const std::string& p, const std::string& c, const std::string& to) {
  return ev(p, "change-position", {{"card", c}, {"to", to}});
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// dof.position.change-limit: per-card (default) | per-player

TEST_CASE("dof.position.change-limit: per-card lets two cards change in one turn but not one card twice, per-player "
          "allows one change in all",
          "[dof][rulings][dof.position.change-limit]") {
  const std::string id = "dof.position.change-limit";
  const Events both = two_old_cards({change("Ann", "KS", "defense"), change("Ann", "QD", "defense")});
  const Events twice = two_old_cards({change("Ann", "KS", "defense"), change("Ann", "KS", "attack")});

  SECTION("per-card (default)") {
    Replay r = play(kAB, kHands, both);
    REQUIRE_LEGAL(r);
    CHECK(on_field(test::dof_table(r), 0, "KS")->pos == dof::Pos::defense);
    CHECK(on_field(test::dof_table(r), 0, "QD")->pos == dof::Pos::defense);
    Replay t = play(kAB, kHands, twice);
    REQUIRE_REFUSED(t, twice, "KS def already changed position this turn", "Position Rules: Position Change", id);
  }
  SECTION("per-player") {
    Replay r = play(kAB, kHands, both, rule(id, "per-player"));
    REQUIRE_REFUSED(r, both, "a player changes one position a turn", "Position Rules: Position Change", id);
    CHECK(on_field(test::dof_table(r), 0, "KS")->pos == dof::Pos::defense);
    Replay t = play(kAB, kHands, twice, rule(id, "per-player"));
    REQUIRE_REFUSED(t, twice, "a player changes one position a turn", "Position Rules: Position Change", id);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.position.change-window: main-or-battle-before-attacks (default) | main-only | before-own-attack

TEST_CASE("dof.position.change-window: a change in the Battle Phase is allowed before the first attack by default, "
          "never under main-only, and after another card's attack under before-own-attack",
          "[dof][rulings][dof.position.change-window]") {
  const std::string id = "dof.position.change-window";
  const Events battle_first = two_old_cards({ev("Ann", "end-main"), change("Ann", "KS", "defense")});
  const Events after_other = two_old_cards({attack("Ann", "QD", "7H"), change("Ann", "KS", "defense")});
  const Events after_own = two_old_cards({attack("Ann", "KS", "7H"), change("Ann", "KS", "defense")});
  const Events in_main = two_old_cards({change("Ann", "KS", "defense")});

  SECTION("main-or-battle-before-attacks (default)") {
    Replay m = play(kAB, kHands, in_main);
    REQUIRE_LEGAL(m);
    Replay b = play(kAB, kHands, battle_first);
    REQUIRE_LEGAL(b);
    CHECK(test::dof_table(b).phase == dof::Phase::battle);
    CHECK(on_field(test::dof_table(b), 0, "KS")->pos == dof::Pos::defense);
    Replay o = play(kAB, kHands, after_other);
    REQUIRE_REFUSED(o, after_other, "an attack was declared this turn", "Important Notes: Battle Timing", id);
    Replay w = play(kAB, kHands, after_own);
    REQUIRE_REFUSED(w, after_own, "an attack was declared this turn", "Important Notes: Battle Timing", id);
  }
  SECTION("main-only") {
    const json r = rule(id, "main-only");
    Replay m = play(kAB, kHands, in_main, r);
    REQUIRE_LEGAL(m);
    Replay b = play(kAB, kHands, battle_first, r);
    REQUIRE_REFUSED(b, battle_first, "positions change in the Main Phase only", "Position Rules: Position Change", id);
    Replay o = play(kAB, kHands, after_other, r);
    REQUIRE_REFUSED(o, after_other, "positions change in the Main Phase only", "Position Rules: Position Change", id);
  }
  SECTION("before-own-attack") {
    const json r = rule(id, "before-own-attack");
    Replay b = play(kAB, kHands, battle_first, r);
    REQUIRE_LEGAL(b);
    Replay o = play(kAB, kHands, after_other, r);
    REQUIRE_LEGAL(o);
    CHECK(on_field(test::dof_table(o), 0, "KS")->pos == dof::Pos::defense);
    CHECK(in_graveyard(test::dof_table(o), 1, "7H"));
    Replay w = play(kAB, kHands, after_own, r);
    REQUIRE_REFUSED(w, after_own, "KS atk attacked this turn: its position can no longer change",
                    "Important Notes: Battle Timing", id);
  }
}
