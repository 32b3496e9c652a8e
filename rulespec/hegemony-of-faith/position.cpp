// Hegemony of Faith positions (referee-position/1's "state"): the table as the game waits,
// written by the engine's convention (phase, turn, active, to_act, players with their score
// and zones) plus the game's own keys; and, in the middle of a procedure (a Faith War, a
// surrender), the table at the last rest point with the events since, which is what the
// referee needs to go on. A card is its id, "?", or {"card": "?", "may": [ids]} when the
// record has ruled some kinds out. Reading refuses, by field, a position that cannot exist.
#include "referee/core/fields.hpp"
#include "referee/core/json_value.hpp"
#include "referee/core/names.hpp"
#include "referee/core/position.hpp"
#include "referee/core/seats.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

using json = nlohmann::json;

json card_json(Mask m, int kinds, std::string_view (*id)(int)) {
  if (is_known(m)) return std::string(id(kind_of(m)));
  if (m == every(kinds)) return "?";
  json may = json::array();
  for (int k = 0; k < kinds; ++k)
    if (m & bit(k)) may.push_back(std::string(id(k)));
  return {{"card", "?"}, {"may", may}};
}

json pile_json(const Pile& pile, int kinds, std::string_view (*id)(int)) {
  return json_list(pile, [&](Mask m) { return card_json(m, kinds, id); });
}

constexpr std::pair<Role, std::string_view> kRoles[] = {
    {Role::leader, "leader"}, {Role::follower, "follower"}, {Role::wanderer, "wanderer"}};
constexpr std::pair<Stage, std::string_view> kStages[] = {
    {Stage::turn_start, "turn-start"}, {Stage::action, "action"}, {Stage::steal, "steal"}, {Stage::over, "over"}};

constexpr long long kMaxTurn = 1'000'000;

// ---- reading a card, a pile, a list ----

using Value = JsonValue;
using Kind = std::optional<int> (*)(std::string_view);

// The size of a list of names, which no position needs longer than 64.
std::size_t list(const Value& v, std::string_view what) {
  const std::size_t n = v.array(what);
  if (n > 64) v.fail("expected at most 64 " + std::string(what));
  return n;
}

int kind(const Value& v, Kind of) {
  const std::string s = v.string();
  const auto k = of(s);
  if (!k) v.fail("unknown card \"" + s.substr(0, 40) + "\"");
  return *k;
}

// A list of card ids as a mask.
Mask kinds(const Value& v, Kind of) {
  Mask m = 0;
  for (std::size_t i = 0, n = list(v, "card ids"); i < n; ++i) m |= bit(kind(v.elem(i), of));
  return m;
}

json mask_list(Mask m, int kinds, std::string_view (*id)(int)) {
  json out = json::array();
  for (int k = 0; k < kinds; ++k)
    if (m & bit(k)) out.push_back(std::string(id(k)));
  return out;
}

// An id, "?", or {"card": "?", "may": [ids]}.
Mask card(const Value& v, int kinds_in_deck, Kind of) {
  if (v.get().is_string()) return v.get() == "?" ? every(kinds_in_deck) : bit(kind(v, of));
  if (!v.get().is_object() || v.get().size() != 2 || !v.has("card") || !v.has("may") || v.get()["card"] != "?")
    v.fail("a card is an id, \"?\", or {\"card\": \"?\", \"may\": [ids]}");
  const Mask m = kinds(v.member("may"), of);
  if (m == 0) v.member("may").fail("a card that may be nothing");
  return m;
}

Pile pile(const Value& v, int kinds_in_deck, Kind of, std::size_t most) {
  if (v.array("cards") > most) v.fail("more cards than the game has");
  Pile out;
  for (std::size_t i = 0; i < v.get().size(); ++i) out.push_back(card(v.elem(i), kinds_in_deck, of));
  return out;
}

// ---- the fields of a position, each once: writer and reader ----

// A pile of believer, action or skill cards.
template <class T>
referee::Field<T> pile_field(const char* key, Pile T::*m, int kinds_in_deck, std::string_view (*id)(int), Kind of, std::size_t most) {
  return {key, [=](const T& t, const PlayerNames&) { return pile_json(t.*m, kinds_in_deck, id); },
          [=](const Value& v, T& t, const PlayerNames&) { t.*m = pile(v, kinds_in_deck, of, most); }};
}

// A list of players, as names.
referee::Field<Player> seat_list(const char* key, std::vector<int> Player::*m) {
  return {key, [m](const Player& p, const PlayerNames& n) { return json_list(p.*m, [&](int s) { return n[static_cast<std::size_t>(s)]; }); },
          [m](const Value& v, Player& p, const PlayerNames& n) {
            (p.*m).clear();
            for (std::size_t i = 0, k = list(v, "player names"); i < k; ++i) (p.*m).push_back(seat_of(v.elem(i), n));
          }};
}

// Each believer type's count or ID, {TYPE: N}.
referee::Field<Table> per_type(const char* key, std::array<int, kBelieverTypes> Table::*m, int min, int max) {
  return {key,
          [m](const Table& t, const PlayerNames&) {
            json out = json::object();
            for (int b = 0; b < kBelieverTypes; ++b) out[std::string(believer_id(b))] = (t.*m)[static_cast<std::size_t>(b)];
            return out;
          },
          [m, min, max](const Value& v, Table& t, const PlayerNames&) {
            const std::vector<std::string> types = ids_of(kBelieverTypes, believer_id);
            v.allow_only(types);
            std::array<int, kBelieverTypes> seen{};
            for (int b = 0; b < kBelieverTypes; ++b) {
              const Value n = v.member(types[static_cast<std::size_t>(b)]);
              const int x = (t.*m)[static_cast<std::size_t>(b)] = n.small(min, max);
              if (m == &Table::ids && seen[static_cast<std::size_t>(x - 1)]++) n.fail("two types share an ID");
            }
          }};
}

const Fields<SkillCard> kSkillFields{{"revealed", &SkillCard::revealed},
                                     {"none", &SkillCard::none},
                                     {"used", &SkillCard::used_game, 0, kMaxTurn},
                                     {"last_use_turn", &SkillCard::last_use_turn, -1, kMaxTurn},
                                     {"card", [](const SkillCard& s, const PlayerNames&) { return card_json(s.may, kSkills, skill_id); },
                                      [](const Value& v, SkillCard& s, const PlayerNames&) {
                                        s.may = card(v, kSkills, skill_of);
                                        if (s.revealed && !is_known(s.may)) v.fail("a revealed skill is named");
                                      }}};
// Every pile table.hpp lists (kHandPiles, kTablePiles) is written and read: a new pile cannot be
// left out of positions.
template <class T, std::size_t N>
Fields<T> with_piles(Fields<T> fields, const PileOf<T> (&piles)[N]) {
  for (const auto& p : piles)
    fields.add(p.believers ? pile_field(p.key, p.pile, kBelieverTypes, believer_id, believer_of, 60)
                           : pile_field(p.key, p.pile, kActionKinds, action_id, action_of, kActionCards));
  return fields;
}
const Fields<Player> kZoneFields = with_piles(Fields<Player>{}, kHandPiles);
const Fields<Player> kImmuneFields{{"mental", &Player::immune_mental},
                                   {"physical", &Player::immune_physical},
                                   seat_list("mental_members", &Player::shielded_mental),
                                   seat_list("physical_members", &Player::shielded_physical)};
const Fields<Player> kPlayerFields{
    {"impermanence_whole", &Player::impermanence_whole},
    {"steals", &Player::steals, 0, kMaxTurn},
    {"skips", &Player::skips, 0, 64},
    {"hermit_by_copy", &Player::hermit_by_copy},
    {"follower_since", &Player::follower_since, -1, kMaxTurn},
    {"follower_turns", &Player::follower_turns, 0, kMaxTurn},
    {"wandered", &Player::wandered},
    {"personal_round", &Player::personal_round, 0, kMaxTurn},
    {"played_round", &Player::played_round, 0, kMaxTurn},
    nested("zones", kZoneFields),
    {"score", [](const Player& p, const PlayerNames&) { return json(p.believer_count()); },
     [](const Value& v, Player& p, const PlayerNames&) {
       if (v.integer(0, 60) != p.believer_count()) v.fail("the score is the number of believers held");
     }},
    name_field("role", &Player::role, kRoles, "role"),
    {"leader", [](const Player& p, const PlayerNames& n) { return p.role == Role::follower ? json(n[p.leader]) : json(); },
     [](const Value& v, Player& p, const PlayerNames& n) { p.leader = seat_or_null(v, n); }},
    member_object("skill", &Player::skill, kSkillFields),
    {"copied", [](const Player& p, const PlayerNames&) { return mask_list(p.copied, kSkills, skill_id); },
     [](const Value& v, Player& p, const PlayerNames&) { p.copied = kinds(v, skill_of); }},
    {"gate",
     [](const Player& p, const PlayerNames&) {
       return p.gate_skill >= 0 ? json{{"skill", std::string(skill_id(p.gate_skill))}, {"uses", p.gate_uses}} : json();
     },
     [](const Value& v, Player& p, const PlayerNames&) {
       if (v.is_null()) return;
       v.allow_only({"skill", "uses"});
       p.gate_skill = kind(v.member("skill"), skill_of);
       p.gate_uses = v.member("uses").small(-1, 3);
     }},
    nested("immune", kImmuneFields),
    seat_field("hermit_from", &Player::hermit_from, true)};

const Fields<Table> kDeckFields = with_piles(
    Fields<Table>{{"believers", &Table::believer_deck, 0, kBelieverTypes * kBelieversPerType},
                  pile_field("skills_out", &Table::skills_out, kSkills, skill_id, skill_of, kSkills)},
    kTablePiles);
// The kinds of action of 4-2 Action Phase (defense cards are played only in answer).
constexpr int kActionTypes = static_cast<int>(ActionType::discard) + 1;
std::string_view type_id(int k) { return action_type_name(static_cast<ActionType>(k)); }

const Fields<Table> kThisTurnFields{
    {"actions_used", &Table::actions_used, 0, kActionsPerTurn},
    {"extra_actions", &Table::extra_actions, -1, 8},
    {"extra_kind", &Table::extra_kind, -1, static_cast<int>(ActionType::discard)},
    {"attack_played", &Table::attack_played},
    {"kaboom_bar", &Table::kaboom_bar},
    {"everyone_equal_used", &Table::everyone_equal_used},
    {"ending_turn", &Table::ending_turn},
    {"extra_several", &Table::extra_several},
    {"kinds_used", [](const Table& t, const PlayerNames&) { return mask_list(t.kinds_used, kActionTypes, type_id); },
     [](const Value& v, Table& t, const PlayerNames&) {
       for (std::size_t i = 0, n = list(v, "kinds of action"); i < n; ++i)
         t.kinds_used |= bit(static_cast<int>(read_enum(v.elem(i), kActionTypes, action_type_name, "kind of action")));
     }},
    {"cards_used", [](const Table& t, const PlayerNames&) { return mask_list(t.cards_used, kActionKinds, action_id); },
     [](const Value& v, Table& t, const PlayerNames&) { t.cards_used = kinds(v, action_of); }}};

const Fields<Table> kTableFields{
    {"turn", &Table::turn, 1, kMaxTurn},
    {"table_round", &Table::table_round, 0, kMaxTurn},
    {"deck_ran_out", &Table::deck_ran_out},
    seat_field("active", &Table::active),
    seat_field("first", &Table::first),
    seat_field("last_turn_player", &Table::last_turn_player, true),
    name_field("stage", &Table::stage, kStages, "stage"),
    nested("decks", kDeckFields),
    per_type("pool", &Table::pool, 0, kBelieversPerType),
    per_type("ids", &Table::ids, 1, 5),
    player_objects("players", &Table::players, kPlayerFields),
    nested("this_turn", kThisTurnFields),
    {"result",
     [](const Table& t, const PlayerNames& n) {
       if (t.result.status == GameStatus::in_progress) return json();
       return json{{"status", std::string(to_string(t.result.status))},
                   {"winner", t.result.winner >= 0 ? json(n[t.result.winner]) : json()},
                   {"ended_by", t.result.ended_by},
                   {"citation", t.result.citation ? json(std::string(t.result.citation->id)) : json()},
                   {"detail", t.result.detail}};
     },
     [](const Value& v, Table& t, const PlayerNames& n) {
       if (v.is_null()) {
         if (t.stage == Stage::over) v.fail("a finished game has a result");
         return;
       }
       const JsonObject r = *v.object();
       r.allow_only({"status", "winner", "ended_by", "citation", "detail"});
       const std::string status = r.require_string("status");
       if (status == "won") t.result.status = GameStatus::won;
       else if (status == "drawn") t.result.status = GameStatus::drawn;
       else r.fail("status", "expected won or drawn");
       t.result.winner = seat_or_null(Value::of(r, "winner"), n);
       if ((t.result.status == GameStatus::won) != (t.result.winner >= 0)) r.fail("winner", "a won game names its winner, a drawn one none");
       t.result.ended_by = r.require_string("ended_by").substr(0, 40);
       t.result.detail = r.require_string("detail").substr(0, 400);
       if (!r.require("citation").is_null()) t.result.citation = read_citation(r, "citation", section_index());
       if (t.stage != Stage::over) r.fail("status", "a result belongs to a finished game (stage over)");
     }}};

json table_json(const Table& t, const Question* q) {
  json out = {{"phase", t.over() ? "game-over" : (q ? q->node : "turn.action")},
              {"to_act", q && !q->who.empty() && !t.over() ? json(t.name(q->who.front())) : json()}};
  kTableFields.write(t, out, t.names);
  return out;
}

// ---- reading ----

Table read_table(const JsonObject& s, const std::vector<std::string>& names, const std::shared_ptr<const Rulings>& rulings) {
  Table t = new_table(names, rulings);
  t.action_deck.clear();
  if (names.size() < static_cast<std::size_t>(kMinPlayers) || names.size() > static_cast<std::size_t>(kMaxPlayers))
    s.fail("players", "Hegemony of Faith is played by 4 to 8 players");
  kTableFields.read_only(s, t, names, {"phase", "to_act", "pending"});
  const JsonObject ps = s.object_at("players");
  for (int i = 0; i < t.n(); ++i) {
    const Player& p = t.p(i);
    if (p.role == Role::follower && (p.leader < 0 || p.leader == i || t.p(p.leader).role != Role::leader))
      ps.object_at(names[static_cast<std::size_t>(i)]).fail("leader", "a Follower's Leader must be another player who is a Leader");
    if (p.role != Role::follower && p.leader >= 0)
      ps.object_at(names[static_cast<std::size_t>(i)]).fail("leader", "only a Follower has a Leader");
  }
  // Cards: no more than the game has, and every card somewhere.
  int believers = t.believer_deck;
  for (Mask m : all_cards(t, true)) believers += m ? 1 : 0;
  if (believers > kBelieverTypes * kBelieversPerType) s.fail("decks", "more believer cards than the game has");
  if (const int held = static_cast<int>(all_cards(t, false).size()); held != kActionCards)
    s.fail("decks", "the action cards in hands, deck and used pile must add up to 78, not " + std::to_string(held));
  if (Verdict v = check_cards_fit(t); !v) s.fail("players", v.reason);
  return t;
}

}  // namespace

json position_of(const HofState& s) {
  json out = table_json(s.table(), s.table().over() ? nullptr : &s.question());
  if (!s.pending().empty())
    out["pending"] = {{"base", table_json(s.base(), nullptr)},
                      {"events", json_list(s.pending(), [&](const Move& m) { return encode_move(m, s.table().names); })}};
  return out;
}

std::unique_ptr<HofState> read_position(const std::vector<std::string>& players, const JsonObject& state,
                                        std::shared_ptr<const Rulings> rulings) {
  Table now = read_table(state, players, rulings);
  if (!state.has("pending")) {
    // At a rest point: the table is where the game waits.
    auto s = std::make_unique<HofState>(now, std::vector<Move>{});
    if (s->broken()) state.fail("stage", "the game cannot go on from this position: " + s->broken()->reason);
    if (position_of(*s) != state.value())
      state.fail("phase", "this is not a place where the game waits: from this table it waits at " + std::string(s->node()));
    return s;
  }
  // In the middle of a procedure: the rest point and the events since.
  const JsonObject pending = state.object_at("pending");
  pending.allow_only({"base", "events"});
  Table base = read_table(pending.object_at("base"), players, rulings);
  const auto& list = pending.require("events");
  if (!list.is_array() || list.size() > 4096) pending.fail("events", "expected a list of events");
  std::vector<Move> moves;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const JsonObject e = pending.element_at("events", i);
    const int who = seat_of(e, "player", players);
    moves.push_back(decode_move(EventInput{e, static_cast<int>(i) + 1, who, e.require_string("action")}, players));
  }
  auto s = std::make_unique<HofState>(base, moves);
  if (s->broken()) pending.fail("events", "the events since the rest point break a rule: " + s->broken()->reason);
  if (position_of(*s) != state.value()) state.fail("players", "the table does not match its rest point and the events since");
  return s;
}

std::string text_of(const Table& t, const Question* q) {
  std::string out = "turn " + std::to_string(t.turn) + ", " + t.name(t.active) + "'s turn";
  if (q) out += "; waiting for " + describe(*q, t);
  out += "\n  believer deck " + std::to_string(t.believer_deck) + ", action deck " + std::to_string(t.action_deck.size()) +
         ", used action cards " + std::to_string(t.used_actions.size()) + ", graveyard " + std::to_string(t.graveyard.size());
  if (!t.graveyard.empty()) out += " (top " + card_json(t.graveyard.back(), kBelieverTypes, believer_id).dump() + ")";
  out += "\n";
  for (int i = 0; i < t.n(); ++i) {
    const Player& p = t.p(i);
    out += "  " + t.name(i) + ": " + std::string(name_of(kRoles, p.role));
    if (p.role == Role::follower) out += " of " + t.name(p.leader);
    out += "; skill " + card_json(p.skill.may, kSkills, skill_id).dump() + (p.skill.revealed ? " (shown)" : "");
    // The count is every believer held (fought ones too): the list says where each one is.
    out += "; believers " + std::to_string(p.believer_count()) + " ";
    const std::string hand = pile_json(p.believers, kBelieverTypes, believer_id).dump();
    out += p.fought.empty() ? hand
                            : "(" + std::to_string(p.believers.size()) + " in hand " + hand + ", " + std::to_string(p.fought.size()) +
                                  " fought in this confrontation " + pile_json(p.fought, kBelieverTypes, believer_id).dump() + ")";
    out += "; action cards " + std::to_string(p.actions.size()) + " " + pile_json(p.actions, kActionKinds, action_id).dump() + "\n";
  }
  return out;
}

std::string HegemonyOfFaith::position_vocabulary() const {
  return R"(hegemony-of-faith position ("state"):
  phase, turn, active, to_act     where the game waits (a state machine node), whose turn, who answers
  players: {NAME: {score (believers held), zones {actions, believers, fought}, role (leader, follower,
            wanderer), leader, skill {card, revealed, none, used, last_use_turn}, impermanence_whole,
            copied, gate {skill, uses} or null, steals, skips, immune {mental, physical,
            mental_members, physical_members}, hermit_from, hermit_by_copy, follower_since,
            follower_turns, wandered, personal_round, played_round}}
  decks: {believers (count), actions, used_actions, graveyard (bottom first), removed, skills_out,
          limbo_believers, limbo_actions (cards on their way: committed, gathered)}
  pool, ids: {TYPE: N}; first, last_turn_player, table_round, stage (turn-start, action, steal, over)
  this_turn: {actions_used, extra_actions, kinds_used, cards_used, attack_played, kaboom_bar,
              everyone_equal_used, ending_turn, extra_kind, extra_several}
  deck_ran_out, result
  pending: {base: the table at the last rest point, events: [the events since]} in the middle of
           a procedure (a Faith War, a surrender)
A card is an id, "?" (any), or {"card": "?", "may": [ids]}.)";
}

}  // namespace referee::hof
