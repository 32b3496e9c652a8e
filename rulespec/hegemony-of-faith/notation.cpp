// Hegemony of Faith's transcript vocabulary: each action's keys, and how it is written on a
// score sheet (the codec reads events by it; `referee spec` prints it). For example:
//   T5 Ann: play martyrdom; Bob: defend great-mercy; Ann: commit fool; Cid: commit elder; end-turn
//   T6 Bob: draw ?, ?; play faith-war > Cid; commit prayer from Dan; Cid: commit fanatic; Bob: draw believers ?; end-turn
#include <cctype>

#include "referee/core/sheet_action.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"

namespace referee::hof {
namespace {

using namespace notation;  // Field, Shape, kCard...: the notation's words

notation::Notation build_notation() {
  notation::Notation n;
  n.game = "hegemony-of-faith";
  n.setup = {
      {"First", Field{"first", "", Shape::scalar, kPlayer, {}, true, "who takes the first turn"}, false},
      {"Skill", Field{"skills", "", Shape::scalar, kSeenOrUnknown, {}, false, "the skill kept"}, true},
      {"Actions", Field{"actions", "", Shape::list, kSeenOrUnknown, {}, false, "the six action cards dealt"}, true},
      {"Believers", Field{"believers", "", Shape::list, kSeenOrUnknown, {}, false, "the three believers dealt"}, true},
      {"Ids", Field{"ids", "", Shape::map, kNumber, {}, false, "the believer IDs (hof.believer.id-map)"}, false},
      {"Pool", Field{"pool", "", Shape::map, kNumber, {}, false, "the pool's make-up (hof.setup.believer-composition)"}, false},
      {"Seed", Field{"seed", "", Shape::scalar, kNumber, {}, false, "the seed (hof.setup.first-player = seeded-random)"}, false},
  };
  // Map keys of Ids and Pool are believer types.
  for (auto& s : n.setup)
    if (s.field.shape == Shape::map) s.field.map_key = kCard;
  n.actions = {
      {"draw",
       {positional("cards", Shape::list, kSeenOrUnknown, false, "action cards drawn"),
        keyword("believers", "believers", Shape::list, kSeenOrUnknown, "believers drawn from the deck"),
        keyword("skill", "skill", Shape::scalar, kSeenOrUnknown, "a new skill card")},
       false,
       "cards drawn"},
      {"play",
       {positional("card", Shape::scalar, kCard, true, ""), keyword("target", ">", Shape::scalar, kPlayer, "the player (or sect) aimed at"),
        keyword("type", "type", Shape::scalar, kCard, "Witch Hunt's type"), keyword("count", "count", Shape::scalar, kNumber, "Faith Debate's number"),
        keyword("discard", "discard", Shape::list, kSeenOrUnknown, "Divine Inspiration's discards"),
        keyword("give", "give", Shape::scalar, kSeenOrUnknown, "Secret Alliance's card given"),
        keyword("believers", "believers", Shape::list, kSeenOrUnknown, "It's a Miracle's picks; what Info-Spy saw"),
        keyword("cards", "cards", Shape::list, kSeenOrUnknown, "what Info-Spy saw"),
        keyword("skill", "skill", Shape::scalar, kCard, "the skill Info-Spy saw")},
       false,
       "play an action card"},
      {"discard", {positional("cards", Shape::list, kSeenOrUnknown, true, "")}, false, "discard action cards"},
      {"skill",
       {positional("skill", Shape::scalar, kCard, true, ""), keyword("target", ">", Shape::scalar, kPlayer, ""),
        keyword("sacrifice", "sacrifice", Shape::scalar, kSeenOrUnknown, "the believer it costs"),
        keyword("copy", "copy", Shape::scalar, kCard, "the skill Gate of Truth copies"),
        keyword("guess", "guess", Shape::scalar, kCard, "The Prophet's prediction"),
        keyword("cards", "cards", Shape::list, kSeenOrUnknown, "Ascend with Me's draw")},
       false,
       "use a skill"},
      {"end-turn", {}, true, "end the turn"},
      {"pass", {}, false, "nothing to add in a window"},
      {"defend", {positional("card", Shape::scalar, kCard, true, "")}, false, "a defense card, or Breaking Faith's answer"},
      {"commit",
       {positional("believer", Shape::scalar, kCard, true, ""), keyword("from", "from", Shape::scalar, kPlayer, "the member supplying it"),
        keyword("zombie", "zombie", Shape::scalar, kFlag, "a graveyard stand-in (Zombie Army)")},
       false,
       "commit a believer to a confrontation"},
      {"take",
       {positional("believers", Shape::list, kSeenOrUnknown, true, ""), keyword("from", "from", Shape::scalar, kPlayer, "the player taken from")},
       false,
       "believers taken"},
      {"lose", {positional("believers", Shape::list, kSeenOrUnknown, true, "")}, false, "believers that die"},
      {"deal",
       {positional("to", Shape::scalar, kPlayer, true, ""), keyword("cards", "cards", Shape::list, kSeenOrUnknown, ""),
        keyword("believers", "believers", Shape::list, kSeenOrUnknown, "")},
       false,
       "a share of a redistribution"},
      {"steal",
       {positional("believer", Shape::scalar, kSeenOrUnknown, false, "the believer stolen"),
        keyword("from", "from", Shape::scalar, kPlayer, "the player stolen from (none: the deck, hof.end.all-wanderers)")},
       false,
       "a Wanderer's steal"},
      {"accept", {}, false, "a Leader says yes"},
      {"refuse", {}, false, "a Leader says no"},
      {"join", {positional("leader", Shape::scalar, kPlayer, true, "")}, false, "join a sect"},
      {"wander", {}, false, "become a Wanderer"},
      {"give",
       {keyword("believer", "believer", Shape::scalar, kSeenOrUnknown, "a Leader's gift"),
        keyword("card", "card", Shape::scalar, kSeenOrUnknown, "Secret Alliance's card")},
       false,
       "give a card"},
      {"found", {}, false, "a Wanderer founds a sect again"},
  };
  n.check_card = [](std::string_view text) -> std::string {
    if (believer_of(text) || action_of(text) || skill_of(text)) return "";
    return "unknown card \"" + std::string(text.substr(0, 60)) + "\": a believer type, action card or skill id";
  };
  n.card_help = "an id: a believer type (fool), an action card (faith-war) or a skill (karma-reversed)";
  using sheet::join_words;
  n.notes = "Cards are named by id: believer types " + join_words(ids_of(kBelieverTypes, believer_id)) + "; action cards " +
            join_words(ids_of(kActionKinds, action_id)) + "; skills " + join_words(ids_of(kSkills, skill_id)) + R"(.
A sect is named by any of its players. Each card and skill takes only the keys it uses: a
draw names one of cards, believers or skill; a deal cards or believers; a gift the believer
or the card.

The record lists every decision in the order it was taken, by whoever took it; windows
nobody answered (a defense, Karma Reversed, The Prophet...) may be left out, and so may
chance nobody saw (cards drawn, taken, lost, dealt: they are then unseen).
)";
  return n;
}

}  // namespace

const notation::Notation& hof_notation() { return notation::built_once<build_notation>(); }

}  // namespace referee::hof
