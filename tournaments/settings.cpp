#include "tournaments/settings.hpp"

namespace referee::tournaments {

std::optional<System> parse_system(std::string_view name) {
  if (name == "swiss") return System::swiss;
  if (name == "round-robin") return System::round_robin;
  if (name == "double-round-robin") return System::double_round_robin;
  return std::nullopt;
}

std::string_view to_string(System s) {
  switch (s) {
    case System::swiss: return "swiss";
    case System::round_robin: return "round-robin";
    case System::double_round_robin: return "double-round-robin";
  }
  return "?";
}

// The names are what an organizer types: a missed round counts as a "loss", or as "zero".
std::optional<LateEntry> parse_late_entry(std::string_view name) {
  if (name == "loss") return LateEntry::losses;
  if (name == "zero") return LateEntry::nothing;
  return std::nullopt;
}

std::string_view to_string(LateEntry l) {
  switch (l) {
    case LateEntry::losses: return "loss";
    case LateEntry::nothing: return "zero";
  }
  return "?";
}

}  // namespace referee::tournaments
