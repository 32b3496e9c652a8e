// A hero-duel position as data (the referee-position/1 convention of game.hpp) and as
// text. The JSON keeps everything the rules read, so load_position(position_json()) is
// the same state: runtime monster state, set traps with the triggers a hidden trap missed,
// per-turn counters, and the record's own state (deck lists, the draw not yet named).
#include <sstream>

#include "rulespec/hero-duel/game.hpp"

namespace referee::hd {
namespace {

using nlohmann::json;

std::string phase_name(Phase p) { return p == Phase::start ? "start" : p == Phase::main ? "main" : "over"; }

json monster_json(const Monster& m) {
  json statuses = json::array(), mods = json::array();
  for (const auto& s : m.statuses) statuses.push_back({{"name", s.name}, {"remaining", s.remaining}, {"stacks", s.stacks}, {"applied_by", s.applied_by}});
  for (const auto& x : m.mods) mods.push_back({{"stat", x.stat}, {"by", x.by}, {"end_of_turn", x.end_of_turn}});
  return {{"card", m.card}, {"uid", m.uid}, {"token", m.token}, {"owner", m.owner}, {"face_up", m.face_up},
          {"damage", m.damage}, {"mods", mods}, {"can_attack", m.can_attack}, {"attacks_made", m.attacks_made},
          {"arrived_turn", m.arrived_turn}, {"summoned", m.summoned}, {"x_marker", m.x_marker}, {"bar_held", m.bar_held},
          {"arrival_pending", m.arrival_pending}, {"statuses", statuses}};
}

json set_json(const SetCard& s) {
  json missed = json::array();
  for (const auto& m : s.missed) missed.push_back({{"event", m.event}, {"actor", m.actor}, {"status", m.status}, {"turn", m.turn}});
  return {{"card", s.card}, {"uid", s.uid}, {"set_turn", s.set_turn}, {"active", s.active}, {"missed", missed}};
}

template <class T>
T get(const JsonObject& where, const json& o, const char* key, const char* field) {
  try {
    return o.at(key).get<T>();
  } catch (const json::exception&) {
    where.fail(field, std::string("missing or malformed \"") + key + "\"");
  }
}

Monster read_monster(const JsonObject& w, const json& o, const char* f) {
  Monster m;
  m.card = get<std::string>(w, o, "card", f);
  m.uid = get<int>(w, o, "uid", f);
  m.token = get<bool>(w, o, "token", f);
  m.owner = get<int>(w, o, "owner", f);
  m.face_up = get<bool>(w, o, "face_up", f);
  m.damage = get<long long>(w, o, "damage", f);
  for (const auto& x : get<json>(w, o, "mods", f))
    m.mods.push_back(StatMod{get<std::string>(w, x, "stat", f), get<long long>(w, x, "by", f), get<bool>(w, x, "end_of_turn", f)});
  m.can_attack = get<bool>(w, o, "can_attack", f);
  m.attacks_made = get<int>(w, o, "attacks_made", f);
  m.arrived_turn = get<int>(w, o, "arrived_turn", f);
  m.summoned = get<bool>(w, o, "summoned", f);
  m.x_marker = get<bool>(w, o, "x_marker", f);
  m.bar_held = get<bool>(w, o, "bar_held", f);
  m.arrival_pending = get<bool>(w, o, "arrival_pending", f);
  for (const auto& s : get<json>(w, o, "statuses", f))
    m.statuses.push_back(Status{get<std::string>(w, s, "name", f), get<int>(w, s, "remaining", f), get<int>(w, s, "stacks", f),
                                get<int>(w, s, "applied_by", f)});
  return m;
}

SetCard read_set(const JsonObject& w, const json& o, const char* f) {
  SetCard s;
  s.card = get<std::string>(w, o, "card", f);
  s.uid = get<int>(w, o, "uid", f);
  s.set_turn = get<int>(w, o, "set_turn", f);
  s.active = get<bool>(w, o, "active", f);
  for (const auto& m : get<json>(w, o, "missed", f))
    s.missed.push_back(MissedTrigger{get<std::string>(w, m, "event", f), get<int>(w, m, "actor", f), get<std::string>(w, m, "status", f),
                                     get<int>(w, m, "turn", f)});
  return s;
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
    players[rec.names[static_cast<std::size_t>(i)]] = {
        {"score", p.hp},
        {"hp", p.hp},
        {"zones", {{"deck", p.deck}, {"hand", p.hand}, {"monsters", monsters}, {"spell-traps", sets}, {"hero", hero},
                   {"graveyard", p.graveyard}, {"exile", p.exile}}},
        {"deck_list", rec.decks[static_cast<std::size_t>(i)]},
        {"used", p.used},
        {"extra", p.extra},
        {"extra_summon_granted", p.extra_summon_granted},
        {"extra_turns", p.extra_turns}};
  }
  json out = {{"phase", t.over() ? "over" : rec.pending_draw > 0 ? "start" : phase_name(t.phase)},
              {"turn", t.turn},
              {"active", rec.names[static_cast<std::size_t>(t.active)]},
              {"to_act", t.over() ? json() : json(rec.names[static_cast<std::size_t>(t.active)])},
              {"players", players},
              {"pending_draw", rec.pending_draw},
              {"draw_from", rec.draw_from},
              {"next_uid", t.next_uid},
              {"declared_winner", t.declared_winner}};
  if (t.over()) {
    out["result"] = {{"status", std::string(to_string(t.result.status))},
                     {"winner", t.result.winner >= 0 ? json(rec.names[static_cast<std::size_t>(t.result.winner)]) : json()},
                     {"ended_by", t.result.ended_by}};
  }
  return out;
}

std::unique_ptr<HdState> read_position(const std::vector<std::string>& players, const JsonObject& state,
                                       std::shared_ptr<const Rulings> rulings, CardSetPtr cards) {
  if (players.size() != 2) state.fail("players", "hero-duel is played by two players");
  Table t = make_table(rulings, cards);
  Record rec{players, {{}, {}}, 0, 0};
  const json& s = state.value();
  auto seat = [&](const json& v, const char* key) {
    for (int i = 0; i < 2; ++i)
      if (v.is_string() && v.get<std::string>() == players[static_cast<std::size_t>(i)]) return i;
    state.fail(key, "expected one of the players");
  };
  t.turn = get<int>(state, s, "turn", "turn");
  t.active = seat(state.require("active"), "active");
  const std::string phase = state.require_string("phase");
  if (phase != "start" && phase != "main" && phase != "over") state.fail("phase", "expected start, main or over");
  t.phase = phase == "over" ? Phase::over : Phase::main;
  rec.pending_draw = phase == "start" ? get<int>(state, s, "pending_draw", "pending_draw") : 0;
  rec.draw_from = get<int>(state, s, "draw_from", "draw_from");
  t.next_uid = get<int>(state, s, "next_uid", "next_uid");
  t.declared_winner = get<int>(state, s, "declared_winner", "declared_winner");
  JsonObject ps = state.object_at("players");
  for (int i = 0; i < 2; ++i) {
    const std::string& name = players[static_cast<std::size_t>(i)];
    if (!ps.has(name)) ps.fail(name, "missing player " + name);
    const json& o = ps.require(name);
    const char* f = "players";
    Player& p = t.p(i);
    p.hp = get<long long>(ps, o, "hp", f);
    const json& z = get<json>(ps, o, "zones", f);
    p.deck = get<std::vector<std::string>>(ps, z, "deck", f);
    p.hand = get<std::vector<std::string>>(ps, z, "hand", f);
    p.graveyard = get<std::vector<std::string>>(ps, z, "graveyard", f);
    p.exile = get<std::vector<std::string>>(ps, z, "exile", f);
    const json ms = get<json>(ps, z, "monsters", f), ss = get<json>(ps, z, "spell-traps", f);
    if (!ms.is_array() || ms.size() != kMonsterZones) ps.fail(name, "expected 4 monster zones");
    if (!ss.is_array() || ss.size() != kSpellTrapZones) ps.fail(name, "expected 4 spell/trap zones");
    for (std::size_t k = 0; k < ms.size(); ++k)
      if (!ms[k].is_null()) p.monsters[k] = read_monster(ps, ms[k], f);
    for (std::size_t k = 0; k < ss.size(); ++k)
      if (!ss[k].is_null()) p.spell_traps[k] = read_set(ps, ss[k], f);
    for (const auto& h : get<json>(ps, z, "hero", f))
      p.hero = Hero{get<std::string>(ps, h, "card", f), get<int>(ps, h, "entered_turn", f), get<long long>(ps, h, "damage", f)};
    rec.decks[static_cast<std::size_t>(i)] = get<std::vector<std::string>>(ps, o, "deck_list", f);
    p.used = get<std::array<int, kLimits>>(ps, o, "used", f);
    p.extra = get<std::array<int, kLimits>>(ps, o, "extra", f);
    p.extra_summon_granted = get<bool>(ps, o, "extra_summon_granted", f);
    p.extra_turns = get<int>(ps, o, "extra_turns", f);
    // Every card named must be a card of the set.
    auto known = [&](const std::string& c) {
      if (c != kUnknown && cards && !cards->find(c)) ps.fail(name, "unknown card \"" + c + "\"");
    };
    for (const auto* pile : {&p.deck, &p.hand, &p.graveyard, &p.exile, &rec.decks[static_cast<std::size_t>(i)]})
      for (const auto& c : *pile) known(c);
    for (const auto& m : p.monsters)
      if (m) known(m->card);
  }
  if (phase == "over") {
    JsonObject r = state.object_at("result");
    const std::string st = r.require_string("status");
    t.result.status = st == "won" ? GameStatus::won : st == "drawn" ? GameStatus::drawn : GameStatus::in_progress;
    if (t.result.status == GameStatus::won) t.result.winner = seat(r.require("winner"), "result");
    t.result.ended_by = r.require_string("ended_by");
    t.result.citation = nullptr;
  }
  return std::make_unique<HdState>(std::move(t), std::move(rec));
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
