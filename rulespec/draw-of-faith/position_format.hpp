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
#include "referee/core/suggest.hpp"
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

}  // namespace referee::dof::position_format
