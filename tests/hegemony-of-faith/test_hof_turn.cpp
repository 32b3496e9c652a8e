// The turn (4-2 Gameplay): the Draw Phase up to six, the Action Phase's two actions of
// different kinds, the discard action, defense cards kept for answers, the hand limit at
// the end of the turn.
#include "hof_test.hpp"

namespace test_hof_turn {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

TEST_CASE("hegemony-of-faith: the Draw Phase draws action cards up to six", "[hegemony-of-faith][turn]") {
  // 4-2 Gameplay: Draw Phase
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"prayer"}), actions({"faith-war", "info-spy"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.node() == "turn.draw");
  CHECK(g.to_act() == 1);
  Verdict v = g("Bob", "draw", {{"cards", unseen(3)}});  // short of six
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::draw_phase);
  v = g("Bob", "draw", {{"cards", unseen(5)}});  // past six
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::draw_phase);
  HOF_LEGAL(g("Bob", "draw", {{"cards", arr({"martyrdom", "?", "?", "?"})}}));
  CHECK(acts(g, 1) == 6);
  CHECK(count_of(g.table().p(1).actions, "martyrdom") == 1);
  CHECK(g.node() == "turn.action");
  CHECK(g.to_act() == 1);
}

TEST_CASE("hegemony-of-faith: a player holding six action cards draws none", "[hegemony-of-faith][turn]") {
  // 4-2 Gameplay: Draw Phase (only a hand below six draws)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"prayer"}), some_actions(6));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.node() == "turn.action");
  CHECK(g.to_act() == 1);
  CHECK_FALSE(g("Bob", "draw", {{"cards", unseen(1)}}).legal);
  CHECK(acts(g, 1) == 6);
}

TEST_CASE("hegemony-of-faith: two actions of different kinds, and no third", "[hegemony-of-faith][turn]") {
  // 4-2 Gameplay: Action Phase (up to two actions)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer"}), actions({"have-a-charity", "spread-rumors", "faith-war"}));
  deal(t, 1, believers({"elder", "elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  const Verdict v = g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
  CHECK(count_of(g.table().p(0).actions, "faith-war") == 1);  // the refused card stays in hand
  CHECK(bel(g, 0) == 2 + 2 + 1);                               // two drawn, one taken
}

TEST_CASE("hegemony-of-faith: a second strategy card in a turn is refused under category", "[hegemony-of-faith][turn]") {
  // 4-2 Gameplay: Action Phase (no repeat); hof.turn.repeat-granularity = category
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"have-a-charity", "info-spy"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  const Verdict v = g("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
  CHECK(count_of(g.table().p(0).actions, "info-spy") == 1);
}

TEST_CASE("hegemony-of-faith: two different strategy cards are allowed under card-name, two copies are not", "[hegemony-of-faith][turn][rulings]") {
  // 4-2 Gameplay: Action Phase; hof.turn.repeat-granularity = card-name
  Table t = table(4, 0, rulings({{"hof.turn.repeat-granularity", "card-name"}}));
  deal(t, 0, believers({"fool"}), actions({"have-a-charity", "have-a-charity", "info-spy"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  const Verdict again = g("Ann", "play", {{"card", "have-a-charity"}});
  CHECK_FALSE(again.legal);
  CHECK(again.citation == &sec::action_phase);
  HOF_LEGAL(g("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}}));
  CHECK(count_of(g.table().used_actions, "info-spy") == 1);
}

TEST_CASE("hegemony-of-faith: discarding is one of the two actions", "[hegemony-of-faith][turn]") {
  // 4-2 Gameplay: Action Phase (discard any number of action cards); hof.turn.discard-is-action
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"martyrdom", "witch-hunt", "have-a-charity", "spread-rumors"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"martyrdom", "witch-hunt"})}}));
  CHECK(count_of(g.table().used_actions, "martyrdom") == 1);
  CHECK(count_of(g.table().used_actions, "witch-hunt") == 1);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  const Verdict v = g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
  CHECK(bel(g, 1) == 1);
}

TEST_CASE("hegemony-of-faith: the discard action is not repeated in a turn", "[hegemony-of-faith][turn]") {
  // 4-2 Gameplay: Action Phase (you cannot repeat the same action)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"martyrdom", "witch-hunt"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"martyrdom"})}}));
  const Verdict v = g("Ann", "discard", {{"cards", arr({"witch-hunt"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
  CHECK(acts(g, 0) == 1);
}

TEST_CASE("hegemony-of-faith: discarding is free under discard-is-action = free", "[hegemony-of-faith][turn][rulings]") {
  // hof.turn.discard-is-action = free
  Table t = table(4, 0, rulings({{"hof.turn.discard-is-action", "free"}}));
  deal(t, 0, believers({"fool"}), actions({"martyrdom", "witch-hunt", "have-a-charity", "spread-rumors"}));
  deal(t, 1, believers({"elder", "prayer"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"martyrdom"})}}));
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"witch-hunt"})}}));
  settle(g);
  CHECK(acts(g, 0) == 0);
  CHECK(bel(g, 1) == 1);
}

TEST_CASE("hegemony-of-faith: a defense card cannot be played as an action", "[hegemony-of-faith][turn]") {
  // 7-2.1 Type of actions: defense cards answer an attack
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"firm-faith", "great-mercy"}));
  Play g(t);
  Verdict v = g("Ann", "play", {{"card", "firm-faith"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_types);
  v = g("Ann", "play", {{"card", "great-mercy"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_types);
  CHECK(acts(g, 0) == 2);
}

TEST_CASE("hegemony-of-faith: a card not in hand cannot be played or discarded", "[hegemony-of-faith][turn][hidden]") {
  // 7-4 Cards list: Faith War; 4-2 Gameplay: Action Phase
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"have-a-charity", "info-spy"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  Verdict v = g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_faith_war);
  v = g("Ann", "discard", {{"cards", arr({"martyrdom"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
  CHECK(acts(g, 0) == 2);
}

TEST_CASE("hegemony-of-faith: a hand over the limit is discarded down to six at the end of the turn", "[hegemony-of-faith][turn]") {
  // 4-2 Gameplay: Draw Phase (hand limit 6) and Action Phase; hof.turn.hand-limit = own-turn-end
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}),
       actions({"faith-war", "faith-war", "info-spy", "martyrdom", "conspiracy", "witch-hunt", "spread-rumors", "have-a-charity"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.node() == "turn.end");
  CHECK(g.to_act() == 0);
  const Verdict v = g("Ann", "discard", {{"cards", arr({"faith-war"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
  HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"faith-war", "martyrdom"})}}));
  CHECK(acts(g, 0) == 6);
  CHECK(count_of(g.table().p(0).actions, "faith-war") == 1);
  CHECK(count_of(g.table().p(0).actions, "martyrdom") == 0);
  CHECK(count_of(g.table().used_actions, "martyrdom") == 1);
  CHECK(g.table().active == 1);
}

TEST_CASE("hegemony-of-faith: the turn passes clockwise at its end", "[hegemony-of-faith][turn]") {
  // 4-2 Gameplay: End of Turn and Surrender Phase
  Table t = table(4, 3);
  for (int p = 0; p < 4; ++p) deal(t, p, believers({"fool"}), some_actions(6));
  Play g(t);
  HOF_LEGAL(g("Dan", "end-turn"));
  CHECK(g.table().active == 0);  // Dan is last: Ann is next
  CHECK(g.to_act() == 0);
  const Verdict v = g("Bob", "end-turn");
  CHECK_FALSE(v.legal);
  CHECK(g.table().active == 0);
}

TEST_CASE("hegemony-of-faith: an empty action deck is rebuilt from the used cards mid-draw", "[hegemony-of-faith][turn][hidden]") {
  // 4-1 Setup (used action cards are reshuffled into a new deck when it runs out);
  // hof.deck.shortage = reshuffle-on-demand
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"prayer"}));
  // Every Faith War has been used; one unseen card is left in the deck, the rest used too.
  for (int c = 0; c < 6; ++c) {
    REQUIRE(take_named(t.action_deck, as_int(ActionKind::faith_war)));
    t.used_actions.push_back(bit(as_int(ActionKind::faith_war)));
  }
  while (t.action_deck.size() > 1) t.used_actions.push_back(take_unseen(t.action_deck));
  const std::size_t used = t.used_actions.size();
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  REQUIRE(g.node() == "turn.draw");
  // The deck's last card cannot be a Faith War: all six are in the used pile.
  Verdict v = g("Bob", "draw", {{"cards", arr({"faith-war", "?", "?", "?", "?", "?"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::components);
  // After it, the rebuilt deck holds the six Faith Wars.
  HOF_LEGAL(g("Bob", "draw", {{"cards", arr({"?", "faith-war", "faith-war", "faith-war", "faith-war", "faith-war"})}}));
  CHECK(count_of(g.table().p(1).actions, "faith-war") == 5);
  CHECK(g.table().used_actions.empty());
  CHECK(g.table().action_deck.size() == used - 5);
}

}  // namespace test_hof_turn
