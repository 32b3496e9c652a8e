// The names a Draw of Faith position (referee-position/1 "state") uses for the table's
// enums, shared by the writer (position.cpp) and the reader (position_read.cpp).
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>
#include <utility>

#include "referee/core/fields.hpp"
#include "referee/core/names.hpp"
#include "referee/core/position.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/draw-of-faith/sections.hpp"
#include "rulespec/draw-of-faith/table.hpp"

namespace referee::dof::position_format {

// Turns, points and counters have no bound in the rules; this one keeps them in int range.
inline constexpr long long kMaxCount = 100'000'000;

// The counters of a player's last turn and the deck-out flag: written only when set.
inline const Fields<PlayerState> kPlayerCounters{{{"deck_out", &PlayerState::deck_out},
                                                  {"placement_used", &PlayerState::placement_used},
                                                  {"normal_summons", &PlayerState::normal_summons, 0, kMaxCount},
                                                  {"activations", &PlayerState::activations, 0, kMaxCount},
                                                  {"position_changes", &PlayerState::position_changes, 0, kMaxCount},
                                                  {"activations_in_cycle", &PlayerState::activations_in_cycle, 0, kMaxCount}},
                                                 Presence::optional};

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
// through them without waiting). Table::node is a view: these literals outlive any table.
inline constexpr std::string_view kNodes[] = {"draw",         "main",           "battle",   "main.window",
                                              "battle.window", "main.targets", "battle.targets", "tiebreak",
                                              "game-over"};

inline constexpr std::string_view kTiebreakCauses[] = {"points", "five-of-a-kind"};
inline constexpr std::string_view kEndings[] = {"five-of-a-kind", "deck-depleted", "deck-out", "tiebreak"};

// The table's own keys of "state" (players, chain, window, tiebreak and outcome are read
// and written with what the loader knows); the loader checks them against each other.
inline const Fields<Table> kStateFields{
    name_field("phase", &Table::phase, kPhases, "phase"),
    {"node", [](const Table& t, const PlayerNames&) { return nlohmann::json(std::string(t.node)); },
     [](const JsonValue& v, Table& t, const PlayerNames&) {
       const std::string node = v.string();
       const std::string_view* literal = std::find(std::begin(kNodes), std::end(kNodes), node);
       if (literal == std::end(kNodes))
         v.fail("unknown node \"" + node + "\"" + did_you_mean(node, std::vector<std::string>(std::begin(kNodes), std::end(kNodes))));
       t.node = *literal;
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

using referee::name_of;
using referee::names;
using referee::parse;

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

}  // namespace referee::dof::position_format
