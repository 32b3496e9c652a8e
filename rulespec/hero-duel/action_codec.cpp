// Transcript events of hero-duel to actions and back (the vocabulary: notation.cpp,
// README.md "Transcripts"). Zones are named as the rulebook's board has them:
// monster zones M0-M3 and spell/trap zones S0-S3 of each player.
#include <algorithm>
#include <tuple>

#include "referee/cards/card_set.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/hero-duel/game.hpp"

namespace referee::hd {
namespace {

class Decoder {
 public:
  Decoder(const EventInput& in, const Table& t, const std::vector<std::string>& names) : in_(in), obj_(in.body), t_(t), names_(names) {}

  HdAction decode() const {
    HdAction a;
    a.player = in_.player;
    const int me = in_.player;
    const notation::ActionForm& form = notation::form_of(hero_duel_notation(), obj_, in_.action);
    const std::string& act = form.action;
    if (act == "draw") {
      DrawCards d{me, {}};
      const auto& v = obj_.require("cards");
      if (!v.is_array()) obj_.fail("cards", "expected an array of the cards drawn (ids or \"?\")");
      for (const auto& c : v) d.cards.push_back(card(c, "cards", true));
      a.move = d;
    } else if (act == "summon") {
      a.move = hd::Action{SummonMonster{me, card(obj_.require("card"), "card", true), own_zone("zone", 'M'), tributes()}};
    } else if (act == "play-hero") {
      a.move = hd::Action{PlayHero{me, card(obj_.require("card"), "card", false), tributes()}};
    } else if (act == "play-spell") {
      a.move = hd::Action{CastSpell{me, card(obj_.require("card"), "card", false), targets("targets", obj_.value())}};
    } else if (act == "set-trap") {
      a.move = hd::Action{SetTrap{me, card(obj_.require("card"), "card", true), own_zone("zone", 'S')}};
    } else if (act == "ability") {
      a.move = hd::Action{UseAbility{me, targets("targets", obj_.value())}};
    } else if (act == "attack") {
      Attack at{me, own_zone("attacker", 'M'), std::nullopt};
      const Target tg = target(obj_.require("target"), "target");
      at.own_side = tg.player == me;  // a record can say it; the rules refuse it (check_attack)
      if (tg.kind == Target::Kind::monster) at.defender = tg.zone;
      else if (tg.kind == Target::Kind::hero) at.defender = kHeroZone;
      a.move = hd::Action{at};
    } else if (act == "end-turn") {
      a.move = hd::Action{EndTurn{me}};
    } else {  // clear-trap, the last form
      a.move = hd::Action{ClearTrap{me, own_zone("zone", 'S'), obj_.has("card") ? card(obj_.require("card"), "card", false) : ""}};
    }
    notation::check_keys(obj_, form);
    if (obj_.has("traps")) a.reactions.activations = activations();
    if (obj_.has("reveal")) a.reactions.reveals = reveals();
    if (obj_.has("clear")) a.reactions.clears = clears();
    if (obj_.has("retarget")) {
      const Target tg = target(obj_.require("retarget"), "retarget");
      if (tg.kind != Target::Kind::monster || tg.player == me) obj_.fail("retarget", "expected one of the opponent's monsters, as \"Bob:M1\"");
      a.reactions.retarget = tg.zone;
    }
    return a;
  }

 private:
  std::string card(const nlohmann::json& v, const char* key, bool unknown_ok) const {
    if (!v.is_string()) obj_.fail(key, "expected a card id, found " + JsonObject::type_name(v));
    const std::string& s = v.get_ref<const std::string&>();
    if (s == kUnknown) {
      if (!unknown_ok) obj_.fail(key, "\"?\" is not allowed here: the card is shown as it is played, name it");
      return s;
    }
    if (!t_.cards || !t_.cards->find(s))
      obj_.fail(key, "unknown card \"" + s + "\"" + (t_.cards ? did_you_mean(s, t_.cards->ids()) : std::string()));
    return s;
  }

  int seat(std::string_view name, const char* key) const {
    auto it = std::find(names_.begin(), names_.end(), name);
    if (it == names_.end()) obj_.fail(key, "unknown player \"" + std::string(name) + "\"" + did_you_mean(name, names_));
    return static_cast<int>(it - names_.begin());
  }

  // "M2" (S2): a zone number 0-3 after the letter.
  std::optional<int> zone_number(std::string_view s, char letter) const {
    if (s.size() != 2 || s[0] != letter || s[1] < '0' || s[1] > '3') return std::nullopt;
    return s[1] - '0';
  }

  // A zone of the acting player: "M2", or "PLAYER:M2" naming them.
  int own_zone(const char* key, char letter) const { return own_zone(obj_.require(key), key, letter); }
  int own_zone(const nlohmann::json& v, const char* key, char letter) const {
    if (!v.is_string()) obj_.fail(key, std::string("expected a zone such as \"") + letter + "0\"");
    std::string s = v.get<std::string>();
    if (auto colon = s.find(':'); colon != std::string::npos) {
      if (seat(s.substr(0, colon), key) != in_.player) obj_.fail(key, "\"" + s + "\": the zone must be the player's own");
      s = s.substr(colon + 1);
    }
    if (auto z = zone_number(s, letter)) return *z;
    if (letter == 'M') {  // a card id naming one of the player's monsters
      const Target t = monster_by_card(s, key);
      if (t.player != in_.player) obj_.fail(key, "\"" + s + "\" is not the player's own monster");
      return t.zone;
    }
    obj_.fail(key, "\"" + s + "\": expected a zone " + letter + "0-" + letter + "3");
  }

  Target monster_by_card(const std::string& id, const char* key) const {
    std::vector<Target> found;
    for (int p = 0; p < 2; ++p)
      for (int z = 0; z < kMonsterZones; ++z) {
        const auto& m = t_.p(p).monsters[static_cast<std::size_t>(z)];
        if (m && m->card == id) found.push_back(Target::of_monster(p, z));
      }
    if (found.size() == 1) return found[0];
    if (found.empty()) obj_.fail(key, "\"" + id + "\": no such monster on the field; name it by zone, as \"Bob:M2\"");
    obj_.fail(key, "\"" + id + "\" is ambiguous (" + std::to_string(found.size()) + " on the field); name it by zone, as \"Bob:M2\"");
  }

  // PLAYER, "PLAYER:M2", "PLAYER:H" (the hero), or the card id of the one monster of that id
  // on the field.
  Target target(const nlohmann::json& v, const char* key) const {
    if (!v.is_string()) obj_.fail(key, "expected a player, a zone such as \"Bob:M2\", or a card id");
    const std::string s = v.get<std::string>();
    if (auto colon = s.find(':'); colon != std::string::npos) {
      const int p = seat(s.substr(0, colon), key);
      if (s.substr(colon + 1) == "H") return Target::of_hero(p);
      auto z = zone_number(s.substr(colon + 1), 'M');
      if (!z) obj_.fail(key, "\"" + s + "\": expected a monster zone M0-M3 (or H, the hero) after the player");
      return Target::of_monster(p, *z);
    }
    if (std::find(names_.begin(), names_.end(), s) != names_.end()) return Target::of_player(seat(s, key));
    if (t_.cards && t_.cards->find(s)) return monster_by_card(s, key);
    obj_.fail(key, "\"" + s + "\" is neither a player, a zone such as \"" + names_[0] + ":M0\", nor a card id" +
                       did_you_mean(s, names_));
  }

  std::vector<Target> targets(const char* key, const nlohmann::json& holder) const {
    std::vector<Target> out;
    auto it = holder.find(key);
    if (it == holder.end()) return out;
    if (!it->is_array()) obj_.fail(key, "expected an array of targets");
    for (const auto& v : *it) out.push_back(target(v, key));
    return out;
  }

  std::vector<int> tributes() const {
    std::vector<int> out;
    if (!obj_.has("tributes")) return out;
    const auto& v = obj_.require("tributes");
    if (!v.is_array()) obj_.fail("tributes", "expected an array of the player's monster zones");
    for (const auto& e : v) {
      const int z = own_zone(e, "tributes", 'M');
      if (std::find(out.begin(), out.end(), z) != out.end()) obj_.fail("tributes", "a monster is tributed twice");
      out.push_back(z);
    }
    return out;
  }

  // "traps": [{"zone": "Bob:S1", "card": ID, "targets": [...]}]: set traps that activate;
  // or, when none has targets, {"Bob:S1": ID, ...} (the score sheet's "traps Bob:S1=ID").
  std::vector<Activation> activations() const {
    const auto& v = obj_.require("traps");
    std::vector<Activation> out;
    if (v.is_object()) {
      for (auto it = v.begin(); it != v.end(); ++it) {
        Activation a;
        std::tie(a.player, a.zone) = player_zone(it.key(), "traps", 'S');
        a.card = card(*it, "traps", false);
        out.push_back(a);
      }
      return out;
    }
    if (!v.is_array())
      obj_.fail("traps", "expected {\"PLAYER:S0\": ID}, or an array of {\"zone\": \"PLAYER:S0\", \"card\": ID, \"targets\": [...]}");
    for (const auto& e : v) {
      if (!e.is_object()) obj_.fail("traps", "expected {\"zone\": \"PLAYER:S0\", \"card\": ID, \"targets\": [...]}");
      for (auto it = e.begin(); it != e.end(); ++it)
        if (it.key() != "zone" && it.key() != "card" && it.key() != "targets")
          obj_.fail("traps", "unknown key \"" + it.key() + "\" in a trap activation (zone, card, targets)");
      Activation a;
      auto [p, z] = player_zone(e.value("zone", nlohmann::json()), "traps", 'S');
      a.player = p, a.zone = z;
      if (e.contains("card")) a.card = card(e["card"], "traps", false);
      a.targets = targets("targets", e);
      out.push_back(a);
    }
    return out;
  }

  // "reveal": {"Bob:M2": ID}: hidden face-down monsters named as they turn face up.
  std::vector<Reveal> reveals() const {
    const auto& v = obj_.require("reveal");
    if (!v.is_object()) obj_.fail("reveal", "expected an object {\"PLAYER:M0\": ID}");
    std::vector<Reveal> out;
    for (auto it = v.begin(); it != v.end(); ++it) {
      auto [p, z] = player_zone(it.key(), "reveal", 'M');
      out.push_back(Reveal{p, z, card(*it, "reveal", false)});
    }
    return out;
  }

  // "clear": ["Bob:M2"]: monsters sent to the graveyard to make room on a full side
  // (hd.zones.monster-full = clear-one).
  std::vector<Clear> clears() const {
    const auto& v = obj_.require("clear");
    if (!v.is_array()) obj_.fail("clear", "expected an array of monster zones such as \"" + names_[0] + ":M0\"");
    std::vector<Clear> out;
    for (const auto& e : v) {
      auto [p, z] = player_zone(e, "clear", 'M');
      for (const Clear& c : out)
        if (c.player == p && c.zone == z) obj_.fail("clear", "a zone is cleared twice");
      out.push_back(Clear{p, z});
    }
    return out;
  }

  std::pair<int, int> player_zone(const nlohmann::json& v, const char* key, char letter) const {
    const std::string s = v.is_string() ? v.get<std::string>() : "";
    const auto colon = s.find(':');
    if (colon == std::string::npos) obj_.fail(key, std::string("expected a zone such as \"") + names_[0] + ":" + letter + "0\"");
    auto z = zone_number(s.substr(colon + 1), letter);
    if (!z) obj_.fail(key, "\"" + s + "\": expected a zone " + letter + "0-" + letter + "3 after the player");
    return {seat(s.substr(0, colon), key), *z};
  }

  const EventInput& in_;
  const JsonObject& obj_;
  const Table& t_;
  const std::vector<std::string>& names_;
};

std::string zone_text(char letter, int z) { return std::string(1, letter) + std::to_string(z); }

}  // namespace

std::string_view action_name(const hd::Action& a) { return hero_duel_notation().actions[a.index() + 1].action; }

std::unique_ptr<referee::Action> HdState::decode(const EventInput& input) const {
  return std::make_unique<HdAction>(Decoder(input, t_, rec_.names).decode());
}

nlohmann::json HdState::encode(const referee::Action& action) const {
  const HdAction& a = static_cast<const HdAction&>(action);
  const auto& names = rec_.names;
  auto name = [&](int p) { return names.at(static_cast<std::size_t>(p)); };
  auto target = [&](const Target& x) -> std::string {
    if (x.kind == Target::Kind::player) return name(x.player);
    return name(x.player) + ":" + (x.kind == Target::Kind::hero ? std::string("H") : zone_text('M', x.zone));
  };
  auto target_list = [&](const std::vector<Target>& v) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& x : v) out.push_back(target(x));
    return out;
  };
  auto tribute_list = [&](std::vector<int> v) {
    std::sort(v.begin(), v.end());
    nlohmann::json out = nlohmann::json::array();
    for (int z : v) out.push_back(zone_text('M', z));
    return out;
  };
  nlohmann::json e = {{"player", name(a.player)}};
  if (const auto* d = std::get_if<DrawCards>(&a.move)) {
    std::vector<std::string> cards = d->cards;
    std::sort(cards.begin(), cards.end());  // the order of a draw means nothing
    e["action"] = "draw";
    e["cards"] = cards;
  } else {
    const hd::Action& move = std::get<hd::Action>(a.move);
    e["action"] = action_name(move);
    std::visit([&](const auto& x) {
      using T = std::decay_t<decltype(x)>;
      if constexpr (std::is_same_v<T, SummonMonster>) {
        e["card"] = x.card, e["zone"] = zone_text('M', x.zone);
        if (!x.tributes.empty()) e["tributes"] = tribute_list(x.tributes);
      } else if constexpr (std::is_same_v<T, PlayHero>) {
        e["card"] = x.card;
        if (!x.tributes.empty()) e["tributes"] = tribute_list(x.tributes);
      } else if constexpr (std::is_same_v<T, CastSpell>) {
        e["card"] = x.card;
        if (!x.targets.empty()) e["targets"] = target_list(x.targets);
      } else if constexpr (std::is_same_v<T, SetTrap>) {
        e["card"] = x.card, e["zone"] = zone_text('S', x.zone);
      } else if constexpr (std::is_same_v<T, UseAbility>) {
        if (!x.targets.empty()) e["targets"] = target_list(x.targets);
      } else if constexpr (std::is_same_v<T, Attack>) {
        e["attacker"] = zone_text('M', x.attacker);
        const std::string opp = name(x.own_side ? x.player : Table::other(x.player));
        e["target"] = !x.defender ? opp : *x.defender == kHeroZone ? opp + ":H" : opp + ":" + zone_text('M', *x.defender);
      } else if constexpr (std::is_same_v<T, ClearTrap>) {
        e["zone"] = zone_text('S', x.zone);
        if (!x.card.empty()) e["card"] = x.card;
      }
    }, move);
  }
  if (!a.reactions.activations.empty()) {
    // The short form {"Bob:S1": ID} where it says everything: each trap named, none with
    // targets, and the order (which may decide the order they resolve in) that of the keys.
    nlohmann::json traps = nlohmann::json::array(), named = nlohmann::json::object();
    bool short_form = true;
    std::string last_zone;
    for (const auto& t : a.reactions.activations) {
      const std::string zone = name(t.player) + ":" + zone_text('S', t.zone);
      nlohmann::json o = {{"zone", zone}};
      if (!t.card.empty()) o["card"] = t.card;
      if (!t.targets.empty()) o["targets"] = target_list(t.targets);
      traps.push_back(o);
      short_form = short_form && !t.card.empty() && t.targets.empty() && zone > last_zone;
      named[zone] = t.card;
      last_zone = zone;
    }
    e["traps"] = short_form ? named : traps;
  }
  if (!a.reactions.reveals.empty()) {
    nlohmann::json r = nlohmann::json::object();
    for (const auto& x : a.reactions.reveals) r[name(x.player) + ":" + zone_text('M', x.zone)] = x.card;
    e["reveal"] = r;
  }
  if (!a.reactions.clears.empty()) {
    std::vector<std::string> zones;
    for (const auto& x : a.reactions.clears) zones.push_back(name(x.player) + ":" + zone_text('M', x.zone));
    std::sort(zones.begin(), zones.end());
    e["clear"] = zones;
  }
  if (a.reactions.retarget) e["retarget"] = name(Table::other(a.player)) + ":" + zone_text('M', *a.reactions.retarget);
  return e;
}

}  // namespace referee::hd
