// The judge on hero-duel: each answer cites the rule behind the very action asked about
// (a 4-star summon is not the 1-3 star rule, a direct attack is not a fight between
// monsters), names the players as the record does, and reports what changed without
// counting an emptied zone as an unknown card. On
// fixtures/hero-duel/legal/direct-attack-against-an-empty-side.json:
//   events 1-3  Ann draws, summons Ember Squire in M0, ends    4-5 Bob draws, ends
//   event 6     Ann draws                                       7 the Squire attacks Bob directly
//   event 8     Ann tributes the Squire for Iron Warden (4 stars) into M1
#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/support/judge.hpp"

namespace test_hd_answers {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
using Catch::Contains;
using nlohmann::json;

namespace {

const std::string kDirect = test::source_path("fixtures/hero-duel/legal/direct-attack-against-an-empty-side.json");

Answer ask(int upto, json question) {
  return answer_query(test::query_of({{"game", "hero-duel"}, {"transcript", kDirect}, {"upto", upto}, {"ask", std::move(question)}}),
                      nullptr);
}

json event(const char* action, json keys) {
  keys["player"] = "Ann";
  keys["action"] = action;
  return keys;
}

bool cites(const Answer& a, const std::string& title) {
  return std::find(a.citations.begin(), a.citations.end(), title) != a.citations.end();
}

}  // namespace

TEST_CASE("hero-duel judge: a 4-star tribute summon cites Stars 4-5, not Stars 1-3", "[judge][hero-duel]") {
  const Answer a = ask(7, {{"kind", "outcome"}, {"event", event("summon", {{"card", "iron-warden"}, {"zone", "M1"}, {"tributes", {"M0"}}})}});
  INFO(answer_text(a));
  CHECK(a.verdict == "legal");
  CHECK(cites(a, "4. Summoning Rules: Stars 4–5"));
  CHECK_FALSE(cites(a, "4. Summoning Rules: Stars 1–3"));
  // The Squire left M0 for the graveyard: a known card moved, no unknown card appeared.
  CHECK_THAT(answer_text(a), Contains("ember-squire: Ann's monster zone -> Ann's graveyard"));
  CHECK_THAT(answer_text(a), !Contains("unknown card"));
}

TEST_CASE("hero-duel judge: a direct attack cites 7. Direct Attacks, legal or not", "[judge][hero-duel]") {
  const Answer legal = ask(6, {{"kind", "is-legal"}, {"event", event("attack", {{"attacker", "M0"}, {"target", "Bob"}})}});
  INFO(answer_text(legal));
  CHECK(legal.verdict == "legal");
  CHECK(legal.citations == std::vector<std::string>{"7. Direct Attacks"});
  // After Bob's Cinder Imp arrives (event 12), the same attack is refused, by name.
  const Answer refused = ask(14, {{"kind", "is-legal"}, {"event", event("attack", {{"attacker", "M1"}, {"target", "Bob"}})}});
  INFO(answer_text(refused));
  CHECK(refused.verdict == "illegal");
  CHECK_THAT(refused.explanation, Contains("Bob controls a monster"));
  CHECK(refused.citations.front() == "7. Direct Attacks");
}

TEST_CASE("hero-duel judge: a monster destroyed empties its zone, which is no unknown card", "[judge][hero-duel]") {
  // Event 15: the Warden attacks Bob's face-down Cinder Imp, which turns up and is destroyed.
  const Answer a = ask(14, {{"kind", "outcome"}, {"event", event("attack", {{"attacker", "M1"}, {"target", "Bob:M0"}})}});
  INFO(answer_text(a));
  CHECK(a.verdict == "legal");
  CHECK_THAT(answer_text(a), Contains("cinder-imp: Bob's monster zone -> Bob's graveyard"));
  CHECK_THAT(answer_text(a), !Contains("unknown card"));
  CHECK(cites(a, "6. Combat Rules: Attacking Face-Down Monsters"));
}

TEST_CASE("hero-duel judge: refusals name the players, not seats", "[judge][hero-duel]") {
  const Answer a = ask(8, {{"kind", "is-legal"}, {"event", event("summon", {{"card", "frost-archer"}, {"zone", "M2"}})}});
  INFO(answer_text(a));
  CHECK(a.verdict == "illegal");
  CHECK_THAT(a.explanation, Contains("Ann has used this turn's summon"));
  CHECK_THAT(a.explanation, !Contains("P1"));
}

TEST_CASE("hero-duel judge: the legal actions cite each summon's own rule", "[judge][hero-duel]") {
  const Answer a = ask(7, {{"kind", "legal-actions"}});
  INFO(answer_text(a));
  CHECK(cites(a, "4. Summoning Rules: Stars 1–3"));  // Frost Archer, face down
  CHECK(cites(a, "4. Summoning Rules: Stars 4–5"));  // Iron Warden over the Squire
}

}  // namespace test_hd_answers
