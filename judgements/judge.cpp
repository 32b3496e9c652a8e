#include "judgements/kinds.hpp"

namespace referee::judgements {

Answer answer_query(const Query& q, const JsonDocument* override_profile) {
  const Situation s = Situation::of(q, override_profile);
  const JsonObject ask = q.ask();
  switch (q.kind) {
    case AskKind::legal_actions: return ask_legal_actions(s, ask);
    case AskKind::is_legal:
      ask.allow_only({"kind", "event"});
      return ask_is_legal(s, ask);
    case AskKind::outcome:
      ask.allow_only({"kind", "event"});
      return ask_outcome(s, ask);
    case AskKind::result: return ask_result(s, ask);
    case AskKind::ruling: return ask_ruling(s, ask);
    case AskKind::rule: return ask_rule(s, ask);
  }
  return {};
}

}  // namespace referee::judgements
