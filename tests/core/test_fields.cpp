// Field tables (referee/core/fields.hpp): one list gives a position object's writer, reader
// and allowed keys; and the subsets a move generator walks (referee/core/combinations.hpp).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tests/support/input_error.hpp"
#include "referee/core/combinations.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/fields.hpp"
#include "referee/core/json_source.hpp"

namespace test_fields {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;
using test::error_of;

namespace {

struct Piece {
  int count = 0;
  long long big = 0;
  bool flag = false;
  std::string name;
  int extra = 0;  // not in the table
};

const Fields<Piece> kRequired{{"count", &Piece::count, 0, 9}, {"big", &Piece::big, -5'000'000'000, 5'000'000'000},
                              {"flag", &Piece::flag}, {"name", &Piece::name}};
const Fields<Piece> kOptional{{{"count", &Piece::count, 0, 9}, {"flag", &Piece::flag}}, Presence::optional};

}  // namespace

TEST_CASE("fields: every field is written and read back, of each type", "[core][fields]") {
  const Piece p{7, 4'000'000'000, true, "Ann", 3};
  json out = json::object();
  kRequired.write(p, out);
  CHECK(out == json{{"count", 7}, {"big", 4'000'000'000}, {"flag", true}, {"name", "Ann"}});
  JsonDocument doc = parse_json(out.dump(), "p.json");
  Piece back;
  kRequired.read(JsonObject(doc, doc.root, ""), back);
  CHECK(back.count == 7);
  CHECK(back.big == 4'000'000'000);
  CHECK(back.flag);
  CHECK(back.name == "Ann");
  CHECK(back.extra == 0);
  CHECK(kRequired.keys({"extra"}) == std::vector<std::string>{"extra", "count", "big", "flag", "name"});
}

TEST_CASE("fields: a required field that is missing or out of range is refused by its key", "[core][fields]") {
  JsonDocument doc = parse_json(R"({"count": 12, "big": 1, "flag": true, "name": "x"})", "p.json");
  Piece p;
  InputError e = error_of([&] { kRequired.read(JsonObject(doc, doc.root, ""), p); });
  CHECK(e.where().field == "count");
  CHECK_THAT(e.message(), Catch::Contains("must be an integer from 0 to 9, found 12"));
  JsonDocument missing = parse_json(R"({"count": 1, "big": 1, "name": "x"})", "p.json");
  CHECK(error_of([&] { kRequired.read(JsonObject(missing, missing.root, ""), p); }).where().field == "flag");
}

TEST_CASE("fields: optional fields are written only when set and read as 0 when absent", "[core][fields]") {
  json out = json::object();
  kOptional.write(Piece{0, 0, false, "", 0}, out);
  CHECK(out.empty());
  kOptional.write(Piece{2, 0, false, "", 0}, out);
  CHECK(out == json{{"count", 2}});
  JsonDocument doc = parse_json(R"({"flag": true})", "p.json");
  Piece p{5, 0, false, "", 0};
  kOptional.read(JsonObject(doc, doc.root, ""), p);
  CHECK(p.count == 0);
  CHECK(p.flag);
}

namespace {

struct Bag {
  std::vector<Piece> pieces;
};
const Fields<Bag> kBag{object_list("list", &Bag::pieces, kOptional, "pieces")};

}  // namespace

TEST_CASE("fields: a list of objects is read by path", "[core][fields]") {
  JsonDocument doc = parse_json(R"({"list": [{"count": 1, "flag": false}, {"count": 2, "flag": true}]})", "p.json");
  Bag bag;
  kBag.read(JsonObject(doc, doc.root, ""), bag);
  REQUIRE(bag.pieces.size() == 2);
  CHECK(bag.pieces[1].count == 2);
  CHECK(bag.pieces[1].flag);
  json out = json::object();
  kBag.write(bag, out);
  CHECK(out == json::parse(R"({"list": [{"count": 1}, {"count": 2, "flag": true}]})"));

  JsonDocument bad = parse_json(R"({"list": [{"count": 1}, {"cout": 2}]})", "p.json");
  InputError e = error_of([&] { kBag.read(JsonObject(bad, bad.root, ""), bag); });
  CHECK(e.where().field == "list[1].cout");
  CHECK_THAT(e.message(), Catch::Contains("unknown key \"cout\""));
}

namespace {

enum class Colour { red, blue };
constexpr std::pair<Colour, std::string_view> kColours[] = {{Colour::red, "red"}, {Colour::blue, "blue"}};

struct Seat {
  int gold = 0;
};
struct Board {
  int active = 0;
  int last = -1;
  Colour colour = Colour::red;
  int round = 0;
  std::vector<Seat> seats;
};

const Fields<Board> kRound{{"round", &Board::round, 0, 9}};
const Fields<Seat> kSeat{{"gold", &Seat::gold, 0, 9}};
const Fields<Board> kBoard{seat_field("active", &Board::active), seat_field("last", &Board::last, true),
                           name_field("colour", &Board::colour, kColours, "colour"), nested("this_round", kRound),
                           player_objects("players", &Board::seats, kSeat)};
const PlayerNames kNames{"Ann", "Bob"};

}  // namespace

TEST_CASE("fields: players by name, enums by their names, objects of more fields", "[core][fields]") {
  Board b{1, -1, Colour::blue, 3, {Seat{4}, Seat{5}}};
  json out = json::object();
  kBoard.write(b, out, kNames);
  CHECK(out == json::parse(R"({"active": "Bob", "last": null, "colour": "blue", "this_round": {"round": 3},
                               "players": {"Ann": {"gold": 4}, "Bob": {"gold": 5}}})"));
  JsonDocument doc = parse_json(out.dump(), "p.json");
  Board back;
  kBoard.read(JsonObject(doc, doc.root, "", "state"), back, kNames);
  CHECK(back.active == 1);
  CHECK(back.last == -1);
  CHECK(back.colour == Colour::blue);
  CHECK(back.round == 3);
  REQUIRE(back.seats.size() == 2);
  CHECK(back.seats[1].gold == 5);

  auto error = [&](const std::string& text) {
    JsonDocument d = parse_json(text, "p.json");
    Board x;
    return error_of([&] { kBoard.read(JsonObject(d, d.root, "", "state"), x, kNames); });
  };
  const std::string rest = R"("this_round": {"round": 1}, "players": {"Ann": {"gold": 1}, "Bob": {"gold": 2}}})";
  InputError e = error(R"({"active": "Bon", "last": null, "colour": "red", )" + rest);
  CHECK(e.where().field == "state.active");
  CHECK(e.message() == "unknown player \"Bon\" (did you mean \"Bob\"?)");
  e = error(R"({"active": "Ann", "last": null, "colour": "rde", )" + rest);
  CHECK(e.message() == "unknown colour \"rde\" (did you mean \"red\"?)");
  e = error(R"({"active": "Ann", "last": null, "colour": "red", "this_round": {"round": 1, "rund": 2},
               "players": {"Ann": {"gold": 1}, "Bob": {"gold": 2}}})");
  CHECK(e.where().field == "state.this_round.rund");
  e = error(R"({"active": "Ann", "last": null, "colour": "red", "this_round": {"round": 1}, "players": {"Ann": {"gold": 1}}})");
  CHECK(e.where().field == "state.players.Bob");
  CHECK(e.message() == "missing the state of player \"Bob\"");
  e = error(R"({"active": "Ann", "last": null, "colour": "red", "this_round": {"round": 1},
               "players": {"Ann": {"gold": 1}, "Bob": {"gold": 12}}})");
  CHECK(e.where().field == "state.players.Bob.gold");
  CHECK(e.where().line == 2);
}

namespace {

// A context with more than the players: the bound a field reads by.
struct Bound {
  const PlayerNames& players;
  int max;
};

struct Shot {
  int kind = 0;
  int owner = -1;
  int at = 0;
  int times = 0;
  int range = 7;
};

// "at" only for kind 1, by the context's bound; "at" and "times" both or neither.
Field<Shot, Bound> shot_at() {
  Field<Shot, Bound> f{"at", [](const Shot& s, const Bound&) { return json(s.at); },
                       [](const JsonValue& v, Shot& s, const Bound& b) { s.at = v.small(1, b.max); }, Presence::optional};
  f.when = [](const Shot& s) { return s.kind == 1; };
  return with(f, "times");
}

const Fields<Shot, Bound> kShot{{"kind", &Shot::kind, 0, 1},
                                seat_field<Bound>("owner", &Shot::owner),
                                {"range", &Shot::range, 0, 9, Presence::read_optional},
                                shot_at(),
                                with<Shot, Bound>({"times", &Shot::times, 1, 9, Presence::optional}, "at")};

}  // namespace

TEST_CASE("fields: a context reaches every field, keys of one kind, keys written together", "[core][fields]") {
  const Bound bound{kNames, 5};
  const json out = kShot.write(Shot{1, 1, 3, 2, 7}, bound);
  CHECK(out == json{{"kind", 1}, {"owner", "Bob"}, {"range", 7}, {"at", 3}, {"times", 2}});
  CHECK(kShot.write(Shot{0, 0, 0, 0, 4}, bound) == json{{"kind", 0}, {"owner", "Ann"}, {"range", 4}});
  CHECK(kShot.keys_for(Shot{}) == std::vector<std::string>{"kind", "owner", "range", "times"});
  CHECK(kShot.keys_for(Shot{1}) == std::vector<std::string>{"kind", "owner", "range", "at", "times"});

  auto read = [&](const std::string& text, Shot& s) {
    JsonDocument d = parse_json(text, "p.json");
    kShot.read(JsonObject(d, d.root, ""), s, bound);
  };
  Shot s;
  read(out.dump(), s);
  CHECK((s.owner == 1 && s.at == 3 && s.times == 2));
  Shot kept{0, -1, 0, 0, 8};
  read(R"({"kind": 0, "owner": "Ann"})", kept);
  CHECK(kept.range == 8);  // read_optional: absent, left at what it was
  CHECK(error_of([&] { read(R"({"kind": 1, "owner": "Ann", "at": 6, "times": 1})", s); }).message() ==
        "must be an integer from 1 to 5, found 6");
  InputError e = error_of([&] { read(R"({"kind": 1, "owner": "Ann", "times": 1})", s); });
  CHECK(e.where().field == "at");
  CHECK_THAT(e.message(), Catch::Contains("missing key \"at\""));
  CHECK(error_of([&] { read(R"({"kind": 1, "owner": "Ann", "at": 2})", s); }).where().field == "times");
  CHECK(json_list(std::vector<int>{1, 2}, [](int i) { return i * 2; }) == json{2, 4});
}

TEST_CASE("combinations: subsets come smallest first, in order, and stop when asked", "[core][combinations]") {
  std::vector<std::vector<int>> seen;
  CHECK(for_subsets(std::vector<int>{1, 2, 3}, 1, 2, [&](const std::vector<int>& s) { return seen.push_back(s), true; }));
  CHECK(seen == std::vector<std::vector<int>>{{1}, {2}, {3}, {1, 2}, {1, 3}, {2, 3}});
  seen.clear();
  CHECK_FALSE(for_subsets(std::vector<int>{1, 2, 3}, 0, 3, [&](const std::vector<int>& s) {
    seen.push_back(s);
    return seen.size() < 3;
  }));
  CHECK(seen.size() == 3);
  seen.clear();
  CHECK(for_subsets(std::vector<int>{1, 2}, 3, 5, [&](const std::vector<int>& s) { return seen.push_back(s), true; }));
  CHECK(seen.empty());
}

TEST_CASE("combinations: sequences and multisets come in order, and stop when asked", "[core][combinations]") {
  std::vector<std::vector<int>> seen;
  auto keep = [&](const std::vector<int>& s) { return seen.push_back(s), true; };
  CHECK(for_sequences(std::vector<int>{1, 2}, 2, false, keep));
  CHECK(seen == std::vector<std::vector<int>>{{1, 1}, {1, 2}, {2, 1}, {2, 2}});
  seen.clear();
  CHECK(for_sequences(std::vector<int>{1, 2, 3}, 2, true, keep));
  CHECK(seen == std::vector<std::vector<int>>{{1, 1}, {1, 2}, {1, 3}, {2, 2}, {2, 3}, {3, 3}});
  seen.clear();
  CHECK(for_sequences(std::vector<int>{}, 0, true, keep));
  CHECK(seen == std::vector<std::vector<int>>{{}});
  seen.clear();
  CHECK(for_sequences(std::vector<int>{}, 2, false, keep));
  CHECK(seen.empty());
  CHECK_FALSE(for_sequences(std::vector<int>{1, 2, 3}, 3, false, [&](const std::vector<int>& s) {
    seen.push_back(s);
    return seen.size() < 4;
  }));
  CHECK(seen.size() == 4);
}

}  // namespace test_fields
