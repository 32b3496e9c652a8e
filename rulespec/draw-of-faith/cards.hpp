// The standard 52-card deck of Draw of Faith ("Game Setup: Equipment").
//
// A card is a number 0..51: rank index * 4 + suit, with rank index 0 for the 2 up to 12
// for the Ace, so that comparing values is comparing rank indexes ("Card Hierarchy":
// Ace high). Written as rank then suit: "7H", "10S", "AS", case-insensitive on input.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace referee::dof {

using Card = std::int8_t;
inline constexpr int kDeckSize = 52;
inline constexpr int kHandSize = 5;  // "Game Setup: Starting Conditions"

enum class Suit : std::uint8_t { spades, hearts, diamonds, clubs };
inline constexpr int kSuits = 4;

constexpr int value_of(Card c) { return c / 4 + 2; }  // 2..14, the Ace 14
constexpr Suit suit_of(Card c) { return static_cast<Suit>(c % 4); }
constexpr Card make_card(int value, Suit s) { return static_cast<Card>((value - 2) * 4 + static_cast<int>(s)); }

// The rulebook's three classes of card.
constexpr bool is_number_card(Card c) { return value_of(c) <= 10; }
constexpr bool is_face_card(Card c) { return value_of(c) >= 11 && value_of(c) <= 13; }
constexpr bool is_ace(Card c) { return value_of(c) == 14; }

std::optional<Card> parse_card(std::string_view text);
std::string card_name(Card c);
std::string suit_name(Suit s);  // "hearts"

// Why `text` is not a card, for messages ("no rank \"1\"").
std::string card_problem(std::string_view text);

}  // namespace referee::dof
