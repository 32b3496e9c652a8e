// Golden fixtures: every transcript under fixtures/<game>/legal and fixtures/<game>/illegal
// is validated and its report compared with the expected one beside it:
//   NAME.json            the transcript
//   NAME.expected.json   the report of `referee validate --format json NAME.json` (required)
//   NAME.expected.txt    the text report (optional)
// Legal ones must be valid; illegal ones must stop at a rules violation.
//
// To write the expected files after a deliberate change of output, run the suite with
// REFEREE_UPDATE_GOLDEN=1 and read every changed file in the diff before committing it.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "referee/core/registry.hpp"
#include "referee/core/validation.hpp"
#include "tests/support/golden_files.hpp"

using namespace referee;
namespace fs = std::filesystem;

namespace {

constexpr int kMinimumPerKind = 12;  // issue 2: at least 12 legal and 12 illegal per game

// Transcripts of one kind of one game, as paths relative to the project root (reports
// name the file as given, so expected files hold these paths).
std::vector<std::string> transcripts(const std::string& game, const std::string& kind) {
  std::vector<std::string> out;
  const fs::path dir = fs::path("fixtures") / game / kind;
  if (!fs::is_directory(dir)) return out;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".json" && name.find(".expected.") == std::string::npos)
      out.push_back((dir / name).generic_string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

fs::path sibling(const std::string& transcript, const std::string& suffix) {
  fs::path p(transcript);
  return p.parent_path() / (p.stem().string() + suffix);
}

void check_golden(const std::string& path, bool must_be_legal) {
  INFO("fixture " << path);
  ValidationReport report = validate_file(path, builtin_games(), nullptr);
  const nlohmann::json actual = report_json(report);
  const fs::path expected_json = sibling(path, ".expected.json");
  const fs::path expected_txt = sibling(path, ".expected.txt");
  if (test::updating_golden()) {
    test::write_file(expected_json, actual.dump(2) + "\n");
    if (fs::exists(expected_txt)) test::write_file(expected_txt, report_text(report));
  }
  REQUIRE(fs::exists(expected_json));
  const nlohmann::json expected = nlohmann::json::parse(test::slurp(expected_json));
  INFO("expected:\n" << expected.dump(2) << "\nactual:\n" << actual.dump(2));
  CHECK(actual == expected);
  if (fs::exists(expected_txt)) CHECK(report_text(report) == test::slurp(expected_txt));

  INFO(report_text(report));
  CHECK_FALSE(report.error.has_value());
  if (must_be_legal) {
    CHECK(report.valid());
  } else {
    REQUIRE(report.violation.has_value());
    CHECK(report.violation->citation != nullptr);  // every violation names its rule
  }
}

}  // namespace

TEST_CASE("golden transcripts: legal games validate with the expected report", "[golden]") {
  for (const Game* game : builtin_games().all()) {
    auto files = transcripts(game->info().id, "legal");
    INFO(game->info().id);
    CHECK(files.size() >= static_cast<std::size_t>(kMinimumPerKind));
    for (const auto& f : files) check_golden(f, true);
  }
}

TEST_CASE("golden transcripts: illegal games stop at the expected event and rule", "[golden]") {
  for (const Game* game : builtin_games().all()) {
    auto files = transcripts(game->info().id, "illegal");
    INFO(game->info().id);
    CHECK(files.size() >= static_cast<std::size_t>(kMinimumPerKind));
    for (const auto& f : files) check_golden(f, false);
  }
}
