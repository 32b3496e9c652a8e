// The InputError a piece of code throws; fails the test if it throws none.
#pragma once

#include <catch2/catch.hpp>
#include <functional>
#include <stdexcept>

#include "referee/core/errors.hpp"

namespace referee::test {

inline InputError error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e;
  }
  FAIL("expected an InputError");
  throw std::logic_error("unreachable");
}

}  // namespace referee::test
