#include "referee/core/sheet_values.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>

#include "referee/core/json_fields.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"

namespace referee::sheet {
namespace {

using notation::Field;
using notation::Shape;
using notation::ValueKind;
using notation::ValueType;
using Kind = Token::Kind;

std::string in_quotes(const std::string& s) { return "\"" + s + "\""; }

std::string check_player(const std::string& name, const Context& ctx) {
  return find_seat(name, ctx.players) >= 0 ? "" : unknown_player(name, ctx.players);
}

std::string check_card(const std::string& text, const Context& ctx) {
  if (text == "?") return "\"?\" is not allowed here: this card is seen by everyone, name it";
  return ctx.notation.check_card ? ctx.notation.check_card(text) : "";
}

// CARD, PLAYER:CARD or PLAYER#N.
std::string check_card_ref(const std::string& text, const Context& ctx) {
  if (auto hash = text.rfind('#'); hash != std::string::npos) {
    if (auto p = check_player(text.substr(0, hash), ctx); !p.empty()) return p;
    const std::string num = text.substr(hash + 1);
    if (num.empty() || num.size() > 3 || !std::all_of(num.begin(), num.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
        std::stoi(num) < 1)
      return in_quotes(text) + ": a field position is a number from 1, as \"Bob#2\"";
    return "";
  }
  std::string card = text;
  if (auto colon = text.rfind(':'); colon != std::string::npos) {
    if (auto p = check_player(text.substr(0, colon), ctx); !p.empty()) return p;
    card = text.substr(colon + 1);
    if (card.empty()) return in_quotes(text) + ": name the card after ':', as \"Bob:7H\"";
  }
  if (card == "?") return in_quotes(text) + ": name the card, or its field position as \"Bob#2\"";
  return check_card(card, ctx);
}

const notation::Choice* find_choice(const ValueType& t, const std::string& text) {
  for (const auto& c : t.choices)
    if (c.value == text || c.short_form == text) return &c;
  return nullptr;
}

std::string choices_text(const ValueType& t) {
  std::string out;
  for (std::size_t i = 0; i < t.choices.size(); ++i) {
    if (i) out += i + 1 == t.choices.size() ? " or " : ", ";
    const auto& c = t.choices[i];
    out += c.written();
    if (!c.short_form.empty()) out += " (" + c.value + ")";
  }
  return out;
}

std::string placeholder(const ValueType& t) {
  if (!t.placeholder.empty()) return t.placeholder;
  switch (t.kind) {
    case ValueKind::word: return "WORD";
    case ValueKind::integer: return "N";
    case ValueKind::choice: return "CHOICE";
    case ValueKind::card: return "CARD";
    case ValueKind::card_or_unknown: return "CARD|?";
    case ValueKind::card_ref: return "CARDREF";
    case ValueKind::player: return "PLAYER";
    case ValueKind::flag: return "";
  }
  return "?";
}

nlohmann::json atom_value(const ValueType& t, const std::string& text) {
  if (t.kind == ValueKind::integer) {
    long long n = 0;
    std::from_chars(text.data(), text.data() + text.size(), n);
    return n;
  }
  if (t.kind == ValueKind::choice) return find_choice(t, text)->value;
  return text;
}

// One atom at `t`, checked against `type`; advances `t`.
nlohmann::json read_atom(const ValueType& type, const Field& f, Token& t, Lexer& lx, const Context& ctx) {
  if (!t.atom())
    lx.fail(t.column, "expected " + describe(type) + (f.keyword.empty() ? "" : " after '" + f.keyword + "'") +
                          ", found " + t.shown());
  // "Bob:" directly before a value reads as one word with a colon: keep what was written.
  std::string text = t.text + (t.colon ? ":" : "");
  if (auto problem = check_atom(type, text, ctx); !problem.empty()) lx.fail(t.column, problem);
  nlohmann::json v = atom_value(type, text);
  t = lx.next();
  return v;
}

nlohmann::json read_list(const Field& f, Token& t, Lexer& lx, const Context& ctx) {
  nlohmann::json out = nlohmann::json::array();
  out.push_back(read_atom(f.item, f, t, lx, ctx));
  while (t.kind == Kind::comma) {
    t = lx.next();
    out.push_back(read_atom(f.item, f, t, lx, ctx));
  }
  return out;
}

// The map's pairs, the first key already read.
nlohmann::json read_map(const Field& f, std::string first_key, int first_column, Token& t, Lexer& lx, const Context& ctx) {
  nlohmann::json out = nlohmann::json::object();
  std::string key = std::move(first_key);
  int column = first_column;
  for (;;) {
    if (t.kind != Kind::equals) lx.fail(t.column, "expected '=' after " + in_quotes(key) + " (pairs are written KEY=VALUE)");
    t = lx.next();
    if (out.contains(key)) lx.fail(column, in_quotes(key) + " is given twice");
    out[key] = read_atom(f.item, f, t, lx, ctx);
    if (t.kind != Kind::comma) return out;
    t = lx.next();
    column = t.column;
    key = read_atom(f.map_key, f, t, lx, ctx).get<std::string>();
  }
}

bool empty_brackets(Token& t, Lexer& lx, bool& map) {
  if (t.kind != Kind::open) return false;
  Token u = lx.next();
  map = u.kind == Kind::equals;
  if (map) u = lx.next();
  if (u.kind != Kind::close) lx.fail(u.column, "expected ']': \"[]\" is an empty list and \"[=]\" an empty map");
  t = lx.next();
  return true;
}

}  // namespace

std::string player_atom(const std::string& name) {
  // A name that is also a header ("Game", "Result") is quoted, so that "Game:" at the start
  // of a line always starts a sheet and "Result:" always ends one.
  const std::string lower = lower_ascii(name);
  if (lower == "game" || lower == "result") return nlohmann::json(name).dump();
  return atom(name);
}

std::string check_atom(const ValueType& t, const std::string& text, const Context& ctx) {
  switch (t.kind) {
    case ValueKind::word:
    case ValueKind::flag:
      return "";
    case ValueKind::integer: {
      long long n = 0;
      auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
      if (ec == std::errc::result_out_of_range) return in_quotes(text) + " is too large a number";
      if (ec != std::errc() || end != text.data() + text.size()) return "expected a whole number, found " + in_quotes(text);
      return "";
    }
    case ValueKind::choice:
      if (find_choice(t, text)) return "";
      {
        std::vector<std::string> forms;
        for (const auto& c : t.choices) {
          forms.push_back(c.value);
          if (!c.short_form.empty()) forms.push_back(c.short_form);
        }
        return "unknown " + (t.placeholder.empty() ? std::string("word") : t.placeholder) + " " + in_quotes(text) +
               ": expected " + choices_text(t) + did_you_mean(text, forms);
      }
    case ValueKind::card: return check_card(text, ctx);
    case ValueKind::card_or_unknown: return text == "?" ? "" : check_card(text, ctx);
    case ValueKind::card_ref: return check_card_ref(text, ctx);
    case ValueKind::player: return check_player(text, ctx);
  }
  return "";
}

std::string describe(const ValueType& t) {
  if (t.kind == ValueKind::choice) return placeholder(t) + " (" + choices_text(t) + ")";
  return placeholder(t);
}

std::string describe(const Field& f) {
  std::string value;
  const std::string item = placeholder(f.item);
  const std::string pair = placeholder(f.map_key) + "=" + item;
  switch (f.shape) {
    case Shape::scalar: value = item; break;
    case Shape::list: value = item + ", ..."; break;
    case Shape::map: value = pair + ", ..."; break;
    case Shape::list_or_map: value = placeholder(f.map_key) + ", ... | " + pair + ", ..."; break;
    case Shape::scalar_or_map: value = item + " | " + pair + ", ..."; break;
  }
  if (f.item.kind == ValueKind::flag) value.clear();
  std::string out = f.keyword.empty() ? value : value.empty() ? f.keyword : f.keyword + " " + value;
  return f.required ? out : "[" + out + "]";
}

nlohmann::json read_value(const Field& f, Token& t, Lexer& lx, const Context& ctx) {
  if (f.item.kind == ValueKind::flag) return true;
  bool empty_map = false;
  switch (f.shape) {
    case Shape::scalar:
      return read_atom(f.item, f, t, lx, ctx);
    case Shape::list:
      if (empty_brackets(t, lx, empty_map)) {
        if (empty_map) lx.fail(t.column, "'" + f.keyword + "' takes a list: \"[]\" is the empty one");
        return nlohmann::json::array();
      }
      return read_list(f, t, lx, ctx);
    case Shape::map:
    case Shape::list_or_map:
    case Shape::scalar_or_map: {
      if (empty_brackets(t, lx, empty_map)) {
        if (!empty_map && f.shape != Shape::list_or_map) lx.fail(t.column, "the empty map is written \"[=]\"");
        return empty_map ? nlohmann::json::object() : nlohmann::json::array();
      }
      // A map if the first atom is followed by '='; the first atom is then a key.
      if (!t.atom()) lx.fail(t.column, "expected " + describe(f) + ", found " + t.shown());
      Lexer probe = lx;
      Token after = probe.next();
      const bool map = f.shape == Shape::map || after.kind == Kind::equals;
      if (!map && f.shape == Shape::scalar_or_map) return read_atom(f.item, f, t, lx, ctx);
      if (!map) {
        Field items = f;
        items.item = f.map_key;  // a list_or_map's list holds what its keys hold ("revive 7H, 9C")
        return read_list(items, t, lx, ctx);
      }
      const int column = t.column;
      const std::string key = read_atom(f.map_key, f, t, lx, ctx).get<std::string>();
      return read_map(f, key, column, t, lx, ctx);
    }
  }
  return nullptr;
}

namespace {

// One scalar JSON value as an atom of type `t`, or "" and a problem.
std::string write_atom(const ValueType& t, const nlohmann::json& v, const Context& ctx, std::string& problem) {
  if (t.kind == ValueKind::integer) {
    if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX))) {
      problem = "expected a whole number from " + std::to_string(INT64_MIN) + " to " + std::to_string(INT64_MAX) +
                ", found " + v.dump();
      return "";
    }
    return v.dump();
  }
  if (!v.is_string()) {
    problem = "expected " + describe(t) + ", found " + v.dump();
    return "";
  }
  const std::string& s = v.get_ref<const std::string&>();
  if (auto p = check_atom(t, s, ctx); !p.empty()) {
    problem = p;
    return "";
  }
  if (t.kind == ValueKind::choice) {
    const notation::Choice* c = find_choice(t, s);
    if (c->value != s) {  // a short form in the JSON would not come back as written
      problem = "write " + in_quotes(c->value) + ", not its short form " + in_quotes(s);
      return "";
    }
    return c->written();
  }
  return atom(s);
}

}  // namespace

std::string write_value(const Field& f, const nlohmann::json& v, const Context& ctx, std::string& problem) {
  if (f.item.kind == ValueKind::flag) {
    if (v != true) problem = "expected true, found " + v.dump();
    return "";
  }
  auto list = [&](const nlohmann::json& arr, const ValueType& type) {
    if (arr.empty()) return std::string("[]");
    std::string out;
    for (const auto& e : arr) {
      std::string a = write_atom(type, e, ctx, problem);
      if (!problem.empty()) return std::string();
      out += (out.empty() ? "" : ", ") + a;
    }
    return out;
  };
  auto map = [&](const nlohmann::json& obj) {
    if (obj.empty()) return std::string("[=]");
    std::string out;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
      std::string k = write_atom(f.map_key, it.key(), ctx, problem);
      if (!problem.empty()) return std::string();
      std::string val = write_atom(f.item, *it, ctx, problem);
      if (!problem.empty()) return std::string();
      out += (out.empty() ? "" : ", ") + k + "=" + val;
    }
    return out;
  };
  switch (f.shape) {
    case Shape::scalar: return write_atom(f.item, v, ctx, problem);
    case Shape::list:
      if (v.is_array()) return list(v, f.item);
      break;
    case Shape::map:
      if (v.is_object()) return map(v);
      break;
    case Shape::list_or_map:
      if (v.is_array()) return list(v, f.map_key);
      if (v.is_object()) return map(v);
      break;
    case Shape::scalar_or_map:
      if (v.is_object()) return map(v);
      return write_atom(f.item, v, ctx, problem);
  }
  problem = "expected " + describe(f) + ", found " + JsonObject::type_name(v);
  return "";
}

}  // namespace referee::sheet
