// The tokens of one score-sheet line (README, "Score sheets").
//
//   word      a run of characters other than blanks and , ; = > [ ] { } "
//             ("7H", "Bob:QS", "Bob#2", "change-position"); "Ann:" is a word with a colon
//   quoted    a JSON string ("\"Ann Lee\""), for words with blanks or punctuation
//   , ; = > [ ]
//   comment   {text}: an event's comment, kept in the transcript (\\ \{ \} \n \t \r \uXXXX)
//   # ...     where a token would start: a note for people, to the end of the line, dropped
//
// Columns count characters (UTF-8 code points) from 1. Invalid UTF-8 and control
// characters are errors at their column: they would corrupt every report built from them.
#pragma once

#include <string>
#include <string_view>

#include "referee/core/errors.hpp"

namespace referee::sheet {

struct Token {
  enum class Kind { word, quoted, comma, semicolon, equals, gt, open, close, comment, end };
  Kind kind = Kind::end;
  std::string text;     // the word without its colon, the decoded string or comment
  bool colon = false;   // a word or quoted string directly followed by ':'
  int column = 0;         // of the token's first character
  std::size_t start = 0;  // byte offset of its first character
  std::size_t end = 0;    // byte offset just after the token (and its colon)

  bool atom() const { return kind == Kind::word || kind == Kind::quoted; }
  // The token as written, for messages ("'7H'", "';'", "the end of the line").
  std::string shown() const;
};

class Lexer {
 public:
  // `line` without its line break; `source` and `line_number` name it in errors.
  Lexer(std::string_view line, std::string source, int line_number);

  Token next();
  // The text from byte `offset` to the end of the line, without surrounding blanks.
  std::string rest_from(std::size_t offset) const;
  // The text between two byte offsets.
  std::string text(std::size_t from, std::size_t to) const { return std::string(line_.substr(from, to - from)); }
  int column_of(std::size_t offset) const;
  int line_number() const { return line_number_; }
  const std::string& source() const { return source_; }

  [[noreturn]] void fail(int column, const std::string& message) const;
  // The error fail() throws, for a reader that notes it and reads on.
  InputError error(int column, const std::string& message) const;

 private:
  Token begin(Token::Kind kind, std::size_t start) const;
  Token word(std::size_t start);
  Token quoted(std::size_t start);
  Token comment(std::size_t start);

  std::string_view line_;
  std::string source_;
  int line_number_;
  std::size_t pos_ = 0;
  mutable std::size_t counted_offset_ = 0;  // column_of's progress
  mutable int counted_column_ = 1;
};

// Checks a whole line (UTF-8, no control characters but tabs); InputError at the column.
void check_line_text(std::string_view line, const std::string& source, int line_number);

// Header names and the words "Game" and "Result" compare without letter case (ASCII).
std::string lower_ascii(std::string text);

// A bare word can hold `text` (nothing that would split it or change its meaning).
bool bare_word_ok(std::string_view text);
// `text` as one atom: bare if possible, otherwise a JSON string.
std::string atom(std::string_view text);
// `text` as a {comment}, escaped.
std::string comment(std::string_view text);

}  // namespace referee::sheet
