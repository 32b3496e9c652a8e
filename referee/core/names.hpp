// The names a game gives the values of an enum in its positions and transcripts: a table
// `std::pair<E, std::string_view> kPhases[] = {{Phase::draw, "draw"}, ...}` gives the name of
// a value, the value of a name and the list for suggestions.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "referee/core/json_value.hpp"
#include "referee/core/suggest.hpp"

namespace referee {

template <class E, std::size_t N>
using NameTable = std::pair<E, std::string_view>[N];

template <class E, std::size_t N>
constexpr std::string_view name_of(const NameTable<E, N>& table, E e) {
  for (const auto& [value, name] : table)
    if (value == e) return name;
  return "?";
}

template <class E, std::size_t N>
constexpr std::optional<E> parse(const NameTable<E, N>& table, std::string_view s) {
  for (const auto& [value, name] : table)
    if (name == s) return value;
  return std::nullopt;
}

template <class E, std::size_t N>
std::vector<std::string> names(const NameTable<E, N>& table) {
  std::vector<std::string> out;
  for (const auto& entry : table) out.emplace_back(entry.second);
  return out;
}

// The value the string `v` names; otherwise "unknown WHAT \"s\"" with a suggestion.
template <class E, std::size_t N>
E read_name(const JsonValue& v, const NameTable<E, N>& table, std::string_view what) {
  const std::string s = v.string();
  if (auto e = parse(table, s)) return *e;
  v.fail("unknown " + std::string(what) + " \"" + s + "\"" + did_you_mean(s, names(table)));
}

// As read_name, for an enum of `count` values from 0 that `name` names.
template <class E>
E read_enum(const JsonValue& v, int count, std::string_view (*name)(E), std::string_view what) {
  const std::string s = v.string();
  std::vector<std::string> all;
  for (int e = 0; e < count; ++e) {
    all.emplace_back(name(static_cast<E>(e)));
    if (all.back() == s) return static_cast<E>(e);
  }
  v.fail("unknown " + std::string(what) + " \"" + s + "\"" + did_you_mean(s, all));
}

}  // namespace referee
