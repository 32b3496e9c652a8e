// `referee event pair | pairings | report`: rounds and their results.
#include <iostream>
#include <nlohmann/json.hpp>

#include "referee/cli/event_commands.hpp"
#include "referee/cli/event_support.hpp"
#include "referee/cli/options.hpp"
#include "tournaments/match_format.hpp"
#include "tournaments/operations.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/pod_event.hpp"
#include "tournaments/output/formats.hpp"

namespace referee::cli {
namespace {

namespace tn = tournaments;

tn::PairingsOrder order_option(const po::variables_map& vm) {
  const std::string by = vm["by"].as<std::string>();
  if (by == "table") return tn::PairingsOrder::by_table;
  if (by == "name") return tn::PairingsOrder::by_name;
  throw UsageError("--by: \"" + by + "\" is not table or name");
}

void print_round(const tn::StoredEvent& ev, const tn::Round& r, const std::string& format, tn::PairingsOrder order,
                 std::ostream& out) {
  if (format == "json") out << tn::pairings_json(ev.event, r, ev.settings).dump(2) << "\n";
  else if (format == "csv") out << tn::pairings_csv(ev.event, r, order, ev.settings);
  else out << tn::pairings_text(ev.event, r, order, ev.settings);
}

nlohmann::json round_summary(const tn::Event& e, const tn::Round& r) {
  nlohmann::json pairs = nlohmann::json::array();
  for (const tn::Pairing& p : r.pairings)
    pairs.push_back({e.players[p.first].name, p.second ? nlohmann::json(e.players[*p.second].name) : nlohmann::json()});
  if (r.pods.empty()) {
    nlohmann::json j = {{"round", r.number}, {"pairings", pairs}};
    if (tn::is_playoff_round(e, r.number)) j["playoff"] = tn::round_title(e, r.number);
    return j;
  }
  nlohmann::json tables = nlohmann::json::array();
  for (const tn::Pod& pod : r.pods) {
    nlohmann::json seats = nlohmann::json::array();
    for (tn::PlayerId p : pod.seats) seats.push_back(e.players[p].name);
    tables.push_back(std::move(seats));
  }
  nlohmann::json byes = nlohmann::json::array();
  for (const tn::Pairing& p : r.pairings) byes.push_back(e.players[p.first].name);
  nlohmann::json j = {{"round", r.number}, {"tables", tables}, {"byes", byes}};
  if (tn::is_playoff_round(e, r.number)) j["playoff"] = tn::round_title(e, r.number);
  return j;
}

void add_display_options(po::options_description& opts) {
  opts.add_options()("by", po::value<std::string>()->default_value("table"), "table or name (every player, alphabetically)")(
      "format", po::value<std::string>()->default_value("text"), "text, json or csv");
}

}  // namespace

int event_pair(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "the event file")(
      "again", "take the latest round back (no results yet) and pair it again: a Swiss keeps every table whose players are all still in")(
      "reason", po::value<std::string>(), "with --again: why (kept in the log)");
  add_display_options(opts);
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm, "usage: referee event pair EVENT.db [--again --reason TEXT] [--by table|name] [--format text|json|csv]", out))
    return 0;
  const std::string format = format_option(vm, {"text", "json", "csv"});
  const tn::PairingsOrder order = order_option(vm);
  const bool again = vm.count("again") != 0;
  const std::optional<std::string> reason = event_file::reason_option(vm);
  if (again && !reason) throw UsageError("--again needs --reason: the log keeps why a round was paired again");
  if (!again && reason) throw UsageError("--reason goes with --again");
  const std::string path = vm["file"].as<std::string>();
  struct Paired {
    tn::StoredEvent ev;
    tn::Round round;
    std::string words;  // what pair --again changed
  };
  const Paired done = event_file::write(path, [&](tn::EventStore& store, tn::StoredEvent& ev) {
    nlohmann::json detail;
    if (ev.event.playoff) {
      // The playoff's rounds follow from the bracket: nothing to pair again.
      if (again)
        throw tn::EventRefused("the playoff's rounds follow from the bracket: a playoff round is not paired again");
      tn::Round r = tn::pair_playoff_round(ev.event);
      store.insert_round(r);
      ev.event.rounds.push_back(r);
      store.log("pair", {{"paired", round_summary(ev.event, r)}}, reason);
      return Paired{ev, r, ""};
    }
    tn::Round r;
    std::string words;
    if (again) {
      const tn::Round taken = tn::take_back_last_round(ev.event);
      if (taken.number == 1 && !ev.draw_order.empty()) ev.draw_order.clear();
      tn::RepairedRound repaired = tn::pair_again(ev.event, taken, ev.settings, ev.seed_rank, ev.draw_order);
      words = tn::repair_words(repaired);
      if (repaired.unchanged) {
        // Nobody came or went: the round stands as paired, and nothing is written or logged.
        ev.event.rounds.push_back(taken);
        return Paired{ev, taken, words};
      }
      store.delete_round(taken.number);
      for (const tn::Player& p : ev.event.players) store.update_player(p);
      detail["taken_back"] = round_summary(ev.event, taken);
      // A round robin's round 1 paired again is drawn again: players may have come or gone.
      if (taken.number == 1 && !ev.draw_order.empty()) store.set_draw_order(ev.draw_order);
      else if (taken.number == 1) store.set_draw_order({});
      if (!repaired.afresh) detail["kept_tables"] = repaired.kept;
      r = std::move(repaired.round);
    } else {
      const bool drawn = !ev.draw_order.empty();
      r = tn::pair_next(ev.event, ev.settings, ev.seed_rank, ev.draw_order);
      if (!drawn && !ev.draw_order.empty()) store.set_draw_order(ev.draw_order);
    }
    store.insert_round(r);
    ev.event.rounds.push_back(r);
    detail["paired"] = round_summary(ev.event, r);
    store.log(again ? "repair" : "pair", detail, reason);
    return Paired{ev, r, words};
  });
  print_round(done.ev, done.round, format, order, out);
  // What --again kept and changed: after the pairings as text, on stderr beside JSON or CSV
  // (so that what is printed stays one document).
  if (!done.words.empty()) (format == "text" ? out : std::cerr) << done.words << "\n";
  return 0;
}

int event_cut(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "the event file")(
      "top", po::value<int>()->required(), "how many of the standings play the playoff (2 or more)");
  add_display_options(opts);
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm, "usage: referee event cut EVENT.db --top N [--by table|name] [--format text|json|csv]", out))
    return 0;
  const std::string format = format_option(vm, {"text", "json", "csv"});
  const tn::PairingsOrder order = order_option(vm);
  const int top = vm["top"].as<int>();
  const auto [ev, round] = event_file::write(vm["file"].as<std::string>(), [&](tn::EventStore& store, tn::StoredEvent& ev) {
    tn::check_cut_allowed(ev.event, ev.settings, ev.draw_order);
    tn::Round r = tn::cut_playoff(ev.event, ev.settings.tables, ev.settings.profile, top);
    store.set_playoff(*ev.event.playoff);
    store.insert_round(r);
    ev.event.rounds.push_back(r);
    nlohmann::json seeds = nlohmann::json::array();
    for (tn::PlayerId p : ev.event.playoff->seeds) seeds.push_back(ev.event.players[p].name);
    store.log("cut", {{"top", top}, {"seeds", seeds}, {"paired", round_summary(ev.event, r)}});
    return std::pair<tn::StoredEvent, tn::Round>(ev, r);
  });
  print_round(ev, round, format, order, out);
  return 0;
}

int event_pairings(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "the event file")(
      "round", po::value<int>(), "the round (default: the latest)");
  add_display_options(opts);
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm, "usage: referee event pairings EVENT.db [--round R] [--by table|name] [--format text|json|csv]", out))
    return 0;
  const std::string format = format_option(vm, {"text", "json", "csv"});
  const tn::PairingsOrder order = order_option(vm);
  const tn::StoredEvent ev = event_file::read(vm["file"].as<std::string>());
  const int paired = static_cast<int>(ev.event.rounds.size());
  if (paired == 0) throw tn::EventRefused("no round is paired yet ('referee event pair' pairs round 1)");
  const int round = vm.count("round") ? vm["round"].as<int>() : paired;
  if (round < 1 || round > paired)
    throw tn::EventRefused("no round " + std::to_string(round) + ": rounds 1 to " + std::to_string(paired) + " are paired");
  print_round(ev, ev.event.rounds[static_cast<std::size_t>(round - 1)], format, order, out);
  return 0;
}

namespace {

// A table of more than two: its places, named (--placement) or from the game's transcript.
int report_placement(const po::variables_map& vm, std::ostream& out) {
  const std::optional<std::string> reason = event_file::reason_option(vm);
  const int round = vm["round"].as<int>();
  const int table = vm["table"].as<int>();
  std::vector<std::vector<std::string>> named;
  if (vm.count("placement")) {
    try {
      named = tn::parse_placement(vm["placement"].as<std::string>());
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  }
  struct Reported {
    tn::PlacementChange change;
    std::string text, before, champion;
    bool round_complete = false, last = false, final_table = false;
  };
  const Reported r = event_file::write(vm["file"].as<std::string>(), [&](tn::EventStore& store, tn::StoredEvent& ev) {
    if (!ev.settings.tables.pods())
      throw tn::EventRefused("--placement is for tables of more than two: this event plays two a table (--result W-L[-D])");
    const tn::Pod& pod = tn::pod_of(ev.event, round, table);
    const std::vector<int> places =
        vm.count("placement") ? tn::places_of(ev.event, pod, named)
                              : event_file::places_of_transcript(vm["transcript"].as<std::vector<std::string>>(), ev, pod);
    Reported out;
    out.change = tn::report_placement(ev.event, round, table, places, reason);
    out.text = tn::placement_text(ev.event, pod, places);
    if (out.change.before) out.before = tn::placement_text(ev.event, pod, *out.change.before);
    if (out.change.before == out.change.after) return out;
    store.set_places(round, table, places);
    nlohmann::json detail = {{"round", round}, {"table", table}, {"placement", out.text}};
    if (tn::is_playoff_round(ev.event, round)) detail["playoff"] = tn::round_title(ev.event, round);  // the journal names the stage
    if (out.change.before) detail["before"] = out.before;
    if (vm.count("transcript")) detail["transcripts"] = vm["transcript"].as<std::vector<std::string>>();
    store.log(out.change.before ? "correct" : "report", detail, reason);
    out.round_complete = round == tn::last_complete_pod_round(ev.event) && round == static_cast<int>(ev.event.rounds.size());
    out.last = ev.settings.rounds && round == *ev.settings.rounds;
    out.final_table = tn::is_playoff_round(ev.event, round);
    if (const auto champion = tn::playoff_champion(ev.event)) out.champion = ev.event.players[*champion].name;
    return out;
  });
  out << "round " << round << ", table " << table << ": " << r.text;
  if (r.change.before == r.change.after) out << " (already recorded: unchanged)\n";
  else if (r.change.before) out << " (corrected from " << r.before << ")\n";
  else out << "\n";
  if (!r.change.before && r.final_table) {
    out << "round " << round << ", the final table, is complete: "
        << (r.champion.empty() ? std::string("first place shared") : r.champion + " wins the event")
        << "; the standings are final\n";
  } else if (!r.change.before && r.round_complete) {
    if (r.last) out << "round " << round << ", the event's last, is complete: the standings are final\n";
    else out << "round " << round << " is complete: 'referee event pair' pairs round " << round + 1 << "\n";
  }
  return 0;
}

}  // namespace

int event_report(const Args& args, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "the event file")(
      "round", po::value<int>()->required(), "the round")("table", po::value<int>()->required(), "the table")(
      "result", po::value<std::string>(), "games won-lost[-drawn] from the first player's view: 2-1, 2-0-1, 1-0")(
      "placement", po::value<std::string>(),
      "tables of more than two: the places, first first, ',' between places, '=' between tied players: Ann,Bob=Cid,Dan")(
      "transcript", po::value<std::vector<std::string>>(), "the table's games as transcripts, one a game (repeatable)")(
      "reason", po::value<std::string>(), "why a reported result is corrected (kept in the log)");
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm,
                  "usage: referee event report EVENT.db --round R --table T --result W-L[-D] | --placement A,B=C,D | --transcript FILE... [--reason TEXT]",
                  out))
    return 0;
  if (vm.count("placement")) {
    if (vm.count("result") || vm.count("transcript")) throw UsageError("give --placement, --result or --transcript, one of them");
    return report_placement(vm, out);
  }
  if (vm.count("result") == vm.count("transcript")) throw UsageError("give --result W-L[-D] or --transcript FILE, one of them");
  if (vm.count("transcript") && event_file::read(vm["file"].as<std::string>()).settings.tables.pods())
    return report_placement(vm, out);
  std::optional<tn::MatchResult> given;
  if (vm.count("result")) {
    try {
      given = tn::parse_result(vm["result"].as<std::string>());
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("--result: ") + e.what());
    }
  }
  const std::optional<std::string> reason = event_file::reason_option(vm);
  const int round = vm["round"].as<int>();
  const int table = vm["table"].as<int>();
  const std::string path = vm["file"].as<std::string>();
  struct Reported {
    tn::ResultChange change;
    std::string first, second;
    bool round_complete = false;
    int rounds_paired = 0;
    int last_round = 0;  // the event's last round; 0 when open-ended
    std::string champion;  // the playoff's winner, once the final is reported
  };
  const Reported r = event_file::write(path, [&](tn::EventStore& store, tn::StoredEvent& ev) {
    if (ev.settings.tables.pods())
      throw tn::EventRefused("the event's tables seat " + tn::table_size_text(ev.settings.tables) +
                             ": report places with --placement A,B=C,D (or --transcript FILE)");
    const tn::Pairing& p = tn::table_of(ev.event, round, table);
    Reported out{{}, ev.event.players[p.first].name, ev.event.players[*p.second].name, false, 0, 0, {}};
    const tn::MatchResult result =
        given ? *given
              : event_file::match_of_transcripts(vm["transcript"].as<std::vector<std::string>>(), ev, out.first, out.second);
    // The event's match format (match_format.hpp), for a result typed or read from transcripts.
    if (auto why = tn::match_result_refusal(ev.settings.best_of, result)) throw tn::EventRefused(*why);
    out.change = tn::report_result(ev.event, round, table, result, reason);
    if (out.change.before == out.change.after) return out;  // the same result again: nothing to write
    store.set_result(round, out.change.slot, result);
    nlohmann::json detail = {{"round", round}, {"table", table}, {"first", out.first}, {"second", out.second},
                             {"result", tn::to_string(result)}};
    if (tn::is_playoff_round(ev.event, round)) detail["playoff"] = tn::round_title(ev.event, round);  // the journal names the stage
    if (out.change.before) detail["before"] = tn::to_string(*out.change.before);
    if (vm.count("transcript")) detail["transcripts"] = vm["transcript"].as<std::vector<std::string>>();
    store.log(out.change.before ? "correct" : "report", detail, reason);
    const auto& pairings = ev.event.rounds[static_cast<std::size_t>(round - 1)].pairings;
    out.round_complete = std::all_of(pairings.begin(), pairings.end(), [](const tn::Pairing& q) { return q.result.has_value(); });
    out.rounds_paired = static_cast<int>(ev.event.rounds.size());
    if (const auto champion = tn::playoff_champion(ev.event)) out.champion = ev.event.players[*champion].name;
    out.last_round = ev.settings.system == tn::System::swiss
                         ? ev.settings.rounds.value_or(0)
                         : tn::berger_round_count(static_cast<int>(ev.draw_order.size()),
                                                  ev.settings.system == tn::System::double_round_robin);
    return out;
  });
  out << "round " << round << ", table " << table << ": " << r.first << " " << tn::to_string(r.change.after) << " "
      << r.second;
  if (r.change.before == r.change.after) out << " (already recorded: unchanged)\n";
  else if (r.change.before) out << " (corrected from " << tn::to_string(*r.change.before) << ")\n";
  else out << "\n";
  if (r.change.before && r.change.before != r.change.after && round < r.rounds_paired)
    out << "note: rounds " << round + 1 << " to " << r.rounds_paired
        << " were paired on the old result; those pairings stand, the standings follow the correction\n";
  if (!r.change.before && r.round_complete && round == r.rounds_paired) {
    if (!r.champion.empty())
      out << "round " << round << ", the final, is complete: " << r.champion << " wins the event; the standings are final\n";
    else if (round == r.last_round) out << "round " << round << ", the event's last, is complete: the standings are final\n";
    else out << "round " << round << " is complete: 'referee event pair' pairs round " << round + 1 << "\n";
  }
  return 0;
}

}  // namespace referee::cli
