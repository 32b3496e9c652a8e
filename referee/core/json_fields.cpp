#include "referee/core/json_fields.hpp"

#include "referee/core/json_value.hpp"
#include "referee/core/suggest.hpp"

namespace referee {

JsonObject::JsonObject(const JsonDocument& doc, const nlohmann::json& value, std::string pointer,
                       std::string label, int event)
    : doc_(doc), value_(value), pointer_(std::move(pointer)), label_(std::move(label)), event_(event) {
  if (!value_.is_object()) {
    Location w = where();
    throw InputError(w, "expected a JSON object, found " + type_name(value_));
  }
}

std::string JsonObject::type_name(const nlohmann::json& v) {
  switch (v.type()) {
    case nlohmann::json::value_t::null: return "null";
    case nlohmann::json::value_t::object: return "an object";
    case nlohmann::json::value_t::array: return "an array";
    case nlohmann::json::value_t::string: return "a string";
    case nlohmann::json::value_t::boolean: return "a boolean";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned: return "an integer";
    case nlohmann::json::value_t::number_float: return "a number";
    default: return "an unsupported value";
  }
}

Location JsonObject::where(std::string_view key) const {
  Location w;
  w.file = doc_.source;
  w.line = doc_.line_of(key.empty() ? pointer_ : pointer_child(pointer_, key));
  w.column = doc_.column_of(key.empty() ? pointer_ : pointer_child(pointer_, key));
  w.event = event_;
  if (!key.empty()) w.field = label_.empty() ? std::string(key) : label_ + "." + std::string(key);
  else w.field = label_;
  return w;
}

void JsonObject::fail(std::string_view key, const std::string& message) const {
  throw InputError(where(key), message);
}

bool JsonObject::has(std::string_view key) const { return value_.contains(key); }

const nlohmann::json* JsonObject::find(std::string_view key) const {
  auto it = value_.find(key);
  return it == value_.end() ? nullptr : &*it;
}

const nlohmann::json& JsonObject::require(std::string_view key) const {
  const nlohmann::json* v = find(key);
  if (!v) {
    Location w = where();
    w.field = label_.empty() ? std::string(key) : label_ + "." + std::string(key);
    throw InputError(w, "missing key \"" + std::string(key) + "\"");
  }
  return *v;
}

std::string JsonObject::require_string(std::string_view key) const { return JsonValue::of(*this, key).string(); }

std::optional<std::string> JsonObject::optional_string(std::string_view key) const {
  if (!has(key)) return std::nullopt;
  return require_string(key);
}

long long JsonObject::require_integer(std::string_view key, long long min, long long max) const {
  return JsonValue::of(*this, key).integer(min, max);
}

JsonObject JsonObject::object_at(std::string_view key) const {
  const auto& v = require(key);
  if (!v.is_object()) fail(key, "expected an object, found " + type_name(v));
  std::string label = label_.empty() ? std::string(key) : label_ + "." + std::string(key);
  return JsonObject(doc_, v, pointer_child(pointer_, key), label, event_);
}

JsonObject JsonObject::element_at(std::string_view key, std::size_t index) const {
  const auto& v = require(key);
  if (!v.is_array()) fail(key, "expected an array, found " + type_name(v));
  if (index >= v.size()) fail(key, "has no element " + std::to_string(index));
  const auto& e = v[index];
  const std::string name = std::string(key) + "[" + std::to_string(index) + "]";
  if (!e.is_object()) fail(key, name + ": expected an object, found " + type_name(e));
  std::string label = label_.empty() ? name : label_ + "." + name;
  return JsonObject(doc_, e, pointer_child(pointer_child(pointer_, key), std::to_string(index)), label, event_);
}

JsonObject JsonObject::require_object(std::string_view key) const { return object_at(key); }

void JsonObject::allow_only(const std::vector<std::string>& allowed) const {
  for (auto it = value_.begin(); it != value_.end(); ++it) {
    bool known = false;
    for (const auto& a : allowed) known = known || a == it.key();
    if (!known) fail(it.key(), "unknown key \"" + it.key() + "\"" + did_you_mean(it.key(), allowed));
  }
}

void require_object_value(const nlohmann::json& v, const Location& where, std::string_view what) {
  if (!v.is_object())
    throw InputError(where, std::string(what) + " must be a JSON object, found " + JsonObject::type_name(v));
}

}  // namespace referee
