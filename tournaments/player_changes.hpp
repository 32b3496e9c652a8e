// What a drop or a re-entry does, in the organizer's words: the round it takes effect, and
// where the player still sits when the latest round is paired but not played (a drop made
// then takes effect in that round only if it is paired again: take_back_last_round).
#pragma once

#include <string>

#include "tournaments/model.hpp"
#include "tournaments/settings.hpp"

namespace referee::tournaments {

// After drop_player: "Greta dropped: ..." (how the event goes on without them).
std::string drop_effect(const Event& e, const EventSettings& s, PlayerId id);
// After reenter_player: "Greta re-entered: ...".
std::string reenter_effect(const Event& e, const EventSettings& s, PlayerId id);

}  // namespace referee::tournaments
