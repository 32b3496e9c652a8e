// A value below a JsonObject, named in messages by its path: a key of the object (for the
// file and line) and the path below it ("[2].card"), since array elements and nested
// objects have no JsonObject of their own. The reader of positions and setups.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/json_fields.hpp"

namespace referee {

class JsonValue {
 public:
  JsonValue(const JsonObject& anchor, std::string key, std::string rest, const nlohmann::json& v)
      : anchor_(anchor), key_(std::move(key)), rest_(std::move(rest)), v_(&v) {}
  // The member `key` of `obj`; an InputError if it is missing.
  static JsonValue of(const JsonObject& obj, std::string_view key);

  const nlohmann::json& get() const { return *v_; }
  bool is_null() const { return v_->is_null(); }
  Location where() const;
  [[noreturn]] void fail(const std::string& message) const;
  // An error at member `k` of this object, which may be missing.
  [[noreturn]] void fail_at(std::string_view k, const std::string& message) const;

  JsonValue elem(std::size_t i) const;
  bool has(std::string_view k) const { return v_->is_object() && v_->contains(k); }
  // The member `k` of this object: an error if this is no object or `k` is missing.
  JsonValue member(std::string_view k) const;

  void require_object() const;
  // This object as a JsonObject (which names the line of each of its keys), when it is a
  // member of the anchor; nullopt below that.
  std::optional<JsonObject> object() const;
  // Every key must be one of `allowed`; otherwise an error with a suggestion.
  void allow_only(const std::vector<std::string>& allowed) const;
  // The size of this array of `what` ("cards", "player names").
  std::size_t array(std::string_view what) const;
  std::string string() const;
  bool boolean() const;
  long long integer(long long min, long long max) const;
  int small(long long min, long long max) const { return static_cast<int>(integer(min, max)); }

 private:
  JsonObject anchor_;  // a copy: the objects of a state are read one after the other
  std::string key_;
  std::string rest_;
  const nlohmann::json* v_;
};

// The key of `obj` as an int or a bool, `fallback` when it is absent.
int int_or(const JsonObject& obj, std::string_view key, long long min, long long max, int fallback);
bool bool_or(const JsonObject& obj, std::string_view key, bool fallback);

}  // namespace referee
