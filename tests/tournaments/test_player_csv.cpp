// Players from CSV (tournaments/player_csv.hpp): RFC 4180 as spreadsheets write it, and an
// InputError with the line and what is wrong for every malformed file.
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "referee/core/errors.hpp"
#include "tournaments/player_csv.hpp"

namespace test_player_csv {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using Catch::Matchers::Contains;

namespace {

struct Failure {
  bool thrown = false;
  std::string file;
  int line = -1;
  std::string message;
};

// The InputError parse_player_csv throws, or thrown == false.
Failure failure_of(const std::string& text) {
  try {
    parse_player_csv(text, "players.csv");
  } catch (const referee::InputError& e) {
    return Failure{true, e.where().file, e.where().line, e.message()};
  }
  return Failure{};
}

std::vector<std::string> names(const std::vector<CsvPlayer>& players) {
  std::vector<std::string> out;
  for (const CsvPlayer& p : players) out.push_back(p.name);
  return out;
}

std::vector<int> lines(const std::vector<CsvPlayer>& players) {
  std::vector<int> out;
  for (const CsvPlayer& p : players) out.push_back(p.line);
  return out;
}

}  // namespace

TEST_CASE("player CSV: a header name,seed,club with seeds given or left empty", "[tournaments][csv]") {
  const auto players = parse_player_csv("name,seed,club\nAnn Lee,1,Oslo\nBob,,Bergen\nCarl,2,\n", "p.csv");
  REQUIRE(players.size() == 3);
  CHECK(names(players) == std::vector<std::string>{"Ann Lee", "Bob", "Carl"});
  CHECK(players[0].seed == 1);
  CHECK_FALSE(players[1].seed);
  CHECK(players[2].seed == 2);
  CHECK(lines(players) == std::vector<int>{2, 3, 4});
}

TEST_CASE("player CSV: quoted names keep commas and doubled quotes", "[tournaments][csv]") {
  const auto players =
      parse_player_csv("name,seed\n\"Lee, Ann\",1\n\"Bob \"\"the Bard\"\" Smith\",2\n\"Carl\",\"3\"\n", "p.csv");
  CHECK(names(players) == std::vector<std::string>{"Lee, Ann", "Bob \"the Bard\" Smith", "Carl"});
  CHECK(players[2].seed == 3);
  // A quote inside an unquoted field is text, as spreadsheets write it.
  CHECK(names(parse_player_csv("name\nAnn \"Ace\" Lee\n", "p.csv")) == std::vector<std::string>{"Ann \"Ace\" Lee"});
}

TEST_CASE("player CSV: a line break inside quotes is part of the field, and later lines count it",
          "[tournaments][csv]") {
  const auto players = parse_player_csv("name,seed\n\"Ann\nLee\",1\nBob,2\n\"Carl\r\n\r\nDoe\",3\nDan,4\n", "p.csv");
  REQUIRE(players.size() == 4);
  CHECK(players[0].name == "Ann\nLee");
  CHECK(players[2].name == "Carl\r\n\r\nDoe");
  // Ann starts on line 2 and ends on 3; Carl spans 5 to 7.
  CHECK(lines(players) == std::vector<int>{2, 4, 5, 8});
  CHECK(players[3].seed == 4);
}

TEST_CASE("player CSV: CRLF and LF line ends read the same", "[tournaments][csv]") {
  const auto lf = parse_player_csv("name,seed\nAnn,1\nBob,2\n", "p.csv");
  const auto crlf = parse_player_csv("name,seed\r\nAnn,1\r\nBob,2\r\n", "p.csv");
  const auto mixed = parse_player_csv("name,seed\r\nAnn,1\nBob,2", "p.csv");  // no final line end
  for (const auto* players : {&crlf, &mixed}) {
    CHECK(names(*players) == names(lf));
    CHECK(lines(*players) == lines(lf));
    REQUIRE(players->size() == 2);
    CHECK((*players)[0].seed == 1);
    CHECK((*players)[1].seed == 2);  // no '\r' left on the last field
  }
}

TEST_CASE("player CSV: a UTF-8 byte order mark is skipped", "[tournaments][csv]") {
  const auto players = parse_player_csv("\xEF\xBB\xBFname,seed\r\nZo\xC3\xAB,1\r\n", "p.csv");
  REQUIRE(players.size() == 1);
  CHECK(players[0].name == "Zo\xC3\xAB");
  CHECK(players[0].seed == 1);
  CHECK(players[0].line == 2);
  // Only at the very start: one later on is part of the text.
  CHECK(parse_player_csv("name\n\xEF\xBB\xBF" "Ann\n", "p.csv")[0].name == "\xEF\xBB\xBF" "Ann");
}

TEST_CASE("player CSV: blank lines are skipped but counted", "[tournaments][csv]") {
  const auto players = parse_player_csv("\n\nname,seed\n\nAnn,1\n   \n\r\nBob,2\n\n\n", "p.csv");
  CHECK(names(players) == std::vector<std::string>{"Ann", "Bob"});
  CHECK(lines(players) == std::vector<int>{5, 8});
}

TEST_CASE("player CSV: unknown columns are ignored", "[tournaments][csv]") {
  const auto players = parse_player_csv("rating,name,club,seed,notes\n1800,Ann,Oslo,2,x\n1700,Bob,,,\n", "p.csv");
  CHECK(names(players) == std::vector<std::string>{"Ann", "Bob"});
  CHECK(players[0].seed == 2);
  CHECK_FALSE(players[1].seed);
}

TEST_CASE("player CSV: columns come in any order and case, and fields are trimmed", "[tournaments][csv]") {
  const auto players = parse_player_csv("Seed,NAME\n 2 ,  Ann Lee \n,Bob\n", "p.csv");
  CHECK(names(players) == std::vector<std::string>{"Ann Lee", "Bob"});
  CHECK(players[0].seed == 2);
  CHECK_FALSE(players[1].seed);
  CHECK(names(parse_player_csv(" Name ,club\nAnn,Oslo\n", "p.csv")) == std::vector<std::string>{"Ann"});
  // No seed column at all: nobody is seeded.
  CHECK_FALSE(parse_player_csv("name\nAnn\n", "p.csv")[0].seed);
}

TEST_CASE("player CSV: a record with fewer fields than the header leaves the rest empty", "[tournaments][csv]") {
  const auto players = parse_player_csv("name,seed,club\nAnn\nBob,3\n", "p.csv");
  CHECK(names(players) == std::vector<std::string>{"Ann", "Bob"});
  CHECK_FALSE(players[0].seed);
  CHECK(players[1].seed == 3);
}

// ---------------------------------------------------------------------------------------
// Errors: the line and what is wrong.

TEST_CASE("player CSV: an unterminated quote is reported on the line where it opened", "[tournaments][csv]") {
  const Failure f = failure_of("name,seed\nAnn,1\n\"Bob,2\nCarl,3\nDan,4\n");
  REQUIRE(f.thrown);
  CHECK(f.file == "players.csv");
  CHECK(f.line == 3);
  CHECK_THAT(f.message, Contains("never closed"));
  // After a multi-line quoted field, the line numbers still count its lines.
  const Failure later = failure_of("name\n\"Ann\nLee\"\n\"Bob\n");
  REQUIRE(later.thrown);
  CHECK(later.line == 4);
}

TEST_CASE("player CSV: text after a closing quote is refused", "[tournaments][csv]") {
  Failure f = failure_of("name,seed\nAnn,1\n\"Bob\"x,2\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 3);
  CHECK_THAT(f.message, Contains("text after a closing quote"));
  // The line where the text is, after a field that spans lines.
  f = failure_of("name\n\"Ann\nLee\" Jr\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 3);
  CHECK_THAT(f.message, Contains("text after a closing quote"));
}

TEST_CASE("player CSV: a header without a name column is refused", "[tournaments][csv]") {
  Failure f = failure_of("player,seed\nAnn,1\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 1);
  CHECK_THAT(f.message, Contains("one must be \"name\""));
  CHECK_THAT(f.message, Contains("found \"player\""));
  // Headerless files: the first player is read as the header.
  f = failure_of("\nAnn,1\nBob,2\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 2);
  CHECK_THAT(f.message, Contains("\"name\""));
}

TEST_CASE("player CSV: a column named twice is refused", "[tournaments][csv]") {
  const Failure f = failure_of("name,seed,Name\nAnn,1,Ann\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 1);
  CHECK_THAT(f.message, Contains("\"name\" is named twice"));
}

TEST_CASE("player CSV: an empty name is refused", "[tournaments][csv]") {
  for (const std::string& record : {std::string(",2"), std::string("  ,2"), std::string("\"\",2"),
                                    std::string("\" \",2")}) {
    const Failure f = failure_of("name,seed\nAnn,1\n" + record + "\n");
    INFO("record: " << record);
    REQUIRE(f.thrown);
    CHECK(f.line == 3);
    CHECK_THAT(f.message, Contains("no name"));
  }
}

TEST_CASE("player CSV: a seed that is not a whole number from 1 is refused", "[tournaments][csv]") {
  for (const std::string seed : {"0", "x", "1.5", "-1", "+1", "2x", "1 2", "99999999999"}) {
    const Failure f = failure_of("name,seed\nAnn,1\nBob," + seed + "\n");
    INFO("seed: " << seed);
    REQUIRE(f.thrown);
    CHECK(f.line == 3);
    CHECK_THAT(f.message, Contains("seed \"" + seed + "\" is not a whole number from 1"));
  }
}

TEST_CASE("player CSV: a seed given twice names the earlier line", "[tournaments][csv]") {
  const Failure f = failure_of("name,seed\nAnn,1\nBob,2\n\n\"Carl\nDoe\",3\nDan,2\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 7);
  CHECK_THAT(f.message, Contains("seed 2 is already given on line 3"));
}

TEST_CASE("player CSV: a record with more fields than the header is refused", "[tournaments][csv]") {
  const Failure f = failure_of("name,seed\nAnn,1\nLee, Bob,2\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 3);
  CHECK_THAT(f.message, Contains("3 fields, but the header names 2 columns"));
}

TEST_CASE("player CSV: an empty file is refused", "[tournaments][csv]") {
  for (const std::string text : {"", "\n\n", "\xEF\xBB\xBF", "\xEF\xBB\xBF\r\n  \r\n"}) {
    const Failure f = failure_of(text);
    INFO("bytes: " << text.size());
    REQUIRE(f.thrown);
    CHECK(f.line == 0);  // no line to point at
    CHECK(f.file == "players.csv");
    CHECK_THAT(f.message, Contains("the file is empty"));
  }
}

TEST_CASE("player CSV: a file with only the header is refused", "[tournaments][csv]") {
  Failure f = failure_of("name,seed\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 1);
  CHECK_THAT(f.message, Contains("only the header"));
  f = failure_of("\n\nname,seed\r\n\r\n\r\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 3);
  CHECK_THAT(f.message, Contains("only the header"));
}

TEST_CASE("player CSV: NUL bytes are refused as not text", "[tournaments][csv]") {
  const std::string text("name,seed\nAnn,1\nB\0b,2\n", 22);
  REQUIRE(text.size() == 22);
  const Failure f = failure_of(text);
  REQUIRE(f.thrown);
  CHECK(f.line == 0);  // the whole file is refused: no line is named
  CHECK_THAT(f.message, Contains("NUL bytes"));
  // UTF-16 (what some spreadsheets save as "Unicode text") is full of NULs.
  const std::string utf16("\xFF\xFEn\0a\0m\0e\0\n\0", 12);
  CHECK_THAT(failure_of(utf16).message, Contains("NUL bytes"));
}

TEST_CASE("player CSV: a spreadsheet's empty rows and trailing commas are not errors", "[tournaments][csv]") {
  const auto players = parse_player_csv("name,seed\nAnn,1,\n,,\n , \nBob,,,\n", "players.csv");
  CHECK(names(players) == std::vector<std::string>{"Ann", "Bob"});
  CHECK(lines(players) == std::vector<int>{2, 5});
  // Text past the header's columns is still refused: it is a name split by a comma.
  const Failure f = failure_of("name,seed\nAnn,1,x\n");
  REQUIRE(f.thrown);
  CHECK(f.line == 2);
}

}  // namespace test_player_csv
