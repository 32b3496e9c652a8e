#include <unistd.h>

#include <iostream>
#include <optional>

#include "judgements/interactive.hpp"
#include "judgements/line_editor.hpp"
#include "judgements/kinds.hpp"
#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/core/validation.hpp"

namespace referee::cli {
namespace {

// The game so far breaks a rule: reported as `validate` reports it, exit 1.
int history_violation(const judgements::HistoryViolation& h, const std::string& format, std::ostream& out) {
  ValidationReport r;
  r.file = h.source;
  r.violation = h.violation;
  if (format == "json") out << report_json(r).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  else out << "the game so far is illegal, so the query cannot be answered from it:\n" << report_text(r);
  return static_cast<int>(ExitCode::violation);
}

}  // namespace

int judge(const Args& args, std::istream& in, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("query", po::value<std::string>(), "a judge query (JSON)")(
      "interactive,i", "ask questions one after the other on standard input")(
      "position", po::value<std::string>(), "interactive: start from this position")(
      "transcript", po::value<std::string>(), "interactive: start from this transcript")(
      "upto", po::value<int>(), "interactive: stop the transcript after this event")(
      "rulings", po::value<std::string>(), "a ruling profile over the query's own rulings")(
      "cards", po::value<std::string>(), "a card set, in place of the query's (games whose cards come from a database)")(
      "format", po::value<std::string>()->default_value("text"), "text or json");
  po::positional_options_description pos;
  pos.add("query", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm,
                  "usage: referee judge QUERY.json [--rulings FILE] [--cards FILE] [--format text|json]\n"
                  "       referee judge --interactive [--position FILE | --transcript FILE [--upto N]] [--rulings FILE]\n"
                  "                     [--cards FILE]\n\n"
                  "Answers a judge's question about a position or a game so far: legal-actions, is-legal,\n"
                  "outcome, result, ruling or rule, with the rules behind the answer and, for each ruling it\n"
                  "consulted, the answer under each of its options.\n"
                  "Exit: 0 answered (also when the answer is 'illegal'), 1 the game so far breaks a rule,\n"
                  "3 an input error in the query.",
                  out))
    return 0;
  const std::string format = format_option(vm, {"text", "json"});
  std::optional<JsonDocument> profile;
  if (vm.count("rulings")) profile = read_json_file(vm["rulings"].as<std::string>());
  const JsonDocument* override_profile = profile ? &*profile : nullptr;
  const std::optional<CardsOverride> card_set = cards_option(vm);
  const CardsOverride* cards = card_set ? &*card_set : nullptr;

  if (vm.count("interactive")) {
    if (vm.count("query")) throw UsageError("--interactive takes no query file");
    if (vm.count("position") && vm.count("transcript")) throw UsageError("give --position or --transcript, not both");
    judgements::InteractiveStart start;
    if (vm.count("position")) start.position = vm["position"].as<std::string>();
    if (vm.count("transcript")) start.transcript = vm["transcript"].as<std::string>();
    if (vm.count("upto")) start.upto = vm["upto"].as<int>();
    start.override_profile = override_profile;
    start.cards = cards;
    start.prompt = isatty(STDIN_FILENO) != 0;
    if (start.prompt) start.read_line = judgements::terminal_line_reader("judge> ");  // editing and history
    return judgements::run_interactive(start, in, out);
  }
  if (!vm.count("query")) throw UsageError("missing QUERY (or --interactive)");
  if (vm.count("position") || vm.count("transcript") || vm.count("upto"))
    throw UsageError("--position, --transcript and --upto go with --interactive; a query file names its own");
  judgements::Query q = judgements::read_query(read_json_file(vm["query"].as<std::string>()), builtin_games(), cards);
  try {
    const judgements::Answer a = judgements::answer_query(q, override_profile);
    if (format == "json") out << judgements::answer_json(a).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    else out << judgements::answer_text(a);
  } catch (const judgements::HistoryViolation& h) {
    return history_violation(h, format, out);
  }
  return 0;
}

}  // namespace referee::cli
