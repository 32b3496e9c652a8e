#include "referee/cli/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace referee::cli {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kRedraw = std::chrono::milliseconds(200);  // often enough to look alive

// "42s", "3m 05s", "1h 02m".
std::string duration(double seconds) {
  const long s = static_cast<long>(seconds + 0.5);
  char text[32];
  if (s < 60) std::snprintf(text, sizeof text, "%lds", s);
  else if (s < 3600) std::snprintf(text, sizeof text, "%ldm %02lds", s / 60, s % 60);
  else std::snprintf(text, sizeof text, "%ldh %02ldm", s / 3600, s / 60 % 60);
  return text;
}

}  // namespace

Progress::Progress(std::string what, std::size_t total, bool quiet)
    : on_(!quiet && isatty(STDERR_FILENO) != 0),
      shared_(isatty(STDOUT_FILENO) != 0),
      what_(std::move(what)), total_(total), start_(Clock::now()), last_(start_) {}

Progress::~Progress() { clear(); }

void Progress::add(std::size_t n) {
  done_ += n;
  if (!on_) return;
  const auto now = Clock::now();
  if (now - last_ < kRedraw) return;
  last_ = now;
  draw();
}

void Progress::draw() {
  const double seconds = std::chrono::duration<double>(last_ - start_).count();
  const double rate = seconds > 0 ? static_cast<double>(done_) / seconds : 0;
  std::string line = std::to_string(done_);
  if (total_ > 0) line += " of " + std::to_string(total_);
  char per_second[32];
  std::snprintf(per_second, sizeof per_second, "%.*f", rate < 10 ? 1 : 0, rate);
  line += " " + what_ + ", " + per_second + "/s";
  if (total_ > done_ && rate > 0) line += ", about " + duration(static_cast<double>(total_ - done_) / rate) + " left";
  std::fprintf(stderr, "\r%s\033[K", line.c_str());
  std::fflush(stderr);
  drawn_ = true;
}

void Progress::clear() {
  if (!drawn_) return;
  std::fputs("\r\033[K", stderr);
  std::fflush(stderr);
  drawn_ = false;
}

}  // namespace referee::cli
