#include "tournaments/match_format.hpp"

namespace referee::tournaments {
namespace {

const char* number_word(int n) {
  switch (n) {
    case 1: return "one";
    case 2: return "two";
    case 3: return "three";
    case 5: return "five";
  }
  return "?";
}

}  // namespace

std::optional<int> parse_match_format(std::string_view name) {
  if (name == "any") return 0;
  if (name == "bo1") return 1;
  if (name == "bo3") return 3;
  if (name == "bo5") return 5;
  return std::nullopt;
}

std::string match_format_name(int best_of) { return best_of == 0 ? "any" : "bo" + std::to_string(best_of); }

std::string match_format_words(int best_of) {
  return best_of == 0 ? "any result" : std::string("best of ") + number_word(best_of);
}

// A best of N ends when a player has won (N+1)/2 games; a drawn game counts toward no one's
// wins, so it is played past, and the match may hold more than N games (the MTG Tournament
// Rules' match structure, 2.3: draws do not count toward the games needed to win). A match may
// also end short of that: time called, or a concession. So neither player may pass (N+1)/2
// wins, both may not reach it, and draws are limited only by the match's kMaxGamesInMatch.
std::optional<std::string> match_result_refusal(int best_of, const MatchResult& r) {
  if (best_of == 0) return std::nullopt;
  const int needed = (best_of + 1) / 2;
  const std::string ends = "a " + match_format_words(best_of) + " ends when a player wins " + std::to_string(needed) +
                           (needed == 1 ? " game" : " games");
  if (r.wins > needed || r.losses > needed)
    return to_string(r) + " is not a result of the event's matches: " + ends;
  if (r.wins == needed && r.losses == needed)
    return to_string(r) + " is not a result of the event's matches: " + ends + ", so both cannot";
  return std::nullopt;
}

}  // namespace referee::tournaments
