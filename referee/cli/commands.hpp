// The `referee` subcommands. Each parses its own options and returns an exit code;
// errors are thrown and mapped to exit codes in main.cpp only.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace referee::cli {

using Args = std::vector<std::string>;

int games(const Args& args, std::ostream& out);
int spec(const Args& args, std::ostream& out);
int rulings(const Args& args, std::ostream& out, std::ostream& err);
int validate(const Args& args, std::istream& in, std::ostream& out);
int judge(const Args& args, std::istream& in, std::ostream& out);
int event(const Args& args, std::istream& in, std::ostream& out);  // cmd_event.cpp
int generate(const Args& args, std::ostream& out);
int convert(const Args& args, std::istream& in, std::ostream& out);  // cmd_convert.cpp
int cards_command(const Args& args, std::ostream& out);              // cmd_cards.cpp

}  // namespace referee::cli
