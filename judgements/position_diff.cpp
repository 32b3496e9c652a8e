#include "judgements/position_diff.hpp"

#include <algorithm>
#include <map>

namespace referee::judgements {
namespace {

using json = nlohmann::json;

struct Place {
  std::string player, zone;
  json entry;  // the card as the position writes it
  std::string text(const TableWords& w) const { return player + "'s " + std::string(TableWords::said(w.zones, zone)); }
  json to_json() const { return {{"player", player}, {"zone", zone}}; }
};

std::string card_of(const json& entry) {
  if (entry.is_string()) return entry.get<std::string>();
  if (entry.is_object() && entry.contains("card") && entry["card"].is_string()) return entry["card"].get<std::string>();
  return "?";
}

// Every known card by name, with where it is; and how many unknown cards each zone holds.
void index_cards(const json& state, std::map<std::string, std::vector<Place>>& known,
                 std::map<std::pair<std::string, std::string>, int>& unknown) {
  if (!state.contains("players") || !state["players"].is_object()) return;
  for (auto p = state["players"].begin(); p != state["players"].end(); ++p) {
    if (!p->contains("zones") || !(*p)["zones"].is_object()) continue;
    for (auto z = (*p)["zones"].begin(); z != (*p)["zones"].end(); ++z) {
      if (!z->is_array()) continue;
      for (const json& entry : *z) {
        if (entry.is_null()) continue;  // an empty slot of a zone with fixed places (hero-duel's four zones)
        const std::string card = card_of(entry);
        if (card == "?") ++unknown[{p.key(), z.key()}];
        else known[card].push_back(Place{p.key(), z.key(), entry});
      }
    }
  }
}

bool same_place(const Place& a, const Place& b) { return a.player == b.player && a.zone == b.zone; }

json value_at(const json& state, const char* key) { return state.contains(key) ? state[key] : json(nullptr); }

std::string show(const json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

// A value for people; a key left out of a position is its zero (false, 0, none).
std::string said(const json& v, const json& other) {
  if (v.is_null()) return other.is_boolean() ? "no" : other.is_number() ? "0" : "none";
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  return show(v);
}

// One value's change in the table's words: "has used the turn's placement", "attacks this
// turn 0 -> 1", "attacked on turn 3"; a key without words reads as itself ("steals 0 -> 1").
std::string field_change(std::span<const FieldWords> words, const std::string& key, const json& from, const json& to) {
  const auto w = std::find_if(words.begin(), words.end(), [&](const FieldWords& f) { return f.key == key; });
  std::string name = key;
  std::replace(name.begin(), name.end(), '_', ' ');
  if (w == words.end()) return name + " " + said(from, to) + " -> " + said(to, from);
  const std::string on(w->words), off(w->off);
  const bool cleared = to.is_null() || to == json(false);
  if (const auto at = on.find('%'); at != std::string::npos)
    return cleared && !off.empty() ? off : on.substr(0, at) + said(to, from) + on.substr(at + 1);
  if (to.is_boolean() || from.is_boolean()) return cleared ? (off.empty() ? "no longer " + on : off) : on;
  return on + " " + said(from, to) + " -> " + said(to, from);
}

// What changed in a card written as an object: "position attack -> defense, face down -> up".
std::string object_changes(std::span<const FieldWords> words, const json& from, const json& to) {
  if (!from.is_object() || !to.is_object()) return show(from) + " -> " + show(to);
  std::string out;
  std::map<std::string, bool> keys;
  for (auto it = from.begin(); it != from.end(); ++it) keys[it.key()] = true;
  for (auto it = to.begin(); it != to.end(); ++it) keys[it.key()] = true;
  for (const auto& [k, unused] : keys) {
    const json a = from.value(k, json(nullptr)), b = to.value(k, json(nullptr));
    if (a == b) continue;
    out += (out.empty() ? "" : ", ") + field_change(words, k, a, b);
  }
  return out;
}

}  // namespace

PositionChanges position_changes(const json& before, const json& after, const TableWords& table, const PlacesBeforeAfter& places) {
  const std::span<const FieldWords> words = table.fields;
  PositionChanges out;
  std::map<std::string, std::vector<Place>> was, is;
  std::map<std::pair<std::string, std::string>, int> was_unknown, is_unknown;
  index_cards(before, was, was_unknown);
  index_cards(after, is, is_unknown);

  json moved = json::array(), changed = json::array(), appeared = json::array(), left = json::array();
  std::map<std::string, bool> names;
  for (auto& [c, v] : was) names[c] = true;
  for (auto& [c, v] : is) names[c] = true;
  for (const auto& [card, unused] : names) {
    std::vector<Place> from = was[card], to = is[card];
    // Copies that stayed in their zone: compare them in place.
    for (auto f = from.begin(); f != from.end();) {
      auto t = std::find_if(to.begin(), to.end(), [&](const Place& p) { return same_place(p, *f); });
      if (t == to.end()) {
        ++f;
        continue;
      }
      if (f->entry != t->entry) {
        changed.push_back({{"card", card}, {"where", t->to_json()}, {"from", f->entry}, {"to", t->entry}});
        out.lines.push_back(card + " on " + t->text(table) + ": " + object_changes(words, f->entry, t->entry));
      }
      to.erase(t);
      f = from.erase(f);
    }
    // The rest moved, in the order the positions list them.
    std::size_t i = 0;
    for (; i < from.size() && i < to.size(); ++i) {
      moved.push_back({{"card", card}, {"from", from[i].to_json()}, {"to", to[i].to_json()}});
      out.lines.push_back(card + ": " + from[i].text(table) + " -> " + to[i].text(table));
    }
    for (std::size_t k = i; k < from.size(); ++k) {
      left.push_back({{"card", card}, {"from", from[k].to_json()}});
      out.lines.push_back(card + " leaves " + from[k].text(table));
    }
    for (std::size_t k = i; k < to.size(); ++k) {
      appeared.push_back({{"card", card}, {"to", to[k].to_json()}});
      out.lines.push_back(card + " comes to " + to[k].text(table));
    }
  }
  // Unknown cards: only how many each zone holds.
  json unknown = json::array();
  std::map<std::pair<std::string, std::string>, bool> zones;
  for (auto& [z, n] : was_unknown) zones[z] = true;
  for (auto& [z, n] : is_unknown) zones[z] = true;
  for (const auto& [z, unused] : zones) {
    const int delta = is_unknown[z] - was_unknown[z];
    if (delta == 0) continue;
    unknown.push_back({{"player", z.first}, {"zone", z.second}, {"change", delta}});
    out.lines.push_back(z.first + "'s " + std::string(TableWords::said(table.zones, z.second)) + ": " + (delta > 0 ? "+" : "") + std::to_string(delta) +
                        " unknown card" + (delta == 1 || delta == -1 ? "" : "s"));
  }
  // Scores.
  json scores = json::object();
  if (after.contains("players") && after["players"].is_object()) {
    for (auto p = after["players"].begin(); p != after["players"].end(); ++p) {
      const json now = p->value("score", json(0));
      const json then = before.contains("players") && before["players"].contains(p.key())
                            ? before["players"][p.key()].value("score", json(0))
                            : json(0);
      if (now.is_number() && then.is_number() && now != then) {
        const long long d = now.get<long long>() - then.get<long long>();
        scores[p.key()] = d;
        out.lines.push_back(p.key() + ": " + (d > 0 ? "+" : "") + std::to_string(d) + " (now " + now.dump() + ")");
      }
    }
  }
  // A player's own flags and counters (the turn's placement used, activations...): every
  // plain value of a player but the score. A key left out of a position is its zero.
  json counters = json::object();
  if (after.contains("players") && after["players"].is_object()) {
    const json none = json::object();
    for (auto p = after["players"].begin(); p != after["players"].end(); ++p) {
      const json& then = before.contains("players") && before["players"].contains(p.key()) ? before["players"][p.key()] : none;
      std::map<std::string, bool> keys;
      for (auto k = p->begin(); k != p->end(); ++k) keys[k.key()] = true;
      for (auto k = then.begin(); k != then.end(); ++k) keys[k.key()] = true;
      for (const auto& [key, unused] : keys) {
        if (key == "score") continue;
        const json a = then.value(key, json(nullptr)), b = p->value(key, json(nullptr));
        if (a.is_structured() || b.is_structured() || a == b) continue;
        counters[p.key()][key] = {{"from", a}, {"to", b}};
        out.lines.push_back(p.key() + ": " + field_change(words, key, a, b));
      }
    }
  }
  // Where the game stands.
  json flow = json::object();
  for (const char* key : {"phase", "turn", "active", "to_act"}) {
    const json a = value_at(before, key), b = value_at(after, key);
    if (a != b) {
      flow[key] = {{"from", a}, {"to", b}};
    }
  }
  // For people, as the table says it: "turn 4, Bob's turn", and who answers when not them.
  out.settled = out.lines;
  const auto phase = [&](const json& id, std::string_view node) {
    return places.machine && !node.empty() ? std::string(places.machine->words(node)) : show(id);
  };
  if (flow.contains("phase"))
    out.lines.push_back("phase: " + phase(flow["phase"]["from"], places.before) + " -> " + phase(flow["phase"]["to"], places.after));
  const json active = value_at(after, "active"), to_act = value_at(after, "to_act");
  std::string turn = flow.contains("turn") ? "turn " + show(value_at(after, "turn")) : "";
  if (flow.contains("active")) turn += (turn.empty() ? "" : ", ") + (active.is_string() ? show(active) + "'s turn" : "no one's turn");
  if (!turn.empty()) out.lines.push_back(turn), out.settled.push_back(turn);
  if (flow.contains("to_act") && !(flow.contains("active") && to_act == active))
    out.lines.push_back(to_act.is_string() ? show(to_act) + " to act" : "no one to act");
  out.details = {{"moved", moved}, {"changed", changed}, {"appeared", appeared}, {"left", left},
                 {"unknown", unknown}, {"scores", scores}, {"players", counters}, {"flow", flow}};
  return out;
}

}  // namespace referee::judgements
