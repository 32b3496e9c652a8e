# Precompiled headers, each built once per build tree and reused by every target.
#
# nlohmann/json.hpp and the standard library are most of what every unit parses (see the
# README, "Measured": 28% of compile time is parsing). A PUBLIC precompiled header on a
# library is rebuilt by every target that links it (32 copies, 4 s each, before this);
# REUSE_FROM builds it once. GCC refuses a precompiled header built with other options
# (-Winvalid-pch, an error here), so a target whose flags differ fails loudly, never silently.
#
#   referee_pch       the project's libraries and programs: JSON and the standard library
#   (tests/)          the test suites reuse catch_main's, which adds Catch2 (tests/CMakeLists.txt)
set(REFEREE_PCH_HEADERS
  <nlohmann/json.hpp>
  <algorithm> <functional> <map> <memory> <optional> <set> <sstream> <string> <string_view>
  <stdexcept> <utility> <vector>)

add_library(referee_pch OBJECT ${PROJECT_SOURCE_DIR}/cmake/pch/empty.cpp)
target_link_libraries(referee_pch PRIVATE nlohmann_json::nlohmann_json referee_flags)
target_precompile_headers(referee_pch PRIVATE ${REFEREE_PCH_HEADERS})

# referee_use_pch(TARGET...): the target's units start from referee_pch's header.
function(referee_use_pch)
  foreach(target ${ARGN})
    target_precompile_headers(${target} REUSE_FROM referee_pch)
  endforeach()
endfunction()
