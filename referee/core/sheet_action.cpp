#include "referee/core/sheet_action.hpp"

#include "referee/core/game.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/transcript.hpp"
#include "referee/core/suggest.hpp"

namespace referee::sheet {
namespace {

using json = nlohmann::json;
using Kind = Token::Kind;
using notation::ActionForm;
using notation::Field;

// The keyword field that token `x` introduces, if any ("to", "reveal", ">").
const Field* keyword_of(const ActionForm& form, const Token& x) {
  for (const auto& f : form.fields)
    if (!f.keyword.empty() &&
        ((x.kind == Kind::word && !x.colon && x.text == f.keyword) || (x.kind == Kind::gt && f.keyword == ">")))
      return &f;
  return nullptr;
}

// Why the action cannot go on at token `t`.
std::string unexpected(const ActionForm& form, const notation::Notation& n, const Token& t) {
  if (t.atom() && t.colon) return "\"" + t.text + ":\" starts another action: put ';' before it";
  if (t.kind == Kind::word && n.find(t.text)) return "\"" + t.text + "\" starts another action: put ';' before it";
  if (t.kind == Kind::comment) return "an action has one {comment}";
  std::string message = "unexpected " + t.shown() + " after " + form.action + " (written: " + action_syntax(form) + ")";
  if (t.kind == Kind::word) {
    std::vector<std::string> keywords;
    for (const auto& f : form.fields)
      if (!f.keyword.empty()) keywords.push_back(f.keyword);
    message += did_you_mean(t.text, keywords);
  }
  return message;
}

// A positional value whose first word is one of the action's keywords would read as that
// keyword: quote it.
std::string unlike_keyword(const ActionForm& form, const std::string& text, const json& v) {
  const std::string first = text.substr(0, text.find_first_of(" ,="));
  for (const auto& f : form.fields)
    if (!f.keyword.empty() && f.keyword == first) {
      const json& word = v.is_array() && !v.empty() ? v.at(0) : v;
      if (word.is_string()) return json(word.get<std::string>()).dump() + text.substr(first.size());
    }
  return text;
}

}  // namespace

std::string action_syntax(const ActionForm& a) {
  std::string out = a.action;
  for (const auto& f : a.fields) out += " " + describe(f);
  return out;
}

std::string join_words(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

ReadAction read_action_tokens(Lexer& lx, Token& t, const Game& game, const Context& ctx, const std::string& player) {
  const auto& n = game.notation();
  if (t.kind != Kind::word)
    lx.fail(t.column, "expected an action (" + join_words(n.action_names()) + "), found " + t.shown());
  const ActionForm* form = n.find(t.text);
  if (!form) {
    const std::string hint = did_you_mean(t.text, n.action_names());
    lx.fail(t.column, "unknown action \"" + t.text + "\"" +
                          (hint.empty() ? " (" + game.info().id + " actions: " + join_words(n.action_names()) + ")" : hint));
  }
  ReadAction out;
  out.form = form;
  out.column = t.column;
  const std::size_t start = t.start;
  json ev = {{"player", player}, {"action", form->action}};
  t = lx.next();
  // Positional values in order; a keyword or the end leaves the optional ones out.
  for (const auto& f : form->fields) {
    if (!f.keyword.empty()) continue;
    const bool present = (t.atom() && !t.colon && !keyword_of(*form, t)) || t.kind == Kind::open;
    if (present) {
      out.columns[f.key] = t.column;
      ev[f.key] = read_value(f, t, lx, ctx);
    } else if (f.required)
      lx.fail(t.column, form->action + " needs " + describe(f.item) + ", found " + t.shown() + " (written: " +
                            action_syntax(*form) + ")");
  }
  // Keyword values in any order.
  while (const Field* f = keyword_of(*form, t)) {
    if (ev.contains(f->key)) lx.fail(t.column, "\"" + f->keyword + "\" is given twice");
    t = lx.next();
    out.columns[f->key] = t.column;
    ev[f->key] = read_value(*f, t, lx, ctx);
  }
  for (const auto& f : form->fields)
    if (f.required && !ev.contains(f.key))
      lx.fail(t.column, form->action + " needs \"" + f.keyword + " " + describe(f.item) + "\" (written: " +
                            action_syntax(*form) + ")");
  std::string written = lx.text(start, t.start);
  while (!written.empty() && (written.back() == ' ' || written.back() == '\t')) written.pop_back();
  if (t.kind == Kind::comment) {
    out.columns["comment"] = t.column;
    ev["comment"] = t.text;
    t = lx.next();
  }
  if (t.kind != Kind::semicolon && t.kind != Kind::end) lx.fail(t.column, unexpected(*form, n, t));
  out.event = std::move(ev);
  out.written = std::move(written);
  return out;
}

std::string write_action_text(const ActionForm& form, const JsonObject& e, const Context& ctx) {
  notation::check_keys(e, form);
  std::string out = form.action;
  bool skipped_positional = false;
  for (const auto& f : form.fields) {
    if (f.required && !e.has(f.key))
      e.fail(f.key, form.action + " needs \"" + f.key + "\" (written: " + action_syntax(form) + ")");
    if (!e.has(f.key)) {
      skipped_positional = skipped_positional || f.keyword.empty();
      continue;
    }
    std::string problem;
    std::string text = write_value(f, e.require(f.key), ctx, problem);
    if (!problem.empty()) e.fail(f.key, problem + " (a score sheet cannot record it)");
    if (f.keyword.empty()) {
      if (skipped_positional) e.fail(f.key, "\"" + f.key + "\" is written after a value this event leaves out");
      out += " " + unlike_keyword(form, text, e.require(f.key));
    } else {
      out += " " + f.keyword + (text.empty() ? "" : " " + text);
    }
  }
  if (e.has("comment")) {
    const json& c = e.require("comment");
    if (!c.is_string()) e.fail("comment", "expected a string");
    out += " " + comment(c.get<std::string>());
  }
  return out;
}

json read_action(std::string_view text, const Game& game, const std::vector<std::string>& players, const std::string& actor,
                 const std::string& source, int line) {
  check_line_text(text, source, line);
  Lexer lx(text, source, line);
  Token t = lx.next();
  std::string player = actor;
  if (t.atom() && t.colon) {
    if (auto problem = check_atom(notation::ValueType{notation::ValueKind::player, {}, ""}, t.text, Context{game.notation(), players});
        !problem.empty())
      lx.fail(t.column, problem);
    player = t.text;
    t = lx.next();
  }
  if (player.empty()) lx.fail(t.column, "nobody is to act: start with the player's name, as \"" + players.front() + ": ...\"");
  if (t.kind == Kind::end) lx.fail(t.column, "expected an action");
  ReadAction read = read_action_tokens(lx, t, game, Context{game.notation(), players}, player);
  if (t.kind != Kind::end) lx.fail(t.column, "one action at a time here");
  return std::move(read.event);
}

std::string write_action(const json& event, const Game& game, const std::vector<std::string>& players) {
  JsonDocument doc;
  doc.source = "<event>";
  doc.root = event;
  const JsonObject e(doc, doc.root, "", "");
  const std::string player = players.at(static_cast<std::size_t>(event_player(e, players)));
  const notation::ActionForm* form = game.notation().find(e.require_string("action"));
  if (!form) e.fail("action", "unknown action \"" + e.require_string("action") + "\"");
  return player_atom(player) + ": " + write_action_text(*form, e, Context{game.notation(), players});
}

}  // namespace referee::sheet
