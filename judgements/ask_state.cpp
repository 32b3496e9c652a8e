// legal-actions and result: questions about where the game stands.
#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "judgements/citations.hpp"
#include "judgements/kinds.hpp"
#include "judgements/sensitivity.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/validation.hpp"

namespace referee::judgements {
namespace {

// A listing stops after this many candidates (some rulings make legal actions
// exponentially many); the answer then says it is incomplete. The sensitivity table lists
// again under every option of every consulted ruling, so each of those listings gets a
// tenth of the budget: a judge waits seconds, not minutes, and a row cut short says so.
constexpr std::size_t kCandidateBudget = 200000;
constexpr std::size_t kVariantBudget = kCandidateBudget / 10;

struct ActionList {
  std::map<std::string, std::vector<nlohmann::json>> by_kind;  // events, grouped by action
  std::vector<std::string> keys;                               // canonical, sorted
  std::map<std::string, std::vector<const Section*>> rules;    // by action: the sections behind them
  bool complete = true;
  std::vector<std::uint16_t> consulted;                        // what the listing's checks read
};

// The legal actions; with `events` (and the situation's machine), each also written as a
// transcript event with the rule behind it.
ActionList list_actions(const GameState& state, std::size_t budget, const StateMachine* events) {
  ActionList out;
  ConsultRecorder listing;
  const Listing l = state.for_each_legal_action(
      [&](const Action& a) {
        if (events) {
          nlohmann::json e = state.encode(a);
          const std::string kind = e.value("action", "?");
          // The rule behind each action (a 4-star summon's is not a 1-3 star one's), else its kind's edge.
          const Section* rule = state.rule_of(a);
          if (!rule) rule = allowing_rule(*events, state, kind);
          auto& seen = out.rules[kind];
          if (rule && std::find(seen.begin(), seen.end(), rule) == seen.end()) seen.push_back(rule);
          out.by_kind[kind].push_back(std::move(e));
        }
        out.keys.push_back(state.action_key(a));
        return true;
      },
      budget);
  out.complete = l.complete;
  out.consulted = listing.read().order();
  std::sort(out.keys.begin(), out.keys.end());
  return out;
}

Evaluation actions_evaluation(const ActionList& list) {
  std::string verdict = std::to_string(list.keys.size()) + " legal action" + (list.keys.size() == 1 ? "" : "s") +
                        (list.complete ? "" : " at least (listing cut short)");
  std::string joined;
  for (const auto& k : list.keys) joined += k + "\n";
  return Evaluation{verdict, std::to_string(std::hash<std::string>{}(joined)) + "/" + std::to_string(list.keys.size()),
                    list.consulted};
}

std::string result_line(const GameResult& r, const std::vector<std::string>& players) {
  return describe_outcome(r, players) + (r.summary.empty() ? "" : " (" + r.summary + ")");
}

// Every card name the position shows (in any zone, any player's view): the others are unseen.
void collect_seen(const nlohmann::json& v, std::set<std::string>& out) {
  if (v.is_string()) out.insert(v.get<std::string>());
  else if (v.is_structured())
    for (const auto& x : v) collect_seen(x, out);
}
std::set<std::string> seen_cards(const nlohmann::json& position) {
  std::set<std::string> out;
  collect_seen(position, out);
  return out;
}

// The actions as a score sheet writes them, those that differ only by an unseen card (a
// draw from the deck: one a card) on one line, "Ann: draw ?  (any of 36 unseen cards: ...)",
// where the notation lets the card go unnamed (not a card played, which everyone sees).
std::vector<std::string> written_grouped(const std::vector<nlohmann::json>& events, const std::set<std::string>& seen,
                                         const Situation& s) {
  std::vector<std::string> out;
  std::map<std::string, std::vector<std::string>> unseen;  // the event without its card -> the cards
  std::vector<std::pair<std::string, nlohmann::json>> order;  // groups in the order of their first event
  for (const auto& e : events) {
    const bool hidden = e.contains("card") && e["card"].is_string() && !seen.count(e["card"].get<std::string>());
    if (!hidden) {
      order.emplace_back("", e);
      continue;
    }
    nlohmann::json any = e;
    any["card"] = "?";
    auto& cards = unseen[any.dump()];
    if (cards.empty()) order.emplace_back(any.dump(), any);
    cards.push_back(e["card"].get<std::string>());
  }
  const auto each_alone = [&](const std::string& key, const nlohmann::json& e) {
    for (const std::string& card : unseen[key]) {
      nlohmann::json one = e;
      one["card"] = card;
      out.push_back(sheet::write_action(one, s.game(), s.players()));
    }
  };
  for (const auto& [key, e] : order) {
    if (key.empty()) {
      out.push_back(sheet::write_action(e, s.game(), s.players()));
      continue;
    }
    if (unseen[key].size() == 1) {
      each_alone(key, e);
      continue;
    }
    std::string cards;
    for (const auto& c : unseen[key]) cards += " " + c;
    // A card the notation wants named (one played is seen by everyone) cannot be written "?":
    // those events keep a line each.
    std::string line;
    try {
      line = sheet::write_action(e, s.game(), s.players());
    } catch (const InputError&) {
      each_alone(key, e);
      continue;
    }
    out.push_back(line + "  (any of " + std::to_string(unseen[key].size()) + " unseen cards:" + cards + ")");
  }
  return out;
}

}  // namespace

Answer ask_legal_actions(const Situation& s, const JsonObject& ask) {
  ask.allow_only({"kind", "player"});
  const GameState& state = s.state();
  const int seat = state.to_act();
  const std::string who = seat >= 0 ? s.players()[static_cast<std::size_t>(seat)] : "";
  Answer a;
  a.kind = AskKind::legal_actions;
  if (auto player = ask.optional_string("player"); player && *player != who) {
    if (find_seat(*player, s.players()) < 0) ask.fail("player", unknown_player(*player, s.players()));
    a.verdict = "0 legal actions";
    a.explanation = *player + " has nothing to do now: " + (state.is_over() ? "the game is over" : who + " is to act");
    return a;
  }
  const ActionList list = list_actions(state, kCandidateBudget, &s.machine());
  const Evaluation e = actions_evaluation(list);
  a.verdict = e.verdict;
  a.explanation = state.is_over() ? "the game is over" : who + " is to act, in " +
                                                          std::string(s.machine().words(state.node()));
  nlohmann::json groups = nlohmann::json::object();
  for (const auto& [kind, events] : list.by_kind) {
    groups[kind] = events;
    a.written_actions[kind] = written_grouped(events, seen_cards(state.position_json()), s);
  }
  for (const auto& [kind, rules] : list.rules)
    for (const Section* rule : rules)
      if (std::find(a.citations.begin(), a.citations.end(), rule->title) == a.citations.end()) a.citations.push_back(std::string(rule->title));
  a.details = {{"player", who.empty() ? nlohmann::json(nullptr) : nlohmann::json(who)},
               {"node", std::string(state.node())},
               {"complete", list.complete},
               {"count", list.keys.size()},
               {"actions", groups}};
  const std::vector<std::uint16_t> consulted_rulings = s.with_history(e.consulted);
  a.rulings_consulted = s.rulings()->catalogue().ids(consulted_rulings);
  a.sensitivity = sensitivity(
      s, consulted_rulings, [&](const GameState& st) { return actions_evaluation(list_actions(st, kVariantBudget, nullptr)); }, e);
  return a;
}

Answer ask_result(const Situation& s, const JsonObject& ask) {
  ask.allow_only({"kind"});
  const GameResult r = s.state().result();
  Answer a;
  a.kind = AskKind::result;
  a.verdict = describe_outcome(r, s.players());
  a.explanation = result_line(r, s.players());
  if (r.citation) a.citations.push_back(std::string(r.citation->title));
  a.details = result_json(r, s.players());
  // The score now depends on no ruling by itself, but a transcript's history may: the
  // rulings it read are the ones that could have changed who stands where.
  const std::vector<std::uint16_t> history = s.history_rulings();
  a.rulings_consulted = s.rulings()->catalogue().ids(history);
  auto evaluate = [&](const GameState& st) {
    const GameResult v = st.result();
    const std::string line = result_line(v, s.players());
    return Evaluation{line, line, {}};
  };
  a.sensitivity = sensitivity(s, history, evaluate, evaluate(s.state()));
  return a;
}

}  // namespace referee::judgements
