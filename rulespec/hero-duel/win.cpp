// The checks after each resolution: monsters at 0 HP or less are destroyed together (6.
// Combat Rules: Death), then the game ends if a player is at 0 HP or less or a card has
// declared a win (12. Win Conditions); both at once from one source is a draw.
#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

void end_game(Table& t, GameStatus status, int winner, std::string ended_by) {
  t.result = Result{status, winner, std::move(ended_by), &sec::win};
  t.phase = Phase::over;
}

void check_players(Table& t) {
  const bool down0 = t.p(0).hp <= 0, down1 = t.p(1).hp <= 0;
  const int declared = t.declared_winner;
  t.declared_winner = -1;
  if (down0 && down1) return end_game(t, GameStatus::drawn, -1, "both-hp");
  if (declared >= 0) {
    // A declared win by a player this same resolution took to 0 HP: a draw (hd.win.card-effect).
    if (t.p(declared).hp <= 0) return end_game(t, GameStatus::drawn, -1, "win-game-and-hp");
    return end_game(t, GameStatus::won, declared, "win-game");
  }
  if (down0) return end_game(t, GameStatus::won, 1, "hp");
  if (down1) return end_game(t, GameStatus::won, 0, "hp");
}

}  // namespace

void Resolver::settle(bool end_of_source) {
  if (t.over()) return;
  // Destruction first, the turn player's monsters first, both sides in the same check.
  // An unknown face-down monster's HP is unknown too: the damage it took is kept and judged
  // once the record names it (flip()), not taken for a monster with 0 HP.
  for (int p : {t.active, Table::other(t.active)})
    for (auto& slot : t.p(p).monsters)
      if (slot && slot->card != kUnknown && hp(t, *slot) <= 0) remove_monster(t, slot->uid, false);
  // A hero that is a special monster (hd.hero.nature) is destroyed by damage that leaves it
  // at 0 HP or less; one whose card gives no HP by any damage.
  for (int p : {t.active, Table::other(t.active)})
    if (const auto& h = t.p(p).hero; h && h->damage > 0 && hero_is_monster(t) && hero_hp(t, *h) <= 0) destroy_hero(t, p);
  switch (t.r().get(ruling::win_timing)) {
    case WinTiming::each_resolution: check_players(t); break;
    case WinTiming::same_card:
      if (end_of_source) check_players(t);
      break;
    case WinTiming::whole_action: break;  // end_action()
  }
}

void Resolver::end_action() {
  if (t.over()) return;
  check_players(t);
}

}  // namespace referee::hd
