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
  if (!field.empty()) {
    // A key can be as long as the input: name a long one by its start.
    if (field.size() > 256) out.append(field, 0, 200).append("...");
    else out.append(field);
    out.append(": ");
  }
  return out;
}

namespace {

// Messages quote what was written; a megabyte of it helps nobody: keep its ends.
std::string bounded(const std::string& message) {
  constexpr std::size_t kMax = 4096;
  if (message.size() <= kMax) return message;
  std::size_t head = kMax / 2, tail = kMax / 4;
  while (head > 0 && (static_cast<unsigned char>(message[head]) & 0xC0) == 0x80) --head;  // whole UTF-8 characters
  std::size_t from = message.size() - tail;
  while (from < message.size() && (static_cast<unsigned char>(message[from]) & 0xC0) == 0x80) ++from;
  return message.substr(0, head) + " [... " + std::to_string(message.size() - head - (message.size() - from)) +
         " bytes left out ...] " + message.substr(from);
}

}  // namespace

InputError::InputError(Location where, const std::string& message)
    : std::runtime_error(where.prefix() + bounded(message)), where_(std::move(where)), message_(bounded(message)) {}

InputError::InputError(const std::string& what, const InputError& first, std::vector<InputError> further, int left_out)
    : std::runtime_error(what), where_(first.where_), message_(first.message_), further_(std::move(further)), left_out_(left_out) {}

std::string InputError::describe() const { return what(); }

InputError InputError::several(std::vector<InputError> errors, int left_out) {
  std::string what;
  for (const auto& e : errors) what.append(what.empty() ? "" : "\n").append(e.what());
  if (left_out > 0) what.append("\n... and ").append(std::to_string(left_out)).append(" more");
  const InputError first = errors.at(0);
  errors.erase(errors.begin());
  return InputError(what, first, std::move(errors), left_out);
}

std::vector<InputError> InputError::all() const {
  std::vector<InputError> out{InputError(where_, message_)};
  out.insert(out.end(), further_.begin(), further_.end());
  return out;
}

}  // namespace referee
