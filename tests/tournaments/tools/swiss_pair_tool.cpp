// swiss_pair_tool: pair_swiss as a filter, for networkx_crosscheck.py (issue 6).
//
// Reads JSON Lines on stdin, one Swiss instance per line (players best-ranked first):
//   {"points":[6,3,3,0],"had_bye":[false,false,true,false],"played":[[0,1],[2,3]]}
// and writes one JSON line per instance, the optimal pairing and its cost (cost_of), keys
// in any order:
//   {"pairs":[[0,2],[1,3]],"bye":null,"cost":{"rematches":0,"bye_rank":0,"squared":18}}
// Blank lines are skipped. Bad input: a message naming the line on stderr, exit 3.
#include <cstdlib>
#include <iostream>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "tournaments/swiss_pairing.hpp"

using referee::tournaments::SwissInput;
using nlohmann::json;

namespace {

// An int from a JSON integer, or nothing (a float, a string, or beyond int's range).
std::optional<int> to_int(const json& v) {
  constexpr long long lo = std::numeric_limits<int>::min(), hi = std::numeric_limits<int>::max();
  if (v.is_number_unsigned()) {  // get<long long> would wrap values above 2^63
    if (v.get<unsigned long long>() > static_cast<unsigned long long>(hi)) return std::nullopt;
  } else if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi) {
    return std::nullopt;
  }
  return static_cast<int>(v.get<long long>());
}

// The instance on one line, checked field by field (nlohmann's own messages are vague).
SwissInput parse(const std::string& line) {
  const json j = json::parse(line);  // json::parse_error on malformed JSON
  if (!j.is_object()) throw std::invalid_argument("not a JSON object");
  for (const char* key : {"points", "had_bye", "played"})
    if (!j.contains(key) || !j[key].is_array())
      throw std::invalid_argument(std::string("\"") + key + "\" must be an array");
  SwissInput in;
  for (const json& p : j["points"]) {
    const auto v = to_int(p);
    if (!v) throw std::invalid_argument("\"points\" must hold integers (int range)");
    in.points.push_back(*v);
  }
  for (const json& b : j["had_bye"]) {
    if (!b.is_boolean()) throw std::invalid_argument("\"had_bye\" must hold booleans");
    in.had_bye.push_back(b.get<bool>());
  }
  if (in.had_bye.size() != in.points.size())
    throw std::invalid_argument("\"points\" and \"had_bye\" differ in length");
  const int n = static_cast<int>(in.points.size());
  for (const json& pr : j["played"]) {
    const auto a = pr.is_array() && pr.size() == 2 ? to_int(pr[0]) : std::nullopt;
    const auto b = pr.is_array() && pr.size() == 2 ? to_int(pr[1]) : std::nullopt;
    if (!a || !b || *a < 0 || *b < 0 || *a >= n || *b >= n || *a == *b)
      throw std::invalid_argument("\"played\" entry " + pr.dump() + " is not two players [a,b]");
    in.played.emplace_back(*a, *b);
  }
  return in;
}

json answer(const SwissInput& in) {
  const auto p = referee::tournaments::pair_swiss(in);
  const auto c = referee::tournaments::cost_of(in, p);
  json pairs = json::array();
  for (auto [a, b] : p.pairs) pairs.push_back({a, b});
  return {{"pairs", pairs},
          {"bye", p.bye ? json(*p.bye) : json(nullptr)},
          {"cost", {{"rematches", c.rematches}, {"bye_rank", c.bye_rank}, {"squared", c.squared}}}};
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  for (long line_no = 1; std::getline(std::cin, line); ++line_no) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    SwissInput in;
    try {
      in = parse(line);
    } catch (const std::exception& e) {  // json::exception derives from std::exception
      std::cerr << "swiss_pair_tool: line " << line_no << ": " << e.what() << '\n';
      return 3;
    }
    try {
      std::cout << answer(in).dump() << '\n';
    } catch (const std::exception& e) {  // e.g. std::overflow_error: weights beyond 64 bits
      std::cerr << "swiss_pair_tool: line " << line_no << ": cannot pair: " << e.what() << '\n';
      return 3;
    }
  }
  std::cout.flush();
  return std::cout ? EXIT_SUCCESS : EXIT_FAILURE;
}
