// Building events by hand in tests: players by name, rounds as "A-B 1-0" lines.
#pragma once

#include <cstdint>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/next_round.hpp"
#include "tournaments/settings.hpp"

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

// Ten players, three Swiss rounds: Ann 9 points; Eve, Dan, Hal, Jon 6; Bob 3 ... Fay 0
// (mtg tiebreaks order the sixes). The playoff tests cut it.
inline Event swiss_of_ten() {
  Event e = event_of({"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"});
  add_round(e, {"Ann-Bob 2-0", "Cid-Dan 0-2", "Eve-Fay 2-0", "Gus-Hal 0-2", "Ivy-Jon 0-2"});
  add_round(e, {"Ann-Dan 2-0", "Eve-Hal 2-0", "Jon-Bob 0-2", "Cid-Gus 0-2", "Fay-Ivy 0-2"});
  add_round(e, {"Ann-Eve 2-0", "Dan-Bob 2-0", "Hal-Ivy 2-0", "Jon-Gus 2-0", "Cid-Fay 2-0"});
  return e;
}

// P1, P2, ... Pn, entered in that order.
inline Event numbered_players(int n) {
  std::vector<std::string> names;
  // Appended, not "P" + std::to_string(...): GCC 12 at -O3 warns falsely on that.
  for (int i = 0; i < n; ++i) names.push_back(std::string("P").append(std::to_string(i + 1)));
  return event_of(names);
}

// A Swiss of `rounds` (none: open-ended) with round 1 drawn by `seed`.
inline EventSettings swiss_settings(std::optional<int> rounds, std::uint64_t seed) {
  EventSettings s;
  s.system = System::swiss;
  s.rounds = rounds;
  s.seed = seed;
  return s;
}

// The EventRefused's message, or "(not refused)". Any other exception fails the test.
template <class F>
std::string refusal(F&& f) {
  try {
    f();
  } catch (const EventRefused& r) {
    return r.what();
  }
  return "(not refused)";
}

}  // namespace referee::tournaments::testing
