// 4-1 Setup: the believer pool for the number of players (hof.setup.believer-pool-size and
// -composition, hof.believer.id-map), each player's skill, six action cards and three
// believers as the record shows them, the first player (hof.setup.first-player).
#include <algorithm>
#include <limits>

#include "referee/core/seats.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"
#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

// 4-1 Setup: 30, 45 or 60 believers for 4, 5-6, 7-8 players, or as the ruling says.
int pool_size(const Table& t) {
  const int n = t.n();
  switch (t.r().get(ruling::believer_pool_size)) {
    case BelieverPoolSize::whole_pool: return n <= 4 ? 30 : n <= 6 ? 45 : 60;
    case BelieverPoolSize::deck_after_deal: return std::min(60, (n <= 4 ? 30 : n <= 6 ? 45 : 60) + kStartBelievers * n);
    case BelieverPoolSize::all_sixty: return 60;
  }
  return 60;
}

// {PLAYER: [ids or "?"]}: the cards each player is dealt, unseen ones for a player left out.
std::vector<std::vector<int>> per_player(const JsonObject& setup, const char* key, const std::vector<std::string>& players,
                                         std::optional<int> (*of)(std::string_view), const std::string& what, int count) {
  std::vector<std::vector<int>> out(players.size(), std::vector<int>(static_cast<std::size_t>(count), kUnseen));
  if (!setup.has(key)) return out;
  const JsonObject lists = setup.object_at(key);
  for (std::size_t p = 0; p < players.size(); ++p)
    if (lists.has(players[p])) out[p].clear();
  read_player_lists(lists, players, {what, what, ""}, [&](int seat, const std::string& s, const JsonValue& at) {
    const std::optional<int> k = s == "?" ? kUnseen : of(s);
    if (!k) at.fail("unknown " + what + " \"" + s + "\"");
    out[static_cast<std::size_t>(seat)].push_back(*k);
  });
  return out;
}

// The first failure found is the verdict.
void fail(Verdict& v, std::string reason, const Section& s) {
  if (v) v = Verdict::illegal(std::move(reason), s);
}

// {"FOOL": n, ...}: a number from lo to hi for each believer type.
std::array<int, kBelieverTypes> per_type(const JsonObject& o, int lo, int hi) {
  const std::vector<std::string> keys = ids_of(kBelieverTypes, believer_id);
  o.allow_only(keys);
  std::array<int, kBelieverTypes> given{};
  for (int b = 0; b < kBelieverTypes; ++b) given[static_cast<std::size_t>(b)] = static_cast<int>(o.require_integer(keys[static_cast<std::size_t>(b)], lo, hi));
  return given;
}

// 4-1 Setup: the first player, drawn from the setup's seed under hof.setup.first-player = seeded-random.
void check_first_player(const Table& t, const std::vector<std::string>& players, int first, std::optional<long long> seed, Verdict& v) {
  if (!v || t.r().get(ruling::first_player) != FirstPlayer::seeded_random) return;
  if (!seed) return fail(v, "the first player is drawn from the setup's seed (hof.setup.first-player = seeded-random): give \"seed\"", sec::setup);
  const int drawn = Rng(static_cast<std::uint64_t>(*seed)).below(t.n());
  if (drawn != first)
    fail(v, "the seed " + std::to_string(*seed) + " makes " + players[static_cast<std::size_t>(drawn)] + " the first player, not " + players[static_cast<std::size_t>(first)],
         sec::setup);
}

// 7-3.1 Type of believers: hof.believer.id-map: the IDs are the listing order unless the record
// gives the cards' own.
void read_ids(const JsonObject& setup, Table& t, Verdict& v) {
  if (!setup.has("ids")) return;
  const std::array<int, kBelieverTypes> given = per_type(setup.object_at("ids"), 1, 5);
  std::array<int, kBelieverTypes> sorted = given;
  std::sort(sorted.begin(), sorted.end());
  if (sorted != std::array<int, kBelieverTypes>{1, 2, 3, 4, 5}) setup.fail("ids", "the five types take the IDs 1 to 5, each once");
  if (!v) return;
  if (t.r().get(ruling::believer_id_map) == BelieverIdMap::listing_order) {
    if (given != t.ids) fail(v, "the IDs follow the listing order, 1 Fool to 5 Fanatic (hof.believer.id-map)", sec::believer_types);
  } else if (given[1] != given[0] % 5 + 1) {
    fail(v, "Prayer's ID must be one above Fool's, as the Karma Reversed example requires (hof.believer.id-map)", sec::skill_karma_reversed);
  }
  t.ids = given;
}

// 4-1 Setup: the believer pool, its size and its make-up (hof.setup.believer-pool-*).
void fill_pool(const JsonObject& setup, Table& t, Verdict& v) {
  const int size = v ? pool_size(t) : 60;
  const BelieverComposition comp = v ? t.r().get(ruling::believer_composition) : BelieverComposition::equal_types;
  for (int b = 0; b < kBelieverTypes; ++b)
    // As even as the size allows (42 believers: up to 9 of a type).
    t.pool[static_cast<std::size_t>(b)] = comp == BelieverComposition::random_subset ? kBelieversPerType : (size + kBelieverTypes - 1) / kBelieverTypes;
  if (setup.has("pool")) {
    const std::array<int, kBelieverTypes> given = per_type(setup.object_at("pool"), 0, kBelieversPerType);
    int sum = 0;
    for (int g : given) sum += g;
    if (sum != size) fail(v, "the pool holds " + std::to_string(size) + " believers here, not " + std::to_string(sum) + " (hof.setup.believer-pool-size)", sec::setup);
    if (comp == BelieverComposition::equal_types)
      for (int g : given)
        if (g != size / kBelieverTypes && g != (size + kBelieverTypes - 1) / kBelieverTypes)
          fail(v, "the pool holds as many of each type as its size allows (hof.setup.believer-composition = equal-types)", sec::setup);
    if (comp == BelieverComposition::recorded) t.pool = given;
  }
  t.believer_deck = size;
}

// 4-1 Setup: the deal: six action cards, three believers, one skill kept face down.
void deal_hands(const JsonObject& setup, const std::vector<std::string>& players, Table& t, Verdict& verdict) {
  const auto dealt_actions = per_player(setup, "actions", players, action_of, "action cards", kStartActions);
  const auto dealt_believers = per_player(setup, "believers", players, believer_of, "believer types", kStartBelievers);
  for (int p = 0; p < t.n() && verdict; ++p) {
    const std::string& name = players[static_cast<std::size_t>(p)];
    const std::vector<int>& actions = dealt_actions[static_cast<std::size_t>(p)];
    const std::vector<int>& believers = dealt_believers[static_cast<std::size_t>(p)];
    if (actions.size() != static_cast<std::size_t>(kStartActions))
      fail(verdict, name + " is dealt six action cards, not " + std::to_string(actions.size()), sec::setup);
    if (believers.size() != static_cast<std::size_t>(kStartBelievers))
      fail(verdict, name + " is dealt three believer cards, not " + std::to_string(believers.size()), sec::setup);
    if (!verdict) break;
    for (int k : actions) {
      if (k == kUnseen) t.p(p).actions.push_back(t.action_links.take_any(t.action_deck));
      else if (Card card; t.action_links.take_named(t.action_deck, k, &card)) t.p(p).actions.push_back(card);
      else fail(verdict, "more " + std::string(action_card(k).name) + " cards are dealt than the game has", sec::components);
    }
    for (int b : believers) t.p(p).believers.push_back(b == kUnseen ? every(kBelieverTypes) : bit(b));
    t.believer_deck -= kStartBelievers;
    if (setup.has("skills")) {
      const JsonObject skills = setup.object_at("skills");
      if (const auto* v = skills.find(name)) {
        if (!v->is_string()) skills.fail(name, "expected a skill id or \"?\"");
        const std::string s = v->get<std::string>();
        if (s != "?") {
          const std::optional<int> k = skill_of(s);
          if (!k) skills.fail(name, "unknown skill \"" + s + "\"");
          t.p(p).skill.may = bit(*k);
        }
      }
    }
  }
}

}  // namespace

Table new_table(const std::vector<std::string>& players, std::shared_ptr<const Rulings> rulings, const UnseenBounds& bounds) {
  Table t;
  t.believer_links = ledger_of(true, bounds);
  t.action_links = ledger_of(false, bounds);
  t.rulings = std::move(rulings);
  t.names = players;
  t.players.resize(players.size());
  t.action_deck.assign(kActionCards, every(kActionKinds));  // 2-2 Components: the 78 action cards, unseen
  return t;
}

StartResult HegemonyOfFaith::start(const std::vector<std::string>& players, const JsonObject& setup,
                                   std::shared_ptr<const Rulings> rulings, CardSetPtr, std::vector<Step>* trace) const {
  setup.allow_only({"first", "skills", "actions", "believers", "ids", "pool", "seed"});
  const int first = seat_of(setup, "first", players);
  std::optional<long long> seed;
  if (setup.has("seed")) seed = setup.require_integer("seed", 0, std::numeric_limits<long long>::max());
  StartResult out;
  Table t = new_table(players, rulings, bounds_);
  const int n = t.n();
  if (n < kMinPlayers || n > kMaxPlayers) fail(out.verdict, "Hegemony of Faith is played by 4 to 8 players", sec::game_type);
  check_first_player(t, players, first, seed, out.verdict);
  read_ids(setup, t, out.verdict);
  fill_pool(setup, t, out.verdict);
  deal_hands(setup, players, t, out.verdict);
  if (setup.has("skills")) setup.object_at("skills").allow_only(players);
  if (out.verdict && t.r().get(ruling::skill_return) == SkillReturn::never_dealt_only)
    for (int p = 0; p < n; ++p) t.skills_out.push_back(every(kSkills));  // the returned skills leave the game
  if (out.verdict) out.verdict = check_cards_fit(t);
  t.first = first;
  t.active = first;
  t.stage = Stage::turn_start;
  auto state = std::make_unique<HofState>(t, std::vector<Move>{});
  if (trace) trace_deal(*trace, state->node());
  out.state = std::move(state);
  return out;
}

nlohmann::json HegemonyOfFaith::random_setup(const std::vector<std::string>& players, const CardSetPtr&, Rng& rng) const {
  const int n = static_cast<int>(players.size());
  const long long seed = static_cast<long long>(rng.below(std::uint64_t{1} << 40));
  const int first = Rng(static_cast<std::uint64_t>(seed)).below(n);
  std::vector<int> actions;
  for (int k = 0; k < kActionKinds; ++k)
    for (int c = 0; c < action_card(k).count; ++c) actions.push_back(k);
  rng.shuffle(actions);
  // Believers from the smallest pool any ruling makes for this many players.
  const int each = (n <= 4 ? 30 : n <= 6 ? 45 : 60) / kBelieverTypes;
  std::vector<int> pool;
  for (int b = 0; b < kBelieverTypes; ++b)
    for (int c = 0; c < each; ++c) pool.push_back(b);
  rng.shuffle(pool);
  std::vector<int> skills(kSkills);
  for (int s = 0; s < kSkills; ++s) skills[static_cast<std::size_t>(s)] = s;
  rng.shuffle(skills);
  nlohmann::json a = nlohmann::json::object(), b = nlohmann::json::object(), s = nlohmann::json::object();
  for (int p = 0; p < n; ++p) {
    nlohmann::json hand = nlohmann::json::array(), bel = nlohmann::json::array();
    for (int i = 0; i < kStartActions; ++i) hand.push_back(std::string(action_card(actions[static_cast<std::size_t>(p * kStartActions + i)]).id));
    for (int i = 0; i < kStartBelievers; ++i) bel.push_back(std::string(believer_id(pool[static_cast<std::size_t>(p * kStartBelievers + i)])));
    const std::string& name = players[static_cast<std::size_t>(p)];
    a[name] = hand;
    b[name] = bel;
    // The skill kept: shown in the record about half the time, as a player's own sheet would.
    s[name] = rng.chance(1, 2) ? std::string(skill_info(skills[static_cast<std::size_t>(2 * p)]).id) : std::string("?");
  }
  return {{"first", players[static_cast<std::size_t>(first)]}, {"seed", seed}, {"skills", s}, {"actions", a}, {"believers", b}};
}

}  // namespace referee::hof
