// Shared command-line helpers: option parsing with Boost.Program_options, --format, games.
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <vector>

#include "referee/core/errors.hpp"
#include "referee/core/registry.hpp"

namespace referee::cli {

namespace po = boost::program_options;

// Parses `args` against `options` and `positional`; prints `usage` + options and returns
// false when --help was given. Unknown options are UsageErrors.
bool parse_args(const std::vector<std::string>& args, const po::options_description& options,
                const po::positional_options_description& positional, po::variables_map& vm,
                const std::string& usage, std::ostream& out);

// Runs a command, its usage errors pointing at its own --help: `command` ("referee event
// pair") is set on a UsageError that names none more exact, and Boost's option errors become
// UsageErrors naming it.
template <class Run>
int pointing_at_help(const std::string& command, Run&& run) {
  try {
    return run();
  } catch (const UsageError& e) {
    if (e.command() != "referee") throw;
    throw UsageError(e.what(), command);
  } catch (const po::error& e) {
    throw UsageError(e.what(), command);
  }
}

// Checks --format against the allowed values (a UsageError otherwise).
std::string format_option(const po::variables_map& vm, const std::vector<std::string>& allowed);

// The game named on the command line; an unknown one is a UsageError (exit 2).
const Game& game_option(const std::string& id);

// `--cards FILE`, read and checked once (InputError naming the file and its first problem);
// empty when the option is absent.
std::optional<CardsOverride> cards_option(const po::variables_map& vm);

}  // namespace referee::cli
