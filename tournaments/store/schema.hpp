// The event file's schema, version 2. `PRAGMA application_id` marks the file as a referee
// event and `PRAGMA user_version` holds the schema version, so an older referee refuses a
// newer file instead of misreading it, and a later one can migrate.
//
// Version 2 (issue 23, tables of more than two, the match format) only adds tables, so a version-1 file becomes
// a version-2 file by running kAddedInVersion2 (event_store.cpp migrates it on a writable
// open): the tables of version 1 keep their text, which the exact schema comparison
// (untrusted.cpp) reads.
//
// Version 2 is not yet released: its added tables (pods, the match format, the playoff) were
// written in one session of development, and a file from a build of that session that lacks
// a later one is refused by the exact comparison. No such file exists outside that session;
// once version 2 is released, any further table is a version 3 with its own migration.
#pragma once

namespace referee::tournaments::schema {

inline constexpr int kApplicationId = 0x52454631;  // "REF1"

inline constexpr const char* kCreateVersion1 = R"sql(
CREATE TABLE event (
  id             INTEGER PRIMARY KEY CHECK (id = 1),
  name           TEXT NOT NULL,
  game           TEXT NOT NULL,
  system         TEXT NOT NULL CHECK (system IN ('swiss', 'round-robin', 'double-round-robin')),
  rounds_planned INTEGER CHECK (rounds_planned > 0),
  tiebreaks      TEXT NOT NULL CHECK (tiebreaks IN ('mtg', 'pokemon', 'fide')),
  seed           TEXT NOT NULL,  -- a 64-bit unsigned integer in decimal
  late_entry     TEXT NOT NULL CHECK (late_entry IN ('loss', 'zero')),
  rulings        TEXT,  -- the event's ruling profile (JSON), NULL for the game's defaults
  created_at     TEXT NOT NULL
);
CREATE TABLE players (
  id                 INTEGER PRIMARY KEY CHECK (id >= 0),  -- PlayerId: order of entry from 0
  name               TEXT NOT NULL UNIQUE,
  entry_round        INTEGER NOT NULL CHECK (entry_round >= 1),
  dropped_from_round INTEGER CHECK (dropped_from_round >= 1),
  seed_rank          INTEGER CHECK (seed_rank >= 1),
  draw_number        INTEGER UNIQUE CHECK (draw_number >= 1)  -- round robin
);
CREATE TABLE pairings (
  round    INTEGER NOT NULL CHECK (round >= 1),
  slot     INTEGER NOT NULL CHECK (slot >= 0),  -- index in the round: by table, the bye last
  table_no INTEGER NOT NULL CHECK (table_no >= 0),  -- 0: the bye
  first    INTEGER NOT NULL REFERENCES players(id),
  second   INTEGER REFERENCES players(id),
  wins     INTEGER CHECK (wins >= 0),   -- the result from `first`'s view; NULL until reported
  losses   INTEGER CHECK (losses >= 0),
  draws    INTEGER CHECK (draws >= 0),
  PRIMARY KEY (round, slot),
  CHECK ((wins IS NULL) = (losses IS NULL) AND (wins IS NULL) = (draws IS NULL))
);
CREATE TABLE journal (
  seq       INTEGER PRIMARY KEY AUTOINCREMENT,
  at        TEXT NOT NULL,
  operation TEXT NOT NULL,
  detail    TEXT NOT NULL,  -- JSON
  reason    TEXT
);
)sql";

// An event at tables of more than two: its table sizes and the points of each place. No row:
// two players a table, as in version 1.
inline constexpr const char* kAddedInVersion2 = R"sql(
CREATE TABLE pod_settings (
  id           INTEGER PRIMARY KEY CHECK (id = 1),
  min_size     INTEGER NOT NULL CHECK (min_size >= 2),
  max_size     INTEGER NOT NULL CHECK (max_size >= min_size AND max_size <= 64),
  preferred    INTEGER NOT NULL CHECK (preferred BETWEEN min_size AND max_size),
  place_points TEXT NOT NULL  -- "3,2,1,0": the points of place 1, 2, ...
);
CREATE TABLE match_format (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  best_of INTEGER NOT NULL CHECK (best_of IN (1, 3, 5))  -- no row: any result (match_format.hpp)
);
CREATE TABLE seats (
  round    INTEGER NOT NULL CHECK (round >= 1),
  table_no INTEGER NOT NULL CHECK (table_no >= 1),
  seat     INTEGER NOT NULL CHECK (seat >= 0),  -- the table's players, best-ranked first
  player   INTEGER NOT NULL REFERENCES players(id),
  place    INTEGER CHECK (place >= 1),  -- NULL until the table's result is reported
  PRIMARY KEY (round, table_no, seat)
);
)sql";

// The top cut (issue 23): the playoff's first round and its seeds. No row: no cut. Its own
// statement, run after kAddedInVersion2 wherever that one is.
inline constexpr const char* kPlayoffInVersion2 = R"sql(
CREATE TABLE playoff (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  first_round INTEGER NOT NULL CHECK (first_round >= 2)
);
CREATE TABLE playoff_seeds (
  seed   INTEGER PRIMARY KEY CHECK (seed >= 1),  -- 1: the Swiss winner
  player INTEGER NOT NULL UNIQUE REFERENCES players(id)
);
)sql";

}  // namespace referee::tournaments::schema
