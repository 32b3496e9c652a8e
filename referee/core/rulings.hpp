// The rulings registry.
//
// Every place where a rulebook does not force an answer is a ruling: an id, a question,
// options with their meanings, a default with its reason, and citations. A game declares
// its catalogue once; an event chooses options in a profile; rules code reads a ruling
// only through Rulings::get, which notes the ruling in a ConsultLog. That log is what
// lets a verdict say which rulings decided it, and a judge answer show the verdict under
// each of their options.
//
// Rules code uses typed keys: RulingKey<BattleTie>{5} reads ruling number 5 of the game's
// catalogue as the enum BattleTie, whose values are the options in catalogue order. The
// catalogue builder checks that order when the catalogue is built. A game declares its
// enums and keys once, with REFEREE_DECLARE_RULINGS (at the end of this file).
#pragma once

#include <array>
#include <boost/container/small_vector.hpp>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "referee/core/errors.hpp"
#include "referee/core/sections.hpp"

namespace referee {

struct JsonDocument;

struct RulingOption {
  std::string id;
  std::string meaning;
};

struct RulingSpec {
  std::string id;        // "dof.battle.tie"
  std::string question;
  std::vector<const Section*> citations;
  std::vector<RulingOption> options;
  int default_option = 0;
  std::string default_reason;  // why the default, defended from the text
  std::string note;            // options merged or dropped from the research catalogue, and why

  const std::string& default_id() const { return options[default_option].id; }
  int option_index(std::string_view option) const;  // -1 if unknown
};

// A combination of options that cannot go together (an error: some written rule could
// never be used, so a profile choosing it is refused) or that is suspicious (a warning:
// an option that can have no effect, or a rule that becomes dead). Declared as data, so
// it can be printed and checked against the catalogue.
struct RulingConflict {
  enum class Severity { error, warning };
  Severity severity = Severity::warning;
  // Applies when every listed ruling is set to one of its listed options.
  std::vector<std::pair<std::string, std::vector<std::string>>> when;
  std::string consequence;  // what goes wrong, for people

  std::string describe() const;  // "dof.a=x with dof.b=y: consequence"
};

template <class E>
struct RulingKey {
  std::uint16_t index;
};

class RulingCatalogue;

// The id of option `index` among an enum's stringized enumerators ("no_effect, suit_order"):
// its name with '_' -> '-' ("suit-order").
std::string ruling_option_id(std::string_view enumerators, std::size_t index);

// Fluent declaration of one ruling; options must be given in the enum's order.
template <class E>
class RulingDeclaration {
 public:
  RulingDeclaration(RulingSpec& spec) : spec_(spec) {}
  RulingDeclaration& option(E value, std::string id, std::string meaning) {
    if (static_cast<std::size_t>(value) != spec_.options.size())
      throw std::logic_error("ruling " + spec_.id + ": option " + id + " declared out of enum order");
    spec_.options.push_back({std::move(id), std::move(meaning)});
    return *this;
  }
  // An enum declared by REFEREE_DECLARE_RULINGS: the id is the enumerator's name.
  RulingDeclaration& option(E value, std::string meaning) {
    return option(value, ruling_option_id(ruling_enumerators(value), static_cast<std::size_t>(value)),
                  std::move(meaning));
  }
  RulingDeclaration& by_default(E value, std::string reason) {
    spec_.default_option = static_cast<int>(value);
    spec_.default_reason = std::move(reason);
    return *this;
  }
  RulingDeclaration& note(std::string text) {
    spec_.note = std::move(text);
    return *this;
  }

 private:
  RulingSpec& spec_;
};

class RulingCatalogue {
 public:
  explicit RulingCatalogue(std::string game) : game_(std::move(game)) {}

  template <class E>
  RulingDeclaration<E> declare(RulingKey<E> key, std::string id, std::string question,
                               std::initializer_list<const Section*> citations) {
    if (key.index != specs_.size())
      throw std::logic_error("ruling " + id + " declared out of key order");
    specs_.push_back(RulingSpec{std::move(id), std::move(question), citations, {}, 0, {}, {}});
    return RulingDeclaration<E>(specs_.back());
  }

  // A game's catalogue: each part declares some rulings (in key order) or conflicts; the
  // result has passed check_complete.
  static RulingCatalogue build(std::string game, std::initializer_list<void (*)(RulingCatalogue&)> parts);

  void add_conflict(RulingConflict conflict) { conflicts_.push_back(std::move(conflict)); }
  const std::vector<RulingConflict>& conflicts() const { return conflicts_; }

  // Throws std::logic_error if a ruling has fewer than two options or a bad default, or if
  // a conflict names an unknown ruling or option.
  void check_complete() const;

  const std::string& game() const { return game_; }
  const std::vector<RulingSpec>& specs() const { return specs_; }
  std::size_t size() const { return specs_.size(); }
  const RulingSpec& at(std::size_t i) const { return specs_.at(i); }
  int index_of(std::string_view id) const;  // -1 if unknown
  std::vector<std::string> ids(const std::vector<std::uint16_t>& indexes) const;  // in the order given

 private:
  std::string game_;
  std::vector<RulingSpec> specs_;
  std::vector<RulingConflict> conflicts_;
};

// Which rulings a verdict read, in the order first read.
// Kept inline, without allocating, for the few rulings one check reads and catalogues of up
// to 256 rulings: every judged event makes one.
class ConsultLog {
 public:
  void note(std::uint16_t index);
  void clear();
  std::vector<std::uint16_t> order() const { return {order_.begin(), order_.end()}; }
  bool empty() const { return order_.empty(); }

 private:
  static constexpr std::size_t kInlineRulings = 256;
  boost::container::small_vector<std::uint16_t, 12> order_;
  std::array<std::uint64_t, kInlineRulings / 64> seen_{};  // indexes beyond: looked up in order_
};

// Records the rulings read on this thread while it lives: Rulings::get notes each read into
// the innermost recorder and every one enclosing it, up to an isolated one. What a check or
// a whole replay consulted is thus an explicit result of the code that asked, and nothing is
// kept in Rulings, which states and their clones share (and threads may too).
class ConsultRecorder {
 public:
  enum class Scope { nested, isolated };  // isolated: reads go no further out
  explicit ConsultRecorder(Scope scope = Scope::nested);
  ~ConsultRecorder();
  ConsultRecorder(const ConsultRecorder&) = delete;
  ConsultRecorder& operator=(const ConsultRecorder&) = delete;

  // The rulings read since this recorder began, or since its last restart().
  const ConsultLog& read() const { return read_; }
  // What was read so far no longer counts for read() (the enclosing recorders keep it).
  void restart() { read_.clear(); }

  // Notes a read (Rulings::get).
  static void note(std::uint16_t index);
  // The innermost recorder of this thread; null when none is recording.
  static ConsultRecorder* innermost();

 private:
  ConsultRecorder* outer_;
  Scope scope_;
  ConsultLog read_;
};

// A profile applied to a catalogue: the chosen option of every ruling.
class Rulings {
 public:
  explicit Rulings(const RulingCatalogue& catalogue);

  // Reads a ruling and notes that it was consulted (ConsultRecorder).
  template <class E>
  E get(RulingKey<E> key) const {
    ConsultRecorder::note(key.index);
    return static_cast<E>(choice_[key.index]);
  }
  // Reads without noting: for printing profiles and building specs, never for verdicts.
  int choice(std::size_t index) const { return choice_.at(index); }
  template <class E>
  E peek(RulingKey<E> key) const {
    return static_cast<E>(choice_[key.index]);
  }

  // Chooses an option by ids; unknown id or option is an InputError at `where`.
  void choose(std::string_view id, std::string_view option, const Location& where);
  void set_choice(std::size_t index, int option);  // programmatic (sensitivity analysis)

  // Applies a profile object {"ruling.id": "option", ...}; `where` locates the object.
  void apply_profile(const nlohmann::json& profile, const Location& where);
  // Applies the profile object at `pointer` in `doc` ("" for the whole document); errors
  // name the line of the offending key.
  void apply_profile(const JsonDocument& doc, const std::string& pointer);

  const RulingCatalogue& catalogue() const { return *catalogue_; }
  // The ids of the rulings in `log`, in the order consulted.
  std::vector<std::string> ids(const ConsultLog& log) const;
  // "id=option" for each ruling in `log`.
  std::vector<std::string> with_choices(const ConsultLog& log) const;
  // Profile object of the choices that differ from the defaults.
  nlohmann::json non_default_profile() const;

  // The catalogue's conflicts that these choices fall into.
  std::vector<const RulingConflict*> conflicts() const;
  // An InputError at `where` for the first error-severity conflict, if any.
  void refuse_conflicts(const Location& where) const;

 private:
  const RulingCatalogue* catalogue_;
  std::vector<std::uint8_t> choice_;
};

// The rulings of a document (a transcript, a position, a query): catalogue defaults, then
// the document's "rulings" object if any, then `override_profile` (a --rulings file, which
// wins). Unknown ids and options, and combinations the catalogue refuses, are InputErrors.
std::shared_ptr<Rulings> document_rulings(const RulingCatalogue& catalogue, const JsonDocument& doc,
                                          const JsonDocument* override_profile);

}  // namespace referee

// Declares a game's rulings once. The game writes a list macro MY_GAME_RULINGS(X), one
// ruling a line in catalogue order (each line continued with a backslash):
//   X(battle_tie, BattleTie, no_effect, both_destroyed, suit_order)
// then REFEREE_DECLARE_RULINGS(MY_GAME_RULINGS),
// which declares, in the current namespace, each enum (its values the options in catalogue
// order; an option's id is its name with '_' -> '-') and, in namespace `ruling`, each key
// (ruling::battle_tie), numbered by its place in the list.
#define REFEREE_DECLARE_RULINGS(LIST)                     \
  LIST(REFEREE_RULING_ENUM_)                              \
  namespace ruling {                                      \
  struct Index_ {                                         \
    enum : std::uint16_t { LIST(REFEREE_RULING_INDEX_) }; \
  };                                                      \
  LIST(REFEREE_RULING_KEY_)                               \
  }
#define REFEREE_RULING_ENUM_(key, E, ...)      \
  enum class E : std::uint8_t { __VA_ARGS__ }; \
  constexpr std::string_view ruling_enumerators(E) { return #__VA_ARGS__; }
#define REFEREE_RULING_INDEX_(key, E, ...) key,
#define REFEREE_RULING_KEY_(key, E, ...) inline constexpr RulingKey<E> key{Index_::key};
