// Helpers for the Hegemony of Faith rules tests: a table set up by hand (who leads whom,
// the cards each holds, the decks made up to the game's counts), and a game driven by
// transcript events, so that each test states the position it needs and plays the events
// a record would hold.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "referee/core/json_source.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace hoftest {

using namespace referee;
using namespace referee::hof;
using nlohmann::json;

inline const std::vector<std::string>& names() {
  static const std::vector<std::string> n{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"};
  return n;
}

// Catalogue defaults with some options chosen: {{"hof.kowtow.threshold", "strictly-less-than-half"}}.
inline std::shared_ptr<Rulings> rulings(std::initializer_list<std::pair<const char*, const char*>> choices = {}) {
  auto r = std::make_shared<Rulings>(ruling_catalogue());
  for (const auto& [id, option] : choices) r->choose(id, option, Location());
  return r;
}

// Cards by id ("fool", "faith-war", "karma-reversed"); "?" for one nobody saw.
inline Pile believers(std::initializer_list<const char*> ids) {
  Pile p;
  for (const char* id : ids) p.push_back(std::string(id) == "?" ? every(kBelieverTypes) : bit(*believer_of(id)));
  return p;
}
inline Pile actions(std::initializer_list<const char*> ids) {
  Pile p;
  for (const char* id : ids) p.push_back(std::string(id) == "?" ? every(kActionKinds) : bit(*action_of(id)));
  return p;
}
inline Mask skill(const char* id) { return std::string(id) == "?" ? every(kSkills) : bit(*skill_of(id)); }

// A table of `n` players (Ann, Bob, Cid, ...) waiting on `active`'s Action Phase on turn 5,
// every player an independent Leader with no cards and a hidden skill; the believer pool of
// that many players (30, 45, 60). Give cards with deal(); then finish() to make the decks.
inline Table table(int n = 4, int active = 0, std::shared_ptr<Rulings> r = rulings()) {
  Table t = new_table(std::vector<std::string>(names().begin(), names().begin() + n), std::move(r));
  const int size = n <= 4 ? 30 : n <= 6 ? 45 : 60;
  for (int& c : t.pool) c = size / kBelieverTypes;
  t.believer_deck = size;
  t.first = 0;
  t.active = active;
  t.turn = 5;
  t.stage = Stage::action;
  for (int i = 0; i < n; ++i) t.p(i).personal_round = t.p(i).played_round = i <= active ? 5 - active + i : 1 + i;
  return t;
}

// Puts cards in a player's hands, taking them from the decks.
inline void deal(Table& t, int player, const Pile& bel, const Pile& act = {}) {
  for (Mask m : bel) {
    t.p(player).believers.push_back(m);
    --t.believer_deck;
  }
  for (Mask m : act) {
    if (is_known(m)) take_named(t.action_deck, kind_of(m));
    else take_unseen(t.action_deck);
    t.p(player).actions.push_back(m);
  }
}

// Puts believers in the graveyard (bottom first), from the deck.
inline void bury(Table& t, const Pile& bel) {
  for (Mask m : bel) {
    t.graveyard.push_back(m);
    --t.believer_deck;
  }
}

inline void follow(Table& t, int follower, int leader) {
  t.p(follower).role = Role::follower;
  t.p(follower).leader = leader;
  t.p(follower).follower_since = 1;
  t.p(follower).follower_turns = 1;
}

inline void wander(Table& t, int player) {
  t.p(player).role = Role::wanderer;
  t.p(player).wandered = true;
}

// A game from a table, played by transcript events: each is decoded as a record's would be,
// with the passes and unseen chance a record may leave out applied first (as a replay does).
class Play {
 public:
  explicit Play(const Table& t) : state_(std::make_unique<HofState>(t, std::vector<Move>{})) {}

  // Judges the event where the game stands and applies it if legal; returns the verdict.
  Verdict operator()(const std::string& player, const std::string& action, json keys = json::object()) {
    return play(player, action, std::move(keys), nullptr);
  }
  // As above, and what the event made happen as a judge tells it (GameState::what_happens)
  // added to `told`.
  Verdict telling(std::vector<std::string>& told, const std::string& player, const std::string& action,
                  json keys = json::object()) {
    return play(player, action, std::move(keys), &told);
  }
  // From now on, the state machine's steps of every move applied go to `trace`.
  void record(std::vector<Step>* trace) { trace_ = trace; }

  const Table& table() const { return state_->table(); }
  const HofState& state() const { return *state_; }
  std::string node() const { return std::string(state_->node()); }
  int to_act() const { return state_->to_act(); }

 private:
  Verdict play(const std::string& player, const std::string& action, json keys, std::vector<std::string>* told) {
    keys["player"] = player;
    keys["action"] = action;
    JsonDocument doc;
    doc.source = "<test>";
    doc.root = keys;
    const auto& n = state_->table().names;
    const int seat = static_cast<int>(std::find(n.begin(), n.end(), player) - n.begin());
    JsonObject body(doc, doc.root, "", "event", 1);
    auto action_ptr = state_->decode(EventInput{body, 1, seat, action});
    for (const auto& implied : state_->implied_before(*action_ptr)) {
      Verdict v = state_->check(*implied);
      if (!v) return v;
      if (told) tell(*implied, *told);
      state_->apply(*implied, trace_);
    }
    Verdict v = state_->check(*action_ptr);
    if (v && told) tell(*action_ptr, *told);
    if (v) state_->apply(*action_ptr, trace_);
    return v;
  }
  void tell(const Action& a, std::vector<std::string>& told) const {
    const std::vector<std::string> lines = state_->what_happens(a);
    told.insert(told.end(), lines.begin(), lines.end());
  }

  std::unique_ptr<HofState> state_;
  std::vector<Step>* trace_ = nullptr;
};

inline int count_of(const Pile& p, const char* id) {
  const auto b = believer_of(id);
  const auto a = action_of(id);
  int n = 0;
  for (Mask m : p) n += (b && m == bit(*b)) || (a && m == bit(*a));
  return n;
}

}  // namespace hoftest

// ---- Added helpers (rules tests) ----
namespace hoftest {

// A JSON list of ids: arr({"fool", "?"}).
inline json arr(std::initializer_list<const char*> ids) {
  json a = json::array();
  for (const char* id : ids) a.push_back(id);
  return a;
}
// A JSON list of `n` cards nobody saw.
inline json unseen(int n) {
  json a = json::array();
  for (int i = 0; i < n; ++i) a.push_back("?");
  return a;
}
// `n` believers nobody saw (for deal()).
inline Pile some(int n) { return Pile(static_cast<std::size_t>(n), every(kBelieverTypes)); }
inline Pile some_actions(int n) { return Pile(static_cast<std::size_t>(n), every(kActionKinds)); }

// Applies the passes and unseen chance outcomes a record may leave out, up to the next
// decision somebody must take, as a replay does before the next event: it judges an event
// that none of those windows takes ("wander", which only answers a surrendering player's
// choice of sect), so the implied answers are applied and the probe itself is refused.
inline void settle(Play& g, const std::string& who = "Ann") { (void)g(who, "wander"); }

inline int bel(const Play& g, int player) { return g.table().p(player).believer_count(); }
inline int acts(const Play& g, int player) { return static_cast<int>(g.table().p(player).actions.size()); }

// 7-4 Purple Hermit's table: Bob's turn, Bob (one Fool) the Follower of Ann (six believers
// nobody saw, and `ann_actions`), Cid and Dan independent with one Fool each.
inline Table hermit_table(const Pile& ann_actions = {}, std::shared_ptr<Rulings> r = rulings()) {
  Table t = table(4, 1, std::move(r));
  deal(t, 0, some(6), ann_actions);
  deal(t, 1, believers({"fool"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"fool"}));
  deal(t, 3, believers({"fool"}));
  return t;
}

// A player's skill known to the record (and shown, if `revealed`).
inline void known_skill(Table& t, int player, const char* id, bool revealed) {
  t.p(player).skill.may = skill(id);
  t.p(player).skill.revealed = revealed;
}

}  // namespace hoftest

// Requires a legal verdict, showing the reason when it is not.
#define HOF_LEGAL(call)                          \
  do {                                           \
    const ::referee::Verdict hof_v_ = (call);    \
    INFO("refused: " << hof_v_.reason);          \
    REQUIRE(hof_v_.legal);                       \
  } while (0)
