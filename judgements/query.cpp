#include "judgements/query.hpp"

#include "referee/cards/card_set_read.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/suggest.hpp"

namespace referee::judgements {
namespace {

constexpr std::pair<AskKind, const char*> kKinds[] = {
    {AskKind::legal_actions, "legal-actions"}, {AskKind::is_legal, "is-legal"}, {AskKind::outcome, "outcome"},
    {AskKind::result, "result"},               {AskKind::ruling, "ruling"},     {AskKind::rule, "rule"},
};

// A path (read from disk; a transcript may be a score sheet) or an inline object (kept
// with its lines).
JsonDocument situation_document(const JsonDocument& doc, const JsonObject& root, const char* key, const GameRegistry& games) {
  const auto& v = root.require(key);
  if (v.is_string()) return std::string_view(key) == "transcript" ? sheet::read_transcript_file(v.get<std::string>(), games)
                                                                  : read_json_file(v.get<std::string>());
  if (v.is_object()) return sub_document(doc, std::string("/") + key);
  root.fail(key, "expected a file name or an inline object, found " + JsonObject::type_name(v));
}

// The query's "cards": a card set file, read as given (from the working directory) like the
// query's other files; reported at the query's line when it cannot be read.
CardsOverride query_cards(const JsonObject& root, const Game& game) {
  const std::string file = root.require_string("cards");
  if (!game.card_rules()) root.fail("cards", game.info().id + " takes no card set: its rules fix its cards (remove \"cards\")");
  cards::CardSetReading r;
  try {
    r = cards::load_card_set(file);
  } catch (const InputError& e) {
    if (e.where().line > 0) throw;  // inside the card set: its own file and line say where
    root.fail("cards", "the card set \"" + file + "\" cannot be read: " + e.message());
  }
  if (r.game != game.info().id) root.fail("cards", "the card set \"" + file + "\" is for " + r.game + ", not " + game.info().id);
  return CardsOverride{file, std::move(r.game), std::move(r.set)};
}

}  // namespace

std::string_view to_string(AskKind kind) {
  for (auto& [k, name] : kKinds)
    if (k == kind) return name;
  return "?";
}

Query read_query(JsonDocument doc, const GameRegistry& games, const CardsOverride* cards) {
  Query q;
  q.doc = std::move(doc);
  JsonObject root(q.doc, q.doc.root, "", "");
  root.allow_only({"game", "rulings", "cards", "position", "transcript", "upto", "ask", "comment"});
  const std::string game_id = root.require_string("game");
  q.game = games.find(game_id);
  if (!q.game) root.fail("game", "unknown game \"" + game_id + "\"" + did_you_mean(game_id, games.ids()));
  if (root.has("rulings") && !root.require("rulings").is_object())
    root.fail("rulings", "expected an object of \"ruling-id\": \"option-id\"");
  if (cards) {
    if (cards->game != game_id)
      root.fail("game", "the card set " + cards->file + " (--cards) is for " + cards->game + ", not " + game_id);
    q.cards = *cards;
  } else if (root.has("cards")) {
    q.cards = query_cards(root, *q.game);
  }

  JsonObject ask = root.require_object("ask");
  const std::string kind = ask.require_string("kind");
  std::vector<std::string> names;
  bool found = false;
  for (auto& [k, name] : kKinds) {
    names.emplace_back(name);
    if (kind == name) q.kind = k, found = true;
  }
  if (!found) ask.fail("kind", "unknown kind \"" + kind + "\"" + did_you_mean(kind, names) + "; kinds: legal-actions, "
                               "is-legal, outcome, result, ruling, rule");

  if (root.has("position") && root.has("transcript"))
    root.fail("transcript", "a query asks about a position or a transcript, not both");
  if (root.has("position")) q.position = situation_document(q.doc, root, "position", games);
  if (root.has("transcript")) q.transcript = situation_document(q.doc, root, "transcript", games);
  if (root.has("upto")) {
    if (!q.transcript) root.fail("upto", "\"upto\" goes with a transcript");
    q.upto = static_cast<int>(root.require_integer("upto", 0, 10'000'000));
    // As `validate --position-at`: an event past the end is a mistake, not "the end".
    const nlohmann::json& events = q.transcript->root.contains("events") ? q.transcript->root.at("events") : nlohmann::json();
    if (events.is_array() && static_cast<std::size_t>(q.upto) > events.size())
      root.fail("upto", "the transcript has " + std::to_string(events.size()) + " events, so there is no event " +
                            std::to_string(q.upto));
  }
  const bool needs_situation = q.kind != AskKind::ruling && q.kind != AskKind::rule;
  if (needs_situation && !q.has_situation())
    root.fail("ask", std::string(to_string(q.kind)) + " asks about a game: give a \"position\" or a \"transcript\"");

  // The situation must be of the query's game.
  const JsonDocument* situation = q.position ? &*q.position : q.transcript ? &*q.transcript : nullptr;
  if (situation) {
    JsonObject s(*situation, situation->root, "", q.position ? "position" : "transcript");
    const std::string other = s.require_string("game");
    if (other != game_id)
      s.fail("game", "the query is about " + game_id + ", but this " + (q.position ? "position" : "transcript") +
                         " is a game of " + other);
  }
  return q;
}

}  // namespace referee::judgements
