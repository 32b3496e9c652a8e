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

const Fields<Table> kTableFields{
    {"turn", &Table::turn, 1, kMaxCount}, {"next_uid", &Table::next_uid, 1, kMaxCount}, {"declared_winner", &Table::declared_winner, -1, 1},
    seat_field("active", &Table::active)};
const Fields<StatMod> kModFields{{"stat", &StatMod::stat}, {"by", &StatMod::by, -kMaxHp, kMaxHp}, {"end_of_turn", &StatMod::end_of_turn}};
const Fields<Status> kStatusFields{{"name", &Status::name},
                                   {"remaining", [](const Status& s, const PlayerNames&) { return json(s.remaining); },
                                    [](const JsonValue& v, Status& s, const PlayerNames&) {
                                      if ((s.remaining = v.small(-1, kMaxCount)) == 0)
                                        v.fail("a status with no time left has ended: -1 (lasting) or at least 1");
                                    }},
                                   {"stacks", &Status::stacks, 1, kMaxSmall},
                                   {"applied_by", &Status::applied_by, -1, 1}};

using Value = JsonValue;

// The N zones of a kind, null when empty; `check` sees each object read.
template <class Z, std::size_t N>
referee::Field<Player> zones_field(const char* key, std::array<std::optional<Z>, N> Player::*m, const Fields<Z>& sub, const char* what,
                          std::function<void(const Value&, const Z&)> check = {}) {
  return {key,
          [m, &sub](const Player& p, const PlayerNames&) {
            json out = json::array();
            for (const auto& z : p.*m)
              if (json& o = out.emplace_back(); z) sub.write(*z, o);  // null when empty
            return out;
          },
          [m, &sub, what, check](const Value& v, Player& p, const PlayerNames&) {
            if (v.array(what) != N) v.fail("expected " + std::to_string(N) + " " + what + " (null when empty)");
            for (std::size_t k = 0; k < N; ++k)
              if (const Value z = v.elem(k); !z.is_null()) {
                sub.read_only(z, (p.*m)[k].emplace());
                if (check) check(z, *(p.*m)[k]);
              }
          }};
}

// This turn's counters.
referee::Field<Player> counters_field(const char* key, std::array<int, kLimits> Player::*m) {
  return {key, [m](const Player& p, const PlayerNames&) { return json(p.*m); },
          [m](const Value& v, Player& p, const PlayerNames&) {
            if (v.array("counters") != kLimits) v.fail("expected 4 counters (summon, spell-or-trap, hero-ability, attack)");
            for (std::size_t k = 0; k < kLimits; ++k) (p.*m)[k] = v.elem(k).small(0, kMaxSmall);
          }};
}

// The objects of a player's side, each a table of its fields, whose reading checks every card
// against the set, every uid against next_uid and the others, every turn against the
// position's: those of `t`, the table read so far.
class Sides {
 public:
  explicit Sides(const Table& t) : t_(t) {}
  Sides(const Sides&) = delete;  // its fields' readers hold `this`
  const Fields<Player>& player() const { return player_; }

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
    for (std::size_t k = 0, n = v.array("card ids"); k < n; ++k) out.push_back(card(v.elem(k), unknown_ok));
    return out;
  }

 private:
  template <class T>
  referee::Field<T> card_field(std::string T::*m, bool unknown_ok, const char* type) {
    return {"card", [m](const T& x, const PlayerNames&) { return json(x.*m); },
            [this, m, unknown_ok, type](const Value& v, T& x, const PlayerNames&) { x.*m = card(v, unknown_ok, type); }};
  }
  referee::Field<Player> pile_field(const char* key, std::vector<std::string> Player::*m) {
    return {key, [m](const Player& p, const PlayerNames&) { return json(p.*m); },
            [this, m](const Value& v, Player& p, const PlayerNames&) { p.*m = pile(v, true); }};
  }
  // Every uid names one card on the field, below next_uid.
  template <class T>
  referee::Field<T> uid_field(int T::*m) {
    return {"uid", [m](const T& x, const PlayerNames&) { return json(x.*m); },
            [this, m](const Value& v, T& x, const PlayerNames&) {
              const int uid = x.*m = v.small(1, kMaxCount);
              if (uid >= t_.next_uid) v.fail("uid " + std::to_string(uid) + " is not below next_uid (" + std::to_string(t_.next_uid) + ")");
              if (!uids_.insert(uid).second) v.fail("uid " + std::to_string(uid) + " is used twice in the position");
            }};
  }
  // A turn the position has already reached.
  template <class T>
  referee::Field<T> turn_field(const char* key, int T::*m) {
    return {key, [m](const T& x, const PlayerNames&) { return json(x.*m); },
            [this, m](const Value& v, T& x, const PlayerNames&) { x.*m = v.small(0, t_.turn); }};
  }
  void check(const Value& v, const Monster& m) const {
    if (m.card == kUnknown && m.face_up) v.member("face_up").fail("a face-up monster is seen: name its card");
    if (m.card == kUnknown && m.token) v.member("token").fail("a created monster is a copy of a named card: name it");
    // A skipped arrival effect waits for a face-down monster that has one (or may have one).
    const cards::CardDef* def = t_.card(m.card);
    if (m.arrival_pending && (m.face_up || (m.card != kUnknown && !(def && def->effects("on-summon")))))
      v.member("arrival_pending").fail("only a face-down monster whose card has an on-summon effect waits for it");
  }

  const Table& t_;
  std::set<int> uids_;
  const Fields<Monster> monster_{card_field(&Monster::card, true, "monster"),
                                 uid_field(&Monster::uid),
                                 {"token", &Monster::token},
                                 {"owner", &Monster::owner, 0, 1},
                                 {"face_up", &Monster::face_up},
                                 {"damage", &Monster::damage, -kMaxHp, kMaxHp},
                                 object_list("mods", &Monster::mods, kModFields, "stat changes"),
                                 {"can_attack", &Monster::can_attack},
                                 {"attacks_made", &Monster::attacks_made, 0, kMaxSmall},
                                 turn_field("arrived_turn", &Monster::arrived_turn),
                                 {"summoned", &Monster::summoned},
                                 {"x_marker", &Monster::x_marker},
                                 {"bar_held", &Monster::bar_held},
                                 {"arrival_pending", &Monster::arrival_pending},
                                 object_list("statuses", &Monster::statuses, kStatusFields, "statuses")};
  const Fields<MissedTrigger> missed_{{"event", &MissedTrigger::event}, {"actor", &MissedTrigger::actor, -1, 1},
                                      {"status", &MissedTrigger::status}, turn_field("turn", &MissedTrigger::turn)};
  const Fields<SetCard> set_{card_field(&SetCard::card, true, "trap"), uid_field(&SetCard::uid), turn_field("set_turn", &SetCard::set_turn),
                             {"active", &SetCard::active}, object_list("missed", &SetCard::missed, missed_, "missed triggers")};
  const Fields<Hero> hero_{card_field(&Hero::card, false, "hero"), turn_field("entered_turn", &Hero::entered_turn),
                           {"damage", &Hero::damage, 0, kMaxHp}};
  const Fields<Player> zones_{
      pile_field("deck", &Player::deck), pile_field("hand", &Player::hand), pile_field("graveyard", &Player::graveyard),
      pile_field("exile", &Player::exile),
      zones_field<Monster>("monsters", &Player::monsters, monster_, "monster zones",
                           [this](const Value& v, const Monster& m) { check(v, m); }),
      zones_field("spell-traps", &Player::spell_traps, set_, "spell/trap zones"),
      {"hero",
       [this](const Player& p, const PlayerNames&) {
         json out = json::array();
         if (p.hero) hero_.write(*p.hero, out.emplace_back());
         return out;
       },
       [this](const Value& v, Player& p, const PlayerNames&) {
         if (const std::size_t n = v.array("heroes"); n > 1) v.fail("a player has one hero zone");
         else if (n == 1) hero_.read_only(v.elem(0), p.hero.emplace());
       }}};
  const Fields<Player> player_{{"hp", &Player::hp, -kMaxHp, kMaxHp},
                               {"extra_summon_granted", &Player::extra_summon_granted},
                               {"extra_turns", &Player::extra_turns, 0, kMaxSmall},
                               {"score", [](const Player& p, const PlayerNames&) { return json(p.hp); },
                                [](const Value& v, Player&, const PlayerNames&) { v.integer(-kMaxHp, kMaxHp); }, Presence::read_optional},
                               nested("zones", zones_),
                               counters_field("used", &Player::used),
                               counters_field("extra", &Player::extra)};
};

// ---- Reading a position back (hostile input: every index and count is checked) ----

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
    for (std::size_t i = 0; i < 2; ++i) {
      const Value o = Value::of(ps, names_[i]);
      sides_.player().read_only(o, t_.players[i], names_, {"deck_list"});
      rec_.decks[i] = sides_.pile(o.member("deck_list"), false);
    }

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
      if (t_.result.status == GameStatus::won) t_.result.winner = seat_of(Value::of(r, "winner"), names_);
      t_.result.ended_by = r.require_string("ended_by");
      t_.result.citation = &sec::win;  // every end of the game is 12. Win Conditions' (win.cpp)
    } else if (s_.has("result")) {
      s_.fail("result", "only a finished game (phase \"over\") has a result");
    }
    return std::make_unique<HdState>(std::move(t_), std::move(rec_));
  }

 private:
  const JsonObject& s_;
  const std::vector<std::string>& names_;
  Table t_;
  Record rec_;
  Sides sides_{t_};
};

}  // namespace

json position_of(const Table& t, const Record& rec) {
  json players = json::object();
  const Sides sides(t);
  for (std::size_t i = 0; i < 2; ++i) sides.player().write(t.players[i], players[rec.names[i]] = {{"deck_list", rec.decks[i]}});
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
