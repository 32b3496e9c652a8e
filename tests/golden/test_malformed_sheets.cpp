// Malformed score sheets: every NAME.sheet under fixtures/<game>/sheets/malformed/ has its
// defects said in its first line (a '#' note), and beside it NAME.expected.json:
//   {"line": L, "column": C, "message": "a fragment of the expected message"}
// for a sheet with one defect, which must be the only error reported (recovering after it
// adds none), or, for a sheet with several (issue 25: one run lists every notation error),
//   {"errors": [{"line": ..., "column": ..., "message": ...}, ...], "left_out": N}
// the whole list in order (N, if given, errors past the cap). Validating the sheet must stop
// with an input error, never a replay. Everything else in a sheet is a real game start (Game,
// Players, First, Hand headers and turns), so only the defects are tested.
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
    const nlohmann::json list = expected.contains("errors") ? expected["errors"] : nlohmann::json::array({expected});
    REQUIRE_FALSE(list.empty());

    const ValidationReport report = validate_file(path, builtin_games(), nullptr);
    INFO("report:\n" << report_text(report));
    REQUIRE(report.error.has_value());
    CHECK_FALSE(report.violation.has_value());
    const std::vector<InputError> errors = report.error->all();
    CHECK(errors.size() == list.size());
    CHECK(report.error->left_out() == expected.value("left_out", 0));
    for (std::size_t i = 0; i < list.size() && i < errors.size(); ++i) {
      const nlohmann::json& want = list[i];
      REQUIRE(want.contains("line"));
      REQUIRE(want.contains("column"));
      REQUIRE(want.contains("message"));
      const int line = want["line"].get<int>();
      const int column = want["column"].get<int>();
      const std::string fragment = want["message"].get<std::string>();
      // A sheet's line 1 is its note saying what is wrong: the defect is never there.
      CHECK(line > 1);
      CHECK(column >= 1);
      CHECK_FALSE(fragment.empty());
      const InputError& error = errors[i];
      INFO("error " << i + 1 << ": " << error.describe());
      CHECK(error.where().file == path);
      CHECK(error.where().line == line);
      CHECK(error.where().column == column);
      CHECK(error.message().find(fragment) != std::string::npos);
    }
  }
}

TEST_CASE("malformed score sheets: several errors are listed in text and JSON", "[sheet][golden]") {
  const std::string path = (kMalformed / "more-than-twenty-errors.sheet").generic_string();
  const ValidationReport report = validate_file(path, builtin_games(), nullptr);
  REQUIRE(report.error.has_value());
  const std::string text = report_text(report);
  CHECK(text.find(path + ":8:9: unknown action \"dra\"") == 0);
  CHECK(text.find(path + ":8:161: unknown action \"dra\"") != std::string::npos);  // the twentieth
  CHECK(text.find("\n... and 2 more\n  input error: the file was not validated\n") != std::string::npos);
  const nlohmann::json j = report_json(report);
  CHECK(j["error"]["column"] == 9);  // the first, as for one error
  REQUIRE(j["errors"].size() == 20);
  CHECK(j["errors"][19]["column"] == 161);
  CHECK(j["errors_left_out"] == 2);
}

}  // namespace test_malformed_sheets
