// The libFuzzer entry point every target defines (issue 7). Each target feeds the bytes to
// one reader the way the command line would and lets any exception other than
// referee::InputError (a clear message about bad input, the expected outcome) escape: an
// escaping exception, a crash or a sanitizer report is a bug.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace referee::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace referee::fuzz
