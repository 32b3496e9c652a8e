// Positions (referee-position/1): reading, loading the state, and writing it back.
#include "referee/core/position.hpp"
#include "referee/core/registry.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace referee;
  try {
    const Position p = read_position(parse_json(fuzz::text_of(data, size), "fuzz-position.json"), builtin_games());
    auto rulings = rulings_for(p, nullptr);
    const auto state = load_state(p, rulings);
    (void)state->position_text();
    (void)write_position(*p.game, p.players, *rulings, *state).dump();
  } catch (const InputError&) {
  }
  return 0;
}
