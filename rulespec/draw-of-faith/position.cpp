// Draw of Faith positions (referee-position/1 "state"): the table as data. Reading it back
// is position_read.cpp; the format is documented by position_vocabulary() below and in
// rulespec/draw-of-faith/README.md ("Positions").
//
// Internal ids never appear: a card is named ("7H"), an unknown one is "?", and a link of
// the chain names a field card by name or, when nobody has seen it, by its place ("Bob#2").
#include <algorithm>

#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/draw-of-faith/position_format.hpp"
#include "rulespec/draw-of-faith/rules.hpp"

namespace referee::dof {
namespace {

using nlohmann::json;
using namespace position_format;

class StateWriter {
 public:
  StateWriter(const Table& t, int to_act) : t_(t), to_act_(to_act) {
    for (const Link& l : t.chain)
      for (const MaterialOrigin& o : l.materials)
        if (o.held.known()) materials_.emplace_back(o.held.card, o.held.uid);
  }

  json write() const {
    json s = json::object();
    kStateFields.write(t_, s, t_.names);
    s["to_act"] = to_act_ >= 0 ? json(t_.name(to_act_)) : json(nullptr);
    for (int p = 0; p < t_.n; ++p) s["players"][t_.name(p)] = player(p);
    const LinkContext links{t_.names, t_, 0, [this](int uid) { return ref(uid); }};
    if (!t_.chain.empty()) s["chain"] = json_list(t_.chain, [&](const Link& l) { return kLinkFields.write(l, links); });
    kPhaseFields.write(t_, s, t_.names);
    return s;
  }

 private:
  json player(int p) const {
    const PlayerState& ps = t_.p(p);
    json out = kPlayerFields.write(ps);
    out["zones"] = {{"hand", json_list(ps.hand, [](const Held& h) { return card_text(h.card); })},
                    {"field", json_list(ps.field, [&](const FieldCard& f) { return field_card(p, f); })},
                    {"graveyard", json_list(ps.graveyard, card_text)}};
    return out;
  }

  json field_card(int controller, const FieldCard& f) const {
    json out = {{"card", card_text(f.held.card)}};
    kFieldState.write(f, out, {t_.names, controller, t_.turn});
    if (!f.held.known()) {
      // The unknown cards of the hand it may still trade identities with (hidden.cpp).
      json mates = json::array();
      const auto& hand = t_.p(controller).hand;
      for (std::size_t i = 0; i < hand.size(); ++i)
        if (!hand[i].known() && contains(f.hand_mates, hand[i].placeholder)) mates.push_back(i + 1);
      if (!mates.empty()) out["hand_mates"] = std::move(mates);
    } else if (std::any_of(materials_.begin(), materials_.end(), [&](const auto& m) {
                 return m.first == f.held.card && m.second != f.held.uid;
               })) {
      // Revived while the chain resolved: the links name the card as it was before.
      out["new_arrival"] = true;
    }
    return out;
  }

  // How a link names a field card: by name, by place when unknown, or by the name of the
  // material it was (it may come back to the field when its link is refunded). Null when
  // it left the field for good.
  json ref(int uid) const {
    int controller = -1;
    if (const FieldCard* f = find_on_field(t_, uid, &controller)) return ref_text(ref_of(t_, controller, *f), t_.names);
    for (const auto& [card, material_uid] : materials_)
      if (material_uid == uid) return card_name(card);
    return nullptr;
  }

  const Table& t_;
  int to_act_;
  std::vector<std::pair<Card, int>> materials_;  // (card, uid) of every link's materials
};

}  // namespace

nlohmann::json DofState::position_json() const { return StateWriter(t_, to_act()).write(); }

std::string DrawOfFaith::position_vocabulary() const {
  return R"(Position vocabulary (referee-position/1, game "draw-of-faith"): the "state" object

A position is a snapshot of a game in progress. It keeps no history: what a transcript's
past taught about unknown cards (a Five of a Kind check a "?" card went through) is not in
it, so every "?" may be any card no one has seen.

state:
  phase         "draw" | "main" | "battle" | "window" (a chain waits for responses) |
                "targets" (a resolving link waits for its targets) | "tiebreak" | "over"
  node          the state machine node, which must fit the phase: "draw", "main", "battle",
                "main.window", "battle.window", "main.targets", "battle.targets",
                "tiebreak", "game-over" (a chain's phase says where it was opened)
  turn          turns so far, the current one included (0 only before the first turn)
  first         PLAYER who had turn 1; turns go in seat order from them
  active        PLAYER whose turn it is (must be the one turn and first give)
  to_act        PLAYER the game waits for, or null (optional; checked when given)
  deck          cards left in the shared deck: hands + fields + graveyards + deck = 52,
                "?" cards included
  attack_declared     true once an attack was declared this turn (default false)
  named_opponent      PLAYER the turn's attacks and targets went to
                      (dof.battle.multiplayer-target = one-opponent-per-turn)
  extra_round_turns   the turns each player must reach before the game ends
                      (dof.end.depletion = extra-round, once the deck is used up)
  events_this_turn    game events since the turn began (default 0; no rule reads it,
                      self-play winds a long turn down with it)
  players       {PLAYER: PLAYERSTATE} for every player
  chain         [LINK...] bottom first, in phases "window" and "targets" only
  window        {"order": [PLAYER...], "passed": N} in phase "window": who is asked to
                respond to the top link, in order, and how many of them have passed
  tiebreak      {"contenders": [PLAYER...], "drawn": [CARD or null...] (this round, one per
                contender), "pile": [CARD...] (drawn from the separate tiebreak pile so
                far), "cause": "points" | "five-of-a-kind"} in phase "tiebreak"
  outcome       {"status": "won" | "drawn", "winners": [PLAYER...], "ended_by":
                "five-of-a-kind" | "deck-depleted" | "deck-out" | "tiebreak", "summary": TEXT,
                "citation": SECTION-ID} in phase "over"

PLAYERSTATE:
  score         points
  zones         {"hand": [CARD or "?"...], "field": [FIELDCARD...], "graveyard": [CARD...]}
                (each optional, empty by default; the field left to right in order of
                arrival, so that "Bob#2" is Bob's second field card)
  turns_taken   turns finished (optional: turn, first and the seat give it)
  counters of the player's last turn, 0 or false by default: placement_used,
  normal_summons, activations (first links), position_changes, and
  activations_in_cycle (since the start of their last turn, dof.special.per-turn);
  deck_out      true for a player who found the deck empty (dof.draw.empty-deck = lose)

FIELDCARD: {"card": CARD or "?" (face down only), "position": "attack" | "defense",
            "face": "up" | "down" (default "up"; "down" in defense position only),
            "owner": PLAYER (whose graveyard it goes to; default the field's player),
            "arrived_turn": N, "changed_turn": N (the turn it came to the field, the last
            turn its position changed; default 0), "attacked_turn": N and "attacks": N
            (attacks made in that turn, both or neither), "spent_material": true
            (dof.special.material-fate = materials-to-field-once),
            "hand_mates": [N...] (on a "?" card summoned face down: the places, from 1, of
            the "?" cards in the hand it may still trade identities with),
            "new_arrival": true (revived while the chain resolves: the links' name for
            this card means the card as it was before, not this one)}

LINK: {"kind": "activation" | "summon" | "attack" | "position-change", "player": PLAYER,
       "negated": true (default false; only once the chain resolves)}, and
  activation:  "mechanic", "materials": [CARD (from the hand) or {"card": CARD, "from":
               "field", ...the card's FIELDCARD keys as it was when spent}...],
               "destroy": [CARDREF...], "revive": [{"card": CARD, "position": POSITION}...],
               "negate": [LINK NUMBER...] (from 1), "targets_pending": true
               (dof.effects.targeting-time = on-resolution)
  summon, position-change: "subject": CARDREF or null (it left the field)
  attack:      "subject": CARDREF or null, "target": CARDREF or null
  CARDREF is "7H" (a card on a field, or a material of the chain that may come back to
  it) or "Bob#2" (a place on a field). The first link of a chain is the turn player's;
  an activation there is the turn's card placement. Later links are activations.
)";
}

}  // namespace referee::dof
