// The setup under hd.setup.first-player and hd.setup.opening-shuffle: what each option lets
// a record say, checked through whole transcripts (1. Match Structure).
#include "hd_game.hpp"

namespace test_hd_setup_rulings {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdgame;

namespace {

// Ann's list in the order submitted; Bob's as in decks().
json ordered_setup(json ann_hand) {
  json d = decks();
  return {{"first", "Ann"}, {"decks", d}, {"hands", {{"Ann", std::move(ann_hand)}, {"Bob", {"?", "?", "?", "?", "?"}}}}};
}

std::string cited(const Replay& r) {
  REQUIRE(r.violation);
  return r.violation->citation ? std::string(r.violation->citation->title) : "";
}

bool consulted(const Replay& r, const std::string& id) {
  return std::find(r.violation->rulings.begin(), r.violation->rulings.end(), id) != r.violation->rulings.end();
}

}  // namespace

TEST_CASE("hero-duel setup: hd.setup.first-player = seeded-coin-flip checks the first player against the seed's flip",
          "[hero-duel][game][rulings]") {
  const json flip_rulings = {{"hd.setup.first-player", "seeded-coin-flip"}};
  // Two seeds whose flips differ, found with the referee's own coin flip.
  long long to_ann = -1, to_bob = -1;
  for (long long s = 0; s < 64 && (to_ann < 0 || to_bob < 0); ++s) (hd::coin_flip(s) == 0 ? to_ann : to_bob) = s;
  REQUIRE(to_ann >= 0);
  REQUIRE(to_bob >= 0);
  json s = ordered_setup({"?", "?", "?", "?", "?"});
  s["seed"] = to_ann;
  CHECK_FALSE(run(transcript(s, json::array(), nullptr, flip_rulings)).violation);
  s["seed"] = to_bob;  // the flip gives Bob the first turn, the record says Ann
  const Replay wrong = run(transcript(s, json::array(), nullptr, flip_rulings));
  CHECK(wrong.violation->at == Violation::At::setup);
  CHECK(cited(wrong) == "1. Match Structure");
  CHECK(consulted(wrong, "hd.setup.first-player"));
  s["first"] = "Bob";
  CHECK_FALSE(run(transcript(s, json::array(), nullptr, flip_rulings)).violation);
  s.erase("seed");
  CHECK(cited(run(transcript(s, json::array(), nullptr, flip_rulings))) == "1. Match Structure");
  // recorded: the record's word, seed or not.
  s["seed"] = to_ann;
  CHECK_FALSE(run(transcript(s, json::array())).violation);
}

TEST_CASE("hero-duel setup: hd.setup.opening-shuffle = as-submitted draws the deck in the order listed",
          "[hero-duel][game][rulings]") {
  const json as_listed = {{"hd.setup.opening-shuffle", "as-submitted"}};
  const std::vector<std::string> ann = decks()["Ann"].get<std::vector<std::string>>();
  const json top5(std::vector<std::string>(ann.begin(), ann.begin() + 5));
  SECTION("the opening five are the first five listed") {
    CHECK_FALSE(run(transcript(ordered_setup(top5), json::array(), nullptr, as_listed)).violation);
    json later = top5;
    later[0] = ann[8];  // a card further down the list
    const Replay r = run(transcript(ordered_setup(later), json::array(), nullptr, as_listed));
    CHECK(cited(r) == "1. Match Structure");
    CHECK(consulted(r, "hd.setup.opening-shuffle"));
    // Under shuffled the same hand is fine.
    CHECK_FALSE(run(transcript(ordered_setup(later), json::array())).violation);
  }
  SECTION("every draw is known: it must be the next card") {
    json right = {ev("Ann", "draw", {{"cards", {ann[5], ann[6]}}})};
    CHECK_FALSE(run(transcript(ordered_setup(top5), right, nullptr, as_listed)).violation);
    json wrong = {ev("Ann", "draw", {{"cards", {ann[7], "?"}}})};
    const Replay r = run(transcript(ordered_setup(top5), wrong, nullptr, as_listed));
    REQUIRE(r.violation);
    CHECK(r.violation->event == 1);
    // Drawn unseen, the cards are still known: the hand holds them.
    json unseen = {ev("Ann", "draw", {{"cards", {"?", "?"}}})};
    const Replay u = run(transcript(ordered_setup(top5), unseen, nullptr, as_listed));
    REQUIRE_FALSE(u.violation);
    const auto& hand = static_cast<const hd::HdState&>(*u.state).table().p(0).hand;
    CHECK(std::vector<std::string>(hand.begin() + 5, hand.end()) == std::vector<std::string>{ann[5], ann[6]});
  }
}

TEST_CASE("hero-duel setup: a mulligan only under hd.setup.opening-shuffle = one-mulligan, from the deck list",
          "[hero-duel][game][rulings]") {
  json s = ordered_setup({"?", "?", "?", "?", "?"});
  s["mulligan"] = {{"Bob", {"pyra", "iron-warden", "?", "?", "?"}}};
  const json one = {{"hd.setup.opening-shuffle", "one-mulligan"}};
  CHECK_FALSE(run(transcript(s, json::array(), nullptr, one)).violation);
  const Replay refused = run(transcript(s, json::array()));
  CHECK(cited(refused) == "1. Match Structure");
  CHECK(consulted(refused, "hd.setup.opening-shuffle"));
  s["mulligan"]["Bob"][2] = "storm-drake";  // not in Bob's list
  CHECK(cited(run(transcript(s, json::array(), nullptr, one))) == "1. Match Structure");
  s["mulligan"]["Bob"] = {"?", "?"};
  CHECK(cited(run(transcript(s, json::array(), nullptr, one))) == "1. Match Structure");
}

TEST_CASE("hero-duel game: another turn for the same player, its draw recorded (hd.turn.end-turn-limit = extra-turns)",
          "[hero-duel][game][rulings]") {
  json s = ordered_setup({"borrowed-time", "?", "?", "?", "?"});
  s["decks"]["Ann"].push_back("borrowed-time");
  json events = {ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "play-spell", {{"card", "borrowed-time"}}),
                 ev("Ann", "end-turn"), ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "end-turn"),
                 ev("Bob", "draw", {{"cards", {"?", "?"}}})};
  const Replay r = run(transcript(s, events, nullptr, {{"hd.turn.end-turn-limit", "extra-turns"}}));
  INFO((r.violation ? r.violation->reason : ""));
  CHECK_FALSE(r.violation);
  CHECK(r.applied == 6);
  const Replay plain = run(transcript(s, events));
  REQUIRE(plain.violation);
  CHECK(plain.violation->event == 4);  // under closing-act it is Bob's turn
}

}  // namespace test_hd_setup_rulings
