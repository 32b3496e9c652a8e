// The tokens of one score-sheet line (referee/core/sheet_lexer.hpp): words, words with a
// colon, quoted JSON strings, punctuation, {comments} with their escapes, '#' notes, columns
// in code points, and the checks of a whole line (control characters, invalid UTF-8).
#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <vector>

#include "tests/support/input_error.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/sheet_lexer.hpp"

namespace test_sheet_lexer {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using referee::sheet::Lexer;
using referee::sheet::Token;
using Kind = referee::sheet::Token::Kind;

namespace {

// Every token of `line`, up to and including the end token.
std::vector<Token> tokens(const std::string& line) {
  Lexer lx(line, "t.sheet", 7);
  std::vector<Token> out;
  for (int guard = 0; guard < 1000; ++guard) {
    out.push_back(lx.next());
    if (out.back().kind == Kind::end) return out;
  }
  FAIL("the lexer never reached the end of: " << line);
  return out;
}

std::vector<Kind> kinds(const std::vector<Token>& ts) {
  std::vector<Kind> out;
  for (const auto& t : ts) out.push_back(t.kind);
  return out;
}

std::vector<std::string> texts(const std::vector<Token>& ts) {
  std::vector<std::string> out;
  for (const auto& t : ts) out.push_back(t.text);
  return out;
}

using test::error_of;

// The error of lexing `line` to its end.
InputError lex_error(const std::string& line) {
  return error_of([&] { (void)tokens(line); });
}

InputError line_error(const std::string& line) {
  return error_of([&] { sheet::check_line_text(line, "t.sheet", 4); });
}

}  // namespace

TEST_CASE("sheet lexer: words end at blanks and punctuation, and keep other characters", "[sheet][sheet-lexer]") {
  const auto ts = tokens("draw 7H; attack Bob:QS > Bob#2, change-position [x]=y");
  CHECK(kinds(ts) == std::vector<Kind>{Kind::word, Kind::word, Kind::semicolon, Kind::word, Kind::word, Kind::gt,
                                       Kind::word, Kind::comma, Kind::word, Kind::open, Kind::word, Kind::close,
                                       Kind::equals, Kind::word, Kind::end});
  CHECK(texts(ts) == std::vector<std::string>{"draw", "7H", "", "attack", "Bob:QS", "", "Bob#2", "", "change-position",
                                              "", "x", "", "", "y", ""});
  // "Bob:QS" is one word: only a colon at the end of a word is taken off.
  CHECK_FALSE(ts[4].colon);
  for (const auto& t : ts) CHECK((t.atom() == (t.kind == Kind::word)));
}

TEST_CASE("sheet lexer: a trailing colon is taken off a word and a quoted word", "[sheet][sheet-lexer]") {
  const auto ts = tokens("T1 Ann: draw \"Ann Lee\": \"Ann Lee\" Game:");
  REQUIRE(ts.size() == 7);
  CHECK(ts[0].text == "T1");
  CHECK_FALSE(ts[0].colon);
  CHECK(ts[1].kind == Kind::word);
  CHECK(ts[1].text == "Ann");
  CHECK(ts[1].colon);
  CHECK(ts[1].shown() == "'Ann:'");
  CHECK(ts[3].kind == Kind::quoted);
  CHECK(ts[3].text == "Ann Lee");
  CHECK(ts[3].colon);
  CHECK(ts[3].atom());
  CHECK(ts[4].kind == Kind::quoted);
  CHECK(ts[4].text == "Ann Lee");
  CHECK_FALSE(ts[4].colon);
  CHECK(ts[5].text == "Game");
  CHECK(ts[5].colon);
  // A lone ':' is a word of its own, not an empty word with a colon.
  const auto lone = tokens(":");
  REQUIRE(lone.size() == 2);
  CHECK(lone[0].kind == Kind::word);
  CHECK(lone[0].text == ":");
  CHECK_FALSE(lone[0].colon);
}

TEST_CASE("sheet lexer: a quoted word is a JSON string with its escapes", "[sheet][sheet-lexer]") {
  const auto ts = tokens(R"("a \"b\" \\ c\u00e9\n", "x;y,z")");
  REQUIRE(ts.size() == 4);
  CHECK(ts[0].kind == Kind::quoted);
  CHECK(ts[0].text == "a \"b\" \\ c\xC3\xA9\n");
  CHECK(ts[1].kind == Kind::comma);
  CHECK(ts[2].kind == Kind::quoted);
  CHECK(ts[2].text == "x;y,z");
  CHECK(ts[2].shown() == "a quoted word");
  // An empty quoted word is a word all the same.
  const auto empty = tokens(R"("")");
  CHECK(empty[0].kind == Kind::quoted);
  CHECK(empty[0].text.empty());
}

TEST_CASE("sheet lexer: an unclosed or badly escaped quoted word is an error at its column", "[sheet][sheet-lexer]") {
  InputError unclosed = lex_error("draw \"Ann");
  CHECK(unclosed.where().file == "t.sheet");
  CHECK(unclosed.where().line == 7);
  CHECK(unclosed.where().column == 6);
  CHECK_THAT(unclosed.message(), Catch::Contains("not closed with '\"'"));
  // A backslash before the last quote escapes it: still unclosed.
  CHECK_THAT(lex_error(R"(x "Ann\")").message(), Catch::Contains("not closed"));
  InputError bad = lex_error(R"(x "a\qb")");
  CHECK(bad.where().column == 3);
  CHECK_THAT(bad.message(), Catch::Contains("bad escape"));
}

TEST_CASE("sheet lexer: '#' starts a note only where a token starts", "[sheet][sheet-lexer]") {
  auto ts = tokens("attack Bob#2 > 9D # the rest: ignored, {even this}");
  CHECK(kinds(ts) == std::vector<Kind>{Kind::word, Kind::word, Kind::gt, Kind::word, Kind::end});
  CHECK(ts[1].text == "Bob#2");
  // A note right after punctuation, and a line that is only a note.
  ts = tokens("a,#b");
  CHECK(kinds(ts) == std::vector<Kind>{Kind::word, Kind::comma, Kind::end});
  CHECK(tokens("# Club night, table 4").size() == 1);
  CHECK(tokens("   \t  ").size() == 1);
  // Inside a comment or a quoted word '#' is text.
  ts = tokens("{#1} \"#2\"");
  CHECK(ts[0].text == "#1");
  CHECK(ts[1].text == "#2");
}

TEST_CASE("sheet lexer: punctuation tokens are shown as written in messages", "[sheet][sheet-lexer]") {
  const auto ts = tokens(",;=>[]");
  CHECK(kinds(ts) == std::vector<Kind>{Kind::comma, Kind::semicolon, Kind::equals, Kind::gt, Kind::open, Kind::close, Kind::end});
  std::vector<std::string> shown;
  for (const auto& t : ts) shown.push_back(t.shown());
  CHECK(shown == std::vector<std::string>{"','", "';'", "'='", "'>'", "'['", "']'", "the end of the line"});
  for (std::size_t i = 0; i + 1 < ts.size(); ++i) {
    CHECK(ts[i].column == static_cast<int>(i) + 1);
    CHECK(ts[i].end == i + 1);
    CHECK_FALSE(ts[i].atom());
  }
  CHECK(tokens("{x}")[0].shown() == "a {comment}");
  CHECK(tokens("7H")[0].shown() == "'7H'");
}

TEST_CASE("sheet lexer: a comment decodes its escapes", "[sheet][sheet-lexer]") {
  const auto ts = tokens(R"(pass {a\\b \{x\} l1\nl2\tt\rr \u0041\u00e9 "q" #h; , = > [ ]} end-turn)");
  REQUIRE(ts.size() == 4);
  CHECK(ts[0].text == "pass");
  CHECK(ts[1].kind == Kind::comment);
  CHECK(ts[1].text == "a\\b {x} l1\nl2\tt\rr A\xC3\xA9 \"q\" #h; , = > [ ]");
  CHECK(ts[1].column == 6);
  CHECK(ts[2].text == "end-turn");
  // A comment's text may be empty, and ends where it closes.
  const auto empty = tokens("{}x");
  CHECK(empty[0].kind == Kind::comment);
  CHECK(empty[0].text.empty());
  CHECK(empty[0].end == 2);
  CHECK(empty[1].text == "x");
}

TEST_CASE("sheet lexer: comment errors name their column", "[sheet][sheet-lexer]") {
  SECTION("not closed") {
    InputError e = lex_error("pass {never closed");
    CHECK(e.where().line == 7);
    CHECK(e.where().column == 6);
    CHECK_THAT(e.message(), Catch::Contains("not closed with '}'"));
    // A backslash at the very end escapes nothing: still not closed.
    CHECK_THAT(lex_error("pass {x\\").message(), Catch::Contains("not closed"));
    CHECK_THAT(lex_error("pass {x\\}").message(), Catch::Contains("not closed"));
  }
  SECTION("an unknown escape") {
    InputError e = lex_error(R"(pass {ok \q})");
    CHECK(e.where().column == 10);
    CHECK_THAT(e.message(), Catch::Contains("unknown escape in a comment"));
  }
  SECTION("a bad \\u escape") {
    InputError e = lex_error(R"(pass {\u00G1})");
    CHECK(e.where().column == 7);
    CHECK_THAT(e.message(), Catch::Contains("four hex digits"));
    CHECK_THAT(lex_error(R"({\u12})").message(), Catch::Contains("four hex digits"));
  }
  SECTION("an opening brace inside") {
    InputError e = lex_error("pass {a{b}");
    CHECK(e.where().column == 8);
    CHECK_THAT(e.message(), Catch::Contains("'{' inside a comment"));
  }
  SECTION("a stray closing brace") {
    InputError e = lex_error("pass } end-turn");
    CHECK(e.where().column == 6);
    CHECK_THAT(e.message(), Catch::Contains("'}' closes no comment"));
    CHECK(lex_error("{a}}").where().column == 4);
  }
}

TEST_CASE("sheet lexer: columns count code points, not bytes", "[sheet][sheet-lexer]") {
  // "Zoë" and "Élise" have two-byte letters; "日本" three-byte ones, "😀" a four-byte one.
  const auto ts = tokens("Zo\xC3\xAB: \xC3\x89lise, \xE6\x97\xA5\xE6\x9C\xAC \xF0\x9F\x98\x80 x");
  REQUIRE(ts.size() == 7);
  CHECK(ts[0].text == "Zo\xC3\xAB");
  CHECK(ts[0].colon);
  CHECK(ts[0].column == 1);
  CHECK(ts[1].column == 6);
  CHECK(ts[2].column == 11);
  CHECK(ts[3].column == 13);
  CHECK(ts[4].column == 16);
  CHECK(ts[5].column == 18);
  CHECK(ts[6].column == 19);  // the end of the line
  // Errors are reported at code-point columns too.
  CHECK(lex_error("\xC3\xA9\xC3\xA9 }").where().column == 4);
  // A tab is one column.
  CHECK(tokens("\tx")[0].column == 2);
}

TEST_CASE("sheet lexer: rest_from and column_of see the raw line", "[sheet][sheet-lexer]") {
  const std::string line = "Event:   Club \xC3\xA9 night # 4  \t";
  Lexer lx(line, "t.sheet", 3);
  const Token head = lx.next();
  CHECK(head.text == "Event");
  CHECK(head.colon);
  CHECK(head.end == 6);
  CHECK(lx.rest_from(head.end) == "Club \xC3\xA9 night # 4");
  CHECK(lx.column_of(0) == 1);
  CHECK(lx.column_of(line.find("night")) == 17);
  CHECK(lx.line_number() == 3);
  CHECK(lx.source() == "t.sheet");
  InputError e = error_of([&] { lx.fail(5, "boom"); });
  CHECK(e.where().file == "t.sheet");
  CHECK(e.where().line == 3);
  CHECK(e.where().column == 5);
  CHECK(e.message() == "boom");
}

TEST_CASE("sheet lexer: check_line_text refuses control characters at their column", "[sheet][sheet-lexer]") {
  CHECK_NOTHROW(sheet::check_line_text("T1 Ann:\tdraw 7H {caf\xC3\xA9}", "t.sheet", 4));
  CHECK_NOTHROW(sheet::check_line_text("", "t.sheet", 4));
  InputError bell = line_error("ab\x07" "cd");
  CHECK(bell.where().file == "t.sheet");
  CHECK(bell.where().line == 4);
  CHECK(bell.where().column == 3);
  CHECK_THAT(bell.message(), Catch::Contains("control character 0x07"));
  CHECK(line_error("\xC3\xA9\xC3\xA9\x7F").where().column == 3);
  CHECK_THAT(line_error("x\x7F").message(), Catch::Contains("0x7F"));
  CHECK_THAT(line_error(std::string("a\0b", 3)).message(), Catch::Contains("0x00"));
  CHECK(line_error("carriage\rreturn").where().column == 9);
}

TEST_CASE("sheet lexer: check_line_text refuses invalid UTF-8 at its column", "[sheet][sheet-lexer]") {
  struct Case {
    std::string text;
    int column;
    std::string byte;
  };
  const std::vector<Case> cases = {
      {"ab\xFF", 3, "0xFF"},                        // never valid
      {"\xC3\xA9x\x80", 3, "0x80"},                 // a lone continuation byte
      {"abc\xC3", 4, "0xC3"},                       // cut short at the end
      {"\xC3(", 1, "0xC3"},                         // not followed by a continuation
      {"x\xC0\xAF", 2, "0xC0"},                     // overlong two bytes
      {"x\xE0\x80\xAF", 2, "0xE0"},                 // overlong three bytes
      {"x\xED\xA0\x80", 2, "0xED"},                 // a UTF-16 surrogate
      {"x\xF4\x90\x80\x80", 2, "0xF4"},             // beyond U+10FFFF
      {"\xE6\x97\xA5 \xF0\x9F\x98", 3, "0xF0"},     // a four-byte sequence cut short
  };
  for (const auto& c : cases) {
    INFO("line: " << c.text);
    InputError e = line_error(c.text);
    CHECK(e.where().column == c.column);
    CHECK_THAT(e.message(), Catch::Contains("invalid UTF-8") && Catch::Contains(c.byte));
  }
  // The largest code points of each length are fine.
  CHECK_NOTHROW(sheet::check_line_text("\xDF\xBF \xEF\xBF\xBF \xF4\x8F\xBF\xBF", "t.sheet", 1));
}

TEST_CASE("sheet lexer: bare_word_ok says whether a word needs quotes", "[sheet][sheet-lexer]") {
  for (const std::string& ok : std::vector<std::string>{"Ann", "Zo\xC3\xAB", "7H", "Bob:QS", "Bob#2", "change-position", "o'Neil", "?", "a.json"})
    CHECK(sheet::bare_word_ok(ok));
  for (const std::string& bad : std::vector<std::string>{"", "Ann Lee", "a,b", "a;b", "a=b", "a>b", "[x", "x]", "{x", "x}", "q\"q", "tab\there",
                                 "#hash", "Ann:", "ctl\x01"})
    CHECK_FALSE(sheet::bare_word_ok(bad));
}

TEST_CASE("sheet lexer: atom writes a word bare when it can and quoted when it must", "[sheet][sheet-lexer]") {
  CHECK(sheet::atom("Ann") == "Ann");
  CHECK(sheet::atom("Bob#2") == "Bob#2");
  CHECK(sheet::atom("Ann Lee") == "\"Ann Lee\"");
  CHECK(sheet::atom("Ann:") == "\"Ann:\"");
  CHECK(sheet::atom("#1") == "\"#1\"");
  CHECK(sheet::atom("") == "\"\"");
  CHECK(sheet::atom("say \"hi\"") == R"("say \"hi\"")");
  // Whatever atom writes, the lexer reads back as one atom with the same text.
  for (const std::string& text : std::vector<std::string>{"Ann", "Ann Lee", "Ann:", "#1", "", "a,b;c", "x\\y", "line\nbreak", "{b}", "Zo\xC3\xAB x"}) {
    INFO("text: " << text);
    const auto ts = tokens(sheet::atom(text));
    REQUIRE(ts.size() == 2);
    CHECK(ts[0].atom());
    CHECK_FALSE(ts[0].colon);
    CHECK(ts[0].text == text);
  }
}

TEST_CASE("sheet lexer: comment writes escapes that the lexer reads back", "[sheet][sheet-lexer]") {
  CHECK(sheet::comment("plain") == "{plain}");
  CHECK(sheet::comment("") == "{}");
  CHECK(sheet::comment("a\\b {c} d\ne\tf\rg") == R"({a\\b \{c\} d\ne\tf\rg})");
  CHECK(sheet::comment("bell\x07" "del\x7F") == R"({bell\u0007del\u007f})");
  for (const std::string& text : {std::string("plain"), std::string(""), std::string("a\\b {c} d\ne\tf\rg"),
                                  std::string("\\u0041 is not an escape here"), std::string("} { }{"),
                                  std::string("x\x01y\x1F\x7F"), std::string("#, ; = > [ ] \""),
                                  std::string("caf\xC3\xA9 \xF0\x9F\x98\x80"), std::string("\\")}) {
    INFO("text: " << text);
    const std::string written = sheet::comment(text);
    CHECK_NOTHROW(sheet::check_line_text(written, "t.sheet", 1));
    const auto ts = tokens("pass " + written + " ; x");
    REQUIRE(ts.size() == 5);
    CHECK(ts[1].kind == Kind::comment);
    CHECK(ts[1].text == text);
    CHECK(ts[2].kind == Kind::semicolon);
  }
}

}  // namespace test_sheet_lexer
