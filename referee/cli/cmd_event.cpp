// `referee event`: a tournament in one SQLite file (interface.md, "Tournaments"). This file
// dispatches the subcommands and holds those that enter the event and its players; rounds
// and results are in cmd_event_rounds.cpp, standings and exports in cmd_event_output.cpp.
#include <charconv>
#include <functional>
#include <iostream>
#include <map>
#include <tuple>
#include <nlohmann/json.hpp>

#include "referee/cli/event_commands.hpp"
#include "referee/cli/event_support.hpp"
#include "referee/cli/options.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/suggest.hpp"
#include "tournaments/match_format.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/player_changes.hpp"
#include "tournaments/player_csv.hpp"
#include "tournaments/pod_event.hpp"

namespace referee::cli {
namespace {

namespace tn = tournaments;

constexpr const char* kEventHelp = R"(usage: referee event SUBCOMMAND EVENT.db [ARGS] [--help]

A tournament kept in one SQLite file; every subcommand that changes it is one transaction.

  create EVENT.db --name NAME --game GAME --system swiss|round-robin|double-round-robin
                  [--rounds N] [--tiebreaks mtg|pokemon|fide] [--seed S] [--late-entry loss|zero]
                  [--rulings PROFILE.json] [--match bo1|bo3|bo5|any]
                  [--table-size N|MIN-MAX [--preferred-size N] [--place-points P1,P2,...]]
  add EVENT.db NAME... | --csv FILE     enter players (late entries join from the next round)
  drop EVENT.db NAME                    not paired from the next round; stays in the standings
  reenter EVENT.db NAME                 a dropped player is paired again from the next round
  pair EVENT.db [--again --reason TEXT] pair the next round (or pair the latest round again)
  pairings EVENT.db [--round R] [--by table|name]
  cut EVENT.db --top N                  after the Swiss rounds: a single-elimination playoff of
                                        the top N by the standings (pair pairs its next rounds)
  report EVENT.db --round R --table T --result W-L[-D] | --placement A,B=C,D | --transcript FILE...
                  [--reason TEXT]     --placement: tables of more than two, first place first,
                                      ',' between places, '=' between players tied for a place
  standings EVENT.db [--format text|json|csv|html]
  export EVENT.db --format json|csv|html|trf
  log EVENT.db                          every operation, with its time and reason

Exit: 0 done, 2 usage, 3 input error (a bad file), 4 refused (the event's state forbids it).
)";

// --table-size and what goes with it, checked against the game's own player count: a table
// the game cannot be played at is refused (exit 4), and so is the default of two for a game
// of four or more (tournaments/README.md says why it is refused, not chosen for the organizer).
tn::TableSettings table_settings(const po::variables_map& vm, const Game& game, tn::System system) {
  tn::TableSettings t;
  const int lo = game.info().min_players, hi = game.info().max_players;
  const std::string range = lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi);
  if (vm.count("table-size")) {
    const std::string text = vm["table-size"].as<std::string>();
    try {
      std::tie(t.min, t.max) = tn::parse_table_size(text);
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
    if (t.min < lo || t.max > hi)
      throw tn::EventRefused("--table-size " + text + ": " + game.info().id + " is played by " + range +
                             " players at a table");
  } else if (lo > 2) {
    throw tn::EventRefused(game.info().id + " is played by " + range +
                           " players at a table, not two: give --table-size (e.g. --table-size " + std::to_string(lo) +
                           " or " + std::to_string(lo) + "-" + std::to_string(std::min(hi, lo + 1)) + ")");
  }
  if (!t.pods()) {
    if (vm.count("preferred-size") || vm.count("place-points"))
      throw UsageError("--preferred-size and --place-points are for tables of more than two (--table-size)");
    return t;
  }
  if (system != tn::System::swiss)
    throw UsageError("--table-size above 2 is for Swiss events: a round robin is played two a table");
  t.preferred = vm.count("preferred-size") ? vm["preferred-size"].as<int>() : tn::default_preferred_size(t.min, t.max);
  if (t.preferred < t.min || t.preferred > t.max)
    throw UsageError("--preferred-size " + std::to_string(t.preferred) + " is not within --table-size " +
                     tn::table_size_text(t));
  try {
    t.place_points = vm.count("place-points") ? tn::parse_place_points(vm["place-points"].as<std::string>())
                                              : tn::default_place_points();
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  return t;
}

int create(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "the new event file")(
      "name", po::value<std::string>()->required(), "the event's name")(
      "game", po::value<std::string>()->required(), "the game played ('referee games' lists them)")(
      "system", po::value<std::string>()->required(), "swiss, round-robin or double-round-robin")(
      "rounds", po::value<int>(), "Swiss: the number of rounds (default: no limit)")(
      "tiebreaks", po::value<std::string>()->default_value("mtg"), "mtg, pokemon or fide")(
      "seed", po::value<std::string>()->default_value("0"), "round 1 (Swiss) or the draw (round robin), when no player has a seed: 0 to 18446744073709551615")(
      "late-entry", po::value<std::string>()->default_value("loss"),
      "a late entry's missed rounds: loss (each a 0-2 loss; last place at tables of more than two) or zero (not counted)")(
      "rulings", po::value<std::string>(), "the event's ruling profile, for transcripts reported as results")(
      "match", po::value<std::string>()->default_value("any"),
      "two a table: bo1, bo3 or bo5 (a best of one, three or five games; report refuses a result it cannot end with), or any (any result up to 100 games)")(
      "table-size", po::value<std::string>(),
      "players a table: N or a range MIN-MAX (Swiss), within the game's player count (default 2, when the game allows it)")(
      "preferred-size", po::value<int>(), "with a range: the size most tables have (default 4 when the range holds it, else MIN)")(
      "place-points", po::value<std::string>(),
      "tables of more than two: the points of place 1, 2, ... (default 3,0: a win 3; tied players share the places' points, rounded down)");
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm, "usage: referee event create EVENT.db --name NAME --game GAME --system SYSTEM [options]", out))
    return 0;
  tn::EventSettings s;
  s.name = vm["name"].as<std::string>();
  if (s.name.find_first_not_of(" \t") == std::string::npos) throw UsageError("--name: the event needs a name");
  if (!tn::is_utf8(s.name) || s.name.size() > 200) throw UsageError("--name: at most 200 bytes of UTF-8 text");
  if (tn::has_control_chars(s.name)) throw UsageError("--name: no control characters (tab, newline, escape...)");
  const Game& game = game_option(vm["game"].as<std::string>());
  s.game = game.info().id;
  const std::string system = vm["system"].as<std::string>();
  if (auto v = tn::parse_system(system)) s.system = *v;
  else throw UsageError("--system: unknown system \"" + system + "\" (swiss, round-robin or double-round-robin)");
  if (vm.count("rounds")) {
    if (s.system != tn::System::swiss) throw UsageError("--rounds is for Swiss events: a round robin's rounds follow from its players");
    s.rounds = vm["rounds"].as<int>();
    if (*s.rounds < 1 || *s.rounds > 100) throw UsageError("--rounds takes a number from 1 to 100");
  }
  const std::string tiebreaks = vm["tiebreaks"].as<std::string>();
  if (auto v = tn::parse_profile(tiebreaks)) s.profile = *v;
  else throw UsageError("--tiebreaks: unknown profile \"" + tiebreaks + "\" (mtg, pokemon or fide)");
  const std::string seed = vm["seed"].as<std::string>();
  const auto [end, ec] = std::from_chars(seed.data(), seed.data() + seed.size(), s.seed);
  if (seed.empty() || ec != std::errc() || end != seed.data() + seed.size())
    throw UsageError("--seed takes a whole number from 0 to 18446744073709551615, not \"" + seed + "\"");
  const std::string late = vm["late-entry"].as<std::string>();
  if (auto v = tn::parse_late_entry(late)) s.late_entry = *v;
  else throw UsageError("--late-entry: \"" + late + "\" is not loss or zero");
  if (vm.count("rulings")) {
    const std::string file = vm["rulings"].as<std::string>();
    JsonDocument doc = read_json_file(file);
    Rulings rulings(game.catalogue());
    rulings.apply_profile(doc, "");
    rulings.refuse_conflicts(Location{file, 1, 0, 0, ""});
    s.rulings = doc.root.dump();
  }
  s.tables = table_settings(vm, game, s.system);
  const std::string match = vm["match"].as<std::string>();
  if (auto v = tn::parse_match_format(match)) s.best_of = *v;
  else throw UsageError("--match: \"" + match + "\" is not bo1, bo3, bo5 or any");
  if (s.best_of && s.tables.pods())
    throw UsageError("--match is for matches of two players: a table of more than two reports places (--place-points)");
  const std::string path = vm["file"].as<std::string>();
  try {
    tn::EventStore::create(path, s);
  } catch (const tn::sqlite::SqliteError& e) {
    event_file::rethrow_storage_error(path, e);
  }
  out << "created " << path << ": " << s.name << ", " << s.game << ", " << tn::to_string(s.system)
      << (s.rounds ? ", " + std::to_string(*s.rounds) + " rounds" : std::string()) << ", tiebreaks "
      << tn::to_string(s.profile);
  if (s.best_of) out << ", " << tn::match_format_words(s.best_of);
  if (s.tables.pods())
    out << ", tables of " << tn::table_size_text(s.tables) << " (preferred " << s.tables.preferred << "), place points "
        << tn::place_points_text(s.tables.place_points);
  out << "\n";
  return 0;
}

// Players named on the command line, or read from a CSV file: all entered or none.
int add(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "the event file")(
      "names", po::value<std::vector<std::string>>(), "players' names")(
      "csv", po::value<std::string>(), "a CSV file with a header line: name[,seed][,other columns]")(
      "seed-rank", po::value<int>(), "with one NAME: the player's seed (1 = top seed)");
  po::positional_options_description pos;
  pos.add("file", 1).add("names", -1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm, "usage: referee event add EVENT.db NAME... | --csv FILE", out)) return 0;
  std::vector<tn::CsvPlayer> entries;
  std::string source;
  if (vm.count("csv")) {
    if (vm.count("names") || vm.count("seed-rank")) throw UsageError("give names or --csv FILE, not both");
    source = vm["csv"].as<std::string>();
    entries = tn::parse_player_csv(read_text_file(source), source);
  } else if (vm.count("names")) {
    for (const std::string& n : vm["names"].as<std::vector<std::string>>()) entries.push_back({n, std::nullopt, 0});
    if (vm.count("seed-rank")) {
      if (entries.size() != 1) throw UsageError("--seed-rank goes with one NAME");
      const int seed = vm["seed-rank"].as<int>();
      if (seed < 1) throw UsageError("--seed-rank takes a number from 1");
      entries[0].seed = seed;
    }
  } else {
    throw UsageError("missing NAME... or --csv FILE");
  }
  const std::string path = vm["file"].as<std::string>();
  const auto [count, from_round] = event_file::write(path, [&](tn::EventStore& store, tn::StoredEvent& ev) {
    nlohmann::json names = nlohmann::json::array();
    int round = 0;
    tn::PlayerNames entered(ev.event);
    std::map<int, tn::PlayerId> seeded;
    for (std::size_t i = 0; i < ev.seed_rank.size(); ++i)
      if (ev.seed_rank[i]) seeded.emplace(*ev.seed_rank[i], static_cast<tn::PlayerId>(i));
    for (const tn::CsvPlayer& c : entries) {
      const std::string where = c.line ? source + ":" + std::to_string(c.line) + ": " : std::string();
      tn::Player p;
      try {
        p = tn::enter_player(ev.event, ev.settings, entered, c.name);
      } catch (const tn::EventRefused& e) {
        throw tn::EventRefused(where + e.what());
      }
      if (c.seed) {
        const auto [it, fresh] = seeded.emplace(*c.seed, p.id);
        if (!fresh)
          throw tn::EventRefused(where + "seed " + std::to_string(*c.seed) + " is already " +
                                 ev.event.players.at(it->second).name + "'s");
      }
      store.add_player(p, c.seed);
      ev.event.players.push_back(p);
      ev.seed_rank.push_back(c.seed);
      entered.add(p);
      names.push_back(p.name);
      round = p.entry_round;
    }
    store.log("add", {{"players", names}, {"from_round", round}});
    return std::pair<int, int>(static_cast<int>(entries.size()), round);
  });
  out << "added " << count << (count == 1 ? " player" : " players");
  if (from_round > 1) out << " (late entry: from round " << from_round << ")";
  out << "\n";
  return 0;
}

// drop and reenter: one named player.
int change_player(const Args& args, std::ostream& out, bool dropping) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "the event file")(
      "name", po::value<std::string>()->required(), "the player")("reason", po::value<std::string>(), "why (kept in the log)");
  po::positional_options_description pos;
  pos.add("file", 1).add("name", 1);
  po::variables_map vm;
  const std::string usage = dropping ? "usage: referee event drop EVENT.db NAME [--reason TEXT]"
                                     : "usage: referee event reenter EVENT.db NAME [--reason TEXT]";
  if (!parse_args(args, opts, pos, vm, usage, out)) return 0;
  const std::optional<std::string> reason = event_file::reason_option(vm);
  const std::string path = vm["file"].as<std::string>();
  const std::string said = event_file::write(path, [&](tn::EventStore& store, tn::StoredEvent& ev) {
    const tn::PlayerId id = tn::find_player(ev.event, vm["name"].as<std::string>());
    const int r = dropping ? tn::drop_player(ev.event, id) : tn::reenter_player(ev.event, id, ev.settings, ev.draw_order);
    store.update_player(ev.event.players[id]);
    store.log(dropping ? "drop" : "reenter", {{"player", ev.event.players[id].name}, {"round", r}}, reason);
    return dropping ? tn::drop_effect(ev.event, ev.settings, id) : tn::reenter_effect(ev.event, ev.settings, id);
  });
  out << said << "\n";
  return 0;
}

}  // namespace

int event(const Args& args, std::istream& in, std::ostream& out) {
  (void)in;
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    if (args.empty()) throw UsageError(std::string("missing SUBCOMMAND\n") + kEventHelp);
    out << kEventHelp;
    return 0;
  }
  const Args rest(args.begin() + 1, args.end());
  const std::map<std::string, std::function<int()>> subcommands = {
      {"create", [&] { return create(rest, out); }},
      {"add", [&] { return add(rest, out); }},
      {"drop", [&] { return change_player(rest, out, true); }},
      {"reenter", [&] { return change_player(rest, out, false); }},
      {"pair", [&] { return event_pair(rest, out); }},
      {"pairings", [&] { return event_pairings(rest, out); }},
      {"cut", [&] { return event_cut(rest, out); }},
      {"report", [&] { return event_report(rest, out); }},
      {"standings", [&] { return event_standings(rest, out); }},
      {"export", [&] { return event_export(rest, out); }},
      {"log", [&] { return event_log(rest, out); }},
  };
  const auto it = subcommands.find(args[0]);
  if (it == subcommands.end()) {
    std::vector<std::string> names;
    for (const auto& [name, fn] : subcommands) names.push_back(name);
    throw UsageError("unknown event subcommand \"" + args[0] + "\"" + did_you_mean(args[0], names));
  }
  return pointing_at_help("referee event " + args[0], it->second);
}

}  // namespace referee::cli
