// The judge query test cases T01-T15 of shared/docs/rulings/draw-of-faith.md, section 3, under
// the project's default rulings (`referee rulings draw-of-faith`).
//
// Each case's position is reached by a short game with the same cards, positions and order of
// arrival; where the case states a turn number that the answer does not depend on (T01's turn
// 9, T07's turn 15, ...), the position comes earlier, and points are checked as the change the
// action makes. Differences from the research note's defaults are noted where they matter:
// face-down defense summons are allowed (dof.summon.face-down = defense-optional).
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <map>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_judge_cases {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::attack;
using test::summon;
using test::activate;
using test::consulted;
using test::hand;
using test::field;
using test::graveyard;

namespace {

using Events = std::vector<nlohmann::json>;

bool in_hand(const dof::Table& t, int p, const std::string& card) {
  auto h = hand(t, p);
  return std::find(h.begin(), h.end(), card) != h.end();
}

std::vector<long long> points(const dof::Table& t) {
  std::vector<long long> out;
  for (const auto& p : t.players) out.push_back(p.points);
  return out;
}

// Turns of a two-player game from turn 1, Ann first: each {drawn card, actions}. Every turn
// but the last ends with end-turn; the last is left open after its actions.
struct Turn {
  std::string draw;
  Events actions;
};

Events turns(const std::vector<Turn>& ts) {
  Events out;
  for (std::size_t i = 0; i < ts.size(); ++i) {
    const char* p = i % 2 ? "Bob" : "Ann";
    out.push_back(ev(p, "draw", {{"card", ts[i].draw}}));
    out.insert(out.end(), ts[i].actions.begin(), ts[i].actions.end());
    if (i + 1 < ts.size()) out.push_back(ev(p, "end-turn"));
  }
  return out;
}

Events with(Events events, const Events& more) {
  events.insert(events.end(), more.begin(), more.end());
  return events;
}

int count(const Events& e) { return static_cast<int>(e.size()); }

Replay play(const nlohmann::json& hands, const Events& events, int upto = -1) {
  return test::replay_json(test::dof_transcript({"Ann", "Bob"}, hands, events), upto);
}

// ---- A three-player game to the end of the deck (T12, T13) ----
// 37 cards are left after the deal; Ann (P1) draws on turns 1, 4, ..., 37, Bob (P2) and Cid (P3)
// on the turns between, and turns 38 and 39 have no draw. Every player ends with exactly four
// cards of each suit in hand and field: Ann spends 2S and 3H in a Numbers Combo on turn 1, and
// Bob and Cid each lose one card in battle (the `battles`, by turn), so nobody ever holds five
// of a suit.
const std::vector<std::string> kThree = {"Ann", "Bob", "Cid"};
const nlohmann::json kThreeHands = {{"Ann", {"2S", "3H", "KS", "2D", "3C"}},
                                    {"Bob", {"4D", "KD", "3S", "2H", "4C"}},
                                    {"Cid", {"5C", "KH", "4S", "6H", "5D"}}};
const std::array<std::vector<std::string>, 3> kThreeDraws = {
    std::vector<std::string>{"5S", "8S", "JS", "4H", "7H", "10H", "QH", "6D", "9D", "QD", "6C", "9C", "QC"},
    std::vector<std::string>{"6S", "9S", "QS", "5H", "8H", "JH", "3D", "7D", "10D", "7C", "10C", "KC"},
    std::vector<std::string>{"7S", "10S", "AS", "9H", "AH", "8D", "JD", "AD", "2C", "8C", "JC", "AC"}};

struct ThreePlayerGame {
  Events events;
  std::map<int, int> first_event;  // turn -> number of its first event
};

ThreePlayerGame to_the_end(const std::map<int, Events>& battles) {
  ThreePlayerGame g;
  int deck = 37;
  std::array<std::size_t, 3> next{};
  for (int turn = 1; turn <= 39; ++turn) {
    const auto p = static_cast<std::size_t>((turn - 1) % 3);
    g.first_event[turn] = count(g.events) + 1;
    if (deck > 0) {
      g.events.push_back(ev(kThree[p], "draw", {{"card", kThreeDraws[p][next[p]++]}}));
      --deck;
    }
    if (turn == 1) g.events.push_back(activate("Ann", "numbers-combo", {"2S", "3H"}));
    if (auto it = battles.find(turn); it != battles.end()) g.events.insert(g.events.end(), it->second.begin(), it->second.end());
    g.events.push_back(ev(kThree[p], "end-turn"));
  }
  g.first_event[40] = count(g.events) + 1;
  return g;
}

Replay play_three(const Events& events, int upto = -1) {
  return test::replay_json(test::dof_transcript(kThree, kThreeHands, events), upto);
}

}  // namespace

// ---- T01 ----

TEST_CASE("T01 - Special Mechanics 3: Numbers Combo: a pair is a Numbers Combo, two materials destroy up to two cards, "
          "which score nothing",
          "[dof][judge][special.numbers-combo][turn.battle.scoring][notes.special]") {
  // Ann: 9D in attack; it destroyed Bob's 4S (Ann 1 point, Bob's graveyard 4S). Bob: KD in
  // attack, 9C in defense; his hand 2D 4C 8S 10S 3S holds no Royal Fusion or Ace + Face.
  nlohmann::json hands = {{"Ann", {"7S", "7H", "2C", "QD", "9D"}}, {"Bob", {"KD", "9C", "2D", "4C", "8S"}}};
  Events board = turns({{"10H", {summon("Ann", "9D", "attack")}},
                        {"4S", {summon("Bob", "4S", "attack")}},
                        {"3H", {attack("Ann", "9D", "4S")}},
                        {"10S", {summon("Bob", "KD", "attack")}},
                        {"5D", {}},
                        {"3S", {summon("Bob", "9C", "defense")}},
                        {"6C", {}}});
  const int action = count(board) + 1;
  Events played = with(board, {activate("Ann", "numbers-combo", {"7S", "7H"}, {{"destroy", {"KD", "9C"}}})});

  Replay before = play(hands, board);
  REQUIRE_VALID(before);
  CHECK(points(test::dof_table(before)) == std::vector<long long>{1, 0});
  CHECK(graveyard(test::dof_table(before), 1) == std::vector<std::string>{"4S"});

  SECTION("at activation the materials go to the graveyard and the placement is used") {
    Replay r = play(hands, played);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 0) == std::vector<std::string>{"7S", "7H"});
    CHECK(t.players[0].placement_used);
    CHECK(field(t, 1) == std::vector<std::string>{"KD atk", "9C def"});
  }
  SECTION("the chain resolves: KD and 9C are destroyed, and nobody scores") {
    Replay r = play(hands, with(played, {ev("Ann", "end-main")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 1) == std::vector<std::string>{"4S", "KD", "9C"});
    CHECK(t.players[1].field.empty());
    CHECK(points(t) == std::vector<long long>{1, 0});
    CHECK(field(t, 0) == std::vector<std::string>{"9D atk"});  // 9D has no valid target: Bob's field is empty
  }
  SECTION("no normal summon of 2C afterwards") {
    Replay r = play(hands, with(played, {summon("Ann", "2C", "attack")}));
    REQUIRE_VIOLATION(r, action + 1, "this turn's card placement was a special summon", "Important Notes: Special Summoning");
  }
}

// ---- T02 ----

TEST_CASE("T02 - Special Mechanics 3: Numbers Combo: an Ace is not 1 in a sum, Numbers + Ace is the legal alternative "
          "(dof.numbers-combo.ace-value)",
          "[dof][judge][special.numbers-combo][special.numbers-ace]") {
  // Ann's 6D was destroyed by Bob's 10D, which is in attack position.
  nlohmann::json hands = {{"Ann", {"AS", "3H", "8C", "6D", "KC"}}, {"Bob", {"10D", "2D", "4C", "8S", "JH"}}};
  Events board = turns({{"2S", {summon("Ann", "6D", "attack")}}, {"5C", {summon("Bob", "10D", "attack"), attack("Bob", "10D", "6D")}},
                        {"4S", {}}});
  const int action = count(board) + 1;
  SECTION("AS + 3H as a Numbers Combo is refused, and nothing changes") {
    Replay r = play(hands, with(board, {activate("Ann", "numbers-combo", {"AS", "3H"}, {{"destroy", {"10D"}}})}));
    REQUIRE_VIOLATION(r, action, "an Ace is not a number card", "Special Mechanics 3: Numbers Combo");
    CHECK(consulted(r, "dof.numbers-combo.ace-value"));
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 0) == std::vector<std::string>{"6D"});
    CHECK(in_hand(t, 0, "AS"));
    CHECK(in_hand(t, 0, "3H"));
    CHECK_FALSE(t.players[0].placement_used);
    CHECK(field(t, 1) == std::vector<std::string>{"10D atk"});
  }
  SECTION("3H + 8C is no sum either: 11 > 10") {
    Replay r = play(hands, with(board, {activate("Ann", "numbers-combo", {"3H", "8C"})}));
    REQUIRE_VIOLATION(r, action, "3H 8C add up to 11, not 4 to 10", "Special Mechanics 3: Numbers Combo");
  }
  SECTION("Numbers + Ace with 3H and AS revives up to two of 6D, 3H, AS and destroys 10D") {
    Replay r = play(hands, with(board, {activate("Ann", "numbers-ace", {"3H", "AS"},
                                                 {{"revive", {{"6D", "attack"}, {"AS", "defense"}}}, {"destroy", {"10D"}}}),
                                        ev("Ann", "end-main")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(field(t, 0) == std::vector<std::string>{"6D atk", "AS def"});
    CHECK(graveyard(t, 0) == std::vector<std::string>{"3H"});
    CHECK(graveyard(t, 1) == std::vector<std::string>{"10D"});
  }
}

// ---- T03 ----

TEST_CASE("T03 - Battle Resolution: an attacker that loses to a higher attack-position card is destroyed, and the "
          "defender scores (dof.scoring.defender-wins)",
          "[dof][judge][turn.battle.resolution][turn.battle.scoring]") {
  nlohmann::json hands = {{"Ann", {"9S", "4S", "6H", "8D", "10C"}}, {"Bob", {"JH", "5S", "7H", "9D", "2C"}}};
  Events board = turns({{"3C", {summon("Ann", "9S", "attack")}}, {"3D", {summon("Bob", "JH", "attack")}}, {"4C", {}}});
  Replay r = play(hands, with(board, {attack("Ann", "9S", "JH")}));
  REQUIRE_VALID(r);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 0) == std::vector<std::string>{"9S"});
  CHECK(field(t, 1) == std::vector<std::string>{"JH atk"});
  CHECK(points(t) == std::vector<long long>{0, 1});
}

// ---- T04 ----

TEST_CASE("T04 - Battle Resolution: equal ranks destroy nothing, a card attacks once a turn, another card may still "
          "attack (dof.battle.tie, dof.battle.attacks-per-card)",
          "[dof][judge][turn.battle.resolution][turn.battle]") {
  nlohmann::json hands = {{"Ann", {"8S", "QC", "6H", "4D", "10C"}}, {"Bob", {"8H", "5S", "7H", "9D", "2C"}}};
  Events board = turns({{"3S", {summon("Ann", "QC", "attack")}}, {"3D", {summon("Bob", "8H", "attack")}},
                        {"4S", {summon("Ann", "8S", "attack")}}, {"4H", {}}, {"5D", {}}});
  const int first = count(board) + 1;
  SECTION("8S against 8H: nothing happens, suits play no part") {
    Replay r = play(hands, with(board, {attack("Ann", "8S", "8H")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(field(t, 0) == std::vector<std::string>{"QC atk", "8S atk"});
    CHECK(field(t, 1) == std::vector<std::string>{"8H atk"});
    CHECK(points(t) == std::vector<long long>{0, 0});
  }
  SECTION("8S attacks again: refused") {
    Replay r = play(hands, with(board, {attack("Ann", "8S", "8H"), attack("Ann", "8S", "8H")}));
    REQUIRE_VIOLATION(r, first + 1, "has already attacked this turn", "Battle Phase");
    CHECK(consulted(r, "dof.battle.attacks-per-card"));
  }
  SECTION("QC then destroys 8H") {
    Replay r = play(hands, with(board, {attack("Ann", "8S", "8H"), attack("Ann", "QC", "8H")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 1) == std::vector<std::string>{"8H"});
    CHECK(points(t) == std::vector<long long>{1, 0});
  }
}

// ---- T05 ----

TEST_CASE("T05 - Battle Phase: No Valid Targets: a defense-position card cannot be attacked, a normal summon opens no "
          "response window (dof.battle.targets, dof.chain.respond-to-what)",
          "[dof][judge][turn.battle.no-targets][turn.battle][special.chain-link][position.change]") {
  // Turn 1: Ann summons QH in defense. Turn 2 is Bob's: deck 40 after his draw.
  nlohmann::json hands = {{"Ann", {"QH", "KS", "QD", "JC", "3S"}}, {"Bob", {"AS", "4C", "7D", "9S", "JD"}}};
  Events board = turns({{"5C", {summon("Ann", "QH", "defense")}}, {"2H", {summon("Bob", "AS", "attack")}}});
  const int next = count(board) + 1;
  SECTION("the summon is legal and nobody is asked to respond") {
    Replay r = play(hands, board);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.deck == 40);
    CHECK(t.phase == dof::Phase::main);
    CHECK(t.chain.empty());
    CHECK(field(t, 1) == std::vector<std::string>{"AS atk"});
  }
  SECTION("Ann cannot answer the summon") {
    Replay r = play(hands, with(board, {activate("Ann", "royal-fusion", {"KS", "QD", "JC"}, {{"destroy", {"AS"}}})}));
    REQUIRE_VIOLATION(r, next, "effects are activated on one's own turn, and on an opponent's turn only in response",
                      "Special Mechanics 7: Chain Link");
  }
  SECTION("AS cannot attack QH") {
    Replay r = play(hands, with(board, {ev("Bob", "end-main"), attack("Bob", "AS", "QH")}));
    // The referee names the face-up defense rule first; the outcome, refused, is the case's.
    REQUIRE_VIOLATION(r, next + 1, "is a face-up defense card and cannot be attacked", "Battle Phase");
    CHECK(consulted(r, "dof.battle.targets"));
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"QH def"});
  }
  SECTION("Ann cannot turn QH to attack on Bob's turn") {
    Replay r = play(hands, with(board, {ev("Ann", "change-position", {{"card", "QH"}})}));
    REQUIRE_VIOLATION(r, next, "it is Bob's turn", "Position Rules: Position Change");
  }
}

// ---- T06 ----

TEST_CASE("T06 - Position Rules: Position Change: not on the summoning turn, once per card per turn, and only before "
          "attacks (dof.position.change-limit, dof.position.change-window)",
          "[dof][judge][position.change][notes.battle-timing]") {
  // Ann: KS (defense, turn 1), 6D (defense, turn 3); on turn 5 KS turns to attack in the Main
  // Phase and 10C is summoned in attack; then the Battle Phase. Bob: 7H in attack.
  nlohmann::json hands = {{"Ann", {"KS", "6D", "10C", "4S", "2H"}}, {"Bob", {"7H", "5S", "9H", "9D", "JC"}}};
  Events board = turns({{"3C", {summon("Ann", "KS", "defense")}},
                        {"3D", {summon("Bob", "7H", "attack")}},
                        {"4C", {summon("Ann", "6D", "defense")}},
                        {"4H", {}},
                        {"5C",
                         {ev("Ann", "change-position", {{"card", "KS"}, {"to", "attack"}}), summon("Ann", "10C", "attack"),
                          ev("Ann", "end-main")}}});
  const int next = count(board) + 1;
  SECTION("(a) 10C was summoned this turn") {
    Replay r = play(hands, with(board, {ev("Ann", "change-position", {{"card", "10C"}})}));
    REQUIRE_VIOLATION(r, next, "came to the field this turn", "Position Rules: Position Change");
  }
  SECTION("(b) KS already changed position this turn") {
    Replay r = play(hands, with(board, {ev("Ann", "change-position", {{"card", "KS"}})}));
    REQUIRE_VIOLATION(r, next, "already changed position this turn", "Position Rules: Position Change");
    CHECK(consulted(r, "dof.position.change-limit"));
  }
  SECTION("(c) KS destroys 7H and Ann scores") {
    Replay r = play(hands, with(board, {attack("Ann", "KS", "7H")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 1) == std::vector<std::string>{"7H"});
    CHECK(points(t) == std::vector<long long>{1, 0});
  }
  SECTION("(d) after the attack 6D can no longer change") {
    Replay r = play(hands, with(board, {attack("Ann", "KS", "7H"), ev("Ann", "change-position", {{"card", "6D"}})}));
    REQUIRE_VIOLATION(r, next + 1, "an attack was declared this turn", "Important Notes: Battle Timing");
    CHECK(consulted(r, "dof.position.change-window"));
  }
  SECTION("(d) before the attack it could: KS's change does not use up 6D's") {
    Replay r = play(hands, with(board, {ev("Ann", "change-position", {{"card", "6D"}}), attack("Ann", "KS", "7H")}));
    REQUIRE_VALID(r);
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"KS atk", "6D atk", "10C atk"});
  }
}

// ---- T07, T08 ----

namespace {

// Ann: 4D in attack (turn 1; her first draw); Bob: QC (turn 2) and 10D (turn 4) in attack;
// turn 5 is Ann's. Bob holds KH QS JD 2C 8S.
Events chain_board() {
  return turns({{"4D", {summon("Ann", "4D", "attack")}},
                {"QC", {summon("Bob", "QC", "attack")}},
                {"3S", {}},
                {"10D", {summon("Bob", "10D", "attack")}},
                {"6H", {}}});
}
const nlohmann::json kChainBob = {"KH", "QS", "JD", "2C", "8S"};

nlohmann::json t07_link1() { return activate("Ann", "numbers-combo", {"5S", "5H"}, {{"destroy", {"QC", "10D"}}}); }
nlohmann::json t07_link2() {
  return activate("Bob", "royal-fusion", {"KH", "QS", "JD"}, {{"negate", 1}, {"destroy", {"4D"}}});
}

}  // namespace

TEST_CASE("T07 - Special Mechanics 1: Royal Fusion negates on the opponent's turn, the last link resolves first and a "
          "negated link's cost stays paid (dof.chain.response-scope, dof.chain.negate-meaning)",
          "[dof][judge][special.royal-fusion][special.chain-link][notes.special]") {
  nlohmann::json hands = {{"Ann", {"5S", "5H", "9C", "2D", "7C"}}, {"Bob", kChainBob}};
  Events played = with(chain_board(), {t07_link1(), t07_link2(), ev("Ann", "pass"), ev("Bob", "pass")});
  SECTION("final state") {
    Replay r = play(hands, played);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::main);
    CHECK(graveyard(t, 0) == std::vector<std::string>{"5S", "5H", "4D"});
    CHECK(in_hand(t, 0, "9C"));
    CHECK(graveyard(t, 1) == std::vector<std::string>{"KH", "QS", "JD"});
    CHECK(field(t, 1) == std::vector<std::string>{"QC atk", "10D atk"});
    CHECK(t.players[0].field.empty());
    CHECK(points(t) == std::vector<long long>{0, 0});
  }
  SECTION("Ann's placement is still used: no normal summon of 9C") {
    Events e = with(played, {summon("Ann", "9C", "attack")});
    Replay r = play(hands, e);
    REQUIRE_VIOLATION(r, count(e), "this turn's card placement was a special summon", "Important Notes: Special Summoning");
  }
}

TEST_CASE("T08 - Special Mechanics 7: Chain Link: the turn player counter-responds on their own turn, three links "
          "resolve last first (dof.chain.own-turn-responses, dof.chain.priority)",
          "[dof][judge][special.chain-link][special.ace-face]") {
  nlohmann::json hands = {{"Ann", {"5S", "5H", "9C", "AC", "KS"}}, {"Bob", kChainBob}};
  nlohmann::json link3 = activate("Ann", "ace-face", {"AC", "KS"}, {{"negate", 2}, {"revive", {{"5S", "attack"}, {"5H", "defense"}}}});
  Events played = with(chain_board(), {t07_link1(), t07_link2(), link3, ev("Bob", "pass"), ev("Ann", "pass")});
  SECTION("after link 2, Ann is asked first; at link 3 her graveyard holds 5S 5H AC KS") {
    Replay r = play(hands, played, count(chain_board()) + 3);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 0) == std::vector<std::string>{"5S", "5H", "AC", "KS"});
    CHECK(t.chain.size() == 3);
    CHECK(t.window.order == std::vector<int>{1, 0});
  }
  SECTION("final state") {
    Replay r = play(hands, played);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(field(t, 0) == std::vector<std::string>{"4D atk", "5H def", "5S atk"});
    CHECK(t.players[0].field[1].arrived_turn == 5);
    CHECK(t.players[0].field[2].arrived_turn == 5);
    CHECK(t.players[1].field.empty());
    CHECK(graveyard(t, 1) == std::vector<std::string>{"KH", "QS", "JD", "QC", "10D"});
    CHECK(graveyard(t, 0) == std::vector<std::string>{"AC", "KS"});
    CHECK(points(t) == std::vector<long long>{0, 0});
  }
  SECTION("Ann still cannot normal summon 9C") {
    Events e = with(played, {summon("Ann", "9C", "attack")});
    Replay r = play(hands, e);
    REQUIRE_VIOLATION(r, count(e), "this turn's card placement was a special summon", "Important Notes: Special Summoning");
  }
  SECTION("in the Battle Phase there is nothing to attack") {
    Events e = with(played, {attack("Ann", "5S", "QC")});
    Replay r = play(hands, e);
    REQUIRE_VIOLATION(r, count(e), "target QC is not on the field: it is in Bob's graveyard", "Battle Phase");
  }
}

// ---- T09 ----

TEST_CASE("T09 - Special Mechanics 2: Ace Fusion revives its own materials, there is no second placement, a revived "
          "card may attack at once (dof.revive.source, dof.special.replaces-normal)",
          "[dof][judge][special.ace-fusion][notes.special][turn.battle]") {
  // Ann's 9H fell to Bob's JD (turn 2) and her KC to Bob's Numbers Combo (turn 4): her
  // graveyard is 9H KC. Bob: JD in attack; his hand holds no Ace.
  nlohmann::json hands = {{"Ann", {"AS", "AH", "4D", "KC", "9H"}}, {"Bob", {"JD", "3C", "8C", "2D", "2H"}}};
  Events board = turns({{"5S", {summon("Ann", "9H", "attack")}},
                        {"6S", {summon("Bob", "JD", "attack"), attack("Bob", "JD", "9H")}},
                        {"7S", {summon("Ann", "KC", "attack")}},
                        {"10S", {activate("Bob", "numbers-combo", {"2D", "2H"}, {{"destroy", {"KC"}}})}},
                        {"3D", {}}});
  Events a = with(board, {activate("Ann", "ace-fusion", {"AS", "AH"}, {{"revive", {{"KC", "attack"}, {"AS", "attack"}}}}),
                          ev("Bob", "pass"), ev("Ann", "pass")});
  Replay before = play(hands, board);
  REQUIRE_VALID(before);
  CHECK(graveyard(test::dof_table(before), 0) == std::vector<std::string>{"9H", "KC"});

  SECTION("(a) KC and AS come back face up, as cards that arrived this turn") {
    Replay r = play(hands, a);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(field(t, 0) == std::vector<std::string>{"AS atk", "KC atk"});
    CHECK(t.players[0].field[0].arrived_turn == 5);
    CHECK(graveyard(t, 0) == std::vector<std::string>{"9H", "AH"});
  }
  SECTION("(a) they cannot change position this turn") {
    Events e = with(a, {ev("Ann", "change-position", {{"card", "KC"}})});
    Replay r = play(hands, e);
    REQUIRE_VIOLATION(r, count(e), "came to the field this turn", "Position Rules: Position Change");
  }
  SECTION("(b) no normal summon besides, face down or not") {
    Events e = with(a, {summon("Ann", "4D", "defense", true)});
    Replay r = play(hands, e);
    REQUIRE_VIOLATION(r, count(e), "this turn's card placement was a special summon", "Important Notes: Special Summoning");
    CHECK(consulted(r, "dof.special.replaces-normal"));
  }
  SECTION("(c) KC destroys JD") {
    Replay r = play(hands, with(a, {attack("Ann", "KC", "JD")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 1) == std::vector<std::string>{"2D", "2H", "JD"});
    CHECK(points(t) == std::vector<long long>{1, 1});  // Bob's point is from turn 2
  }
}

// ---- T10 ----

TEST_CASE("T10 - Victory Conditions: Instant Victory: Five of a Kind completed by a response on the opponent's turn "
          "ends the game at once (dof.five-of-a-kind.zone, dof.five-of-a-kind.timing)",
          "[dof][judge][victory.instant][special.five-of-a-kind][special.ace-face]") {
  // Bob: KH fell to Ann's AS (turn 3); 9H in defense (turn 4); hand 2H 4H 7H AD QC: four
  // hearts in hand and field.
  nlohmann::json hands = {{"Ann", {"6C", "6D", "10S", "AS", "3D"}}, {"Bob", {"2H", "4H", "7H", "AD", "QC"}}};
  Events board = turns({{"8S", {summon("Ann", "AS", "attack")}},
                        {"KH", {summon("Bob", "KH", "attack")}},
                        {"2C", {attack("Ann", "AS", "KH")}},
                        {"9H", {summon("Bob", "9H", "defense")}},
                        {"4C", {}}});
  Events played = with(board, {activate("Ann", "numbers-combo", {"6C", "6D"}, {{"destroy", {"9H"}}}),
                               activate("Bob", "ace-face", {"AD", "QC"}, {{"negate", 1}, {"revive", {{"KH", "attack"}}}}),
                               ev("Ann", "pass"), ev("Bob", "pass")});
  Replay before = play(hands, board);
  REQUIRE_VALID(before);
  CHECK(graveyard(test::dof_table(before), 1) == std::vector<std::string>{"KH"});
  CHECK_FALSE(test::dof_table(before).over());

  Replay r = play(hands, played);
  REQUIRE_VALID(r);
  const auto& t = test::dof_table(r);
  CHECK(t.over());
  CHECK(t.outcome.status == GameStatus::won);
  CHECK(t.outcome.winners == std::vector<int>{1});
  CHECK(t.outcome.ended_by == "five-of-a-kind");
  CHECK_THAT(t.outcome.summary, Catch::Contains("Bob holds five hearts"));
  CHECK(t.active == 0);
  CHECK(field(t, 1) == std::vector<std::string>{"9H def", "KH atk"});  // link 1 never resolved
}

// ---- T11 ----

TEST_CASE("T11 - Victory Conditions: Instant Victory: Five of a Kind on the first draw of the game "
          "(dof.turn.first-turn, dof.five-of-a-kind.timing)",
          "[dof][judge][victory.instant][turn.draw]") {
  nlohmann::json hands = {{"Ann", {"2S", "6S", "9S", "QS", "3D"}}, {"Bob", {"QH", "5H", "7H", "9D", "JC"}}};
  SECTION("no Five of a Kind after the deal") {
    Replay r = play(hands, Events{});
    REQUIRE_VALID(r);
    CHECK_FALSE(test::dof_table(r).over());
    CHECK(test::dof_table(r).phase == dof::Phase::draw);
  }
  SECTION("drawing KS wins before the Main Phase") {
    Replay r = play(hands, {ev("Ann", "draw", {{"card", "KS"}})});
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.over());
    CHECK(t.outcome.winners == std::vector<int>{0});
    CHECK(t.outcome.ended_by == "five-of-a-kind");
    CHECK(t.turn == 1);
  }
}

// ---- T12 ----

TEST_CASE("T12 - Victory Conditions: Standard Victory: with three players the game ends after the round in which the "
          "deck ran out, later players skip the draw (dof.end.depletion, dof.draw.empty-deck)",
          "[dof][judge][victory.standard][turn.draw][victory.tiebreaker]") {
  // Points: Cid's KH beats Bob's 4D (turn 5), Ann's KS beats Cid's 5C (turn 6): 1, 0, 1.
  ThreePlayerGame g = to_the_end({{3, {summon("Cid", "KH", "attack")}},
                                  {4, {summon("Ann", "KS", "attack")}},
                                  {5, {summon("Bob", "4D", "attack"), attack("Bob", "4D", "KH")}},
                                  {6, {summon("Cid", "5C", "attack"), attack("Cid", "5C", "KS")}}});
  SECTION("turn 37: Ann draws the last card; the game goes on") {
    Replay r = play_three(g.events, g.first_event[37]);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.turn == 37);
    CHECK(t.deck == 0);
    CHECK(t.depleted);
    CHECK_FALSE(t.over());
    CHECK(t.players[0].turns_taken == 12);
  }
  SECTION("turn 38: Bob has no draw and plays on") {
    Replay r = play_three(g.events, g.first_event[38] - 1);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.turn == 38);
    CHECK(t.active == 1);
    CHECK(t.phase == dof::Phase::main);
    CHECK_FALSE(t.over());
    CHECK(t.players[0].turns_taken == 13);
    CHECK(t.players[1].turns_taken == 12);
  }
  SECTION("turn 38: a draw is refused") {
    Events e(g.events.begin(), g.events.begin() + (g.first_event[38] - 1));
    e.push_back(ev("Bob", "draw", {{"card", "KC"}}));
    Replay r = play_three(e);
    REQUIRE_VIOLATION(r, count(e), "the deck is empty: there is nothing to draw", "Turn Structure: 1. Draw Phase");
  }
  SECTION("turn 39: Cid plays without a draw; the game is not over before his End Phase") {
    Replay r = play_three(g.events, g.first_event[40] - 2);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.turn == 39);
    CHECK(t.active == 2);
    CHECK_FALSE(t.over());
    CHECK(t.phase == dof::Phase::main);
  }
  SECTION("after Cid's End Phase all have 13 turns; only Ann and Cid, tied on points, go to the tiebreaker") {
    Replay r = play_three(g.events);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    for (const auto& p : t.players) CHECK(p.turns_taken == 13);
    CHECK(points(t) == std::vector<long long>{1, 0, 1});
    CHECK(t.phase == dof::Phase::tiebreak);
    CHECK(t.tiebreak.contenders == std::vector<int>{0, 2});
    for (int p = 0; p < 3; ++p)  // four of each suit each: nobody ever held Five of a Kind
      CHECK(t.players[static_cast<std::size_t>(p)].hand.size() + t.players[static_cast<std::size_t>(p)].field.size() == 16);
  }
}

// ---- T13 ----

TEST_CASE("T13 - Victory Conditions: Tiebreaker: only the players tied for most points draw, equal ranks draw again, "
          "suits ignored (dof.tiebreak.equal-rank)",
          "[dof][judge][victory.tiebreaker]") {
  // Points: Bob's KD beats Cid's 5C (turn 3), Ann's KS beats Bob's 4D (turn 5): 1, 1, 0.
  ThreePlayerGame g = to_the_end({{2, {summon("Bob", "KD", "attack")}},
                                  {3, {summon("Cid", "5C", "attack"), attack("Cid", "5C", "KD")}},
                                  {4, {summon("Ann", "KS", "attack")}},
                                  {5, {summon("Bob", "4D", "attack"), attack("Bob", "4D", "KS")}}});
  SECTION("Cid does not draw") {
    Events e = with(g.events, {ev("Ann", "tiebreak-draw", {{"card", "KS"}}), ev("Cid", "tiebreak-draw", {{"card", "KD"}})});
    Replay r = play_three(e);
    REQUIRE_VIOLATION(r, count(e), "Cid is not tied for the win and takes no part in the tiebreaker",
                      "Victory Conditions: Tiebreaker");
  }
  SECTION("KS and KD are equal: Ann and Bob draw again") {
    Events e = with(g.events, {ev("Ann", "tiebreak-draw", {{"card", "KS"}}), ev("Bob", "tiebreak-draw", {{"card", "KD"}})});
    Replay r = play_three(e);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(points(t) == std::vector<long long>{1, 1, 0});
    CHECK(t.phase == dof::Phase::tiebreak);
    CHECK(t.tiebreak.contenders == std::vector<int>{0, 1});
  }
  SECTION("3C against 9H: Bob wins") {
    Events e = with(g.events, {ev("Ann", "tiebreak-draw", {{"card", "KS"}}), ev("Bob", "tiebreak-draw", {{"card", "KD"}}),
                               ev("Ann", "tiebreak-draw", {{"card", "3C"}}), ev("Bob", "tiebreak-draw", {{"card", "9H"}})});
    Replay r = play_three(e);
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.over());
    CHECK(t.outcome.status == GameStatus::won);
    CHECK(t.outcome.winners == std::vector<int>{1});
    CHECK(t.outcome.ended_by == "tiebreak");
  }
}

// ---- T14 ----

TEST_CASE("T14 - Battle Phase: with three players any opponent may be attacked, each card attacks once, the defender "
          "scores (dof.battle.multiplayer-target, dof.battle.attacks-per-card, dof.scoring.defender-wins)",
          "[dof][judge][turn.battle][turn.battle.scoring]") {
  // Ann (P1): 6C in attack. Bob (P2): 3D in attack, then 10S summoned this turn. Cid (P3):
  // JC in defense, 8H in attack. Turn 8 is Bob's, after the summon.
  nlohmann::json hands = {{"Ann", {"6C", "2S", "5H", "9D", "QS"}},
                          {"Bob", {"10S", "3D", "7C", "4H", "KD"}},
                          {"Cid", {"8H", "JC", "3S", "6D", "AC"}}};
  Events board = {ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "end-turn"),
                  ev("Bob", "draw", {{"card", "2D"}}), summon("Bob", "3D", "attack"), ev("Bob", "end-turn"),
                  ev("Cid", "draw", {{"card", "2H"}}), summon("Cid", "JC", "defense"), ev("Cid", "end-turn"),
                  ev("Ann", "draw", {{"card", "3C"}}), ev("Ann", "end-turn"),
                  ev("Bob", "draw", {{"card", "3H"}}), ev("Bob", "end-turn"),
                  ev("Cid", "draw", {{"card", "4S"}}), summon("Cid", "8H", "attack"), ev("Cid", "end-turn"),
                  ev("Ann", "draw", {{"card", "4C"}}), summon("Ann", "6C", "attack"), ev("Ann", "end-turn"),
                  ev("Bob", "draw", {{"card", "4D"}}), summon("Bob", "10S", "attack")};
  auto three = [&](const Events& e) {
    return test::replay_json(test::dof_transcript({"Ann", "Bob", "Cid"}, hands, e));
  };
  const int a = count(board) + 1;
  SECTION("(a) 10S, summoned this turn, destroys Cid's 8H") {
    Replay r = three(with(board, {attack("Bob", "10S", "8H")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 2) == std::vector<std::string>{"8H"});
    CHECK(points(t) == std::vector<long long>{0, 1, 0});
  }
  SECTION("(b) 10S attacks again: refused") {
    Replay r = three(with(board, {attack("Bob", "10S", "8H"), attack("Bob", "10S", "6C")}));
    REQUIRE_VIOLATION(r, a + 1, "has already attacked this turn", "Battle Phase");
  }
  SECTION("(c) 3D loses to Ann's 6C: Ann, the defender, scores") {
    Replay r = three(with(board, {attack("Bob", "10S", "8H"), attack("Bob", "3D", "6C")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 1) == std::vector<std::string>{"3D"});
    CHECK(field(t, 0) == std::vector<std::string>{"6C atk"});
    CHECK(points(t) == std::vector<long long>{1, 1, 0});
  }
  SECTION("(d) 3D is gone") {
    Replay r = three(with(board, {attack("Bob", "10S", "8H"), attack("Bob", "3D", "6C"), attack("Bob", "3D", "JC")}));
    REQUIRE_VIOLATION(r, a + 2, "attacker 3D is not on the field: it is in Bob's graveyard", "Battle Phase");
  }
  SECTION("(d) and JC, face-up in defense, could not be attacked anyway") {
    Replay r = three(with(board, {attack("Bob", "3D", "JC")}));
    REQUIRE_VIOLATION(r, a, "is a face-up defense card and cannot be attacked", "Battle Phase");
  }
}

// ---- T15 ----

TEST_CASE("T15 - Special Mechanics 1: Royal Fusion as a Main Phase special summon with nothing to negate destroys up to "
          "three cards (dof.negate.without-target, dof.royal-fusion.destroy-count)",
          "[dof][judge][special.royal-fusion][notes.special]") {
  // Bob: 8D (defense, turn 2), 3H (attack, turn 4), 10C (defense, turn 6), AS (attack, turn 8).
  nlohmann::json hands = {{"Ann", {"KD", "QH", "JC", "5S", "2D"}}, {"Bob", {"8D", "3H", "10C", "AS", "2C"}}};
  Events board = turns({{"3S", {}},
                        {"7C", {summon("Bob", "8D", "defense")}},
                        {"4H", {}},
                        {"4S", {summon("Bob", "3H", "attack")}},
                        {"5D", {}},
                        {"6S", {summon("Bob", "10C", "defense")}},
                        {"6H", {}},
                        {"9S", {summon("Bob", "AS", "attack")}},
                        {"7D", {}}});
  const int action = count(board) + 1;
  Events three_targets = with(board, {activate("Ann", "royal-fusion", {"KD", "QH", "JC"}, {{"destroy", {"AS", "10C", "8D"}}})});
  SECTION("three targets: legal; Bob cannot respond; AS 10C 8D are destroyed and nobody scores") {
    Replay r = play(hands, with(three_targets, {ev("Ann", "end-main")}));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 0) == std::vector<std::string>{"KD", "QH", "JC"});
    CHECK(graveyard(t, 1) == std::vector<std::string>{"AS", "10C", "8D"});
    CHECK(field(t, 1) == std::vector<std::string>{"3H atk"});
    CHECK(points(t) == std::vector<long long>{0, 0});
    CHECK(t.players[0].field.empty());  // no attack-position card to attack 3H with
  }
  SECTION("four targets: refused") {
    Replay r = play(hands, with(board, {activate("Ann", "royal-fusion", {"KD", "QH", "JC"}, {{"destroy", {"AS", "10C", "8D", "3H"}}})}));
    REQUIRE_VIOLATION(r, action, "Royal Fusion destroys up to 3 cards", "Special Mechanics 1: Royal Fusion");
    CHECK(consulted(r, "dof.royal-fusion.destroy-count"));
    CHECK(test::dof_table(r).players[1].field.size() == 4);
  }
  SECTION("no normal summon of 5S afterwards") {
    Replay r = play(hands, with(three_targets, {summon("Ann", "5S", "attack")}));
    REQUIRE_VIOLATION(r, action + 1, "this turn's card placement was a special summon", "Important Notes: Special Summoning");
  }
}

}  // namespace test_judge_cases
