#include "rulespec/draw-of-faith/game.hpp"

#include <algorithm>
#include <set>

#include "referee/core/seats.hpp"
#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {

// ---- DofState ----

int player_to_act(const Table& t) {
  switch (t.phase) {
    case Phase::draw:
    case Phase::main:
    case Phase::battle: return t.active;
    case Phase::window: return priority_holder(t);
    case Phase::targets: return t.chain[static_cast<std::size_t>(t.resolving)].player;
    case Phase::tiebreak: return tiebreak_next(t);
    case Phase::over: return -1;
  }
  return -1;
}

int DofState::to_act() const { return player_to_act(t_); }

GameResult DofState::result() const {
  GameResult r;
  r.status = t_.outcome.status;
  r.winners = t_.outcome.winners;
  for (const auto& p : t_.players) r.scores.push_back(p.points);
  r.ended_by = t_.outcome.ended_by;
  r.summary = t_.over() ? t_.outcome.summary : "points: " + outcome_summary_points(t_);
  r.citation = t_.outcome.citation;
  return r;
}

std::unique_ptr<Action> DofState::decode(const EventInput& input) const {
  return std::make_unique<DofAction>(decode_action(input, t_.names));
}

nlohmann::json DofState::encode(const Action& action) const {
  return encode_action(static_cast<const DofAction&>(action), t_.names);
}

std::vector<std::unique_ptr<Action>> DofState::implied_before(const Action& action) const {
  std::vector<std::unique_ptr<Action>> out;
  for (auto& a : implied_passes(t_, static_cast<const DofAction&>(action))) out.push_back(std::make_unique<DofAction>(a));
  return out;
}

Verdict DofState::check(const Action& action) const { return check_action(t_, static_cast<const DofAction&>(action)); }

void DofState::apply(const Action& action, std::vector<Step>* trace) {
  Mover m(t_, trace);
  apply_action(t_, static_cast<const DofAction&>(action), m);
}

std::string DofState::position_text() const { return dof::position_text(t_); }

// ---- DrawOfFaith ----

// What a judge's outcome says of the position's counters and marks (position.cpp's keys); its
// zones read as themselves, its phases as spec.cpp's places.
constexpr FieldWords kFieldWords[] = {{"placement_used", "has used the turn's placement", "has the turn's placement again"},
                                      {"normal_summons", "normal summons this turn"},
                                      {"activations", "cards activated this turn"},
                                      {"position_changes", "position changes this turn"},
                                      {"activations_in_cycle", "activations since their turn began"},
                                      {"deck_out", "found the deck empty"},
                                      {"turns_taken", "turns taken"},
                                      {"arrived_turn", "arrived on turn %"},
                                      {"changed_turn", "changed position on turn %"},
                                      {"attacked_turn", "attacked on turn %"},
                                      {"attacks", "attacks this turn"}};

DrawOfFaith::DrawOfFaith()
    : BasicGame({{"draw-of-faith", "Draw of Faith", 2, 10, "draw-of-faith.txt", &sec::standard_victory, {kFieldWords}},
                 ruling_catalogue, section_index, build_spec, notation_of_draw_of_faith}) {}

namespace {

// Reads setup.hands: every player's starting cards, "?" for unknown ones. Malformed
// input is an InputError; a hand of the wrong size is a rules matter, left to start().
std::vector<std::vector<Card>> read_hands(const JsonObject& setup, const std::vector<std::string>& players) {
  JsonObject hands = setup.object_at("hands");
  std::vector<std::vector<Card>> out(players.size());
  std::set<Card> dealt;
  read_player_lists(hands, players, {"cards", "cards such as \"7H\"", "starting hand"},
                    [&](int seat, const std::string& s, const JsonValue& at) {
                      auto& hand = out[static_cast<std::size_t>(seat)];
                      if (s == "?") return hand.push_back(-1);
                      auto card = parse_card(s);
                      if (!card) at.fail("unknown card \"" + s + "\": " + card_problem(s));
                      if (!dealt.insert(*card).second) at.fail("card " + card_name(*card) + " is dealt twice");
                      hand.push_back(*card);
                    });
  return out;
}

}  // namespace

StartResult DrawOfFaith::start(const std::vector<std::string>& players, const JsonObject& setup,
                               std::shared_ptr<const Rulings> rulings, CardSetPtr /*cards: its rules fix the deck*/,
                               std::vector<Step>* trace) const {
  setup.allow_only({"first", "hands"});
  const int first = seat_of(setup, "first", players);
  std::vector<std::vector<Card>> hands = read_hands(setup, players);

  Table t;
  t.rulings = rulings;
  t.names = players;
  t.n = static_cast<int>(players.size());
  t.players.resize(players.size());
  t.first = first;
  t.active = t.first;
  StartResult out;

  // dof.setup.deck: how many players one deck serves.
  const int max_players = t.r().get(ruling::player_count) == PlayerCount::shared_max_10 ? 10 : 8;
  if (t.n < 2 || t.n > max_players) {
    out.verdict = Verdict::illegal("Draw of Faith is played by 2 to " + std::to_string(max_players) + " players, not " +
                                       std::to_string(t.n),
                                   sec::overview);
  }
  for (std::size_t p = 0; p < hands.size() && out.verdict; ++p)
    if (hands[p].size() != static_cast<std::size_t>(kHandSize))
      out.verdict = Verdict::illegal(players[p] + " starts with " + std::to_string(hands[p].size()) + " cards, not 5",
                                     sec::starting);
  if (!out.verdict) {
    out.state = std::make_unique<DofState>(std::move(t));
    return out;
  }

  for (int p = 0; p < t.n; ++p) {
    for (Card c : hands[static_cast<std::size_t>(p)]) {
      Held h = new_held(t, c);
      if (h.known()) see(t, c);
      else h.placeholder = t.hidden.add_placeholder();
      t.p(p).hand.push_back(h);
      set_where(t, h, Zone::hand, p);
    }
  }
  t.deck = kDeckSize - kHandSize * t.n;

  // Several players with Five of a Kind after the deal (dof.five-of-a-kind.simultaneous).
  if (t.r().get(ruling::five_timing) == FiveTiming::state_based) {
    std::vector<int> all;
    for (int p = 0; p < t.n; ++p) all.push_back(p);
    std::vector<int> holders = five_holders(t, all);
    if (holders.size() > 1 && t.r().get(ruling::five_simultaneous) == FiveSimultaneous::redeal) {
      out.verdict = Verdict::illegal(t.name(holders[0]) + " and " + t.name(holders[1]) +
                                         " both hold Five of a Kind after the deal: the cards are shuffled and dealt again",
                                     sec::instant_victory);
      out.state = std::make_unique<DofState>(std::move(t));
      return out;
    }
  }
  Mover m(t, trace);
  five_check(t, m, FiveMoment::deal);
  // Several Five of a Kind at the deal may have started the tiebreaker instead.
  if (!t.over() && t.phase != Phase::tiebreak) begin_turn(t, m, t.first, "auto:deal");
  out.state = std::make_unique<DofState>(std::move(t));
  return out;
}

nlohmann::json DrawOfFaith::random_setup(const std::vector<std::string>& players, const CardSetPtr& /*cards*/, Rng& rng) const {
  std::vector<Card> deck;
  for (int c = 0; c < kDeckSize; ++c) deck.push_back(static_cast<Card>(c));
  rng.shuffle(deck);
  nlohmann::json hands = nlohmann::json::object();
  std::size_t next = 0;
  for (const auto& p : players) {
    std::vector<std::string> hand;
    for (int i = 0; i < kHandSize; ++i) hand.push_back(card_name(deck[next++]));
    hands[p] = hand;
  }
  return {{"first", rng.pick(players)}, {"hands", hands}};
}

std::unique_ptr<Game> make_draw_of_faith() { return std::make_unique<DrawOfFaith>(); }

}  // namespace referee::dof
