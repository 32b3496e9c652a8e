#include "judgements/line_editor.hpp"

#include <cstdio>
#include <cstdlib>
#include <editline/readline.h>

namespace referee::judgements {

std::function<bool(std::string&)> terminal_line_reader(std::string prompt) {
  return [prompt = std::move(prompt)](std::string& line) {
    std::fflush(stdout);
    char* read = readline(prompt.c_str());
    if (!read) {
      std::fputs("\n", stdout);  // end of input (Ctrl-D): what follows, a shell's prompt, on a line of its own
      return false;
    }
    line = read;
    std::free(read);
    if (line.find_first_not_of(" \t") != std::string::npos) add_history(line.c_str());  // what the up arrow recalls
    return true;
  };
}

}  // namespace referee::judgements
