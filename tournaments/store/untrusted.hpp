// Event files travel between organizers, so every one is opened as a file from a stranger
// (SQLite's "Defense Against The Dark Arts"): SQLite's defensive mode, no trust in the
// file's own SQL, checked page cells, no memory mapping, limits cut to what an event needs,
// and the schema compared with the one this referee writes before anything else is read.
#pragma once

#include <string>

#include "tournaments/store/sqlite.hpp"

namespace referee::tournaments::untrusted {

// Before the connection reads anything of the file (the schema included).
void harden(sqlite::Database& db);

// What in the file's sqlite_schema differs from the schema this referee writes at `version`
// (schema.hpp), as the refusal names it (`trigger "t1" on players`), or empty when the file's
// schema is exactly ours. Reads the schema: SqliteError if the file is damaged.
std::string schema_difference(sqlite::Database& db, int version);

}  // namespace referee::tournaments::untrusted
