#include "referee/core/json_value.hpp"

#include <algorithm>

#include "referee/core/suggest.hpp"

namespace referee {

JsonValue JsonValue::of(const JsonObject& obj, std::string_view key) {
  return JsonValue(obj, std::string(key), "", obj.require(key));
}

Location JsonValue::where() const {
  Location w = anchor_.where(key_);
  w.field += rest_;
  return w;
}

void JsonValue::fail(const std::string& message) const { throw InputError(where(), message); }

void JsonValue::fail_at(std::string_view k, const std::string& message) const {
  JsonValue(anchor_, key_, rest_ + "." + std::string(k), *v_).fail(message);
}

JsonValue JsonValue::elem(std::size_t i) const {
  return JsonValue(anchor_, key_, rest_ + "[" + std::to_string(i) + "]", (*v_)[i]);
}

JsonValue JsonValue::member(std::string_view k) const {
  require_object();
  const std::string path = rest_ + "." + std::string(k);
  if (!has(k)) fail_at(k, "missing key \"" + std::string(k) + "\"");
  return JsonValue(anchor_, key_, path, v_->find(k).value());
}

std::optional<JsonObject> JsonValue::object() const {
  if (!rest_.empty()) return std::nullopt;
  return anchor_.object_at(key_);
}

void JsonValue::require_object() const {
  if (!v_->is_object()) fail("expected an object, found " + JsonObject::type_name(*v_));
}

void JsonValue::allow_only(const std::vector<std::string>& allowed) const {
  require_object();
  for (auto it = v_->begin(); it != v_->end(); ++it)
    if (std::find(allowed.begin(), allowed.end(), it.key()) == allowed.end())
      member(it.key()).fail("unknown key \"" + it.key() + "\"" + did_you_mean(it.key(), allowed));
}

std::size_t JsonValue::array(std::string_view what) const {
  if (!v_->is_array()) fail("expected an array of " + std::string(what) + ", found " + JsonObject::type_name(*v_));
  return v_->size();
}

std::string JsonValue::string() const {
  if (!v_->is_string()) fail("expected a string, found " + JsonObject::type_name(*v_));
  return v_->get<std::string>();
}

bool JsonValue::boolean() const {
  if (!v_->is_boolean()) fail("expected true or false, found " + JsonObject::type_name(*v_));
  return v_->get<bool>();
}

long long JsonValue::integer(long long min, long long max) const {
  if (!v_->is_number_integer() && !v_->is_number_unsigned())
    fail("expected an integer, found " + JsonObject::type_name(*v_));
  auto out_of_range = [&](const std::string& found) {
    fail("must be an integer from " + std::to_string(min) + " to " + std::to_string(max) + ", found " + found);
  };
  if (v_->is_number_unsigned() && v_->get<unsigned long long>() > static_cast<unsigned long long>(max))
    out_of_range(std::to_string(v_->get<unsigned long long>()));
  const long long n = v_->get<long long>();
  if (n < min || n > max) out_of_range(std::to_string(n));
  return n;
}

int int_or(const JsonObject& obj, std::string_view key, long long min, long long max, int fallback) {
  return obj.has(key) ? static_cast<int>(obj.require_integer(key, min, max)) : fallback;
}

bool bool_or(const JsonObject& obj, std::string_view key, bool fallback) {
  return obj.has(key) ? JsonValue::of(obj, key).boolean() : fallback;
}

}  // namespace referee
