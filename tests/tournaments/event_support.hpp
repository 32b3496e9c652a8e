// Building events by hand in tests: players by name, rounds as "A-B 1-0" lines.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "tournaments/model.hpp"

namespace referee::tournaments::testing {

inline Event event_of(const std::vector<std::string>& names) {
  Event e;
  for (const std::string& n : names) {
    Player p;
    p.id = static_cast<PlayerId>(e.players.size());
    p.name = n;
    e.players.push_back(p);
  }
  return e;
}

inline PlayerId id_of(const Event& e, const std::string& name) {
  for (const Player& p : e.players)
    if (p.name == name) return p.id;
  throw std::invalid_argument("no player " + name);
}

// One round: "A-B 2-1" is A first against B, result from A's view; "C bye" is a bye.
inline void add_round(Event& e, const std::vector<std::string>& games) {
  Round r;
  r.number = static_cast<int>(e.rounds.size()) + 1;
  for (const std::string& g : games) {
    std::istringstream in(g);
    std::string pair, result;
    in >> pair >> result;
    Pairing p;
    if (result == "bye") {
      p.first = id_of(e, pair);
      p.result = kByeResult;
    } else {
      const auto dash = pair.find('-');
      p.table = static_cast<int>(r.pairings.size()) + 1;
      p.first = id_of(e, pair.substr(0, dash));
      p.second = id_of(e, pair.substr(dash + 1));
      p.result = parse_result(result);
    }
    r.pairings.push_back(p);
  }
  e.rounds.push_back(r);
}

}  // namespace referee::tournaments::testing
