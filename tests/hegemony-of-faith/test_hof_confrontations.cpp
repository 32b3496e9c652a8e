// Believer confrontations (7-3.2) and the confrontation attacks (7-4 Cards list: Faith War,
// Faith Debate, Conspiracy, Martyrdom): who beats whom, the Faith War bonus, what dies and
// what is taken.
#include "hof_test.hpp"

namespace test_hof_confrontations {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

TEST_CASE("hegemony-of-faith: Faith War goes on until one side's believers have all fought", "[hegemony-of-faith][confrontation]") {
  // 7-4 Cards list: Faith War; 8. Q&A: Faith War; 7-3 Introduction to believer card (bonus)
  Table t = table(4, 0);
  deal(t, 0, believers({"prayer", "elder"}), actions({"faith-war"}));
  deal(t, 1, believers({"fool", "fool", "fanatic"}));
  Play g(t);
  const int deck = g.table().believer_deck;
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  CHECK(g.node() == "confront.commit");
  HOF_LEGAL(g("Ann", "commit", {{"believer", "prayer"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
  // Prayer (2) beats Fool (1), the ID just below: a bonus believer.
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"missionary"})}}));
  CHECK(g.node() == "confront.commit");
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fanatic"}}));
  // Fanatic (5) beats Elder (4), just below: Bob's bonus.
  HOF_LEGAL(g("Bob", "draw", {{"believers", arr({"fool"})}}));
  // Ann's side has all fought (the bonus does not fight): the war is over, a Fool of Bob's unfought.
  CHECK(g.node() == "turn.action");
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 2);
  CHECK(count_of(a.p(0).believers, "prayer") == 1);
  CHECK(count_of(a.p(0).believers, "missionary") == 1);
  CHECK(a.p(1).believer_count() == 3);
  CHECK(count_of(a.p(1).believers, "fool") == 2);
  CHECK(count_of(a.p(1).believers, "fanatic") == 1);
  CHECK(count_of(a.graveyard, "fool") == 1);
  CHECK(count_of(a.graveyard, "elder") == 1);
  CHECK(a.believer_deck == deck - 2);
}

TEST_CASE("hegemony-of-faith: a Faith War win two IDs below earns no bonus", "[hegemony-of-faith][confrontation]") {
  // 7-3.2 Introduction to believer confrontation (bonus only against the preceding number)
  Table t = table(4, 0);
  deal(t, 0, believers({"elder"}), actions({"faith-war"}));
  deal(t, 1, believers({"prayer"}));
  Play g(t);
  const int deck = g.table().believer_deck;
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "prayer"}}));
  settle(g);
  CHECK(g.node() == "turn.action");
  CHECK(bel(g, 0) == 1);
  CHECK(bel(g, 1) == 0);
  CHECK(g.table().believer_deck == deck);
  CHECK(count_of(g.table().graveyard, "prayer") == 1);
}

TEST_CASE("hegemony-of-faith: the believer cycle wraps: Fool beats Fanatic with a bonus and Elder without", "[hegemony-of-faith][confrontation]") {
  // 7-3.2 Introduction to believer confrontation (each beats two); hof.believer.cyclic = wraps
  Table t = table(4, 0);
  deal(t, 0, believers({"fool", "fool"}), actions({"faith-war"}));
  deal(t, 1, believers({"fanatic", "elder"}));
  Play g(t);
  const int deck = g.table().believer_deck;
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fanatic"}}));
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"prayer"})}}));  // 1 over 5: just below, round the cycle
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 3);
  CHECK(a.p(1).believer_count() == 0);
  CHECK(a.believer_deck == deck - 1);
  CHECK(count_of(a.graveyard, "fanatic") == 1);
  CHECK(count_of(a.graveyard, "elder") == 1);
}

TEST_CASE("hegemony-of-faith: a drawn physical confrontation kills both believers", "[hegemony-of-faith][confrontation]") {
  // 7-3.2 Introduction to believer confrontation; 7-2.1 Type of actions
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "fool"}), actions({"faith-war"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  settle(g);
  CHECK(bel(g, 0) == 1);
  CHECK(bel(g, 1) == 0);
  CHECK(count_of(g.table().graveyard, "elder") == 2);
  CHECK(g.node() == "turn.action");
}

TEST_CASE("hegemony-of-faith: a Faith War cannot be stopped midway", "[hegemony-of-faith][confrontation]") {
  // 8. Q&A: Faith War
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "elder"}), actions({"faith-war"}));
  deal(t, 1, believers({"prayer", "prayer"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "prayer"}}));
  settle(g);
  REQUIRE(g.node() == "confront.commit");
  const Verdict v = g("Ann", "pass");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::believer_confrontation);
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "prayer"}}));
  settle(g);
  CHECK(bel(g, 1) == 0);
  CHECK(bel(g, 0) == 2);
}

TEST_CASE("hegemony-of-faith: a committed believer must be one the supplier can hold", "[hegemony-of-faith][confrontation][hidden]") {
  // 7-3.2 Introduction to believer confrontation; 8. Q&A: Showing cards
  Table t = table(4, 0);
  deal(t, 0, believers({"elder"}), actions({"faith-war"}));
  deal(t, 1, believers({"prayer", "missionary"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  const Verdict v = g("Bob", "commit", {{"believer", "fanatic"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::believer_confrontation);
  CHECK_FALSE(g("Ann", "commit", {{"believer", "fool"}}).legal);
  HOF_LEGAL(g("Bob", "commit", {{"believer", "missionary"}}));
}

TEST_CASE("hegemony-of-faith: Faith Debate declares from one to the smaller side's count, five at most", "[hegemony-of-faith][confrontation]") {
  // 7-4 Cards list: Faith Debate; 8. Q&A: Faith Debate; hof.faith-debate.count-and-reuse = declared-once-each
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "fool", "prayer"}), actions({"faith-debate"}));
  deal(t, 1, believers({"missionary", "prayer"}));
  Play g(t);
  Verdict v = g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 3}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::qa_faith_debate);
  v = g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 0}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::qa_faith_debate);
  v = g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(acts(g, 0) == 1);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 2}}));
}

TEST_CASE("hegemony-of-faith: Faith Debate's winner takes the losing believer, for the declared count only", "[hegemony-of-faith][confrontation]") {
  // 7-4 Cards list: Faith Debate; 7-2.1 Type of actions (mental: the loser is taken)
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "fool", "prayer"}), actions({"faith-debate"}));
  deal(t, 1, believers({"missionary", "prayer", "elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 2}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "missionary"}}));  // Elder takes Missionary
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "prayer"}}));  // Prayer takes Fool
  settle(g);
  CHECK(g.node() == "turn.action");  // two debates, as declared
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 3);
  CHECK(count_of(a.p(0).believers, "missionary") == 1);
  CHECK(count_of(a.p(0).believers, "fool") == 0);
  CHECK(a.p(1).believer_count() == 3);
  CHECK(count_of(a.p(1).believers, "fool") == 1);
  CHECK(a.graveyard.empty());  // nothing dies in a mental confrontation
}

TEST_CASE("hegemony-of-faith: a drawn mental confrontation gives both believers back", "[hegemony-of-faith][confrontation]") {
  // 7-3.2 Introduction to believer confrontation (mental draw: nothing happens)
  Table t = table(4, 0);
  deal(t, 0, believers({"elder"}), actions({"faith-debate"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 1}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  settle(g);
  CHECK(bel(g, 0) == 1);
  CHECK(bel(g, 1) == 1);
  CHECK(g.table().graveyard.empty());
}

TEST_CASE("hegemony-of-faith: Conspiracy takes the believers that lose to the benchmark", "[hegemony-of-faith][confrontation]") {
  // 7-4 Cards list: Conspiracy; 7-2.2 Attack method; hof.conspiracy.benchmark-fate = returns
  Table t = table(4, 0);
  deal(t, 0, believers({"missionary"}), actions({"conspiracy"}));
  deal(t, 1, believers({"fool"}));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, believers({"missionary"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "conspiracy"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "missionary"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
  HOF_LEGAL(g("Cid", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Dan", "commit", {{"believer", "missionary"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 2);  // the benchmark back, and Bob's Fool
  CHECK(count_of(a.p(0).believers, "fool") == 1);
  CHECK(count_of(a.p(0).believers, "missionary") == 1);
  CHECK(a.p(1).believer_count() == 0);
  CHECK(a.p(2).believer_count() == 1);  // won: kept
  CHECK(a.p(3).believer_count() == 1);  // drew: kept
  CHECK(a.graveyard.empty());
}

TEST_CASE("hegemony-of-faith: a judge is told each Conspiracy clash and what became of the attacker's own believer", "[hegemony-of-faith][confrontation][judge]") {
  // 7-4 Cards list: Conspiracy; hof.conspiracy.benchmark-fate (GameState::what_happens)
  for (const char* fate : {"returns", "taken-by-first-winner", "dies-if-beaten"}) {
    SECTION(fate) {
      Table t = table(4, 0, rulings({{"hof.conspiracy.benchmark-fate", fate}}));
      deal(t, 0, believers({"missionary"}), actions({"conspiracy"}));
      deal(t, 1, believers({"fool"}));
      deal(t, 2, believers({"elder"}));
      deal(t, 3, believers({"missionary"}));
      Play g(t);
      std::vector<std::string> told;
      HOF_LEGAL(g.telling(told, "Ann", "play", {{"card", "conspiracy"}}));
      HOF_LEGAL(g.telling(told, "Ann", "commit", {{"believer", "missionary"}}));
      HOF_LEGAL(g.telling(told, "Bob", "commit", {{"believer", "fool"}}));
      HOF_LEGAL(g.telling(told, "Cid", "commit", {{"believer", "elder"}}));
      HOF_LEGAL(g.telling(told, "Dan", "commit", {{"believer", "missionary"}}));
      (void)g.telling(told, "Ann", "wander");  // the windows' passes, as settle() plays them
      const std::string own = std::string(fate) == "returns"                 ? "Ann's Missionary goes back to Ann"
                              : std::string(fate) == "taken-by-first-winner" ? "Ann's Missionary is taken by Cid"
                                                                             : "Ann's Missionary dies";
      CHECK(told == std::vector<std::string>{"Ann's Missionary beats Bob's Fool: Ann takes the Fool",
                                             "Cid's Elder beats Ann's Missionary",
                                             "Dan's Missionary and Ann's Missionary tie", own});
    }
  }
}

TEST_CASE("hegemony-of-faith: a judge is told a Martyrdom's clashes and that its own believer dies", "[hegemony-of-faith][confrontation][judge]") {
  // 7-4 Cards list: Martyrdom (GameState::what_happens)
  Table t = table(4, 0);
  deal(t, 0, believers({"fanatic", "fool"}), actions({"martyrdom"}));
  deal(t, 1, believers({"elder"}));
  deal(t, 2, believers({"fool"}));
  Play g(t);
  std::vector<std::string> told;
  HOF_LEGAL(g.telling(told, "Ann", "play", {{"card", "martyrdom"}}));
  HOF_LEGAL(g.telling(told, "Ann", "commit", {{"believer", "fanatic"}}));
  HOF_LEGAL(g.telling(told, "Bob", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g.telling(told, "Cid", "commit", {{"believer", "fool"}}));
  (void)g.telling(told, "Ann", "wander");
  CHECK(told == std::vector<std::string>{"Ann's Fanatic beats Bob's Elder: Bob loses 1 believer", "Cid's Fool beats Ann's Fanatic",
                                         "Ann's Fanatic dies after the confrontation"});
  CHECK(count_of(g.table().graveyard, "fanatic") == 1);
}

TEST_CASE("hegemony-of-faith: Martyrdom's believer dies even when it wins", "[hegemony-of-faith][confrontation]") {
  // 7-4 Cards list: Martyrdom
  Table t = table(4, 0);
  deal(t, 0, believers({"fanatic", "fool"}), actions({"martyrdom"}));
  deal(t, 1, believers({"elder"}));
  deal(t, 2, believers({"missionary"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "martyrdom"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fanatic"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Cid", "commit", {{"believer", "missionary"}}));
  settle(g);
  CHECK(bel(g, 0) == 1);
  CHECK(count_of(g.table().p(0).believers, "fool") == 1);
  CHECK(bel(g, 1) == 0);
  CHECK(bel(g, 2) == 0);
  CHECK(count_of(g.table().graveyard, "fanatic") == 1);
  CHECK(g.table().graveyard.size() == 3);
}

TEST_CASE("hegemony-of-faith: a Leader commands the Follower who fights for the sect", "[hegemony-of-faith][confrontation][sects]") {
  // 6-2 Operation of united sects; hof.sect.united-pool = united-leader-commands
  Table t = table(4, 0);
  deal(t, 0, believers({"fanatic"}), actions({"faith-war"}));
  deal(t, 1, believers({"fool"}));
  deal(t, 2, believers({"elder"}));
  follow(t, 2, 1);
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Cid"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fanatic"}}));
  CHECK_FALSE(g("Cid", "commit", {{"believer", "elder"}}).legal);  // the Leader commands
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}, {"from", "Cid"}}));
  settle(g);
  CHECK(bel(g, 2) == 0);  // Cid's Elder fell to the Fanatic
  CHECK(bel(g, 1) == 1);
  CHECK(bel(g, 0) == 2);  // the Fanatic and its bonus
}

TEST_CASE("hegemony-of-faith: Faith Debate's cap counts the whole target sect", "[hegemony-of-faith][confrontation][sects]") {
  // 7-4 Cards list: Faith Debate (the number of believer cards possessed by that sect)
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "elder", "elder", "elder"}), actions({"faith-debate"}));
  deal(t, 1, believers({"fool"}));
  deal(t, 2, believers({"fool", "prayer"}));
  follow(t, 2, 1);
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 4}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::qa_faith_debate);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 3}}));
}

TEST_CASE("hegemony-of-faith: a Faith War against a sect goes on while any member has a believer to fight", "[hegemony-of-faith][confrontation][sects]") {
  // 7-4 Cards list: Faith War; 6-2 Operation of united sects; hof.faith-war.participation = snapshot-once
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "elder", "elder"}), actions({"faith-war"}));
  deal(t, 1, believers({"prayer"}));
  deal(t, 2, believers({"missionary"}));
  follow(t, 2, 1);
  deal(t, 3, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "prayer"}}));
  settle(g);
  REQUIRE(g.node() == "confront.commit");  // Bob's hand is spent, Cid's is not
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "missionary"}, {"from", "Cid"}}));
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"fool"})}}));  // Elder over Missionary: the bonus
  CHECK(bel(g, 0) == 4);
  CHECK(bel(g, 2) == 0);
  CHECK(count_of(g.table().graveyard, "prayer") == 1);
  CHECK(count_of(g.table().graveyard, "missionary") == 1);
}

TEST_CASE("hegemony-of-faith: Faith Debate declares five at most, however many both sides hold", "[hegemony-of-faith][confrontation]") {
  // 7-4 Cards list: Faith Debate (up to five confrontations); 8. Q&A: Faith Debate
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "elder", "elder", "elder", "elder", "elder"}), actions({"faith-debate"}));
  deal(t, 1, believers({"fool", "fool", "fool", "fool", "fool", "fool"}));
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 6}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::qa_faith_debate);
  CHECK(v.reason.find("from 1 to 5") != std::string::npos);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-debate"}, {"target", "Bob"}, {"count", 5}}));
}

TEST_CASE("hegemony-of-faith: a Follower's attack is fought by the whole sect, its Leader commanding", "[hegemony-of-faith][confrontation][sects]") {
  // 6-2 Operation of united sects (attack together, the Leader decides who fights);
  // hof.sect.united-pool = united-leader-commands
  Table t = table(4, 1);
  deal(t, 0, believers({"fanatic", "fool"}));
  deal(t, 1, believers({"prayer"}), actions({"faith-war"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Bob", "play", {{"card", "faith-war"}, {"target", "Cid"}}));
  const Verdict bob = g("Bob", "commit", {{"believer", "prayer"}});
  CHECK_FALSE(bob.legal);  // Ann, the Leader, commands the attacking side
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fanatic"}, {"from", "Ann"}}));  // the Leader's own believer
  HOF_LEGAL(g("Cid", "commit", {{"believer", "elder"}}));
  settle(g, "Ann");
  CHECK(bel(g, 2) == 0);                                   // the Fanatic beat the Elder, which dies
  CHECK(count_of(g.table().graveyard, "elder") == 1);
  CHECK(bel(g, 0) + bel(g, 1) == 4);                       // the sect's three and the bonus believer
}

TEST_CASE("hegemony-of-faith: a Follower named to fight goes on until their believers are used up", "[hegemony-of-faith][confrontation][sects]") {
  // 6-2 Operation of united sects (the named Follower fights until exhausted);
  // hof.sect.designation = locked-until-exhausted
  for (const char* option : {"locked-until-exhausted", "free-each-pairing"}) {
    DYNAMIC_SECTION(option) {
      Table t = table(4, 0, rulings({{"hof.sect.designation", option}}));
      deal(t, 0, believers({"fool", "fool", "fool"}), actions({"faith-war"}));
      deal(t, 1, believers({"elder", "elder"}));
      deal(t, 2, believers({"fanatic", "fanatic"}));
      follow(t, 2, 1);
      Play g(t);
      HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
      HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
      HOF_LEGAL(g("Bob", "commit", {{"believer", "fanatic"}, {"from", "Cid"}}));  // Fool beats Fanatic
      settle(g, "Ann");
      REQUIRE(g.node() == "confront.commit");
      HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
      const Verdict own = g("Bob", "commit", {{"believer", "elder"}, {"from", "Bob"}});
      if (std::string(option) == "locked-until-exhausted") {
        CHECK_FALSE(own.legal);  // Cid still holds a Fanatic
        CHECK(own.citation == &sec::united_sects);
        HOF_LEGAL(g("Bob", "commit", {{"believer", "fanatic"}, {"from", "Cid"}}));
      } else {
        CHECK(own.legal);
      }
    }
  }
}

}  // namespace test_hof_confrontations
