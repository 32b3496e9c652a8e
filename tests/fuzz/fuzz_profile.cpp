// Ruling profiles (`--rulings FILE`, `"rulings"` in transcripts and queries).
#include "referee/core/registry.hpp"
#include "referee/core/rulings.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace referee;
  try {
    const JsonDocument doc = parse_json(fuzz::text_of(data, size), "fuzz-profile.json");
    for (const Game* game : builtin_games().all()) {
      Rulings rulings(game->catalogue());
      try {
        rulings.apply_profile(doc, "");
        rulings.refuse_conflicts(Location{"fuzz-profile.json", 1});
        (void)rulings.non_default_profile().dump();
      } catch (const InputError&) {
      }
    }
  } catch (const InputError&) {
  }
  return 0;
}
