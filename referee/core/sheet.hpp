// Score sheets: the line-oriented notation people write at the table, read into and
// written from the transcript JSON (interface.md, "Transcript (JSON)").
//
//   # Club night, table 4                 a note for people (dropped)
//   Game: draw-of-faith                   headers: Game first, then Players, Rulings
//   Players: Ann, Bob                       (ids=options, or a profile file beside the
//   Rulings: dof.battle.tie=no-effect       sheet), Cards, Event, Round, Table, Date, Site,
//   Event: Club night                       Comment, Meta KEY, and the game's setup
//   First: Ann                              headers ("Hand Ann: ...")
//   Hand Ann: KH, QD, JC, 5S, 2H
//   Hand Bob: ?, ?, ?, ?, ?
//   T1 Ann: draw 8C; summon 8C def; end-turn
//   T2 Bob: draw 10S; attack 9D > Ann:8C; Ann: pass; Bob: end-turn
//   Result: winner Ann points Ann=3, Bob=1
//
// A turn line "T<n> PLAYER:" holds that turn's actions separated by ';' (or continued on
// the following lines); "PLAYER:" before an action names someone else acting, and holds
// for the actions after it. A turn ends with an action the game marks as ending it
// ("end-turn"), and the next turn starts on a new line numbered one more.
//
// Reading keeps the lines: JsonDocument::line_of gives the sheet's line of every event, so
// reports point at the sheet. Writing is the inverse: read(write(t)) has t's events, and
// write(read(s)) is s in canonical form (short forms, one line a turn, notes dropped).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"

namespace referee::sheet {

// The transcript a score sheet records. InputError with line and column otherwise.
// `first_line` numbers the text's first line (a sheet inside a file of several).
JsonDocument read_sheet(std::string_view text, std::string source, const GameRegistry& games, int first_line = 1);

// A file of several score sheets (`referee generate --format text --count N`) split where
// each starts: at a "Game:" header line after the previous sheet's "Result:" line (any other
// "Game:" stays in its sheet, whose reader reports it). Each part with its first line.
struct SheetPart {
  std::string text;  // a copy: parts outlive a temporary file text
  int first_line = 1;
};
std::vector<SheetPart> split_sheets(std::string_view text);

// The score sheet of a transcript document. InputError naming the event and key for what
// the notation cannot hold (a key the game does not know, a value of the wrong kind).
std::string write_sheet(const JsonDocument& transcript, const GameRegistry& games);

// One action as a turn line writes it ("summon 7H atk", "Bob: pass"), for people typing at
// the interactive judge: the transcript event. `actor` acts unless the text starts with
// "PLAYER:" ("" if nobody is to act: then the text must name the player). InputError with
// the column otherwise (`source` names the input in it).
nlohmann::json read_action(std::string_view text, const Game& game, const std::vector<std::string>& players,
                           const std::string& actor, const std::string& source, int line);
// A transcript event as "PLAYER: ACTION ...". InputError for what the notation cannot hold.
std::string write_action(const nlohmann::json& event, const Game& game, const std::vector<std::string>& players);

// Whether a file is a score sheet rather than JSON: by extension (.json is JSON; .sheet and
// .txt are score sheets), otherwise by content (JSON starts with '{').
bool is_sheet(std::string_view path, std::string_view text);

// A transcript file of either kind, as a JSON document.
JsonDocument read_transcript_file(const std::string& path, const GameRegistry& games);
// Text of either kind (`source` names it in messages).
JsonDocument parse_transcript_text(std::string_view text, std::string source, const GameRegistry& games);

}  // namespace referee::sheet
