#include "tournaments/next_round.hpp"

#include <algorithm>
#include <unordered_map>

#include "tournaments/records.hpp"
#include "tournaments/seeding.hpp"
#include "tournaments/tables.hpp"

namespace referee::tournaments {
namespace {

void require_results(const Event& e) {
  for (const Round& r : e.rounds)
    for (const Pairing& p : r.pairings)
      if (!p.result)
        throw EventRefused("round " + std::to_string(r.number) + ", table " +
                           std::to_string(p.table) + ": no result yet");
}

}  // namespace

std::vector<PlayerId> round_one_order(const std::vector<PlayerId>& active,
                                      const SwissOptions& options) {
  if (options.seeding.empty()) return seeded_shuffle(active, options.seed);
  std::vector<PlayerId> order;
  for (PlayerId p : options.seeding)
    if (std::find(active.begin(), active.end(), p) != active.end() &&
        std::find(order.begin(), order.end(), p) == order.end())
      order.push_back(p);
  for (PlayerId p : active)
    if (std::find(order.begin(), order.end(), p) == order.end()) order.push_back(p);
  return order;
}

Round pair_next_swiss_round(const Event& e, const SwissOptions& options, SwissStats* stats) {
  require_results(e);
  const int number = static_cast<int>(e.rounds.size()) + 1;
  std::vector<PlayerId> active;
  for (const Player& p : e.players)
    if (plays_in(p, number)) active.push_back(p.id);
  if (active.empty()) throw EventRefused("nobody left to pair in round " + std::to_string(number));
  const std::vector<PlayerRecord> records = player_records(e);

  Round round;
  round.number = number;
  if (number == 1) {
    const std::vector<PlayerId> order = round_one_order(active, options);
    const int half = static_cast<int>(order.size()) / 2;
    std::vector<std::pair<int, int>> pairs;
    for (int i = 0; i < half; ++i) pairs.emplace_back(i, i + half);
    std::optional<int> bye;
    if (order.size() % 2 == 1) bye = static_cast<int>(order.size()) - 1;
    round.pairings = seat_round(order, pairs, bye, records);
    return round;
  }

  // Later rounds: the players still in, in standings order.
  const RankedSwissInput ranked =
      ranked_swiss_input(e, options.profile, records, [&](PlayerId p) { return plays_in(e.players.at(p), number); });
  const SwissPairs pairs = pair_swiss(ranked.in, stats);
  round.pairings = seat_round(ranked.ranked, pairs.pairs, pairs.bye, records);
  return round;
}

RankedSwissInput ranked_swiss_input(const Event& e, TiebreakProfile profile, const std::vector<PlayerRecord>& records,
                                    const std::function<bool(PlayerId)>& include) {
  RankedSwissInput out;
  std::unordered_map<PlayerId, int> rank_of;
  for (const Standing& s : standings(e, profile)) {
    if (!include(s.player)) continue;
    rank_of[s.player] = static_cast<int>(out.ranked.size());
    out.ranked.push_back(s.player);
    out.in.points.push_back(s.points);
    const auto& rounds = records.at(s.player).rounds;
    out.in.had_bye.push_back(std::any_of(rounds.begin(), rounds.end(),
                                         [](const RoundRecord& r) { return r.kind == Played::bye; }));
  }
  for (PlayerId p : out.ranked)
    for (const RoundRecord& r : records.at(p).rounds)
      if (r.kind == Played::game && p < *r.opponent && rank_of.count(*r.opponent))
        out.in.played.emplace_back(rank_of[p], rank_of[*r.opponent]);
  return out;
}

Round round_robin_round(const std::vector<PlayerId>& draw_order, int round, bool twice) {
  const std::vector<BergerRound> schedule = berger_schedule(static_cast<int>(draw_order.size()), twice);
  if (round < 1 || round > static_cast<int>(schedule.size()))
    throw EventRefused("the round robin has " + std::to_string(schedule.size()) + " rounds");
  Round r;
  r.number = round;
  int table = 0;
  for (const BergerGame& g : schedule[round - 1]) {
    Pairing p;
    p.first = draw_order.at(g.white - 1);
    if (g.black == 0) p.result = kByeResult;  // the bye: listed last, no table
    else {
      p.table = ++table;
      p.second = draw_order.at(g.black - 1);
    }
    r.pairings.push_back(p);
  }
  return r;
}

}  // namespace referee::tournaments
