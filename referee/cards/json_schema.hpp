// A small, strict JSON Schema validator (a subset of draft 2020-12) for card-set files.
//
// Debian ships no C++ JSON Schema library, so the project carries this one. It is strict on
// purpose: a schema that uses a keyword outside the supported subset is refused when it is
// compiled, so no rule in a schema can be silently ignored. Supported: $schema (2020-12 only,
// root only), $id (root only), $defs, $ref (local JSON pointers), $comment, title, description,
// default, examples, type, enum, const, required, properties, additionalProperties,
// patternProperties, propertyNames, minProperties, maxProperties, items, prefixItems, minItems,
// maxItems, uniqueItems, contains, minimum, maximum, exclusiveMinimum, exclusiveMaximum,
// multipleOf, minLength, maxLength, pattern, allOf, anyOf, oneOf, not, if/then/else,
// dependentRequired.
//
// Errors are placed as the reference implementation (python3-jsonschema) places them, which
// tests/cards/schema_crosscheck.py checks: at the instance location whose value breaks the rule,
// so "required" and "additionalProperties": false point at the object. Document order is
// nlohmann::json's: a value before its members, object keys sorted, array items by index.
// Patterns are ECMAScript (std::regex, searched, not matched whole) without back-references.
#pragma once

#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace referee::schema {

struct SchemaError {
  std::string pointer;  // JSON pointer into the INSTANCE ("/cards/3/stars"; "" for the root)
  std::string message;  // for people, in plain English: what is wrong and what was expected
};

struct CompiledSchema;  // json_schema.cpp: the schema as a graph of checks

class JsonSchema {
 public:
  // Compiles the schema. Throws std::invalid_argument naming the schema pointer of any keyword it
  // does not support (so that nothing in a schema is ever silently ignored), a $ref it cannot
  // resolve, or a malformed keyword value.
  explicit JsonSchema(const nlohmann::json& schema);
  // Every problem of `instance`, in document order, at most `limit`.
  std::vector<SchemaError> validate(const nlohmann::json& instance, std::size_t limit = 100) const;

 private:
  std::shared_ptr<const CompiledSchema> compiled_;  // immutable: copies share it, threads too
};

}  // namespace referee::schema
