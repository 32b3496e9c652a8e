// The JSON Schema subset of json_schema.hpp: a compiler from schema JSON to a graph of nodes,
// and an evaluator that walks an instance through that graph.
//
// Both halves avoid unbounded recursion: the compiler works from a queue, JSON equality and
// hashing use explicit stacks, and evaluation (which recurses once per subschema applied) stops
// with an error past kMaxEvalDepth.
#include "referee/cards/json_schema.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "referee/core/suggest.hpp"

namespace referee::schema {

using json = nlohmann::json;

namespace {

// Subschemas applied one inside another (one per instance level, plus one per $ref, allOf, ...).
// Instances here nest at most 256 deep; this bound only stops hostile input before the stack
// does (some 4 KB per level under AddressSanitizer, well under 1 KB otherwise).
constexpr std::size_t kMaxEvalDepth = 1000;

// libstdc++'s default std::regex matcher backtracks recursively, a stack frame per character
// (an 8 MB stack overflows on some 10,000 characters), in exponential time on patterns such as
// "^(a+)+$". Its __polynomial flag selects the Thompson NFA matcher instead: time linear in the
// subject, stack bounded by the pattern. The price is no back-references, which are refused.
#if defined(__GLIBCXX__)
constexpr std::regex::flag_type kRegexFlags = std::regex::ECMAScript | std::regex_constants::__polynomial;
#else
#error "json_schema.cpp relies on libstdc++'s std::regex_constants::__polynomial"
#endif
constexpr std::size_t kMaxListed = 12;  // names or values listed in one message

// ---------------------------------------------------------------------------------------------
// JSON values: types, exact number comparison, equality and hashing without recursion.

enum TypeBit : unsigned {
  kNull = 1, kBoolean = 2, kObject = 4, kArray = 8, kNumber = 16, kString = 32, kInteger = 64
};

bool is_integral(const json& v) {
  if (v.is_number_integer()) return true;
  if (!v.is_number_float()) return false;
  const double d = v.get<double>();
  return std::isfinite(d) && std::trunc(d) == d;  // JSON Schema: 1.0 is an integer
}

unsigned type_bits(const json& v) {
  switch (v.type()) {
    case json::value_t::null: return kNull;
    case json::value_t::boolean: return kBoolean;
    case json::value_t::object: return kObject;
    case json::value_t::array: return kArray;
    case json::value_t::string: return kString;
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float: return kNumber | (is_integral(v) ? kInteger : 0u);
    default: return 0;
  }
}

// Every int64, uint64 and double is exact in an x86-64 (or IEEE quad) long double, so one
// conversion compares mixed numbers exactly, as JSON Schema (and Python) do.
static_assert(std::numeric_limits<long double>::digits >= 64, "long double must hold any int64");
long double as_long_double(const json& v) {
  if (v.is_number_unsigned()) return static_cast<long double>(v.get<std::uint64_t>());
  if (v.is_number_integer()) return static_cast<long double>(v.get<std::int64_t>());
  return static_cast<long double>(v.get<double>());
}

int compare_numbers(const json& a, const json& b) {
  const long double x = as_long_double(a), y = as_long_double(b);
  return x < y ? -1 : (x > y ? 1 : 0);
}

// JSON equality: 1 == 1.0, true != 1, objects ignore key order (nlohmann keeps them sorted).
bool json_equal(const json& a, const json& b) {
  std::vector<std::pair<const json*, const json*>> todo{{&a, &b}};
  while (!todo.empty()) {
    auto [x, y] = todo.back();
    todo.pop_back();
    if (x->is_number() && y->is_number()) {
      if (compare_numbers(*x, *y) != 0) return false;
      continue;
    }
    if (x->type() != y->type()) return false;
    if (x->is_array()) {
      if (x->size() != y->size()) return false;
      for (std::size_t i = 0; i < x->size(); ++i) todo.emplace_back(&(*x)[i], &(*y)[i]);
    } else if (x->is_object()) {
      if (x->size() != y->size()) return false;
      for (auto i = x->begin(), j = y->begin(); i != x->end(); ++i, ++j) {
        if (i.key() != j.key()) return false;
        todo.emplace_back(&i.value(), &j.value());
      }
    } else if (*x != *y) {
      return false;
    }
  }
  return true;
}

// A hash consistent with json_equal (numbers hash by their double value), for uniqueItems.
std::size_t json_hash(const json& root) {
  std::size_t h = 0x9e3779b97f4a7c15u;
  auto mix = [&h](std::size_t x) { h ^= x + 0x9e3779b97f4a7c15u + (h << 6) + (h >> 2); };
  std::vector<const json*> todo{&root};
  while (!todo.empty()) {
    const json* v = todo.back();
    todo.pop_back();
    const bool number = v->is_number();
    mix(number ? 99 : static_cast<std::size_t>(v->type()));
    if (number) {
      mix(std::hash<double>{}(static_cast<double>(as_long_double(*v))));
    } else if (v->is_string()) {
      mix(std::hash<std::string>{}(v->get_ref<const std::string&>()));
    } else if (v->is_boolean()) {
      mix(v->get<bool>() ? 1 : 2);
    } else if (v->is_array() || v->is_object()) {
      mix(v->size());
      for (auto i = v->begin(); i != v->end(); ++i) {
        if (v->is_object()) mix(std::hash<std::string>{}(i.key()));
        todo.push_back(&i.value());
      }
    }
  }
  return h;
}

std::size_t code_points(const std::string& s) {
  // UTF-8: every byte but continuation bytes (10xxxxxx) starts a code point.
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// ---------------------------------------------------------------------------------------------
// Words for messages.

std::string dump(const json& v) { return v.dump(-1, ' ', false, json::error_handler_t::replace); }

std::string quote(const std::string& s) { return dump(json(s)); }

// Whether a container is small enough to quote in a message (and shallow enough for dump(),
// which recurses): at most 8 values in all, looked at without recursion.
bool small(const json& v) {
  std::vector<const json*> todo{&v};
  for (std::size_t seen = 0; !todo.empty(); ++seen) {
    if (seen > 8) return false;
    const json* x = todo.back();
    todo.pop_back();
    if (x->is_structured())
      for (const json& c : *x) todo.push_back(&c);
  }
  return true;
}

// "1 item", "2 items"; "1 property", "2 properties".
std::string plural(std::size_t n, const std::string& one, const std::string& many = "") {
  return std::to_string(n) + " " + (n == 1 ? one : many.empty() ? one + "s" : many);
}

// A value as people read it: strings quoted and cut after 40 characters, small containers as
// JSON, larger ones by their size.
std::string show(const json& v) {
  if (v.is_structured()) {
    if (small(v) && dump(v).size() <= 60) return dump(v);
    return v.is_object() ? "an object of " + plural(v.size(), "property", "properties")
                         : "an array of " + plural(v.size(), "item");
  }
  if (!v.is_string()) return dump(v);
  const std::string& s = v.get_ref<const std::string&>();
  if (code_points(s) <= 40) return quote(s);
  std::size_t cut = 0;
  for (std::size_t seen = 0; cut < s.size(); ++cut)
    if ((static_cast<unsigned char>(s[cut]) & 0xC0) != 0x80 && ++seen > 37) break;
  return quote(s.substr(0, cut) + "...");
}

// "a string (\"five\")", "an integer (5)", "null", "an object".
std::string kind_of(const json& v) {
  switch (v.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return "a boolean (" + dump(v) + ")";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::string: return "a string (" + show(v) + ")";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "an integer (" + dump(v) + ")";
    default: return "a number (" + dump(v) + ")";
  }
}

std::string join_or(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i)
    out += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  return out;
}

std::string types_wanted(unsigned mask) {
  static const std::pair<unsigned, const char*> names[] = {
      {kObject, "an object"}, {kArray, "an array"}, {kString, "a string"}, {kNumber, "a number"},
      {kInteger, "an integer"}, {kBoolean, "a boolean"}, {kNull, "null"}};
  std::vector<std::string> words;
  for (auto [bit, name] : names)
    if ((mask & bit) && !(bit == kInteger && (mask & kNumber))) words.emplace_back(name);
  return join_or(words);
}

// At most kMaxListed items, then how many there are in all.
std::string list(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size() && i < kMaxListed; ++i) out += (i ? ", " : "") + items[i];
  if (items.size() > kMaxListed) out += ", ... (" + std::to_string(items.size()) + " in all)";
  return out;
}

std::string escape_token(const std::string& token) {
  std::string out;
  for (char c : token) out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The compiled schema: one Node per subschema, children by index.

struct Pattern {
  std::string source;
  std::regex regex;
};

// What an if/then/else message adds: "when \"type\" is \"monster\"" (simple) or
// "the schema's if/then at #/allOf/0". A simple "if" that does not require its property also
// holds when the property is missing; `absent` says so for values that lack it.
struct Hint {
  std::string text;
  std::string absent;  // the text for a value without `key`
  std::string key;
  bool simple = false;
};

using Index = std::size_t;

// How a failed "not" is worded: {"required": [...]} and {"const"/"enum": ...} read as bans.
enum class NotForm { kGeneric, kRequired, kValues };

struct Node {
  std::string where;              // schema pointer, without the leading '#'
  std::optional<bool> constant;   // the boolean schemas true and false
  std::string title;
  std::optional<Index> ref;
  unsigned types = 0;             // 0: no "type"
  std::optional<std::vector<json>> enum_values;
  std::optional<json> const_value;
  std::optional<json> minimum, maximum, exclusive_minimum, exclusive_maximum, multiple_of;
  std::optional<std::size_t> min_length, max_length, min_items, max_items, min_properties, max_properties;
  std::optional<Pattern> pattern;
  std::vector<std::string> required;
  std::vector<std::pair<std::string, Index>> properties;  // sorted by name
  std::vector<std::pair<Pattern, Index>> pattern_properties;
  std::optional<Index> additional_properties, property_names;
  std::vector<std::pair<std::string, std::vector<std::string>>> dependent_required;
  std::vector<Index> prefix_items;
  std::optional<Index> items, contains;
  bool unique_items = false;
  std::vector<Index> all_of, any_of, one_of;
  std::optional<Index> not_, if_, then_, else_;
  NotForm not_form = NotForm::kGeneric;
  Hint then_hint, else_hint;
};

}  // namespace

struct CompiledSchema {
  std::vector<Node> nodes;  // nodes[0] is the root
};

namespace {

const std::vector<std::string>& supported_keywords() {
  static const std::vector<std::string> names = {
      "$schema", "$id", "$defs", "$ref", "$comment", "title", "description", "default", "examples",
      "type", "enum", "const", "required", "properties", "additionalProperties", "patternProperties",
      "propertyNames", "minProperties", "maxProperties", "items", "prefixItems", "minItems",
      "maxItems", "uniqueItems", "contains", "minimum", "maximum", "exclusiveMinimum",
      "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern", "allOf", "anyOf",
      "oneOf", "not", "if", "then", "else", "dependentRequired"};
  return names;
}

// Turns schema JSON into nodes. Subschemas wait in a queue (no recursion); a subschema reached
// twice (by $ref and by nesting) is compiled once, keyed by its canonical schema pointer.
class Compiler {
 public:
  explicit Compiler(const json& root) : root_(root) {}

  std::vector<Node> run() {
    node_at("", root_);
    while (!queue_.empty()) {
      auto [index, value] = queue_.back();
      queue_.pop_back();
      const std::string where = nodes_[index].where;  // a copy: compiling adds nodes
      Node node = compile(where, *value);
      nodes_[index] = std::move(node);
    }
    reject_endless_cycles();
    return std::move(nodes_);
  }

 private:
  [[noreturn]] static void fail(const std::string& pointer, const std::string& problem) {
    throw std::invalid_argument("JSON Schema: " + problem + " at #" + pointer);
  }

  Index node_at(const std::string& pointer, const json& value) {
    auto [it, fresh] = by_pointer_.try_emplace(pointer, nodes_.size());
    if (fresh) {
      nodes_.emplace_back().where = pointer;
      queue_.emplace_back(it->second, &value);
    }
    return it->second;
  }

  Node compile(const std::string& at, const json& value);
  void keyword(Node& node, const std::string& key, const json& v, const std::string& at);
  Index resolve_ref(const std::string& at, const std::string& ref);
  void reject_endless_cycles() const;

  // Keyword values.
  static std::size_t count(const std::string& at, const json& v, const std::string& key) {
    if (!is_integral(v) || v.is_boolean() || as_long_double(v) < 0)
      fail(at, "\"" + key + "\" must be a non-negative integer, found " + kind_of(v));
    return static_cast<std::size_t>(std::min<long double>(as_long_double(v), 1e18L));
  }
  static json number(const std::string& at, const json& v, const std::string& key) {
    if (!v.is_number()) fail(at, "\"" + key + "\" must be a number, found " + kind_of(v));
    return v;
  }
  static std::vector<std::string> names(const std::string& at, const json& v, const std::string& key) {
    if (!v.is_array()) fail(at, "\"" + key + "\" must be an array of strings, found " + kind_of(v));
    std::vector<std::string> out;
    for (const json& item : v) {
      if (!item.is_string()) fail(at, "\"" + key + "\" must list strings only, found " + kind_of(item));
      if (std::find(out.begin(), out.end(), item.get<std::string>()) != out.end())
        fail(at, "\"" + key + "\" lists " + quote(item.get<std::string>()) + " twice");
      out.push_back(item.get<std::string>());
    }
    return out;
  }
  static Pattern pattern(const std::string& at, const std::string& source) {
    try {
      return {source, std::regex(source, kRegexFlags)};
    } catch (const std::regex_error& e) {
      if (e.code() == std::regex_constants::error_complexity)
        fail(at, "back-references are not supported in patterns, found " + quote(source));
      fail(at, "invalid regular expression " + quote(source) + " (" + e.what() + ")");
    }
  }
  std::vector<Index> schemas(const std::string& at, const json& v, const std::string& key) {
    if (!v.is_array() || v.empty()) fail(at, "\"" + key + "\" must be a non-empty array of schemas");
    std::vector<Index> out;
    for (std::size_t i = 0; i < v.size(); ++i) out.push_back(node_at(at + "/" + std::to_string(i), v[i]));
    return out;
  }
  const json& object(const std::string& at, const json& v, const std::string& key) {
    if (!v.is_object()) fail(at, "\"" + key + "\" must be an object, found " + kind_of(v));
    return v;
  }

  const json& root_;
  std::vector<Node> nodes_;
  std::unordered_map<std::string, Index> by_pointer_;
  std::vector<std::pair<Index, const json*>> queue_;
};

// if/then/else messages name the condition when the "if" is the common {"properties": {K:
// {"const": V}}} (optionally with "required": [K]), and point at the schema otherwise.
std::pair<Hint, Hint> if_hints(const std::string& at, const json& cond) {
  const Hint then_hint{"the schema's if/then at #" + at, "the schema's if/then at #" + at, "", false};
  const Hint else_hint{"the schema's if/else at #" + at, "the schema's if/else at #" + at, "", false};
  if (!cond.is_object() || !cond.contains("properties")) return {then_hint, else_hint};
  const json& props = cond["properties"];
  if (!props.is_object() || props.size() != 1) return {then_hint, else_hint};
  const std::string& key = props.begin().key();
  const json& sub = props.begin().value();
  const json* value = nullptr;
  if (sub.is_object() && sub.size() == 1 && sub.contains("const")) value = &sub["const"];
  if (sub.is_object() && sub.size() == 1 && sub.contains("enum") && sub["enum"].is_array() && sub["enum"].size() == 1)
    value = &sub["enum"][0];
  bool required = false;
  for (const auto& [k, v] : cond.items()) {
    if (k == "required" && v == json::array({key})) required = true;
    else if (k != "properties") return {then_hint, else_hint};
  }
  if (!value) return {then_hint, else_hint};
  const std::string is = "when " + quote(key) + " is " + show(*value);
  const std::string is_not = "when " + quote(key) + " is not " + show(*value);
  return {{is, required ? is : is + " or missing", key, true}, {is_not, is_not, key, true}};
}

Node Compiler::compile(const std::string& at, const json& value) {
  Node node;
  node.where = at;
  if (value.is_boolean()) {
    node.constant = value.get<bool>();
    return node;
  }
  if (!value.is_object()) fail(at, "expected a schema (an object, true or false), found " + kind_of(value));
  for (const auto& [key, v] : value.items()) keyword(node, key, v, at + "/" + escape_token(key));
  if ((node.then_ || node.else_) && !node.if_) fail(at, "\"then\" or \"else\" without \"if\" would be ignored");
  if (node.if_ && !node.then_ && !node.else_) fail(at, "\"if\" without \"then\" or \"else\" has no effect");
  if (node.if_) std::tie(node.then_hint, node.else_hint) = if_hints(at, value["if"]);
  if (node.not_ && value["not"].is_object() && value["not"].size() == 1) {
    const std::string& only = value["not"].begin().key();
    node.not_form = only == "required" ? NotForm::kRequired
                    : only == "const" || only == "enum" ? NotForm::kValues : NotForm::kGeneric;
  }
  return node;
}

void Compiler::keyword(Node& node, const std::string& key, const json& v, const std::string& at) {
  auto sub = [&](const json& s) { return node_at(at, s); };
  auto text = [&]() -> const std::string& {
    if (!v.is_string()) fail(at, "\"" + key + "\" must be a string, found " + kind_of(v));
    return v.get_ref<const std::string&>();
  };
  if (key == "$schema") {
    if (!node.where.empty()) fail(at, "\"$schema\" is only supported at the root");
    const std::string& uri = text();
    if (uri != "https://json-schema.org/draft/2020-12/schema" && uri != "https://json-schema.org/draft/2020-12/schema#")
      fail(at, "only JSON Schema draft 2020-12 is supported, found \"$schema\": " + quote(uri));
  } else if (key == "$id") {
    // A nested $id would change what "#/..." means below it; only the root may name itself.
    if (!node.where.empty()) fail(at, "\"$id\" is only supported at the root");
    text();
  } else if (key == "$defs") {
    for (const auto& [name, s] : object(at, v, key).items()) node_at(at + "/" + escape_token(name), s);
  } else if (key == "$ref") {
    node.ref = resolve_ref(at, text());
  } else if (key == "$comment" || key == "description") {
    text();
  } else if (key == "title") {
    node.title = text();
  } else if (key == "default") {
    // An annotation: any value.
  } else if (key == "examples") {
    if (!v.is_array()) fail(at, "\"examples\" must be an array, found " + kind_of(v));
  } else if (key == "type") {
    static const std::unordered_map<std::string, unsigned> bits = {
        {"null", kNull}, {"boolean", kBoolean}, {"object", kObject}, {"array", kArray},
        {"number", kNumber}, {"string", kString}, {"integer", kInteger}};
    const json list = v.is_array() ? v : json::array({v});
    if (list.empty()) fail(at, "\"type\" must not be an empty array");
    for (const json& t : list) {
      auto it = t.is_string() ? bits.find(t.get<std::string>()) : bits.end();
      if (it == bits.end()) fail(at, "unknown type " + dump(t) + " (types are null, boolean, object, array, number, string, integer)");
      if (node.types & it->second) fail(at, "\"type\" lists " + dump(t) + " twice");
      node.types |= it->second;
    }
  } else if (key == "enum") {
    if (!v.is_array() || v.empty()) fail(at, "\"enum\" must be a non-empty array");
    node.enum_values = v.get<std::vector<json>>();
  } else if (key == "const") {
    node.const_value = v;
  } else if (key == "required") {
    node.required = names(at, v, key);
  } else if (key == "properties") {
    for (const auto& [name, s] : object(at, v, key).items())
      node.properties.emplace_back(name, node_at(at + "/" + escape_token(name), s));
  } else if (key == "patternProperties") {
    for (const auto& [source, s] : object(at, v, key).items()) {
      const std::string here = at + "/" + escape_token(source);
      node.pattern_properties.emplace_back(pattern(here, source), node_at(here, s));
    }
  } else if (key == "additionalProperties") {
    node.additional_properties = sub(v);
  } else if (key == "propertyNames") {
    node.property_names = sub(v);
  } else if (key == "minProperties") {
    node.min_properties = count(at, v, key);
  } else if (key == "maxProperties") {
    node.max_properties = count(at, v, key);
  } else if (key == "dependentRequired") {
    for (const auto& [name, list] : object(at, v, key).items())
      node.dependent_required.emplace_back(name, names(at + "/" + escape_token(name), list, key));
  } else if (key == "items") {
    if (v.is_array()) fail(at, "\"items\" must be a schema: an array of schemas is draft-07, use \"prefixItems\"");
    node.items = sub(v);
  } else if (key == "prefixItems") {
    node.prefix_items = schemas(at, v, key);
  } else if (key == "minItems") {
    node.min_items = count(at, v, key);
  } else if (key == "maxItems") {
    node.max_items = count(at, v, key);
  } else if (key == "uniqueItems") {
    if (!v.is_boolean()) fail(at, "\"uniqueItems\" must be true or false, found " + kind_of(v));
    node.unique_items = v.get<bool>();
  } else if (key == "contains") {
    node.contains = sub(v);
  } else if (key == "minimum") {
    node.minimum = number(at, v, key);
  } else if (key == "maximum") {
    node.maximum = number(at, v, key);
  } else if (key == "exclusiveMinimum") {
    node.exclusive_minimum = number(at, v, key);
  } else if (key == "exclusiveMaximum") {
    node.exclusive_maximum = number(at, v, key);
  } else if (key == "multipleOf") {
    node.multiple_of = number(at, v, key);
    if (as_long_double(v) <= 0) fail(at, "\"multipleOf\" must be more than 0, found " + dump(v));
  } else if (key == "minLength") {
    node.min_length = count(at, v, key);
  } else if (key == "maxLength") {
    node.max_length = count(at, v, key);
  } else if (key == "pattern") {
    node.pattern = pattern(at, text());
  } else if (key == "allOf") {
    node.all_of = schemas(at, v, key);
  } else if (key == "anyOf") {
    node.any_of = schemas(at, v, key);
  } else if (key == "oneOf") {
    node.one_of = schemas(at, v, key);
  } else if (key == "not") {
    node.not_ = sub(v);
  } else if (key == "if") {
    node.if_ = sub(v);
  } else if (key == "then") {
    node.then_ = sub(v);
  } else if (key == "else") {
    node.else_ = sub(v);
  } else {
    fail(at, "unsupported keyword " + quote(key) + did_you_mean(key, supported_keywords()));
  }
}

// "#", "#/$defs/card", "#/properties/a~1b": a JSON pointer in a URI fragment, so
// percent-encoded (%24defs) and ~-escaped tokens both resolve to the one canonical pointer.
Index Compiler::resolve_ref(const std::string& at, const std::string& ref) {
  if (ref.empty() || ref[0] != '#')
    fail(at, "$ref " + quote(ref) + " is not local: only \"#...\" references within the schema are supported");
  std::string fragment;
  for (std::size_t i = 1; i < ref.size(); ++i) {
    if (ref[i] != '%') {
      fragment += ref[i];
      continue;
    }
    auto hex = [&](std::size_t j) {
      const char c = j < ref.size() ? ref[j] : '\0';
      if (c >= '0' && c <= '9') return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      if (c >= 'A' && c <= 'F') return c - 'A' + 10;
      fail(at, "$ref " + quote(ref) + " has a malformed %-escape");
    };
    fragment += static_cast<char>(hex(i + 1) * 16 + hex(i + 2));
    i += 2;
  }
  if (!fragment.empty() && fragment[0] != '/')
    fail(at, "$ref " + quote(ref) + " is not a JSON pointer (anchors are not supported)");
  const json* target = &root_;
  std::string canonical;
  std::size_t start = 1;
  while (start <= fragment.size() && !fragment.empty()) {
    const std::size_t end = std::min(fragment.find('/', start), fragment.size());
    std::string token;
    for (std::size_t i = start; i < end; ++i) {
      if (fragment[i] != '~') {
        token += fragment[i];
      } else if (i + 1 < end && (fragment[i + 1] == '0' || fragment[i + 1] == '1')) {
        token += fragment[++i] == '0' ? '~' : '/';
      } else {
        fail(at, "$ref " + quote(ref) + " has a '~' that is not ~0 or ~1");
      }
    }
    const std::string missing = "$ref " + quote(ref) + " does not resolve: nothing at " + quote(token) + " in #" + canonical;
    if (target->is_object()) {
      auto it = target->find(token);
      if (it == target->end()) fail(at, missing);
      target = &*it;
    } else if (target->is_array()) {
      auto digit = [](char c) { return c >= '0' && c <= '9'; };
      const bool digits = !token.empty() && token.size() < 10 && std::all_of(token.begin(), token.end(), digit) &&
                          (token == "0" || token[0] != '0');
      if (!digits || std::stoul(token) >= target->size()) fail(at, missing);
      target = &(*target)[std::stoul(token)];
    } else {
      fail(at, missing);
    }
    canonical += "/" + escape_token(token);
    start = end + 1;
  }
  if (!target->is_object() && !target->is_boolean())
    fail(at, "$ref " + quote(ref) + " points to " + kind_of(*target) + ", not to a schema");
  return node_at(canonical, *target);
}

// Keywords that apply a subschema to the same instance value. A cycle of them (say
// {"$ref": "#"} at the root) would never terminate; cycles through "properties", "items" and
// the like are fine, as each step goes one level down into a finite instance.
void Compiler::reject_endless_cycles() const {
  auto in_place = [this](Index i) {
    const Node& n = nodes_[i];
    std::vector<Index> out(n.all_of);
    out.insert(out.end(), n.any_of.begin(), n.any_of.end());
    out.insert(out.end(), n.one_of.begin(), n.one_of.end());
    for (const auto& c : {n.ref, n.not_, n.if_, n.then_, n.else_})
      if (c) out.push_back(*c);
    return out;
  };
  enum Colour : char { kWhite, kGrey, kBlack };
  std::vector<Colour> colour(nodes_.size(), kWhite);
  for (Index start = 0; start < nodes_.size(); ++start) {
    if (colour[start] != kWhite) continue;
    // Depth-first with an explicit stack of (node, its in-place children, next child).
    std::vector<std::pair<Index, std::vector<Index>>> stack;
    std::vector<std::size_t> next;
    stack.emplace_back(start, in_place(start));
    next.push_back(0);
    colour[start] = kGrey;
    while (!stack.empty()) {
      auto& [node, children] = stack.back();
      if (next.back() == children.size()) {
        colour[node] = kBlack;
        stack.pop_back();
        next.pop_back();
        continue;
      }
      const Index child = children[next.back()++];
      if (colour[child] == kGrey) {
        std::string cycle;
        auto from = std::find_if(stack.begin(), stack.end(), [&](const auto& s) { return s.first == child; });
        for (auto it = from; it != stack.end(); ++it) cycle += "#" + nodes_[it->first].where + " -> ";
        fail(nodes_[child].where, "endless cycle of $ref (it never moves into a property or item): " + cycle + "#" +
                                      nodes_[child].where);
      }
      if (colour[child] == kWhite) {
        colour[child] = kGrey;
        stack.emplace_back(child, in_place(child));
        next.push_back(0);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Errors while validating.

// How telling an error is, as python-jsonschema's best_match ranks them (by_relevance): deeper
// in the instance first, then anyOf/oneOf failures (which have branches to look into), then
// errors from a schema whose "type" the value does have. anyOf and oneOf pick the branch to
// report with it, so that both validators point at the same place.
struct Rank {
  std::size_t depth = 0;
  bool weak = false;
  bool type_ok = false;
  auto key() const { return std::tuple(depth, weak, type_ok); }
};

struct Line {
  std::string order;   // sorts like the instance's document order (see Evaluator::line)
  std::uint64_t seq;   // emission order, for ties
  std::string pointer;
  std::string message;
  bool required = false;  // "missing required property": an if/then hint says "required when"
  bool hinted = false;    // already explained by the innermost if/then
};

// The lines of one evaluation (bounded: trimmed to the first `limit` in document order), and
// its errors counted and ranked as python-jsonschema would count them (anyOf = one error).
class Sink {
 public:
  explicit Sink(std::size_t limit)
      : limit_(limit), trim_at_(limit > kTrimNever / 2 - 16 ? kTrimNever : 2 * limit + 16) {}

  void add(Line line) {
    lines_.push_back(std::move(line));
    if (lines_.size() >= trim_at_) trim();
  }
  void rank(const Rank& r) {
    ++problems_;
    if (best_count_ == 0 || r.key() > best_.key()) {
      best_ = r;
      best_count_ = 1;
    } else if (r.key() == best_.key()) {
      ++best_count_;
    }
  }
  void merge_ranks(const Sink& other) {
    problems_ += other.problems_;
    if (other.best_count_ == 0) return;
    if (best_count_ == 0 || other.best_.key() > best_.key()) {
      best_ = other.best_;
      best_count_ = other.best_count_;
    } else if (other.best_.key() == best_.key()) {
      best_count_ += other.best_count_;
    }
  }
  // Takes `other`'s lines after this sink's own (fresh sequence numbers), edited by `edit`.
  void take_lines(Sink& other, std::uint64_t& seq, const std::function<void(Line&)>& edit = {}) {
    other.trim();
    for (Line& line : other.lines_) {
      line.seq = seq++;
      if (edit) edit(line);
      add(std::move(line));
    }
    other.lines_.clear();
  }
  std::vector<Line>& sorted() {
    trim();
    return lines_;
  }
  std::size_t problems() const { return problems_; }
  const Rank& best() const { return best_; }
  std::size_t best_count() const { return best_count_; }

 private:
  void trim() {
    std::stable_sort(lines_.begin(), lines_.end(), [](const Line& a, const Line& b) {
      return std::tie(a.order, a.seq) < std::tie(b.order, b.seq);
    });
    if (lines_.size() > limit_) lines_.resize(limit_);
  }
  static constexpr std::size_t kTrimNever = std::numeric_limits<std::size_t>::max();
  std::size_t limit_;
  std::size_t trim_at_;  // sorting and cutting every 2 * limit lines keeps memory bounded
  std::vector<Line> lines_;
  std::size_t problems_ = 0;
  Rank best_;
  std::size_t best_count_ = 0;
};

// ---------------------------------------------------------------------------------------------
// Evaluation. Every check returns whether the value passed. With a null sink it stops at the
// first failure (for not, if, contains, and to find the matching anyOf/oneOf branch cheaply);
// with a sink it records every failure.
//
// Evaluation recurses once per subschema, so the functions on that path keep their stack
// frames small: messages are built in lambdas that only the out-of-line fail() and report_*()
// functions run (and only when there is a sink). Under AddressSanitizer a frame holding a few
// strings grows by kilobytes, and kMaxEvalDepth levels of them must fit in the stack.

struct Step {
  const std::string* key;  // nullptr: an array index
  std::size_t index;
};

class Evaluator {
 public:
  Evaluator(const std::vector<Node>& nodes, std::size_t limit) : nodes_(nodes), limit_(limit) {}

  bool eval(Index id, const json& v, Sink* sink);

 private:
  template <class Message>
  [[gnu::noinline]] bool fail(const Node& n, const json& v, Sink* sink, const Message& message, bool required = false) {
    if (sink) {
      sink->add(line(message(), required));
      sink->rank(rank(n, v, false));
    }
    return false;
  }
  Line line(std::string message, bool required = false);
  Rank rank(const Node& n, const json& v, bool weak) const {
    return {path_.size(), weak, n.types != 0 && (type_bits(v) & n.types) != 0};
  }
  bool in_child(const std::string& key, Index id, const json& v, Sink* sink);
  bool in_item(std::size_t i, Index id, const json& v, Sink* sink);
  bool check_value(const Node& n, const json& v, Sink* sink);
  bool check_number(const Node& n, const json& v, Sink* sink);
  bool check_string(const Node& n, const json& v, Sink* sink);
  bool check_array(const Node& n, const json& v, Sink* sink);
  bool check_object(const Node& n, const json& v, Sink* sink);
  bool check_combinators(const Node& n, const json& v, Sink* sink);
  [[gnu::noinline]] bool check_array_size(const Node& n, const json& v, Sink* sink);
  [[gnu::noinline]] bool check_object_size(const Node& n, const json& v, Sink* sink);
  [[gnu::noinline]] bool check_other_properties(const Node& n, const json& v, Sink* sink);
  [[gnu::noinline]] bool check_property_names(const Node& n, const json& v, Sink* sink);
  [[gnu::noinline]] void report_unexpected(const Node& n, const json& v, const std::vector<const std::string*>& keys,
                                           Sink& sink);
  bool check_one_of(const Node& n, const json& v, Sink* sink);
  [[gnu::noinline]] void report_not(const Node& n, const json& v, Sink& sink);
  [[gnu::noinline]] void report_many_matches(const Node& n, const json& v, const std::vector<Index>& matched, Sink& sink);
  [[gnu::noinline]] bool then_or_else(const Node& n, const json& v, Index branch, const Hint& hint, Sink& sink);
  void no_branch_matches(const Node& n, const json& v, const std::vector<Index>& branches, const char* keyword,
                         Sink& sink);
  [[gnu::noinline]] void report_no_match(const Node& n, const json& v, const std::vector<Index>& branches,
                                         const char* keyword, std::vector<Sink>& results, Sink& sink);
  bool matches(const Pattern& p, const std::string& s) const { return std::regex_search(s, p.regex); }
  std::string at(Index id) const { return "#" + nodes_[id].where; }

  const std::vector<Node>& nodes_;
  std::size_t limit_;
  std::vector<Step> path_;
  std::size_t depth_ = 0;
  std::uint64_t seq_ = 0;
};

Line Evaluator::line(std::string message, bool required) {
  Line out{"", seq_++, "", std::move(message), required, false};
  // The order key compares like nlohmann's document order: a parent before its children,
  // object keys bytewise, array indexes numerically (fixed width). '\0' separates steps, so
  // key bytes 0 and 1 are escaped to keep a key's children before its longer siblings.
  for (const Step& s : path_) {
    out.order += '\0';
    if (s.key) {
      for (char c : *s.key) {
        if (c == '\0' || c == '\1') out.order += '\1';
        out.order += c == '\0' ? '\1' : c == '\1' ? '\2' : c;
      }
      out.pointer += "/" + escape_token(*s.key);
    } else {
      std::string digits = std::to_string(s.index);
      out.order += std::string(20 - digits.size(), '0') + digits;
      out.pointer += "/" + digits;
    }
  }
  return out;
}

bool Evaluator::in_child(const std::string& key, Index id, const json& v, Sink* sink) {
  path_.push_back({&key, 0});
  const bool ok = eval(id, v, sink);
  path_.pop_back();
  return ok;
}

bool Evaluator::in_item(std::size_t i, Index id, const json& v, Sink* sink) {
  path_.push_back({nullptr, i});
  const bool ok = eval(id, v, sink);
  path_.pop_back();
  return ok;
}

bool Evaluator::eval(Index id, const json& v, Sink* sink) {
  const Node& n = nodes_[id];
  if (n.constant) {
    return *n.constant || fail(n, v, sink, [&] {
             return "no value is allowed here (the schema at " + at(id) + " is false), found " + kind_of(v);
           });
  }
  if (depth_ >= kMaxEvalDepth) {
    return fail(n, v, sink, [] {
      return "nested too deeply to check (more than " + std::to_string(kMaxEvalDepth) + " subschemas inside one another)";
    });
  }
  ++depth_;
  bool ok = true;
  // Each group of keywords; without a sink the first failure ends the evaluation.
  for (auto check : {&Evaluator::check_value, &Evaluator::check_number, &Evaluator::check_string,
                     &Evaluator::check_array, &Evaluator::check_object, &Evaluator::check_combinators}) {
    if (!(this->*check)(n, v, sink)) {
      ok = false;
      if (!sink) break;
    }
  }
  --depth_;
  return ok;
}

bool Evaluator::check_value(const Node& n, const json& v, Sink* sink) {
  bool ok = true;
  if (n.ref && !eval(*n.ref, v, sink)) {
    if (!sink) return false;
    ok = false;
  }
  if (n.types && !(type_bits(v) & n.types)) {
    ok = fail(n, v, sink, [&] { return "expected " + types_wanted(n.types) + ", got " + kind_of(v); });
    if (!sink) return false;
  }
  if (n.enum_values) {
    const auto& values = *n.enum_values;
    if (std::none_of(values.begin(), values.end(), [&](const json& e) { return json_equal(e, v); })) {
      ok = fail(n, v, sink, [&] {
        std::vector<std::string> shown;
        for (const json& e : values) shown.push_back(show(e));
        return values.size() == 1 ? "expected " + shown[0] + ", got " + show(v) : show(v) + " is not one of " + list(shown);
      });
      if (!sink) return false;
    }
  }
  if (n.const_value && !json_equal(*n.const_value, v))
    ok = fail(n, v, sink, [&] { return "expected " + show(*n.const_value) + ", got " + show(v); });
  return ok;
}

bool Evaluator::check_number(const Node& n, const json& v, Sink* sink) {
  if (!v.is_number()) return true;
  bool ok = true;
  auto check = [&](const std::optional<json>& bound, bool broken, const char* words) {
    if (bound && broken) ok = fail(n, v, sink, [&] { return dump(v) + words + dump(*bound); });
  };
  check(n.minimum, n.minimum && compare_numbers(v, *n.minimum) < 0, " is less than the minimum ");
  check(n.maximum, n.maximum && compare_numbers(v, *n.maximum) > 0, " is more than the maximum ");
  if (n.exclusive_minimum && compare_numbers(v, *n.exclusive_minimum) <= 0)
    ok = fail(n, v, sink, [&] { return dump(v) + " is not more than " + dump(*n.exclusive_minimum) + " (the exclusive minimum)"; });
  if (n.exclusive_maximum && compare_numbers(v, *n.exclusive_maximum) >= 0)
    ok = fail(n, v, sink, [&] { return dump(v) + " is not less than " + dump(*n.exclusive_maximum) + " (the exclusive maximum)"; });
  if (n.multiple_of) {
    const json& m = *n.multiple_of;
    bool multiple;
    if (m.is_number_integer() && v.is_number_integer()) {
      // Exact: magnitudes as uint64 (the magnitude of INT64_MIN included).
      auto magnitude = [](const json& j) {
        if (j.is_number_unsigned()) return j.get<std::uint64_t>();
        const std::int64_t i = j.get<std::int64_t>();
        return i < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(i) : static_cast<std::uint64_t>(i);
      };
      multiple = magnitude(v) % magnitude(m) == 0;
    } else {
      // As python-jsonschema does: a float divisor passes when the quotient is a whole number
      // (so 0.5 is a multiple of 0.1, although fmod says otherwise); an integer divisor of a
      // float uses the remainder, which is exact.
      const double x = static_cast<double>(as_long_double(v)), d = static_cast<double>(as_long_double(m));
      const double q = x / d;
      multiple = m.is_number_float() && std::isfinite(q) ? std::trunc(q) == q : std::fmod(x, d) == 0;
    }
    if (!multiple) ok = fail(n, v, sink, [&] { return dump(v) + " is not a multiple of " + dump(m); });
  }
  return ok;
}

bool Evaluator::check_string(const Node& n, const json& v, Sink* sink) {
  if (!v.is_string()) return true;
  const std::string& s = v.get_ref<const std::string&>();
  bool ok = true;
  if (n.min_length || n.max_length) {
    const std::size_t length = code_points(s);
    auto check = [&](const std::optional<std::size_t>& bound, bool broken, const char* words) {
      if (bound && broken)
        ok = fail(n, v, sink, [&] {
          return show(v) + words + std::to_string(*bound) + " (it has " + plural(length, "character") + ")";
        });
    };
    check(n.min_length, n.min_length && length < *n.min_length, " is shorter than the minimum length ");
    check(n.max_length, n.max_length && length > *n.max_length, " is longer than the maximum length ");
  }
  if (n.pattern && !matches(*n.pattern, s)) {
    ok = fail(n, v, sink, [&] { return show(v) + " does not match the pattern " + quote(n.pattern->source); });
  }
  return ok;
}

bool Evaluator::check_array(const Node& n, const json& v, Sink* sink) {
  if (!v.is_array()) return true;
  bool ok = true;
  const std::size_t size = v.size();
  for (std::size_t i = 0; i < size && i < n.prefix_items.size(); ++i) {
    if (!in_item(i, n.prefix_items[i], v[i], sink)) {
      if (!sink) return false;
      ok = false;
    }
  }
  if (n.items && nodes_[*n.items].constant != false) {
    for (std::size_t i = n.prefix_items.size(); i < size; ++i) {
      if (!in_item(i, *n.items, v[i], sink)) {
        if (!sink) return false;
        ok = false;
      }
    }
  }
  if (n.contains) {
    bool found = false;
    for (std::size_t i = 0; i < size && !found; ++i) found = in_item(i, *n.contains, v[i], nullptr);
    if (!found) {
      ok = fail(n, v, sink, [&] {
        const std::string& title = nodes_[*n.contains].title;
        return "has no item that matches the schema at " + at(*n.contains) + (title.empty() ? "" : " (" + quote(title) + ")");
      });
      if (!sink) return false;
    }
  }
  return check_array_size(n, v, sink) && ok;
}

// "items": false, minItems, maxItems, uniqueItems: checks that do not descend.
bool Evaluator::check_array_size(const Node& n, const json& v, Sink* sink) {
  bool ok = true;
  const std::size_t size = v.size();
  if (n.items && nodes_[*n.items].constant == false && size > n.prefix_items.size())
    ok = fail(n, v, sink, [&] {
      return "has " + plural(size, "item") + ", but at most " + std::to_string(n.prefix_items.size()) + " are allowed";
    });
  if (n.min_items && size < *n.min_items)
    ok = fail(n, v, sink, [&] { return "has " + plural(size, "item") + ", fewer than the minimum " + std::to_string(*n.min_items); });
  if (n.max_items && size > *n.max_items)
    ok = fail(n, v, sink, [&] { return "has " + plural(size, "item") + ", more than the maximum " + std::to_string(*n.max_items); });
  if (!ok && !sink) return false;
  if (n.unique_items && size > 1) {
    // Items bucketed by hash: linear, not quadratic, on 1,000 cards. Reports the first repeat.
    std::unordered_multimap<std::size_t, std::size_t> seen;
    for (std::size_t i = 0; i < size; ++i) {
      const std::size_t h = json_hash(v[i]);
      auto [lo, hi] = seen.equal_range(h);
      auto same = std::find_if(lo, hi, [&](const auto& e) { return json_equal(v[e.second], v[i]); });
      if (same != hi) {
        return fail(n, v, sink, [&] {
          return "item " + std::to_string(i) + " repeats item " + std::to_string(same->second) + " (the items must be unique)";
        });
      }
      seen.emplace(h, i);
    }
  }
  return ok;
}

bool Evaluator::check_object(const Node& n, const json& v, Sink* sink) {
  if (!v.is_object()) return true;
  bool ok = true;
  for (const std::string& name : n.required) {
    if (!v.contains(name)) {
      ok = fail(n, v, sink, [&] { return "missing required property " + quote(name); }, true);
      if (!sink) return false;
    }
  }
  for (const auto& [name, id] : n.properties) {
    auto it = v.find(name);
    if (it != v.end() && !in_child(it.key(), id, it.value(), sink)) {
      if (!sink) return false;
      ok = false;
    }
  }
  if (!n.pattern_properties.empty() || n.additional_properties) {
    ok = check_other_properties(n, v, sink) && ok;
    if (!ok && !sink) return false;
  }
  if (n.property_names) ok = check_property_names(n, v, sink) && ok;
  return (ok || sink) && check_object_size(n, v, sink) && ok;
}

// patternProperties and additionalProperties: the names "properties" does not list.
bool Evaluator::check_other_properties(const Node& n, const json& v, Sink* sink) {
  bool ok = true;
  std::vector<const std::string*> unexpected;
  for (auto it = v.begin(); it != v.end(); ++it) {
    const std::string& key = it.key();
    auto listed = std::lower_bound(n.properties.begin(), n.properties.end(), key,
                                   [](const auto& property, const std::string& k) { return property.first < k; });
    bool known = listed != n.properties.end() && listed->first == key;
    for (const auto& [p, id] : n.pattern_properties) {
      if (!matches(p, key)) continue;
      known = true;
      if (!in_child(key, id, it.value(), sink)) {
        if (!sink) return false;
        ok = false;
      }
    }
    if (known || !n.additional_properties) continue;
    if (nodes_[*n.additional_properties].constant == false) {
      if (!sink) return false;
      unexpected.push_back(&key);
    } else if (!in_child(key, *n.additional_properties, it.value(), sink)) {
      if (!sink) return false;
      ok = false;
    }
  }
  if (unexpected.empty()) return ok;
  report_unexpected(n, v, unexpected, *sink);
  return false;
}

// "additionalProperties": false. One error as python counts it, one line per property for people.
void Evaluator::report_unexpected(const Node& n, const json& v, const std::vector<const std::string*>& keys, Sink& sink) {
  std::vector<std::string> allowed;
  for (const auto& [name, id] : n.properties) allowed.push_back(name);
  const auto names = allowed;
  for (const auto& [p, id] : n.pattern_properties) allowed.push_back("names matching " + quote(p.source));
  const std::string also = allowed.empty() ? "no properties are allowed" : "allowed: " + list(allowed);
  for (const std::string* key : keys) {
    auto close = closest_match(*key, names);
    // Only near misses ("colour" for "color"), not any short name for another.
    if (close && static_cast<std::size_t>(edit_distance(*key, *close)) * 4 > key->size()) close.reset();
    sink.add(line("unexpected property " + quote(*key) + " (" + (close ? "did you mean " + quote(*close) + "? " : "") + also + ")"));
  }
  sink.rank(rank(n, v, false));
}

// propertyNames: each name checked as a string; its errors point at the object.
bool Evaluator::check_property_names(const Node& n, const json& v, Sink* sink) {
  bool ok = true;
  for (auto it = v.begin(); it != v.end(); ++it) {
    const json name = it.key();
    if (!sink) {
      if (!eval(*n.property_names, name, nullptr)) return false;
      continue;
    }
    Sink inner(limit_);
    if (!eval(*n.property_names, name, &inner)) {
      ok = false;
      sink->merge_ranks(inner);
      const std::string shown = show(name);
      sink->take_lines(inner, seq_, [&](Line& l) {
        const bool about_name = l.message.rfind(shown + " ", 0) == 0;  // "\"Bad\" does not match..."
        l.message = "property name " + (about_name ? l.message : shown + ": " + l.message);
      });
    }
  }
  return ok;
}

// minProperties, maxProperties, dependentRequired: checks that do not descend.
bool Evaluator::check_object_size(const Node& n, const json& v, Sink* sink) {
  bool ok = true;
  if (n.min_properties && v.size() < *n.min_properties)
    ok = fail(n, v, sink, [&] {
      return "has " + plural(v.size(), "property", "properties") + ", fewer than the minimum " + std::to_string(*n.min_properties);
    });
  if (n.max_properties && v.size() > *n.max_properties)
    ok = fail(n, v, sink, [&] {
      return "has " + plural(v.size(), "property", "properties") + ", more than the maximum " + std::to_string(*n.max_properties);
    });
  for (const auto& entry : n.dependent_required) {
    // Not a structured binding: clang 14 (the fuzz build) cannot capture one in a lambda.
    const std::string& name = entry.first;
    const auto& needed = entry.second;
    if (!v.contains(name)) continue;
    for (const std::string& other : needed)
      if (!v.contains(other))
        ok = fail(n, v, sink, [&] { return "missing property " + quote(other) + " (required when " + quote(name) + " is present)"; });
  }
  return ok;
}

bool Evaluator::check_combinators(const Node& n, const json& v, Sink* sink) {
  bool ok = true;
  for (Index id : n.all_of) {
    if (!eval(id, v, sink)) {
      if (!sink) return false;
      ok = false;
    }
  }
  if (!n.any_of.empty() && std::none_of(n.any_of.begin(), n.any_of.end(), [&](Index id) { return eval(id, v, nullptr); })) {
    if (!sink) return false;
    no_branch_matches(n, v, n.any_of, "anyOf", *sink);
    ok = false;
  }
  if (!n.one_of.empty() && !check_one_of(n, v, sink)) {
    if (!sink) return false;
    ok = false;
  }
  if (n.not_ && eval(*n.not_, v, nullptr)) {
    if (!sink) return false;
    report_not(n, v, *sink);
    ok = false;
  }
  if (n.if_) {
    const bool cond = eval(*n.if_, v, nullptr);
    const std::optional<Index>& branch = cond ? n.then_ : n.else_;
    if (branch && !sink) return eval(*branch, v, nullptr) && ok;
    if (branch) ok = then_or_else(n, v, *branch, cond ? n.then_hint : n.else_hint, *sink) && ok;
  }
  return ok;
}

// The then/else branch that applies, its errors explained by the condition.
bool Evaluator::then_or_else(const Node&, const json& v, Index branch, const Hint& hint, Sink& sink) {
  Sink inner(limit_);
  if (eval(branch, v, &inner)) return true;
  sink.merge_ranks(inner);
  const std::string& text = v.is_object() && v.contains(hint.key) ? hint.text : hint.absent;
  sink.take_lines(inner, seq_, [&](Line& l) {
    if (l.hinted) return;  // the innermost if/then explains best
    l.hinted = true;
    l.message += " (" + std::string(l.required ? (hint.simple ? "required " : "required by ")
                                               : (hint.simple ? "applies " : "from ")) + text + ")";
  });
  return false;
}

void Evaluator::report_not(const Node& n, const json& v, Sink& sink) {
  const Node& banned = nodes_[*n.not_];
  std::string message;
  if (n.not_form == NotForm::kRequired && banned.required.size() == 1) {
    message = "property " + quote(banned.required[0]) + " is not allowed";
  } else if (n.not_form == NotForm::kRequired) {
    std::vector<std::string> names;
    for (const std::string& name : banned.required) names.push_back(quote(name));
    message = "properties " + list(names) + " must not all be present";
  } else if (n.not_form == NotForm::kValues) {
    std::vector<std::string> values;
    for (const json& e : banned.enum_values ? *banned.enum_values : std::vector<json>{*banned.const_value})
      values.push_back(show(e));
    message = show(v) + " is not allowed" + (values.size() > 1 ? " (forbidden: " + list(values) + ")" : "");
  } else {
    message = show(v) + " matches the schema at " + at(*n.not_) +
              (banned.title.empty() ? "" : " (" + quote(banned.title) + ")") + ", which it must not";
  }
  fail(n, v, &sink, [&] { return message; });
}

bool Evaluator::check_one_of(const Node& n, const json& v, Sink* sink) {
  std::vector<Index> matched;
  for (Index id : n.one_of)
    if (eval(id, v, nullptr)) matched.push_back(id);
  if (matched.size() == 1 || !sink) return matched.size() == 1;
  if (matched.empty()) no_branch_matches(n, v, n.one_of, "oneOf", *sink);
  else report_many_matches(n, v, matched, *sink);
  return false;
}

void Evaluator::report_many_matches(const Node& n, const json& v, const std::vector<Index>& matched, Sink& sink) {
  std::vector<std::string> which;
  for (Index id : matched) which.push_back(at(id));
  sink.add(line("matches " + std::to_string(matched.size()) + " alternatives of the oneOf at #" + n.where + "/oneOf (" +
                list(which) + "), but must match exactly one"));
  sink.rank(rank(n, v, true));
}

// No anyOf/oneOf branch matched: every branch evaluated again, this time with its errors.
void Evaluator::no_branch_matches(const Node& n, const json& v, const std::vector<Index>& branches, const char* keyword,
                                  Sink& sink) {
  std::vector<Sink> results;
  results.reserve(branches.size());
  for (Index id : branches) {
    results.emplace_back(limit_);
    eval(id, v, &results.back());
  }
  report_no_match(n, v, branches, keyword, results, sink);
}

// Reports, after a line naming it and in this order of preference:
// - the branch holding the single most telling error (python's best_match descends into it);
// - else the branch with strictly fewest errors;
// or else one summary line with each branch's first problem.
// To the enclosing evaluation it counts as one error, as it does for python.
void Evaluator::report_no_match(const Node& n, const json& v, const std::vector<Index>& branches, const char* keyword,
                                std::vector<Sink>& results, Sink& sink) {
  // Python's pick: the most relevant error over all branches, if only one error is that relevant.
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::size_t chosen = kNone, tied = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (results[i].best_count() == 0) continue;
    if (chosen == kNone || results[i].best().key() > results[chosen].best().key()) {
      chosen = i;
      tied = results[i].best_count();
    } else if (results[i].best().key() == results[chosen].best().key()) {
      tied += results[i].best_count();
    }
  }
  std::string why = "which got furthest";
  if (tied != 1) {
    // Else the branch with strictly fewest errors.
    std::size_t fewest = 0;
    for (std::size_t i = 1; i < results.size(); ++i)
      if (results[i].problems() < results[fewest].problems()) fewest = i;
    const auto tie = [&](const Sink& r) { return r.problems() == results[fewest].problems(); };
    chosen = std::count_if(results.begin(), results.end(), tie) == 1 ? fewest : kNone;
    why = "which has the fewest";
  }
  auto name = [&](std::size_t i) {
    const std::string& title = nodes_[branches[i]].title;
    return at(branches[i]) + (title.empty() ? "" : " (" + quote(title) + ")");
  };
  const std::string none = "matches none of the " + std::to_string(branches.size()) + " alternatives of the " + keyword +
                           " at #" + n.where + "/" + keyword;
  if (chosen != kNone) {
    sink.add(line(none + "; the problems of " + name(chosen) + ", " + why + ", follow"));
    sink.take_lines(results[chosen], seq_);
  } else {
    // No branch stands out: one line with the first problem of each.
    std::string summary = none;
    const std::string here = line("").pointer;
    for (std::size_t i = 0; i < results.size() && i < 4; ++i) {
      if (results[i].sorted().empty()) continue;  // never: every failure leaves a line
      const Line& first = results[i].sorted().front();
      summary += (i == 0 ? " (" : "; ") + name(i) + ": " + (first.pointer == here ? "" : first.pointer + ": ") +
                 first.message;
    }
    sink.add(line(summary + (results.size() > 4 ? "; ...)" : ")")));
  }
  sink.rank(rank(n, v, true));
}

}  // namespace

JsonSchema::JsonSchema(const nlohmann::json& schema)
    : compiled_(std::make_shared<const CompiledSchema>(CompiledSchema{Compiler(schema).run()})) {}

std::vector<SchemaError> JsonSchema::validate(const nlohmann::json& instance, std::size_t limit) const {
  if (limit == 0) return {};
  Sink sink(limit);
  Evaluator(compiled_->nodes, limit).eval(0, instance, &sink);
  std::vector<SchemaError> errors;
  for (Line& l : sink.sorted()) errors.push_back({std::move(l.pointer), std::move(l.message)});
  return errors;
}

}  // namespace referee::schema
