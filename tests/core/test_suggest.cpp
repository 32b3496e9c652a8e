// "Did you mean" (referee/core/suggest.hpp): edit distance with adjacent swaps,
// case-insensitive; the closest candidate within a length-dependent limit.
#include <catch2/catch.hpp>

#include "referee/core/suggest.hpp"

namespace test_suggest {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

TEST_CASE("suggest: edit distance counts insertions, deletions, substitutions and swaps", "[core][suggest]") {
  CHECK(edit_distance("", "") == 0);
  CHECK(edit_distance("abc", "") == 3);
  CHECK(edit_distance("", "abcd") == 4);
  CHECK(edit_distance("summon", "summon") == 0);
  CHECK(edit_distance("summon", "sumon") == 1);      // deletion
  CHECK(edit_distance("sumon", "summon") == 1);      // insertion
  CHECK(edit_distance("attack", "attach") == 1);     // substitution
  CHECK(edit_distance("acton", "action") == 1);
  CHECK(edit_distance("draw", "darw") == 1);         // adjacent swap counts once
  CHECK(edit_distance("ab", "ba") == 1);
  CHECK(edit_distance("kitten", "sitting") == 3);
  CHECK(edit_distance("ca", "abc") == 3);            // optimal string alignment, not full Damerau
  CHECK(edit_distance("flaw", "lawn") == 2);
}

TEST_CASE("suggest: edit distance ignores case and is symmetric", "[core][suggest]") {
  CHECK(edit_distance("Summon", "summon") == 0);
  CHECK(edit_distance("ANN", "ann") == 0);
  CHECK(edit_distance("DRAW", "darw") == 1);
  for (auto [a, b] : std::vector<std::pair<std::string, std::string>>{
           {"end-turn", "endturn"}, {"royal-fusion", "ace-fusion"}, {"Bob", "Rob"}, {"x", "xyz"}}) {
    CHECK(edit_distance(a, b) == edit_distance(b, a));
  }
}

TEST_CASE("suggest: the closest candidate within the limit wins", "[core][suggest]") {
  std::vector<std::string> actions = {"draw", "summon", "attack", "activate", "end-turn", "end-main", "pass"};
  CHECK(closest_match("sumon", actions) == std::optional<std::string>("summon"));
  CHECK(closest_match("ATTACK", actions) == std::optional<std::string>("attack"));
  CHECK(closest_match("end-trun", actions) == std::optional<std::string>("end-turn"));
  CHECK(closest_match("endturn", actions) == std::optional<std::string>("end-turn"));
  CHECK(closest_match("activte", actions) == std::optional<std::string>("activate"));
  CHECK_FALSE(closest_match("shuffle", actions).has_value());
  CHECK_FALSE(closest_match("x", {}).has_value());
  CHECK(closest_match("end-mai", actions) == std::optional<std::string>("end-main"));
  // On a tie, the first candidate in the list.
  CHECK(closest_match("bat", {"cat", "bar"}) == std::optional<std::string>("cat"));
}

TEST_CASE("suggest: the limit grows with the word: 1 up to 3 letters, 2 up to 6, then 3", "[core][suggest]") {
  CHECK(closest_match("Ann", {"Bob", "Anna"}) == std::optional<std::string>("Anna"));
  CHECK_FALSE(closest_match("Al", {"Bob"}).has_value());
  CHECK_FALSE(closest_match("abc", {"xyc"}).has_value());      // 2 edits, 3 letters
  CHECK(closest_match("abcd", {"xycd"}) == std::optional<std::string>("xycd"));  // 2 edits, 4 letters
  CHECK_FALSE(closest_match("abcdef", {"xyzdef"}).has_value());                   // 3 edits, 6 letters
  CHECK(closest_match("abcdefg", {"xyzdefg"}) == std::optional<std::string>("xyzdefg"));  // 3 edits, 7
  CHECK_FALSE(closest_match("abcdefg", {"wxyzefg"}).has_value());                          // 4 edits
}

TEST_CASE("suggest: did_you_mean formats the suggestion or says nothing", "[core][suggest]") {
  CHECK(did_you_mean("valdate", {"games", "spec", "rulings", "validate"}) == " (did you mean \"validate\"?)");
  CHECK(did_you_mean("Bbo", {"Ann", "Bob"}) == " (did you mean \"Bob\"?)");
  CHECK(did_you_mean("zzzzzzzz", {"games", "spec"}).empty());
  CHECK(did_you_mean("", {"ab"}).empty());  // 2 edits, over the limit of a short word
}

}  // namespace test_suggest
