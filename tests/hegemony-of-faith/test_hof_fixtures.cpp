// The golden games of fixtures/hegemony-of-faith/legal/ cover what issue 5 asks of them:
// games of 4, 6 and 8 players, every action card and every skill used, a Follower joining, a
// Wanderer who founds a sect again, and the game's ends (Unification, the final scoring, a
// showdown, Impermanence of Life). The golden test replays them; this one checks the set.
#include <filesystem>
#include <fstream>
#include <set>

#include "hof_test.hpp"

namespace test_hof_fixtures {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;
namespace fs = std::filesystem;

namespace {

json read(const fs::path& p) {
  std::ifstream in(p);
  return json::parse(in);
}

}  // namespace

TEST_CASE("hegemony-of-faith golden games: 4, 6 and 8 players, every card and skill, every way to end", "[hegemony-of-faith][fixtures]") {
  const fs::path dir = fs::path(REFEREE_SOURCE_DIR) / "fixtures" / "hegemony-of-faith" / "legal";
  std::set<std::string> cards, skills, ends, actions;
  std::set<std::size_t> player_counts;
  int games = 0, refounded = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos) continue;
    ++games;
    const json t = read(entry.path());
    player_counts.insert(t.at("players").size());
    std::map<std::string, int> steals;
    for (const json& e : t.at("events")) {
      const std::string a = e.at("action");
      actions.insert(a);
      if (a == "play" || a == "defend") cards.insert(e.at("card").get<std::string>());
      if (a == "skill") skills.insert(e.at("skill").get<std::string>());
      if (a == "commit" && e.value("zombie", false)) skills.insert("zombie-army");
      if (a == "steal") ++steals[e.at("player").get<std::string>()];
    }
    for (const auto& [who, n] : steals) refounded += n >= kStealsToReturn;
    fs::path expected = entry.path();
    expected.replace_extension(".expected.json");
    const json report = read(expected);
    if (report.contains("result") && report["result"].is_object() && report["result"].contains("ended_by") &&
        report["result"]["ended_by"].is_string())
      ends.insert(report["result"]["ended_by"].get<std::string>());
  }
  CHECK(games >= 15);
  for (std::size_t n : {4u, 6u, 8u}) {
    INFO(n << " players");
    CHECK(player_counts.count(n));
  }
  for (int k = 0; k < kActionKinds; ++k) {
    INFO(action_card(k).id);
    CHECK(cards.count(std::string(action_card(k).id)));
  }
  for (int s = 0; s < kSkills; ++s) {
    INFO(skill_info(s).id);
    CHECK(skills.count(std::string(skill_info(s).id)));
  }
  for (const char* a : {"join", "give", "accept", "steal", "take", "lose", "deal", "commit"}) {
    INFO(a);
    CHECK(actions.count(a));
  }
  CHECK(refounded >= 1);  // a Wanderer's three steals
  for (const char* end : {"unification", "settlement", "showdown", "impermanence"}) {
    INFO(end);
    CHECK(ends.count(end));
  }
}

}  // namespace test_hof_fixtures
