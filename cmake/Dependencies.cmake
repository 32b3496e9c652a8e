# Every dependency comes from a Debian bookworm package. A missing one stops the
# configuration with the name of the package to install (scripts/setup-debian.sh
# installs all of them).

function(referee_missing what package)
  message(FATAL_ERROR
    "referee: ${what} not found. Install the Debian package '${package}' "
    "(as root: apt-get install ${package}, or run scripts/setup-debian.sh).")
endfunction()

find_package(boost_graph 1.74 CONFIG QUIET)
if(NOT boost_graph_FOUND)
  referee_missing("Boost.Graph" libboost-graph-dev)
endif()
find_package(boost_program_options 1.74 CONFIG QUIET)
if(NOT boost_program_options_FOUND)
  referee_missing("Boost.Program_options" libboost-program-options-dev)
endif()
find_package(nlohmann_json 3.11 CONFIG QUIET)
if(NOT nlohmann_json_FOUND)
  referee_missing("nlohmann_json 3.11" nlohmann-json3-dev)
endif()
find_package(SQLite3 QUIET)
if(NOT SQLite3_FOUND)
  referee_missing("SQLite" libsqlite3-dev)
endif()
find_package(lemon CONFIG QUIET)
if(NOT lemon_FOUND OR NOT EXISTS "${LEMON_LIBRARY}")
  referee_missing("LEMON" liblemon-dev)
endif()
# libedit: line editing and history in `referee judge --interactive` on a terminal.
find_path(LIBEDIT_INCLUDE_DIR editline/readline.h)
find_library(LIBEDIT_LIBRARY edit)
if(NOT LIBEDIT_INCLUDE_DIR OR NOT LIBEDIT_LIBRARY)
  referee_missing("libedit" libedit-dev)
endif()
add_library(referee_libedit INTERFACE)
target_include_directories(referee_libedit SYSTEM INTERFACE ${LIBEDIT_INCLUDE_DIR})
target_link_libraries(referee_libedit INTERFACE ${LIBEDIT_LIBRARY})
add_library(referee_lemon INTERFACE)
target_include_directories(referee_lemon SYSTEM INTERFACE ${LEMON_INCLUDE_DIRS})
target_link_libraries(referee_lemon INTERFACE ${LEMON_LIBRARIES})

if(REFEREE_BUILD_TESTS)
  find_package(Catch2 2.13 CONFIG QUIET)
  if(NOT Catch2_FOUND)
    referee_missing("Catch2 v2" catch2)
  endif()
endif()
