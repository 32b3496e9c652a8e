#include "referee/cli/event_support.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <filesystem>

#include "referee/core/errors.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/validation.hpp"
#include "referee/core/rulings.hpp"
#include "tournaments/operations.hpp"

namespace referee::cli::event_file {
namespace {

// The event's ruling profile governs its games: a transcript that chooses another option of
// any ruling (in its own "rulings") was played under other rules, and its result is not the
// event's to take.
void refuse_other_rulings(const std::string& file, const Game& game, const Rulings& event_rulings) {
  const JsonDocument doc = sheet::read_transcript_file(file, builtin_games());
  if (!doc.root.is_object() || !doc.root.contains("rulings")) return;
  // The transcript's own choices, not overridden by the event's: those are what it was played under.
  const auto theirs = document_rulings(game.catalogue(), doc, nullptr);
  for (std::size_t i = 0; i < game.catalogue().size(); ++i) {
    const RulingSpec& spec = game.catalogue().at(i);
    if (theirs->choice(i) != event_rulings.choice(i))
      throw tournaments::EventRefused(
          file + " was played with " + spec.id + " = " + spec.options.at(static_cast<std::size_t>(theirs->choice(i))).id +
          ", the event rules " + spec.options.at(static_cast<std::size_t>(event_rulings.choice(i))).id +
          ": its result cannot count for the event");
  }
}

// A transcript validated as the event's game under the event's rulings: refused when it is
// another game's, played under other rulings, or not legal.
ValidationReport validated(const std::string& file, const tournaments::StoredEvent& ev,
                           const std::optional<JsonDocument>& profile, const Game& game, const Rulings& event_rulings) {
  ValidationReport r = validate_file(file, builtin_games(), profile ? &*profile : nullptr);
  if (r.error) throw *r.error;
  if (r.game != ev.settings.game)
    throw tournaments::EventRefused(file + " is a game of " + r.game + ", the event plays " + ev.settings.game);
  refuse_other_rulings(file, game, event_rulings);
  if (r.violation)
    throw tournaments::EventRefused(file + " is not a legal game (event " + std::to_string(r.violation->event) +
                                    ": " + r.violation->reason + "); 'referee validate " + file + "' says more");
  return r;
}

}  // namespace

std::optional<std::string> reason_option(const po::variables_map& vm) {
  if (!vm.count("reason")) return std::nullopt;
  const std::string reason = vm["reason"].as<std::string>();
  if (reason.find_first_not_of(" \t\r\n") == std::string::npos)
    throw UsageError("--reason is empty: say why, the log keeps it");
  if (!tournaments::is_utf8(reason)) throw UsageError("--reason must be UTF-8 text");
  // One line of the log, printed to terminals: no newline, no escape sequence.
  if (tournaments::has_control_chars(reason)) throw UsageError("--reason: no control characters (tab, newline, escape...)");
  return reason;
}

tournaments::StoredEvent read(const std::string& path) {
  try {
    tournaments::EventStore store(path, tournaments::EventStore::Access::read_only);
    auto tx = store.read();
    return store.load();
  } catch (const tournaments::sqlite::SqliteError& e) {
    rethrow_storage_error(path, e);
  }
}

void rethrow_storage_error(const std::string& path, const tournaments::sqlite::SqliteError& e) {
  const int sqlite_code = e.code;
  if (sqlite_code == SQLITE_BUSY || sqlite_code == SQLITE_LOCKED)
    throw RefusedError(path + " is busy: another command has been writing to it for over 10 seconds; try again");
  if (sqlite_code == SQLITE_READONLY) throw InputError(Location{path}, "the event file is read-only here");
  if (sqlite_code == SQLITE_FULL) throw InputError(Location{path}, "the disk is full: nothing was written");
  if (sqlite_code == SQLITE_CORRUPT || sqlite_code == SQLITE_NOTADB)
    throw InputError(Location{path}, std::string("damaged event file: ") + e.what());
  throw InputError(Location{path}, std::string("cannot use the event file: ") + e.what());
}

tournaments::MatchResult match_of_transcripts(const std::vector<std::string>& files,
                                              const tournaments::StoredEvent& ev, const std::string& first,
                                              const std::string& second) {
  std::optional<JsonDocument> profile;
  if (!ev.settings.rulings.empty()) profile = parse_json(ev.settings.rulings, "the event's ruling profile");
  if (files.size() > static_cast<std::size_t>(tournaments::kMaxGamesInMatch))
    throw UsageError("at most " + std::to_string(tournaments::kMaxGamesInMatch) + " transcripts make a match");
  const Game& game = game_option(ev.settings.game);
  Rulings event_rulings(game.catalogue());
  if (profile) event_rulings.apply_profile(*profile, "");
  tournaments::MatchResult match;
  std::vector<std::filesystem::path> seen;
  for (const std::string& file : files) {
    std::error_code ec;
    const std::filesystem::path same = std::filesystem::weakly_canonical(file, ec);
    if (std::find(seen.begin(), seen.end(), same) != seen.end())
      throw UsageError("--transcript " + file + " is given twice");
    seen.push_back(same);
    const ValidationReport r = validated(file, ev, profile, game, event_rulings);
    if (r.players.size() != 2 ||
        !((tournaments::ascii_lower(r.players[0]) == tournaments::ascii_lower(first) && tournaments::ascii_lower(r.players[1]) == tournaments::ascii_lower(second)) ||
          (tournaments::ascii_lower(r.players[0]) == tournaments::ascii_lower(second) && tournaments::ascii_lower(r.players[1]) == tournaments::ascii_lower(first))))
      throw tournaments::EventRefused(file + " is a game of " +
                                      (r.players.empty() ? std::string("nobody") : r.players[0]) +
                                      (r.players.size() > 1 ? " and " + r.players[1] : std::string()) +
                                      ", not of this table's " + first + " and " + second);
    if (!r.result || r.result->status == GameStatus::in_progress)
      throw tournaments::EventRefused(file + ": the game is not over, so it has no result to report");
    if (r.result->status == GameStatus::drawn || r.result->winners.size() != 1) {
      ++match.draws;
      continue;
    }
    const bool first_won = tournaments::ascii_lower(r.players.at(static_cast<std::size_t>(r.result->winners[0]))) == tournaments::ascii_lower(first);
    ++(first_won ? match.wins : match.losses);
  }
  return match;
}

}  // namespace referee::cli::event_file

namespace referee::cli::event_file {

std::vector<int> places_of_transcript(const std::vector<std::string>& files, const tournaments::StoredEvent& ev,
                                      const tournaments::Pod& pod) {
  namespace tn = tournaments;
  if (files.size() != 1) throw UsageError("a table of more than two plays one game: give one --transcript");
  const std::string& file = files[0];
  std::optional<JsonDocument> profile;
  if (!ev.settings.rulings.empty()) profile = parse_json(ev.settings.rulings, "the event's ruling profile");
  const Game& game = game_option(ev.settings.game);
  Rulings event_rulings(game.catalogue());
  if (profile) event_rulings.apply_profile(*profile, "");
  const ValidationReport r = validated(file, ev, profile, game, event_rulings);
  // The transcript's seats, as the table's: the same players, any order, case aside.
  std::vector<std::size_t> seat_of;
  std::string seated, theirs;
  for (tn::PlayerId p : pod.seats) seated += (seated.empty() ? "" : ", ") + ev.event.players.at(p).name;
  for (const std::string& name : r.players) {
    theirs += (theirs.empty() ? "" : ", ") + name;
    for (std::size_t i = 0; i < pod.seats.size(); ++i)
      if (tn::ascii_lower(ev.event.players.at(pod.seats[i]).name) == tn::ascii_lower(name) &&
          std::find(seat_of.begin(), seat_of.end(), i) == seat_of.end())
        seat_of.push_back(i);
  }
  if (seat_of.size() != r.players.size() || r.players.size() != pod.seats.size())
    throw tn::EventRefused(file + " is a game of " + (theirs.empty() ? std::string("nobody") : theirs) +
                           ", not of this table's " + seated);
  if (!r.result || r.result->status == GameStatus::in_progress)
    throw tn::EventRefused(file + ": the game is not over, so it has no result to report");
  const GameResult& result = *r.result;
  // The winners share first place (a drawn game: everyone). The others follow by the game's
  // score at the end (points or life: more is better), equal scores tied; with no scores they
  // all tie for the place after the winners.
  const std::size_t n = pod.seats.size();
  std::vector<bool> won(n, result.status == GameStatus::drawn);
  for (int w : result.winners) won.at(static_cast<std::size_t>(w)) = true;
  auto score = [&](std::size_t transcript_seat) {
    return result.scores.size() == n ? result.scores[transcript_seat] : 0LL;
  };
  std::vector<int> places(n, 0);
  for (std::size_t t = 0; t < n; ++t) {
    int ahead = 0;  // players placed before this one
    for (std::size_t u = 0; u < n; ++u)
      if (u != t && !won[t] && (won[u] || score(u) > score(t))) ++ahead;
    places[seat_of[t]] = ahead + 1;
  }
  return places;
}

}  // namespace referee::cli::event_file
