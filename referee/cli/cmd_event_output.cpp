// `referee event standings | export | log`: reading an event, never writing it (a consistent
// snapshot, also while another command writes).
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "referee/cli/event_commands.hpp"
#include "referee/cli/event_support.hpp"
#include "referee/cli/options.hpp"
#include "referee/core/errors.hpp"
#include "tournaments/next_round.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/pod_event.hpp"
#include "tournaments/text.hpp"

namespace referee::cli {
namespace {

namespace tn = tournaments;

std::string only_file(const Args& args, const std::string& usage, const std::string& format_default,
                      const std::string& format_help, po::variables_map& vm, std::ostream& out, bool& help,
                      const po::options_description& more = po::options_description()) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "the event file");
  opts.add(more);
  if (!format_help.empty())
    opts.add_options()("format", format_default.empty() ? po::value<std::string>()->required()
                                                        : po::value<std::string>()->default_value(format_default),
                       format_help.c_str());
  po::positional_options_description pos;
  pos.add("file", 1);
  help = !parse_args(args, opts, pos, vm, usage, out);
  return help ? std::string() : vm["file"].as<std::string>();
}

// Each page written beside its final name and renamed over it, so that a page a browser or a
// printer reads meanwhile is the old one or the new one, never half of one.
void write_pages(const std::filesystem::path& dir, const std::vector<tn::HtmlPage>& pages, std::ostream& out) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir))
    throw InputError(Location(dir.string()),
                     "cannot make the folder for the pages: " + (ec ? ec.message() : "a file of that name is there"));
  for (const tn::HtmlPage& p : pages) {
    const std::filesystem::path final_path = dir / p.file, temporary = dir / ("." + p.file + ".tmp");
    {
      std::ofstream f(temporary, std::ios::binary | std::ios::trunc);
      f << p.html;
      f.close();
      if (!f) throw InputError(Location(temporary.string()), "cannot write the page: " + std::string(std::strerror(errno)));
    }
    std::filesystem::rename(temporary, final_path, ec);
    if (ec) throw InputError(Location(final_path.string()), "cannot write the page: " + ec.message());
  }
  out << "wrote " << pages.size() << " pages to " << dir.string() << " (open " << (dir / "index.html").string() << ")\n";
}

}  // namespace

int event_standings(const Args& args, std::ostream& out) {
  po::variables_map vm;
  bool help = false;
  const std::string path = only_file(args, "usage: referee event standings EVENT.db [--format text|json|csv|html]", "text",
                                     "text, json, csv or html", vm, out, help);
  if (help) return 0;
  const std::string format = format_option(vm, {"text", "json", "csv", "html"});
  const tn::StoredEvent ev = event_file::read(path);
  if (ev.settings.tables.pods()) {
    const auto st = tn::pod_standings(ev.event, ev.settings.tables);
    if (format == "html") out << tn::pod_standings_html(ev.settings, ev.event, st);
    else if (format == "json") out << tn::standings_json(ev.settings, ev.event, st).dump(2) << "\n";
    else if (format == "csv") out << tn::pod_standings_csv(ev.event, st);
    else out << tn::pod_standings_text(ev.settings, ev.event, st);
    return 0;
  }
  const auto st = tn::standings(ev.event, ev.settings.profile);
  if (format == "json") out << tn::standings_json(ev.settings, ev.event, st).dump(2) << "\n";
  else if (format == "csv") out << tn::standings_csv(ev.settings, ev.event, st);
  else if (format == "html") out << tn::standings_html(ev.settings, ev.event, st);
  else out << tn::standings_text(ev.settings, ev.event, st);
  return 0;
}

int event_export(const Args& args, std::ostream& out) {
  po::variables_map vm;
  bool help = false;
  po::options_description pages("");
  pages.add_options()("out", po::value<std::string>(),
                      "html only: a folder of pages (index, standings, each round by table and by name) in place of "
                      "one document on standard output");
  const std::string path = only_file(args, "usage: referee event export EVENT.db --format json|csv|html|trf [--out DIR]", "",
                                     "json, csv (one row a pairing), html or trf (FIDE TRF-2016)", vm, out, help, pages);
  if (help) return 0;
  const std::string format = format_option(vm, {"json", "csv", "html", "trf"});
  if (vm.count("out") && format != "html") throw UsageError("--out writes the html pages: use it with --format html");
  const tn::StoredEvent ev = event_file::read(path);
  if (vm.count("out")) {
    write_pages(vm["out"].as<std::string>(), tn::event_pages(ev.settings, ev.event), out);
    return 0;
  }
  if (ev.settings.tables.pods()) {
    // TRF is FIDE's report of games between two players: a table of four has no place in it.
    if (format == "trf") throw tn::EventRefused("export --format trf is for events of two a table (FIDE's report format); use json, csv or html");
    if (format == "json") out << tn::pod_event_json(ev.settings, ev.event).dump(2) << "\n";
    else if (format == "csv") out << tn::pod_event_csv(ev.settings, ev.event);
    else out << tn::pod_event_html(ev.settings, ev.event);
    return 0;
  }
  if (format == "json") out << tn::event_json(ev.settings, ev.event).dump(2) << "\n";
  else if (format == "csv") out << tn::event_csv(ev.settings, ev.event);
  else if (format == "html") out << tn::event_html(ev.settings, ev.event);
  else out << tn::event_trf(ev.settings, ev.event);
  return 0;
}

int event_log(const Args& args, std::ostream& out) {
  po::variables_map vm;
  bool help = false;
  const std::string path =
      only_file(args, "usage: referee event log EVENT.db [--format text|json]", "text", "text or json", vm, out, help);
  if (help) return 0;
  const std::string format = format_option(vm, {"text", "json"});
  std::vector<tn::JournalEntry> journal;
  try {
    tn::EventStore store(path, tn::EventStore::Access::read_only);
    auto tx = store.read();
    journal = store.journal();
  } catch (const tn::sqlite::SqliteError& e) {
    event_file::rethrow_storage_error(path, e);
  }
  if (format == "json") {
    nlohmann::json a = nlohmann::json::array();
    for (const auto& j : journal)
      a.push_back({{"seq", j.seq}, {"at", j.at}, {"operation", j.operation},
                   {"detail", nlohmann::json::parse(j.detail, nullptr, false)},
                   {"reason", j.reason ? nlohmann::json(*j.reason) : nlohmann::json()}});
    // Replaced, not thrown on: a journal from another program may hold bytes that are not UTF-8.
    out << a.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    return 0;
  }
  // In words; `--format json` keeps each detail as stored.
  for (const auto& j : journal)
    // The journal's rows are not checked on open (any text is a possible reason): a stranger's
    // control bytes are shown as \xNN, never sent to the terminal.
    out << j.seq << "  " << tn::visible(j.at) << "  " << tn::visible(tn::journal_words(j.operation, j.detail))
        << (j.reason ? "  (reason: " + tn::visible(*j.reason) + ")" : "") << "\n";
  return 0;
}

}  // namespace referee::cli
