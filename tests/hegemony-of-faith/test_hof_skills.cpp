// Skills (7-1, 7-4 Cards list): each used by a player whose skill card is hidden, the use
// naming it, or by one whose skill the record already knows.
#include "hof_test.hpp"
#include "rulespec/hegemony-of-faith/rules.hpp"

namespace test_hof_skills {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

TEST_CASE("hegemony-of-faith: KABOOM! sacrifices one believer to destroy three of the target's, undefendable", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: KABOOM!; hof.kaboom.resolution = random-unstoppable
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer"}), actions({"faith-war", "have-a-charity"}));
  deal(t, 1, believers({"fool", "prayer", "elder", "fanatic"}), actions({"great-mercy"}));
  deal(t, 2, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "kaboom"}, {"target", "Bob"}, {"sacrifice", "fool"}}));
  CHECK(g.node() == "skill.lose");  // no defense window
  const Verdict two = g("Bob", "lose", {{"believers", arr({"fool", "prayer"})}});
  CHECK_FALSE(two.legal);
  CHECK(two.citation == &sec::skill_kaboom);
  HOF_LEGAL(g("Bob", "lose", {{"believers", arr({"fool", "prayer", "elder"})}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 1);
  CHECK(count_of(a.p(0).believers, "prayer") == 1);
  CHECK(a.p(1).believer_count() == 1);
  CHECK(count_of(a.p(1).believers, "fanatic") == 1);
  CHECK(a.p(1).actions.size() == 1);  // Great Mercy unused
  REQUIRE(a.graveyard.size() == 4);
  CHECK(a.graveyard[0] == bit(as_int(Believer::fool)));  // the sacrifice goes first
  CHECK(a.p(0).skill.revealed);
  CHECK(a.p(0).skill.may == skill("kaboom"));
  // No attack action after it.
  const Verdict v = g("Ann", "play", {{"card", "faith-war"}, {"target", "Cid"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_kaboom);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
}

TEST_CASE("hegemony-of-faith: KABOOM! cannot follow an attack action", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: KABOOM! (before any attack actions on your turn)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer"}), actions({"spread-rumors"}));
  deal(t, 1, believers({"fool", "prayer", "elder", "fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  const Verdict v = g("Ann", "skill", {{"skill", "kaboom"}, {"target", "Bob"}, {"sacrifice", "fool"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_kaboom);
  CHECK(bel(g, 1) == 3);
  CHECK(g.table().graveyard.empty());
}

TEST_CASE("hegemony-of-faith: a once-a-game skill used again is refused", "[hegemony-of-faith][skills]") {
  // 7-1 Introduction to skill card (number of uses); 7-4 Cards list: KABOOM!
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer", "elder"}));
  deal(t, 1, some(5));
  deal(t, 2, some(4));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "kaboom"}, {"target", "Bob"}, {"sacrifice", "fool"}}));
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  settle(g);
  REQUIRE(g.table().active == 0);
  const Verdict v = g("Ann", "skill", {{"skill", "kaboom"}, {"target", "Cid"}, {"sacrifice", "prayer"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_kaboom);
  CHECK(bel(g, 2) == 4);
  CHECK(bel(g, 0) == 2);
}

TEST_CASE("hegemony-of-faith: Praise of Life gives an extra action that may repeat a kind", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Praise of Life; hof.praise-of-life.extra-action = one-extra-any-category
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer"}), actions({"have-a-charity", "info-spy", "spread-rumors", "faith-war"}));
  deal(t, 1, believers({"elder", "elder"}));
  deal(t, 2, believers({"fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "praise-of-life"}, {"sacrifice", "prayer"}}));
  CHECK(count_of(g.table().graveyard, "prayer") == 1);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "play", {{"card", "info-spy"}, {"target", "Cid"}}));  // the extra: a second strategy card
  const Verdict v = g("Ann", "play", {{"card", "faith-war"}, {"target", "Cid"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
  CHECK(count_of(g.table().used_actions, "info-spy") == 1);
}

TEST_CASE("hegemony-of-faith: Eternal Truth makes the user's sect immune to mental attacks", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Eternal Truth; hof.immunity.scope = attack-cards-current-sect
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer"}));
  deal(t, 2, believers({"elder"}));
  follow(t, 2, 0);
  deal(t, 1, believers({"fanatic"}), actions({"spread-rumors", "faith-war"}));
  deal(t, 3, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "eternal-truth"}, {"sacrifice", "fool"}}));
  CHECK(count_of(g.table().graveyard, "fool") == 1);
  CHECK(bel(g, 0) == 1);
  HOF_LEGAL(g("Ann", "end-turn"));
  Verdict v = g("Bob", "play", {{"card", "spread-rumors"}, {"target", "Ann"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_eternal_truth);
  v = g("Bob", "play", {{"card", "spread-rumors"}, {"target", "Cid"}});  // the whole sect
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_eternal_truth);
  HOF_LEGAL(g("Bob", "play", {{"card", "faith-war"}, {"target", "Ann"}}));  // physical attacks still reach
}

TEST_CASE("hegemony-of-faith: World Peace makes the user's sect immune to physical attacks", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: World Peace
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer"}));
  deal(t, 1, believers({"fanatic"}), actions({"witch-hunt", "spread-rumors"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "world-peace"}, {"sacrifice", "fool"}}));
  HOF_LEGAL(g("Ann", "end-turn"));
  const Verdict v = g("Bob", "play", {{"card", "witch-hunt"}, {"target", "Ann"}, {"type", "prayer"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_world_peace);
  HOF_LEGAL(g("Bob", "play", {{"card", "spread-rumors"}, {"target", "Ann"}}));
  settle(g, "Bob");
  CHECK(bel(g, 0) == 0);
  CHECK(bel(g, 1) == 2);
}

TEST_CASE("hegemony-of-faith: an immunity ends when the user's next turn begins", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Eternal Truth (until your next turn)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "prayer"}));
  deal(t, 1, believers({"fanatic"}), actions({"spread-rumors"}));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "eternal-truth"}, {"sacrifice", "fool"}}));
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK_FALSE(g("Bob", "play", {{"card", "spread-rumors"}, {"target", "Ann"}}).legal);
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "play", {{"card", "spread-rumors"}, {"target", "Ann"}}));
  settle(g, "Bob");
  CHECK(bel(g, 0) == 0);
}

TEST_CASE("hegemony-of-faith: Soul-Cutting Sword skips the target's next turn", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Soul-Cutting Sword; hof.turn.skip = empty-turn
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"elder"}));
  deal(t, 2, believers({"prayer"}));
  deal(t, 3, believers({"prayer"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Bob"}}));
  CHECK(g.table().p(0).skill.may == skill("soul-cutting-sword"));
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.table().active == 2);
  CHECK(g.to_act() == 2);
  CHECK(acts(g, 1) == 0);  // Bob had no Draw Phase
  CHECK_FALSE(g("Bob", "end-turn").legal);
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.table().active == 1);  // only the next turn is skipped
}

TEST_CASE("hegemony-of-faith: Karma Reversed turns a confrontation round, bonus included", "[hegemony-of-faith][skills][confrontation]") {
  // 7-4 Cards list: Karma Reversed (the Fool wins against the Prayer and claims the bonus)
  const auto war = [](bool karma) {
    Table t = table(4, 0);
    deal(t, 0, believers({"fool"}), actions({"faith-war"}));
    deal(t, 1, believers({"prayer"}));
    auto g = std::make_unique<Play>(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
    HOF_LEGAL((*g)("Ann", "commit", {{"believer", "fool"}}));
    HOF_LEGAL((*g)("Bob", "commit", {{"believer", "prayer"}}));
    CHECK(g->node() == "confront.karma");
    if (karma) HOF_LEGAL((*g)("Ann", "skill", {{"skill", "karma-reversed"}}));
    settle(*g);
    return g;
  };
  auto plain = war(false);
  CHECK(bel(*plain, 0) == 0);
  CHECK(bel(*plain, 1) == 2);  // Prayer and its bonus
  auto reversed = war(true);
  CHECK(bel(*reversed, 0) == 2);  // Fool and its bonus
  CHECK(bel(*reversed, 1) == 0);
  CHECK(count_of(reversed->table().graveyard, "prayer") == 1);
  CHECK(reversed->table().p(0).skill.may == skill("karma-reversed"));
}

TEST_CASE("hegemony-of-faith: The Prophet takes the first believer drawn when the prediction is right", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: The Prophet; hof.prophet.timing = before-reveal-no-replacement
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"have-a-charity"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  CHECK(g.node() == "draw.prophet");
  HOF_LEGAL(g("Bob", "skill", {{"skill", "the-prophet"}, {"guess", "elder"}}));
  const Verdict hidden = g("Ann", "draw", {{"believers", arr({"?", "fool"})}});
  CHECK_FALSE(hidden.legal);  // the predicted card is shown
  CHECK(hidden.citation == &sec::skill_the_prophet);
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"elder", "fool"})}}));
  const Table& a = g.table();
  CHECK(a.p(1).believer_count() == 1);
  CHECK(count_of(a.p(1).believers, "elder") == 1);
  CHECK(a.p(0).believer_count() == 2);  // no replacement
  CHECK(a.p(1).skill.may == skill("the-prophet"));
}

TEST_CASE("hegemony-of-faith: The Prophet takes nothing when the prediction is wrong", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: The Prophet
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"have-a-charity"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  HOF_LEGAL(g("Bob", "skill", {{"skill", "the-prophet"}, {"guess", "fanatic"}}));
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"elder", "fanatic"})}}));  // the second card is not predicted
  CHECK(bel(g, 1) == 0);
  CHECK(bel(g, 0) == 3);
}

TEST_CASE("hegemony-of-faith: The Prophet does not see a Faith War bonus", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: The Prophet (the bonus from Faith Wars doesn't activate this skill)
  Table t = table(4, 0);
  deal(t, 0, believers({"prayer"}), actions({"faith-war"}));
  deal(t, 1, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "prayer"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
  // Prayer beats Fool for a bonus: no window for a prediction opens on it.
  const Verdict v = g("Cid", "skill", {{"skill", "the-prophet"}, {"guess", "fool"}});
  CHECK_FALSE(v.legal);
  CHECK(g.node() == "turn.action");
  CHECK(bel(g, 0) == 2);
  CHECK(bel(g, 2) == 0);
}

TEST_CASE("hegemony-of-faith: Holy Rebirth revives three after three of the holder's believers die at once", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Holy Rebirth; hof.holy-rebirth.trigger = one-step-own-hand
  Table t = table(4, 0);
  deal(t, 0, believers({"elder"}), actions({"witch-hunt"}));
  deal(t, 1, believers({"fool", "fool", "fool", "elder"}));
  bury(t, believers({"prayer"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
  CHECK(g.node() == "skill.rebirth");
  CHECK(g.state().question().who == std::vector<int>{1});  // only the player whose believers died
  HOF_LEGAL(g("Bob", "skill", {{"skill", "holy-rebirth"}}));
  const Table& a = g.table();
  CHECK(a.p(1).believer_count() == 4);
  CHECK(count_of(a.p(1).believers, "fool") == 3);
  REQUIRE(a.graveyard.size() == 1);
  CHECK(count_of(a.graveyard, "prayer") == 1);
  CHECK(a.p(1).skill.may == skill("holy-rebirth"));
}

TEST_CASE("hegemony-of-faith: Holy Rebirth is not offered when fewer than three die", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Holy Rebirth (three or more at once)
  Table t = table(4, 0);
  deal(t, 0, believers({"elder"}), actions({"witch-hunt"}));
  deal(t, 1, believers({"fool", "fool", "elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
  CHECK(g.node() == "turn.action");
  CHECK_FALSE(g("Bob", "skill", {{"skill", "holy-rebirth"}}).legal);
  CHECK(bel(g, 1) == 1);
  CHECK(g.table().graveyard.size() == 2);
}

TEST_CASE("hegemony-of-faith: Everyone is Equal deals every believer out evenly, starting with the user", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Everyone is Equal; hof.redistribution = one-at-a-time
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"have-a-charity"}));
  deal(t, 1, believers({"fool", "prayer", "elder", "fanatic"}));
  deal(t, 2, believers({"missionary", "missionary"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "everyone-is-equal"}}));
  CHECK(g.node() == "skill.deal");
  Verdict v = g("Ann", "deal", {{"to", "Ann"}, {"believers", unseen(3)}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_everyone_is_equal);
  v = g("Ann", "deal", {{"to", "Bob"}, {"believers", unseen(2)}});  // Ann's share comes first
  CHECK_FALSE(v.legal);
  HOF_LEGAL(g("Ann", "deal", {{"to", "Ann"}, {"believers", arr({"fanatic", "elder"})}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 2);  // 7 believers: 2, 2, 2, 1
  CHECK(a.p(1).believer_count() == 2);
  CHECK(a.p(2).believer_count() == 2);
  CHECK(a.p(3).believer_count() == 1);
  CHECK(count_of(a.p(0).believers, "fanatic") == 1);
  // It used both actions.
  v = g("Ann", "play", {{"card", "have-a-charity"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
}

TEST_CASE("hegemony-of-faith: Everyone is Equal comes before any action of the turn", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Everyone is Equal (before playing any action on your turn)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"have-a-charity"}));
  deal(t, 1, believers({"fool", "prayer", "elder", "fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  const Verdict v = g("Ann", "skill", {{"skill", "everyone-is-equal"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_everyone_is_equal);
  CHECK(bel(g, 1) == 4);
}

TEST_CASE("hegemony-of-faith: Chaos Coming deals every action card out evenly, starting with the user", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Chaos Coming; hof.redistribution = one-at-a-time
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"faith-war"}));
  deal(t, 1, believers({"fool"}), some_actions(3));
  deal(t, 2, believers({"fool"}), some_actions(5));
  deal(t, 3, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "chaos-coming"}}));
  const Verdict v = g("Ann", "deal", {{"to", "Ann"}, {"cards", unseen(2)}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_chaos_coming);
  settle(g);
  CHECK(acts(g, 0) == 3);  // 9 cards: 3, 2, 2, 2
  CHECK(acts(g, 1) == 2);
  CHECK(acts(g, 2) == 2);
  CHECK(acts(g, 3) == 2);
}

TEST_CASE("hegemony-of-faith: Gate of Truth copies a skill another player has shown, once", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Gate of Truth; hof.gate-of-truth.copy = hermit-take-once
  Table t = table(4, 0);
  for (int p = 0; p < 4; ++p) deal(t, p, believers({"fool"}));
  known_skill(t, 1, "soul-cutting-sword", true);
  t.p(1).skill.used_game = 1;
  Play g(t);
  Verdict v = g("Ann", "skill", {{"skill", "gate-of-truth"}, {"copy", "kaboom"}});  // nobody has shown it
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_gate_of_truth);
  v = g("Ann", "skill", {{"skill", "gate-of-truth"}, {"copy", "impermanence-of-life"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_gate_of_truth);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "gate-of-truth"}, {"copy", "soul-cutting-sword"}}));
  CHECK(g.table().p(0).skill.may == skill("gate-of-truth"));
  HOF_LEGAL(g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Cid"}}));
  CHECK_FALSE(g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Dan"}}).legal);  // one use of the copy
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "end-turn"));
  CHECK(g.table().active == 3);  // Cid's turn was skipped
}

TEST_CASE("hegemony-of-faith: Zombie Army fields a graveyard believer, which then leaves the game", "[hegemony-of-faith][skills][confrontation]") {
  // 7-4 Cards list: Zombie Army; hof.zombie-army.usage = any-card-outside-snapshot
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"faith-war"}));
  deal(t, 1, believers({"elder"}));
  bury(t, believers({"fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  Verdict v = g("Bob", "commit", {{"believer", "elder"}, {"zombie", true}});  // only in a war the holder started
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_zombie_army);
  v = g("Ann", "commit", {{"believer", "prayer"}, {"zombie", true}});  // no Prayer in the graveyard
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_zombie_army);
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fanatic"}, {"zombie", true}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(count_of(a.removed, "fanatic") == 1);
  CHECK(count_of(a.graveyard, "fanatic") == 0);
  CHECK(count_of(a.graveyard, "elder") == 1);
  CHECK(a.p(0).believer_count() == 2);  // her own Fool, unused, and the stand-in's bonus
  CHECK(count_of(a.p(0).believers, "fool") == 1);
  CHECK(a.p(1).believer_count() == 0);
  CHECK(a.p(0).skill.may == skill("zombie-army"));
}

TEST_CASE("hegemony-of-faith: Purple Hermit takes half the Leader's believers now and half again next turn", "[hegemony-of-faith][skills][sects]") {
  // 7-4 Cards list: Purple Hermit; hof.purple-hermit.timing = any-follower-turn
  Play g(hermit_table());
  HOF_LEGAL(g("Bob", "skill", {{"skill", "purple-hermit"}}));
  settle(g, "Bob");
  CHECK(bel(g, 0) == 3);
  CHECK(bel(g, 1) == 4);
  CHECK(g.table().p(1).role == Role::follower);
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g, "Bob");
  CHECK(g.table().active == 1);
  CHECK(g.table().p(1).role == Role::leader);
  CHECK(bel(g, 0) == 2);  // half of 3, rounded down
  CHECK(bel(g, 1) == 5);
}

TEST_CASE("hegemony-of-faith: the Leader's Breaking Faith at a Purple Hermit cancels its take and frees the Hermit", "[hegemony-of-faith][skills][sects]") {
  // 7-4 Cards list: Purple Hermit (nullify its snatch effect and become independent)
  Play g(hermit_table(actions({"breaking-faith"})));
  HOF_LEGAL(g("Bob", "skill", {{"skill", "purple-hermit"}}));
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  HOF_LEGAL(g("Ann", "play", {{"card", "breaking-faith"}, {"target", "Bob"}}));
  settle(g);
  CHECK(g.table().p(1).role == Role::leader);
  CHECK(bel(g, 0) == 3);  // nothing snatched
  CHECK(bel(g, 1) == 4);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g, "Bob");
  CHECK(bel(g, 0) == 3);  // and no second take
}

TEST_CASE("hegemony-of-faith: Headstronger seizes half of each Follower's believers and expels them", "[hegemony-of-faith][skills][sects]") {
  // 7-4 Cards list: Headstronger; hof.rounding.half = down-per-player
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, some(4));
  deal(t, 2, some(3));
  follow(t, 1, 0);
  follow(t, 2, 0);
  deal(t, 3, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "headstronger"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 1 + 2 + 1);
  CHECK(a.p(1).believer_count() == 2);
  CHECK(a.p(2).believer_count() == 2);
  CHECK(a.p(1).role == Role::leader);
  CHECK(a.p(2).role == Role::leader);
}

TEST_CASE("hegemony-of-faith: Headstronger needs Followers", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Headstronger (when you have Followers on your turn)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  Play g(t);
  const Verdict v = g("Ann", "skill", {{"skill", "headstronger"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_headstronger);
  CHECK(g.table().p(0).skill.may == every(kSkills));
}

TEST_CASE("hegemony-of-faith: Ascend with Me draws as many action cards as the Follower drew", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Ascend with Me; hof.ascend.mirror-draw = exact-or-none
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"fool"}), actions({"faith-war", "info-spy"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "draw", {{"cards", unseen(4)}}));
  CHECK(g.node() == "turn.ascend");
  CHECK(g.to_act() == 0);
  const Verdict v = g("Ann", "skill", {{"skill", "ascend-with-me"}, {"cards", unseen(3)}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_ascend_with_me);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "ascend-with-me"}, {"cards", unseen(4)}}));
  CHECK(acts(g, 0) == 4);
  CHECK(acts(g, 1) == 6);
  CHECK(g.table().p(0).skill.may == skill("ascend-with-me"));
  CHECK(hand_limit(g.table(), 0) == 7);  // one more per Follower
}

TEST_CASE("hegemony-of-faith: a Follower's skill is sealed", "[hegemony-of-faith][skills][sects]") {
  // 6-1 Surrender as a Follower (sealing their skill); 8. Q&A: Skills as a Follower
  Table t = table(4, 1);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"fool", "prayer"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"fool"}));
  Play g(t);
  Verdict v = g("Bob", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Cid"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_soul_cutting_sword);
  CHECK(v.reason.find("sealed") != std::string::npos);
  v = g("Bob", "skill", {{"skill", "world-peace"}, {"sacrifice", "fool"}});
  CHECK_FALSE(v.legal);
  CHECK(g.table().p(2).skips == 0);
  CHECK(bel(g, 1) == 2);
}

TEST_CASE("hegemony-of-faith: Holy Rebirth cannot be used again before the holder's next turn", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Holy Rebirth (can't be reactivated until your next turn)
  Table t = table(4, 2);
  deal(t, 1, believers({"fool", "fool", "fool", "elder", "elder", "elder"}));
  deal(t, 2, believers({"prayer"}), actions({"witch-hunt"}));
  deal(t, 3, believers({"prayer"}), actions({"witch-hunt"}));
  Play g(t);
  HOF_LEGAL(g("Cid", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
  HOF_LEGAL(g("Bob", "skill", {{"skill", "holy-rebirth"}}));
  CHECK(bel(g, 1) == 6);
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "elder"}}));
  CHECK(g.node() == "turn.action");  // no window this time
  CHECK_FALSE(g("Bob", "skill", {{"skill", "holy-rebirth"}}).legal);
  CHECK(bel(g, 1) == 3);
  CHECK(count_of(g.table().graveyard, "elder") == 3);
}

TEST_CASE("hegemony-of-faith: a copied The Prophet predicts the second believer drawn", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Gate of Truth (If the copied skill is The Prophet, the second drawn believer card)
  Table t = table(4, 0);
  for (int p = 0; p < 4; ++p) deal(t, p, believers({"fool"}));
  deal(t, 2, {}, actions({"have-a-charity"}));
  known_skill(t, 1, "the-prophet", true);
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "gate-of-truth"}, {"copy", "the-prophet"}}));
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Cid", "play", {{"card", "have-a-charity"}}));
  REQUIRE(g.node() == "draw.prophet");
  HOF_LEGAL(g("Ann", "skill", {{"skill", "the-prophet"}, {"guess", "elder"}}));
  const Verdict hidden = g("Cid", "draw", {{"believers", arr({"fool", "?"})}});
  CHECK_FALSE(hidden.legal);  // the card Ann predicted is shown
  HOF_LEGAL(g("Cid", "draw", {{"believers", arr({"elder", "elder"})}}));
  CHECK(bel(g, 0) == 2);  // the second Elder
  CHECK(bel(g, 2) == 2);  // the first, and Cid's own Fool
  CHECK(bel(g, 1) == 1);  // Bob did not predict
}

TEST_CASE("hegemony-of-faith: Headstronger cannot be answered with Breaking Faith", "[hegemony-of-faith][skills][sects]") {
  // 7-4 Cards list: Headstronger (cannot be countered with Breaking Faith)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, some(4), actions({"breaking-faith"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "headstronger"}}));
  CHECK(g.node() == "skill.take");
  CHECK_FALSE(g("Bob", "defend", {{"card", "breaking-faith"}}).legal);
  settle(g);
  CHECK(bel(g, 0) == 3);
  CHECK(bel(g, 1) == 2);
  CHECK(count_of(g.table().p(1).actions, "breaking-faith") == 1);
}

TEST_CASE("hegemony-of-faith: a player who breaks Impermanence of Life shows it and draws another skill", "[hegemony-of-faith][skills][sects]") {
  // 7-4 Cards list: Impermanence of Life (reveal and discard, then draw a new skill card); hof.impermanence.violation
  Table t = table(4, 0);
  deal(t, 1, some(2));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "accept"));
  REQUIRE(g.node() == "skill.confess");
  HOF_LEGAL(g("Ann", "skill", {{"skill", "impermanence-of-life"}}));
  REQUIRE(g.node() == "skill.replace");
  const Verdict same = g("Ann", "draw", {{"skill", "impermanence-of-life"}});  // it was discarded
  CHECK_FALSE(same.legal);
  HOF_LEGAL(g("Ann", "draw", {{"skill", "kaboom"}}));
  settle(g, "Bob");
  const Table& a = g.table();
  CHECK(a.p(0).role == Role::follower);
  CHECK(a.p(0).skill.may == skill("kaboom"));
  CHECK(std::find(a.skills_out.begin(), a.skills_out.end(), skill("impermanence-of-life")) != a.skills_out.end());
}

TEST_CASE("hegemony-of-faith: Gate of Truth copies each skill only once", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Gate of Truth (each skill can only be copied once); hof.skill.uses-1-classification
  Table t = table(4, 0);
  for (int p = 0; p < 4; ++p) deal(t, p, believers({"fool"}));
  known_skill(t, 1, "soul-cutting-sword", true);
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "gate-of-truth"}, {"copy", "soul-cutting-sword"}}));
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  settle(g);
  REQUIRE(g.table().active == 0);
  const Verdict v = g("Ann", "skill", {{"skill", "gate-of-truth"}, {"copy", "soul-cutting-sword"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_gate_of_truth);
}

TEST_CASE("hegemony-of-faith: a sect under World Peace is left out of Martyrdom", "[hegemony-of-faith][skills][confrontation]") {
  // 7-4 Cards list: World Peace, Martyrdom
  Table t = table(4, 2);
  deal(t, 0, believers({"elder"}), actions({"martyrdom"}));
  deal(t, 1, believers({"missionary"}));
  deal(t, 2, believers({"fool", "fanatic"}));
  deal(t, 3, believers({"prayer"}));
  Play g(t);
  HOF_LEGAL(g("Cid", "skill", {{"skill", "world-peace"}, {"sacrifice", "fool"}}));
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  HOF_LEGAL(g("Ann", "play", {{"card", "martyrdom"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  CHECK_FALSE(g("Cid", "commit", {{"believer", "fanatic"}}).legal);
  HOF_LEGAL(g("Bob", "commit", {{"believer", "missionary"}}));
  HOF_LEGAL(g("Dan", "commit", {{"believer", "prayer"}}));
  settle(g);
  CHECK(bel(g, 2) == 1);
  CHECK(bel(g, 1) == 0);
  CHECK(bel(g, 3) == 0);
}

TEST_CASE("hegemony-of-faith: Purple Hermit is a Follower's skill", "[hegemony-of-faith][skills]") {
  // 7-4 Cards list: Purple Hermit (your turn after becoming a Follower)
  Table t = table(4, 0);
  deal(t, 0, some(2));
  deal(t, 1, some(4));
  Play g(t);
  const Verdict v = g("Ann", "skill", {{"skill", "purple-hermit"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_purple_hermit);
  CHECK(bel(g, 1) == 4);
}

TEST_CASE("hegemony-of-faith: a three-use skill is refused the fourth time", "[hegemony-of-faith][skills]") {
  // 7-1 Introduction to skill card (three times per game); 7-4 Cards list: Soul-Cutting Sword
  Table t = table(4, 0);
  for (int p = 0; p < 4; ++p) deal(t, p, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Cid"}}));
  HOF_LEGAL(g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Dan"}}));
  const Verdict v = g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_soul_cutting_sword);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.table().active == 0);  // every other turn skipped: Ann again
}

TEST_CASE("hegemony-of-faith: keeping more than six action cards under Ascend with Me's raised limit reveals it", "[hegemony-of-faith][skills][turn]") {
  // 4-2 Gameplay: Action Phase (Ascend with Me may end the turn above the limit); 7-4 Cards list: Ascend with Me;
  // hof.ascend.hand-limit-reveal = use-reveals (keeping more than six at the end-of-turn check reveals the skill)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), some_actions(7));
  deal(t, 1, believers({"fool"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g, "Bob");
  CHECK(acts(g, 0) == 7);  // one Follower: a limit of seven
  CHECK(g.table().p(0).skill.may == skill("ascend-with-me"));
  CHECK(g.table().p(0).skill.revealed);
}

TEST_CASE("hegemony-of-faith: a hidden skill with a Follower may still discard down to six at the end of the turn", "[hegemony-of-faith][skills][turn]") {
  // 4-2 Gameplay: Draw Phase (the hand limit is six); hof.ascend.hand-limit-reveal = use-reveals
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"faith-war", "faith-war", "martyrdom", "martyrdom", "conspiracy", "conspiracy", "info-spy"}));
  deal(t, 1, believers({"fool"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  // Ann's skill may be anything: if it is not Ascend with Me she holds one card too many.
  HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"info-spy"})}}));
  CHECK(acts(g, 0) == 6);
  CHECK_FALSE(may_hold(Pile{g.table().p(0).skill.may}, as_int(Skill::ascend_with_me)));
}

TEST_CASE("hegemony-of-faith: Holy Rebirth may be used again once the holder's next turn has come", "[hegemony-of-faith][skills][rulings]") {
  // 7-4 Cards list: Holy Rebirth (can't be reactivated until your next turn);
  // hof.skill.uses-1-classification: once per round by default, once a game under all-per-game
  for (const char* option : {"rebirth-gate-praise-per-round", "all-per-game"}) {
    DYNAMIC_SECTION(option) {
      Table t = table(4, 2, rulings({{"hof.skill.uses-1-classification", option}}));
      deal(t, 1, believers({"fool", "fool", "fool", "elder"}));
      deal(t, 2, believers({"prayer"}), actions({"witch-hunt", "witch-hunt"}));
      deal(t, 3, believers({"prayer"}));
      deal(t, 0, believers({"prayer"}));
      Play g(t);
      HOF_LEGAL(g("Cid", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
      HOF_LEGAL(g("Bob", "skill", {{"skill", "holy-rebirth"}}));
      CHECK(count_of(g.table().p(1).believers, "fool") == 3);  // the three Fools, revived
      for (const char* p : {"Cid", "Dan", "Ann", "Bob"}) HOF_LEGAL(g(p, "end-turn"));
      HOF_LEGAL(g("Cid", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
      if (g.node() == "attack.defense") HOF_LEGAL(g("Bob", "pass"));  // Bob's new hand may hold a defense card
      const Verdict again = g("Bob", "skill", {{"skill", "holy-rebirth"}});
      if (std::string(option) == "all-per-game") {
        CHECK_FALSE(again.legal);
        CHECK(bel(g, 1) == 1);
      } else {
        CHECK(again.legal);
        CHECK(bel(g, 1) == 4);
      }
    }
  }
}

TEST_CASE("hegemony-of-faith ruling: hof.setup.skill-return = never-dealt-only leaves no new skill at 8 players", "[hegemony-of-faith][skills][rulings]") {
  // 4-1 Setup (draw two skills, keep one); 7-4 Cards list: Impermanence of Life (draw a new skill
  // card); hof.setup.skill-return: at 8 players all 16 skills were dealt at setup
  for (const char* option : {"shuffled-reserve", "never-dealt-only"}) {
    DYNAMIC_SECTION(option) {
      Table t = table(8, 0, rulings({{"hof.setup.skill-return", option}}));
      deal(t, 1, some(2));
      for (int p = 2; p < 8; ++p) deal(t, p, some(1));
      Play g(t);
      HOF_LEGAL(g("Ann", "end-turn"));
      HOF_LEGAL(g("Bob", "accept"));
      for (const char* leader : {"Cid", "Dan", "Eve", "Fay", "Gus", "Hal"}) HOF_LEGAL(g(leader, "refuse"));
      REQUIRE(g.node() == "skill.confess");
      HOF_LEGAL(g("Ann", "skill", {{"skill", "impermanence-of-life"}}));
      if (std::string(option) == "shuffled-reserve") {
        REQUIRE(g.node() == "skill.replace");  // one drawn from the reserve the returned skills went back to
        HOF_LEGAL(g("Ann", "draw", {{"skill", "kaboom"}}));
        CHECK(g.table().p(0).skill.may == skill("kaboom"));
      } else {
        CHECK(g.node() != "skill.replace");
        CHECK_FALSE(g("Ann", "draw", {{"skill", "kaboom"}}).legal);
        CHECK(g.table().p(0).skill.none);
      }
    }
  }
}

}  // namespace test_hof_skills
