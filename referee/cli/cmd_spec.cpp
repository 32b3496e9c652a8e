#include <iostream>

#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/cli/profile_file.hpp"

namespace referee::cli {

int spec(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("game", po::value<std::string>()->required(), "the game id")(
      "format", po::value<std::string>()->default_value("text"), "dot, json or text")(
      "rulings", po::value<std::string>(), "a ruling profile: the machine under those options");
  po::positional_options_description pos;
  pos.add("game", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm,
                  "usage: referee spec GAME [--format dot|json|text] [--rulings FILE]\n\n"
                  "Prints the game's state machine: where the game waits, and the moves between.",
                  out))
    return 0;
  const Game& game = game_option(vm["game"].as<std::string>());
  std::string format = format_option(vm, {"dot", "json", "text"});
  Rulings rulings = load_rulings(game, vm.count("rulings") ? vm["rulings"].as<std::string>() : "");
  StateMachine sm = game.spec(rulings);
  if (format == "dot") out << sm.to_dot();
  else if (format == "json") out << sm.to_json().dump(2) << "\n";
  else out << sm.to_text() << "\n" << game.vocabulary() << "\n" << game.position_vocabulary() << "\n" << notation::notation_help(game.notation());
  return 0;
}

}  // namespace referee::cli
