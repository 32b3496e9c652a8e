// referee validate --jobs N runs transcripts on several threads (referee/cli/parallel.hpp).
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

#include "referee/cli/parallel.hpp"

namespace test_parallel_map {  // this file's names

TEST_CASE("parallel_map keeps the input order on several threads", "[core][parallel]") {
  const auto squares = referee::cli::parallel_map<int>(200, 4, [](std::size_t i) { return static_cast<int>(i * i); });
  REQUIRE(squares.size() == 200);
  for (std::size_t i = 0; i < squares.size(); ++i) CHECK(squares[i] == static_cast<int>(i * i));
}

// An internal error in one job once escaped its worker thread and aborted the program (exit
// 134) instead of being reported as an internal error (exit 70). Of two, the first in input
// order is reported, as one thread would.
TEST_CASE("parallel_map throws a job's exception from the calling thread", "[core][parallel]") {
  for (unsigned jobs : {1u, 2u, 4u}) {
    INFO(jobs << " jobs");
    CHECK_THROWS_WITH(referee::cli::parallel_map<int>(100, jobs,
                                                      [](std::size_t i) -> int {
                                                        if (i == 37 || i == 90) throw std::logic_error("job " + std::to_string(i) + " broke");
                                                        return 0;
                                                      }),
                      "job 37 broke");
  }
}

}  // namespace test_parallel_map
