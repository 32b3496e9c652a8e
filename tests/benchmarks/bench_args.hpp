// Command-line arguments of the benchmark programs: a usage error (message, usage line,
// exit 2) and whole decimal numbers in a range. Each program names itself first:
//   bench::program = "swiss_round6";
//   bench::usage = "usage: swiss_round6 PLAYERS [--seed S]";
#pragma once

#include <charconv>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace bench {

inline const char* program = "benchmark";
inline const char* usage = "";

// printf-style (GCC 12 warns, wrongly, on some std::string concatenations under -O2).
[[noreturn, gnu::format(printf, 1, 2)]] inline void usage_error(const char* format, ...) {
  std::fprintf(stderr, "%s: ", program);
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::fprintf(stderr, "\n%s\n", usage);
  std::exit(2);
}

// The whole of `text` as a decimal integer in [lo, hi]; a usage error otherwise.
template <typename T>
T parse_number(const char* what, std::string_view text, T lo, T hi) {
  T value{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi)
    usage_error("%s must be an integer from %s to %s, not '%.*s'", what, std::to_string(lo).c_str(),
                std::to_string(hi).c_str(), static_cast<int>(text.size()), text.data());
  return value;
}

}  // namespace bench
