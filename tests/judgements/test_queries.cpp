// Reading a judge query (judgements/query.hpp, interface.md "Judge query"): a bad query is
// an InputError whose message names the field at fault (the CLI turns it into exit 3).
// Some fields are checked when the query is read (kind, situation, game, keys), the others
// when it is answered (rulings, the asked event): both are covered here, through
// read_query then answer_query, as `referee judge` does.
#include <catch2/catch.hpp>

#include "judgements/kinds.hpp"
#include "referee/core/position.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/judge.hpp"
#include "tests/support/transcripts.hpp"

namespace test_queries {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
using Catch::Contains;
using nlohmann::json;

namespace {

const std::string kBattles = test::battles_game();

using test::query_of;

// After turn 3's summon of JH (event 9): Ann to act in her Main Phase.
json base(json ask) {
  return {{"game", "draw-of-faith"}, {"transcript", kBattles}, {"upto", 9}, {"ask", std::move(ask)}};
}

json attack_event(const std::string& player, const std::string& attacker, const std::string& target) {
  return {{"player", player}, {"action", "attack"}, {"attacker", attacker}, {"target", target}};
}

// The message of the InputError the query is refused with (read, then answered); "" if it
// is answered.
std::string refusal(const json& body) {
  try {
    const Query q = query_of(body);
    (void)answer_query(q, nullptr);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// A position of the battles game after event 9, as `validate --position-at 9` writes it.
json position_after_9() {
  const Query q = query_of(base({{"kind", "result"}}));
  const Situation s = Situation::of(q, nullptr);
  return write_position(s.game(), s.players(), *s.rulings(), s.state());
}

}  // namespace

TEST_CASE("query: a well-formed query is read and answered (control for the refusals)", "[judge][query]") {
  const Query q = query_of(base({{"kind", "is-legal"}, {"event", attack_event("Ann", "JH", "9D")}}));
  CHECK(q.kind == AskKind::is_legal);
  CHECK(q.game == builtin_games().find("draw-of-faith"));
  CHECK(q.transcript.has_value());
  CHECK_FALSE(q.position.has_value());
  CHECK(q.upto == 9);
  CHECK(refusal(base({{"kind", "is-legal"}, {"event", attack_event("Ann", "JH", "9D")}})).empty());
  CHECK(refusal(base({{"kind", "legal-actions"}, {"player", "Ann"}})).empty());
}

TEST_CASE("query: every kind is read by its name", "[judge][query]") {
  const std::pair<const char*, AskKind> kinds[] = {{"legal-actions", AskKind::legal_actions}, {"is-legal", AskKind::is_legal},
                                                   {"outcome", AskKind::outcome},             {"result", AskKind::result},
                                                   {"ruling", AskKind::ruling},               {"rule", AskKind::rule}};
  for (const auto& [name, kind] : kinds) {
    INFO(name);
    CHECK(query_of(base({{"kind", name}})).kind == kind);
    CHECK(to_string(kind) == name);
  }
}

TEST_CASE("query: an unknown kind is refused naming ask.kind, with a suggestion", "[judge][query]") {
  const json body = base({{"kind", "is-legl"}, {"event", attack_event("Ann", "JH", "9D")}});
  CHECK_THROWS_AS(query_of(body), InputError);  // refused when read, before any replay
  const std::string m = refusal(body);
  CHECK_THAT(m, Contains("ask.kind: "));
  CHECK_THAT(m, Contains("\"is-legl\""));
  CHECK_THAT(m, Contains("did you mean \"is-legal\""));
  CHECK_THAT(m, Contains("query.json:"));
  // A kind that is no string is refused at the same field.
  CHECK_THAT(refusal(base({{"kind", 3}})), Contains("ask.kind"));
  // No kind at all.
  CHECK_THAT(refusal(base(json::object())), Contains("kind"));
}

TEST_CASE("query: an unknown ruling id in \"rulings\" is refused naming it, with a suggestion", "[judge][query]") {
  json body = base({{"kind", "result"}});
  body["rulings"] = {{"dof.battle.tye", "no-effect"}};
  const std::string m = refusal(body);
  CHECK_THAT(m, Contains("unknown ruling \"dof.battle.tye\""));
  CHECK_THAT(m, Contains("did you mean \"dof.battle.tie\""));
  CHECK_THAT(m, Contains("query.json:"));
  // Also for the kinds that need no game state.
  json ruling = {{"game", "draw-of-faith"}, {"rulings", {{"dof.battle.tye", "no-effect"}}},
                 {"ask", {{"kind", "ruling"}, {"id", "dof.battle.tie"}}}};
  CHECK_THAT(refusal(ruling), Contains("dof.battle.tye"));
}

TEST_CASE("query: an unknown option of a known ruling is refused naming the ruling and the options", "[judge][query]") {
  json body = base({{"kind", "result"}});
  body["rulings"] = {{"dof.battle.tie", "coin-flip"}};
  const std::string m = refusal(body);
  CHECK_THAT(m, Contains("dof.battle.tie"));
  CHECK_THAT(m, Contains("\"coin-flip\""));
  CHECK_THAT(m, Contains("both-destroyed"));  // the options it could have been
}

TEST_CASE("query: \"rulings\" that is not an object is refused naming it", "[judge][query]") {
  json body = base({{"kind", "result"}});
  body["rulings"] = json::array({"dof.battle.tie"});
  CHECK_THROWS_AS(query_of(body), InputError);
  CHECK_THAT(refusal(body), Contains("rulings: "));
}

TEST_CASE("query: a ruling profile the catalogue refuses as a combination is an input error", "[judge][query]") {
  // Find an error-severity combination in the catalogue and ask with it.
  const Game& game = *builtin_games().find("draw-of-faith");
  const RulingConflict* error = nullptr;
  for (const auto& c : game.catalogue().conflicts())
    if (c.severity == RulingConflict::Severity::error && !c.when.empty()) {
      error = &c;
      break;
    }
  REQUIRE(error);  // Draw of Faith declares some
  json profile = json::object();
  for (const auto& [id, options] : error->when) profile[id] = options.at(0);
  json body = base({{"kind", "result"}});
  body["rulings"] = profile;
  INFO(profile.dump());
  const std::string m = refusal(body);
  CHECK_FALSE(m.empty());
  for (const auto& [id, options] : error->when) CHECK_THAT(m, Contains(id));
}

TEST_CASE("query: an unknown action (another game's vocabulary) is refused naming ask.event.action", "[judge][query]") {
  for (const char* action : {"play-card", "fuse", "cast"}) {
    INFO(action);
    const std::string m = refusal(base({{"kind", "is-legal"}, {"event", {{"player", "Ann"}, {"action", action}}}}));
    CHECK_THAT(m, Contains("ask.event.action: "));
    CHECK_THAT(m, Contains(std::string("\"") + action + "\""));
    CHECK_THAT(m, Contains("draw-of-faith"));
  }
  // The same for outcome.
  CHECK_THAT(refusal(base({{"kind", "outcome"}, {"event", {{"player", "Ann"}, {"action", "play-card"}}}})),
             Contains("ask.event.action"));
}

TEST_CASE("query: an event with a key its action does not take is refused naming it", "[judge][query]") {
  json event = attack_event("Ann", "JH", "9D");
  event["mana"] = 3;
  CHECK_THAT(refusal(base({{"kind", "is-legal"}, {"event", event}})), Contains("mana"));
}

TEST_CASE("query: an event naming a card that does not exist is refused naming the key", "[judge][query]") {
  const std::string m = refusal(base({{"kind", "is-legal"}, {"event", attack_event("Ann", "1H", "9D")}}));
  CHECK_THAT(m, Contains("ask.event.attacker"));
  CHECK_THAT(m, Contains("1H"));
}

TEST_CASE("query: an unknown player is refused naming the field", "[judge][query]") {
  const std::string m = refusal(base({{"kind", "is-legal"}, {"event", {{"player", "Zed"}, {"action", "end-turn"}}}}));
  CHECK_THAT(m, Contains("ask.event.player: "));
  CHECK_THAT(m, Contains("\"Zed\""));
  // legal-actions for a player who is not in the game.
  const std::string l = refusal(base({{"kind", "legal-actions"}, {"player", "Zed"}}));
  CHECK_THAT(l, Contains("ask.player: "));
  CHECK_THAT(l, Contains("\"Zed\""));
}

TEST_CASE("query: \"upto\" must be a non-negative integer that goes with a transcript", "[judge][query]") {
  json negative = base({{"kind", "result"}});
  negative["upto"] = -1;
  CHECK_THROWS_AS(query_of(negative), InputError);
  CHECK_THAT(refusal(negative), Contains("upto: "));

  json text = base({{"kind", "result"}});
  text["upto"] = "9";
  CHECK_THAT(refusal(text), Contains("upto: "));

  json fraction = base({{"kind", "result"}});
  fraction["upto"] = 2.5;
  CHECK_THAT(refusal(fraction), Contains("upto: "));

  json huge = base({{"kind", "result"}});
  huge["upto"] = 100'000'000;
  CHECK_THAT(refusal(huge), Contains("upto: "));

  // With a position there is no game so far to stop in.
  json with_position = {{"game", "draw-of-faith"}, {"position", position_after_9()}, {"upto", 3}, {"ask", {{"kind", "result"}}}};
  CHECK_THAT(refusal(with_position), Contains("upto: "));

  // 0 is the deal: Ann is to draw.
  json zero = base({{"kind", "legal-actions"}});
  zero["upto"] = 0;
  const Answer a = answer_query(query_of(zero), nullptr);
  REQUIRE(a.details.contains("actions"));
  CHECK(a.details.at("actions").contains("draw"));
}

TEST_CASE("query: \"upto\" past the transcript's last event is refused, its last event is not", "[judge][query]") {
  json past = base({{"kind", "result"}});
  past["upto"] = 99;
  CHECK_THAT(refusal(past), Contains("upto: the transcript has 22 events, so there is no event 99"));

  json last = base({{"kind", "result"}});
  last["upto"] = 22;
  CHECK_NOTHROW(answer_query(query_of(last), nullptr));
}

TEST_CASE("query: a question about a game needs exactly one situation", "[judge][query]") {
  // Neither.
  json neither = {{"game", "draw-of-faith"}, {"ask", {{"kind", "is-legal"}, {"event", attack_event("Ann", "JH", "9D")}}}};
  CHECK_THROWS_AS(query_of(neither), InputError);
  const std::string n = refusal(neither);
  CHECK_THAT(n, Contains("ask: "));
  CHECK_THAT(n, Contains("\"position\""));
  CHECK_THAT(n, Contains("\"transcript\""));
  for (const char* kind : {"legal-actions", "outcome", "result"}) {
    INFO(kind);
    CHECK_THAT(refusal({{"game", "draw-of-faith"}, {"ask", {{"kind", kind}}}}), Contains("ask: "));
  }
  // Both.
  json both = base({{"kind", "result"}});
  both["position"] = position_after_9();
  CHECK_THROWS_AS(query_of(both), InputError);
  const std::string b = refusal(both);
  CHECK_THAT(b, Contains("transcript: "));
  CHECK_THAT(b, Contains("not both"));
  // ruling and rule need none.
  CHECK(refusal({{"game", "draw-of-faith"}, {"ask", {{"kind", "ruling"}, {"id", "dof.battle.tie"}}}}).empty());
  CHECK(refusal({{"game", "draw-of-faith"}, {"ask", {{"kind", "rule"}, {"section", "Battle Phase"}}}}).empty());
}

TEST_CASE("query: a situation that is neither a file name nor an object is refused naming it", "[judge][query]") {
  json body = base({{"kind", "result"}});
  body["transcript"] = json::array();
  CHECK_THAT(refusal(body), Contains("transcript: "));
  json missing = base({{"kind", "result"}});
  missing["transcript"] = "no-such-transcript.json";
  CHECK_THAT(refusal(missing), Contains("no-such-transcript.json"));
}

TEST_CASE("query: a position or a transcript of another game is refused naming its game", "[judge][query]") {
  json position = position_after_9();
  position["game"] = "hero-duel";
  const std::string p = refusal({{"game", "draw-of-faith"}, {"position", position}, {"ask", {{"kind", "result"}}}});
  CHECK_THAT(p, Contains("position.game: "));
  CHECK_THAT(p, Contains("hero-duel"));

  json transcript = test::dof_transcript(std::vector<std::string>{"Ann", "Bob"}, {{"Ann", {"?", "?", "?", "?", "?"}}, {"Bob", {"?", "?", "?", "?", "?"}}},
                                         json::array());
  transcript["game"] = "hero-duel";
  const std::string t = refusal({{"game", "draw-of-faith"}, {"transcript", transcript}, {"ask", {{"kind", "result"}}}});
  CHECK_THAT(t, Contains("transcript.game: "));
  CHECK_THAT(t, Contains("hero-duel"));
}

TEST_CASE("query: an unknown game is refused naming \"game\", with a suggestion", "[judge][query]") {
  json body = base({{"kind", "result"}});
  body["game"] = "draw-of-fate";
  const std::string m = refusal(body);
  CHECK_THAT(m, Contains("game: "));
  CHECK_THAT(m, Contains("did you mean \"draw-of-faith\""));
}

TEST_CASE("query: an unknown top-level key or ask key is refused naming it", "[judge][query]") {
  json top = base({{"kind", "result"}});
  top["rulngs"] = json::object();
  CHECK_THROWS_AS(query_of(top), InputError);
  const std::string m = refusal(top);
  CHECK_THAT(m, Contains("rulngs: "));
  CHECK_THAT(m, Contains("did you mean \"rulings\""));
  // "comment" is allowed.
  json commented = base({{"kind", "result"}});
  commented["comment"] = "why this query";
  CHECK(refusal(commented).empty());

  // An ask key its kind does not take.
  const std::string e = refusal(base({{"kind", "is-legal"}, {"evnt", attack_event("Ann", "JH", "9D")}}));
  CHECK_THAT(e, Contains("evnt"));
  CHECK_THAT(refusal(base({{"kind", "result"}, {"event", attack_event("Ann", "JH", "9D")}})), Contains("event"));
  CHECK_THAT(refusal(base({{"kind", "is-legal"}})), Contains("event"));  // and a missing one
}

TEST_CASE("query: the message gives the line of the field in a query file", "[judge][query]") {
  // dump(2): "ask" opens on line 2, its "kind" is on line 3.
  const std::string m = refusal(base({{"kind", "is-legl"}}));
  CHECK_THAT(m, Contains("query.json:3: ask.kind: "));
}

TEST_CASE("query: a position that cannot exist is refused naming the field", "[judge][query]") {
  SECTION("a card twice") {
    json position = position_after_9();
    position["state"]["players"]["Ann"]["zones"]["hand"].push_back("9D");  // 9D is on Bob's field
    const std::string m = refusal({{"game", "draw-of-faith"}, {"position", position}, {"ask", {{"kind", "result"}}}});
    CHECK_THAT(m, Contains("9D"));
    CHECK_THAT(m, Contains("twice"));
    CHECK_THAT(m, Contains("state.players."));
  }
  SECTION("an unknown player") {
    json position = position_after_9();
    position["players"] = {"Ann", "Zed"};
    const std::string m = refusal({{"game", "draw-of-faith"}, {"position", position}, {"ask", {{"kind", "result"}}}});
    CHECK_THAT(m, Contains("\"Bob\""));
    CHECK_THAT(m, Contains("state.players"));
  }
  SECTION("a control: the same position unchanged is answered") {
    CHECK(refusal({{"game", "draw-of-faith"}, {"position", position_after_9()}, {"ask", {{"kind", "result"}}}}).empty());
  }
}

}  // namespace test_queries
