#include "referee/core/errors.hpp"

namespace referee {

std::string Location::prefix() const {
  std::string out;
  if (!file.empty()) {
    out += file;
    if (line > 0) {
      out += ":" + std::to_string(line);
      if (column > 0) out += ":" + std::to_string(column);
    }
    out += ": ";
  } else if (line > 0) {
    out += "line " + std::to_string(line) + ": ";
  }
  if (event > 0) out += "event " + std::to_string(event) + ": ";
  if (!field.empty()) out += field + ": ";
  return out;
}

InputError::InputError(Location where, const std::string& message)
    : std::runtime_error(where.prefix() + message), where_(std::move(where)), message_(message) {}

std::string InputError::describe() const { return what(); }

}  // namespace referee
