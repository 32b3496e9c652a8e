// Reading and writing Draw of Faith events (the transcript vocabulary: notation.cpp).
#include <algorithm>
#include <set>

#include "referee/core/suggest.hpp"
#include "rulespec/draw-of-faith/game.hpp"

namespace referee::dof {
namespace {

// Chains have no length limit in the rules (materials-to-field with unlimited activations
// can grow one without end); this bound only keeps link numbers in int range.
constexpr long long kMaxLinkNumber = 100'000'000;

class Decoder {
 public:
  Decoder(const EventInput& in, const std::vector<std::string>& players) : in_(in), obj_(in.body), players_(players) {}

  Card card(const nlohmann::json& v, std::string_view key, bool allow_unknown) const {
    if (!v.is_string()) obj_.fail(key, "expected a card such as \"7H\", found " + JsonObject::type_name(v));
    const std::string& s = v.get_ref<const std::string&>();
    if (s == "?") {
      if (!allow_unknown) obj_.fail(key, "\"?\" is not allowed here: this card is seen by everyone, name it");
      return -1;
    }
    auto c = parse_card(s);
    if (!c) obj_.fail(key, "unknown card \"" + s + "\": " + card_problem(s));
    return *c;
  }

  int player(std::string_view name, std::string_view key) const {
    for (std::size_t i = 0; i < players_.size(); ++i)
      if (players_[i] == name) return static_cast<int>(i);
    obj_.fail(key, "unknown player \"" + std::string(name) + "\"" + did_you_mean(name, players_));
  }

  CardRef ref(const nlohmann::json& v, std::string_view key) const {
    if (!v.is_string()) obj_.fail(key, "expected a card reference such as \"7H\", \"Bob:7H\" or \"Bob#2\"");
    const std::string& s = v.get_ref<const std::string&>();
    CardRef r;
    std::string rest = s;
    if (auto hash = s.rfind('#'); hash != std::string::npos) {
      r.player = player(s.substr(0, hash), key);
      std::string num = s.substr(hash + 1);
      if (num.empty() || num.size() > 3 || !std::all_of(num.begin(), num.end(), ::isdigit) || std::stoi(num) < 1)
        obj_.fail(key, "\"" + s + "\": a field position is a number from 1, as \"Bob#2\"");
      r.slot = std::stoi(num);
      return r;
    }
    if (auto colon = s.rfind(':'); colon != std::string::npos) {
      r.player = player(s.substr(0, colon), key);
      rest = s.substr(colon + 1);
    }
    if (rest == "?") obj_.fail(key, "\"" + s + "\": name the card, or its field position as \"Bob#2\"");
    auto c = parse_card(rest);
    if (!c) obj_.fail(key, "unknown card \"" + rest + "\": " + card_problem(rest));
    r.card = *c;
    return r;
  }

  Pos position(const nlohmann::json& v, std::string_view key) const {
    if (v == "attack") return Pos::attack;
    if (v == "defense") return Pos::defense;
    obj_.fail(key, "a position is \"attack\" or \"defense\"");
  }

  std::vector<CardRef> ref_list(std::string_view key) const {
    const auto& v = obj_.require(key);
    if (!v.is_array()) obj_.fail(key, "expected an array of cards");
    std::vector<CardRef> out;
    for (const auto& e : v) {
      CardRef r = ref(e, key);
      if (std::find(out.begin(), out.end(), r) != out.end())
        obj_.fail(key, "\"" + e.get<std::string>() + "\" is listed twice");
      out.push_back(r);
    }
    return out;
  }

  std::vector<std::pair<Card, std::optional<Pos>>> revive_list() const {
    const auto& v = obj_.require("revive");
    std::vector<std::pair<Card, std::optional<Pos>>> out;
    std::set<Card> seen;
    auto add = [&](Card c, std::optional<Pos> p, const std::string& text) {
      if (!seen.insert(c).second) obj_.fail("revive", "\"" + text + "\" is listed twice");
      out.emplace_back(c, p);
    };
    if (v.is_array()) {
      for (const auto& e : v) add(card(e, "revive", false), std::nullopt, e.is_string() ? e.get<std::string>() : "");
    } else if (v.is_object()) {
      for (auto it = v.begin(); it != v.end(); ++it) add(card(it.key(), "revive", false), position(*it, "revive"), it.key());
    } else {
      obj_.fail("revive", "expected an array of cards or an object of card: position");
    }
    return out;
  }

  DofAction decode() const {
    DofAction a;
    a.player = in_.player;
    const notation::ActionForm& form = notation::form_of(notation_of_draw_of_faith(), obj_, in_.action);
    a.kind = static_cast<Kind>(notation_of_draw_of_faith().index(form));
    switch (a.kind) {
      case Kind::draw:
      case Kind::tiebreak_draw:
        a.card.card = card(obj_.require("card"), "card", a.kind == Kind::draw);
        break;
      case Kind::summon:
        a.card.card = card(obj_.require("card"), "card", true);
        a.position = position(obj_.require("position"), "position");
        if (obj_.has("face")) {
          const auto& f = obj_.require("face");
          if (f != "up" && f != "down") obj_.fail("face", "\"face\" is \"up\" or \"down\"");
          a.face_down = (f == "down");
        }
        if (a.card.unknown() && a.face_down != true)
          obj_.fail("card", "\"?\" can only be summoned face down (\"face\": \"down\"; on a score sheet \"summon ? def down\"): a face-up card is seen by all");
        break;
      case Kind::change_position:
        a.subject = ref(obj_.require("card"), "card");
        if (obj_.has("to")) a.position = position(obj_.require("to"), "to");
        break;
      case Kind::attack:
        a.subject = ref(obj_.require("attacker"), "attacker");
        a.target = ref(obj_.require("target"), "target");
        break;
      case Kind::activate: {
        const std::string m = obj_.require_string("mechanic");
        std::vector<std::string> names;
        for (int i = 0; i < kMechanics; ++i) names.emplace_back(to_string(static_cast<Mechanic>(i)));
        const auto it = std::find(names.begin(), names.end(), m);
        if (it == names.end()) obj_.fail("mechanic", "unknown mechanic \"" + m + "\"" + did_you_mean(m, names));
        a.mechanic = static_cast<Mechanic>(it - names.begin());
        a.materials = ref_list("materials");
        if (a.materials.empty()) obj_.fail("materials", "no materials");
        decode_targets(a);
        if (obj_.has("negate")) a.negate = static_cast<int>(obj_.require_integer("negate", 1, kMaxLinkNumber));
        if (obj_.has("place")) {
          const auto& p = obj_.require("place");
          if (!p.is_object()) obj_.fail("place", "expected an object of card: position");
          for (auto it = p.begin(); it != p.end(); ++it) a.place.emplace_back(card(it.key(), "place", false), position(*it, "place"));
        }
        break;
      }
      case Kind::choose_targets:
        if (obj_.has("link")) a.link = static_cast<int>(obj_.require_integer("link", 1, kMaxLinkNumber));
        decode_targets(a);
        if (obj_.has("negate")) a.negate = static_cast<int>(obj_.require_integer("negate", 1, kMaxLinkNumber));
        break;
      case Kind::reveal: {
        if (obj_.has("cards")) {
          const auto& v = obj_.require("cards");
          if (!v.is_array()) obj_.fail("cards", "expected an array of cards");
          for (const auto& e : v) {
            Card c = card(e, "cards", false);
            if (std::find(a.shown.begin(), a.shown.end(), c) != a.shown.end())
              obj_.fail("cards", "\"" + card_name(c) + "\" is listed twice");
            a.shown.push_back(c);
          }
        }
        if (!obj_.has("cards") && !obj_.has("field")) obj_.fail("", "a reveal names \"cards\" from the hand or \"field\" cards");
        break;
      }
      case Kind::pass:
      case Kind::end_main:
      case Kind::end_turn:
        break;
    }
    if (obj_.has("reveal") || (a.kind == Kind::reveal && obj_.has("field"))) decode_reveals(a, a.kind == Kind::reveal ? "field" : "reveal");
    notation::check_keys(obj_, form);
    return a;
  }

 private:
  void decode_targets(DofAction& a) const {
    if (obj_.has("destroy")) {
      a.has_destroy = true;
      a.destroy = ref_list("destroy");
    }
    if (obj_.has("revive")) {
      a.has_revive = true;
      a.revive = revive_list();
    }
  }

  void decode_reveals(DofAction& a, std::string_view key) const {
    const auto& v = obj_.require(key);
    if (v.is_string() && (a.kind == Kind::attack || a.kind == Kind::change_position)) {
      // Shorthand: the one face-down card this event turns face up.
      CardRef r = a.kind == Kind::attack ? a.target : a.subject;
      a.reveal.emplace_back(r, card(v, key, false));
      return;
    }
    if (!v.is_object()) obj_.fail(key, "expected an object of field position: card, as {\"Bob#2\": \"9D\"}");
    for (auto it = v.begin(); it != v.end(); ++it) {
      CardRef r = ref(it.key(), key);
      if (!r.by_slot()) obj_.fail(key, "\"" + it.key() + "\": reveal face-down cards by field position, as \"Bob#2\"");
      a.reveal.emplace_back(r, card(*it, key, false));
    }
  }

  const EventInput& in_;
  const JsonObject& obj_;
  const std::vector<std::string>& players_;
};

std::string pos_text(Pos p) { return std::string(to_string(p)); }

}  // namespace

DofAction decode_action(const EventInput& in, const std::vector<std::string>& players) {
  return Decoder(in, players).decode();
}

std::string ref_text(const CardRef& r, const std::vector<std::string>& players) {
  std::string owner = r.player >= 0 ? players.at(static_cast<std::size_t>(r.player)) : "";
  if (r.by_slot()) return owner + "#" + std::to_string(r.slot);
  return (owner.empty() ? "" : owner + ":") + card_name(r.card);
}

nlohmann::json encode_action(const DofAction& a, const std::vector<std::string>& players) {
  nlohmann::json e = {{"player", players.at(static_cast<std::size_t>(a.player))}, {"action", notation_of_draw_of_faith().actions[static_cast<std::size_t>(a.kind)].action}};
  auto refs = [&](const std::vector<CardRef>& v) {
    std::vector<std::string> out;
    for (const auto& r : v) out.push_back(ref_text(r, players));
    std::sort(out.begin(), out.end());
    return out;
  };
  auto put_targets = [&] {
    if (a.has_destroy) e["destroy"] = refs(a.destroy);
    if (a.has_revive) {
      bool positions = std::any_of(a.revive.begin(), a.revive.end(), [](auto& p) { return p.second.has_value(); });
      if (positions) {
        nlohmann::json obj = nlohmann::json::object();
        for (auto& [c, p] : a.revive) obj[card_name(c)] = p ? pos_text(*p) : "attack";
        e["revive"] = obj;
      } else {
        std::vector<std::string> cards;
        for (auto& [c, p] : a.revive) cards.push_back(card_name(c));
        std::sort(cards.begin(), cards.end());
        e["revive"] = cards;
      }
    }
    if (a.negate) e["negate"] = *a.negate;
  };
  switch (a.kind) {
    case Kind::draw:
    case Kind::tiebreak_draw:
      e["card"] = a.card.unknown() ? "?" : card_name(a.card.card);
      break;
    case Kind::summon:
      e["card"] = a.card.unknown() ? "?" : card_name(a.card.card);
      e["position"] = pos_text(a.position.value_or(Pos::attack));
      if (a.face_down) e["face"] = *a.face_down ? "down" : "up";
      break;
    case Kind::change_position:
      e["card"] = ref_text(a.subject, players);
      if (a.position) e["to"] = pos_text(*a.position);
      break;
    case Kind::attack:
      e["attacker"] = ref_text(a.subject, players);
      e["target"] = ref_text(a.target, players);
      break;
    case Kind::activate: {
      e["mechanic"] = std::string(to_string(a.mechanic));
      e["materials"] = refs(a.materials);
      put_targets();
      if (!a.place.empty()) {
        nlohmann::json obj = nlohmann::json::object();
        for (auto& [c, p] : a.place) obj[card_name(c)] = pos_text(p);
        e["place"] = obj;
      }
      break;
    }
    case Kind::choose_targets:
      if (a.link > 0) e["link"] = a.link;
      put_targets();
      break;
    case Kind::reveal: {
      if (!a.shown.empty()) {
        std::vector<std::string> cards;
        for (Card c : a.shown) cards.push_back(card_name(c));
        std::sort(cards.begin(), cards.end());
        e["cards"] = cards;
      }
      break;
    }
    case Kind::pass:
    case Kind::end_main:
    case Kind::end_turn:
      break;
  }
  if (!a.reveal.empty()) {
    nlohmann::json obj = nlohmann::json::object();
    for (auto& [r, c] : a.reveal) obj[ref_text(r, players)] = card_name(c);
    e[a.kind == Kind::reveal ? "field" : "reveal"] = obj;
  }
  return e;
}

}  // namespace referee::dof
