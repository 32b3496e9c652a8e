#include "referee/core/line_index.hpp"

#include <algorithm>

namespace referee {
namespace {

// Calls f(segment) for each token of a JSON pointer ("/a/b" -> "a", "b"); false if the
// pointer is not one (it must be "" or start with '/').
template <class F>
bool for_each_segment(std::string_view pointer, F&& f) {
  if (pointer.empty()) return true;
  if (pointer.front() != '/') return false;
  std::size_t start = 1;
  while (true) {
    const std::size_t slash = pointer.find('/', start);
    const std::string_view segment = pointer.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    if (!f(segment)) return true;
    if (slash == std::string_view::npos) return true;
    start = slash + 1;
  }
}

// The array index a segment names, if it is written as one ("0", "12"; not "012" or "-1").
bool as_index(std::string_view segment, std::size_t& index) {
  if (segment.empty() || segment.size() > 9 || (segment.size() > 1 && segment[0] == '0')) return false;
  index = 0;
  for (char c : segment) {
    if (c < '0' || c > '9') return false;
    index = index * 10 + static_cast<std::size_t>(c - '0');
  }
  return true;
}

}  // namespace

LineIndex::LineIndex() { nodes_.emplace_back(); }

std::string LineIndex::big_key(Node parent, std::string_view segment) {
  std::string key = std::to_string(parent);
  key += ':';
  key += segment;
  return key;
}

LineIndex::Node LineIndex::find_child(Node parent, std::string_view segment) const {
  const Entry& p = nodes_[parent];
  if (p.indexed) {
    std::size_t i = 0;
    return as_index(segment, i) && i < p.children.size() ? p.children[i] : kNone;
  }
  if (p.hashed) {
    const auto it = big_.find(big_key(parent, segment));
    return it == big_.end() ? kNone : it->second;
  }
  for (Node c : p.children)
    if (nodes_[c].segment == segment) return c;
  return kNone;
}

void LineIndex::record(Node n, int line) {
  Entry& e = nodes_[n];
  if (e.line == 0 && line != 0) ++recorded_;
  if (e.line != 0 && line == 0) --recorded_;
  e.line = line;
}

LineIndex::Node LineIndex::add(Node parent, std::string_view segment, int line) {
  const Node id = static_cast<Node>(nodes_.size());
  nodes_.emplace_back();
  nodes_.back().segment = segment;
  Entry& p = nodes_[parent];  // after push_back, which may have moved it
  if (p.indexed && segment != std::to_string(p.children.size())) p.indexed = false;
  p.children.push_back(id);
  if (!p.indexed) {
    if (p.hashed) {
      big_.emplace(big_key(parent, segment), id);
    } else if (p.children.size() > kScanLimit) {
      p.hashed = true;
      for (Node c : p.children) big_.emplace(big_key(parent, nodes_[c].segment), c);
    }
  }
  record(id, line);
  return id;
}

void LineIndex::set_root(int line) { record(kRoot, line); }

void LineIndex::set(std::string_view pointer, int line) {
  Node n = kRoot;
  const bool ok = for_each_segment(pointer, [&](std::string_view segment) {
    const Node c = find_child(n, segment);
    n = c == kNone ? add(n, segment, 0) : c;
    return true;
  });
  if (ok) record(n, line);
}

int LineIndex::exact(std::string_view pointer) const {
  Node n = kRoot;
  const bool ok = for_each_segment(pointer, [&](std::string_view segment) {
    n = find_child(n, segment);
    return n != kNone;
  });
  return ok && n != kNone ? nodes_[n].line : 0;
}

int LineIndex::nearest(std::string_view pointer) const {
  Node n = kRoot;
  int best = nodes_[kRoot].line;
  for_each_segment(pointer, [&](std::string_view segment) {
    n = find_child(n, segment);
    if (n == kNone) return false;
    if (nodes_[n].line != 0) best = nodes_[n].line;
    return true;
  });
  return best;
}

void LineIndex::collect(Node n, const std::string& pointer, std::vector<std::pair<std::string, int>>& out) const {
  if (nodes_[n].line != 0) out.emplace_back(pointer, nodes_[n].line);
  for (Node c : nodes_[n].children) collect(c, pointer + "/" + nodes_[c].segment, out);
}

std::vector<std::pair<std::string, int>> LineIndex::entries() const {
  std::vector<std::pair<std::string, int>> out;
  collect(kRoot, "", out);
  std::sort(out.begin(), out.end());
  return out;
}

void LineIndex::copy_children(const LineIndex& from, Node from_node, Node to_node) {
  for (Node c : from.nodes_[from_node].children)
    copy_children(from, c, add(to_node, from.nodes_[c].segment, from.nodes_[c].line));
}

LineIndex LineIndex::subtree(std::string_view pointer) const {
  LineIndex out;
  Node n = kRoot;
  const bool ok = for_each_segment(pointer, [&](std::string_view segment) {
    n = find_child(n, segment);
    return n != kNone;
  });
  if (!ok || n == kNone) return out;
  out.set_root(nodes_[n].line);
  out.copy_children(*this, n, kRoot);
  return out;
}

}  // namespace referee
