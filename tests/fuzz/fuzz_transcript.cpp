// Transcript JSON: parsing, the envelope, replay and the report (`referee validate`).
#include "referee/core/registry.hpp"
#include "referee/core/validation.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace referee;
  try {
    const ValidationReport report = validate_document(parse_json(fuzz::text_of(data, size), "fuzz.json"), builtin_games(), nullptr);
    (void)report_json(report).dump();
    (void)report_text(report);
  } catch (const InputError&) {
  }
  return 0;
}
