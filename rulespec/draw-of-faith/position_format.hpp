// The names a Draw of Faith position (referee-position/1 "state") uses for the table's
// enums, shared by the writer (position.cpp) and the reader (position_read.cpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rulespec/draw-of-faith/table.hpp"

namespace referee::dof::position_format {

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

template <class E, std::size_t N>
std::string_view name_of(const std::pair<E, std::string_view> (&table)[N], E e) {
  for (const auto& [value, name] : table)
    if (value == e) return name;
  return "?";
}

template <class E, std::size_t N>
std::optional<E> parse(const std::pair<E, std::string_view> (&table)[N], std::string_view s) {
  for (const auto& [value, name] : table)
    if (name == s) return value;
  return std::nullopt;
}

template <class E, std::size_t N>
std::vector<std::string> names(const std::pair<E, std::string_view> (&table)[N]) {
  std::vector<std::string> out;
  for (const auto& entry : table) out.emplace_back(entry.second);
  return out;
}

inline std::string_view phase_name(Phase p) { return name_of(kPhases, p); }
inline std::string_view link_kind_name(LinkKind k) { return name_of(kLinkKinds, k); }

}  // namespace referee::dof::position_format
