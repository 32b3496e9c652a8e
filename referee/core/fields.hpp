// The fields of one object of a position, listed once: the writer, the reader and the
// allowed keys come from the list, so no field is written and then forgotten by the reader,
// or read under another name. A field is a plain member (an integer in a range, a flag, a
// string), a player (seat_field), a name of an enum (name_field), an object of its own
// (nested, member_object), a list of objects (object_list) or the game's own pair of a
// writer and a reader. Both are given a context: the players' names, or a game's struct of
// what its fields need besides the value (the players, the card's controller, the state being
// built), with a `players`.
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

inline const PlayerNames& players_of(const PlayerNames& n) { return n; }
template <class C>
const PlayerNames& players_of(const C& c) {
  return c.players;
}

// The JSON array of `f` of each of `items`.
template <class R, class F>
nlohmann::json json_list(const R& items, const F& f) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& x : items) out.push_back(f(x));
  return out;
}

// Whether a field is always there; written only when not 0 (false, empty, null) and left
// at its default when absent; or written always and left at its default when absent.
enum class Presence { required, optional, read_optional };

template <class T, class C = PlayerNames>
struct Field {
  using Write = std::function<nlohmann::json(const T&, const C&)>;
  using Read = std::function<void(const JsonValue&, T&, const C&)>;

  Field(const char* k, Write w, Read r, Presence p = Presence::required)
      : key(k), write(std::move(w)), read(std::move(r)), presence(p) {}
  // An integer member in [min, max], a flag or a string.
  template <class M>
    requires(std::is_same_v<M, int> || std::is_same_v<M, long long> || std::is_same_v<M, bool> ||
             std::is_same_v<M, std::string>)
  Field(const char* k, M T::*m, long long min = 0, long long max = 0, Presence p = Presence::required)
      : key(k), presence(p), clear([m](T& t) { t.*m = M{}; }) {
    write = [m](const T& t, const C&) { return nlohmann::json(t.*m); };
    read = [m, min, max](const JsonValue& v, T& t, const C&) {
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
  // A field there only when `when` holds (a phase's own object, a key of one kind of link):
  // otherwise not written, and refused with `refuse`'s message when read (or by allow_only
  // of keys_for, without one).
  std::function<bool(const T&)> when;
  std::function<std::string(const T&)> refuse;
  // An optional key that is there with this other one or not at all (both are read when
  // either is).
  const char* with = nullptr;
};

template <class T, class C = PlayerNames>
class Fields {
 public:
  Fields(std::initializer_list<Field<T, C>> fields, Presence presence = Presence::required) : fields_(fields) {
    if (presence == Presence::optional)
      for (Field<T, C>& f : fields_) f.presence = presence;
  }
  // One more field, read and written after those before it.
  void add(Field<T, C> f) { fields_.push_back(std::move(f)); }

  nlohmann::json write(const T& from, const C& context = {}) const {
    nlohmann::json out = nlohmann::json::object();
    write(from, out, context);
    return out;
  }
  void write(const T& from, nlohmann::json& out, const C& context = {}) const {
    for (const Field<T, C>& f : fields_) {
      if (f.when && !f.when(from)) continue;
      nlohmann::json v = f.write(from, context);
      if (f.presence != Presence::optional || !unset(v)) out[f.key] = std::move(v);
    }
  }
  // The fields of `in`, an object of the document or an object below one.
  void read(const JsonObject& in, T& to, const C& context = {}) const {
    read_with([&](const char* k) { return in.has(k); }, [&](const char* k) { return JsonValue::of(in, k); }, to, context);
  }
  void read(const JsonValue& in, T& to, const C& context = {}) const {
    read_with([&](const char* k) { return in.has(k); }, [&](const char* k) { return in.member(k); }, to, context);
  }
  // As read, with no key but the table's and `more`.
  template <class In>
  void read_only(const In& in, T& to, const C& context = {}, std::initializer_list<const char*> more = {}) const {
    in.allow_only(keys(more));
    read(in, to, context);
  }
  // As read_only, by the object's own keys where it can (their lines, in messages).
  void read_object(const JsonValue& in, T& to, const C& context = {}) const {
    if (auto o = in.object()) read_only(*o, to, context);
    else read_only(in, to, context);
  }
  // The keys of the list and `more`, for allow_only; keys_for leaves out those not there
  // for `t` (their `when` fails).
  std::vector<std::string> keys(std::initializer_list<const char*> more = {}, const T* t = nullptr) const {
    std::vector<std::string> out(more.begin(), more.end());
    for (const Field<T, C>& f : fields_)
      if (!t || !f.when || f.when(*t)) out.emplace_back(f.key);
    return out;
  }
  std::vector<std::string> keys_for(const T& t) const { return keys({}, &t); }

 private:
  static bool unset(const nlohmann::json& v) {
    return v.is_null() || v == false || (v.is_number() && v == 0) || ((v.is_string() || v.is_structured()) && v.empty());
  }
  template <class Has, class Value>
  void read_with(const Has& has, const Value& value, T& to, const C& context) const {
    for (const Field<T, C>& f : fields_) {
      if (f.when && !f.when(to)) {
        if (f.refuse && has(f.key)) value(f.key).fail(f.refuse(to));
      } else if (f.presence == Presence::required || has(f.key) || (f.with && has(f.with))) {
        f.read(value(f.key), to, context);
      } else if (f.clear && f.presence == Presence::optional) {
        f.clear(to);
      }
    }
  }

  std::vector<Field<T, C>> fields_;
};

// `f`, there with the key `other` or not at all.
template <class T, class C>
Field<T, C> with(Field<T, C> f, const char* other) {
  f.with = other;
  return f;
}

// A player, written by name (null for none, -1, when `nullable`) and read back as a seat.
template <class C = PlayerNames, class T>
Field<T, C> seat_field(const char* key, int T::*m, bool nullable = false, Presence p = Presence::required) {
  return {key,
          [m](const T& t, const C& c) { return t.*m >= 0 ? nlohmann::json(players_of(c)[t.*m]) : nlohmann::json(); },
          [m, nullable](const JsonValue& v, T& t, const C& c) {
            t.*m = nullable ? seat_or_null(v, players_of(c)) : seat_of(v, players_of(c));
          },
          p};
}

// A list of players, each once (`twice` says how a repeat is refused), at least `min` of
// them (`too_few` says why).
template <class T>
Field<T> seats_field(const char* key, std::vector<int> T::*m, std::size_t min = 0, std::string too_few = {},
                     const char* twice = "is listed twice", Presence p = Presence::required) {
  return {key,
          [m](const T& t, const PlayerNames& n) { return json_list(t.*m, [&](int s) { return n[static_cast<std::size_t>(s)]; }); },
          [m, min, too_few, twice](const JsonValue& v, T& t, const PlayerNames& n) {
            t.*m = seats_of(v, n, twice);
            if ((t.*m).size() < min) v.fail(too_few);
          },
          p};
}

// A value of an enum, by the name `table` gives it ("unknown WHAT" with a suggestion).
template <class C = PlayerNames, class T, class E, std::size_t N>
Field<T, C> name_field(const char* key, E T::*m, const NameTable<E, N>& table, const char* what) {
  return {key, [m, &table](const T& t, const C&) { return nlohmann::json(std::string(name_of(table, t.*m))); },
          [m, &table, what](const JsonValue& v, T& t, const C&) { t.*m = read_name(v, table, what); }};
}

// An object of more fields of the same struct (a position's "this_turn").
template <class T>
Field<T> nested(const char* key, const Fields<T>& sub, Presence p = Presence::required) {
  return {key,
          [&sub](const T& t, const PlayerNames& n) { return sub.write(t, n); },
          [&sub](const JsonValue& v, T& t, const PlayerNames& n) { sub.read_object(v, t, n); }, p};
}

// An object that is a member of the struct, with fields of its own.
template <class T, class S>
Field<T> member_object(const char* key, S T::*m, const Fields<S>& sub) {
  return {key,
          [m, &sub](const T& t, const PlayerNames& n) { return sub.write(t.*m, n); },
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
