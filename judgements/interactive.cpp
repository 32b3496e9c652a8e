#include "judgements/interactive.hpp"

#include <iostream>
#include <sstream>
#include <vector>

#include "judgements/kinds.hpp"
#include "referee/core/machine_cache.hpp"
#include "referee/core/position.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/suggest.hpp"
#include "referee/core/transcript.hpp"

namespace referee::judgements {
namespace {

constexpr const char* kHelp = R"(Commands (EVENT is an action as a score sheet writes it, e.g. "summon 7H atk" or
"Bob: pass" (without "PLAYER:", the player to act), or a JSON event):
  show                the position, for people
  position            the position as referee-position/1 JSON
  legal               every legal action of the player to act
  is EVENT            is this legal here? (with the rule, and under each ruling option)
  what-if EVENT       what would happen, without doing it (also: what if EVENT)
  do EVENT            do it, if it is legal
  undo                take back the last "do"
  result              the score now, the winner if the game is over
  ruling ID           a ruling: its question, options and the one in force
  rule SECTION        a rule section in the project's words, and the rulings citing it
  set ID OPTION       choose another option of a ruling from now on
  rulings             the rulings in force that differ from the defaults
  load FILE [UPTO]    start again from a position or a transcript (UPTO events)
  help, quit
Answers here judge the position as it stands: under another ruling option, the game so
far is not replayed (a query file with a transcript does replay it).
)";

class Session {
 public:
  Session(std::ostream& out, const JsonDocument* override_profile, const CardsOverride* cards)
      : out_(out), override_(override_profile), cards_(cards) {}

  void load(const std::string& file, int upto) {
    JsonDocument doc = sheet::read_transcript_file(file, builtin_games());  // a position, a transcript or a score sheet
    const bool is_position = doc.root.is_object() && doc.root.value("format", "") == kPositionFormat;
    // More events than the game has is refused as the judge's query refuses it (query.cpp),
    // rather than loading the whole game as if that had been asked.
    if (const nlohmann::json* events = doc.root.is_object() && doc.root.contains("events") ? &doc.root["events"] : nullptr;
        !is_position && upto >= 0 && events && events->is_array() && static_cast<std::size_t>(upto) > events->size())
      throw std::invalid_argument("load FILE UPTO: the game has only " + std::to_string(events->size()) + " events, not " +
                                  std::to_string(upto) + "; nothing loaded");
    // Build it as a query would, so that the same rules apply to both.
    Query q;
    q.doc = parse_json("{}", "<interactive>");
    if (is_position) q.position = std::move(doc);
    else q.transcript = std::move(doc);
    q.upto = upto;
    if (cards_) q.cards = *cards_;
    const JsonDocument& d = is_position ? *q.position : *q.transcript;
    q.game = builtin_games().find(JsonObject(d, d.root, "").require_string("game"));
    if (!q.game) throw InputError(Location{file}, "unknown game");
    Situation s = Situation::of(q, override_);
    game_ = &s.game();
    players_ = s.players();
    card_set_file_ = s.card_set_file();
    rulings_ = s.rulings();
    history_.clear();
    history_.push_back(s.state().clone());
    out_ << "loaded " << file << ": " << game_->info().name << ", " << players_.size() << " players\n";
    say_where();
  }

  // Where the game stands, after a load or an undo: the first line of the position for
  // people (turn, whose turn, phase), and who answers when it is not the turn's player.
  void say_where() {
    const std::string text = state().position_text();
    std::string line = text.substr(0, text.find('\n'));
    const nlohmann::json p = state().position_json();
    const nlohmann::json to_act = p.value("to_act", nlohmann::json()), active = p.value("active", nlohmann::json());
    if (to_act.is_string() && to_act != active) line += "; " + to_act.get<std::string>() + " to act";
    out_ << "now: " << line << "\n";
  }

  // One command line; false to end the session.
  bool command(const std::string& line, int number) {
    std::istringstream words(line);
    std::string verb;
    words >> verb;
    std::string rest;
    std::getline(words, rest);
    rest.erase(0, rest.find_first_not_of(" \t"));
    if (verb.empty() || verb[0] == '#') return true;
    // "what if EVENT", as people say it, is what-if.
    if (verb == "what" && rest.rfind("if", 0) == 0 && (rest.size() == 2 || rest[2] == ' ' || rest[2] == '?')) {
      verb = "what-if";
      rest.erase(0, rest.find_first_not_of(" ?", 2) == std::string::npos ? rest.size() : rest.find_first_not_of(" ?", 2));
    }
    rest_column_ = line.size() - rest.size();  // rest is the line's tail: errors point into the line typed
    if (verb == "quit" || verb == "exit") return false;
    if (verb == "help") {
      out_ << kHelp;
      return true;
    }
    if (verb == "load") {
      load_command(rest);
      return true;
    }
    if (!game_) throw std::invalid_argument("nothing loaded yet: load FILE");
    if (verb == "show") out_ << state().position_text();
    else if (verb == "position") out_ << write_position(*game_, players_, *rulings_, state(), card_set_file_).dump(2) << "\n";
    else if (verb == "legal") out_ << answer_text(ask_legal_actions(situation(), ask(number, {{"kind", "legal-actions"}})));
    else if (verb == "is" || verb == "legal?") out_ << answer_text(ask_is_legal(situation(), event_ask(rest, number, "is-legal")));
    else if (verb == "what-if") out_ << answer_text(ask_outcome(situation(), event_ask(rest, number, "outcome")));
    else if (verb == "do") act(rest, number);
    else if (verb == "undo") undo();
    else if (verb == "result") out_ << answer_text(ask_result(situation(), ask(number, {{"kind", "result"}})));
    else if (verb == "ruling") out_ << answer_text(ask_ruling(situation(), ask(number, {{"kind", "ruling"}, {"id", rest}})));
    else if (verb == "rule") out_ << answer_text(ask_rule(situation(), ask(number, {{"kind", "rule"}, {"section", rest}})));
    else if (verb == "set") set_ruling(rest, number);
    else if (verb == "rulings") out_ << (rulings_->non_default_profile().empty() ? "every ruling at its default"
                                                                                 : rulings_->non_default_profile().dump(2))
                                     << "\n";
    else
      throw std::invalid_argument("unknown command \"" + verb + "\"" +
                                  did_you_mean(verb, {"show", "position", "legal", "is", "what-if", "do", "undo",
                                                      "result", "ruling", "rule", "set", "rulings", "load", "help",
                                                      "quit"}) +
                                  "; type help");
    return true;
  }

 private:
  const GameState& state() const { return *history_.back(); }

  Situation situation() const {
    return Situation::of_state(*game_, players_, rulings_, state().with_rulings(rulings_));
  }

  // A one-line document holding the question, so that errors point at the line typed.
  JsonObject ask(int number, nlohmann::json body) {
    asks_.push_back(parse_json(body.dump(), "<interactive>", number));
    return JsonObject(asks_.back(), asks_.back().root, "", "");
  }

  JsonObject event_ask(const std::string& text, int number, const char* kind) {
    const int seat = state().to_act();
    const std::string actor = seat >= 0 ? players_[static_cast<std::size_t>(seat)] : "";
    const auto first = text.find_first_not_of(" \t");
    nlohmann::json e;
    if (first != std::string::npos && text[first] == '{') {
      e = nlohmann::json::parse(text, nullptr, false);
      if (e.is_discarded() || !e.is_object()) throw std::invalid_argument("malformed JSON event");
      if (!e.contains("player") && !actor.empty()) e["player"] = actor;
    } else {
      e = sheet::read_action(std::string(rest_column_, ' ') + text, *game_, players_, actor, "<interactive>", number);
    }
    return ask(number, {{"kind", kind}, {"event", e}});
  }

  void act(const std::string& text, int number) {
    const JsonObject q = event_ask(text, number, "outcome");
    const Answer a = ask_outcome(situation(), q);
    if (a.verdict != "legal") {
      out_ << "not done: " << answer_text(a);
      return;
    }
    // Applied as a replay applies it, so the state keeps what a position would forget.
    const JsonObject event = q.require_object("event");
    const std::unique_ptr<Action> action =
        state().decode(EventInput{event, 0, event_player(event, players_), event.require_string("action")});
    std::unique_ptr<GameState> next = state().with_rulings(rulings_);
    const std::shared_ptr<const StateMachine> machine = machine_of(*game_, *rulings_);
    std::vector<Step> trace;
    (void)judge_event(*next, *action, event.require_string("action"), *machine, trace);
    apply_event(*next, *action, *machine, trace);
    history_.push_back(std::move(next));
    std::string said = a.explanation;  // its later lines indented under the first
    for (auto at = said.find('\n'); at != std::string::npos; at = said.find('\n', at + 3)) said.insert(at + 1, "  ");
    out_ << "done: " << said << "\n";
  }

  void undo() {
    if (history_.size() < 2) throw std::invalid_argument("nothing to undo");
    history_.pop_back();
    out_ << "undone\n";
    say_where();
  }

  // "load FILE [UPTO]": UPTO, a count of events, is a whole number or nothing; anything
  // else is refused before the file is read (a typo must not load the start of the game).
  void load_command(const std::string& text) {
    std::istringstream args(text);
    std::string file, upto_word, extra;
    args >> file >> upto_word >> extra;
    if (file.empty()) throw std::invalid_argument("load needs a FILE: load FILE [UPTO]");
    if (!extra.empty())
      throw std::invalid_argument("load takes a FILE and at most a number of events, not \"" + extra + "\"; nothing loaded");
    int upto = -1;
    if (!upto_word.empty()) {
      const bool digits = upto_word.size() <= 9 && upto_word.find_first_not_of("0123456789") == std::string::npos;
      if (!digits)
        throw std::invalid_argument("load FILE UPTO: UPTO is how many events to replay, a whole number, not \"" + upto_word +
                                    "\"; nothing loaded");
      upto = std::stoi(upto_word);
    }
    load(file, upto);
  }

  void set_ruling(const std::string& text, int number) {
    std::istringstream args(text);
    std::string id, option;
    args >> id >> option;
    auto next = std::make_shared<Rulings>(*rulings_);
    next->choose(id, option, Location{"<interactive>", number});
    next->refuse_conflicts(Location{"<interactive>", number});
    rulings_ = next;
    out_ << id << " = " << option << "\n";
  }

  std::ostream& out_;
  std::size_t rest_column_ = 0;  // where the command's argument starts in its line
  const JsonDocument* override_;
  const CardsOverride* cards_;
  const Game* game_ = nullptr;
  std::vector<std::string> players_;
  std::string card_set_file_;
  std::shared_ptr<Rulings> rulings_;
  std::vector<std::unique_ptr<GameState>> history_;
  std::vector<JsonDocument> asks_;  // kept alive: JsonObjects point into them
};

}  // namespace

int run_interactive(const InteractiveStart& start, std::istream& in, std::ostream& out) {
  Session session(out, start.override_profile, start.cards);
  try {
    if (start.position) session.load(*start.position, -1);
    if (start.transcript) session.load(*start.transcript, start.upto);
  } catch (const HistoryViolation& h) {
    out << "the game so far is illegal at event " << h.violation.event << ": " << h.violation.reason << "\n";
    return 1;
  } catch (const std::invalid_argument& e) {  // --upto past the game's end
    out << "error: " << e.what() << "\n";
    return 1;
  }
  if (!start.position && !start.transcript) out << "referee judge: load a position or a transcript (help lists the commands)\n";
  std::string line;
  for (int number = 1;; ++number) {
    if (start.read_line) {
      out << std::flush;
      if (!start.read_line(line)) break;
    } else {
      if (start.prompt) out << "judge> " << std::flush;
      if (!std::getline(in, line)) break;
    }
    try {
      if (!session.command(line, number)) break;
    } catch (const InputError& e) {
      out << "error: " << e.describe() << "\n";
    } catch (const HistoryViolation& h) {
      out << "error: the game so far is illegal at event " << h.violation.event << ": " << h.violation.reason << "\n";
    } catch (const std::invalid_argument& e) {
      out << "error: " << e.what() << "\n";
    }
  }
  return 0;
}

}  // namespace referee::judgements
