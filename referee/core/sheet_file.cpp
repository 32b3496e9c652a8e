// Transcript files of either kind: JSON or score sheet.
#include "referee/core/json_source.hpp"
#include "referee/core/sheet.hpp"

namespace referee::sheet {
namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

bool is_sheet(std::string_view path, std::string_view text) {
  if (ends_with(path, ".json") || ends_with(path, ".jsonl")) return false;
  if (ends_with(path, ".sheet") || ends_with(path, ".txt")) return true;
  // By content: JSON starts with '{' (after blanks and a byte-order mark).
  std::size_t i = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
  return i < text.size() && text[i] != '{';
}

std::vector<SheetPart> split_sheets(std::string_view text) {
  std::vector<SheetPart> parts;
  std::size_t start = 0, at = 0;
  int line = 1, start_line = 1;
  bool seen_game = false, seen_result = false;
  while (at < text.size()) {
    std::size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view l = text.substr(at, nl - at);
    if (at == 0 && l.substr(0, 3) == "\xEF\xBB\xBF") l.remove_prefix(3);  // a byte-order mark
    while (!l.empty() && (l.front() == ' ' || l.front() == '\t')) l.remove_prefix(1);
    auto header = [&](std::string_view name) {  // "Game:" in any letter case
      if (l.size() <= name.size() || l[name.size()] != ':') return false;
      for (std::size_t i = 0; i < name.size(); ++i)
        if ((l[i] | 0x20) != name[i]) return false;
      return true;
    };
    // A new sheet starts at "Game:" once the one before has its Result line; any other
    // "Game:" stays in its sheet, whose reader says what is wrong with it.
    if (header("game")) {
      if (seen_game && seen_result) {
        parts.push_back({std::string(text.substr(start, at - start)), start_line});
        start = at;
        start_line = line;
        seen_result = false;
      }
      seen_game = true;
    } else if (header("result")) {
      seen_result = true;
    }
    at = nl + 1;
    ++line;
  }
  parts.push_back({std::string(text.substr(start)), start_line});
  return parts;
}

JsonDocument parse_transcript_text(std::string_view text, std::string source, const GameRegistry& games) {
  if (is_sheet(source, text)) return read_sheet(text, std::move(source), games);
  return parse_json(text, std::move(source));
}

JsonDocument read_transcript_file(const std::string& path, const GameRegistry& games) {
  const std::string text = read_text_file(path);
  return parse_transcript_text(text, path, games);
}

}  // namespace referee::sheet
