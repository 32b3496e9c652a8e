// What every `referee event` subcommand shares: the event file opened in one transaction,
// SQLite's failures turned into the program's error kinds, and the match result a set of
// validated transcripts adds up to.
#pragma once

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "referee/cli/options.hpp"
#include "tournaments/store/event_store.hpp"

namespace referee::cli::event_file {

// Runs `f(store, event)` in one write transaction and commits when it returns: a refusal or
// any error leaves the file exactly as it was.
// SQLite failures as the CLI reports them: a file held by another writer for over 10 s is a
// refusal (try again), anything else an input error naming the file.
[[noreturn]] void rethrow_storage_error(const std::string& path, const tournaments::sqlite::SqliteError& e);

// Runs `f(store, event)` in one write transaction and commits when it returns: a refusal or
// any error leaves the file exactly as it was.
template <class F>
auto write(const std::string& path, F&& f) {
  try {
    tournaments::EventStore store(path);
    auto tx = store.write();
    tournaments::StoredEvent ev = store.load();
    if constexpr (std::is_void_v<decltype(f(store, ev))>) {
      f(store, ev);
      tx.commit();
    } else {
      auto out = f(store, ev);
      tx.commit();
      return out;
    }
  } catch (const tournaments::sqlite::SqliteError& e) {
    rethrow_storage_error(path, e);
  }
}

// --reason, when given: a UsageError when blank, since the log keeps it as the why.
std::optional<std::string> reason_option(const po::variables_map& vm);

// The event as of the last commit (a consistent snapshot while another command writes), read
// through a read-only connection: reading never changes the file.
tournaments::StoredEvent read(const std::string& path);

// The match that `files` (one transcript a game, in order) add up to, from `first`'s view.
// Each is validated under the event's ruling profile: it must be a finished, legal game of the
// event's game between exactly the table's two players. InputError for an unreadable file,
// refusal (exit 4) for an illegal, unfinished or foreign game.
tournaments::MatchResult match_of_transcripts(const std::vector<std::string>& files,
                                              const tournaments::StoredEvent& ev, const std::string& first,
                                              const std::string& second);

// The places at `pod` (per seat) that one finished transcript of the table's game gives:
// validated as match_of_transcripts does, its players exactly the table's; the winners first
// (shared when several, or everyone for a drawn game), the others by the game's score (higher
// first, equal scores tied), all tied after the winners when the game keeps no score.
std::vector<int> places_of_transcript(const std::vector<std::string>& files, const tournaments::StoredEvent& ev,
                                      const tournaments::Pod& pod);

}  // namespace referee::cli::event_file
