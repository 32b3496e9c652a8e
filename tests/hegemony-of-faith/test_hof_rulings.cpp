// Rulings: for each, the same events under the default and under another option, with the
// verdict or the outcome that the option changes. (Other files test hof.turn.repeat-granularity,
// hof.turn.discard-is-action, hof.kowtow.threshold, hof.end.sect-tiebreak, hof.end.timing.)
#include "hof_test.hpp"

namespace test_hof_rulings {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

namespace {
using PlayPtr = std::unique_ptr<Play>;
PlayPtr start(const Table& t) { return std::make_unique<Play>(t); }
bool has(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }
}  // namespace

TEST_CASE("hegemony-of-faith ruling: hof.breaking-faith.rules decides what an answered Breaking Faith takes", "[hegemony-of-faith][rulings]") {
  // 8. Q&A: Breaking Faith; hof.breaking-faith.rules
  const auto answered = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.breaking-faith.rules", option}}));
    deal(t, 0, believers({"fool"}), actions({"breaking-faith"}));
    deal(t, 1, believers({"elder"}), actions({"breaking-faith"}));
    follow(t, 1, 0);
    deal(t, 2, believers({"fool"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "breaking-faith"}, {"target", "Bob"}}));
    HOF_LEGAL((*g)("Bob", "defend", {{"card", "breaking-faith"}}));
    settle(*g);
    return g;
  };
  PlayPtr most = answered("at-most-one");  // half of 1 is 0: nothing
  CHECK(bel(*most, 0) == 1);
  CHECK(bel(*most, 1) == 1);
  CHECK(most->table().p(1).role == Role::leader);
  PlayPtr one = answered("exactly-one");
  CHECK(bel(*one, 0) == 2);
  CHECK(bel(*one, 1) == 0);
  PlayPtr cancels = answered("counter-cancels");
  CHECK(bel(*cancels, 0) == 1);
  CHECK(cancels->table().p(1).role == Role::follower);  // nobody leaves
}

TEST_CASE("hegemony-of-faith ruling: hof.info-spy.reveal decides whether Info-Spy sees the skill", "[hegemony-of-faith][rulings]") {
  // 7-4 Cards list: Info-Spy; hof.info-spy.reveal
  const auto spy = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.info-spy.reveal", option}}));
    deal(t, 0, believers({"fool"}), actions({"info-spy"}));
    deal(t, 1, believers({"elder"}));
    PlayPtr g = start(t);
    const Verdict v = (*g)("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}, {"skill", "kaboom"}});
    return std::make_pair(v, std::move(g));
  };
  auto [hidden, g1] = spy("private-hands");
  CHECK_FALSE(hidden.legal);
  CHECK(hidden.citation == &sec::card_info_spy);
  auto [seen, g2] = spy("hands-and-skill");
  CHECK(seen.legal);
  CHECK(g2->table().p(1).skill.may == skill("kaboom"));
  CHECK_FALSE(g2->table().p(1).skill.revealed);
}

TEST_CASE("hegemony-of-faith ruling: hof.surrender.choice = free-choice lets a player wander though offered", "[hegemony-of-faith][rulings][sects]") {
  // 4-2 End of Turn and Surrender Phase, 6-1, 6-3; hof.surrender.choice
  const auto surrender = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.surrender.choice", option}}));
    deal(t, 1, believers({"fool", "prayer"}));
    deal(t, 2, believers({"elder"}));
    deal(t, 3, believers({"fanatic"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "end-turn"));
    HOF_LEGAL((*g)("Bob", "accept"));
    HOF_LEGAL((*g)("Cid", "refuse"));
    HOF_LEGAL((*g)("Dan", "refuse"));
    return g;
  };
  PlayPtr must = surrender("must-join-willing");
  settle(*must, "Bob");
  CHECK(must->table().p(0).role == Role::follower);
  CHECK(must->table().p(0).leader == 1);
  PlayPtr chosen = surrender("free-choice");
  CHECK(chosen->node() == "surrender.join");
  HOF_LEGAL((*chosen)("Ann", "wander"));
  CHECK(chosen->table().p(0).role == Role::wanderer);
}

TEST_CASE("hegemony-of-faith ruling: hof.wanderer.immunity-start decides when a new Wanderer is out of reach", "[hegemony-of-faith][rulings][wanderers]") {
  // 6-3.1 Wanderer's turn; hof.wanderer.immunity-start
  const auto spy = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.wanderer.immunity-start", option}}));
    deal(t, 0, believers({"fool"}), actions({"info-spy"}));
    deal(t, 2, believers({"elder"}));
    wander(t, 2);
    t.p(2).wandered = false;  // has not yet had a turn as a Wanderer
    Play g(t);
    return g("Ann", "play", {{"card", "info-spy"}, {"target", "Cid"}});
  };
  const Verdict at_once = spy("on-becoming");
  CHECK_FALSE(at_once.legal);
  CHECK(at_once.citation == &sec::wanderer_turn);
  CHECK(spy("first-wanderer-turn").legal);
}

TEST_CASE("hegemony-of-faith ruling: hof.witch-hunt.scope = leader-only spares the Followers", "[hegemony-of-faith][rulings]") {
  // 7-4 Cards list: Witch Hunt; hof.witch-hunt.scope
  const auto hunt = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.witch-hunt.scope", option}}));
    deal(t, 0, believers({"elder"}), actions({"witch-hunt"}));
    deal(t, 1, believers({"fool", "elder"}));
    deal(t, 2, believers({"fool", "fool"}));
    follow(t, 2, 1);
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
    settle(*g);
    return g;
  };
  PlayPtr whole = hunt("whole-sect");
  CHECK(bel(*whole, 1) == 1);
  CHECK(bel(*whole, 2) == 0);
  CHECK(whole->table().graveyard.size() == 3);
  PlayPtr leader = hunt("leader-only");
  CHECK(bel(*leader, 1) == 1);
  CHECK(bel(*leader, 2) == 2);
  CHECK(leader->table().graveyard.size() == 1);
  PlayPtr one = hunt("one-card");
  CHECK(bel(*one, 1) == 1);
  CHECK(bel(*one, 2) == 2);  // the Leader held one
}

TEST_CASE("hegemony-of-faith ruling: hof.believer.cyclic = no-wrap-draw makes Fool against Fanatic a draw", "[hegemony-of-faith][rulings][confrontation]") {
  // 7-3.2 Introduction to believer confrontation; hof.believer.cyclic
  const auto war = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.believer.cyclic", option}}));
    deal(t, 0, believers({"fool"}), actions({"faith-war"}));
    deal(t, 1, believers({"fanatic"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
    HOF_LEGAL((*g)("Ann", "commit", {{"believer", "fool"}}));
    HOF_LEGAL((*g)("Bob", "commit", {{"believer", "fanatic"}}));
    settle(*g);
    return g;
  };
  PlayPtr wraps = war("wraps");
  CHECK(bel(*wraps, 0) == 2);  // the Fool and its bonus
  CHECK(bel(*wraps, 1) == 0);
  PlayPtr draw = war("no-wrap-draw");
  CHECK(bel(*draw, 0) == 0);
  CHECK(bel(*draw, 1) == 0);
  CHECK(draw->table().graveyard.size() == 2);
  PlayPtr higher = war("no-wrap-higher-wins");
  CHECK(bel(*higher, 0) == 0);
  CHECK(bel(*higher, 1) == 1);  // no bonus
}

TEST_CASE("hegemony-of-faith ruling: hof.conspiracy.benchmark-fate decides what becomes of a beaten benchmark", "[hegemony-of-faith][rulings][confrontation]") {
  // 7-4 Cards list: Conspiracy; hof.conspiracy.benchmark-fate
  const auto plot = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.conspiracy.benchmark-fate", option}}));
    deal(t, 0, believers({"missionary"}), actions({"conspiracy"}));
    deal(t, 1, believers({"fool"}));
    deal(t, 2, believers({"elder"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "conspiracy"}}));
    HOF_LEGAL((*g)("Ann", "commit", {{"believer", "missionary"}}));
    HOF_LEGAL((*g)("Bob", "commit", {{"believer", "fool"}}));
    HOF_LEGAL((*g)("Cid", "commit", {{"believer", "elder"}}));
    settle(*g);
    return g;
  };
  PlayPtr returns = plot("returns");
  CHECK(bel(*returns, 0) == 2);
  CHECK(count_of(returns->table().p(0).believers, "missionary") == 1);
  PlayPtr dies = plot("dies-if-beaten");
  CHECK(bel(*dies, 0) == 1);
  CHECK(count_of(dies->table().graveyard, "missionary") == 1);
  PlayPtr taken = plot("taken-by-first-winner");
  CHECK(bel(*taken, 2) == 2);
  CHECK(count_of(taken->table().p(2).believers, "missionary") == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.defense.rules = self-only shields only the defender", "[hegemony-of-faith][rulings][defense]") {
  // 7-4 Cards list: Firm Faith (defend your sect); hof.defense.rules
  const auto rumors = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.defense.rules", option}}));
    deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
    deal(t, 1, believers({"fool", "prayer"}));
    deal(t, 2, believers({"elder", "elder"}), actions({"firm-faith"}));
    follow(t, 2, 1);
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
    const Verdict v = (*g)("Cid", "defend", {{"card", "firm-faith"}});
    settle(*g);
    return std::make_pair(v, std::move(g));
  };
  auto [v1, sect] = rumors("any-member-sect-wide");
  CHECK(v1.legal);
  CHECK(bel(*sect, 1) == 2);
  CHECK(bel(*sect, 2) == 2);
  auto [v2, self] = rumors("self-only");
  CHECK(v2.legal);
  CHECK(bel(*self, 1) == 1);
  CHECK(bel(*self, 2) == 2);
  auto [v3, leader] = rumors("leader-only");
  CHECK_FALSE(v3.legal);  // a Follower may not defend
  CHECK(bel(*leader, 2) == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.take.recipient = sect-leader sends a Follower's takings to the Leader", "[hegemony-of-faith][rulings][sects]") {
  // 6-2 Operation of united sects; 7-4 Cards list: Spread Rumors; hof.take.recipient
  const auto rumors = [](const char* option) {
    Table t = table(4, 1, rulings({{"hof.take.recipient", option}}));
    deal(t, 0, believers({"fool"}));
    deal(t, 1, believers({"fool"}), actions({"spread-rumors"}));
    follow(t, 1, 0);
    deal(t, 2, believers({"elder", "elder"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Bob", "play", {{"card", "spread-rumors"}, {"target", "Cid"}}));
    settle(*g, "Bob");
    return g;
  };
  PlayPtr taker = rumors("taker");
  CHECK(bel(*taker, 1) == 2);
  CHECK(bel(*taker, 0) == 1);
  PlayPtr leader = rumors("sect-leader");
  CHECK(bel(*leader, 1) == 1);
  CHECK(bel(*leader, 0) == 2);
}

TEST_CASE("hegemony-of-faith ruling: hof.faith-debate.count-and-reuse = stop-any-time declares no count", "[hegemony-of-faith][rulings][confrontation]") {
  // 7-4 Cards list: Faith Debate; 8. Q&A: Faith Debate; hof.faith-debate.count-and-reuse
  const auto setup = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.faith-debate.count-and-reuse", option}}));
    deal(t, 0, believers({"elder", "elder", "elder"}), actions({"faith-debate"}));
    deal(t, 1, believers({"missionary", "missionary", "missionary"}));
    return start(t);
  };
  PlayPtr declared = setup("declared-once-each");
  CHECK_FALSE((*declared)("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}}).legal);
  PlayPtr g = setup("stop-any-time");
  const Verdict counted = (*g)("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 2}});
  CHECK_FALSE(counted.legal);
  CHECK(counted.citation == &sec::card_faith_debate);
  HOF_LEGAL((*g)("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}}));
  HOF_LEGAL((*g)("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL((*g)("Bob", "commit", {{"believer", "missionary"}}));
  settle(*g);
  REQUIRE(g->node() == "confront.commit");
  HOF_LEGAL((*g)("Ann", "pass"));  // the attacker stops
  CHECK(g->node() == "turn.action");
  CHECK(bel(*g, 0) == 4);
  CHECK(bel(*g, 1) == 2);
}

TEST_CASE("hegemony-of-faith ruling: hof.divine-inspiration.total = not-an-action frees the turn's strategy action", "[hegemony-of-faith][rulings][strategy]") {
  // 7-4 Cards list: Divine Inspiration; hof.divine-inspiration.total
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.divine-inspiration.total", option}}));
    deal(t, 0, believers({"fool"}), actions({"divine-inspiration", "faith-war", "have-a-charity"}));
    Play g(t);
    const Verdict first = g("Ann", "play", {{"card", "divine-inspiration"}, {"discard", arr({"faith-war"})}});
    REQUIRE(first.legal);
    return g("Ann", "play", {{"card", "have-a-charity"}});
  };
  const Verdict counted = play("card-not-counted");
  CHECK_FALSE(counted.legal);
  CHECK(counted.citation == &sec::action_phase);
  CHECK(play("not-an-action").legal);
}

TEST_CASE("hegemony-of-faith ruling: hof.skill.costs-action = own-turn-one-action makes a skill take an action", "[hegemony-of-faith][rulings][skills]") {
  // 4-2 Gameplay: Action Phase; hof.skill.costs-action
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.skill.costs-action", option}}));
    deal(t, 0, believers({"fool", "prayer"}), actions({"have-a-charity", "spread-rumors"}));
    deal(t, 1, believers({"elder"}));
    Play g(t);
    HOF_LEGAL(g("Ann", "skill", {{"skill", "world-peace"}, {"sacrifice", "fool"}}));
    HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
    return g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}});
  };
  CHECK(play("free-unless-stated").legal);
  const Verdict v = play("own-turn-one-action");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
}

TEST_CASE("hegemony-of-faith ruling: hof.praise-of-life.extra-action = lift-repeat-ban gives no third action", "[hegemony-of-faith][rulings][skills]") {
  // 7-4 Cards list: Praise of Life; hof.praise-of-life.extra-action
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.praise-of-life.extra-action", option}}));
    deal(t, 0, believers({"fool", "prayer"}), actions({"have-a-charity", "info-spy", "spread-rumors"}));
    deal(t, 1, believers({"elder", "elder"}));
    Play g(t);
    HOF_LEGAL(g("Ann", "skill", {{"skill", "praise-of-life"}, {"sacrifice", "fool"}}));
    HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
    HOF_LEGAL(g("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}}));  // a repeat either way
    return g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}});
  };
  CHECK(play("one-extra-any-category").legal);
  const Verdict v = play("lift-repeat-ban");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_phase);
}

TEST_CASE("hegemony-of-faith ruling: hof.turn.hand-limit = every-turn-end makes other players discard too", "[hegemony-of-faith][rulings][turn]") {
  // 4-2 Gameplay: Draw Phase (hand limit); hof.turn.hand-limit
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.turn.hand-limit", option}}));
    deal(t, 0, believers({"fool"}));
    deal(t, 1, believers({"fool"}), some_actions(8));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "end-turn"));
    return g;
  };
  PlayPtr own = play("own-turn-end");
  CHECK(own->node() == "turn.action");
  CHECK(acts(*own, 1) == 8);
  PlayPtr every = play("every-turn-end");
  CHECK(every->node() == "turn.end");
  CHECK(every->to_act() == 1);
  HOF_LEGAL((*every)("Bob", "discard", {{"cards", unseen(2)}}));
  CHECK(acts(*every, 1) == 6);
  CHECK(every->table().active == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.kowtow.count-followers = leader-hands counts the Leaders' own believers", "[hegemony-of-faith][rulings][strategy]") {
  // 8. Q&A: Kowtow to Me; hof.kowtow.count-followers
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.kowtow.count-followers", option}}));
    deal(t, 0, some(4), actions({"kowtow-to-me"}));
    deal(t, 1, some(4));
    follow(t, 1, 0);
    deal(t, 2, some(4));
    deal(t, 3, some(1));
    Play g(t);
    return g("Ann", "play", {{"card", "kowtow-to-me"}, {"target", "Cid"}});
  };
  CHECK(play("sect-cards").legal);
  const Verdict v = play("leader-hands");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::qa_kowtow);
}

TEST_CASE("hegemony-of-faith ruling: hof.redistribution = leftovers-discarded sends the remainder to the graveyard", "[hegemony-of-faith][rulings][skills]") {
  // 7-4 Cards list: Everyone is Equal; hof.redistribution
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.redistribution", option}}));
    deal(t, 0, believers({"fool"}));
    deal(t, 1, believers({"fool", "prayer", "elder", "fanatic"}));
    deal(t, 2, believers({"missionary", "missionary"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "skill", {{"skill", "everyone-is-equal"}}));
    settle(*g);
    return g;
  };
  PlayPtr even = play("one-at-a-time");
  CHECK(bel(*even, 0) == 2);
  CHECK(bel(*even, 3) == 1);
  CHECK(even->table().graveyard.empty());
  PlayPtr discarded = play("leftovers-discarded");
  for (int p = 0; p < 4; ++p) CHECK(bel(*discarded, p) == 1);
  CHECK(discarded->table().graveyard.size() == 3);
  PlayPtr kept = play("user-keeps-leftovers");
  CHECK(bel(*kept, 0) == 4);
  CHECK(bel(*kept, 1) == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.target.scope = own-sect-unqualified lets Witch Hunt hit the player's own sect", "[hegemony-of-faith][rulings][attacks]") {
  // 7-4 Cards list: Witch Hunt (target a sect); hof.target.scope
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.target.scope", option}}));
    deal(t, 0, believers({"elder"}), actions({"witch-hunt"}));
    deal(t, 1, believers({"fool", "fool", "prayer"}));
    follow(t, 1, 0);
    PlayPtr g = start(t);
    const Verdict v = (*g)("Ann", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}});
    settle(*g);
    return std::make_pair(v, std::move(g));
  };
  auto [refused, g1] = play("opposing-sects-any-player");
  CHECK_FALSE(refused.legal);
  CHECK(refused.citation == &sec::card_witch_hunt);
  CHECK(bel(*g1, 1) == 3);
  auto [allowed, g2] = play("own-sect-unqualified");
  CHECK(allowed.legal);
  CHECK(bel(*g2, 1) == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.reversal.tie-scope = seat-order settles a tie instead of dissolving", "[hegemony-of-faith][rulings][sects]") {
  // 6-2.1 Reversal of sect stance; hof.reversal.tie-scope
  const auto play = [](const char* option) {
    Table t = table(4, 3, rulings({{"hof.reversal.tie-scope", option}}));
    deal(t, 0, believers({"fool"}));
    deal(t, 1, believers({"prayer", "elder"}));
    deal(t, 2, believers({"missionary", "fanatic"}));
    follow(t, 1, 0);
    follow(t, 2, 0);
    deal(t, 3, believers({"fool"}), actions({"spread-rumors"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Dan", "play", {{"card", "spread-rumors"}, {"target", "Ann"}}));
    settle(*g, "Dan");
    return g;
  };
  PlayPtr top = play("top-tie-only");
  CHECK(top->table().p(1).role == Role::leader);
  CHECK(top->table().p(2).role == Role::leader);
  PlayPtr seats = play("seat-order");
  CHECK(seats->table().p(1).role == Role::leader);  // first clockwise from Ann
  CHECK(seats->table().p(2).role == Role::follower);
  CHECK(seats->table().p(2).leader == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.follower.gift = needs-two keeps a Leader with one believer from taking a Follower", "[hegemony-of-faith][rulings][sects]") {
  // 6-2 Operation of united sects (the gift); hof.follower.gift
  const auto asked = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.follower.gift", option}}));
    deal(t, 1, believers({"fool"}));
    deal(t, 2, believers({"elder", "elder"}));
    deal(t, 3, believers({"prayer", "prayer"}));
    Play g(t);
    HOF_LEGAL(g("Ann", "end-turn"));
    REQUIRE(g.node() == "surrender.offers");
    return g.state().question().who.list();
  };
  CHECK(has(asked("leader-picks-needs-one"), 1));
  const std::vector<int> two = asked("needs-two");
  CHECK_FALSE(has(two, 1));
  CHECK(has(two, 2));
}

TEST_CASE("hegemony-of-faith ruling: hof.one-vs-many.no-opponent = needs-opponent refuses Martyrdom with nobody to face", "[hegemony-of-faith][rulings][confrontation]") {
  // 7-4 Cards list: Martyrdom; hof.one-vs-many.no-opponent
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.one-vs-many.no-opponent", option}}));
    deal(t, 0, believers({"elder"}), actions({"martyrdom"}));
    PlayPtr g = start(t);
    const Verdict v = (*g)("Ann", "play", {{"card", "martyrdom"}});
    settle(*g);
    return std::make_pair(v, std::move(g));
  };
  auto [skip, g1] = play("skip-no-benchmark");
  CHECK(skip.legal);
  CHECK(bel(*g1, 0) == 1);  // nothing to face: the believer lives
  CHECK(count_of(g1->table().used_actions, "martyrdom") == 1);
  auto [dies, g2] = play("benchmark-dies");
  CHECK(dies.legal);
  CHECK(g2->node() == "confront.commit");  // the believer is sent all the same
  HOF_LEGAL((*g2)("Ann", "commit", {{"believer", "elder"}}));
  settle(*g2);
  CHECK(bel(*g2, 0) == 0);
  CHECK(count_of(g2->table().graveyard, "elder") == 1);
  auto [needs, g3] = play("needs-opponent");
  CHECK_FALSE(needs.legal);
  CHECK(needs.citation == &sec::card_martyrdom);
}

TEST_CASE("hegemony-of-faith ruling: hof.secret-alliance.consent = target-consents lets the target decline", "[hegemony-of-faith][rulings][strategy]") {
  // 7-4 Cards list: Secret Alliance; hof.secret-alliance.consent
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.secret-alliance.consent", option}}));
    deal(t, 0, believers({"fool"}), actions({"secret-alliance", "faith-war"}));
    deal(t, 1, believers({"elder"}), actions({"great-mercy"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "secret-alliance"}, {"target", "Bob"}, {"give", "faith-war"}}));
    return g;
  };
  PlayPtr plain = play("both-pick-own");
  CHECK(plain->node() == "card.give");
  PlayPtr consent = play("target-consents");
  CHECK(consent->node() == "card.consent");
  HOF_LEGAL((*consent)("Bob", "refuse"));
  CHECK(count_of(consent->table().p(0).actions, "faith-war") == 1);
  CHECK(count_of(consent->table().p(1).actions, "great-mercy") == 1);
  CHECK(count_of(consent->table().used_actions, "secret-alliance") == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.skill.uses-1-classification decides whether Praise of Life comes back next turn", "[hegemony-of-faith][rulings][skills]") {
  // 7-1 Introduction to skill card (once per game, once per round); hof.skill.uses-1-classification
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.skill.uses-1-classification", option}}));
    deal(t, 0, believers({"fool", "prayer", "elder"}));
    for (int p = 1; p < 4; ++p) deal(t, p, believers({"fool"}));
    Play g(t);
    HOF_LEGAL(g("Ann", "skill", {{"skill", "praise-of-life"}, {"sacrifice", "fool"}}));
    HOF_LEGAL(g("Ann", "end-turn"));
    HOF_LEGAL(g("Bob", "end-turn"));
    HOF_LEGAL(g("Cid", "end-turn"));
    HOF_LEGAL(g("Dan", "end-turn"));
    return g("Ann", "skill", {{"skill", "praise-of-life"}, {"sacrifice", "prayer"}});
  };
  CHECK(play("rebirth-gate-praise-per-round").legal);
  const Verdict v = play("all-per-game");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_praise_of_life);
}

TEST_CASE("hegemony-of-faith ruling: hof.karma.scope = own-sect-only keeps Karma Reversed out of other sects' fights", "[hegemony-of-faith][rulings][skills]") {
  // 7-4 Cards list: Karma Reversed; hof.karma.scope
  const auto war = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.karma.scope", option}}));
    deal(t, 0, believers({"fool"}), actions({"faith-war"}));
    deal(t, 1, believers({"prayer"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
    HOF_LEGAL((*g)("Ann", "commit", {{"believer", "fool"}}));
    HOF_LEGAL((*g)("Bob", "commit", {{"believer", "prayer"}}));
    const Verdict v = (*g)("Cid", "skill", {{"skill", "karma-reversed"}});
    settle(*g);
    return std::make_pair(v, std::move(g));
  };
  auto [any, g1] = war("any-confrontation-one-step");
  CHECK(any.legal);
  CHECK(bel(*g1, 0) == 2);
  auto [own, g2] = war("own-sect-only");
  CHECK_FALSE(own.legal);
  CHECK(bel(*g2, 0) == 0);
  CHECK(bel(*g2, 1) == 2);
}

TEST_CASE("hegemony-of-faith ruling: hof.skill.follower-usable = triggered-too lets a Follower use Karma Reversed", "[hegemony-of-faith][rulings][skills]") {
  // 8. Q&A: Skills as a Follower; hof.skill.follower-usable
  const auto war = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.skill.follower-usable", option}}));
    deal(t, 0, believers({"fool"}), actions({"faith-war"}));
    deal(t, 1, believers({"prayer"}));
    deal(t, 2, believers({"elder"}));
    deal(t, 3, believers({"elder"}));
    follow(t, 3, 2);
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
    HOF_LEGAL((*g)("Ann", "commit", {{"believer", "fool"}}));
    HOF_LEGAL((*g)("Bob", "commit", {{"believer", "prayer"}}));
    const Verdict v = (*g)("Dan", "skill", {{"skill", "karma-reversed"}});
    settle(*g);
    return std::make_pair(v, std::move(g));
  };
  auto [sealed, g1] = war("hermit-and-gate-copy");
  CHECK_FALSE(sealed.legal);
  CHECK(bel(*g1, 0) == 0);
  auto [open, g2] = war("triggered-too");
  CHECK(open.legal);
  CHECK(bel(*g2, 0) == 2);
}

TEST_CASE("hegemony-of-faith ruling: hof.wanderer.reestablish = optional lets a Wanderer put off founding a sect", "[hegemony-of-faith][rulings][wanderers]") {
  // 6-3.2 How a Wanderer re-establishes a sect; hof.wanderer.reestablish
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.wanderer.reestablish", option}}));
    wander(t, 0);
    t.p(0).steals = 2;
    t.stage = Stage::steal;
    deal(t, 1, believers({"fool", "prayer"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "steal", {{"from", "Bob"}, {"believer", "fool"}}));
    return g;
  };
  PlayPtr automatic = play("automatic-turn-ends");
  CHECK(automatic->table().p(0).role == Role::leader);
  PlayPtr optional = play("optional");
  CHECK(optional->table().p(0).role == Role::wanderer);
  HOF_LEGAL((*optional)("Ann", "found"));
  CHECK(optional->table().p(0).role == Role::leader);
  CHECK(optional->node() == "turn.draw");
}

TEST_CASE("hegemony-of-faith ruling: hof.impermanence.violation = five-is-enough lets five believers claim", "[hegemony-of-faith][rulings][end]") {
  // 7-4 Cards list: Impermanence of Life (more than 5); hof.impermanence.violation
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.impermanence.violation", option}}));
    t.believer_deck = 0;
    t.deck_ran_out = true;
    deal(t, 0, some(5));
    deal(t, 1, some(5));
    deal(t, 2, some(4));
    follow(t, 2, 1);
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "end-turn"));
    return g;
  };
  PlayPtr six = play("checked-when-broken");
  CHECK(six->node() == "game-over");
  CHECK(six->table().result.winner == 1);
  PlayPtr five = play("five-is-enough");
  REQUIRE(five->node() == "end.claims");
  HOF_LEGAL((*five)("Ann", "skill", {{"skill", "impermanence-of-life"}}));
  CHECK(five->table().result.winner == 0);
  CHECK(five->table().result.ended_by == "impermanence");
}

TEST_CASE("hegemony-of-faith ruling: hof.graveyard.order = unordered-pick lets It's a Miracle pick any three", "[hegemony-of-faith][rulings][strategy]") {
  // 7-4 Cards list: It's a Miracle; hof.graveyard.order
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.graveyard.order", option}}));
    deal(t, 0, believers({"fool"}), actions({"its-a-miracle"}));
    bury(t, believers({"fanatic", "prayer", "prayer", "prayer"}));
    PlayPtr g = start(t);
    const Verdict v = (*g)("Ann", "play", {{"card", "its-a-miracle"}, {"believers", arr({"fanatic", "prayer", "prayer"})}});
    return std::make_pair(v, std::move(g));
  };
  auto [top, g1] = play("ordered-face-up");
  CHECK_FALSE(top.legal);
  CHECK(top.citation == &sec::card_its_a_miracle);
  auto [pick, g2] = play("unordered-pick");
  CHECK(pick.legal);
  CHECK(count_of(g2->table().p(0).believers, "fanatic") == 1);
  CHECK(count_of(g2->table().graveyard, "prayer") == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.turn.skip = never-happened carries an immunity past a skipped turn", "[hegemony-of-faith][rulings][skills]") {
  // 7-4 Cards list: Soul-Cutting Sword, Eternal Truth (until your next turn); hof.turn.skip
  const auto play = [](const char* option) {
    Table t = table(4, 1, rulings({{"hof.turn.skip", option}}));
    deal(t, 0, believers({"fool", "prayer"}));
    deal(t, 1, believers({"fool"}));
    deal(t, 2, believers({"elder"}), actions({"spread-rumors"}));
    deal(t, 3, believers({"elder"}));
    // Ann used Eternal Truth on her turn; Bob cuts her next one.
    t.p(0).immune_mental = true;
    t.p(0).shielded_mental = {0};
    known_skill(t, 0, "eternal-truth", true);
    t.p(0).skill.used_game = 1;
    Play g(t);
    HOF_LEGAL(g("Bob", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Ann"}}));
    HOF_LEGAL(g("Bob", "end-turn"));
    HOF_LEGAL(g("Cid", "end-turn"));
    HOF_LEGAL(g("Dan", "end-turn"));  // Ann's turn is skipped
    REQUIRE(g.table().active == 1);
    HOF_LEGAL(g("Bob", "end-turn"));
    return g("Cid", "play", {{"card", "spread-rumors"}, {"target", "Ann"}});
  };
  CHECK(play("empty-turn").legal);  // the skipped turn still ended the immunity
  const Verdict v = play("never-happened");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_eternal_truth);
}

TEST_CASE("hegemony-of-faith ruling: hof.turn.draw-target decides whether Ascend with Me draws past six", "[hegemony-of-faith][rulings][skills]") {
  // 4-2 Gameplay: Draw Phase; 7-4 Cards list: Ascend with Me (hand limit +1 per Follower); hof.turn.draw-target
  const auto play = [](const char* option) {
    Table t = table(4, 3, rulings({{"hof.turn.draw-target", option}}));
    deal(t, 0, believers({"fool"}));
    deal(t, 1, believers({"fool"}));
    deal(t, 2, believers({"fool"}));
    follow(t, 1, 0);
    follow(t, 2, 0);
    deal(t, 3, believers({"fool"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Dan", "end-turn"));
    REQUIRE(g->node() == "turn.draw");
    const Verdict v = (*g)("Ann", "draw", {{"cards", unseen(8)}});
    return std::make_pair(v, std::move(g));
  };
  auto [raised, g1] = play("personal-limit");
  CHECK(raised.legal);
  CHECK(acts(*g1, 0) == 8);
  CHECK(g1->table().p(0).skill.may == skill("ascend-with-me"));  // drawing past six shows it
  auto [six, g2] = play("six");
  CHECK_FALSE(six.legal);
  CHECK(six.citation == &sec::draw_phase);
  HOF_LEGAL((*g2)("Ann", "draw", {{"cards", unseen(6)}}));
}

TEST_CASE("hegemony-of-faith ruling: hof.kaboom.resolution = world-peace-stops shields a World Peace sect from KABOOM!", "[hegemony-of-faith][rulings][skills]") {
  // 7-4 Cards list: KABOOM! (undefendable), World Peace; hof.kaboom.resolution
  const auto play = [](const char* option) {
    Table t = table(4, 1, rulings({{"hof.kaboom.resolution", option}}));
    deal(t, 0, believers({"fool", "prayer"}));
    deal(t, 1, some(5));
    deal(t, 2, believers({"fool"}));
    deal(t, 3, believers({"fool"}));
    Play g(t);
    HOF_LEGAL(g("Bob", "skill", {{"skill", "world-peace"}, {"sacrifice", "?"}}));
    HOF_LEGAL(g("Bob", "end-turn"));
    HOF_LEGAL(g("Cid", "end-turn"));
    HOF_LEGAL(g("Dan", "end-turn"));
    return g("Ann", "skill", {{"skill", "kaboom"}, {"target", "Bob"}, {"sacrifice", "fool"}});
  };
  CHECK(play("random-unstoppable").legal);
  const Verdict v = play("world-peace-stops");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_kaboom);
}

TEST_CASE("hegemony-of-faith ruling: hof.follower.maintenance = at-once deals with an empty Follower at once", "[hegemony-of-faith][rulings][sects]") {
  // 6-2 Operation of united sects; hof.follower.maintenance
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.follower.maintenance", option}}));
    deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
    deal(t, 1, some(2));
    deal(t, 2, some(1));
    follow(t, 2, 1);
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
    HOF_LEGAL((*g)("Ann", "take", {{"from", "Bob"}, {"believers", unseen(1)}}));
    HOF_LEGAL((*g)("Ann", "take", {{"from", "Cid"}, {"believers", unseen(1)}}));
    return g;
  };
  PlayPtr own = play("own-turn-end-others-only");
  CHECK(own->node() == "turn.action");
  PlayPtr once = play("at-once");
  CHECK(once->node() == "sect.upkeep");
  CHECK(once->to_act() == 1);
}

TEST_CASE("hegemony-of-faith ruling: hof.reversal.timing = leader-turn-end waits for the Leader's own turn end", "[hegemony-of-faith][rulings][sects]") {
  // 6-2.1 Reversal of sect stance; hof.reversal.timing
  const auto play = [](const char* option) {
    Table t = table(4, 3, rulings({{"hof.reversal.timing", option}}));
    deal(t, 0, believers({"fool"}));
    deal(t, 1, believers({"prayer", "elder", "fanatic"}));
    follow(t, 1, 0);
    deal(t, 3, believers({"fool"}), actions({"spread-rumors"}));
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Dan", "play", {{"card", "spread-rumors"}, {"target", "Ann"}}));
    HOF_LEGAL((*g)("Dan", "take", {{"from", "Ann"}, {"believers", arr({"fool"})}}));
    HOF_LEGAL((*g)("Dan", "take", {{"from", "Bob"}, {"believers", arr({"prayer"})}}));
    return g;
  };
  PlayPtr now = play("after-each-resolution");
  CHECK(now->node() == "sect.reversal");
  CHECK(now->table().p(1).role == Role::leader);
  PlayPtr later = play("leader-turn-end");
  CHECK(later->node() == "turn.action");
  CHECK(later->table().p(0).role == Role::leader);
  CHECK(later->table().p(1).role == Role::follower);
}

TEST_CASE("hegemony-of-faith ruling: hof.faith-war.bonus = optional lets the winner decline the bonus", "[hegemony-of-faith][rulings][confrontation]") {
  // 7-3 Introduction to believer card (bonus when win in Faith War); hof.faith-war.bonus
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.faith-war.bonus", option}}));
    deal(t, 0, believers({"prayer"}), actions({"faith-war"}));
    deal(t, 1, believers({"fool"}));
    known_skill(t, 0, "headstronger", false);  // nobody holds Karma Reversed
    known_skill(t, 1, "chaos-coming", false);
    known_skill(t, 2, "world-peace", false);
    known_skill(t, 3, "eternal-truth", false);
    PlayPtr g = start(t);
    HOF_LEGAL((*g)("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
    HOF_LEGAL((*g)("Ann", "commit", {{"believer", "prayer"}}));
    HOF_LEGAL((*g)("Bob", "commit", {{"believer", "fool"}}));
    REQUIRE(g->node() == "confront.bonus");
    const Verdict v = (*g)("Ann", "pass");
    return std::make_pair(v, std::move(g));
  };
  auto [automatic, g1] = play("automatic");
  CHECK_FALSE(automatic.legal);
  auto [optional, g2] = play("optional");
  CHECK(optional.legal);
  CHECK(bel(*g2, 0) == 1);
  CHECK(g2->node() == "turn.action");
}

TEST_CASE("hegemony-of-faith ruling: hof.take.selection = victim-picks has the victim record the believers given up", "[hegemony-of-faith][rulings]") {
  // 7-4 Cards list: Spread Rumors; hof.take.selection (victim-picks: the victim chooses which of their
  // believers to give up); vocabulary: the record lists every decision by whoever took it
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.take.selection", option}}));
    deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
    deal(t, 1, believers({"elder", "prayer"}));
    Play g(t);
    HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
    return g("Bob", "take", {{"from", "Bob"}, {"believers", arr({"prayer"})}});
  };
  CHECK_FALSE(play("random").legal);  // a random take is no decision of Bob's
  CHECK(play("victim-picks").legal);
}

TEST_CASE("hegemony-of-faith ruling: hof.breaking-faith.counter-scope = hermit-take-too lets a Leader answer Purple Hermit", "[hegemony-of-faith][rulings][skills]") {
  // 7-4 Cards list: Purple Hermit, Breaking Faith; hof.breaking-faith.counter-scope (hermit-take-too: the take
  // drops to at most one, and the Hermit goes independent with no second take)
  const auto play = [](const char* option) {
    PlayPtr g = start(hermit_table(actions({"breaking-faith"}), rulings({{"hof.breaking-faith.counter-scope", option}})));
    HOF_LEGAL((*g)("Bob", "skill", {{"skill", "purple-hermit"}}));
    const Verdict v = (*g)("Ann", "defend", {{"card", "breaking-faith"}});
    settle(*g, "Bob");
    return std::make_pair(v, std::move(g));
  };
  auto [only, g1] = play("breaking-faith-only");
  CHECK_FALSE(only.legal);
  CHECK(bel(*g1, 1) == 4);
  auto [too, g2] = play("hermit-take-too");
  CHECK(too.legal);
  CHECK(bel(*g2, 1) <= 2);
  CHECK(bel(*g2, 0) >= 5);
  CHECK(g2->table().p(1).role == Role::leader);
  CHECK(g2->table().p(1).hermit_from == -1);
}

TEST_CASE("hegemony-of-faith ruling: hof.target.scope = players-outside-sect keeps player effects off the user's own sect", "[hegemony-of-faith][rulings]") {
  // 7-4 Cards list: Info-Spy, Soul-Cutting Sword; hof.target.scope (players-outside-sect: effects on a player
  // may only aim at players outside the user's sect)
  const auto play = [](const char* option, const char* what) {
    Table t = table(4, 0, rulings({{"hof.target.scope", option}}));
    deal(t, 0, believers({"fool"}), actions({"info-spy"}));
    deal(t, 1, believers({"elder"}));
    follow(t, 1, 0);
    deal(t, 2, believers({"elder"}));
    Play g(t);
    if (std::string(what) == "spy") return g("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}});
    return g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Bob"}});
  };
  CHECK(play("opposing-sects-any-player", "spy").legal);
  CHECK(play("opposing-sects-any-player", "sword").legal);
  CHECK_FALSE(play("players-outside-sect", "spy").legal);
  CHECK_FALSE(play("players-outside-sect", "sword").legal);
}

TEST_CASE("hegemony-of-faith ruling: hof.holy-rebirth.trigger = whole-action adds up the deaths of a Faith War", "[hegemony-of-faith][rulings][skills]") {
  // 7-4 Cards list: Holy Rebirth; hof.holy-rebirth.trigger (whole-action: deaths over one whole card, a Faith War
  // for instance, add up)
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.holy-rebirth.trigger", option}}));
    deal(t, 0, believers({"prayer", "prayer", "prayer"}), actions({"faith-war"}));
    deal(t, 1, believers({"fool", "fool", "fool"}));
    Play g(t);
    HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
    for (int i = 0; i < 3; ++i) {
      HOF_LEGAL(g("Ann", "commit", {{"believer", "prayer"}}));
      HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
    }
    const Verdict v = g("Bob", "skill", {{"skill", "holy-rebirth"}});
    return std::make_pair(v, bel(g, 1));
  };
  const auto [step, step_count] = play("one-step-own-hand");  // one death a pairing: never three at once
  CHECK_FALSE(step.legal);
  CHECK(step_count == 0);
  const auto [whole, whole_count] = play("whole-action");
  CHECK(whole.legal);
  CHECK(whole_count == 3);
}

TEST_CASE("hegemony-of-faith ruling: hof.graveyard.order = face-down-blind lets Zombie Army field only the top card", "[hegemony-of-faith][rulings][skills]") {
  // 7-4 Cards list: Zombie Army; hof.graveyard.order (face-down-blind: revivals and Zombie Army take cards from
  // the top unseen)
  const auto play = [](const char* option) {
    Table t = table(4, 0, rulings({{"hof.graveyard.order", option}}));
    deal(t, 0, believers({"fool"}), actions({"faith-war"}));
    deal(t, 1, believers({"elder"}));
    bury(t, believers({"fanatic", "prayer"}));  // the Prayer on top
    Play g(t);
    HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
    return g("Ann", "commit", {{"believer", "fanatic"}, {"zombie", true}});
  };
  CHECK(play("ordered-face-up").legal);  // any graveyard believer (hof.zombie-army.usage)
  const Verdict v = play("face-down-blind");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::skill_zombie_army);
}

}  // namespace test_hof_rulings
