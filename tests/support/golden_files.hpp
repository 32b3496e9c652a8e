// Golden files: the expected outputs beside the fixtures, rewritten on demand.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace referee::test {

// REFEREE_UPDATE_GOLDEN=1 rewrites the expected files (read the diff before committing).
inline bool updating_golden() {
  const char* v = std::getenv("REFEREE_UPDATE_GOLDEN");
  return v && std::string(v) == "1";
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline void write_file(const std::filesystem::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
}

}  // namespace referee::test
