#include "tournaments/player_csv.hpp"

#include <algorithm>
#include <charconv>
#include <map>

#include "referee/core/errors.hpp"
#include "tournaments/text.hpp"

namespace referee::tournaments {
namespace {

struct Record {
  std::vector<std::string> fields;
  int line = 0;
};

// RFC 4180 records. A quote inside an unquoted field is kept as text, as spreadsheets do.
std::vector<Record> records_of(const std::string& text, const std::string& file) {
  std::vector<Record> out;
  std::size_t i = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;
  int line = 1;
  while (i < text.size()) {
    Record r;
    r.line = line;
    std::string field;
    bool end_of_record = false;
    while (!end_of_record) {
      if (i < text.size() && text[i] == '"') {
        const int opened = line;
        ++i;
        while (true) {
          if (i >= text.size())
            throw InputError(Location{file, opened}, "a quoted field is never closed (a \" is missing)");
          if (text[i] == '"') {
            if (i + 1 < text.size() && text[i + 1] == '"') {
              field += '"';
              i += 2;
              continue;
            }
            ++i;
            break;
          }
          if (text[i] == '\n') ++line;
          field += text[i++];
        }
        if (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
          throw InputError(Location{file, line}, "text after a closing quote (write \"\" for a quote inside quotes)");
      }
      while (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') field += text[i++];
      r.fields.push_back(std::move(field));
      field.clear();
      if (i < text.size() && text[i] == ',') {
        ++i;
        continue;
      }
      if (i < text.size() && text[i] == '\r') ++i;
      if (i < text.size() && text[i] == '\n') ++i;
      ++line;
      end_of_record = true;
    }
    // A blank line, or a spreadsheet's empty row (",,,").
    const bool blank = std::all_of(r.fields.begin(), r.fields.end(), [](const std::string& f) {
      return std::all_of(f.begin(), f.end(), [](char c) { return c == ' ' || c == '\t'; });
    });
    if (!blank) out.push_back(std::move(r));
  }
  return out;
}

}  // namespace

std::vector<CsvPlayer> parse_player_csv(const std::string& text, const std::string& file) {
  if (text.find('\0') != std::string::npos)
    throw InputError(Location{file}, "not a text file (it contains NUL bytes)");
  const std::vector<Record> records = records_of(text, file);
  if (records.empty()) throw InputError(Location{file}, "no players: the file is empty");
  const Record& header = records[0];
  int name_column = -1, seed_column = -1;
  for (std::size_t c = 0; c < header.fields.size(); ++c) {
    const std::string key = ascii_lower(trim_blanks(header.fields[c]));
    int* column = key == "name" ? &name_column : key == "seed" ? &seed_column : nullptr;
    if (!column) continue;
    if (*column >= 0) throw InputError(Location{file, header.line}, "the column \"" + key + "\" is named twice");
    *column = static_cast<int>(c);
  }
  if (name_column < 0)
    throw InputError(Location{file, header.line},
                     "the first line names the columns, and one must be \"name\" (optionally \"seed\"): found \"" +
                         (header.fields.empty() ? std::string() : header.fields[0]) + "\"");

  std::vector<CsvPlayer> out;
  std::map<int, int> seed_line;
  for (std::size_t k = 1; k < records.size(); ++k) {
    const Record& r = records[k];
    // Empty fields past the header's columns are a spreadsheet's trailing commas: ignored.
    const bool extra_text = std::any_of(r.fields.begin() + static_cast<std::ptrdiff_t>(std::min(r.fields.size(), header.fields.size())),
                                        r.fields.end(), [](const std::string& f) { return !trim_blanks(f).empty(); });
    if (extra_text)
      throw InputError(Location{file, r.line}, std::to_string(r.fields.size()) + " fields, but the header names " +
                                                   std::to_string(header.fields.size()) + " columns");
    CsvPlayer p;
    p.line = r.line;
    const auto at = [&](int column) {
      return column >= 0 && static_cast<std::size_t>(column) < r.fields.size() ? trim_blanks(r.fields[column]) : "";
    };
    p.name = at(name_column);
    if (p.name.empty()) throw InputError(Location{file, r.line}, "no name in the \"name\" column");
    if (const std::string seed = at(seed_column); !seed.empty()) {
      int value = 0;
      const auto [end, ec] = std::from_chars(seed.data(), seed.data() + seed.size(), value);
      if (ec != std::errc() || end != seed.data() + seed.size() || value < 1)
        throw InputError(Location{file, r.line}, "seed \"" + seed + "\" is not a whole number from 1");
      if (auto [it, fresh] = seed_line.emplace(value, r.line); !fresh)
        throw InputError(Location{file, r.line},
                         "seed " + seed + " is already given on line " + std::to_string(it->second));
      p.seed = value;
    }
    out.push_back(std::move(p));
  }
  if (out.empty()) throw InputError(Location{file, header.line}, "no players: only the header line");
  return out;
}

}  // namespace referee::tournaments
