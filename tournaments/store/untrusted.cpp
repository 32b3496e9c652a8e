#include "tournaments/store/untrusted.hpp"

#include <sqlite3.h>

#include <optional>
#include <vector>

#include "tournaments/store/schema.hpp"

namespace referee::tournaments::untrusted {
namespace {

// One row of sqlite_schema, rootpage aside (where a table lives says nothing of what it is).
struct Entry {
  std::string type, name, table;
  std::optional<std::string> sql;  // NULL for the indexes SQLite makes for UNIQUE and PRIMARY KEY
  bool operator==(const Entry&) const = default;
};

std::vector<Entry> entries(sqlite::Database& db) {
  std::vector<Entry> out;
  auto q = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name");
  while (q.step())
    out.push_back(Entry{q.text(0), q.text(1), q.text(2), q.is_null(3) ? std::nullopt : std::optional(q.text(3))});
  return out;
}

// The schema this referee writes at `version` (1 or 2), as SQLite records it: made in memory
// from schema.hpp, so the comparison follows it by itself.
std::vector<Entry> made(int version) {
  sqlite::Database db(":memory:", true);
  harden(db);
  db.exec(schema::kCreateVersion1);
  if (version >= 2) db.exec(schema::kAddedInVersion2);
  if (version >= 2) db.exec(schema::kPlayoffInVersion2);
  return entries(db);
}

const std::vector<Entry>& ours(int version) {
  static const std::vector<Entry> v1 = made(1), v2 = made(2);
  return version == 1 ? v1 : v2;
}

std::string named(const Entry& e) {
  std::string out = e.type + " \"" + e.name + "\"";
  if (e.type == "index" || e.type == "trigger") out += " on " + e.table;
  return out;
}

const Entry* find(const std::vector<Entry>& in, const Entry& e) {
  for (const Entry& x : in)
    if (x.type == e.type && x.name == e.name) return &x;
  return nullptr;
}

}  // namespace

void harden(sqlite::Database& db) {
  sqlite3* h = db.handle();
  // No writable_schema, no journal_mode=OFF, no writes to shadow tables: SQL in the file
  // cannot corrupt it on purpose.
  sqlite3_db_config(h, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
  sqlite3_db_config(h, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
  sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);  // ours has none
  sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);     // ours has none
  // What an event needs, and a little more; a hostile file gets no further:
  // - a value (a name, the ruling profile, a journal entry: a 10,000-player CSV entry is
  //   under 1 MB) at most 16 MB, not SQLite's 1 GB;
  sqlite3_limit(h, SQLITE_LIMIT_LENGTH, 16 * 1024 * 1024);
  // - a statement (ours and the schema's: the longest, CREATE TABLE event, is under 1 KB) 16 KB;
  sqlite3_limit(h, SQLITE_LIMIT_SQL_LENGTH, 16 * 1024);
  // - 10 columns in the widest table (event) and result: 32;
  sqlite3_limit(h, SQLITE_LIMIT_COLUMN, 32);
  // - the deepest expression, the pairings CHECK, is 4 deep: 16;
  sqlite3_limit(h, SQLITE_LIMIT_EXPR_DEPTH, 16);
  // - no compound SELECT (UNION ...) anywhere: 2;
  sqlite3_limit(h, SQLITE_LIMIT_COMPOUND_SELECT, 2);
  // - at most 9 parameters (INSERT INTO event): 16;
  sqlite3_limit(h, SQLITE_LIMIT_VARIABLE_NUMBER, 16);
  // - no triggers, no attached databases, no LIKE, no function of more than 2 arguments.
  sqlite3_limit(h, SQLITE_LIMIT_TRIGGER_DEPTH, 1);
  sqlite3_limit(h, SQLITE_LIMIT_ATTACHED, 0);
  sqlite3_limit(h, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 16);
  sqlite3_limit(h, SQLITE_LIMIT_FUNCTION_ARG, 8);
  // trusted_schema again as SQL (the setting above, spelled as SQLite's guidance spells it);
  // cell_size_check: a page's cells are checked before use, so a damaged page is reported as
  // corrupt instead of read past its end; mmap_size 0: pages are read, never mapped, so a
  // file changed under us cannot fault the process.
  db.exec("PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON; PRAGMA mmap_size = 0;");
}

std::string schema_difference(sqlite::Database& db, int version) {
  const std::vector<Entry> theirs = entries(db);
  for (const Entry& e : theirs) {
    const Entry* mine = find(ours(version), e);
    if (!mine) return named(e);
    if (!(*mine == e)) return named(e) + " is not as this referee writes it";
  }
  for (const Entry& e : ours(version))
    if (!find(theirs, e)) return "no " + named(e);
  return "";
}

}  // namespace referee::tournaments::untrusted
