// Golden judge queries: every query under fixtures/judgements/<game>/ is answered and the
// answer compared with the expected one beside it:
//   NAME.query.json    the query (interface.md, "Judge query"), plus "expect": what its
//                      author asserts by hand (the verdict, and the rulings whose options
//                      disagree), checked before the golden comparison so that regenerating
//                      the golden files cannot bless a wrong verdict
//   NAME.answer.json   `referee judge --format json NAME.query.json` (required)
//   NAME.answer.txt    the text answer (optional)
// The judge reads the query without "expect".
//
// To write the answers after a deliberate change of output, run with REFEREE_UPDATE_GOLDEN=1
// and read every changed file in the diff before committing it.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "judgements/kinds.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/golden_files.hpp"

namespace test_judgements {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
namespace fs = std::filesystem;

namespace {

// Issue 3: at least 25 pairs for Draw of Faith, 8 of them decided by a ruling's options;
// issue 9: 12 for hero-duel (and the games after it), half of them decided by a ruling.
std::size_t minimum_queries(const std::string& game) { return game == "draw-of-faith" ? 25 : 12; }
std::size_t minimum_ruling_decided(const std::string& game) { return game == "draw-of-faith" ? 8 : 6; }

std::vector<fs::path> queries(const std::string& game) {
  std::vector<fs::path> out;
  const fs::path dir = fs::path("fixtures") / "judgements" / game;
  if (!fs::is_directory(dir)) return out;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 11 && name.substr(name.size() - 11) == ".query.json") out.push_back(dir / name);
  }
  std::sort(out.begin(), out.end());
  return out;
}

fs::path sibling(const fs::path& query, const std::string& suffix) {
  const std::string name = query.filename().string();
  return query.parent_path() / (name.substr(0, name.size() - 11) + suffix);
}

void check_query(const fs::path& path) {
  INFO("fixture " << path.generic_string());
  nlohmann::json query = nlohmann::json::parse(test::slurp(path));
  REQUIRE(query.contains("expect"));
  const nlohmann::json expect = query.at("expect");
  query.erase("expect");
  REQUIRE(expect.contains("verdict"));

  Query q = read_query(parse_json(query.dump(), path.generic_string()), builtin_games());
  const Answer a = answer_query(q, nullptr);
  const nlohmann::json actual = answer_json(a);
  INFO("answer:\n" << answer_text(a));

  // The author's assertions first.
  CHECK(a.verdict == expect.at("verdict").get<std::string>());
  const std::vector<std::string> decided = a.decided_by_rulings();
  const auto expected_decided = expect.value("decided_by_rulings", std::vector<std::string>{});
  CHECK(std::set<std::string>(decided.begin(), decided.end()) ==
        std::set<std::string>(expected_decided.begin(), expected_decided.end()));
  // Rulings that change only what may follow (a response window), when the author lists them.
  if (expect.contains("change_what_may_follow")) {
    const std::vector<std::string> follows = a.change_what_may_follow();
    const auto expected_follows = expect.at("change_what_may_follow").get<std::vector<std::string>>();
    CHECK(std::set<std::string>(follows.begin(), follows.end()) ==
          std::set<std::string>(expected_follows.begin(), expected_follows.end()));
  }
  for (const std::string& c : expect.value("citations", std::vector<std::string>{}))
    CHECK(std::find(a.citations.begin(), a.citations.end(), c) != a.citations.end());

  const fs::path expected_json = sibling(path, ".answer.json");
  const fs::path expected_txt = sibling(path, ".answer.txt");
  if (test::updating_golden()) {
    test::write_file(expected_json, actual.dump(2) + "\n");
    if (fs::exists(expected_txt)) test::write_file(expected_txt, answer_text(a));
  }
  REQUIRE(fs::exists(expected_json));
  const nlohmann::json expected = nlohmann::json::parse(test::slurp(expected_json));
  INFO("expected:\n" << expected.dump(2) << "\nactual:\n" << actual.dump(2));
  CHECK(actual == expected);
  if (fs::exists(expected_txt)) CHECK(answer_text(a) == test::slurp(expected_txt));
}

}  // namespace

TEST_CASE("golden judge queries: answers match their expected answers", "[golden][judge]") {
  for (const Game* game : builtin_games().all()) {
    const std::string id = game->info().id;
    const std::vector<fs::path> all = queries(id);
    for (const fs::path& path : all) {
      SECTION(path.filename().string()) { check_query(path); }
    }
    // Each game keeps its own set (issue 3: "each game that lands later gets its own").
    INFO(id << ": " << all.size() << " queries");
    CHECK(all.size() >= minimum_queries(id));
  }
}

TEST_CASE("golden judge queries: enough of them turn on a ruling", "[golden][judge]") {
  for (const Game* game : builtin_games().all()) {
    std::size_t decided = 0;
    for (const fs::path& path : queries(game->info().id)) {
      nlohmann::json query = nlohmann::json::parse(test::slurp(path));
      if (!query.value("expect", nlohmann::json::object()).value("decided_by_rulings", nlohmann::json::array()).empty())
        ++decided;
    }
    INFO(game->info().id << ": " << decided << " queries decided by a ruling's options");
    CHECK(decided >= minimum_ruling_decided(game->info().id));
  }
}

}  // namespace test_judgements
