// Draw of Faith events as decoded actions. The JSON vocabulary (keys per action) is
// notation.cpp's (Kind follows its order of actions) and rulespec/draw-of-faith/README.md's.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "referee/core/game.hpp"
#include "rulespec/draw-of-faith/table.hpp"

namespace referee::dof {

enum class Kind : std::uint8_t {
  draw, summon, change_position, attack, activate, pass, end_main, end_turn, choose_targets, tiebreak_draw, reveal
};

// A card as written: a card, or "?" for an unknown one.
struct CardWord {
  Card card = -1;
  bool unknown() const { return card < 0; }
};

// A reference to a card on a field or in a hand, as written:
//   "7H"      the card 7H wherever it is
//   "Bob:7H"  the card 7H, which is Bob's
//   "Bob#2"   the second card on Bob's field counting from the left (for face-down cards)
struct CardRef {
  int player = -1;   // -1 when not written
  Card card = -1;    // when naming a card
  int slot = 0;      // from 1 when naming a field position
  bool by_slot() const { return slot > 0; }
  bool operator==(const CardRef&) const = default;
};

struct DofAction : ActionOf<DofAction> {
  Kind kind = Kind::pass;
  CardWord card;                         // draw, summon, tiebreak-draw
  std::optional<Pos> position;           // summon; "to" of change-position
  std::optional<bool> face_down;         // summon "face"
  CardRef subject;                       // change-position card; attack attacker
  CardRef target;                        // attack target
  Mechanic mechanic = Mechanic::royal_fusion;
  std::vector<CardRef> materials;
  bool has_destroy = false;
  std::vector<CardRef> destroy;
  bool has_revive = false;
  std::vector<std::pair<Card, std::optional<Pos>>> revive;
  std::vector<std::pair<Card, Pos>> place;  // materials-to-field positions of hand materials
  std::optional<int> negate;             // link number, from 1
  int link = 0;                          // choose-targets: the link, from 1 (0: the one resolving)
  std::vector<std::pair<CardRef, Card>> reveal;  // face-down field cards named by this event
  std::vector<Card> shown;               // reveal: cards shown from the hand
};

// An action of kind `k` by `player`, its keys not given (target_space.cpp).
DofAction action_of(Kind k, int player);
// Decodes one event; InputError on anything malformed (unknown key, card, position...).
DofAction decode_action(const EventInput& in, const std::vector<std::string>& players);
// The canonical transcript form (sets sorted, defaults omitted).
nlohmann::json encode_action(const DofAction& a, const std::vector<std::string>& players);
std::string ref_text(const CardRef& r, const std::vector<std::string>& players);
// How an action names a field card: by name when known, by field position otherwise.
CardRef ref_of(const Table& t, int controller, const FieldCard& f);

}  // namespace referee::dof
