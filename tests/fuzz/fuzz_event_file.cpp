// An event file from someone else (`referee event ... EVENT.db`, issue 27): the bytes written
// as a file and opened as every command opens one; then what the read-only commands show
// (standings, pairings, every export) and what `pair` decides and writes, on this copy.
// A refusal (RefusedError, exit 4) and SQLite's own failures (the CLI's
// rethrow_storage_error makes them input errors, exit 3) are expected outcomes too.
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "referee/core/errors.hpp"
#include "tests/fuzz/fuzz_target.hpp"
#include "tournaments/next_round.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/standings.hpp"
#include "tournaments/store/event_store.hpp"

namespace {

namespace tn = referee::tournaments;

// One folder for the whole run, emptied for each input and removed at exit.
struct Folder {
  std::string dir = (std::filesystem::temp_directory_path() / "referee-fuzz-event-XXXXXX").string();
  Folder() {
    if (!::mkdtemp(dir.data())) std::abort();
  }
  ~Folder() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
};

const std::string& folder() {
  static const Folder f;
  return f.dir;
}

void show(const tn::StoredEvent& ev) {
  const auto st = tn::standings(ev.event, ev.settings.profile);
  (void)tn::standings_text(ev.settings, ev.event, st);
  (void)tn::standings_json(ev.settings, ev.event, st).dump();
  (void)tn::standings_csv(ev.settings, ev.event, st);
  (void)tn::standings_html(ev.settings, ev.event, st);
  for (const tn::Round& r : ev.event.rounds) {
    (void)tn::pairings_text(ev.event, r, tn::PairingsOrder::by_name, ev.settings);
    (void)tn::pairings_json(ev.event, r, ev.settings).dump();
    (void)tn::pairings_csv(ev.event, r, tn::PairingsOrder::by_table, ev.settings);
  }
  (void)tn::event_json(ev.settings, ev.event).dump();
  (void)tn::event_csv(ev.settings, ev.event);
  (void)tn::event_html(ev.settings, ev.event);
  (void)tn::event_trf(ev.settings, ev.event);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string path = folder() + "/event.db";
  std::error_code ec;
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix, ec);
  {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  try {
    {
      tn::EventStore reader(path, tn::EventStore::Access::read_only);
      auto tx = reader.read();
      show(reader.load());
      (void)reader.journal();
    }
    // `referee event pair`, as cmd_event_rounds.cpp does it.
    tn::EventStore store(path);
    auto tx = store.write();
    tn::StoredEvent ev = store.load();
    const bool drawn = !ev.draw_order.empty();
    const tn::Round r = tn::pair_next(ev.event, ev.settings, ev.seed_rank, ev.draw_order);
    if (!drawn && !ev.draw_order.empty()) store.set_draw_order(ev.draw_order);
    store.insert_round(r);
    store.log("pair", nlohmann::json::object());
    tx.commit();
  } catch (const referee::InputError&) {
  } catch (const referee::RefusedError&) {
  } catch (const tn::sqlite::SqliteError&) {
  }
  return 0;
}
