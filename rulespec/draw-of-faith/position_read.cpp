// Reading a Draw of Faith position (referee-position/1 "state", written by position.cpp)
// back into a Table. Strict: every problem is an InputError naming the field
// ("state.players.Ann.zones.field[2].card"); a position that cannot exist (a card twice,
// more or fewer than 52 cards, a phase with nobody to act, a chain that does not fit the
// phase) is refused, never half-loaded.
//
// A position keeps no history. Every known card counts as seen, every "?" is a new
// unknown card that may be any card nobody has seen, and no Five of a Kind check is on
// record (Table::snapshots is empty): what a transcript's past taught about unknown cards
// is not part of a position.
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <set>

#include "referee/core/errors.hpp"
#include "referee/core/json_value.hpp"
#include "referee/core/position.hpp"
#include "referee/core/ruling_text.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/draw-of-faith/position_format.hpp"
#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

using nlohmann::json;
using namespace position_format;

class Loader {
 public:
  Loader(const std::vector<std::string>& players, const JsonObject& state, std::shared_ptr<const Rulings> rulings)
      : s_(state), names_(players) {
    t_.rulings = std::move(rulings);
    t_.names = players;
    t_.n = static_cast<int>(players.size());
    t_.players.resize(players.size());
    seen_.fill("");
    chain_uid_.fill(-1);
  }

  std::unique_ptr<DofState> load() {
    s_.allow_only(kStateFields.keys({"to_act", "players", "chain", "window", "tiebreak", "outcome"}));
    check_player_count();
    kStateFields.read(s_, t_, names_);
    check_phase();
    if (live() && t_.turn == 0)
      s_.fail("turn", "turn 0 is the deal: in phase \"" + std::string(phase_name(t_.phase)) +
                          "\" a turn is under way, counted from 1");
    check_active();
    t_.depleted = t_.deck == 0;
    read_players();
    check_turn_keys();
    read_chain();
    read_window();
    check_turns_taken();
    check_player_flags();
    if (t_.phase == Phase::draw && t_.deck == 0)
      s_.fail("phase", "a Draw Phase with an empty deck: nobody can draw (dof.draw.empty-deck says what happens "
                       "instead, at the start of the turn)");
    check_five_of_a_kind();
    t_.next_uid = next_uid_;
    return std::make_unique<DofState>(std::move(t_));
  }

 private:
  const std::string& name(int p) const { return names_[static_cast<std::size_t>(p)]; }
  bool live() const {
    return t_.phase != Phase::tiebreak && t_.phase != Phase::over;
  }

  void check_player_count() const {
    const int max = t_.r().peek(ruling::player_count) == PlayerCount::shared_max_10 ? 10 : 8;
    if (t_.n >= 2 && t_.n <= max) return;
    Location w = s_.where();
    w.field = "players";
    throw InputError(w, "Draw of Faith is played by 2 to " + std::to_string(max) + " players (" +
                            ruling_text(t_.r(), ruling::player_count) + "), not " + std::to_string(t_.n));
  }

  void check_phase() {
    if (parse(kNodes, t_.node) != t_.phase)
      s_.fail("node", "node \"" + std::string(t_.node) + "\" does not fit phase \"" + std::string(phase_name(t_.phase)) + "\"");
    if (!build_spec(t_.r()).node(t_.node))
      s_.fail("node", "the state machine has no node \"" + std::string(t_.node) + "\" under these rulings (`referee spec draw-of-faith` "
                      "with them lists its nodes)");
    resume_ = t_.node.starts_with("battle") ? Phase::battle : Phase::main;
  }

  void check_active() const {
    const int expected = t_.turn == 0 ? t_.first : (t_.first + (t_.turn - 1) % t_.n) % t_.n;
    if (t_.active == expected) return;
    s_.fail("active", t_.turn == 0 ? "before turn 1 the active player is the first player, " + name(t_.first)
                                   : "turn " + std::to_string(t_.turn) + " is " + name(expected) +
                                         "'s (turns go in seat order from the first player, " + name(t_.first) +
                                         "), not " + name(t_.active) + "'s");
  }

  // ---- Players and their zones ----

  void read_players() {
    JsonObject players = s_.object_at("players");
    check_player_keys(players, names_);
    for (int p = 0; p < t_.n; ++p) read_player(p, players.object_at(name(p)));
    if (cards_ + t_.deck != kDeckSize)
      s_.fail("deck", std::to_string(t_.deck) + " cards in the deck and " + std::to_string(cards_) +
                          " in hands, fields and graveyards (\"?\" included) make " + std::to_string(cards_ + t_.deck) +
                          ", not the 52 of the deck");
    build_hidden();
  }

  void read_player(int p, const JsonObject& po) {
    po.allow_only(kPlayerFields.keys({"zones"}));
    PlayerState& ps = t_.p(p);
    ps.turns_taken = -1;
    kPlayerFields.read(po, ps);
    JsonObject zones = po.object_at("zones");
    zones.allow_only({"hand", "field", "graveyard"});
    // Each zone is optional, empty by default.
    auto each = [&](const char* key, const char* what, const auto& read) {
      if (!zones.has(key)) return;
      const JsonValue list = JsonValue::of(zones, key);
      for (std::size_t i = 0, n = list.array(what); i < n; ++i) read(list.elem(i));
    };
    each("hand", "cards", [&](const JsonValue& v) {
      Held h{next_uid_++, read_card(v, true)};
      place(h.card, "in " + name(p) + "'s hand", v);
      ps.hand.push_back(h);
    });
    each("field", "field cards", [&](const JsonValue& v) { read_field_card(p, v); });
    each("graveyard", "cards", [&](const JsonValue& v) {
      ps.graveyard.push_back(read_card(v, false, "a destroyed card goes face up to the graveyard, name it"));
      place(ps.graveyard.back(), "in " + name(p) + "'s graveyard", v);
    });
  }

  // A card now in a zone: each card is in one place only ("Game Setup: Equipment").
  void place(Card c, std::string where, const JsonValue& v) {
    ++cards_;
    if (c < 0) return;
    auto& seen = seen_[static_cast<std::size_t>(c)];
    if (!seen.empty()) v.fail("card " + card_name(c) + " is twice in the position: it is also " + seen);
    seen = std::move(where);
  }

  void read_field_card(int p, const JsonValue& v) {
    v.require_object();
    v.allow_only(kFieldState.keys({"card", "hand_mates", "new_arrival"}));
    PlayerState& ps = t_.p(p);
    FieldCard f;
    f.held.uid = next_uid_++;
    f.held.card = read_card(v.member("card"), true);
    f.owner = p;
    kFieldState.read(v, f, {names_, p, t_.turn});
    if (!f.held.known() && !f.face_down)
      v.member("card").fail("\"?\" is a face-down card nobody has seen: a face-up card is named (or give \"face\": \"down\")");
    std::vector<int> mates;
    if (v.has("hand_mates")) {
      JsonValue mv = v.member("hand_mates");
      if (f.held.known() || f.owner != p)
        mv.fail("only an unknown (\"?\") card its owner summoned face down has hand mates");
      for (std::size_t i = 0, n = mv.array("places in the hand"); i < n; ++i) {
        const int k = static_cast<int>(mv.elem(i).integer(1, std::max<long long>(1, static_cast<long long>(ps.hand.size()))));
        if (ps.hand.empty() || ps.hand[static_cast<std::size_t>(k - 1)].known())
          mv.elem(i).fail("card " + std::to_string(k) + " of " + name(p) + "'s hand is not an unknown (\"?\") card");
        if (contains(mates, k - 1)) mv.elem(i).fail(std::to_string(k) + " is listed twice");
        mates.push_back(k - 1);
      }
    }
    bool arrival = false;
    if (v.has("new_arrival")) {
      arrival = v.member("new_arrival").boolean();
      if (arrival && !f.held.known()) v.member("new_arrival").fail("an unknown card cannot be a new arrival: name it");
    }
    place(f.held.card, "on " + name(p) + "'s field", v.member("card"));
    if (arrival) new_arrivals_.emplace_back(f.held.card, v.member("new_arrival"));
    hand_mates_.push_back({p, ps.field.size(), std::move(mates)});
    ps.field.push_back(f);
  }

  // Every known card has been seen; every "?" is an unknown card (a placeholder) that may
  // be any card not seen. Nothing else is known: no history.
  void build_hidden() {
    t_.hidden = HiddenCards(std::vector<int>(kDeckSize, 1));
    for (int p = 0; p < t_.n; ++p) {
      auto see = [&](const Held& h, Zone z) {
        if (h.known()) t_.hidden.see(h.card);
        set_where(t_, h, z, p);
      };
      for (const Held& h : t_.p(p).hand) see(h, Zone::hand);
      for (const FieldCard& f : t_.p(p).field) see(f.held, Zone::field);
      for (Card c : t_.p(p).graveyard) see(Held{-1, c}, Zone::graveyard);
    }
    for (auto& ps : t_.players) {
      for (Held& h : ps.hand)
        if (!h.known()) h.placeholder = t_.hidden.add_placeholder();
      for (FieldCard& f : ps.field)
        if (!f.held.known()) f.held.placeholder = t_.hidden.add_placeholder();
    }
    for (const auto& [p, index, mates] : hand_mates_) {
      PlayerState& ps = t_.p(p);
      for (int k : mates) ps.field[index].hand_mates.push_back(ps.hand[static_cast<std::size_t>(k)].placeholder);
    }
  }

  // ---- The turn's keys ----

  void check_turn_keys() const {
    const bool battle = t_.phase == Phase::battle ||
                        ((t_.phase == Phase::window || t_.phase == Phase::targets) && resume_ == Phase::battle);
    if (t_.attack_declared && live() && !battle)
      s_.fail("attack_declared", "an attack ends the Main Phase: no attack is declared before the Battle Phase");
    if (t_.named_opponent >= 0) {
      if (t_.named_opponent == t_.active)
        s_.fail("named_opponent", name(t_.active) + "'s turn names one of " + name(t_.active) + "'s opponents");
      if (!t_.attack_declared)
        s_.fail("named_opponent", "an opponent is named by the turn's first attack, and no attack was declared "
                                  "(\"attack_declared\")");
    }
    if (t_.extra_round_turns >= 0) {
      if (t_.r().peek(ruling::depletion) != Depletion::extra_round)
        s_.fail("extra_round_turns", "there is no extra round under " + ruling_text(t_.r(), ruling::depletion));
      if (t_.deck > 0) s_.fail("extra_round_turns", "the extra round begins once the deck is used up");
    }
  }

  // ---- The chain ----

  // The uid the chain's links use for card `c`: the card on the field unless it arrived
  // there while the chain resolved, else one instance of its own (a material that is in a
  // graveyard or a hand now, and may come back to the field when its link is refunded).
  int chain_uid(Card c) {
    int& uid = chain_uid_[static_cast<std::size_t>(c)];
    if (uid >= 0) return uid;
    if (const FieldCard* f = field_card(c); f && !is_new_arrival(c)) return uid = f->held.uid;
    return uid = next_uid_++;
  }

  const FieldCard* field_card(Card c) const {
    for (const auto& ps : t_.players)
      for (const FieldCard& f : ps.field)
        if (f.held.card == c) return &f;
    return nullptr;
  }

  bool is_new_arrival(Card c) const {
    return std::any_of(new_arrivals_.begin(), new_arrivals_.end(), [&](const auto& a) { return a.first == c; });
  }

  // A card reference of a link: "7H" (on a field, or a material of the chain) or "Bob#2".
  int ref(const JsonValue& v) {
    if (!v.get().is_string()) v.fail("expected a card reference such as \"7H\" or \"Bob#2\", found " + JsonObject::type_name(v.get()));
    const std::string s = v.string();
    if (auto hash = s.rfind('#'); hash != std::string::npos) {
      const std::string who = s.substr(0, hash), num = s.substr(hash + 1);
      const int owner = find_seat(who, names_);
      if (owner < 0) v.fail(unknown_player(who, names_));
      if (num.empty() || num.size() > 3 || !std::all_of(num.begin(), num.end(), [](char ch) { return ch >= '0' && ch <= '9'; }) ||
          std::stoi(num) < 1)
        v.fail("\"" + s + "\": a field place is a number from 1, as \"Bob#2\"");
      const auto& field = t_.p(owner).field;
      const int k = std::stoi(num);
      if (k > static_cast<int>(field.size()))
        v.fail("\"" + s + "\": " + who + " has " + std::to_string(field.size()) + " card(s) on the field");
      return field[static_cast<std::size_t>(k - 1)].held.uid;
    }
    const Card c = read_card(v, false, "name the card, or its place on a field, as \"Bob#2\"");
    const bool material = materials_.count(c) > 0;
    if ((field_card(c) && !is_new_arrival(c)) || material) return chain_uid(c);
    const std::string& where = seen_[static_cast<std::size_t>(c)];
    v.fail(card_name(c) + " is not on a field (it is " + (where.empty() ? std::string("in the deck") : where) +
           ") and no link of the chain spent it as a material");
  }

  // The uid of a material: it was shown, so some zone holds it now.
  int material_uid(Card c, const JsonValue& v) {
    if (seen_[static_cast<std::size_t>(c)].empty())
      v.fail(card_name(c) + " is in no hand, field or graveyard: a material was shown, it is not in the deck");
    return chain_uid(c);
  }

  void read_chain() {
    const bool chain_phase = t_.phase == Phase::window || t_.phase == Phase::targets;
    if (!s_.has("chain")) {
      if (chain_phase) s_.fail("chain", "missing key \"chain\": in phase \"" + std::string(phase_name(t_.phase)) +
                                            "\" a chain waits");
      return;
    }
    if (!chain_phase)
      s_.fail("chain", "a chain waits only in phases \"window\" and \"targets\", not in phase \"" +
                           std::string(phase_name(t_.phase)) + "\"");
    JsonValue chain = JsonValue::of(s_, "chain");
    const std::size_t n = chain.array("links");
    if (n == 0) chain.fail("a chain has at least one link");
    // Materials first: a link below may name a card a later link spent.
    for (std::size_t i = 0; i < n; ++i) {
      JsonValue lv = chain.elem(i);
      if (lv.has("materials") && lv.member("materials").get().is_array())
        for (const auto& m : lv.member("materials").get()) {
          const json& c = m.is_object() && m.contains("card") ? m["card"] : m;
          if (auto card = c.is_string() ? parse_card(c.get<std::string>()) : std::nullopt) materials_.insert(*card);
        }
    }
    for (std::size_t i = 0; i < n; ++i) t_.chain.push_back(read_link(chain.elem(i), i));
    for (const auto& [i, read] : later_) read(t_.chain[i]);
    check_chain_shape(chain);
    for (const auto& [c, v] : new_arrivals_)
      if (!materials_.count(c))
        v.fail("no link of the chain spent " + card_name(c) + " as a material: this card is the only " + card_name(c));
  }

  Link read_link(const JsonValue& v, std::size_t index) {
    v.require_object();
    Link l;
    l.kind = read_name(v.member("kind"), kLinkKinds, "link kind");
    v.allow_only(kLinkFields.keys_for(l));
    const auto material = [this](Card c, const JsonValue& m) { return material_uid(c, m); };
    const auto read_ref = [this](const JsonValue& r) { return ref(r); };
    kLinkFields.read(v, l, {names_, t_, index, {}, material, read_ref, [=, this](auto f) { later_.emplace_back(index, f); }});
    l.placement = index == 0;  // a chain's first activation is the turn's card placement
    return l;
  }

  // Which links can open a chain, and where (the rules of summon.cpp, battle.cpp, special.cpp).
  void check_chain_shape(const JsonValue& chain) const {
    const Link& first = t_.chain.front();
    const JsonValue lv = chain.elem(0);
    if (first.player != t_.active)
      lv.member("player").fail("the first link of a chain is the turn player's, " + name(t_.active) + "'s");
    const RespondTo respond = t_.r().peek(ruling::respond_to);
    const std::string where = resume_ == Phase::battle ? "the Battle Phase" : "the Main Phase";
    auto refuse = [&](const std::string& why) { lv.member("kind").fail(why + " (node \"" + std::string(t_.node) + "\")"); };
    switch (first.kind) {
      case LinkKind::activation:
        if (resume_ != Phase::main) refuse("an activation opens a chain in the Main Phase, not in " + where);
        break;
      case LinkKind::summon:
        if (resume_ != Phase::main) refuse("a summon is made in the Main Phase, not in " + where);
        if (respond == RespondTo::effects_only)
          refuse("a summon opens no chain under " + ruling_text(t_.r(), ruling::respond_to));
        break;
      case LinkKind::attack:
        if (resume_ != Phase::battle) refuse("an attack is made in the Battle Phase, not in " + where);
        [[fallthrough]];
      case LinkKind::position_change:
        if (respond != RespondTo::any_action)
          refuse("an " + std::string(link_kind_name(first.kind)) + " opens no chain under " +
                 ruling_text(t_.r(), ruling::respond_to));
        break;
    }
    for (std::size_t i = 1; i < t_.chain.size(); ++i)
      if (t_.chain[i].kind != LinkKind::activation)
        chain.elem(i).member("kind").fail("a response is an activation; only the first link of a chain is a summon, "
                                          "an attack or a position change");
    if (t_.phase == Phase::targets) {
      const Link& top = t_.chain.back();
      if (top.kind != LinkKind::activation || top.negated || !top.targets_pending)
        chain.elem(t_.chain.size() - 1)
            .fail("in phase \"targets\" the top link is an activation, not negated, waiting for its targets");
    }
  }

  void read_window() {
    if (t_.phase == Phase::window || t_.phase == Phase::targets) t_.window.resume = resume_;
    if (t_.phase == Phase::targets) t_.resolving = static_cast<int>(t_.chain.size()) - 1;
    kPhaseFields.read(s_, t_, names_);
  }

  // ---- Consistency ----

  // Turns go in seat order from the first player, so the turns each has finished follow
  // from the turn number (the last turn may or may not be finished once the game is over).
  void check_turns_taken() {
    std::vector<int> done;
    if (t_.turn == 0) done = {0};
    else if (live()) done = {t_.turn - 1};
    else done = {t_.turn - 1, t_.turn};
    auto expected = [&](int p, int finished) {
      const int k = (p - t_.first + t_.n) % t_.n;
      return finished / t_.n + (k < finished % t_.n ? 1 : 0);
    };
    auto fits = [&](int finished) {
      for (int p = 0; p < t_.n; ++p)
        if (const int given = t_.p(p).turns_taken; given >= 0 && given != expected(p, finished)) return p;
      return -1;
    };
    for (int finished : done) {
      if (fits(finished) >= 0) continue;
      for (int p = 0; p < t_.n; ++p) t_.p(p).turns_taken = expected(p, finished);
      return;
    }
    const int p = fits(done.front());
    s_.object_at("players").object_at(name(p)).fail(
        "turns_taken", name(p) + " has finished " + std::to_string(expected(p, done.front())) + " turn(s) by turn " +
                           std::to_string(t_.turn) + " (turns go in seat order from the first player, " +
                           name(t_.first) + "), not " + std::to_string(t_.p(p).turns_taken));
  }

  void check_player_flags() const {
    for (int p = 0; p < t_.n; ++p) {
      if (!t_.p(p).deck_out) continue;
      JsonObject po = s_.object_at("players").object_at(name(p));
      if (t_.r().peek(ruling::empty_deck) != EmptyDeck::lose)
        po.fail("deck_out", "nobody loses for an empty deck under " + ruling_text(t_.r(), ruling::empty_deck));
      if (t_.deck > 0 || live()) po.fail("deck_out", "an empty deck at a Draw Phase ends the game at once");
    }
  }

  // Where Five of a Kind is checked after every event, a live game has no holder of it.
  void check_five_of_a_kind() const {
    if (!live()) return;
    const FiveTiming timing = t_.r().peek(ruling::five_timing);
    if (timing != FiveTiming::state_based && timing != FiveTiming::own_turn_state) return;
    const FiveZone zone = t_.r().peek(ruling::five_zone);
    for (int p = 0; p < t_.n; ++p) {
      if (timing == FiveTiming::own_turn_state && p != t_.active) continue;
      if (const std::optional<Suit> s = five_of_a_kind(t_, p, zone))
        s_.object_at("players").fail(
            name(p), name(p) + " holds five " + suit_name(*s) + ": under " + ruling_text(t_.r(), ruling::five_timing) +
                         " (" + ruling_text(t_.r(), ruling::five_zone) +
                         ") the game would be over (\"outcome\", phase \"over\")");
    }
  }

  const JsonObject& s_;
  const std::vector<std::string>& names_;
  Table t_;
  Phase resume_ = Phase::main;  // where the chain was opened (window and targets phases)
  int next_uid_ = 0;
  int cards_ = 0;               // cards in hands, fields and graveyards
  std::array<std::string, kDeckSize> seen_;  // where each card is, for messages
  struct Mates {
    int player;
    std::size_t field_index;
    std::vector<int> hand_indexes;
  };
  std::vector<Mates> hand_mates_;
  std::vector<std::pair<Card, JsonValue>> new_arrivals_;
  std::set<Card> materials_;    // cards spent as materials by some link
  std::vector<std::pair<std::size_t, std::function<void(Link&)>>> later_;  // a link's references
  std::array<int, kDeckSize> chain_uid_;
};

}  // namespace

std::unique_ptr<GameState> DrawOfFaith::load_position(const std::vector<std::string>& players, const JsonObject& state,
                                                      std::shared_ptr<const Rulings> rulings, CardSetPtr /*cards*/) const {
  return Loader(players, state, std::move(rulings)).load();
}

}  // namespace referee::dof
