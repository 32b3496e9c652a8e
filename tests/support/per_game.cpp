#include "tests/support/per_game.hpp"

#include "referee/core/registry.hpp"

namespace referee::test {
namespace {

// Runs one game's case: what Catch2's own invoker does for a plain test function, with the game.
class GameInvoker final : public Catch::ITestInvoker {
 public:
  GameInvoker(void (*body)(const Game&), const Game& game) : body_(body), game_(game) {}
  void invoke() const override { body_(game_); }

 private:
  void (*body_)(const Game&);
  const Game& game_;
};

}  // namespace

PerGameTestCases::PerGameTestCases(void (*body)(const Game&), const char* name, const char* tags,
                                   const Catch::SourceLineInfo& where) {
  for (const Game* game : builtin_games().all()) {
    const std::string& id = game->info().id;
    // Catch2 copies the name and tags, and owns the invoker from here on.
    const std::string full_name = std::string(name) + ": " + id;
    const std::string full_tags = std::string(tags) + "[" + id + "]";
    Catch::AutoReg(new GameInvoker(body, *game), where, Catch::StringRef(),
                   Catch::NameAndTags{full_name, full_tags});
  }
}

}  // namespace referee::test
