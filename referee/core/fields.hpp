// The plain fields of one object of a position (integers and flags), listed once: the
// writer, the reader and the allowed keys come from the list, so no field is written and
// then forgotten by the reader, or read under another name.
#pragma once

#include <nlohmann/json.hpp>
#include <initializer_list>
#include <string>
#include <variant>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/json_value.hpp"

namespace referee {

template <class T>
struct Field {
  const char* key;
  std::variant<int T::*, bool T::*> member;
  long long min = 0, max = 0;  // an integer's range
};

template <class T>
class Fields {
 public:
  Fields(std::initializer_list<Field<T>> fields) : fields_(fields) {}

  void write(const T& from, nlohmann::json& out) const {
    for (const Field<T>& f : fields_) std::visit([&](auto m) { out[f.key] = from.*m; }, f.member);
  }
  // Every field is required.
  void read(const JsonObject& in, T& to) const {
    for (const Field<T>& f : fields_) {
      if (auto m = std::get_if<int T::*>(&f.member)) to.**m = static_cast<int>(in.require_integer(f.key, f.min, f.max));
      else to.*std::get<bool T::*>(f.member) = JsonValue::of(in, f.key).boolean();
    }
  }
  // The keys of the list and `more`, for JsonObject::allow_only.
  std::vector<std::string> keys(std::initializer_list<const char*> more = {}) const {
    std::vector<std::string> out(more.begin(), more.end());
    for (const Field<T>& f : fields_) out.emplace_back(f.key);
    return out;
  }

 private:
  std::vector<Field<T>> fields_;
};

}  // namespace referee
