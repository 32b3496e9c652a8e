// The match format an event plays (issue 23): best of one, three or five games, or any result
// up to kMaxGamesInMatch games (the default, what events made before the setting accept).
// `report` refuses a result the format cannot end with, from --result or from transcripts.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "tournaments/model.hpp"

namespace referee::tournaments {

// 0: any result; 1, 3, 5: best of that many games.
std::optional<int> parse_match_format(std::string_view name);  // "any", "bo1", "bo3", "bo5"
std::string match_format_name(int best_of);                    // "any", "bo3", ...
std::string match_format_words(int best_of);                   // "best of three", ...

// Why `r` cannot be a finished match of the format, or nothing when it can.
std::optional<std::string> match_result_refusal(int best_of, const MatchResult& r);

}  // namespace referee::tournaments
