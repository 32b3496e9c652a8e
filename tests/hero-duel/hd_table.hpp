// Helpers for the hero-duel rules tests: the sample card set, rulings with one option
// changed, and a table set up by hand (monsters, traps, hands) so each test states the
// position it needs.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <string>

#include "referee/cards/card_set_read.hpp"
#include "referee/core/json_source.hpp"
#include "rulespec/hero-duel/rules.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace hdtest {

using namespace referee;
using namespace referee::hd;

// The sample set's file (std::filesystem: g++ 12 warns falsely on string + literal here).
inline std::string sample_path() {
  return (std::filesystem::path(REFEREE_SOURCE_DIR) / "fixtures" / "hero-duel" / "cards" / "sample.json").string();
}

inline std::shared_ptr<const cards::CardSet> sample() {
  static const auto set = [] {
    const auto doc = read_json_file(sample_path());
    auto reading = cards::read_card_set(doc, *cards::builtin_card_rules("hero-duel"));
    REQUIRE(reading.problems.empty());
    return reading.set;
  }();
  return set;
}

// The sample set with cards (and statuses) added, for rules its cards cannot show.
inline std::shared_ptr<const cards::CardSet> sample_plus(const nlohmann::json& more_cards,
                                                         const nlohmann::json& more_statuses = nlohmann::json::object()) {
  JsonDocument doc = read_json_file(sample_path());
  for (const auto& c : more_cards) doc.root["cards"].push_back(c);
  for (auto it = more_statuses.begin(); it != more_statuses.end(); ++it) doc.root["statuses"][it.key()] = it.value();
  auto reading = cards::read_card_set(doc, *cards::builtin_card_rules("hero-duel"));
  std::string problems;
  for (const auto& p : reading.problems) problems += p.pointer + ": " + p.message + "\n";
  INFO(problems);
  REQUIRE(reading.problems.empty());
  return reading.set;
}

// Catalogue defaults, with `id` set to `option` when given.
inline std::shared_ptr<Rulings> rulings(const std::string& id = "", const std::string& option = "") {
  auto r = std::make_shared<Rulings>(ruling_catalogue());
  if (!id.empty()) r->choose(id, option, Location());
  return r;
}

// Catalogue defaults with several options chosen: {{id, option}, ...}.
inline std::shared_ptr<Rulings> rulings(std::initializer_list<std::pair<const char*, const char*>> choices) {
  auto r = std::make_shared<Rulings>(ruling_catalogue());
  for (const auto& [id, option] : choices) r->choose(id, option, Location());
  return r;
}

// A table in `active`'s Main Phase on game turn `turn`.
inline Table table(int turn = 7, int active = 0, std::shared_ptr<Rulings> r = rulings(),
                   std::shared_ptr<const cards::CardSet> set = sample()) {
  Table t = make_table(std::move(r), std::move(set));
  t.turn = turn;
  t.active = active;
  t.phase = Phase::main;
  return t;
}

// A monster that has been on the field since `arrived` (two turns ago by default): face up
// and ready unless said otherwise.
inline Monster& put(Table& t, int player, int zone, const std::string& card, bool face_up = true, int arrived = -1) {
  Monster m;
  m.uid = t.next_uid++;
  m.card = card;
  m.owner = player;
  m.face_up = face_up;
  m.can_attack = face_up;
  m.arrived_turn = arrived >= 0 ? arrived : t.turn - 2;
  t.p(player).monsters[static_cast<std::size_t>(zone)] = m;
  return *t.p(player).monsters[static_cast<std::size_t>(zone)];
}

inline void put_trap(Table& t, int player, int zone, const std::string& card, int set_turn = -1) {
  SetCard s;
  s.uid = t.next_uid++;
  s.card = card;
  s.set_turn = set_turn >= 0 ? set_turn : t.turn - 1;
  t.p(player).spell_traps[static_cast<std::size_t>(zone)] = s;
}

inline const Monster* at(const Table& t, int player, int zone) {
  const auto& m = t.p(player).monsters[static_cast<std::size_t>(zone)];
  return m ? &*m : nullptr;
}

inline long long hp_at(const Table& t, int player, int zone) { return hp(t, *at(t, player, zone)); }

inline bool in(const std::vector<std::string>& pile, const std::string& card) {
  return std::find(pile.begin(), pile.end(), card) != pile.end();
}

inline Attack attack(int player, int attacker, std::optional<int> defender) { return Attack{player, attacker, defender}; }

}  // namespace hdtest
