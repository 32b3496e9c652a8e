// Listing legal actions as a move generator: a game offers candidate actions (a superset of
// what is legal) and Candidates keeps the ones its check accepts. Candidates owns what every
// game's listing needs and none should write again: the budget of candidates examined, the
// visitor's stop, and how far the listing went.
#pragma once

#include <cstddef>
#include <functional>

namespace referee {

class Action;

// Called for each legal action; return false to stop the enumeration.
using ActionVisitor = std::function<bool(const Action&)>;

// How far a listing went. Some rulings make the legal actions exponentially many (any
// superset of a fusion recipe, say), so a listing can be given a budget of candidates to
// examine, and then says whether it saw everything.
struct Listing {
  static constexpr std::size_t kUnlimited = static_cast<std::size_t>(-1);
  bool complete = true;        // false if the visitor stopped it or the budget ran out
  std::size_t candidates = 0;  // candidate actions examined
};

class Candidates {
 public:
  using Check = std::function<bool(const Action&)>;
  Candidates(Check legal, const ActionVisitor& visit, std::size_t budget = Listing::kUnlimited)
      : legal_(std::move(legal)), visit_(visit), budget_(budget) {}

  // Checks `a` and visits it if it is legal. False once the listing is over (the visitor
  // said stop, or the budget is spent): a generator stops at the first false.
  bool offer(const Action& a) {
    if (!examine()) return false;
    if (legal_(a) && !visit_(a)) stopped_ = true;
    return !stopped_;
  }
  // A candidate the game refused itself, cheaply, before building it: it counts toward the
  // budget as if offered. False once the listing is over.
  bool refuse() { return examine(); }

  bool stopped() const { return stopped_; }
  Listing listing() const { return Listing{!stopped_, examined_}; }

 private:
  bool examine() {
    if (stopped_) return false;
    if (examined_ == budget_) return !(stopped_ = true);
    ++examined_;
    return true;
  }

  Check legal_;
  const ActionVisitor& visit_;
  std::size_t budget_;
  std::size_t examined_ = 0;
  bool stopped_ = false;
};

}  // namespace referee
