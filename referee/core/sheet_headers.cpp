#include "referee/core/sheet_headers.hpp"

#include <array>
#include <utility>

#include "referee/core/errors.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/sheet_lexer.hpp"

namespace referee::sheet {
namespace {

using notation::Field;
using notation::Shape;
using notation::ValueKind;
using notation::ValueType;

// Free-text headers and their meta keys, in the order they are written.
constexpr std::array<std::pair<const char*, const char*>, 6> kMetaHeaders = {{
    {"Event", "event"}, {"Round", "round"}, {"Table", "table"}, {"Date", "date"}, {"Site", "site"}, {"Comment", "comment"},
}};

}  // namespace

std::vector<std::string> engine_header_names() {
  std::vector<std::string> out = {"Game", "Players", "Rulings", "Cards"};
  for (const auto& [header, key] : kMetaHeaders) out.emplace_back(header);
  out.emplace_back("Meta");
  out.emplace_back("Result");
  return out;
}

bool is_engine_header(const std::string& name) {
  for (const auto& h : engine_header_names())
    if (lower_ascii(h) == name) return name != "meta";
  return false;
}

std::optional<std::string> meta_key_of_header(const std::string& name) {
  for (const auto& [header, key] : kMetaHeaders)
    if (name == key) return std::string(key);
  return std::nullopt;
}

std::string header_of_meta_key(const std::string& key) {
  for (const auto& [header, k] : kMetaHeaders)
    if (key == k) return header;
  return "";
}

nlohmann::json meta_value(const std::string& text) {
  if (text.empty()) return "";
  if (std::string("\"{[-0123456789tfn").find(text.front()) != std::string::npos) {
    // Through our own reader: it bounds nesting and refuses duplicate keys. Text that is not
    // such JSON is kept as text.
    try {
      return parse_json(text, "header").root;
    } catch (const InputError&) {
    }
  }
  return text;
}

std::string meta_text(const nlohmann::json& v) {
  if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    bool plain = !s.empty() && s.front() != ' ' && s.front() != '\t' && s.back() != ' ' && s.back() != '\t';
    for (unsigned char c : s)
      if (c < 0x20 || c == 0x7F) plain = false;
    if (plain && meta_value(s) == v) return s;
  }
  return v.dump();
}

const Field& rulings_field() {
  static const Field f{"rulings", "", Shape::scalar_or_map, ValueType{ValueKind::word, {}, "OPTION"},
                       ValueType{ValueKind::word, {}, "RULING"}, true, "the event's ruling profile"};
  return f;
}

const Field& cards_field() {
  static const Field f{"cards", "", Shape::scalar, ValueType{ValueKind::word, {}, "FILE"}, {}, true, "the card set"};
  return f;
}

const std::vector<Field>& result_fields() {
  static const std::vector<Field> fields = {
      {"winner", "winner", Shape::scalar, ValueType{ValueKind::player, {}, ""}, {}, false, ""},
      {"winners", "winners", Shape::list, ValueType{ValueKind::player, {}, ""}, {}, false, ""},
      {"draw", "draw", Shape::scalar, ValueType{ValueKind::flag, {}, ""}, {}, false, ""},
      {"in-progress", "in-progress", Shape::scalar, ValueType{ValueKind::flag, {}, ""}, {}, false, ""},
      {"points", "points", Shape::map, ValueType{ValueKind::integer, {}, "N"}, ValueType{ValueKind::player, {}, ""}, false, ""},
      {"ended_by", "ended-by", Shape::scalar, ValueType{ValueKind::word, {}, ""}, {}, false, ""},
  };
  return fields;
}

std::string result_syntax() {
  return "winner PLAYER | winners PLAYER, ... | draw | in-progress, then optionally points PLAYER=N, ... and ended-by WORD";
}

}  // namespace referee::sheet
