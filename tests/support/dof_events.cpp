#include "tests/support/dof_events.hpp"

#include <algorithm>

#include "rulespec/draw-of-faith/cards.hpp"

#include "tests/support/transcripts.hpp"

namespace referee::test {

using nlohmann::json;

Replay play(const std::vector<std::string>& players, const json& hands, const Events& events, const json& rulings) {
  return replay_json(dof_transcript(players, hands, json(events), rulings));
}

json rule(const std::string& id, const std::string& option) { return json{{id, option}}; }

bool consulted(const Replay& r, const std::string& id) {
  return r.violation && std::find(r.violation->rulings.begin(), r.violation->rulings.end(), id) != r.violation->rulings.end();
}

// Whole turns in seat order from seats[0]: turn k draws draws[k] (when given), plays played[k]
// and ends; then the next turn begins with its draw (when given) and `then`.
Events turns(const std::vector<std::string>& seats, const std::vector<std::string>& draws,
             const std::vector<Events>& played, const Events& then) {
  Events out;
  std::size_t k = 0;
  for (; k < played.size(); ++k) {
    const std::string& p = seats[k % seats.size()];
    if (k < draws.size()) out.push_back(ev(p, "draw", {{"card", draws[k]}}));
    out.insert(out.end(), played[k].begin(), played[k].end());
    out.push_back(ev(p, "end-turn"));
  }
  if (k < draws.size()) out.push_back(ev(seats[k % seats.size()], "draw", {{"card", draws[k]}}));
  out.insert(out.end(), then.begin(), then.end());
  return out;
}

json summon(const std::string& p, const std::string& card, const std::string& pos, bool face_down) {
  json e = ev(p, "summon", {{"card", card}, {"position", pos}});
  if (face_down) e["face"] = "down";
  return e;
}
json summon_face(const std::string& p, const std::string& card, const std::string& face) {
  return ev(p, "summon", {{"card", card}, {"position", "defense"}, {"face", face}});
}
json attack(const std::string& p, const std::string& attacker, const std::string& target) {
  return ev(p, "attack", {{"attacker", attacker}, {"target", target}});
}
json activate(const std::string& p, const std::string& mechanic, const std::vector<std::string>& materials, json extra) {
  extra["mechanic"] = mechanic;
  extra["materials"] = materials;
  return ev(p, "activate", extra);
}
json pass(const std::string& p) { return ev(p, "pass"); }

// The number (from 1) of the last event of `events`, or of the last one with `action`.
int event_number(const Events& events) { return static_cast<int>(events.size()); }
int event_number(int number) { return number; }
int last_of(const Events& events, const std::string& action) {
  for (std::size_t i = events.size(); i-- > 0;)
    if (events[i]["action"] == action) return static_cast<int>(i) + 1;
  return 0;
}

dof::Card card(const std::string& name) { return *dof::parse_card(name); }

bool in_hand(const dof::Table& t, int p, const std::string& c) {
  const auto& h = t.players[static_cast<std::size_t>(p)].hand;
  return std::any_of(h.begin(), h.end(), [&](const dof::Held& x) { return x.card == card(c); });
}
const dof::FieldCard* on_field(const dof::Table& t, int p, const std::string& c) {
  for (const auto& f : t.players[static_cast<std::size_t>(p)].field)
    if (f.held.card == card(c)) return &f;
  return nullptr;
}
bool in_graveyard(const dof::Table& t, int p, const std::string& c) {
  const auto& g = t.players[static_cast<std::size_t>(p)].graveyard;
  return std::find(g.begin(), g.end(), card(c)) != g.end();
}

json hands2(const std::vector<std::string>& ann, const std::vector<std::string>& bob) {
  return json{{"Ann", ann}, {"Bob", bob}};
}

std::vector<std::string> hand(const dof::Table& t, int p) {
  std::vector<std::string> out;
  for (const auto& h : t.players[static_cast<std::size_t>(p)].hand) out.push_back(h.known() ? dof::card_name(h.card) : "?");
  return out;
}
std::vector<std::string> field(const dof::Table& t, int p) {
  std::vector<std::string> out;
  for (const auto& f : t.players[static_cast<std::size_t>(p)].field)
    out.push_back((f.held.known() ? dof::card_name(f.held.card) : "?") + (f.pos == dof::Pos::attack ? " atk" : " def") +
                  (f.face_down ? " down" : ""));
  return out;
}
std::vector<std::string> graveyard(const dof::Table& t, int p) {
  std::vector<std::string> out;
  for (dof::Card c : t.players[static_cast<std::size_t>(p)].graveyard) out.push_back(dof::card_name(c));
  return out;
}

}  // namespace referee::test
