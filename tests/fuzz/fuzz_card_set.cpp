// Card sets (`referee cards check`, `"cards"` in transcripts and positions): the schema, the
// vocabulary and the game's card rules on any input. A set reported valid must have no
// problems and every card findable by its id; one reported invalid must say why.
#include <cstdlib>

#include "referee/cards/card_set_read.hpp"
#include "referee/core/errors.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace referee;
  try {
    const JsonDocument doc = parse_json(fuzz::text_of(data, size), "fuzz-cards.json");
    const cards::CardSetReading r = cards::read_card_set(doc);
    if (r.set) {
      if (!r.problems.empty()) std::abort();
      for (const cards::CardDef& c : r.set->cards)
        if (r.set->find(c.id) == nullptr) std::abort();
    } else if (r.problems.empty()) {
      std::abort();  // refused without a reason
    }
  } catch (const InputError&) {
  }
  return 0;
}
