#include <iomanip>
#include <iostream>

#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"

namespace referee::cli {

int games(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("format", po::value<std::string>()->default_value("text"), "text or json");
  po::variables_map vm;
  if (!parse_args(args, opts, {}, vm, "usage: referee games [--format text|json]\n\nLists the games.", out)) return 0;
  std::string format = format_option(vm, {"text", "json"});
  if (format == "json") {
    nlohmann::json list = nlohmann::json::array();
    for (const Game* g : builtin_games().all())
      list.push_back({{"id", g->info().id},
                      {"name", g->info().name},
                      {"players", {{"min", g->info().min_players}, {"max", g->info().max_players}}}});
    out << list.dump(2) << "\n";
    return 0;
  }
  for (const Game* g : builtin_games().all())
    out << std::left << std::setw(20) << g->info().id << std::setw(22) << g->info().name << g->info().min_players
        << "-" << g->info().max_players << " players\n";
  return 0;
}

}  // namespace referee::cli
