// Players from a CSV file (`referee event add EVENT.db --csv FILE`), as registration systems
// and spreadsheets export them: RFC 4180 (quoted fields, "" for a quote, line breaks inside
// quotes, CRLF or LF), an optional UTF-8 byte order mark, a header line naming the columns.
// `name` is required; `seed` (1 = top seed, for round 1 or the round robin's draw) is
// optional; other columns (club, rating...) are ignored. Blank lines and empty rows (",,")
// are skipped; empty fields past the header's columns (trailing commas) are ignored.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace referee::tournaments {

struct CsvPlayer {
  std::string name;
  std::optional<int> seed;
  int line = 0;  // where the record starts, for messages
};

// InputError (file:line: what is wrong) on a malformed file: an unterminated quote, a record
// with more fields than the header, no `name` column, an empty name, a seed that is not a
// whole number from 1, a seed given twice.
std::vector<CsvPlayer> parse_player_csv(const std::string& text, const std::string& file);

}  // namespace referee::tournaments
