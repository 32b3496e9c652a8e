// The SQLite event file (architecture.md, "SQLite event store"): what is written is read back
// exactly, a failed command leaves the file as it was, readers see the last commit while a
// writer works, and files that are not (or not yet) ours are refused by name.
#include <sqlite3.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>

#include "referee/core/errors.hpp"
#include "tournaments/store/event_store.hpp"
#include "tournaments/store/schema.hpp"
#include "tournaments/store/untrusted.hpp"

namespace test_event_store {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

namespace tn = referee::tournaments;
namespace fs = std::filesystem;

namespace {

// A fresh path in the temporary directory, removed (with SQLite's -wal and -shm) at the end.
struct TempEvent {
  fs::path path;
  TempEvent() {
    std::random_device rd;
    path = fs::temp_directory_path() / ("referee-store-test-" + std::to_string(rd()) + std::to_string(rd()) + ".db");
  }
  ~TempEvent() {
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path.string() + suffix, ec);
  }
  std::string str() const { return path.string(); }
};

tn::EventSettings settings() {
  tn::EventSettings s;
  s.name = "Spring Open, \"day 1\"";
  s.game = "draw-of-faith";
  s.system = tn::System::swiss;
  s.rounds = 5;
  s.profile = tn::TiebreakProfile::pokemon;
  s.seed = std::numeric_limits<std::uint64_t>::max();
  s.late_entry = tn::LateEntry::nothing;
  s.rulings = R"({"dof.fusion.materials-zone":"hand-or-field"})";
  return s;
}

tn::Player player(int id, const std::string& name, int entry = 1) {
  tn::Player p;
  p.id = id;
  p.name = name;
  p.entry_round = entry;
  return p;
}

// Raw SQL on the file, as another program (or a damaged disk) would.
void sql(const std::string& path, const std::string& statement) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
  char* error = nullptr;
  const int rc = sqlite3_exec(db, statement.c_str(), nullptr, nullptr, &error);
  const std::string message = error ? error : "";
  sqlite3_free(error);
  sqlite3_close(db);
  REQUIRE(message == "");
  REQUIRE(rc == SQLITE_OK);
}

bool untrusted_schema_ok(const std::string& path) {
  tn::EventStore store(path);
  auto tx = store.read();
  return store.load().settings.name == settings().name;
}

std::string input_error_of(const std::string& path) {
  try {
    tn::EventStore store(path);
  } catch (const referee::InputError& e) {
    CHECK(e.where().file == path);
    return e.message();
  }
  return "(no error)";
}

// What loading the event at `path` (read-only) reports, or "(no error)".
std::string load_error_of(const std::string& path) {
  try {
    tn::EventStore store(path, tn::EventStore::Access::read_only);
    auto tx = store.read();
    store.load();
  } catch (const referee::InputError& e) {
    return e.message();
  }
  return "(no error)";
}

// Players P0 ... P(n-1), entered from round 1.
void add_players(tn::EventStore& store, int n) {
  for (int i = 0; i < n; ++i) store.add_player(player(i, "P" + std::to_string(i)), std::nullopt);
}

}  // namespace

TEST_CASE("event store: settings, players, rounds, results and draw order read back as written", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  tn::EventStore store(file.str());
  {
    auto tx = store.write();
    store.add_player(player(0, "Ann"), 1);
    store.add_player(player(1, "Zoë"), std::nullopt);
    store.add_player(player(2, "Carl", 2), std::nullopt);
    tn::Player dropped = player(1, "Zoë");
    dropped.dropped_from_round = 3;
    store.update_player(dropped);
    store.set_draw_order({2, 0, 1});
    tn::Round r{1, {tn::Pairing{1, 0, 1, std::nullopt}, tn::Pairing{0, 2, std::nullopt, tn::kByeResult}}};
    store.insert_round(r);
    store.set_result(1, 0, tn::MatchResult{2, 0, 1});
    store.log("report", {{"round", 1}}, std::string("slip"));
    tx.commit();
  }
  auto tx = store.read();
  const tn::StoredEvent ev = store.load();
  const tn::EventSettings want = settings();
  CHECK(ev.settings.name == want.name);
  CHECK(ev.settings.game == want.game);
  CHECK(ev.settings.system == tn::System::swiss);
  CHECK(ev.settings.rounds == 5);
  CHECK(ev.settings.profile == tn::TiebreakProfile::pokemon);
  CHECK(ev.settings.seed == std::numeric_limits<std::uint64_t>::max());
  CHECK(ev.settings.late_entry == tn::LateEntry::nothing);
  CHECK(ev.event.late_entry == tn::LateEntry::nothing);
  CHECK(ev.settings.rulings == want.rulings);
  REQUIRE(ev.event.players.size() == 3);
  CHECK(ev.event.players[1].name == "Zoë");
  CHECK(ev.event.players[1].dropped_from_round == 3);
  CHECK(ev.event.players[2].entry_round == 2);
  CHECK(ev.seed_rank == std::vector<std::optional<int>>{1, std::nullopt, std::nullopt});
  CHECK(ev.draw_order == std::vector<tn::PlayerId>{2, 0, 1});
  REQUIRE(ev.event.rounds.size() == 1);
  const auto& pairings = ev.event.rounds[0].pairings;
  REQUIRE(pairings.size() == 2);
  CHECK(pairings[0].table == 1);
  CHECK(pairings[0].second == 1);
  CHECK(pairings[0].result == tn::MatchResult{2, 0, 1});
  CHECK(pairings[1].is_bye());
  CHECK(pairings[1].result == tn::kByeResult);
  const auto journal = store.journal();
  REQUIRE(journal.size() == 2);  // create, then the report
  CHECK(journal[0].operation == "create");
  CHECK(journal[1].operation == "report");
  CHECK(journal[1].reason == "slip");
  CHECK(nlohmann::json::parse(journal[1].detail)["round"] == 1);
}

TEST_CASE("event store: a round taken back is gone, and the next one takes its number", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  tn::EventStore store(file.str());
  auto tx = store.write();
  store.add_player(player(0, "Ann"), std::nullopt);
  store.add_player(player(1, "Bob"), std::nullopt);
  store.insert_round(tn::Round{1, {tn::Pairing{1, 0, 1, std::nullopt}}});
  store.delete_round(1);
  store.insert_round(tn::Round{1, {tn::Pairing{1, 1, 0, std::nullopt}}});
  const tn::StoredEvent ev = store.load();
  REQUIRE(ev.event.rounds.size() == 1);
  CHECK(ev.event.rounds[0].pairings.at(0).first == 1);
}

TEST_CASE("event store: a command that fails half-way leaves the file as it was", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  {
    tn::EventStore store(file.str());
    try {
      auto tx = store.write();
      store.add_player(player(0, "Ann"), std::nullopt);
      store.log("add", {{"players", {"Ann"}}});
      throw std::runtime_error("the command fails before it commits");
    } catch (const std::runtime_error&) {
    }
  }
  tn::EventStore again(file.str());
  auto tx = again.read();
  CHECK(again.load().event.players.empty());
  CHECK(again.journal().size() == 1);  // only "create"
}

TEST_CASE("event store: the schema refuses what the model never writes", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  tn::EventStore store(file.str());
  auto tx = store.write();
  store.add_player(player(0, "Ann"), std::nullopt);
  // A second player of the same name, a result for a pairing that does not exist.
  CHECK_THROWS_AS(store.add_player(player(1, "Ann"), std::nullopt), tn::sqlite::SqliteError);
  CHECK_THROWS_AS(store.set_result(4, 0, tn::MatchResult{1, 0, 0}), std::logic_error);
  // A pairing naming a player who is not entered (foreign key).
  CHECK_THROWS_AS(store.insert_round(tn::Round{1, {tn::Pairing{1, 0, 7, std::nullopt}}}), tn::sqlite::SqliteError);
}

TEST_CASE("event store: a reader sees the last commit while a writer works, then the new one", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  tn::EventStore writer(file.str());
  tn::EventStore reader(file.str());
  auto tx = writer.write();
  writer.add_player(player(0, "Ann"), std::nullopt);
  {
    // WAL: the reader neither waits for the writer nor sees its uncommitted player.
    auto read = reader.read();
    CHECK(reader.load().event.players.empty());
  }
  tx.commit();
  auto read = reader.read();
  CHECK(reader.load().event.players.size() == 1);
}

TEST_CASE("event store: the file is in WAL mode with full synchronous commits", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  tn::EventStore store(file.str());
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(file.str().c_str(), &db) == SQLITE_OK);
  sqlite3_stmt* stmt = nullptr;
  REQUIRE(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &stmt, nullptr) == SQLITE_OK);
  REQUIRE(sqlite3_step(stmt) == SQLITE_ROW);
  CHECK(std::string(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0))) == "wal");
  sqlite3_finalize(stmt);
  sqlite3_close(db);
}

TEST_CASE("event store: an existing file is never overwritten by create", "[store]") {
  TempEvent file;
  { std::ofstream(file.str()) << "the organizer's notes"; }
  CHECK_THROWS_AS(tn::EventStore::create(file.str(), settings()), referee::RefusedError);
  std::ifstream in(file.str());
  std::string text;
  std::getline(in, text);
  CHECK(text == "the organizer's notes");
}

TEST_CASE("event store: files that are not referee events are refused by name", "[store]") {
  TempEvent file;
  CHECK(input_error_of(file.str()).find("no such event file") != std::string::npos);

  { std::ofstream(file.str()) << "name,seed\nAnn,1\n"; }
  CHECK(input_error_of(file.str()).find("not an SQLite database") != std::string::npos);
  fs::remove(file.path);

  sql(file.str(), "CREATE TABLE notes (x TEXT)");
  CHECK(input_error_of(file.str()).find("not a referee event file") != std::string::npos);
}

TEST_CASE("event store: a file from a newer referee is refused, not misread", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  sql(file.str(), "PRAGMA user_version = " + std::to_string(tn::EventStore::kSchemaVersion + 1));
  CHECK(input_error_of(file.str()).find("made by a newer referee") != std::string::npos);
}

TEST_CASE("event store: damaged contents are reported, not trusted", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  SECTION("player ids with a gap") {
    sql(file.str(), "INSERT INTO players (id, name, entry_round) VALUES (0, 'Ann', 1), (5, 'Bob', 1)");
  }
  SECTION("an unknown tiebreak profile") {
    sql(file.str(), "PRAGMA ignore_check_constraints = ON; UPDATE event SET tiebreaks = 'elo'");
  }
  SECTION("a player's name that is not UTF-8 (every JSON output would fail on it)") {
    sql(file.str(), "INSERT INTO players (id, name, entry_round) VALUES (0, CAST(X'9E416E6E' AS TEXT), 1)");
  }
  SECTION("a player's name with a terminal escape") {
    sql(file.str(), "INSERT INTO players (id, name, entry_round) VALUES (0, char(27) || '[2JAnn', 1)");
  }
  SECTION("an event name that is not UTF-8") {
    sql(file.str(), "UPDATE event SET name = CAST(X'9E' AS TEXT)");
  }
  SECTION("an event name with a terminal escape (printed atop every standings)") {
    sql(file.str(), "UPDATE event SET name = 'Open' || char(27) || '[2J'");
  }
  SECTION("a player seated twice in one round (no result could ever be reported)") {
    sql(file.str(), "INSERT INTO players (id, name, entry_round) VALUES (0, 'Ann', 1), (1, 'Bob', 1), (2, 'Cid', 1);"
                    "INSERT INTO pairings (round, slot, table_no, first, second) VALUES (1, 0, 1, 0, 1), (1, 1, 2, 0, 2)");
  }
  SECTION("a round missing from the sequence") {
    sql(file.str(), "INSERT INTO players (id, name, entry_round) VALUES (0, 'Ann', 1), (1, 'Bob', 1);"
                    "INSERT INTO pairings (round, slot, table_no, first, second) VALUES (2, 0, 1, 0, 1)");
  }
  SECTION("a round numbered 0 (found by fuzz_event_file: it was read as the round before round 1)") {
    sql(file.str(), "INSERT INTO players (id, name, entry_round) VALUES (0, 'Ann', 1), (1, 'Bob', 1);"
                    "PRAGMA ignore_check_constraints = ON;"
                    "INSERT INTO pairings (round, slot, table_no, first, second) VALUES (0, 0, 1, 0, 1)");
  }
  SECTION("a result no match can have (standings would sum it)") {
    sql(file.str(), "INSERT INTO players (id, name, entry_round) VALUES (0, 'Ann', 1), (1, 'Bob', 1);"
                    "PRAGMA ignore_check_constraints = ON;"
                    "INSERT INTO pairings (round, slot, table_no, first, second, wins, losses, draws) "
                    "VALUES (1, 0, 1, 0, 1, 2000000000, 2000000000, 0)");
  }
  SECTION("a negative result") {
    sql(file.str(), "INSERT INTO players (id, name, entry_round) VALUES (0, 'Ann', 1), (1, 'Bob', 1);"
                    "PRAGMA ignore_check_constraints = ON;"
                    "INSERT INTO pairings (round, slot, table_no, first, second, wins, losses, draws) "
                    "VALUES (1, 0, 1, 0, 1, -1, 2, 0)");
  }
  tn::EventStore store(file.str());
  auto tx = store.read();
  try {
    store.load();
    FAIL("a damaged file was loaded");
  } catch (const referee::InputError& e) {
    CHECK(e.where().file == file.str());
    CHECK(e.message().find("damaged event file") != std::string::npos);
  }
}

std::string bytes_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// One value of a query on a raw connection.
std::string value_of(const std::string& path, const std::string& query) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
  sqlite3_stmt* stmt = nullptr;
  REQUIRE(sqlite3_prepare_v2(db, query.c_str(), -1, &stmt, nullptr) == SQLITE_OK);
  REQUIRE(sqlite3_step(stmt) == SQLITE_ROW);
  const std::string out = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return out;
}

TEST_CASE("event store: a file with more or other schema than ours is refused, naming it", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  std::string added, named;
  SECTION("a trigger") {
    added = "CREATE TRIGGER t1 AFTER UPDATE ON players BEGIN DELETE FROM journal; END";
    named = "trigger \"t1\" on players";
  }
  SECTION("a view") {
    added = "CREATE VIEW v AS SELECT name FROM players";
    named = "view \"v\"";
  }
  SECTION("an index") {
    added = "CREATE INDEX i ON pairings (first)";
    named = "index \"i\" on pairings";
  }
  SECTION("a table") {
    added = "CREATE TABLE notes (x TEXT)";
    named = "table \"notes\"";
  }
  SECTION("a table defined otherwise") {
    added = "ALTER TABLE journal ADD COLUMN extra TEXT";
    named = "table \"journal\" is not as this referee writes it";
  }
  SECTION("a table missing") {
    added = "DROP TABLE journal";
    named = "no table \"journal\"";
  }
  SECTION("a CHECK loosened, the table's name and columns the same") {
    added = "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (entry_round >= 1)', '') "
            "WHERE name = 'players'";
    named = "table \"players\" is not as this referee writes it";
  }
  sql(file.str(), added);
  CHECK(input_error_of(file.str()) == "not an event file this referee wrote: " + named);
}

TEST_CASE("event store: a file with exactly our schema opens", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  CHECK(untrusted_schema_ok(file.str()));
}

TEST_CASE("event store: a refused file's trigger never runs", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  {
    tn::EventStore store(file.str());
    auto tx = store.write();
    store.add_player(player(0, "Ann"), std::nullopt);
    tx.commit();
  }
  // Would wipe the journal and rename everyone on the first drop, or on any write to journal.
  sql(file.str(), "CREATE TRIGGER t1 AFTER UPDATE ON players BEGIN DELETE FROM journal; UPDATE players SET name = 'x'; END;"
                  "CREATE TRIGGER t2 AFTER INSERT ON journal BEGIN DELETE FROM players; END;"
                  "PRAGMA wal_checkpoint(TRUNCATE)");
  const std::string before = bytes_of(file.str());
  try {
    tn::EventStore store(file.str());
    auto tx = store.write();
    store.update_player(player(0, "Ann", 2));
    store.log("drop", {{"player", "Ann"}});
    tx.commit();
    FAIL("the file was opened");
  } catch (const referee::InputError& e) {
    CHECK(e.message() == "not an event file this referee wrote: trigger \"t1\" on players");
  }
  CHECK(bytes_of(file.str()) == before);
  CHECK(value_of(file.str(), "SELECT count(*) FROM journal") == "1");  // create
  CHECK(value_of(file.str(), "SELECT name || ' ' || entry_round FROM players") == "Ann 1");
}

TEST_CASE("event store: every connection is defensive, trusts no schema SQL and has an event's limits", "[store]") {
  tn::sqlite::Database db(":memory:", true);
  tn::untrusted::harden(db);
  int on = -1;
  sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_DEFENSIVE, -1, &on);
  CHECK(on == 1);
  sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_TRUSTED_SCHEMA, -1, &on);
  CHECK(on == 0);
  auto q = db.prepare("PRAGMA cell_size_check");
  REQUIRE(q.step());
  CHECK(q.integer(0) == 1);
  CHECK(sqlite3_limit(db.handle(), SQLITE_LIMIT_LENGTH, -1) == 16 * 1024 * 1024);
  CHECK(sqlite3_limit(db.handle(), SQLITE_LIMIT_SQL_LENGTH, -1) == 16 * 1024);
  CHECK(sqlite3_limit(db.handle(), SQLITE_LIMIT_EXPR_DEPTH, -1) == 16);
  CHECK(sqlite3_limit(db.handle(), SQLITE_LIMIT_VARIABLE_NUMBER, -1) == 16);
  CHECK(sqlite3_limit(db.handle(), SQLITE_LIMIT_TRIGGER_DEPTH, -1) == 1);
  // A statement deeper than any of ours is refused.
  std::string deep = "SELECT 1";
  for (int i = 0; i < 40; ++i) deep += " + 1";
  CHECK_THROWS_AS(db.prepare(deep), tn::sqlite::SqliteError);
}

TEST_CASE("event store: a read-only open cannot write and leaves the file's bytes and time as they were", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  {
    tn::EventStore store(file.str());
    auto tx = store.write();
    store.add_player(player(0, "Ann"), std::nullopt);
    tx.commit();
  }
  const std::string before = bytes_of(file.str());
  const auto time_before = fs::last_write_time(file.path);
  {
    tn::EventStore store(file.str(), tn::EventStore::Access::read_only);
    CHECK(store.read_only());
    CHECK_FALSE(store.reading_a_copy());
    {
      auto tx = store.read();
      CHECK(store.load().event.players.size() == 1);
      CHECK(store.journal().size() == 1);
    }
    CHECK_THROWS_AS(([&] {
                      auto tx = store.write();
                      store.add_player(player(1, "Bob"), std::nullopt);
                      tx.commit();
                    }()),
                    tn::sqlite::SqliteError);
  }
  CHECK(bytes_of(file.str()) == before);
  CHECK(fs::last_write_time(file.path) == time_before);
  tn::EventStore writer(file.str());
  CHECK_FALSE(writer.read_only());
}

TEST_CASE("event store: where SQLite cannot make its WAL files beside the event, a copy is read", "[store]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  {
    tn::EventStore store(file.str());
    auto tx = store.write();
    store.add_player(player(0, "Ann"), std::nullopt);
    tx.commit();
  }
  // A folder in place of the -wal file: SQLite cannot open it, as in a read-only folder (which
  // does not stop root, who may run these tests).
  fs::create_directory(file.str() + "-wal");
  const std::string before = bytes_of(file.str());
  {
    tn::EventStore store(file.str(), tn::EventStore::Access::read_only);
    CHECK(store.reading_a_copy());
    auto tx = store.read();
    CHECK(store.load().event.players.size() == 1);
  }
  CHECK(bytes_of(file.str()) == before);
  fs::remove(file.str() + "-wal");
}


namespace {

// A version-1 event file as a referee before issue 23 wrote it: one event, two players, a
// round of one reported pairing.
void write_version_1(const std::string& path) {
  sql(path, std::string(tn::schema::kCreateVersion1) + "PRAGMA application_id = " +
                std::to_string(tn::schema::kApplicationId) + "; PRAGMA user_version = 1; PRAGMA journal_mode = WAL;" +
                "INSERT INTO event VALUES (1, 'Old', 'draw-of-faith', 'swiss', 3, 'mtg', '0', 'loss', NULL, 'x');"
                "INSERT INTO players (id, name, entry_round) VALUES (0, 'Ann', 1), (1, 'Bob', 1);"
                "INSERT INTO pairings VALUES (1, 0, 1, 0, 1, 2, 0, 0);");
}

int user_version(const std::string& path) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, nullptr);
  sqlite3_step(st);
  const int v = sqlite3_column_int(st, 0);
  sqlite3_finalize(st);
  sqlite3_close(db);
  return v;
}

tn::EventSettings pod_settings() {
  tn::EventSettings s = settings();
  s.game = "hegemony-of-faith";
  s.tables = tn::TableSettings{4, 5, 4, {3, 2, 1, 0}};
  return s;
}

}  // namespace

TEST_CASE("event store: a version-1 file is read as it is when read-only", "[store][schema][pods]") {
  TempEvent file;
  write_version_1(file.str());
  const std::string before = bytes_of(file.str());
  {
    tn::EventStore store(file.str(), tn::EventStore::Access::read_only);
    CHECK(store.schema_version() == 1);
    auto tx = store.read();
    const tn::StoredEvent ev = store.load();
    CHECK(ev.settings.name == "Old");
    CHECK_FALSE(ev.settings.tables.pods());
    REQUIRE(ev.event.rounds.size() == 1);
    CHECK(ev.event.rounds[0].pairings.at(0).result == tn::MatchResult{2, 0, 0});
  }
  CHECK(user_version(file.str()) == 1);
  CHECK(bytes_of(file.str()) == before);
}

TEST_CASE("event store: a version-1 file is migrated once, on a writable open", "[store][schema][pods]") {
  TempEvent file;
  write_version_1(file.str());
  {
    tn::EventStore store(file.str());
    CHECK(store.schema_version() == 2);
    auto tx = store.read();
    CHECK(store.load().event.rounds.at(0).pairings.size() == 1);
  }
  CHECK(user_version(file.str()) == 2);
  // Now exactly the schema create() writes: opened again, nothing more to do or refuse.
  tn::EventStore again(file.str());
  CHECK(again.schema_version() == 2);
  auto tx = again.read();
  CHECK(again.load().settings.name == "Old");
}

TEST_CASE("event store: a version-1 file with a schema not ours is refused, not migrated", "[store][schema][pods]") {
  TempEvent file;
  write_version_1(file.str());
  sql(file.str(), "CREATE TABLE seats (x TEXT)");
  CHECK(input_error_of(file.str()) == "not an event file this referee wrote: table \"seats\"");
  CHECK(user_version(file.str()) == 1);
}

TEST_CASE("event store: the match format is kept, and a file without one (version 1) is any result", "[store][match-format]") {
  TempEvent file;
  tn::EventSettings s = settings();
  s.best_of = 3;
  tn::EventStore::create(file.str(), s);
  {
    tn::EventStore store(file.str());
    auto tx = store.read();
    CHECK(store.load().settings.best_of == 3);
  }
  TempEvent old;
  write_version_1(old.str());
  tn::EventStore migrated(old.str());
  auto tx = migrated.read();
  CHECK(migrated.load().settings.best_of == 0);
}

TEST_CASE("event store: the schema refuses a match format other than 1, 3 or 5", "[store][match-format]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(file.str().c_str(), &db) == SQLITE_OK);
  CHECK(sqlite3_exec(db, "INSERT INTO match_format (id, best_of) VALUES (1, 2)", nullptr, nullptr, nullptr) ==
        SQLITE_CONSTRAINT);
  sqlite3_close(db);
}

TEST_CASE("event store: an event of pods keeps its table sizes, tables, seats and places", "[store][pods]") {
  TempEvent file;
  tn::EventStore::create(file.str(), pod_settings());
  tn::Round r1{1, {tn::Pairing{0, 8, std::nullopt, tn::kByeResult}}, {}};
  r1.pods = {tn::Pod{1, {0, 1, 2, 3}, std::nullopt}, tn::Pod{2, {4, 5, 6, 7}, std::nullopt}};
  tn::Round r2{2, {}, {tn::Pod{1, {0, 4, 8, 1}, std::nullopt}, tn::Pod{2, {2, 5, 6, 7, 3}, std::nullopt}}};
  {
    tn::EventStore store(file.str());
    auto tx = store.write();
    for (int i = 0; i < 9; ++i) store.add_player(player(i, "P" + std::to_string(i)), std::nullopt);
    store.insert_round(r1);
    store.insert_round(r2);  // no bye: a round with tables and no pairings row
    store.set_places(1, 2, {1, 2, 2, 4});
    tx.commit();
  }
  tn::EventStore store(file.str(), tn::EventStore::Access::read_only);
  auto tx = store.read();
  const tn::StoredEvent ev = store.load();
  CHECK(ev.settings.tables.min == 4);
  CHECK(ev.settings.tables.max == 5);
  CHECK(ev.settings.tables.preferred == 4);
  CHECK(ev.settings.tables.place_points == std::vector<int>{3, 2, 1, 0});
  REQUIRE(ev.event.rounds.size() == 2);
  CHECK(ev.event.rounds[0].pairings.size() == 1);
  CHECK(ev.event.rounds[0].pods.at(0).seats == std::vector<tn::PlayerId>{0, 1, 2, 3});
  CHECK_FALSE(ev.event.rounds[0].pods.at(0).places);
  CHECK(ev.event.rounds[0].pods.at(1).places == std::vector<int>{1, 2, 2, 4});
  CHECK(ev.event.rounds[1].pairings.empty());
  CHECK(ev.event.rounds[1].pods.at(1).seats == std::vector<tn::PlayerId>{2, 5, 6, 7, 3});
}

TEST_CASE("event store: a round whose tables are not 1 to N is refused before a row is written", "[store][pods]") {
  TempEvent file;
  tn::EventStore::create(file.str(), pod_settings());
  {
    tn::EventStore store(file.str());
    auto tx = store.write();
    add_players(store, 8);
    CHECK_THROWS_AS(store.insert_round(tn::Round{1, {}, {tn::Pod{1, {0, 1, 2, 3}, std::nullopt}, tn::Pod{3, {4, 5, 6, 7}, std::nullopt}}}),
                    std::logic_error);
    tx.commit();  // what was written before the refusal: without it, the round's seats too
  }
  CHECK(load_error_of(file.str()) == "(no error)");
}

TEST_CASE("event store: seats out of sequence or with some places only are a damaged file", "[store][pods]") {
  TempEvent file;
  tn::EventStore::create(file.str(), pod_settings());
  {
    tn::EventStore store(file.str());
    auto tx = store.write();
    add_players(store, 4);
    store.insert_round(tn::Round{1, {}, {tn::Pod{1, {0, 1, 2, 3}, std::nullopt}}});
    tx.commit();
  }
  std::string damage, says;
  SECTION("a seat missing") {
    damage = "DELETE FROM seats WHERE seat = 1";
    says = "damaged event file: seats of a table of round 1 out of sequence";
  }
  SECTION("places for some seats") {
    damage = "UPDATE seats SET place = 1 WHERE seat = 0";
    says = "damaged event file: a table of round 1 has places for some seats only";
  }
  SECTION("a round far past the others") {
    damage = "UPDATE seats SET round = 1000000000";
    says = "damaged event file: seats of round 1000000000 with rounds missing before it";
  }
  sql(file.str(), damage);
  CHECK(load_error_of(file.str()) == says);
}

}  // namespace test_event_store

namespace test_event_store {

TEST_CASE("event store: a playoff keeps its seeds and first round, and one not the bracket's is damage", "[store][playoff]") {
  TempEvent file;
  tn::EventStore::create(file.str(), settings());
  {
    tn::EventStore store(file.str());
    auto tx = store.write();
    add_players(store, 4);
    store.insert_round(tn::Round{1, {tn::Pairing{1, 0, 1, tn::MatchResult{2, 0, 0}}, tn::Pairing{2, 2, 3, tn::MatchResult{2, 0, 0}}}});
    store.set_playoff(tn::Playoff{2, {0, 2, 1}});
    // A top 3: seed 1 (P0) has the bye, seeds 2 and 3 (P2, P1) meet.
    store.insert_round(tn::Round{2, {tn::Pairing{0, 0, std::nullopt, tn::kByeResult}, tn::Pairing{1, 2, 1, std::nullopt}}});
    tx.commit();
  }
  {
    tn::EventStore store(file.str(), tn::EventStore::Access::read_only);
    auto tx = store.read();
    const tn::StoredEvent ev = store.load();
    REQUIRE(ev.event.playoff);
    CHECK(ev.event.playoff->first_round == 2);
    CHECK(ev.event.playoff->seeds == std::vector<tn::PlayerId>{0, 2, 1});
  }
  std::string damage, says;
  SECTION("a seed missing") {
    damage = "DELETE FROM playoff_seeds WHERE seed = 2";
    says = "damaged event file: the playoff's seeds are not 1, 2, 3, ...";
  }
  SECTION("a playoff match not the bracket's") {
    damage = "UPDATE pairings SET first = 3 WHERE round = 2 AND slot = 1";
    says = "damaged event file: playoff round 2 is not the bracket's";
  }
  SECTION("seeds and no playoff") {
    damage = "DELETE FROM playoff";
    says = "damaged event file: playoff seeds and no playoff";
  }
  sql(file.str(), damage);
  CHECK(load_error_of(file.str()) == says);
}

}  // namespace test_event_store
