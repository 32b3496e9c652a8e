// The `referee event` subcommands outside cmd_event.cpp, called by its dispatcher. Each takes
// the arguments after its name.
#pragma once

#include <iosfwd>

#include "referee/cli/commands.hpp"

namespace referee::cli {

int event_pair(const Args& args, std::ostream& out);       // cmd_event_rounds.cpp
int event_pairings(const Args& args, std::ostream& out);   // cmd_event_rounds.cpp
int event_cut(const Args& args, std::ostream& out);        // cmd_event_rounds.cpp
int event_report(const Args& args, std::ostream& out);     // cmd_event_rounds.cpp
int event_standings(const Args& args, std::ostream& out);  // cmd_event_output.cpp
int event_export(const Args& args, std::ostream& out);     // cmd_event_output.cpp
int event_log(const Args& args, std::ostream& out);        // cmd_event_output.cpp

}  // namespace referee::cli
