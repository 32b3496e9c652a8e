// A judge's answer (interface.md, "Judge query"): the verdict, an explanation, the rule
// sections behind it, the rulings it consulted, and for each of those rulings the verdict
// under each of its options (the sensitivity table). Where the options disagree, the
// event's choice of ruling decides the case: the text output says so.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "judgements/query.hpp"

namespace referee::judgements {

struct SensitivityRow {
  std::string ruling;
  std::string option;
  std::string verdict;
  bool in_force = false;  // the option the rulings in force choose
  bool differs = false;   // its verdict differs from the one in force
  // Under this option the game so far could not have been played as recorded (a rule the
  // history broke): not a different answer to the question, so not `differs`.
  bool history_illegal = false;
  // The same verdict and outcome, but a response window opens after it under one option and
  // not the other: what may follow differs, not the answer, so not `differs`.
  bool follows_only = false;
};

struct Answer {
  AskKind kind = AskKind::result;
  std::string verdict;      // "legal", "illegal", "12 legal actions", "Ann wins", an option id...
  std::string explanation;  // for people, one or more lines
  std::vector<std::string> citations;
  std::vector<std::string> rulings_consulted;
  std::vector<SensitivityRow> sensitivity;
  nlohmann::json details = nlohmann::json::object();  // what the kind adds (actions, changes...)
  // legal-actions, for the text: each listed action as a score sheet writes it, by kind
  // ("Ann: attack JH > 9D"), in the order of details["actions"][kind], those that differ only
  // by an unseen card on one line ("Ann: draw ?  (any of 36 unseen cards: ...)").
  std::map<std::string, std::vector<std::string>> written_actions;

  // The consulted rulings whose options give different verdicts.
  std::vector<std::string> decided_by_rulings() const;
  // The consulted rulings, not among those, whose options change only what may follow.
  std::vector<std::string> change_what_may_follow() const;
};

nlohmann::json answer_json(const Answer& a);
std::string answer_text(const Answer& a);

}  // namespace referee::judgements
