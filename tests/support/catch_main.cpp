// Catch2's main, compiled once for every test suite.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
