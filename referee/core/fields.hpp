// The plain fields of one object of a position (integers, flags and strings), listed once:
// the writer, the reader and the allowed keys come from the list, so no field is written and
// then forgotten by the reader, or read under another name.
#pragma once

#include <nlohmann/json.hpp>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/json_value.hpp"

namespace referee {

template <class T>
struct Field {
  const char* key;
  std::variant<int T::*, long long T::*, bool T::*, std::string T::*> member;
  long long min = 0, max = 0;  // an integer's range
};

// Whether a table's fields are always there, or written only when not 0 (false, empty) and
// read as 0 when absent.
enum class Presence { required, optional };

template <class T>
class Fields {
 public:
  Fields(std::initializer_list<Field<T>> fields, Presence presence = Presence::required)
      : fields_(fields), presence_(presence) {}

  void write(const T& from, nlohmann::json& out) const {
    for (const Field<T>& f : fields_)
      std::visit([&](auto m) {
        if (presence_ == Presence::required || from.*m != std::remove_cvref_t<decltype(from.*m)>{}) out[f.key] = from.*m;
      }, f.member);
  }
  // The fields of `in`, an object of the document or an object below one.
  void read(const JsonObject& in, T& to) const {
    read_with([&](const char* k) { return in.has(k); }, [&](const char* k) { return JsonValue::of(in, k); }, to);
  }
  void read(const JsonValue& in, T& to) const {
    read_with([&](const char* k) { return in.has(k); }, [&](const char* k) { return in.member(k); }, to);
  }
  // The keys of the list and `more`, for allow_only.
  std::vector<std::string> keys(std::initializer_list<const char*> more = {}) const {
    std::vector<std::string> out(more.begin(), more.end());
    for (const Field<T>& f : fields_) out.emplace_back(f.key);
    return out;
  }

  // A list of such objects, each with the table's keys and `more`; `rest` writes or reads
  // what the table does not hold (nothing by default).
  nlohmann::json write_list(const std::vector<T>& items,
                            const std::function<void(const T&, nlohmann::json&)>& rest = {}) const {
    nlohmann::json out = nlohmann::json::array();
    for (const T& item : items) {
      nlohmann::json o = nlohmann::json::object();
      write(item, o);
      if (rest) rest(item, o);
      out.push_back(std::move(o));
    }
    return out;
  }
  std::vector<T> read_list(const JsonValue& list, std::string_view what, std::initializer_list<const char*> more = {},
                           const std::function<void(const JsonValue&, T&)>& rest = {}) const {
    std::vector<T> out;
    for (std::size_t i = 0, n = list.array(what); i < n; ++i) {
      const JsonValue x = list.elem(i);
      x.allow_only(keys(more));
      T item{};
      read(x, item);
      if (rest) rest(x, item);
      out.push_back(std::move(item));
    }
    return out;
  }

 private:
  template <class Has, class Value>
  void read_with(const Has& has, const Value& value, T& to) const {
    for (const Field<T>& f : fields_) {
      if (presence_ == Presence::optional && !has(f.key)) {
        std::visit([&](auto m) { to.*m = {}; }, f.member);
        continue;
      }
      const JsonValue v = value(f.key);
      if (auto m = std::get_if<int T::*>(&f.member)) to.**m = static_cast<int>(v.integer(f.min, f.max));
      else if (auto l = std::get_if<long long T::*>(&f.member)) to.**l = v.integer(f.min, f.max);
      else if (auto b = std::get_if<bool T::*>(&f.member)) to.**b = v.boolean();
      else to.*std::get<std::string T::*>(f.member) = v.string();
    }
  }

  std::vector<Field<T>> fields_;
  Presence presence_;
};

}  // namespace referee
