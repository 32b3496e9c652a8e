// Console sessions (fixtures/console/*.screen): what a judge sees at `referee judge
// --interactive`, written by hand. Each file is a screen: its first line the command that
// started the session ("$ referee judge --interactive --transcript FILE --upto N"), then
// the session, each line typed shown after its prompt ("judge> show"), as a terminal
// echoes it. The lines typed are fed to the session, and the screen it gives (each prompt
// followed by the line typed) must be the file, byte for byte.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

#include "judgements/interactive.hpp"
#include "tests/support/golden_files.hpp"

namespace test_console_sessions {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
namespace fs = std::filesystem;

namespace {

constexpr const char* kPrompt = "judge> ";

struct Screen {
  InteractiveStart start;
  std::vector<std::string> typed;  // the lines typed, in order
};

Screen read_screen(const std::string& text) {
  Screen s;
  s.start.prompt = true;
  std::istringstream lines(text);
  std::string line;
  REQUIRE(std::getline(lines, line));
  std::istringstream words(line);
  std::string word;
  while (words >> word) {
    if (word == "--transcript") words >> s.start.transcript.emplace();
    else if (word == "--position") words >> s.start.position.emplace();
    else if (word == "--upto") words >> s.start.upto;
  }
  while (std::getline(lines, line))
    if (line.rfind(kPrompt, 0) == 0) s.typed.push_back(line.substr(std::string(kPrompt).size()));
  // The last prompt, with nothing typed, is the end of input.
  if (!s.typed.empty() && s.typed.back().empty()) s.typed.pop_back();
  return s;
}

// The session's output with each line typed echoed after its prompt, as on a terminal.
std::string screen_of(const std::string& first_line, const Screen& s) {
  std::string input;
  for (const auto& l : s.typed) input += l + "\n";
  std::istringstream in(input);
  std::ostringstream out;
  run_interactive(s.start, in, out);
  std::string raw = out.str(), screen = first_line + "\n";
  std::size_t next = 0, at = 0;
  for (std::size_t found; (found = raw.find(kPrompt, at)) != std::string::npos; at = found + std::string(kPrompt).size()) {
    screen += raw.substr(at, found - at) + kPrompt;
    screen += (next < s.typed.size() ? s.typed[next++] : "") + "\n";
  }
  return screen + raw.substr(at);
}

}  // namespace

TEST_CASE("console sessions: each screen is what the judge sees", "[judge][interactive][console]") {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator("fixtures/console"))
    if (entry.path().extension() == ".screen") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  CHECK(!files.empty());
  for (const fs::path& path : files) {
    SECTION(path.filename().string()) {
      const std::string expected = test::slurp(path);
      const Screen s = read_screen(expected);
      const std::string actual = screen_of(expected.substr(0, expected.find('\n')), s);
      if (test::updating_golden() && actual != expected) test::write_file(path.string() + ".actual", actual);
      INFO("fixture " << path.generic_string() << "\nactual:\n" << actual);
      CHECK(actual == expected);
    }
  }
}

}  // namespace test_console_sessions
