// The fields of one object of a position, listed once: the writer, the reader and the
// allowed keys come from the list, so no field is written and then forgotten by the reader,
// or read under another name. A field is a plain member (an integer in a range, a flag, a
// string), a player (seat_field), a name of an enum (name_field), an object of its own
// (nested, member_object), a list of objects (object_list) or the game's own pair of a
// writer and a reader.
#pragma once

#include <nlohmann/json.hpp>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/json_value.hpp"
#include "referee/core/names.hpp"
#include "referee/core/seats.hpp"

namespace referee {

using PlayerNames = std::vector<std::string>;

// Whether a field is always there; written only when not 0 (false, empty, null) and left
// at its default when absent; or written always and left at its default when absent.
enum class Presence { required, optional, read_optional };

template <class T>
struct Field {
  using Write = std::function<nlohmann::json(const T&, const PlayerNames&)>;
  using Read = std::function<void(const JsonValue&, T&, const PlayerNames&)>;

  Field(const char* k, Write w, Read r, Presence p = Presence::required)
      : key(k), write(std::move(w)), read(std::move(r)), presence(p) {}
  // An integer member in [min, max], a flag or a string.
  template <class M>
    requires(std::is_same_v<M, int> || std::is_same_v<M, long long> || std::is_same_v<M, bool> ||
             std::is_same_v<M, std::string>)
  Field(const char* k, M T::*m, long long min = 0, long long max = 0, Presence p = Presence::required)
      : key(k), presence(p), clear([m](T& t) { t.*m = M{}; }) {
    write = [m](const T& t, const PlayerNames&) { return nlohmann::json(t.*m); };
    read = [m, min, max](const JsonValue& v, T& t, const PlayerNames&) {
      if constexpr (std::is_same_v<M, bool>) t.*m = v.boolean();
      else if constexpr (std::is_same_v<M, std::string>) t.*m = v.string();
      else t.*m = static_cast<M>(v.integer(min, max));
    };
  }

  const char* key;
  Write write;
  Read read;
  Presence presence;
  std::function<void(T&)> clear;  // an optional plain member that is absent reads as 0
  // A field there only when `when` holds (a phase's own object): then required, otherwise
  // not written, and refused with `refuse`'s message when read.
  std::function<bool(const T&)> when;
  std::function<std::string(const T&)> refuse;
};

template <class T>
class Fields {
 public:
  Fields(std::initializer_list<Field<T>> fields, Presence presence = Presence::required) : fields_(fields) {
    if (presence == Presence::optional)
      for (Field<T>& f : fields_) f.presence = presence;
  }
  // One more field, read and written after those before it.
  void add(Field<T> f) { fields_.push_back(std::move(f)); }

  void write(const T& from, nlohmann::json& out, const PlayerNames& players = {}) const {
    for (const Field<T>& f : fields_) {
      if (f.when && !f.when(from)) continue;
      nlohmann::json v = f.write(from, players);
      if (f.presence != Presence::optional || !unset(v)) out[f.key] = std::move(v);
    }
  }
  // The fields of `in`, an object of the document or an object below one.
  void read(const JsonObject& in, T& to, const PlayerNames& players = {}) const {
    read_with([&](const char* k) { return in.has(k); }, [&](const char* k) { return JsonValue::of(in, k); }, to, players);
  }
  void read(const JsonValue& in, T& to, const PlayerNames& players = {}) const {
    read_with([&](const char* k) { return in.has(k); }, [&](const char* k) { return in.member(k); }, to, players);
  }
  // As read, with no key but the table's and `more`.
  template <class In>
  void read_only(const In& in, T& to, const PlayerNames& players = {}, std::initializer_list<const char*> more = {}) const {
    in.allow_only(keys(more));
    read(in, to, players);
  }
  // As read_only, by the object's own keys where it can (their lines, in messages).
  void read_object(const JsonValue& in, T& to, const PlayerNames& players = {}) const {
    if (auto o = in.object()) read_only(*o, to, players);
    else read_only(in, to, players);
  }
  // The keys of the list and `more`, for allow_only.
  std::vector<std::string> keys(std::initializer_list<const char*> more = {}) const {
    std::vector<std::string> out(more.begin(), more.end());
    for (const Field<T>& f : fields_) out.emplace_back(f.key);
    return out;
  }

 private:
  static bool unset(const nlohmann::json& v) {
    return v.is_null() || v == false || (v.is_number() && v == 0) || ((v.is_string() || v.is_structured()) && v.empty());
  }
  template <class Has, class Value>
  void read_with(const Has& has, const Value& value, T& to, const PlayerNames& players) const {
    for (const Field<T>& f : fields_) {
      if (f.when && !f.when(to)) {
        if (has(f.key)) value(f.key).fail(f.refuse(to));
      } else if (f.presence == Presence::required || f.when || has(f.key)) {
        f.read(value(f.key), to, players);
      } else if (f.clear) {
        f.clear(to);
      }
    }
  }

  std::vector<Field<T>> fields_;
};

// A player, written by name (null for none, -1, when `nullable`) and read back as a seat.
template <class T>
Field<T> seat_field(const char* key, int T::*m, bool nullable = false, Presence p = Presence::required) {
  return {key, [m](const T& t, const PlayerNames& n) { return t.*m >= 0 ? nlohmann::json(n[t.*m]) : nlohmann::json(); },
          [m, nullable](const JsonValue& v, T& t, const PlayerNames& n) { t.*m = nullable ? seat_or_null(v, n) : seat_of(v, n); },
          p};
}

// A list of players, each once (`twice` says how a repeat is refused), at least `min` of
// them (`too_few` says why).
template <class T>
Field<T> seats_field(const char* key, std::vector<int> T::*m, std::size_t min = 0, std::string too_few = {},
                     const char* twice = "is listed twice", Presence p = Presence::required) {
  return {key,
          [m](const T& t, const PlayerNames& n) {
            nlohmann::json out = nlohmann::json::array();
            for (int s : t.*m) out.push_back(n[static_cast<std::size_t>(s)]);
            return out;
          },
          [m, min, too_few, twice](const JsonValue& v, T& t, const PlayerNames& n) {
            t.*m = seats_of(v, n, twice);
            if ((t.*m).size() < min) v.fail(too_few);
          },
          p};
}

// A value of an enum, by the name `table` gives it ("unknown WHAT" with a suggestion).
template <class T, class E, std::size_t N>
Field<T> name_field(const char* key, E T::*m, const NameTable<E, N>& table, const char* what) {
  return {key, [m, &table](const T& t, const PlayerNames&) { return nlohmann::json(std::string(name_of(table, t.*m))); },
          [m, &table, what](const JsonValue& v, T& t, const PlayerNames&) { t.*m = read_name(v, table, what); }};
}

// An object of more fields of the same struct (a position's "this_turn").
template <class T>
Field<T> nested(const char* key, const Fields<T>& sub, Presence p = Presence::required) {
  return {key,
          [&sub](const T& t, const PlayerNames& n) {
            nlohmann::json o = nlohmann::json::object();
            sub.write(t, o, n);
            return o;
          },
          [&sub](const JsonValue& v, T& t, const PlayerNames& n) { sub.read_object(v, t, n); }, p};
}

// An object that is a member of the struct, with fields of its own.
template <class T, class S>
Field<T> member_object(const char* key, S T::*m, const Fields<S>& sub) {
  return {key,
          [m, &sub](const T& t, const PlayerNames& n) {
            nlohmann::json o = nlohmann::json::object();
            sub.write(t.*m, o, n);
            return o;
          },
          [m, &sub](const JsonValue& v, T& t, const PlayerNames& n) { sub.read_object(v, t.*m, n); }};
}

// A list of objects that is a member of the struct, each with the fields of `sub` (`what`
// names the list in messages: "statuses").
template <class T, class I>
Field<T> object_list(const char* key, std::vector<I> T::*m, const Fields<I>& sub, const char* what) {
  return {key,
          [m, &sub](const T& t, const PlayerNames& n) {
            nlohmann::json out = nlohmann::json::array();
            for (const I& item : t.*m) sub.write(item, out.emplace_back(nlohmann::json::object()), n);
            return out;
          },
          [m, &sub, what](const JsonValue& v, T& t, const PlayerNames& n) {
            (t.*m).clear();
            for (std::size_t i = 0, k = v.array(what); i < k; ++i) sub.read_only(v.elem(i), (t.*m).emplace_back(), n);
          }};
}

// One object per player, keyed by name ({"Ann": {...}}); `list` holds them by seat.
template <class T, class P>
Field<T> player_objects(const char* key, std::vector<P> T::*list, const Fields<P>& sub) {
  return {key,
          [list, &sub](const T& t, const PlayerNames& n) {
            nlohmann::json o = nlohmann::json::object();
            for (std::size_t i = 0; i < n.size(); ++i) sub.write((t.*list)[i], o[n[i]] = nlohmann::json::object(), n);
            return o;
          },
          [list, &sub](const JsonValue& v, T& t, const PlayerNames& n) {
            check_player_keys(v, n);
            (t.*list).resize(n.size());
            const std::optional<JsonObject> o = v.object();
            for (std::size_t i = 0; i < n.size(); ++i)
              if (o) sub.read_only(o->object_at(n[i]), (t.*list)[i], n);
              else sub.read_only(v.member(n[i]), (t.*list)[i], n);
          }};
}

}  // namespace referee
