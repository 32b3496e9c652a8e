// Running independent jobs (one transcript each) on several threads while keeping their
// results in input order, for `referee validate --jobs N`.
#pragma once

#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace referee::cli {

// results[i] = work(i) for i in [0, n), on up to `jobs` threads. `work` must be safe to
// run concurrently for different i (validation is: each transcript has its own state).
// An exception from `work` (an internal error) stops the jobs not started and is thrown
// here, from the calling thread, as one thread would: escaping a worker thread it would
// abort the program instead of being reported. Jobs start in index order, so the one of the
// lowest index is the one a single thread would have met.
template <class Result>
std::vector<Result> parallel_map(std::size_t n, unsigned jobs, const std::function<Result(std::size_t)>& work) {
  std::vector<Result> results(n);
  std::atomic<std::size_t> next{0};
  std::exception_ptr failed;
  std::size_t failed_at = n;
  std::mutex failed_mutex;
  auto worker = [&] {
    for (std::size_t i = next++; i < n; i = next++) {
      try {
        results[i] = work(i);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(failed_mutex);
        if (i < failed_at) failed = std::current_exception(), failed_at = i;
        next = n;
      }
    }
  };
  const unsigned threads = static_cast<unsigned>(std::min<std::size_t>(jobs == 0 ? 1 : jobs, n));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (failed) std::rethrow_exception(failed);
  return results;
}

}  // namespace referee::cli
