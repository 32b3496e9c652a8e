// One action of a turn line, read from tokens or written from a transcript event: the part
// of the grammar the reader, the writer and the interactive judge share.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "referee/core/json_fields.hpp"
#include "referee/core/notation.hpp"
#include "referee/core/sheet_lexer.hpp"
#include "referee/core/sheet_values.hpp"

namespace referee {
class Game;
}

namespace referee::sheet {

struct ReadAction {
  nlohmann::json event;  // {"player": ..., "action": ..., fields..., "comment": ...}
  const notation::ActionForm* form = nullptr;
  int column = 0;                      // of the verb
  std::map<std::string, int> columns;  // of each key's value
  std::string written;                 // the action as written, without its comment
};

// Reads the action starting at token `t` (its verb), done by `player`; leaves `t` at the
// ';' or the end of the line after it. InputError at the column of anything else.
ReadAction read_action_tokens(Lexer& lx, Token& t, const Game& game, const Context& ctx, const std::string& player);

// The event `e` (its "player" aside) as written after "PLAYER: ". InputError naming the
// event and key for what the notation cannot hold.
std::string write_action_text(const notation::ActionForm& form, const JsonObject& e, const Context& ctx);

// "summon CARD|? POSITION [FACE]".
std::string action_syntax(const notation::ActionForm& a);
std::string join_words(const std::vector<std::string>& words);

}  // namespace referee::sheet
