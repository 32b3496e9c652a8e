// Strict reading of JSON objects (referee/core/json_fields.hpp): required and unknown keys
// (with suggestions), types, integer ranges; every error names the file, line, event and key.
#include <catch2/catch.hpp>

#include <functional>
#include <limits>
#include <string>

#include "tests/support/input_error.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/json_fields.hpp"
#include "referee/core/json_source.hpp"

namespace test_json_fields {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

const std::string kText =
    "{\n"                                        // 1
    "  \"name\": \"Ann\",\n"                     // 2
    "  \"count\": 7,\n"                          // 3
    "  \"negative\": -4,\n"                      // 4
    "  \"huge\": 18446744073709551615,\n"        // 5
    "  \"ratio\": 0.5,\n"                        // 6
    "  \"flag\": true,\n"                        // 7
    "  \"list\": [1, 2],\n"                      // 8
    "  \"nothing\": null,\n"                     // 9
    "  \"setup\": {\n"                           // 10
    "    \"first\": \"Ann\",\n"                  // 11
    "    \"hands\": {\"Ann\": []}\n"             // 12
    "  }\n"                                      // 13
    "}\n";

using test::error_of;

}  // namespace

TEST_CASE("json_fields: reading present keys of the right type", "[core][json_fields]") {
  JsonDocument doc = parse_json(kText, "f.json");
  JsonObject root(doc, doc.root, "");
  CHECK(root.has("name"));
  CHECK_FALSE(root.has("absent"));
  CHECK(root.find("absent") == nullptr);
  CHECK(root.find("count") != nullptr);
  CHECK(root.require_string("name") == "Ann");
  CHECK(root.optional_string("name") == std::optional<std::string>("Ann"));
  CHECK_FALSE(root.optional_string("absent").has_value());
  CHECK(root.require_integer("count", 0, 10) == 7);
  CHECK(root.require_integer("negative", -10, 0) == -4);
  JsonObject setup = root.object_at("setup");
  CHECK(setup.pointer() == "/setup");
  CHECK(setup.require_string("first") == "Ann");
  CHECK(root.require_object("setup").value().size() == 2);
}

TEST_CASE("json_fields: a missing key names the key, the file and the object's line", "[core][json_fields]") {
  JsonDocument doc = parse_json(kText, "f.json");
  JsonObject root(doc, doc.root, "");
  JsonObject setup = root.object_at("setup");
  InputError e = error_of([&] { (void)setup.require("deck"); });
  CHECK(e.where().file == "f.json");
  CHECK(e.where().line == 10);
  CHECK(e.where().field == "setup.deck");
  CHECK_THAT(e.message(), Catch::Contains("missing key \"deck\""));
  CHECK_THAT(e.describe(), Catch::StartsWith("f.json:10: setup.deck: missing key"));
}

TEST_CASE("json_fields: a value of the wrong type says what was expected and what was found", "[core][json_fields]") {
  JsonDocument doc = parse_json(kText, "f.json");
  JsonObject root(doc, doc.root, "");

  InputError e = error_of([&] { (void)root.require_string("count"); });
  CHECK(e.where().line == 3);
  CHECK(e.where().field == "count");
  CHECK_THAT(e.message(), Catch::Contains("expected a string, found an integer"));

  CHECK_THAT(error_of([&] { (void)root.require_integer("name", 0, 9); }).message(),
             Catch::Contains("expected an integer, found a string"));
  CHECK_THAT(error_of([&] { (void)root.require_integer("ratio", 0, 9); }).message(),
             Catch::Contains("found a number"));
  CHECK_THAT(error_of([&] { (void)root.require_integer("flag", 0, 9); }).message(),
             Catch::Contains("found a boolean"));
  CHECK_THAT(error_of([&] { (void)root.require_string("list"); }).message(), Catch::Contains("found an array"));
  CHECK_THAT(error_of([&] { (void)root.require_string("nothing"); }).message(), Catch::Contains("found null"));
  CHECK_THAT(error_of([&] { (void)root.optional_string("count"); }).message(),
             Catch::Contains("expected a string"));

  InputError o = error_of([&] { (void)root.object_at("list"); });
  CHECK(o.where().line == 8);
  CHECK_THAT(o.message(), Catch::Contains("expected an object, found an array"));

  InputError ctor = error_of([&] { JsonObject(doc, doc.root["list"], "/list", "list", 4); });
  CHECK(ctor.where().line == 8);
  CHECK(ctor.where().event == 4);
  CHECK_THAT(ctor.message(), Catch::Contains("expected a JSON object, found an array"));
}

TEST_CASE("json_fields: integers out of range are refused with the range", "[core][json_fields]") {
  JsonDocument doc = parse_json(kText, "f.json");
  JsonObject root(doc, doc.root, "");
  InputError above = error_of([&] { (void)root.require_integer("count", 0, 5); });
  CHECK(above.where().line == 3);
  // Every out-of-range value gets the range and the value found, whatever its JSON type.
  CHECK_THAT(above.message(), Catch::Contains("from 0 to 5, found 7"));

  InputError below = error_of([&] { (void)root.require_integer("negative", 0, 5); });
  CHECK_THAT(below.message(), Catch::Contains("from 0 to 5, found -4"));

  // An unsigned value larger than any long long must not wrap to a negative number.
  InputError huge = error_of([&] { (void)root.require_integer("huge", 0, 1000); });
  CHECK(huge.where().line == 5);
  CHECK_THAT(huge.message(), Catch::Contains("from 0 to 1000, found 18446744073709551615"));
  CHECK_THAT(error_of([&] { (void)root.require_integer("huge", -5, std::numeric_limits<long long>::max()); }).message(),
             Catch::Contains("found 18446744073709551615"));

  CHECK(root.require_integer("count", 7, 7) == 7);
}

TEST_CASE("json_fields: unknown keys are refused, with a suggestion when one is close", "[core][json_fields]") {
  JsonDocument doc = parse_json("{\n\"player\": \"Ann\",\n\"acton\": \"draw\",\n\"card\": \"7H\"}", "e.json");
  JsonObject event(doc, doc.root, "", "", 3);
  InputError e = error_of([&] { event.allow_only({"player", "action", "card"}); });
  CHECK(e.where().file == "e.json");
  CHECK(e.where().line == 3);
  CHECK(e.where().event == 3);
  CHECK(e.where().field == "acton");
  CHECK_THAT(e.message(), Catch::Contains("unknown key \"acton\"") && Catch::Contains("did you mean \"action\"?"));
  CHECK_THAT(e.describe(), Catch::Contains("event 3: acton: unknown key"));

  JsonDocument far = parse_json("{\"zzzzzz\": 1}", "e.json");
  InputError f = error_of([&] { JsonObject(far, far.root, "").allow_only({"player", "action"}); });
  CHECK_THAT(f.message(), Catch::Contains("unknown key \"zzzzzz\"") && !Catch::Contains("did you mean"));

  CHECK_NOTHROW(JsonObject(doc, doc.root, "").allow_only({"player", "acton", "card", "extra"}));
}

TEST_CASE("json_fields: the key's own line is used for errors about that key", "[core][json_fields]") {
  JsonDocument doc = parse_json(kText, "f.json");
  JsonObject root(doc, doc.root, "");
  JsonObject setup = root.object_at("setup");
  InputError e = error_of([&] { setup.allow_only({"first"}); });
  CHECK(e.where().line == 12);
  CHECK(e.where().field == "setup.hands");
  CHECK_THAT(e.message(), Catch::Contains("unknown key \"hands\""));

  Location w = setup.where("first");
  CHECK(w.line == 11);
  CHECK(w.field == "setup.first");
  CHECK(w.prefix() == "f.json:11: setup.first: ");
}

TEST_CASE("json_fields: require_object_value and type names", "[core][json_fields]") {
  CHECK(JsonObject::type_name(nlohmann::json("x")) == "a string");
  CHECK(JsonObject::type_name(nlohmann::json(3)) == "an integer");
  CHECK(JsonObject::type_name(nlohmann::json(3u)) == "an integer");
  CHECK(JsonObject::type_name(nlohmann::json(3.5)) == "a number");
  CHECK(JsonObject::type_name(nlohmann::json::object()) == "an object");
  CHECK(JsonObject::type_name(nlohmann::json::array()) == "an array");
  CHECK(JsonObject::type_name(nlohmann::json(nullptr)) == "null");
  CHECK(JsonObject::type_name(nlohmann::json(false)) == "a boolean");

  CHECK_NOTHROW(require_object_value(nlohmann::json::object(), Location{"p.json"}, "a profile"));
  InputError e = error_of([] { require_object_value(nlohmann::json::array(), Location{"p.json", 4}, "a profile"); });
  CHECK(e.where().line == 4);
  CHECK_THAT(e.describe(), Catch::StartsWith("p.json:4: a profile must be a JSON object, found an array"));
}

TEST_CASE("errors: Location::prefix writes what is known", "[core][errors]") {
  CHECK(Location{}.prefix().empty());
  CHECK(Location{"a.json"}.prefix() == "a.json: ");
  CHECK(Location{"a.json", 3}.prefix() == "a.json:3: ");
  CHECK(Location{"a.json", 3, 9}.prefix() == "a.json:3:9: ");
  CHECK(Location{"a.json", 3, 0, 2, "card"}.prefix() == "a.json:3: event 2: card: ");
  CHECK(Location{"", 5}.prefix() == "line 5: ");
  InputError e(Location{"a.json", 3}, "bad");
  CHECK(e.message() == "bad");
  CHECK(std::string(e.what()) == "a.json:3: bad");
}

}  // namespace test_json_fields
