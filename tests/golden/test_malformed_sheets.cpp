// Malformed score sheets: every NAME.sheet under fixtures/<game>/sheets/malformed/ has one
// defect, said in its first line (a '#' note), and beside it NAME.expected.json:
//   {"line": L, "column": C, "message": "a fragment of the expected message"}
// Validating the sheet must stop with an input error at exactly that line and column, whose
// message contains the fragment. Everything else in a sheet is a real game start (Game,
// Players, First, Hand headers and turns), so only the one defect is tested.
//
// The expected files are written and checked by hand (the column counted on the sheet, not
// copied from the referee's output): there is no REFEREE_UPDATE_GOLDEN for them.
#include <catch2/catch.hpp>
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "referee/core/registry.hpp"
#include "referee/core/validation.hpp"
#include "tests/support/golden_files.hpp"

namespace test_malformed_sheets {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMinimumSheets = 10;

const fs::path kMalformed = fs::path("fixtures") / "draw-of-faith" / "sheets" / "malformed";

// The malformed sheets, as paths relative to the project root, in name order.
std::vector<std::string> malformed_sheets() {
  std::vector<std::string> out;
  if (!fs::is_directory(kMalformed)) return out;
  for (const auto& entry : fs::directory_iterator(kMalformed))
    if (entry.path().extension() == ".sheet") out.push_back(entry.path().generic_string());
  std::sort(out.begin(), out.end());
  return out;
}

fs::path expected_of(const std::string& sheet) {
  const fs::path p(sheet);
  return p.parent_path() / (p.stem().string() + ".expected.json");
}

}  // namespace

TEST_CASE("malformed score sheets: the folder holds the corpus", "[sheet][golden]") {
  const auto sheets = malformed_sheets();
  INFO("folder " << kMalformed.generic_string());
  CHECK(sheets.size() >= kMinimumSheets);
  // Every sheet has its expected file, and every expected file its sheet.
  for (const auto& s : sheets) {
    INFO("sheet " << s);
    CHECK(fs::exists(expected_of(s)));
  }
  for (const auto& entry : fs::directory_iterator(kMalformed)) {
    const std::string name = entry.path().filename().string();
    const std::string suffix = ".expected.json";
    if (name.size() <= suffix.size() || name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0) continue;
    const fs::path sheet = kMalformed / (name.substr(0, name.size() - suffix.size()) + ".sheet");
    INFO("expected file " << name);
    CHECK(fs::exists(sheet));
  }
}

TEST_CASE("malformed score sheets: each stops at the expected line, column and message", "[sheet][golden]") {
  const auto sheets = malformed_sheets();
  REQUIRE_FALSE(sheets.empty());
  for (const auto& path : sheets) {
    INFO("sheet " << path);
    const fs::path expected_path = expected_of(path);
    REQUIRE(fs::exists(expected_path));
    const nlohmann::json expected = nlohmann::json::parse(test::slurp(expected_path));
    REQUIRE(expected.contains("line"));
    REQUIRE(expected.contains("column"));
    REQUIRE(expected.contains("message"));
    const int line = expected["line"].get<int>();
    const int column = expected["column"].get<int>();
    const std::string fragment = expected["message"].get<std::string>();
    // A sheet's line 1 is its note saying what is wrong: the defect is never there.
    CHECK(line > 1);
    CHECK(column >= 1);
    CHECK_FALSE(fragment.empty());

    const ValidationReport report = validate_file(path, builtin_games(), nullptr);
    INFO("report:\n" << report_text(report));
    REQUIRE(report.error.has_value());
    CHECK_FALSE(report.violation.has_value());
    const InputError& error = *report.error;
    INFO("error: " << error.describe());
    CHECK(error.where().file == path);
    CHECK(error.where().line == line);
    CHECK(error.where().column == column);
    CHECK(error.message().find(fragment) != std::string::npos);
  }
}

}  // namespace test_malformed_sheets
