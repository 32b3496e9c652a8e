// The names a Draw of Faith position (referee-position/1 "state") uses for the table's
// enums, shared by the writer (position.cpp) and the reader (position_read.cpp).
#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include <utility>

#include "referee/core/fields.hpp"
#include "referee/core/names.hpp"
#include "referee/core/position.hpp"
#include "referee/core/ruling_text.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"
#include "rulespec/draw-of-faith/table.hpp"

namespace referee::dof::position_format {

// Turns, points and counters have no bound in the rules; this one keeps them in int range.
inline constexpr long long kMaxCount = 100'000'000;

// A player's score, the turns they finished (read as -1 when not given: the turn, the first
// player and the seat give it) and, written only when set, the counters of their last turn
// and the deck-out flag.
inline const Fields<PlayerState> kPlayerFields{
    {"score", &PlayerState::points, 0, kMaxCount},
    {"turns_taken", &PlayerState::turns_taken, 0, kMaxCount, Presence::read_optional},
    {"deck_out", &PlayerState::deck_out, 0, 0, Presence::optional},
    {"placement_used", &PlayerState::placement_used, 0, 0, Presence::optional},
    {"normal_summons", &PlayerState::normal_summons, 0, kMaxCount, Presence::optional},
    {"activations", &PlayerState::activations, 0, kMaxCount, Presence::optional},
    {"position_changes", &PlayerState::position_changes, 0, kMaxCount, Presence::optional},
    {"activations_in_cycle", &PlayerState::activations_in_cycle, 0, kMaxCount, Presence::optional}};

inline constexpr std::pair<Phase, std::string_view> kPhases[] = {
    {Phase::draw, "draw"},       {Phase::main, "main"},         {Phase::battle, "battle"},
    {Phase::window, "window"},   {Phase::targets, "targets"},   {Phase::tiebreak, "tiebreak"},
    {Phase::over, "over"},
};

inline constexpr std::pair<LinkKind, std::string_view> kLinkKinds[] = {
    {LinkKind::activation, "activation"},
    {LinkKind::summon, "summon"},
    {LinkKind::attack, "attack"},
    {LinkKind::position_change, "position-change"},
};

// The state machine nodes a position can wait in (never "setup" or "end": the game passes
// through them without waiting), with the phase each fits (a chain's says where it was
// opened). Table::node is a view: these literals outlive any table.
inline constexpr std::pair<Phase, std::string_view> kNodes[] = {
    {Phase::draw, "draw"},           {Phase::main, "main"},           {Phase::battle, "battle"},
    {Phase::window, "main.window"},  {Phase::window, "battle.window"}, {Phase::targets, "main.targets"},
    {Phase::targets, "battle.targets"}, {Phase::tiebreak, "tiebreak"}, {Phase::over, "game-over"}};

inline constexpr std::string_view kTiebreakCauses[] = {"points", "five-of-a-kind"};
inline constexpr std::string_view kEndings[] = {"five-of-a-kind", "deck-depleted", "deck-out", "tiebreak"};

// The table's own keys of "state" (players, chain, window, tiebreak and outcome are read
// and written with what the loader knows); the loader checks them against each other.
inline const Fields<Table> kStateFields{
    name_field("phase", &Table::phase, kPhases, "phase"),
    {"node", [](const Table& t, const PlayerNames&) { return nlohmann::json(std::string(t.node)); },
     [](const JsonValue& v, Table& t, const PlayerNames&) {
       read_name(v, kNodes, "node");
       t.node = std::find_if(std::begin(kNodes), std::end(kNodes), [&](auto& e) { return e.second == v.string(); })->second;
     }},
    {"turn", &Table::turn, 0, kMaxCount},
    seat_field("first", &Table::first),
    seat_field("active", &Table::active),
    {"deck", &Table::deck, 0, kDeckSize},
    {"attack_declared", &Table::attack_declared, 0, 0, Presence::optional},
    seat_field("named_opponent", &Table::named_opponent, false, Presence::optional),
    {"extra_round_turns",
     [](const Table& t, const PlayerNames&) { return t.extra_round_turns >= 0 ? nlohmann::json(t.extra_round_turns) : nlohmann::json(); },
     [](const JsonValue& v, Table& t, const PlayerNames&) { t.extra_round_turns = v.small(1, kMaxCount); }, Presence::optional},
    // Game events since the turn began (a position starts its count of events there).
    {"events_this_turn", [](const Table& t, const PlayerNames&) { return nlohmann::json(t.events - t.turn_first_event); },
     [](const JsonValue& v, Table& t, const PlayerNames&) { t.events = v.small(0, kMaxCount); }, Presence::optional}};

inline std::string_view phase_name(Phase p) { return name_of(kPhases, p); }
inline std::string_view link_kind_name(LinkKind k) { return name_of(kLinkKinds, k); }

inline std::string card_text(Card c) { return c < 0 ? "?" : card_name(c); }
inline nlohmann::json card_or_null(Card c) { return c >= 0 ? nlohmann::json(card_name(c)) : nlohmann::json(); }

// A card ("7H"); "?" for an unknown one where `allow_unknown`, else refused with `why_named`.
inline Card read_card(const JsonValue& v, bool allow_unknown, std::string_view why_named = "") {
  if (!v.get().is_string()) v.fail("expected a card such as \"7H\", found " + JsonObject::type_name(v.get()));
  const std::string& s = v.get().get_ref<const std::string&>();
  if (s == "?") {
    if (!allow_unknown) v.fail("\"?\" is not allowed here: " + std::string(why_named));
    return -1;
  }
  auto c = parse_card(s);
  if (!c) v.fail("unknown card \"" + s + "\": " + card_problem(s));
  return *c;
}

// A string of `allowed`, else refused with `why` ("a tiebreaker breaks a tie on ...").
template <std::size_t N>
inline std::string one_of(const JsonValue& v, const std::string_view (&allowed)[N], std::string_view why) {
  const std::string s = v.string();
  if (std::find(std::begin(allowed), std::end(allowed), s) == std::end(allowed)) v.fail(std::string(why) + s + "\"");
  return s;
}

inline constexpr std::string_view kPositionNames[] = {"attack", "defense"};
inline constexpr std::string_view kFaces[] = {"up", "down"};

inline Pos read_pos(const JsonValue& v) {
  return one_of(v, kPositionNames, "a position is \"attack\" or \"defense\", not \"") == "attack" ? Pos::attack
                                                                                                 : Pos::defense;
}

// What a field card's keys are written and read with besides the players: the player whose
// field it is on (its owner unless it says) and the turn (its turns are no later).
struct CardContext {
  const PlayerNames& players;
  int controller;
  int turn;
};

// A turn of the card's record, from `min` to the position's turn; 0 (never) when absent.
inline Field<FieldCard, CardContext> card_turn(const char* key, int FieldCard::*m, int min = 0) {
  return {key, [m](const FieldCard& f, const CardContext&) { return nlohmann::json(f.*m); },
          [m, min](const JsonValue& v, FieldCard& f, const CardContext& c) { f.*m = v.small(min, std::max(min, c.turn)); },
          Presence::optional};
}

// Position, face, owner and the per-card counters: of a field card, or of a material as it
// was on the field. The owner is the controller's unless the object says (set it first).
inline const Fields<FieldCard, CardContext> kFieldState{
    {"position", [](const FieldCard& f, const CardContext&) { return nlohmann::json(to_string(f.pos)); },
     [](const JsonValue& v, FieldCard& f, const CardContext&) { f.pos = read_pos(v); }},
    {"face", [](const FieldCard& f, const CardContext&) { return nlohmann::json(f.face_down ? "down" : "up"); },
     [](const JsonValue& v, FieldCard& f, const CardContext&) {
       f.face_down = one_of(v, kFaces, "a face is \"up\" or \"down\", not \"") == "down";
       if (f.face_down && f.pos != Pos::defense)
         v.fail("only a defense-position card is face down (\"Battle Phase: Face-Down Defense\")");
     },
     Presence::read_optional},
    {"owner",
     [](const FieldCard& f, const CardContext& c) {
       return f.owner != c.controller ? nlohmann::json(c.players[static_cast<std::size_t>(f.owner)]) : nlohmann::json();
     },
     [](const JsonValue& v, FieldCard& f, const CardContext& c) { f.owner = seat_of(v, c.players); }, Presence::optional},
    card_turn("arrived_turn", &FieldCard::arrived_turn),
    card_turn("changed_turn", &FieldCard::changed_turn),
    with(card_turn("attacked_turn", &FieldCard::attack_turn, 1), "attacks"),
    with<FieldCard, CardContext>({"attacks", &FieldCard::attacks_this_turn, 1, kMaxCount, Presence::optional},
                                 "attacked_turn"),
    {"spent_material", &FieldCard::spent_material, 0, 0, Presence::optional}};

inline const Fields<Window> kWindowFields{
    seats_field("order", &Window::order, 1, "nobody is asked to respond: the chain would wait for no one", "is asked twice"),
    {"passed", [](const Window& w, const PlayerNames&) { return nlohmann::json(w.next); },
     [](const JsonValue& v, Window& w, const PlayerNames&) {
       const long long asked = static_cast<long long>(w.order.size());
       const nlohmann::json& passed = v.get();
       if (passed.is_number_unsigned() ? passed.get<unsigned long long>() >= static_cast<unsigned long long>(asked)
                                       : passed.is_number_integer() && passed.get<long long>() >= asked)
         v.fail("every player asked has passed: the chain would have resolved, nobody is left to act");
       w.next = static_cast<std::size_t>(v.integer(0, asked - 1));
     }}};

inline const Fields<Tiebreak> kTiebreakFields{
    {"contenders", seats_field("contenders", &Tiebreak::contenders).write,
     [](const JsonValue& v, Tiebreak& tb, const PlayerNames& n) {
       tb.contenders = seats_of(v, n);
       if (tb.contenders.size() < 2) v.fail("a tiebreaker is between two or more players");
       tb.drawn.assign(tb.contenders.size(), -1);
     }},
    {"drawn",
     [](const Tiebreak& tb, const PlayerNames&) {
       nlohmann::json out = nlohmann::json::array();
       for (std::size_t i = 0; i < tb.contenders.size(); ++i) out.push_back(card_or_null(i < tb.drawn.size() ? tb.drawn[i] : -1));
       return out;
     },
     [](const JsonValue& v, Tiebreak& tb, const PlayerNames&) {
       if (v.array("cards and nulls") != tb.contenders.size())
         v.fail("one entry per contender (" + std::to_string(tb.contenders.size()) + "): a card, or null");
       for (std::size_t i = 0; i < tb.contenders.size(); ++i)
         if (!v.elem(i).is_null()) tb.drawn[i] = read_card(v.elem(i), false, "tiebreak cards are drawn face up");
       if (std::none_of(tb.drawn.begin(), tb.drawn.end(), [](Card c) { return c < 0; }))
         v.fail("every contender has drawn: the round would be decided, nobody is left to act");
     },
     Presence::read_optional},
    {"pile",
     [](const Tiebreak& tb, const PlayerNames&) {
       nlohmann::json out = nlohmann::json::array();
       for (int c = 0; c < kDeckSize; ++c)
         if ((tb.pile_seen >> c) & 1u) out.push_back(card_name(static_cast<Card>(c)));
       return out;
     },
     [](const JsonValue& v, Tiebreak& tb, const PlayerNames&) {
       for (std::size_t i = 0, n = v.array("cards"); i < n; ++i) {
         const Card c = read_card(v.elem(i), false, "tiebreak cards are drawn face up");
         const std::uint64_t bit = std::uint64_t{1} << c;
         if (tb.pile_seen & bit) v.elem(i).fail(card_name(c) + " is listed twice");
         tb.pile_seen |= bit;
       }
     },
     Presence::read_optional},
    {"cause", [](const Tiebreak& tb, const PlayerNames&) { return nlohmann::json(tb.cause); },
     [](const JsonValue& v, Tiebreak& tb, const PlayerNames&) {
       tb.cause = one_of(v, kTiebreakCauses, "a tiebreaker breaks a tie on \"points\" or between \"five-of-a-kind\" holders, not \"");
     }}};

inline const Fields<Outcome> kOutcomeFields{
    seats_field("winners", &Outcome::winners, 1, "a game that is over has a winner, or winners who share it"),
    {"status", [](const Outcome& o, const PlayerNames&) { return nlohmann::json(std::string(to_string(o.status))); },
     [](const JsonValue& v, Outcome& o, const PlayerNames&) {
       o.status = o.winners.size() == 1 ? GameStatus::won : GameStatus::drawn;
       if (const std::string status = v.string(); status != to_string(o.status))
         v.fail("with " + std::to_string(o.winners.size()) + " winner(s) the status is \"" + std::string(to_string(o.status)) +
                "\", not \"" + status + "\"");
     }},
    {"ended_by", [](const Outcome& o, const PlayerNames&) { return nlohmann::json(o.ended_by); },
     [](const JsonValue& v, Outcome& o, const PlayerNames&) {
       o.ended_by = v.string();
       if (std::find(std::begin(kEndings), std::end(kEndings), o.ended_by) == std::end(kEndings))
         v.fail("unknown ending \"" + o.ended_by + "\"" + did_you_mean(o.ended_by, std::vector<std::string>(std::begin(kEndings), std::end(kEndings))));
     }},
    {"summary", &Outcome::summary, 0, 0, Presence::read_optional},
    {"citation", [](const Outcome& o, const PlayerNames&) { return o.citation ? nlohmann::json(std::string(o.citation->id)) : nlohmann::json(); },
     [](const JsonValue& v, Outcome& o, const PlayerNames&) { o.citation = read_citation(v, section_index()); }, Presence::optional}};

// An object of the state in phase `p` only; `refusal` and the phase name say why not.
template <class S>
Field<Table> phase_object(const char* key, Phase p, S Table::*m, const Fields<S>& sub, std::string refusal) {
  Field<Table> f = member_object(key, m, sub);
  f.when = [p](const Table& t) { return t.phase == p; };
  f.refuse = [refusal](const Table& t) { return refusal + std::string(phase_name(t.phase)) + "\""; };
  return f;
}

// Read once the chain is (the window's order and the outcome check nothing before it).
inline const Fields<Table> kPhaseFields{
    phase_object("window", Phase::window, &Table::window, kWindowFields,
                 "a chain waits for responses only in phase \"window\", not in phase \""),
    phase_object("tiebreak", Phase::tiebreak, &Table::tiebreak, kTiebreakFields,
                 "the tiebreaker is under way only in phase \"tiebreak\", not in phase \""),
    phase_object("outcome", Phase::over, &Table::outcome, kOutcomeFields, "the game is not over: it is in phase \"")};

// ---- The chain's links (a link names a field card by name or by place, "Bob#2": what a
// name means is the writer's and the loader's to say, through the context) ----

// What a link's keys are written and read with: the players, the table (its rulings, phase
// and turn) and the link's place in the chain from 0; how the writer names the card of a
// uid (null once it left the field for good); and, for the loader, the uid of a material
// (refused when no zone holds it) and of a card reference, which is read `later`, once
// every link is (a card may be named as the material a later link spent).
struct LinkContext {
  const PlayerNames& players;
  const Table& table;
  std::size_t index = 0;
  std::function<nlohmann::json(int)> ref = {};
  std::function<int(Card, const JsonValue&)> material_uid = {};
  std::function<int(const JsonValue&)> read_ref = {};
  std::function<void(std::function<void(Link&)>)> later = {};
};

inline bool activation(LinkKind k) { return k == LinkKind::activation; }

// A key of the links whose kind `fits` (allow_only of keys_for refuses it on the others).
inline Field<Link, LinkContext> link_key(Field<Link, LinkContext> f, bool (*fits)(LinkKind)) {
  f.when = [fits](const Link& l) { return fits(l.kind); };
  return f;
}

// A material: a card from the hand, or {"card", "from": "field", ...the card as it was}.
inline MaterialOrigin read_material(const JsonValue& v, int player, const LinkContext& c) {
  MaterialOrigin o;
  Card card = -1;
  if (v.get().is_object()) {
    v.allow_only(kFieldState.keys({"card", "from"}));
    card = read_card(v.member("card"), false, "a material is shown, name it");
    const std::string from = v.member("from").string();
    if (from == "field") {
      o.from_field = true;
      o.field_state.owner = player;
      kFieldState.read(v, o.field_state, {c.players, player, c.table.turn});
    } else if (from != "hand") {
      v.member("from").fail("a material comes from the \"hand\" or the \"field\", not \"" + from + "\"");
    } else if (v.get().size() > 2) {
      v.fail("a material from the hand has only \"card\" and \"from\"");
    }
  } else {
    card = read_card(v, false, "a material is shown, name it");
  }
  o.held.uid = c.material_uid(card, v);
  o.held.card = card;
  if (o.from_field) o.field_state.held = o.held;
  return o;
}

inline const Fields<Link, LinkContext> kLinkFields{
    name_field<LinkContext>("kind", &Link::kind, kLinkKinds, "link kind"),
    seat_field<LinkContext>("player", &Link::player),
    {"negated", [](const Link& l, const LinkContext&) { return nlohmann::json(l.negated); },
     [](const JsonValue& v, Link& l, const LinkContext& c) {
       l.negated = v.boolean();
       if (l.negated && c.table.phase == Phase::window)
         v.fail("links are negated as the chain resolves, and this one has not begun to");
     },
     Presence::optional},
    // The mechanic and the rulings say whether the targets wait for the link to resolve.
    link_key({"mechanic", [](const Link& l, const LinkContext&) { return nlohmann::json(to_string(l.mechanic)); },
              [](const JsonValue& v, Link& l, const LinkContext& c) {
                l.mechanic = read_enum<Mechanic>(v, kMechanics, to_string, "mechanic");
                if (l.mechanic == Mechanic::five_of_a_kind &&
                    c.table.r().peek(ruling::five_timing) != FiveTiming::activated)
                  v.fail("Five of a Kind is not activated under " + ruling_text(c.table.r(), ruling::five_timing));
                l.targets_pending = c.table.r().peek(ruling::targeting_time) == TargetingTime::on_resolution &&
                                    (mechanic_destroys(l.mechanic) || mechanic_revives(l.mechanic));
              }}, activation),
    link_key({"materials",
              [](const Link& l, const LinkContext& c) {
                return json_list(l.materials, [&](const MaterialOrigin& o) {
                  if (!o.from_field) return nlohmann::json(card_text(o.held.card));
                  nlohmann::json m = {{"card", card_text(o.held.card)}, {"from", "field"}};
                  kFieldState.write(o.field_state, m, {c.players, l.player, c.table.turn});
                  return m;
                });
              },
              [](const JsonValue& v, Link& l, const LinkContext& c) {
                const std::size_t m = v.array("materials");
                if (m == 0) v.fail("an activation has materials");
                for (std::size_t i = 0; i < m; ++i) {
                  MaterialOrigin o = read_material(v.elem(i), l.player, c);
                  for (const MaterialOrigin& other : l.materials)
                    if (other.held.card == o.held.card) v.elem(i).fail(card_name(o.held.card) + " is a material twice");
                  l.materials.push_back(o);
                }
              }}, activation),
    link_key({"targets_pending", [](const Link& l, const LinkContext&) { return nlohmann::json(l.targets_pending); },
              [](const JsonValue& v, Link& l, const LinkContext& c) {
                if (v.boolean() == l.targets_pending) return;
                const std::string ruling = ruling_text(c.table.r(), ruling::targeting_time);
                v.fail(l.targets_pending ? "this link's targets are chosen as it resolves (" + ruling + ")"
                                         : "this link's targets were chosen when it was activated (" + ruling +
                                               ", " + std::string(to_string(l.mechanic)) + ")");
              },
              Presence::optional}, activation),
    link_key({"destroy",
              [](const Link& l, const LinkContext& c) {
                nlohmann::json out = nlohmann::json::array();
                for (int uid : l.destroy)
                  if (nlohmann::json r = c.ref(uid); !r.is_null()) out.push_back(std::move(r));
                return out;
              },
              [](const JsonValue& v, Link& l, const LinkContext& c) {
                if (!mechanic_destroys(l.mechanic)) v.fail(std::string(to_string(l.mechanic)) + " destroys nothing");
                if (l.targets_pending) v.fail("the targets are chosen as the link resolves (\"targets_pending\")");
                c.later([v, ref = c.read_ref](Link& link) {
                  for (std::size_t k = 0, m = v.array("card references"); k < m; ++k) {
                    const int uid = ref(v.elem(k));
                    if (contains(link.destroy, uid)) v.elem(k).fail("this card is a target twice");
                    link.destroy.push_back(uid);
                  }
                });
              },
              Presence::optional}, activation),
    link_key({"revive",
              [](const Link& l, const LinkContext&) {
                return json_list(l.revive, [](const ReviveTarget& r) {
                  return nlohmann::json{{"card", card_text(r.card)}, {"position", to_string(r.pos)}};
                });
              },
              [](const JsonValue& v, Link& l, const LinkContext&) {
                if (!mechanic_revives(l.mechanic)) v.fail(std::string(to_string(l.mechanic)) + " revives nothing");
                if (l.targets_pending) v.fail("the targets are chosen as the link resolves (\"targets_pending\")");
                for (std::size_t i = 0, n = v.array("revive targets"); i < n; ++i) {
                  JsonValue e = v.elem(i);
                  e.require_object();
                  e.allow_only({"card", "position"});
                  ReviveTarget r{read_card(e.member("card"), false, "name the card to revive"),
                                 read_pos(e.member("position"))};
                  for (const ReviveTarget& other : l.revive)
                    if (other.card == r.card) e.member("card").fail(card_name(r.card) + " is revived twice");
                  l.revive.push_back(r);
                }
              },
              Presence::optional}, activation),
    link_key({"negate",
              [](const Link& l, const LinkContext&) { return json_list(l.negate, [](int i) { return i + 1; }); },
              [](const JsonValue& v, Link& l, const LinkContext& c) {
                if (!mechanic_negates(l.mechanic)) v.fail(std::string(to_string(l.mechanic)) + " negates nothing");
                for (std::size_t i = 0, n = v.array("link numbers"); i < n; ++i) {
                  if (c.index == 0) v.elem(i).fail("the first link has no link below it to negate");
                  const int number = v.elem(i).small(1, static_cast<long long>(c.index));
                  if (contains(l.negate, number - 1)) v.elem(i).fail("link " + std::to_string(number) + " is listed twice");
                  l.negate.push_back(number - 1);
                }
              },
              Presence::optional}, activation),
    // The card summoned, changing position or attacking, and the attack's target.
    link_key({"subject", [](const Link& l, const LinkContext& c) { return c.ref(l.subject); },
              [](const JsonValue& v, Link&, const LinkContext& c) {
                c.later([v, ref = c.read_ref](Link& l) { l.subject = v.is_null() ? -1 : ref(v); });
              }},
             [](LinkKind k) { return k != LinkKind::activation; }),
    link_key({"target", [](const Link& l, const LinkContext& c) { return c.ref(l.target); },
              [](const JsonValue& v, Link&, const LinkContext& c) {
                c.later([v, ref = c.read_ref](Link& l) { l.target = v.is_null() ? -1 : ref(v); });
              }},
             [](LinkKind k) { return k == LinkKind::attack; })};

}  // namespace referee::dof::position_format
