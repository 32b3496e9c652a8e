#include "referee/cards/card_set.hpp"

#include <algorithm>

namespace referee::cards {

long long Effect::number(std::string_view param, long long fallback) const {
  const auto it = params.find(std::string(param));
  return it != params.end() && it->is_number_integer() ? it->get<long long>() : fallback;
}

std::string Effect::text(std::string_view param, std::string fallback) const {
  const auto it = params.find(std::string(param));
  return it != params.end() && it->is_string() ? it->get<std::string>() : fallback;
}

bool Effect::flag(std::string_view param, bool fallback) const {
  const auto it = params.find(std::string(param));
  return it != params.end() && it->is_boolean() ? it->get<bool>() : fallback;
}

long long CardDef::stat(std::string_view name, long long fallback) const {
  const auto it = data.find(std::string(name));
  return it != data.end() && it->is_number_integer() ? it->get<long long>() : fallback;
}

bool CardDef::has_flag(std::string_view flag) const { return std::find(flags.begin(), flags.end(), flag) != flags.end(); }

const std::vector<Effect>* CardDef::effects(std::string_view hook) const {
  const auto it = hooks.find(hook);
  return it == hooks.end() ? nullptr : &it->second;
}

void CardSet::index_cards() {
  by_id_.clear();
  for (std::size_t i = 0; i < cards.size(); ++i) by_id_.emplace(cards[i].id, i);  // the first of a duplicated id
}

const CardDef* CardSet::find(std::string_view id) const {
  const auto it = by_id_.find(id);
  return it == by_id_.end() ? nullptr : &cards[it->second];
}

const StatusDef* CardSet::status(std::string_view name) const {
  const auto it = statuses.find(name);
  return it == statuses.end() ? nullptr : &it->second;
}

std::vector<std::string> CardSet::ids() const {
  std::vector<std::string> out;
  for (const CardDef& c : cards) out.push_back(c.id);
  return out;
}

}  // namespace referee::cards
