// Writing a transcript as a score sheet: the inverse of sheet_read.cpp, in canonical form
// (headers in a fixed order, one line a turn, short forms, "PLAYER:" only where the actor
// changes).
#include <algorithm>
#include <sstream>

#include "referee/core/errors.hpp"
#include "referee/core/game.hpp"
#include "referee/core/json_fields.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/rulings.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/sheet_action.hpp"
#include "referee/core/sheet_headers.hpp"
#include "referee/core/sheet_values.hpp"
#include "referee/core/suggest.hpp"
#include "referee/core/transcript.hpp"

namespace referee::sheet {
namespace {

using json = nlohmann::json;
using notation::ActionForm;
using notation::Field;

class Writer {
 public:
  Writer(const JsonDocument& doc, const GameRegistry& games) : doc_(doc), games_(games) {}

  std::string write() {
    if (!doc_.root.is_object()) fail("", 0, "", "a transcript is a JSON object");
    const JsonObject root(doc_, doc_.root, "", "");
    root.allow_only({"format", "game", "players", "rulings", "cards", "setup", "events", "result", "meta"});
    const std::string format = root.require_string("format");
    if (format != kTranscriptFormat) root.fail("format", "unsupported format \"" + format + "\"");
    const std::string id = root.require_string("game");
    game_ = games_.find(id);
    if (!game_) root.fail("game", "unknown game \"" + id + "\"" + did_you_mean(id, games_.ids()));
    players_ = read_players(root);

    out_ << "Game: " << atom(id) << "\n";
    out_ << "Players: ";
    for (std::size_t i = 0; i < players_.size(); ++i) out_ << (i ? ", " : "") << player_atom(players_[i]);
    out_ << "\n";
    if (root.has("rulings")) {
      // The reader checks ruling ids and options against the catalogue: so does the writer.
      if (root.require("rulings").is_object()) Rulings(game_->catalogue()).apply_profile(doc_, "/rulings");
      header("Rulings", rulings_field(), root.require("rulings"), "/rulings");
    }
    if (root.has("cards")) header("Cards", cards_field(), root.require("cards"), "/cards");
    if (root.has("meta")) meta(root.object_at("meta"));
    if (root.has("setup")) setup(root.object_at("setup"));
    if (root.has("events")) events(root.require("events"));
    if (root.has("result")) result(root.object_at("result"));
    return out_.str();
  }

 private:
  [[noreturn]] void fail(const std::string& pointer, int event, const std::string& key, const std::string& message) const {
    throw InputError(Location{doc_.source, doc_.line_of(pointer), 0, event, key},
                     message + " (a score sheet cannot record it)");
  }

  Context context() const { return Context{game_->notation(), players_}; }

  std::string value(const Field& f, const json& v, const std::string& pointer, int event, const std::string& key) const {
    std::string problem;
    std::string text = write_value(f, v, context(), problem);
    if (!problem.empty()) fail(pointer, event, key, problem);
    return text;
  }

  void header(const std::string& name, const Field& f, const json& v, const std::string& pointer) {
    out_ << name << ": " << value(f, v, pointer, 0, pointer.substr(1)) << "\n";
  }

  void meta(const JsonObject& m) {
    std::vector<std::string> keys;
    for (auto it = m.value().begin(); it != m.value().end(); ++it) keys.push_back(it.key());
    // Known headers in their order, then the others (JSON objects keep keys sorted).
    for (const auto& name : engine_header_names())
      for (const auto& k : keys)
        if (header_of_meta_key(k) == name) out_ << name << ": " << meta_text(m.value().at(k)) << "\n";
    for (const auto& k : keys)
      if (header_of_meta_key(k).empty()) out_ << "Meta " << atom(k) << ": " << meta_text(m.value().at(k)) << "\n";
  }

  void setup(const JsonObject& s) {
    const auto& forms = game_->notation().setup;
    std::vector<std::string> known;
    for (const auto& f : forms) known.push_back(f.field.key);
    s.allow_only(known);
    for (const auto& form : forms) {
      if (!s.has(form.field.key)) continue;
      const std::string pointer = pointer_child("/setup", form.field.key);
      const json& v = s.require(form.field.key);
      if (!form.per_player) {
        out_ << form.header << ": " << value(form.field, v, pointer, 0, "setup." + form.field.key) << "\n";
        continue;
      }
      if (!v.is_object()) s.fail(form.field.key, "expected an object keyed by player");
      for (auto it = v.begin(); it != v.end(); ++it)
        if (find_seat(it.key(), players_) < 0) s.fail(form.field.key, unknown_player(it.key(), players_));
      for (const auto& p : players_)
        if (v.contains(p))
          out_ << form.header << " " << player_atom(p) << ": "
               << value(form.field, v.at(p), pointer_child(pointer, p), 0, "setup." + form.field.key + "." + p) << "\n";
    }
  }

  void events(const json& events) {
    if (!events.is_array()) fail("/events", 0, "events", "expected an array of events");
    if (!events.empty()) out_ << "\n";
    int turn = 0;
    bool new_line = true;
    std::string speaker;
    for (std::size_t i = 0; i < events.size(); ++i) {
      const std::string pointer = pointer_child("/events", i);
      const int number = static_cast<int>(i) + 1;
      if (!events[i].is_object()) fail(pointer, number, "", "an event must be an object");
      const JsonObject e(doc_, events[i], pointer, "", number);
      const std::string player = players_.at(static_cast<std::size_t>(event_player(e, players_)));
      const std::string action = e.require_string("action");
      const ActionForm& form = notation::form_of(game_->notation(), e, action);
      if (new_line) {
        if (turn++ > 0) out_ << "\n";
        out_ << "T" << turn << " " << player_atom(player) << ": ";
        speaker = player;
      } else {
        out_ << "; ";
        if (player != speaker) out_ << player_atom(player) << ": ";
        speaker = player;
      }
      out_ << write_action_text(form, e, context());
      new_line = form.ends_turn;
    }
    if (!events.empty()) out_ << "\n";
  }

  void result(const JsonObject& r) {
    std::vector<std::string> keys;
    for (const auto& f : result_fields()) keys.push_back(f.key);
    r.allow_only(keys);
    out_ << "Result:";
    for (const auto& f : result_fields()) {
      if (!r.has(f.key)) continue;
      std::string text = value(f, r.require(f.key), pointer_child("/result", f.key), 0, "result." + f.key);
      out_ << " " << f.keyword << (text.empty() ? "" : " " + text);
    }
    out_ << "\n";
  }

  const JsonDocument& doc_;
  const GameRegistry& games_;
  const Game* game_ = nullptr;
  std::vector<std::string> players_;
  std::ostringstream out_;
};

}  // namespace

std::string write_sheet(const JsonDocument& transcript, const GameRegistry& games) {
  return Writer(transcript, games).write();
}

}  // namespace referee::sheet
