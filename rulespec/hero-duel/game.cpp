#include "rulespec/hero-duel/game.hpp"

#include <algorithm>
#include <array>

#include "referee/core/suggest.hpp"
#include "rulespec/hero-duel/card_rules.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

namespace {

const HdAction& as_hd(const referee::Action& a) { return static_cast<const HdAction&>(a); }

// The card an action plays from the hand, if any (a cleared trap is not in the hand).
const std::string* played_card(const hd::Action& m) {
  return std::visit([](const auto& x) -> const std::string* {
    using T = std::decay_t<decltype(x)>;
    if constexpr (requires { x.card; } && !std::is_same_v<T, ClearTrap>) return &x.card;
    else return nullptr;
  }, m);
}

// The record's trap declarations, before the action runs: each names a set card, once, and
// a trap (9. Trap Rules). The core checks the rest as the windows open, but accepts an
// unused declaration once the game is over, so these would otherwise pass unchecked.
Verdict check_declarations(const Table& t, const Reactions& rx) {
  for (std::size_t i = 0; i < rx.activations.size(); ++i) {
    const Activation& a = rx.activations[i];
    const std::string where = zone_ref(t, a.player, 'S', a.zone);
    const auto& slot = t.p(a.player).spell_traps[static_cast<std::size_t>(a.zone)];
    if (!slot || slot->active) return Verdict::illegal(where + " holds no set card to activate", sec::traps);
    for (std::size_t j = 0; j < i; ++j)
      if (rx.activations[j].player == a.player && rx.activations[j].zone == a.zone)
        return Verdict::illegal(where + " is declared twice", sec::traps);
    const std::string& card = a.card.empty() ? slot->card : a.card;
    const cards::CardDef* def = t.card(card);
    if (card != kUnknown && (!def || def->type != "trap")) return Verdict::illegal(card + " in " + where + " is not a trap", sec::traps);
  }
  return Verdict::ok();
}

// What the record says of unseen cards must fit the deck lists: a monster summoned unseen
// is a 1-3 star monster some copy of which is still unseen (4. Summoning Rules: Stars 1-3),
// and every card the event names out of the unseen (a card played from a hand holding "?",
// monsters named as they turn face up, hidden traps named as they activate or are cleared)
// is one of its owner's unseen cards. They are matched together: two cards named in one
// event need two unseen copies (1. Match Structure: the deck list is all a player has).
Verdict check_unseen_cards(const Table& t, const Record& rec, const hd::Action& m, const Reactions& rx, int actor) {
  if (const auto* s = std::get_if<SummonMonster>(&m); s && s->card == kUnknown) {
    bool possible = false;
    for (const std::string& id : unseen_pool(t, rec, s->player))
      if (const cards::CardDef* def = t.card(id); def && could_be_unseen_monster(t, *def)) possible = true;
    if (!possible)
      return Verdict::illegal("a monster summoned unseen is a 1-3 star monster, and no such card of the deck list is left unseen",
                              sec::summon_low);
  }
  struct Named {
    int player;
    std::string card;
    std::string how;
  };
  std::vector<Named> named;
  // The card played, when the hand holds it only as an unseen card.
  const std::string* played = played_card(m);
  if (played && *played != kUnknown && actor >= 0 && actor < 2) {
    const auto& hand = t.p(actor).hand;
    if (!contains(hand, *played)) named.push_back({actor, *played, "played from the hand"});
  }
  if (const auto* c = std::get_if<ClearTrap>(&m); c && c->zone >= 0 && c->zone < kSpellTrapZones && c->player >= 0 && c->player < 2) {
    const auto& slot = t.p(c->player).spell_traps[static_cast<std::size_t>(c->zone)];
    if (slot && slot->card == kUnknown && !c->card.empty()) named.push_back({c->player, c->card, "named as it is cleared"});
  }
  for (const Reveal& r : rx.reveals) {
    const auto& mon = t.p(r.player).monsters[static_cast<std::size_t>(r.zone)];
    named.push_back({mon && mon->owner >= 0 ? mon->owner : r.player, r.card, "named as it turns face up"});
  }
  for (const Activation& a : rx.activations) {
    const auto& slot = t.p(a.player).spell_traps[static_cast<std::size_t>(a.zone)];
    if (slot && slot->card == kUnknown && !a.card.empty()) named.push_back({a.player, a.card, "named as it activates"});
  }
  std::array<std::vector<std::string>, 2> pools{unseen_pool(t, rec, 0), unseen_pool(t, rec, 1)};
  std::array<int, 2> count{0, 0};
  for (const Named& n : named) {
    auto& pool = pools[static_cast<std::size_t>(n.player)];
    ++count[static_cast<std::size_t>(n.player)];
    auto it = std::find(pool.begin(), pool.end(), n.card);
    if (it == pool.end())
      return Verdict::illegal(n.card + " is " + n.how + ", but no copy of it is left unseen in the deck list" +
                                  (count[static_cast<std::size_t>(n.player)] > 1 ? " for it and the other cards this event names" : ""),
                              sec::match);
    pool.erase(it);
  }
  // What is left must still cover the hidden cards on the field, less those this event names
  // and plus a monster it summons unseen.
  for (int p = 0; p < 2; ++p) {
    HiddenNeeds needs = hidden_needs(t, p);
    for (const Named& n : named)
      if (n.player == p && n.how == "named as it turns face up") --needs.low_monsters;
      else if (n.player == p && n.how != "played from the hand") --needs.traps;
    if (const auto* s = std::get_if<SummonMonster>(&m); s && s->card == kUnknown && s->player == p) ++needs.low_monsters;
    if (const auto* s = std::get_if<SetTrap>(&m); s && s->card == kUnknown && s->player == p) ++needs.traps;
    if (Verdict v = check_cover(t, pools[static_cast<std::size_t>(p)], needs); !v) {
      v.reason = "the cards this event names or hides do not fit the deck list together: " + v.reason;
      return v;
    }
  }
  return Verdict::ok();
}
}  // namespace

// ---- HdState ----

std::string_view HdState::node() const {
  if (t_.over()) return "game-over";
  return rec_.pending_draw > 0 ? "start" : "main";
}

GameResult HdState::result() const {
  GameResult r;
  r.status = t_.result.status;
  if (t_.result.status == GameStatus::won) r.winners = {t_.result.winner};
  for (const auto& p : t_.players) r.scores.push_back(p.hp);
  r.ended_by = t_.result.ended_by;
  r.citation = t_.result.citation;
  r.summary = "HP " + std::to_string(t_.p(0).hp) + "-" + std::to_string(t_.p(1).hp);
  if (t_.result.status == GameStatus::won) r.summary = rec_.names[static_cast<std::size_t>(t_.result.winner)] + " wins, " + r.summary;
  if (t_.result.status == GameStatus::drawn) r.summary = "drawn, " + r.summary;
  return r;
}

// Declaring a known trap that must activate anyway (hd.trap.activation-mandatory) adds
// nothing: the same move as leaving it out. Only when the trap does go off: declaring one
// that nothing sets off is an illegal record, another move than the plain one.
std::string HdState::action_key(const referee::Action& action) const {
  HdAction a = as_hd(action);
  if (t_.r().peek(ruling::trap_activation) == TrapActivation::mandatory) {
    const std::size_t declared = a.reactions.activations.size();
    std::erase_if(a.reactions.activations, [&](const Activation& x) {
      if (x.player < 0 || x.player > 1 || x.zone < 0 || x.zone >= kSpellTrapZones) return false;
      const auto& slot = t_.p(x.player).spell_traps[static_cast<std::size_t>(x.zone)];
      return slot && slot->card != kUnknown && x.targets.empty() && (x.card.empty() || x.card == slot->card);
    });
    ConsultRecorder key_check(ConsultRecorder::Scope::isolated);  // a key is no verdict: its reads count for none
    if (a.reactions.activations.size() != declared && !check(action).legal) return encode(action).dump();
  }
  // Naming a cleared trap that everyone has seen adds nothing either.
  if (auto* c = std::get_if<hd::Action>(&a.move))
    if (auto* clear = std::get_if<ClearTrap>(c); clear && clear->zone >= 0 && clear->zone < kSpellTrapZones && clear->player >= 0 &&
                                                 clear->player < 2) {
      const auto& slot = t_.p(clear->player).spell_traps[static_cast<std::size_t>(clear->zone)];
      if (slot && slot->card != kUnknown && clear->card == slot->card) clear->card.clear();
    }
  return encode(a).dump();
}

// The section behind a move, finer than the state machine's edge: a summon by its stars, an
// attack by what it strikes.
const Section* HdState::rule_of(const referee::Action& action) const {
  const auto* m = std::get_if<hd::Action>(&as_hd(action).move);
  if (!m) return &sec::turn_start;
  if (const auto* s = std::get_if<SummonMonster>(m)) {
    const cards::CardDef* def = t_.card(s->card);
    return def && def->stat("stars") >= 4 ? &sec::summon_high : &sec::summon_low;
  }
  if (const auto* at = std::get_if<Attack>(m)) {
    if (!at->defender) return &sec::direct_attacks;
    if (*at->defender == kHeroZone) return &sec::hero;
    const int opp = Table::other(at->player < 0 || at->player > 1 ? t_.active : at->player);
    const auto& target = t_.p(opp).monsters[static_cast<std::size_t>(std::clamp(*at->defender, 0, kMonsterZones - 1))];
    if (target && !target->face_up) return &sec::combat_face_down;
    return &sec::combat_simultaneous;
  }
  return nullptr;
}

// A record that never writes the start-of-turn draw leaves it unseen: the draw happened
// (8. Turn Start makes it a step of every turn), only the cards are unknown.
std::vector<std::unique_ptr<referee::Action>> HdState::implied_before(const referee::Action& action) const {
  std::vector<std::unique_ptr<referee::Action>> out;
  if (rec_.pending_draw > 0 && !std::holds_alternative<DrawCards>(as_hd(action).move)) {
    auto d = std::make_unique<HdAction>();
    d->player = t_.active;
    d->move = DrawCards{t_.active, std::vector<std::string>(static_cast<std::size_t>(rec_.pending_draw), std::string(kUnknown))};
    out.push_back(std::move(d));
  }
  return out;
}

Verdict HdState::check(const referee::Action& action) const {
  const HdAction& a = as_hd(action);
  if (const auto* d = std::get_if<DrawCards>(&a.move)) {
    if (!a.reactions.activations.empty() || !a.reactions.reveals.empty())
      return Verdict::illegal("the turn's draw sets off no trap and turns no monster face up", sec::turn_start);
    return check_draw(t_, rec_, *d);
  }
  if (rec_.pending_draw > 0 && !t_.over())
    return Verdict::illegal("the turn starts with the draw of " + std::to_string(rec_.pending_draw) + " card(s)", sec::turn_start);
  const hd::Action& m = std::get<hd::Action>(a.move);
  if (Verdict v = hd::check(t_, m); !v) return v;
  // A card played from a hand holding unseen cards must be one the deck list could supply.
  const std::string* card = played_card(m);
  if (card && *card != kUnknown)
    if (Verdict v = check_hand_card(t_, rec_, a.player, *card); !v) return v;
  if (Verdict v = check_declarations(t_, a.reactions); !v) return v;
  if (Verdict v = check_unseen_cards(t_, rec_, m, a.reactions, a.player); !v) return v;
  // The whole action with its reactions, on a copy: the answers the record gives must fit.
  Table work = t_;
  if (Verdict v = hd::apply(work, m, a.reactions); !v) return v;
  return check_unseen_fit(work, rec_);
}

void HdState::apply(const referee::Action& action, std::vector<Step>* trace) {
  const HdAction& a = as_hd(action);
  auto step = [&](std::string_view from, std::string_view to, std::string_view on) {
    if (trace) trace->push_back(Step{from, to, on});
  };
  if (const auto* d = std::get_if<DrawCards>(&a.move)) {
    const DrawMatch match = match_draw(t_, rec_, *d);
    auto& hand = t_.p(d->player).hand;
    if (match.verdict) std::copy(match.slots.begin(), match.slots.end(), hand.begin() + rec_.draw_from);
    rec_.pending_draw = 0;
    step("start", "main", "draw");
    return;
  }
  const hd::Action& m = std::get<hd::Action>(a.move);
  const bool ends = std::holds_alternative<EndTurn>(m);
  // Who plays next is known after the action: the same player when they take another turn
  // (hd.turn.end-turn-limit = extra-turns).
  const std::array<std::size_t, 2> before{t_.p(0).hand.size(), t_.p(1).hand.size()};
  Verdict v = hd::apply(t_, m, a.reactions);
  if (!v) throw std::logic_error("hero-duel: apply of an unchecked action: " + v.reason);
  if (!a.reactions.activations.empty()) {
    step("main", "main.window", "auto:trap-window");
    for (std::size_t i = 0; i < a.reactions.activations.size(); ++i) step("main.window", "main.window", "activate");
    step("main.window", "main", "auto:resolved");
  }
  if (!ends) {
    step("main", t_.over() ? "game-over" : "main", action_name(m));
    return;
  }
  step("main", "end", "end-turn");
  if (t_.over()) {
    step("end", "game-over", "auto:game-over");
    return;
  }
  const std::size_t had = before[static_cast<std::size_t>(t_.active)];
  rec_.draw_from = static_cast<int>(had);
  rec_.pending_draw = static_cast<int>(t_.p(t_.active).hand.size() - had);
  step("end", "start", "auto:next-turn");
  if (rec_.pending_draw == 0) step("start", "main", "auto:no-draw");
}

std::string HdState::position_text() const { return text_of(t_, rec_); }
nlohmann::json HdState::position_json() const { return position_of(t_, rec_); }

// ---- HeroDuel ----

// What a judge's outcome says of the position's counters and marks (position.cpp's keys).
constexpr FieldWords kFieldWords[] = {{"hp", "HP"}, {"face_up", "turned face up", "turned face down"},
                                      {"can_attack", "may attack", "may not attack"}, {"attacks_made", "attacks made"},
                                      {"extra_turns", "extra turns to take"}};
// ... of its zones (its phases: spec.cpp's places).
constexpr FieldWords kZoneWords[] = {{"monsters", "monster zone"}, {"spell-traps", "spell/trap zone"}, {"hero", "hero zone"}};

HeroDuel::HeroDuel()
    : BasicGame({{"hero-duel", "Hero Duel", 2, 2, "hero-duel.txt", &sec::win, {kFieldWords, kZoneWords}}, ruling_catalogue, section_index,
                 build_spec, hero_duel_notation, hd::card_rules}) {}

std::unique_ptr<Game> make_hero_duel() { return std::make_unique<HeroDuel>(); }

}  // namespace referee::hd
