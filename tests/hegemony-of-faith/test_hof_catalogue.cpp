// The rulings catalogue as data: every ruling is read by the rules, or says the referee
// cannot tell its options apart; the catalogue is complete and cites known sections.
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "hof_test.hpp"

namespace test_hof_catalogue {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

// A ruling the rules never read changes nothing, whatever its options say. Each key of
// rulings.hpp must be read (ruling::NAME) by some rules file, unless its note says the
// referee cannot tell the options apart, which a ruling the rules do read must not say.
TEST_CASE("hegemony-of-faith rulings: every ruling is read by the rules, or its note says the referee cannot tell its options apart",
          "[hegemony-of-faith][rulings]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(REFEREE_SOURCE_DIR) / "rulespec" / "hegemony-of-faith";
  auto slurp = [](const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  };
  std::string rules;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name == "rulings.cpp" || name == "rulings.hpp") continue;
    if (entry.path().extension() == ".cpp" || entry.path().extension() == ".hpp") rules += slurp(entry.path());
  }
  REQUIRE(rules.size() > 10000);
  const std::string keys = slurp(dir / "rulings.hpp");
  const std::regex key{R"(X\((\w+), \w+)"};  // REFEREE_DECLARE_RULINGS's list, in key order
  const RulingCatalogue& catalogue = ruling_catalogue();
  std::size_t seen = 0;
  for (auto it = std::sregex_iterator(keys.begin(), keys.end(), key); it != std::sregex_iterator(); ++it, ++seen) {
    const std::string name = (*it)[1];
    const std::size_t index = seen;
    REQUIRE(index < catalogue.size());
    const RulingSpec& spec = catalogue.at(index);
    INFO(spec.id << " (ruling::" << name << ")");
    const bool read = std::regex_search(rules, std::regex("ruling::" + name + R"(\b)"));
    const bool inert = spec.note.find("cannot tell the options apart") != std::string::npos;
    CHECK(read != inert);
  }
  CHECK(seen == catalogue.size());
}

TEST_CASE("hegemony-of-faith rulings: each ruling cites sections of the game and defends its default",
          "[hegemony-of-faith][rulings]") {
  const RulingCatalogue& catalogue = ruling_catalogue();
  CHECK(catalogue.size() >= 60);  // at least the research note's, merged or split
  for (const RulingSpec& spec : catalogue.specs()) {
    INFO(spec.id);
    CHECK(spec.id.rfind("hof.", 0) == 0);
    CHECK(spec.options.size() >= 2);
    CHECK(spec.default_reason.size() > 40);
    CHECK_FALSE(spec.citations.empty());
    for (const Section* s : spec.citations) CHECK(section_index().contains(s));
  }
}

}  // namespace test_hof_catalogue
