// `referee cards check FILE...`: checks card sets (schema, vocabulary, the game's card rules)
// and reports every problem with its JSON pointer and line. `referee cards vocabulary GAME`
// and `referee cards schema GAME` print what a card set of that game may say.
#include <iostream>

#include "referee/cards/card_set_read.hpp"
#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/suggest.hpp"

namespace referee::cli {
namespace {

constexpr const char* kUsage =
    "usage: referee cards check FILE... [--format text|json]\n"
    "       referee cards vocabulary GAME\n"
    "       referee cards schema GAME\n\n"
    "Card sets hold the cards of games whose rules leave them to a database (README, \"Card sets\").\n"
    "check: reads each set's \"game\", then checks its shape against the game's JSON Schema, then\n"
    "every keyword, target, trigger, status and parameter against the game's vocabulary, then\n"
    "the game's own card rules; every problem is listed with its line and JSON pointer.\n"
    "Exit 0 when every set is valid, 1 when one has problems, 3 when a file cannot be read as JSON.\n"
    "vocabulary: the keywords, targets, triggers, card fields and flags a set of GAME may use.\n"
    "schema: the JSON Schema of GAME's card sets.\n";

const cards::CardRules& card_rules_option(const std::string& game) {
  if (const cards::CardRules* rules = cards::builtin_card_rules(game)) return *rules;
  const std::vector<std::string> games = cards::games_with_card_sets();
  std::string list;
  for (const std::string& g : games) list += (list.empty() ? "" : ", ") + g;
  throw UsageError("no game \"" + game + "\" uses card sets (games with card sets: " + list + ")" + did_you_mean(game, games));
}

nlohmann::json problem_json(const cards::Problem& p) {
  nlohmann::json j = {{"pointer", p.pointer}, {"message", p.message}};
  if (p.line > 0) j["line"] = p.line;
  return j;
}

int check(const std::vector<std::string>& files, const std::string& format, std::ostream& out) {
  bool all_valid = true;
  nlohmann::json reports = nlohmann::json::array();
  for (const std::string& file : files) {
    const JsonDocument doc = read_json_file(file);  // unreadable or not JSON: an input error (exit 3)
    const cards::CardSetReading r = cards::read_card_set(doc);
    all_valid = all_valid && r.set != nullptr;
    if (format == "json") {
      nlohmann::json report = {{"file", file}, {"game", r.game.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.game)},
                               {"valid", r.set != nullptr}, {"problems", nlohmann::json::array()}};
      if (r.set) report["cards"] = r.set->cards.size(), report["statuses"] = r.set->statuses.size();
      for (const cards::Problem& p : r.problems) report["problems"].push_back(problem_json(p));
      reports.push_back(std::move(report));
      continue;
    }
    if (r.set) {
      out << file << ": valid " << r.game << " card set \"" << r.set->name << "\", " << r.set->cards.size() << " cards, "
          << r.set->statuses.size() << " statuses\n";
      continue;
    }
    out << file << ": not a valid card set, " << r.problems.size() << " problem" << (r.problems.size() == 1 ? "" : "s") << "\n";
    for (const cards::Problem& p : r.problems)
      out << file << ":" << p.line << ": " << (p.pointer.empty() ? "(the whole set)" : p.pointer) << ": " << p.message << "\n";
  }
  if (format == "json") out << reports.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  return all_valid ? 0 : static_cast<int>(ExitCode::violation);
}

}  // namespace

int cards_command(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("what", po::value<std::string>()->required(), "check, vocabulary or schema")(
      "names", po::value<std::vector<std::string>>()->required(), "card set files (check) or a game (vocabulary, schema)")(
      "format", po::value<std::string>()->default_value("text"), "text or json (check)");
  po::positional_options_description pos;
  pos.add("what", 1).add("names", -1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm, kUsage, out)) return 0;
  const std::string what = vm["what"].as<std::string>();
  const auto names = vm["names"].as<std::vector<std::string>>();
  if (what == "check") return check(names, format_option(vm, {"text", "json"}), out);
  if (what != "vocabulary" && what != "schema")
    throw UsageError("unknown cards command \"" + what + "\" (check, vocabulary, schema)" +
                     did_you_mean(what, {"check", "vocabulary", "schema"}));
  if (names.size() != 1) throw UsageError("referee cards " + what + " takes one game");
  const cards::CardRules& rules = card_rules_option(names[0]);
  if (what == "schema") out << rules.schema_text();
  else out << rules.vocabulary().describe();
  return 0;
}

}  // namespace referee::cli
