// hero-duel's card sets: their schema (cards.schema.json, compiled in), the effect
// vocabulary (the shared words plus hero-duel's hooks and flags) and the game's own card
// rules (Match Structure; Hero Rules; Summoning Rules).
#pragma once

#include "referee/cards/card_rules.hpp"

namespace referee::hd {

const cards::CardRules& card_rules();

}  // namespace referee::hd
