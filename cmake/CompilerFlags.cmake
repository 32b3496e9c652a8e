# -Wall -Wextra -Wpedantic everywhere in the project's own code. REFEREE_WERROR makes them
# errors: every preset (and so CI) turns it on, for the project's own builds in every build
# type; someone building a release by hand, with another compiler version that warns about
# something new, gets the warning and a working build.
option(REFEREE_WERROR "Treat warnings as errors (on in every CMake preset)" OFF)
add_library(referee_flags INTERFACE)
target_compile_options(referee_flags INTERFACE -Wall -Wextra -Wpedantic)
if(REFEREE_WERROR)
  target_compile_options(referee_flags INTERFACE -Werror)
endif()
# GCC 12 at -O3 (the Release build type) reports std::string concatenations as overflows
# and overlaps (-Wrestrict, -Wstringop-overflow: GCC bugs 105329, 105651). They stay
# warnings there, not errors; every other warning is still an error.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  target_compile_options(referee_flags INTERFACE $<$<CONFIG:Release>:-Wno-error=restrict -Wno-error=stringop-overflow>)
endif()

if(REFEREE_SANITIZE)
  # ASan + UBSan; any UB report fails the run instead of printing and going on.
  set(_san -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_compile_options(referee_flags INTERFACE ${_san})
  # The sanitizers' instrumentation makes GCC's -Wmaybe-uninitialized report values that are
  # set (here inside Boost.Graph's named_graph at -O1); GCC's manual warns that sanitizers
  # change what it sees. It stays a warning here and an error in every other build.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(referee_flags INTERFACE -Wno-error=maybe-uninitialized)
  endif()
  target_link_options(referee_flags INTERFACE ${_san})
endif()

option(REFEREE_FUZZ "Build the libFuzzer targets (clang only; scripts/fuzz.sh)" OFF)
if(REFEREE_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "REFEREE_FUZZ needs clang (CXX=clang++): libFuzzer is clang's")
  endif()
  # Coverage for libFuzzer in every library, with ASan and UBSan to turn bugs into crashes.
  # g++ is the project's warning gate; clang's own warnings do not stop a fuzzing build.
  set(_fuzz -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  target_compile_options(referee_flags INTERFACE ${_fuzz} -Wno-error)
  target_link_options(referee_flags INTERFACE -fsanitize=address,undefined)
endif()
