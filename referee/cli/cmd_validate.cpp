#include <iostream>
#include <optional>

#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/core/validation.hpp"

namespace referee::cli {
namespace {

// Exit code of a batch: an input error outranks a violation.
struct Tally {
  bool error = false, violation = false;
  void add(const ValidationReport& r) {
    error |= r.error.has_value();
    violation |= r.violation.has_value();
  }
  int code() const {
    return static_cast<int>(error ? ExitCode::input : violation ? ExitCode::violation : ExitCode::ok);
  }
};

}  // namespace

int validate(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
  po::options_description opts("Options");
  opts.add_options()("files", po::value<std::vector<std::string>>()->required(), "transcripts; - reads JSON Lines")(
      "rulings", po::value<std::string>(), "a ruling profile applied to every transcript (over its own \"rulings\")")(
      "cards", po::value<std::string>(), "a card set, for games whose cards come from a database")(
      "format", po::value<std::string>()->default_value("text"), "text or json");
  po::positional_options_description pos;
  pos.add("files", -1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm,
                  "usage: referee validate FILE... [--rulings FILE] [--format text|json]\n\n"
                  "Replays transcripts and reports, for each, the first illegal event or the result.\n"
                  "With - among the files, standard input is read as JSON Lines (one transcript a line)\n"
                  "and every report is written as one JSON line.\n"
                  "Exit: 0 all legal, 1 a rules violation, 3 an input error.",
                  out))
    return 0;
  std::string format = format_option(vm, {"text", "json"});
  std::optional<JsonDocument> profile;
  if (vm.count("rulings")) profile = read_json_file(vm["rulings"].as<std::string>());
  const JsonDocument* override_profile = profile ? &*profile : nullptr;
  if (vm.count("cards"))
    err << "referee: note: --cards is used only by games whose cards come from a card set; "
           "draw-of-faith has none\n";

  const auto& files = vm["files"].as<std::vector<std::string>>();
  const bool lines = std::find(files.begin(), files.end(), "-") != files.end();
  Tally tally;
  nlohmann::json array = nlohmann::json::array();
  auto emit = [&](const ValidationReport& r) {
    tally.add(r);
    if (lines) out << report_json(r).dump() << "\n";
    else if (format == "json") array.push_back(report_json(r));
    else out << report_text(r);
  };
  for (const auto& file : files) {
    if (file != "-") {
      emit(validate_file(file, builtin_games(), override_profile));
      continue;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      try {
        emit(validate_document(parse_json(line, "-", number), builtin_games(), override_profile));
      } catch (const InputError& e) {
        emit(error_report("-", e));
      }
    }
  }
  if (!lines && format == "json") out << array.dump(2) << "\n";
  return tally.code();
}

}  // namespace referee::cli
