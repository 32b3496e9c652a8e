// Strict reading of one JSON object: required keys, types, ranges, no unknown keys.
// Every failure is an InputError that names the file, the line, the event and the key.
#pragma once

#include <nlohmann/json.hpp>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/errors.hpp"
#include "referee/core/json_source.hpp"

namespace referee {

class JsonObject {
 public:
  // `value` must live in `doc`, at JSON pointer `pointer`. `label` prefixes key names in
  // messages ("setup.hands"); `event` is the transcript event number or 0.
  JsonObject(const JsonDocument& doc, const nlohmann::json& value, std::string pointer,
             std::string label = "", int event = 0);

  const nlohmann::json& value() const { return value_; }
  const std::string& pointer() const { return pointer_; }
  bool has(std::string_view key) const;

  const nlohmann::json& require(std::string_view key) const;
  const nlohmann::json* find(std::string_view key) const;
  std::string require_string(std::string_view key) const;
  std::optional<std::string> optional_string(std::string_view key) const;
  long long require_integer(std::string_view key, long long min, long long max) const;
  JsonObject require_object(std::string_view key) const;
  JsonObject object_at(std::string_view key) const;  // the member must be an object
  // Element `index` of the array member `key`, which must be an object ("events[3]").
  JsonObject element_at(std::string_view key, std::size_t index) const;

  // Every key must be one of `allowed`; otherwise an error with a suggestion.
  void allow_only(const std::vector<std::string>& allowed) const;

  Location where(std::string_view key = {}) const;
  [[noreturn]] void fail(std::string_view key, const std::string& message) const;

  // A readable name of a JSON type, for messages: "a string", "an array".
  static std::string type_name(const nlohmann::json& v);

 private:
  const JsonDocument& doc_;
  const nlohmann::json& value_;
  std::string pointer_;
  std::string label_;
  int event_;
};

// Requires `v` to be an object; otherwise an InputError at `where`.
void require_object_value(const nlohmann::json& v, const Location& where, std::string_view what);

}  // namespace referee
