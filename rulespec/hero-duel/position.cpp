// A hero-duel position as data (the referee-position/1 convention of game.hpp) and as
// text. The JSON keeps everything the rules read, so load_position(position_json()) is
// the same state: runtime monster state, set traps with the triggers a hidden trap missed,
// per-turn counters, and the record's own state (deck lists, the draw not yet named).
#include <algorithm>
#include <array>
#include <set>
#include <sstream>

#include "referee/core/errors.hpp"
#include "referee/core/fields.hpp"
#include "referee/core/json_value.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/hero-duel/game.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

using nlohmann::json;

std::string phase_name(Phase p) { return p == Phase::start ? "start" : p == Phase::main ? "main" : "over"; }

// Turns, uids and durations have no bound in the rules; these keep them, and HP, far from
// the limits of their types.
constexpr long long kMaxCount = 100'000'000;
constexpr long long kMaxHp = 1'000'000'000'000;  // HP, damage and stat changes
constexpr long long kMaxSmall = 1'000;           // per-turn counters, stacks, extra turns

// The plain fields of the position's objects (the rest is written and read below; a turn
// already reached is bounded by the position's turn, so it is read below too).
const Fields<Table> kTableFields{
    {"turn", &Table::turn, 1, kMaxCount}, {"next_uid", &Table::next_uid, 1, kMaxCount}, {"declared_winner", &Table::declared_winner, -1, 1},
    seat_field("active", &Table::active)};
const Fields<Player> kPlayerFields{
    {"hp", &Player::hp, -kMaxHp, kMaxHp}, {"extra_summon_granted", &Player::extra_summon_granted}, {"extra_turns", &Player::extra_turns, 0, kMaxSmall}};
const Fields<Monster> kMonsterFields{{"token", &Monster::token},
                                     {"owner", &Monster::owner, 0, 1},
                                     {"face_up", &Monster::face_up},
                                     {"damage", &Monster::damage, -kMaxHp, kMaxHp},
                                     {"can_attack", &Monster::can_attack},
                                     {"attacks_made", &Monster::attacks_made, 0, kMaxSmall},
                                     {"summoned", &Monster::summoned},
                                     {"x_marker", &Monster::x_marker},
                                     {"bar_held", &Monster::bar_held},
                                     {"arrival_pending", &Monster::arrival_pending}};
const Fields<StatMod> kModFields{{"stat", &StatMod::stat}, {"by", &StatMod::by, -kMaxHp, kMaxHp}, {"end_of_turn", &StatMod::end_of_turn}};
const Fields<Status> kStatusFields{{"name", &Status::name},
                                   {"remaining", &Status::remaining, -1, kMaxCount},
                                   {"stacks", &Status::stacks, 1, kMaxSmall},
                                   {"applied_by", &Status::applied_by, -1, 1}};
const Fields<MissedTrigger> kMissedFields{
    {"event", &MissedTrigger::event}, {"actor", &MissedTrigger::actor, -1, 1}, {"status", &MissedTrigger::status}};

json monster_json(const Monster& m) {
  json out = {{"card", m.card}, {"uid", m.uid}, {"mods", kModFields.write_list(m.mods)}, {"arrived_turn", m.arrived_turn},
              {"statuses", kStatusFields.write_list(m.statuses)}};
  kMonsterFields.write(m, out);
  return out;
}

json set_json(const SetCard& s) {
  const json missed = kMissedFields.write_list(s.missed, [](const MissedTrigger& m, json& o) { o["turn"] = m.turn; });
  return {{"card", s.card}, {"uid", s.uid}, {"set_turn", s.set_turn}, {"active", s.active}, {"missed", missed}};
}

}  // namespace

json position_of(const Table& t, const Record& rec) {
  json players = json::object();
  for (int i = 0; i < 2; ++i) {
    const Player& p = t.p(i);
    json monsters = json::array(), sets = json::array();
    for (const auto& m : p.monsters) monsters.push_back(m ? monster_json(*m) : json());
    for (const auto& s : p.spell_traps) sets.push_back(s ? set_json(*s) : json());
    json hero = json::array();
    if (p.hero) hero.push_back({{"card", p.hero->card}, {"entered_turn", p.hero->entered_turn}, {"damage", p.hero->damage}});
    json& player = players[rec.names[static_cast<std::size_t>(i)]] = {
        {"score", p.hp},
        {"zones", {{"deck", p.deck}, {"hand", p.hand}, {"monsters", monsters}, {"spell-traps", sets}, {"hero", hero},
                   {"graveyard", p.graveyard}, {"exile", p.exile}}},
        {"deck_list", rec.decks[static_cast<std::size_t>(i)]},
        {"used", p.used},
        {"extra", p.extra}};
    kPlayerFields.write(p, player);
  }
  json out = {{"phase", t.over() ? "over" : rec.pending_draw > 0 ? "start" : phase_name(t.phase)},
              {"to_act", t.over() ? json() : json(rec.names[static_cast<std::size_t>(t.active)])},
              {"players", players},
              {"pending_draw", rec.pending_draw},
              {"draw_from", rec.draw_from}};
  kTableFields.write(t, out, rec.names);
  if (t.over()) {
    out["result"] = {{"status", std::string(to_string(t.result.status))},
                     {"winner", t.result.winner >= 0 ? json(rec.names[static_cast<std::size_t>(t.result.winner)]) : json()},
                     {"ended_by", t.result.ended_by}};
  }
  return out;
}

// ---- Reading a position back (hostile input: every index and count is checked) ----

namespace {

using Value = JsonValue;

class Reader {
 public:
  Reader(const std::vector<std::string>& players, const JsonObject& state, std::shared_ptr<const Rulings> rulings, CardSetPtr cards)
      : s_(state), names_(players), t_(make_table(std::move(rulings), cards)), rec_{players, {{}, {}}, 0, 0} {}

  std::unique_ptr<HdState> read() {
    if (names_.size() != 2) s_.fail("players", "hero-duel is played by two players");
    t_.names = {names_[0], names_[1]};
    s_.allow_only(kTableFields.keys({"phase", "to_act", "players", "pending_draw", "draw_from", "result"}));
    kTableFields.read(s_, t_, names_);
    const std::string phase = Value::of(s_, "phase").string();
    if (phase != "start" && phase != "main" && phase != "over") Value::of(s_, "phase").fail("expected start, main or over");
    t_.phase = phase == "over" ? Phase::over : Phase::main;
    // "to_act" is checked by the engine once the state is read (check_to_act).
    JsonObject ps = s_.object_at("players");
    check_player_keys(ps, names_);
    for (int i = 0; i < 2; ++i) read_player(i, Value::of(ps, names_[static_cast<std::size_t>(i)]));

    // The start-of-turn draw still to be named: cards of the active player's hand (outside
    // phase "start" draw_from is left from an earlier draw and means nothing).
    const int hand = static_cast<int>(t_.p(t_.active).hand.size());
    rec_.draw_from = Value::of(s_, "draw_from").small(0, phase == "start" ? hand : kMaxCount);
    if (phase == "start") {
      const Value pending = Value::of(s_, "pending_draw");
      if (hand - rec_.draw_from < 1)
        pending.fail("phase \"start\" waits for drawn cards to be named, and no card of the active player's hand lies at "
                     "draw_from (" + std::to_string(rec_.draw_from) + ") or after it");
      rec_.pending_draw = pending.small(1, hand - rec_.draw_from);
    } else if (s_.has("pending_draw") && Value::of(s_, "pending_draw").small(0, kMaxCount) != 0) {
      Value::of(s_, "pending_draw").fail("a draw still to be named belongs to phase \"start\", not \"" + phase + "\"");
    }

    if (phase == "over") {
      JsonObject r = s_.object_at("result");
      r.allow_only({"status", "winner", "ended_by"});
      const std::string st = r.require_string("status");
      if (st != "won" && st != "drawn") r.fail("status", "a finished game is \"won\" or \"drawn\"");
      t_.result.status = st == "won" ? GameStatus::won : GameStatus::drawn;
      if (t_.result.status == GameStatus::won) t_.result.winner = seat(Value::of(r, "winner"));
      t_.result.ended_by = r.require_string("ended_by");
      t_.result.citation = &sec::win;  // every end of the game is 12. Win Conditions' (win.cpp)
    } else if (s_.has("result")) {
      s_.fail("result", "only a finished game (phase \"over\") has a result");
    }
    return std::make_unique<HdState>(std::move(t_), std::move(rec_));
  }

 private:
  int seat(const Value& v) const { return seat_of(v, names_); }

  // A card id of the set; "?" where `unknown_ok`; of type `type` when given.
  std::string card(const Value& v, bool unknown_ok, std::string_view type = {}) const {
    const std::string c = v.string();
    if (c == kUnknown) {
      if (!unknown_ok) v.fail("\"?\" is not allowed here: this card is known");
      return c;
    }
    const cards::CardDef* def = t_.card(c);
    if (!def) v.fail("unknown card \"" + c + "\"" + (t_.cards ? did_you_mean(c, t_.cards->ids()) : std::string()));
    if (!type.empty() && def->type != type) v.fail("\"" + c + "\" is a " + def->type + ", not a " + std::string(type));
    return c;
  }

  std::vector<std::string> pile(const Value& v, bool unknown_ok) const {
    std::vector<std::string> out;
    const std::size_t n = v.array("card ids");
    for (std::size_t k = 0; k < n; ++k) out.push_back(card(v.elem(k), unknown_ok));
    return out;
  }

  template <std::size_t N>
  std::array<int, N> counters(const Value& v) const {
    if (v.array("counters") != N) v.fail("expected " + std::to_string(N) + " counters (summon, spell-or-trap, hero-ability, attack)");
    std::array<int, N> out{};
    for (std::size_t k = 0; k < N; ++k) out[k] = v.elem(k).small(0, kMaxSmall);
    return out;
  }

  // Every uid names one card on the field, below next_uid.
  void take_uid(const Value& v, int uid) {
    if (uid >= t_.next_uid) v.fail("uid " + std::to_string(uid) + " is not below next_uid (" + std::to_string(t_.next_uid) + ")");
    if (!uids_.insert(uid).second) v.fail("uid " + std::to_string(uid) + " is used twice in the position");
  }

  // A turn the position has already reached.
  int past_turn(const Value& v) const { return v.small(0, t_.turn); }

  Monster monster(const Value& v) {
    v.allow_only(kMonsterFields.keys({"card", "uid", "mods", "arrived_turn", "statuses"}));
    Monster m;
    m.card = card(v.member("card"), true, "monster");
    m.uid = v.member("uid").small(1, kMaxCount);
    take_uid(v.member("uid"), m.uid);
    kMonsterFields.read(v, m);
    if (m.card == kUnknown && m.face_up) v.member("face_up").fail("a face-up monster is seen: name its card");
    if (m.card == kUnknown && m.token) v.member("token").fail("a created monster is a copy of a named card: name it");
    m.mods = kModFields.read_list(v.member("mods"), "stat changes");
    m.arrived_turn = past_turn(v.member("arrived_turn"));
    if (m.arrival_pending) {
      // A skipped arrival effect waits for a face-down monster that has one (or may have one).
      const cards::CardDef* def = t_.card(m.card);
      if (m.face_up || (m.card != kUnknown && !(def && def->effects("on-summon"))))
        v.member("arrival_pending").fail("only a face-down monster whose card has an on-summon effect waits for it");
    }
    m.statuses = kStatusFields.read_list(v.member("statuses"), "statuses", {}, [](const Value& x, const Status& st) {
      if (st.remaining == 0) x.member("remaining").fail("a status with no time left has ended: -1 (lasting) or at least 1");
    });
    return m;
  }

  SetCard set_card(const Value& v) {
    v.allow_only({"card", "uid", "set_turn", "active", "missed"});
    SetCard c;
    c.card = card(v.member("card"), true, "trap");
    c.uid = v.member("uid").small(1, kMaxCount);
    take_uid(v.member("uid"), c.uid);
    c.set_turn = past_turn(v.member("set_turn"));
    c.active = v.member("active").boolean();
    c.missed = kMissedFields.read_list(v.member("missed"), "missed triggers", {"turn"},
                                       [&](const Value& x, MissedTrigger& m) { m.turn = past_turn(x.member("turn")); });
    return c;
  }

  void read_player(int i, const Value& o) {
    o.allow_only(kPlayerFields.keys({"score", "zones", "deck_list", "used", "extra"}));
    Player& p = t_.p(i);
    kPlayerFields.read(o, p);
    if (o.has("score")) o.member("score").integer(-kMaxHp, kMaxHp);
    const Value z = o.member("zones");
    z.allow_only({"deck", "hand", "monsters", "spell-traps", "hero", "graveyard", "exile"});
    p.deck = pile(z.member("deck"), true);
    p.hand = pile(z.member("hand"), true);
    p.graveyard = pile(z.member("graveyard"), true);
    p.exile = pile(z.member("exile"), true);
    const Value ms = z.member("monsters"), ss = z.member("spell-traps");
    if (ms.array("monster zones") != kMonsterZones) ms.fail("expected 4 monster zones (null when empty)");
    if (ss.array("spell/trap zones") != kSpellTrapZones) ss.fail("expected 4 spell/trap zones (null when empty)");
    for (std::size_t k = 0; k < kMonsterZones; ++k)
      if (!ms.elem(k).is_null()) p.monsters[k] = monster(ms.elem(k));
    for (std::size_t k = 0; k < kSpellTrapZones; ++k)
      if (!ss.elem(k).is_null()) p.spell_traps[k] = set_card(ss.elem(k));
    const Value hero = z.member("hero");
    const std::size_t heroes = hero.array("heroes");
    if (heroes > 1) hero.fail("a player has one hero zone");
    if (heroes == 1) {
      const Value h = hero.elem(0);
      h.allow_only({"card", "entered_turn", "damage"});
      p.hero = Hero{card(h.member("card"), false, "hero"), past_turn(h.member("entered_turn")), h.member("damage").integer(0, kMaxHp)};
    }
    rec_.decks[static_cast<std::size_t>(i)] = pile(o.member("deck_list"), false);
    p.used = counters<kLimits>(o.member("used"));
    p.extra = counters<kLimits>(o.member("extra"));
  }

  const JsonObject& s_;
  const std::vector<std::string>& names_;
  Table t_;
  Record rec_;
  std::set<int> uids_;
};

}  // namespace

std::unique_ptr<HdState> read_position(const std::vector<std::string>& players, const JsonObject& state,
                                       std::shared_ptr<const Rulings> rulings, CardSetPtr cards) {
  return Reader(players, state, std::move(rulings), std::move(cards)).read();
}

std::string text_of(const Table& t, const Record& rec) {
  std::ostringstream out;
  out << "Turn " << t.turn << ", " << rec.names[static_cast<std::size_t>(t.active)] << " to play"
      << (rec.pending_draw > 0 ? " (the turn's draw not yet recorded)" : "") << (t.over() ? " - game over" : "") << "\n";
  for (int i = 0; i < 2; ++i) {
    const Player& p = t.p(i);
    out << rec.names[static_cast<std::size_t>(i)] << ": " << p.hp << " HP, deck " << p.deck.size() << ", hand";
    for (const auto& c : p.hand) out << " " << c;
    out << "\n  hero: " << (p.hero ? p.hero->card : "-") << "\n  monsters:";
    for (int z = 0; z < kMonsterZones; ++z) {
      const auto& m = p.monsters[static_cast<std::size_t>(z)];
      out << " M" << z << "=";
      if (!m) out << "-";
      else out << m->card << (m->face_up ? "" : "(down)") << "[" << atk(t, *m) << "/" << hp(t, *m) << "]";
    }
    out << "\n  spell/trap:";
    for (int z = 0; z < kSpellTrapZones; ++z) {
      const auto& s = p.spell_traps[static_cast<std::size_t>(z)];
      out << " S" << z << "=" << (s ? s->card : "-");
    }
    out << "\n  graveyard " << p.graveyard.size() << ", exile " << p.exile.size() << "\n";
  }
  return out.str();
}

std::string HeroDuel::position_vocabulary() const {
  return R"(hero-duel position ("state" of referee-position/1):
  phase: start (the turn's draw not yet named) | main | over;  turn, active, to_act
  pending_draw, draw_from: the start-of-turn draw still to be named, and where it sits in the hand
  next_uid, declared_winner: the rules' bookkeeping;  result (when over): status, winner, ended_by
  players.NAME: score and hp (HP), deck_list (the registered list), used/extra (this turn's
    counters: summon, spell-or-trap, hero-ability, attack), extra_summon_granted, extra_turns
    (turns still to take straight after one's own), and zones:
    deck, hand, graveyard, exile: [ids or "?"]; hero: [{card, entered_turn, damage}]
    monsters: 4 zones, null or {card, uid, owner, token, face_up, damage, mods, can_attack,
      attacks_made, arrived_turn, summoned, x_marker, bar_held, arrival_pending, statuses}
    spell-traps: 4 zones, null or {card, uid, set_turn, active, missed})";
}

}  // namespace referee::hd
