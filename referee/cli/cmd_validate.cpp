#include <algorithm>
#include <iostream>
#include <optional>

#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/cli/parallel.hpp"
#include "referee/cli/progress.hpp"
#include "referee/core/position.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/validation.hpp"

namespace referee::cli {
namespace {

// Messages may quote bytes that are not UTF-8 (that is often what is wrong with the input):
// JSON output shows them as U+FFFD instead of failing.
constexpr auto kReplaceBadUtf8 = nlohmann::json::error_handler_t::replace;

// Exit code of a batch: an input error outranks a violation, which outranks a transcript
// the referee could not decide.
struct Tally {
  bool error = false, violation = false, undecided = false;
  void add(const ValidationReport& r) {
    error |= r.error.has_value();
    violation |= r.violation.has_value();
    undecided |= r.undecided.has_value();
  }
  int code() const {
    return static_cast<int>(error       ? ExitCode::input
                            : violation ? ExitCode::violation
                            : undecided ? ExitCode::undecided
                                        : ExitCode::ok);
  }
};

// A --rulings profile must be a valid profile of some registered game; otherwise it is
// refused once, up front, rather than once per transcript. The error shown is that of
// the game whose catalogue knows most of the profile's ids.
void check_profile_fits_a_game(const JsonDocument& profile) {
  std::optional<InputError> best;
  long best_known = -1;
  for (const Game* game : builtin_games().all()) {
    try {
      Rulings(game->catalogue()).apply_profile(profile, "");
      return;
    } catch (const InputError& e) {
      long known = 0;
      if (profile.root.is_object())
        for (auto it = profile.root.begin(); it != profile.root.end(); ++it)
          known += game->catalogue().index_of(it.key()) >= 0;
      if (known > best_known) best = e, best_known = known;
    }
  }
  if (best) throw *best;
}

// `validate FILE --position-at N`: the position after event N, for a judge to start from;
// if the game breaks a rule before, that is reported as validate reports it.
int position_at(const std::string& file, int n, const JsonDocument* override_profile, const CardsOverride* cards,
                const std::string& format, std::ostream& out) {
  Transcript t = read_transcript(sheet::read_transcript_file(file, builtin_games()), builtin_games(), cards);
  if (n < 0 || n > static_cast<int>(t.events.size()))
    throw InputError(Location{file}, "--position-at " + std::to_string(n) + ": the transcript has " +
                                         std::to_string(t.events.size()) + " events");
  auto rulings = rulings_for(t, override_profile);
  ReplayOptions options;
  options.upto = n;
  Replay r = replay(t, rulings, options);
  if (r.violation) {
    ValidationReport report;
    report.file = file;
    report.game = t.game->info().id;
    report.events = static_cast<int>(t.events.size());
    report.violation = std::move(r.violation);
    out << (format == "json" ? report_json(report).dump(2, ' ', false, kReplaceBadUtf8) + "\n" : report_text(report));
    return static_cast<int>(ExitCode::violation);
  }
  out << write_position(*t.game, t.players, *rulings, *r.state, t.card_set_file).dump(2) << "\n";
  return 0;
}

// Transcripts from standard input are validated this many lines at a time.
constexpr std::size_t kLinesPerBatch = 256;

// One line of standard input, without its line break; false at the end. InputError if the
// stream cannot be read (a directory) or the line is longer than any file the referee reads.
bool read_line(std::istream& in, std::string& line) {
  line.clear();
  // A power of two, so that doubling reaches the bound (also one) exactly, not 15 * 2^24
  // and then twice that.
  static_assert((kMaxInputBytes & (kMaxInputBytes - 1)) == 0);
  line.reserve(64);
  try {
    std::streambuf* buffer = in.rdbuf();
    for (int c = buffer->sbumpc(); c != std::char_traits<char>::eof(); c = buffer->sbumpc()) {
      if (c == '\n') return true;
      // Refused before the string would grow past the bound: a line that never ends costs the
      // bound in memory, never more (its capacity doubles from a power of two, see above).
      if (line.size() == kMaxInputBytes)
        throw InputError(Location{"-"}, "a line longer than " + std::to_string(kMaxInputBytes >> 20) + " MiB");
      line.push_back(static_cast<char>(c));
    }
  } catch (const std::ios_base::failure& e) {
    throw InputError(Location{"-"}, std::string("standard input cannot be read: ") + e.what());
  }
  return !line.empty();
}

}  // namespace

int validate(const Args& args, std::istream& in, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("files", po::value<std::vector<std::string>>()->required(), "transcripts or score sheets; - reads JSON Lines")(
      "rulings", po::value<std::string>(), "a ruling profile applied to every transcript (over its own \"rulings\")")(
      "cards", po::value<std::string>(), "a card set, for games whose cards come from a database: played in place of\n"
                                         "the one each transcript names")(
      "jobs,j", po::value<unsigned>()->default_value(1), "transcripts validated at once, on this many threads")(
      "position-at", po::value<int>(), "write the position after this event (0: after the deal) instead of a report")(
      "format", po::value<std::string>()->default_value("text"), "text or json")(
      "verbose,v", "text: also list the rulings each game read (JSON always lists them)")(
      "quiet,q", "no progress line on a terminal");
  po::positional_options_description pos;
  pos.add("files", -1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm,
                  "usage: referee validate FILE... [--rulings FILE] [--cards FILE] [--jobs N] [--format text|json] [--verbose] [--quiet]\n"
                  "       referee validate FILE --position-at N [--rulings FILE] [--cards FILE]\n\n"
                  "Replays transcripts (JSON, or score sheets: by extension .json / .sheet / .txt, else by\n"
                  "content) and reports, for each, the first illegal event or the result. A file of several\n"
                  "score sheets is validated sheet by sheet.\n"
                  "With - among the files, standard input is read as JSON Lines (one transcript a line)\n"
                  "and every report is written as one JSON line, in input order.\n"
                  "Exit: 0 all legal, 1 a rules violation, 3 an input error, 5 no violation but a transcript\n"
                  "the referee could not decide (its hidden cards past the engine's bounds).\n"
                  "On a terminal, standard error shows the progress of many files or of a stream.",
                  out))
    return 0;
  std::string format = format_option(vm, {"text", "json"});
  const bool verbose = vm.count("verbose") > 0;
  const unsigned jobs = vm["jobs"].as<unsigned>();
  if (jobs == 0 || jobs > 256) throw UsageError("--jobs takes a number from 1 to 256");
  std::optional<JsonDocument> profile;
  if (vm.count("rulings")) {
    profile = read_json_file(vm["rulings"].as<std::string>());
    check_profile_fits_a_game(*profile);
  }
  const JsonDocument* override_profile = profile ? &*profile : nullptr;
  const std::optional<CardsOverride> card_set = cards_option(vm);
  const CardsOverride* cards = card_set ? &*card_set : nullptr;

  const auto& files = vm["files"].as<std::vector<std::string>>();
  if (vm.count("position-at")) {
    if (files.size() != 1 || files[0] == "-") throw UsageError("--position-at takes exactly one transcript file");
    return position_at(files[0], vm["position-at"].as<int>(), override_profile, cards, format, out);
  }
  const bool lines = std::find(files.begin(), files.end(), "-") != files.end();
  Tally tally;
  nlohmann::json array = nlohmann::json::array();
  // Files are counted (their number is known), a stream's transcripts are not.
  Progress progress(lines ? "transcripts" : "files", lines ? 0 : files.size(), vm.count("quiet") > 0);
  std::size_t files_in_batch = 0;
  auto emit = [&](const ValidationReport& r) {
    tally.add(r);
    progress.before_output();
    if (lines) out << report_json(r).dump(-1, ' ', false, kReplaceBadUtf8) << "\n";
    else if (format == "json") array.push_back(report_json(r));
    else out << report_text(r, verbose);
  };
  // One transcript: a file, a line of standard input, or one score sheet of a file of several.
  struct Input {
    std::string file;  // "-" for a line of standard input
    std::string text;
    int line = 1;
    enum class Kind { unread, json, sheet } kind = Kind::json;
    bool one_of_several = false;  // a sheet of a file of several: its report says where it starts
    std::optional<InputError> read_error = std::nullopt;  // why an unread file could not be read
  };
  auto validate_one = [&](const Input& input) {
    if (input.kind == Input::Kind::unread) return error_report(input.file, *input.read_error);
    try {
      JsonDocument doc = input.kind == Input::Kind::sheet ? sheet::read_sheet(input.text, input.file, builtin_games(), input.line)
                                                          : parse_json(input.text, input.file, input.line);
      ValidationReport r = validate_document(std::move(doc), builtin_games(), override_profile, cards);
      if (input.one_of_several) r.sheet_line = input.line;
      return r;
    } catch (const InputError& e) {
      ValidationReport r = error_report(input.file, e);
      if (input.one_of_several) r.sheet_line = input.line;
      return r;
    }
  };
  auto run_batch = [&](const std::vector<Input>& batch) {
    auto reports = parallel_map<ValidationReport>(batch.size(), jobs, [&](std::size_t i) { return validate_one(batch[i]); });
    for (const auto& r : reports) emit(r);
    progress.add(lines ? batch.size() : files_in_batch);
    files_in_batch = 0;
  };

  // A file of score sheets is validated sheet by sheet; anything else as one transcript. An
  // unreadable file keeps its error: reading it again would read an endless one twice.
  auto add_file = [&](const std::string& file, std::vector<Input>& batch) {
    std::string text;
    try {
      text = read_text_file(file);
    } catch (const InputError& e) {
      batch.push_back({file, "", 1, Input::Kind::unread, false, e});
      return;
    }
    if (!sheet::is_sheet(file, text)) {
      batch.push_back({file, std::move(text), 1, Input::Kind::json});
      return;
    }
    auto parts = sheet::split_sheets(text);
    for (auto& part : parts)
      batch.push_back({file, std::move(part.text), part.first_line, Input::Kind::sheet, parts.size() > 1});
  };
  std::vector<Input> batch;
  for (const auto& file : files) {
    if (file != "-") {
      add_file(file, batch);
      ++files_in_batch;
      if (batch.size() >= kLinesPerBatch) run_batch(batch), batch.clear();
      continue;
    }
    std::string line;
    for (int number = 1;; ++number) {
      try {
        if (!read_line(in, line)) break;
      } catch (const InputError& e) {  // unreadable, or a line no transcript needs: the rest is not read
        run_batch(batch), batch.clear();
        emit(error_report("-", InputError(Location{"-", number}, e.message())));
        break;
      }
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      batch.push_back({"-", std::move(line), number, Input::Kind::json});
      if (batch.size() == kLinesPerBatch) run_batch(batch), batch.clear();
    }
  }
  run_batch(batch);
  if (!lines && format == "json") out << array.dump(2, ' ', false, kReplaceBadUtf8) << "\n";
  return tally.code();
}

}  // namespace referee::cli
