// Events typed at the interactive judge: a JSON event, or a line in any game's transcript
// vocabulary written as `[PLAYER] ACTION key=value ...` (until the score sheet notation
// exists). Values: `7H` a string, `12` a number, `[7S,7H]` or `7S,7H` a list,
// `{AS:attack,KD:defense}` an object.
//
//   Ann summon card=7H position=attack
//   attack attacker=KS target=Bob:QH          (the player to act)
//   Bob activate mechanic=royal-fusion materials=KH,QS,JD negate=1 destroy=[4D]
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace referee::judgements {

// The event as a transcript event object. `to_act` is the player named when the line does
// not start with a player's name ("" if nobody is to act). Throws std::invalid_argument
// with a message for people on a line that cannot be read.
nlohmann::json parse_event_line(const std::string& line, const std::vector<std::string>& players,
                                const std::string& to_act);

// The event written back in that notation (`Ann summon card=7H position=attack`): what
// parse_event_line reads as the same event. The player first, then the keys in the order
// the JSON library keeps them (alphabetical).
std::string event_line(const nlohmann::json& event);

}  // namespace referee::judgements
