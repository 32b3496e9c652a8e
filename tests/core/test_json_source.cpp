// JSON input with the places of its values (referee/core/json_source.hpp): line numbers,
// malformed JSON reported with line and column, duplicate keys and deep nesting refused.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "referee/core/errors.hpp"
#include "referee/core/json_source.hpp"

namespace test_json_source {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

// A file name in the temporary folder, distinct per process.
std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("referee-core-" + std::to_string(::getpid()) + "-" + name)).string();
}

// The InputError that parsing `text` throws; fails the test if it parses.
InputError parse_error(const std::string& text, const std::string& source = "doc.json", int first_line = 1) {
  try {
    (void)parse_json(text, source, first_line);
  } catch (const InputError& e) {
    return e;
  }
  FAIL("expected an InputError for: " << text);
  throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("json_source: every value up to kLineDepth has the line where it starts", "[core][json_source]") {
  const std::string text =
      "{\n"                                 // 1
      "  \"format\": \"x\",\n"              // 2
      "  \"players\": [\"Ann\",\n"          // 3
      "               \"Bob\"],\n"          // 4
      "  \"events\": [\n"                   // 5
      "    {\"player\": \"Ann\",\n"         // 6
      "     \"card\": \"7H\"},\n"           // 7
      "\n"                                  // 8
      "    {\"player\": \"Bob\"}\n"         // 9
      "  ],\n"                              // 10
      "  \"n\": 12\n"                       // 11
      "}\n";
  JsonDocument doc = parse_json(text, "t.json");
  CHECK(doc.source == "t.json");
  CHECK(doc.root["players"][1] == "Bob");
  CHECK(doc.line_of("") == 1);
  CHECK(doc.line_of("/format") == 2);
  CHECK(doc.line_of("/players") == 3);
  CHECK(doc.line_of("/players/0") == 3);
  CHECK(doc.line_of("/players/1") == 4);
  CHECK(doc.line_of("/events") == 5);
  CHECK(doc.line_of("/events/0") == 6);
  CHECK(doc.line_of("/events/0/card") == 7);
  CHECK(doc.line_of("/events/1") == 9);
  CHECK(doc.line_of("/events/1/player") == 9);
  CHECK(doc.line_of("/n") == 11);
}

TEST_CASE("json_source: below kLineDepth a pointer takes its nearest recorded ancestor's line", "[core][json_source]") {
  const std::string text =
      "{\"a\":\n"              // 1
      " {\"b\":\n"             // 2
      "  {\"c\":\n"            // 3
      "   {\"d\":\n"           // 4
      "    \"deep\"}}}}\n";    // 5
  JsonDocument doc = parse_json(text, "deep.json");
  CHECK(doc.line_of("/a/b/c") == 3);
  // /a/b/c/d is one level too deep to be recorded: its parent's line stands in.
  CHECK(doc.lines.exact("/a/b/c/d") == 0);
  CHECK(doc.line_of("/a/b/c/d") == 3);
  // A pointer to nothing at all falls back to the root.
  CHECK(doc.line_of("/zzz/0") == 1);
}

TEST_CASE("json_source: keys with '/' and '~' are escaped in pointers", "[core][json_source]") {
  CHECK(pointer_child("/events", std::size_t{3}) == "/events/3");
  CHECK(pointer_child("", "a/b~c") == "/a~1b~0c");
  JsonDocument doc = parse_json("{\n\"a/b\":\n 1}", "x");
  CHECK(doc.line_of("/a~1b") == 2);
}

TEST_CASE("json_source: JSON Lines input counts lines from first_line", "[core][json_source]") {
  JsonDocument doc = parse_json(R"({"game": "g", "events": [{"player": "Ann"}]})", "-", 42);
  CHECK(doc.line_of("") == 42);
  CHECK(doc.line_of("/events/0") == 42);
  CHECK(doc.line_of("/events/0/player") == 42);

  InputError e = parse_error("{\"a\": 1,}", "-", 17);
  CHECK(e.where().file == "-");
  CHECK(e.where().line == 17);
  CHECK_THAT(e.describe(), Catch::StartsWith("-:17:"));
}

TEST_CASE("json_source: malformed JSON is an InputError with file, line and column", "[core][json_source]") {
  SECTION("a missing comma") {
    InputError e = parse_error("{\n  \"players\": [\"Ann\" \"Bob\"]\n}", "bad.json");
    CHECK(e.where().file == "bad.json");
    CHECK(e.where().line == 2);
    // The column is within the unexpected token "Bob" (nlohmann reports where it ends).
    CHECK(e.where().column >= 22);
    CHECK(e.where().column <= 25);
    CHECK_THAT(e.message(), Catch::StartsWith("malformed JSON"));
    CHECK_THAT(e.message(), !Catch::Contains("json.exception"));
    CHECK_THAT(e.describe(), Catch::StartsWith("bad.json:2:" + std::to_string(e.where().column) + ": malformed JSON"));
  }
  SECTION("a bad literal on line 3") {
    InputError e = parse_error("{\n\"a\": 1,\n\"b\": tru }", "lit.json");
    CHECK(e.where().line == 3);
    CHECK(e.where().column >= 6);
    CHECK(e.where().column <= 9);
  }
  SECTION("a trailing comma") {
    InputError e = parse_error("[1,\n2,\n]", "c.json");
    CHECK(e.where().line == 3);
    CHECK(e.where().column == 1);
  }
  SECTION("text after the document") {
    InputError e = parse_error("{}\n{}", "two.json");
    CHECK(e.where().line == 2);
  }
  SECTION("an unterminated document") {
    InputError e = parse_error("{\"a\": [1, 2", "cut.json");
    CHECK(e.where().file == "cut.json");
    CHECK(e.where().line == 1);
    CHECK_THAT(e.message(), Catch::StartsWith("malformed JSON"));
  }
  SECTION("an empty input") {
    InputError e = parse_error("", "empty.json");
    CHECK(e.where().file == "empty.json");
    CHECK_THAT(e.message(), Catch::StartsWith("malformed JSON"));
  }
  SECTION("invalid UTF-8 in a string") {
    InputError e = parse_error("{\"a\": \"\xff\"}", "utf.json");
    CHECK(e.where().line == 1);
    CHECK_THAT(e.message(), Catch::StartsWith("malformed JSON"));
  }
}

TEST_CASE("json_source: a duplicate key is refused with its line", "[core][json_source]") {
  SECTION("at the top") {
    InputError e = parse_error("{\n\"game\": \"a\",\n\"game\": \"b\"\n}", "dup.json");
    CHECK(e.where().file == "dup.json");
    CHECK(e.where().line == 3);
    CHECK_THAT(e.message(), Catch::Contains("duplicate key \"game\""));
  }
  SECTION("nested in an event") {
    InputError e = parse_error("{\"events\": [\n{\"card\": \"7H\",\n \"card\": \"8H\"}]}", "dup.json");
    CHECK(e.where().line == 3);
    CHECK_THAT(e.message(), Catch::Contains("duplicate key \"card\""));
    CHECK_THAT(e.where().field, Catch::Contains("card"));
  }
  SECTION("the same key in two different objects is fine") {
    JsonDocument doc = parse_json(R"([{"a": 1}, {"a": 2}])", "ok.json");
    CHECK(doc.root[1]["a"] == 2);
  }
}

TEST_CASE("json_source: absurd nesting is refused, not a stack overflow", "[core][json_source]") {
  const int ok_depth = JsonDocument::kMaxDepth;
  std::string fine = std::string(static_cast<std::size_t>(ok_depth), '[') + std::string(static_cast<std::size_t>(ok_depth), ']');
  CHECK_NOTHROW(parse_json(fine, "fine.json"));

  std::string deep = std::string(static_cast<std::size_t>(ok_depth + 1), '[') +
                     std::string(static_cast<std::size_t>(ok_depth + 1), ']');
  InputError e = parse_error(deep, "deep.json");
  CHECK(e.where().file == "deep.json");
  CHECK_THAT(e.message(), Catch::Contains("nesting deeper than"));

  std::string absurd(100000, '[');
  InputError e2 = parse_error(absurd, "absurd.json");
  CHECK_THAT(e2.message(), Catch::Contains("nesting"));
}

TEST_CASE("json_source: files: a missing file is an InputError naming it, and a file is read whole", "[core][json_source]") {
  try {
    (void)read_json_file("/nonexistent/dir/t.json");
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.where().file == "/nonexistent/dir/t.json");
    CHECK_THAT(e.describe(), Catch::Contains("/nonexistent/dir/t.json"));
    CHECK_THAT(e.message(), Catch::Contains("cannot open"));
  }
  std::string path = temp_path("t.json");
  {
    std::ofstream out(path, std::ios::binary);
    out << "{\n  \"x\": [1,\n        2]\n}\n";
  }
  JsonDocument doc = read_json_file(path);
  std::remove(path.c_str());
  CHECK(doc.source == path);
  CHECK(doc.root["x"].size() == 2);
  CHECK(doc.line_of("/x") == 2);
}

TEST_CASE("json_source: a number at the end of a line in an array has its own line", "[core][json_source]") {
  JsonDocument doc = parse_json("[\n1\n,\n2\n]", "n.json");
  CHECK(doc.line_of("/0") == 2);
  CHECK(doc.line_of("/1") == 4);
}

TEST_CASE("json_source: a directory is not a readable file", "[core][json_source]") {
  const std::string dir = std::filesystem::temp_directory_path().string();
  try {
    (void)read_json_file(dir);
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.where().file == dir);
    CHECK_THAT(e.message(), !Catch::StartsWith("malformed JSON"));
  }
}

}  // namespace test_json_source
