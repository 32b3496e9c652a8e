#include "tournaments/store/event_store.hpp"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <stdexcept>
#include <nlohmann/json.hpp>

#include "referee/core/errors.hpp"
#include "tournaments/match_format.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/pod_event.hpp"
#include "tournaments/store/schema.hpp"
#include "tournaments/text.hpp"
#include "tournaments/store/untrusted.hpp"

namespace referee::tournaments {
namespace {

std::string now_utc() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buffer;
}

// Every connection: a wait of up to 10 s for another writer instead of failing at once,
// the defences against a hostile file (untrusted.hpp), durable commits (a returned commit
// survives a power cut), foreign keys. The wait comes first: the other pragmas read the
// schema, which waits on a lock another process may hold while it checkpoints or recovers
// (found by tests/hostile/kill_test.py); the defences come before anything reads the schema.
void configure(sqlite::Database& db) {
  db.exec("PRAGMA busy_timeout = 10000");
  untrusted::harden(db);
  db.exec("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
}

// The journal's JSON, with any byte that is not UTF-8 (a file name from another system)
// replaced rather than failing the command.
std::string json_text(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

const std::string& existing(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw InputError(Location{path}, std::filesystem::exists(path, ec)
                                         ? "not a file"
                                         : "no such event file (create one with 'referee event create')");
  return path;
}

template <class Enum, class Parse>
Enum stored(const std::string& path, const std::string& column, const std::string& text, Parse parse) {
  if (auto v = parse(text)) return *v;
  throw InputError(Location{path}, "damaged event file: event." + column + " is \"" + text + "\"");
}

// Text a stranger's file may hold that this referee never writes: bytes that are not UTF-8
// (every output as JSON would fail on them) and, in a player's name, control characters
// (a terminal escape printed with the standings), both refused at entry.
const std::string& checked_text(const std::string& path, const std::string& what, const std::string& text,
                                bool no_controls) {
  if (!is_utf8(text)) throw InputError(Location{path}, "damaged event file: " + what + " is not UTF-8 text");
  if (no_controls)
    for (char c : text)
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
        throw InputError(Location{path}, "damaged event file: " + what + " has control characters");
  return text;
}

}  // namespace

void EventStore::create(const std::string& path, const EventSettings& s) {
  // Made exclusively (O_EXCL): of two commands creating the same file at once, one creates it
  // and the other is refused; neither removes what the other made.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    if (errno == EEXIST) throw RefusedError(path + " already exists: an event file is never overwritten");
    throw InputError(Location{path}, std::string("cannot create the event file: ") + std::strerror(errno));
  }
  ::close(fd);
  std::error_code ec;
  try {
    sqlite::Database db(path, false);  // the empty file just made: SQLite makes it a database
    configure(db);
    // WAL is a property of the file, so every later connection has it; it cannot change
    // inside a transaction.
    db.exec("PRAGMA journal_mode = WAL");
    sqlite::Transaction tx(db, sqlite::Transaction::Kind::write);
    db.exec(schema::kCreateVersion1);
    db.exec(schema::kAddedInVersion2);
    db.exec(schema::kPlayoffInVersion2);
    db.exec("PRAGMA application_id = " + std::to_string(schema::kApplicationId) +
            "; PRAGMA user_version = " + std::to_string(kSchemaVersion));
    auto insert = db.prepare(
        "INSERT INTO event (id, name, game, system, rounds_planned, tiebreaks, seed, late_entry, rulings, created_at) "
        "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, s.name).bind(2, s.game).bind(3, std::string(to_string(s.system)));
    insert.bind(4, s.rounds ? std::optional<std::int64_t>(*s.rounds) : std::nullopt);
    insert.bind(5, std::string(to_string(s.profile))).bind(6, std::to_string(s.seed));
    insert.bind(7, std::string(to_string(s.late_entry)));
    if (s.rulings.empty()) insert.bind_null(8);
    else insert.bind(8, s.rulings);
    insert.bind(9, now_utc());
    insert.run();
    nlohmann::json detail = {{"name", s.name}, {"game", s.game}, {"system", to_string(s.system)},
                             {"tiebreaks", to_string(s.profile)}, {"seed", std::to_string(s.seed)}};
    if (s.tables.pods()) {
      auto pods = db.prepare("INSERT INTO pod_settings (id, min_size, max_size, preferred, place_points) VALUES (1, ?, ?, ?, ?)");
      pods.bind(1, s.tables.min).bind(2, s.tables.max).bind(3, s.tables.preferred);
      pods.bind(4, place_points_text(s.tables.place_points)).run();
      detail["table_size"] = table_size_text(s.tables);
      detail["place_points"] = place_points_text(s.tables.place_points);
    }
    if (s.best_of != 0) {
      db.prepare("INSERT INTO match_format (id, best_of) VALUES (1, ?)").bind(1, s.best_of).run();
      detail["match"] = match_format_name(s.best_of);
    }
    auto journal = db.prepare("INSERT INTO journal (at, operation, detail) VALUES (?, 'create', ?)");
    journal.bind(1, now_utc()).bind(2, json_text(detail)).run();
    tx.commit();
  } catch (...) {
    std::filesystem::remove(path, ec);
    std::filesystem::remove(path + "-wal", ec);
    std::filesystem::remove(path + "-shm", ec);
    throw;
  }
}

namespace {

// A copy of the event (and its WAL, which holds the latest commits) in a new temporary folder,
// for reading an event where SQLite cannot make the -wal and -shm files a WAL reader needs (a
// read-only folder). The copy is taken without SQLite's locks: a checkpoint by a writer during
// the copy can give a damaged copy, reported as damaged, never written back.
std::string temporary_copy(const std::string& path) {
  std::string dir = (std::filesystem::temp_directory_path() / "referee-event-XXXXXX").string();
  if (!::mkdtemp(dir.data()))
    throw InputError(Location{path}, std::string("cannot read the event file: no temporary copy: ") + std::strerror(errno));
  std::error_code ec;
  std::filesystem::copy_file(path, dir + "/event.db", ec);
  if (!ec && std::filesystem::is_regular_file(path + "-wal"))
    std::filesystem::copy_file(path + "-wal", dir + "/event.db-wal", ec);
  if (ec) {
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
    throw InputError(Location{path}, "cannot read the event file: no temporary copy: " + ec.message());
  }
  return dir;
}

[[noreturn]] void unreadable(const std::string& path, const sqlite::SqliteError& e) {
  if (e.code == SQLITE_NOTADB) throw InputError(Location{path}, "not a referee event file (not an SQLite database)");
  throw InputError(Location{path}, std::string("cannot read the event file: ") + e.what());
}

}  // namespace

EventStore::EventStore(const std::string& path, Access access) : path_(path) {
  const bool read_only = access == Access::read_only;
  db_ = std::make_unique<sqlite::Database>(existing(path), false, read_only);
  try {
    verify();
  } catch (const sqlite::SqliteError& e) {
    // A WAL reader needs the -wal and -shm files; where they cannot be made beside the event
    // (SQLite says CANTOPEN or READONLY), it reads a copy instead.
    if (!read_only || (e.code != SQLITE_CANTOPEN && e.code != SQLITE_READONLY)) unreadable(path, e);
    db_.reset();
    copy_ = temporary_copy(path);
    try {
      db_ = std::make_unique<sqlite::Database>(copy_ + "/event.db", false, true);
      verify();
    } catch (const sqlite::SqliteError& again) {
      unreadable(path, again);
    }
  }
}

EventStore::~EventStore() {
  db_.reset();
  std::error_code ec;
  if (!copy_.empty()) std::filesystem::remove_all(copy_, ec);
}

bool EventStore::read_only() const { return sqlite3_db_readonly(db_->handle(), "main") == 1; }

void EventStore::verify() {
  const std::string& path = path_;
  configure(*db_);
  auto id = db_->prepare("PRAGMA application_id");
  id.step();
  const auto application = id.integer(0);
  auto v = db_->prepare("PRAGMA user_version");
  v.step();
  const auto version = v.integer(0);
  if (application != schema::kApplicationId)
    throw InputError(Location{path}, "not a referee event file (an SQLite database of something else)");
  if (version > kSchemaVersion)
    throw InputError(Location{path}, "made by a newer referee (event file schema " + std::to_string(version) +
                                         ", this referee reads up to " + std::to_string(kSchemaVersion) + ")");
  if (version < 1) throw InputError(Location{path}, "damaged event file: no schema version");
  version_ = static_cast<int>(version);
  // Anything more or other than what create() wrote at that version (a trigger that fires on
  // our UPDATE, a view in place of a table, a loosened CHECK) is refused before a row is read
  // or written, and before a migration adds to it.
  if (const std::string other = untrusted::schema_difference(*db_, version_); !other.empty())
    throw InputError(Location{path}, "not an event file this referee wrote: " + other);
  if (version_ == 1 && !read_only()) migrate_to_2();
}

// Version 1 to 2 adds tables only (schema.hpp). One IMMEDIATE transaction: of two commands
// opening the same version-1 file at once, the second finds it migrated and does nothing.
void EventStore::migrate_to_2() {
  sqlite::Transaction tx(*db_, sqlite::Transaction::Kind::write);
  auto v = db_->prepare("PRAGMA user_version");
  v.step();
  if (v.integer(0) == 1) {
    db_->exec(schema::kAddedInVersion2);
    db_->exec(schema::kPlayoffInVersion2);
    db_->exec("PRAGMA user_version = 2");
  }
  tx.commit();
  version_ = 2;
  if (const std::string other = untrusted::schema_difference(*db_, version_); !other.empty())
    throw InputError(Location{path_}, "not an event file this referee wrote: " + other);
}

StoredEvent EventStore::load() {
  StoredEvent out;
  auto ev = db_->prepare("SELECT name, game, system, rounds_planned, tiebreaks, seed, late_entry, rulings FROM event");
  if (!ev.step()) throw InputError(Location{path_}, "damaged event file: no event row");
  EventSettings& s = out.settings;
  s.name = checked_text(path_, "the event's name", ev.text(0), true);
  s.game = checked_text(path_, "the event's game", ev.text(1), false);
  s.system = stored<System>(path_, "system", ev.text(2), parse_system);
  if (auto r = ev.optional_integer(3)) s.rounds = static_cast<int>(*r);
  s.profile = stored<TiebreakProfile>(path_, "tiebreaks", ev.text(4), parse_profile);
  try {
    s.seed = std::stoull(ev.text(5));
  } catch (const std::exception&) {
    throw InputError(Location{path_}, "damaged event file: event.seed is \"" + ev.text(5) + "\"");
  }
  s.late_entry = stored<LateEntry>(path_, "late_entry", ev.text(6), parse_late_entry);
  out.event.late_entry = s.late_entry;
  if (!ev.is_null(7)) s.rulings = ev.text(7);
  if (version_ >= 2) load_pod_settings(s.tables);
  if (version_ >= 2) s.best_of = load_match_format();

  auto pl = db_->prepare(
      "SELECT id, name, entry_round, dropped_from_round, seed_rank, draw_number FROM players ORDER BY id");
  std::vector<std::pair<int, PlayerId>> draws;
  while (pl.step()) {
    Player p;
    p.id = static_cast<PlayerId>(pl.integer(0));
    if (p.id != static_cast<PlayerId>(out.event.players.size()))
      throw InputError(Location{path_}, "damaged event file: player ids are not 0, 1, 2, ...");
    p.name = checked_text(path_, "the name of player " + std::to_string(p.id), pl.text(1), true);
    p.entry_round = static_cast<int>(pl.integer(2));
    if (auto d = pl.optional_integer(3)) p.dropped_from_round = static_cast<int>(*d);
    out.event.players.push_back(p);
    auto seed = pl.optional_integer(4);
    out.seed_rank.push_back(seed ? std::optional<int>(static_cast<int>(*seed)) : std::nullopt);
    if (auto d = pl.optional_integer(5)) draws.emplace_back(static_cast<int>(*d), p.id);
  }
  std::sort(draws.begin(), draws.end());
  for (std::size_t i = 0; i < draws.size(); ++i) {
    if (draws[i].first != static_cast<int>(i) + 1)
      throw InputError(Location{path_}, "damaged event file: draw numbers are not 1, 2, 3, ...");
    out.draw_order.push_back(draws[i].second);
  }

  auto pa = db_->prepare(
      "SELECT round, slot, table_no, first, second, wins, losses, draws FROM pairings ORDER BY round, slot");
  // An event of pods: a round may have tables and no pairings row (no bye), so its rounds
  // are made first, as many as the seats name (and no more than there are rounds named).
  if (version_ >= 2) {
    auto rounds = db_->prepare(
        "SELECT coalesce(max(round), 0), (SELECT count(DISTINCT round) FROM seats) + "
        "(SELECT count(DISTINCT round) FROM pairings) FROM seats");
    rounds.step();
    if (rounds.integer(0) > rounds.integer(1))
      throw InputError(Location{path_}, "damaged event file: seats of round " + std::to_string(rounds.integer(0)) +
                                            " with rounds missing before it");
    for (std::int64_t r = 1; r <= rounds.integer(0); ++r) out.event.rounds.push_back(Round{static_cast<int>(r), {}});
  }
  int last_round = 0;
  while (pa.step()) {
    const int round = static_cast<int>(pa.integer(0));
    const auto players = static_cast<std::int64_t>(out.event.players.size());
    if (round == static_cast<int>(out.event.rounds.size()) + 1) out.event.rounds.push_back(Round{round, {}});
    // Round 0 would pass the count check with no round read yet (rounds[-1]).
    if (round < 1 || round > static_cast<int>(out.event.rounds.size()) || round < last_round ||
        pa.integer(1) != static_cast<std::int64_t>(out.event.rounds[static_cast<std::size_t>(round - 1)].pairings.size()))
      throw InputError(Location{path_}, "damaged event file: rounds or pairings out of sequence at round " +
                                            std::to_string(round));
    Pairing p;
    p.table = static_cast<int>(pa.integer(2));
    p.first = static_cast<PlayerId>(pa.integer(3));
    if (auto second = pa.optional_integer(4)) p.second = static_cast<PlayerId>(*second);
    if (p.first < 0 || p.first >= players || (p.second && (*p.second < 0 || *p.second >= players)))
      throw InputError(Location{path_}, "damaged event file: a pairing of round " + std::to_string(round) +
                                            " names an unknown player");
    if (!pa.is_null(5)) {
      // What `report` accepts (model.cpp parse_result): a stranger's file may hold any integer,
      // and standings sum them.
      const std::int64_t w = pa.integer(5), l = pa.integer(6), d = pa.integer(7);
      if (w < 0 || l < 0 || d < 0 || w + l + d > kMaxGamesInMatch)
        throw InputError(Location{path_}, "damaged event file: a result of round " + std::to_string(round) +
                                              " is not a match's (at most " + std::to_string(kMaxGamesInMatch) +
                                              " games)");
      p.result = MatchResult{static_cast<int>(w), static_cast<int>(l), static_cast<int>(d)};
    }
    out.event.rounds[static_cast<std::size_t>(round - 1)].pairings.push_back(p);
    last_round = round;
  }
  if (version_ >= 2) load_seats(out.event);
  for (const Round& r : out.event.rounds) {
    if (r.pairings.empty() && r.pods.empty())
      throw InputError(Location{path_}, "damaged event file: round " + std::to_string(r.number) + " has no pairings");
    // A player sits once a round (at a table, or has the bye): twice, no result could be reported.
    std::vector<bool> seated(out.event.players.size(), false);
    auto seat = [&](PlayerId p) {
      if (seated.at(static_cast<std::size_t>(p)))
        throw InputError(Location{path_}, "damaged event file: round " + std::to_string(r.number) + " seats " +
                                              out.event.players[static_cast<std::size_t>(p)].name + " twice");
      seated[static_cast<std::size_t>(p)] = true;
    };
    for (const Pairing& p : r.pairings) {
      seat(p.first);
      if (p.second) seat(*p.second);
    }
    for (const Pod& pod : r.pods)
      for (PlayerId p : pod.seats) seat(p);
  }
  if (version_ >= 2) load_playoff(out.event);
  return out;
}

void EventStore::load_pod_settings(TableSettings& t) {
  auto q = db_->prepare("SELECT min_size, max_size, preferred, place_points FROM pod_settings");
  if (!q.step()) return;  // two a table
  t.min = static_cast<int>(q.integer(0));
  t.max = static_cast<int>(q.integer(1));
  t.preferred = static_cast<int>(q.integer(2));
  try {
    t.place_points = parse_place_points(q.text(3));
  } catch (const std::invalid_argument&) {
    throw InputError(Location{path_}, "damaged event file: pod_settings.place_points is \"" + q.text(3) + "\"");
  }
}

// No row: any result, as every version-1 event (migrated without one) accepted.
int EventStore::load_match_format() {
  auto q = db_->prepare("SELECT best_of FROM match_format");
  if (!q.step()) return 0;
  const std::int64_t n = q.integer(0);
  if (n != 1 && n != 3 && n != 5)
    throw InputError(Location{path_}, "damaged event file: match_format.best_of is " + std::to_string(n));
  return static_cast<int>(n);
}

// The seats of every round's tables: a round's tables are 1, 2, ... and each table's seats
// 0, 1, ...; the places of a table all given or all NULL.
void EventStore::load_seats(Event& e) {
  auto q = db_->prepare("SELECT round, table_no, seat, player, place FROM seats ORDER BY round, table_no, seat");
  const auto players = static_cast<std::int64_t>(e.players.size());
  while (q.step()) {
    const std::int64_t round = q.integer(0), table = q.integer(1), seat = q.integer(2), player = q.integer(3);
    const std::string where = "a table of round " + std::to_string(round);
    if (round < 1 || round > static_cast<std::int64_t>(e.rounds.size()))
      throw InputError(Location{path_}, "damaged event file: seats of round " + std::to_string(round) + " out of sequence");
    std::vector<Pod>& pods = e.rounds[static_cast<std::size_t>(round - 1)].pods;
    if (seat == 0) {
      if (table != static_cast<std::int64_t>(pods.size()) + 1)
        throw InputError(Location{path_}, "damaged event file: tables of round " + std::to_string(round) + " out of sequence");
      pods.push_back(Pod{static_cast<int>(table), {}, std::nullopt});
    } else if (pods.empty() || table != pods.back().table ||
               seat != static_cast<std::int64_t>(pods.back().seats.size())) {
      throw InputError(Location{path_}, "damaged event file: seats of " + where + " out of sequence");
    }
    if (player < 0 || player >= players)
      throw InputError(Location{path_}, "damaged event file: " + where + " names an unknown player");
    Pod& pod = pods.back();
    const auto place = q.optional_integer(4);
    if (seat > 0 && place.has_value() != pod.places.has_value())
      throw InputError(Location{path_}, "damaged event file: " + where + " has places for some seats only");
    if (place) {
      if (*place > 64) throw InputError(Location{path_}, "damaged event file: " + where + " has a place past 64");
      if (!pod.places) pod.places.emplace();
      pod.places->push_back(static_cast<int>(*place));
    }
    pod.seats.push_back(static_cast<PlayerId>(player));
  }
}

// The cut, checked against the rounds it made (playoff.hpp playoff_damage): the commands
// trust what load() returns.
void EventStore::load_playoff(Event& e) {
  auto q = db_->prepare("SELECT first_round FROM playoff");
  if (!q.step()) {
    auto seeds = db_->prepare("SELECT count(*) FROM playoff_seeds");
    seeds.step();
    if (seeds.integer(0) != 0) throw InputError(Location{path_}, "damaged event file: playoff seeds and no playoff");
    return;
  }
  Playoff p;
  p.first_round = static_cast<int>(std::clamp<std::int64_t>(q.integer(0), 0, INT32_MAX));
  auto s = db_->prepare("SELECT seed, player FROM playoff_seeds ORDER BY seed");
  while (s.step()) {
    if (s.integer(0) != static_cast<std::int64_t>(p.seeds.size()) + 1)
      throw InputError(Location{path_}, "damaged event file: the playoff's seeds are not 1, 2, 3, ...");
    p.seeds.push_back(static_cast<PlayerId>(std::clamp<std::int64_t>(s.integer(1), -1, INT32_MAX)));
  }
  e.playoff = std::move(p);
  if (const std::string damage = playoff_damage(e); !damage.empty())
    throw InputError(Location{path_}, "damaged event file: " + damage);
}

void EventStore::set_playoff(const Playoff& p) {
  db_->prepare("INSERT INTO playoff (id, first_round) VALUES (1, ?)").bind(1, p.first_round).run();
  auto q = db_->prepare("INSERT INTO playoff_seeds (seed, player) VALUES (?, ?)");
  for (std::size_t i = 0; i < p.seeds.size(); ++i) q.bind(1, static_cast<std::int64_t>(i + 1)).bind(2, p.seeds[i]).run();
}

std::vector<JournalEntry> EventStore::journal() {
  std::vector<JournalEntry> out;
  auto q = db_->prepare("SELECT seq, at, operation, detail, reason FROM journal ORDER BY seq");
  while (q.step()) {
    JournalEntry j{static_cast<int>(q.integer(0)), q.text(1), q.text(2), q.text(3), std::nullopt};
    if (!q.is_null(4)) j.reason = q.text(4);
    out.push_back(std::move(j));
  }
  return out;
}

void EventStore::add_player(const Player& p, std::optional<int> seed_rank) {
  auto q = db_->prepare("INSERT INTO players (id, name, entry_round, dropped_from_round, seed_rank) VALUES (?, ?, ?, ?, ?)");
  q.bind(1, p.id).bind(2, p.name).bind(3, p.entry_round);
  q.bind(4, p.dropped_from_round ? std::optional<std::int64_t>(*p.dropped_from_round) : std::nullopt);
  q.bind(5, seed_rank ? std::optional<std::int64_t>(*seed_rank) : std::nullopt);
  q.run();
}

void EventStore::update_player(const Player& p) {
  auto q = db_->prepare("UPDATE players SET entry_round = ?, dropped_from_round = ? WHERE id = ?");
  q.bind(1, p.entry_round);
  q.bind(2, p.dropped_from_round ? std::optional<std::int64_t>(*p.dropped_from_round) : std::nullopt).bind(3, p.id);
  q.run();
}

void EventStore::set_draw_order(const std::vector<PlayerId>& order) {
  db_->exec("UPDATE players SET draw_number = NULL");
  auto q = db_->prepare("UPDATE players SET draw_number = ? WHERE id = ?");
  for (std::size_t i = 0; i < order.size(); ++i) q.bind(1, static_cast<std::int64_t>(i + 1)).bind(2, order[i]).run();
}

void EventStore::insert_round(const Round& r) {
  // load_seats reads a round's tables as 1, 2, ... N: a round otherwise is a bug of the command
  // that made it, refused before a row is written so that the file stays whole (exit 70).
  for (std::size_t i = 0; i < r.pods.size(); ++i)
    if (r.pods[i].table != static_cast<int>(i) + 1)
      throw std::logic_error("round " + std::to_string(r.number) + "'s tables are not numbered 1 to " +
                             std::to_string(r.pods.size()) + " in order");
  auto q = db_->prepare(
      "INSERT INTO pairings (round, slot, table_no, first, second, wins, losses, draws) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  for (std::size_t slot = 0; slot < r.pairings.size(); ++slot) {
    const Pairing& p = r.pairings[slot];
    q.bind(1, r.number).bind(2, static_cast<std::int64_t>(slot)).bind(3, p.table).bind(4, p.first);
    q.bind(5, p.second ? std::optional<std::int64_t>(*p.second) : std::nullopt);
    if (p.result) q.bind(6, p.result->wins).bind(7, p.result->losses).bind(8, p.result->draws);
    q.run();
  }
  auto seat = db_->prepare("INSERT INTO seats (round, table_no, seat, player, place) VALUES (?, ?, ?, ?, ?)");
  for (const Pod& pod : r.pods)
    for (std::size_t i = 0; i < pod.seats.size(); ++i) {
      seat.bind(1, r.number).bind(2, pod.table).bind(3, static_cast<std::int64_t>(i)).bind(4, pod.seats[i]);
      seat.bind(5, pod.places ? std::optional<std::int64_t>(pod.places->at(i)) : std::nullopt);
      seat.run();
    }
}

void EventStore::delete_round(int number) {
  db_->prepare("DELETE FROM pairings WHERE round = ?").bind(1, number).run();
  db_->prepare("DELETE FROM seats WHERE round = ?").bind(1, number).run();
}

void EventStore::set_places(int round, int table, const std::vector<int>& places) {
  auto q = db_->prepare("UPDATE seats SET place = ? WHERE round = ? AND table_no = ? AND seat = ?");
  for (std::size_t seat = 0; seat < places.size(); ++seat) {
    q.bind(1, places[seat]).bind(2, round).bind(3, table).bind(4, static_cast<std::int64_t>(seat)).run();
    if (db_->changes() != 1)
      throw std::logic_error("set_places: no seat " + std::to_string(seat) + " at round " + std::to_string(round) +
                             ", table " + std::to_string(table));
  }
}

void EventStore::set_result(int round, int slot, const MatchResult& r) {
  auto q = db_->prepare("UPDATE pairings SET wins = ?, losses = ?, draws = ? WHERE round = ? AND slot = ?");
  q.bind(1, r.wins).bind(2, r.losses).bind(3, r.draws).bind(4, round).bind(5, slot).run();
  if (db_->changes() != 1)
    throw std::logic_error("set_result: no pairing at round " + std::to_string(round) + ", slot " + std::to_string(slot));
}

void EventStore::log(const std::string& operation, const nlohmann::json& detail, const std::optional<std::string>& reason) {
  auto q = db_->prepare("INSERT INTO journal (at, operation, detail, reason) VALUES (?, ?, ?, ?)");
  q.bind(1, now_utc()).bind(2, operation).bind(3, json_text(detail));
  if (reason) q.bind(4, *reason);
  q.run();
}

}  // namespace referee::tournaments
