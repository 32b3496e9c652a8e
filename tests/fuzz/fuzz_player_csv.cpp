// The player CSV import (`referee event add EVENT.db --csv FILE`).
#include <string>

#include "referee/core/errors.hpp"
#include "tests/fuzz/fuzz_target.hpp"
#include "tournaments/player_csv.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    (void)referee::tournaments::parse_player_csv(std::string(referee::fuzz::text_of(data, size)), "fuzz.csv");
  } catch (const referee::InputError&) {
  }
  return 0;
}
