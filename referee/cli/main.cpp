// referee: a rules referee and tournament adjudicator for tabletop card games.
// Every error becomes an exit code here, and only here (interface.md, "Exit codes").
#include <boost/program_options/errors.hpp>
#include <functional>
#include <iostream>
#include <map>

#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/suggest.hpp"

namespace {

constexpr const char* kHelp = R"(usage: referee COMMAND [ARGS] [--help]

Commands:
  games                     list the games
  spec GAME                 print a game's state machine (--format dot|json|text)
  rulings GAME              list a game's rulings (--profile FILE shows a profile's choices)
  validate FILE...          replay transcripts or score sheets and report the first illegal event
                            (- reads JSON Lines)
  convert FILE --to json|text  a transcript as JSON or as a score sheet (README, "Score sheets")
  cards check FILE...       check card sets (games whose cards come from a database); also
                            'cards vocabulary GAME' and 'cards schema GAME'
  judge QUERY.json          answer a judge's question, with rules and the verdict under each ruling option
  judge --interactive       ask questions about a position or a game so far, one after the other
  generate GAME             random legal games by self-play (--count N --seed S), as JSON Lines
  event SUBCOMMAND EVENT.db  run a tournament: create, add, drop, reenter, pair, pairings, report,
                            standings, export, log ('referee event --help')

Every command takes --format text|json where it prints results, and --help.
Exit codes: 0 success, 1 a rules violation (validate), 2 usage error, 3 input error,
4 operation refused, 70 internal error (a bug: please report it).
)";

int run(const std::vector<std::string>& argv) {
  using namespace referee::cli;
  if (argv.empty()) {
    std::cerr << kHelp;
    return static_cast<int>(referee::ExitCode::usage);
  }
  const std::string& command = argv[0];
  Args rest(argv.begin() + 1, argv.end());
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << kHelp;
    return 0;
  }
  const std::map<std::string, std::function<int()>> commands = {
      {"games", [&] { return games(rest, std::cout); }},
      {"spec", [&] { return spec(rest, std::cout); }},
      {"rulings", [&] { return rulings(rest, std::cout, std::cerr); }},
      {"validate", [&] { return validate(rest, std::cin, std::cout); }},
      {"judge", [&] { return judge(rest, std::cin, std::cout); }},
      {"event", [&] { return event(rest, std::cin, std::cout); }},
      {"generate", [&] { return generate(rest, std::cout); }},
      {"convert", [&] { return convert(rest, std::cin, std::cout); }},
      {"cards", [&] { return cards_command(rest, std::cout); }},
  };
  auto it = commands.find(command);
  if (it == commands.end()) {
    std::vector<std::string> names;
    for (const auto& [name, fn] : commands) names.push_back(name);
    throw referee::UsageError("unknown command \"" + command + "\"" + referee::did_you_mean(command, names));
  }
  return referee::cli::pointing_at_help("referee " + command, it->second);
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  try {
    return run(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const referee::UsageError& e) {
    std::cerr << "referee: " << e.what() << "\nTry '" << e.command() << " --help'.\n";
    return static_cast<int>(referee::ExitCode::usage);
  } catch (const boost::program_options::error& e) {  // a command's own are UsageErrors by now
    std::cerr << "referee: " << e.what() << "\nTry 'referee --help'.\n";
    return static_cast<int>(referee::ExitCode::usage);
  } catch (const referee::InputError& e) {
    std::cerr << "referee: " << e.describe() << "\n";
    return static_cast<int>(referee::ExitCode::input);
  } catch (const referee::RefusedError& e) {
    std::cerr << "referee: refused: " << e.what() << "\n";
    return static_cast<int>(referee::ExitCode::refused);
  } catch (const std::exception& e) {
    std::cerr << "referee: internal error: " << e.what() << "\n";
    return 70;
  }
}
