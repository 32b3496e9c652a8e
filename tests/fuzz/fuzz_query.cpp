// Judge queries with their position or transcript inline (a query naming files is skipped:
// the fuzzer must not read the disk).
#include "judgements/kinds.hpp"
#include "judgements/query.hpp"
#include "judgements/situation.hpp"
#include "referee/core/registry.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace referee;
  try {
    JsonDocument doc = parse_json(fuzz::text_of(data, size), "fuzz-query.json");
    if (!doc.root.is_object()) return 0;
    for (const char* key : {"position", "transcript"})
      if (doc.root.contains(key) && doc.root[key].is_string()) return 0;
    const judgements::Query q = judgements::read_query(std::move(doc), builtin_games());
    (void)judgements::answer_query(q, nullptr);
  } catch (const InputError&) {
  } catch (const judgements::HistoryViolation&) {  // the game so far breaks a rule: an answer, not a bug
  }
  return 0;
}
