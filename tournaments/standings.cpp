#include "tournaments/standings.hpp"

#include <algorithm>
#include <cmath>

#include "tournaments/playoff.hpp"
#include "tournaments/records.hpp"

namespace referee::tournaments {
namespace {

// Tiebreaks are averages of fractions, summed in different orders for different players:
// equal values can differ in the last bits. Distinct ones differ by far more than this.
constexpr double kSame = 1e-9;

// -1, 0, 1: a before b, tied, b before a.
int compare(const Standing& a, const Standing& b) {
  if (a.points != b.points) return a.points > b.points ? -1 : 1;
  const std::size_t n = std::min(a.tiebreaks.size(), b.tiebreaks.size());
  for (std::size_t i = 0; i < n; ++i) {
    const double x = a.tiebreaks[i].value;
    const double y = b.tiebreaks[i].value;
    if (std::fabs(x - y) > kSame) return x > y ? -1 : 1;
  }
  return 0;
}

void sort_standings(std::vector<Standing>& s) {
  std::stable_sort(s.begin(), s.end(), [](const Standing& a, const Standing& b) {
    const int c = compare(a, b);
    return c != 0 ? c < 0 : a.player < b.player;
  });
}

// FIDE direct encounter: among the players still tied after the other tiebreaks.
void add_direct_encounter(std::vector<Standing>& s, const std::vector<PlayerRecord>& records) {
  for (std::size_t i = 0; i < s.size();) {
    std::size_t j = i + 1;
    while (j < s.size() && compare(s[i], s[j]) == 0) ++j;
    std::vector<PlayerId> group;
    for (std::size_t k = i; k < j; ++k) group.push_back(s[k].player);
    const std::vector<double> de =
        group.size() > 1 ? direct_encounter(records, group) : std::vector<double>{0.0};
    for (std::size_t k = i; k < j; ++k) s[k].tiebreaks.push_back({"direct_encounter", de[k - i]});
    i = j;
  }
}

}  // namespace

std::optional<TiebreakProfile> parse_profile(std::string_view name) {
  if (name == "mtg") return TiebreakProfile::mtg;
  if (name == "pokemon") return TiebreakProfile::pokemon;
  if (name == "fide") return TiebreakProfile::fide;
  return std::nullopt;
}

std::string_view to_string(TiebreakProfile p) {
  switch (p) {
    case TiebreakProfile::mtg: return "mtg";
    case TiebreakProfile::pokemon: return "pokemon";
    case TiebreakProfile::fide: return "fide";
  }
  return "?";
}

PointScheme point_scheme(TiebreakProfile p) {
  return p == TiebreakProfile::fide ? kChessPoints : kMatchPoints;
}

std::vector<Standing> standings(const Event& e, TiebreakProfile profile) {
  // After a cut the Swiss rounds give the points and tiebreaks, the playoff the order
  // (playoff.hpp).
  if (e.playoff) return playoff_placings(e, standings(swiss_part(e), profile));
  const std::vector<PlayerRecord> records = player_records(e);
  const PointScheme scheme = point_scheme(profile);
  std::vector<std::vector<Tiebreak>> tiebreaks;
  switch (profile) {
    case TiebreakProfile::mtg: tiebreaks = mtg_tiebreaks(records); break;
    case TiebreakProfile::pokemon: tiebreaks = pokemon_tiebreaks(records); break;
    case TiebreakProfile::fide: tiebreaks = fide_tiebreaks(records); break;
  }
  std::vector<Standing> s;
  for (const PlayerRecord& r : records) {
    Standing st;
    st.player = r.player;
    st.points = r.match_points(scheme);
    st.points_shown = st.points / static_cast<double>(scheme.per_point);
    st.wins = r.count(Outcome::win);
    st.losses = r.count(Outcome::loss);
    st.draws = r.count(Outcome::draw);
    st.tiebreaks = std::move(tiebreaks.at(r.player));
    s.push_back(std::move(st));
  }
  sort_standings(s);
  if (profile == TiebreakProfile::fide) {
    add_direct_encounter(s, records);
    sort_standings(s);
  }
  for (std::size_t i = 0; i < s.size(); ++i) s[i].rank = static_cast<int>(i) + 1;
  return s;
}

}  // namespace referee::tournaments
