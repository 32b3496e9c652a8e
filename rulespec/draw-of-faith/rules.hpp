// The rules of Draw of Faith as free functions over a Table, one file per rule area.
// Each check returns a Verdict citing the section it implements; each apply assumes its
// check passed and moves the state machine through a Mover.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "rulespec/draw-of-faith/action.hpp"
#include "rulespec/draw-of-faith/table.hpp"

namespace referee::dof {

// ---- rules.cpp: dispatch ----
Verdict check_action(const Table& t, const DofAction& a);
void apply_action(Table& t, const DofAction& a, Mover& m);
// Passes the record leaves unwritten before `a` (chain.cpp).
std::vector<DofAction> implied_passes(const Table& t, const DofAction& a);

// ---- hidden.cpp: naming cards, hidden cards and reveals ----
// A card the player names from their own hand or field.
struct OwnCard {
  bool on_field = false;
  int index = -1;          // in the hand or on the field
  Card card = -1;          // its identity (known, or revealed by naming it)
};
// Finds card `c` in `player`'s hand: a known card there, or an unknown hand card it can be.
Verdict find_in_hand(const Table& t, int player, Card c, int& index, const Section& cite);
// Resolves a reference to a card on some field.
Verdict resolve_field(const Table& t, const CardRef& r, int& controller, int& index, std::string_view role);
// Resolves a reference to a card in the player's own hand or on their own field.
Verdict resolve_own(const Table& t, int player, const CardRef& r, OwnCard& out, const Section& cite);
// Whether an unknown card (placeholder) can be `c` (unseen, matching, Five of a Kind history).
Verdict check_reveal(const Table& t, int placeholder, Card c, bool declaring);
// Binds an unknown card to `c` wherever it is.
void reveal(Table& t, Held& h, Card c, Zone zone, int player);
// Binds the unknown card at `index` in the player's hand (or on the controller's field) to
// `c`, first trading identities with a face-down "?" card when only that fits the record.
// The caller has checked that it can (find_in_hand, check_field_reveal).
void name_in_hand(Table& t, int player, int index, Card c);
void name_on_field(Table& t, int controller, int index, Card c);
// A known card comes from the deck (a draw): it must be unseen.
Verdict check_see(const Table& t, Card c, const Section& cite);
void see(Table& t, Card c);
// The "reveal" map of an event: face-down field cards named.
Verdict check_event_reveals(const Table& t, const DofAction& a, int owner_only);
void apply_event_reveals(Table& t, const DofAction& a);
// The reveal event.
Verdict check_reveal_event(const Table& t, const DofAction& a);
void apply_reveal_event(Table& t, const DofAction& a, Mover& m);
// Whether a field card may be treated as known by this event (face-down unknown cards
// must be named when they turn face up).
Verdict require_known(const Table& t, int controller, const FieldCard& f, std::string_view why);

// ---- five.cpp: Five of a Kind ----
// dof.five-of-a-kind.zone: where a five is counted, each place on its own: the hand and the
// field together, one of them, or either of the two.
struct FivePlace {
  bool hand;
  bool field;
};
std::span<const FivePlace> five_places(FiveZone zone);
enum class FiveMoment { deal, event, draw, turn_start };
// The check after a game event (dof.five-of-a-kind.timing); may end the game.
void five_check(Table& t, Mover& m, FiveMoment moment, int drawer = -1);
// Whether `player` holds five of a suit in known cards, under dof.five-of-a-kind.zone.
std::optional<Suit> five_of_a_kind(const Table& t, int player);
std::optional<Suit> five_of_a_kind(const Table& t, int player, FiveZone zone);  // as told, unrecorded
// Applies what the game's continuing teaches about unknown cards (snapshots before `event`).
void settle_snapshots(Table& t, int before_event, bool all);
// After a reveal event: a Five of a Kind that the player held at the last check, now shown.
void declare_five_from_reveal(Table& t, Mover& m, int player);
// The players among `candidates` holding Five of a Kind in known cards.
std::vector<int> five_holders(const Table& t, const std::vector<int>& candidates);
// Whether the checks before `before_event` that are not settled yet teach something new.
bool lessons_pending(const Table& t, int before_event);
// A check before `before_event` at which a player surely held five of a suit, whatever
// their unknown cards are (more unknown cards than room below five in every suit).
std::optional<FiveSnapshot> surely_five(const Table& t, int before_event);
// For a placeholder bound to `c`: the first recorded check at which its holder would have
// had Five of a Kind; -1 if none.
int five_conflict(const Table& t, int placeholder, Card c, int& player, Suit& suit);

// ---- turn.cpp: draw, phases, end of turn, end of game ----
void begin_turn(Table& t, Mover& m, int player, std::string_view on);
Verdict check_draw(const Table& t, const DofAction& a);
void apply_draw(Table& t, const DofAction& a, Mover& m);
Verdict check_end_main(const Table& t, const DofAction& a);
void apply_end_main(Table& t, Mover& m);
Verdict check_end_turn(const Table& t, const DofAction& a);
void apply_end_turn(Table& t, Mover& m);
Verdict check_turn_player(const Table& t, int player, const Section& cite);
// Whether this is turn 1 and dof.turn.first-turn leaves out its draw (`draw`) or its battle.
bool first_turn_without(const Table& t, bool draw);
void end_game(Table& t, Mover& m, std::vector<int> winners, std::string ended_by, std::string summary,
              const Section& why, std::string_view on);
// Most points wins; a tie goes to the tiebreaker (Victory Conditions).
void finish_by_points(Table& t, Mover& m, const std::string& cause, std::string_view on);

// ---- tiebreak.cpp ----
void start_tiebreak(Table& t, Mover& m, std::vector<int> contenders, std::string cause, std::string_view on);
Verdict check_tiebreak_draw(const Table& t, const DofAction& a);
void apply_tiebreak_draw(Table& t, const DofAction& a, Mover& m);
int tiebreak_next(const Table& t);  // seat of the contender to draw, -1 if none

// ---- summon.cpp, position.cpp ----
Verdict check_summon(const Table& t, const DofAction& a);
void apply_summon(Table& t, const DofAction& a, Mover& m);
bool summon_face_down(const Table& t, const DofAction& a);
Verdict check_change_position(const Table& t, const DofAction& a);
void apply_change_position(Table& t, const DofAction& a, Mover& m);
void change_position_now(Table& t, int uid);

// ---- battle.cpp ----
Verdict check_attack(const Table& t, const DofAction& a);
void apply_attack(Table& t, const DofAction& a, Mover& m);
void resolve_battle(Table& t, int attacker_uid, int target_uid);
// Destroys a field card: to its owner's graveyard.
void destroy_field_card(Table& t, int controller, int index);
bool opponent_allowed(const Table& t, int attacker, int opponent);
std::string_view phase_node(Phase p);

// ---- recipes.cpp: which materials make which mechanic ----
Verdict check_recipe(const Table& t, Mechanic m, const std::vector<Card>& materials);
bool recipe_fits(const Table& t, Mechanic m, const std::vector<Card>& materials);  // no messages
// The player's known cards in hand and on the field, sorted: what materials can be.
std::vector<Card> material_pool(const Table& t, int player);
// Every material set of the material pool that fits some mechanic's recipe under the
// rulings (material_sets.cpp); `emit` returns false to stop. Under
// dof.special.exact-materials = superset-allowed, `exact` leaves out the sets padded with
// extra cards (there are exponentially many); `with_supersets` lists them too.
// `wanted` leaves out mechanics the caller already knows cannot be activated.
enum class MaterialSets { exact, with_supersets };
bool for_each_material_set(const Table& t, int player, MaterialSets which,
                           const std::function<bool(Mechanic, const std::vector<Card>&)>& emit,
                           const std::function<bool(Mechanic)>& wanted = {});

// ---- special.cpp: activations and their targets ----
Verdict check_activate(const Table& t, const DofAction& a);
// The part of check_activate that does not look at materials or targets: whether this
// player may activate this mechanic now, with this negation (Chain Link, Card Limit).
Verdict check_activation_timing(const Table& t, const DofAction& a);
void apply_activate(Table& t, const DofAction& a, Mover& m);
Verdict check_choose_targets(const Table& t, const DofAction& a);
void apply_choose_targets(Table& t, const DofAction& a, Mover& m);
bool mechanic_destroys(Mechanic m);
bool mechanic_revives(Mechanic m);
bool mechanic_negates(Mechanic m);

// ---- chain.cpp: reaction windows and resolution ----
void open_window(Table& t, Mover& m, Link link, std::string_view on);
int priority_holder(const Table& t);  // -1 when no window is open
int player_to_act(const Table& t);    // the seat the game waits for, -1 once it is over (game.cpp)
Verdict check_pass(const Table& t, const DofAction& a);
void apply_pass(Table& t, Mover& m);
void resolve_chain(Table& t, Mover& m);
bool responds_to(const Table& t, LinkKind kind);  // dof.chain.respond-to-what

// ---- describe.cpp ----
std::string position_text(const Table& t);
std::string outcome_summary_points(const Table& t);

}  // namespace referee::dof
