// The sensitivity table: for each ruling a verdict consulted, the verdict under each of
// its options, every other ruling as in force.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "judgements/answer.hpp"
#include "judgements/situation.hpp"

namespace referee::judgements {

// A verdict as the sensitivity table compares it.
struct Evaluation {
  std::string verdict;                  // for people
  std::string signature;                // equal exactly when two verdicts are the same
  std::vector<std::uint16_t> consulted; // the rulings this evaluation read
  // Equal when the verdict and the outcome asked about are the same, whatever may follow
  // (the phase after it, who acts); empty: the signature.
  std::string settled = {};
  bool in_window = false;  // the game then waits in a response window (NodeKind::window)
};

// Evaluates a question on one state (under the rulings that state holds).
using Evaluator = std::function<Evaluation(const GameState&)>;

// One row per option of each ruling in `rulings`; `base` is the verdict under the
// rulings in force. Options the catalogue refuses together with the rest are left out.
std::vector<SensitivityRow> sensitivity(const Situation& s, const std::vector<std::uint16_t>& rulings,
                                        const Evaluator& evaluate, const Evaluation& base);

}  // namespace referee::judgements
