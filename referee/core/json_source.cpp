#include "referee/core/json_source.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

#include "referee/core/errors.hpp"

namespace referee {
namespace {

using json = nlohmann::json;

// A char iterator that publishes how far the parser has read, so that SAX callbacks can
// tell the line they are on.
struct TrackingIterator {
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  const char* at = nullptr;
  const char** cursor = nullptr;

  reference operator*() const { return *at; }
  TrackingIterator& operator++() {
    ++at;
    *cursor = at;
    return *this;
  }
  TrackingIterator operator++(int) {
    TrackingIterator old = *this;
    ++*this;
    return old;
  }
  bool operator==(const TrackingIterator& other) const { return at == other.at; }
  bool operator!=(const TrackingIterator& other) const { return at != other.at; }
};

std::string escape_token(std::string_view key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

// Builds the DOM like nlohmann's json_sax_dom_parser, recording lines and refusing
// duplicate keys and deep nesting.
class LineRecordingBuilder {
 public:
  LineRecordingBuilder(JsonDocument& doc, const char* base, const char* const* cursor, int first_line)
      : doc_(doc), base_(base), cursor_(cursor), line_(first_line), scanned_(base) {}

  bool null() { return value(nullptr); }
  bool boolean(bool v) { return value(v); }
  // The lexer knows a number has ended only once it has read the character after it, so
  // the line is taken before that character (which may be a newline).
  bool number_integer(json::number_integer_t v) { return value(v, kReadPast); }
  bool number_unsigned(json::number_unsigned_t v) { return value(v, kReadPast); }
  bool number_float(json::number_float_t v, const std::string&) { return value(v, kReadPast); }
  bool string(std::string& v) { return value(std::move(v)); }
  bool binary(json::binary_t& v) { return value(std::move(v)); }

  bool start_object(std::size_t) { return open(json::value_t::object); }
  bool start_array(std::size_t) { return open(json::value_t::array); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(std::string& k) {
    json* obj = stack_.back();
    if (obj->contains(k)) {
      fail(current_line(), "duplicate key \"" + k + "\"", pointer_child(paths_.back(), k));
      return false;
    }
    pending_key_ = k;
    member_ = &(*obj)[k];
    key_line_ = current_line();
    return true;
  }

  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) {
    // position counts characters read, the bad one included.
    const char* at = base_ + (position > 0 ? position - 1 : 0);
    int line = line_at(at);
    const char* line_start = at;
    while (line_start > base_ && line_start[-1] != '\n') --line_start;
    error_where_.line = line;
    error_where_.column = static_cast<int>(at - line_start) + 1;
    std::string what = ex.what();
    // Drop nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 2: ".
    auto colon = what.find(": ", what.find("column"));
    error_message_ = "malformed JSON: " + (colon == std::string::npos ? what : what.substr(colon + 2));
    errored_ = true;
    return false;
  }

  bool errored() const { return errored_; }
  const Location& error_where() const { return error_where_; }
  const std::string& error_message() const { return error_message_; }

 private:
  // Places a new value: as the root, as an object member (after key()) or array element.
  // Returns the value, the line it starts on and its pointer token in its parent.
  struct Placed {
    json* slot;
    int line;
    std::string segment;
  };
  Placed place(json&& v, bool read_past = false) {
    if (stack_.empty()) {
      doc_.root = std::move(v);
      return {&doc_.root, current_line(read_past), ""};
    }
    json* parent = stack_.back();
    if (parent->is_object()) {
      *member_ = std::move(v);
      return {member_, key_line_, escape_token(pending_key_)};
    }
    parent->push_back(std::move(v));
    return {&parent->back(), current_line(read_past), std::to_string(parent->size() - 1)};
  }

  static constexpr bool kReadPast = true;

  template <class T>
  bool value(T&& v, bool read_past = false) {
    const Placed p = place(json(std::forward<T>(v)), read_past);
    record(p);
    return true;
  }

  bool open(json::value_t type) {
    if (static_cast<int>(stack_.size()) >= JsonDocument::kMaxDepth) {
      fail(current_line(), "nesting deeper than " + std::to_string(JsonDocument::kMaxDepth) + " levels", "");
      return false;
    }
    const Placed p = place(json(type));
    const LineIndex::Node node = record(p);
    paths_.push_back(stack_.empty() ? std::string() : paths_.back() + "/" + p.segment);
    stack_.push_back(p.slot);
    nodes_.push_back(node);
    return true;
  }

  bool close() {
    stack_.pop_back();
    paths_.pop_back();
    nodes_.pop_back();
    return true;
  }

  // Lines are kept for values up to kLineDepth deep; returns the value's node in the index
  // (kNone below that depth).
  LineIndex::Node record(const Placed& p) {
    if (stack_.empty()) {
      doc_.lines.set_root(p.line);
      return LineIndex::kRoot;
    }
    const LineIndex::Node parent = nodes_.back();
    if (parent == LineIndex::kNone || static_cast<int>(stack_.size()) > JsonDocument::kLineDepth) return LineIndex::kNone;
    return doc_.lines.add(parent, p.segment, p.line);
  }

  void fail(int line, std::string message, std::string field) {
    errored_ = true;
    error_where_.line = line;
    error_where_.field = std::move(field);
    error_message_ = std::move(message);
  }

  int current_line(bool read_past = false) {
    const char* at = *cursor_;
    if (read_past && at > base_) --at;
    return line_at(at);
  }

  // Lines are counted incrementally: the parser only moves forward.
  int line_at(const char* at) {
    if (at < scanned_) {  // parse_error may look back one character
      int line = line_;
      for (const char* p = at; p < scanned_; ++p) line -= (*p == '\n');
      return line;
    }
    for (; scanned_ < at; ++scanned_) line_ += (*scanned_ == '\n');
    return line_;
  }

  JsonDocument& doc_;
  const char* base_;
  const char* const* cursor_;
  int line_;
  const char* scanned_;
  std::vector<json*> stack_;
  std::vector<std::string> paths_;
  std::vector<LineIndex::Node> nodes_;  // each open container's node in doc_.lines
  json* member_ = nullptr;
  std::string pending_key_;
  int key_line_ = 0;
  bool errored_ = false;
  Location error_where_;
  std::string error_message_;
};

}  // namespace

std::string pointer_child(std::string_view parent, std::string_view key) {
  return std::string(parent) + "/" + escape_token(key);
}

std::string pointer_child(std::string_view parent, std::size_t index) {
  return std::string(parent) + "/" + std::to_string(index);
}

int JsonDocument::line_of(std::string_view pointer) const { return lines.nearest(pointer); }

std::string path_beside(const std::string& document_source, const std::string& path) {
  namespace fs = std::filesystem;
  const fs::path p(path);
  if (p.is_absolute() || document_source == "-" || document_source.empty()) return path;
  return (fs::path(document_source).parent_path() / p).lexically_normal().generic_string();
}

int JsonDocument::column_of(std::string_view pointer) const {
  if (columns.empty()) return 0;
  if (auto it = columns.find(std::string(pointer)); it != columns.end()) return it->second;
  const auto slash = pointer.rfind('/');
  if (slash == std::string_view::npos || slash == 0) return 0;
  auto parent = columns.find(std::string(pointer.substr(0, slash)));
  return parent == columns.end() ? 0 : parent->second;
}

std::string JsonDocument::written_of(const std::string& pointer) const {
  auto it = written.find(pointer);
  return it == written.end() ? "" : it->second;
}

JsonDocument parse_json(std::string_view text, std::string source, int first_line) {
  // nlohmann's lexer takes a NUL for the end of the input: what followed it would be ignored.
  if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
    const auto line_start = text.rfind('\n', nul);
    const int line = first_line + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(nul), '\n'));
    const int column = static_cast<int>(nul - (line_start == std::string_view::npos ? 0 : line_start + 1)) + 1;
    throw InputError(Location{source, line, column}, "a NUL byte: JSON is text (a file saved as UTF-16 has one in every other byte: save it as UTF-8)");
  }
  JsonDocument doc;
  doc.source = std::move(source);
  // Every value but the first follows a '[', ',' or ':' (counted in strings too: an estimate
  // from above), up to about 4 million values, past which the index grows as it goes.
  constexpr std::size_t kMostReserved = std::size_t{1} << 22;
  std::size_t values = 1;
  for (const char c : text) values += c == ',' || c == ':' || c == '[';
  doc.lines.reserve(std::min(values, kMostReserved));
  const char* cursor = text.data();
  TrackingIterator first{text.data(), &cursor};
  TrackingIterator last{text.data() + text.size(), &cursor};
  LineRecordingBuilder builder(doc, text.data(), &cursor, first_line);
  bool ok = false;
  try {
    ok = json::sax_parse(first, last, &builder);
  } catch (const nlohmann::json::exception& e) {
    Location where{doc.source};
    throw InputError(where, std::string("malformed JSON: ") + e.what());
  }
  if (!ok || builder.errored()) {
    Location where = builder.error_where();
    where.file = doc.source;
    throw InputError(where, builder.error_message().empty() ? "malformed JSON" : builder.error_message());
  }
  return doc;
}

JsonDocument sub_document(const JsonDocument& doc, const std::string& pointer) {
  JsonDocument out;
  out.source = doc.source;
  out.root = doc.root.at(nlohmann::json::json_pointer(pointer));
  out.lines = doc.lines.subtree(pointer);
  return out;
}

namespace {

InputError too_large(const std::string& source) {
  return InputError(Location{source}, "larger than " + std::to_string(kMaxInputBytes >> 20) +
                                          " MiB: not a transcript, sheet or profile the referee reads");
}

// Appends `in` to `text` in blocks, refused before a block would pass the bound: an endless
// input costs the bound in memory, never more.
void append_to_bound(std::istream& in, const std::string& source, std::string& text) {
  std::vector<char> block(1 << 16);
  while (in.read(block.data(), static_cast<std::streamsize>(block.size())) || in.gcount() > 0) {
    const auto got = static_cast<std::size_t>(in.gcount());
    if (text.size() + got > kMaxInputBytes) throw too_large(source);
    text.append(block.data(), got);
  }
}

}  // namespace

std::string read_text_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw InputError(Location{path}, "is a directory, not a file");
  // A regular file's size is known: one too large is refused unread, one that fits is read
  // into a string of its size.
  std::string text;
  if (std::filesystem::is_regular_file(path, ec)) {
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > kMaxInputBytes) throw too_large(path);
    if (!ec) text.reserve(static_cast<std::size_t>(size));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(Location{path}, "cannot open file");
  append_to_bound(in, path, text);  // anything else (/dev/zero, a FIFO) up to the bound
  if (in.bad()) throw InputError(Location{path}, "cannot read file");
  return text;
}

std::string read_text_stream(std::istream& in, const std::string& source) {
  std::string text;
  append_to_bound(in, source, text);
  if (in.bad()) throw InputError(Location{source}, "standard input cannot be read");  // a directory, say
  return text;
}

JsonDocument read_json_file(const std::string& path) {
  std::string text = read_text_file(path);
  return parse_json(text, path);
}

}  // namespace referee
