#include <iostream>

#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/cli/profile_file.hpp"

namespace referee::cli {
namespace {

nlohmann::json ruling_json(const RulingSpec& s, int chosen, bool with_profile) {
  nlohmann::json options = nlohmann::json::array();
  for (const auto& o : s.options) options.push_back({{"id", o.id}, {"meaning", o.meaning}});
  nlohmann::json citations = nlohmann::json::array();
  for (const auto* c : s.citations) citations.push_back(std::string(c->title));
  nlohmann::json j = {{"id", s.id},
                      {"question", s.question},
                      {"citation", citations.empty() ? nlohmann::json(nullptr) : citations[0]},
                      {"citations", citations},
                      {"options", options},
                      {"default", s.default_id()},
                      {"default_reason", s.default_reason}};
  if (!s.note.empty()) j["note"] = s.note;
  if (with_profile) j["chosen"] = s.options[static_cast<std::size_t>(chosen)].id;
  return j;
}

}  // namespace

int rulings(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description opts("Options");
  opts.add_options()("game", po::value<std::string>()->required(), "the game id")(
      "profile", po::value<std::string>(), "a ruling profile (JSON): show the option it chooses")(
      "format", po::value<std::string>()->default_value("text"), "text or json");
  po::positional_options_description pos;
  pos.add("game", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm,
                  "usage: referee rulings GAME [--profile FILE] [--format text|json]\n\n"
                  "Lists every ruling: the question the rulebook leaves open, the options, the default and why.",
                  out))
    return 0;
  const Game& game = game_option(vm["game"].as<std::string>());
  std::string format = format_option(vm, {"text", "json"});
  const bool with_profile = vm.count("profile") > 0;
  Rulings r = load_rulings(game, with_profile ? vm["profile"].as<std::string>() : "");
  for (const RulingConflict* c : r.conflicts()) err << "referee: warning: rulings " << c->describe() << "\n";
  const auto& specs = game.catalogue().specs();
  if (format == "json") {
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < specs.size(); ++i) list.push_back(ruling_json(specs[i], r.choice(i), with_profile));
    out << list.dump(2) << "\n";
    return 0;
  }
  out << specs.size() << " rulings for " << game.info().id << "\n";
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const RulingSpec& s = specs[i];
    out << "\n" << s.id << "\n  " << s.question << "\n  cites:";
    for (std::size_t c = 0; c < s.citations.size(); ++c) out << (c ? "; " : " ") << s.citations[c]->title;
    out << "\n";
    for (std::size_t o = 0; o < s.options.size(); ++o) {
      bool is_default = static_cast<int>(o) == s.default_option;
      bool is_chosen = with_profile && static_cast<int>(o) == r.choice(i);
      out << "  " << (is_chosen ? "=> " : "   ") << s.options[o].id << (is_default ? " (default)" : "") << ": "
          << s.options[o].meaning << "\n";
    }
    out << "  why the default: " << s.default_reason << "\n";
    if (!s.note.empty()) out << "  note: " << s.note << "\n";
  }
  return 0;
}

}  // namespace referee::cli
