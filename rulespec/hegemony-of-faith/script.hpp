// The rules as scripts. A turn of Hegemony of Faith is a chain of decisions by several
// players: the turn player's actions, the defenses of the sects attacked, the believers
// each side commits, Karma Reversed before a showing, the Leaders' answers to a surrender,
// and chance (the cards drawn or taken). Each procedure of the rulebook is written as
// straight-line code that asks for the next decision (Run::ask); the answers are the
// record's events, in order.
//
// A game state is the table at its last rest point (the turn player choosing an action,
// a Wanderer choosing a steal) and the answers given since. To judge an event, the
// procedure is run again from the rest point with the answers and the event: it either
// reaches the next question (the event was legal), or refuses the event with the reason
// and the rule (Refused). Nothing is ever half-applied.
#pragma once

#include <algorithm>
#include <array>
#include <initializer_list>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "rulespec/hegemony-of-faith/table.hpp"

namespace referee::hof {

// What an event does: the transcript's "action", in the order of notation.cpp's actions
// (which name them).
enum class Verb : std::uint8_t {
  draw, play, discard, skill, end_turn, pass, defend, commit, take, lose, deal, steal, accept, refuse, join, wander,
  give, found
};
std::string_view verb_name(Verb v);

inline constexpr int kUnseen = -1;  // a card the record does not name ("?")

// One decoded event. Which fields mean something depends on the verb (action_codec.cpp).
struct Move {
  Verb verb = Verb::pass;
  int player = -1;
  int card = -1;                 // an action card kind (play, defend, give)
  int skill = -1;                // skill: which; draw: the new skill card (kUnseen if not shown)
  int target = -1;               // a player (deal: the player dealt to)
  int type = -1;                 // a believer type: Witch Hunt's, a commit, a guess, a sacrifice, a steal
  int count = -1;                // Faith Debate's number of confrontations
  int from = -1;                 // commit: the supplier; take, steal: the victim
  int leader = -1;               // join
  bool zombie = false;           // commit: a graveyard stand-in (Zombie Army)
  int copy = -1;                 // skill gate-of-truth: the skill copied
  std::vector<int> cards{};      // action card kinds or kUnseen (draw, discard, play's discards, seen cards)
  std::vector<int> believers{};  // believer types or kUnseen (draw, take, lose, seen believers, picks)
  bool has_cards = false, has_believers = false, has_skill = false;
  // The cards the event names (and that it names them).
  void set_cards(std::vector<int> v) { cards = std::move(v), has_cards = true; }
  void set_believers(std::vector<int> v) { believers = std::move(v), has_believers = true; }
  bool operator==(const Move&) const = default;
};

// What the game waits for. `node` is the state machine node (spec.cpp).
enum class Ask : std::uint8_t {
  action,       // the turn player's next action (a rest point)
  steal,        // a Wanderer's turn (a rest point)
  draw,         // chance: the action cards drawn
  believers,    // chance: believer cards drawn from the deck
  ascend,       // window: a Leader with Ascend with Me may draw as many
  prophet,      // window: The Prophet may predict a draw
  defense,      // window: the attacked sects may defend
  counter,      // window: Breaking Faith's target may answer with one
  commit,       // each side commits a believer
  karma,        // window: Karma Reversed before a showing
  take,         // chance: which believers are taken
  lose,         // chance: which believers die
  deal,         // chance: a redistribution's result
  rebirth,      // window: Holy Rebirth after three deaths
  offer,        // window: Leaders offer to take in a surrendering player
  join,         // the surrendering player picks a sect
  upkeep,       // a Leader keeps or lets go a Follower with no believers
  gift,         // chance: the believer a Leader gives
  give,         // chance: the action card a Secret Alliance target gives
  consent,      // window: Secret Alliance's target agrees (target-consents)
  reversal,     // window: a new Leader takes back the old one
  found,        // a Wanderer with three steals may come back (optional)
  hand_limit,   // chance: the action cards discarded down to the limit
  new_skill,    // chance: a new skill card drawn
  confess,      // window: a hidden Impermanence of Life is shown as its condition breaks
  claim,        // window: Impermanence of Life claims the win at the end
};

// Who may answer a question, inline: a Question then has nothing to destroy, so the frames a
// Halt unwinds through (an event's rerun ends in one unless drive() rests at a question of its
// own: Run::rests_at) need no cleanup for the question they asked.
class Seats {
 public:
  Seats() = default;
  Seats(std::initializer_list<int> seats) {
    for (int s : seats) push_back(s);
  }
  explicit Seats(const std::vector<int>& seats) {
    for (int s : seats) push_back(s);
  }
  void push_back(int seat) {
    if (n_ == seats_.size()) throw std::logic_error("hegemony-of-faith: more than kMaxPlayers may answer");
    seats_[n_++] = seat;
  }
  bool empty() const { return n_ == 0; }
  std::size_t size() const { return n_; }
  int front() const { return seats_[0]; }
  int operator[](std::size_t i) const { return seats_[i]; }
  const int* begin() const { return seats_.data(); }
  const int* end() const { return seats_.data() + n_; }
  std::vector<int> list() const { return {begin(), end()}; }
  bool operator==(const std::vector<int>& seats) const { return std::equal(begin(), end(), seats.begin(), seats.end()); }

 private:
  std::array<int, kMaxPlayers> seats_{};
  std::size_t n_ = 0;
};

struct Question {
  Ask ask = Ask::action;
  const char* node = "";         // the state machine node (a literal: steps point at it)
  Seats who{};                   // who may answer
  int count = 0;                 // cards to draw, take, lose or discard
  int most = -1;                 // when >= 0: any number from `count` to `most`
  int from = -1;                 // the player cards come from
  int to = -1;                   // the player they go to
  int believer_kind = -1;        // lose: the type dying (Witch Hunt), or -1 for any (KABOOM!)
  bool of_believers = false;     // deal: believer cards (else action cards)
  bool predicted = false;        // believers: The Prophet named a card of this draw
  bool top = false;              // a rest point
  bool optional = false;         // a window: leaving it unanswered passes
  bool chance = false;           // an outcome the record may leave unseen
  const Section* section = nullptr;
};

// The answers ran out: the game waits for `question`. The table as it is asked is the Run's
// own (HofState::run keeps the Run outside its try, and no frame unwound changes the table),
// so the exception carries no copy of it.
struct Halt {
  Question question;
};
struct Refused {
  Verdict verdict;
};

// The reads so far only led to the judged answer: they no longer count for its verdict
// (the recorder judge_event opened; the enclosing ones, such as a replay's, keep them).
inline void restart_consults() {
  if (ConsultRecorder* r = ConsultRecorder::innermost()) r->restart();
}

class Run {
 public:
  // `judged`: the index of the answer being judged. The rulings read once the answer before
  // it has been handed out (what it set off, the question the judged one answers, the
  // judged one's own effects) are the verdict's; those read before only led there.
  Run(Table table, const std::vector<Move>& answers, std::size_t judged = static_cast<std::size_t>(-1))
      : t(std::move(table)), answers_(answers), judged_(judged) {
    if (judged_ == 0) restart_consults();
  }
  Table t;

  // The next answer, which must answer `q` (else Refused); Halt when the answers ran out.
  const Move& ask(const Question& q);
  // For a question asked where the procedure can simply return (drive()'s own rest points):
  // whether the answers ran out at `q`, which the game then waits for (waiting()) as a Halt
  // would say, with nothing to unwind. An exception per judged event was an eighth of a
  // validation's time.
  bool rests_at(const Question& q) {
    if (used_ < answers_.size()) return false;
    waiting_ = q;
    waits_ = true;
    return true;
  }
  // The question rests_at() stopped at, if it did.
  const Question* waiting() const { return waits_ ? &waiting_ : nullptr; }
  // Each answer taken, with the node that asked for it and the turn it was asked in: the
  // moves of the state machine (HofState::settle).
  struct Answered {
    const char* node;
    Verb verb;
    int turn;
  };
  const std::vector<Answered>& path() const { return path_; }
  [[noreturn]] void refuse(std::string reason, const Section& rule) const;
  // What the last answer made happen, for people (HofState::what_happens): set only when a
  // judge asks, so that a replay builds no sentence.
  std::vector<std::string>* told = nullptr;
  bool telling() const { return told && used_ == answers_.size(); }

 private:
  const std::vector<Move>& answers_;
  std::size_t judged_;
  std::size_t used_ = 0;
  std::vector<Answered> path_;
  Question waiting_{};
  bool waits_ = false;
};

// The skill a window is for (-1: none).
int window_skill(Ask a);
// Whether `m` answers `q`: by one of those who may, with an event that fits.
bool accepts(const Question& q, const Move& m);

// What the game waits for, for people: "Bob's defense (defend or pass)".
std::string describe(const Question& q, const Table& t);

// Runs the game from `t.stage` until it needs an answer (Halt, or at a rest point of its own a
// return with Run::waiting() set) or is over (returns).
void drive(Run& r);

}  // namespace referee::hof
