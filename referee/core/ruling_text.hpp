// "dof.five-of-a-kind.timing = state-based": a ruling and the option in force, for messages.
#pragma once

#include <string>

#include "referee/core/rulings.hpp"

namespace referee {

inline std::string ruling_text(const Rulings& r, std::size_t index) {
  const RulingSpec& spec = r.catalogue().at(index);
  return spec.id + " = " + spec.options.at(static_cast<std::size_t>(r.choice(index))).id;
}

template <class E>
std::string ruling_text(const Rulings& r, RulingKey<E> key) {
  return ruling_text(r, key.index);
}

}  // namespace referee
