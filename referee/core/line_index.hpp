// The line of each value of a JSON document, by JSON pointer ("/events/3/card").
//
// A tree shaped like the document rather than a hash map of pointer strings: a transcript of
// a million events has three million recorded values, and hashing their pointers cost more
// than parsing the JSON (8.8 s to reject event 2 of such a file, 5.3 s of it in the map).
// Array elements are found by index, small objects by a scan of their members, and objects
// with many members (a hostile "meta" of a million keys) through one shared hash map.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace referee {

class LineIndex {
 public:
  using Node = std::uint32_t;
  static constexpr Node kRoot = 0;
  static constexpr Node kNone = std::numeric_limits<Node>::max();

  LineIndex();

  // Records (or replaces) the line of the value at `pointer`, creating its ancestors
  // unrecorded if needed. For readers that learn values in any order (score sheets).
  void set(std::string_view pointer, int line);
  // The line recorded for exactly `pointer`; 0 if none.
  int exact(std::string_view pointer) const;
  // The line of `pointer` or of its nearest recorded ancestor; 0 if none.
  int nearest(std::string_view pointer) const;
  bool empty() const { return recorded_ == 0; }
  // Every recorded pointer with its line, sorted by pointer (tests, copies).
  std::vector<std::pair<std::string, int>> entries() const;
  // The values under `pointer`, with pointers relative to it (a document inside a document).
  LineIndex subtree(std::string_view pointer) const;

  bool operator==(const LineIndex& other) const { return entries() == other.entries(); }

  // Building in document order (the JSON reader, which has already refused duplicate keys):
  // a child is appended without searching for it. `segment` is the escaped pointer token.
  void set_root(int line);
  Node add(Node parent, std::string_view segment, int line);
  // Room for about so many values, so that a big document's index is not copied as it grows.
  void reserve(std::size_t values) { nodes_.reserve(values + 1); }

 private:
  struct Entry {
    std::string segment;
    int line = 0;               // 0: not recorded (an ancestor created by set())
    bool indexed = true;        // children are "0", "1", ... in order: found by index
    bool hashed = false;        // children are found through big_
    std::vector<Node> children;
  };
  static constexpr std::size_t kScanLimit = 8;  // members scanned before hashing them

  Node find_child(Node parent, std::string_view segment) const;  // kNone if absent
  void record(Node n, int line);
  static std::string big_key(Node parent, std::string_view segment);
  void collect(Node n, const std::string& pointer, std::vector<std::pair<std::string, int>>& out) const;
  void copy_children(const LineIndex& from, Node from_node, Node to_node);

  std::vector<Entry> nodes_;
  std::unordered_map<std::string, Node> big_;  // "<parent>:<segment>" of hashed parents
  std::size_t recorded_ = 0;
};

}  // namespace referee
