#include "referee/cli/options.hpp"

#include <cctype>
#include <iostream>

#include "referee/cards/card_set_read.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/suggest.hpp"

namespace referee::cli {

bool parse_args(const std::vector<std::string>& args, const po::options_description& options,
                const po::positional_options_description& positional, po::variables_map& vm,
                const std::string& usage, std::ostream& out) {
  po::options_description all;
  all.add(options);
  all.add_options()("help,h", "show this help");
  po::store(po::command_line_parser(args).options(all).positional(positional).run(), vm);
  if (vm.count("help")) {
    out << usage << "\n\n" << all << "\n";
    return false;
  }
  try {
    po::notify(vm);
  } catch (const po::required_option& e) {
    // Positional arguments have internal option names ("--files"): say it as the usage does.
    std::string name = e.get_option_name();
    name.erase(0, name.find_first_not_of('-'));
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    throw UsageError("missing " + name + "\n" + usage.substr(0, usage.find('\n')));
  }
  return true;
}

std::string format_option(const po::variables_map& vm, const std::vector<std::string>& allowed) {
  std::string f = vm["format"].as<std::string>();
  for (const auto& a : allowed)
    if (a == f) return f;
  std::string list;
  for (const auto& a : allowed) list += (list.empty() ? "" : "|") + a;
  throw UsageError("unknown format \"" + f + "\" (expected " + list + ")");
}

const Game& game_option(const std::string& id) {
  const Game* g = builtin_games().find(id);
  if (!g) throw UsageError("unknown game \"" + id + "\"" + did_you_mean(id, builtin_games().ids()) +
                           "; 'referee games' lists them");
  return *g;
}

std::optional<CardsOverride> cards_option(const po::variables_map& vm) {
  if (!vm.count("cards")) return std::nullopt;
  const std::string file = vm["cards"].as<std::string>();
  cards::CardSetReading r = cards::load_card_set(file);
  return CardsOverride{file, std::move(r.game), std::move(r.set)};
}

}  // namespace referee::cli
