// The end of the game (5. End of the Game): when it ends, the final scoring by sect and
// inside the sect (5-1), the tie-break, the showdown of two (5-2), Impermanence of Life's claim.
#include "hof_test.hpp"

namespace test_hof_end {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

namespace {
// The believer deck has run out: the turn player's end of turn ends the game.
Table ending(int active = 0, std::shared_ptr<Rulings> r = rulings()) {
  Table t = table(4, active, std::move(r));
  t.believer_deck = 0;
  t.deck_ran_out = true;
  return t;
}
}  // namespace

TEST_CASE("hegemony-of-faith: the game ends when the believer deck is empty and the turn player ends the turn", "[hegemony-of-faith][end]") {
  // 5. End of the Game; hof.end.timing = finish-turn-no-surrender
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer"}), actions({"have-a-charity", "spread-rumors"}));
  deal(t, 1, believers({"elder", "elder"}));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, believers({"elder"}));
  t.believer_deck = 2;
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"fanatic", "fanatic"})}}));
  CHECK(g.table().believer_deck == 0);
  CHECK_FALSE(g.table().over());  // the turn goes on
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  settle(g);
  CHECK_FALSE(g.table().over());
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  REQUIRE(g.table().over());
  const Result& res = g.table().result;
  CHECK(res.status == GameStatus::won);
  CHECK(res.winner == 0);
  CHECK(res.ended_by == "settlement");
  CHECK(res.citation == &sec::final_scoring);
  CHECK_FALSE(g("Bob", "end-turn").legal);
}

TEST_CASE("hegemony-of-faith: Have a Charity draws only what the believer deck still holds", "[hegemony-of-faith][end][strategy]") {
  // 5. End of the Game (the believer deck, excluding the graveyard, runs out); 7-4 Have a Charity
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"have-a-charity"}));
  deal(t, 1, believers({"elder"}));
  bury(t, believers({"prayer", "prayer"}));
  t.believer_deck = 1;
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  CHECK_FALSE(g("Ann", "draw", {{"believers", unseen(2)}}).legal);
  HOF_LEGAL(g("Ann", "draw", {{"believers", unseen(1)}}));
  CHECK(bel(g, 0) == 2);
  CHECK(g.table().believer_deck == 0);
  CHECK(g.table().graveyard.size() == 2);  // the graveyard is no deck
}

TEST_CASE("hegemony-of-faith: the largest sect wins, and inside it the player with most believers", "[hegemony-of-faith][end]") {
  // 5-1 The final scoring: When multiple players belong to the largest sect
  Table t = ending();
  deal(t, 0, some(2));
  deal(t, 1, some(4));
  follow(t, 1, 0);  // Ann's sect: 6
  deal(t, 2, some(5));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  REQUIRE(g.table().over());
  CHECK(g.table().result.winner == 1);  // a Follower can win
  CHECK(g.table().result.ended_by == "settlement");
  CHECK(g.table().result.citation == &sec::final_scoring);
}

TEST_CASE("hegemony-of-faith: a single player with more believers than any sect wins", "[hegemony-of-faith][end]") {
  // 5-1 The final scoring: Victory for a single player
  Table t = ending();
  deal(t, 0, some(2));
  deal(t, 1, some(3));
  follow(t, 1, 0);  // Ann's sect: 5
  deal(t, 2, some(6));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  REQUIRE(g.table().over());
  CHECK(g.table().result.winner == 2);
}

TEST_CASE("hegemony-of-faith: at equal sect totals each Follower counts one more", "[hegemony-of-faith][end]") {
  // 5-1 The final scoring (the sect's total count is considered 10); hof.end.sect-tiebreak = plus-one-per-follower
  Table t = ending();
  deal(t, 0, some(2));
  deal(t, 1, some(3));
  follow(t, 1, 0);  // 5 and one Follower: 6
  deal(t, 2, some(5));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  REQUIRE(g.table().over());
  CHECK(g.table().result.winner == 1);
  CHECK(g.table().result.ended_by == "settlement");
}

TEST_CASE("hegemony-of-faith: without the tie-break, level sects go to a showdown", "[hegemony-of-faith][end][rulings]") {
  // 5-2 In case of a draw; hof.end.sect-tiebreak = no-tiebreak
  Table t = ending(0, rulings({{"hof.end.sect-tiebreak", "no-tiebreak"}}));
  deal(t, 0, some(2));
  deal(t, 1, some(3));
  follow(t, 1, 0);
  deal(t, 2, some(5));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  CHECK_FALSE(g.table().over());
  CHECK(g.node() == "showdown.commit");
  const std::vector<int> who = g.state().question().who.list();
  CHECK(std::find(who.begin(), who.end(), 1) != who.end());  // Bob, top of Ann's sect
  CHECK(std::find(who.begin(), who.end(), 2) != who.end());
}

TEST_CASE("hegemony-of-faith: two level players fight a Faith War showdown without bonus cards", "[hegemony-of-faith][end]") {
  // 5-2 In case of a draw: When two players have drawn; hof.end.showdown-two = own-cards-no-skills
  Table t = ending();
  deal(t, 0, believers({"elder", "elder", "fool"}));
  deal(t, 2, believers({"missionary", "missionary", "fanatic"}));
  deal(t, 1, some(1));
  deal(t, 3, some(1));
  t.believer_deck = 5;  // cards a bonus could come from
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  REQUIRE(g.node() == "showdown.commit");
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Cid", "commit", {{"believer", "missionary"}}));
  CHECK(g.node() == "showdown.commit");  // no Karma Reversed, no bonus
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Cid", "commit", {{"believer", "missionary"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
  HOF_LEGAL(g("Cid", "commit", {{"believer", "fanatic"}}));
  REQUIRE(g.table().over());
  const Result& res = g.table().result;
  CHECK(res.winner == 0);
  CHECK(res.ended_by == "showdown");
  CHECK(res.citation == &sec::draw_two);
  CHECK(g.table().p(0).believer_count() == 3);
  CHECK(g.table().p(2).believer_count() == 0);
  CHECK(g.table().believer_deck == 5);
}

TEST_CASE("hegemony-of-faith: Impermanence of Life wins at the end with more than five believers", "[hegemony-of-faith][end][skills]") {
  // 7-4 Cards list: Impermanence of Life; 5. End of the Game
  const auto game = [](bool claim) {
    Table t = ending();
    deal(t, 0, some(6));
    deal(t, 1, some(5));
    deal(t, 2, some(4));
    follow(t, 2, 1);  // Bob's sect: 9
    deal(t, 3, some(1));
    auto g = std::make_unique<Play>(t);
    HOF_LEGAL((*g)("Ann", "end-turn"));
    CHECK(g->node() == "end.claims");
    if (claim) HOF_LEGAL((*g)("Ann", "skill", {{"skill", "impermanence-of-life"}}));
    else HOF_LEGAL((*g)("Ann", "pass"));
    return g;
  };
  auto claimed = game(true);
  REQUIRE(claimed->table().over());
  CHECK(claimed->table().result.winner == 0);
  CHECK(claimed->table().result.ended_by == "impermanence");
  CHECK(claimed->table().result.citation == &sec::skill_impermanence_of_life);
  auto passed = game(false);
  REQUIRE(passed->table().over());
  CHECK(passed->table().result.winner == 1);  // the largest sect, its top player
}

TEST_CASE("hegemony-of-faith: Impermanence of Life needs more than five believers", "[hegemony-of-faith][end][skills]") {
  // 7-4 Cards list: Impermanence of Life (more than 5); hof.impermanence.violation = checked-when-broken
  Table t = ending();
  deal(t, 0, some(5));
  deal(t, 1, some(5));
  deal(t, 2, some(4));
  follow(t, 2, 1);
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  REQUIRE(g.table().over());
  CHECK(g.table().result.winner == 1);
  CHECK(g.table().result.ended_by == "settlement");
}

TEST_CASE("hegemony-of-faith: a skill shown in play is no Impermanence of Life", "[hegemony-of-faith][end][skills]") {
  // 7-4 Cards list: Impermanence of Life (stay hidden throughout the game)
  Table t = ending();
  deal(t, 0, some(6));
  deal(t, 1, some(5));
  deal(t, 2, some(4));
  follow(t, 2, 1);
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Dan"}}));
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.node() == "game-over");  // no claim asked
  CHECK(g.table().result.winner == 1);
}

TEST_CASE("hegemony-of-faith: a player who has become a Follower cannot claim Impermanence of Life", "[hegemony-of-faith][end][skills]") {
  // 7-4 Cards list: Impermanence of Life (not becoming a Follower or Wanderer)
  Table t = ending(3);
  deal(t, 0, some(4));
  deal(t, 1, some(7));
  follow(t, 1, 0);
  deal(t, 2, some(5));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Dan", "end-turn"));
  settle(g, "Dan");
  REQUIRE(g.table().over());
  CHECK(g.table().result.ended_by == "settlement");
  CHECK(g.table().result.winner == 1);  // by the count, as a Follower of the largest sect
}

TEST_CASE("hegemony-of-faith: under end-after-action the game ends once the deck runs out", "[hegemony-of-faith][end][rulings]") {
  // 5. End of the Game; hof.end.timing = end-after-action
  const auto play = [](const char* timing) {
    Table t = table(4, 0, rulings({{"hof.end.timing", timing}}));
    deal(t, 0, believers({"fool"}), actions({"have-a-charity"}));
    deal(t, 1, believers({"elder"}));
    t.believer_deck = 2;
    auto g = std::make_unique<Play>(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "have-a-charity"}}));
    HOF_LEGAL((*g)("Ann", "draw", {{"believers", unseen(2)}}));
    settle(*g);
    return g;
  };
  CHECK_FALSE(play("finish-turn-no-surrender")->table().over());
  auto g = play("end-after-action");
  REQUIRE(g->table().over());
  CHECK(g->table().result.winner == 0);
}

TEST_CASE("hegemony-of-faith: the last turn has no Surrender Phase unless surrender-runs", "[hegemony-of-faith][end][rulings]") {
  // 5. End of the Game; hof.end.timing = surrender-runs
  const auto play = [](const char* timing) {
    Table t = ending(0, rulings({{"hof.end.timing", timing}}));
    deal(t, 1, some(3));
    deal(t, 2, some(2));
    deal(t, 3, some(1));
    auto g = std::make_unique<Play>(t);
    HOF_LEGAL((*g)("Ann", "end-turn"));
    return g;
  };
  auto plain = play("finish-turn-no-surrender");
  CHECK(plain->node() == "game-over");
  CHECK(plain->table().p(0).role == Role::leader);
  auto runs = play("surrender-runs");
  CHECK(runs->node() == "surrender.offers");
  HOF_LEGAL((*runs)("Bob", "accept"));
  settle(*runs, "Bob");
  REQUIRE(runs->table().over());
  CHECK(runs->table().p(0).role == Role::follower);
}

TEST_CASE("hegemony-of-faith: a Faith War bonus that empties the deck lets the war go on without more bonuses", "[hegemony-of-faith][end][confrontation]") {
  // 5. End of the Game (the war will still continue, but no further bonus believer cards)
  Table t = table(4, 0);
  deal(t, 0, believers({"prayer", "prayer"}), actions({"faith-war"}));
  deal(t, 1, believers({"fool", "fool"}));
  deal(t, 2, believers({"elder"}));
  t.believer_deck = 1;
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "prayer"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"elder"})}}));  // the last card of the deck
  CHECK(g.table().believer_deck == 0);
  CHECK(g.node() == "confront.commit");  // the war goes on
  HOF_LEGAL(g("Ann", "commit", {{"believer", "prayer"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
  settle(g);
  CHECK(g.node() == "turn.action");  // no second bonus was asked for
  CHECK(bel(g, 0) == 3);
  CHECK(bel(g, 1) == 0);
  CHECK_FALSE(g.table().over());
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  REQUIRE(g.table().over());
  CHECK(g.table().result.winner == 0);
}

TEST_CASE("hegemony-of-faith: taking in a Follower breaks Impermanence of Life", "[hegemony-of-faith][end][skills]") {
  // 7-4 Cards list: Impermanence of Life (cannot absorb others); hof.impermanence.violation = checked-when-broken
  Table t = table(4, 1);
  deal(t, 0, some(7));
  deal(t, 2, some(3), actions({"have-a-charity"}));
  deal(t, 3, some(1));
  t.believer_deck = 2;
  Play g(t);
  HOF_LEGAL(g("Bob", "end-turn"));  // Bob holds no believer
  HOF_LEGAL(g("Ann", "accept"));
  HOF_LEGAL(g("Cid", "refuse"));
  HOF_LEGAL(g("Dan", "refuse"));
  settle(g, "Cid");
  REQUIRE(g.table().p(1).leader == 0);
  HOF_LEGAL(g("Cid", "play", {{"card", "have-a-charity"}}));
  HOF_LEGAL(g("Cid", "draw", {{"believers", unseen(2)}}));
  HOF_LEGAL(g("Cid", "end-turn"));
  CHECK(g.node() == "game-over");  // Ann, with six, is offered no claim
  CHECK(g.table().result.ended_by == "settlement");
  CHECK(g.table().result.winner == 0);
}

TEST_CASE("hegemony-of-faith: three level players settle it by Martyrdom in turn", "[hegemony-of-faith][end]") {
  // 5-2 In case of a draw: When more than three players have drawn; hof.end.showdown-multi = most-recent-tied
  Table t = ending();
  deal(t, 0, believers({"fanatic", "fanatic"}));
  deal(t, 1, believers({"elder", "elder"}));
  deal(t, 2, believers({"fool", "fool"}));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  REQUIRE(g.node() == "showdown.commit");
  CHECK(g.state().question().who.front() == 0);  // Ann took the final turn: she performs first
  // A judge is told each round: who beat whom, what died (GameState::what_happens).
  std::vector<std::string> told;
  HOF_LEGAL(g.telling(told, "Ann", "commit", {{"believer", "fanatic"}}));
  HOF_LEGAL(g.telling(told, "Bob", "commit", {{"believer", "elder"}}));  // beaten: dies
  HOF_LEGAL(g.telling(told, "Cid", "commit", {{"believer", "fool"}}));   // Fool beats Fanatic: back
  CHECK(told == std::vector<std::string>{"Ann's Fanatic beats Bob's Elder: Bob loses 1 believer", "Cid's Fool beats Ann's Fanatic",
                                         "Ann's Fanatic dies after the confrontation"});
  REQUIRE(g.node() == "showdown.commit");
  CHECK(g.state().question().who.front() == 1);  // then Bob
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fanatic"}}));
  HOF_LEGAL(g("Cid", "commit", {{"believer", "fool"}}));
  REQUIRE(g.table().over());  // Bob has none left
  const Result& res = g.table().result;
  CHECK(res.winner == 2);
  CHECK(res.ended_by == "showdown");
  CHECK(res.citation == &sec::draw_multi);
  CHECK(g.table().p(2).believer_count() == 2);
  CHECK(g.table().p(0).believer_count() == 1);
}

TEST_CASE("hegemony-of-faith: a Wanderer is scored with the believers they hold", "[hegemony-of-faith][end][wanderers]") {
  // 5-1 The final scoring (each player counts their believers); hof.wanderer.endgame-status = scored-blocks-unification
  Table t = ending(1);
  deal(t, 0, some(5));
  wander(t, 0);
  deal(t, 1, some(3));
  deal(t, 2, some(2));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Bob", "end-turn"));
  REQUIRE(g.table().over());
  CHECK(g.table().result.winner == 0);
}

TEST_CASE("hegemony-of-faith: players level inside the largest sect go to a showdown", "[hegemony-of-faith][end]") {
  // 5-1 The final scoring (internal comparison); 5-2 In case of a draw
  Table t = ending();
  deal(t, 0, some(3));
  deal(t, 1, some(3));
  follow(t, 1, 0);
  deal(t, 2, some(4));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g);
  CHECK_FALSE(g.table().over());
  REQUIRE(g.node() == "showdown.commit");
  std::vector<int> who = g.state().question().who.list();
  std::sort(who.begin(), who.end());
  CHECK(who == std::vector<int>{0, 1});
}

}  // namespace test_hof_end
