#include "rulespec/draw-of-faith/cards.hpp"

#include <algorithm>
#include <cctype>

namespace referee::dof {
namespace {

constexpr const char* kRankNames[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
constexpr char kSuitLetters[] = {'S', 'H', 'D', 'C'};
constexpr const char* kSuitNames[] = {"spades", "hearts", "diamonds", "clubs"};

std::optional<int> parse_rank(std::string_view r) {
  std::string up;
  for (char c : r) up += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (int i = 0; i < 13; ++i)
    if (up == kRankNames[i]) return i;
  return std::nullopt;
}

std::optional<int> parse_suit(char s) {
  char up = static_cast<char>(std::toupper(static_cast<unsigned char>(s)));
  for (int i = 0; i < 4; ++i)
    if (up == kSuitLetters[i]) return i;
  return std::nullopt;
}

}  // namespace

std::optional<Card> parse_card(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  auto rank = parse_rank(text.substr(0, text.size() - 1));
  auto suit = parse_suit(text.back());
  if (!rank || !suit) return std::nullopt;
  return static_cast<Card>(*rank * 4 + *suit);
}

std::string card_problem(std::string_view text) {
  if (text.empty()) return "an empty card";
  // A byte past ASCII is part of a longer character: quoting a piece of it would not be text
  // (found by fuzzing: "no suit" quoted the last byte of a two-byte character).
  const bool ascii = std::none_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
  if (text.size() < 2 || text.size() > 3 || !ascii)
    return "a card is a rank (2-10, J, Q, K, A) and a suit (S, H, D, C), as \"7H\" or \"10S\"";
  std::string out;
  if (!parse_suit(text.back())) {
    out = "no suit \"";
    out.append(text.substr(text.size() - 1)).append("\" (suits: S, H, D, C)");
    return out;
  }
  out = "no rank \"";
  out.append(text.substr(0, text.size() - 1)).append("\" (ranks: 2-10, J, Q, K, A)");
  return out;
}

std::string card_name(Card c) { return kRankNames[c / 4] + std::string(1, kSuitLetters[c % 4]); }

std::string suit_name(Suit s) { return kSuitNames[static_cast<int>(s)]; }

}  // namespace referee::dof
