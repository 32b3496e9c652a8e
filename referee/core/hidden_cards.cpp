#include "referee/core/hidden_cards.hpp"

#include "referee/core/unseen_pool.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace referee {

HiddenCards::HiddenCards(std::vector<int> counts_per_type) : unseen_(std::move(counts_per_type)) {
  if (unseen_.size() > 64) throw std::logic_error("hidden cards take at most 64 types");
}

void HiddenCards::check_type(int type) const {
  if (type < 0 || type >= type_count()) throw std::out_of_range("no such card type");
}

bool HiddenCards::see(int type) {
  if (unseen_.at(static_cast<std::size_t>(type)) <= 0) return false;
  --unseen_[static_cast<std::size_t>(type)];
  if (live_ > 0 && !consistent()) {
    ++unseen_[static_cast<std::size_t>(type)];
    return false;
  }
  return true;
}

int HiddenCards::add_placeholder() {
  placeholders_.push_back(Placeholder{true, -1, unseen_cards::every(type_count())});
  ++live_;
  return static_cast<int>(placeholders_.size()) - 1;
}

bool HiddenCards::is_live(int id) const {
  return id >= 0 && id < static_cast<int>(placeholders_.size()) && placeholders_[static_cast<std::size_t>(id)].live;
}

void HiddenCards::exclude(int id, int type) {
  auto& p = placeholders_.at(static_cast<std::size_t>(id));
  check_type(type);
  p.may &= ~unseen_cards::bit(type);
}

bool HiddenCards::allows(int id, int type) const {
  const auto& p = placeholders_.at(static_cast<std::size_t>(id));
  check_type(type);
  return (p.may & unseen_cards::bit(type)) != 0;
}

bool HiddenCards::reveal(int id, int type) {
  if (!is_live(id)) throw std::logic_error("reveal of a placeholder that is not live");
  auto& p = placeholders_[static_cast<std::size_t>(id)];
  if (!allows(id, type) || unseen_.at(static_cast<std::size_t>(type)) <= 0) return false;
  p.live = false;
  p.type = type;
  --live_;
  --unseen_[static_cast<std::size_t>(type)];
  if (!consistent()) {
    p.live = true;
    p.type = -1;
    ++live_;
    ++unseen_[static_cast<std::size_t>(type)];
    return false;
  }
  return true;
}

int HiddenCards::revealed_type(int id) const { return placeholders_.at(static_cast<std::size_t>(id)).type; }

bool HiddenCards::any_restricted() const {
  const unseen_cards::KindSet all = unseen_cards::every(type_count());
  for (const auto& p : placeholders_)
    if (p.live && p.may != all) return true;
  return false;
}

bool HiddenCards::consistent() const {
  const int total_unseen = std::accumulate(unseen_.begin(), unseen_.end(), 0);
  if (live_ > total_unseen) return false;
  if (!any_restricted()) return true;  // every placeholder fits every unseen card
  return consistent_with({});
}

// The live placeholders as masks over the types still unseen; a grouped one goes through its
// group's caps, one per class of types.
bool HiddenCards::consistent_with(const std::vector<CapGroup>& groups) const {
  const int total_unseen = std::accumulate(unseen_.begin(), unseen_.end(), 0);
  if (live_ > total_unseen) return false;
  const int types = type_count();
  unseen_cards::KindSet unseen = 0;
  for (int t = 0; t < types; ++t)
    if (unseen_[static_cast<std::size_t>(t)] > 0) unseen |= unseen_cards::bit(t);
  std::vector<int> group_of(placeholders_.size(), -1);
  std::vector<unseen_cards::Capped> capped(groups.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const CapGroup& group = groups[g];
    if (static_cast<int>(group.class_of_type.size()) != types) throw std::logic_error("a cap group must give every type a class");
    for (int id : group.placeholders) {
      if (!is_live(id)) continue;
      if (group_of.at(static_cast<std::size_t>(id)) != -1) throw std::logic_error("cap groups must be disjoint");
      group_of[static_cast<std::size_t>(id)] = static_cast<int>(g);
    }
    const int classes = group.class_of_type.empty() ? 0 : *std::max_element(group.class_of_type.begin(), group.class_of_type.end()) + 1;
    if (static_cast<int>(group.cap.size()) < classes) throw std::logic_error("a cap group needs a cap per class");
    capped[g].caps.resize(static_cast<std::size_t>(classes));
    for (std::size_t k = 0; k < capped[g].caps.size(); ++k) capped[g].caps[k].cap = group.cap[k];
    for (int t = 0; t < types; ++t)
      if (const int k = group.class_of_type[static_cast<std::size_t>(t)]; k >= 0 && (unseen & unseen_cards::bit(t)))
        capped[g].caps[static_cast<std::size_t>(k)].kinds |= unseen_cards::bit(t);
  }
  std::vector<unseen_cards::KindSet> free;
  for (std::size_t i = 0; i < placeholders_.size(); ++i) {
    if (!placeholders_[i].live) continue;
    const unseen_cards::KindSet may = placeholders_[i].may;  // a type none of is unseen has no copies
    if (group_of[i] < 0) {
      free.push_back(may);
      continue;
    }
    unseen_cards::Capped& group = capped[static_cast<std::size_t>(group_of[i])];
    for (const unseen_cards::Cap& c : group.caps)  // the caps' kinds are unseen types only
      if ((may & c.kinds) != 0 && (may & c.kinds) != c.kinds) throw std::logic_error("a grouped placeholder must exclude whole classes");
    group.cards.push_back(may);
  }
  return unseen_cards::feasible(free, capped, unseen_);
}

}  // namespace referee
