// Reading and writing Draw of Faith events (the transcript vocabulary: notation.cpp).
#include <algorithm>
#include <set>

#include "referee/core/action_fields.hpp"
#include "referee/core/names.hpp"
#include "rulespec/draw-of-faith/game.hpp"

namespace referee::dof {
namespace {

// Chains have no length limit in the rules (materials-to-field with unlimited activations
// can grow one without end); this bound only keeps link numbers in int range.
constexpr long long kMaxLinkNumber = 100'000'000;

const IdKind<Card> kCardId{"a card such as \"7H\"", "this card is seen by everyone, name it", Card{-1},
                           [](const std::string& s) { return parse_card(s); },
                           [](const std::string& s) { return "unknown card \"" + s + "\": " + card_problem(s); },
                           [](const Card& c) { return card_name(c); }};

Card card(const EventReader& r, const nlohmann::json& v, std::string_view key, bool allow_unknown = false) {
  return r.id(v, key, kCardId, allow_unknown);
}

Pos position(const EventReader& r, const nlohmann::json& v, std::string_view key) {
  const int p = r.choice(key, v);
  if (p < 0) r.fail(key, "a position is \"attack\" or \"defense\"");
  return static_cast<Pos>(p);
}

CardRef ref(const EventReader& r, const nlohmann::json& v, std::string_view key) {
  if (!v.is_string()) r.fail(key, "expected a card reference such as \"7H\", \"Bob:7H\" or \"Bob#2\"");
  const std::string& s = v.get_ref<const std::string&>();
  CardRef out;
  std::string rest = s;
  if (auto hash = s.rfind('#'); hash != std::string::npos) {
    out.player = r.seat(s.substr(0, hash), key);
    std::string num = s.substr(hash + 1);
    if (num.empty() || num.size() > 3 || !std::all_of(num.begin(), num.end(), ::isdigit) || std::stoi(num) < 1)
      r.fail(key, "\"" + s + "\": a field position is a number from 1, as \"Bob#2\"");
    out.slot = std::stoi(num);
    return out;
  }
  if (auto colon = s.rfind(':'); colon != std::string::npos) {
    out.player = r.seat(s.substr(0, colon), key);
    rest = s.substr(colon + 1);
  }
  if (rest == "?") r.fail(key, "\"" + s + "\": name the card, or its field position as \"Bob#2\"");
  out.card = card(r, rest, key);
  return out;
}

std::vector<CardRef> ref_list(const EventReader& r, std::string_view key) {
  return r.list(r.at(key), key, "expected an array of cards", [&](const nlohmann::json& e) { return ref(r, e, key); },
                [](const nlohmann::json& e) { return "\"" + e.get<std::string>() + "\" is listed twice"; });
}

std::vector<std::pair<Card, std::optional<Pos>>> revive_list(const EventReader& r) {
  const auto& v = r.at("revive");
  std::vector<std::pair<Card, std::optional<Pos>>> out;
  std::set<Card> seen;
  auto add = [&](Card c, std::optional<Pos> p, const std::string& text) {
    if (!seen.insert(c).second) r.fail("revive", "\"" + text + "\" is listed twice");
    out.emplace_back(c, p);
  };
  if (v.is_array()) {
    for (const auto& e : v) add(card(r, e, "revive"), std::nullopt, e.is_string() ? e.get<std::string>() : "");
  } else if (v.is_object()) {
    for (auto it = v.begin(); it != v.end(); ++it) add(card(r, it.key(), "revive"), position(r, *it, "revive"), it.key());
  } else {
    r.fail("revive", "expected an array of cards or an object of card: position");
  }
  return out;
}

void decode_targets(const EventReader& r, DofAction& a) {
  if (r.has("destroy")) a.has_destroy = true, a.destroy = ref_list(r, "destroy");
  if (r.has("revive")) a.has_revive = true, a.revive = revive_list(r);
  if (r.has("negate")) a.negate = static_cast<int>(r.event.require_integer("negate", 1, kMaxLinkNumber));
}

void decode_reveals(const EventReader& r, DofAction& a, std::string_view key) {
  const auto& v = r.at(key);
  if (v.is_string() && (a.kind == Kind::attack || a.kind == Kind::change_position)) {
    // Shorthand: the one face-down card this event turns face up.
    a.reveal.emplace_back(a.kind == Kind::attack ? a.target : a.subject, card(r, v, key));
    return;
  }
  const std::string not_object = "expected an object of field position: card, as {\"Bob#2\": \"9D\"}";
  a.reveal = r.map(v, key, not_object, [&](const std::string& at, const nlohmann::json& c) {
    const CardRef f = ref(r, at, key);
    if (!f.by_slot()) r.fail(key, "\"" + at + "\": reveal face-down cards by field position, as \"Bob#2\"");
    return std::pair(f, card(r, c, key));
  });
}

}  // namespace

DofAction decode_action(const EventInput& in, const std::vector<std::string>& players) {
  const EventReader r(in, notation_of_draw_of_faith(), players);
  DofAction a;
  a.player = in.player;
  a.kind = r.kind<Kind>();
  switch (a.kind) {
    case Kind::draw:
    case Kind::tiebreak_draw: a.card.card = card(r, r.at("card"), "card", a.kind == Kind::draw); break;
    case Kind::summon:
      a.card.card = card(r, r.at("card"), "card", true);
      a.position = position(r, r.at("position"), "position");
      if (r.has("face")) {
        const int f = r.choice("face", r.at("face"));
        if (f < 0) r.fail("face", "\"face\" is \"up\" or \"down\"");
        a.face_down = f == 1;
      }
      if (a.card.unknown() && a.face_down != true)
        r.fail("card", "\"?\" can only be summoned face down (\"face\": \"down\"; on a score sheet \"summon ? def down\"): a face-up card is seen by all");
      break;
    case Kind::change_position:
      a.subject = ref(r, r.at("card"), "card");
      if (r.has("to")) a.position = position(r, r.at("to"), "to");
      break;
    case Kind::attack:
      a.subject = ref(r, r.at("attacker"), "attacker");
      a.target = ref(r, r.at("target"), "target");
      break;
    case Kind::activate:
      a.mechanic = read_enum<Mechanic>(JsonValue::of(r.event, "mechanic"), kMechanics, to_string, "mechanic");
      a.materials = ref_list(r, "materials");
      if (a.materials.empty()) r.fail("materials", "no materials");
      decode_targets(r, a);
      if (r.has("place"))
        a.place = r.map(r.at("place"), "place", "expected an object of card: position", [&](const std::string& c, const nlohmann::json& p) {
          return std::pair(card(r, c, "place"), position(r, p, "place"));
        });
      break;
    case Kind::choose_targets:
      if (r.has("link")) a.link = static_cast<int>(r.event.require_integer("link", 1, kMaxLinkNumber));
      decode_targets(r, a);
      break;
    case Kind::reveal:
      if (r.has("cards"))
        a.shown = r.list(r.at("cards"), "cards", "expected an array of cards", [&](const nlohmann::json& e) { return card(r, e, "cards"); },
                         [](const nlohmann::json& e) {
                           return "\"" + card_name(*parse_card(e.get<std::string>())) + "\" is listed twice";
                         });
      if (!r.has("cards") && !r.has("field")) r.fail("", "a reveal names \"cards\" from the hand or \"field\" cards");
      break;
    default: break;  // pass, end-main, end-turn: no keys
  }
  if (r.has("reveal") || (a.kind == Kind::reveal && r.has("field"))) decode_reveals(r, a, a.kind == Kind::reveal ? "field" : "reveal");
  r.check_keys();
  return a;
}

std::string ref_text(const CardRef& r, const std::vector<std::string>& players) {
  std::string owner = r.player >= 0 ? players.at(static_cast<std::size_t>(r.player)) : "";
  if (r.by_slot()) return owner + "#" + std::to_string(r.slot);
  return (owner.empty() ? "" : owner + ":") + card_name(r.card);
}

nlohmann::json encode_action(const DofAction& a, const std::vector<std::string>& players) {
  EventWriter w(players, a.player, notation_of_draw_of_faith().actions[static_cast<std::size_t>(a.kind)].action);
  auto refs = [&](const char* key, const std::vector<CardRef>& v) {
    w.list(key, v, [&](const CardRef& r) { return ref_text(r, players); }, true);
  };
  auto put_targets = [&] {
    if (a.has_destroy) refs("destroy", a.destroy);
    if (a.has_revive && std::any_of(a.revive.begin(), a.revive.end(), [](auto& p) { return p.second.has_value(); })) {
      w["revive"] = nlohmann::json::object();
      for (auto& [c, p] : a.revive) w["revive"][card_name(c)] = std::string(to_string(p.value_or(Pos::attack)));
    } else if (a.has_revive) {
      w.list("revive", a.revive, [](const auto& p) { return card_name(p.first); }, true);
    }
    if (a.negate) w["negate"] = *a.negate;
  };
  switch (a.kind) {
    case Kind::draw:
    case Kind::tiebreak_draw: w.id("card", a.card.card, kCardId); break;
    case Kind::summon:
      w.id("card", a.card.card, kCardId);
      w["position"] = std::string(to_string(a.position.value_or(Pos::attack)));
      if (a.face_down) w["face"] = *a.face_down ? "down" : "up";
      break;
    case Kind::change_position:
      w["card"] = ref_text(a.subject, players);
      if (a.position) w["to"] = std::string(to_string(*a.position));
      break;
    case Kind::attack:
      w["attacker"] = ref_text(a.subject, players);
      w["target"] = ref_text(a.target, players);
      break;
    case Kind::activate:
      w["mechanic"] = std::string(to_string(a.mechanic));
      refs("materials", a.materials);
      put_targets();
      for (auto& [c, p] : a.place) w["place"][card_name(c)] = std::string(to_string(p));
      break;
    case Kind::choose_targets:
      if (a.link > 0) w["link"] = a.link;
      put_targets();
      break;
    case Kind::reveal:
      if (!a.shown.empty()) w.ids("cards", a.shown, kCardId, true);
      break;
    default: break;  // pass, end-main, end-turn: no keys
  }
  for (auto& [f, c] : a.reveal) w[a.kind == Kind::reveal ? "field" : "reveal"][ref_text(f, players)] = card_name(c);
  return w.json;
}

}  // namespace referee::dof
