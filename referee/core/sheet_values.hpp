// Values of the score-sheet notation: reading a field's value from tokens, writing it from
// JSON, and the one check of an atom (card, player, choice, number...) both directions use,
// so that what the writer writes the reader reads back.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "referee/core/notation.hpp"
#include "referee/core/sheet_lexer.hpp"

namespace referee::sheet {

struct Context {
  const notation::Notation& notation;
  const std::vector<std::string>& players;
};

// "" if `text` is a value of type `t`; otherwise what is wrong (with a suggestion).
std::string check_atom(const notation::ValueType& t, const std::string& text, const Context& ctx);

// How a value of type `t` is named in messages and help: "POSITION (atk or def)".
std::string describe(const notation::ValueType& t);
// The field as the help writes it: "CARD, ...", "[to POSITION]".
std::string describe(const notation::Field& f);

// Reads the value of `f` starting at token `t`; leaves `t` at the token after it.
// InputError (line and column) on anything else.
nlohmann::json read_value(const notation::Field& f, Token& t, Lexer& lx, const Context& ctx);

// Writes `v` as the value of `f`. Returns "" and sets `problem` if the notation cannot hold
// it (not a card, not one of the choices, wrong shape...).
std::string write_value(const notation::Field& f, const nlohmann::json& v, const Context& ctx, std::string& problem);

// A player name as written: bare if it can be, quoted otherwise.
std::string player_atom(const std::string& name);

}  // namespace referee::sheet
