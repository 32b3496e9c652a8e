// The procedures of the rulebook, each a script over a Run (script.hpp), one file per
// area: turn.cpp (4-2 Gameplay), cards_move.cpp (cards between hands, decks and piles,
// with what the record shows of them), sects.cpp (6. surrender, Followers, reversal,
// Wanderers, Unification), confront.cpp (7-3.2 confrontations), attacks.cpp and
// strategy.cpp (7-4 action cards), skills.cpp (7-4 skills and their windows), end.cpp
// (5. end of the game, scoring and showdowns). Every refusal cites the section it applies.
#pragma once

#include <string>
#include <vector>

#include "rulespec/hegemony-of-faith/script.hpp"

namespace referee::hof {

inline constexpr int kEveryone = -2;  // an implied pass closes a window for all still in it

// A window asked of the players in `open` (in seat order) until each has answered or all
// pass at once; `front_only` asks them one at a time. act(m) takes each answer by `verb` (a
// pass takes its player out) and returns true to close the window: then so does ask_each.
// `open` may shrink as answers land (a sect that defended leaves it).
template <class Act>
bool ask_each(Run& r, std::vector<int>& open, Question q, Verb verb, Act&& act, bool front_only = false) {
  while (!open.empty()) {
    q.who = front_only ? Seats{open.front()} : Seats(open);
    const Move& m = r.ask(q);
    if (m.verb == Verb::pass && m.player == kEveryone) break;
    std::erase(open, m.player);
    if (m.verb == verb && act(m)) return true;
  }
  return false;
}

// ---- turn.cpp ----
int hand_limit(const Table& t, int player);   // 6, more with Ascend with Me
void play_action(Run& r, const Move& m);       // one action of the Action Phase
void end_turn(Run& r);
void next_turn(Run& r);

// ---- cards_move.cpp: cards moving, with what the record shows of them ----
// `named` lists what the record says of each card (kinds, kUnseen); its size must be `count`.
void draw_action_cards(Run& r, int player, const std::vector<int>& named, const Section& cite);
// Believers from the deck; returns how many came (the deck may run short).
int draw_believers(Run& r, int player, const std::vector<int>& named, const Section& cite);
// Takes one believer of `type` (or unseen) out of a player's believers; refuses when none may be it.
Card take_believer(Run& r, int player, int type, const Section& cite);
// A card nobody saw, or one seen to be `kind`, leaves `pile`; when the referee cannot tell
// which card left, `links` (the deck's ledger: Table::believer_links, action_links) keeps the
// exchange (referee/core/unseen.hpp). A ledger that keeps none forgets part of the counts, so
// the cards named so far must fit the game's first (2-2 Components).
Card take_unseen_from(Run& r, unseen_cards::Ledger& links, Pile& pile);
bool take_named_from(Run& r, unseen_cards::Ledger& links, Pile& pile, int kind, Card* out = nullptr);
// That check, before a take from `pile` of a card of `kind` (kUnseen) that `links` would forget.
void fit_before_forgetting(Run& r, const unseen_cards::Ledger& links, const Pile& pile, int kind);
void to_graveyard(Table& t, const Card& card);
void revive(Table& t, int player, int count);  // the graveyard's top `count` believers (or fewer) to the player
void discard_action_card(Run& r, int player, int kind, const Section& cite);
// One move's cards (kinds, kUnseen for one nobody saw), the named ones first (Ledger::take_list).
void discard_action_cards(Run& r, int player, const std::vector<int>& kinds, const Section& cite);
std::string cards_text(const std::vector<int>& named, bool believers);
// Asks for the chance outcome `q` (take, lose, draw) of `count` cards and checks its size.
const Move& ask_cards(Run& r, Question q, bool believers);
// `taker` takes `count` believers from `victim` at random (hof.take.selection), the record
// naming them (a chance event, implied unseen).
// With `most` >= 0, any number from `count` to `most` (the record says how many).
std::vector<Card> take_from(Run& r, int taker, int victim, int count, const Section& cite, const char* node,
                            int most = -1);
// `victim` loses `count` believers to the graveyard, at random (chance) or `chosen` by them.
void kill_believers(Run& r, int victim, int count, const Section& cite, const char* node, bool chosen);

// ---- sects.cpp ----
void join_sect(Run& r, int player, int leader, bool gift, const Section& cite);
// The player becomes `leader`'s Follower, with no question asked (join_sect asks them).
void enlist(Table& t, int player, int leader);
void become_wanderer(Run& r, int player);
void become_independent(Run& r, int player);
// The Surrender Phase's process for `player` (6-1): offers, choice, Follower or Wanderer.
// `not_from`: a Leader who may not take them in (the one who let them go).
void surrender(Run& r, int player, int not_from);
// The Follower upkeep at the end of a Follower's turn with no believers (6-2).
void upkeep(Run& r, int follower);
// After anything resolves: reversal of stance (6-2.1) and Unification (5-1).
void settle_sects(Run& r);
// Impermanence of Life's condition broken by `player` (hof.impermanence.violation).
void break_impermanence(Run& r, int player);
bool check_unification(Run& r);

// ---- skills.cpp ----
// Whether `player` may be holding `skill` usable now (hidden, or shown; unsealed; uses left).
bool may_use_skill(const Table& t, int player, int skill, bool copy_ok = true);
// Uses it: reveals it (checked against the cards), counts the use.
void use_skill(Run& r, int player, int skill, const Section& cite);
void own_turn_skill(Run& r, const Move& m);        // a skill used as the turn player's move
bool karma_window(Run& r, const std::vector<int>& fighting_sects, const char* node);  // odd flips turn it round
// The Prophet's predictions on a draw of `count` believers: for each card drawn, who
// predicted it (-1 for nobody) and the type named.
struct Prophecy {
  int prophet = -1;
  int guess = -1;
};
std::vector<Prophecy> prophet_window(Run& r, int drawer, int count);
// A draw of believers from the deck by `drawer` that The Prophet may predict (Have a
// Charity, Divine Inspiration; hof.prophet.timing).
void recruit(Run& r, int drawer, int count, const Section& cite);
// Holy Rebirth after deaths (per player: believers that died): `step` for one step of a
// longer card (a Faith War pairing), `card` for the whole card's total, `both` for a card of
// one step (hof.holy-rebirth.trigger counts steps or whole cards).
enum class Deaths : std::uint8_t { step, card, both };
void rebirth_window(Run& r, const std::vector<int>& deaths, Deaths scope = Deaths::both);
void ascend_window(Run& r, int follower, int drawn);
void start_of_turn_skills(Run& r, int player);     // expiries, Purple Hermit's second take
bool immune(const Table& t, int player, ActionType attack);

// ---- confront.cpp ----
enum class Clash : std::uint8_t { win, lose, draw };
Clash compare(const Table& t, int a, int b);       // a against b (7-3.2, hof.believer.*)
bool adjacent_win(const Table& t, int winner, int loser);  // the Faith War bonus
// A commit of one side: which believer of which member.
struct Committed {
  int commander = -1;
  int supplier = -1;
  int type = -1;
  bool zombie = false;
  Card card;
};
void one_against_many(Run& r, int attacker, int card);            // Conspiracy, Martyrdom
void faith_war(Run& r, int attacker, int target_sect, bool showdown);
void faith_debate(Run& r, int attacker, int target_sect, int count);
// 5-2: one performance of the showdown's Martyrdom, each player with their own believers.
void showdown_martyrdom(Run& r, int performer, const std::vector<int>& others);
// Who commands a side and who may supply its believers (hof.sect.united-pool).
int commander_of(const Table& t, int card_player, bool attacking);
std::vector<int> suppliers_of(const Table& t, int card_player, bool attacking);

// ---- attacks.cpp, strategy.cpp ----
void play_card(Run& r, const Move& m);
// 8. Q&A: Breaking Faith: `who` may answer `from` with a Breaking Faith (`only` refuses another
// card); whether they did.
bool breaking_faith_answer(Run& r, int who, int from, const char* only);
// The defense window after an attack card (hof.defense.rules): the sects still attacked
// (by their Leaders), and the players a self-only defense shields.
struct Defended {
  std::vector<int> facing;
  std::vector<int> shielded;
};
Defended defense_window(Run& r, int attacker, const std::vector<int>& sects, ActionType kind);

// ---- end.cpp ----
void end_game(Run& r);
void win(Table& t, int player, const char* how, const Section& cite, std::string detail);

// ---- shared checks ----
std::vector<int> other_sects(const Table& t, int player);   // the Leader of each other sect, clockwise; no Wanderers
// Who receives what `member` takes or wins (hof.take.recipient): the member, or their sect's Leader.
int recipient(const Table& t, int member);
// Whether an attack card, another action card or a skill may reach `target`: a Wanderer is
// out of reach (hof.wanderer.immunity-scope, hof.wanderer.immunity-start).
enum class Reach : std::uint8_t { attack, card, skill };
bool reachable(const Table& t, int target, Reach how);
// The target of a card or skill aimed at another player: one within reach, and outside the
// user's sect under hof.target.scope = players-outside-sect.
int aimed_target(Run& r, const Move& m);

}  // namespace referee::hof
