#include "referee/core/action_fields.hpp"

#include "referee/core/game.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"

namespace referee {

EventReader::EventReader(const EventInput& in, const notation::Notation& n, const std::vector<std::string>& players)
    : form(notation::form_of(n, in.body, in.action)), event(in.body), players(players), notation_(n) {}

int EventReader::seat(std::string_view name, std::string_view key) const {
  const int seat = find_seat(name, players);
  if (seat < 0) fail(key, "unknown player \"" + std::string(name) + "\"" + did_you_mean(name, players));
  return seat;
}

int EventReader::seat(std::string_view key) const { return seat_of(JsonValue(event, std::string(key), "", at(key)), players); }

int EventReader::choice(std::string_view key, const nlohmann::json& v) const {
  const auto field = std::find_if(form.fields.begin(), form.fields.end(), [&](const notation::Field& f) { return f.key == key; });
  if (field == form.fields.end() || !v.is_string()) return -1;
  const auto& choices = field->item.choices;
  for (std::size_t i = 0; i < choices.size(); ++i)
    if (choices[i].value == v.get_ref<const std::string&>()) return static_cast<int>(i);
  return -1;
}

// A move of no seat's is written "*" (Hegemony of Faith's chance events before a seat is dealt).
EventWriter::EventWriter(const std::vector<std::string>& players, int player, std::string_view action)
    : json{{"player", player >= 0 ? players.at(static_cast<std::size_t>(player)) : std::string("*")},
           {"action", std::string(action)}},
      players_(players) {}

}  // namespace referee
