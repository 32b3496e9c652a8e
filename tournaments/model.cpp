#include "tournaments/model.hpp"

#include <charconv>
#include <stdexcept>

namespace referee::tournaments {

bool plays_in(const Player& p, int round) {
  return p.entry_round <= round && !(p.dropped_from_round && *p.dropped_from_round <= round);
}

Outcome outcome(const MatchResult& r) {
  if (r.wins > r.losses) return Outcome::win;
  if (r.wins < r.losses) return Outcome::loss;
  return Outcome::draw;
}

MatchResult parse_result(std::string_view text) {
  int parts[3] = {0, 0, 0};
  int count = 0;
  const char* p = text.data();
  const char* end = text.data() + text.size();
  while (true) {
    if (count == 3) throw std::invalid_argument("a result has at most three numbers: W-L-D");
    auto [next, ec] = std::from_chars(p, end, parts[count]);
    if (ec != std::errc() || parts[count] < 0)
      throw std::invalid_argument("a result is games won-lost[-drawn], like 2-1 or 2-0-1: '" +
                                  std::string(text) + "'");
    ++count;
    p = next;
    if (p == end) break;
    if (*p != '-') throw std::invalid_argument("a result separates its numbers with '-': '" +
                                               std::string(text) + "'");
    ++p;
  }
  if (count < 2) throw std::invalid_argument("a result needs games won and lost: '" +
                                             std::string(text) + "'");
  // Bounded so sums never overflow; no card or chess match comes near it.
  if (parts[0] > kMaxGamesInMatch || parts[1] > kMaxGamesInMatch || parts[2] > kMaxGamesInMatch ||
      parts[0] + parts[1] + parts[2] > kMaxGamesInMatch)
    throw std::invalid_argument("a match has at most " + std::to_string(kMaxGamesInMatch) + " games: '" +
                                  std::string(text) + "'");
  MatchResult r{parts[0], parts[1], parts[2]};
  if (r.wins + r.losses + r.draws == 0)
    throw std::invalid_argument("a result needs at least one game: '" + std::string(text) + "'");
  return r;
}

std::string to_string(const MatchResult& r) {
  return std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws);
}

int points_for(Outcome o, const PointScheme& s) {
  switch (o) {
    case Outcome::win: return s.win;
    case Outcome::draw: return s.draw;
    case Outcome::loss: return s.loss;
  }
  return 0;
}

}  // namespace referee::tournaments
