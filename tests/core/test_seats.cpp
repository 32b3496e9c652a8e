// The engine's readers of positions and setups (referee/core/json_value.hpp, seats.hpp,
// fields.hpp): paths in messages, player names to seats, per-player objects and lists.
#include <catch2/catch.hpp>

#include <string>

#include "tests/support/input_error.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/fields.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/json_value.hpp"
#include "referee/core/seats.hpp"

namespace test_seats {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using referee::test::error_of;

namespace {

const std::vector<std::string> kPlayers = {"Ann", "Bob"};

struct Counters {
  int steals = 0;
  bool wandered = false;
};

}  // namespace

TEST_CASE("json value: an element's message names its path below the key", "[core][json]") {
  const JsonDocument doc = parse_json(R"({"zones": {"hand": ["7H", 3]}})", "p.json");
  const JsonObject root(doc, doc.root, "", "state");
  const JsonValue hand = JsonValue::of(root, "zones").member("hand");
  const InputError e = error_of([&] { (void)hand.elem(1).string(); });
  CHECK(e.where().field == "state.zones.hand[1]");
  CHECK(e.message() == "expected a string, found an integer");
  CHECK(error_of([&] { (void)hand.member("x"); }).message() == "expected an object, found an array");
}

TEST_CASE("seats: an unknown player is named with a suggestion, a huge name is cut", "[core][seats]") {
  CHECK(unknown_player("Bbo", kPlayers) == "unknown player \"Bbo\" (did you mean \"Bob\"?)");
  const std::string huge(100000, 'x');
  CHECK(unknown_player(huge, kPlayers) == "unknown player \"" + std::string(64, 'x') + "...\"");
  const JsonDocument doc = parse_json(R"({"to": null, "who": ["Ann", "Ann"]})", "p.json");
  const JsonObject root(doc, doc.root, "", "state");
  CHECK(seat_or_null(JsonValue::of(root, "to"), kPlayers) == -1);
  CHECK(error_of([&] { (void)seat_of(root, "to", kPlayers); }).message() == "expected a string, found null");
  const InputError twice = error_of([&] { (void)seats_of(JsonValue::of(root, "who"), kPlayers); });
  CHECK(twice.where().field == "state.who[1]");
  CHECK(twice.message() == "Ann is listed twice");
}

TEST_CASE("seats: an object keyed by player has every player and no one else", "[core][seats]") {
  const JsonDocument doc = parse_json(R"({"a": {"Ann": 1, "Cid": 2}, "b": {"Ann": 1}})", "p.json");
  const JsonObject root(doc, doc.root, "", "state");
  CHECK(error_of([&] { check_player_keys(root.object_at("a"), kPlayers); }).message() == "unknown player \"Cid\"");
  const InputError missing = error_of([&] { check_player_keys(root.object_at("b"), kPlayers); });
  CHECK(missing.where().field == "state.b.Bob");
  CHECK(missing.message() == "missing the state of player \"Bob\"");
}

TEST_CASE("seats: per-player lists are read in order, a player left out only when allowed", "[core][seats]") {
  const JsonDocument doc = parse_json(R"({"hands": {"Bob": ["x", "y"]}, "bad": {"Ann": [1]}})", "p.json");
  const JsonObject root(doc, doc.root, "", "setup");
  std::vector<std::string> read;
  auto item = [&](int seat, const std::string& text, const JsonValue&) { read.push_back(std::to_string(seat) + text); };
  read_player_lists(root.object_at("hands"), kPlayers, {"cards", "cards", ""}, item);
  CHECK(read == std::vector<std::string>{"1x", "1y"});
  const InputError missing = error_of([&] { read_player_lists(root.object_at("hands"), kPlayers, {"cards", "cards", "hand"}, item); });
  CHECK(missing.where().field == "setup.hands.Ann");
  CHECK(missing.message() == "missing the hand of Ann");
  CHECK(error_of([&] { read_player_lists(root.object_at("bad"), kPlayers, {"cards", "card ids", ""}, item); }).message() ==
        "expected card ids, found an integer");
}

TEST_CASE("fields: one list writes, reads and allows the same keys", "[core][fields]") {
  const Fields<Counters> fields{{"steals", &Counters::steals, 0, 9}, {"wandered", &Counters::wandered}};
  nlohmann::json out = {{"name", "Ann"}};
  fields.write(Counters{4, true}, out);
  CHECK(out == nlohmann::json{{"name", "Ann"}, {"steals", 4}, {"wandered", true}});
  CHECK(fields.keys({"name"}) == std::vector<std::string>{"name", "steals", "wandered"});
  const JsonDocument doc = parse_json(out.dump(), "p.json");
  const JsonObject root(doc, doc.root, "", "state");
  Counters back;
  fields.read(root, back);
  CHECK((back.steals == 4 && back.wandered));
  const JsonDocument wrong = parse_json(R"({"steals": 10, "wandered": true})", "p.json");
  CHECK(error_of([&] { fields.read(JsonObject(wrong, wrong.root, "", "state"), back); }).message() ==
        "must be an integer from 0 to 9, found 10");
}

}  // namespace test_seats
