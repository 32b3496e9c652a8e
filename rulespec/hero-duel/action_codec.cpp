// Transcript events of hero-duel to actions and back (the vocabulary: notation.cpp,
// README.md "Transcripts"). Zones are named as the rulebook's board has them:
// monster zones M0-M3 and spell/trap zones S0-S3 of each player.
#include <algorithm>
#include <tuple>

#include "referee/cards/card_set.hpp"
#include "referee/core/action_fields.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/hero-duel/game.hpp"

namespace referee::hd {
namespace {

class Decoder {
 public:
  Decoder(const EventInput& in, const Table& t, const std::vector<std::string>& names)
      : r_(in, hero_duel_notation(), names), me_(in.player), t_(t), names_(names),
        card_{"a card id", "the card is shown as it is played, name it", std::string(kUnknown),
              [&t](const std::string& s) { return t.cards && t.cards->find(s) ? std::optional<std::string>(s) : std::nullopt; },
              [&t](const std::string& s) {
                return "unknown card \"" + s + "\"" + (t.cards ? did_you_mean(s, t.cards->ids()) : std::string());
              },
              [](const std::string& s) { return s; }} {}

  HdAction decode() const {
    HdAction a;
    a.player = me_;
    const int me = me_;
    const std::string& act = r_.form.action;
    if (act == "draw") {
      a.move = DrawCards{me, r_.ids("cards", card_, "expected an array of the cards drawn (ids or \"?\")")};
    } else if (act == "summon") {
      a.move = hd::Action{SummonMonster{me, r_.id("card", card_, true), own_zone("zone", 'M'), tributes()}};
    } else if (act == "play-hero") {
      a.move = hd::Action{PlayHero{me, r_.id("card", card_), tributes()}};
    } else if (act == "play-spell") {
      a.move = hd::Action{CastSpell{me, r_.id("card", card_), targets("targets", r_.event.value())}};
    } else if (act == "set-trap") {
      a.move = hd::Action{SetTrap{me, r_.id("card", card_, true), own_zone("zone", 'S')}};
    } else if (act == "ability") {
      a.move = hd::Action{UseAbility{me, targets("targets", r_.event.value())}};
    } else if (act == "attack") {
      Attack at{me, own_zone("attacker", 'M'), std::nullopt};
      const Target tg = target(r_.at("target"), "target");
      at.own_side = tg.player == me;  // a record can say it; the rules refuse it (check_move)
      if (tg.kind == Target::Kind::monster) at.defender = tg.zone;
      else if (tg.kind == Target::Kind::hero) at.defender = kHeroZone;
      a.move = hd::Action{at};
    } else if (act == "end-turn") {
      a.move = hd::Action{EndTurn{me}};
    } else {  // clear-trap, the last form
      a.move = hd::Action{ClearTrap{me, own_zone("zone", 'S'), r_.has("card") ? r_.id("card", card_) : ""}};
    }
    r_.check_keys();
    if (r_.has("traps")) a.reactions.activations = activations();
    if (r_.has("reveal")) a.reactions.reveals = reveals();
    if (r_.has("clear"))
      for (auto [p, z] : r_.list(r_.at("clear"), "clear", "expected an array of monster zones such as \"" + names_[0] + ":M0\"",
                                 [&](const nlohmann::json& e) { return player_zone(e, "clear", 'M'); },
                                 [](const nlohmann::json&) { return "a zone is cleared twice"; }))
        a.reactions.clears.push_back(Clear{p, z});
    if (r_.has("retarget")) {
      const Target tg = target(r_.at("retarget"), "retarget");
      if (tg.kind != Target::Kind::monster || tg.player == me) r_.fail("retarget", "expected one of the opponent's monsters, as \"Bob:M1\"");
      a.reactions.retarget = tg.zone;
    }
    return a;
  }

 private:
  // "M2" (S2): a zone number 0-3 after the letter.
  std::optional<int> zone_number(std::string_view s, char letter) const {
    if (s.size() != 2 || s[0] != letter || s[1] < '0' || s[1] > '3') return std::nullopt;
    return s[1] - '0';
  }

  // A zone of the acting player: "M2", or "PLAYER:M2" naming them.
  int own_zone(const char* key, char letter) const { return own_zone(r_.at(key), key, letter); }
  int own_zone(const nlohmann::json& v, const char* key, char letter) const {
    if (!v.is_string()) r_.fail(key, std::string("expected a zone such as \"") + letter + "0\"");
    std::string s = v.get<std::string>();
    if (auto colon = s.find(':'); colon != std::string::npos) {
      if (r_.seat(s.substr(0, colon), key) != me_) r_.fail(key, "\"" + s + "\": the zone must be the player's own");
      s = s.substr(colon + 1);
    }
    if (auto z = zone_number(s, letter)) return *z;
    if (letter == 'M') {  // a card id naming one of the player's monsters
      const Target t = monster_by_card(s, key);
      if (t.player != me_) r_.fail(key, "\"" + s + "\" is not the player's own monster");
      return t.zone;
    }
    r_.fail(key, "\"" + s + "\": expected a zone " + letter + "0-" + letter + "3");
  }

  Target monster_by_card(const std::string& id, const char* key) const {
    std::vector<Target> found;
    for (int p = 0; p < 2; ++p)
      for (int z = 0; z < kMonsterZones; ++z) {
        const auto& m = t_.p(p).monsters[static_cast<std::size_t>(z)];
        if (m && m->card == id) found.push_back(Target::of_monster(p, z));
      }
    if (found.size() == 1) return found[0];
    if (found.empty()) r_.fail(key, "\"" + id + "\": no such monster on the field; name it by zone, as \"Bob:M2\"");
    r_.fail(key, "\"" + id + "\" is ambiguous (" + std::to_string(found.size()) + " on the field); name it by zone, as \"Bob:M2\"");
  }

  // PLAYER, "PLAYER:M2", "PLAYER:H" (the hero), or the card id of the one monster of that id
  // on the field.
  Target target(const nlohmann::json& v, const char* key) const {
    if (!v.is_string()) r_.fail(key, "expected a player, a zone such as \"Bob:M2\", or a card id");
    const std::string s = v.get<std::string>();
    if (auto colon = s.find(':'); colon != std::string::npos) {
      const int p = r_.seat(s.substr(0, colon), key);
      if (s.substr(colon + 1) == "H") return Target::of_hero(p);
      auto z = zone_number(s.substr(colon + 1), 'M');
      if (!z) r_.fail(key, "\"" + s + "\": expected a monster zone M0-M3 (or H, the hero) after the player");
      return Target::of_monster(p, *z);
    }
    if (contains(names_, s)) return Target::of_player(r_.seat(s, key));
    if (t_.cards && t_.cards->find(s)) return monster_by_card(s, key);
    r_.fail(key, "\"" + s + "\" is neither a player, a zone such as \"" + names_[0] + ":M0\", nor a card id" +
                     did_you_mean(s, names_));
  }

  std::vector<Target> targets(const char* key, const nlohmann::json& holder) const {
    auto it = holder.find(key);
    if (it == holder.end()) return {};
    return r_.list(*it, key, "expected an array of targets", [&](const nlohmann::json& v) { return target(v, key); });
  }

  std::vector<int> tributes() const {
    if (!r_.has("tributes")) return {};
    return r_.list(r_.at("tributes"), "tributes", "expected an array of the player's monster zones",
                   [&](const nlohmann::json& e) { return own_zone(e, "tributes", 'M'); },
                   [](const nlohmann::json&) { return "a monster is tributed twice"; });
  }

  // "traps": [{"zone": "Bob:S1", "card": ID, "targets": [...]}]: set traps that activate;
  // or, when none has targets, {"Bob:S1": ID, ...} (the score sheet's "traps Bob:S1=ID").
  std::vector<Activation> activations() const {
    const auto& v = r_.at("traps");
    if (v.is_object())
      return r_.map(v, "traps", "", [&](const std::string& zone, const nlohmann::json& c) {
        const auto [p, z] = player_zone(zone, "traps", 'S');
        return Activation{p, z, r_.id(c, "traps", card_, false), {}};
      });
    std::vector<Activation> out;
    if (!v.is_array())
      r_.fail("traps", "expected {\"PLAYER:S0\": ID}, or an array of {\"zone\": \"PLAYER:S0\", \"card\": ID, \"targets\": [...]}");
    for (const auto& e : v) {
      if (!e.is_object()) r_.fail("traps", "expected {\"zone\": \"PLAYER:S0\", \"card\": ID, \"targets\": [...]}");
      for (auto it = e.begin(); it != e.end(); ++it)
        if (it.key() != "zone" && it.key() != "card" && it.key() != "targets")
          r_.fail("traps", "unknown key \"" + it.key() + "\" in a trap activation (zone, card, targets)");
      Activation a;
      std::tie(a.player, a.zone) = player_zone(e.value("zone", nlohmann::json()), "traps", 'S');
      if (e.contains("card")) a.card = r_.id(e["card"], "traps", card_, false);
      a.targets = targets("targets", e);
      out.push_back(a);
    }
    return out;
  }

  // "reveal": {"Bob:M2": ID}: hidden face-down monsters named as they turn face up.
  std::vector<Reveal> reveals() const {
    const std::string not_object = "expected an object {\"PLAYER:M0\": ID}";
    return r_.map(r_.at("reveal"), "reveal", not_object, [&](const std::string& zone, const nlohmann::json& c) {
      const auto [p, z] = player_zone(zone, "reveal", 'M');
      return Reveal{p, z, r_.id(c, "reveal", card_, false)};
    });
  }

  std::pair<int, int> player_zone(const nlohmann::json& v, const char* key, char letter) const {
    const std::string s = v.is_string() ? v.get<std::string>() : "";
    const auto colon = s.find(':');
    if (colon == std::string::npos) r_.fail(key, std::string("expected a zone such as \"") + names_[0] + ":" + letter + "0\"");
    auto z = zone_number(s.substr(colon + 1), letter);
    if (!z) r_.fail(key, "\"" + s + "\": expected a zone " + letter + "0-" + letter + "3 after the player");
    return {r_.seat(s.substr(0, colon), key), *z};
  }

  const EventReader r_;
  const int me_;
  const Table& t_;
  const std::vector<std::string>& names_;
  const IdKind<std::string> card_;
};

std::string zone_text(char letter, int z) { return std::string(1, letter) + std::to_string(z); }

}  // namespace

std::string_view action_name(const hd::Action& a) { return hero_duel_notation().actions[a.index() + 1].action; }

std::unique_ptr<referee::Action> HdState::decode(const EventInput& input) const {
  return std::make_unique<HdAction>(Decoder(input, t_, rec_.names).decode());
}

nlohmann::json HdState::encode(const referee::Action& action) const {
  const HdAction& a = static_cast<const HdAction&>(action);
  const auto* draw = std::get_if<DrawCards>(&a.move);
  EventWriter w(rec_.names, a.player, draw ? "draw" : action_name(std::get<hd::Action>(a.move)));
  auto zone = [&](int p, char letter, int z) { return w.name(p) + ":" + zone_text(letter, z); };
  auto target = [&](const Target& x) -> std::string {
    if (x.kind == Target::Kind::player) return w.name(x.player);
    return x.kind == Target::Kind::hero ? w.name(x.player) + ":H" : zone(x.player, 'M', x.zone);
  };
  if (draw) w.list("cards", draw->cards, [](const std::string& c) { return c; }, true);  // the order of a draw means nothing
  else std::visit([&](const auto& x) {
      using T = std::decay_t<decltype(x)>;
      if constexpr (requires { x.card; })
        if (!std::is_same_v<T, ClearTrap> || !x.card.empty()) w["card"] = x.card;
      if constexpr (requires { x.zone; }) w["zone"] = zone_text(std::is_same_v<T, SummonMonster> ? 'M' : 'S', x.zone);
      if constexpr (requires { x.tributes; })
        if (!x.tributes.empty()) w.list("tributes", x.tributes, [](int z) { return zone_text('M', z); }, true);
      if constexpr (requires { x.targets; })
        if (!x.targets.empty()) w.list("targets", x.targets, target);
      if constexpr (std::is_same_v<T, Attack>) {
        w["attacker"] = zone_text('M', x.attacker);
        const std::string opp = w.name(x.own_side ? x.player : Table::other(x.player));
        w["target"] = !x.defender ? opp : *x.defender == kHeroZone ? opp + ":H" : opp + ":" + zone_text('M', *x.defender);
      }
    }, std::get<hd::Action>(a.move));
  if (!a.reactions.activations.empty()) {
    // The short form {"Bob:S1": ID} where it says everything: each trap named, none with
    // targets, and the order (which may decide the order they resolve in) that of the keys.
    nlohmann::json traps = nlohmann::json::array(), named = nlohmann::json::object();
    bool short_form = true;
    std::string last_zone;
    for (const auto& t : a.reactions.activations) {
      const std::string at = zone(t.player, 'S', t.zone);
      nlohmann::json o = {{"zone", at}};
      if (!t.card.empty()) o["card"] = t.card;
      if (!t.targets.empty()) o["targets"] = nlohmann::json::array();
      for (const Target& x : t.targets) o["targets"].push_back(target(x));
      traps.push_back(o);
      short_form = short_form && !t.card.empty() && t.targets.empty() && at > last_zone;
      named[at] = t.card;
      last_zone = at;
    }
    w["traps"] = short_form ? named : traps;
  }
  for (const auto& x : a.reactions.reveals) w["reveal"][zone(x.player, 'M', x.zone)] = x.card;
  if (!a.reactions.clears.empty()) w.list("clear", a.reactions.clears, [&](const Clear& c) { return zone(c.player, 'M', c.zone); }, true);
  if (a.reactions.retarget) w["retarget"] = zone(Table::other(a.player), 'M', *a.reactions.retarget);
  return w.json;
}

}  // namespace referee::hd
