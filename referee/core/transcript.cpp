#include "referee/core/transcript.hpp"

#include <set>

#include "referee/cards/card_set_read.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"

namespace referee {
namespace {

DeclaredResult read_result(const JsonObject& r, const std::vector<std::string>& players) {
  DeclaredResult out;
  out.line = r.where().line;
  r.allow_only({"winner", "winners", "draw", "in-progress", "points", "ended_by"});
  auto check_player = [&](const std::string& name, std::string_view key) {
    if (find_seat(name, players) < 0) r.fail(key, unknown_player(name, players));
  };
  int kinds = r.has("winner") + r.has("winners") + r.has("draw") + r.has("in-progress");
  if (kinds != 1) r.fail("", "a result has exactly one of \"winner\", \"winners\", \"draw\" or \"in-progress\"");
  if (r.has("winner")) {
    out.winners.push_back(r.require_string("winner"));
    check_player(out.winners.back(), "winner");
  }
  if (r.has("winners")) {
    const auto& w = r.require("winners");
    if (!w.is_array() || w.size() < 2) r.fail("winners", "expected an array of at least two players (a shared win)");
    for (const auto& name : w) {
      if (!name.is_string()) r.fail("winners", "expected player names");
      out.winners.push_back(name.get<std::string>());
      check_player(out.winners.back(), "winners");
    }
  }
  if (r.has("draw")) {
    if (r.require("draw") != true) r.fail("draw", "expected true");
    out.draw = true;
  }
  if (r.has("in-progress")) {
    if (r.require("in-progress") != true) r.fail("in-progress", "expected true");
    out.in_progress = true;
  }
  if (r.has("points")) {
    JsonObject pts = r.object_at("points");
    for (auto it = pts.value().begin(); it != pts.value().end(); ++it) {
      check_player(it.key(), "points");
      out.points[it.key()] = pts.require_integer(it.key(), -1000000, 1000000);
    }
  }
  return out;
}

}  // namespace

std::string check_player_name(const std::string& name) {
  if (name.empty()) return "a player name cannot be empty";
  if (name.size() > 64) return "a player name has at most 64 characters";
  if (name == "?") return "\"?\" is reserved for unknown cards";
  if (name.front() == ' ' || name.back() == ' ') return "a player name cannot start or end with a space";
  for (unsigned char c : name) {
    if (c < 0x20 || c == 0x7f) return "a player name cannot contain control characters";
    if (c == ':' || c == '#' || c == ';' || c == ',' || c == '>' || c == '"' || c == '=')
      return std::string("a player name cannot contain '") + static_cast<char>(c) + "'";
  }
  return "";
}

JsonObject Transcript::setup() const { return JsonObject(doc, doc.root.at("setup"), "/setup", "setup"); }
int Transcript::setup_line() const { return doc.line_of("/setup"); }
JsonObject Transcript::event_body(const TranscriptEvent& e) const {
  return JsonObject(doc, doc.root.at("events").at(static_cast<std::size_t>(e.number - 1)), e.pointer, "", e.number);
}

int event_player(const JsonObject& event, const std::vector<std::string>& players) {
  return seat_of(event, "player", players);
}

std::vector<std::string> read_players(const JsonObject& root) {
  const auto& players = root.require("players");
  if (!players.is_array()) root.fail("players", "expected an array of player names");
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (std::size_t i = 0; i < players.size(); ++i) {
    std::string field = "players[" + std::to_string(i) + "]";
    if (!players[i].is_string()) root.fail("players", field + " is not a string");
    std::string name = players[i].get<std::string>();
    if (auto problem = check_player_name(name); !problem.empty()) root.fail("players", field + ": " + problem);
    if (!seen.insert(name).second) root.fail("players", "player \"" + name + "\" is listed twice");
    out.push_back(std::move(name));
  }
  if (out.empty()) root.fail("players", "no players");
  return out;
}

Transcript read_transcript(JsonDocument doc, const GameRegistry& games, const CardsOverride* cards) {
  Transcript t;
  t.doc = std::move(doc);
  JsonObject root(t.doc, t.doc.root, "", "");
  root.allow_only({"format", "game", "players", "rulings", "cards", "setup", "events", "result", "meta"});

  std::string format = root.require_string("format");
  if (format != kTranscriptFormat)
    root.fail("format", "unsupported format \"" + format + "\" (expected \"" + kTranscriptFormat + "\")");

  std::string game_id = root.require_string("game");
  t.game = games.find(game_id);
  if (!t.game) root.fail("game", "unknown game \"" + game_id + "\"" + did_you_mean(game_id, games.ids()));

  t.players = read_players(root);

  if (root.has("rulings") && !root.require("rulings").is_object() && !root.require("rulings").is_string())
    root.fail("rulings", "expected an object of \"ruling-id\": \"option-id\", or a profile file's name");
  if (root.has("meta")) (void)root.object_at("meta");
  t.cards = root.optional_string("cards");
  if (cards) {
    check_cards_fit(t.doc, *t.game, *cards);
    t.card_set = cards->set;
    t.card_set_file = cards->file;
  } else if (t.cards) {
    if (!t.game->card_rules())
      root.fail("cards", game_id + " takes no card set: its rules fix its cards (remove \"cards\")");
    t.card_set = cards::document_card_set(t.doc, "/cards", *t.game->card_rules());
    t.card_set_file = cards::card_set_path(t.doc.source, *t.cards);
  }
  (void)root.object_at("setup");

  const auto& events = root.require("events");
  if (!events.is_array()) root.fail("events", "expected an array of events");
  t.events.reserve(events.size());
  for (std::size_t i = 0; i < events.size(); ++i) {
    TranscriptEvent e;
    e.number = static_cast<int>(i) + 1;
    e.pointer = pointer_child("/events", i);
    e.line = t.doc.line_of(e.pointer);
    if (!events[i].is_object())
      throw InputError(Location{t.doc.source, e.line, 0, e.number, ""},
                       "an event must be an object, found " + JsonObject::type_name(events[i]));
    JsonObject body(t.doc, events[i], e.pointer, "", e.number);
    e.player = event_player(body, t.players);
    e.action = body.require_string("action");
    t.events.push_back(std::move(e));
  }

  if (root.has("result")) t.result = read_result(root.object_at("result"), t.players);
  return t;
}

void check_cards_fit(const JsonDocument& doc, const Game& game, const CardsOverride& cards) {
  const std::string& id = game.info().id;
  if (!game.card_rules())
    JsonObject(doc, doc.root, "", "").fail("game", id + " takes no card set: its rules fix its cards (the card set " +
                                                       cards.file + " is for " + cards.game + ")");
  if (cards.game != id)
    JsonObject(doc, doc.root, "", "").fail("game", "the card set " + cards.file + " is for " + cards.game + ", not " + id);
}

}  // namespace referee
