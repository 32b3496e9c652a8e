#include "referee/core/errors.hpp"

namespace referee {

std::string Location::prefix() const {
  // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wstringop-overflow) on
  // `out += ":" + std::to_string(line)`.
  std::string out;
  if (!file.empty()) {
    out.append(file);
    if (line > 0) {
      out.append(":").append(std::to_string(line));
      if (column > 0) out.append(":").append(std::to_string(column));
    }
    out.append(": ");
  } else if (line > 0) {
    out.append("line ").append(std::to_string(line)).append(": ");
  }
  if (event > 0) out.append("event ").append(std::to_string(event)).append(": ");
  if (!field.empty()) out.append(field).append(": ");
  return out;
}

InputError::InputError(Location where, const std::string& message)
    : std::runtime_error(where.prefix() + message), where_(std::move(where)), message_(message) {}

std::string InputError::describe() const { return what(); }

}  // namespace referee
