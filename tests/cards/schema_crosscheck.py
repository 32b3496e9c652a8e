#!/usr/bin/python3
"""Cross-checks referee's JSON Schema validator with the reference implementation.

Usage: /usr/bin/python3 tests/cards/schema_crosscheck.py PATH/TO/json_schema_check
           [--seed N] [--random N] [--verbose]

The reference is python3-jsonschema (the Debian package), jsonschema.Draft202012Validator.
Every case is a (schema, instance) pair: a fixed list below, plus instances made by mutating
valid instances of a few base schemas with a seeded random generator (the same cases on every
run for one seed). For each pair, json_schema_check SCHEMA INSTANCE is run and compared:

1. Validity: both say valid, or both say invalid (json_schema_check exits 0 or 1; exit 2, an
   unusable schema, is always a disagreement, since every schema here is supported).
2. When invalid, error locations: for each error python's iter_errors() yields, the error that
   best_match() would descend to is taken (while it has a context, the single most relevant
   sub-error by jsonschema.exceptions.relevance; it stops when the two most relevant tie). The
   JSON pointer of that error's absolute_path must be among the pointers json_schema_check
   prints. Extra pointers on our side are allowed (we may say more), messages are not compared.

The project's own schemas join in when present: rulespec/hero-duel/cards.schema.json with the
card sets of fixtures/hero-duel/cards (the sample, also mutated, and every bad set).

Cases avoid what the two are not meant to agree on: regular expressions outside the common
ASCII subset of Python's re and ECMAScript (and strings with newlines, which Python's "$"
accepts before), and keys containing ": " (json_schema_check's lines are "POINTER: MESSAGE").

Exit 0 when every case agrees, 1 with a readable report of each disagreement otherwise.
"""

import copy
import heapq
import json
import os
import random
import subprocess
import sys
import tempfile

try:
    import jsonschema
    from jsonschema.exceptions import relevance
except ImportError:  # pragma: no cover - a missing package, said plainly
    sys.exit("schema_crosscheck.py: python-jsonschema is missing (Debian: apt-get install python3-jsonschema)")

DRAFT = "https://json-schema.org/draft/2020-12/schema"

# ----------------------------------------------------------------------------------------------
# Base schemas: each also feeds the random mutations, from its valid instances.

CARD_SET = {
    "$schema": DRAFT,
    "$id": "https://example.org/cards.schema.json",
    "title": "Card set",
    "type": "object",
    "required": ["name", "cards"],
    "additionalProperties": False,
    "properties": {
        "name": {"type": "string", "minLength": 1, "maxLength": 12},
        "version": {"type": "integer", "minimum": 1},
        "cards": {"type": "array", "items": {"$ref": "#/$defs/card"}, "minItems": 1, "maxItems": 6},
        "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": True},
    },
    "patternProperties": {"^x-": True},
    "$defs": {
        "id": {"type": "string", "pattern": "^[a-z][a-z0-9-]*$", "maxLength": 10},
        "card": {
            "type": "object",
            "required": ["id", "name", "type"],
            "properties": {
                "id": {"$ref": "#/$defs/id"},
                "name": {"type": "string", "minLength": 1, "maxLength": 8},
                "type": {"enum": ["monster", "spell", "trap", "hero"]},
                "stars": {"type": "integer", "minimum": 1, "maximum": 5},
                "cost": {"type": "number", "multipleOf": 0.5, "exclusiveMinimum": 0},
                "effect": {"type": "string"},
                "colour": {"type": ["string", "null"]},
            },
            "additionalProperties": False,
            "dependentRequired": {"effect": ["cost"]},
            "allOf": [
                {
                    "if": {"properties": {"type": {"const": "monster"}}, "required": ["type"]},
                    "then": {"required": ["stars"]},
                    "else": {"not": {"required": ["stars"]}},
                }
            ],
        },
    },
}

CARD_SET_VALID = [
    {"name": "Base", "cards": [{"id": "goblin", "name": "Goblin", "type": "monster", "stars": 2}]},
    {
        "name": "Fire",
        "version": 3,
        "tags": ["red", "hot"],
        "x-note": "draft",
        "cards": [
            {"id": "imp", "name": "Imp", "type": "monster", "stars": 1, "colour": None},
            {"id": "blast", "name": "Blast", "type": "spell", "effect": "burn", "cost": 1.5},
            {"id": "pit", "name": "Pit", "type": "trap", "cost": 2},
        ],
    },
]

SHAPES = {
    "$schema": DRAFT,
    "type": "object",
    "properties": {
        "shape": {
            "oneOf": [
                {
                    "title": "circle",
                    "type": "object",
                    "properties": {"kind": {"const": "circle"}, "r": {"type": "number", "minimum": 0}},
                    "required": ["kind", "r"],
                    "additionalProperties": False,
                },
                {
                    "title": "rect",
                    "type": "object",
                    "properties": {
                        "kind": {"const": "rect"},
                        "w": {"type": "integer", "minimum": 1},
                        "h": {"type": "integer", "minimum": 1},
                    },
                    "required": ["kind", "w", "h"],
                    "additionalProperties": False,
                },
            ]
        },
        "point": {"prefixItems": [{"type": "number"}, {"type": "number"}], "items": False, "minItems": 2},
        "scores": {
            "type": "array",
            "items": {"type": "integer", "multipleOf": 5},
            "contains": {"minimum": 50},
            "uniqueItems": True,
        },
        "label": {"anyOf": [{"type": "string", "pattern": "^[A-Z]"}, {"type": "integer", "exclusiveMaximum": 10}]},
        "code": {"not": {"enum": ["", "none", 0]}},
        "meta": {
            "type": "object",
            "propertyNames": {"pattern": "^[a-z]+$", "maxLength": 6},
            "minProperties": 1,
            "maxProperties": 3,
            "additionalProperties": {"type": ["string", "integer", "boolean"]},
        },
    },
}

SHAPES_VALID = [
    {"shape": {"kind": "circle", "r": 2.5}, "point": [1, 2], "scores": [5, 50, 100], "label": "Alpha"},
    {"shape": {"kind": "rect", "w": 3, "h": 1}, "label": 7, "code": "x", "meta": {"owner": "ann", "size": 3}},
]

TREE = {
    "$schema": DRAFT,
    "$ref": "#/$defs/node",
    "$defs": {
        "node": {
            "type": "object",
            "required": ["value"],
            "properties": {
                "value": {"type": "integer", "maximum": 100},
                "children": {"type": "array", "items": {"$ref": "#/$defs/node"}, "maxItems": 3},
                "a/b": {"$ref": "#/$defs/odd~1name"},
            },
            "additionalProperties": False,
        },
        "odd/name": {"type": "boolean"},
    },
}

TREE_VALID = [
    {"value": 1, "children": [{"value": 2}, {"value": 3, "children": [{"value": 4, "a/b": True}]}]},
]

# Nested anyOf/oneOf, where which branch gets reported matters most.
MIXED = {
    "$schema": DRAFT,
    "type": "object",
    "properties": {
        "v": {
            "anyOf": [
                {
                    "type": "object",
                    "required": ["a"],
                    "properties": {
                        "a": {"oneOf": [{"type": "integer"}, {"type": "string", "minLength": 2}]},
                        "b": {"type": "array", "items": {"anyOf": [{"type": "null"}, {"type": "integer", "minimum": 0}]}},
                    },
                },
                {"type": "array", "prefixItems": [{"type": "string"}], "items": {"type": "object", "properties": {"a": {"const": 1}}}},
                {"type": "string", "pattern": "^[a-z]"},
            ]
        },
        "w": {"oneOf": [{"properties": {"x": {"type": "integer"}}}, {"properties": {"x": {"type": "string"}}}, {"required": ["y"]}]},
        "z": {"type": "number", "allOf": [{"anyOf": [{"minimum": 5}, {"multipleOf": 2}]}, {"not": {"const": 8}}]},
    },
    "dependentRequired": {"v": ["w"]},
}

MIXED_VALID = [
    {"v": {"a": 1, "b": [None, 3]}, "w": {"y": 1, "x": True}, "z": 6},
    {"v": ["s", {"a": 1}, {"b": 2}], "w": {"x": 1}},
    {"v": "abc", "w": {"x": "s"}, "z": 7},
]

# ----------------------------------------------------------------------------------------------
# Fixed pairs: (name, schema, instance). Every keyword, valid and invalid.

S = lambda **kw: dict({"$schema": DRAFT}, **kw)  # noqa: E731

FIXED = [
    ("integer accepts 1.0", S(type="integer"), 1.0),
    ("integer refuses 1.5", S(type="integer"), 1.5),
    ("integer refuses true", S(type="integer"), True),
    ("type list", S(type=["string", "null"]), None),
    ("type list refuses a number", S(type=["string", "null"]), 5),
    ("enum", S(enum=["monster", "spell", "trap", "hero"]), "wizard"),
    ("enum 1 == 1.0", S(enum=[1, "a"]), 1.0),
    ("enum true != 1", S(enum=[1, "a"]), True),
    ("const in arrays 1 == 1.0", S(const={"a": [1, 2]}), {"a": [1, 2.0]}),
    ("const mismatch", S(const={"a": [1, 2]}), {"a": [1, 3]}),
    ("required", S(type="object", required=["id", "stars"]), {"id": "x"}),
    (
        "additionalProperties with patternProperties",
        S(properties={"id": {}}, patternProperties={"^x-": {"type": "string"}}, additionalProperties=False),
        {"id": 1, "x-a": 2, "bar": 3, "x-ok": "y"},
    ),
    ("additionalProperties schema", S(properties={"a": {}}, additionalProperties={"type": "integer"}), {"a": "s", "b": "t"}),
    ("propertyNames", S(propertyNames={"pattern": "^[a-z]+$"}), {"ok": 1, "Bad": 2}),
    ("min/maxProperties", S(minProperties=2, maxProperties=3), {"a": 1}),
    ("prefixItems and items", S(prefixItems=[{"type": "integer"}, {"type": "string"}], items={"type": "boolean"}), [1, 2, True, "x"]),
    ("items false", S(prefixItems=[{}, {}], items=False), [1, 2, 3]),
    ("min/maxItems", S(minItems=2, maxItems=3), [1]),
    ("uniqueItems 1 and 1.0", S(uniqueItems=True), [1, 2, 1.0]),
    ("uniqueItems true and 1", S(uniqueItems=True), [1, True, [1], [True], {"a": 0}, {"a": False}]),
    ("uniqueItems objects", S(uniqueItems=True), [{"a": 1, "b": [1]}, {"b": [1.0], "a": 1}]),
    ("contains", S(contains={"type": "string"}), [1, 2, 3]),
    ("contains empty array", S(contains={}), []),
    ("minimum/maximum", S(items={"minimum": 1, "maximum": 5}), [0, 1, 5, 6, 5.5]),
    ("exclusive bounds", S(items={"exclusiveMinimum": 1, "exclusiveMaximum": 5}), [1, 1.01, 5, 4.99]),
    ("minimum exact with big numbers", S(minimum=9007199254740993), 9007199254740992.0),
    ("multipleOf integer", S(items={"multipleOf": 3}), [9, 10, 9.0, -6]),
    ("multipleOf float", S(items={"multipleOf": 0.1}), [0.5, 0.3, 1, 7]),
    ("minLength counts code points", S(minLength=3, maxLength=3), "äöü"),
    ("maxLength counts code points", S(maxLength=2), "äöü"),
    ("pattern searches", S(pattern="b+"), "abbc"),
    ("pattern fails", S(pattern="^b"), "abc"),
    ("allOf", S(allOf=[{"type": "object"}, {"required": ["a"]}, {"properties": {"b": {"type": "string"}}}]), {"b": 1}),
    (
        "anyOf reports the deepest branch",
        S(anyOf=[{"type": "string"}, {"properties": {"a": {"properties": {"b": {"type": "integer"}}}}}]),
        {"a": {"b": "x"}},
    ),
    ("anyOf passes", S(anyOf=[{"type": "string"}, {"minimum": 3}]), 4),
    ("oneOf matches two", S(oneOf=[{"type": "integer"}, {"minimum": 0}]), 3),
    ("oneOf matches none", S(oneOf=[{"type": "string"}, {"type": "boolean"}]), 3),
    ("oneOf of shapes, tie", SHAPES, {"shape": {"kind": "rect", "w": "3", "h": 1}}),
    ("not", S(properties={"a": {"not": {"type": "string"}}}), {"a": "x"}),
    ("if/then", CARD_SET, {"name": "S", "cards": [{"id": "m", "name": "M", "type": "monster"}]}),
    ("if/else", CARD_SET, {"name": "S", "cards": [{"id": "s", "name": "S", "type": "spell", "stars": 3}]}),
    ("dependentRequired", S(dependentRequired={"effect": ["cost", "timing"]}), {"effect": 1, "cost": 2}),
    ("$ref with ~1 and %25 escapes", S(properties={"a": {"$ref": "#/$defs/x~1y%25z"}}, **{"$defs": {"x/y%z": {"type": "string"}}}), {"a": 1}),
    ("$ref siblings apply too", S(**{"$ref": "#/$defs/n", "$defs": {"n": {"type": "integer"}}}, maximum=3), 4),
    ("recursive $ref", TREE, {"value": 1, "children": [{"value": 2, "children": [{"value": "deep"}]}]}),
    ("recursive $ref, too many children", TREE, {"value": 1, "children": [{"value": 1}] * 4}),
    ("false schema at a property", S(properties={"secret": False}), {"secret": 1}),
    ("root false", False, {"a": 1}),
    ("root true", True, {"a": 1}),
    (
        "anyOf inside oneOf",
        S(oneOf=[{"properties": {"a": {"anyOf": [{"type": "string"}, {"properties": {"b": {"const": 1}}}]}}, "required": ["a"]}, {"type": "array"}]),
        {"a": {"b": 2}},
    ),
    ("valid card set", CARD_SET, CARD_SET_VALID[1]),
    ("card set with many problems", CARD_SET, {"name": "", "cards": [{"id": "Bad", "name": "Goblin King", "type": "wizard", "colour": 1, "effect": "x"}], "extra": 1}),
]

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def project_cases():
    """(fixed cases, mutation bases) from the project's shipped schema and card sets."""
    schema_path = os.path.join(ROOT, "rulespec", "hero-duel", "cards.schema.json")
    cards = os.path.join(ROOT, "fixtures", "hero-duel", "cards")
    if not os.path.exists(schema_path):
        return [], []
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    fixed, valid = [], []
    for directory in (cards, os.path.join(cards, "bad")):
        for name in sorted(os.listdir(directory)) if os.path.isdir(directory) else []:
            if not name.endswith(".json") or name == "expected.json":
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as f:
                instance = json.load(f)
            fixed.append((f"hero-duel cards: {os.path.relpath(os.path.join(directory, name), ROOT)}", schema, instance))
            if directory == cards:
                valid.append(instance)
    return fixed, ([("hero-duel cards", schema, valid)] if valid else [])


# ----------------------------------------------------------------------------------------------
# Random mutations of valid instances.

VALUES = [0, 1, -1, 1.0, 2.5, 6, 55, 100, "", "a", "A", "monster", "spell", "Ünï", "x" * 13, True, False, None, [], {}, [1, 2], {"a": 1}]
KEYS = ["id", "name", "type", "stars", "cost", "effect", "kind", "r", "w", "h", "value", "children", "x-note", "colour", "Name",
        "a/b", "t~x", "owner", "a", "b", "x", "y", "v", "z"]


def nodes(value, path=()):
    """Every (path, value) in an instance, the root included."""
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from nodes(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from nodes(v, path + (i,))


def replace(root, path, new):
    if not path:
        return new
    parent = root
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = new
    return root


def mutate(rng, instance):
    root = copy.deepcopy(instance)
    for _ in range(rng.choice([1, 1, 2, 3])):
        path, value = rng.choice(list(nodes(root)))
        value = copy.deepcopy(value)
        if isinstance(value, dict) and value and rng.random() < 0.5:
            key = rng.choice(sorted(value))
            if rng.random() < 0.5:
                del value[key]
            else:
                value[rng.choice(KEYS)] = value.pop(key)
        elif isinstance(value, dict) and rng.random() < 0.5:
            value[rng.choice(KEYS)] = copy.deepcopy(rng.choice(VALUES))
        elif isinstance(value, list) and value and rng.random() < 0.6:
            i = rng.randrange(len(value))
            if rng.random() < 0.5:
                del value[i]
            else:
                value.append(copy.deepcopy(value[i]))
        elif isinstance(value, (int, float)) and not isinstance(value, bool) and rng.random() < 0.5:
            value = rng.choice([value + 1, value - 1, value * 10, float(value), value + 0.5, -value])
        else:
            value = copy.deepcopy(rng.choice(VALUES))
        root = replace(root, path, value)
    return root


# ----------------------------------------------------------------------------------------------
# Running both validators.


def pointer(path):
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def deepest(error):
    """The error best_match() would report for this top-level error (see the docstring)."""
    while error.context:
        smallest = heapq.nsmallest(2, error.context, key=relevance)
        if len(smallest) == 2 and relevance(smallest[0]) == relevance(smallest[1]):
            break
        error = smallest[0]
    return error


def reference(schema, instance):
    jsonschema.Draft202012Validator.check_schema(schema)  # the cases themselves must be right
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(instance))
    return [(pointer(deepest(e).absolute_path), deepest(e).message) for e in errors]


def ours(program, workdir, schema, instance):
    schema_path = os.path.join(workdir, "schema.json")
    instance_path = os.path.join(workdir, "instance.json")
    with open(schema_path, "w", encoding="utf-8") as f:
        json.dump(schema, f, ensure_ascii=False)
    with open(instance_path, "w", encoding="utf-8") as f:
        json.dump(instance, f, ensure_ascii=False)
    run = subprocess.run([program, schema_path, instance_path], capture_output=True, text=True, timeout=60)
    lines = [] if run.stdout == "valid\n" else run.stdout.splitlines()
    return run.returncode, [tuple(line.split(": ", 1)) for line in lines], run.stderr


def compare(program, workdir, name, schema, instance):
    """(None when both agree, else a report; whether python found the instance invalid)."""
    expected = reference(schema, instance)
    code, got, stderr = ours(program, workdir, schema, instance)
    problems = []
    if code not in (0, 1) or stderr or (code == 1 and not got):
        problems.append(f"json_schema_check exited {code}, printed {len(got)} errors, and said on stderr: {stderr.strip()[:2000]}")
    elif (code == 0) != (not expected):
        problems.append(f"python says {'valid' if not expected else 'invalid'}, we say {'valid' if code == 0 else 'invalid'}")
    else:
        ours_pointers = {line[0] for line in got}
        for where, message in expected:
            if where not in ours_pointers:
                problems.append(f"python's error at {where!r} ({message}) is not among our pointers")
    if not problems:
        return None, bool(expected)
    report = [f"DISAGREE: {name}", "  schema:   " + json.dumps(schema)[:400], "  instance: " + json.dumps(instance)]
    report += ["  " + p for p in problems]
    report += [f"  python: {w!r}: {m}" for w, m in expected] or ["  python: valid"]
    report += ["  ours:   " + ": ".join(line) for line in got] or ["  ours:   valid"]
    return "\n".join(report), bool(expected)


def main(argv):
    args = argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    program, seed, count, verbose = args[0], 20240611, 500, False
    rest = args[1:]
    while rest:
        flag = rest.pop(0)
        if flag == "--seed":
            seed = int(rest.pop(0))
        elif flag == "--random":
            count = int(rest.pop(0))
        elif flag == "--verbose":
            verbose = True
        else:
            print(f"unknown option {flag}", file=sys.stderr)
            return 2
    if not os.access(program, os.X_OK):
        print(f"schema_crosscheck.py: {program} is not an executable (build json_schema_check first)", file=sys.stderr)
        return 2
    rng = random.Random(seed)
    project_fixed, project_bases = project_cases()
    cases = list(FIXED) + project_fixed
    bases = [("card set", CARD_SET, CARD_SET_VALID), ("shapes", SHAPES, SHAPES_VALID), ("tree", TREE, TREE_VALID),
             ("mixed", MIXED, MIXED_VALID)] + project_bases
    for name, schema, valid in bases:  # the valid instances themselves
        cases += [(f"{name}: valid #{i}", schema, inst) for i, inst in enumerate(valid)]
    fixed = len(cases)
    for i in range(count):
        name, schema, valid = bases[i % len(bases)]
        cases.append((f"{name}: mutation #{i}", schema, mutate(rng, rng.choice(valid))))

    failures, invalid = [], 0
    with tempfile.TemporaryDirectory(prefix="schema-crosscheck-") as workdir:
        for name, schema, instance in cases:
            report, was_invalid = compare(program, workdir, name, schema, instance)
            invalid += was_invalid
            if report:
                failures.append(report)
            elif verbose:
                print(f"agree: {name}")
    randoms = len(cases) - fixed
    summary = (f"{len(cases)} cases ({fixed} fixed, {randoms} from seed {seed}; {invalid} invalid, "
               f"{len(cases) - invalid} valid)")
    if failures:
        print("\n\n".join(failures))
        print(f"\nschema cross-check: {len(failures)} of {summary} disagree with python-jsonschema {jsonschema_version()}")
        return 1
    print(f"schema cross-check: all {summary} agree with python-jsonschema {jsonschema_version()}")
    return 0


def jsonschema_version():
    try:
        from importlib.metadata import version
        return version("jsonschema")
    except Exception:  # pragma: no cover - only for the message
        return "?"


if __name__ == "__main__":
    sys.exit(main(sys.argv))
