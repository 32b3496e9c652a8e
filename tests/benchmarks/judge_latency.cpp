// Benchmark: how long a judge waits for `is-legal` with its full sensitivity table on a
// 300-event transcript (issue 3 aims at a median under 10 ms).
//
// The transcript is a seeded random game of Draw of Faith between two players (see
// generate()), cut after 301 events; the query asks about event 301 after the first 300. Each answer
// replays the 300 events, judges the event, and judges it again under every option of
// every ruling it consulted (replaying again where the history read that ruling).
//
//   ./build/judge_latency [RUNS] [SEED]     (defaults: 200 runs, seed 1)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "judgements/kinds.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/transcript.hpp"

using namespace referee;

namespace {

constexpr int kEvents = 300;
const std::vector<std::string> kPlayers = {"Ann", "Bob"};
// Under the default rulings a Draw of Faith game rarely reaches 300 events, however it is
// played: it lasts as many turns as the deck has draws (self-play games end near 150-250).
// Where spent materials go to the field (a ruling's option), players keep more cards in
// play, turns run longer, and 300 events are reached.
constexpr const char* kProfile = R"({"dof.special.material-fate": "materials-to-field"})";
constexpr int kSeedsTried = 200;
constexpr std::size_t kListingBudget = 5000;

// A transcript of kEvents + 1 legal events: each move drawn uniformly from the listed legal
// actions (which favours activations and chains, so turns run long enough), or from the
// self-play sampler where the list runs past kListingBudget candidates. Null when the game
// ended sooner.
nlohmann::json generate(const Game& game, std::uint64_t seed) {
  Rng rng(seed);
  JsonDocument setup;
  setup.source = "<generated>";
  setup.root = game.random_setup(kPlayers, nullptr, rng);
  auto rulings = std::make_shared<Rulings>(game.catalogue());
  rulings->apply_profile(parse_json(kProfile, "<benchmark profile>"), "");
  StartResult start = game.start(kPlayers, JsonObject(setup, setup.root, "", "setup"), rulings, nullptr, nullptr);
  if (!start.verdict) return nullptr;
  std::unique_ptr<GameState> state = std::move(start.state);
  nlohmann::json events = nlohmann::json::array();
  while (static_cast<int>(events.size()) <= kEvents) {
    if (state->is_over()) return nullptr;
    std::vector<std::unique_ptr<Action>> legal;
    const Listing l = state->for_each_legal_action(
        [&](const Action& a) {
          legal.push_back(a.clone());
          return true;
        },
        kListingBudget);
    // Turns end one time in ten that something else can be done: the turns run long.
    std::vector<std::unique_ptr<Action>> going_on;
    for (auto& a : legal) {
      const std::string kind = state->encode(*a).value("action", "");
      if (kind != "end-main" && kind != "end-turn") going_on.push_back(a->clone());
    }
    std::vector<std::unique_ptr<Action>>& from = !going_on.empty() && rng.below(10) != 0 ? going_on : legal;
    std::unique_ptr<Action> pick;
    if (l.complete && !from.empty()) pick = std::move(from[static_cast<std::size_t>(rng.below(static_cast<int>(from.size())))]);
    else pick = state->random_legal_action(rng);
    if (!pick) return nullptr;
    events.push_back(state->encode(*pick));
    state->apply(*pick, nullptr);
  }
  nlohmann::json t = {{"format", kTranscriptFormat}, {"game", game.info().id}, {"players", kPlayers},
                      {"setup", setup.root},       {"events", events}};
  if (const nlohmann::json profile = rulings->non_default_profile(); !profile.empty()) t["rulings"] = profile;
  return t;
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
  std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const Game& game = *builtin_games().find("draw-of-faith");
  nlohmann::json transcript;
  for (int tried = 0; transcript.is_null(); ++seed, ++tried) {
    if (tried == kSeedsTried) {
      std::fprintf(stderr, "no self-play game of %d seeds reached %d events\n", kSeedsTried, kEvents + 1);
      return 1;
    }
    transcript = generate(game, seed);
  }
  nlohmann::json event = transcript["events"][kEvents];
  transcript["events"].erase(kEvents);
  const nlohmann::json query_json = {{"game", game.info().id},
                                     {"transcript", transcript},
                                     {"upto", kEvents},
                                     {"ask", {{"kind", "is-legal"}, {"event", event}}}};
  const std::string text = query_json.dump();

  std::vector<double> ms;
  judgements::Answer answer;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    judgements::Query q = judgements::read_query(parse_json(text, "<benchmark>"), builtin_games());
    try {
      answer = judgements::answer_query(q, nullptr);
    } catch (const judgements::HistoryViolation& h) {
      std::fprintf(stderr, "the generated game is illegal at event %d: %s\n", h.violation.event, h.violation.reason.c_str());
      return 1;
    }
    const auto t1 = std::chrono::steady_clock::now();
    ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  std::printf("is-legal with full sensitivity, %d-event Draw of Faith transcript (seed %llu), %d runs\n", kEvents,
              static_cast<unsigned long long>(seed - 1), runs);
  std::printf("  event: %s\n", event.dump().c_str());
  std::printf("  verdict: %s; %zu rulings consulted, %zu sensitivity rows (%zu deciding)\n", answer.verdict.c_str(),
              answer.rulings_consulted.size(), answer.sensitivity.size(), answer.decided_by_rulings().size());
  std::printf("  median %.2f ms, p90 %.2f ms, min %.2f ms, max %.2f ms\n", percentile(ms, 0.5), percentile(ms, 0.9),
              percentile(ms, 0.0), percentile(ms, 1.0));
  return 0;
}
