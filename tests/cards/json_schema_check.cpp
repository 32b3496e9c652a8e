// json_schema_check SCHEMA.json INSTANCE.json: validates one file against one schema, for
// schema_crosscheck.py. Prints "valid", or one "POINTER: MESSAGE" line per error (the root's
// pointer is empty, so its lines start with ": "). Exit 0 valid, 1 invalid, 2 when the schema,
// a file or the command line is unusable (the reason on stderr).
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "referee/cards/json_schema.hpp"

namespace {

nlohmann::json read(const char* path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(std::string("cannot open ") + path);
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& e) {
    throw std::runtime_error(std::string(path) + ": " + e.what());
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: json_schema_check SCHEMA.json INSTANCE.json\n";
    return 2;
  }
  try {
    const referee::schema::JsonSchema schema(read(argv[1]));
    const auto errors = schema.validate(read(argv[2]));
    if (errors.empty()) {
      std::cout << "valid\n";
      return 0;
    }
    for (const auto& e : errors) std::cout << e.pointer << ": " << e.message << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "json_schema_check: " << e.what() << '\n';
    return 2;
  }
}
