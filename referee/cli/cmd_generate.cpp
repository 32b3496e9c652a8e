// `referee generate GAME`: random legal games by self-play (issue 8), for conformance tests,
// fuzzing seeds and benchmarks. JSON Lines are written as they are played, so a million games
// take no more memory than one.
#include <iostream>
#include <memory>

#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/cli/progress.hpp"
#include "referee/cli/profile_file.hpp"
#include "referee/core/generate.hpp"
#include "referee/core/sheet.hpp"

namespace referee::cli {

int generate(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("game", po::value<std::string>()->required(), "the game ('referee games' lists them)")(
      "count", po::value<long long>()->default_value(1), "how many games (1 to 10,000,000)")(
      "seed", po::value<unsigned long long>()->default_value(0), "the same seed gives the same games")(
      "players", po::value<int>(), "players per game (default: the game's minimum)")(
      "rulings", po::value<std::string>(), "a ruling profile the games are played under (written into each)")(
      "cards", po::value<std::string>(), "the card set, for games whose cards come from a database (its file name is\n"
                                         "written into each game as given: generate beside it, or give a path from there)")(
      "format", po::value<std::string>()->default_value("jsonl"),
      "jsonl (one transcript a line), json (one document, an array when --count > 1), text (score sheets,\n"
      "one after the other: 'referee validate' reads such a file sheet by sheet)")(
      "quiet,q", "no progress line on a terminal");
  po::positional_options_description pos;
  pos.add("game", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm,
                  "usage: referee generate GAME [--count N] [--seed S] [--players P] [--rulings FILE] [--cards FILE]\n"
                  "                       [--format jsonl|json|text] [--quiet]\n\n"
                  "Plays random legal games (each move drawn from the legal actions) and writes them as\n"
                  "transcripts with their results. Game i of a seed is the same whatever --count is.\n"
                  "On a terminal, standard error shows the progress (games a second, time left).",
                  out))
    return 0;
  const std::string format = format_option(vm, {"jsonl", "json", "text"});
  const Game& game = game_option(vm["game"].as<std::string>());
  const long long count = vm["count"].as<long long>();
  if (count < 1 || count > 10'000'000) throw UsageError("--count takes a number from 1 to 10,000,000");
  GenerateOptions options;
  options.seed = vm["seed"].as<unsigned long long>();
  if (vm.count("players")) {
    options.players = vm["players"].as<int>();
    if (options.players < game.info().min_players || options.players > game.info().max_players)
      throw UsageError("--players: " + game.info().name + " takes " + std::to_string(game.info().min_players) +
                       " to " + std::to_string(game.info().max_players) + " players");
  }
  if (vm.count("rulings"))
    options.rulings = std::make_shared<const Rulings>(load_rulings(game, vm["rulings"].as<std::string>()));

  options.cards = cards_option(vm);
  if (game.card_rules() && !options.cards)
    throw UsageError(game.info().id + " is played with a card set: give --cards FILE ('referee cards' checks one)");
  if (!game.card_rules() && options.cards)
    throw UsageError(game.info().id + " takes no card set: its rules fix its cards (remove --cards)");
  if (options.cards && options.cards->game != game.info().id)
    throw UsageError("--cards: " + options.cards->file + " is a " + options.cards->game + " card set, not " + game.info().id);

  if (format == "json" && count == 1) {
    out << generate_game(game, options, 0).dump(2) << "\n";
    return 0;
  }
  Progress progress("games", static_cast<std::size_t>(count), vm.count("quiet") > 0);
  if (format == "json") out << "[\n";
  for (long long i = 0; i < count; ++i) {
    nlohmann::json t = generate_game(game, options, static_cast<std::uint64_t>(i));
    progress.before_output();
    if (format == "text") {
      JsonDocument doc;
      doc.source = "generated game " + std::to_string(i);
      doc.root = std::move(t);
      out << (i ? "\n" : "") << sheet::write_sheet(doc, builtin_games());
    } else if (format == "json") out << (i ? ",\n" : "") << t.dump(2);
    else out << t.dump() << "\n";
    progress.add();
  }
  if (format == "json") out << "\n]\n";
  return 0;
}

}  // namespace referee::cli
