#include "tournaments/operations.hpp"

#include <algorithm>

#include "referee/core/suggest.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/pod_event.hpp"
#include "tournaments/pod_repair.hpp"
#include "tournaments/seeding.hpp"
#include "tournaments/text.hpp"

namespace referee::tournaments {
namespace {

bool round_robin(const EventSettings& s) { return s.system != System::swiss; }


int next_round_number(const Event& e) { return static_cast<int>(e.rounds.size()) + 1; }

std::string round_name(int r) { return "round " + std::to_string(r); }

// "5 rounds are", "1 round is".
std::string rounds_text(int n) { return n == 1 ? "1 round is" : std::to_string(n) + " rounds are"; }

bool last_round_has_results(const Event& e) {
  if (e.rounds.empty()) return false;
  const auto& pairings = e.rounds.back().pairings;
  const auto& pods = e.rounds.back().pods;
  return std::any_of(pairings.begin(), pairings.end(), [](const Pairing& p) { return !p.is_bye() && p.result; }) ||
         std::any_of(pods.begin(), pods.end(), [](const Pod& p) { return p.places.has_value(); });
}

// Round robin: the next Berger round, the order drawn on round 1. A player who dropped has no
// game: the opponent has a bye (a 2-0 win, as for any bye).
Round pair_round_robin(const Event& e, const EventSettings& s, const std::vector<std::optional<int>>& seed_rank,
                       std::vector<PlayerId>& draw_order) {
  const int number = next_round_number(e);
  if (number == 1) {
    std::vector<PlayerId> in;
    for (const Player& p : e.players)
      if (plays_in(p, 1)) in.push_back(p.id);
    if (in.size() < 2) throw EventRefused("a round robin needs at least two players");
    const bool seeded = std::any_of(in.begin(), in.end(), [&](PlayerId p) { return seed_rank.at(p).has_value(); });
    if (seeded)
      std::stable_sort(in.begin(), in.end(), [&](PlayerId a, PlayerId b) {
        return seed_rank.at(a).value_or(1 << 30) < seed_rank.at(b).value_or(1 << 30);
      });
    else
      in = seeded_shuffle(in, s.seed);
    draw_order = in;
  }
  const bool twice = s.system == System::double_round_robin;
  const int total = berger_round_count(static_cast<int>(draw_order.size()), twice);
  if (number > total)
    throw EventRefused("the round robin's " + rounds_text(total) + " all paired");
  const auto left = std::count_if(draw_order.begin(), draw_order.end(),
                                  [&](PlayerId p) { return plays_in(e.players.at(p), number); });
  if (left < 2)
    throw EventRefused(left == 0 ? "nobody is left to pair in " + round_name(number)
                                 : "only one player is left to pair in " + round_name(number));
  Round full = round_robin_round(draw_order, number, twice);
  Round r{number, {}};
  std::vector<Pairing> byes;
  for (Pairing p : full.pairings) {
    const bool first_in = plays_in(e.players.at(p.first), number);
    const bool second_in = p.second && plays_in(e.players.at(*p.second), number);
    if (p.is_bye() || first_in != second_in) {
      const std::optional<PlayerId> who = first_in ? std::optional<PlayerId>(p.first)
                                          : second_in ? p.second : std::nullopt;
      if (who) byes.push_back(Pairing{0, *who, std::nullopt, kByeResult});
    } else if (first_in) {
      p.table = static_cast<int>(r.pairings.size()) + 1;
      r.pairings.push_back(p);
    }
  }
  r.pairings.insert(r.pairings.end(), byes.begin(), byes.end());
  return r;
}

}  // namespace


PlayerNames::PlayerNames(const Event& e) {
  for (const Player& p : e.players) add(p);
}

std::optional<PlayerId> PlayerNames::find_folded(const std::string& name) const {
  const auto it = folded_.find(ascii_lower(name));
  if (it == folded_.end()) return std::nullopt;
  return it->second;
}

void PlayerNames::add(const Player& p) { folded_.emplace(ascii_lower(p.name), p.id); }

std::string checked_name(const Event& e, const PlayerNames& names, const std::string& raw) {
  const std::string name = trim_blanks(raw);
  if (name.empty()) throw EventRefused("a player needs a name");
  if (name.size() > 100) throw EventRefused("a player's name has at most 100 bytes: \"" + name.substr(0, 40) + "...\"");
  if (has_control_chars(name)) throw EventRefused("a player's name has no control characters (tab, newline...)");
  if (!is_utf8(name)) throw EventRefused("a player's name must be UTF-8 text");
  if (const auto same = names.find_folded(name)) {
    const std::string& entered = e.players.at(*same).name;
    throw EventRefused(entered == name ? "\"" + name + "\" is already entered"
                                       : "\"" + name + "\" is already entered as \"" + entered + "\"");
  }
  return name;
}

std::string checked_name(const Event& e, const std::string& raw) { return checked_name(e, PlayerNames(e), raw); }

namespace {

// After the cut no round is left for a newcomer or a returning player: the playoff seats
// only those cut (playoff.hpp).
std::string after_the_cut(const Event& e) {
  return "the cut is made: the Swiss rounds are over and the playoff seats only its top " +
         std::to_string(e.playoff->seeds.size());
}

}  // namespace

Player enter_player(const Event& e, const EventSettings& s, const PlayerNames& names, const std::string& name) {
  if (e.playoff) throw EventRefused(after_the_cut(e) + ", so \"" + name + "\" could not play");
  if (round_robin(s) && !e.rounds.empty())
    throw EventRefused("the round robin is drawn: its schedule has no place for \"" + name + "\"");
  // With every planned round paired, a late arrival can still join the last round by pairing
  // it again (pair --again), as long as none of its games has a result.
  if (s.rounds && static_cast<int>(e.rounds.size()) >= *s.rounds && last_round_has_results(e))
    throw EventRefused("the event's " + rounds_text(*s.rounds) + " all paired and the last has results: \"" + name +
                       "\" could not play");
  Player p;
  p.id = static_cast<PlayerId>(e.players.size());
  p.name = checked_name(e, names, name);
  p.entry_round = next_round_number(e);
  return p;
}

Player enter_player(const Event& e, const EventSettings& s, const std::string& name) {
  return enter_player(e, s, PlayerNames(e), name);
}

PlayerId find_player(const Event& e, const std::string& name) {
  for (const Player& p : e.players)
    if (p.name == name) return p.id;
  std::vector<PlayerId> folded;
  std::vector<std::string> names;
  for (const Player& p : e.players) {
    if (ascii_lower(p.name) == ascii_lower(name)) folded.push_back(p.id);
    names.push_back(p.name);
  }
  if (folded.size() == 1) return folded[0];
  throw EventRefused("no player \"" + name + "\" in the event" + did_you_mean(name, names));
}

int drop_player(Event& e, PlayerId id) {
  Player& p = e.players.at(id);
  if (p.dropped_from_round)
    throw EventRefused(p.name + " has already dropped (from " + round_name(*p.dropped_from_round) + ")");
  // A drop would leave the bracket a player short: leaving the playoff is a conceded match.
  if (still_in_playoff(e, id))
    throw EventRefused(p.name + " is still in the playoff: a player who leaves it concedes, so report their match as lost "
                                "(or the final table with them last) instead of a drop");
  p.dropped_from_round = std::max(next_round_number(e), p.entry_round);
  return *p.dropped_from_round;
}

int reenter_player(Event& e, PlayerId id, const EventSettings& s, const std::vector<PlayerId>& draw_order) {
  Player& p = e.players.at(id);
  if (!p.dropped_from_round) throw EventRefused(p.name + " has not dropped: nothing to re-enter");
  if (e.playoff) throw EventRefused(after_the_cut(e) + ", so " + p.name + " has no round to re-enter");
  // Past the last planned round re-entry only clears the drop (the player may then be paired
  // into the last round again with pair --again).
  const int back = std::max(next_round_number(e), p.entry_round);
  if (round_robin(s) && !draw_order.empty() &&
      std::find(draw_order.begin(), draw_order.end(), id) == draw_order.end())
    throw EventRefused(p.name + " dropped before the round robin was drawn: its schedule has no place for them");
  p.dropped_from_round.reset();
  return back;
}

namespace {

SwissOptions swiss_options(const Event& e, const EventSettings& s, const std::vector<std::optional<int>>& seed_rank) {
  SwissOptions options;
  options.profile = s.profile;
  options.seed = s.seed;
  std::vector<PlayerId> seeded;
  for (const Player& p : e.players)
    if (seed_rank.at(p.id)) seeded.push_back(p.id);
  std::stable_sort(seeded.begin(), seeded.end(), [&](PlayerId a, PlayerId b) { return *seed_rank[a] < *seed_rank[b]; });
  options.seeding = seeded;
  return options;
}

// Every earlier round's results are in: the standings the next round is paired on are known.
void require_earlier_results(const Event& e) {
  for (const Round& r : e.rounds)
    for (const Pairing& p : r.pairings)
      if (!p.result)
        throw EventRefused(round_name(r.number) + ", table " + std::to_string(p.table) +
                           " has no result yet: report it before pairing the next round");
  for (const Round& r : e.rounds)
    for (const Pod& p : r.pods)
      if (!p.places)
        throw EventRefused(round_name(r.number) + ", table " + std::to_string(p.table) +
                           " has no result yet: report it before pairing the next round");
}

// A Swiss round `number` is within the planned rounds and has two players to pair.
void require_swiss_round(const Event& e, const EventSettings& s, int number) {
  if (s.rounds && number > *s.rounds)
    throw EventRefused("the event's " + rounds_text(*s.rounds) + " all paired");
  const auto in = std::count_if(e.players.begin(), e.players.end(), [&](const Player& p) { return plays_in(p, number); });
  if (in < 2)
    throw EventRefused(in == 0 ? "nobody is left to pair in " + round_name(number)
                               : "only one player is left to pair in " + round_name(number));
}

}  // namespace

Round pair_next(const Event& e, const EventSettings& s, const std::vector<std::optional<int>>& seed_rank,
                std::vector<PlayerId>& draw_order, SwissStats* stats) {
  require_earlier_results(e);
  const int number = next_round_number(e);
  if (round_robin(s)) return pair_round_robin(e, s, seed_rank, draw_order);
  require_swiss_round(e, s, number);
  const SwissOptions options = swiss_options(e, s, seed_rank);
  if (s.tables.pods()) return pair_next_pod_round(e, s.tables, options);
  return pair_next_swiss_round(e, options, stats);
}

RepairedRound pair_again(const Event& e, const Round& taken, const EventSettings& s,
                         const std::vector<std::optional<int>>& seed_rank, std::vector<PlayerId>& draw_order) {
  if (round_robin(s)) {
    RepairedRound out;
    out.afresh = true;
    out.round = pair_next(e, s, seed_rank, draw_order);
    return out;
  }
  require_earlier_results(e);
  require_swiss_round(e, s, taken.number);
  if (s.tables.pods()) return repair_pod_round(e, taken, s.tables, swiss_options(e, s, seed_rank));
  return repair_swiss_round(e, taken, swiss_options(e, s, seed_rank));
}

Round take_back_last_round(Event& e) {
  if (e.rounds.empty()) throw EventRefused("no round is paired yet: nothing to re-pair");
  const Round& last = e.rounds.back();
  const auto reported = std::count_if(last.pairings.begin(), last.pairings.end(),
                                      [](const Pairing& p) { return !p.is_bye() && p.result; }) +
                        std::count_if(last.pods.begin(), last.pods.end(), [](const Pod& p) { return p.places.has_value(); });
  if (reported > 0)
    throw EventRefused(round_name(last.number) + " has " + std::to_string(reported) +
                       (reported == 1 ? " result" : " results") +
                       " reported: a round with results is not re-paired (correct results with --reason instead)");
  Round taken = last;
  e.rounds.pop_back();
  // A re-pair usually follows a late drop or a late arrival: a drop or an entry made since the
  // round was paired now takes effect in the round paired again.
  for (Player& p : e.players) {
    if (p.dropped_from_round == taken.number + 1) p.dropped_from_round = taken.number;
    if (p.entry_round == taken.number + 1) p.entry_round = taken.number;
  }
  return taken;
}

const Pairing& table_of(const Event& e, int round, int table) {
  if (round < 1 || round > static_cast<int>(e.rounds.size()))
    throw EventRefused(e.rounds.empty() ? "no round is paired yet"
                                        : "no " + round_name(round) + ": rounds 1 to " +
                                              std::to_string(e.rounds.size()) + " are paired");
  const Round& r = e.rounds[static_cast<std::size_t>(round - 1)];
  std::vector<int> tables;  // not always 1 to n: pair --again keeps table numbers
  for (const Pairing& p : r.pairings)
    if (!p.is_bye()) {
      if (p.table == table) return p;
      tables.push_back(p.table);
    }
  throw EventRefused(round_name(round) + " has no table " + std::to_string(table) + " (" + tables_text(tables) +
                     "; a bye is recorded as 2-0 when the round is paired)");
}

std::string tables_text(std::vector<int> tables) {
  std::sort(tables.begin(), tables.end());
  if (tables.empty()) return "no table";
  std::string out = tables.size() == 1 ? "table " : "tables ";
  for (std::size_t i = 0; i < tables.size(); ++i)
    out += (i == 0 ? "" : i + 1 == tables.size() ? " and " : ", ") + std::to_string(tables[i]);
  return out;
}

void refuse_swiss_change_after_cut(const Event& e, int round) {
  if (e.playoff && round < e.playoff->first_round)
    throw EventRefused("the cut is made: a result of the Swiss rounds is not changed any more (the playoff's seeds "
                       "stand on the standings it was cut from)");
}

ResultChange report_result(Event& e, int round, int table, const MatchResult& result,
                           const std::optional<std::string>& reason) {
  const Pairing& found = table_of(e, round, table);
  if (found.result && *found.result != result) refuse_swiss_change_after_cut(e, round);
  Round& r = e.rounds[static_cast<std::size_t>(round - 1)];
  const auto slot = &found - r.pairings.data();
  Pairing& p = r.pairings[static_cast<std::size_t>(slot)];
  ResultChange change{round, static_cast<int>(slot), p.result, result};
  const std::string where = round_name(round) + ", table " + std::to_string(table);
  if (p.result && *p.result != result && !reason)
    throw EventRefused(where + " already has the result " + to_string(*p.result) +
                       ": to correct it, give the reason (--reason)");
  if (p.result && *p.result == result && reason)
    throw EventRefused(where + " already has the result " + to_string(result) + ": there is nothing to correct");
  if (is_playoff_round(e, round)) {
    // Single elimination: someone goes on (Top cut, issue 23).
    if (outcome(result) == Outcome::draw)
      throw EventRefused(where + " is a playoff match: it cannot end in a draw (" + to_string(result) +
                         "); report the games that decided it");
    if (p.result && outcome(*p.result) != outcome(result) && round < static_cast<int>(e.rounds.size()))
      throw EventRefused(where + ": the winner went on to round " + std::to_string(round + 1) +
                         ", already paired; a correction may change the games, not the winner");
  }
  p.result = result;
  return change;
}

}  // namespace referee::tournaments
