#include "rulespec/hegemony-of-faith/game.hpp"

#include <algorithm>
#include <iterator>
#include <utility>

#include "rulespec/hegemony-of-faith/rules.hpp"
#include "rulespec/hegemony-of-faith/sections.hpp"

namespace referee::hof {
namespace {

const Move& as_move(const referee::Action& a) { return static_cast<const HofAction&>(a).move; }

std::vector<int> unseen(int n) { return std::vector<int>(static_cast<std::size_t>(std::max(0, n)), kUnseen); }

}  // namespace

// The verb of the answer a record may leave out, for each chance question it may.
constexpr std::pair<Ask, Verb> kImpliedVerbs[] = {
    {Ask::draw, Verb::draw}, {Ask::hand_limit, Verb::discard}, {Ask::believers, Verb::draw},
    {Ask::take, Verb::take}, {Ask::lose, Verb::lose},           {Ask::deal, Verb::deal},
    {Ask::gift, Verb::give}, {Ask::give, Verb::give},           {Ask::new_skill, Verb::draw}};

std::optional<Move> implied_answer(const Question& q) {
  if (q.optional && !q.chance) return Move{.verb = Verb::pass, .player = kEveryone};
  const auto* row = std::find_if(std::begin(kImpliedVerbs), std::end(kImpliedVerbs),
                                 [&](const auto& r) { return r.first == q.ask; });
  if (!q.chance || q.who.empty() || row == std::end(kImpliedVerbs)) return std::nullopt;
  Move m{.verb = row->second, .player = q.who.front()};
  switch (q.ask) {
    case Ask::draw:
    case Ask::hand_limit: m.set_cards(unseen(q.count)); break;
    case Ask::take: m.from = q.from; [[fallthrough]];
    case Ask::believers:
    case Ask::lose: m.set_believers(unseen(q.count)); break;
    case Ask::deal:
      m.target = q.to;
      (q.of_believers ? m.believers : m.cards) = unseen(q.count);
      (q.of_believers ? m.has_believers : m.has_cards) = true;
      break;
    case Ask::gift: m.type = kUnseen, m.has_believers = true; break;
    case Ask::give: m.set_cards({kUnseen}); break;
    case Ask::new_skill: m.skill = kUnseen, m.has_skill = true; break;
    default: break;
  }
  return m;
}

HofState::HofState(Table base, std::vector<Move> pending) : base_(std::move(base)), pending_(std::move(pending)), now_(base_) {
  settle(nullptr, 0, settled(run(pending_)));
}

// A position keeps no card identities and no exchanges: the rest point without them, and
// the events since replayed on it, as read_position does.
std::unique_ptr<GameState> HofState::as_written() const {
  Table base = base_;
  forget_identities(base);
  return std::make_unique<HofState>(std::move(base), pending_);
}

// An outcome about to be taken on, as judge() would accept it: a fit the search left
// undecided forgets that deck's exchanges (settle_cards_fit).
HofState::Outcome HofState::settled(Outcome o) {
  if (!o.refused) settle_cards_fit(o.table);
  return o;
}

HofState::Outcome HofState::run(const std::vector<Move>& answers, std::size_t judged, std::vector<std::string>* told) const {
  Outcome o;
  Run r(base_, answers, judged);
  r.told = told;
  try {
    drive(r);
    o.table = std::move(r.t);
    if (const Question* q = r.waiting()) {
      o.question = *q;
      o.halted = true;
    }
  } catch (Halt& h) {
    o.table = std::move(r.t);
    o.question = std::move(h.question);
    o.halted = true;
  } catch (Refused& f) {
    o.refused = f.verdict;
  }
  o.path = r.path();
  return o;
}

void HofState::settle(std::vector<Step>* trace, std::size_t from, Outcome o) {
  ++version_;
  broken_.reset();
  if (o.refused) {
    broken_ = o.refused;
    return;
  }
  now_ = std::move(o.table);
  // What the fit forgot stays forgotten when the procedure is rerun from its start.
  base_.believer_links.forget_as(now_.believer_links);
  base_.action_links.forget_as(now_.action_links);
  question_ = o.halted ? std::move(o.question) : Question{};
  const bool halted = o.halted;
  const auto& path = o.path;
  if (trace) {
    // Each answer leads to the next question asked, or to the end (spec.cpp).
    for (std::size_t i = from; i < path.size(); ++i) {
      const bool last = i + 1 == path.size();
      const Run::Answered to = !last ? path[i + 1] : Run::Answered{halted ? question_.node : "game-over", Verb::pass, now_.turn};
      trace_answer(*trace, path[i], to.node, to.turn);
    }
  }
  for (int i = 0; i < now_.n(); ++i) {
    const Player& p = now_.p(i);
    if (p.role == Role::follower && (p.leader < 0 || now_.p(p.leader).role != Role::leader))
      throw std::logic_error("hegemony-of-faith: " + now_.name(i) + " follows a player who is no Leader, after " +
                             (pending_.empty() ? std::string("the setup") : encode_move(pending_.back(), now_.names).dump()) + "\n" +
                             text_of(base_, nullptr) + "\n" + text_of(now_, nullptr));
  }
  if (!halted || question_.top) {
    retire_exchanges(now_);
    base_ = now_;
    pending_.clear();
  }
}

std::unique_ptr<GameState> HofState::with_rulings(std::shared_ptr<const Rulings> rulings) const {
  auto c = std::make_unique<HofState>(*this);
  c->base_.rulings = rulings;
  c->now_.rulings = rulings;
  c->settle(nullptr, 0, c->run(c->pending_));
  return c;
}

std::string_view HofState::node() const {
  if (now_.over()) return "game-over";
  return question_.node;
}

int HofState::to_act() const {
  if (now_.over() || question_.who.empty()) return -1;
  return question_.who.front();
}

GameResult HofState::result() const {
  GameResult g;
  g.status = now_.result.status;
  if (g.status == GameStatus::won) g.winners = {now_.result.winner};
  for (const Player& p : now_.players) g.scores.push_back(p.believer_count());
  g.ended_by = now_.result.ended_by;
  g.citation = now_.result.citation;
  g.summary = now_.result.detail;
  if (g.summary.empty()) {
    for (int i = 0; i < now_.n(); ++i)
      g.summary += (i ? ", " : "") + now_.name(i) + " " + std::to_string(now_.p(i).believer_count());
    g.summary = "believers: " + g.summary;
  }
  return g;
}

std::unique_ptr<referee::Action> HofState::decode(const EventInput& input) const {
  return HofAction::of(decode_move(input, now_.names));
}

nlohmann::json HofState::encode(const referee::Action& action) const { return encode_move(as_move(action), now_.names); }

// Lists whose order means nothing are compared as sets: a draw of action cards, discards,
// takes, losses, deals. A draw of believers keeps its order (The Prophet predicts the first).
namespace {

// The same move with the cards it names left unseen: what the cards were is information the
// record adds, not another move (a discard of two cards is one move, whichever they were).
Move unnamed(const Move& m) {
  Move u = m;
  auto hide = [](std::vector<int>& v) { std::fill(v.begin(), v.end(), kUnseen); };
  switch (m.verb) {
    case Verb::draw:
      if (u.has_skill) u.skill = kUnseen;
      [[fallthrough]];
    case Verb::discard:
    case Verb::take:
    case Verb::lose:
    case Verb::deal:
      hide(u.cards);
      hide(u.believers);
      break;
    case Verb::steal:
    case Verb::give:
      u.type = kUnseen;
      hide(u.cards);
      break;
    case Verb::play:
      if (m.card == as_int(ActionKind::divine_inspiration) || m.card == as_int(ActionKind::secret_alliance)) hide(u.cards);
      break;
    case Verb::skill:
      if (m.skill == as_int(Skill::ascend_with_me)) hide(u.cards);
      if (m.skill == as_int(Skill::kaboom) || m.skill == as_int(Skill::praise_of_life) || m.skill == as_int(Skill::eternal_truth) ||
          m.skill == as_int(Skill::world_peace))
        u.type = kUnseen;  // the believer sacrificed
      break;
    default: break;
  }
  return u;
}

}  // namespace

std::string HofState::action_key(const referee::Action& action) const {
  Move m = as_move(action);
  // Named cards where their names change nothing but what the record knows: the key of the
  // unnamed move, when both are legal (a name the hand cannot hold is another, illegal, move).
  // A believer drawn under a prediction is not such a case: the unnamed draw is refused.
  const Move u = unnamed(m);
  if (encode_move(u, now_.names) != encode_move(m, now_.names)) {
    ConsultRecorder key_checks(ConsultRecorder::Scope::isolated);  // a key is no verdict: its reads count for none
    if (check(HofAction(u)) && check(action)) m = u;
  }
  const bool ordered_believers = m.verb == Verb::draw;
  std::sort(m.cards.begin(), m.cards.end());
  if (!ordered_believers) std::sort(m.believers.begin(), m.believers.end());
  // What Info-Spy's player saw is information, not a move of its own.
  if (m.verb == Verb::play && m.card == as_int(ActionKind::info_spy)) {
    m.cards.clear();
    m.believers.clear();
    m.has_cards = m.has_believers = false;
    m.skill = -1;
  }
  return encode_move(m, now_.names).dump();
}

std::vector<std::unique_ptr<referee::Action>> HofState::implied_before(const referee::Action& action) const {
  std::vector<std::unique_ptr<referee::Action>> out;
  const Move& m = as_move(action);
  if (broken_ || now_.over() || accepts(question_, m)) return out;  // the usual case: nothing implied
  HofState s = *this;
  for (int guard = 0; guard < 256; ++guard) {
    if (s.broken_ || s.now_.over() || accepts(s.question_, m)) break;
    std::optional<Move> implied = implied_answer(s.question_);
    if (!implied) break;
    out.push_back(HofAction::of(*implied));
    if (!s.judge(*implied)) break;  // check() will report it
    s.apply(*out.back(), nullptr);
  }
  return out;
}

const Section* HofState::rule_of(const referee::Action& action) const {
  const Move& m = as_move(action);
  switch (m.verb) {
    case Verb::play: return m.card >= 0 ? action_card(m.card).section : &sec::action_phase;
    case Verb::skill: return m.skill >= 0 ? skill_info(m.skill).section : &sec::skill_cards;
    case Verb::defend: return &sec::qa_defense;
    case Verb::commit: return &sec::believer_confrontation;
    case Verb::steal: return &sec::wanderer_turn;
    case Verb::end_turn: return &sec::end_of_turn;
    default: return question_.section;
  }
}

Verdict HofState::judge(const Move& m) const {
  std::vector<Move> all = pending_;
  all.push_back(m);
  Outcome o = run(all, pending_.size());
  if (o.refused) return *o.refused;
  // Cards the record names must still fit the decks (2-2 Components).
  Verdict v = settle_cards_fit(o.table);
  if (v) judged_.last = std::make_unique<Judged>(Judged{version_, m, std::move(o)});
  return v;
}

namespace {
// Whether a ledger let go of something the record could still tell. The action cards' ledger
// counts only when it keeps exchanges: keeping none (UnseenBounds::actions_kept 0, the
// generous check this game had before it kept 64, left for measuring) it forgets every take
// from mixed cards by design.
bool forgot(const unseen_cards::Ledger& links, bool believers) {
  return links.forgot() != unseen_cards::Forgot::nothing && (believers || links.kept() > 0);
}
bool forgot_any(const Table& t) { return forgot(t.believer_links, true) || forgot(t.action_links, false); }
}  // namespace

// What the ledgers let go of that the record could still tell (README, "Hidden information"):
// the believers' first, then the action cards'.
std::string HofState::undecided() const {
  for (const bool believers : {true, false}) {
    const unseen_cards::Ledger& links = believers ? now_.believer_links : now_.action_links;
    if (!forgot(links, believers)) continue;
    const std::string cards = believers ? "believer cards" : "action cards";
    return "the unseen " + std::string(believers ? "believers" : "action cards") +
           " taken from mixed cards exceed what the referee can follow: " + links.forgot_why(cards) +
           "; it can neither accept nor refuse the record";
  }
  return {};
}

bool HofState::would_be_undecided(const Move& m) const {
  if (forgot_any(now_)) return false;  // it already is
  if (!judged_.last || judged_.last->version != version_ || !(judged_.last->move == m)) judge(m);
  return judged_.last && judged_.last->version == version_ && judged_.last->move == m &&
         forgot_any(judged_.last->outcome.table);
}

Verdict HofState::check(const referee::Action& action) const {
  if (broken_) return *broken_;
  if (now_.over()) return Verdict::illegal("the game is over", sec::end_of_game);
  return judge(as_move(action));
}

void HofState::apply(const referee::Action& action, std::vector<Step>* trace) {
  const Move& m = as_move(action);
  std::unique_ptr<Judged> known = std::move(judged_.last);
  pending_.push_back(m);
  if (known && known->version == version_ && known->move == m) settle(trace, pending_.size() - 1, std::move(known->outcome));
  else settle(trace, pending_.size() - 1, settled(run(pending_)));
  if (broken_) throw std::logic_error("hegemony-of-faith: apply of an unchecked action: " + broken_->reason);
}

// The procedure run again with the move answered, telling what it sets off (the clashes of
// a confrontation): only a judge asks, so a replay pays nothing for it.
std::vector<std::string> HofState::what_happens(const referee::Action& action) const {
  std::vector<Move> all = pending_;
  all.push_back(as_move(action));
  std::vector<std::string> told;
  if (run(all, static_cast<std::size_t>(-1), &told).refused) return {};
  return told;
}

std::string HofState::position_text() const { return text_of(now_, now_.over() ? nullptr : &question_); }
nlohmann::json HofState::position_json() const { return position_of(*this); }

// ---- HegemonyOfFaith ----

// What a judge's outcome says of the position's counters and flags (position.cpp's keys).
constexpr FieldWords kFieldWords[] = {
    {"impermanence_whole", "meets Impermanence of Life's condition again", "no longer meets Impermanence of Life's condition"},
    {"steals", "steals as a Wanderer"}, {"skips", "turns to skip"}, {"wandered", "has begun a turn as a Wanderer"}};
// ... of its zones (its phases: spec.cpp's places).
constexpr FieldWords kZoneWords[] = {{"actions", "action cards"}, {"fought", "believers fought in this confrontation"}};

HegemonyOfFaith::HegemonyOfFaith(UnseenBounds bounds)
    : BasicGame({{"hegemony-of-faith", "Hegemony of Faith", kMinPlayers, kMaxPlayers, "hegemony-of-faith.txt",
                  &sec::end_of_game, {kFieldWords, kZoneWords}},
                 ruling_catalogue, section_index, build_spec, hof_notation}),
      bounds_(bounds) {}

std::unique_ptr<GameState> HegemonyOfFaith::load_position(const std::vector<std::string>& players, const JsonObject& state,
                                                          std::shared_ptr<const Rulings> rulings, CardSetPtr) const {
  return read_position(players, state, std::move(rulings));
}

std::unique_ptr<Game> make_hegemony_of_faith() { return std::make_unique<HegemonyOfFaith>(); }

}  // namespace referee::hof
