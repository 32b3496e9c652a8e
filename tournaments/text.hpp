// Text that organizers type (names, reasons, CSV headers): ASCII case folding, trimming, and
// the UTF-8 check, shared by the operations, the CSV reader, the formats and the CLI.
#pragma once

#include <string>
#include <string_view>

namespace referee::tournaments {

// ASCII letters lowered; other bytes (UTF-8 included) as they are: "Zoë" and "ZOË" differ.
std::string ascii_lower(std::string_view s);

// Spaces and tabs removed at both ends.
std::string trim_blanks(std::string_view s);

// Well-formed UTF-8 (no overlong forms, no surrogates): names and reasons end up in JSON,
// HTML, CSV and TRF.
bool is_utf8(std::string_view s);

// A byte below 0x20 or 0x7f (tab, newline, the escape that starts a terminal's control
// sequences): refused in names and reasons, which are printed one a line to terminals.
bool has_control_chars(std::string_view s);
// `s` with each control byte written as \xNN: text from a stranger's file, shown safely.
std::string visible(std::string_view s);

}  // namespace referee::tournaments
