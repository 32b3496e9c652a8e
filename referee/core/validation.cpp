#include "referee/core/validation.hpp"

#include <sstream>

#include "referee/core/sheet.hpp"

namespace referee {

ValidationReport validate_document(JsonDocument doc, const GameRegistry& games, const JsonDocument* override_profile,
                                   const CardsOverride* cards) {
  ValidationReport report;
  report.file = doc.source;
  try {
    Transcript t = read_transcript(std::move(doc), games, cards);
    report.game = t.game->info().id;
    report.players = t.players;
    report.events = static_cast<int>(t.events.size());
    auto rulings = rulings_for(t, override_profile);
    report.profile = rulings->non_default_profile();
    for (const RulingConflict* c : rulings->conflicts()) report.ruling_warnings.push_back(c->describe());
    Replay r = replay(t, rulings);
    report.rulings_used = rulings->ids(r.rulings_used);
    report.rulings_chosen = rulings->with_choices(r.rulings_used);
    if (r.violation) {
      report.violation = std::move(r.violation);
      return report;
    }
    if (auto bad = check_declared_result(t, *r.state)) {
      report.declared_matches = false;
      report.violation = std::move(bad);
      return report;
    }
    if (t.result) report.declared_matches = true;
    report.undecided = std::move(r.undecided);
    report.result = r.state->result();
    const std::string position = r.state->position_text();
    report.final_position = position.substr(0, position.find('\n'));
  } catch (const InputError& e) {
    report.error = e;
  }
  return report;
}

ValidationReport validate_file(const std::string& path, const GameRegistry& games, const JsonDocument* override_profile,
                               const CardsOverride* cards) {
  try {
    return validate_document(sheet::read_transcript_file(path, games), games, override_profile, cards);
  } catch (const InputError& e) {
    return error_report(path, e);
  }
}

ValidationReport error_report(const std::string& file, const InputError& error) {
  ValidationReport report;
  report.file = file;
  report.error = error;
  return report;
}

nlohmann::json result_json(const GameResult& r, const std::vector<std::string>& players) {
  nlohmann::json scores = nlohmann::json::object();
  for (std::size_t i = 0; i < r.scores.size() && i < players.size(); ++i) scores[players[i]] = r.scores[i];
  nlohmann::json winners = nlohmann::json::array();
  for (int w : r.winners) winners.push_back(players.at(static_cast<std::size_t>(w)));
  nlohmann::json out = {{"status", std::string(to_string(r.status))},
                        {"winner", r.status == GameStatus::won ? nlohmann::json(players.at(static_cast<std::size_t>(r.winners.at(0))))
                                                               : nlohmann::json(nullptr)},
                        {"winners", winners},
                        {"draw", r.status == GameStatus::drawn},
                        {"scores", scores},
                        {"ended_by", r.ended_by.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.ended_by)},
                        {"summary", r.summary}};
  out["citation"] = r.citation ? nlohmann::json(std::string(r.citation->title)) : nlohmann::json(nullptr);
  return out;
}

namespace {

nlohmann::json error_json(const InputError& error, const std::string& file) {
  const Location& w = error.where();
  nlohmann::json err = {{"line", w.line > 0 ? nlohmann::json(w.line) : nlohmann::json(nullptr)}, {"message", error.message()}};
  if (!w.file.empty() && w.file != file) err["file"] = w.file;  // e.g. the --rulings profile
  if (w.column > 0) err["column"] = w.column;
  if (w.event > 0) err["event"] = w.event;
  if (!w.field.empty()) err["field"] = w.field;
  return err;
}

}  // namespace

nlohmann::json report_json(const ValidationReport& report) {
  nlohmann::json out;
  out["file"] = report.file;
  if (report.sheet_line > 0) out["sheet_line"] = report.sheet_line;
  if (report.error) {
    out["error"] = error_json(*report.error, report.file);
    // A score sheet's notation errors, all of them (the first is "error").
    const auto all = report.error->all();
    if (all.size() > 1) {
      out["errors"] = nlohmann::json::array();
      for (const auto& e : all) out["errors"].push_back(error_json(e, report.file));
      if (report.error->left_out() > 0) out["errors_left_out"] = report.error->left_out();
    }
    return out;
  }
  out["game"] = report.game;
  out["valid"] = report.valid();
  out["events"] = report.events;
  if (report.violation) {
    const Violation& v = *report.violation;
    out["violation"] = {
        {"event", v.at == Violation::At::event ? nlohmann::json(v.event) : nlohmann::json(nullptr)},
        {"at", v.at == Violation::At::event ? "event" : v.at == Violation::At::setup ? "setup" : "result"},
        {"line", v.line > 0 ? nlohmann::json(v.line) : nlohmann::json(nullptr)},
        {"player", v.player.empty() ? nlohmann::json(nullptr) : nlohmann::json(v.player)},
        {"action", v.action},
        {"reason", v.reason},
        {"citation", v.citation ? nlohmann::json(std::string(v.citation->title)) : nlohmann::json(nullptr)},
        {"rulings", v.rulings},
    };
    // A score sheet's event: its turn and the column of the action as written.
    if (v.turn > 0) out["violation"]["turn"] = v.turn;
    if (v.turn > 0 && v.column > 0) out["violation"]["column"] = v.column;
    // Only where the state machine refused the move: the node the game waited in.
    if (!v.node.empty()) out["violation"]["node"] = v.node;
  } else {
    out["violation"] = nullptr;
  }
  if (report.undecided) {
    // Neither legal nor illegal: the record met a bound of the hidden-card engine.
    const Undecided& u = *report.undecided;
    out["verdict"] = "undecided";
    out["undecided"] = {
        {"event", u.event > 0 ? nlohmann::json(u.event) : nlohmann::json(nullptr)},
        {"at", u.event > 0 ? "event" : "setup"},
        {"line", u.line > 0 ? nlohmann::json(u.line) : nlohmann::json(nullptr)},
        {"player", u.player.empty() ? nlohmann::json(nullptr) : nlohmann::json(u.player)},
        {"action", u.action},
        {"reason", u.reason},
    };
  }
  out["result"] = report.result ? result_json(*report.result, report.players) : nlohmann::json(nullptr);
  if (report.declared_matches) out["declared_result_matches"] = *report.declared_matches;
  if (!report.profile.empty()) out["rulings"] = report.profile;
  if (!report.ruling_warnings.empty()) out["ruling_warnings"] = report.ruling_warnings;
  out["rulings_used"] = report.rulings_used;
  return out;
}

namespace {

// "first" ... "tenth", then "11th", "12th", ...
std::string ordinal(int n) {
  static const char* const words[] = {"first", "second", "third", "fourth", "fifth",
                                      "sixth", "seventh", "eighth", "ninth", "tenth"};
  if (n >= 1 && n <= 10) return words[n - 1];
  const int last = n % 10, tens = n % 100;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

std::string indent(const std::string& text, const std::string& pad) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) out += pad + line + "\n";
  return out;
}

}  // namespace

std::string report_text(const ValidationReport& report, bool verbose) {
  std::ostringstream out;
  for (const auto& w : report.ruling_warnings) out << report.file << ": warning: rulings " << w << "\n";
  if (report.error) {
    out << report.error->describe() << "\n  input error: the file was not validated\n";
    return out.str();
  }
  if (report.undecided) {
    const Undecided& u = *report.undecided;
    out << report.file;
    if (report.sheet_line > 0) out << ":" << report.sheet_line;
    out << ": undecided " << report.game << " transcript, " << report.events << " events: no rule broken, but the "
        << "referee could not decide whether the record can be\n";
    out << "  first at " << (u.event > 0 ? "event " + std::to_string(u.event) + " (" + u.player + ")" : std::string("the setup"));
    if (u.line > 0) out << ", line " << u.line;
    if (!u.written.empty()) out << ": " << u.written;
    out << "\n  undecided: " << u.reason << "\n";
  }
  if (!report.violation) {
    if (!report.undecided) {
      out << report.file;
      if (report.sheet_line > 0) out << ":" << report.sheet_line;
      out << ": valid " << report.game << " transcript, " << report.events << " events\n";
    }
    const GameResult& r = *report.result;
    out << (report.undecided ? "  result, if it can be: " : "  result: ") << describe_outcome(r, report.players);
    if (!r.summary.empty()) out << " (" << r.summary << ")";
    out << "\n";
    if (r.citation) out << "  rule: " << r.citation->title << "\n";
    if (report.declared_matches) out << "  declared result: matches\n";
    if (!report.final_position.empty()) out << "  final position: " << report.final_position << "\n";
    if (verbose && !report.rulings_chosen.empty()) {
      out << "  rulings in play:";
      for (std::size_t i = 0; i < report.rulings_chosen.size(); ++i) out << (i ? ", " : " ") << report.rulings_chosen[i];
      out << "\n";
    }
    return out.str();
  }
  const Violation& v = *report.violation;
  out << report.file;
  if (v.line > 0) out << ":" << v.line;
  if (v.line > 0 && v.turn > 0 && v.column > 0) out << ":" << v.column;
  out << ": ";
  switch (v.at) {
    case Violation::At::setup: out << "setup"; break;
    case Violation::At::event:
      // A score sheet's event as its recorder counts: "T7, Ann's third action".
      if (v.turn > 0) out << "T" << v.turn << ", " << v.player << "'s " << ordinal(v.nth_of_player) << " action";
      else out << "event " << v.event << " (" << v.player << ")";
      break;
    case Violation::At::result: out << "declared result"; break;
  }
  out << ": " << v.written << "\n";
  out << "  illegal: " << v.reason << "\n";
  if (v.citation) out << "  rule: " << v.citation->title << "\n";
  if (!v.ruling_choices.empty()) {
    out << "  rulings consulted:";
    for (const auto& r : v.ruling_choices) out << " " << r;
    out << "\n";
  }
  if (!v.position_before.empty()) {
    out << (v.at == Violation::At::result ? "  final position:\n" : "  position before it:\n");
    out << indent(v.position_before, "    ");
  }
  return out.str();
}

}  // namespace referee
