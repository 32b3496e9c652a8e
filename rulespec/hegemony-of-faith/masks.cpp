#include "rulespec/hegemony-of-faith/masks.hpp"

namespace referee::hof {
namespace {

// With no ledger to keep an exchange, the cards keep only the relaxation's domains.
void untie(Pile& pile, const unseen_cards::Ledger& scratch) {
  if (scratch.empty()) return;
  for (Card& c : pile) c.id = 0;
}

}  // namespace

bool take_named(Pile& pile, int kind) {
  unseen_cards::Ledger scratch;
  const bool ok = scratch.take_named(pile, kind);
  untie(pile, scratch);
  return ok;
}

Card take_unseen(Pile& pile) {
  unseen_cards::Ledger scratch;
  Card c = scratch.take_any(pile);
  untie(pile, scratch);
  c.id = 0;
  return c;
}

}  // namespace referee::hof
