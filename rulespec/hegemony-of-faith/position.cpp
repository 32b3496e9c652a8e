// Hegemony of Faith positions (referee-position/1's "state"): the table as the game waits,
// written by the engine's convention (phase, turn, active, to_act, players with their score
// and zones) plus the game's own keys; and, in the middle of a procedure (a Faith War, a
// surrender), the table at the last rest point with the events since, which is what the
// referee needs to go on. A card is its id, "?", or {"card": "?", "may": [ids]} when the
// record has ruled some kinds out. Reading refuses, by field, a position that cannot exist.
#include <algorithm>

#include "referee/core/fields.hpp"
#include "referee/core/json_value.hpp"
#include "referee/core/names.hpp"
#include "referee/core/position.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"
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
  json out = json::array();
  for (Mask m : pile) out.push_back(card_json(m, kinds, id));
  return out;
}

constexpr std::pair<Role, std::string_view> kRoles[] = {
    {Role::leader, "leader"}, {Role::follower, "follower"}, {Role::wanderer, "wanderer"}};
constexpr std::pair<Stage, std::string_view> kStages[] = {
    {Stage::turn_start, "turn-start"}, {Stage::action, "action"}, {Stage::steal, "steal"}, {Stage::over, "over"}};

std::string role_name(Role r) { return std::string(name_of(kRoles, r)); }

constexpr long long kMaxTurn = 1'000'000;

// The plain fields of the position's objects (the rest is written and read below).
const Fields<Table> kTableFields{
    {"turn", &Table::turn, 1, kMaxTurn}, {"table_round", &Table::table_round, 0, kMaxTurn}, {"deck_ran_out", &Table::deck_ran_out}};
const Fields<Table> kThisTurnFields{{"actions_used", &Table::actions_used, 0, kActionsPerTurn},
                                    {"extra_actions", &Table::extra_actions, -1, 8},
                                    {"extra_kind", &Table::extra_kind, -1, static_cast<int>(ActionType::discard)},
                                    {"attack_played", &Table::attack_played},
                                    {"kaboom_bar", &Table::kaboom_bar},
                                    {"everyone_equal_used", &Table::everyone_equal_used},
                                    {"ending_turn", &Table::ending_turn},
                                    {"extra_several", &Table::extra_several}};
const Fields<Player> kPlayerFields{{"impermanence_whole", &Player::impermanence_whole},
                                   {"steals", &Player::steals, 0, kMaxTurn},
                                   {"skips", &Player::skips, 0, 64},
                                   {"hermit_by_copy", &Player::hermit_by_copy},
                                   {"follower_since", &Player::follower_since, -1, kMaxTurn},
                                   {"follower_turns", &Player::follower_turns, 0, kMaxTurn},
                                   {"wandered", &Player::wandered},
                                   {"personal_round", &Player::personal_round, 0, kMaxTurn},
                                   {"played_round", &Player::played_round, 0, kMaxTurn}};
const Fields<Player> kImmuneFields{{"mental", &Player::immune_mental}, {"physical", &Player::immune_physical}};
const Fields<SkillCard> kSkillFields{{"revealed", &SkillCard::revealed},
                                     {"none", &SkillCard::none},
                                     {"used", &SkillCard::used_game, 0, kMaxTurn},
                                     {"last_use_turn", &SkillCard::last_use_turn, -1, kMaxTurn}};

json seat_json(const Table& t, int seat) { return seat >= 0 ? json(t.name(seat)) : json(); }

json names_json(const Table& t, const std::vector<int>& seats) {
  json out = json::array();
  for (int s : seats) out.push_back(t.name(s));
  return out;
}

json mask_list(Mask m, int kinds, std::string_view (*id)(int)) {
  json out = json::array();
  for (int k = 0; k < kinds; ++k)
    if (m & bit(k)) out.push_back(std::string(id(k)));
  return out;
}

json table_json(const Table& t, const Question* q) {
  json players = json::object();
  for (int i = 0; i < t.n(); ++i) {
    const Player& p = t.p(i);
    json skill = {{"card", card_json(p.skill.may, kSkills, skill_id)}};
    kSkillFields.write(p.skill, skill);
    json immune = {{"mental_members", names_json(t, p.shielded_mental)}, {"physical_members", names_json(t, p.shielded_physical)}};
    kImmuneFields.write(p, immune);
    json& player = players[t.name(i)] = {
        {"score", p.believer_count()},
        {"zones",
         {{"actions", pile_json(p.actions, kActionKinds, action_id)},
          {"believers", pile_json(p.believers, kBelieverTypes, believer_id)},
          {"fought", pile_json(p.fought, kBelieverTypes, believer_id)}}},
        {"role", role_name(p.role)},
        {"leader", seat_json(t, p.role == Role::follower ? p.leader : -1)},
        {"skill", skill},
        {"copied", mask_list(p.copied, kSkills, skill_id)},
        {"gate", p.gate_skill >= 0 ? json{{"skill", std::string(skill_id(p.gate_skill))}, {"uses", p.gate_uses}} : json()},
        {"immune", immune},
        {"hermit_from", seat_json(t, p.hermit_from)}};
    kPlayerFields.write(p, player);
  }
  json pool = json::object(), ids = json::object();
  for (int b = 0; b < kBelieverTypes; ++b) {
    pool[std::string(believer_id(b))] = t.pool[static_cast<std::size_t>(b)];
    ids[std::string(believer_id(b))] = t.ids[static_cast<std::size_t>(b)];
  }
  json kinds_used = json::array();
  for (int k = 0; k <= static_cast<int>(ActionType::discard); ++k)
    if (t.kinds_used & bit(k)) kinds_used.push_back(std::string(action_type_name(static_cast<ActionType>(k))));
  json result;
  if (t.result.status != GameStatus::in_progress)
    result = {{"status", std::string(to_string(t.result.status))},
              {"winner", seat_json(t, t.result.winner)},
              {"ended_by", t.result.ended_by},
              {"citation", t.result.citation ? json(std::string(t.result.citation->id)) : json()},
              {"detail", t.result.detail}};
  json this_turn = {{"kinds_used", kinds_used}, {"cards_used", mask_list(t.cards_used, kActionKinds, action_id)}};
  kThisTurnFields.write(t, this_turn);
  json out = {{"phase", t.over() ? "game-over" : (q ? q->node : "turn.action")},
              {"active", t.name(t.active)},
              {"to_act", q && !q->who.empty() && !t.over() ? json(t.name(q->who.front())) : json()},
              {"players", players},
              {"decks",
               {{"believers", t.believer_deck},
                {"actions", pile_json(t.action_deck, kActionKinds, action_id)},
                {"used_actions", pile_json(t.used_actions, kActionKinds, action_id)},
                {"graveyard", pile_json(t.graveyard, kBelieverTypes, believer_id)},
                {"removed", pile_json(t.removed, kBelieverTypes, believer_id)},
                {"skills_out", pile_json(t.skills_out, kSkills, skill_id)},
                {"limbo_believers", pile_json(t.limbo_believers, kBelieverTypes, believer_id)},
                {"limbo_actions", pile_json(t.limbo_actions, kActionKinds, action_id)}}},
              {"pool", pool},
              {"ids", ids},
              {"first", t.name(t.first)},
              {"last_turn_player", seat_json(t, t.last_turn_player)},
              {"stage", std::string(name_of(kStages, t.stage))},
              {"this_turn", this_turn},
              {"result", result}};
  kTableFields.write(t, out);
  return out;
}

// ---- reading ----

using Value = JsonValue;

class Reader {
 public:
  Reader(const std::vector<std::string>& names, std::shared_ptr<const Rulings> rulings) : names_(names), rulings_(std::move(rulings)) {}

  Table table(const JsonObject& s) const {
    s.allow_only(kTableFields.keys({"phase", "active", "to_act", "players", "decks", "pool", "ids", "first", "last_turn_player",
                                    "stage", "this_turn", "result", "pending"}));
    Table t = new_table(names_, rulings_);
    t.action_deck.clear();
    if (names_.size() < static_cast<std::size_t>(kMinPlayers) || names_.size() > static_cast<std::size_t>(kMaxPlayers))
      s.fail("players", "Hegemony of Faith is played by 4 to 8 players");
    kTableFields.read(s, t);
    t.active = seat_of(s, "active", names_);
    t.first = seat_of(s, "first", names_);
    t.last_turn_player = seat_or_null(Value::of(s, "last_turn_player"), names_);
    t.stage = read_name(Value::of(s, "stage"), kStages, "stage");
    // Decks and piles.
    const JsonObject d = s.object_at("decks");
    d.allow_only({"believers", "actions", "used_actions", "graveyard", "removed", "skills_out", "limbo_believers", "limbo_actions"});
    t.believer_deck = static_cast<int>(d.require_integer("believers", 0, kBelieverTypes * kBelieversPerType));
    t.action_deck = pile(Value::of(d, "actions"), kActionKinds, action_of, kActionCards);
    t.used_actions = pile(Value::of(d, "used_actions"), kActionKinds, action_of, kActionCards);
    t.graveyard = pile(Value::of(d, "graveyard"), kBelieverTypes, believer_of, 60);
    t.removed = pile(Value::of(d, "removed"), kBelieverTypes, believer_of, 60);
    t.skills_out = pile(Value::of(d, "skills_out"), kSkills, skill_of, kSkills);
    t.limbo_believers = pile(Value::of(d, "limbo_believers"), kBelieverTypes, believer_of, 60);
    t.limbo_actions = pile(Value::of(d, "limbo_actions"), kActionKinds, action_of, kActionCards);
    const JsonObject pool = s.object_at("pool"), ids = s.object_at("ids");
    std::vector<std::string> types;
    for (int b = 0; b < kBelieverTypes; ++b) types.emplace_back(believer_id(b));
    pool.allow_only(types);
    ids.allow_only(types);
    std::array<int, kBelieverTypes> seen{};
    for (int b = 0; b < kBelieverTypes; ++b) {
      const std::string& type = types[static_cast<std::size_t>(b)];
      t.pool[static_cast<std::size_t>(b)] = static_cast<int>(pool.require_integer(type, 0, kBelieversPerType));
      t.ids[static_cast<std::size_t>(b)] = static_cast<int>(ids.require_integer(type, 1, 5));
      if (seen[static_cast<std::size_t>(t.ids[static_cast<std::size_t>(b)] - 1)]++) ids.fail(type, "two types share an ID");
    }
    // Players.
    const JsonObject ps = s.object_at("players");
    check_player_keys(ps, names_);
    for (int i = 0; i < t.n(); ++i) read_player(t, ps.object_at(names_[static_cast<std::size_t>(i)]), i);
    for (int i = 0; i < t.n(); ++i) {
      const Player& p = t.p(i);
      if (p.role == Role::follower && (p.leader < 0 || p.leader == i || t.p(p.leader).role != Role::leader))
        ps.object_at(names_[static_cast<std::size_t>(i)]).fail("leader", "a Follower's Leader must be another player who is a Leader");
      if (p.role != Role::follower && p.leader >= 0)
        ps.object_at(names_[static_cast<std::size_t>(i)]).fail("leader", "only a Follower has a Leader");
    }
    // This turn.
    const JsonObject tt = s.object_at("this_turn");
    tt.allow_only(kThisTurnFields.keys({"kinds_used", "cards_used"}));
    kThisTurnFields.read(tt, t);
    std::vector<std::string> action_types;
    for (int x = 0; x <= static_cast<int>(ActionType::discard); ++x)
      action_types.emplace_back(action_type_name(static_cast<ActionType>(x)));
    const Value kinds_used = Value::of(tt, "kinds_used");
    for (std::size_t i = 0, n = list(kinds_used, "kinds of action"); i < n; ++i) {
      const std::string k = kinds_used.elem(i).string();
      const auto found = std::find(action_types.begin(), action_types.end(), k);
      if (found == action_types.end())
        kinds_used.elem(i).fail("unknown kind of action \"" + k.substr(0, 40) + "\"" + did_you_mean(k, action_types));
      t.kinds_used |= bit(static_cast<int>(found - action_types.begin()));
    }
    t.cards_used = kinds(Value::of(tt, "cards_used"), action_of);
    // The result.
    if (!s.require("result").is_null()) {
      const JsonObject r = s.object_at("result");
      r.allow_only({"status", "winner", "ended_by", "citation", "detail"});
      const std::string status = r.require_string("status");
      if (status == "won") t.result.status = GameStatus::won;
      else if (status == "drawn") t.result.status = GameStatus::drawn;
      else r.fail("status", "expected won or drawn");
      t.result.winner = seat_or_null(Value::of(r, "winner"), names_);
      if ((t.result.status == GameStatus::won) != (t.result.winner >= 0)) r.fail("winner", "a won game names its winner, a drawn one none");
      t.result.ended_by = r.require_string("ended_by").substr(0, 40);
      t.result.detail = r.require_string("detail").substr(0, 400);
      if (!r.require("citation").is_null()) t.result.citation = read_citation(r, "citation", section_index());
      if (t.stage != Stage::over) r.fail("status", "a result belongs to a finished game (stage over)");
    } else if (t.stage == Stage::over) {
      s.fail("result", "a finished game has a result");
    }
    // Cards: no more than the game has, and every card somewhere.
    int believers = t.believer_deck;
    for (Mask m : all_believer_cards(t)) believers += m ? 1 : 0;
    if (believers > kBelieverTypes * kBelieversPerType) s.fail("decks", "more believer cards than the game has");
    if (static_cast<int>(all_action_cards(t).size()) != kActionCards)
      s.fail("decks", "the action cards in hands, deck and used pile must add up to 78, not " + std::to_string(all_action_cards(t).size()));
    if (Verdict v = check_cards_fit(t); !v) s.fail("players", v.reason);
    return t;
  }

 private:
  using Kind = std::optional<int> (*)(std::string_view);

  // The size of a list of names, which no position needs longer than 64.
  static std::size_t list(const Value& v, std::string_view what) {
    const std::size_t n = v.array(what);
    if (n > 64) v.fail("expected at most 64 " + std::string(what));
    return n;
  }

  static int kind(const Value& v, Kind of) {
    const std::string s = v.string();
    const auto k = of(s);
    if (!k) v.fail("unknown card \"" + s.substr(0, 40) + "\"");
    return *k;
  }

  // A list of card ids as a mask.
  static Mask kinds(const Value& v, Kind of) {
    Mask m = 0;
    for (std::size_t i = 0, n = list(v, "card ids"); i < n; ++i) m |= bit(kind(v.elem(i), of));
    return m;
  }

  // An id, "?", or {"card": "?", "may": [ids]}.
  static Mask card(const Value& v, int kinds_in_deck, Kind of) {
    if (v.get().is_string()) return v.get() == "?" ? every(kinds_in_deck) : bit(kind(v, of));
    if (!v.get().is_object() || v.get().size() != 2 || !v.has("card") || !v.has("may") || v.get()["card"] != "?")
      v.fail("a card is an id, \"?\", or {\"card\": \"?\", \"may\": [ids]}");
    const Mask m = kinds(v.member("may"), of);
    if (m == 0) v.member("may").fail("a card that may be nothing");
    return m;
  }

  static Pile pile(const Value& v, int kinds_in_deck, Kind of, std::size_t most) {
    if (v.array("cards") > most) v.fail("more cards than the game has");
    Pile out;
    for (std::size_t i = 0; i < v.get().size(); ++i) out.push_back(card(v.elem(i), kinds_in_deck, of));
    return out;
  }

  std::vector<int> seats(const Value& v) const {
    std::vector<int> out;
    for (std::size_t i = 0, n = list(v, "player names"); i < n; ++i) out.push_back(seat_of(v.elem(i), names_));
    return out;
  }

  void read_player(Table& t, const JsonObject& o, int i) const {
    o.allow_only(kPlayerFields.keys({"score", "zones", "role", "leader", "skill", "copied", "gate", "immune", "hermit_from"}));
    Player& p = t.p(i);
    kPlayerFields.read(o, p);
    const JsonObject z = o.object_at("zones");
    z.allow_only({"actions", "believers", "fought"});
    p.actions = pile(Value::of(z, "actions"), kActionKinds, action_of, kActionCards);
    p.believers = pile(Value::of(z, "believers"), kBelieverTypes, believer_of, 60);
    p.fought = pile(Value::of(z, "fought"), kBelieverTypes, believer_of, 60);
    if (o.require_integer("score", 0, 60) != p.believer_count()) o.fail("score", "the score is the number of believers held");
    p.role = read_name(Value::of(o, "role"), kRoles, "role");
    p.leader = seat_or_null(Value::of(o, "leader"), names_);
    const JsonObject sk = o.object_at("skill");
    sk.allow_only(kSkillFields.keys({"card"}));
    p.skill.may = card(Value::of(sk, "card"), kSkills, skill_of);
    kSkillFields.read(sk, p.skill);
    if (p.skill.revealed && !is_known(p.skill.may)) sk.fail("card", "a revealed skill is named");
    p.copied = kinds(Value::of(o, "copied"), skill_of);
    if (!o.require("gate").is_null()) {
      const JsonObject g = o.object_at("gate");
      g.allow_only({"skill", "uses"});
      p.gate_skill = kind(Value::of(g, "skill"), skill_of);
      p.gate_uses = static_cast<int>(g.require_integer("uses", -1, 3));
    }
    const JsonObject im = o.object_at("immune");
    im.allow_only(kImmuneFields.keys({"mental_members", "physical_members"}));
    kImmuneFields.read(im, p);
    p.shielded_mental = seats(Value::of(im, "mental_members"));
    p.shielded_physical = seats(Value::of(im, "physical_members"));
    p.hermit_from = seat_or_null(Value::of(o, "hermit_from"), names_);
  }

  const std::vector<std::string>& names_;
  std::shared_ptr<const Rulings> rulings_;
};

}  // namespace

json position_of(const HofState& s) {
  json out = table_json(s.table(), s.table().over() ? nullptr : &s.question());
  if (!s.pending().empty()) {
    json events = json::array();
    for (const Move& m : s.pending()) events.push_back(encode_move(m, s.table().names));
    out["pending"] = {{"base", table_json(s.base(), nullptr)}, {"events", events}};
  }
  return out;
}

std::unique_ptr<HofState> read_position(const std::vector<std::string>& players, const JsonObject& state,
                                        std::shared_ptr<const Rulings> rulings) {
  Reader reader(players, rulings);
  Table now = reader.table(state);
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
  Table base = reader.table(pending.object_at("base"));
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
    out += "  " + t.name(i) + ": " + role_name(p.role);
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
