// Draw of Faith positions (referee-position/1 "state"; rulespec/draw-of-faith/position.cpp
// and position_read.cpp): hand-written positions load, a position that cannot exist is an
// input error naming its field, and a position loaded mid-chain plays on as the game would.
// The round trip of states reached by self-play is tests/conformance/test_positions.cpp.
#include <catch2/catch.hpp>

#include <optional>

#include "referee/core/errors.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/position.hpp"
#include "referee/core/registry.hpp"
#include "rulespec/draw-of-faith/action.hpp"
#include "rulespec/draw-of-faith/game.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_positions {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;

namespace {

// Turn 3, Ann's Main Phase. Ann: a hand of five, 7H in attack on the field. Bob: four
// unknown cards, one unknown card face down in defense, 2C in the graveyard. 12 cards
// out, 40 in the deck.
json base_state() {
  return json::parse(R"({
    "phase": "main", "node": "main", "turn": 3, "first": "Ann", "active": "Ann", "to_act": "Ann", "deck": 40,
    "players": {
      "Ann": {"score": 1, "zones": {"hand": ["KS", "QS", "JS", "4H", "9D"],
                                    "field": [{"card": "7H", "position": "attack", "arrived_turn": 1}]}},
      "Bob": {"score": 0, "zones": {"hand": ["?", "?", "?", "?"],
                                    "field": [{"card": "?", "position": "defense", "face": "down", "arrived_turn": 2}],
                                    "graveyard": ["2C"]}}
    }})");
}

json document(const json& state, const json& rulings = json::object(),
              const std::vector<std::string>& players = {"Ann", "Bob"}) {
  json doc = {{"format", "referee-position/1"}, {"game", "draw-of-faith"}, {"players", players}, {"state", state}};
  if (!rulings.empty()) doc["rulings"] = rulings;
  return doc;
}

// Loads a position through its text, as a file would be read.
std::unique_ptr<GameState> load(const json& doc) {
  Position p = read_position(parse_json(doc.dump(2), "position.json"), builtin_games());
  return load_state(p, rulings_for(p, nullptr));
}

std::optional<InputError> load_error(const json& doc) {
  try {
    (void)load(doc);
  } catch (const InputError& e) {
    return e;
  }
  return std::nullopt;
}

const dof::Table& table(const GameState& s) { return static_cast<const dof::DofState&>(s).table(); }

dof::DofAction pass_by(int seat) {
  dof::DofAction a;
  a.kind = dof::Kind::pass;
  a.player = seat;
  return a;
}

// Applies a pass after checking that it is legal.
void pass(GameState& s, int seat) {
  const dof::DofAction a = pass_by(seat);
  const Verdict v = s.check(a);
  INFO(v.reason << "\n" << s.position_text());
  REQUIRE(v.legal);
  s.apply(a, nullptr);
}

// A chain waiting in the Main Phase for Bob, then Ann, to answer it.
void open_window(json& s, json chain) {
  s["phase"] = "window";
  s["node"] = "main.window";
  s["chain"] = std::move(chain);
  s["window"] = {{"order", {"Bob", "Ann"}}, {"passed", 0}};
}

}  // namespace

// The position `doc_` is refused: the error names `field_` and says `message_` (a part of it).
#define REQUIRE_POSITION_ERROR(doc_, field_, message_)                  \
  do {                                                                  \
    auto error_ = load_error(doc_);                                     \
    REQUIRE(error_);                                                    \
    INFO(error_->describe());                                           \
    CHECK(error_->where().field == (field_));                           \
    CHECK(error_->where().file == "position.json");                     \
    CHECK(error_->where().line > 0);                                    \
    CHECK_THAT(error_->message(), Catch::Contains(message_));           \
  } while (false)

TEST_CASE("Positions: a hand-written position loads, its unknown cards as placeholders", "[dof][positions]") {
  auto state = load(document(base_state()));
  REQUIRE(state);
  CHECK(state->node() == "main");
  CHECK(state->to_act() == 0);
  CHECK_FALSE(state->is_over());
  const dof::Table& t = table(*state);
  CHECK(t.turn == 3);
  CHECK(t.deck == 40);
  CHECK(t.players[0].turns_taken == 1);  // turns 1 and 2 are over: one each
  CHECK(t.players[1].turns_taken == 1);
  CHECK(test::hand(t, 1) == std::vector<std::string>{"?", "?", "?", "?"});
  CHECK(test::field(t, 1).size() == 1);
  CHECK(test::in_graveyard(t, 1, "2C"));
  CHECK(t.hidden.live_count() == 5);  // four in Bob's hand, one on his field
  CHECK(t.snapshots.empty());         // no history
  // Written back, it is the same position, defaults spelled out.
  json written = state->position_json();
  CHECK(written["players"]["Bob"]["zones"]["field"][0] ==
        json({{"card", "?"}, {"position", "defense"}, {"face", "down"}, {"arrived_turn", 2}}));
  CHECK(load(document(written))->position_json() == written);
  // And play goes on: Ann may summon 9D; Bob's face-down card can be attacked once named.
  bool summon_listed = false;
  state->for_each_legal_action([&](const Action& a) {
    const json e = state->encode(a);
    summon_listed |= e["action"] == "summon" && e["card"] == "9D";
    return true;
  });
  CHECK(summon_listed);
}

TEST_CASE("Positions: a replayed game with unknown cards is written and read back unchanged", "[dof][positions]") {
  // Bob's hand is unknown; he summons one of his unknown cards face down: the field card
  // may still trade identities with the unknown cards then in his hand (its hand mates).
  json hands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"?", "?", "?", "?", "?"}}};
  Replay r = test::play(test::kAB, hands,
                        {test::ev("Ann", "draw", {{"card", "2C"}}), test::summon("Ann", "KS"), test::ev("Ann", "end-turn"),
                         test::ev("Bob", "draw", {{"card", "?"}}), test::summon_face("Bob", "?", "down")});
  REQUIRE_FALSE(r.violation);
  const json written = r.state->position_json();
  INFO(written.dump(2));
  CHECK(written["players"]["Bob"]["zones"]["field"][0]["hand_mates"] == json({1, 2, 3, 4, 5}));
  CHECK(written["players"]["Bob"]["zones"]["hand"] == json({"?", "?", "?", "?", "?"}));
  auto loaded = load(document(written));
  CHECK(loaded->position_json() == written);
  const dof::Table& t = table(*loaded);
  const auto& mates = t.players[1].field[0].hand_mates;
  REQUIRE(mates.size() == 5);
  for (std::size_t i = 0; i < 5; ++i) CHECK(mates[i] == t.players[1].hand[i].placeholder);
}

TEST_CASE("Positions: unknown keys, wrong types and unknown names are refused, naming the field", "[dof][positions]") {
  json s = base_state();
  SECTION("an unknown key, with a suggestion") {
    s["phse"] = "main";
    REQUIRE_POSITION_ERROR(document(s), "state.phse", "unknown key \"phse\" (did you mean \"phase\"?)");
  }
  SECTION("an unknown key of a field card") {
    s["players"]["Ann"]["zones"]["field"][0]["postion"] = "attack";
    REQUIRE_POSITION_ERROR(document(s), "state.players.Ann.zones.field[0].postion", "did you mean \"position\"?");
  }
  SECTION("a turn that is not a number") {
    s["turn"] = "3";
    REQUIRE_POSITION_ERROR(document(s), "state.turn", "expected an integer, found a string");
  }
  SECTION("a hand that is not an array") {
    s["players"]["Ann"]["zones"]["hand"] = "KS";
    REQUIRE_POSITION_ERROR(document(s), "state.players.Ann.zones.hand", "expected an array of cards");
  }
  SECTION("an unknown phase") {
    s["phase"] = "mian";
    REQUIRE_POSITION_ERROR(document(s), "state.phase", "unknown phase \"mian\" (did you mean \"main\"?)");
  }
  SECTION("an unknown player among the players") {
    s["players"]["Anne"] = s["players"]["Ann"];
    s["players"].erase("Ann");
    REQUIRE_POSITION_ERROR(document(s), "state.players.Anne", "unknown player \"Anne\" (did you mean \"Ann\"?)");
  }
  SECTION("an unknown player to act") {
    s["active"] = "Bobb";
    REQUIRE_POSITION_ERROR(document(s), "state.active", "unknown player \"Bobb\" (did you mean \"Bob\"?)");
  }
  SECTION("a player left out") {
    s["players"].erase("Bob");
    REQUIRE_POSITION_ERROR(document(s), "state.players.Bob", "missing the state of player \"Bob\"");
  }
  SECTION("an unknown card, \"1H\"") {
    s["players"]["Ann"]["zones"]["field"][0]["card"] = "1H";
    REQUIRE_POSITION_ERROR(document(s), "state.players.Ann.zones.field[0].card", "unknown card \"1H\": no rank \"1\"");
  }
  SECTION("an unknown card in a hand") {
    s["players"]["Ann"]["zones"]["hand"][2] = "JX";
    REQUIRE_POSITION_ERROR(document(s), "state.players.Ann.zones.hand[2]", "unknown card \"JX\": no suit \"X\"");
  }
  SECTION("an unknown card in a graveyard") {
    s["players"]["Bob"]["zones"]["graveyard"][0] = "?";
    REQUIRE_POSITION_ERROR(document(s), "state.players.Bob.zones.graveyard[0]", "goes face up to the graveyard");
  }
  SECTION("a face-up card nobody has seen") {
    s["players"]["Bob"]["zones"]["field"][0].erase("face");
    REQUIRE_POSITION_ERROR(document(s), "state.players.Bob.zones.field[0].card", "a face-up card is named");
  }
  SECTION("a face-down card in attack position") {
    s["players"]["Ann"]["zones"]["field"][0]["face"] = "down";
    REQUIRE_POSITION_ERROR(document(s), "state.players.Ann.zones.field[0].face", "only a defense-position card");
  }
  SECTION("a node unknown to the game") {
    s["node"] = "main.windw";
    REQUIRE_POSITION_ERROR(document(s), "state.node", "did you mean \"main.window\"?");
  }
  SECTION("too many players for the rulings") {
    std::vector<std::string> nine = {"A", "B", "C", "D", "E", "F", "G", "H", "I"};
    REQUIRE_POSITION_ERROR(document(s, {{"dof.setup.deck", "shared-max-8"}}, nine), "players",
                           "played by 2 to 8 players (dof.setup.deck = shared-max-8), not 9");
  }
}

TEST_CASE("Positions: a card is in one place only, and the 52 cards are all accounted for", "[dof][positions]") {
  json s = base_state();
  SECTION("a card twice") {
    s["players"]["Bob"]["zones"]["graveyard"].push_back("7H");
    REQUIRE_POSITION_ERROR(document(s), "state.players.Bob.zones.graveyard[1]",
                           "card 7H is twice in the position: it is also on Ann's field");
  }
  SECTION("a card twice, in hands") {
    s["players"]["Bob"]["zones"]["hand"][0] = "kS";
    REQUIRE_POSITION_ERROR(document(s), "state.players.Bob.zones.hand[0]", "card KS is twice in the position: it is also in Ann's hand");
  }
  SECTION("53 cards") {
    s["deck"] = 41;
    REQUIRE_POSITION_ERROR(document(s), "state.deck", "make 53, not the 52 of the deck");
  }
  SECTION("more than 52 cards: unknown cards count") {
    for (int i = 0; i < 50; ++i) s["players"]["Bob"]["zones"]["hand"].push_back("?");
    s["deck"] = 0;
    REQUIRE_POSITION_ERROR(document(s), "state.deck", "make 62, not the 52");
  }
  SECTION("a deck of more than 52") {
    s["deck"] = 60;
    REQUIRE_POSITION_ERROR(document(s), "state.deck", "must be an integer from 0 to 52, found 60");
  }
  SECTION("fewer than 52 cards") {
    s["players"]["Ann"]["zones"]["hand"].erase(4);
    REQUIRE_POSITION_ERROR(document(s), "state.deck", "make 51, not the 52");
  }
}

TEST_CASE("Positions: negative counters and scores are refused", "[dof][positions]") {
  json s = base_state();
  SECTION("a negative count of normal summons") {
    s["players"]["Ann"]["normal_summons"] = -1;
    REQUIRE_POSITION_ERROR(document(s), "state.players.Ann.normal_summons", "must be an integer from 0 to");
  }
  SECTION("a negative score") {
    s["players"]["Bob"]["score"] = -2;
    REQUIRE_POSITION_ERROR(document(s), "state.players.Bob.score", "found -2");
  }
  SECTION("a negative turn") {
    s["turn"] = -3;
    REQUIRE_POSITION_ERROR(document(s), "state.turn", "found -3");
  }
  SECTION("a field card that arrives after the current turn") {
    s["players"]["Ann"]["zones"]["field"][0]["arrived_turn"] = 4;
    REQUIRE_POSITION_ERROR(document(s), "state.players.Ann.zones.field[0].arrived_turn", "from 0 to 3, found 4");
  }
}

TEST_CASE("Positions: a phase with nobody to act is refused", "[dof][positions]") {
  json s = base_state();
  SECTION("a Draw Phase with an empty deck") {
    s["phase"] = "draw";
    s["node"] = "draw";
    s["deck"] = 0;
    for (int i = 0; i < 40; ++i) s["players"]["Bob"]["zones"]["hand"].push_back("?");
    REQUIRE_POSITION_ERROR(document(s), "state.phase", "nobody can draw");
  }
  SECTION("a window where everyone asked has passed") {
    s["phase"] = "window";
    s["node"] = "main.window";
    s["players"]["Ann"]["zones"]["hand"] = {"KS", "QS", "JS"};
    s["players"]["Ann"]["zones"]["graveyard"] = {"4H", "9D"};
    s["chain"] = json::parse(R"([{"kind": "activation", "player": "Ann", "mechanic": "numbers-combo",
                                  "materials": ["4H", "9D"]}])");
    s["window"] = {{"order", {"Bob", "Ann"}}, {"passed", 2}};
    REQUIRE_POSITION_ERROR(document(s), "state.window.passed", "nobody is left to act");
  }
  SECTION("a window that asks nobody") {
    s["phase"] = "window";
    s["node"] = "main.window";
    s["players"]["Ann"]["zones"]["hand"] = {"KS", "QS", "JS"};
    s["players"]["Ann"]["zones"]["graveyard"] = {"4H", "9D"};
    s["chain"] = json::parse(R"([{"kind": "activation", "player": "Ann", "mechanic": "numbers-combo",
                                  "materials": ["4H", "9D"]}])");
    s["window"] = {{"order", json::array()}, {"passed", 0}};
    REQUIRE_POSITION_ERROR(document(s), "state.window.order", "nobody is asked to respond");
  }
  SECTION("a tiebreaker where every contender has drawn") {
    s["phase"] = "tiebreak";
    s["node"] = "tiebreak";
    s["tiebreak"] = {{"contenders", {"Ann", "Bob"}}, {"drawn", {"AS", "AH"}}, {"pile", {"AS", "AH"}}, {"cause", "points"}};
    s.erase("to_act");
    REQUIRE_POSITION_ERROR(document(s), "state.tiebreak.drawn", "every contender has drawn");
  }
  SECTION("a phase \"targets\" whose top link waits for nothing") {
    s["phase"] = "targets";
    s["node"] = "main.targets";
    s["players"]["Ann"]["zones"]["hand"] = {"KS", "QS", "JS"};
    s["players"]["Ann"]["zones"]["graveyard"] = {"4H", "9D"};
    s["chain"] = json::parse(R"([{"kind": "activation", "player": "Ann", "mechanic": "numbers-combo",
                                  "materials": ["4H", "9D"], "negated": true}])");
    REQUIRE_POSITION_ERROR(document(s, {{"dof.effects.targeting-time", "on-resolution"}}), "state.chain[0]",
                           "waiting for its targets");
  }
}

TEST_CASE("Positions: a chain or a window that does not fit the phase is refused", "[dof][positions]") {
  json s = base_state();
  s["players"]["Ann"]["zones"]["hand"] = {"KS", "QS", "JS"};
  s["players"]["Ann"]["zones"]["graveyard"] = {"4H", "9D"};
  const json link = json::parse(R"({"kind": "activation", "player": "Ann", "mechanic": "numbers-combo",
                                    "materials": ["4H", "9D"]})");
  SECTION("a chain in the Main Phase") {
    s["chain"] = {link};
    REQUIRE_POSITION_ERROR(document(s), "state.chain", "a chain waits only in phases \"window\" and \"targets\"");
  }
  SECTION("a window in the Main Phase") {
    s["window"] = {{"order", {"Bob", "Ann"}}, {"passed", 0}};
    REQUIRE_POSITION_ERROR(document(s), "state.window", "only in phase \"window\"");
  }
  SECTION("a reaction window without a chain") {
    s["phase"] = "window";
    s["node"] = "main.window";
    s["window"] = {{"order", {"Bob", "Ann"}}, {"passed", 0}};
    REQUIRE_POSITION_ERROR(document(s), "state.chain", "missing key \"chain\"");
  }
  SECTION("a node that does not fit the phase") {
    s["node"] = "battle";
    REQUIRE_POSITION_ERROR(document(s), "state.node", "node \"battle\" does not fit phase \"main\"");
  }
  SECTION("a Battle Phase window under rulings that give none") {
    s["phase"] = "window";
    s["node"] = "battle.window";
    s["chain"] = {link};
    s["window"] = {{"order", {"Bob", "Ann"}}, {"passed", 0}};
    REQUIRE_POSITION_ERROR(document(s), "state.node", "no node \"battle.window\" under these rulings");
  }
  SECTION("an activation opening a chain in the Battle Phase") {
    s["phase"] = "window";
    s["node"] = "battle.window";
    s["chain"] = {link};
    s["window"] = {{"order", {"Bob", "Ann"}}, {"passed", 0}};
    s["attack_declared"] = true;
    REQUIRE_POSITION_ERROR(document(s, {{"dof.chain.respond-to-what", "any-action"}}), "state.chain[0].kind",
                           "an activation opens a chain in the Main Phase");
  }
  SECTION("a chain opened by the player whose turn it is not") {
    s["phase"] = "window";
    s["node"] = "main.window";
    json bobs = link;
    bobs["player"] = "Bob";
    s["chain"] = {bobs};
    s["window"] = {{"order", {"Ann", "Bob"}}, {"passed", 0}};
    REQUIRE_POSITION_ERROR(document(s), "state.chain[0].player", "the turn player's, Ann's");
  }
  SECTION("a summon link where summons open no window") {
    open_window(s, json::parse(R"([{"kind": "summon", "player": "Ann", "subject": "7H"}])"));
    REQUIRE_POSITION_ERROR(document(s), "state.chain[0].kind",
                           "a summon opens no chain under dof.chain.respond-to-what = effects-only");
  }
  SECTION("a destroy target that is on no field") {
    json l = link;
    l["destroy"] = {"2C"};
    open_window(s, json::array({l}));
    REQUIRE_POSITION_ERROR(document(s), "state.chain[0].destroy[0]", "2C is not on a field (it is in Bob's graveyard)");
  }
  SECTION("a place on a field that is empty") {
    json l = link;
    l["destroy"] = {"Bob#2"};
    open_window(s, json::array({l}));
    REQUIRE_POSITION_ERROR(document(s), "state.chain[0].destroy[0]", "Bob has 1 card(s) on the field");
  }
  SECTION("a material that nobody has seen") {
    json l = link;
    l["materials"] = {"4H", "9D", "8S"};
    open_window(s, json::array({l}));
    REQUIRE_POSITION_ERROR(document(s), "state.chain[0].materials[2]", "8S is in no hand, field or graveyard");
  }
  SECTION("a negated link before the chain resolves") {
    json l = link;
    l["negated"] = true;
    open_window(s, json::array({l}));
    REQUIRE_POSITION_ERROR(document(s), "state.chain[0].negated", "has not begun to");
  }
  SECTION("an unknown mechanic") {
    json l = link;
    l["mechanic"] = "number-combo";
    open_window(s, json::array({l}));
    REQUIRE_POSITION_ERROR(document(s), "state.chain[0].mechanic", "did you mean \"numbers-combo\"?");
  }
  SECTION("a tiebreaker outside phase \"tiebreak\"") {
    s["tiebreak"] = {{"contenders", {"Ann", "Bob"}}, {"cause", "points"}};
    REQUIRE_POSITION_ERROR(document(s), "state.tiebreak", "only in phase \"tiebreak\"");
  }
  SECTION("an outcome in a game still going on") {
    s["outcome"] = {{"status", "won"}, {"winners", {"Ann"}}, {"ended_by", "deck-depleted"}};
    REQUIRE_POSITION_ERROR(document(s), "state.outcome", "the game is not over");
  }
}

TEST_CASE("Positions: turn order, the player to act and Five of a Kind must fit the rest", "[dof][positions]") {
  json s = base_state();
  SECTION("the active player is not the one whose turn it is") {
    s["active"] = "Bob";
    REQUIRE_POSITION_ERROR(document(s), "state.active", "turn 3 is Ann's (turns go in seat order from the first player, Ann)");
  }
  SECTION("turns taken that do not fit the turn") {
    s["players"]["Bob"]["turns_taken"] = 2;
    REQUIRE_POSITION_ERROR(document(s), "state.players.Bob.turns_taken", "Bob has finished 1 turn(s) by turn 3");
  }
  SECTION("the wrong player to act") {
    s["to_act"] = "Bob";
    REQUIRE_POSITION_ERROR(document(s), "state.to_act", "the position waits for Ann, not for Bob");
  }
  SECTION("a Main Phase on turn 0") {
    s["turn"] = 0;
    REQUIRE_POSITION_ERROR(document(s), "state.turn", "turn 0 is the deal");
  }
  SECTION("an attack declared in the Main Phase") {
    s["attack_declared"] = true;
    REQUIRE_POSITION_ERROR(document(s), "state.attack_declared", "no attack is declared before the Battle Phase");
  }
  SECTION("five of a suit held where it is checked after every event") {
    s["players"]["Ann"]["zones"]["hand"] = {"KS", "QS", "JS", "4S", "9S"};
    s["players"]["Bob"]["zones"]["hand"] = {"?", "?", "?", "?", "?", "?"};
    s["players"]["Bob"]["zones"]["graveyard"] = {"2C", "4H", "9D"};
    s["deck"] = 36;
    REQUIRE_POSITION_ERROR(document(s), "state.players.Ann", "Ann holds five spades");
    // Where Five of a Kind is activated, holding it is no end.
    CHECK(load(document(s, {{"dof.five-of-a-kind.timing", "activated"}})));
  }
  SECTION("an outcome whose status does not fit its winners") {
    s["phase"] = "over";
    s["node"] = "game-over";
    s["to_act"] = nullptr;
    s["outcome"] = {{"status", "drawn"}, {"winners", {"Ann"}}, {"ended_by", "deck-depleted"}};
    REQUIRE_POSITION_ERROR(document(s), "state.outcome.status", "the status is \"won\", not \"drawn\"");
  }
}

TEST_CASE("Positions: a position loaded mid-chain resolves when the remaining players pass", "[dof][positions]") {
  // Ann activated Numbers Combo with 5H and 5S (spent to her graveyard), destroying Bob's
  // KD. Bob has priority; Ann is asked after him.
  const json s = json::parse(R"({
    "phase": "window", "node": "main.window", "turn": 3, "first": "Ann", "active": "Ann", "to_act": "Bob", "deck": 41,
    "players": {
      "Ann": {"score": 1, "placement_used": true, "activations": 1, "activations_in_cycle": 1,
              "zones": {"hand": ["QS", "JS", "4H"], "field": [{"card": "7H", "position": "attack", "arrived_turn": 1}],
                        "graveyard": ["5H", "5S"]}},
      "Bob": {"score": 0,
              "zones": {"hand": ["?", "?", "?", "?"], "field": [{"card": "KD", "position": "attack", "arrived_turn": 2}]}}
    },
    "chain": [{"kind": "activation", "player": "Ann", "mechanic": "numbers-combo", "materials": ["5H", "5S"],
               "destroy": ["KD"]}],
    "window": {"order": ["Bob", "Ann"], "passed": 0}})");
  auto state = load(document(s));
  CHECK(state->node() == "main.window");
  CHECK(state->to_act() == 1);
  CHECK(load(document(state->position_json()))->position_json() == state->position_json());

  pass(*state, 1);  // Bob
  CHECK(state->node() == "main.window");
  CHECK(state->to_act() == 0);
  pass(*state, 0);  // Ann: the chain resolves
  const dof::Table& t = table(*state);
  CHECK(state->node() == "main");
  CHECK(state->to_act() == 0);
  CHECK(t.chain.empty());
  CHECK(test::field(t, 1).empty());
  CHECK(test::in_graveyard(t, 1, "KD"));
  CHECK(t.players[0].points == 1);  // effects do not score (dof.scoring.effect-destruction = battle-only)
  // Ann's placement was the activation: no normal summon besides.
  dof::DofAction summon;
  summon.kind = dof::Kind::summon;
  summon.player = 0;
  summon.card.card = dof::make_card(12, dof::Suit::spades);
  summon.position = dof::Pos::attack;
  CHECK_FALSE(state->check(summon).legal);
}

TEST_CASE("Positions: a material spent from the field and refunded is the card a link below targets", "[dof][positions]") {
  // 1. Ann's Numbers Combo targets Bob's KD. 2. Bob answers with Royal Fusion, spending KD
  // from his field, negating link 1. 3. Ann answers with Ace + Face, negating link 2. When
  // a negated activation is refunded (dof.chain.negate-meaning = activation-refund), KD
  // comes back to Bob's field as it was, and link 1 then destroys it: the position names
  // KD in link 1 and as link 2's material, and they are one card.
  const json s = json::parse(R"({
    "phase": "window", "node": "main.window", "turn": 3, "first": "Ann", "active": "Ann", "to_act": "Bob", "deck": 41,
    "players": {
      "Ann": {"score": 0, "placement_used": true, "activations": 1, "activations_in_cycle": 2,
              "zones": {"hand": ["4H"], "field": [{"card": "7H", "position": "attack", "arrived_turn": 1}],
                        "graveyard": ["5H", "5S", "AS", "KH"]}},
      "Bob": {"score": 0, "activations_in_cycle": 1,
              "zones": {"hand": ["?", "?"], "graveyard": ["KD", "QC", "JC"]}}
    },
    "chain": [
      {"kind": "activation", "player": "Ann", "mechanic": "numbers-combo", "materials": ["5H", "5S"], "destroy": ["KD"]},
      {"kind": "activation", "player": "Bob", "mechanic": "royal-fusion",
       "materials": [{"card": "KD", "from": "field", "position": "attack", "arrived_turn": 2}, "QC", "JC"], "negate": [1]},
      {"kind": "activation", "player": "Ann", "mechanic": "ace-face", "materials": ["AS", "KH"], "negate": [2]}
    ],
    "window": {"order": ["Bob", "Ann"], "passed": 0}})");
  const json rulings = {{"dof.chain.negate-meaning", "activation-refund"}};
  auto state = load(document(s, rulings));
  CHECK(load(document(state->position_json(), rulings))->position_json() == state->position_json());
  pass(*state, 1);
  pass(*state, 0);
  const dof::Table& t = table(*state);
  INFO(state->position_text());
  CHECK(state->node() == "main");
  CHECK(t.chain.empty());
  CHECK(test::in_graveyard(t, 1, "KD"));  // refunded to the field, then destroyed by link 1
  CHECK(test::field(t, 1).empty());
  CHECK(test::in_hand(t, 1, "QC"));       // the rest of link 2's cost came back to the hand
  CHECK(test::in_hand(t, 1, "JC"));
  CHECK(t.players[1].activations_in_cycle == 0);
}

TEST_CASE("Positions: the example of the README loads and resolves when Bob and Ann pass", "[dof][positions]") {
  const std::string readme = read_text_file(test::source_path("rulespec/draw-of-faith/README.md"));
  const std::size_t section = readme.find("## Positions");
  REQUIRE(section != std::string::npos);
  const std::size_t start = readme.find("```json", section);
  REQUIRE(start != std::string::npos);
  const std::size_t end = readme.find("```", start + 7);
  Position p = read_position(parse_json(readme.substr(start + 7, end - start - 7), "README.md"), builtin_games());
  auto state = load_state(p, rulings_for(p, nullptr));
  CHECK(state->to_act() == 1);
  CHECK(state->position_json() == p.doc.root["state"]);  // written as it would be written
  pass(*state, 1);
  pass(*state, 0);
  CHECK(test::in_graveyard(table(*state), 1, "KD"));
  CHECK(state->node() == "main");
}

TEST_CASE("Positions: the position vocabulary documents every key a position uses", "[dof][positions]") {
  const std::string text = builtin_games().find("draw-of-faith")->position_vocabulary();
  for (const char* key : {"phase", "node", "turn", "first", "active", "to_act", "deck", "attack_declared",
                          "named_opponent", "extra_round_turns", "events_this_turn", "players", "chain", "window",
                          "tiebreak", "outcome", "score", "zones", "hand", "field", "graveyard", "turns_taken",
                          "placement_used", "normal_summons", "activations", "position_changes",
                          "activations_in_cycle", "deck_out", "card", "position", "face", "owner", "arrived_turn",
                          "changed_turn", "attacked_turn", "attacks", "spent_material", "hand_mates", "new_arrival",
                          "kind", "player", "negated", "mechanic", "materials", "from", "destroy", "revive", "negate",
                          "targets_pending", "subject", "target", "order", "passed", "contenders", "drawn", "pile",
                          "cause", "status", "winners", "ended_by", "summary", "citation"})
    CHECK_THAT(text, Catch::Contains(key));
}

}  // namespace test_positions
