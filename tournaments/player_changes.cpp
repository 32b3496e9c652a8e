#include "tournaments/player_changes.hpp"

#include <algorithm>
#include <optional>

namespace referee::tournaments {
namespace {

std::string round_text(int r) { return "round " + std::to_string(r); }

bool has_results(const Round& r) {
  return std::any_of(r.pairings.begin(), r.pairings.end(), [](const Pairing& p) { return !p.is_bye() && p.result; }) ||
         std::any_of(r.pods.begin(), r.pods.end(), [](const Pod& p) { return p.places.has_value(); });
}

// Where a player sits in a round: a table of two, a table of more (a Pod) or the bye.
struct HeldSeat {
  std::string text;  // "table 3", "the bye"
  bool bye = false;
  bool reported = false;
};

std::optional<HeldSeat> seat_of(const Round& r, PlayerId id) {
  for (const Pairing& p : r.pairings)
    if (p.first == id || p.second == id)
      return p.is_bye() ? HeldSeat{"the bye", true, true} : HeldSeat{"table " + std::to_string(p.table), false, p.result.has_value()};
  for (const Pod& p : r.pods)
    if (std::find(p.seats.begin(), p.seats.end(), id) != p.seats.end())
      return HeldSeat{"table " + std::to_string(p.table), false, p.places.has_value()};
  return std::nullopt;
}

// A Swiss event's planned rounds all paired with `from` beyond them.
bool past_the_last(const EventSettings& s, int from) { return s.system == System::swiss && s.rounds && from > *s.rounds; }

}  // namespace

std::string drop_effect(const Event& e, const EventSettings& s, PlayerId id) {
  const Player& p = e.players.at(id);
  const int from = p.dropped_from_round.value_or(0);
  std::string out = p.name + " dropped: ";
  // After the cut only those still in the playoff play on, and they cannot drop (drop_player).
  if (e.playoff) return out + "the Swiss rounds are over and they are not in the playoff; the drop is recorded";
  const Round* last = e.rounds.empty() ? nullptr : &e.rounds.back();
  // A seat in the latest round, while the game there is still to be played.
  std::optional<HeldSeat> seat = last && last->number == from - 1 ? seat_of(*last, id) : std::nullopt;
  if (seat && !has_results(*last))
    out += "still seated in " + round_text(last->number) + " (" + seat->text + "), which has no result yet: " +
           "'referee event pair --again' pairs " + round_text(last->number) + " again without them";
  else if (seat && !seat->bye && !seat->reported)
    out += "plays out " + round_text(last->number) + " (" + seat->text + ")";
  else
    seat.reset();
  if (seat) out += past_the_last(s, from) ? "; " + round_text(last->number) + " is the event's last" : "; not paired from " + round_text(from);
  else out += past_the_last(s, from) ? "the event's rounds are all paired; the drop is recorded" : "not paired from " + round_text(from);
  return out;
}

std::string reenter_effect(const Event& e, const EventSettings& s, PlayerId id) {
  const Player& p = e.players.at(id);
  const int from = std::max(static_cast<int>(e.rounds.size()) + 1, p.entry_round);
  std::string out = p.name + " re-entered: ";
  const Round* last = e.rounds.empty() ? nullptr : &e.rounds.back();
  const bool open_last = last && !has_results(*last) && !seat_of(*last, id);
  if (past_the_last(s, from))
    return out + (open_last ? "the event's rounds are all paired, and " + round_text(last->number) +
                                  " has no result yet: 'referee event pair --again' pairs it again with them"
                            : "the event's rounds are all paired and played: there is no round left for them");
  out += "paired again from " + round_text(from);
  if (open_last)
    out += " (" + round_text(last->number) + " is paired without them and has no result yet: 'referee event pair --again' pairs it again with them)";
  return out;
}

}  // namespace referee::tournaments
