#include "referee/core/sheet_lexer.hpp"

#include <nlohmann/json.hpp>

#include "referee/core/errors.hpp"

namespace referee::sheet {
namespace {

bool blank(char c) { return c == ' ' || c == '\t'; }

// Characters that end a bare word.
bool delimiter(char c) {
  return blank(c) || c == ',' || c == ';' || c == '=' || c == '>' || c == '[' || c == ']' || c == '{' || c == '}' ||
         c == '"';
}

// The length of the UTF-8 sequence starting at `s[i]`, or 0 if it is not valid there.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return 0;
  const auto b1 = static_cast<unsigned char>(s[i + 1 < s.size() ? i + 1 : i]);
  if (n == 2 && b < 0xC2) return 0;                       // overlong
  if (n == 3 && b == 0xE0 && b1 < 0xA0) return 0;         // overlong
  if (n == 3 && b == 0xED && b1 >= 0xA0) return 0;        // UTF-16 surrogates
  if (n == 4 && (b > 0xF4 || (b == 0xF0 && b1 < 0x90) || (b == 0xF4 && b1 >= 0x90))) return 0;
  return n;
}

std::string hex_byte(unsigned char b) {
  const char* digits = "0123456789ABCDEF";
  return std::string("0x") + digits[b >> 4] + digits[b & 0xF];
}

}  // namespace

std::string Token::shown() const {
  switch (kind) {
    case Kind::word: return "'" + text + (colon ? ":" : "") + "'";
    case Kind::quoted: return "a quoted word";
    case Kind::comma: return "','";
    case Kind::semicolon: return "';'";
    case Kind::equals: return "'='";
    case Kind::gt: return "'>'";
    case Kind::open: return "'['";
    case Kind::close: return "']'";
    case Kind::comment: return "a {comment}";
    case Kind::end: return "the end of the line";
  }
  return "?";
}

void check_line_text(std::string_view line, const std::string& source, int line_number) {
  int column = 1;
  for (std::size_t i = 0; i < line.size(); ++column) {
    const auto b = static_cast<unsigned char>(line[i]);
    if (b == '\r')
      throw InputError(Location{source, line_number, column},
                       "a carriage return inside a line (old Mac line ends?): save the file with \\n or \\r\\n line ends");
    if ((b < 0x20 && b != '\t') || b == 0x7F)
      throw InputError(Location{source, line_number, column},
                       "control character " + hex_byte(b) + " (a score sheet is plain text)");
    std::size_t n = utf8_length(line, i);
    if (n == 0) throw InputError(Location{source, line_number, column}, "invalid UTF-8 (byte " + hex_byte(b) + ")");
    i += n;
  }
}

Lexer::Lexer(std::string_view line, std::string source, int line_number)
    : line_(line), source_(std::move(source)), line_number_(line_number) {}

int Lexer::column_of(std::size_t offset) const {
  // Tokens are read left to right: count on from the last place asked about, so that a
  // megabyte line costs one pass, not one pass a token.
  if (offset < counted_offset_) counted_offset_ = 0, counted_column_ = 1;
  for (; counted_offset_ < offset && counted_offset_ < line_.size(); ++counted_offset_)
    if ((static_cast<unsigned char>(line_[counted_offset_]) >> 6) != 0x2) ++counted_column_;
  return counted_column_;
}

void Lexer::fail(int column, const std::string& message) const { throw error(column, message); }

InputError Lexer::error(int column, const std::string& message) const {
  return InputError(Location{source_, line_number_, column}, message);
}

std::string Lexer::rest_from(std::size_t offset) const {
  std::size_t b = offset, e = line_.size();
  while (b < e && blank(line_[b])) ++b;
  while (e > b && blank(line_[e - 1])) --e;
  return std::string(line_.substr(b, e - b));
}

Token Lexer::next() {
  while (pos_ < line_.size() && blank(line_[pos_])) ++pos_;
  Token t;
  t.column = column_of(pos_);
  t.start = pos_;
  if (pos_ >= line_.size() || line_[pos_] == '#') {
    pos_ = line_.size();
    t.end = pos_;
    return t;
  }
  const std::size_t start = pos_;
  auto single = [&](Token::Kind k) {
    t.kind = k;
    t.end = ++pos_;
    return t;
  };
  switch (line_[pos_]) {
    case ',': return single(Token::Kind::comma);
    case ';': return single(Token::Kind::semicolon);
    case '=': return single(Token::Kind::equals);
    case '>': return single(Token::Kind::gt);
    case '[': return single(Token::Kind::open);
    case ']': return single(Token::Kind::close);
    case '{': return comment(start);
    case '}': fail(t.column, "'}' closes no comment (a comment is written {like this})");
    case '"': return quoted(start);
    default: return word(start);
  }
}

Token Lexer::begin(Token::Kind kind, std::size_t start) const {
  Token t;
  t.kind = kind;
  t.start = start;
  t.column = column_of(start);
  return t;
}

Token Lexer::word(std::size_t start) {
  Token t = begin(Token::Kind::word, start);
  while (pos_ < line_.size() && !delimiter(line_[pos_])) ++pos_;
  t.text = std::string(line_.substr(start, pos_ - start));
  if (t.text.size() > 1 && t.text.back() == ':') {
    t.text.pop_back();
    t.colon = true;
  }
  t.end = pos_;
  return t;
}

Token Lexer::quoted(std::size_t start) {
  Token t = begin(Token::Kind::quoted, start);
  std::size_t i = start + 1;
  while (i < line_.size() && line_[i] != '"') i += line_[i] == '\\' ? 2 : 1;
  if (i >= line_.size()) fail(t.column, "this quoted word is not closed with '\"' on its line");
  const std::string_view raw = line_.substr(start, i + 1 - start);
  try {
    t.text = nlohmann::json::parse(raw).get<std::string>();
  } catch (const nlohmann::json::exception&) {
    fail(t.column, "a quoted word is written as a JSON string; this one has a bad escape (\\\" \\\\ \\n \\uXXXX ...)");
  }
  pos_ = i + 1;
  if (pos_ < line_.size() && line_[pos_] == ':') {
    t.colon = true;
    ++pos_;
  }
  t.end = pos_;
  return t;
}

Token Lexer::comment(std::size_t start) {
  Token t = begin(Token::Kind::comment, start);
  std::size_t i = start + 1;
  for (; i < line_.size() && line_[i] != '}'; ++i) {
    const char c = line_[i];
    if (c == '{') fail(column_of(i), "'{' inside a comment: write it as \\{");
    if (c != '\\') {
      t.text += c;
      continue;
    }
    if (++i >= line_.size()) break;
    switch (line_[i]) {
      case '\\': t.text += '\\'; break;
      case '{': t.text += '{'; break;
      case '}': t.text += '}'; break;
      case 'n': t.text += '\n'; break;
      case 't': t.text += '\t'; break;
      case 'r': t.text += '\r'; break;
      case 'u': {
        const std::string_view hex = line_.substr(i + 1, 4);
        try {
          t.text += nlohmann::json::parse("\"\\u" + std::string(hex) + "\"").get<std::string>();
        } catch (const nlohmann::json::exception&) {
          fail(column_of(i - 1), "\\u in a comment takes four hex digits of a character, as \\u0007");
        }
        i += 4;
        break;
      }
      default: fail(column_of(i - 1), "unknown escape in a comment (\\\\ \\{ \\} \\n \\t \\r \\uXXXX)");
    }
  }
  if (i >= line_.size()) fail(t.column, "this comment is not closed with '}' on its line");
  pos_ = i + 1;
  t.end = pos_;
  return t;
}

std::string lower_ascii(std::string text) {
  for (char& c : text)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return text;
}

bool bare_word_ok(std::string_view text) {
  if (text.empty() || text.front() == '#' || text.back() == ':') return false;
  for (char c : text)
    if (delimiter(c) || static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return false;
  return true;
}

std::string atom(std::string_view text) {
  if (bare_word_ok(text)) return std::string(text);
  return nlohmann::json(std::string(text)).dump();
}

std::string comment(std::string_view text) {
  std::string out = "{";
  for (char c : text) {
    switch (c) {
      case '\\': out += "\\\\"; break;
      case '{': out += "\\{"; break;
      case '}': out += "\\}"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) {
          const char* digits = "0123456789abcdef";
          out += "\\u00";
          out += digits[(c >> 4) & 0xF];
          out += digits[c & 0xF];
        } else {
          out += c;
        }
    }
  }
  return out + "}";
}

}  // namespace referee::sheet
