// Helpers for the hero-duel Game tests: the game itself (not registered yet, so a local
// registry holds it), transcripts built in the test, and replay.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/replay.hpp"
#include "referee/core/transcript.hpp"
#include "rulespec/hero-duel/game.hpp"

namespace hdgame {

using namespace referee;
using nlohmann::json;

inline const GameRegistry& registry() {
  static const GameRegistry r = [] {
    GameRegistry g;
    g.add(hd::make_hero_duel());
    return g;
  }();
  return r;
}
inline const Game& game() { return *registry().find("hero-duel"); }

// Ann's and Bob's registered decks: one hero each and a mix of the sample set.
inline json decks() {
  return {{"Ann", {"pyra", "ember-squire", "wind-sprite", "storm-drake", "fireball", "meteor-rain", "last-page",
                   "spiked-pit", "cinder-imp", "frost-archer", "second-wind", "battle-cry"}},
          {"Bob", {"pyra", "cinder-imp", "wind-sprite", "iron-warden", "fireball", "spiked-pit", "null-rune",
                   "earthquake", "ember-squire", "frost-archer", "purge", "blizzard"}}};
}

// A transcript: the sample card set, named relative to the document (the repository root).
inline json transcript(json setup, json events, json result = nullptr, json rulings = json::object()) {
  json t = {{"format", "referee-transcript/1"}, {"game", "hero-duel"}, {"players", {"Ann", "Bob"}},
            {"cards", "fixtures/hero-duel/cards/sample.json"}, {"rulings", rulings},
            {"setup", std::move(setup)}, {"events", std::move(events)}};
  if (!result.is_null()) t["result"] = result;
  return t;
}

// A path in the repository (std::filesystem: g++ 12 warns falsely on string + literal here).
inline std::string source_path(const char* relative) { return (std::filesystem::path(REFEREE_SOURCE_DIR) / relative).string(); }

inline Transcript read(const json& t) {
  return read_transcript(parse_json(t.dump(1), source_path("t.json")), registry());
}

inline Replay run(const json& t) {
  Transcript tr = read(t);
  ReplayOptions o;
  o.keep_trace = true;
  return replay(tr, rulings_for(tr, nullptr), o);
}

inline json ev(const std::string& player, const std::string& action, json keys = json::object()) {
  keys["player"] = player;
  keys["action"] = action;
  return keys;
}

}  // namespace hdgame
