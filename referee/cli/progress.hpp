// Progress of long batch work (`generate --count N`, `validate` of many transcripts) for a
// person watching: one line on standard error, redrawn in place, with the rate and, when the
// total is known, an estimate of the time left. Only when standard error is a terminal and
// --quiet is not given: never on a pipe, never in the output itself (standard output).
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace referee::cli {

class Progress {
 public:
  // `what`: the unit counted ("games", "transcripts"); `total` 0 when not known (a stream).
  Progress(std::string what, std::size_t total, bool quiet);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void add(std::size_t n = 1);
  void set_total(std::size_t total) { total_ = total; }
  // Before writing output: erases the line when standard output is the same terminal (it
  // is redrawn at a later add).
  void before_output() {
    if (drawn_ && shared_) clear();
  }

 private:
  void draw();
  void clear();
  bool on_ = false, shared_ = false;
  bool drawn_ = false;
  std::string what_;
  std::size_t total_ = 0, done_ = 0;
  std::chrono::steady_clock::time_point start_, last_;
};

}  // namespace referee::cli
