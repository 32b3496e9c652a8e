// A thin RAII layer over SQLite's C API: a connection, prepared statements, transactions.
// Only what the event store needs; every failure is a SqliteError with SQLite's message.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace referee::tournaments::sqlite {

struct SqliteError : std::runtime_error {
  SqliteError(int code, const std::string& message) : std::runtime_error(message), code(code) {}
  int code;  // SQLite's primary result code (SQLITE_BUSY, SQLITE_NOTADB, ...)
};

class Statement;

class Database {
 public:
  // Opens an existing file (create = false) or creates a new one. Never creates by accident:
  // a mistyped path to an event is an error, not a new empty event. A read-only connection
  // (SQLITE_OPEN_READONLY) cannot change the file, whatever is asked of it.
  Database(const std::string& path, bool create, bool read_only = false);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  void exec(const std::string& sql);  // statements without results
  Statement prepare(const std::string& sql);
  std::int64_t last_insert_rowid() const;
  int changes() const;
  sqlite3* handle() { return db_; }

 private:
  sqlite3* db_ = nullptr;
};

class Statement {
 public:
  Statement(sqlite3* db, const std::string& sql);
  ~Statement();
  Statement(Statement&& other) noexcept;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  Statement& operator=(Statement&&) = delete;

  // Parameters are 1-based, as in SQLite.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, const std::string& value);
  Statement& bind(int index, std::optional<std::int64_t> value);  // none binds NULL
  Statement& bind_null(int index);

  bool step();   // true: a row is ready; false: done
  void run();    // step to the end, for statements without rows; then reset
  void reset();  // ready to bind and run again

  std::int64_t integer(int column) const;
  std::optional<std::int64_t> optional_integer(int column) const;
  std::string text(int column) const;
  bool is_null(int column) const;

 private:
  sqlite3* db_ = nullptr;
  sqlite3_stmt* stmt_ = nullptr;
};

// BEGIN on construction (IMMEDIATE for writers: the write lock is taken up front, so two
// writers queue instead of failing half-way), ROLLBACK on destruction unless committed.
class Transaction {
 public:
  enum class Kind { read, write };
  Transaction(Database& db, Kind kind);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool open_ = true;
};

}  // namespace referee::tournaments::sqlite
