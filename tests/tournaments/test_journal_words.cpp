// `referee event log` in words (tournaments/output/formats.hpp, journal_words): each operation
// as the command stored it, and a detail of another shape shown as stored, never lost.
#include <catch2/catch.hpp>

#include <string>

#include "tournaments/output/formats.hpp"

namespace test_journal_words {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using referee::tournaments::journal_words;

TEST_CASE("journal words: every operation the commands store reads as a sentence", "[tournaments][log]") {
  CHECK(journal_words("create", R"({"game":"draw-of-faith","name":"Club Night","seed":"7","system":"swiss","tiebreaks":"mtg"})") ==
        "created \"Club Night\": draw-of-faith, swiss, mtg tiebreaks, seed 7");
  CHECK(journal_words("create", R"({"game":"draw-of-faith","match":"bo3","name":"Bo3","seed":"7","system":"swiss","tiebreaks":"mtg"})") ==
        "created \"Bo3\": draw-of-faith, swiss, mtg tiebreaks, seed 7, best of three");
  CHECK(journal_words("add", R"({"from_round":2,"players":["Gina","Hal"]})") == "entered Gina, Hal, from round 2");
  CHECK(journal_words("drop", R"({"player":"Dora","round":2})") == "Dora dropped, not paired from round 2");
  CHECK(journal_words("reenter", R"({"player":"Dora","round":3})") == "Dora re-entered, paired from round 3");
  CHECK(journal_words("pair", R"({"paired":{"pairings":[["Ann","Bob"],["Cid","Dan"],["Eve",null]],"round":1}})") ==
        "paired round 1: Ann v Bob, Cid v Dan; Eve has the bye");
  CHECK(journal_words("repair", R"({"paired":{"pairings":[["Ann","Dora"],["Bob","Cid"]],"round":2},)"
                                R"("taken_back":{"pairings":[["Ann","Bob"],["Cid",null]],"round":2}})") ==
        "paired again round 2: Ann v Dora, Bob v Cid (was Ann v Bob; Cid has the bye)");
  CHECK(journal_words("report", R"({"first":"Ann","result":"2-1-0","round":1,"second":"Bob","table":1,"transcripts":["g1.json","g2.json"]})") ==
        "reported round 1, table 1: Ann v Bob 2-1-0, from g1.json, g2.json");
  CHECK(journal_words("correct", R"({"before":"2-1-0","first":"Ann","result":"1-2-0","round":1,"second":"Bob","table":1})") ==
        "corrected round 1, table 1: Ann v Bob 1-2-0 (was 2-1-0)");
}

TEST_CASE("journal words: tables of more than two and their placements", "[tournaments][log]") {
  CHECK(journal_words("pair", R"({"paired":{"round":1,"tables":[["Ann","Bob","Cid","Dan"],["Eve","Fay","Gus"]],"byes":["Hal"]}})") ==
        "paired round 1: table 1: Ann, Bob, Cid, Dan; table 2: Eve, Fay, Gus; Hal has the bye");
  CHECK(journal_words("correct", R"({"round":1,"table":2,"placement":"Eve, Fay = Gus","before":"Eve, Fay, Gus"})") ==
        "corrected round 1, table 2: Eve, Fay = Gus (was Eve, Fay, Gus)");
}

TEST_CASE("journal words: a playoff report names its stage", "[tournaments][log]") {
  CHECK(journal_words("report", R"({"first":"Ann","playoff":"Semifinal","result":"2-0-0","round":5,"second":"Dan","table":1})") ==
        "reported round 5 (Semifinal), table 1: Ann v Dan 2-0-0");
  CHECK(journal_words("report", R"({"placement":"Ann, Bob, Cid, Dan","playoff":"Final table","round":3,"table":1})") ==
        "reported round 3 (Final table), table 1: Ann, Bob, Cid, Dan");
}

TEST_CASE("journal words: a detail of a shape this version did not write is shown as stored", "[tournaments][log]") {
  CHECK(journal_words("drop", R"({"who":"Dora"})") == R"({"who":"Dora"})");
  CHECK(journal_words("teleport", R"({"player":"Dora"})") == R"({"player":"Dora"})");
  CHECK(journal_words("report", "not json") == "not json");
}

}  // namespace test_journal_words
