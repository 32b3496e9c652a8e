// Reading a score sheet into the transcript JSON (the grammar is described in sheet.hpp and
// the README's "Score sheets").
#include <algorithm>

#include "referee/core/errors.hpp"
#include "referee/core/game.hpp"
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
using Kind = Token::Kind;
using notation::Field;

// "T12" -> 12; -1 if `word` is not a turn marker ("T0" and "T01" are markers, numbered badly).
int turn_marker(const std::string& word) {
  if (word.size() < 2 || word.size() > 7 || word[0] != 'T') return -1;
  int n = 0;
  for (std::size_t i = 1; i < word.size(); ++i) {
    if (word[i] < '0' || word[i] > '9') return -1;
    n = n * 10 + (word[i] - '0');
  }
  return n;
}

// Ends the reading without another error (the one noted already says it).
struct StopReading {};

class Reader {
 public:
  Reader(std::string source, const GameRegistry& games, int first_line) : games_(games), first_line_(first_line) {
    doc_.source = std::move(source);
    doc_.root = json::object();
    doc_.root["format"] = kTranscriptFormat;
    doc_.root["events"] = json::array();
  }

  JsonDocument read(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte-order mark
    int n = first_line_ - 1;
    std::size_t at = 0;
    while (at <= text.size()) {
      std::size_t nl = text.find('\n', at);
      if (nl == std::string_view::npos) nl = text.size();
      std::string_view raw = text.substr(at, nl - at);
      if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
      // A notation error is noted and reading goes on at the next line (within a turn
      // line, at the next ';'), so that one run lists them all; unless what follows
      // cannot be read without the line (Game, Players) or is not part of the sheet.
      try {
        line(raw, ++n);
      } catch (const InputError& e) {
        note(e);
        if (stop_) break;
      } catch (const StopReading&) {
        break;
      }
      at = nl + 1;
    }
    if (!game_ && errors_.empty()) note(InputError(Location{doc_.source, first_line_}, "not a score sheet: no \"Game: GAME\" header"));
    if (!players_ && errors_.empty()) note(InputError(Location{doc_.source, first_line_}, "no \"Players: NAME, NAME, ...\" header"));
    if (errors_.size() == 1 && left_out_ == 0) throw errors_.front();
    if (!errors_.empty()) throw InputError::several(std::move(errors_), left_out_);
    return std::move(doc_);
  }

 private:
  // A line is blank, a header, a turn line, or (after the first turn) more of the turn.
  void line(std::string_view raw, int n) {
    check_line_text(raw, doc_.source, n);
    Lexer lx(raw, doc_.source, n);
    Token t = lx.next();
    if (t.kind == Kind::end) return;
    if (result_line_) after_result(t, lx);
    if (doc_.lines.empty()) doc_.lines.set("", n);
    if (t.kind == Kind::word && header_or_turn(t, lx)) return;
    if (in_turns_) {
      refuse_header_among_turns(t, lx);
      return actions(lx, t);
    }
    stop_ = !game_;  // before "Game:", nothing can be read
    if (t.kind == Kind::word && t.colon)
      lx.fail(t.column, "unknown header \"" + t.text + ":\"" + did_you_mean(t.text, header_names()));
    lx.fail(t.column, "expected a header (\"Game: GAME\", \"Players: ...\") or the first turn (\"T1 PLAYER: ...\")");
  }

  [[noreturn]] void after_result(const Token& t, Lexer& lx) {
    stop_ = true;  // what follows is not this sheet's
    if (t.kind == Kind::word && t.colon && lower_ascii(t.text) == "game")
      lx.fail(t.column, "a second score sheet starts here: convert takes one at a time (referee validate reads files of several)");
    lx.fail(t.column, "the Result line ends the score sheet (line " + std::to_string(result_line_) + ")");
  }

  // Reads the line if word `t` starts a header (before the turns; Result at any time) or a
  // turn; false otherwise.
  bool header_or_turn(const Token& t, Lexer& lx) {
    const std::string name = lower_ascii(t.text);
    if (t.colon && (!in_turns_ || name == "result") && is_plain_header(name)) return plain_header(name, t, lx), true;
    if (!t.colon && !in_turns_ && is_keyed_header(name)) return keyed_header(name, t, lx), true;
    if (t.colon && !in_turns_ && is_keyed_header(name))
      lx.fail(t.column, "expected " + std::string(name == "meta" ? "a name" : "a player") + " and ':' after \"" + t.text +
                            "\", as \"" + t.text + (name == "meta" ? " venue: ...\"" : " Ann: ...\""));
    if (!t.colon && turn_marker(t.text) >= 0) return turn_line(turn_marker(t.text), t, lx), true;
    return false;
  }

  // A header among the turns is misplaced (unless the word is a player's name or an action).
  void refuse_header_among_turns(const Token& t, Lexer& lx) const {
    if (t.kind != Kind::word || is_player(t.text)) return;
    const std::string name = lower_ascii(t.text);
    if (t.colon && name == "game")
      lx.fail(t.column, "\"Game:\" in the middle of a game: a new score sheet starts only after the Result line");
    if ((t.colon && (is_plain_header(name) || name == "meta")) ||
        (!t.colon && is_keyed_header(name) && !game_->notation().find(t.text)))
      lx.fail(t.column, "\"" + t.text + "\" is a header: headers come before the first turn");
  }

  // ---- headers ----

  std::vector<std::string> header_names() const {
    std::vector<std::string> out = engine_header_names();
    if (game_)
      for (const auto& s : game_->notation().setup) out.push_back(s.header);
    return out;
  }
  bool is_plain_header(const std::string& name) const {
    if (is_engine_header(name)) return true;
    return setup_form(name) && !setup_form(name)->per_player;
  }
  bool is_keyed_header(const std::string& name) const {
    return name == "meta" || (setup_form(name) && setup_form(name)->per_player);
  }
  const notation::SetupForm* setup_form(const std::string& name) const {
    if (!game_) return nullptr;
    for (const auto& s : game_->notation().setup)
      if (lower_ascii(s.header) == name) return &s;
    return nullptr;
  }

  void once(const std::string& pointer, const Token& t, Lexer& lx) {
    if (const int first = doc_.lines.exact(pointer))
      lx.fail(t.column, "\"" + t.text + "\" is given twice (first on line " + std::to_string(first) + ")");
    doc_.lines.set(pointer, lx.line_number());
  }

  void need_players(const Token& t, Lexer& lx) {
    stop_ = stop_ || !players_;  // the rest would say the same
    // After an error before it (a misspelt "Players:"), this one only repeats it.
    if (!players_ && !errors_.empty()) throw StopReading{};
    if (!players_) lx.fail(t.column, "the \"Players:\" header comes before this line");
  }

  void expect_end(Token& t, Lexer& lx) const {
    if (t.kind != Kind::end) lx.fail(t.column, "unexpected " + t.shown() + " at the end of the header");
  }

  void plain_header(const std::string& name, const Token& head, Lexer& lx) {
    stop_ = !game_;  // a first line that is not Game, or a Game line with an error: nothing more can be read
    if (name != "game" && !game_) lx.fail(head.column, "the first header is \"Game: GAME\": it says which game's notation follows");
    if (name == "game") return game_header(head, lx);
    stop_ = false;
    if (name == "players") {
      stop_ = true;  // until the line is read: without players no later line can be
      players_header(head, lx);
      stop_ = false;
      return;
    }
    if (name == "result") return result_header(head, lx);
    if (auto key = meta_key_of_header(name)) return meta_entry(*key, head, lx, lx.rest_from(head.end));
    if (name == "rulings") return rulings_header(head, lx);
    Token t = lx.next();
    if (name == "cards") {
      once("/cards", head, lx);
      doc_.columns["/cards"] = t.column;
      doc_.root["cards"] = read_value(cards_field(), t, lx, Context{game_->notation(), no_players_});
      return expect_end(t, lx);
    }
    const notation::SetupForm& form = *setup_form(name);
    need_players(head, lx);
    once("/setup/" + form.field.key, head, lx);
    if (!doc_.lines.exact("/setup")) doc_.lines.set("/setup", lx.line_number());
    doc_.root["setup"][form.field.key] = read_value(form.field, t, lx, context());
    expect_end(t, lx);
  }

  void keyed_header(const std::string& name, const Token& head, Lexer& lx) {
    stop_ = !game_;
    if (!game_) lx.fail(head.column, "the first header is \"Game: GAME\": it says which game's notation follows");
    Token key = lx.next();
    if (!key.atom() || !key.colon)
      lx.fail(key.column, "expected " + std::string(name == "meta" ? "a name" : "a player") + " and ':' after \"" +
                              head.text + "\", as \"" + head.text + (name == "meta" ? " venue: ...\"" : " Ann: ...\""));
    if (name == "meta") return meta_entry(key.text, key, lx, lx.rest_from(key.end));
    const notation::SetupForm& form = *setup_form(name);
    need_players(head, lx);
    if (auto problem = check_atom(notation::ValueType{notation::ValueKind::player, {}, ""}, key.text, context());
        !problem.empty())
      lx.fail(key.column, problem);
    const std::string pointer = "/setup/" + form.field.key;
    once(pointer + "/" + key.text, key, lx);
    if (!doc_.lines.exact(pointer)) doc_.lines.set(pointer, lx.line_number());
    if (!doc_.lines.exact("/setup")) doc_.lines.set("/setup", lx.line_number());
    Token t = lx.next();
    doc_.root["setup"][form.field.key][key.text] = read_value(form.field, t, lx, context());
    expect_end(t, lx);
  }

  void game_header(const Token& head, Lexer& lx) {
    if (game_) lx.fail(head.column, "\"Game\" is given twice (first on line " + std::to_string(doc_.lines.exact("/game")) + ")");
    Token t = lx.next();
    if (!t.atom()) lx.fail(t.column, "expected the game's id, as \"Game: draw-of-faith\"");
    game_ = games_.find(t.text);
    if (!game_) lx.fail(t.column, "unknown game \"" + t.text + "\"" + did_you_mean(t.text, games_.ids()));
    doc_.root["game"] = t.text;
    doc_.lines.set("/game", lx.line_number());
    t = lx.next();
    expect_end(t, lx);
  }

  void players_header(const Token& head, Lexer& lx) {
    once("/players", head, lx);
    json names = json::array();
    Token t = lx.next();
    for (;;) {
      if (!t.atom()) lx.fail(t.column, "expected a player's name, found " + t.shown());
      if (auto problem = check_player_name(t.text); !problem.empty()) lx.fail(t.column, problem);
      if (std::find(names.begin(), names.end(), t.text) != names.end())
        lx.fail(t.column, "player \"" + t.text + "\" is listed twice");
      names.push_back(t.text);
      t = lx.next();
      if (t.kind != Kind::comma) break;
      t = lx.next();
    }
    expect_end(t, lx);
    doc_.root["players"] = names;
    players_ = names.get<std::vector<std::string>>();
  }

  void result_header(const Token& head, Lexer& lx) {
    need_players(head, lx);
    result_line_ = lx.line_number();
    doc_.lines.set("/result", result_line_);
    json result = json::object();
    Token t = lx.next();
    const auto& fields = result_fields();
    std::vector<std::string> keywords;
    for (const auto& f : fields) keywords.push_back(f.keyword);
    while (t.kind != Kind::end) {
      auto f = std::find_if(fields.begin(), fields.end(), [&](const Field& x) { return t.kind == Kind::word && !t.colon && x.keyword == t.text; });
      if (f == fields.end())
        lx.fail(t.column, "unexpected " + t.shown() + " in the result (expected " + result_syntax() + ")" +
                              (t.atom() ? did_you_mean(t.text, keywords) : ""));
      if (result.contains(f->key)) lx.fail(t.column, "\"" + f->keyword + "\" is given twice");
      t = lx.next();
      result[f->key] = read_value(*f, t, lx, context());
    }
    if (result.empty()) lx.fail(t.column, "expected " + result_syntax());
    doc_.root["result"] = result;
  }

  // "Rulings: id=option, ..." (checked against the game's catalogue here, so that a
  // misspelt id or option is shown at its column) or "Rulings: FILE" (a profile beside the sheet).
  void rulings_header(const Token& head, Lexer& lx) {
    once("/rulings", head, lx);
    Token t = lx.next();
    doc_.columns["/rulings"] = t.column;
    Lexer probe = lx;
    if (!t.atom() || probe.next().kind != Kind::equals) {
      doc_.root["rulings"] = read_value(rulings_field(), t, lx, Context{game_->notation(), no_players_});
      return expect_end(t, lx);
    }
    const RulingCatalogue& catalogue = game_->catalogue();
    Rulings check(catalogue);
    json profile = json::object();
    for (;;) {
      if (!t.atom()) lx.fail(t.column, "expected a ruling id, found " + t.shown());
      const Token id = t;
      if (catalogue.index_of(id.text) < 0) {
        std::vector<std::string> ids;
        for (const auto& s : catalogue.specs()) ids.push_back(s.id);
        lx.fail(id.column, "unknown ruling \"" + id.text + "\" for " + game_->info().id + did_you_mean(id.text, ids));
      }
      if (profile.contains(id.text)) lx.fail(id.column, "ruling \"" + id.text + "\" is given twice");
      t = lx.next();
      if (t.kind != Kind::equals) lx.fail(t.column, "expected '=' and an option after \"" + id.text + "\"");
      t = lx.next();
      if (!t.atom()) lx.fail(t.column, "expected an option of " + id.text + ", found " + t.shown());
      check.choose(id.text, t.text, Location{doc_.source, lx.line_number(), t.column, 0, "rulings"});
      profile[id.text] = t.text;
      doc_.columns[pointer_child("/rulings", id.text)] = t.column;
      t = lx.next();
      if (t.kind != Kind::comma) break;
      t = lx.next();
    }
    expect_end(t, lx);
    doc_.root["rulings"] = std::move(profile);
  }

  void meta_entry(const std::string& key, const Token& at, Lexer& lx, const std::string& rest) {
    const std::string pointer = pointer_child("/meta", key);
    once(pointer, at, lx);
    if (!doc_.lines.exact("/meta")) doc_.lines.set("/meta", lx.line_number());
    doc_.root["meta"][key] = meta_value(rest);
  }

  // ---- turns and actions ----

  // A badly numbered turn, or one started before the last ended, is noted and read all the
  // same, numbered as written: the turns after it are then checked against it alone.
  void turn_line(int number, const Token& marker, Lexer& lx) {
    need_players(marker, lx);
    if (marker.text != "T" + std::to_string(number))
      note(lx.error(marker.column, "write \"T" + std::to_string(number) + "\", not \"" + marker.text + "\""));
    else if (number != turn_ + 1)
      note(lx.error(marker.column, "turn " + marker.text + " after " + (turn_ ? "T" + std::to_string(turn_) : "the headers") +
                                       ": turns are numbered in order (expected T" + std::to_string(turn_ + 1) + ")"));
    else if (turn_ > 0 && !turn_ended_ && !unsure_)
      note(lx.error(marker.column, marker.text + " starts a new turn, but T" + std::to_string(turn_) +
                                       " has not ended (a turn ends with " + turn_enders() + ")"));
    in_turns_ = true;
    turn_ = number;
    turn_ended_ = false;
    unsure_ = true;  // until its player is read
    Token who = lx.next();
    if (!who.atom() || !who.colon)
      lx.fail(who.column, "expected the player whose turn it is and ':', as \"" + marker.text + " " + players_->front() + ": ...\"");
    player_ = checked_player(who, lx);
    prefix_column_ = 0;  // the turn's player, from its T line
    unsure_ = false;
    Token t = lx.next();
    if (t.kind == Kind::end) lx.fail(t.column, "expected the turn's first action after \"" + who.text + ":\"");
    actions(lx, t);
  }

  bool is_player(const std::string& name) const {
    return players_ && std::find(players_->begin(), players_->end(), name) != players_->end();
  }

  std::string checked_player(const Token& t, Lexer& lx) const {
    if (auto problem = check_atom(notation::ValueType{notation::ValueKind::player, {}, ""}, t.text, context()); !problem.empty())
      lx.fail(t.column, problem);
    return t.text;
  }

  // Actions separated by ';' to the end of the line. One that cannot be read is noted, and
  // reading goes on after the ';' that ends it.
  void actions(Lexer& lx, Token t) {
    for (;;) {
      try {
        const int column = t.column;  // of the action, or of the "PLAYER:" before it
        if (t.kind == Kind::semicolon) lx.fail(t.column, "nothing between two ';': an action is missing, or one ';' too many");
        carried_ = prefix_column_ > 0;  // no "PLAYER:" of its own: the last one holds
        if (t.atom() && t.colon) {
          player_ = checked_player(t, lx);
          prefix_column_ = t.column;
          carried_ = false;
          t = lx.next();
          if (t.kind == Kind::end || t.kind == Kind::semicolon)
            lx.fail(t.column, "expected an action after \"" + player_ + ":\"");
        }
        if (turn_ended_)
          lx.fail(column, "T" + std::to_string(turn_) + " ended with " + last_action_ +
                                ": the next turn starts a new line, as \"T" + std::to_string(turn_ + 1) + " PLAYER: ...\"");
        action(lx, t);
      } catch (const InputError& e) {
        note(e);
        unsure_ = true;  // whether the action ended the turn is not known
        if (!skip_action(lx, t)) return;
      }
      if (t.kind == Kind::end) return;
      // t is ';'
      t = lx.next();
      if (t.kind == Kind::end) return;
    }
  }

  void action(Lexer& lx, Token& t) {
    const std::size_t index = doc_.root["events"].size();
    const std::string pointer = pointer_child("/events", index);
    const ReadAction read = read_action_tokens(lx, t, *game_, context(), player_);
    doc_.lines.set(pointer, lx.line_number());
    doc_.columns[pointer] = read.column;
    doc_.written[pointer] = read.written;
    if (carried_) doc_.carried_player[pointer] = prefix_column_;
    for (auto it = read.event.begin(); it != read.event.end(); ++it)
      doc_.lines.set(pointer_child(pointer, it.key()), lx.line_number());
    for (const auto& [key, column] : read.columns) doc_.columns[pointer_child(pointer, key)] = column;
    doc_.root["events"].push_back(read.event);
    last_action_ = read.form->action;
    turn_ended_ = read.form->ends_turn;
  }

  // After an error in an action: on to the ';' that ends it (true) or the end of the line
  // (false; also when the line cannot be read further).
  static bool skip_action(Lexer& lx, Token& t) {
    try {
      while (t.kind != Kind::semicolon && t.kind != Kind::end) t = lx.next();
    } catch (const InputError&) {
      return false;
    }
    return t.kind == Kind::semicolon;
  }

  void note(const InputError& e) {
    if (errors_.size() < kMaxErrors) errors_.push_back(e);
    else ++left_out_;
  }

  std::string turn_enders() const {
    std::vector<std::string> v;
    for (const auto& a : game_->notation().actions)
      if (a.ends_turn) v.push_back(a.action);
    return join_words(v);
  }

  Context context() const { return Context{game_->notation(), players_ ? *players_ : no_players_}; }

  const GameRegistry& games_;
  const int first_line_;
  JsonDocument doc_;
  const Game* game_ = nullptr;
  std::optional<std::vector<std::string>> players_;
  const std::vector<std::string> no_players_;
  bool in_turns_ = false;
  int turn_ = 0;
  bool turn_ended_ = false;
  std::string player_;
  std::string last_action_;
  int result_line_ = 0;

  static constexpr std::size_t kMaxErrors = 20;  // then "... and N more"
  std::vector<InputError> errors_;
  int left_out_ = 0;
  bool stop_ = false;    // the error just noted makes the rest unreadable
  bool unsure_ = false;  // an action of this turn could not be read: it may have ended the turn
  int prefix_column_ = 0;  // of the "PLAYER:" that named player_ (0: the T line did)
  bool carried_ = false;   // the action being read has no "PLAYER:" of its own, and that one holds
};

}  // namespace

JsonDocument read_sheet(std::string_view text, std::string source, const GameRegistry& games, int first_line) {
  return Reader(std::move(source), games, first_line).read(text);
}

}  // namespace referee::sheet
