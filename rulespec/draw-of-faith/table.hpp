// The state of a Draw of Faith game as plain data: zones, counters, the chain, hidden
// cards. Rules live in the files named after them (turn.cpp, battle.cpp, chain.cpp, ...),
// as free functions over a Table.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/contains.hpp"
#include "referee/core/game.hpp"
#include "referee/core/hidden_cards.hpp"
#include "rulespec/draw-of-faith/cards.hpp"
#include "rulespec/draw-of-faith/rulings.hpp"

namespace referee::dof {

enum class Pos : std::uint8_t { attack, defense };
std::string_view to_string(Pos p);

enum class Phase : std::uint8_t { draw, main, battle, window, targets, tiebreak, over };

enum class Mechanic : std::uint8_t { royal_fusion, ace_fusion, numbers_combo, ace_face, numbers_ace, five_of_a_kind };
inline constexpr int kMechanics = 6;
std::string_view to_string(Mechanic m);
const Section& section_of(Mechanic m);

// A card in a hand or on the field. `uid` names this card for the whole game; `card` is
// its identity once known; `placeholder` is its HiddenCards id if it was ever unknown.
struct Held {
  int uid = -1;
  Card card = -1;
  int placeholder = -1;
  bool known() const { return card >= 0; }
};

struct FieldCard {
  Held held{};
  Pos pos = Pos::attack;
  bool face_down = false;
  int owner = -1;            // whose graveyard it goes to
  int arrived_turn = 0;      // the turn it came to the field ("summoned")
  int changed_turn = 0;      // the last turn its position changed
  int attacks_this_turn = 0;
  int attack_turn = 0;       // the turn attacks_this_turn counts
  bool spent_material = false;  // materials-to-field-once
  // A card summoned face down as "?" is one of the unknown cards then in the hand, but the
  // record does not say which: these are their placeholders, with which it may still trade
  // identities (hidden.cpp).
  std::vector<int> hand_mates{};
};

struct PlayerState {
  std::vector<Held> hand;
  std::vector<FieldCard> field;   // left to right in order of arrival ("Ann#1" is the first)
  std::vector<Card> graveyard;
  long long points = 0;
  int turns_taken = 0;
  bool deck_out = false;          // could not draw under dof.draw.empty-deck = lose
  // Counters of the player's own current turn.
  bool placement_used = false;
  int normal_summons = 0;
  int activations = 0;            // first links made this turn
  int position_changes = 0;
  // Activations since the start of this player's last turn (dof.special.per-turn = one-total).
  int activations_in_cycle = 0;
};

enum class LinkKind : std::uint8_t { activation, summon, attack, position_change };

struct MaterialOrigin {
  Held held;
  bool from_field = false;
  FieldCard field_state;          // when from the field, as it was
};

struct ReviveTarget {
  Card card = -1;
  Pos pos = Pos::attack;
};

// One link of a chain (Special Mechanics 7: Chain Link).
struct Link {
  LinkKind kind = LinkKind::activation;
  int player = -1;
  Mechanic mechanic = Mechanic::royal_fusion;
  std::vector<MaterialOrigin> materials{};
  std::vector<int> destroy{};          // uids of target field cards
  std::vector<ReviveTarget> revive{};
  std::vector<int> negate{};           // chain indexes this link negates
  bool targets_pending = false;        // dof.effects.targeting-time = on-resolution
  bool negated = false;
  bool placement = false;              // this link was the turn's placement
  int subject = -1;                    // uid: summoned card, attacker, or card changing position
  int target = -1;                     // uid: attack target
};

// Who may respond to the top link, in order (dof.chain.priority).
struct Window {
  std::vector<int> order;
  std::size_t next = 0;
  Phase resume = Phase::main;          // the phase the chain was opened in
};

struct Tiebreak {
  std::vector<int> contenders;         // in seat order from the first player
  std::vector<Card> drawn;             // this round, parallel to contenders; -1 not yet
  std::uint64_t pile_seen = 0;         // cards already drawn from the separate pile
  std::string cause;                   // "points" or "five-of-a-kind"
};

struct Outcome {
  GameStatus status = GameStatus::in_progress;
  std::vector<int> winners;
  std::string ended_by;
  std::string summary;
  const Section* citation = nullptr;
};

enum class Zone : std::uint8_t { unseen, hand, field, graveyard };
struct Whereabouts {
  Zone zone = Zone::unseen;
  std::int8_t player = -1;
};

// What a player held at a Five of a Kind check while some of it was unknown, so that a
// later reveal can be checked against it (five.cpp).
struct FiveSnapshot {
  int event = 0;
  int player = -1;
  std::array<std::int8_t, kSuits> hand_known{};
  std::array<std::int8_t, kSuits> field_known{};
  std::vector<int> hand_unknown;   // placeholder ids
  std::vector<int> field_unknown;
};

struct Table {
  std::shared_ptr<const Rulings> rulings;
  std::vector<std::string> names;
  int n = 0;
  std::vector<PlayerState> players;
  int first = 0;
  int active = 0;
  int turn = 0;                        // turns so far, the current one included
  Phase phase = Phase::main;
  std::string_view node = "setup";     // state machine node
  int deck = kDeckSize;                // cards left in the shared deck
  bool depleted = false;
  int extra_round_turns = -1;          // dof.end.depletion = extra-round: turns each must reach
  bool attack_declared = false;        // this turn
  int named_opponent = -1;             // dof.battle.multiplayer-target = one-opponent-per-turn
  std::vector<Link> chain;
  Window window;
  int resolving = -1;                  // chain index waiting for choose-targets
  Tiebreak tiebreak;
  Outcome outcome;
  std::array<Whereabouts, kDeckSize> where{};
  HiddenCards hidden{std::vector<int>(kDeckSize, 1)};
  std::vector<FiveSnapshot> snapshots;
  std::size_t settled = 0;             // snapshots whose lessons are in `hidden`
  int events = 0;                      // game events applied (reveals excluded)
  int turn_first_event = 0;            // `events` when the current turn began
  int next_uid = 0;

  const Rulings& r() const { return *rulings; }
  bool over() const { return phase == Phase::over; }
  int next_seat(int p) const { return (p + 1) % n; }
  int prev_seat(int p) const { return (p + n - 1) % n; }
  const std::string& name(int p) const { return names[static_cast<std::size_t>(p)]; }
  PlayerState& p(int i) { return players[static_cast<std::size_t>(i)]; }
  const PlayerState& p(int i) const { return players[static_cast<std::size_t>(i)]; }
};

// Moves the state machine and records the move when tracing.
class Mover {
 public:
  Mover(Table& t, std::vector<Step>* trace) : t_(t), trace_(trace) {}
  void to(std::string_view node, std::string_view on);
  Table& table() { return t_; }

 private:
  Table& t_;
  std::vector<Step>* trace_;
};

// ---- Queries over the table (table.cpp) ----
FieldCard* find_on_field(Table& t, int uid, int* controller = nullptr);
const FieldCard* find_on_field(const Table& t, int uid, int* controller = nullptr);
int field_index(const Table& t, int player, int uid);  // -1 if absent
std::string describe_card(const Held& h);                 // "7H" or "?"
std::string describe_field_card(const Table& t, int controller, const FieldCard& f);
std::string where_text(const Table& t, Card c);           // "in Ann's hand"
Held new_held(Table& t, Card card);                       // a new card instance
void set_where(Table& t, const Held& h, Zone z, int player);
void to_graveyard(Table& t, int owner, const Held& h);    // the card must be known

}  // namespace referee::dof
