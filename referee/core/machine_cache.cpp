#include "referee/core/machine_cache.hpp"

#include <map>
#include <mutex>
#include <string>

namespace referee {

constexpr std::size_t kMachinesKept = 256;

std::shared_ptr<const StateMachine> machine_of(const Game& game, const Rulings& rulings) {
  static std::mutex mutex;
  static std::map<std::pair<const Game*, std::string>, std::shared_ptr<const StateMachine>> machines;
  // Each choice as one byte (a ruling has a handful of options).
  std::string choices(rulings.catalogue().size(), '\0');
  for (std::size_t i = 0; i < choices.size(); ++i) choices[i] = static_cast<char>(rulings.choice(i));
  std::pair<const Game*, std::string> key{&game, std::move(choices)};
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = machines.find(key); it != machines.end()) return it->second;
  }
  // Built outside the lock; two threads may both build the first time, and one is kept.
  auto built = std::make_shared<const StateMachine>(game.spec(rulings));
  std::lock_guard<std::mutex> lock(mutex);
  // A judge's what-ifs and a fuzzer's profiles make new ones without end: the cache starts
  // again past a bound (a machine in use lives on through its shared_ptr).
  if (machines.size() >= kMachinesKept) machines.clear();
  return machines.emplace(std::move(key), std::move(built)).first->second;
}

}  // namespace referee
