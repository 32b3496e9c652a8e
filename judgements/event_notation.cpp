#include "judgements/event_notation.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace referee::judgements {
namespace {

// Words separated by spaces; brackets and braces keep their contents together.
std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (char c : line) {
    if (c == '[' || c == '{') ++depth;
    if (c == ']' || c == '}') --depth;
    if (std::isspace(static_cast<unsigned char>(c)) && depth == 0) {
      if (!cur.empty()) out.push_back(std::move(cur)), cur.clear();
      continue;
    }
    cur += c;
  }
  if (depth != 0) throw std::invalid_argument("unbalanced brackets in \"" + line + "\"");
  if (!cur.empty()) out.push_back(std::move(cur));
  return out;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) out.push_back(std::move(cur)), cur.clear();
    else cur += c;
  }
  out.push_back(std::move(cur));
  return out;
}

nlohmann::json value(const std::string& v) {
  if (v.size() >= 2 && v.front() == '{' && v.back() == '}') {
    nlohmann::json obj = nlohmann::json::object();
    const std::string inner = v.substr(1, v.size() - 2);
    if (inner.empty()) return obj;
    for (const std::string& item : split(inner, ',')) {
      const auto colon = item.rfind(':');
      if (colon == std::string::npos) throw std::invalid_argument("\"" + item + "\" in " + v + " is not key:value");
      obj[item.substr(0, colon)] = value(item.substr(colon + 1));
    }
    return obj;
  }
  if (v.size() >= 2 && v.front() == '[' && v.back() == ']') {
    nlohmann::json arr = nlohmann::json::array();
    const std::string inner = v.substr(1, v.size() - 2);
    if (!inner.empty())
      for (const std::string& item : split(inner, ',')) arr.push_back(value(item));
    return arr;
  }
  if (v.find(',') != std::string::npos) {
    nlohmann::json arr = nlohmann::json::array();
    for (const std::string& item : split(v, ',')) arr.push_back(value(item));
    return arr;
  }
  if (!v.empty() && v.size() < 10 && std::all_of(v.begin(), v.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return std::stoi(v);
  return v;
}

// A value as value() reads it back: lists in brackets, objects in braces.
std::string written(const nlohmann::json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_array()) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + written(v[i]);
    return out + "]";
  }
  if (v.is_object()) {
    std::string out = "{";
    bool first = true;
    for (const auto& [k, item] : v.items()) {
      out += (first ? "" : ",") + k + ":" + written(item);
      first = false;
    }
    return out + "}";
  }
  return v.dump();
}

}  // namespace

std::string event_line(const nlohmann::json& event) {
  std::string out;
  if (event.contains("player") && event.at("player").is_string()) out = event.at("player").get<std::string>() + " ";
  out += event.value("action", "?");
  for (const auto& [key, v] : event.items())
    if (key != "player" && key != "action") out += " " + key + "=" + written(v);
  return out;
}

nlohmann::json parse_event_line(const std::string& line, const std::vector<std::string>& players,
                                const std::string& to_act) {
  const auto first = line.find_first_not_of(" \t");
  if (first != std::string::npos && line[first] == '{') {
    nlohmann::json e = nlohmann::json::parse(line, nullptr, false);
    if (e.is_discarded() || !e.is_object()) throw std::invalid_argument("malformed JSON event");
    if (!e.contains("player") && !to_act.empty()) e["player"] = to_act;
    return e;
  }
  std::vector<std::string> w = words(line);
  if (w.empty()) throw std::invalid_argument("no event");
  nlohmann::json e = nlohmann::json::object();
  std::size_t i = 0;
  if (std::find(players.begin(), players.end(), w[0]) != players.end()) e["player"] = w[i++];
  else if (!to_act.empty()) e["player"] = to_act;
  else throw std::invalid_argument("nobody is to act: start the event with a player's name");
  if (i >= w.size()) throw std::invalid_argument("no action after the player's name");
  e["action"] = w[i++];
  for (; i < w.size(); ++i) {
    const auto eq = w[i].find('=');
    if (eq == std::string::npos || eq == 0)
      throw std::invalid_argument("\"" + w[i] + "\" is not key=value (as card=7H)");
    e[w[i].substr(0, eq)] = value(w[i].substr(eq + 1));
  }
  return e;
}

}  // namespace referee::judgements
