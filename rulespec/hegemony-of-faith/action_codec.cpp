// Transcript events of Hegemony of Faith to moves and back (the vocabulary: notation.cpp,
// README.md "Transcripts"). Cards are named by id: believer types (fool, prayer,
// missionary, elder, fanatic), action cards (faith-war, ...), skills (karma-reversed, ...);
// "?" is a card nobody saw.
#include <algorithm>

#include "referee/core/action_fields.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"

namespace referee::hof {
namespace {

// An id kind of the game: `expected` is "a(n) WHAT"; an unknown id is echoed cut to 60 characters.
IdKind<int> kind_of(std::string_view expected, int count, std::optional<int> (*of)(std::string_view), std::string_view (*id)(int)) {
  const std::string what(expected.substr(expected.find(' ') + 1));
  return {expected, "it is shown, name it", kUnseen, [of](const std::string& s) { return of(s); },
          [what, ids = ids_of(count, id)](const std::string& s) {
            const bool ascii = std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
            return ascii ? "unknown " + what + " \"" + s.substr(0, 60) + "\"" + did_you_mean(s, ids) : "unknown " + what;
          },
          [id](const int& k) { return std::string(id(k)); }};
}

struct Kinds {
  IdKind<int> action = kind_of("an action card", kActionKinds, action_of, action_id);
  IdKind<int> believer = kind_of("a believer type", kBelieverTypes, believer_of, believer_id);
  IdKind<int> skill = kind_of("a skill", kSkills, skill_of, skill_id);
};
const Kinds& kinds() {
  static const Kinds k;
  return k;
}

// A list of action cards or believers ("?" for one nobody saw).
std::vector<int> list(const EventReader& r, const char* key, const IdKind<int>& k) {
  if (r.at(key).is_array() && r.at(key).size() > 128) r.fail(key, "too many cards");
  return r.ids(key, k, "expected a list of " + std::string(k.expected.substr(k.expected.find(' ') + 1)) + "s (\"?\" for one nobody saw)");
}

void read_lists(const EventReader& r, Move& m) {
  if (r.has("cards")) m.set_cards(list(r, "cards", kinds().action));
  if (r.has("believers")) m.set_believers(list(r, "believers", kinds().believer));
}

}  // namespace

std::vector<const char*> play_keys(int card);
std::vector<const char*> skill_keys(int skill);

Move decode_move(const EventInput& in, const std::vector<std::string>& names) {
  const EventReader r(in, hof_notation(), names);
  const Kinds& k = kinds();
  Move m{.verb = r.kind<Verb>(), .player = in.player};
  switch (m.verb) {
    case Verb::draw:
      if (r.has("cards") + r.has("believers") + r.has("skill") != 1)
        r.fail("action", "a draw names \"cards\" (action cards), \"believers\" or \"skill\", one of them");
      read_lists(r, m);
      if (r.has("skill")) m.skill = r.id("skill", k.skill, true), m.has_skill = true;
      break;
    case Verb::play:
      m.card = r.id("card", k.action);
      if (r.has("target")) m.target = r.seat("target");
      if (r.has("type")) m.type = r.id("type", k.believer);
      if (r.has("count")) m.count = static_cast<int>(r.event.require_integer("count", 0, 60));  // the rules judge the number
      if (r.has("discard")) m.set_cards(list(r, "discard", k.action));
      if (r.has("give")) m.cards = {r.id("give", k.action, true)};
      read_lists(r, m);
      if (r.has("skill")) m.skill = r.id("skill", k.skill);
      break;
    case Verb::discard: m.set_cards(list(r, "cards", k.action)); break;
    case Verb::skill:
      m.skill = r.id("skill", k.skill);
      if (r.has("target")) m.target = r.seat("target");
      if (r.has("sacrifice")) m.type = r.id("sacrifice", k.believer, true);
      if (r.has("guess")) m.type = r.id("guess", k.believer);
      if (r.has("sacrifice") && r.has("guess")) r.fail("guess", "a skill either sacrifices or predicts");
      if (r.has("copy")) m.copy = r.id("copy", k.skill);
      read_lists(r, m);
      break;
    case Verb::defend: m.card = r.id("card", k.action); break;
    case Verb::commit:
      m.type = r.id("believer", k.believer);
      if (r.has("from")) m.from = r.seat("from");
      if (r.has("zombie") && !r.at("zombie").is_boolean()) r.fail("zombie", "expected true or false");
      m.zombie = r.has("zombie") && r.at("zombie").get<bool>();
      break;
    case Verb::take:
      if (r.has("from")) m.from = r.seat("from");
      m.set_believers(list(r, "believers", k.believer));
      break;
    case Verb::lose: m.set_believers(list(r, "believers", k.believer)); break;
    case Verb::deal:
      m.target = r.seat("to");
      if (r.has("cards") == r.has("believers")) r.fail("to", "a deal names the \"cards\" or the \"believers\" dealt");
      read_lists(r, m);
      break;
    case Verb::steal:
      if (r.has("from")) m.from = r.seat("from");  // none: the deck (hof.end.all-wanderers)
      m.type = r.has("believer") ? r.id("believer", k.believer, true) : kUnseen;
      break;
    case Verb::join: m.leader = r.seat("leader"); break;
    case Verb::give:
      if (r.has("believer") == r.has("card")) r.fail("action", "a gift names the \"believer\" or the action \"card\" given");
      if (r.has("believer")) m.type = r.id("believer", k.believer, true), m.has_believers = true;
      else m.set_cards({r.id("card", k.action, true)});
      break;
    default: break;  // end-turn, pass, accept, refuse, wander, found: no keys
  }
  // A card or skill takes only some of the form's keys.
  if (m.verb == Verb::play) notation::check_keys(r.event, play_keys(m.card));
  else if (m.verb == Verb::skill) notation::check_keys(r.event, skill_keys(m.skill));
  else r.check_keys();
  return m;
}

// The keys each card and skill takes (the others are refused as the event is read).
std::vector<const char*> play_keys(int card) {
  switch (static_cast<ActionKind>(card)) {
    case ActionKind::info_spy: return {"card", "target", "believers", "cards", "skill"};
    case ActionKind::its_a_miracle: return {"card", "believers"};
    case ActionKind::divine_inspiration: return {"card", "discard"};
    case ActionKind::secret_alliance: return {"card", "target", "give"};
    case ActionKind::witch_hunt: return {"card", "target", "type"};
    case ActionKind::faith_debate: return {"card", "target", "count"};
    case ActionKind::breaking_faith:
    case ActionKind::kowtow_to_me:
    case ActionKind::spread_rumors:
    case ActionKind::faith_war: return {"card", "target"};
    default: return {"card"};
  }
}

std::vector<const char*> skill_keys(int skill) {
  switch (static_cast<Skill>(skill)) {
    case Skill::kaboom: return {"skill", "target", "sacrifice"};
    case Skill::soul_cutting_sword: return {"skill", "target"};
    case Skill::praise_of_life:
    case Skill::eternal_truth:
    case Skill::world_peace: return {"skill", "sacrifice"};
    case Skill::gate_of_truth: return {"skill", "copy"};
    case Skill::the_prophet: return {"skill", "guess"};
    case Skill::ascend_with_me: return {"skill", "cards"};
    default: return {"skill"};
  }
}

nlohmann::json encode_move(const Move& m, const std::vector<std::string>& names) {
  const Kinds& k = kinds();
  EventWriter w(names, m.player, verb_name(m.verb));
  std::vector<const char*> keys;  // play and skill: the keys the card or skill takes
  if (m.verb == Verb::play) keys = play_keys(m.card);
  if (m.verb == Verb::skill) keys = skill_keys(m.skill);
  auto takes = [&](std::string_view key) { return std::any_of(keys.begin(), keys.end(), [&](const char* x) { return key == x; }); };
  switch (m.verb) {
    case Verb::draw:
      if (m.has_skill) w.id("skill", m.skill, k.skill);
      else if (m.has_believers) w.ids("believers", m.believers, k.believer);
      else w.ids("cards", m.cards, k.action);
      break;
    case Verb::play:
      w.id("card", m.card, k.action);
      if (takes("target") && m.target >= 0) w["target"] = w.name(m.target);
      if (takes("type") && m.type >= 0) w.id("type", m.type, k.believer);
      if (takes("count") && m.count >= 0) w["count"] = m.count;
      if (takes("discard")) w.ids("discard", m.cards, k.action);
      if (takes("give") && !m.cards.empty()) w.id("give", m.cards.front(), k.action);
      if (takes("cards") && m.has_cards) w.ids("cards", m.cards, k.action);
      if (takes("believers") && m.has_believers) w.ids("believers", m.believers, k.believer);
      if (takes("skill") && m.skill >= 0) w.id("skill", m.skill, k.skill);
      break;
    case Verb::discard: w.ids("cards", m.cards, k.action); break;
    case Verb::skill:
      w.id("skill", m.skill, k.skill);
      if (takes("target") && m.target >= 0) w["target"] = w.name(m.target);
      if (takes("sacrifice")) w.id("sacrifice", m.type, k.believer);  // the believer each of these costs
      if (takes("guess") && m.type >= 0) w.id("guess", m.type, k.believer);
      if (takes("copy") && m.copy >= 0) w.id("copy", m.copy, k.skill);
      if (takes("cards")) w.ids("cards", m.cards, k.action);
      break;
    case Verb::defend: w.id("card", m.card, k.action); break;
    case Verb::commit:
      w.id("believer", m.type, k.believer);
      if (m.from >= 0) w["from"] = w.name(m.from);
      if (m.zombie) w["zombie"] = true;
      break;
    case Verb::take:
      if (m.from >= 0) w["from"] = w.name(m.from);
      w.ids("believers", m.believers, k.believer);
      break;
    case Verb::lose: w.ids("believers", m.believers, k.believer); break;
    case Verb::deal:
      w["to"] = w.name(m.target);
      if (m.has_believers) w.ids("believers", m.believers, k.believer);
      else w.ids("cards", m.cards, k.action);
      break;
    case Verb::steal:
      if (m.from >= 0) w["from"] = w.name(m.from);
      w.id("believer", m.type, k.believer);
      break;
    case Verb::join: w["leader"] = w.name(m.leader); break;
    case Verb::give:
      if (m.has_cards) w.id("card", m.cards.empty() ? kUnseen : m.cards.front(), k.action);
      else w.id("believer", m.type, k.believer);
      break;
    default: break;
  }
  return w.json;
}

}  // namespace referee::hof
