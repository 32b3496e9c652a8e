// `referee event export --format trf`: FIDE's Tournament Report File, TRF-2016 (FIDE Handbook
// C.04 Annex 2), the layout rating officers and pairing engines (JaVaFo, bbpPairings) read.
//
// TRF is a chess format: the points column is in chess points (a win 1, a draw ½, a loss 0,
// a bye 1) whatever the event's tiebreak profile, and each round's code says win, draw or
// loss of the match. The rank column is the event's own standings order.
//
// Fixed columns (1-based, inclusive) of a 001 line, as TRF16 defines them:
//    1-3  "001"              5-8  starting rank       10  sex (blank here)
//  11-13  title (blank)    15-47  name, 33 wide     49-52  rating (blank)
//  54-56  federation       58-68  FIDE id           70-79  birth date (all blank here)
//  81-84  points "%4.1f"   86-89  rank
// then round r in the 10 columns from 92 + 10 (r - 1): opponent's starting rank in 4 (0000
// with no opponent), colour at +5 (w, b, or - unpaired), result code at +7.
//
// Result codes: 1, = and 0 for a game won, drawn and lost (the match's outcome). U for our
// bye: TRF16 calls it the "pairing-allocated bye", while F is a full-point bye granted on
// request, and a pairing engine reading the file must know who already had the pairing's bye.
// Z, the zero-point bye, for a round a player was not in (not yet entered, or dropped). A game
// without a result yet keeps its opponent and colour and leaves the code blank.
//
// After a top cut the file is the Swiss as it stood at the cut: its rounds, each player's
// points and rank in the Swiss standings the playoff was seeded from. The playoff's rounds are
// left out: TRF has no record for a knockout round, and a pairing engine or a rating officer
// reading them as further Swiss rounds would score a seed's bye and a knockout match as Swiss
// games (the JSON and CSV exports hold the playoff; tournaments/README.md).
//
// Lines end in CR LF: TRF16 asks for a CR at the end of every line. 062 and XXR are the player
// count and the planned rounds (XXR is the JaVaFo extension pairing engines read). Names are
// UTF-8 and a column is a code point; FIDE's own files are mostly ASCII.
#include <algorithm>
#include <cstdio>
#include <string>

#include "tournaments/output/common.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/records.hpp"
#include "tournaments/round_robin.hpp"

namespace referee::tournaments {
namespace {

constexpr const char* kEol = "\r\n";
constexpr std::size_t kNameWidth = 33;

// A header field on one line: a line break in a name would start a bogus record.
std::string one_line(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c == '\r' || c == '\n') c = ' ';
  return out;
}

std::string right(int value, int width) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%*d", width, value);
  return buf;
}

std::string system_name(System s) {
  switch (s) {
    case System::swiss: return "Swiss";
    case System::round_robin: return "Round robin";
    case System::double_round_robin: return "Double round robin";
  }
  return "";
}

// The rounds the event is meant to have: the Swiss setting, or the Berger table's length.
int planned_rounds(const EventSettings& s, const Event& e) {
  int planned = static_cast<int>(e.rounds.size());
  if (s.rounds) planned = *s.rounds;
  // The round robin's draw: every player but those who dropped before round 1.
  const auto n = std::count_if(e.players.begin(), e.players.end(),
                               [](const Player& p) { return p.dropped_from_round != 1; });
  if (s.system != System::swiss && n >= 2)
    planned = berger_round_count(static_cast<int>(n), s.system == System::double_round_robin);
  return std::max(planned, static_cast<int>(e.rounds.size()));
}

// The 8 columns of one round for `player` (opponent, blank, colour, blank, code).
std::string round_block(const Round& r, PlayerId player) {
  for (const Pairing& p : r.pairings) {
    if (p.is_bye()) {
      if (p.first == player) return "0000 - U";
      continue;
    }
    if (p.first != player && *p.second != player) continue;
    const bool first = p.first == player;
    const PlayerId opponent = first ? *p.second : p.first;
    char code = ' ';
    if (p.result) {
      const MatchResult mine = first ? *p.result : p.result->reversed();
      switch (outcome(mine)) {
        case Outcome::win: code = '1'; break;
        case Outcome::loss: code = '0'; break;
        case Outcome::draw: code = '='; break;
      }
    }
    return right(opponent + 1, 4) + " " + (first ? "w" : "b") + " " + code;
  }
  return "0000 - Z";
}

}  // namespace

std::string event_trf(const EventSettings& s, const Event& whole) {
  const Event e = swiss_part(whole);  // the Swiss rounds only (above)
  std::string out;
  out += "012 " + one_line(s.name) + kEol;
  out += "062 " + std::to_string(e.players.size()) + kEol;
  out += "092 " + system_name(s.system) + kEol;
  out += "XXR " + std::to_string(planned_rounds(s, e)) + kEol;

  std::vector<int> rank(e.players.size(), 0);
  for (const Standing& st : standings(e, s.profile)) rank.at(st.player) = st.rank;
  const std::vector<PlayerRecord> records = player_records(e);

  for (const Player& p : e.players) {
    const double points = records.at(p.id).match_points(kChessPoints) /
                          static_cast<double>(kChessPoints.per_point);
    std::string name = output::first_code_points(one_line(p.name), kNameWidth);
    name += std::string(kNameWidth - output::code_points(name), ' ');
    char pts[16];
    std::snprintf(pts, sizeof pts, "%4.1f", points);

    std::string line = "001 " + right(p.id + 1, 4) + " " + std::string(4, ' ') + " " + name;
    line += " " + std::string(4, ' ');   // 49-52 rating
    line += " " + std::string(3, ' ');   // 54-56 federation
    line += " " + std::string(11, ' ');  // 58-68 FIDE id
    line += " " + std::string(10, ' ');  // 70-79 birth date
    line += " " + std::string(pts) + " " + right(rank.at(p.id), 4);
    for (const Round& r : e.rounds) line += "  " + round_block(r, p.id);
    out += line + kEol;
  }
  return out;
}

}  // namespace referee::tournaments
