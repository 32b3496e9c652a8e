// A table from effect keyword (or target name) to the code that gives it meaning. The
// interpreter looks words up here instead of switching over them, so a game that adds a
// word (battlezone's evolution, gemu-land's mana) registers a handler in its own folder
// and no existing handler changes. Nothing here is hero-duel's: `Call` is whatever a
// game's handlers receive.
#pragma once

#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace referee::cards {

template <class Call>
class KeywordTable {
 public:
  using Handler = std::function<void(Call&)>;

  KeywordTable& add(std::string word, Handler handler) {
    if (!handlers_.emplace(std::move(word), std::move(handler)).second)
      throw std::logic_error("keyword table: a word has two handlers");
    return *this;
  }
  const Handler* find(std::string_view word) const {
    const auto it = handlers_.find(word);
    return it == handlers_.end() ? nullptr : &it->second;
  }
  std::vector<std::string> words() const {
    std::vector<std::string> out;
    for (const auto& [word, handler] : handlers_) out.push_back(word);
    return out;
  }

 private:
  std::map<std::string, Handler, std::less<>> handlers_;
};

}  // namespace referee::cards
