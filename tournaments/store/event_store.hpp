// The event file (architecture.md, "SQLite event store"): one SQLite file per event, holding
// the settings, the players, every round's pairings and results, and a journal of every
// operation with its reason.
//
// Crash safety comes from SQLite, used so: each `referee event` command is one IMMEDIATE
// transaction (read the event, decide, write, journal, commit), so a killed process leaves the
// last committed state; the file is in WAL mode with synchronous=FULL, so a commit that
// returned is on disk, and readers (standings in another terminal) see the last commit while
// a writer works.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/settings.hpp"
#include "tournaments/store/sqlite.hpp"

namespace referee::tournaments {

// The event as stored: the model plus what only the store keeps.
struct StoredEvent {
  EventSettings settings;
  Event event;
  std::vector<std::optional<int>> seed_rank;  // per player: 1 = top seed (round 1), or none
  std::vector<PlayerId> draw_order;           // round robin: draw number i+1; empty until drawn
};

struct JournalEntry {
  int seq = 0;
  std::string at;         // UTC, ISO 8601
  std::string operation;  // "create", "add", "drop", "pair", "report", "correct", "repair"...
  std::string detail;     // JSON
  std::optional<std::string> reason;
};

class EventStore {
 public:
  // 2 since issue 23 (tables of more than two). A version-1 file is migrated once, in one
  // transaction, when opened read_write; opened read_only it is read as it is (an event of
  // two a table), and its bytes stay as they were.
  static constexpr int kSchemaVersion = 2;

  // A new event file. RefusedError if `path` exists: an event is never overwritten.
  static void create(const std::string& path, const EventSettings& settings);
  // An existing event file, opened as untrusted (untrusted.hpp). InputError naming the file
  // when it is missing, not a referee event, damaged, from a newer referee, or with a schema
  // other than the one create() writes (an extra trigger, view, index or table, a table
  // defined otherwise).
  //
  // read_only: SQLITE_OPEN_READONLY, for commands that only read (standings, pairings, export,
  // log): the file's bytes are never changed. Where a WAL reader cannot make its -wal and -shm
  // files beside the event (a read-only folder), a temporary copy is read instead.
  enum class Access { read_write, read_only };
  explicit EventStore(const std::string& path, Access access = Access::read_write);
  ~EventStore();
  EventStore(const EventStore&) = delete;
  EventStore& operator=(const EventStore&) = delete;

  sqlite::Transaction read() { return sqlite::Transaction(*db_, sqlite::Transaction::Kind::read); }
  sqlite::Transaction write() { return sqlite::Transaction(*db_, sqlite::Transaction::Kind::write); }

  // Inside a transaction.
  StoredEvent load();
  std::vector<JournalEntry> journal();

  void add_player(const Player& p, std::optional<int> seed_rank);
  void update_player(const Player& p);  // entry round and dropped-from round
  void set_draw_order(const std::vector<PlayerId>& order);  // replaces the draw (empty: none)
  void insert_round(const Round& r);
  void delete_round(int number);
  // The places reported at table `table` of round `round` (an event of pods), per seat.
  void set_places(int round, int table, const std::vector<int>& places);
  // The result of the pairing at `slot` (its index in Round::pairings) of round `round`.
  void set_result(int round, int slot, const MatchResult& r);
  // The cut (its first round is inserted with insert_round).
  void set_playoff(const Playoff& p);
  void log(const std::string& operation, const nlohmann::json& detail,
           const std::optional<std::string>& reason = std::nullopt);

  const std::string& path() const { return path_; }
  bool read_only() const;                            // the connection cannot write
  bool reading_a_copy() const { return !copy_.empty(); }
  int schema_version() const { return version_; }  // as the file is now (after any migration)

 private:
  void verify();  // what the constructor checks; SqliteError when SQLite cannot read
  void migrate_to_2();
  void load_pod_settings(TableSettings& t);
  int load_match_format();
  void load_seats(Event& e);
  void load_playoff(Event& e);

  std::string path_;
  std::string copy_;  // the temporary folder holding a copy being read, or empty
  std::unique_ptr<sqlite::Database> db_;
  int version_ = kSchemaVersion;
};

}  // namespace referee::tournaments
