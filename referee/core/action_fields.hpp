// The keys of a transcript event read into a game's action and written back, for every game's
// codec: ids named by strings (cards, card types, skills) with "?" for one nobody saw,
// players, lists and closed sets of words, each refused in the same words in every game.
// Which keys an action takes is its notation form's (notation.hpp); the codec only maps them
// to the fields of its action type.
#pragma once

#include <nlohmann/json.hpp>
#include <algorithm>
#include <concepts>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/notation.hpp"

namespace referee {

struct EventInput;

// One kind of id the events name (a card, a believer type, a skill): how it is read and
// written, and the words of the messages about it.
template <class T>
struct IdKind {
  std::string_view expected;  // "a card id", as in "expected a card id, found a number"
  std::string_view shown;     // why "?" is refused where the id is seen: "it is shown, name it"
  T unseen;                   // what "?" reads as
  std::function<std::optional<T>(const std::string&)> parse;
  std::function<std::string(const std::string&)> unknown;  // the message for a text parse refuses
  std::function<std::string(const T&)> name;               // the id written (never "?")
  std::string text(const T& v) const { return v == unseen ? std::string("?") : name(v); }
};

class EventReader {
 public:
  // The event's form (an unknown action is refused with a suggestion, notation::form_of).
  EventReader(const EventInput& in, const notation::Notation& n, const std::vector<std::string>& players);

  const notation::ActionForm& form;
  const JsonObject& event;
  const std::vector<std::string>& players;
  // The form's place in the notation: the game's action enum.
  template <class Enum>
  Enum kind() const { return static_cast<Enum>(notation_.index(form)); }
  // Refuses a key the form does not take (a game that narrows them per card calls
  // notation::check_keys with its own list).
  void check_keys() const { notation::check_keys(event, form); }

  bool has(std::string_view key) const { return event.has(key); }
  const nlohmann::json& at(std::string_view key) const { return event.require(key); }
  [[noreturn]] void fail(std::string_view key, const std::string& message) const { event.fail(key, message); }

  // The id `v` names, or k.unseen for "?" where `unseen_ok`.
  template <class T>
  T id(const nlohmann::json& v, std::string_view key, const IdKind<T>& k, bool unseen_ok) const {
    if (!v.is_string()) fail(key, "expected " + std::string(k.expected) + ", found " + JsonObject::type_name(v));
    const std::string& s = v.get_ref<const std::string&>();
    if (s == "?") {
      if (!unseen_ok) fail(key, "\"?\" is not allowed here: " + std::string(k.shown));
      return k.unseen;
    }
    std::optional<T> out = k.parse(s);
    if (!out) fail(key, k.unknown(s));
    return *out;
  }
  template <class T>
  T id(std::string_view key, const IdKind<T>& k, bool unseen_ok = false) const { return id(at(key), key, k, unseen_ok); }

  // The array `v` under `key` (`not_array` if it is none), each element read by `item`; with
  // `twice` (items that compare), an element read before is refused with twice(element).
  template <class F>
  auto list(const nlohmann::json& v, std::string_view key, const std::string& not_array, F item,
            const std::function<std::string(const nlohmann::json&)>& twice = {}) const {
    if (!v.is_array()) fail(key, not_array);
    std::vector<decltype(item(v))> out;
    for (const auto& e : v) {
      auto x = item(e);
      if constexpr (std::equality_comparable<decltype(x)>)
        if (twice && std::find(out.begin(), out.end(), x) != out.end()) fail(key, twice(e));
      out.push_back(std::move(x));
    }
    return out;
  }
  // The object `v` under `key` (`not_object` if it is none), each member read by
  // item(name, value).
  template <class F>
  auto map(const nlohmann::json& v, std::string_view key, const std::string& not_object, F item) const {
    if (!v.is_object()) fail(key, not_object);
    std::vector<decltype(item(std::string(), v))> out;
    for (auto it = v.begin(); it != v.end(); ++it) out.push_back(item(it.key(), *it));
    return out;
  }
  template <class T>
  std::vector<T> ids(std::string_view key, const IdKind<T>& k, const std::string& not_array, bool unseen_ok = true) const {
    return list(at(key), key, not_array, [&](const nlohmann::json& e) { return id(e, key, k, unseen_ok); });
  }

  // The seat of the player `name` ("unknown player" with a suggestion).
  int seat(std::string_view name, std::string_view key) const;
  // The seat the string member `key` names.
  int seat(std::string_view key) const;
  // The place of `v` among the choices of the form's field `key` (of a map's values); -1 if
  // it is none of them.
  int choice(std::string_view key, const nlohmann::json& v) const;

 private:
  const notation::Notation& notation_;
};

// An event as the codec writes it: "player", "action", and the keys put.
class EventWriter {
 public:
  EventWriter(const std::vector<std::string>& players, int player, std::string_view action);

  const std::string& name(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }
  nlohmann::json& operator[](const char* key) { return json[key]; }
  template <class T>
  void id(const char* key, const T& v, const IdKind<T>& k) { json[key] = k.text(v); }
  // A list written as text(item) each; `sorted` where the order means nothing.
  template <class T, class F>
  void list(const char* key, const std::vector<T>& v, F text, bool sorted = false) {
    std::vector<std::string> out;
    for (const T& x : v) out.push_back(text(x));
    if (sorted) std::sort(out.begin(), out.end());
    json[key] = out;
  }
  template <class T>
  void ids(const char* key, const std::vector<T>& v, const IdKind<T>& k, bool sorted = false) {
    list(key, v, [&](const T& x) { return k.text(x); }, sorted);
  }

  nlohmann::json json;

 private:
  const std::vector<std::string>& players_;
};

}  // namespace referee
