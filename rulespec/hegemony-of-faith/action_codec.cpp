// Transcript events of Hegemony of Faith to moves and back (the vocabulary: notation.cpp,
// README.md "Transcripts"). Cards are named by id: believer types (fool, prayer,
// missionary, elder, fanatic), action cards (faith-war, ...), skills (karma-reversed, ...);
// "?" is a card nobody saw.
#include <algorithm>

#include "referee/core/errors.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"

namespace referee::hof {

std::vector<const char*> play_keys(int card);
std::vector<const char*> skill_keys(int skill);

namespace {

class Decoder {
 public:
  Decoder(const EventInput& in, const std::vector<std::string>& names) : in_(in), o_(in.body), names_(names) {}

  Move decode() {
    Move m;
    m.player = in_.player;
    const notation::ActionForm& form = notation::form_of(hof_notation(), o_, in_.action);
    m.verb = static_cast<Verb>(hof_notation().index(form));
    switch (m.verb) {
      case Verb::draw: {
        const int given = o_.has("cards") + o_.has("believers") + o_.has("skill");
        if (given != 1) o_.fail("action", "a draw names \"cards\" (action cards), \"believers\" or \"skill\", one of them");
        read_lists(m);
        if (o_.has("skill")) {
          m.skill = kind(o_.require("skill"), "skill", skill_of, kSkillWord, true);
          m.has_skill = true;
        }
        break;
      }
      case Verb::play:
        m.card = kind(o_.require("card"), "card", action_of, kActionWord, false);
        read_target(m, "target");
        if (o_.has("type")) m.type = kind(o_.require("type"), "type", believer_of, kBelieverWord, false);
        if (o_.has("count")) m.count = static_cast<int>(o_.require_integer("count", 0, 60));  // the rules judge the number
        if (o_.has("discard")) m.set_cards(list(o_.require("discard"), "discard", action_of, kActionWord));
        if (o_.has("give")) m.cards = {kind(o_.require("give"), "give", action_of, kActionWord, true)};
        read_lists(m);
        if (o_.has("skill")) m.skill = kind(o_.require("skill"), "skill", skill_of, kSkillWord, false);
        break;
      case Verb::discard:
        m.set_cards(list(o_.require("cards"), "cards", action_of, kActionWord));
        break;
      case Verb::skill:
        m.skill = kind(o_.require("skill"), "skill", skill_of, kSkillWord, false);
        read_target(m, "target");
        if (o_.has("sacrifice")) m.type = kind(o_.require("sacrifice"), "sacrifice", believer_of, kBelieverWord, true);
        if (o_.has("guess")) m.type = kind(o_.require("guess"), "guess", believer_of, kBelieverWord, false);
        if (o_.has("sacrifice") && o_.has("guess")) o_.fail("guess", "a skill either sacrifices or predicts");
        if (o_.has("copy")) m.copy = kind(o_.require("copy"), "copy", skill_of, kSkillWord, false);
        read_lists(m);
        break;
      case Verb::defend:
        m.card = kind(o_.require("card"), "card", action_of, kActionWord, false);
        break;
      case Verb::commit:
        m.type = kind(o_.require("believer"), "believer", believer_of, kBelieverWord, false);
        read_target(m, "from");
        if (o_.has("zombie")) {
          const auto& z = o_.require("zombie");
          if (!z.is_boolean()) o_.fail("zombie", "expected true or false");
          m.zombie = z.get<bool>();
        }
        break;
      case Verb::take:
        read_target(m, "from");
        m.set_believers(list(o_.require("believers"), "believers", believer_of, kBelieverWord));
        break;
      case Verb::lose:
        m.set_believers(list(o_.require("believers"), "believers", believer_of, kBelieverWord));
        break;
      case Verb::deal:
        m.target = seat(o_.require("to"), "to");
        if (o_.has("cards") == o_.has("believers")) o_.fail("to", "a deal names the \"cards\" or the \"believers\" dealt");
        read_lists(m);
        break;
      case Verb::steal:
        if (o_.has("from")) m.from = seat(o_.require("from"), "from");  // none: the deck (hof.end.all-wanderers)
        m.type = o_.has("believer") ? kind(o_.require("believer"), "believer", believer_of, kBelieverWord, true) : kUnseen;
        break;
      case Verb::join:
        m.leader = seat(o_.require("leader"), "leader");
        break;
      case Verb::give:
        if (o_.has("believer") == o_.has("card")) o_.fail("action", "a gift names the \"believer\" or the action \"card\" given");
        if (o_.has("believer")) m.type = kind(o_.require("believer"), "believer", believer_of, kBelieverWord, true);
        else m.set_cards({kind(o_.require("card"), "card", action_of, kActionWord, true)});
        m.has_believers = o_.has("believer");
        break;
      case Verb::end_turn:
      case Verb::pass:
      case Verb::accept:
      case Verb::refuse:
      case Verb::wander:
      case Verb::found: break;
    }
    // A card or skill takes only some of the form's keys.
    if (m.verb == Verb::play) notation::check_keys(o_, play_keys(m.card));
    else if (m.verb == Verb::skill) notation::check_keys(o_, skill_keys(m.skill));
    else notation::check_keys(o_, form);
    return m;
  }

 private:
  static constexpr const char* kActionWord = "action card";
  static constexpr const char* kBelieverWord = "believer type";
  static constexpr const char* kSkillWord = "skill";

  static const std::vector<std::string>& candidates(const char* what) {
    static const auto a = ids_of(kActionKinds, action_id), b = ids_of(kBelieverTypes, believer_id), s = ids_of(kSkills, skill_id);
    return what == kActionWord ? a : what == kBelieverWord ? b : s;
  }

  int kind(const nlohmann::json& v, const char* key, std::optional<int> (*of)(std::string_view), const char* what,
           bool unseen_ok) const {
    if (!v.is_string()) o_.fail(key, std::string("expected ") + (what == kActionWord ? "an " : "a ") + what + ", found " + JsonObject::type_name(v));
    const std::string& s = v.get_ref<const std::string&>();
    if (s == "?") {
      if (!unseen_ok) o_.fail(key, "\"?\" is not allowed here: it is shown, name it");
      return kUnseen;
    }
    const std::optional<int> k = of(s);
    if (!k) {
      const bool ascii = std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
      o_.fail(key, ascii ? "unknown " + std::string(what) + " \"" + s.substr(0, 60) + "\"" + did_you_mean(s, candidates(what))
                         : "unknown " + std::string(what));
    }
    return *k;
  }

  std::vector<int> list(const nlohmann::json& v, const char* key, std::optional<int> (*of)(std::string_view), const char* what) const {
    if (!v.is_array()) o_.fail(key, "expected a list of " + std::string(what) + "s (\"?\" for one nobody saw)");
    if (v.size() > 128) o_.fail(key, "too many cards");
    std::vector<int> out;
    for (const auto& x : v) out.push_back(kind(x, key, of, what, true));
    return out;
  }

  void read_lists(Move& m) const {
    if (o_.has("cards")) m.set_cards(list(o_.require("cards"), "cards", action_of, kActionWord));
    if (o_.has("believers")) m.set_believers(list(o_.require("believers"), "believers", believer_of, kBelieverWord));
  }

  int seat(const nlohmann::json& v, const char* key) const { return seat_of(JsonValue(o_, key, "", v), names_); }

  void read_target(Move& m, const char* key) const {
    if (!o_.has(key)) return;
    const int s = seat(o_.require(key), key);
    (std::string(key) == "from" ? m.from : m.target) = s;
  }

  const EventInput& in_;
  const JsonObject& o_;
  const std::vector<std::string>& names_;
};

}  // namespace

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

namespace {

nlohmann::json names_of(const std::vector<int>& kinds, std::string_view (*id)(int)) {
  nlohmann::json out = nlohmann::json::array();
  for (int k : kinds) out.push_back(k == kUnseen ? std::string("?") : std::string(id(k)));
  return out;
}

std::string id_of(int k, std::string_view (*id)(int)) { return k == kUnseen ? "?" : std::string(id(k)); }

bool takes(const std::vector<const char*>& keys, std::string_view key) {
  return std::any_of(keys.begin(), keys.end(), [&](const char* k) { return key == k; });
}

}  // namespace

Move decode_move(const EventInput& input, const std::vector<std::string>& names) { return Decoder(input, names).decode(); }

nlohmann::json encode_move(const Move& m, const std::vector<std::string>& names) {
  auto who = [&](int seat) { return names.at(static_cast<std::size_t>(seat)); };
  nlohmann::json j;
  j["player"] = m.player >= 0 ? who(m.player) : std::string("*");
  j["action"] = std::string(verb_name(m.verb));
  switch (m.verb) {
    case Verb::draw:
      if (m.has_skill) j["skill"] = id_of(m.skill, skill_id);
      else if (m.has_believers) j["believers"] = names_of(m.believers, believer_id);
      else j["cards"] = names_of(m.cards, action_id);
      break;
    case Verb::play: {
      j["card"] = std::string(action_card(m.card).id);
      const std::vector<const char*> keys = play_keys(m.card);
      if (takes(keys, "target") && m.target >= 0) j["target"] = who(m.target);
      if (takes(keys, "type") && m.type >= 0) j["type"] = std::string(believer_id(m.type));
      if (takes(keys, "count") && m.count >= 0) j["count"] = m.count;
      if (takes(keys, "discard")) j["discard"] = names_of(m.cards, action_id);
      if (takes(keys, "give") && !m.cards.empty()) j["give"] = id_of(m.cards.front(), action_id);
      if (takes(keys, "cards") && m.has_cards) j["cards"] = names_of(m.cards, action_id);
      if (takes(keys, "believers") && m.has_believers) j["believers"] = names_of(m.believers, believer_id);
      if (takes(keys, "skill") && m.skill >= 0) j["skill"] = std::string(skill_id(m.skill));
      break;
    }
    case Verb::discard: j["cards"] = names_of(m.cards, action_id); break;
    case Verb::skill: {
      j["skill"] = std::string(skill_id(m.skill));
      const std::vector<const char*> keys = skill_keys(m.skill);
      if (takes(keys, "target") && m.target >= 0) j["target"] = who(m.target);
      if (takes(keys, "sacrifice")) j["sacrifice"] = id_of(m.type, believer_id);  // the believer each of these costs
      if (takes(keys, "guess") && m.type >= 0) j["guess"] = std::string(believer_id(m.type));
      if (takes(keys, "copy") && m.copy >= 0) j["copy"] = std::string(skill_id(m.copy));
      if (takes(keys, "cards")) j["cards"] = names_of(m.cards, action_id);
      break;
    }
    case Verb::defend: j["card"] = std::string(action_card(m.card).id); break;
    case Verb::commit:
      j["believer"] = std::string(believer_id(m.type));
      if (m.from >= 0) j["from"] = who(m.from);
      if (m.zombie) j["zombie"] = true;
      break;
    case Verb::take:
      if (m.from >= 0) j["from"] = who(m.from);
      j["believers"] = names_of(m.believers, believer_id);
      break;
    case Verb::lose: j["believers"] = names_of(m.believers, believer_id); break;
    case Verb::deal:
      j["to"] = who(m.target);
      if (m.has_believers) j["believers"] = names_of(m.believers, believer_id);
      else j["cards"] = names_of(m.cards, action_id);
      break;
    case Verb::steal:
      if (m.from >= 0) j["from"] = who(m.from);
      j["believer"] = id_of(m.type, believer_id);
      break;
    case Verb::join: j["leader"] = who(m.leader); break;
    case Verb::give:
      if (m.has_cards) j["card"] = id_of(m.cards.empty() ? kUnseen : m.cards.front(), action_id);
      else j["believer"] = id_of(m.type, believer_id);
      break;
    case Verb::end_turn:
    case Verb::pass:
    case Verb::accept:
    case Verb::refuse:
    case Verb::wander:
    case Verb::found: break;
  }
  return j;
}

}  // namespace referee::hof
