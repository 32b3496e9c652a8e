// The rulings registry (referee/core/rulings.hpp): catalogue declaration checks, profiles,
// unknown ids and options as input errors, the consult log, non-default profiles.
#include <catch2/catch.hpp>

#include <functional>
#include <set>
#include <stdexcept>

#include "referee/core/errors.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/rulings.hpp"

namespace test_rulings {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

const Section kTie{"battle.tie", "Battle Phase: Battle Resolution", "Equal ranks."};
const Section kDraw{"turn.draw", "Turn Structure: 1. Draw Phase", "Draw a card."};

enum class Tie { no_effect, both_destroyed, suit_order };
enum class FirstDraw { yes, no };
enum class Deck { shared, own };

constexpr RulingKey<Tie> kTieKey{0};
constexpr RulingKey<FirstDraw> kFirstDrawKey{1};
constexpr RulingKey<Deck> kDeckKey{2};

// A small catalogue of three rulings, declared the way games declare theirs.
RulingCatalogue toy_catalogue() {
  RulingCatalogue c("toy");
  c.declare(kTieKey, "toy.battle.tie", "What happens on equal ranks?", {&kTie})
      .option(Tie::no_effect, "no-effect", "Nothing happens.")
      .option(Tie::both_destroyed, "both-destroyed", "Both cards are destroyed.")
      .option(Tie::suit_order, "suit-order", "Suits break the tie.")
      .by_default(Tie::no_effect, "The text names no effect.");
  c.declare(kFirstDrawKey, "toy.turn.first-draw", "Does the first player draw on turn 1?", {&kDraw})
      .option(FirstDraw::yes, "yes", "Draws.")
      .option(FirstDraw::no, "no", "Does not draw.")
      .by_default(FirstDraw::yes, "Every turn has a draw.");
  c.declare(kDeckKey, "toy.setup.deck", "One deck or one each?", {&kDraw, &kTie})
      .option(Deck::shared, "shared", "One deck.")
      .option(Deck::own, "own", "One each.")
      .by_default(Deck::own, "Defended somehow.")
      .note("A third option was dropped.");
  c.check_complete();
  return c;
}

InputError input_error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e;
  }
  FAIL("expected an InputError");
  throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("rulings: a catalogue keeps its declarations, defaults and lookups", "[core][rulings]") {
  RulingCatalogue c = toy_catalogue();
  CHECK(c.game() == "toy");
  REQUIRE(c.size() == 3);
  CHECK(c.at(0).id == "toy.battle.tie");
  CHECK(c.at(0).options.size() == 3);
  CHECK(c.at(0).options[2].id == "suit-order");
  CHECK(c.at(0).default_id() == "no-effect");
  CHECK(c.at(2).default_id() == "own");
  CHECK(c.at(2).note == "A third option was dropped.");
  CHECK(c.at(2).citations.size() == 2);
  CHECK(c.index_of("toy.setup.deck") == 2);
  CHECK(c.index_of("toy.nope") == -1);
  CHECK(c.at(0).option_index("both-destroyed") == 1);
  CHECK(c.at(0).option_index("Both-Destroyed") == -1);
  CHECK_THROWS_AS(c.at(3), std::out_of_range);
}

TEST_CASE("rulings: the catalogue builder checks key order and option order", "[core][rulings]") {
  SECTION("a key declared out of order") {
    RulingCatalogue c("toy");
    CHECK_THROWS_WITH(c.declare(kFirstDrawKey, "toy.turn.first-draw", "?", {&kDraw}),
                      Catch::Contains("toy.turn.first-draw") && Catch::Contains("out of key order"));
    CHECK(c.size() == 0);
  }
  SECTION("an option declared out of enum order") {
    RulingCatalogue c("toy");
    auto d = c.declare(kTieKey, "toy.battle.tie", "?", {&kTie});
    d.option(Tie::no_effect, "no-effect", "...");
    CHECK_THROWS_WITH(d.option(Tie::suit_order, "suit-order", "..."),
                      Catch::Contains("suit-order") && Catch::Contains("out of enum order"));
  }
  SECTION("fewer than two options") {
    RulingCatalogue c("toy");
    c.declare(kTieKey, "toy.battle.tie", "?", {&kTie})
        .option(Tie::no_effect, "no-effect", "...")
        .by_default(Tie::no_effect, "why");
    CHECK_THROWS_WITH(c.check_complete(), Catch::Contains("toy.battle.tie") && Catch::Contains("fewer than two"));
  }
  SECTION("a default that is not an option") {
    RulingCatalogue c("toy");
    c.declare(kTieKey, "toy.battle.tie", "?", {&kTie})
        .option(Tie::no_effect, "no-effect", "...")
        .option(Tie::both_destroyed, "both-destroyed", "...")
        .by_default(Tie::suit_order, "why");
    CHECK_THROWS_WITH(c.check_complete(), Catch::Contains("no valid default"));
  }
  SECTION("a default without a reason") {
    RulingCatalogue c("toy");
    c.declare(kTieKey, "toy.battle.tie", "?", {&kTie})
        .option(Tie::no_effect, "no-effect", "...")
        .option(Tie::both_destroyed, "both-destroyed", "...");
    CHECK_THROWS_WITH(c.check_complete(), Catch::Contains("does not defend its default"));
  }
  SECTION("no citation") {
    RulingCatalogue c("toy");
    c.declare(kTieKey, "toy.battle.tie", "?", {})
        .option(Tie::no_effect, "no-effect", "...")
        .option(Tie::both_destroyed, "both-destroyed", "...")
        .by_default(Tie::both_destroyed, "why");
    CHECK_THROWS_WITH(c.check_complete(), Catch::Contains("cites no section"));
  }
}

TEST_CASE("rulings: a fresh Rulings holds the defaults", "[core][rulings]") {
  RulingCatalogue c = toy_catalogue();
  Rulings r(c);
  CHECK(&r.catalogue() == &c);
  CHECK(r.choice(0) == 0);
  CHECK(r.choice(1) == 0);
  CHECK(r.choice(2) == 1);  // "own" is the default
  CHECK(r.peek(kDeckKey) == Deck::own);
  CHECK(r.non_default_profile() == nlohmann::json::object());
  ConsultRecorder read;
  (void)r.peek(kDeckKey);
  (void)r.choice(1);
  CHECK(read.read().empty());  // peek and choice do not count as consulting
}

TEST_CASE("rulings: a profile chooses options, and the non-default profile gives them back", "[core][rulings]") {
  RulingCatalogue c = toy_catalogue();
  Rulings r(c);
  r.apply_profile({{"toy.battle.tie", "suit-order"}, {"toy.setup.deck", "own"}}, Location{"p.json", 1});
  CHECK(r.peek(kTieKey) == Tie::suit_order);
  CHECK(r.peek(kDeckKey) == Deck::own);
  CHECK(r.peek(kFirstDrawKey) == FirstDraw::yes);
  // Choosing a default is not a difference from the defaults.
  CHECK(r.non_default_profile() == nlohmann::json{{"toy.battle.tie", "suit-order"}});

  r.choose("toy.setup.deck", "shared", Location{"cli"});
  CHECK(r.non_default_profile() == nlohmann::json{{"toy.battle.tie", "suit-order"}, {"toy.setup.deck", "shared"}});

  // A later profile overrides an earlier one (transcript first, then --rulings).
  r.apply_profile({{"toy.battle.tie", "no-effect"}}, Location{"override.json", 1});
  CHECK(r.peek(kTieKey) == Tie::no_effect);
  CHECK(r.non_default_profile() == nlohmann::json{{"toy.setup.deck", "shared"}});

  r.set_choice(1, 1);
  CHECK(r.peek(kFirstDrawKey) == FirstDraw::no);
  CHECK_THROWS_AS(r.set_choice(1, 2), std::logic_error);
  CHECK_THROWS_AS(r.set_choice(1, -1), std::logic_error);
  CHECK(r.peek(kFirstDrawKey) == FirstDraw::no);
}

TEST_CASE("rulings: an unknown ruling id is an InputError naming it, with a suggestion", "[core][rulings]") {
  RulingCatalogue c = toy_catalogue();
  Rulings r(c);
  InputError e = input_error_of([&] { r.apply_profile({{"toy.battle.tye", "no-effect"}}, Location{"p.json", 2}); });
  CHECK(e.where().file == "p.json");
  CHECK(e.where().line == 2);
  CHECK(e.where().field == "toy.battle.tye");
  CHECK_THAT(e.message(), Catch::Contains("unknown ruling \"toy.battle.tye\"") && Catch::Contains("toy") &&
                              Catch::Contains("did you mean \"toy.battle.tie\"?"));

  InputError far = input_error_of([&] { r.choose("something.else.entirely", "x", Location{"q.json"}); });
  CHECK_THAT(far.message(), Catch::Contains("something.else.entirely") && !Catch::Contains("did you mean"));
}

TEST_CASE("rulings: an unknown option is an InputError naming it and listing the options", "[core][rulings]") {
  RulingCatalogue c = toy_catalogue();
  Rulings r(c);
  InputError e = input_error_of([&] { r.apply_profile({{"toy.battle.tie", "both-destroy"}}, Location{"p.json", 1}); });
  CHECK(e.where().field == "toy.battle.tie");
  CHECK_THAT(e.message(), Catch::Contains("unknown option \"both-destroy\"") && Catch::Contains("toy.battle.tie") &&
                              Catch::Contains("did you mean \"both-destroyed\"?") &&
                              Catch::Contains("options: no-effect, both-destroyed, suit-order"));
  CHECK(r.peek(kTieKey) == Tie::no_effect);  // unchanged

  // Option ids are exact: a different case is not the same option.
  CHECK_THROWS_AS(r.choose("toy.battle.tie", "No-Effect", Location{}), InputError);
}

TEST_CASE("rulings: a profile must be an object of strings", "[core][rulings]") {
  RulingCatalogue c = toy_catalogue();
  Rulings r(c);
  InputError not_object = input_error_of([&] { r.apply_profile(nlohmann::json::array({"toy.battle.tie"}), Location{"p.json", 1}); });
  CHECK(not_object.where().file == "p.json");
  CHECK_THAT(not_object.message(), Catch::Contains("must be an object"));

  InputError not_string = input_error_of([&] { r.apply_profile({{"toy.battle.tie", 2}}, Location{"p.json", 1}); });
  CHECK(not_string.where().field == "toy.battle.tie");
  CHECK_THAT(not_string.message(), Catch::Contains("toy.battle.tie") && Catch::Contains("must be a string"));
  CHECK(r.peek(kTieKey) == Tie::no_effect);
}

TEST_CASE("rulings: a recorder notes each ruling read once, in the order first read", "[core][rulings]") {
  RulingCatalogue c = toy_catalogue();
  Rulings r(c);
  r.choose("toy.setup.deck", "shared", Location{});
  CHECK(r.get(kDeckKey) == Deck::shared);  // read with no recorder: noted nowhere, and no harm
  ConsultRecorder read;
  CHECK(r.get(kDeckKey) == Deck::shared);
  CHECK(r.get(kTieKey) == Tie::no_effect);
  CHECK(r.get(kDeckKey) == Deck::shared);  // a second read is not a second entry
  (void)r.peek(kFirstDrawKey);             // peeking is not consulting
  CHECK(read.read().order() == std::vector<std::uint16_t>{2, 0});
  CHECK(r.ids(read.read()) == std::vector<std::string>{"toy.setup.deck", "toy.battle.tie"});
  CHECK(r.with_choices(read.read()) == std::vector<std::string>{"toy.setup.deck=shared", "toy.battle.tie=no-effect"});

  read.restart();
  CHECK(read.read().empty());
  // After a restart, a ruling read before is recorded again.
  (void)r.get(kTieKey);
  (void)r.get(kFirstDrawKey);
  (void)r.get(kTieKey);
  CHECK(r.ids(read.read()) == std::vector<std::string>{"toy.battle.tie", "toy.turn.first-draw"});
}

TEST_CASE("rulings: a nested recorder's reads reach the enclosing ones, unless it is isolated", "[core][rulings]") {
  RulingCatalogue c = toy_catalogue();
  Rulings r(c);
  const Rulings copy = r;  // copies share no log: there is none to share
  ConsultRecorder game;
  (void)r.get(kTieKey);
  {
    ConsultRecorder check;
    (void)copy.get(kDeckKey);
    CHECK(check.read().order() == std::vector<std::uint16_t>{2});
    check.restart();  // the enclosing recorder keeps what the inner one forgets
  }
  {
    ConsultRecorder key(ConsultRecorder::Scope::isolated);
    (void)r.get(kFirstDrawKey);
    CHECK(key.read().order() == std::vector<std::uint16_t>{1});
    CHECK(ConsultRecorder::innermost() == &key);
  }
  CHECK(ConsultRecorder::innermost() == &game);
  CHECK(game.read().order() == std::vector<std::uint16_t>{0, 2});
}

TEST_CASE("rulings: ConsultLog grows for any index", "[core][rulings]") {
  ConsultLog log;
  log.note(300);
  log.note(3);
  log.note(300);
  CHECK(log.order() == std::vector<std::uint16_t>{300, 3});
  log.clear();
  log.note(3);
  CHECK(log.order() == std::vector<std::uint16_t>{3});
}

TEST_CASE("rulings: every built-in game's catalogue is complete, with unique ids and defaults that apply",
          "[core][rulings]") {
  for (const Game* game : builtin_games().all()) {
    const RulingCatalogue& c = game->catalogue();
    INFO(game->info().id);
    CHECK(c.game() == game->info().id);
    CHECK_NOTHROW(c.check_complete());
    std::set<std::string> ids;
    for (std::size_t i = 0; i < c.size(); ++i) {
      CHECK(ids.insert(c.at(i).id).second);
      CHECK(c.index_of(c.at(i).id) == static_cast<int>(i));
      // Every option can be chosen by its id, and choosing the default changes nothing.
      Rulings r(c);
      for (const auto& o : c.at(i).options) CHECK_NOTHROW(r.choose(c.at(i).id, o.id, Location{}));
      r.choose(c.at(i).id, c.at(i).default_id(), Location{});
      CHECK(r.non_default_profile().empty());
    }
  }
}

namespace declared {
#define TEST_RULINGS_LIST(X)                                  \
  X(battle_tie, BattleTie, no_effect, both_destroyed_no_points) \
  X(first_draw, FirstDrawing, yes, no)
REFEREE_DECLARE_RULINGS(TEST_RULINGS_LIST)
}  // namespace declared

TEST_CASE("REFEREE_DECLARE_RULINGS numbers keys by place and derives option ids from the enumerators", "[rulings]") {
  using namespace declared;
  STATIC_REQUIRE(ruling::battle_tie.index == 0);
  STATIC_REQUIRE(ruling::first_draw.index == 1);
  RulingCatalogue c("toy");
  c.declare(ruling::battle_tie, "toy.battle.tie", "Tie?", {&kTie})
      .option(BattleTie::no_effect, "Nothing happens.")
      .option(BattleTie::both_destroyed_no_points, "Both are destroyed.")
      .by_default(BattleTie::no_effect, "Because.");
  c.declare(ruling::first_draw, "toy.turn.first-draw", "Draw?", {&kDraw})
      .option(FirstDrawing::yes, "Draws.")
      .option(FirstDrawing::no, "Does not draw.")
      .by_default(FirstDrawing::no, "Because.");
  CHECK(c.at(0).options[0].id == "no-effect");
  CHECK(c.at(0).options[1].id == "both-destroyed-no-points");
  CHECK(c.at(1).options[0].id == "yes");
  CHECK(c.at(1).options[1].id == "no");
  CHECK(ruling_option_id("a_b, c_d_e", 1) == "c-d-e");
}

}  // namespace test_rulings
