// A game's notation is the one source of its vocabulary (referee/core/notation.hpp): the
// engine names unknown actions from it, refuses keys outside an action's form, and prints
// the vocabulary text from it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/notation.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/input_error.hpp"

namespace test_notation {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using json = nlohmann::json;
using test::error_of;

namespace {

JsonDocument document(const json& event) {
  JsonDocument doc;
  doc.source = "<event>";
  doc.root = event;
  return doc;
}

}  // namespace

TEST_CASE("notation: each game's notation names its game, and the vocabulary text shows every action and key") {
  for (const Game* game : builtin_games().all()) {
    const notation::Notation& n = game->notation();
    CHECK(n.game == game->info().id);
    const std::string text = game->vocabulary();
    CHECK(text.find("game \"" + n.game + "\"") != std::string::npos);
    for (const auto& form : n.actions) {
      CHECK(text.find("\n  " + form.action + " ") != std::string::npos);
      for (const auto& f : form.fields) CHECK(text.find("\n    " + f.key + " ") != std::string::npos);
    }
    for (const auto& s : n.setup) CHECK(text.find("\n    " + s.field.key + " ") != std::string::npos);
    CHECK(text.find(n.notes) != std::string::npos);
  }
}

TEST_CASE("notation: an unknown action is refused on \"action\", with a suggestion, and a known one gives its form's place") {
  const notation::Notation& n = builtin_games().find("draw-of-faith")->notation();
  const JsonDocument doc = document({{"player", "Ann"}, {"action", "sumon"}});
  const JsonObject e(doc, doc.root, "", "", 3);
  const InputError err = error_of([&] { notation::form_of(n, e, "sumon"); });
  CHECK(err.message() == "unknown action \"sumon\" for draw-of-faith (did you mean \"summon\"?)");
  CHECK(err.where().field == "action");
  CHECK(n.index(notation::form_of(n, e, "summon")) == 1);
  CHECK(n.actions[n.index(notation::form_of(n, e, "reveal"))].action == "reveal");
}

TEST_CASE("notation: an event's keys are player, action, comment and its form's (or the subset a game names)") {
  const notation::Notation& n = builtin_games().find("draw-of-faith")->notation();
  const notation::ActionForm& summon = *n.find("summon");
  const JsonDocument good = document({{"player", "Ann"}, {"action", "summon"}, {"card", "7H"}, {"position", "attack"}, {"comment", "x"}});
  notation::check_keys(JsonObject(good, good.root, "", ""), summon);
  const JsonDocument bad = document({{"player", "Ann"}, {"action", "summon"}, {"card", "7H"}, {"positon", "attack"}});
  const InputError err = error_of([&] { notation::check_keys(JsonObject(bad, bad.root, "", ""), summon); });
  CHECK(err.message() == "unknown key \"positon\" (did you mean \"position\"?)");
  // A subset: "position" is the form's, not the subset's.
  CHECK_THROWS_AS(notation::check_keys(JsonObject(good, good.root, "", ""), std::vector<const char*>{"card"}), InputError);
}

}  // namespace test_notation
