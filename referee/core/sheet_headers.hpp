// The headers every score sheet shares (the game adds its setup headers): their names, the
// transcript keys they fill, and how free-text values are read and written.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "referee/core/notation.hpp"

namespace referee::sheet {

// "Game", "Players", "Rulings", "Cards", "Event", ..., "Meta", "Result": as written.
std::vector<std::string> engine_header_names();
// `lowercase_name` is one of them, other than "meta" (which takes a name: "Meta venue: ...").
bool is_engine_header(const std::string& lowercase_name);

// The "meta" key of a free-text header ("event" for "Event"), if it is one.
std::optional<std::string> meta_key_of_header(const std::string& lowercase_name);
// The header that writes a meta key ("Event"), or "" if it is written "Meta KEY:".
std::string header_of_meta_key(const std::string& key);

// A free-text header's value: JSON if the whole text is a JSON value (3, "x", true, [..]),
// otherwise the text itself.
nlohmann::json meta_value(const std::string& text);
// The inverse: the text that meta_value reads back as `v`.
std::string meta_text(const nlohmann::json& v);

// "Rulings: id=option, ..." or "Rulings: PROFILE.json"; "Cards: CARDSET.json".
const notation::Field& rulings_field();
const notation::Field& cards_field();
// "Result: winner Ann | winners Ann, Bob | draw | in-progress [points Ann=3, ...] [ended-by WORD]"
const std::vector<notation::Field>& result_fields();
std::string result_syntax();

}  // namespace referee::sheet
