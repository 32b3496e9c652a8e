// The kinds of question a judge can ask (interface.md, "Judge query"), each answered with
// its citations, the rulings it consulted and, where a game state is involved, the
// sensitivity table.
#pragma once

#include "judgements/answer.hpp"
#include "judgements/situation.hpp"

namespace referee::judgements {

// ask_event.cpp: {"event": {...}} in the game's transcript vocabulary.
Answer ask_is_legal(const Situation& s, const JsonObject& ask);
Answer ask_outcome(const Situation& s, const JsonObject& ask);
// ask_state.cpp
Answer ask_legal_actions(const Situation& s, const JsonObject& ask);
Answer ask_result(const Situation& s, const JsonObject& ask);
// ask_reference.cpp: {"id": RULING} and {"section": TITLE or ID}
Answer ask_ruling(const Situation& s, const JsonObject& ask);
Answer ask_rule(const Situation& s, const JsonObject& ask);

// The whole query: its situation, then its kind.
Answer answer_query(const Query& q, const JsonDocument* override_profile);

}  // namespace referee::judgements
