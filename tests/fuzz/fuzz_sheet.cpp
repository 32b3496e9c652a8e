// Score sheets: reading, validating, and the round trip (what a sheet reads as, written and
// read again, is the same transcript: a difference is a bug, so the target aborts).
#include <cstdio>
#include <cstdlib>

#include "referee/core/registry.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/validation.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace referee;
  JsonDocument doc;
  try {
    doc = sheet::read_sheet(fuzz::text_of(data, size), "fuzz.sheet", builtin_games());
  } catch (const InputError&) {
    return 0;
  }
  const std::string written = sheet::write_sheet(doc, builtin_games());  // must not throw: the reader made it
  const JsonDocument again = sheet::read_sheet(written, "again.sheet", builtin_games());
  if (again.root != doc.root) {
    std::fprintf(stderr, "round trip differs:\n%s\n%s\n", doc.root.dump().c_str(), again.root.dump().c_str());
    std::abort();
  }
  (void)report_json(validate_document(std::move(doc), builtin_games(), nullptr)).dump();
  return 0;
}
