#include "tournaments/tables.hpp"

#include <algorithm>

namespace referee::tournaments {
namespace {

int first_balance(const PlayerRecord& r) {
  int balance = 0;
  for (const RoundRecord& rr : r.rounds)
    if (rr.kind == Played::game) balance += rr.first ? 1 : -1;
  return balance;
}

// 1 when the player was first in their latest game, -1 second, 0 no game yet.
int last_seat(const PlayerRecord& r) {
  for (auto it = r.rounds.rbegin(); it != r.rounds.rend(); ++it)
    if (it->kind == Played::game) return it->first ? 1 : -1;
  return 0;
}

}  // namespace

std::vector<Pairing> seat_round(const std::vector<PlayerId>& ranked,
                                const std::vector<std::pair<int, int>>& pairs,
                                std::optional<int> bye, const std::vector<PlayerRecord>& records) {
  std::vector<std::pair<int, int>> ordered;
  for (auto [a, b] : pairs) ordered.emplace_back(std::min(a, b), std::max(a, b));
  std::sort(ordered.begin(), ordered.end());

  std::vector<Pairing> out;
  int table = 0;
  for (auto [better, worse] : ordered) {
    const PlayerRecord& rb = records.at(ranked[better]);
    const PlayerRecord& rw = records.at(ranked[worse]);
    bool better_first = true;
    if (first_balance(rb) != first_balance(rw)) better_first = first_balance(rb) < first_balance(rw);
    else if (last_seat(rb) != last_seat(rw)) better_first = last_seat(rb) < last_seat(rw);
    Pairing p;
    p.table = ++table;
    p.first = ranked[better_first ? better : worse];
    p.second = ranked[better_first ? worse : better];
    out.push_back(p);
  }
  if (bye) {
    Pairing p;
    p.table = 0;
    p.first = ranked[*bye];
    p.result = kByeResult;
    out.push_back(p);
  }
  return out;
}

}  // namespace referee::tournaments
