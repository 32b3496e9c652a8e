// The JSON Schema subset for card-set files (referee/cards/json_schema.hpp): every keyword,
// valid and invalid, with the exact instance pointers and the words people read; refusal of
// what is not supported; $ref resolution and cycles; bounded output, depth and time.
// tests/cards/schema_crosscheck.py compares the same validator with python-jsonschema.
#include <catch2/catch.hpp>
#include <chrono>
#include <limits>
#include <string>
#include <vector>

#include "referee/cards/json_schema.hpp"

namespace test_json_schema {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using nlohmann::json;
using referee::schema::JsonSchema;
using referee::schema::SchemaError;

namespace {

// "POINTER: MESSAGE" lines, so that a failing CHECK shows everything.
std::vector<std::string> errors(const json& schema, const json& instance, std::size_t limit = 100) {
  std::vector<std::string> out;
  for (const SchemaError& e : JsonSchema(schema).validate(instance, limit)) out.push_back(e.pointer + ": " + e.message);
  return out;
}

std::vector<std::string> pointers(const json& schema, const json& instance) {
  std::vector<std::string> out;
  for (const SchemaError& e : JsonSchema(schema).validate(instance)) out.push_back(e.pointer);
  return out;
}

bool valid(const json& schema, const json& instance) { return JsonSchema(schema).validate(instance).empty(); }

using Lines = std::vector<std::string>;
using Catch::Matchers::Contains;

// The card schema most tests below lean on.
const json& card_schema() {
  static const json schema = json::parse(R"({
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["cards"],
    "properties": {"cards": {"type": "array", "items": {"$ref": "#/$defs/card"}}},
    "$defs": {
      "card": {
        "type": "object",
        "required": ["id", "name", "type"],
        "properties": {
          "id": {"type": "string", "pattern": "^[a-z][a-z0-9-]*$"},
          "name": {"type": "string", "minLength": 1, "maxLength": 20},
          "type": {"enum": ["monster", "spell", "trap", "hero"]},
          "stars": {"type": "integer", "minimum": 1, "maximum": 5},
          "cost": {"type": "number", "multipleOf": 0.5},
          "text": {"type": "string"}
        },
        "additionalProperties": false,
        "if": {"properties": {"type": {"const": "monster"}}, "required": ["type"]},
        "then": {"required": ["stars"]}
      }
    }
  })");
  return schema;
}

}  // namespace

TEST_CASE("json_schema: a valid card set has no errors", "[cards][json_schema]") {
  const json set = json::parse(R"({"cards": [
    {"id": "imp", "name": "Imp", "type": "monster", "stars": 1},
    {"id": "bolt", "name": "Bolt", "type": "spell", "cost": 1.5, "text": "Deal 2."}]})");
  CHECK(errors(card_schema(), set) == Lines{});
}

TEST_CASE("json_schema: the example messages, at the instance's pointers", "[cards][json_schema]") {
  const json set = json::parse(R"({"cards": [
    {"id": "imp", "name": "Imp", "type": "monster"},
    {"id": "orc", "name": "Orc", "type": "monster", "stars": "five"},
    {"id": "ogre", "name": "Ogre", "type": "monster", "stars": 6},
    {"id": "wiz", "name": "Wiz", "type": "wizard", "colour": "red"}]})");
  CHECK(errors(card_schema(), set) ==
        Lines{"/cards/0: missing required property \"stars\" (required when \"type\" is \"monster\")",
              "/cards/1/stars: expected an integer, got a string (\"five\")",
              "/cards/2/stars: 6 is more than the maximum 5",
              "/cards/3: unexpected property \"colour\" (allowed: cost, id, name, stars, text, type)",
              "/cards/3/type: \"wizard\" is not one of \"monster\", \"spell\", \"trap\", \"hero\""});
}

TEST_CASE("json_schema: type, with integer accepting 1.0", "[cards][json_schema]") {
  CHECK(valid({{"type", "integer"}}, 1));
  CHECK(valid({{"type", "integer"}}, 1.0));
  CHECK(valid({{"type", "integer"}}, -3));
  CHECK(errors({{"type", "integer"}}, 1.5) == Lines{": expected an integer, got a number (1.5)"});
  CHECK(errors({{"type", "integer"}}, true) == Lines{": expected an integer, got a boolean (true)"});
  CHECK(valid({{"type", "number"}}, 7));
  CHECK(errors({{"type", "number"}}, "7") == Lines{": expected a number, got a string (\"7\")"});
  CHECK(valid({{"type", "string"}}, ""));
  CHECK(valid({{"type", "boolean"}}, false));
  CHECK(valid({{"type", "null"}}, nullptr));
  CHECK(valid({{"type", "array"}}, json::array()));
  CHECK(valid({{"type", "object"}}, json::object()));
  CHECK(errors({{"type", "object"}}, json::array()) == Lines{": expected an object, got an array"});
  CHECK(errors({{"type", "null"}}, 0) == Lines{": expected null, got an integer (0)"});
  const json either = {{"type", {"string", "null"}}};
  CHECK(valid(either, nullptr));
  CHECK(valid(either, "x"));
  CHECK(errors(either, json::object()) == Lines{": expected a string or null, got an object"});
  CHECK(errors({{"type", {"integer", "boolean", "array"}}}, 0.5) ==
        Lines{": expected an array, an integer or a boolean, got a number (0.5)"});
}

TEST_CASE("json_schema: enum and const use JSON equality (1 == 1.0, true != 1)", "[cards][json_schema]") {
  const json kinds = {{"enum", {"monster", "spell", "trap", "hero"}}};
  CHECK(valid(kinds, "trap"));
  CHECK(errors(kinds, "wizard") == Lines{": \"wizard\" is not one of \"monster\", \"spell\", \"trap\", \"hero\""});
  CHECK(valid({{"enum", {1, "a"}}}, 1.0));
  CHECK(errors({{"enum", {1, "a"}}}, true) == Lines{": true is not one of 1, \"a\""});
  CHECK(errors({{"enum", {"only"}}}, "other") == Lines{": expected \"only\", got \"other\""});
  CHECK(valid({{"const", {{"a", {1, 2}}}}}, json::parse(R"({"a": [1.0, 2]})")));
  CHECK(errors({{"const", {{"a", {1, 2}}}}}, json::parse(R"({"a": [1, 3]})")) ==
        Lines{": expected {\"a\":[1,2]}, got {\"a\":[1,3]}"});
  CHECK(errors({{"const", 0}}, false) == Lines{": expected 0, got false"});
  CHECK(valid({{"const", nullptr}}, nullptr));
  // Large values are summarised, not dumped.
  CHECK(errors({{"const", 1}}, json::parse("[1,2,3,4,5,6,7,8,9,10]")) == Lines{": expected 1, got an array of 10 items"});
}

TEST_CASE("json_schema: required and dependentRequired point at the object", "[cards][json_schema]") {
  const json schema = {{"required", {"id", "stars"}}, {"dependentRequired", {{"effect", {"cost", "timing"}}}}};
  CHECK(valid(schema, {{"id", 1}, {"stars", 2}}));
  CHECK(valid(schema, "not an object"));
  CHECK(errors(schema, {{"id", 1}}) == Lines{": missing required property \"stars\""});
  CHECK(errors(schema, {{"id", 1}, {"stars", 2}, {"effect", 0}, {"cost", 1}}) ==
        Lines{": missing property \"timing\" (required when \"effect\" is present)"});
  CHECK(errors({{"properties", {{"card", schema}}}}, {{"card", json::object()}}) ==
        Lines{"/card: missing required property \"id\"", "/card: missing required property \"stars\""});
}

TEST_CASE("json_schema: additionalProperties, with properties and patternProperties", "[cards][json_schema]") {
  const json schema = json::parse(R"({"properties": {"id": {}, "color": {}},
    "patternProperties": {"^x-": {"type": "string"}}, "additionalProperties": false})");
  CHECK(valid(schema, {{"id", 1}, {"x-note", "ok"}}));
  // x-a matches the pattern, so it is checked by it and is not "additional".
  CHECK(errors(schema, {{"id", 1}, {"x-a", 2}, {"colour", 3}}) ==
        Lines{": unexpected property \"colour\" (did you mean \"color\"? allowed: color, id, names matching \"^x-\")",
              "/x-a: expected a string, got an integer (2)"});
  // A schema for the others applies to them only.
  const json typed = json::parse(R"({"properties": {"a": {}}, "patternProperties": {"^n": {"minimum": 0}},
    "additionalProperties": {"type": "integer"}})");
  CHECK(errors(typed, {{"a", "s"}, {"b", "t"}, {"n1", -1}}) ==
        Lines{"/b: expected an integer, got a string (\"t\")", "/n1: -1 is less than the minimum 0"});
  CHECK(errors({{"additionalProperties", false}}, {{"a", 1}}) == Lines{": unexpected property \"a\" (no properties are allowed)"});
  // At most 12 allowed names are listed.
  json many = {{"additionalProperties", false}, {"properties", json::object()}};
  for (char c = 'a'; c <= 'o'; ++c) many["properties"][std::string(1, c) + "name"] = true;
  CHECK(errors(many, {{"zzzzzzz", 1}}) ==
        Lines{": unexpected property \"zzzzzzz\" (allowed: aname, bname, cname, dname, ename, fname, gname, hname, iname, "
              "jname, kname, lname, ... (15 in all))"});
}

TEST_CASE("json_schema: propertyNames, minProperties, maxProperties", "[cards][json_schema]") {
  const json schema = {{"propertyNames", {{"pattern", "^[a-z]+$"}, {"maxLength", 5}}}, {"minProperties", 1}, {"maxProperties", 2}};
  CHECK(valid(schema, {{"ok", 1}}));
  CHECK(errors(schema, {{"ok", 1}, {"Bad", 2}}) == Lines{": property name \"Bad\" does not match the pattern \"^[a-z]+$\""});
  CHECK(errors(schema, {{"toolong", 1}}) ==
        Lines{": property name \"toolong\" is longer than the maximum length 5 (it has 7 characters)"});
  CHECK(errors(schema, json::object()) == Lines{": has 0 properties, fewer than the minimum 1"});
  CHECK(errors(schema, {{"a", 1}, {"b", 2}, {"c", 3}}) == Lines{": has 3 properties, more than the maximum 2"});
}

TEST_CASE("json_schema: items, prefixItems, minItems, maxItems", "[cards][json_schema]") {
  const json tuple = json::parse(R"({"prefixItems": [{"type": "integer"}, {"type": "string"}], "items": {"type": "boolean"}})");
  CHECK(valid(tuple, json::parse(R"([1, "a", true, false])")));
  CHECK(valid(tuple, json::parse("[1]")));
  CHECK(errors(tuple, json::parse(R"([1, 2, true, "x"])")) ==
        Lines{"/1: expected a string, got an integer (2)", "/3: expected a boolean, got a string (\"x\")"});
  const json closed = json::parse(R"({"prefixItems": [{}, {}], "items": false})");
  CHECK(valid(closed, json::parse("[1, 2]")));
  CHECK(errors(closed, json::parse("[1, 2, 3]")) == Lines{": has 3 items, but at most 2 are allowed"});
  const json sized = {{"minItems", 2}, {"maxItems", 3}};
  CHECK(errors(sized, json::parse("[1]")) == Lines{": has 1 item, fewer than the minimum 2"});
  CHECK(errors(sized, json::parse("[1, 2, 3, 4]")) == Lines{": has 4 items, more than the maximum 3"});
  CHECK(valid(sized, "not an array"));
}

TEST_CASE("json_schema: uniqueItems and contains", "[cards][json_schema]") {
  const json unique = {{"uniqueItems", true}};
  CHECK(valid(unique, json::parse(R"([1, true, [1], [true], {"a": 0}, {"a": false}, "1"])")));
  CHECK(errors(unique, json::parse("[1, 2, 1.0]")) == Lines{": item 2 repeats item 0 (the items must be unique)"});
  CHECK(errors(unique, json::parse(R"([{"a": 1, "b": [1]}, {"b": [1.0], "a": 1}])")) ==
        Lines{": item 1 repeats item 0 (the items must be unique)"});
  CHECK(valid({{"uniqueItems", false}}, json::parse("[1, 1]")));
  const json contains = {{"contains", {{"type", "string"}, {"title", "a name"}}}};
  CHECK(valid(contains, json::parse(R"([1, "x"])")));
  CHECK(errors(contains, json::parse("[1, 2]")) == Lines{": has no item that matches the schema at #/contains (\"a name\")"});
  CHECK(errors({{"contains", true}}, json::array()) == Lines{": has no item that matches the schema at #/contains"});
}

TEST_CASE("json_schema: minimum, maximum, exclusive bounds, multipleOf", "[cards][json_schema]") {
  const json bounds = {{"items", {{"minimum", 1}, {"maximum", 5}}}};
  CHECK(errors(bounds, json::parse("[0, 1, 5, 6, 5.5, \"9\"]")) ==
        Lines{"/0: 0 is less than the minimum 1", "/3: 6 is more than the maximum 5", "/4: 5.5 is more than the maximum 5"});
  const json exclusive = {{"items", {{"exclusiveMinimum", 1}, {"exclusiveMaximum", 5}}}};
  CHECK(errors(exclusive, json::parse("[1, 1.01, 5, 4.99]")) ==
        Lines{"/0: 1 is not more than 1 (the exclusive minimum)", "/2: 5 is not less than 5 (the exclusive maximum)"});
  // Integers and floats compare exactly, beyond double precision.
  CHECK(!valid({{"minimum", 9007199254740993LL}}, 9007199254740992.0));
  CHECK(valid({{"maximum", 18446744073709551615ULL}}, 18446744073709551615ULL));
  CHECK(!valid({{"maximum", -1}}, 18446744073709551615ULL));
  CHECK(errors({{"items", {{"multipleOf", 3}}}}, json::parse("[9, 10, 9.0, -6, -7]")) ==
        Lines{"/1: 10 is not a multiple of 3", "/4: -7 is not a multiple of 3"});
  CHECK(errors({{"items", {{"multipleOf", 0.5}}}}, json::parse("[1.5, 2, 0.25]")) == Lines{"/2: 0.25 is not a multiple of 0.5"});
  // A float divisor: the quotient must be whole, as in python-jsonschema (0.5 / 0.1 == 5.0).
  CHECK(valid({{"multipleOf", 0.1}}, 0.5));
  CHECK(valid({{"multipleOf", 2}}, 4.0));
  CHECK(!valid({{"multipleOf", 2}}, 4.5));
}

TEST_CASE("json_schema: minLength and maxLength count code points, not bytes", "[cards][json_schema]") {
  const json three = {{"minLength", 3}, {"maxLength", 3}};
  CHECK(valid(three, "äöü"));             // 6 bytes
  CHECK(valid(three, "🂡🂱🃁"));             // 12 bytes
  CHECK(errors({{"maxLength", 2}}, "äöü") == Lines{": \"äöü\" is longer than the maximum length 2 (it has 3 characters)"});
  CHECK(errors({{"minLength", 2}}, "é") == Lines{": \"é\" is shorter than the minimum length 2 (it has 1 character)"});
  CHECK(valid({{"minLength", 5}}, 12));  // not a string: not checked
  // Long strings are cut in messages (after 37 characters and "...").
  CHECK(errors({{"maxLength", 3}}, std::string(50, 'x')) ==
        Lines{": \"" + std::string(37, 'x') + "...\" is longer than the maximum length 3 (it has 50 characters)"});
}

TEST_CASE("json_schema: pattern searches (ECMAScript), it does not match whole strings", "[cards][json_schema]") {
  CHECK(valid({{"pattern", "b+"}}, "abbc"));
  CHECK(valid({{"pattern", "^[a-z]+(-[a-z]+)*$"}}, "fire-imp"));
  CHECK(errors({{"pattern", "^[a-z]+$"}}, "Fire") == Lines{": \"Fire\" does not match the pattern \"^[a-z]+$\""});
  CHECK(valid({{"pattern", "^x"}}, 5));
  // Long subjects neither overflow the stack nor take exponential time ("^(a+)+$" on "aaa...!").
  CHECK(valid({{"pattern", "^(a|b)*$"}}, std::string(200000, 'a')));
  CHECK(errors({{"pattern", "^(a+)+$"}}, std::string(30, 'a') + "!").size() == 1);
  CHECK(errors({{"patternProperties", {{"^(a+)+$", false}}}}, {{std::string(20000, 'a'), 1}}).size() == 1);
  CHECK_THROWS_WITH(JsonSchema(json{{"pattern", "(a)\\1"}}),
                    "JSON Schema: back-references are not supported in patterns, found \"(a)\\\\1\" at #/pattern");
}

TEST_CASE("json_schema: allOf and not", "[cards][json_schema]") {
  const json all = json::parse(R"({"allOf": [{"type": "object"}, {"required": ["a"]}, {"properties": {"b": {"type": "string"}}}]})");
  CHECK(errors(all, {{"b", 1}}) == Lines{": missing required property \"a\"", "/b: expected a string, got an integer (1)"});
  CHECK(errors({{"not", {{"type", "string"}}}}, "x") == Lines{": \"x\" matches the schema at #/not, which it must not"});
  CHECK(valid({{"not", {{"type", "string"}}}}, 1));
  CHECK(errors({{"not", {{"required", {"stars"}}}}}, {{"stars", 1}}) == Lines{": property \"stars\" is not allowed"});
  CHECK(errors({{"not", {{"required", {"a", "b"}}}}}, {{"a", 1}, {"b", 1}}) ==
        Lines{": properties \"a\", \"b\" must not all be present"});
  CHECK(errors({{"not", {{"enum", {"", "none"}}}}}, "none") == Lines{": \"none\" is not allowed (forbidden: \"\", \"none\")"});
  CHECK(errors({{"not", {{"const", 0}}}}, 0.0) == Lines{": 0.0 is not allowed"});
}

TEST_CASE("json_schema: anyOf reports the branch that got furthest", "[cards][json_schema]") {
  const json schema = json::parse(R"({"anyOf": [{"type": "string"}, {"properties": {"a": {"properties": {"b": {"type": "integer"}}}}}]})");
  CHECK(valid(schema, "s"));
  CHECK(valid(schema, {{"a", {{"b", 1}}}}));
  CHECK(errors(schema, {{"a", {{"b", "x"}}}}) ==
        Lines{": matches none of the 2 alternatives of the anyOf at #/anyOf; the problems of #/anyOf/1, which got furthest, follow",
              "/a/b: expected an integer, got a string (\"x\")"});
}

TEST_CASE("json_schema: oneOf reports the branch with fewest errors, or sums up, or names the matches",
          "[cards][json_schema]") {
  const json shapes = json::parse(R"({"oneOf": [
    {"title": "circle", "type": "object", "required": ["kind", "r"], "additionalProperties": false,
     "properties": {"kind": {"const": "circle"}, "r": {"type": "number"}}},
    {"title": "rect", "type": "object", "required": ["kind", "w"], "additionalProperties": false,
     "properties": {"kind": {"const": "rect"}, "w": {"type": "integer"}}}]})");
  CHECK(valid(shapes, {{"kind", "rect"}, {"w", 2}}));
  // Both fail one level down (a tie for "furthest"); rect has fewer errors.
  CHECK(errors(shapes, {{"kind", "rect"}, {"w", "2"}}) ==
        Lines{": matches none of the 2 alternatives of the oneOf at #/oneOf; the problems of #/oneOf/1 (\"rect\"), which has "
              "the fewest, follow",
              "/w: expected an integer, got a string (\"2\")"});
  // Nothing stands out: one line.
  CHECK(errors(shapes, 5) ==
        Lines{": matches none of the 2 alternatives of the oneOf at #/oneOf (#/oneOf/0 (\"circle\"): expected an object, got an "
              "integer (5); #/oneOf/1 (\"rect\"): expected an object, got an integer (5))"});
  // Three or more branches: the summary names at most four of them.
  CHECK(errors(json::parse(R"({"oneOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}, {"type": "array"},
    {"type": "object"}]})"), false) ==
        Lines{": matches none of the 5 alternatives of the oneOf at #/oneOf (#/oneOf/0: expected an integer, got a boolean "
              "(false); #/oneOf/1: expected a string, got a boolean (false); #/oneOf/2: expected null, got a boolean (false); "
              "#/oneOf/3: expected an array, got a boolean (false); ...)"});
  CHECK(errors(json::parse(R"({"anyOf": [{"required": ["a", "b"]}, {"required": ["c"]}, {"required": ["d", "e"]}]})"), json::object()) ==
        Lines{": matches none of the 3 alternatives of the anyOf at #/anyOf; the problems of #/anyOf/1, which has the fewest, "
              "follow",
              ": missing required property \"c\""});
  CHECK(errors({{"oneOf", {{{"type", "integer"}}, {{"minimum", 0}}, {{"type", "string"}}}}}, 3) ==
        Lines{": matches 2 alternatives of the oneOf at #/oneOf (#/oneOf/0, #/oneOf/1), but must match exactly one"});
}

TEST_CASE("json_schema: if/then/else name the condition that applied", "[cards][json_schema]") {
  const json simple = json::parse(R"({"if": {"properties": {"type": {"const": "monster"}}, "required": ["type"]},
    "then": {"required": ["stars"], "properties": {"stars": {"minimum": 1}}}, "else": {"not": {"required": ["stars"]}}})");
  CHECK(valid(simple, {{"type", "monster"}, {"stars", 2}}));
  CHECK(valid(simple, {{"type", "spell"}}));
  CHECK(errors(simple, {{"type", "monster"}}) == Lines{": missing required property \"stars\" (required when \"type\" is \"monster\")"});
  CHECK(errors(simple, {{"type", "monster"}, {"stars", 0}}) ==
        Lines{"/stars: 0 is less than the minimum 1 (applies when \"type\" is \"monster\")"});
  CHECK(errors(simple, {{"type", "spell"}, {"stars", 1}}) ==
        Lines{": property \"stars\" is not allowed (applies when \"type\" is not \"monster\")"});
  // Without "required" in the "if", a missing property satisfies it too: said when it is missing.
  const json loose = json::parse(R"({"if": {"properties": {"kind": {"enum": ["hero"]}}}, "then": {"required": ["level"]}})");
  CHECK(errors(loose, {{"kind", "hero"}}) == Lines{": missing required property \"level\" (required when \"kind\" is \"hero\")"});
  CHECK(errors(loose, json::object()) == Lines{": missing required property \"level\" (required when \"kind\" is \"hero\" or missing)"});
  // Any other condition is named by its place in the schema.
  const json other = json::parse(R"({"allOf": [{"if": {"required": ["cost"]}, "then": {"required": ["timing"]},
    "else": {"properties": {"free": {"const": true}}}}]})");
  CHECK(errors(other, {{"cost", 1}}) == Lines{": missing required property \"timing\" (required by the schema's if/then at #/allOf/0)"});
  CHECK(errors(other, {{"free", false}}) == Lines{"/free: expected true, got false (from the schema's if/else at #/allOf/0)"});
  CHECK(valid(json::parse(R"({"if": true, "else": false})"), 1));
}

TEST_CASE("json_schema: $ref to the root, to $defs, to any pointer, with escapes", "[cards][json_schema]") {
  const json schema = json::parse(R"({
    "properties": {
      "a": {"$ref": "#/$defs/x~1y"}, "b": {"$ref": "#/$defs/t~0z"}, "c": {"$ref": "#/$defs/per%25cent"},
      "d": {"$ref": "#/properties/a"}, "e": {"$ref": "#/$defs/pair/prefixItems/1"}, "f": {"$ref": "#/%24defs/x~1y"},
      "child": {"$ref": "#"}},
    "$defs": {"x/y": {"type": "string"}, "t~z": {"type": "integer"}, "per%cent": {"type": "boolean"},
              "pair": {"prefixItems": [{}, {"type": "null"}]}}})");
  CHECK(valid(schema, json::parse(R"({"a": "s", "b": 1, "c": true, "d": "s", "e": null, "f": "s", "child": {"child": {"a": "s"}}})")));
  CHECK(pointers(schema, json::parse(R"({"a": 1, "b": "s", "c": 0, "d": 1, "e": 1, "f": 1, "child": {"child": {"b": 0.5}}})")) ==
        Lines{"/a", "/b", "/c", "/child/child/b", "/d", "/e", "/f"});
  // $ref and its sibling keywords both apply (2020-12).
  const json siblings = json::parse(R"({"$ref": "#/$defs/n", "maximum": 3, "$defs": {"n": {"type": "integer"}}})");
  CHECK(errors(siblings, 4) == Lines{": 4 is more than the maximum 3"});
  CHECK(errors(siblings, "4") == Lines{": expected an integer, got a string (\"4\")"});
}

TEST_CASE("json_schema: recursive schemas validate deep instances, endless $ref cycles are refused",
          "[cards][json_schema]") {
  const json tree = json::parse(R"({"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}},
    "additionalProperties": false})");
  json deep = json::object();
  for (int i = 0; i < 256; ++i) deep = {{"children", json::array({deep})}};
  CHECK(valid(tree, deep));
  deep = json::parse(R"({"children": [{"x": 1}]})");
  CHECK(errors(tree, deep) == Lines{"/children/0: unexpected property \"x\" (allowed: children)"});

  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$ref": "#"})")),
                    Contains("endless cycle of $ref") && Contains("# -> #"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$defs": {"a": {"allOf": [{"$ref": "#/$defs/b"}]}, "b": {"anyOf": [{"$ref": "#/$defs/a"}]}}})")),
                    Contains("#/$defs/a -> #/$defs/a/allOf/0 -> #/$defs/b -> #/$defs/b/anyOf/0 -> #/$defs/a"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"not": {"$ref": "#"}})")), Contains("endless cycle"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"if": {"$ref": "#"}, "then": true})")), Contains("endless cycle"));
  CHECK_NOTHROW(JsonSchema(json::parse(R"({"properties": {"a": {"$ref": "#"}}, "items": {"$ref": "#"}, "contains": {"$ref": "#"},
    "propertyNames": {"$ref": "#"}, "additionalProperties": {"$ref": "#"}})")));
}

TEST_CASE("json_schema: depth is bounded, hostile nesting is an error, not a crash", "[cards][json_schema]") {
  const json nested = json::parse(R"({"items": {"$ref": "#"}})");
  json deep = json::array();
  for (int i = 0; i < 5000; ++i) deep = json::array({std::move(deep)});
  const auto found = JsonSchema(nested).validate(deep);
  REQUIRE(found.size() == 1);
  CHECK_THAT(found[0].message, Contains("nested too deeply to check (more than 1000 subschemas inside one another)"));
  CHECK(found[0].pointer.size() == 2 * 500);  // "/0" per level: two subschemas (items, $ref) per level

  // The same through objects, failing anyOf branches and if/then, each with its own frames.
  json objects = 0;
  for (int i = 0; i < 5000; ++i) objects = {{"k", std::move(objects)}};
  CHECK(JsonSchema(json::parse(R"({"additionalProperties": {"$ref": "#"}, "type": "object"})")).validate(objects).size() == 1);
  CHECK(JsonSchema(json::parse(R"({"anyOf": [{"properties": {"k": {"$ref": "#"}}}, {"type": "string"}], "type": "object"})"))
            .validate(objects)
            .size() > 1);
  CHECK(JsonSchema(json::parse(R"({"if": true, "then": {"patternProperties": {"^k$": {"$ref": "#"}}, "type": "object"}})"))
            .validate(objects)
            .size() == 1);
}

TEST_CASE("json_schema: refuses $refs it cannot resolve", "[cards][json_schema]") {
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"properties": {"a": {"$ref": "#/$defs/missing"}}, "$defs": {}})")),
                    "JSON Schema: $ref \"#/$defs/missing\" does not resolve: nothing at \"missing\" in #/$defs at "
                    "#/properties/a/$ref");
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$ref": "other.json#/a"})")), Contains("is not local"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$ref": "#card"})")), Contains("anchors are not supported"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$ref": "#/required", "required": ["a"]})")),
                    Contains("points to an array, not to a schema"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$ref": "#/allOf/1", "allOf": [{}]})")), Contains("does not resolve"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$ref": "#/a~2"})")), Contains("not ~0 or ~1"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$ref": "#/%zz"})")), Contains("malformed %-escape"));
}

TEST_CASE("json_schema: refuses unsupported keywords, naming where they are", "[cards][json_schema]") {
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"properties": {"name": {"type": "string", "format": "email"}}})")),
                    "JSON Schema: unsupported keyword \"format\" at #/properties/name/format");
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"minimun": 1})")),
                    "JSON Schema: unsupported keyword \"minimun\" (did you mean \"minimum\"?) at #/minimun");
  for (const char* keyword : {"unevaluatedProperties", "dependentSchemas", "minContains", "$anchor", "$dynamicRef",
                              "additionalItems", "dependencies", "contentMediaType", "readOnly", "deprecated"})
    CHECK_THROWS_WITH(JsonSchema(json::parse(std::string(R"({"allOf": [{")") + keyword + R"(": true}]})")),
                      Contains("unsupported keyword") && Contains(std::string("at #/allOf/0/") + keyword));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"then": {}})")), Contains("\"then\" or \"else\" without \"if\""));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"if": {}})")), Contains("\"if\" without \"then\" or \"else\""));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"items": [{}]})")), Contains("use \"prefixItems\""));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$schema": "http://json-schema.org/draft-07/schema#"})")),
                    Contains("only JSON Schema draft 2020-12 is supported"));
  CHECK_THROWS_WITH(JsonSchema(json::parse(R"({"$defs": {"a": {"$id": "a.json"}}})")),
                    "JSON Schema: \"$id\" is only supported at the root at #/$defs/a/$id");
  CHECK_NOTHROW(JsonSchema(json::parse(R"({"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://x/cards",
    "$comment": "c", "title": "t", "description": "d", "default": 1, "examples": [1]})")));
}

TEST_CASE("json_schema: refuses malformed keyword values", "[cards][json_schema]") {
  const std::vector<std::pair<const char*, const char*>> cases = {
      {R"({"minLength": -1})", "\"minLength\" must be a non-negative integer, found an integer (-1) at #/minLength"},
      {R"({"maxItems": 1.5})", "\"maxItems\" must be a non-negative integer, found a number (1.5) at #/maxItems"},
      {R"({"type": "str"})", "unknown type \"str\""},
      {R"({"type": ["string", "string"]})", "\"type\" lists \"string\" twice"},
      {R"({"type": []})", "\"type\" must not be an empty array"},
      {R"({"required": ["a", "a"]})", "\"required\" lists \"a\" twice at #/required"},
      {R"({"required": "a"})", "\"required\" must be an array of strings"},
      {R"({"enum": []})", "\"enum\" must be a non-empty array"},
      {R"({"multipleOf": 0})", "\"multipleOf\" must be more than 0"},
      {R"({"minimum": "1"})", "\"minimum\" must be a number, found a string (\"1\")"},
      {R"({"properties": []})", "\"properties\" must be an object"},
      {R"({"properties": {"a": 1}})", "expected a schema (an object, true or false), found an integer (1) at #/properties/a"},
      {R"({"pattern": "("})", "invalid regular expression \"(\""},
      {R"({"patternProperties": {"[": {}}})", "invalid regular expression \"[\""},
      {R"({"uniqueItems": 1})", "\"uniqueItems\" must be true or false"},
      {R"({"anyOf": []})", "\"anyOf\" must be a non-empty array of schemas"},
      {R"({"examples": 1})", "\"examples\" must be an array"},
      {R"({"title": 1})", "\"title\" must be a string"},
      {R"({"dependentRequired": {"a": [1]}})", "\"dependentRequired\" must list strings only, found an integer (1) at "
                                               "#/dependentRequired/a"},
      {R"([])", "expected a schema (an object, true or false), found an array at #"},
  };
  for (const auto& [schema, message] : cases) {
    CAPTURE(schema);
    CHECK_THROWS_AS(JsonSchema(json::parse(schema)), std::invalid_argument);
    CHECK_THROWS_WITH(JsonSchema(json::parse(schema)), Contains(message));
  }
}

TEST_CASE("json_schema: boolean schemas", "[cards][json_schema]") {
  CHECK(valid(true, json::parse(R"({"anything": [1]})")));
  CHECK(errors(false, 1) == Lines{": no value is allowed here (the schema at # is false), found an integer (1)"});
  CHECK(errors({{"properties", {{"secret", false}}}}, {{"secret", "x"}}) ==
        Lines{"/secret: no value is allowed here (the schema at #/properties/secret is false), found a string (\"x\")"});
}

TEST_CASE("json_schema: errors come in document order, with escaped pointers", "[cards][json_schema]") {
  const json schema = json::parse(R"({"additionalProperties": {"type": "string"}, "required": ["zz"],
    "properties": {"list": {"items": {"type": "string"}}}})");
  const json instance = json::parse(R"({"b": 1, "a/b": 2, "t~x": 3, "": 4, "list": [0, "s", 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]})");
  CHECK(pointers(schema, instance) == Lines{"", "/", "/a~1b", "/b", "/list/0", "/list/2", "/list/3", "/list/4", "/list/5",
                                            "/list/6", "/list/7", "/list/8", "/list/9", "/list/10", "/list/11", "/t~0x"});
}

TEST_CASE("json_schema: the limit keeps the first errors in document order", "[cards][json_schema]") {
  const json schema = {{"items", {{"type", "string"}}}, {"maxItems", 1}};
  json many = json::array();
  for (int i = 0; i < 1000; ++i) many.push_back(i);
  const auto all = JsonSchema(schema).validate(many, 5000);
  CHECK(all.size() == 1001);
  const auto first = JsonSchema(schema).validate(many, 3);
  REQUIRE(first.size() == 3);
  CHECK(first[0].pointer == "");
  CHECK(first[1].pointer == "/0");
  CHECK(first[2].pointer == "/1");
  CHECK(JsonSchema(schema).validate(many).size() == 100);
  CHECK(JsonSchema(schema).validate(many, std::numeric_limits<std::size_t>::max()).size() == 1001);
  CHECK(JsonSchema(schema).validate(many, 0).empty());
}

TEST_CASE("json_schema: a 1,000-card set takes milliseconds", "[cards][json_schema]") {
  const JsonSchema schema(card_schema());
  json set = {{"cards", json::array()}};
  for (int i = 0; i < 1000; ++i)
    set["cards"].push_back({{"id", "card-" + std::to_string(i)}, {"name", "Card " + std::to_string(i)},
                            {"type", i % 2 ? "spell" : "monster"}, {"stars", 1 + i % 5}, {"cost", 0.5 * (i % 7)},
                            {"text", "Deal " + std::to_string(i % 4) + " damage."}});
  const auto start = std::chrono::steady_clock::now();
  CHECK(schema.validate(set).empty());
  set["cards"][999]["stars"] = 9;
  CHECK(schema.validate(set).size() == 1);
  const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  CHECK(ms < 500);  // some 10 ms unoptimised; the bound leaves room for sanitizers and busy machines
}

TEST_CASE("json_schema: copies share the compiled schema", "[cards][json_schema]") {
  const JsonSchema original(card_schema());
  const JsonSchema copy = original;
  CHECK(copy.validate(json::object()).size() == 1);
  CHECK(original.validate(json::object())[0].message == "missing required property \"cards\"");
}

}  // namespace test_json_schema
