// A Hegemony of Faith position as plain data: each player's role in the sects, hands of
// action and believer cards (as masks: masks.hpp), skill, and the timed effects on them;
// the decks, the graveyard, the turn and its counters, and the result. The rules that act
// on it are in rules.hpp, run as scripts (script.hpp).
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "referee/core/contains.hpp"
#include "referee/core/game.hpp"
#include "referee/core/rulings.hpp"
#include "rulespec/hegemony-of-faith/cards.hpp"
#include "rulespec/hegemony-of-faith/masks.hpp"
#include "rulespec/hegemony-of-faith/rulings.hpp"

namespace referee::hof {

inline constexpr int kMinPlayers = 4;   // 2-1 Type
inline constexpr int kMaxPlayers = 8;
inline constexpr int kHandLimit = 6;    // 4-2 Draw Phase
inline constexpr int kStartActions = 6; // 4-1 Setup
inline constexpr int kStartBelievers = 3;
inline constexpr int kActionsPerTurn = 2;  // 4-2 Action Phase
inline constexpr int kStealsToReturn = 3;  // 6-3.2

enum class Role : std::uint8_t { leader, follower, wanderer };

struct SkillCard {
  Mask may = every(kSkills);  // the skill it may be; one bit once shown
  bool revealed = false;
  bool none = false;          // no skill card at all (none left to draw)
  int used_game = 0;
  int last_use_turn = -1;     // the turn of its latest use (once-per-round skills)
};

struct Player {
  Role role = Role::leader;
  int leader = -1;            // a Follower's Leader
  Pile actions;               // action cards in hand
  Pile believers;             // believer cards in hand (those not set aside)
  Pile fought;                // believers that have fought in the current Faith War or Debate
  SkillCard skill;
  bool impermanence_whole = true;  // Impermanence of Life's condition has held so far
  Mask copied = 0;            // skills this player's Gate of Truth has copied (each once)
  int gate_skill = -1;        // a skill copied by Gate of Truth, usable until this player's next turn
  int gate_uses = 0;          // uses of it left (-1: no limit)
  int steals = 0;             // as a Wanderer (6-3.2)
  int skips = 0;              // turns to skip (Soul-Cutting Sword)
  bool immune_mental = false;    // Eternal Truth, until this player's next turn
  bool immune_physical = false;  // World Peace
  std::vector<int> shielded_mental, shielded_physical;  // members covered (hof.immunity.scope = members-at-activation)
  int hermit_from = -1;       // Purple Hermit's second take is due from this Leader
  bool hermit_by_copy = false;
  int follower_since = -1;    // the turn this player last became a Follower
  int follower_turns = 0;     // own turns begun as a Follower since then (Purple Hermit)
  bool wandered = false;      // has begun a turn as a Wanderer (hof.wanderer.immunity-start)
  int personal_round = 0;     // the turn this player's latest turn began (hof.round.definition)
  int played_round = 0;       // the turn this player's latest turn played began
  int believer_count() const { return static_cast<int>(believers.size() + fought.size()); }
};

// The hidden-card ledgers' bounds (README, "Hidden information"): the exchanges kept for each
// deck and the search's budget. A game is made with them (HegemonyOfFaith's constructor) and
// its tables take them when dealt; only the measuring program tests/benchmarks/hof_unseen_bounds.cpp
// makes a game with other bounds than these.
struct UnseenBounds {
  int believers_kept = 32;  // with Ledger::retire, no self-play game of 500 keeps more open
  int actions_kept = 64;    // 0 of 100 self-play games past it (README); 0: the old generous check
  int nodes = unseen_cards::Budget{}.nodes;
  int exact_nodes = 65536;  // the believers' constraint search, past the other two
  // The action cards' searches: all 78 cards are in play, and self-play's legal-action
  // listing checks every candidate, so a question past them must be cheap (README).
  int action_nodes = 64;
  int action_exact_nodes = 4096;
  // The believers' first search without Budget::lookahead: with it, the record of
  // fixtures/hegemony-of-faith/undecided/ is decided (accepted, as a million constraint nodes
  // accept it without), and the undecided path has no golden left (README).
  bool believers_lookahead = false;
};
unseen_cards::Ledger ledger_of(bool believers, const UnseenBounds& bounds = {});

enum class Stage : std::uint8_t { turn_start, action, steal, over };

struct Result {
  GameStatus status = GameStatus::in_progress;
  int winner = -1;
  std::string ended_by;        // "unification", "impermanence", "settlement", "showdown"
  const Section* citation = nullptr;
  std::string detail;          // for people: the sect totals, the showdown
};

struct Table {
  std::shared_ptr<const Rulings> rulings;
  std::vector<std::string> names;
  std::vector<Player> players;
  std::array<int, kBelieverTypes> pool{};      // believers of each type in this game
  std::array<int, kBelieverTypes> ids{1, 2, 3, 4, 5};  // hof.believer.id-map
  int believer_deck = 0;                       // never rebuilt (5. End of the Game)
  Pile graveyard;                              // bottom first: the top is the back
  Pile removed;                                // out of the game (Zombie Army stand-ins)
  Pile action_deck;                            // order unknown
  Pile used_actions;                           // played and discarded action cards
  Pile skills_out;                             // skill cards out of play (returned, discarded)
  // Cards on their way: believers committed to a confrontation, cards gathered for a
  // redistribution. Counted with the rest while a procedure waits on the next decision.
  Pile limbo_believers;
  Pile limbo_actions;
  // The takes nobody could follow, per deck (referee/core/unseen.hpp): believers keep their
  // latest exchanges (exact); action cards keep none (the relaxation, checked before it
  // forgets: cards_move.cpp).
  unseen_cards::Ledger believer_links = ledger_of(true), action_links = ledger_of(false);
  int first = 0;
  int active = 0;
  int turn = 1;                                // turns begun, skipped ones included
  int last_turn_player = -1;                   // who took the last turn played
  int table_round = 0;                         // the turn the first player's latest turn began
  Stage stage = Stage::turn_start;
  // This turn (4-2 Action Phase).
  int actions_used = 0;
  int extra_actions = 0;                       // Praise of Life
  Mask kinds_used = 0;                         // ActionType bits
  Mask cards_used = 0;                         // ActionKind bits (hof.turn.repeat-granularity = card-name)
  bool attack_played = false;
  bool kaboom_bar = false;                     // no attack card after KABOOM!
  bool everyone_equal_used = false;
  bool deck_ran_out = false;                   // the believer deck was emptied (5. End of the Game)
  bool ending_turn = false;                    // the turn player has declared the end of the turn
  int extra_kind = -1;                         // Praise of Life, several-plays: the kind its extra action took
  bool extra_several = false;                  // hof.praise-of-life.extra-action = several-plays
  Result result;

  const Rulings& r() const { return *rulings; }
  int n() const { return static_cast<int>(players.size()); }
  Player& p(int i) { return players.at(static_cast<std::size_t>(i)); }
  const Player& p(int i) const { return players.at(static_cast<std::size_t>(i)); }
  bool over() const { return stage == Stage::over; }
  int next(int seat) const { return (seat + 1) % n(); }
  // The seats clockwise from `seat`, itself first, for which keep(seat) holds.
  template <class Keep>
  std::vector<int> clockwise(int seat, Keep keep) const {
    std::vector<int> out;
    for (int k = 0; k < n(); ++k)
      if (const int q = (seat + k) % n(); keep(q)) out.push_back(q);
    return out;
  }
  const std::string& name(int seat) const;
  // A turn of `seat` begins (played, or skipped): the rounds of hof.round.definition.
  void turn_played(int seat, bool played);
};

// Every pile of believer or action cards, by the key a position writes it under: the one
// list that the counts, the fit, forget_identities and positions go through, so that a new
// pile is in all of them (each_pile visits the table's, then each player's hands).
template <class Of>
struct PileOf {
  const char* key;
  Pile Of::*pile;
  bool believers;  // else action cards
};
inline constexpr PileOf<Table> kTablePiles[] = {
    {"actions", &Table::action_deck, false},         {"used_actions", &Table::used_actions, false},
    {"graveyard", &Table::graveyard, true},          {"removed", &Table::removed, true},
    {"limbo_believers", &Table::limbo_believers, true}, {"limbo_actions", &Table::limbo_actions, false}};
inline constexpr PileOf<Player> kHandPiles[] = {
    {"actions", &Player::actions, false}, {"believers", &Player::believers, true}, {"fought", &Player::fought, true}};
// f(pile, believers) for each pile of `t` (a Table or a const Table).
template <class T, class F>
void each_pile(T& t, F&& f) {
  for (const auto& d : kTablePiles) f(t.*d.pile, d.believers);
  for (auto& p : t.players)
    for (const auto& h : kHandPiles) f(p.*h.pile, h.believers);
}

// ---- Sects (table.cpp) ----
int leader_of(const Table& t, int player);           // the player's Leader (themself), -1 for a Wanderer
std::vector<int> sect_of(const Table& t, int player); // the Leader first, then Followers in seat order
std::vector<int> followers_of(const Table& t, int leader);
bool same_sect(const Table& t, int a, int b);
int sect_believers(const Table& t, int player);
std::vector<int> leaders(const Table& t);            // in seat order
bool is_wanderer(const Table& t, int player);

// ---- Counting and consistency ----
Pile all_cards(const Table& t, bool believers);  // every believer (or action) card out of the deck
Verdict check_cards_fit(const Table& t);  // unseen.hpp's fit, for all three decks
Verdict check_action_cards_fit(const Table& t);  // the same, for the action deck alone
// The same, on a state about to be accepted: a fit the search left undecided forgets that
// deck's exchanges, so an impossible record is never carried on (no state with no action passing).
Verdict settle_cards_fit(Table& t);
std::vector<int> action_copies();
std::vector<int> skill_copies();
// What a position does not write: every card's identity and the exchanges behind them
// (a table as read from a position).
void forget_identities(Table& t);
// At rest between procedures: the believers' ledger lets go of the exchanges the record can no
// longer tell anything by, and the cards no kept exchange refers to lose their identity.
void retire_exchanges(Table& t);
// A card in limbo reaches its place: removes it from limbo.
void out_of_limbo(Pile& limbo, const Card& card);

}  // namespace referee::hof
